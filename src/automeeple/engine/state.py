"""A game state's fields, declared once (docs/design.md, "The engine's contract").

A state class lists each field with how it is copied and how it enters the state's
key; :class:`GameState` writes ``clone()`` and ``key()`` from that one declaration,
so a new field cannot be forgotten in either. A field that only explains the game
is left out of the key on purpose: :data:`UNKEYED` (an immutable value, a trace) or
:data:`TALLY` (a list of numbers kept for the record, a score's breakdown).

    class MyState(GameState):
        FIELDS = {"rng": RNG, "flow": FLOW, "week": VALUE, "food": LIST}
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

#: An immutable value (int, str, tuple, None, a frozen record): shared by clones.
VALUE = "value"
#: A list of immutable values: copied; keyed in order.
LIST = "list"
#: A list whose order does not matter (a bag of tokens): copied; keyed sorted.
BAG = "bag"
#: A list of lists of immutable values: each inner list copied.
LISTS = "lists"
#: A list of dicts with immutable values: each dict copied; keyed by sorted items.
DICTS = "dicts"
#: An object (or None) with ``copy()`` and ``key()`` methods.
OBJECT = "object"
#: The state's random stream (or None in an observation): keyed by its position.
RNG = "rng"
#: The turn flow (:mod:`.flow`): a list of frozen work items, top last.
FLOW = "flow"
#: Copied by reference and left out of the key: explains the game, never decides it.
UNKEYED = "unkeyed"
#: A list of numbers kept for the record (a score's breakdown): copied, and left out
#: of the key as UNKEYED is.
TALLY = "tally"
#: The kinds left out of the key.
NOT_KEYED = frozenset({UNKEYED, TALLY})

#: How each kind is copied (``list.copy()``, not ``[:]``, which builds a slice
#: object first: a search clones a state on every iteration).
_COPY = {
    VALUE: "{v}", UNKEYED: "{v}", LIST: "{v}.copy()", BAG: "{v}.copy()", FLOW: "{v}.copy()",
    TALLY: "{v}.copy()",
    LISTS: "[x.copy() for x in {v}]", DICTS: "[dict(x) for x in {v}]",
    OBJECT: "None if {v} is None else {v}.copy()", RNG: "None if {v} is None else {v}.copy()",
}
_KEY = {
    VALUE: "{v}", LIST: "tuple({v})", FLOW: "tuple({v})", BAG: "tuple(sorted({v}))",
    LISTS: "tuple(map(tuple, {v}))", DICTS: "tuple(tuple(sorted(x.items())) for x in {v})",
    OBJECT: "None if {v} is None else {v}.key()", RNG: "None if {v} is None else {v}.state",
}


class GameState:
    """Base of a state whose fields are declared in ``FIELDS`` (name: kind).

    Subclasses get ``__slots__``, ``clone()`` (a structural copy, no deepcopy),
    ``share()`` (a copy sharing every field, for a reader that changes nothing) and
    ``key()`` (every keyed field as plain values: equal keys mean equal states),
    generated once when the class is defined, so they run at the speed of
    hand-written code.
    """

    __slots__ = ()
    FIELDS: ClassVar[dict[str, str]] = {}

    def __init_subclass__(cls, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        fields = cls.__dict__.get("FIELDS")
        if fields is None:
            return
        for name, kind in fields.items():
            if kind not in _COPY:
                raise TypeError(f"{cls.__name__}.{name}: unknown field kind {kind!r}")
        names = list(fields)
        if tuple(cls.__dict__.get("__slots__", ())) != tuple(names):
            raise TypeError(f"{cls.__name__}: write __slots__ = tuple(FIELDS), so every "
                            "attribute is a declared field")
        keyed = [_KEY[k].format(v=f"self.{n}") for n, k in fields.items()
                 if k not in NOT_KEYED]
        source = "def key(self):\n    return (" + "".join(f"{k}, " for k in keyed) + ")\n"
        namespace: dict = {}
        exec(compile(source, f"<{cls.__name__} fields>", "exec"), namespace)  # noqa: S102
        cls.clone = cls.sharing()
        cls.clone.__doc__ = "A structural copy: lists copied, immutable values shared."
        cls.share = cls.sharing(*names)
        cls.share.__doc__ = ("A copy that shares every field with the state: for a reader "
                             "that changes nothing and keeps nothing (a bot's glimpse).")
        cls.key = namespace["key"]
        cls.key.__doc__ = "Every keyed field as plain values: equal keys, equal states."
        cls.KEYED = tuple(n for n in names if fields[n] not in NOT_KEYED)

    @classmethod
    def sharing(cls, *shared: str) -> Callable:
        """A copy function like ``clone`` (generated from ``FIELDS`` the same way),
        except that the fields named in ``shared`` are shared with the original, not
        copied: for a caller that never changes them on the copy (a bot's look-ahead
        that plays a turn on many copies of one position)."""
        unknown = set(shared) - set(cls.FIELDS)
        if unknown:
            raise TypeError(f"{cls.__name__} has no field {sorted(unknown)[0]!r}")
        lines = [f"    c.{n} = " + ("{v}" if n in shared else _COPY[k]).format(v=f"self.{n}")
                 for n, k in cls.FIELDS.items()]
        source = "def copy(self):\n    c = new(cls)\n" + "\n".join(lines) + "\n    return c\n"
        namespace: dict = {"cls": cls, "new": object.__new__}
        label = f" sharing {', '.join(shared)}" if shared else ""
        exec(compile(source, f"<{cls.__name__} fields{label}>", "exec"), namespace)  # noqa: S102
        return namespace["copy"]

    def clone(self):  # replaced in every subclass that declares FIELDS
        raise NotImplementedError

    def share(self):  # replaced in every subclass that declares FIELDS
        raise NotImplementedError

    def key(self) -> tuple:  # replaced in every subclass that declares FIELDS
        raise NotImplementedError

