"""Position builders for the Dragon Canyon rule tests.

A position starts from a fresh game, lays the map of :data:`LAYOUT` (with
``tiles`` changed by label), puts cards on it (``cards``: label -> (owner, name,
face_up), name None for an AI card nobody has seen) and then the work item to
test on the flow. Chance outcomes are forced by their text ("action card 7",
"roll 4", "turn up Mage Knight"), as a person at the table reports them.
"""

from __future__ import annotations

from automeeple import catalog
from automeeple.engine import flow
from automeeple.engine.core import CHANCE, TRACE
from automeeple.games.dragon_canyon.grid import TILES, at, label
from automeeple.games.dragon_canyon.state import AI

GREEN, RED = 1, 2
#: The map used unless a test says otherwise, in reading order (row 1 first).
LAYOUT = ("Forest", "Forest", "Forest", "Farmland",
          "Farmland", "Farmland", "Quarry", "Quarry",
          "Quarry", "Boneyard", "Boneyard", "Boneyard",
          "Guard Tower", "Guard Tower", "Dragon Canyon", "Dragon Canyon")


def make_game(seats: int = 2, edition_text: str | None = None, **options):
    info = catalog.get("dragon-canyon")
    return info.make(seats, info.option_values(options), edition_text)


def tile(text: str) -> int:
    col, row = map(int, text.split(","))
    return at(col, row)


def position(game, tiles=None, cards=None, dragon="3,4", hands=None, pile=None,
             stash=None, caravan=None):
    """A position with nothing on the flow (push the work to test with
    :func:`run_events`)."""
    s = game.new_initial_state(0)
    layout = list(LAYOUT)
    for where, name in (tiles or {}).items():
        layout[tile(where)] = name
    s.tiles = layout
    s.cards = [None] * len(TILES)
    s.flow = []
    s.objectives = []
    for where, card in (cards or {}).items():
        s.cards[tile(where)] = card
        owner, name, _ = card
        if owner == AI:
            s.pile -= 1
            if name is None:
                s.unseen.place(tile(where))
            else:
                s.unseen.turn_up(name, None)
        else:
            s.hands[owner].remove(name)
    s.dragon = tile(dragon)
    for p, hand in (hands or {}).items():
        s.hands[p] = list(hand)
    if pile is not None:
        s.pile = pile
    for p, counts in (stash or {}).items():
        s.stash[p] = list(counts)
    for p, counts in (caravan or {}).items():
        s.caravan[p] = list(counts)
    return s


def act(game, s, text: str) -> list:
    """Apply the move or chance outcome named ``text``; the events."""
    return game.apply(s, game.parse_action(s, text))


def play(game, s, texts) -> list:
    events = []
    for text in texts:
        events += act(game, s, text)
    return events


def traces(events):
    return [e.trace for e in events if e.kind == TRACE]


def run_events(game, s, item) -> list:
    """Push ``item`` on ``s`` and run it with events."""
    ev: list = []
    flow.push(s, item)
    flow.run(game, s, ev)
    return ev


def waiting(game, s) -> str:
    """What the position waits for: the chance request's name or the question."""
    if game.to_move(s) == CHANCE:
        return game.chance_request(s).name
    return s.flow[-1].question(game, s) if s.flow else "over"


def labels(tiles) -> list[str]:
    return [label(t) for t in tiles]
