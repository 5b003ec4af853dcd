"""The coalition bags and the special-weapons pile, and drawing from them (notes
§2.1, §2.4, §4.1 phase 4, §5; solo §3.2, §4, §5 "AI Effects Execution").

A draw of several units is one unit at a time: each is a chance event (a token
drawn blind, reported by the person in Table mode), weighted by what the pile holds.
A unit drawn into the person's reserve (or their bag) is behind their screen: only
the person reads which it is; anyone else reads that a unit was drawn.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from automeeple.engine.components import Bag
from automeeple.engine.core import ChanceRequest, Event
from automeeple.engine.flow import Chance, Events, Step, push

from .actions import Draw, unspaced
from .state import BOT, PERSON, BlitzState


def counted(name: str, pile: Bag[str], outcome: dict, physical: bool = True) -> ChanceRequest:
    """A blind draw from ``pile``: each kind in it (sorted), weighted by how many it
    holds (:meth:`Bag.distribution`), labelled by its printed name ("army 1",
    "blitz army 1", "Big Guns"), which a person types exactly as it reads, or
    without the space before its number ("army1"); a unit of the edition that the
    pile holds none of is said to be none to draw, where a person names it."""
    kinds, counts = pile.distribution()

    def joined() -> tuple[tuple[str, ...], ...]:
        """Made only when a person's answer is read (a simulation draws thousands)."""
        spelled = [unspaced(k) for k in kinds]
        return tuple((j,) if j and j not in kinds else () for j in spelled)

    def gone() -> tuple[str, ...]:
        return tuple(k for k in outcome if k not in kinds)

    return ChanceRequest(name, tuple(outcome[k] for k in kinds), counts, physical,
                         labels=tuple(kinds), aliases=joined, gone=gone)


@dataclass(frozen=True, slots=True)
class DrawUnits(Step):
    """Seat ``side`` draws ``n`` units from its bag (``special``: from the
    special-weapons pile) into its reserve or row (``into_bag``: into its bag, as
    Research does). An empty pile gives nothing more. (A work item's ``seat`` says
    who acts on it, so the drawing seat is its ``side``.)"""

    side: int
    n: int
    special: bool = False
    into_bag: bool = False

    def pile(self, s: BlitzState) -> Bag[str]:
        return s.specials if self.special else s.bag(self.side)

    def run(self, game, s: BlitzState, ev: Events) -> None:
        if self.pile(s):
            push(s, draw_unit(self.side, self.n, self.special, self.into_bag))
        elif ev is not None:
            what = "special-weapons pile" if self.special else "bag"
            who = ("you draw" if self.side == PERSON
                   else f"{game.rulebook.names[self.side]} draws")
            ev.append(Event("empty", f"The {what} is empty: {who} nothing.", self.side,
                            {"seat": self.side, "pile": "specials" if self.special else "bag"}))


@dataclass(frozen=True, slots=True)
class DrawUnit(Chance):
    """The next unit of a :class:`DrawUnits`, drawn blind (``n`` still to draw,
    this one included)."""

    side: int
    n: int
    special: bool = False
    into_bag: bool = False

    def request(self, game, s: BlitzState) -> ChanceRequest:
        """Named so the person at the table knows what to draw and where it goes:
        "draw a unit from the Axis bag to the end of the Axis row"."""
        who = game.rulebook.names[self.side]
        if self.into_bag:
            to = "into your bag" if self.side == PERSON else f"into the {who} bag"
        else:
            to = "into your reserve" if self.side == PERSON else f"to the end of the {who} row"
        if self.special:
            return counted(f"draw a unit from the special-weapons pile {to}", s.specials,
                           game.actions.draw)
        return counted(f"draw a unit from the {who} bag {to}", s.bag(self.side),
                       game.actions.draw)

    def source(self) -> str:
        """Where a unit drawn into a reserve or row came from, when it is not its
        side's bag: Research Industry's special weapon (notes §5, solo §5 "AI
        Effects Execution")."""
        return " from the special-weapons pile" if self.special else ""

    def resolve(self, game, s: BlitzState, action: Draw, ev: Events) -> None:
        seat, kind = self.side, action.kind
        (s.specials if self.special else s.bag(seat)).remove(kind)
        if self.into_bag:
            s.bag(seat).put(kind)
        elif seat == BOT:
            s.row.append(kind)  # solo §4: at the end of its row
        else:
            s.reserve.append(kind)
            s.reserve.sort()
        if ev is not None:
            who = game.rulebook.names[seat]
            into = "bag" if self.into_bag else "row" if seat == BOT else "reserve"
            data = {"seat": seat, "unit": kind, "into": into, "special": self.special}
            # The bot's row is face up; what the person draws is theirs alone (notes
            # §2.4, §3): anyone else reads that a unit was drawn.
            if self.into_bag:
                taken = (f"{who} takes a special weapon ({kind}) into its bag." if seat == BOT
                         else f"You take a special weapon ({kind}) into your bag.")
                ev.append(Event("research", taken, seat, data,
                                others=None if seat == BOT
                                else f"{who} take a special weapon into their bag."))
            elif seat == BOT:
                ev.append(Event("draw", f"{who} draws {kind}{self.source()} to the end of its "
                                        "row.", seat, data))
            else:
                pile = "a special weapon" if self.special else "a unit"
                ev.append(Event("draw", f"You draw {kind}{self.source()} into your reserve.",
                                seat, data, others=f"{who} draw {pile} into their reserve."))
        if self.n > 1:
            push(s, DrawUnits(seat, self.n - 1, self.special, self.into_bag))


#: A :class:`DrawUnit` is a value (frozen): each is made once for its arguments and
#: kept.
draw_unit = cache(DrawUnit)
