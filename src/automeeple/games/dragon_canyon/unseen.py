"""The AI's Force cards nobody has seen, by the shuffle they came from.

The AI plays from a shuffled face-down pile and places "the top card" face down
(solo rules, "Journey Phase"): nobody, the program included, knows such a card until
it is turned up. The cards of one shuffle, in the pile or placed from it, are alike
to everyone, so a card of that shuffle turned up is drawn from them (in Table mode
the person reports it). When the pile runs out, the AI's discards, seen by all, are
shuffled into a new pile (solo rules, "Setup"): a new shuffle, a new lot. A card
placed before it is from the old lot and cannot be one of the discards; the new
pile's top card cannot be one of the cards already on the map.

Tribal Village shuffles the discards "back in with their Force Card draw pile"
while cards may be left in it: that pile then holds some of the newest lot's cards
(which, nobody knows) and the discards. The discards join the newest lot, which is
a reading: it lets a card placed from that lot before the shuffle be turned up as
one of them (docs/dragon-canyon.md, "The AI's unseen cards")."""

from __future__ import annotations

from automeeple.engine.components import Bag


class Unseen:
    """The lots of the AI's unseen cards (each a :class:`Bag`, the newest last: the
    pile's) and the lot of each card placed face down, by map tile."""

    __slots__ = ("lots", "placed")

    def __init__(self, cards=()) -> None:
        self.lots: list[Bag[str]] = [Bag(cards)]
        self.placed: dict[int, int] = {}

    @property
    def contents(self) -> list[str]:
        """Every unseen card, whatever its lot (what the table knows: the AI's cards
        not in its discard pile nor face up)."""
        return [name for lot in self.lots for name in lot.contents]

    def __len__(self) -> int:
        return sum(map(len, self.lots))

    def shuffle_in(self, names: list[str], pile: int) -> None:
        """The AI's discards ``names`` shuffled into its pile, which holds ``pile``
        cards: a new lot when it is empty, else the newest lot's (module docstring)."""
        if pile:
            for name in names:
                self.lots[-1].put(name)
        else:
            self.lots.append(Bag(names))

    def place(self, tile: int) -> None:
        """The pile's top card goes face down on ``tile``."""
        self.placed[tile] = len(self.lots) - 1

    def lot(self, tile: int | None) -> Bag[str]:
        """The lot the card face down on ``tile`` came from; None: the pile's."""
        return self.lots[-1 if tile is None else self.placed[tile]]

    def turn_up(self, name: str, tile: int | None) -> None:
        """The card on ``tile`` (None: the pile's top card) is turned up: ``name``."""
        self.lot(tile).remove(name)
        if tile is not None:
            del self.placed[tile]

    def copy(self) -> Unseen:
        made = Unseen.__new__(Unseen)
        made.lots = [lot.copy() for lot in self.lots]
        made.placed = self.placed.copy()
        return made

    def key(self) -> tuple:
        return tuple(lot.key() for lot in self.lots), tuple(sorted(self.placed.items()))
