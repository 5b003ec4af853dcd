"""The five actions the AI action tiles show (solo §5), as an AI pack carries them
out: Move Wolves (Grasslands), Build Den (Cliffs), Build Lair (Tundra), Howl at Lone
Wolf (Desert) and Dominate Enemy Wolf (Forests). Each says whether it was done;
when it was not, its trace says why, in the terms of the rule it could not meet.
Where the AI acts among the hexes an action may take is ``ai_choice.py``'s; it
builds its Dens where a Lair could stand when it can (``docs/wolves.md``).
"""

from __future__ import annotations

from automeeple.engine.core import joined
from automeeple.engine.flow import Events
from automeeple.engine.trace import Trace

from .ai_choice import (
    SECTIONS,
    WEST_THEN_NORTH,
    its_alphas,
    no_alpha,
    on,
    on_terrain,
    prefer,
    refused,
)
from .board import (
    PIECE_NAMES,
    build_den,
    converts_to,
    den_site,
    displace_to,
    dominate,
    howl,
    lair_site,
    may_land,
    move_wolf,
    unprotected,
    upgrade,
    whose,
)
from .moonlight import control, current_regions
from .rulebook import Rulebook
from .state import KIND, WOLF_KINDS, WolvesState

#: Solo §5: Grasslands moves up to 2 pieces, 3 hexes each; Desert and Forests
#: reach 1–2 hexes from an Alpha.
MOVE_PIECES = ("alpha", "pack")
MOVE_STEPS = 3
REACH = 2


# --- Grasslands: Move Wolves ------------------------------------------------------------------


def ai_move(book: Rulebook, s: WolvesState, pack: int, trace: Trace | None, ev: Events,
            terrain: str | None = None) -> bool:
    """Move up to one Alpha and one Pack Wolf up to 3 hexes each toward the nearest
    current scoring region with the most of its colour, else one with no presence;
    with control even across regions, the two move toward one each. A region it
    already dominates is no target, and when it dominates every target the tile
    flips. Each moving wolf is the one of its kind nearest the target among those
    not yet in its region that can get closer to its water source."""
    m, here = s.hexmap, SECTIONS["move"]
    wolves = s.owned(pack, "alpha") + s.owned(pack, "pack")
    if not wolves:
        return refused(trace, "move", lambda: "it has no Alpha or Pack Wolf on the map")
    regions = current_regions(book, s)
    if book.opts.grasslands_onward:
        # Rule option: regions it already dominates are passed over first; the
        # tile flips only when it dominates every one.
        open_ = [r for r in regions if not dominates(book, s, pack, r)]
        if len(open_) < len(regions) and trace is not None:
            # The option by its name on the new-game form (grasslands_onward).
            trace.step(here, "rule option Grasslands onward: regions it dominates are "
                             "passed over" + ("" if open_ else ", but it dominates every one"),
                       [book.region(r) for r in open_])
        regions = open_ or regions
    if not regions:
        return refused(trace, "move", lambda: "no region scores next")
    mine = {r: control(book, s, r)[pack][0] for r in regions}
    best = max(mine.values())
    if best > 0:
        targets = [r for r in regions if mine[r] == best]
        why = "the current scoring region(s) with the most of its colour"
    else:
        empty = [r for r in regions if not any(c for c, _ in control(book, s, r))]
        targets = empty or regions
        why = ("a current scoring region with no presence" if empty else
               "a current scoring region (none is without presence)")

    def near(r: int) -> int:
        return min((m.distance(h, m.regions[r].water) for h in wolves), default=99)

    if len(targets) > len(MOVE_PIECES) and trace is not None:
        why += (f"; the {len(MOVE_PIECES)} nearest its wolves (then in the order the "
                "boards were laid)")
    targets = sorted(targets, key=lambda r: (near(r), r))[:len(MOVE_PIECES)]
    if len(targets) > 1 and trace is not None:
        # Solo §5 Grasslands: with control even, the moves split (the loop below).
        why += ('; control even, so the moves split: "split movement toward respective '
                'tiles", one wolf heading for each')
    if trace is not None:
        trace.step(here, why, [book.region(r) for r in targets])
    held = [r for r in targets if dominates(book, s, pack, r)]
    if held:
        if trace is not None:
            trace.step(here, "it already dominates (more control than each other pack), "
                             "so no wolf heads there", [book.region(r) for r in held])
        targets = [r for r in targets if r not in held]
        if not targets:
            return refused(trace, "move", lambda: (
                'it dominates every target: "If AI already dominates the region, flip the '
                'tile"'))
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
            wolf = PIECE_NAMES[kind]
            trace.step(here, f"its {wolf} on {book.grid.names[src]}, the nearest to the "
                             f"water source of {book.region(goal)} of those of its kind "
                             "outside that region that can get nearer, moves up to "
                             f"{MOVE_STEPS} hexes to the hex nearest that water source (ties: "
                             f"{WEST_THEN_NORTH})", [book.hex(s, dest)])
        move_wolf(book, s, pack, kind, src, dest, ev)
        moved = True
    return moved or refused(trace, "move", lambda: (
        f"no wolf of its outside {joined([book.region(r) for r in targets])} can end up to "
        f"{MOVE_STEPS} hexes away{on_terrain(terrain)}, nearer its water source"))


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


