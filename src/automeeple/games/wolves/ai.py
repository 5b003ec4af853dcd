"""The two AI packs' activations (solo §4 "AI Turns", §5, §7): an action tile drawn
from the bag, its front resolved, or its back when the front cannot be done, or
another tile when neither can. The rules leave open which Alpha acts and where; the
AI prefers the regions that score next, then the nearest place, then the lowest hex
number, and builds its Dens where a Lair could stand when it can
(``docs/wolves.md``). Every activation is explained by a :class:`Trace`,
emitted as a ``TRACE`` event when someone reads the events.
"""

from __future__ import annotations

from dataclasses import dataclass

from automeeple.engine.core import Action, ChanceRequest, Event, joined, traced
from automeeple.engine.flow import Chance, Events, push
from automeeple.engine.trace import Trace

from .board import (
    PIECE_NAMES,
    build_den,
    converts_to,
    den_site,
    dominate,
    howl,
    lair_site,
    may_land,
    move_wolf,
    unprotected,
    upgrade,
)
from .edition import TILE_ACTIONS, AITile
from .hexmap import HexMap
from .hunting import hunt
from .moonlight import control, current_regions
from .rulebook import Rulebook
from .state import KIND, WolvesState

#: Solo §5: Grasslands moves up to 2 pieces, 3 hexes each; Desert and Forests
#: reach 1–2 hexes from an Alpha.
MOVE_PIECES = ("alpha", "pack")
MOVE_STEPS = 3
REACH = 2


# --- The activation (solo §4 "AI Turns", §7 FAQ) -----------------------------------------


@dataclass(frozen=True, slots=True)
class DrawActionTile(Chance):
    """solo §4: ``pack`` draws an action tile from the bag and resolves it; a tile
    that cannot be done stays out (``tried``) and it draws again, until one can be
    done or none is left (solo §7 FAQ: "Draw a new tile until a valid action can be
    performed"). It flips one tile a turn at most (solo §7 FAQ: "Can AI flip tiles
    multiple times during a turn? No."): a tile drawn again shows its front only,
    unless the rule option ``flip_redrawn`` is on."""

    pack: int
    tried: tuple[str, ...] = ()

    def request(self, game, s: WolvesState) -> ChanceRequest:
        return game.rulebook.tile_draw(self.pack, self.tried)

    def resolve(self, game, s: WolvesState, action: Action, ev: Events) -> None:
        book, pack, name = game.rulebook, self.pack, action.name
        tile = next(t for t in game.edition.ai_tiles if t.name == name)
        if ev is not None:
            ev.append(Event("ai-tile", f"{book.name(pack)} draws the {name} tile.", pack,
                            {"pack": pack, "tile": name}))
        at = 0 if ev is None else len(ev)
        flip = not self.tried or book.opts.flip_redrawn
        done, trace = activate(book, s, pack, tile, ev, flip)
        if trace is not None:  # the decision comes before what it does
            ev.insert(at, traced(trace, pack))
        if not done:
            tried = (*self.tried, name)
            if len(tried) < len(game.edition.ai_tiles):
                push(s, DrawActionTile(pack, tried))
                return
            if ev is not None:
                ev.append(Event("ai", f"{book.name(pack)} can do nothing this turn.", pack,
                                {"pack": pack}))
        if ev is not None:
            # solo §4: "Return the tile to the bag after use". The bag is the
            # program's (the tiles lie beside the board, set-up): on the table a
            # tile flipped to its back is put front up again.
            drawn = [*self.tried, name]
            tiles, they = ((f"{joined(drawn)} tiles", "they go") if len(drawn) > 1 else
                           (f"{name} tile", "it goes"))
            ev.append(Event("ai-tile", f"On the table: put the {tiles} back beside the board, "
                                       f"front up (solo §4: {they} back into the bag).", pack,
                            {"pack": pack, "returned": drawn}))
        hunt(book, s, pack, ev)


def activate(book: Rulebook, s: WolvesState, pack: int, tile: AITile, ev: Events,
             flip: bool = True) -> tuple[bool, Trace | None]:
    """Resolve the tile's front, else (``flip``) its back (solo §5); whether one was
    done, and its trace (None when nobody reads the events)."""
    trace = None
    if ev is not None:
        trace = Trace(f"{book.name(pack)} draws {tile.name}: {tile.action}, back {tile.back}")
        if not flip:
            trace.step("solo §7 FAQ", "it has flipped a tile this turn: the front only")
    sides = (("front", tile.action), ("back", tile.back)) if flip else (("front", tile.action),)
    for side, action in sides:
        if trace is not None:
            trace.step(f"solo §5 {tile.name}", f"{side}: {action}")
        # Rule option ai_terrain: the side's target hex shows its terrain (the
        # tile's own on the front; on the back, that of the tile whose front
        # shows the back's action, as the printed terrain cycle has it).
        terrain = None
        if book.opts.ai_terrain:
            terrain = tile.terrain if side == "front" else book.action_terrain.get(action)
            if trace is not None:
                trace.step("option ai_terrain", f"on {terrain}")
        if ACTIONS[action](book, s, pack, trace, ev, terrain):
            if trace is not None:
                trace.choice = f"{action} ({side} of {tile.name})"
            return True, trace
        if ev is not None:
            flips = flip and side == "front"
            trace.step(f"solo §5 {tile.name}", f"the {side} cannot be done: it "
                       + ("flips the tile" if flips else "draws a new tile"))
            # The flip has one outcome: an instruction for the table (solo §5).
            then = (f"on the table, flip the {tile.name} tile to its back "
                    f"({TILE_ACTIONS[tile.back]})" if flips else "it draws a new tile")
            ev.append(Event("ai", f"{book.name(pack)} cannot {action}: {then}.", pack,
                            {"pack": pack, "action": action, "side": side, "flips": flips}))
    return False, trace


