"""STALK (rules.txt): starting with the Alpha and going clockwise, each pack places a
Beta Wolf or its Alpha Pair from its den onto a region tile, until every den is
empty."""

from __future__ import annotations

from dataclasses import dataclass

from automeeple.engine.core import Event
from automeeple.engine.flow import Choice, Events

from . import GAME
from .actions import BETA, PLACED, Place
from .rulebook import BETAS, BOTH, DEEP, LIVESTOCK, PAIR_ONLY, SCAVENGE, Rulebook, on_track
from .state import AlphaState, clockwise_from


@dataclass(frozen=True, slots=True)
class Stalk(Choice):
    """STALK: a pack's turn to place one wolf from its den onto a region tile."""

    seat: int

    def legal(self, game, s: AlphaState) -> list[Place]:
        """Every placement the pack may make now, tile by tile, Beta first.

        A Beta or the Alpha Pair from the den onto any tile, except: the Deep Forest
        costs food and is closed at zero food; one wolf per pack on each Scavenge tile;
        one wolf in all on the Livestock. The Alpha Pair counts as two wolves, so it goes
        on neither unless the rule option ``pair_as_one_wolf`` is on.
        """
        seat = self.seat
        has_b, has_a = s.den_b[seat], s.den_a[seat]
        if not (has_b or has_a):
            return []
        which = (BOTH if has_a else BETAS) if has_b else PAIR_ONLY
        n, on_b, on_a = s.seats, s.on_b, s.on_a
        book = game.rulebook
        lay = book.layout(s.tiles)
        out = []
        # Slots run smallest region first: Scavenge, Livestock, Near, then Deep Forest.
        for first, scavenge, onto in lay.limited:
            if scavenge:
                if on_b[first + seat] or on_a[first + seat]:
                    continue
            elif any(on_b[first:first + n]) or any(on_a[first:first + n]):
                continue
            out += onto[which]
        out += lay.near[which]
        if s.food[seat] >= book.deep_forest_open:
            out += lay.deep[which]
        return out

    def why_not(self, game, s: AlphaState, action) -> str | None:
        """The STALK rule that keeps a placement off the table now, the rules' own
        reasons in :meth:`legal`'s order: the tile in play, the wolf in the den, the
        Alpha Pair counting 2, one wolf per pack on a Scavenge tile, one wolf on
        the Livestock, no Deep Forest at zero food."""
        if not isinstance(action, Place):
            return None
        book, seat = game.rulebook, self.seat
        tile = book.edition.tile(action.tile)
        slot = book.layout(s.tiles).slot.get(action.tile)
        if slot is None:
            return f"the {tile.name} is not in play this game (Setup 5)"
        beta = action.piece == BETA
        if not (s.den_b if beta else s.den_a)[seat]:
            return ("your den has no Beta Wolf left" if beta else
                    "your Alpha Pair is not in your den") + " (STALK: wolves come from the den)"
        kind = book.kind[s.tiles[slot]]
        if kind in (SCAVENGE, LIVESTOCK):
            limit = "one wolf per pack" if kind == SCAVENGE else "one wolf in all"
            if not beta and not book.pair_as_one_wolf:
                return (f"the Alpha Pair counts as 2 wolves, and the {tile.name} takes "
                        f"{limit} (STALK)")
            packs = [seat] if kind == SCAVENGE else s.region(slot)[0]
            for p in packs:
                i = slot * s.seats + p
                if s.on_b[i] or s.on_a[i]:
                    whose = "your" if p == seat else f"{book.colour(p)}'s"
                    wolf = "Beta Wolf" if s.on_b[i] else "Alpha Pair"
                    return f"the {tile.name} takes {limit}, and {whose} {wolf} is on it (STALK)"
        if kind == DEEP and s.food[seat] < book.deep_forest_open:
            return (f"the Deep Forest costs {book.edition.deep_forest_cost} food, and your "
                    f"pack has {s.food[seat]} (STALK: at zero food, no wolf goes there)")
        return None

    def resolve(self, game, s: AlphaState, action: Place, ev: Events) -> None:
        book = game.rulebook
        place(book, s, self.seat, action.piece, book.layout(s.tiles).slot[action.tile], ev)
        # The next pack's turn, or none: at most one item, so a push is an append.
        s.flow += stalk_turn(s, self.seat + 1)

    def question(self, game, s: AlphaState) -> str:
        return (f"{game.seat_name(self.seat)} stalks: a Beta Wolf or the Alpha Pair onto "
                "a region tile")


#: Each pack's Stalk turn, made once (a work item is a frozen value: one per seat
#: serves every state).
TURNS = tuple((Stalk(seat),) for seat in range(GAME.max_seats))


def stalk_turn(s: AlphaState, first: int) -> tuple[Stalk, ...]:
    """The next Stalk turn: the first pack clockwise from ``first`` with a wolf in
    its den; none once every den is empty (injured and healing wolves are not in
    the den)."""
    den_b, den_a = s.den_b, s.den_a
    for seat in clockwise_from(s.seats, first):
        if den_b[seat] or den_a[seat]:
            return TURNS[seat]
    return ()


def place(book: Rulebook, s: AlphaState, seat: int, piece: str, slot: int,
          ev: Events) -> None:
    """The wolf leaves the den for the tile; in the Deep Forest the pack pays food."""
    ti = s.tiles[slot]
    i = slot * s.seats + seat
    if piece == BETA:
        s.den_b[seat] -= 1
        s.on_b[i] += 1
    else:
        s.den_a[seat] -= 1
        s.on_a[i] += 1
    deep = book.kind[ti] == DEEP
    if deep:
        s.food[seat] -= book.edition.deep_forest_cost
        s.earn("deep forest", seat, -book.edition.deep_forest_cost)
    if ev is not None:
        tile = book.edition.tiles[ti]
        what = PLACED[piece]
        text = f"{book.colour(seat)} places {what} on the {tile.name}"
        data = {"seat": seat, "piece": piece, "tile": tile.id, "cost": 0}
        if deep:
            cost = book.edition.deep_forest_cost
            text += (f" (Deep Forest: pays {cost} food, now "
                     f"{on_track(s.food[seat], s.food[seat] + cost)})")
            data["cost"] = cost
        data["food"] = s.food[seat]
        ev.append(Event("place", text + ".", seat, data))
