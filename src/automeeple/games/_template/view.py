"""What a seat sees of Nim: everything (nothing is hidden but the die's next roll),
as the typed view the front ends draw (docs/engine.md, "Views")."""

from __future__ import annotations

from dataclasses import dataclass

from automeeple.engine.view import View, Viewed

from .actions import Take
from .rules import die_take
from .state import NimState


@dataclass
class NimView(View):
    #: Counters left in the pile (§1).
    pile: int
    #: The most a turn takes (§2).
    take_at_most: int
    #: Each face of the die with what it takes (§2), e.g. "4: take 1".
    die: list[str]
    #: Counters each seat has taken.
    taken: list[int]
    #: The seat that took the last counter (§3), once it is taken.
    last: int | None


def view(game: Viewed, s: NimState, seat: int | None) -> NimView:
    most = game.edition.take_at_most
    mine = seat is not None and game.to_move(s) == seat
    hints = {}
    if mine:
        for action in game.legal_actions(s):
            hints[str(action)] = (f"leaves {s.pile - action.count}" if isinstance(action, Take)
                                  else "the die decides (§2)")
    scores: list[int | None] = [int(s.last == p) for p in range(game.seats)]
    return NimView(**game.header(s, seat, scores, hints), pile=s.pile, take_at_most=most,
                   die=[f"{face}: take {die_take(face, most)}"
                        for face in range(1, game.edition.die_faces + 1)],
                   taken=s.taken[:], last=s.last)