# --- Cliffs: Build Den ------------------------------------------------------------------------

#: The hexes the AI builds a Den on: where a Lair could later stand when there
#: are some (the Dens its Tundra tile upgrades: our reading).
DEN_SITE = "a hex under or next to one of its Alphas that takes a Den"
LAIR_SITE = (f"{DEN_SITE}, beside a water source in a region without its Lair, where a Lair "
             "could stand (our reading)")


def ai_den(book: Rulebook, s: WolvesState, pack: int, trace: Trace | None, ev: Events,
           terrain: str | None = None) -> bool:
    """An Alpha builds a Den on its hex or next to it; where a Lair could later
    stand when it can (beside a water source, in a region without its Lair: the
    dens the Tundra tile upgrades)."""
    if s.supply[pack]["den"] == 0:
        return refused(trace, "den", lambda: "no Den left in its supply")
    m = s.hexmap
    alphas = s.owned(pack, "alpha")
    if not alphas:
        return refused(trace, "den", lambda: no_alpha("den"))
    sites = [h for a in alphas for h in (a, *m.neighbours[a])
             if on(m, h, terrain) and den_site(book, s, pack, h)]
    if not sites:
        enemy = "Pack Wolf" if book.opts.den_with_enemy_alpha else "wolf"
        return refused(trace, "den", lambda: (
            f"no hex{on_terrain(terrain)} under or next to {its_alphas(book, alphas)} takes "
            f"a Den (notes §7.2: land, with room for a piece and no Den, Lair, enemy {enemy}, "
            "lone wolf or prey)"))
    lairs = {m.region_of(x) for x in s.at[pack][KIND["lair"]]}
    lair_sites = [h for h in sites if m.adjacent_to_water(h) and m.region_of(h) not in lairs]
    h = prefer(book, s, lair_sites or sites, trace, "den", LAIR_SITE if lair_sites else DEN_SITE)
    build_den(book, s, pack, h, None, ev)
    return True


# --- Tundra: Build Lair -----------------------------------------------------------------------


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
        return refused(trace, "lair", lambda: no_lair(book, s, pack, near, terrain))
    h = prefer(book, s, sites, trace, "lair", "a Den of its colour it can upgrade")
    upgrade(book, s, pack, h, ev)
    return True


