"""ESTABLISH DOMINANCE and CHASE (rules.txt): the packs with the most wolves on a
tile are its Dominant Packs; on every tile with wolves (but the Scavenge tiles and
the tiles on their carrion side) a Dominant Pack rolls the region die, and the
face says what happens (POTENTIAL DIE OUTCOMES)."""

from __future__ import annotations

from dataclasses import dataclass

from automeeple.engine.core import ChanceRequest, Event
from automeeple.engine.flow import Chance, Choice, Events, Step, push

from .actions import Reroll, Roll
from .resolve import gain, start_conflict
from .rulebook import SCAVENGE
from .state import AlphaState


@dataclass(frozen=True, slots=True)
class EstablishDominance(Step):
    """ESTABLISH DOMINANCE: count the wolves on each tile (the Alpha Pair counts
    two); the most are Dominant, ties all Dominant, the others Scavenger Packs.
    Then the Chase: every tile with wolves rolls its die, in region order, except
    the Scavenge tiles and the tiles on their carrion side. Among several Dominant
    Packs the one seated closest to the Alpha clockwise rolls."""

    def run(self, game, s: AlphaState, ev: Events) -> None:
        book = game.rulebook
        rolls = []
        for slot in range(len(s.tiles)):
            packs, dom = s.region(slot)
            if not packs:
                continue
            if book.kind[s.tiles[slot]] == SCAVENGE:
                if ev is not None:
                    names = ", ".join(book.colour(p) for p in packs)
                    ev.append(Event("dominance", f"{book.tile(s, slot).name}: {names} "
                                                 "scavenge (no dominance).", None,
                                    {"tile": book.tile(s, slot).id, "packs": packs,
                                     "dominant": [], "scavengers": packs}))
                continue
            if not s.carrion[slot]:
                rolls.append(RollRegionDie(slot, dom[0]))
            if ev is not None:
                tile = book.tile(s, slot)
                wolves = s.strength(slot, dom[0])
                names = " and ".join(book.colour(p) for p in dom)
                verb = "is" if len(dom) == 1 else "are"
                text = (f"{tile.name}: {names} {verb} dominant "
                        f"({wolves} wol{'f' if wolves == 1 else 'ves'})")
                scav = [p for p in packs if p not in dom]
                if scav:
                    text += "; scavengers: " + ", ".join(book.colour(p) for p in scav)
                ev.append(Event("dominance", text + ".", None,
                                {"tile": tile.id, "packs": packs, "dominant": dom,
                                 "scavengers": scav, "wolves": wolves}))
        push(s, *rolls)


@dataclass(frozen=True, slots=True)
class RollRegionDie(Chance):
    """CHASE: ``roller`` rolls the die of the tile in ``slot``."""

    slot: int
    roller: int

    def request(self, game, s: AlphaState) -> ChanceRequest:
        return game.rulebook.dice[s.tiles[self.slot]]

    def resolve(self, game, s: AlphaState, action: Roll, ev: Events) -> None:
        book = game.rulebook
        face, slot, roller = action.face, self.slot, self.roller
        if ev is not None:
            tile = book.tile(s, slot)
            ev.append(Event("roll", f"{book.colour(roller)} rolls the {tile.name} die: "
                                    f"{face}.", roller,
                            {"seat": roller, "tile": tile.id, "face": str(face)}))
        kind = face.kind
        if kind == "food":
            # THE HUNT WAS SUCCESSFUL: the die stays on the tile for Resolve.
            s.faces[slot] = face
        elif kind == "X":
            x_rolled(game, s, slot, roller, ev)
        elif kind == "C":
            # CARRION: all packs on the tile are in an immediate conflict for the
            # small number; then the tile turns to its carrion side.
            packs = s.region(slot)[0]
            tile = book.tile(s, slot)
            if ev is not None:
                who = (f"{book.colour(packs[0])} is the only pack there and takes the"
                       if len(packs) == 1 else "All packs there fight or share for the")
                ev.append(Event("carrion", f"Carrion on the {tile.name}! {who} {face.food} "
                                           "food now.", None,
                                {"tile": tile.id, "packs": packs, "stake": face.food}))
            if len(packs) == 1:
                # A conflict of one pack: it takes everything, no token to turn.
                gain(book, s, packs[0], face.food, tile, "carrion", ev)
                push(s, TurnToCarrion(slot))
            else:
                push(s, *start_conflict(s, slot, face.food, tuple(packs), ()),
                     TurnToCarrion(slot))
        else:  # "D", DEAD WOLF: the wolf on the Livestock dies and leaves the game.
            seat = s.region(slot)[0][0]
            i = slot * s.seats + seat
            if ev is not None:
                what = "Beta Wolf" if s.on_b[i] else "Alpha Pair"
                tile = book.tile(s, slot)
                ev.append(Event("dead", f"Dead wolf: {book.colour(seat)}'s {what} on the "
                                        f"{tile.name} dies and leaves the game.", seat,
                                {"seat": seat, "tile": tile.id,
                                 "piece": "beta" if s.on_b[i] else "alpha-pair"}))
            s.dead_b[seat] += s.on_b[i]
            s.dead_a[seat] += s.on_a[i]
            s.on_b[i] = s.on_a[i] = 0


