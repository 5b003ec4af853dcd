"""What a seat sees of a game: :class:`IsleView` and its parts (docs/design.md,
"Views").

Nothing in Islebound is hidden from the person: the board, both players' supplies
and the AI's are on the table. The deck and the renown-token stack show what is
left in them, not their order (which nobody knows). In Table mode the program
does not know the person's coins, goods and crew (they are on the table, not
reported), so the view gives None for them.

The parts are what the view shows of the edition's components (``edition.py``
has the components themselves) and of the players' supplies; the wire form
(``engine.view.wire``) is the same data as JSON.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from automeeple.engine.core import Action, counted
from automeeple.engine.view import View, Viewed

from .actions import Attack, Befriend, Build, Sail, Visit, Word
from .actions import Brag as BragMove
from .ai import PIRATE
from .board import NAMES, Board, pirates
from .edition import Brag as BragCard
from .edition import IsleEdition
from .options import IsleOptions
from .person import speed, visit_cost, working
from .reported import MEANING
from .scoring import ending, score, summary
from .state import AI, NEUTRAL, PERSON, IsleState
from .supply import ai_holds

#: Whose a town or a cube on the influence track is, by the seat's name.
OWNER = {PERSON: NAMES[PERSON], AI: NAMES[AI], NEUTRAL: "neutral", None: None}
#: The played turn's one-word moves, explained.
PLAYED = {"hunt": "take the coins on the treasure map", "rest": "your crew back on deck",
          "pass": "no action this turn", "done": "end your turn"}


# --- the parts -----------------------------------------------------------------------

@dataclass
class Town:
    """An island town in a sea region (notes §4)."""

    name: str
    #: Its banner: "red" (taken by attack) or "blue" (befriended with influence).
    banner: str
    #: Who controls it: "You", "AI", or None (nobody yet).
    owner: str | None
    #: The visit fee in coins (to the owner, or onto the treasure map).
    fee: int
    #: The influence a befriending spends (a blue banner).
    diplomacy: int
    #: The attack strength a capture needs (a red banner; a pirate is 2, solo §5).
    attack: int
    #: The spoils: the coins the player who takes it receives.
    spoils: int
    #: The town action, as printed ("fish 2", "crew").
    action: str


@dataclass
class Region:
    """A sea region of the ring, clockwise from the north (notes §3, solo §5)."""

    name: str
    #: The face of the AI's start roll that names it (solo §3), or None.
    start: int | None
    #: The AI's ship is here; your ship is here.
    ai_ship: bool
    your_ship: bool
    towns: list[Town]


@dataclass
class Port:
    """A sea port, a corner tile (notes §3.1): a home port."""

    name: str
    #: The two regions it touches.
    touches: list[str]
    #: Your ship is here (the AI's never enters a port, solo §3).
    your_ship: bool


@dataclass
class Building:
    """A building card: its coin cost and the renown on its banner (notes §8)."""

    name: str
    cost: int
    renown: int


@dataclass
class Slot:
    """A slot of the building row, left to right (solo §3)."""

    #: Its place in the row, from 1.
    slot: int
    #: The book token over it: the books building there asks (3, 2, 1, 0, 0).
    books: int
    #: The building card in it (None: empty, the deck ran out).
    card: Building | None


@dataclass
class Brag:
    """A reputation ("brag") card not yet resolved (notes §10)."""

    name: str
    #: The resource it calls.
    resource: str
    #: The renown for holding the most of it, and for the other player (a tie:
    #: both take ``other``).
    most: int
    other: int
    #: The same in words, as the boards and the brag moves' notes say it: "fish:
    #: most 3 renown, other 1".
    terms: str


@dataclass
class Crew:
    """A crew member on your ship board (notes §12)."""

    #: Its skill ("administer", "work", "sail"...).
    skill: str
    #: On deck (ready), or below deck (used, until a Rest).
    ready: bool


@dataclass
class Supply:
    """A player's supply and what they own. In Table mode the person's coins,
    goods, crew and speed are on the table, not reported: None."""

    #: "You" or "AI".
    name: str
    coins: int | None
    fish: int | None
    wood: int | None
    books: int | None
    pirates: int | None
    #: The player's place on the renown track.
    renown: int | None
    #: The renown tokens taken, by kind.
    tokens: list[str]
    #: The building cards owned.
    buildings: list[str]
    #: The player's cubes on the influence track.
    cubes: int
    #: The towns the player controls.
    towns: list[str]
    #: The person's crew (the AI has none, solo §3).
    crew: list[Crew] | None
    #: The person's ship speed: 2, 3 or 4 spaces (notes §12).
    speed: int | None
    #: Where the player's ship is (None before set-up puts it).
    ship: str | None


@dataclass
class Ending:
    """The end of the game (solo §6)."""

    #: The seat that won.
    winner: int
    #: What triggered the end: "eight-buildings", "last-token" or "cut-off".
    ended_by: str
    #: The same in words, as an account of the end: "the game ended when the AI
    #: built its eighth building (solo §6)".
    how: str
    #: The result in one sentence, the score and then the ending (the result's
    #: summary): "The AI wins 68 to 63; the game ended when you built your eighth
    #: building (solo §6)."
    summary: str


@dataclass
class IsleView(View):
    """The board and both supplies, after the header."""

    #: The edition invents its regions, towns, buildings, tokens and brags.
    placeholder: bool
    #: "played" (Play mode) or "reported" (Table mode: the person's turns reported).
    person_turn: str
    round: int
    #: 0: no end yet; 1: the end is triggered; 2: the final turns (solo §6).
    final: int
    #: The sea regions, clockwise from the north.
    regions: list[Region]
    ports: list[Port]
    #: The influence track's spaces, left to right: "You", "AI", "neutral" or None
    #: (empty).
    track: list[str | None]
    #: The building row.
    row: list[Slot]
    #: The building cards left in the deck.
    deck: int
    #: The coins on the treasure map.
    treasure: int
    #: The renown tokens left in the stack, by kind.
    tokens_left: dict[str, int]
    #: The reputation cards not yet resolved.
    brags_left: list[Brag]
    #: The AI's coins at which it buys the top renown token (solo §5: 14 or 16).
    token_threshold: int
    #: The buildings that trigger the end (solo §6: 8).
    end_buildings: int
    #: Your supply, then the AI's.
    players: list[Supply]
    #: The end (None while the game goes on).
    result: Ending | None


class Isle(Viewed, Protocol):
    """What the view reads of an Islebound game: its map and components, options
    and edition."""

    board: Board
    opts: IsleOptions
    edition: IsleEdition


# --- the view ------------------------------------------------------------------------

def view(game: Isle, s: IsleState, seat: int | None) -> IsleView:
    board, ed = game.board, game.edition
    played = game.opts.person_turn == "played"
    hints_ = hints(game, s) if seat == PERSON and game.to_move(s) == PERSON else {}
    scores = [score(game, s, PERSON) if played else s.reported, score(game, s, AI)]
    return IsleView(
        **game.header(s, seat, scores, hints_),
        placeholder=ed.placeholder,
        person_turn=game.opts.person_turn,
        round=s.round,
        final=s.final,
        regions=[region(game, s, r) for r in range(board.regions)],
        ports=[Port(board.place_names[p], list(ed.ports[k].touches), s.ship[PERSON] == p)
               for k, p in enumerate(range(board.regions, len(board.place_names)))],
        track=[OWNER[cube] for cube in s.track],
        row=[Slot(n + 1, ed.row_books[n], None if c is None else Building(
                 board.cards[c].name, board.cards[c].cost, board.cards[c].renown))
             for n, c in enumerate(s.row)],
        deck=len(s.deck),
        treasure=s.treasure,
        tokens_left={name: s.stack.count(k) for k, name in enumerate(board.token_names)},
        brags_left=[Brag(b.name, b.resource, b.most, b.other, terms(b))
                    for n, b in enumerate(board.brags) if n not in s.bragged],
        token_threshold=game.opts.token_threshold,
        end_buildings=ed.end_buildings,
        players=[player(game, s, PERSON, played), player(game, s, AI, True)],
        result=None if s.flow else the_end(game, s),
    )


def the_end(game: Isle, s: IsleState) -> Ending:
    """Solo §6: who won, what ended the game, and the result in one sentence."""
    return Ending(s.winner, s.ended_by, ending(game, s), summary(game, s))


def terms(brag: BragCard) -> str:
    """What a brag card calls for and the renown it gives (notes §10): the player
    with more takes ``most``, the other ``other``."""
    return f"{brag.resource}: most {brag.most} renown, other {brag.other}"


def region(game: Isle, s: IsleState, r: int) -> Region:
    board = game.board
    towns = []
    for t in board.region_towns[r]:
        town = board.towns[t]
        towns.append(Town(name=town.name, banner=town.banner, owner=OWNER[s.owner[t]],
                          fee=town.fee, diplomacy=town.diplomacy, attack=town.attack,
                          spoils=town.spoils, action=town.action))
    face = next((f for f, at in board.start.items() if at == r), None)
    return Region(board.place_names[r], face, s.ship[AI] == r, s.ship[PERSON] == r, towns)


def player(game: Isle, s: IsleState, seat: int, known: bool) -> Supply:
    """A player's supply; ``known`` False (Table mode, the person): what is on the
    table and not reported is None."""
    board = game.board

    def kept(value: int) -> int | None:
        return value if known else None
    crewed = seat == PERSON and known
    return Supply(
        name=NAMES[seat],
        coins=kept(s.coins[seat]), fish=kept(s.fish[seat]), wood=kept(s.wood[seat]),
        books=kept(s.books[seat]), pirates=kept(s.pirates[seat]),
        renown=kept(s.renown[seat]),
        tokens=[board.token_names[k] for k in s.tokens[seat]],
        buildings=[board.cards[c].name for c in s.built[seat]],
        cubes=s.cubes(seat),
        towns=[board.towns[t].name for t, who in enumerate(s.owner) if who == seat],
        crew=[Crew(k, up) for k, up in s.crew] if crewed else None,
        speed=speed(s) if crewed else None,
        ship=None if s.ship[seat] is None else board.place_names[s.ship[seat]],
    )


def hints(game: Isle, s: IsleState) -> dict[str, str]:
    """A short note beside each of the person's moves."""
    out = {}
    for action in game.legal_actions(s):
        note = hint(game, s, action)
        if note:
            out[str(action)] = note
    return out


