"""The parts of the baseline's score (:class:`~.baseline.Outlook`), each computed once
for what it depends on, and what they read of the rulebook.

A theatre's :class:`Part` (its lead and stake, its spaces left, what the bot would
take there) depends on the theatre alone, and the bot's :class:`Row` on its units
(and the person's last unit, which its Spy copies): both are kept with the
rulebook's :class:`Tables` from one decision (and game) to the next. An outcome's
:class:`Board` (its parts, a unit's worth in hand, the most the bot would take at
once) is kept by one decision's look-ahead.
"""

from __future__ import annotations

from itertools import count
from weakref import WeakKeyDictionary

from .board import Rulebook


class Part:
    """What one theatre adds to the score (:meth:`~.baseline.Outlook.theatre`): it
    depends on the theatre's marker, its open campaign, whether it is closed, which
    of its spaces are empty, and the bot's units there (a General's or an Admiral's
    strength counts them, notes §2.2), not on which of the person's units stand
    where, so theatres alike in these share one. Numbered ``n`` (no two parts share
    a number)."""

    __slots__ = ("spaces", "open_now", "left", "value", "now", "last", "takes", "n")

    def __init__(self, spaces: tuple[int, ...], open_now: frozenset[str],
                 left: tuple[int, ...], value: float | None, now: float, last: bool,
                 n: int) -> None:
        self.spaces = spaces  # its spaces open now (board.open_spaces)
        self.open_now = open_now  # their terrains
        self.left = left  # its empty spaces left, by terrain (Tables.terrains)
        self.value = value  # its lead against its stake, now and later (None: closed)
        self.now = now  # the stake of the open campaign alone
        self.last = last  # one space of the open campaign is left empty
        #: What the bot would take here (:meth:`~.baseline.Outlook.taken`), by the
        #: bot's row (its number).
        self.takes: dict[int, float | None] = {}
        self.n = n


class Row:
    """The bot's row as the score reads it: by terrain, the most steps one of its
    units that may enter it moves a marker, of the units whose strength is the same
    in every theatre (``most``); the others, whose strength counts the board (a
    General, an Admiral, or the Spy as one), each with the terrains it may enter
    (``counting``); its units and their strength, as they count against the person;
    and its number ``n``, by what it may take depends on (``most``, ``counting``,
    and the person's last unit when the Spy, which copies it, is among
    ``counting``, solo §7): rows alike there share a number."""

    __slots__ = ("n", "most", "counting", "units", "strength")

    def __init__(self, n: int, most: dict[str, int],
                 counting: list[tuple[tuple[str, ...], str]], units: float,
                 strength: float) -> None:
        self.n = n
        self.most = most
        self.counting = counting
        self.units = units  # baseline.BOT_UNIT each
        self.strength = strength  # baseline.BOT_STRENGTH each step


class Board:
    """What the score reads of the theatres' parts of one outcome (and of the bot's
    last unit, which the Spy in hand copies): each part, a unit's worth in hand by
    its kind and the worth of the bag (:meth:`~.baseline.Outlook.board`); and by the
    bot's row (its number), the most it would take at once in any theatre."""

    __slots__ = ("parts", "changed", "worth", "bag", "worst")

    def __init__(self, parts: list[Part], changed: tuple[int, ...], worth: dict[str, float],
                 bag: float) -> None:
        self.parts = parts
        self.changed = changed  # the theatres whose parts differ from the position shown
        self.worth = worth
        self.bag = bag
        self.worst: dict[int, float] = {}


class Tables:
    """What the look-ahead reads of one rulebook, worked out once for every decision
    of every game played with it: the printed strengths, each theatre's spaces and
    track bonuses (notes §7.1), the VP of each campaign's shield and those after it
    (notes §7.2); and the parts of the score that depend on the board alone (a
    theatre's :class:`Part`, a unit's worth by the terrain left) and the bot's
    rows (:class:`Row`), kept from one decision to the next (at most ``KEEP``
    parts; then they are worked out anew)."""

    KEEP = 100_000

    def __init__(self, book: Rulebook) -> None:
        self.printed = {kind: printed(book, kind) for kind in book.kinds}
        self.bounds = [(rows[0].start, rows[-1].stop) for rows in book.spaces]
        self.terrains = sorted({sp.terrain for sp in book.space})
        self.terrain = [self.terrains.index(sp.terrain) for sp in book.space]
        #: Per theatre, the track bonus at each distance; for each campaign, the VP
        #: of its shield and the shields after it.
        self.bonus = [[th.bonus_at(d) for d in range(th.track + 1)] for th in book.theatres]
        self.left_vp = [[sum(c.vp for c in th.campaigns[a:]) for a in range(len(th.campaigns))]
                        for th in book.theatres]
        #: Whether a unit kind is the Spy, which copies the person's last unit (solo §7).
        self.spy = {kind: k.copies_last for kind, k in book.kinds.items()}
        self.numbers = count()  # each part's number, never reused
        self.forget()

    def forget(self) -> None:
        #: Each theatre's :class:`Part`, by the theatre, its marker, its open
        #: campaign, whether it is closed and what is on its spaces; and by what
        #: it depends on (:meth:`~.baseline.Outlook.theatre`).
        self.parts: dict[tuple, Part] = {}
        self.alike: dict[tuple, Part] = {}
        self.worths: dict[tuple, dict[str, float]] = {}
        #: A unit's worth by its kind, by the same and the bot's last unit (which the
        #: Spy copies).
        self.by_kind: dict[tuple, dict[str, float]] = {}
        #: The bot's rows by its units, and with the Spy (solo §7) by its units
        #: and the person's last unit, which the Spy copies; their numbers
        #: by what they may take depends on.
        self.rows: dict[tuple, Row] = {}
        self.spying: dict[tuple, Row] = {}
        self.row_numbers: dict[tuple, int] = {}


#: Each rulebook's tables, while the rulebook is in use.
TABLES: WeakKeyDictionary[Rulebook, Tables] = WeakKeyDictionary()


def tables(book: Rulebook) -> Tables:
    found = TABLES.get(book)
    if found is None:
        found = TABLES[book] = Tables(book)
    elif len(found.parts) > Tables.KEEP:
        found.forget()
    return found


def printed(book: Rulebook, kind: str) -> int:
    """A unit's strength as printed; 2 for a General, an Admiral or the Spy, whose
    strength depends on the board."""
    k = book.kinds[kind]
    return 2 if k.strength is None else k.strength
