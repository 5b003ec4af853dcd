"""PHASES OF A ROUND (rules.txt): each week is Stalk, Establish Dominance, Chase,
Resolve and Advance; ADVANCE ends it, passes the Alpha Token and ends the game
when no weeks are left ("THE ALPHA!", Tie Breaker)."""

from __future__ import annotations

from dataclasses import dataclass

from automeeple.engine.core import Event
from automeeple.engine.flow import Events, Step, push

from .chase import EstablishDominance
from .resolve import Resolve
from .rulebook import Rulebook
from .stalk import stalk_turn
from .state import AlphaState


@dataclass(frozen=True, slots=True)
class Week(Step):
    """A round: the Stalk from the Alpha clockwise, Establish Dominance (which
    sets up the Chase), Resolve tile by tile, smallest region first, and Advance."""

    def run(self, game, s: AlphaState, ev: Events) -> None:
        book = game.rulebook
        slots = len(s.tiles)
        s.faces = [None] * slots
        if ev is not None:
            weeks_left = book.edition.weeks - s.week + 1
            ev.append(Event("week", f"Week {s.week} ({weeks_left} left). Stalk begins with "
                                    f"{book.colour(s.alpha)}, the Alpha.", None,
                            {"week": s.week, "weeks_left": weeks_left, "alpha": s.alpha}))
        push(s, *stalk_turn(s, s.alpha), EstablishDominance(),
             *(Resolve(slot) for slot in range(slots)), Advance())


@dataclass(frozen=True, slots=True)
class Advance(Step):
    """ADVANCE: wolves home; Healing to the den; Injured to Healing; Weeks Left
    down; the Alpha Token to the most food; the game ends when no weeks are left."""

    def run(self, game, s: AlphaState, ev: Events) -> None:
        book = game.rulebook
        n = s.seats
        for slot in range(len(s.tiles)):
            s.send_home(slot)
        for seat in range(n):
            s.den_b[seat] += s.healing_b[seat]
            s.den_a[seat] += s.healing_a[seat]
            s.healing_b[seat], s.healing_a[seat] = s.injured_b[seat], s.injured_a[seat]
            s.injured_b[seat] = s.injured_a[seat] = 0
        for slot in range(len(s.tiles)):
            # A carrion week is over: the tile turns back; a C rolled this week shows now.
            s.carrion[slot] = s.carrion_next[slot]
            s.carrion_next[slot] = False
        pass_alpha_token(book, s, ev)
        if s.week >= book.edition.weeks:
            if ev is not None:
                ev.append(Event("end", "No weeks are left: the game is over.", None,
                                {"week": s.week}))
            return
        s.week += 1
        push(s, Week())


def pass_alpha_token(book: Rulebook, s: AlphaState, ev: Events) -> None:
    """To the pack with the most food; ties go to the pack closest clockwise to the
    current Alpha, and a holder tied for the most keeps it."""
    top = max(s.food)
    new = s.from_alpha(p for p in range(s.seats) if s.food[p] == top)[0]
    if new != s.alpha:
        if ev is not None:
            ev.append(Event("alpha", f"{book.colour(new)} has the most food ({top}) and "
                                     f"takes the Alpha Token from {book.colour(s.alpha)}.",
                            new, {"alpha": new, "from": s.alpha, "food": top}))
        s.alpha = new
    elif ev is not None:
        ev.append(Event("alpha", f"{book.colour(new)} keeps the Alpha Token.", new,
                        {"alpha": new, "from": new, "food": top}))


def standings(s: AlphaState) -> list[int]:
    """Packs from first to last: most food; a tie goes to the Alpha Token holder,
    otherwise to the pack seated nearest the Alpha clockwise (Tie Breaker)."""
    n = s.seats
    return sorted(range(n), key=lambda p: (-s.food[p], (p - s.alpha) % n))
