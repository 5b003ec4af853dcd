"""Set-up (solo §3): the map, the person's home port and starting supply, the AI's
coins and its ship on a sea region by a d6, two neutral cubes on the influence
track, the card piles, the building row dealt face up under its book tokens; then
the first round (the person goes first).

Every step of solo §3 is said once, as an instruction naming the physical
components, so a person at the table sets up from the screen: the map first, before
the person is asked for a home port.
"""

from __future__ import annotations

from dataclasses import dataclass

from automeeple.engine.core import ChanceRequest, Event, counted, joined
from automeeple.engine.flow import Chance, Events, Step, push

from .actions import Home, Roll
from .ai import d6
from .board import Board
from .person import BASE_SPEED
from .scoring import Round
from .state import AI, NEUTRAL, PERSON, PLAYING, IsleState, PersonChoice
from .supply import DealRow

#: Solo §3: the person's 7 coins, 3 crew (2 administer, 1 work) and 20 cubes; the
#: map's 4 sea boards.
PERSON_COINS, PERSON_CUBES, SEA_BOARDS = 7, 20, 4
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
    s.winner, s.ended_by, s.tie_break = None, "", ""
    s.trigger, s.moved = None, None
    s.flow = []
    push(s, LayTheMap(), ChooseHome(), AISetUp(), StartRegion(), CardSetUp(), DealRow(), Round())


def said(ev: Events, text: str, seat: int | None = None, **data) -> None:
    """A set-up instruction (solo §3), when the events are wanted."""
    if ev is not None:
        ev.append(Event("setup", text, seat, data))


@dataclass(frozen=True, slots=True)
class LayTheMap(Step):
    """Solo §3 "Board Setup": the sea boards and the sea ports at the corners."""

    def run(self, game, s: IsleState, ev: Events) -> None:
        ports = [p.name for p in game.edition.ports]
        said(ev, f"Lay the {SEA_BOARDS} sea boards in the centre and the sea ports "
                 f"{joined(ports)} at the corners, all text facing the same way.",
             ports=ports)


@dataclass(frozen=True, slots=True)
class ChooseHome(PersonChoice):
    """Solo §3, the person's "Player Setup": the person chooses a home port and
    places their ship and a cube there."""

    def legal(self, game, s: IsleState) -> list[Home]:
        return list(game.actions.home.values())

    def resolve(self, game, s: IsleState, action: Home, ev: Events) -> None:
        s.ship[PERSON] = action.what
        said(ev, f"Your home port is {action.name}: put your ship and 1 of your cubes "
                 "there.", PERSON, port=action.name)
        crew = ", ".join(f"{n} {skill}" for skill, n in tally_crew())
        said(ev, f"Take {PERSON_COINS} coins, a ship board, your {len(PERSON_CREW)} "
                 f"starting crew ({crew}) and your {PERSON_CUBES} cubes; put a cube below "
                 f"\"{BASE_SPEED}\" on your ship board's movement track.", PERSON,
             coins=PERSON_COINS)

    def question(self, game, s: IsleState) -> str:
        return "Choose your home port (a sea port at a corner of the map)"


def tally_crew() -> list[tuple[str, int]]:
    """The person's starting crew by skill: [("administer", 2), ("work", 1)]."""
    skills = [skill for skill, _ in PERSON_CREW]
    return [(skill, skills.count(skill)) for skill in dict.fromkeys(skills)]


@dataclass(frozen=True, slots=True)
class AISetUp(Step):
    """Solo §3 "AI Setup": its starting coins (option ``ai_start_coins``); no ship
    board, crew or home port."""

    def run(self, game, s: IsleState, ev: Events) -> None:
        start = s.coins[AI]
        said(ev, (f"Give the AI {counted(start, 'coin')}" if start else
                  "The AI starts with no coins")
             + ": it has no ship board, crew or home port.", AI, coins=start)


@dataclass(frozen=True, slots=True)
class CardSetUp(Step):
    """Solo §3: the AI's neutral cubes (2-player rule), then "Card Setup": the
    event piles and their markers on the map, the reputation, crew and building
    piles and the row's book tokens."""

    def run(self, game, s: IsleState, ev: Events) -> None:
        ed = game.edition
        n = ed.neutral_cubes
        if n:
            first = "space" if n == 1 else f"{n} spaces"
            said(ev, f"Put {counted(n, 'neutral cube')} on the first {first} of the "
                     "influence track.", None, spaces=n)
        said(ev, "Shuffle the event cards into 2 face-up piles on the renown board and put "
                 "an event marker on each region the face-up event cards name.")
        said(ev, "Shuffle the reputation (brag) cards into 2 face-up piles above the "
                 "trumpet symbol.")
        said(ev, "Shuffle the crew deck and turn 3 crew face up.")
        books = [f"the {b}-book token over slot {slot}"
                 for slot, b in enumerate(ed.row_books, 1) if b]
        free = [str(slot) for slot, b in enumerate(ed.row_books, 1) if not b]
        said(ev, "Shuffle the building deck; the row's "
                 f"{counted(len(ed.row_books), 'card')} are dealt next. Put "
                 f"{joined(books) or 'no book tokens'}"
                 + (f"; slot{'s' * (len(free) > 1)} {joined(free)} "
                    f"need{'s' * (len(free) == 1)} no books"
                    if free else "") + ".", None, books=list(ed.row_books))


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
