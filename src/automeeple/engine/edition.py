"""Edition data: a game's board and component data, read from a TOML file and
validated on load (docs/design.md, "Editions").

A malformed file is reported as one :class:`EditionError` that names the file,
the field and the problem; nothing is loaded from it. Every game's problems are
worded here, once (:func:`problems`): a field as a person finds it in the file
("tiles[1] (Bison).die", counting from 1), pydantic's own prefixes left out.
"""

from __future__ import annotations

import hashlib
import json
import tomllib
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any, Generic, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError, field_validator

from .core import GameError, counted

M = TypeVar("M", bound=BaseModel)


class EditionError(GameError):
    pass


#: What pydantic puts before a validator's own message ("Value error, 'Q' is not...").
PYDANTIC_PREFIXES = ("Value error, ", "Assertion failed, ")
#: Missing fields named one by one before "and N more".
MISSING_NAMED = 3
#: The longest value (or item name) a message quotes whole.
LONGEST_QUOTED = 40
#: What an edition file without a single value is told.
#: The largest edition file read (bytes), from the command line or a web form.
MAX_EDITION = 256 * 1024
EMPTY = "the file is empty; make an edition with 'automeeple edition new GAME FILE'"


def edition_hash(text: str) -> str:
    """A short, stable fingerprint of an edition file's text."""
    return hashlib.sha256(text.encode()).hexdigest()[:16]


@dataclass(frozen=True)
class LoadedEdition(Generic[M]):
    """An edition together with the text it came from and the game's shipped file,
    so saves can keep its hash, and its text when it is someone's own."""

    data: M
    text: str
    source: str
    shipped_file: Path

    @cached_property
    def hash(self) -> str:
        return edition_hash(self.text)

    @property
    def shipped(self) -> bool:
        return self.text == self.shipped_file.read_text(encoding="utf-8")


def read_toml(text: str, source: str) -> dict[str, Any]:
    """The tables of a TOML text; ``source`` names it in the error. A leading
    byte-order mark (as Windows Notepad saves UTF-8) is no part of the text."""
    try:
        return tomllib.loads(text.removeprefix("\ufeff"))
    except tomllib.TOMLDecodeError as exc:
        raise EditionError(f"{source}: not valid TOML: {exc}") from None
    except RecursionError:
        raise EditionError(f"{source}: not valid TOML: nested too deeply") from None
    except ValueError:  # a number too long for int() (4,300 digits)
        raise EditionError(f"{source}: not valid TOML: a number with too many digits") from None


def quoted(text: str, longest: int = LONGEST_QUOTED) -> str:
    """A value as a message quotes it: whole when short, else its first characters
    with "..." and its length ("(5,000 characters)")."""
    if len(text) <= longest:
        return repr(text)
    return f"{text[:longest - 4] + '...'!r} ({len(text):,} characters)"


def place(loc: tuple, data: Any) -> str:
    """Where a problem is, as a person finds it in their file: a field by its
    name, an item of a list counted from 1 and, when it has one, by its name
    ("tiles[1] (Bison).die"); ``data`` is the file's data (``loc`` pydantic's)."""
    parts: list[str] = []
    item = data
    for at, key in enumerate(loc):
        if isinstance(key, int):
            item = item[key] if isinstance(item, list) and 0 <= key < len(item) else None
            name = item.get("name") if isinstance(item, dict) else None
            shown = ""
            # Not a name that is itself the problem (nor one a message quotes next).
            if (isinstance(name, str) and name and name == " ".join(name.split())
                    and name.isprintable() and loc[at + 1:at + 2] != ("name",)):
                short = name[:LONGEST_QUOTED - 4] + "..." if len(name) > LONGEST_QUOTED else name
                shown = f" ({short})"
            parts.append(f"[{key + 1}]{shown}")
        else:
            item = item.get(key) if isinstance(item, dict) else None
            parts.append(f".{key}" if parts else str(key))
    return "".join(parts)


def listed(names: list[str], most: int = MISSING_NAMED) -> str:
    """Names in a list a person reads: "a, b, c and 7 more", "a and b"."""
    if len(names) <= most + 1:
        return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
    return f"{', '.join(names[:most])} and {len(names) - most} more"


