"""What a seat sees of a solo game of The Wolves: :class:`WolvesView`, the header
every view starts with and the table, part by part, as the rulebook names it.

Everything in The Wolves lies open on the table: the map, every pack's pieces and
supply, the tracks, the Moonlight board and the tiles an AI has drawn this
activation. Only the random stream (the next region board, the next tile from the
bag) is hidden, and it never appears here. Hints go to the person alone: beside
each move, what it costs and the hexes it names as the table shows them (the
move's text keeps the hex ids game records use).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from automeeple.engine.core import counted
from automeeple.engine.view import View, Viewed

from .actions import (
    BuildDen,
    CycleTile,
    DominateAt,
    Draft,
    EndTurn,
    HowlAt,
    MoveOnto,
    Pay,
    Start,
    UpgradeToLair,
    WolfMove,
    sides,
)
from .ai import DrawActionTile
from .board import PIECE_NAMES
from .edition import ATTRIBUTES, PHASE_NAMES, TILE_ACTIONS, WolvesEdition, track_name
from .final_scoring import ai_vp, totals, track_vp
from .moonlight import control, ended_by
from .rulebook import Rulebook
from .setup import LayRegionBoard
from .state import AIS, PERSON, WolvesState
from .targets import attribute, shows
from .turn import MoveWolves, PayFor, source_name, tile_name


class Wolves(Viewed, Protocol):
    """What the view reads of the game: its edition and its rulebook."""

    edition: WolvesEdition
    rulebook: Rulebook


@dataclass
class Piece:
    """A piece on a hex (notes §2): its pack (a seat) and its kind: alpha, pack (a
    Pack Wolf), den or lair."""

    pack: int
    kind: str


@dataclass
class MapHex:
    """A hex of the map (notes §3)."""

    #: Its id: the number actions and game records use.
    id: int
    #: Its name on the map's grid ("K7"): the screen row it is drawn at (0 at the
    #: top; a hex spans that row and the next) and its column (0 at the left).
    name: str
    row: int
    col: int
    #: Its axial coordinates (notes §3.2).
    x: int
    y: int
    #: Its terrain, or water (a water source) or chasm (notes §3.1).
    terrain: str
    #: The region board it lies on (1 to 6; None on the start board).
    region: int | None
    #: A lone wolf token lies on it (notes §4.1).
    lone: bool
    #: The prey tokens left on it (a prey hex's, notes §8; 0 elsewhere).
    prey: int
    #: The pieces on it, at most two (notes §7).
    pieces: list[Piece]


@dataclass
class Map:
    """The map once its region boards are laid (notes §3.5)."""

    hexes: list[MapHex]
    #: The start board's land hexes north and south of the chasm (the draft,
    #: notes §4.4), by id.
    north: list[int]
    south: list[int]


@dataclass
class Region:
    """A region (notes §3.3, §9-10): a place around the start board and the region
    board laid there."""

    #: 1 to 6, in the order the boards are laid.
    number: int
    #: Its place by clock position around the start board ("1 o'clock").
    place: str
    #: The board laid there, as it is known in the edition (None until laid).
    board: str | None
    #: Which way its water source lies from its prey hex ("east"): the board's turn.
    water_side: str
    #: Its scoring token's moon phase as the solo rules name it ("quarter": notes
    #: §9, solo §2; None until drawn), and whether the region has been scored.
    token: str | None
    scored: bool
    #: Its prey kind (None until drawn) and the prey tokens left on its prey hex.
    prey: str | None
    prey_left: int
    #: Its water source's hex (None until the map is laid).
    water: int | None
    #: Each pack's [control, Alphas] there (notes §10).
    control: list[list[int]]
    #: The pack that would take first place now (None on a tie or with nobody there).
    leader: int | None


@dataclass
class Moonlight:
    """The Moonlight board (notes §9)."""

    #: Pieces on it: the marker's space.
    count: int
    spaces: int
    #: The space of each moon phase's scoring: crescent, quarter, full.
    thresholds: dict[str, int]
    #: The scorings done.
    phases_done: int


@dataclass
class PlayerBoard:
    """Your player board (notes §5)."""

    #: Your home tile's terrain (None until your faction is dealt).
    home: str | None
    #: The terrain each of the five cycle tiles shows, and each tile by its name
    #: ("grass/tundra tile").
    tiles: list[str]
    tile_names: list[str]
    #: Bonus terrain and bonus action tokens (notes §5.1).
    bonus_terrain: int
    bonus_action: int
    #: Actions left this turn (notes §5); none once the game is over.
    actions_left: int
    #: Each attribute (pack_spread, wolf_speed, howl_range) as its track shows it,
    #: and the dens taken from its track (notes §5.4).
    attributes: dict[str, int]
    dens: dict[str, int]
    #: Wolves still on the wolf track (§5.5) and lairs on the lair track (§5.6):
    #: what is left to take.
    wolves_on_track: int
    lairs_on_track: int
    #: The prey kinds you have hunted (notes §8).
    hunted: list[str]
    #: The VP each track shows (notes §5.2).
    track_vp: dict[str, int]


@dataclass
class AIPack:
    """An AI pack (solo §6)."""

    pack: int
    #: Its pieces not on the map, by kind.
    supply: dict[str, int]
    #: Its howls and dominations so far.
    conversions: dict[str, int]
    hunted: list[str]
    lairs: int
    #: The VP its pieces and prey are worth now, by what scores.
    vp: dict[str, int]


@dataclass
class NextBoard:
    """The map being laid out (notes §4.1): the place of the next region board,
    which way its water source lies, and the boards left to draw from."""

    board_for: str
    water_side: str
    boards_left: list[str]


@dataclass
class MoveUnderWay:
    """A Move action under way (notes §7.1)."""

    #: The terrain the wolves move onto.
    move_onto: str
    wolves_left: int
    #: The hexes wolves have moved to so far, by id.
    moved_to: list[int]


@dataclass
class Payment:
    """An action being paid for (notes §5.1)."""

    paying_for: str
    #: The terrain a Move goes onto (its place in ``terrains``), else the hex.
    target: int
    #: The attribute track a den is taken from (None for other actions).
    track: str | None


@dataclass
class TileDraw:
    """An AI's action tile draw (solo §4-5): the tiles it drew in vain so far."""

    ai: int
    tiles_tried: list[str]


