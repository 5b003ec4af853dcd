"""RESOLVE and CONFLICT (rules.txt): each tile, smallest region first, feeds its
Dominant Pack; several Dominant Packs are in conflict: each turns its Conflict
Token in secret, all reveal together, and the Conflict Result Table, Scavenger
Packs and Leftover Food say who eats and who is wounded."""

from __future__ import annotations

from dataclasses import dataclass

from automeeple.engine.core import REVEAL, Event
from automeeple.engine.flow import Choice, Events, Step, Work, push

from .actions import BETA, FIGHT, PAIR, SHARE, Choose, Wound
from .edition import Tile
from .rulebook import SCAVENGE, Rulebook, on_track
from .state import AlphaState, Conflict


@dataclass(frozen=True, slots=True)
class Resolve(Step):
    """RESOLVE one tile: nothing without wolves; a Scavenge tile feeds every pack
    on it; else one Dominant Pack takes the food on the die (or on the carrion
    side), and several have a conflict over it."""

    slot: int

    def run(self, game, s: AlphaState, ev: Events) -> None:
        slot = self.slot
        packs, dom = s.region(slot)
        if not packs:
            return
        book = game.rulebook
        tile = book.tile(s, slot)
        if book.kind[s.tiles[slot]] == SCAVENGE:
            # Scavenge: food guaranteed per pack, never a conflict.
            for p in packs:
                gain(book, s, p, book.edition.scavenge_food, tile, "scavenge", ev)
            return
        if s.carrion[slot]:
            stake, source = tile.carrion, "carrion"
        else:
            stake, source = s.faces[slot].food, "hunt"
        if len(dom) == 1:
            gain(book, s, dom[0], stake, tile, source, ev)
            return
        scavengers = tuple(p for p in packs if p not in dom)
        if ev is not None:
            ev.append(Event("conflict", f"Conflict on the {tile.name}: "
                                        f"{' and '.join(book.colour(p) for p in dom)} "
                                        f"contest {stake} food.", None,
                            {"tile": tile.id, "packs": dom, "stake": stake,
                             "scavengers": list(scavengers)}))
        push(s, *start_conflict(s, slot, stake, tuple(dom), scavengers))


#: Where food comes from (``source``), as the food sentence names it ("from ...").
FOOD_FROM = {
    "scavenge": "scavenging on the {}",
    "hunt": "the {} hunt",
    "carrion": "the {} carrion",
    "conflict": "the {} conflict",
}


def gain(book: Rulebook, s: AlphaState, seat: int, food: int, tile: Tile, source: str,
         ev: Events) -> None:
    """The pack's marker moves up the Food Tracker (past 30 it goes on counting):
    ``food`` from ``tile``, by ``source`` (a key of :data:`FOOD_FROM`)."""
    s.food[seat] += food
    s.earn(source, seat, food)
    if ev is not None:
        why = FOOD_FROM[source].format(tile.name)
        ev.append(Event("food", f"{book.colour(seat)} gains {food or 'no'} food from {why} "
                                f"(now {on_track(s.food[seat])}).", seat,
                        {"seat": seat, "gain": food, "food": s.food[seat],
                         "tile": tile.id, "source": source}))


def share_out(book: Rulebook, s: AlphaState, food: int, packs, tile: Tile,
              ev: Events) -> None:
    """The conflict's food on ``tile`` divided evenly; leftover food one at a time
    starting with the Alpha, or, when the Alpha is not among them, with the pack
    seated closest to the Alpha clockwise, and so on clockwise (Leftover Food)."""
    order = s.from_alpha(packs)
    each, left = divmod(food, len(order))
    for k, p in enumerate(order):
        gain(book, s, p, each + (1 if k < left else 0), tile, "conflict", ev)


# --- Conflict ----------------------------------------------------------------------


def start_conflict(s: AlphaState, slot: int, stake: int, packs: tuple[int, ...],
                   scavengers: tuple[int, ...]) -> tuple[Work, ...]:
    """CONFLICT: ``packs`` (clockwise from the Alpha) are in conflict over
    ``stake`` food on the tile in ``slot``. Sets out their Conflict Tokens and
    returns the work the conflict takes: each pack turns its token, then the
    reveal and its outcome."""
    s.conflict = Conflict(slot, stake, packs, scavengers, (None,) * len(packs))
    return (*(TurnConflictToken(p) for p in packs), Reveal(), EndConflict())


@dataclass(frozen=True, slots=True)
class TurnConflictToken(Choice):
    """Each pack in the conflict secretly chooses FIGHT or SHARE on its Conflict
    Token."""

    seat: int

    def legal(self, game, s: AlphaState) -> list[Choose]:
        choose = game.actions.choose
        return [choose[FIGHT], choose[SHARE]]

    def resolve(self, game, s: AlphaState, action: Choose, ev: Events) -> None:
        c = s.conflict
        k = c.packs.index(self.seat)
        tokens = (*c.tokens[:k], action.choice, *c.tokens[k + 1:])
        s.conflict = Conflict(c.slot, c.stake, c.packs, c.scavengers, tokens)
        if ev is not None:
            ev.append(Event("secret", f"{game.seat_name(self.seat)} has chosen in secret.",
                            self.seat, {"seat": self.seat}))

    def question(self, game, s: AlphaState) -> str:
        c = s.conflict
        tile = game.rulebook.tile(s, c.slot)
        return (f"{game.seat_name(self.seat)}: Fight or Share for {c.stake} food on the "
                f"{tile.name}? (secret)")


