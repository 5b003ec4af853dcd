"""The two AI packs' activations (solo-rules §4–§5): an action tile drawn from the
bag, its front resolved, or its back when the front cannot be done. The rules leave
open which Alpha acts and where; the AI prefers the regions that score next, then
the nearest place, then the lowest hex number (``docs/wolves.md``). Every
activation returns a :class:`Trace`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from automeeple.engine.core import Event
from automeeple.engine.trace import Trace

from . import rules
from .state import WolvesState

if TYPE_CHECKING:
    from .edition import AITile
    from .rules import Table

#: Solo §5: Grasslands moves up to 2 pieces, 3 hexes each; Desert and Forests
#: reach 1–2 hexes from an Alpha.
MOVE_PIECES = ("alpha", "pack")
MOVE_STEPS = 3
REACH = 2


def current_regions(table: Table, s: WolvesState) -> list[int]:
    """The regions whose scoring token shows the next phase to score."""
    order = list(table.layout.moonlight)
    for phase in order[s.phases_done:]:
        regions = [r for r, t in enumerate(s.tokens) if t == phase and not s.scored[r]]
        if regions:
            return regions
    return []


def activate(table: Table, s: WolvesState, pack: int, tile: AITile, ev: list[Event]
             ) -> tuple[bool, Trace]:
    trace = Trace(f"{table.name(pack)} draws {tile.name}: {tile.action}, back {tile.back}")
    for side, action in (("front", tile.action), ("back", tile.back)):
        trace.step(f"solo §5 {tile.name}", f"{side}: {action}")
        if ACTIONS[action](table, s, pack, trace, ev):
            trace.choice = f"{action} ({side} of {tile.name})"
            return True, trace
        then = "flips the tile" if side == "front" else "draws a new tile"
        trace.step(f"solo §5 {tile.name}", f"the {side} cannot be done: it {then}")
        ev.append(Event("ai", f"{table.name(pack)} cannot {action}: it {then}.", pack))
    return False, trace


def prefer(table: Table, s: WolvesState, hexes, trace: Trace, why: str,
           towards: list[int] | None = None) -> int:
    """Hexes in the regions that score next first, then the nearest to them,
    then the lowest number."""
    m = table.map(s)
    current = set(current_regions(table, s) if towards is None else towards)
    waters = [m.regions[r].water for r in current] or [m.regions[0].water]

    def key(h: int) -> tuple:
        return (m.region_of(h) not in current, min(m.distance(h, w) for w in waters), h)

    ranked = sorted(set(hexes), key=key)
    trace.step("AI choice", why, [rules.label(table, s, h) for h in ranked[:3]])
    return ranked[0]


# --- Grasslands: move ---------------------------------------------------------------------


def move(table: Table, s: WolvesState, pack: int, trace: Trace, ev: list[Event]) -> bool:
    """Move up to one Alpha and one Pack Wolf up to 3 hexes each toward the nearest
    current scoring region with the most of its colour, else one with no presence;
    if even, split; if it already dominates there, the tile flips."""
    m = table.map(s)
    regions = current_regions(table, s)
    if table.grasslands_onward:
        # Rule option: regions it already dominates are passed over first; the
        # tile flips only when it dominates every one.
        open_ = [r for r in regions if not dominates(table, s, pack, r)]
        if len(open_) < len(regions):
            trace.step("Grasslands", "option grasslands_onward: regions it dominates are "
                                     "passed over", [f"region {r + 1}" for r in open_])
        regions = open_ or regions
    if not regions:
        return False
    mine = {r: rules.control(table, s, r)[pack][0] for r in regions}
    best = max(mine.values())
    if best > 0:
        targets = [r for r in regions if mine[r] == best]
        why = "the current scoring region(s) with the most of its colour"
    else:
        empty = [r for r in regions if not any(c for c, _ in rules.control(table, s, r))]
        targets = empty or regions
        why = "a current scoring region with no presence" if empty else "a current region"
    wolves = s.owned(pack, "alpha") + s.owned(pack, "pack")

    def near(r: int) -> int:
        return min((m.distance(h, m.regions[r].water) for h in wolves), default=99)

    targets.sort(key=lambda r: (near(r), r))
    trace.step("Grasslands", why, [f"region {r + 1}" for r in targets])
    target = targets[0]
    if dominates(table, s, pack, target):
        trace.step("Grasslands", f"it already dominates region {target + 1}")
        return False
    moved = False
    for n, kind in enumerate(MOVE_PIECES):
        goal = targets[n % len(targets)] if len(targets) > 1 else target
        water = m.regions[goal].water
        own = s.owned(pack, kind)
        if not own:
            continue
        src = min(own, key=lambda h: (m.distance(h, water), h))
        here = m.distance(src, water)
        options = [(m.distance(d, water), d) for d in m.steps_within(src, MOVE_STEPS)
                   if d != src and rules.may_land(table, s, pack, kind, d)
                   and m.distance(d, water) < here]
        if not options:
            continue
        dest = min(options)[1]
        trace.step("Grasslands", f"its {kind} wolf nearest region {goal + 1} moves closer",
                   [rules.label(table, s, dest)])
        rules.move_wolf(table, s, pack, kind, src, dest, ev)
        moved = True
    return moved


def dominates(table: Table, s: WolvesState, pack: int, region: int) -> bool:
    """The pack has more control in the region than each other pack."""
    ranks = rules.control(table, s, region)
    return all(ranks[pack] > ranks[p] for p in range(3) if p != pack)


# --- Cliffs: den ----------------------------------------------------------------------------


def den(table: Table, s: WolvesState, pack: int, trace: Trace, ev: list[Event]) -> bool:
    """An Alpha builds a Den on its hex or next to it."""
    if s.supply[pack]["den"] == 0:
        return False
    m = table.map(s)
    alphas = s.owned(pack, "alpha")
    sites = [h for a in alphas for h in (a, *m.neighbours[a])
             if rules.den_site(table, s, pack, h)]
    if not sites:
        return False
    h = prefer(table, s, sites, trace, "a den site by one of its Alphas")
    rules.build_den(table, s, pack, h, None, ev)
    return True


# --- Tundra: lair ----------------------------------------------------------------------------


def lair(table: Table, s: WolvesState, pack: int, trace: Trace, ev: list[Event]) -> bool:
    """An Alpha upgrades a Den of its colour beside a water source, by or under it,
    on a board where it has no Lair yet."""
    m = table.map(s)
    alphas = set(s.owned(pack, "alpha"))
    near = alphas | {n for a in alphas for n in m.neighbours[a]}
    sites = [h for h in s.owned(pack, "den") if rules.lair_site(table, s, pack, h, near)]
    if not sites:
        return False
    h = prefer(table, s, sites, trace, "a den it can upgrade")
    rules.upgrade(table, s, pack, h, ev)
    return True


# --- Desert: howl ------------------------------------------------------------------------------


def howl(table: Table, s: WolvesState, pack: int, trace: Trace, ev: list[Event]) -> bool:
    """An Alpha converts a Lone Wolf 1–2 hexes away; the third becomes an Alpha."""
    if not (s.supply[pack]["pack"] or s.supply[pack]["alpha"]):
        return False
    m = table.map(s)
    alphas = s.owned(pack, "alpha")
    sites = [h for h, lone in enumerate(s.lone)
             if lone and any(m.distance(a, h) <= REACH for a in alphas)]
    if not sites:
        return False
    h = prefer(table, s, sites, trace, "a lone wolf within 2 hexes of an Alpha")
    rules.howl(table, s, pack, h, ev)
    return True


# --- Forests: dominate ---------------------------------------------------------------------------


def dominate(table: Table, s: WolvesState, pack: int, trace: Trace, ev: list[Event]) -> bool:
    """An Alpha converts an enemy Pack Wolf (the person's or the other AI's) 1–2
    hexes away that is alone of its colour on its hex (notes §7.5: Alphas and
    protected wolves cannot be dominated)."""
    if not (s.supply[pack]["pack"] or s.supply[pack]["alpha"]):
        return False
    m = table.map(s)
    alphas = s.owned(pack, "alpha")
    targets = {}
    for h, here in enumerate(s.pieces):
        for p, k in here:
            if (p != pack and k == "pack" and sum(q == p for q, _ in here) == 1
                    and any(m.distance(a, h) <= REACH for a in alphas)):
                targets[h] = p
    if not targets:
        return False
    h = prefer(table, s, targets, trace, "an enemy Pack Wolf alone within 2 hexes")
    rules.dominate(table, s, pack, h, targets[h], ev)
    return True


ACTIONS = {"move": move, "den": den, "lair": lair, "howl": howl, "dominate": dominate}