@dataclass
class WolvesView(View):
    """The table as one seat sees it (all of it: nothing in The Wolves is hidden)."""

    #: Your seat.
    person: int
    #: Your turns so far.
    turn: int
    #: The edition's terrains, in the tile-cycle order.
    terrains: list[str]
    #: The actions by their names as the tiles print them ("lair": "Build Lair").
    actions: dict[str, str]
    #: The map (None while its region boards are laid out).
    map: Map | None
    regions: list[Region]
    moonlight: Moonlight
    #: How the game ended: "full-moon", or "cut-off" by the max_rounds safeguard
    #: (None until it ends).
    ended_by: str | None
    #: The VP each pack won in region scorings, and its region scoring tokens won.
    region_vp: list[int]
    tokens_won: list[int]
    player_board: PlayerBoard
    ai_packs: list[AIPack]
    #: The work in hand that the board does not show (None when there is none).
    pending: NextBoard | MoveUnderWay | Payment | TileDraw | None


def view(game: Wolves, s: WolvesState, seat: int | None) -> WolvesView:
    book, ed = game.rulebook, game.edition
    laid = bool(s.pieces)
    mine = seat == PERSON and game.to_move(s) == PERSON
    return WolvesView(
        **game.header(s, seat, totals(book, s), hints(game, s) if mine else {},
                      moves(game, s) if mine else {}),
        person=PERSON, turn=s.turns, terrains=list(ed.terrains), actions=dict(TILE_ACTIONS),
        map=hex_map(game, s) if laid else None,
        regions=regions(game, s, laid),
        moonlight=Moonlight(count=s.moon, spaces=ed.moonlight_spaces,
                            thresholds={PHASE_NAMES[phase]: n
                                        for phase, n in book.layout.moonlight.items()},
                            phases_done=s.phases_done),
        ended_by=ended_by(book, s) if laid and not s.flow else None,
        region_vp=s.vp[:], tokens_won=s.won[:],
        player_board=player_board(game, s),
        ai_packs=[ai_pack(game, s, pack) for pack in AIS],
        pending=pending(game, s, s.flow[-1] if s.flow else None))