@dataclass(frozen=True, slots=True)
class Reveal(Step):
    """All packs reveal their Conflict Tokens together; the Conflict Result Table:
    all share: the food is divided; one fights: it takes all; two or more fight:
    each has a wolf wounded and gets nothing, the packs that shared divide the
    food, or, if every Dominant Pack fought, the Scavenger Packs; with nobody left
    the food is lost."""

    def run(self, game, s: AlphaState, ev: Events) -> None:
        book = game.rulebook
        c = s.conflict
        tile = book.tile(s, c.slot)
        if ev is not None:
            shown = ", ".join(f"{book.colour(p)} {ch.upper()}"
                              for p, ch in zip(c.packs, c.tokens, strict=True))
            ev.append(Event(REVEAL, f"Conflict tokens on the {tile.name}: {shown}.", None,
                            {"tile": tile.id, "packs": list(c.packs),
                             "tokens": list(c.tokens)}))
        fighters = [p for p, ch in zip(c.packs, c.tokens, strict=True) if ch == FIGHT]
        sharers = [p for p, ch in zip(c.packs, c.tokens, strict=True) if ch != FIGHT]
        if not fighters:
            share_out(book, s, c.stake, sharers, tile, ev)
        elif len(fighters) == 1:
            gain(book, s, fighters[0], c.stake, tile, "conflict", ev)
        else:
            receivers = sharers or list(c.scavengers)
            if receivers:
                share_out(book, s, c.stake, receivers, tile, ev)
            elif ev is not None:
                ev.append(Event("lost", f"Everyone fought: the {c.stake} food is lost.",
                                None, {"tile": tile.id, "stake": c.stake}))
            push(s, *(wound_of(s, p, c.slot) for p in fighters))


def wound_choices(s: AlphaState, seat: int, slot: int) -> list[str]:
    """The kinds of wolf the pack has in the region: those it may have wounded."""
    i = slot * s.seats + seat
    return [p for p, here in ((BETA, s.on_b[i]), (PAIR, s.on_a[i])) if here]


def wound_of(s: AlphaState, seat: int, slot: int) -> Work:
    """One wolf from a Fight pack goes to the Injured space; the pack picks which
    when it has both a Beta and its Alpha Pair in the region."""
    pieces = wound_choices(s, seat, slot)
    if len(pieces) > 1:
        return ChooseWound(seat, slot)
    return Injure(seat, slot, pieces[0])


@dataclass(frozen=True, slots=True)
class ChooseWound(Choice):
    """A Fight pack with a Beta and its Alpha Pair in the region picks the wolf
    that is wounded."""

    seat: int
    slot: int

    def legal(self, game, s: AlphaState) -> list[Wound]:
        wound = game.actions.wound
        return [wound[p] for p in wound_choices(s, self.seat, self.slot)]

    def resolve(self, game, s: AlphaState, action: Wound, ev: Events) -> None:
        injure(game.rulebook, s, self.seat, self.slot, action.piece, ev)

    def question(self, game, s: AlphaState) -> str:
        tile = game.rulebook.tile(s, self.slot)
        return f"{game.seat_name(self.seat)}: which wolf on the {tile.name} is wounded?"


@dataclass(frozen=True, slots=True)
class Injure(Step):
    """A Fight pack with one kind of wolf in the region has one of them wounded."""

    pack: int
    slot: int
    piece: str

    def run(self, game, s: AlphaState, ev: Events) -> None:
        injure(game.rulebook, s, self.pack, self.slot, self.piece, ev)


def injure(book: Rulebook, s: AlphaState, seat: int, slot: int, piece: str,
           ev: Events) -> None:
    """The wounded wolf leaves the region for the Injured Wolf space."""
    i = slot * s.seats + seat
    if piece == BETA:
        s.on_b[i] -= 1
        s.injured_b[seat] += 1
    else:
        s.on_a[i] -= 1
        s.injured_a[seat] += 1
    if ev is not None:
        what = "a Beta Wolf" if piece == BETA else "its Alpha Pair"
        tile = book.tile(s, slot)
        ev.append(Event("wound", f"{book.colour(seat)} has {what} wounded: from the "
                                 f"{tile.name} to the Injured Wolf space.", seat,
                        {"seat": seat, "piece": piece, "tile": tile.id}))


@dataclass(frozen=True, slots=True)
class EndConflict(Step):
    """The conflict is over: the Conflict Tokens come back to their packs."""

    def run(self, game, s: AlphaState, ev: Events) -> None:
        s.conflict = None
