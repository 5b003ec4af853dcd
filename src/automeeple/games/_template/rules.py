"""Nim's turn (§2) and end (§3) as work items on the engine's turn flow: a
:class:`Turn` is a seat's choice, a :class:`RollDie` the die's chance event."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from automeeple.engine.core import ChanceRequest, Event
from automeeple.engine.flow import Chance, Choice, Events, push

from .actions import Face, Take
from .state import NimState


def die_take(face: int, take_at_most: int) -> int:
    """§2: what a face of the die takes: above ``take_at_most`` it counts that
    much less, until it is no more (4 takes 1 when 3 is the most)."""
    return (face - 1) % take_at_most + 1


def takes(game: Any, s: NimState) -> list[int]:
    """§2: the counts a turn may take from the pile now."""
    return list(range(1, min(game.edition.take_at_most, s.pile) + 1))


def take(game: Any, s: NimState, seat: int, count: int, ev: Events) -> None:
    """§2: ``seat`` takes ``count`` counters; §3: the last one ends the game, else
    the next seat round the table has its turn."""
    s.pile -= count
    s.taken[seat] += count
    if ev is not None:
        plural = "s" if count > 1 else ""
        ev.append(Event("take", f"{game.seat_name(seat)} takes {count} counter{plural}: "
                                f"remove {count} from the pile ({s.pile} left)", seat,
                        {"count": count, "pile": s.pile}))
    if s.pile == 0:
        s.last = seat
        if ev is not None:
            ev.append(Event("end", f"{game.seat_name(seat)} took the last counter and wins "
                                   "(§3)", seat, {"winner": seat}))
        return
    push(s, Turn((seat + 1) % game.seats))


@dataclass(frozen=True, slots=True)
class Turn(Choice):
    """§2: ``seat`` takes counters or rolls the die."""

    seat: int

    def question(self, game: Any, s: NimState) -> str:
        most = min(game.edition.take_at_most, s.pile)
        counts = "1 counter" if most == 1 else f"1 to {most} counters"
        return f"{game.seat_name(self.seat)}: take {counts} from the pile of {s.pile}, " \
               "or roll the die"

    def legal(self, game: Any, s: NimState) -> list:
        return [*(game.actions.take[n] for n in takes(game, s)), game.actions.roll]

    def resolve(self, game: Any, s: NimState, action: Any, ev: Events) -> None:
        if isinstance(action, Take):
            take(game, s, self.seat, action.count, ev)
        else:
            push(s, RollDie(self.seat))


@dataclass(frozen=True, slots=True)
class RollDie(Chance):
    """§2: ``side`` rolled the die; it takes what the die shows."""

    side: int

    def request(self, game: Any, s: NimState) -> ChanceRequest:
        faces = tuple(game.actions.face.values())
        return ChanceRequest(f"roll the die for {game.seat_name(self.side)}", faces,
                             (1,) * len(faces), labels=tuple(str(f.number) for f in faces))

    def resolve(self, game: Any, s: NimState, action: Any, ev: Events) -> None:
        assert isinstance(action, Face)
        count = min(die_take(action.number, game.edition.take_at_most), s.pile)
        if ev is not None:
            ev.append(Event("roll", f"The die shows {action.number}: {game.seat_name(self.side)} "
                                    f"takes {count} (§2)", self.side,
                            {"face": action.number, "count": count}))
        take(game, s, self.side, count, ev)
