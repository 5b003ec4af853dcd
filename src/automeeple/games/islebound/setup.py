"""Set-up (solo §3): the person's home port and starting supply, the AI's coins
and its ship on a sea region by a d6, two neutral cubes on the influence track,
the building row dealt face up; then the first round (the person goes first).
"""

from __future__ import annotations

from dataclasses import dataclass

from automeeple.engine.core import ChanceRequest, Event
from automeeple.engine.flow import Chance, Events, push

from .actions import Home, Roll
from .ai import d6
from .board import Board
from .scoring import Round
from .state import AI, NEUTRAL, PERSON, PLAYING, IsleState, PersonChoice
from .supply import DealRow

#: Solo §3: the person's 7 coins and 3 crew (2 administer, 1 work).
PERSON_COINS = 7
PERSON_CREW = (("administer", True), ("administer", True), ("work", True))


def setup(board: Board, s: IsleState) -> None:
    ed = board.edition
    s.round = 0
    s.coins = [PERSON_COINS, board.opts.ai_start_coins]
    s.fish, s.wood, s.books, s.pirates, s.renown = [0, 0], [0, 0], [0, 0], [0, 0], [0, 0]
    s.tokens, s.built = [[], []], [[], []]
    s.crew = list(PERSON_CREW)
    s.ship = [None, None]
    s.owner = [None] * len(board.towns)
    s.track = [NEUTRAL] * ed.neutral_cubes + [None] * (ed.track_length - ed.neutral_cubes)
    s.treasure = 0
    s.row = [None] * board.row_size
    s.deck = list(range(len(board.cards)))
    s.stack = [k for k, token in enumerate(ed.tokens) for _ in range(token.count)]
    s.bragged = []
    s.passed = False
    s.final = PLAYING
    s.reported = None
    s.winner, s.ended_by = None, ""
    s.flow = []
    push(s, ChooseHome(), StartRegion(), DealRow(), Round())


@dataclass(frozen=True, slots=True)
class ChooseHome(PersonChoice):
    """Solo §3: the person chooses a home port and places their ship there."""

    def legal(self, game, s: IsleState) -> list[Home]:
        return list(game.actions.home.values())

    def resolve(self, game, s: IsleState, action: Home, ev: Events) -> None:
        s.ship[PERSON] = action.what
        if ev is not None:
            ev.append(Event("setup", f"Your home port is {action.name}: your ship starts there.",
                            PERSON, {"port": action.name}))

    def question(self, game, s: IsleState) -> str:
        return "Choose your home port"


@dataclass(frozen=True, slots=True)
class StartRegion(Chance):
    """Solo §3: a d6 puts the AI's ship on a sea region (1 N, 2 NE, 3 E, 4 SE, 5 S,
    6 SW in the rules; the edition names the regions)."""

    def request(self, game, s: IsleState) -> ChanceRequest:
        return d6(game, "roll a d6 for the AI's starting region")

    def resolve(self, game, s: IsleState, action: Roll, ev: Events) -> None:
        region = game.board.start[action.what]
        s.ship[AI] = region
        if ev is not None:
            name = game.board.place_names[region]
            ev.append(Event("setup", f"Rolled {action.what}: put the AI's ship in {name}.", AI,
                            {"roll": action.what, "region": name}))