def missing_from(where: str, keys: list[str | int]) -> str:
    """The fields missing from one table ("missing: a, b and c"), or the items
    missing from the end of a list of a fixed length, counted as the list's
    length ("start_roll: 5 items, not 6"), never as a place counted from 0."""
    head = f"{where}: " if where else ""
    places = [key for key in keys if isinstance(key, int)]
    if len(places) == len(keys):
        return f"{head}{counted(min(places), 'item')}, not {max(places) + 1}"
    return f"{head}missing: {listed([str(key) for key in keys])}"


def problems(exc: ValidationError, data: Any) -> list[str]:
    """Each problem pydantic found in an edition's ``data``, as a person reads it:
    where it is (:func:`place`) and what is wrong, without pydantic's prefixes;
    the fields missing from one table in a single problem."""
    found: list[str | tuple[str]] = []  # a problem, or (where,): the fields missing there
    missing: dict[str, list[str | int]] = {}
    for err in exc.errors():
        loc = err["loc"]
        if err["type"] == "missing" and loc:
            where = place(loc[:-1], data)
            if where not in missing:
                missing[where] = []
                found.append((where,))
            missing[where].append(loc[-1])
            continue
        message = err["msg"]
        for prefix in PYDANTIC_PREFIXES:
            message = message.removeprefix(prefix)
        found.append(f"{place(loc, data) or '(top level)'}: {message}")
    return [item if isinstance(item, str) else missing_from(item[0], missing[item[0]])
            for item in found]


def printed_name(name: str, what: str, longest: int) -> str:
    """A name as printed on a component, which a person types to report it: one
    line of words with single spaces, at most ``longest`` characters (``what``
    names it in the error: "the town")."""
    if not name or name != " ".join(name.split()) or not name.isprintable():
        raise ValueError(f"{what} {quoted(name)}: write it on one line, words separated by "
                         "single spaces")
    if len(name) > longest:
        raise ValueError(f"{what} {quoted(name)}: longer than {longest} characters")
    return name


class EditionModel(BaseModel):
    """What every edition file starts with: its name, whether its data is a
    placeholder, and a note for the person."""

    model_config = ConfigDict(extra="forbid")

    name: str
    placeholder: bool
    note: str = ""

    @field_validator("name", "note")
    @classmethod
    def _printable(cls, text: str, info) -> str:
        """Shown on the screen as it is: printable text, no control characters."""
        if not all(ch.isprintable() for ch in text):
            raise ValueError("holds a control character; write plain text")
        if info.field_name == "name" and not 0 < len(text) <= 60:
            raise ValueError("a name of 1 to 60 characters")
        return text

    @property
    def label(self) -> str:
        return f"{self.name} (PLACEHOLDER data)" if self.placeholder else self.name


class EditionFile(Generic[M]):
    """A game's edition files: the shipped one (read once) and anyone's own."""

    def __init__(self, model: type[M], shipped: Path) -> None:
        self.model = model
        self.shipped = shipped
        self._shipped: LoadedEdition[M] | None = None

    def load(self, path: Path | None = None) -> LoadedEdition[M]:
        """Read and validate the edition in ``path`` (None: the shipped file)."""
        if path is None:
            if self._shipped is None:
                self._shipped = self.loads(self.shipped.read_text(encoding="utf-8"),
                                           str(self.shipped))
            return self._shipped
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as exc:
            raise EditionError(f"{path}: cannot read the edition file ({exc.strerror})"
                               ) from None
        except UnicodeDecodeError:
            raise EditionError(f"{path}: not a text file (expected UTF-8 TOML)") from None
        return self.loads(text, str(path))

    def loads(self, text: str | None, source: str = "edition") -> LoadedEdition[M]:
        """Validate an edition's text (None: the shipped edition); ``source`` names
        it in error messages."""
        if text is None:
            return self.load()
        data = read_toml(text, source)
        if not data:
            raise EditionError(f"{source}: {EMPTY}")
        try:
            plain = json.dumps(data)
        except TypeError:  # TOML's dates and times: no edition holds one
            raise EditionError(f"{source}: invalid edition: a date or time is not an "
                               "edition value") from None
        try:
            # Strict, and from the data's JSON form (where arrays still fill tuples): a
            # whole number must be written as one, so true is not 1 and 2.0 is not 2,
            # in every game's edition.
            edition = self.model.model_validate_json(plain, strict=True)
            return LoadedEdition(edition, text, source, self.shipped)
        except ValidationError as exc:
            raise EditionError(f"{source}: invalid edition: "
                               + "; ".join(problems(exc, data))) from None
