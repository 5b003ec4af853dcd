"""What one seat may see of a game of The Alpha (docs/design.md, "Views"): the
Food Tracker, the Den Boards, the Region Tiles and every wolf on them, the Alpha
Token, and the Conflict Tokens already turned, face down until all are revealed
(CONFLICT: "secretly choose ..., then all players reveal")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, Protocol

from automeeple.engine.view import View, Viewed

from .actions import Place, Wound
from .edition import Size
from .rulebook import DEEP, LIVESTOCK, SCAVENGE, Rulebook, marker, on_side, printed
from .state import HIDDEN, AlphaState
from .week import weeks_left

#: A Conflict Token as a seat sees it (CONFLICT): None until its pack turns it,
#: then FIGHT or SHARE to its own pack, "hidden" (face down) to everyone else until
#: all are revealed.
Token = Literal["fight", "share", "hidden"] | None


@dataclass
class Wolves:
    """One pack's wolves in one place (STALK: "An Alpha Pair counts as 2 wolves
    ... A Beta Wolf counts as 1")."""

    #: Beta Wolves.
    beta: int
    #: Alpha Pairs (a pack has one).
    pair: int

    def __str__(self) -> str:
        """As both boards write them: "A" for the Alpha Pair, a number for the Beta
        Wolves, "." for none ("A2": the Pair and two Betas)."""
        return ("A" if self.pair else "") + (str(self.beta) if self.beta else "") or "."


@dataclass
class Pack:
    """A pack (SETUP 1): its place on the Food Tracker, its Den Board, and its
    wolves in the Injured and Healing Wolves spaces or dead (D: DEAD WOLF)."""

    #: The pack's seat (its colour is ``seats[seat]``).
    seat: int
    #: Its wolf on the Food Tracker (RESOLVE: past 30 it starts again at 1, on its side).
    food: int
    #: The space the wolf stands on (0: the box before space 1), and where it lies on
    #: its side past 30 as the table reads it ("8", past 60 "8 (30 + 30 + 8)"; ""
    #: up to 30).
    space: int
    side: str
    #: The wolves on its Den Board.
    den: Wolves
    #: The Injured Wolf space (CONFLICT: "one wolf from each Fight pack is wounded").
    injured: Wolves
    #: The Healing Wolves space (ADVANCE: the injured move there, and back to the
    #: den at the next Advance; STALK: they cannot be placed).
    healing: Wolves
    #: Removed from the game (CHASE, D: DEAD WOLF).
    dead: Wolves


@dataclass
class Region:
    """A Region Tile (SETUP 5), its Region Die and the wolves on it."""

    #: Its place on the table: smallest first, the order of RESOLVE.
    slot: int
    #: The tile's id and name in the edition file ("hare", "Hare").
    id: str
    name: str
    #: Large, Medium, Small, Scavenge or Livestock (COMPONENTS).
    size: Size
    #: Beside the Deep Forest area: a wolf placed here pays food (STALK).
    deep_forest: bool
    #: The faces of its Region Die (CHASE, "POTENTIAL DIE OUTCOMES"; none on Scavenge).
    die: list[str]
    #: The food on its CARRION side (None: its die has no C).
    carrion_food: int | None
    #: The tile lies on its CARRION side this week (CHASE, C: no chase, guaranteed food).
    carrion: bool
    #: A C was rolled: the tile turns to its CARRION side for next week.
    carrion_next: bool
    #: The Region Die placed on the tile for RESOLVE (CHASE), as its face reads.
    rolled: str | None
    #: A Scavenge Region's food for each pack there (STALK; None: another tile).
    scavenge_food: int | None
    #: Each pack's wolves on the tile, in seat order.
    wolves: list[Wolves]
    #: The Dominant Packs (ESTABLISH DOMINANCE), clockwise from the Alpha; none on
    #: a Scavenge Region ("no conflict for Dominant pack in these regions").
    dominant: list[int]


@dataclass
class Conflict:
    """A conflict in progress (CONFLICT)."""

    #: The Region Tile's id and name.
    tile: str
    name: str
    #: The food at stake (the number on the Region Die, or the small number by the C).
    stake: int
    #: The packs in conflict, clockwise from the Alpha.
    packs: list[int]
    #: The Scavenger Packs there (CONFLICT, "Scavenger Packs": they divide the food
    #: if every Dominant Pack is injured).
    scavengers: list[int]
    #: Each pack's Conflict Token, as the viewer sees it (:data:`Token`).
    tokens: list[Token]
    #: Every token turned: all are revealed simultaneously.
    revealed: bool


@dataclass
class AlphaView(View):
    """The board of The Alpha as one seat sees it, after the common header."""

    #: The edition's dice and carrion values are a placeholder (not the printed ones).
    placeholder: bool
    #: The week being played (a round, PHASES OF A ROUND) and how many the game has.
    week: int
    weeks: int
    #: The Weeks Left Token's space on the Food Tracker board (SETUP 4).
    weeks_left: int
    #: The food a wolf placed in the Deep Forest pays (STALK).
    deep_forest_cost: int
    #: The seat holding the Alpha Token (None: before the first player is drawn).
    alpha: int | None
    #: The packs clockwise from the Alpha (seat order before there is one).
    order: list[int]
    #: Every pack, in seat order.
    packs: list[Pack]
    #: The Region Tiles in play, smallest first.
    regions: list[Region]
    #: The conflict being resolved (None: none now).
    conflict: Conflict | None


