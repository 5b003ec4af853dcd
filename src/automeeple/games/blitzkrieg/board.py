"""The board in play and where units may go (notes §1, §2.2, §4.1; solo §7).

The :class:`Rulebook` is what the rules read but never change: the edition, the
rule options and the board, with every space numbered once for the whole board.
Each battle marker is a signed number of steps from the centre, positive toward
the bot.
"""

from __future__ import annotations

from .edition import ENTERS, PRINTED_TERRAIN, BlitzEdition, Kind, Space, Theatre
from .options import BlitzOptions
from .state import BOT, PERSON, BlitzState


class Rulebook:
    """The edition, the options and the board in play (the world board, or the
    Nippon board with the option ``nippon``)."""

    def __init__(self, edition: BlitzEdition, opts: BlitzOptions) -> None:
        self.edition = edition
        self.opts = opts
        board = edition.boards["nippon" if opts.nippon else "world"]
        self.theatres: tuple[Theatre, ...] = board.theatres
        self.kinds: dict[str, Kind] = edition.units
        #: The terrains each unit kind may enter (notes §1.5, §2.2); None for the
        #: Spy, whose type copies the opponent's last unit (solo §7).
        self.enters = {kind: None if k.copies_last else ENTERS[k.type]
                       for kind, k in self.kinds.items()}
        #: Solo §3.1, §3.5: you play the Allies (the Axis with Nippon).
        self.names = ("Axis", "Japan") if opts.nippon else ("Allies", "Axis")
        #: What a theatre is called on the board in play: the Nippon board's are
        #: regions (solo §3.5, as the set-up names them).
        self.area = "region" if opts.nippon else "theatre"
        self.bag_names = ("axis", "japan") if opts.nippon else ("allies", "axis")
        #: The difficulty whose rolls set the bot's head start (solo §3.4); None
        #: when the Nippon set-up takes their place (solo §3.5, with the option
        #: ``nippon_difficulty`` off).
        self.difficulty = (None if opts.nippon and not opts.nippon_difficulty
                           else opts.difficulty)
        # spaces[t][c] = the numbers of campaign c's spaces in theatre t.
        self.spaces: list[list[range]] = []
        self.where: list[tuple[int, int, int]] = []  # number -> (theatre, campaign, position)
        self.space: list[Space] = []
        for t, theatre in enumerate(self.theatres):
            rows = []
            for campaign in theatre.campaigns:
                start = len(self.space)
                for k, sp in enumerate(campaign.parsed):
                    self.space.append(sp)
                    self.where.append((t, len(rows), k))
                rows.append(range(start, len(self.space)))
            self.spaces.append(rows)

    def label(self, i: int) -> str:
        """A space in short, as the screen numbers it: "Western Europe 2.3" (campaign
        2 from the top, space 3 from the left)."""
        t, c, k = self.where[i]
        return f"{self.theatres[t].name} {c + 1}.{k + 1}"

    def campaign_name(self, t: int, c: int) -> str:
        """A campaign as the board shows it (notes §1.2): the rows of a theatre from
        the top, with the VP on its shield: "Western Europe, 2nd campaign (2 VP)"."""
        th = self.theatres[t]
        return f"{th.name}, {ordinal(c + 1)} campaign ({th.campaigns[c].vp} VP)"

    def printed(self, i: int) -> str:
        """A space as a person finds it on the board: its campaign, its place from
        the left and what is printed on it: "Western Europe, 2nd campaign (2 VP),
        3rd space from the left (land/sea, Propaganda 1)"."""
        t, c, k = self.where[i]
        return (f"{self.campaign_name(t, c)}, {ordinal(k + 1)} space from the left "
                f"({self.space[i].printed})")


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th..."""
    last = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{'th' if 11 <= n % 100 <= 13 else last}"


def toward(seat: int) -> int:
    """The direction a coalition pushes the battle markers (the bot's side is +)."""
    return 1 if seat == BOT else -1


def other(seat: int) -> int:
    return 1 - seat


def clamp(th: Theatre, marker: int) -> int:
    """Notes §6: a marker stops at the end of its track."""
    return max(-th.track, min(th.track, marker))


#: The unit types whose strength counts the units of their side in the theatre.
BOARD_STRENGTH = frozenset({"general", "admiral"})


def strength(book: Rulebook, s: BlitzState, seat: int, kind: str, t: int) -> int:
    """Steps a unit moves its theatre's marker. A General counts its side's armies
    and airforces in the theatre, itself included; an Admiral navies and airforces
    (notes §2.2); the Spy copies the opponent's last unit (solo §7)."""
    k = book.kinds[kind]
    if k.copies_last:
        last = s.last_unit[other(seat)]
        if last is None or book.kinds[last].copies_last:
            return 0
        k = book.kinds[last]
    if k.type in BOARD_STRENGTH:
        wanted = ("army", "general", "air") if k.type == "general" else ("navy", "admiral", "air")
        count = 1
        for row in book.spaces[t]:
            for i in row:
                unit = s.board[i]
                if unit is not None and unit[0] == seat:
                    uk = book.kinds[unit[1]]
                    if not uk.special and uk.type in wanted:
                        count += 1
        return count
    return k.strength or 0


def unit_type(book: Rulebook, s: BlitzState, seat: int, kind: str) -> str:
    """The unit's type; the Spy takes the type of the opponent's last unit (an
    airforce while there is none to copy, solo §7)."""
    k = book.kinds[kind]
    if k.copies_last:
        last = s.last_unit[other(seat)]
        return book.kinds[last].type if last and not book.kinds[last].copies_last else "air"
    return k.type


def open_spaces(book: Rulebook, s: BlitzState, t: int) -> list[int]:
    """Empty spaces of the theatre's active (topmost open) campaign (notes §1.3);
    only the leftmost with the option ``leftmost_only``."""
    if s.closed[t]:
        return []
    empty = [i for i in book.spaces[t][s.active[t]] if s.board[i] is None]
    return empty[:1] if book.opts.leftmost_only else empty


def placements(book: Rulebook, s: BlitzState, seat: int, t: int | None = None
               ) -> list[tuple[str, int]]:
    """Every (unit kind, space) the seat may place (in theatre ``t``, or anywhere):
    an empty space of an active campaign whose terrain the unit may enter (notes
    §4.1, §1.5); theatre by theatre, space by space, each unit kind in hand in its
    order."""
    units = [(kind, ENTERS[unit_type(book, s, seat, kind)])
             for kind in dict.fromkeys(s.units(seat))]
    return [(kind, i) for theatre in theatres(book, t) for i in open_spaces(book, s, theatre)
            for kind, enters in units if book.space[i].terrain in enters]


#: A unit type as a sentence names it (notes §1.5).
TYPE_NAME = {"army": "an army", "navy": "a navy", "air": "an airforce", "general": "a General",
             "admiral": "an Admiral"}


def why_not_placed(book: Rulebook, s: BlitzState, seat: int, kind: str, i: int,
                   t: int | None = None) -> str | None:
    """Why the seat may not place ``kind`` on space ``i`` (in theatre ``t``, or
    anywhere), in :func:`placements`' terms: the unit in hand, the theatre, an empty
    space of the active campaign (the leftmost with ``leftmost_only``), a terrain
    the unit may enter. None: it may."""
    if kind not in s.units(seat):
        return f"your reserve holds no {kind}"
    here, c, _ = book.where[i]
    name, label = book.theatres[here].name, book.label(i)
    if t is not None and here != t:
        return (f"the unit after a blitz unit goes in {book.theatres[t].name}, where the "
                "blitz unit went (notes §4.3)")
    if s.closed[here]:
        return f"{name} is closed: no campaign there takes units (notes §1.3)"
    if s.board[i] is not None:
        who, unit = s.board[i]
        whose = "your" if who == seat else f"{book.names[who]}'s"
        return f"{label} is taken: {whose} {unit} is on it (notes §4.1)"
    active = s.active[here]
    if c != active:
        when = "is closed" if c < active else "opens when the one above it closes"
        return (f"{label} is in a campaign that {when}; only the "
                f"{book.campaign_name(here, active)} takes units now (notes §1.3)")
    open_now = open_spaces(book, s, here)
    if i not in open_now:
        return (f"with the rule option leftmost_only, only the leftmost empty space of a "
                f"campaign takes a unit: {book.label(open_now[0])}")
    unit = unit_type(book, s, seat, kind)
    terrain = book.space[i].terrain
    if terrain not in ENTERS[unit]:
        copies = (f" (solo §7: the Spy copies {book.names[other(seat)]}'s last unit)"
                  if book.kinds[kind].copies_last else "")
        where = f"a {PRINTED_TERRAIN[terrain]} space like {label} (notes §1.5)"
        if kind.lower() == unit:  # "the general is a General" would say it twice
            return f"the {TYPE_NAME[unit].split()[1]} cannot enter {where}"
        return f"the {kind} is {TYPE_NAME[unit]}{copies}, which cannot enter {where}"
    return None


def can_place(book: Rulebook, s: BlitzState, seat: int, t: int | None = None) -> bool:
    """Whether the seat has a placement (in theatre ``t``, or anywhere): an open
    space of a terrain that one of its units may enter."""
    units = dict.fromkeys(s.units(seat))
    space, enters = book.space, book.enters
    for theatre in theatres(book, t):
        for i in open_spaces(book, s, theatre):
            terrain = space[i].terrain
            for kind in units:
                if terrain in (enters[kind] or ENTERS[unit_type(book, s, seat, kind)]):
                    return True
    return False


def theatres(book: Rulebook, t: int | None) -> range | tuple[int]:
    """Theatre ``t``, or every theatre when ``t`` is None."""
    return range(len(book.theatres)) if t is None else (t,)


def whose(name: str) -> str:
    """A coalition's name as its owner: "Axis's", "Japan's", but "Allies'" (a plural
    takes the apostrophe alone)."""
    return f"{name}'" if name.endswith("ies") else f"{name}'s"


def describe(book: Rulebook, s: BlitzState, t: int) -> str:
    """Where a marker stands, in words: "centre" or "3 toward Axis"."""
    m = s.markers[t]
    if m == 0:
        return "centre"
    return f"{abs(m)} toward {book.names[BOT if m > 0 else PERSON]}"