def x_rolled(game, s: AlphaState, slot: int, last: int, ev: Events) -> None:
    """X, THE REGION'S PREY GOT AWAY: another Dominant Pack (the next clockwise from
    ``last``, the pack that rolled or declined last) may re-roll; if none does, no
    food here and every wolf on the tile goes home."""
    dom = s.dominant(slot)
    later = dom.index(last) + 1
    if later < len(dom):
        push(s, OfferReroll(dom[later], slot))
        return
    s.send_home(slot)
    if ev is not None:
        tile = game.rulebook.tile(s, slot)
        ev.append(Event("escape", f"The {tile.name} got away: no food there; its wolves "
                                  "go back to their Den Boards.", None, {"tile": tile.id}))


@dataclass(frozen=True, slots=True)
class OfferReroll(Choice):
    """X: a Dominant Pack that has not rolled this die may re-roll it."""

    seat: int
    slot: int

    def legal(self, game, s: AlphaState) -> list[Reroll]:
        reroll = game.actions.reroll
        return [reroll[True], reroll[False]]

    def resolve(self, game, s: AlphaState, action: Reroll, ev: Events) -> None:
        seat = self.seat
        if ev is not None:
            name = game.seat_name(seat)
            tile = game.rulebook.tile(s, self.slot)
            text = (f"{name} re-rolls the {tile.name} die." if action.accept
                    else f"{name} lets the X stand.")
            ev.append(Event("reroll", text, seat,
                            {"seat": seat, "tile": tile.id, "reroll": action.accept}))
        if action.accept:
            push(s, RollRegionDie(self.slot, seat))
        else:
            x_rolled(game, s, self.slot, seat, ev)

    def question(self, game, s: AlphaState) -> str:
        tile = game.rulebook.tile(s, self.slot)
        return f"{game.seat_name(self.seat)}: re-roll the X on the {tile.name}?"


@dataclass(frozen=True, slots=True)
class TurnToCarrion(Step):
    """C, after the conflict: the wolves not wounded go home, and the tile turns to
    its carrion side for the next week (no Chase there; its carrion food is at
    stake in Resolve)."""

    slot: int

    def run(self, game, s: AlphaState, ev: Events) -> None:
        s.send_home(self.slot)
        book = game.rulebook
        # In the last week there is no next week: the tile stays on its animal side.
        later = s.week < book.edition.weeks
        s.carrion_next[self.slot] = later
        if ev is not None:
            tile = book.tile(s, self.slot)
            turn = (f"the tile turns to its carrion side for next week ({tile.carrion} food)"
                    if later else
                    "this is the last week, so the tile need not turn to its carrion side")
            ev.append(Event("carrion", f"The wolves on the {tile.name} go back to their Den "
                                       f"Boards; {turn}.", None,
                            {"tile": tile.id, "carrion": tile.carrion}))