def no_lair(book: Rulebook, s: WolvesState, pack: int, near: set[int], terrain: str | None
            ) -> str:
    """Why none of the pack's Dens becomes a Lair (solo §5 Tundra), each Den by the
    first rule of :func:`~.board.lair_site` it fails."""
    dens = s.owned(pack, "den")
    if not dens:
        return f"{book.name(pack)} has no Den to turn into a Lair"
    if not s.supply[pack]["lair"]:
        return "no Lair left in its supply"
    if not near:
        return no_alpha("lair")
    m = book.map(s)
    lairs = {m.region_of(x) for x in s.at[pack][KIND["lair"]]}
    why: dict[str, list[str]] = {}
    for h in dens:
        enemy = next(((p, k) for p, k in s.pieces[h] if p != pack and k in WOLF_KINDS), None)
        if not on(m, h, terrain):
            bar = f"on {m.terrain[h]}, not {terrain}"
        elif h not in near:
            bar = "neither under nor next to one of its Alphas"
        elif not m.adjacent_to_water(h):
            bar = "not beside a water source"
        elif m.region_of(h) in lairs:
            bar = (f"in {book.region(m.region_of(h))}, where it has a Lair already (\"If AI "
                   "already has a Lair on that tile, flip the tile\")")
        elif enemy is not None and displace_to(book, s, h, enemy[0]) is None:
            bar = (f"{whose(book, enemy[0])} {PIECE_NAMES[enemy[1]]} is on it, with nowhere to "
                   "be displaced to (notes §7.1)")
        else:
            continue
        why.setdefault(bar, []).append(book.grid.names[h])
    return "; ".join(f"its Den{'s' if len(on_) > 1 else ''} on {joined(on_)}: {bar}"
                     for bar, on_ in why.items())


def in_supply(s: WolvesState, pack: int, action: str, trace: Trace | None) -> bool:
    """Whether the wolf the AI's conversion would make is left in its supply (a Pack
    Wolf, the third time an Alpha: solo §5); the trace says so when it is not."""
    kind = converts_to(s, pack, action)
    return bool(s.supply[pack][kind]) or refused(
        trace, action, lambda: f"no {PIECE_NAMES[kind]} left in its supply")


# --- Desert: Howl at Lone Wolf ----------------------------------------------------------------


def ai_howl(book: Rulebook, s: WolvesState, pack: int, trace: Trace | None, ev: Events,
            terrain: str | None = None) -> bool:
    """An Alpha converts a Lone Wolf 1–2 hexes away; the third becomes an Alpha."""
    if not in_supply(s, pack, "howl", trace):
        return False
    m = book.map(s)
    alphas = s.owned(pack, "alpha")
    if not alphas:
        return refused(trace, "howl", lambda: no_alpha("howl"))
    sites = [h for h in m.lone_wolves if s.lone[h] and on(m, h, terrain)
             and any(m.distance(a, h) <= REACH for a in alphas)]
    if not sites:
        return refused(trace, "howl", lambda: (
            f"no lone wolf token{on_terrain(terrain)} within {REACH} hexes of "
            f"{its_alphas(book, alphas)}"))
    h = prefer(book, s, sites, trace, "howl",
               "a lone wolf token within 2 hexes of one of its Alphas")
    howl(book, s, pack, h, ev)
    return True


# --- Forests: Dominate Enemy Wolf -------------------------------------------------------------


def ai_dominate(book: Rulebook, s: WolvesState, pack: int, trace: Trace | None, ev: Events,
                terrain: str | None = None) -> bool:
    """An Alpha converts an enemy Pack Wolf (the person's or the other AI's) 1–2
    hexes away that is alone of its colour on its hex (notes §7.5: Alphas and
    protected wolves cannot be dominated)."""
    if not in_supply(s, pack, "dominate", trace):
        return False
    m = book.map(s)
    alphas = s.owned(pack, "alpha")
    if not alphas:
        return refused(trace, "dominate", lambda: no_alpha("dominate"))
    targets = {}
    for p in range(len(s.at)):
        if p == pack:
            continue
        for h in s.at[p][KIND["pack"]]:
            if (on(m, h, terrain) and unprotected(s, h, p)
                    and any(m.distance(a, h) <= REACH for a in alphas)):
                targets[h] = p
    if not targets:
        return refused(trace, "dominate", lambda: (
            f"no enemy Pack Wolf{on_terrain(terrain)} within {REACH} hexes of "
            f"{its_alphas(book, alphas)} is alone of its colour on its hex (notes §7.5: an "
            "Alpha, or a wolf beside a piece of its own colour, cannot be dominated)"))
    h = prefer(book, s, targets, trace, "dominate",
               "an enemy Pack Wolf within 2 hexes of one of its Alphas, alone of its colour "
               "on its hex")
    dominate(book, s, pack, h, targets[h], ev)
    return True


#: Solo §5: each action an AI tile names (front or back), by its name in the edition.
ACTIONS = {"move": ai_move, "den": ai_den, "lair": ai_lair, "howl": ai_howl,
           "dominate": ai_dominate}
