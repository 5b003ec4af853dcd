"""The new-game form: its fields from the catalog, and what a person sent read
back into a game's seats, players and options, each mistake one line (the same
checks as the terminal's ``play`` and ``table``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from automeeple.catalog import GameInfo
from automeeple.engine.agent import AUTOMA_SEAT
from automeeple.engine.core import GameError, Option, signed
from automeeple.engine.edition import MAX_EDITION
from automeeple.engine.options import read, shown
from automeeple.engine.records import MAX_RECORD
from automeeple.engine.rng import checked_seed
from automeeple.sessions.answers import typed
from automeeple.sessions.session import HUMAN

#: The value of a seat's field for the person's own seat.
YOU = "you"
#: The new-game form's button that draws the seats again for the players chosen,
#: keeping what is filled in (nothing is started).
SET_PLAYERS = "set_players"
#: The most of an uploaded file the server reads: the largest file any form takes,
#: and one byte, so that a larger one is told apart (its real size is not known).
UPLOAD_LIMIT = max(MAX_EDITION, MAX_RECORD) + 1
PLAY, PRACTICE, TABLE = "play", "practice", "table"


@dataclass(frozen=True)
class Field:
    """One option's control on the form."""

    option: Option
    #: "checkbox", "select" or "number"
    control: str
    #: (value, label) for a select
    choices: tuple[tuple[str, str], ...] = ()

    @property
    def label(self) -> str:
        """The option's name in words ("Dominate AI" for ``dominate_ai``); the
        form names its id too, as ``--option`` and its messages do."""
        text = " ".join("AI" if w == "ai" else w for w in self.option.name.split("_"))
        return text[:1].upper() + text[1:]


def fields(info: GameInfo) -> list[Field]:
    """Each option of ``info`` as a control: a checkbox for yes/no, a select for a
    choice, a number for a whole number. An option Table mode sets (``table_options``)
    is a select whose first entry leaves it to the mode."""
    out = []
    for o in info.options:
        values = tuple((shown(c), shown(c)) for c in o.choices)
        if o.name in info.table_options:
            mode = (("", f"as the mode has it (Play: {shown(o.default)}, "
                         f"Table: {shown(info.table_options[o.name])})"),)
            out.append(Field(o, "select", mode + values))
        elif isinstance(o.default, bool):
            out.append(Field(o, "checkbox"))
        elif o.choices:
            out.append(Field(o, "select", values))
        else:
            out.append(Field(o, "number"))
    return out


def whole(value: str | None, what: str) -> int:
    value = typed(value, what).strip()
    read = signed(value)  # a large one is read, for its range to be told
    if read is None:
        raise GameError(f"{what} must be a whole number, not {value!r}")
    return read


def players(info: GameInfo, value: str | None) -> int:
    """The number of players asked for (the game's usual number when not given)."""
    if not value:
        return info.seat_count(None)
    return info.seat_count(whole(value, "players"))


def seats(info: GameInfo, n: int, form: dict[str, str]) -> list[str]:
    """Who plays each seat: ``seat_K`` (K from 1) is ``you`` (a person at this
    phone; several seats may be) or a bot's name (a seat not named: the form's first
    choice); the seats the rules play are filled in."""
    chosen = {}
    first = default_seats(info, n)
    for seat in info.person_seats(n):
        given = form.get(f"seat_{seat + 1}")
        who = first[seat] if given is None else typed(given, f"seat {seat + 1}")
        if who != YOU and not info.has_bot(who):
            raise GameError(f"seat {seat + 1}: {who!r} is neither you nor a bot of "
                            f"{info.title} ({', '.join(info.bot_names())})")
        chosen[seat] = who
    if YOU not in chosen.values():
        raise GameError("choose 'you' for at least one seat, among seats "
                        + ", ".join(str(s + 1) for s in info.person_seats(n)))
    out = [AUTOMA_SEAT] * n
    for seat, who in chosen.items():
        out[seat] = HUMAN if who == YOU else who
    return out


def default_seats(info: GameInfo, n: int) -> dict[int, str]:
    """The form's first choice for each seat a person or bot may take: you in the
    seats people take unless told (``GameInfo.default_people``), the default bot
    elsewhere."""
    people = info.default_people(n)
    return {seat: YOU if seat in people else info.default_bot for seat in info.person_seats(n)}


def options(info: GameInfo, form: dict[str, str]) -> dict[str, Any]:
    """The options the form names (one it leaves out, or leaves to the mode, keeps
    its default), as the game's options parse them; a bad value is the options' own
    one-line error."""
    given: dict[str, Any] = {}
    for f in fields(info):
        name = f.option.name
        if form.get(f"opt_{name}") is None:
            continue
        raw = typed(form.get(f"opt_{name}"), f"option {name}")
        if f.control == "select" and raw == "" and name in info.table_options:
            continue
        # A checkbox's hidden "off" comes before the box's "on".
        given[name] = read(raw)
    info.parse_options(given)  # every value checked, before anything is made
    return given


def mode(value: str | None) -> tuple[bool, bool]:
    """(Table mode, a practice game) as the form names the mode (not named: Play
    mode; practice is Play mode with free undo)."""
    if value is None:
        return False, False
    if value not in (PLAY, PRACTICE, TABLE):
        raise GameError(f"mode must be {PLAY}, {PRACTICE} or {TABLE}, not "
                        f"{typed(value, 'mode')!r}")
    return value == TABLE, value == PRACTICE


def seed(value: str | None) -> int | None:
    """The master seed, or None for a fresh one."""
    if not (value or "").strip():
        return None
    return checked_seed(whole(value, "seed"))


def edition(info: GameInfo, name: str, data: bytes) -> str | None:
    """The uploaded edition file's text, checked as the game loads it (None: no file,
    the shipped edition)."""
    if not data and not name:
        return None
    name = name or "edition"
    if len(data) > MAX_EDITION:
        size = (f"more than {UPLOAD_LIMIT - 1:,} bytes" if len(data) >= UPLOAD_LIMIT
                else f"{len(data):,} bytes")
        raise GameError(f"{name}: too large for an edition file ({size}; an edition file "
                        f"is at most {MAX_EDITION:,} bytes)")
    try:
        content = data.decode("utf-8")
    except UnicodeDecodeError:
        raise GameError(f"{name}: not an edition file (not UTF-8 text)") from None
    info.check_edition(content, name)
    return content
