"""The edition walk-through: the questions that turn an owner's components into an
edition file (``automeeple edition new GAME FILE``; docs/design.md, "Editions").

A game lists, for the values its shipped edition invents, one :class:`Question`
each: where the value goes in the edition's TOML data, the question naming the
component as it is printed, and how to read the answer. The front end asks them
in order, writes the answers over a copy of the shipped data, marks it
``placeholder = false`` and validates the whole file with the game's model.

An answer is checked as it is typed: by its question's ``parse``, and, where
names must differ (region boards' marks, tiles' names), against the other
answers that give such names (:class:`Distinct`, :func:`answer`). What only the
whole file can tell is laid at the question whose answer the message names
(:func:`at_fault`), to be answered again.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .core import GameError, signed


def _itself(value: Any) -> list[str]:
    return [value]


@dataclass(frozen=True, eq=False)
class Distinct:
    """Names that must differ: within one answer, and across the answers of every
    question that shares this (the same object)."""

    #: What a name given twice is told; ``{name}`` is the name, quoted ("{name} is
    #: the mark of two boards; each region board's mark differs").
    twice: str
    #: The names an answer (the value its question's ``parse`` made) gives.
    names: Callable[[Any], list[str]] = _itself
    #: What two names are compared by: a person types a name in any case.
    key: Callable[[str], str] = str.lower


@dataclass(frozen=True)
class Question:
    """One value an owner reads off a component."""

    #: Where the answer goes in the edition's TOML data (keys and list indexes).
    path: tuple[str | int, ...]
    #: The question, naming the component as it is printed ("The Hare die: its six
    #: faces, as printed (a number of food, X, C<food> or D), e.g. X C1 1 2 2 3").
    text: str
    #: The typed answer as the value to store; a :class:`GameError` with a
    #: one-line reason when it cannot be one.
    parse: Callable[[str], Any]
    #: The names the answer gives that must differ from each other and from other
    #: answers' (:class:`Distinct`).
    distinct: tuple[Distinct, ...] = ()


def twice(questions: list[Question], answers: list[Any], at: int, value: Any) -> str | None:
    """Why ``value``, the answer to ``questions[at]``, cannot be kept: a name it
    gives twice, or that another of the ``answers`` (in the questions' order) gives
    too; None when it can."""
    from .edition import quoted

    for rule in questions[at].distinct:
        given = enumerate(zip(questions, answers, strict=False))
        taken = {rule.key(name) for k, (question, other) in given
                 if k != at and any(r is rule for r in question.distinct)
                 for name in rule.names(other)}
        for name in rule.names(value):
            key = rule.key(name)
            if key in taken:
                return rule.twice.format(name=quoted(name))
            taken.add(key)
    return None


def answer(questions: list[Question], answers: list[Any], at: int, text: str) -> Any:
    """The typed ``text`` as the answer to ``questions[at]``, read by its ``parse``
    and checked against the other ``answers``; a :class:`GameError` with a one-line
    reason when it cannot be one."""
    value = questions[at].parse(text)
    problem = twice(questions, answers, at, value)
    if problem is not None:
        raise GameError(problem)
    return value


def at_fault(questions: list[Question], message: str, data: dict[str, Any]) -> int | None:
    """The question (its index) whose answer a whole-file ``message`` is about: the
    one whose place in ``data`` (the edition written) the message names most
    closely ("tiles[2] (Forest).die", else "tiles"), the first of those alike;
    None when it names none of them."""
    from .edition import place as where

    best, found = 0, None
    for k, question in enumerate(questions):
        for size in range(len(question.path), best, -1):
            named = where(question.path[:size], data)
            if re.search(rf"(?<![\w.]){re.escape(named)}(?!\w)", message):
                best, found = size, k
                break
    return found


def place(data: dict[str, Any], path: tuple[str | int, ...], value: Any) -> None:
    """Put ``value`` at ``path`` in the nested TOML data."""
    *outer, last = path
    for key in outer:
        data = data[key]
    data[last] = value


def whole_number(low: int, high: int) -> Callable[[str], int]:
    """A parser for a whole number from ``low`` to ``high``."""
    def parse(text: str) -> int:
        value = signed(text)
        if value is None:
            raise GameError(f"{text!r} is not a whole number")
        if not low <= value <= high:
            raise GameError(f"{value} is not between {low} and {high}")
        return value
    return parse
