"""Small hand-made positions for Islebound's rule tests."""

from __future__ import annotations

import tomli_w

from automeeple import catalog
from automeeple.engine import flow
from automeeple.engine.core import TRACE
from automeeple.games.islebound.ai import ActionRoll

INFO = catalog.get("islebound")


def make(**options):
    return INFO.make(2, INFO.option_values(options))


def edition_game(change, **options):
    """A game on the shipped placeholder changed by ``change(data)`` (its TOML data)."""
    data = INFO.shipped_edition()
    change(data)
    return INFO.make(2, INFO.option_values(options), tomli_w.dumps(data), "test.toml")


def towns_named(data) -> dict:
    return {t["name"]: t for t in data["towns"]}


def paired(**options):
    """The placeholder with The Grotto (blue; diplomacy 2, attack 4, spoils 3) moved
    beside Farrow Cove (red; 4, 5, 5) in Whale Reach: two towns in one region, The
    Grotto listed first; Saltmarsh (blue; 3, 6, 4) next clockwise in Ratnest."""
    return edition_game(lambda d: towns_named(d)["The Grotto"].update(region="Whale Reach"),
                        **options)


def position(game, ai_region: str = "Northwater", person_place: str = "Borsham"):
    """A state after set-up with nothing dealt or owned: the AI's ship in
    ``ai_region``, yours in ``person_place``, an empty row and the whole deck, the
    track with its neutral cubes only; no work pending."""
    s = game.new_initial_state(1)
    s.flow = []
    s.ship = [place(game, person_place), place(game, ai_region)]
    s.row = [None] * game.board.row_size
    s.deck = list(range(len(game.board.cards)))
    s.round = 1
    return s


def place(game, name: str) -> int:
    return game.board.place_names.index(name)


def town(game, name: str) -> int:
    return [t.name for t in game.board.towns].index(name)


def card(game, name: str) -> int:
    return [c.name for c in game.board.cards].index(name)


def deal(game, s, *names: str) -> None:
    """Put the named cards in the row, left to right."""
    for slot, name in enumerate(names):
        c = card(game, name)
        s.deck.remove(c)
        s.row[slot] = c


def run(game, s, *work) -> list:
    """Push ``work`` and carry out the automatic steps; the events."""
    events: list = []
    flow.push(s, *work)
    flow.run(game, s, events)
    return events


def roll(game, s, face: int) -> list:
    """Answer the pending d6 with ``face``."""
    return game.apply(s, game.actions.roll[face - 1])


def act(game, s, face: int) -> list:
    """The AI's action roll, answered with ``face``: the events."""
    run(game, s, ActionRoll())
    return roll(game, s, face)


def traces(events: list) -> list:
    """The AI's traces among ``events``."""
    return [e.trace for e in events if e.kind == TRACE]


def fill_track(s, seat: int, n: int) -> None:
    """``n`` of ``seat``'s cubes on the leftmost empty spaces."""
    for i, cube in enumerate(s.track):
        if n and cube is None:
            s.track[i] = seat
            n -= 1


