"""The Alpha automa: a rule-based opponent a person could also run by hand.

The Alpha has no official solo rules, so this automa is ours, written in the
spirit of published automa: short priority lists, ties broken by a die roll, and
no peeking at secret choices. Its rules, with the section names cited below, are
in ``docs/the-alpha-automa.md``. Asked to explain, every decision comes with a
:class:`Trace`; its Conflict Token trace is sealed until the tokens are revealed.
"""

from __future__ import annotations

from functools import lru_cache
from math import inf

from automeeple.engine.agent import Decision
from automeeple.engine.core import Action
from automeeple.engine.rng import Stream
from automeeple.engine.trace import Trace, TraceStep

from . import GAME
from .actions import BETA, FIGHT, PAIR, SHARE, Place
from .chase import OfferReroll
from .edition import Tile
from .resolve import ChooseWound, TurnConflictToken
from .rulebook import DEEP, LIVESTOCK, SCAVENGE, Rulebook, printed
from .stalk import Stalk
from .state import AlphaState

#: P2: the automa keeps this much food after paying for the Deep Forest.
RESERVE = 2
#: C2: an even share worth less than this is not worth keeping the peace for.
CRUMBS = 2
#: C4: the die faces (of a d6) on which the automa fights.
FIGHT_FACES = (1, 2)


def tile_value(tile: Tile, carrion: bool) -> float:
    """P3: what a hunting tile is worth to the automa: its carrion food on the
    carrion side, else the average of its die (X and D count 0, C<n> counts n).
    Only hunting tiles are rated (P4 and P5 take a Livestock or Scavenge tile as
    it is)."""
    if carrion:
        return float(tile.carrion or 0)
    return tile.mean_food


def roll_off(candidates: list, trace: Trace | None, rng: Stream, rule: str):
    """Tie-break: number the candidates in order (smallest region first), roll a
    d6 and count off the roll, starting again from the first when past the end."""
    if len(candidates) == 1:
        return candidates[0]
    die = rng.roll(6)
    pick = candidates[(die - 1) % len(candidates)]
    if trace is not None:
        trace.step(rule, f"{len(candidates)} tied; rolled {die}", [pick])
    return pick


def most_valuable(rows: list[tuple], trace: Trace | None, rng: Stream, rule: str,
                  why: str, *args) -> Place:
    """The placement of the most valuable tile among ``rows`` (placement, tile value,
    ...), by rule ``rule``, ties counted off; ``why`` (formatted with ``args``) is
    written only when explaining."""
    top, tied = -inf, []
    for row in rows:
        value = row[1]
        if value > top:
            top, tied = value, [row[0]]
        elif value == top:
            tied.append(row[0])
    if trace is not None:
        trace.step(rule, f"{why.format(*args)}; the most valuable ({top:.1f} food)",
                   [a.tile for a in tied])
    return roll_off(tied, trace, rng, "tie")


#: By the number of packs and a pack, the other packs.
OTHERS = tuple(tuple(tuple(p for p in range(n) if p != me) for me in range(n))
               for n in range(GAME.max_seats + 1))


@lru_cache(maxsize=64)
def ratings(book: Rulebook, tiles: tuple[int, ...], seats: int, me: int
            ) -> dict[str, tuple[int, int, float, float, int, tuple[int, ...]]]:
    """The tiles in play (``tiles``, by slot) as pack ``me`` of ``seats`` reads them,
    by tile id: the slot, the Stalk kind (a hunting tile lies in the Near or the
    Deep Forest), the tile's value (P3) on its animal side and on its carrion side,
    and where the state counts the wolves on it (``on_b``, ``on_a``): its own, and
    each other pack's."""
    edition = book.edition.tiles
    return {edition[ti].id: (slot, book.kind[ti], tile_value(edition[ti], False),
                             tile_value(edition[ti], True), slot * seats + me,
                             tuple(slot * seats + p for p in OTHERS[seats][me]))
            for slot, ti in enumerate(tiles)}


def named(trace: Trace, book: Rulebook, legal: list[Place]) -> None:
    """The trace naming each tile (its candidates: tiles and ``legal``'s placements)
    as a person reads it on the board ("Scavenge (north)", not the edition's id
    "scavenge-1"), as the moves are listed (:func:`~.rulebook.printed`)."""
    names = {t.id: t.name for t in book.edition.tiles}
    names.update((str(a), printed(book, a)) for a in legal)
    trace.steps = [TraceStep(st.rule, st.detail, tuple(names.get(c, c) for c in st.candidates))
                   for st in trace.steps]
    trace.choice = names[trace.choice]