def prefer(book: Rulebook, s: WolvesState, hexes, trace: Trace | None, why: str) -> int:
    """Hexes in the regions that score next first, then the nearest to them,
    then the lowest number."""
    m = book.map(s)
    current = set(current_regions(book, s))
    waters = [m.regions[r].water for r in current] or [m.regions[0].water]

    def key(h: int) -> tuple:
        return (m.region_of(h) not in current, min(m.distance(h, w) for w in waters), h)

    ranked = sorted(set(hexes), key=key)
    if trace is not None:
        trace.step("AI choice", why, [book.hex(s, h) for h in ranked[:3]])
    return ranked[0]


def on(m: HexMap, h: int, terrain: str | None) -> bool:
    """Hex ``h`` shows ``terrain`` (any terrain when None)."""
    return terrain is None or m.terrain[h] == terrain


# --- Grasslands: move ---------------------------------------------------------------------


def ai_move(book: Rulebook, s: WolvesState, pack: int, trace: Trace | None, ev: Events,
            terrain: str | None = None) -> bool:
    """Move up to one Alpha and one Pack Wolf up to 3 hexes each toward the nearest
    current scoring region with the most of its colour, else one with no presence;
    with control even across regions, the two move toward one each. A region it
    already dominates is no target, and when it dominates every target the tile
    flips. Each moving wolf is the one of its kind nearest the target among those
    not yet in its region that can get closer to its water source."""
    m = s.hexmap
    wolves = s.owned(pack, "alpha") + s.owned(pack, "pack")
    regions = current_regions(book, s) if wolves else []
    if book.opts.grasslands_onward:
        # Rule option: regions it already dominates are passed over first; the
        # tile flips only when it dominates every one.
        open_ = [r for r in regions if not dominates(book, s, pack, r)]
        if len(open_) < len(regions) and trace is not None:
            # The option by its name on the new-game form (grasslands_onward).
            trace.step("Grasslands", "rule option Grasslands onward: regions it "
                                     "dominates are passed over",
                       [book.region(r) for r in open_])
        regions = open_ or regions
    if not regions:
        return False
    mine = {r: control(book, s, r)[pack][0] for r in regions}
    best = max(mine.values())
    if best > 0:
        targets = [r for r in regions if mine[r] == best]
        why = "the current scoring region(s) with the most of its colour"
    else:
        empty = [r for r in regions if not any(c for c, _ in control(book, s, r))]
        targets = empty or regions
        why = "a current scoring region with no presence" if empty else "a current region"

    def near(r: int) -> int:
        return min((m.distance(h, m.regions[r].water) for h in wolves), default=99)

    targets = sorted(targets, key=lambda r: (near(r), r))[:len(MOVE_PIECES)]
    if trace is not None:
        trace.step("Grasslands", why, [book.region(r) for r in targets])
    held = [r for r in targets if dominates(book, s, pack, r)]
    if held:
        if trace is not None:
            trace.step("Grasslands", "it already dominates", [book.region(r) for r in held])
        targets = [r for r in targets if r not in held]
        if not targets:
            return False
    moved = False
    for n, kind in enumerate(MOVE_PIECES):
        # Control even across regions: the moves split, one toward each.
        for goal in (*targets[n % len(targets):], *targets[:n % len(targets)]):
            step = closer(book, s, pack, kind, goal, terrain)
            if step is not None:
                break
        else:
            continue
        src, dest = step
        if trace is not None:
            trace.step("Grasslands", f"its {PIECE_NAMES[kind]} nearest {book.region(goal)} "
                                     "moves closer", [book.hex(s, dest)])
        move_wolf(book, s, pack, kind, src, dest, ev)
        moved = True
    return moved


def closer(book: Rulebook, s: WolvesState, pack: int, kind: str, region: int,
           terrain: str | None = None) -> tuple[int, int] | None:
    """(from, to): the pack's wolf of ``kind`` nearest ``region``'s water source,
    among those outside the region that can end up to 3 hexes away on a hex
    nearer it, and that hex (the nearest, then the lowest number); None when no
    such wolf can move."""
    m = s.hexmap
    water = m.regions[region].water
    to_water = m.distances[water]
    for src in sorted(s.at[pack][KIND[kind]], key=lambda h: (to_water[h], h)):
        if m.region_of(src) == region:
            continue
        here = to_water[src]
        options = [(to_water[d], d) for d in m.reachable(src, MOVE_STEPS)
                   if to_water[d] < here and on(m, d, terrain)
                   and may_land(book, s, pack, kind, d)]
        if options:
            return src, min(options)[1]
    return None