def hex_map(game: Wolves, s: WolvesState) -> Map:
    """Every hex, and the start board's sides of the chasm."""
    m = game.rulebook.map(s)
    grid = game.rulebook.grid
    prey = {r.prey: r.index for r in m.regions}
    hexes = []
    for h, (x, y) in enumerate(m.coords):
        region = m.region_of(h)
        hexes.append(MapHex(
            id=h, name=grid.names[h], row=grid.rows[h], col=grid.columns[h],
            x=x, y=y, terrain=m.terrain[h],
            region=None if region is None else region + 1,
            lone=s.lone[h], prey=s.prey_left[prey[h]] if h in prey else 0,
            pieces=[Piece(p, k) for p, k in s.pieces[h]]))
    return Map(hexes=hexes, north=sorted(m.north), south=sorted(m.south))


def regions(game: Wolves, s: WolvesState, laid: bool) -> list[Region]:
    """Each region, with the pack that would take first place now (notes §10)."""
    book = game.rulebook
    m = book.map(s) if laid else None
    out = []
    for r in range(len(book.layout.regions)):
        ranks = control(book, s, r) if laid else [(0, 0)] * 3
        best = max(ranks)
        leader = (ranks.index(best) if best[0] and ranks.count(best) == 1 else None)
        out.append(Region(
            number=r + 1, place=book.places[r],
            board=(game.edition.board_names[s.palettes[r]] if r < len(s.palettes)
                   else None),
            water_side=book.turns[r],
            token=PHASE_NAMES[s.tokens[r]] if r < len(s.tokens) else None,
            scored=s.scored[r],
            prey=s.prey_kind[r] if r < len(s.prey_kind) else None,
            prey_left=s.prey_left[r],
            water=None if m is None else m.regions[r].water,
            control=[list(x) for x in ranks], leader=leader))
    return out


def player_board(game: Wolves, s: WolvesState) -> PlayerBoard:
    book, ed = game.rulebook, game.edition
    return PlayerBoard(
        home=ed.terrains[s.home] if s.home >= 0 else None,
        tiles=[ed.terrains[shows(book, s, t)] for t in range(len(s.tiles))],
        tile_names=[tile_name(book, t) for t in range(len(s.tiles))],
        bonus_terrain=s.bonus_terrain, bonus_action=s.bonus_action,
        actions_left=s.actions_left if s.flow else 0,  # none once the game is over
        attributes={a: attribute(book, s, a) for a in ATTRIBUTES},
        dens=dict(zip(ATTRIBUTES, s.dens, strict=True)),
        wolves_on_track=len(ed.wolf_track.order) - s.wolves,
        lairs_on_track=ed.lair_track.lairs - s.lairs[PERSON], hunted=s.hunted[PERSON][:],
        track_vp=track_vp(book, s))


def ai_pack(game: Wolves, s: WolvesState, pack: int) -> AIPack:
    return AIPack(pack=pack, supply=dict(s.supply[pack]),
                  conversions=dict(s.conversions[pack]), hunted=s.hunted[pack][:],
                  lairs=s.lairs[pack], vp=ai_vp(game.rulebook, s, pack))


