"""Hunting (notes §8; solo §5 "AI Behavior Rules", solo §7 FAQ): checked after each
action, for the pack that acted."""

from __future__ import annotations

from automeeple.engine.core import Event
from automeeple.engine.flow import Events

from .board import touch
from .rulebook import Rulebook
from .state import KIND, PERSON, WolvesState


def hunt(book: Rulebook, s: WolvesState, pack: int, ev: Events) -> None:
    """Wolves of the pack on at least 3 hexes around a prey stack take its top
    token, once per prey kind; the person also gains a bonus action token, the AI
    only the token (solo §7 FAQ)."""
    m = s.hexmap
    ed = book.edition
    mine = s.at[pack]
    need = ed.hunting.adjacent_hexes
    around = [0] * len(m.regions)  # the pack's wolf hexes beside each region's prey
    beside = m.beside_prey
    for h in {*mine[KIND["alpha"]], *mine[KIND["pack"]]}:
        if beside[h] is not None:
            around[beside[h]] += 1
    if max(around, default=0) < need:
        return
    for r in m.regions:
        kind = s.prey_kind[r.index]
        if (around[r.index] < need or s.prey_left[r.index] == 0
                or kind in s.hunted[pack]):
            continue
        s.prey_left[r.index] -= 1
        if s.prey_left[r.index] == 0:
            touch(book, s, r.prey)  # wolves may now end on the prey hex
        s.hunted[pack].append(kind)
        if pack == PERSON:
            s.bonus_action += ed.hunting.bonus_action
        if ev is None:
            continue
        data = {"pack": pack, "prey": kind, "region": r.index + 1, "hex": r.prey}
        token = f"a {kind.title()} token from {book.hex(s, r.prey)}"
        if pack == PERSON:
            bonus = ed.hunting.bonus_action
            ev.append(Event("hunt", f"You hunt: take {token} for your hunting track "
                                    f"(+{ed.hunting.vp[len(s.hunted[pack]) - 1]} VP"
                                    f"{f', {bonus} bonus action token' if bonus else ''}).",
                            pack, data))
        else:
            # solo §7 FAQ: the top prey token, onto its player board (8 VP at the end).
            ev.append(Event("hunt", f"{book.name(pack)} hunts: it takes {token} onto its "
                                    "player board.", pack, data))
