"""Set-up (solo §3): the draws, the stratagem cup, the difficulty rolls and, with
Nippon, Japan's two starting campaigns; then the bot takes the first turn (solo §4).
"""

from __future__ import annotations

from dataclasses import dataclass

from automeeple.engine.components import Bag
from automeeple.engine.core import ChanceRequest, Event
from automeeple.engine.flow import Chance, Events, push

from .actions import Advance, Campaigns, Roll
from .bags import DrawUnits
from .board import Rulebook, describe
from .edition import STEAMROLL
from .state import BOT, PERSON, VP_SOURCES, BlitzState, PersonChoice
from .turn import BotTurn


def setup(book: Rulebook, s: BlitzState) -> None:
    """The board at the start (notes §3), the bags full, then the work of solo §3:
    three units for you, five for the bot's row, the difficulty rolls (§3.4) or,
    with Nippon, Japan's two campaigns instead (§3.5; both with the option
    ``nippon_difficulty``), and the bot's first turn."""
    ed = book.edition
    n = len(book.theatres)
    s.turn = BOT
    s.markers = [0] * n
    s.active = [0] * n
    s.closed = [False] * n
    s.board = [None] * len(book.space)
    s.vp = [0, 0]
    s.vp_from = [[0] * len(VP_SOURCES) for _ in range(2)]
    s.person_bag = Bag(ed.bags[book.bag_names[PERSON]])
    s.bot_bag = Bag(ed.bags[book.bag_names[BOT]])
    s.specials = Bag(ed.bags["specials"])
    s.reserve, s.row, s.removed = [], [], []
    s.last_unit = [None, None]
    # Solo §3.3: every stratagem in the cup but Steamroll.
    s.cup = Bag(x for x in ed.stratagems if x != STEAMROLL)
    s.stratagem = s.previous = None
    s.bot_turns = 0
    s.final_turn = False
    s.winner, s.why_over, s.ended_by = None, "", ""
    rolls = 0 if book.difficulty is None else ed.difficulty[book.difficulty].rolls
    s.flow = []
    push(s, DrawUnits(PERSON, ed.reserve_size), DrawUnits(BOT, ed.bot_row_size),
         *([DifficultyRoll(rolls)] if rolls else []),
         *([NipponCampaigns()] if book.opts.nippon else []),
         BotTurn())


@dataclass(frozen=True, slots=True)
class DifficultyRoll(Chance):
    """Solo §3.4: a d6 picks the theatre whose marker advances toward the bot; a 6
    (or a face no theatre carries) is the person's choice. ``left``: the rolls still
    to make, this one included."""

    left: int

    def request(self, game, s: BlitzState) -> ChanceRequest:
        return game.d6

    def resolve(self, game, s: BlitzState, action: Roll, ev: Events) -> None:
        book, roll = game.rulebook, action.value
        then = [DifficultyRoll(self.left - 1)] if self.left > 1 else []
        t = next((t for t, th in enumerate(book.theatres) if th.roll == roll), None)
        if t is None:
            if ev is not None:
                ev.append(Event("handicap", f"Difficulty roll {roll}: your choice of theatre.",
                                data={"roll": roll, "theatre": None}))
            push(s, ChooseHandicapTheatre(), *then)
            return
        if ev is not None:
            ev.append(Event("handicap", f"Difficulty roll {roll}: {book.theatres[t].name}.",
                            data={"roll": roll, "theatre": book.theatres[t].name}))
        advance_handicap(book, s, t, ev)
        push(s, *then)


@dataclass(frozen=True, slots=True)
class ChooseHandicapTheatre(PersonChoice):
    """Solo §3.4: a difficulty roll of 6: the person picks the theatre."""

    def legal(self, game, s: BlitzState) -> list[Advance]:
        return list(game.actions.advance)

    def resolve(self, game, s: BlitzState, action: Advance, ev: Events) -> None:
        advance_handicap(game.rulebook, s, action.theatre, ev)

    def question(self, game, s: BlitzState) -> str:
        return "Difficulty roll 6: choose the theatre whose marker advances toward the bot"


def advance_handicap(book: Rulebook, s: BlitzState, t: int, ev: Events) -> None:
    """Solo §3.4: the theatre's marker advances toward the bot by the difficulty's
    steps; set-up never closes a theatre (it stops one short of the end)."""
    steps = book.edition.difficulty[book.difficulty].steps
    limit = book.theatres[t].track - 1
    s.markers[t] = min(s.markers[t] + steps, limit)
    if ev is not None:
        name = book.theatres[t].name
        ev.append(Event("handicap", f"{name}: the battle marker advances {steps} toward "
                                    f"{book.names[BOT]} (now {describe(book, s, t)}).",
                        data={"theatre": name, "steps": steps, "marker": s.markers[t]}))


@dataclass(frozen=True, slots=True)
class NipponCampaigns(Chance):
    """Solo §3.5: two of the starting campaigns, at random, advance 2 for Japan
    (never closing a theatre)."""

    def request(self, game, s: BlitzState) -> ChanceRequest:
        pairs = tuple(game.actions.campaigns.values())
        names = [th.name for th in game.rulebook.theatres]
        theatres = [p.theatres for p in pairs]
        return ChanceRequest("pick 2 of the starting campaigns (name both, in either order)",
                             pairs, (1,) * len(pairs),
                             labels=tuple(f"{names[a]} and {names[b]}" for a, b in theatres),
                             aliases=tuple((f"{names[b]} and {names[a]}",)
                                           for a, b in theatres))

    def resolve(self, game, s: BlitzState, action: Campaigns, ev: Events) -> None:
        book = game.rulebook
        for t in action.theatres:
            limit = book.theatres[t].track - 1
            s.markers[t] = min(s.markers[t] + 2, limit)
            if ev is not None:
                name = book.theatres[t].name
                ev.append(Event("handicap", f"Nippon: the {name} battle marker advances 2 "
                                            f"toward {book.names[BOT]} (now "
                                            f"{describe(book, s, t)}).",
                                data={"theatre": name, "steps": 2, "marker": s.markers[t]}))