def hint(game: Isle, s: IsleState, action: Action) -> str:
    board = game.board
    if isinstance(action, Sail):
        towns = "" if board.is_port(action.what) else ", ".join(
            board.towns[t].name for t in board.region_towns[action.what])
        cq = " (Close Quarters: 1 coin to the AI)" if (
            game.opts.close_quarters and action.what == s.ship[AI]) else ""
        return (towns or "sea port") + cq
    if isinstance(action, Visit) and game.opts.person_turn == "played":
        crew = len(working(s, board.town_action[action.what][0]))
        more = f", +{crew} for your ready work crew" if crew else ""
        return (f"pay {visit_cost(s, board, action.what)}: {board.towns[action.what].action}"
                + more)
    if isinstance(action, Attack):
        town = board.towns[action.what]
        return f"{pirates(-(-town.attack // PIRATE))}, spoils {town.spoils}"
    if isinstance(action, Befriend):
        town = board.towns[action.what]
        return f"{town.diplomacy} influence, spoils {town.spoils}"
    if isinstance(action, Build):
        card, slot = board.cards[action.what], s.row.index(action.what)
        books = game.edition.row_books[slot]
        shelf = f" ({counted(books, 'book')})" if books else ""
        return f"slot {slot + 1}{shelf}, cost {card.cost}, renown {card.renown}"
    if isinstance(action, BragMove):
        brag = board.brags[action.what]
        # Solo §5 "Brag Cards": the AI has at least 2 of the called resource.
        return f"{terms(brag)}; the AI counts {ai_holds(s, brag.resource)}"
    if isinstance(action, Word):
        return (MEANING if game.opts.person_turn == "reported" else PLAYED).get(action.word, "")
    return ""
