"""The baseline player for The Wolves, for simulations: a short priority list a
person might follow, cheap enough to play thousands of games.

1. Upgrade a den to a lair; else dominate an AI's piece (when rule option
   ``dominate_ai`` allows it); else build a den (on the attribute track with the
   fewest dens); else howl; all in the regions that score next when it can.
2. Else move: onto the terrain where one of its wolves gets the nearest to
   those regions, each step taking the wolf that gains the most; when no wolf
   can get nearer them, an Alpha heads for the nearest lone wolf instead (never
   a Move that brings no wolf nearer).
3. Pay with cycle tiles before the home tile, and bonus tokens last.
Ties go by the bot's own stream.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from automeeple.engine.agent import Decision
from automeeple.engine.core import Action
from automeeple.engine.rng import Stream

from .actions import (
    BonusToken,
    BuildDen,
    CycleTile,
    DominateAt,
    Done,
    Draft,
    EndTurn,
    HomeTile,
    HowlAt,
    MoveOnto,
    Start,
    UpgradeToLair,
    WolfMove,
)
from .board import WOLF_KINDS
from .edition import ATTRIBUTES
from .hexmap import HexMap
from .moonlight import current_regions
from .turn import ChooseAction, MoveWolves, PayFor, move_targets

#: Rule 3: cycle tiles first, then the home tile, bonus terrain tokens last.
PAY_ORDER = {CycleTile: 0, HomeTile: 1, BonusToken: 2}
#: Rule 1: what it would rather do, best first.
PRIORITIES = (UpgradeToLair, DominateAt, BuildDen, HowlAt)


@lru_cache(maxsize=256)
def distances_to(m: HexMap, goals: tuple[int, ...]) -> tuple[int, ...]:
    """Every hex's distance to the nearest of ``goals``."""
    rows = [m.distances[w] for w in goals]
    return tuple(min(row[h] for row in rows) for h in range(len(m)))


class WolvesBaseline:
    name = "baseline"
    uses_observation = True

    def decide(self, game, s: Any, legal: list[Action], rng: Stream,
               explain: bool = True) -> Decision:
        """The move by the priorities above (it explains nothing, so ``explain``
        changes nothing)."""
        book = game.rulebook
        m = book.map(s)
        top = s.flow[-1]
        goals = [m.regions[r].water for r in current_regions(book, s)] or [
            r.water for r in m.regions]

        reach = distances_to(m, tuple(goals))
        near = reach.__getitem__

        def pick(options: list[Action], score) -> Decision:
            best = min(score(a) for a in options)
            tied = [a for a in options if score(a) == best]
            return Decision(tied[rng.below(len(tied))])

        if isinstance(top, PayFor):
            return pick(legal, lambda a: sum(PAY_ORDER[type(x)] for x in a.sources))
        def toward_lone_wolves():
            """Rule 2's second aim: each hex's distance to the nearest lone wolf
            left, for its Alphas to howl at (None when none is left)."""
            lone = tuple(h for h in m.lone_wolves if s.lone[h])
            return distances_to(m, lone).__getitem__ if lone else None

        if isinstance(top, MoveWolves):
            steps = [a for a in legal if isinstance(a, WolfMove)
                     and near(a.dest) < near(a.source)]
            if steps:
                return pick(steps, lambda a: (near(a.dest) - near(a.source), near(a.dest)))
            howl = toward_lone_wolves()
            if howl is not None:
                steps = [a for a in legal if isinstance(a, WolfMove) and a.kind == "alpha"
                         and howl(a.dest) < howl(a.source)]
                if steps:
                    return pick(steps, lambda a: (howl(a.dest) - howl(a.source), howl(a.dest)))
            return Decision(next(a for a in legal if isinstance(a, Done)))
        if isinstance(top, ChooseAction):
            starts = [a for a in legal if isinstance(a, Start)]
            for kind in PRIORITIES:
                mine = [a for a in starts if isinstance(a, kind)]
                if mine:
                    return pick(mine, lambda a: (
                        near(a.hex),
                        s.dens[ATTRIBUTES.index(a.track)] if getattr(a, "track", None) else 0))
            moves = [a for a in starts if isinstance(a, MoveOnto)]
            if moves and s.actions_left > 0:
                targets = move_targets(book, s, None, ())
                for aim, kinds in ((lambda: near, WOLF_KINDS), (toward_lone_wolves, ("alpha",))):
                    dist = aim()
                    if dist is None:
                        continue
                    # The most one wolf gets nearer, by the terrain it ends on.
                    gain: dict[str, int] = {}
                    for kind, src, dest in targets:
                        if kind in kinds:
                            terrain = m.terrain[dest]
                            gain[terrain] = max(dist(src) - dist(dest), gain.get(terrain, 0))
                    useful = [a for a in moves if gain.get(a.terrain_name, 0) > 0]
                    if useful:
                        return pick(useful, lambda a, gain=gain: -gain[a.terrain_name])
            return Decision(next(a for a in legal if isinstance(a, EndTurn)))
        drafts = [a for a in legal if isinstance(a, Draft)]
        return pick(drafts or legal, lambda a: near(a.hex) if isinstance(a, Draft) else 0)