class Alpha(Viewed, Protocol):
    """What the view reads of the game: the engine's part and its rulebook."""

    rulebook: Rulebook


def view(game: Alpha, s: AlphaState, seat: int | None) -> AlphaView:
    """The game as ``seat`` sees it (None: a spectator, who sees only what is on
    the table for everyone)."""
    book = game.rulebook
    ed = book.edition
    n = s.seats
    started = s.alpha >= 0
    return AlphaView(
        **game.header(s, seat, list(s.food), hints(game, s, seat), moves(game, s, seat)),
        placeholder=ed.placeholder,
        week=s.week,
        weeks=ed.weeks,
        weeks_left=weeks_left(book, s),
        deep_forest_cost=ed.deep_forest_cost,
        alpha=s.alpha if started else None,
        order=list(s.clockwise() if started else range(n)),
        packs=[pack(s, p) for p in range(n)],
        regions=[region(book, s, slot) for slot in range(len(s.tiles))],
        conflict=conflict(book, s, seat),
    )


def pack(s: AlphaState, p: int) -> Pack:
    """A pack's Den Board, its Injured and Healing wolves, the dead and its food."""
    food = s.food[p]
    return Pack(seat=p, food=food, space=marker(food)[0],
                side=on_side(food), den=Wolves(s.den_b[p], s.den_a[p]),
                injured=Wolves(s.injured_b[p], s.injured_a[p]),
                healing=Wolves(s.healing_b[p], s.healing_a[p]),
                dead=Wolves(s.dead_b[p], s.dead_a[p]))


def region(book: Rulebook, s: AlphaState, slot: int) -> Region:
    """A region tile: its die (and the face rolled), its side, and the wolves on it."""
    n = s.seats
    tile = book.tile(s, slot)
    kind = book.kind[s.tiles[slot]]
    laid = bool(s.on_b)  # the tiles lie out from Setup 6 on
    face = s.faces[slot] if s.faces else None
    on = [Wolves(s.on_b[slot * n + p], s.on_a[slot * n + p]) if laid else Wolves(0, 0)
          for p in range(n)]
    return Region(
        slot=slot, id=tile.id, name=tile.name, size=tile.size, deep_forest=kind == DEEP,
        die=list(tile.die), carrion_food=tile.carrion,
        carrion=laid and s.carrion[slot], carrion_next=laid and s.carrion_next[slot],
        rolled=None if face is None else str(face),
        scavenge_food=book.edition.scavenge_food if kind == SCAVENGE else None,
        wolves=on, dominant=s.dominant(slot) if laid and kind != SCAVENGE else [])


def conflict(book: Rulebook, s: AlphaState, seat: int | None) -> Conflict | None:
    """The conflict in progress: each pack's token is ``None`` until turned, then
    "hidden" to everyone but its pack until all are revealed."""
    c = s.conflict
    if c is None:
        return None
    revealed = c.revealed
    tokens = [ch if revealed or p == seat or ch is None else HIDDEN
              for p, ch in zip(c.packs, c.tokens, strict=True)]
    tile = book.tile(s, c.slot)
    return Conflict(tile=tile.id, name=tile.name, stake=c.stake, packs=list(c.packs),
                    scavengers=list(c.scavengers), tokens=tokens, revealed=revealed)


def hints(game: Alpha, s: AlphaState, seat: int | None) -> dict[str, str]:
    """A note beside each placement the seat to move may make (a spectator sees
    them too); none for the other seats, and none on a chance event or at the end
    (no legal moves then)."""
    legal = game.legal_actions(s)
    if not legal or seat not in (None, game.to_move(s)):
        return {}
    book = game.rulebook
    notes = {}
    for action in legal:
        hint = place_hint(book, action) if isinstance(action, Place) else ""
        if hint:
            notes[str(action)] = hint
    return notes


def moves(game: Alpha, s: AlphaState, seat: int | None) -> dict[str, str]:
    """Each placement or wound the seat to move may choose, naming the piece and the
    tile as printed (:func:`~.rulebook.printed`)."""
    if seat != game.to_move(s):
        return {}
    book = game.rulebook
    return {str(a): printed(book, a) for a in game.legal_actions(s)
            if isinstance(a, Place | Wound)}


def place_hint(book: Rulebook, action: Place) -> str:
    """What a placement costs or promises (Stalk)."""
    kind = book.kind[book.tile_index[action.tile]]
    if kind == DEEP:
        return f"Deep Forest: pays {book.edition.deep_forest_cost} food"
    if kind == SCAVENGE:
        return f"{book.edition.scavenge_food} food guaranteed"
    if kind == LIVESTOCK:
        return "alone; beware the D"
    return ""