class AlphaAutoma:
    name = "automa"
    summary = "the automa: short priority lists a person could run by hand"
    uses_observation = True

    def decide(self, game, observation: AlphaState, legal: list[Action], rng: Stream,
               explain: bool = True) -> Decision:
        work = observation.flow[-1]
        me = work.seat
        if isinstance(work, Stalk):
            return self._stalk(game, observation, me, legal, rng, explain)
        if isinstance(work, TurnConflictToken):
            return self._conflict(game, observation, me, rng, explain)
        if isinstance(work, OfferReroll):
            trace = None
            if explain:
                tile = game.rulebook.tile(observation, work.slot)
                trace = Trace(f"{game.seat_name(me)}: re-roll the X on the {tile.name} die?",
                              choice="reroll")
                trace.step("R1", "a re-roll costs nothing: always re-roll")
            return Decision(game.actions.reroll[True], trace)
        if isinstance(work, ChooseWound):
            trace = None
            if explain:
                tile = game.rulebook.tile(observation, work.slot)
                trace = Trace(f"{game.seat_name(me)}: which wolf on the {tile.name} is wounded?",
                              choice=printed(game.rulebook, game.actions.wound[BETA]))
                trace.step("W1", "wound a Beta Wolf, keep the Alpha Pair hunting")
            return Decision(game.actions.wound[BETA], trace)
        raise AssertionError(f"the automa has nothing to decide at {work}")

    # --- Stalk ---------------------------------------------------------------------

    def _stalk(self, game, s: AlphaState, me: int, legal: list[Action], rng: Stream,
               explain: bool) -> Decision:
        book = game.rulebook
        trace = Trace(f"{game.seat_name(me)} stalks: where does the next wolf go?"
                      ) if explain else None
        rated = ratings(book, s.tiles, s.seats, me)

        # P1: the Alpha Pair goes first, then the Betas (every other placement).
        piece, cands = PAIR, [a for a in legal if a.piece == PAIR] if s.den_a[me] else ()
        if not cands:
            piece, cands = BETA, legal
        if trace is not None:
            trace.step("P1", f"place the {'Alpha Pair' if piece == PAIR else 'Beta Wolf'}",
                       [a.tile for a in cands])

        # P2: no Deep Forest when it would leave less than the reserve.
        if s.food[me] - book.edition.deep_forest_cost < RESERVE:
            kept = [a for a in cands if rated[a.tile][1] != DEEP]
            if kept and len(kept) < len(cands):
                cands = kept
                if trace is not None:
                    trace.step("P2", f"{s.food[me]} food: keep {RESERVE} in reserve, "
                                     "no Deep Forest", [a.tile for a in cands])

        strength = 1 if piece == BETA else 2
        # One pass sorts the placements for P3-P7 (the automa's busiest work: it
        # plays every other pack in a search). A hunting tile, rated as (placement,
        # the tile's value), is one it could take the lead on (P3), one it leads
        # (P6, with the margin of its lead), or neither (P7).
        on_b, on_a, carrion = s.on_b, s.on_a, s.carrion
        lead, led, stock, scav, behind = [], [], [], [], []
        for a in cands:
            slot, kind, animal, carcass, at, others = rated[a.tile]
            if kind == LIVESTOCK:
                stock.append(a)
                continue
            if kind == SCAVENGE:
                scav.append(a)
                continue
            mine = on_b[at] + 2 * on_a[at]
            most = 0
            for i in others:
                wolves = on_b[i] + 2 * on_a[i]
                if wolves > most:
                    most = wolves
            value = carcass if carrion[slot] else animal
            if mine <= most < mine + strength:
                lead.append((a, value))
            elif mine > most:
                led.append((a, value, mine - most))
            else:
                behind.append((a, value))

        if lead:
            # P3: take the lead on a hunting tile it does not lead yet.
            pick = most_valuable(lead, trace, rng, "P3",
                                 "take the lead where it does not lead yet")
        elif stock:
            # P4: an empty Livestock.
            pick = stock[0]
            if trace is not None:
                trace.step("P4", "the Livestock is free", [pick.tile])
        elif scav:
            # P5: a Scavenge tile without its wolf.
            if trace is not None:
                trace.step("P5", "1 food guaranteed on a Scavenge tile",
                           [a.tile for a in scav])
            pick = roll_off(scav, trace, rng, "tie")
        elif led:
            # P6: strengthen the narrowest lead.
            margin = min([r[2] for r in led])
            pick = most_valuable([r for r in led if r[2] == margin], trace, rng, "P6",
                                 "strengthen its narrowest lead ({})", margin)
        else:
            # P7: anywhere (every placement left is on a hunting tile), the most
            # valuable.
            pick = most_valuable(behind, trace, rng, "P7", "anywhere")
        if trace is not None:
            trace.choice = str(pick)
            named(trace, book, legal)
        return Decision(pick, trace)

    # --- Conflict -------------------------------------------------------------------

    def _conflict(self, game, s: AlphaState, me: int, rng: Stream, explain: bool) -> Decision:
        """The secret Conflict Token (C1-C4): a person is shown its trace once the
        tokens are revealed (the token is one of the game's ``secrets`` till then)."""
        c = s.conflict
        trace = Trace(f"{game.seat_name(me)} in conflict on the "
                      f"{game.rulebook.tile(s, c.slot).name} for {c.stake} food: fight or "
                      "share?") if explain else None
        choose = game.actions.choose

        def done(choice: str, rule: str, why: str, *args) -> Decision:
            """Choose ``choice`` by rule ``rule``; ``why`` (formatted with ``args``)
            is written only when explaining."""
            if trace is not None:
                trace.step(rule, why.format(*args))
                trace.choice = choice
            return Decision(choose[choice], trace)

        leader = max(s.food)
        if s.alpha == me:
            return done(SHARE, "C1", "it holds the Alpha Token: protect the lead, share")
        if c.stake // len(c.packs) < CRUMBS:
            return done(FIGHT, "C2", "an even share is under {} food: fight", CRUMBS)
        if s.food[me] + c.stake >= leader > s.food[me] + c.stake // len(c.packs):
            return done(FIGHT, "C3", "only the whole stake catches the leader: fight")
        die = rng.roll(6)
        choice = FIGHT if die in FIGHT_FACES else SHARE
        return done(choice, "C4", "rolled {} (fight on {} or {}, else share): {}", die,
                    *FIGHT_FACES, choice)
