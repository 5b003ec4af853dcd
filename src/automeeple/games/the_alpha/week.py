"""PHASES OF A ROUND (rules.txt): each week is Stalk, Establish Dominance, Chase,
Resolve and Advance; ADVANCE ends it, passes the Alpha Token and ends the game
when no weeks are left ("THE ALPHA!", Tie Breaker)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

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
        push(s, *stalk_turn(s, s.alpha), *after_stalk(slots))
        if ev is not None:
            left = weeks_left(book, s)
            ev.append(Event("week", f"Week {s.week} ({left} left). Stalk begins with "
                                    f"{book.colour(s.alpha)}, the Alpha.", None,
                            {"week": s.week, "weeks_left": left, "alpha": s.alpha}))


def weeks_left(book: Rulebook, s: AlphaState) -> int:
    """Where the Weeks Left token stands between steps (in :class:`Week`, after its
    push): the weeks to play, this one counted; 0 once the last Advance has moved
    it down (:func:`advance_event`: to the weeks after this one) and the game is
    over."""
    return book.edition.weeks - s.week + (1 if s.flow else 0)


@cache
def after_stalk(slots: int) -> tuple[Step, ...]:
    """The rest of a week, the same every week: Establish Dominance, Resolve on
    each of the ``slots`` tiles, smallest region first, and Advance."""
    return (EstablishDominance(), *(Resolve(slot) for slot in range(slots)), Advance())


@dataclass(frozen=True, slots=True)
class Advance(Step):
    """ADVANCE: wolves home; Healing to the den; Injured to Healing; Weeks Left
    down; the Alpha Token to the most food; the game ends when no weeks are left."""

    def run(self, game, s: AlphaState, ev: Events) -> None:
        book = game.rulebook
        n = s.seats
        if ev is not None:
            advance_event(book, s, ev)
        on_b, on_a = s.on_b, s.on_a
        for seat in range(n):
            # Every wolf on the region tiles (the pack's every n-th entry), and the
            # Healing wolves, back to the den.
            s.den_b[seat] += sum(on_b[seat::n]) + s.healing_b[seat]
            s.den_a[seat] += sum(on_a[seat::n]) + s.healing_a[seat]
            s.healing_b[seat], s.healing_a[seat] = s.injured_b[seat], s.injured_a[seat]
            s.injured_b[seat] = s.injured_a[seat] = 0
        on_b[:] = on_a[:] = [0] * len(on_b)
        # A carrion week is over: the tiles turn back; a C rolled this week shows now.
        s.carrion[:] = s.carrion_next
        s.carrion_next[:] = [False] * len(s.tiles)
        pass_alpha_token(book, s, ev)
        if s.week >= book.edition.weeks:
            if ev is not None:
                ev.append(Event("end", "No weeks are left: the game is over.", None,
                                {"week": s.week}))
            return
        s.week += 1
        push(s, Week())


def advance_event(book: Rulebook, s: AlphaState, ev: list[Event]) -> None:
    """What the players do at the table in ADVANCE, said before it is done: the
    wolves go home, the wounded move on, the carrion tiles turn back and the Weeks
    Left token moves down."""
    n = s.seats
    healed = [s.healing_b[p] + s.healing_a[p] for p in range(n)]
    injured = [s.injured_b[p] + s.injured_a[p] for p in range(n)]
    back = [book.tile(s, slot) for slot in range(len(s.tiles)) if s.carrion[slot]]
    left = book.edition.weeks - s.week
    todo = ["every wolf on the region tiles goes back to its Den Board"]
    if any(healed):
        todo.append("the Healing wolves go back to their dens")
    if any(injured):
        todo.append("the Injured wolves move to the Healing Wolves space")
    todo += [f"the {t.name} tile turns back to its animal side" for t in back]
    todo.append(f"the Weeks Left token moves down to {left}")
    ev.append(Event("advance", f"Advance: {'; '.join(todo)}.", None,
                    {"week": s.week, "weeks_left": left, "healed": healed,
                     "injured": injured, "turned_back": [t.id for t in back]}))


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


def tie_break(book: Rulebook, s: AlphaState, order: list[int]) -> str:
    """The sentence naming the tie-breaker of :func:`standings` for each food
    total shared by several packs ("" when no two packs tie): the rules' Tie
    Breaker for a tie for first, the Alpha Token's holder first, then clockwise
    from the Alpha; the same order below it (our reading: the rule names only the
    winner)."""
    ties = []
    holder = book.colour(s.alpha)
    for food in dict.fromkeys(s.food[p] for p in order):
        tied = [p for p in order if s.food[p] == food]
        if len(tied) < 2:
            continue
        why = (f"Tie Breaker: the pack holding the Alpha Token ({holder}) wins a tie, "
               "otherwise the pack seated nearest the Alpha clockwise"
               if food == s.food[order[0]] else
               f"clockwise from the Alpha ({holder}), as the Tie Breaker ranks a tie for "
               "first; our reading: it names only the winner")
        ties.append(f"{', '.join(book.colour(p) for p in tied)} tie at {food} food and rank "
                    f"in that order ({why})")
    return "; ".join(ties) + "." if ties else ""