def pending(game: Wolves, s: WolvesState, top: object
            ) -> NextBoard | MoveUnderWay | Payment | TileDraw | None:
    """The work in hand that the board does not show: the next region board's
    place (and the boards left, with what tells them apart), a Move action under
    way, an action being paid for, the tiles an AI has drawn in vain."""
    book = game.rulebook
    if isinstance(top, LayRegionBoard):
        r = len(s.palettes)
        return NextBoard(board_for=book.places[r], water_side=book.turns[r],
                         boards_left=[book.known_as(p)
                                      for p in range(len(game.edition.palettes))
                                      if p not in s.palettes])
    if isinstance(top, MoveWolves):
        return MoveUnderWay(move_onto=game.edition.terrains[top.terrain],
                            wolves_left=top.left, moved_to=[h for h, _ in top.moved])
    if isinstance(top, PayFor):
        action = top.action
        return Payment(paying_for=action.name,
                       target=action.terrain if isinstance(action, MoveOnto) else action.hex,
                       track=action.track if isinstance(action, BuildDen) else None)
    if isinstance(top, DrawActionTile):
        return TileDraw(ai=top.pack, tiles_tried=list(top.tried))
    return None


def moves(game: Wolves, s: WolvesState) -> dict[str, str]:
    """Each of the person's moves as the rules and the components name it: its
    hexes as on the map's grid and its pieces as printed ("Alpha N6 to N8" for
    ``alpha 38 to 57``, "Pack Wolf N6 to M3" for ``pack 38 to 64``), the starting
    placement as notes §4.4 says it ("place Alpha and Pack Wolf on J6" for ``draft
    45``), an attribute track by its printed name ("den for Pack Spread at E11")
    and its cycle tiles by their printed sides ("pay grass/tundra + home" for
    ``pay tile 2 + home``, notes §5.1); the action reads either way (the
    notation's forms, :data:`actions.FORMS`)."""
    names = game.rulebook.grid.names
    terrains = game.edition.terrains
    out = {}
    for action in game.legal_actions(s):
        match action:
            case Pay(sources=paid):
                out[str(action)] = "pay " + " + ".join(
                    sides(terrains, x.tile) if isinstance(x, CycleTile) else str(x)
                    for x in paid)
            case WolfMove(kind=kind, source=a, dest=b):
                out[str(action)] = f"{PIECE_NAMES[kind]} {names[a]} to {names[b]}"
            case Draft(hex=h):
                out[str(action)] = f"place Alpha and Pack Wolf on {names[h]}"
            case BuildDen(hex=h, track=track):
                # The track first, the hex last: the moves list groups dens by track.
                out[str(action)] = f"den for {track_name(track)} at {names[h]}"
            case DominateAt(hex=h, track=None):
                out[str(action)] = f"dominate Pack Wolf at {names[h]}"
            case DominateAt(hex=h, track=track):
                # As a den: the track first, the hex last.
                out[str(action)] = f"dominate Den for {track_name(track)} at {names[h]}"
            case UpgradeToLair() | HowlAt():
                out[str(action)] = str(action).replace(f" at {action.hex}",
                                                       f" at {names[action.hex]}", 1)
    return out


def hints(game: Wolves, s: WolvesState) -> dict[str, str]:
    """Beside each move of the person's: what the hexes it names are (the move
    names them by the grid), what an action costs (notes §7), the tiles a payment
    flips (§5.1), the actions an end of the turn leaves untaken (§6)."""
    book = game.rulebook
    m = book.map(s)
    out = {}
    for action in game.legal_actions(s):
        match action:
            case Start():
                cost = game.edition.actions[action.name].cost
                text = f"flip {counted(cost, 'tile')}"
                if isinstance(action, BuildDen | UpgradeToLair | HowlAt | DominateAt):
                    text = f"{book.where(s, action.hex)}; {text}"
            case Pay(sources=sources):
                text = " + ".join(source_name(book, s, x) for x in sources)
            case WolfMove(source=a, dest=b):
                text = f"from {m.terrain[a]} to {book.where(s, b)}"
            case Draft(hex=h):
                side = "north" if h in m.north else "south"
                text = f"{m.terrain[h]}, {side} of the chasm"
            case EndTurn() if s.actions_left:  # notes §6: 2 actions a turn; the rest go
                text = f"{counted(s.actions_left, 'action')} not taken this turn"
            case _:
                continue
        out[str(action)] = text
    return out
