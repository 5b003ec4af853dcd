"""Set-up (solo §3; notes §4): the region boards, scoring tokens and prey are drawn,
the person's faction is dealt, each AI pack's starting pieces go to water sources,
and the person drafts their wolves on the start board.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import ClassVar

from automeeple.engine.components import tally
from automeeple.engine.core import Action, ChanceRequest, Event, counted
from automeeple.engine.flow import Chance, Events, Step, Work, push

from .actions import AIStart, Board, Draft, Home, Prey, Token
from .board import PIECE_NAMES, add, reindex, whose
from .edition import ATTRIBUTES, EDITION_MOONS, PIECES, moon, track_name
from .hexmap import Region
from .rulebook import PLAYERS, Rulebook
from .state import AIS, PERSON, PersonChoice, WolvesState
from .turn import tile_name

#: notes §2: an AI pack's pieces: 4 Alphas, 8 Pack Wolves, 12 dens and 4 lairs.
AI_SUPPLY = {"alpha": 4, "pack": 8, "den": 12, "lair": 4}


def begin(book: Rulebook, s: WolvesState) -> None:
    """The state before set-up: every track and supply full, nothing on the map."""
    n = len(book.layout.regions)
    s.flow = []
    s.palettes, s.tokens, s.prey_kind = (), (), ()
    s.prey_left, s.scored = [book.layout.prey_tokens] * n, [False] * n
    s.pieces, s.lone = [], []
    s.moon, s.phases_done = 0, 0
    s.vp, s.won, s.hunted = [0, 0, 0], [0, 0, 0], [[], [], []]
    s.home, s.tiles = -1, [0] * len(book.edition.terrains)
    s.bonus_terrain = 0
    s.bonus_action = 1  # solo §3.5: as the first player, 1 Bonus Action Token
    s.dens, s.lairs, s.wolves = [0, 0, 0], [0, 0, 0], 0
    s.supply = [{}, *(dict(AI_SUPPLY) for _ in AIS)]
    s.conversions = [{}, *({"howl": 0, "dominate": 0} for _ in AIS)]
    s.actions_left, s.turns = 0, 0
    s.hexmap, s.room = None, None
    s.at = tuple(((),) * len(PIECES) for _ in range(PLAYERS))


def set_up(book: Rulebook) -> list[Work]:
    """The set-up work, in the order of solo §3 and notes §4."""
    n = len(book.layout.regions)
    return [SetTheTable(), *[LayRegionBoard()] * n, *[DrawScoringToken()] * n, *[DrawPrey()] * n,
            DealFaction(),
            *(PlaceAIStart(pieces(pack)) for pack in AIS for pieces in AI_START),
            *[DraftWolves()] * book.edition.draft_groups]


# --- The map (notes §4.1) --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LayRegionBoard(Chance):
    """notes §4.1: a region board, drawn at random, lies at the next place (the
    places by clock position around the start board, docs/wolves.md); a board is
    reported by its name in the edition: what it shows (its prey hex's and wolf
    heads' terrains) or the mark of the owner's copy."""

    def request(self, game, s: WolvesState) -> ChanceRequest:
        book = game.rulebook
        left = [p for p in range(len(game.edition.palettes)) if p not in s.palettes]
        place = book.places[len(s.palettes)]
        return ChanceRequest(f"draw the region board for the {place} place",
                             tuple(Board(p) for p in left), (1,) * len(left),
                             labels=tuple(game.edition.board_names[p] for p in left),
                             aliases=tuple(book.aliases[p] for p in left))

    def resolve(self, game, s: WolvesState, action: Action, ev: Events) -> None:
        place_board(game.rulebook, s, action.palette, ev)


def place_board(book: Rulebook, s: WolvesState, palette: int, ev: Events) -> None:
    """notes §3.3: the board lies at the next place, turned as the layout says."""
    r = len(s.palettes)
    s.palettes = (*s.palettes, palette)
    if ev is not None:
        ev.append(Event("setup", f"At {book.places[r]}, lay {book.board(palette)}, turned so "
                                 f"that its water source is {book.turns[r]} of its prey hex.",
                        None, {"board": book.edition.board_names[palette], "region": r + 1,
                               "place": book.places[r], "water": book.turns[r]}))
    if len(s.palettes) < len(book.layout.regions):
        return
    m = book.map(s)
    s.pieces = [()] * len(m)
    s.lone = [False] * len(m)
    for r in m.regions:  # notes §4.1: a lone wolf on each lone-wolf hex
        for h in r.lone_wolves:
            s.lone[h] = True
    reindex(book, s)
    if ev is not None:
        wolves = sum(len(r.lone_wolves) for r in m.regions)
        ev.append(Event("setup", "The map is laid out: 6 region boards around the start board. "
                                 f"Put a lone wolf token on each wolf-head hex ({wolves} in "
                                 "all, notes §4.1).", None,
                        {"boards": [book.edition.board_names[p] for p in s.palettes],
                         "lone_wolves": wolves}))


@dataclass(frozen=True, slots=True)
class SetTheTable(Step):
    """The set-up that no draw decides, told first, before the table is asked to
    draw a region board (solo §3, notes §3.4, §4.1)."""

    def run(self, game, s: WolvesState, ev: Events) -> None:
        if ev is not None:
            set_the_table(game.rulebook, ev)


def set_the_table(book: Rulebook, ev: list[Event]) -> None:
    """The start board, the Moonlight board, the AI packs' boards and pieces, their
    action tiles, as instructions naming the components."""
    ed, layout = book.edition, book.layout
    north, south = (", ".join(t for t, _ in sorted(side.items(), key=lambda kv: kv[1][0]))
                    for side in (ed.start_board.north, ed.start_board.south))
    ais = " and ".join(book.name(pack) for pack in AIS)
    supply = ", ".join(f"{n} {PLURAL[kind]}" for kind, n in AI_SUPPLY.items())
    tiles = ", ".join(tile.name for tile in ed.ai_tiles)
    for text in (
            "Set-up (solo §3, the 3-player set-up): lay the start board in the middle of the "
            "table, its chasm running west to east (north is the far side of the table): "
            f"its north side shows, from west to east, {north}; its south side {south}.",
            "Turn the Moonlight board to its 2-3 player side and put a region scoring reminder "
            f"token on its crescent moon space ({layout.moonlight['crescent']}).",
            f"The AI packs are {ais} (solo §3.1): give each its player board, wolf-art side up "
            f"(solo §3.2, for its scoring tokens and prey), and its pieces: {supply}.",
            f"Put the {len(ed.ai_tiles)} AI action tiles ({tiles}) beside the board: the "
            "program draws them for the AI packs from its own bag (solo §3.4) and says which "
            "tile each draws."):
        ev.append(Event("setup", text, None, {}))


#: Pieces as the sentences count them.
PLURAL = {"alpha": "Alphas", "pack": "Pack Wolves", "den": "Dens", "lair": "Lairs"}


def draw_from_mix(name: str, mix: Sequence[str], drawn: Sequence[str],
                  outcome: Callable[[str], Action], label: Callable[[str], str],
                  aliases: dict[str, tuple[str, ...]] | None = None) -> ChanceRequest:
    """notes §4.2: a blind draw from what is left of the layout's ``mix`` once the
    ``drawn`` ones are out, each kind weighted by how many of it are left; each
    kind known on the table by ``label(kind)`` (or by its ``aliases``). With one
    kind left nothing is drawn: the event tells the table where it goes ("the
    only kind left"), so Table mode neither asks for it nor tells it again."""
    kinds, weights = tally((Counter(mix) - Counter(drawn)).elements())
    return ChanceRequest(name, tuple(outcome(k) for k in kinds), weights,
                         physical=len(kinds) > 1, labels=tuple(label(k) for k in kinds),
                         aliases=tuple(aliases.get(k, ()) for k in kinds) if aliases else ())


@dataclass(frozen=True, slots=True)
class DrawScoringToken(Chance):
    """notes §4.2: the next region's scoring token, drawn from the layout's mix."""

    def request(self, game, s: WolvesState) -> ChanceRequest:
        where = game.rulebook.region(len(s.tokens))
        return draw_from_mix(f"the scoring token for the water source of {where}",
                             game.rulebook.layout.scoring_tokens, s.tokens, Token, moon,
                             EDITION_MOONS)

    def resolve(self, game, s: WolvesState, action: Action, ev: Events) -> None:
        forced = ev is not None and len(self.request(game, s).outcomes) == 1
        s.tokens = (*s.tokens, action.phase)
        if ev is not None:
            r = len(s.tokens) - 1
            where = f"the water source of {game.rulebook.region(r)}"
            only = ", the only kind left," if forced else ""
            text = f"The {moon(action.phase)} scoring token{only} goes on {where}."
            ev.append(Event("setup", text, None, {"region": r + 1, "token": action.phase}))


@dataclass(frozen=True, slots=True)
class DrawPrey(Chance):
    """notes §4.2: the next region's prey, drawn from the layout's mix."""

    def request(self, game, s: WolvesState) -> ChanceRequest:
        where = game.rulebook.region(len(s.prey_kind))
        return draw_from_mix(f"the prey for the prey hex of {where}",
                             game.rulebook.layout.prey, s.prey_kind, Prey, str.title)

    def resolve(self, game, s: WolvesState, action: Action, ev: Events) -> None:
        forced = ev is not None and len(self.request(game, s).outcomes) == 1
        s.prey_kind = (*s.prey_kind, action.kind)
        if ev is not None:
            book, r = game.rulebook, len(s.prey_kind) - 1
            n = book.layout.prey_tokens
            tokens = counted(n, f"{action.kind.title()} token")
            where = f"the prey hex of {book.region(r)}"
            only = ", the only prey left," if forced else ""
            text = f"{tokens}{only} {'goes' if n == 1 else 'go'} on {where}."
            ev.append(Event("setup", text, None, {"region": r + 1, "prey": action.kind}))


# --- The person's faction (notes §4.3) -------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DealFaction(Chance):
    """notes §4.3: the person's faction, shown by its home terrain tile."""

    def request(self, game, s: WolvesState) -> ChanceRequest:
        terrains = game.edition.terrains
        return ChanceRequest("your pack's faction (the terrain on both sides of its home "
                             "tile)", tuple(Home(i, n) for i, n in enumerate(terrains)),
                             (1,) * len(terrains), labels=terrains)

    def resolve(self, game, s: WolvesState, action: Action, ev: Events) -> None:
        s.home = action.terrain
        if ev is not None:
            home = game.edition.terrains[action.terrain]
            ev.append(Event("setup", f"Your pack's home terrain is {home}.", None,
                            {"home": home}))
            for text in your_board(game.rulebook, home):
                ev.append(Event("setup", text, None, {}))


def your_board(book: Rulebook, home: str) -> list[str]:
    """notes §4.1 step 6, §4.3, solo §3.5: the person's player board, tracks, tiles
    and tokens, as they are laid out at the start."""
    ed = book.edition
    wolves = Counter(ed.wolf_track.order)
    tracks = ", ".join(map(track_name, ATTRIBUTES))
    tiles = ", ".join(f"the {tile_name(book, t)} showing {ed.terrains[t]}"
                      for t in range(len(ed.terrains)))
    drafted = ed.draft_groups
    return [
        f"Take that faction's player board, 3-5 player side up, and its pieces "
        f"({book.name(PERSON)}): {counted(ed.den_track.dens, 'Den')} on each attribute track "
        f"({tracks}), {counted(ed.lair_track.lairs, 'Lair')} on the lair track, "
        f"{counted(wolves['alpha'], 'Alpha')} and {counted(wolves['pack'], 'Pack Wolf')} on the "
        f"wolf track; {counted(drafted, 'Alpha')} and {counted(drafted, 'Pack Wolf')} stay "
        "beside it for the draft (notes §4.1, §4.4).",
        f"Your terrain tiles (notes §4.3, §5.1): the {home} home tile, and {tiles}.",
        "Take 1 Bonus Action Token: you are the first player (solo §3.5)."]


# --- The AI packs' starting pieces (solo §3.3) -------------------------------------------------


def ai_start_regions(book: Rulebook, s: WolvesState) -> list[int]:
    """Solo §3.3: water sources without a crescent token whose top-right and
    lower-left hexes are free, so no two AI set-ups share a water source (each
    Lair+Alpha on a different board; the Pack Wolves where there is no Lair and
    Alpha)."""
    m = book.map(s)
    out = []
    for r in m.regions:
        if s.tokens[r.index] == "crescent":
            continue
        if any(s.pieces[h] for h in (r.top_right, r.lower_left)):
            continue
        out.append(r.index)
    return out


@dataclass(frozen=True, slots=True)
class ChooseAIWaterSource(Chance):
    """Solo §3.3: which of the eligible water sources gets ``pack``'s next
    starting pieces. The rule names no one to choose, so the program draws it, in
    Table mode too, and the event says which hex gets which piece (the person has
    nothing to report)."""

    pack: int
    #: The pieces, as the sentences name them, and as the event's data does.
    WHAT: ClassVar[str]
    PART: ClassVar[str]

    def request(self, game, s: WolvesState) -> ChanceRequest:
        book = game.rulebook
        regions = ai_start_regions(book, s)
        return ChanceRequest(f"the region (its clock hour) where {book.name(self.pack)} "
                             f"(AI) places {self.WHAT} by the water source",
                             tuple(AIStart(r) for r in regions),
                             (1,) * len(regions), physical=False,
                             labels=tuple(book.hours[r] for r in regions))

    def resolve(self, game, s: WolvesState, action: Action, ev: Events) -> None:
        book, pack, region = game.rulebook, self.pack, action.region
        hexes = self.place(book, s, book.map(s).regions[region])
        if ev is not None:
            on = " and ".join(book.hex(s, h) for h in hexes)
            ev.append(Event("setup", f"{book.name(pack)} (AI) places {self.WHAT} by the water "
                                     f"source of {book.region(region)}: on {on}.", pack,
                            {"pack": pack, "part": self.PART, "region": region + 1,
                             "hexes": hexes}))

    def place(self, book: Rulebook, s: WolvesState, r: Region) -> list[int]:
        """Put the pieces by the water source of ``r``; the hexes they went to."""
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class PlaceLairAndAlpha(ChooseAIWaterSource):
    """Solo §3.3: the pack's Lair and an Alpha go on the water source's top-right hex."""

    WHAT: ClassVar[str] = "a Lair and an Alpha"
    PART: ClassVar[str] = "lair"

    def place(self, book: Rulebook, s: WolvesState, r: Region) -> list[int]:
        add(book, s, r.top_right, self.pack, "lair")
        add(book, s, r.top_right, self.pack, "alpha")
        s.supply[self.pack]["lair"] -= 1
        s.supply[self.pack]["alpha"] -= 1
        s.lairs[self.pack] += 1
        return [r.top_right]


@dataclass(frozen=True, slots=True)
class PlacePackWolves(ChooseAIWaterSource):
    """Solo §3.3: two of the pack's Pack Wolves go on the water source's top-right
    and lower-left hexes."""

    WHAT: ClassVar[str] = "two Pack Wolves"
    PART: ClassVar[str] = "packs"

    def place(self, book: Rulebook, s: WolvesState, r: Region) -> list[int]:
        add(book, s, r.top_right, self.pack, "pack")
        add(book, s, r.lower_left, self.pack, "pack")
        s.supply[self.pack]["pack"] -= 2
        return [r.top_right, r.lower_left]


#: solo §3.3: each AI pack's starting pieces, in the order they are placed.
AI_START = (PlaceLairAndAlpha, PlacePackWolves)


@dataclass(frozen=True, slots=True)
class PlaceAIStart(Step):
    """Solo §3.3: an AI pack's starting ``pieces`` go to a water source when one
    fits (else it sets up without them)."""

    pieces: ChooseAIWaterSource

    def run(self, game, s: WolvesState, ev: Events) -> None:
        if ai_start_regions(game.rulebook, s):
            push(s, self.pieces)


# --- The draft (notes §4.4; solo §3.5) ---------------------------------------------------------


def draft_hexes(book: Rulebook, s: WolvesState) -> list[int]:
    """notes §4.4: an empty land hex of the start board, one group north of the
    chasm and one south."""
    m = book.map(s)
    mine = set(s.owned(PERSON))
    sides = [side for side in (m.north, m.south) if not side & mine]
    return sorted(h for side in sides for h in side if not s.pieces[h])


def why_not_drafted(book: Rulebook, s: WolvesState, action: Draft) -> str | None:
    """notes §4.4: why a pair may not be drafted onto ``action``'s hex (not one of
    :func:`draft_hexes`): off the start board's land, on the side of the chasm that
    has the person's other pair, or not empty. None: no rule to tell."""
    m, names, h = book.map(s), book.grid.names, action.hex
    if not 0 <= h < len(names):
        return None
    where = names[h]
    sides = {"north": m.north, "south": m.south}
    side = next((name for name, hexes in sides.items() if h in hexes), None)
    if side is None:
        return (f"{where} is not a land hex of the start board: both pairs go there, one "
                "north of the chasm and one south (notes §4.4)")
    pair = next((p for p in sorted(sides[side]) if (PERSON, "alpha") in s.pieces[p]), None)
    if pair is not None:
        other = "south" if side == "north" else "north"
        return (f"your other pair is {side} of the chasm already (on {names[pair]}): this one "
                f"goes {other} of it (notes §4.4)")
    if s.pieces[h]:
        p, kind = s.pieces[h][0]
        return (f"{whose(book, p)} {PIECE_NAMES[kind]} is on {where}: a pair goes on an "
                "empty hex (notes §4.4)")
    return None


@dataclass(frozen=True, slots=True)
class DraftWolves(PersonChoice):
    """notes §4.4: the person places an Alpha and a Pack Wolf on the start board
    (the AI packs set up by solo §3, so only the person drafts)."""

    def question(self, game, s: WolvesState) -> str:
        return ("Where do you place an Alpha and a Pack Wolf (one pair north of the chasm, "
                "one south)?")

    def legal(self, game, s: WolvesState) -> list[Action]:
        return [Draft(h) for h in draft_hexes(game.rulebook, s)]

    def why_not(self, game, s: WolvesState, action: Action) -> str | None:
        return why_not_drafted(game.rulebook, s, action) if isinstance(action, Draft) else None

    def resolve(self, game, s: WolvesState, action: Action, ev: Events) -> None:
        add(game.rulebook, s, action.hex, PERSON, "alpha")
        add(game.rulebook, s, action.hex, PERSON, "pack")
        if ev is not None:
            ev.append(Event("draft", f"You place an Alpha and a Pack Wolf on "
                                     f"{game.rulebook.hex(s, action.hex)}.", PERSON,
                            {"pack": PERSON, "hex": action.hex}))