def dominates(book: Rulebook, s: WolvesState, pack: int, region: int) -> bool:
    """The pack has more control in the region than each other pack."""
    ranks = control(book, s, region)
    return all(ranks[pack] > ranks[p] for p in range(3) if p != pack)


# --- Cliffs: den ----------------------------------------------------------------------------


def ai_den(book: Rulebook, s: WolvesState, pack: int, trace: Trace | None, ev: Events,
           terrain: str | None = None) -> bool:
    """An Alpha builds a Den on its hex or next to it; where a Lair could later
    stand when it can (beside a water source, in a region without its Lair: the
    dens the Tundra tile upgrades)."""
    if s.supply[pack]["den"] == 0:
        return False
    m = s.hexmap
    alphas = s.owned(pack, "alpha")
    sites = [h for a in alphas for h in (a, *m.neighbours[a])
             if on(m, h, terrain) and den_site(book, s, pack, h)]
    if not sites:
        return False
    lairs = {m.region_of(x) for x in s.at[pack][KIND["lair"]]}
    sites = [h for h in sites if m.adjacent_to_water(h) and m.region_of(h) not in lairs] or sites
    h = prefer(book, s, sites, trace, "a den site by one of its Alphas")
    build_den(book, s, pack, h, None, ev)
    return True


# --- Tundra: lair ----------------------------------------------------------------------------


def ai_lair(book: Rulebook, s: WolvesState, pack: int, trace: Trace | None, ev: Events,
            terrain: str | None = None) -> bool:
    """An Alpha upgrades a Den of its colour beside a water source, by or under it,
    on a board where it has no Lair yet."""
    m = book.map(s)
    alphas = set(s.owned(pack, "alpha"))
    near = alphas | {n for a in alphas for n in m.neighbours[a]}
    sites = [h for h in s.owned(pack, "den")
             if on(m, h, terrain) and lair_site(book, s, pack, h, near)]
    if not sites:
        return False
    h = prefer(book, s, sites, trace, "a den it can upgrade")
    upgrade(book, s, pack, h, ev)
    return True


def in_supply(s: WolvesState, pack: int, action: str, trace: Trace | None) -> bool:
    """Whether the wolf the AI's conversion would make is left in its supply (a Pack
    Wolf, the third time an Alpha: solo §5); the trace says so when it is not."""
    kind = converts_to(s, pack, action)
    if s.supply[pack][kind]:
        return True
    if trace is not None:
        trace.step("solo §5", f"no {PIECE_NAMES[kind]} left in its supply")
    return False


# --- Desert: howl ------------------------------------------------------------------------------


def ai_howl(book: Rulebook, s: WolvesState, pack: int, trace: Trace | None, ev: Events,
            terrain: str | None = None) -> bool:
    """An Alpha converts a Lone Wolf 1–2 hexes away; the third becomes an Alpha."""
    if not in_supply(s, pack, "howl", trace):
        return False
    m = book.map(s)
    alphas = s.owned(pack, "alpha")
    sites = [h for h in m.lone_wolves if s.lone[h] and on(m, h, terrain)
             and any(m.distance(a, h) <= REACH for a in alphas)]
    if not sites:
        return False
    h = prefer(book, s, sites, trace, "a lone wolf within 2 hexes of an Alpha")
    howl(book, s, pack, h, ev)
    return True


# --- Forests: dominate ---------------------------------------------------------------------------


def ai_dominate(book: Rulebook, s: WolvesState, pack: int, trace: Trace | None, ev: Events,
                terrain: str | None = None) -> bool:
    """An Alpha converts an enemy Pack Wolf (the person's or the other AI's) 1–2
    hexes away that is alone of its colour on its hex (notes §7.5: Alphas and
    protected wolves cannot be dominated)."""
    if not in_supply(s, pack, "dominate", trace):
        return False
    m = book.map(s)
    alphas = s.owned(pack, "alpha")
    targets = {}
    for p in range(len(s.at)):
        if p == pack:
            continue
        for h in s.at[p][KIND["pack"]]:
            if (on(m, h, terrain) and unprotected(s, h, p)
                    and any(m.distance(a, h) <= REACH for a in alphas)):
                targets[h] = p
    if not targets:
        return False
    h = prefer(book, s, targets, trace, "an enemy Pack Wolf alone within 2 hexes")
    dominate(book, s, pack, h, targets[h], ev)
    return True


#: Solo §5: each action an AI tile names (front or back), by its name in the edition.
ACTIONS = {"move": ai_move, "den": ai_den, "lair": ai_lair, "howl": ai_howl,
           "dominate": ai_dominate}
