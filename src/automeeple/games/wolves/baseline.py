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
Ties go by the bot's own stream (``engine.agent.best``). Each rule below is one
function, chosen by the step the person is at.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from automeeple.engine.agent import Decision, best
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
from .rulebook import Rulebook
from .state import WolvesState
from .targets import wolf_moves
from .turn import ChooseAction, MoveWolves, PayFor

#: Rule 3: cycle tiles first, then the home tile, bonus terrain tokens last.
PAY_ORDER = {CycleTile: 0, HomeTile: 1, BonusToken: 2}
#: Rule 1: what it would rather do, best first.
PRIORITIES = (UpgradeToLair, DominateAt, BuildDen, HowlAt)


class WolvesBaseline:
    name = "baseline"
    summary = "a short priority list a person might follow"
    uses_observation = True

    def decide(self, game, s: Any, legal: list[Action], rng: Stream,
               explain: bool = True) -> Decision:
        """The move by the rules above (it explains nothing, so ``explain``
        changes nothing)."""
        top = s.flow[-1]
        rule = next((rule for step, rule in RULES if isinstance(top, step)), draft)
        return Decision(rule(Aims(game.rulebook, s), legal, rng))


#: Each hex's distance to what the wolves head for, by hex id.
Distance = tuple[int, ...]


class Aims:
    """Where the person's wolves head, as each hex's distance to it."""

    def __init__(self, book: Rulebook, s: WolvesState) -> None:
        self.book, self.s, self.map = book, s, book.map(s)
        regions = self.map.regions
        goals = [regions[r].water for r in current_regions(book, s)] or [
            r.water for r in regions]
        #: Rule 1 and 2's first aim: the regions that score next (all when none do).
        self.near: Distance = self.map.distances_to(tuple(goals))

    def lone_wolves(self) -> Distance | None:
        """Rule 2's second aim: each hex's distance to the nearest lone wolf left,
        for its Alphas to howl at (None when none is left)."""
        lone = tuple(h for h in self.map.lone_wolves if self.s.lone[h])
        return self.map.distances_to(lone) if lone else None

    def in_turn(self) -> Iterator[tuple[Distance, tuple[str, ...]]]:
        """Rule 2's aims in turn, each with the wolves that may follow it: any
        wolf toward the scoring regions, then an Alpha toward a lone wolf."""
        yield self.near, WOLF_KINDS
        lone = self.lone_wolves()
        if lone is not None:
            yield lone, ("alpha",)


def pay(aims: Aims, legal: list[Action], rng: Stream) -> Action:
    """Rule 3: cycle tiles before the home tile, bonus tokens last."""
    return best(legal, [-sum(PAY_ORDER[type(x)] for x in a.sources) for a in legal], rng)


def move_wolves(aims: Aims, legal: list[Action], rng: Stream) -> Action:
    """Rule 2, each step: the wolf that gets the most nearer the first aim it can
    get nearer at all (then the one that ends nearest); done when none can."""
    steps = [a for a in legal if isinstance(a, WolfMove)]
    for dist, kinds in aims.in_turn():
        nearer = [a for a in steps if a.kind in kinds and dist[a.dest] < dist[a.source]]
        if nearer:
            return best(nearer, [(dist[a.source] - dist[a.dest], -dist[a.dest])
                                 for a in nearer], rng)
    return first(legal, Done)


def choose_action(aims: Aims, legal: list[Action], rng: Stream) -> Action:
    """Rule 1, else rule 2's Move, else end the turn."""
    starts = [a for a in legal if isinstance(a, Start)]
    return settle(aims, starts, rng) or move_onto(aims, starts, rng) or first(legal, EndTurn)


def settle(aims: Aims, starts: list[Action], rng: Stream) -> Action | None:
    """Rule 1: the first kind of action on its list it can take, nearest the
    scoring regions (a den on the attribute track with the fewest dens)."""
    for kind in PRIORITIES:
        mine = [a for a in starts if isinstance(a, kind)]
        if mine:
            return best(mine, [(-aims.near[a.hex], -dens_on_track(aims.s, a))
                               for a in mine], rng)
    return None


def move_onto(aims: Aims, starts: list[Action], rng: Stream) -> Action | None:
    """Rule 2's Move, while actions are left: onto the terrain where one wolf gets
    the most nearer the first aim any wolf can get nearer (None when no Move
    brings a wolf nearer)."""
    moves = [a for a in starts if isinstance(a, MoveOnto)]
    if not moves or aims.s.actions_left <= 0:
        return None
    targets = wolf_moves(aims.book, aims.s, None, ())
    for dist, kinds in aims.in_turn():
        gain = gains_by_terrain(aims.map, targets, dist, kinds)
        useful = [a for a in moves if a.terrain_name in gain]
        if useful:
            return best(useful, [gain[a.terrain_name] for a in useful], rng)
    return None


def gains_by_terrain(m: HexMap, moves: list[tuple[tuple[str, ...], int, list[int]]],
                     dist: Distance, kinds: tuple[str, ...]) -> dict[str, int]:
    """The most one wolf of ``kinds`` gets nearer, by the terrain it ends on (only
    the terrains where one gets nearer at all), from each wolf hex's moves
    (:func:`~.targets.wolf_moves`)."""
    terrains = m.terrain
    gain: dict[str, int] = {}
    for here, src, dests in moves:
        if any(kind in kinds for kind in here):
            start = dist[src]
            for dest in dests:
                nearer = start - dist[dest]
                if nearer > gain.get(terrains[dest], 0):
                    gain[terrains[dest]] = nearer
    return gain


def dens_on_track(s: WolvesState, action: Action) -> int:
    """The dens on the attribute track the action takes a den from (Build Den, or
    Dominate of an AI den); 0 for an action that takes none."""
    track = getattr(action, "track", None)
    return s.dens[ATTRIBUTES.index(track)] if track else 0


def draft(aims: Aims, legal: list[Action], rng: Stream) -> Action:
    """Set-up: draft the hex nearest the scoring regions (anything else at random)."""
    drafts = [a for a in legal if isinstance(a, Draft)]
    if not drafts:
        return best(legal, [0] * len(legal), rng)
    return best(drafts, [-aims.near[a.hex] for a in drafts], rng)


def first(legal: list[Action], kind: type) -> Action:
    return next(a for a in legal if isinstance(a, kind))


Rule = Callable[[Aims, list[Action], Stream], Action]
#: The rule for each step the person is at (any other step: :func:`draft`).
RULES: tuple[tuple[type, Rule], ...] = (
    (PayFor, pay), (MoveWolves, move_wolves), (ChooseAction, choose_action))
