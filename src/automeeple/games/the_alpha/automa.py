"""The Alpha automa: a rule-based opponent a person could also run by hand.

The Alpha has no official solo rules, so this automa is ours, written in the
spirit of published automa: short priority lists, ties broken by a die roll, and
no peeking at secret choices. Its rules, with the section names cited below, are
in ``docs/the-alpha-automa.md``. Every decision returns a :class:`Trace`.
"""

from __future__ import annotations

from automeeple.engine.agent import Decision
from automeeple.engine.core import Action
from automeeple.engine.rng import Stream
from automeeple.engine.trace import Trace

from .actions import BETA, FIGHT, PAIR, SHARE, Choose, Place, Reroll, Wound
from .edition import Tile
from .state import CHOOSE, PLACE, REROLL, WOUND, AlphaState

#: P2: the automa keeps this much food after paying for the Deep Forest.
RESERVE = 2
#: C2: an even share worth less than this is not worth keeping the peace for.
CRUMBS = 2
#: C4: the die faces (of a d6) on which the automa fights.
FIGHT_FACES = (1, 2)


def tile_value(tile: Tile, carrion: bool) -> float:
    """P3: what a tile is worth to the automa: its carrion food on the carrion
    side, else the average of its die (X and D count 0, C<n> counts n)."""
    if tile.size == "scavenge":
        return 0.0
    if carrion:
        return float(tile.carrion or 0)
    faces = tile.faces
    return sum(f.food for f in faces) / len(faces)


def roll_off(candidates: list, trace: Trace, rng: Stream, rule: str):
    """Tie-break: number the candidates in order (smallest region first), roll a
    d6 and count off the roll, starting again from the first when past the end."""
    if len(candidates) == 1:
        return candidates[0]
    die = rng.roll(6)
    pick = candidates[(die - 1) % len(candidates)]
    trace.step(rule, f"{len(candidates)} tied; rolled {die}", [pick])
    return pick


class AlphaAutoma:
    name = "automa"
    uses_observation = True

    def decide(self, game, observation: AlphaState, legal: list[Action], rng: Stream) -> Decision:
        step = observation.step
        if step == PLACE:
            return self._stalk(game, observation, legal, rng)
        if step == CHOOSE:
            return self._conflict(game, observation, rng)
        if step == REROLL:
            trace = Trace(f"{game.seat_name(observation.actor)}: re-roll the X?")
            trace.step("R1", "a re-roll costs nothing: always re-roll")
            trace.choice = "reroll"
            return Decision(Reroll(True), trace)
        if step == WOUND:
            trace = Trace(f"{game.seat_name(observation.actor)}: which wolf is wounded?")
            trace.step("W1", "wound a Beta Wolf, keep the Alpha Pair hunting")
            trace.choice = f"wound {BETA}"
            return Decision(Wound(BETA), trace)
        raise AssertionError(f"the automa has nothing to decide at {step}")

    # --- Stalk ---------------------------------------------------------------------

    def _stalk(self, game, s: AlphaState, legal: list[Action], rng: Stream) -> Decision:
        me = s.actor
        table = game.table
        trace = Trace(f"{game.seat_name(me)} stalks: where does the next wolf go?")
        slot_of = {t: k for k, t in enumerate(s.tiles)}
        tiles = game.edition.tiles
        index = {t.id: i for i, t in enumerate(tiles)}

        # P1: the Alpha Pair goes first, then the Betas.
        pieces = {a.piece for a in legal}
        piece = PAIR if PAIR in pieces else BETA
        cands = [a for a in legal if a.piece == piece]
        trace.step("P1", f"place the {'Alpha Pair' if piece == PAIR else 'Beta Wolf'}",
                   [a.tile for a in cands])

        # P2: no Deep Forest when it would leave less than the reserve.
        cost = table.edition.deep_forest_cost
        if s.food[me] - cost < RESERVE:
            kept = [a for a in cands if not tiles[index[a.tile]].deep_forest]
            if kept and len(kept) < len(cands):
                cands = kept
                trace.step("P2", f"{s.food[me]} food: keep {RESERVE} in reserve, "
                                 "no Deep Forest", [a.tile for a in cands])

        strength = 1 if piece == BETA else 2

        def info(a: Place):
            slot = slot_of[index[a.tile]]
            mine = s.strength(slot, me)
            best_other = max((s.strength(slot, p) for p in range(s.seats) if p != me),
                             default=0)
            tile = tiles[index[a.tile]]
            return slot, tile, mine, best_other, tile_value(tile, s.carrion[slot])

        rated = [(a, *info(a)) for a in cands]

        def best(rows, rule, why):
            top = max(r[5] for r in rows)
            rows = [r for r in rows if r[5] == top]
            trace.step(rule, f"{why}; the most valuable ({top:.1f} food)",
                       [r[0].tile for r in rows])
            pick = roll_off([r[0] for r in rows], trace, rng, "tie")
            trace.choice = str(pick)
            return Decision(pick, trace)

        # P3: take the lead on a hunting tile it does not lead yet.
        hunting = [r for r in rated if r[2].size not in ("scavenge", "livestock")]
        lead = [r for r in hunting if r[3] <= r[4] < r[3] + strength]
        if lead:
            return best(lead, "P3", "take the lead where it does not lead yet")
        # P4: an empty Livestock.
        stock = [r for r in rated if r[2].size == "livestock"]
        if stock:
            trace.step("P4", "the Livestock is free", [stock[0][0].tile])
            trace.choice = str(stock[0][0])
            return Decision(stock[0][0], trace)
        # P5: a Scavenge tile without its wolf.
        scav = [r for r in rated if r[2].size == "scavenge"]
        if scav:
            trace.step("P5", "1 food guaranteed on a Scavenge tile", [r[0].tile for r in scav])
            pick = roll_off([r[0] for r in scav], trace, rng, "tie")
            trace.choice = str(pick)
            return Decision(pick, trace)
        # P6: strengthen the narrowest lead; P7: anywhere, the most valuable.
        led = [r for r in hunting if r[3] > r[4]]
        if led:
            margin = min(r[3] - r[4] for r in led)
            led = [r for r in led if r[3] - r[4] == margin]
            return best(led, "P6", f"strengthen its narrowest lead ({margin})")
        return best(rated, "P7", "anywhere")

    # --- Conflict -------------------------------------------------------------------

    def _conflict(self, game, s: AlphaState, rng: Stream) -> Decision:
        me = s.actor
        c = s.conflict
        trace = Trace(f"{game.seat_name(me)} in conflict for {c.stake} food: fight or share?")

        def done(choice: str, rule: str, why: str) -> Decision:
            trace.step(rule, why)
            trace.choice = choice
            return Decision(Choose(choice), trace)

        leader = max(s.food)
        if s.alpha == me:
            return done(SHARE, "C1", "it holds the Alpha Token: protect the lead, share")
        if c.stake // len(c.packs) < CRUMBS:
            return done(FIGHT, "C2", f"an even share is under {CRUMBS} food: fight")
        if s.food[me] + c.stake >= leader > s.food[me] + c.stake // len(c.packs):
            return done(FIGHT, "C3", "only the whole stake catches the leader: fight")
        die = rng.roll(6)
        if die in FIGHT_FACES:
            return done(FIGHT, "C4", f"rolled {die} (fight on {FIGHT_FACES}): fight")
        return done(SHARE, "C4", f"rolled {die} (fight on {FIGHT_FACES}): share")
