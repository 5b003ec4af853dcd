"""How an AI action chooses where it acts, and how it says why it cannot act
(solo §5): the rules leave open which Alpha acts and where, so among the hexes an
action may take the AI prefers one in a region that scores next, then the nearest
to such a region's water source, then the furthest west, then the furthest north
(:func:`prefer`; ``docs/wolves.md``, "Readings"). Each step of an AI's trace cites
the section of solo §5 whose rule it applies (:data:`SECTIONS`).
"""

from __future__ import annotations

from collections.abc import Callable

from automeeple.engine.core import counted, joined
from automeeple.engine.trace import Trace

from .hexmap import HexMap
from .moonlight import current_regions
from .rulebook import Rulebook
from .state import WolvesState

#: solo §5: the section that says what each action does, named by the tile whose
#: front shows it (the rules' own headings: "Tundra – Build Lair").
SECTIONS = {"move": "solo §5 Grasslands", "den": "solo §5 Cliffs", "lair": "solo §5 Tundra",
            "howl": "solo §5 Desert", "dominate": "solo §5 Forests"}
#: solo §5 "AI Behavior Rules": "AI prioritizes region scoring tiles"; the rest of
#: the order is our reading (docs/wolves.md).
CHOICE = "solo §5 AI Behavior Rules"
#: How ties between hexes equally near end, as a person finds the hexes (ids run in
#: column order, then down each column: ``geometry.Grid``).
WEST_THEN_NORTH = "the furthest west, then the furthest north"


def refused(trace: Trace | None, action: str, why: Callable[[], str]) -> bool:
    """False: ``action`` cannot be done; the trace says ``why()`` under the action's
    section (the sentence is built only when someone reads the trace)."""
    if trace is not None:
        trace.step(SECTIONS[action], why())
    return False


def prefer(book: Rulebook, s: WolvesState, hexes, trace: Trace | None, action: str,
           why: str) -> int:
    """The hex the AI takes among ``hexes`` (``why``: what they are): one in a region
    that scores next first, then the nearest to one of those regions' water sources,
    then the lowest id, which is the furthest west, then the furthest north. The
    trace lists the first three and says what sets the chosen one before the next."""
    m = book.map(s)
    current = current_regions(book, s)
    waters = {m.regions[r].water: r for r in current} or {m.regions[0].water: 0}

    def key(h: int) -> tuple:
        return (m.region_of(h) not in current, min(m.distance(h, w) for w in waters), h)

    ranked = sorted(set(hexes), key=key)
    if trace is not None:
        trace.step(SECTIONS[action], why, [book.hex(s, h) for h in ranked[:3]])
        if len(ranked) > 1:
            trace.step(CHOICE, ranked_first(book, s, ranked[0], ranked[1], current, waters),
                       [book.hex(s, ranked[0])])
    return ranked[0]


def ranked_first(book: Rulebook, s: WolvesState, a: int, b: int, current: list[int],
                 waters: dict[int, int]) -> str:
    """The order :func:`prefer` follows, and what puts hex ``a`` before hex ``b``."""
    m, names = book.map(s), book.grid.names
    scoring = joined([book.places[r] for r in current])
    order = (f"our reading: a hex in a region that scores next first (the {scoring} "
             f"region{'s' if len(current) > 1 else ''}), then the nearest to its water "
             f"source, then {WEST_THEN_NORTH}")
    if (m.region_of(a) in current) != (m.region_of(b) in current):
        return (f"{order}: {names[a]} is in {book.region(m.region_of(a))}, which scores "
                f"next, {names[b]} is not")
    (far, water), (far_b, water_b) = (min((m.distance(h, w), w) for w in waters)
                                      for h in (a, b))
    if far != far_b:
        that = "" if water == water_b else f" from that of {book.region(waters[water_b])}"
        return (f"{order}: {names[a]} is {counted(far, 'step')} from the water source of "
                f"{book.region(waters[water])}, {names[b]} {far_b}{that}")
    side = "west" if book.grid.columns[a] != book.grid.columns[b] else "north"
    return (f"{order}: {names[a]} and {names[b]} are both {counted(far, 'step')} from a "
            f"water source, and {names[a]} is further {side}")


def on(m: HexMap, h: int, terrain: str | None) -> bool:
    """Hex ``h`` shows ``terrain`` (any terrain when None)."""
    return terrain is None or m.terrain[h] == terrain


def on_terrain(terrain: str | None) -> str:
    """What rule option ai_terrain adds to a place the AI found none: " on forest"."""
    return "" if terrain is None else f" on {terrain}"


def its_alphas(book: Rulebook, alphas) -> str:
    """The pack's Alphas by where they stand: "its Alphas on K3 and J6"."""
    names = [book.grid.names[a] for a in alphas]
    return f"its Alpha{'s' if len(names) > 1 else ''} on {joined(names)}"


#: solo §5: every action but Move is an Alpha's, in the rules' words.
BY_AN_ALPHA = {"den": "An Alpha Wolf builds a Den",
               "lair": "An Alpha Wolf upgrades a Den of their color into a Lair",
               "howl": "An Alpha Wolf converts a Lone Wolf token",
               "dominate": "An Alpha Wolf converts an enemy wolf"}


def no_alpha(action: str) -> str:
    """Why the pack cannot do ``action``, an Alpha's, with no Alpha on the map."""
    return f'it has no Alpha on the map ("{BY_AN_ALPHA[action]}")'
