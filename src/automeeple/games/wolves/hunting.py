"""Hunting (notes §8; solo §5 "AI Behavior Rules", solo §7 FAQ): checked after each
action, for the pack that acted."""

from __future__ import annotations

from automeeple.engine.core import Event
from automeeple.engine.flow import Events

from .board import WOLF_KINDS
from .rulebook import Rulebook
from .state import PERSON, WolvesState


def hunt(book: Rulebook, s: WolvesState, pack: int, ev: Events) -> None:
    """Wolves of the pack on at least 3 hexes around a prey stack take its top
    token, once per prey kind; the person also gains a bonus action token, the AI
    only the token (solo §7 FAQ)."""
    m = book.map(s)
    ed = book.edition
    for r in m.regions:
        kind = s.prey_kind[r.index]
        if s.prey_left[r.index] == 0 or kind in s.hunted[pack]:
            continue
        around = sum(any(p == pack and k in WOLF_KINDS for p, k in s.pieces[n])
                     for n in m.neighbours[r.prey])
        if around < ed.hunting.adjacent_hexes:
            continue
        s.prey_left[r.index] -= 1
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
            ev.append(Event("hunt", f"{book.name(pack)} hunts: it takes {token}.", pack,
                            data))
