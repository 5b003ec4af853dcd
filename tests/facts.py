"""What the catalog-wide tests need to know of a game beyond its declaration.

A test that holds for every game reads the game from the catalog (its
:class:`~automeeple.catalog.GameInfo`: seats, bots, automa seats, options, levels,
renderer, board, walk-through) and, for what a declaration does not say, from the
``FACTS`` of the game's own tests package (``tests/<package>/facts.py``). A game
without that module has the defaults below: those of the smallest game a test must
still hold for (a few moves, no chance, no printed labels, no walk-through), so
adding a game needs no edit to a shared test, and the parts a game does not have
are skipped with the reason.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from automeeple.catalog import GameInfo


@dataclass(frozen=True)
class TableGame:
    """A Table-mode game (a seed and options, over the game's Table-mode options)."""

    seed: int
    options: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Facts:
    """What a shared test may count on in one game; the defaults promise nothing."""

    #: Different seeds deal different games: the starting position depends on the
    #: seed, and three seeds give three different bots-only games.
    seeded: bool = False
    #: A Table-mode game in which the person reports what came up, some of it by a
    #: printed label that is not a number (a tile's name, a die face "X").
    labelled: TableGame | None = None
    #: A whole game (every seat's steps and chance) takes at least this many steps.
    steps: int = 1
    #: A person playing one seat of a whole game decides at least this many times.
    decisions: int = 1
    #: Kinds of prompt (the rule that asks) a whole Play-mode game meets, at least.
    prompt_kinds: int = 1
    #: The automa seats take at least this many decisions in a row somewhere in the
    #: first 60 of a person's moves (seed 3).
    automa_run: int = 1
    #: Option values, other than the defaults, that bring questions of their own.
    more_options: tuple[dict[str, Any], ...] = ()
    #: How the phone test starts a whole Play-mode game (``start_game``'s players,
    #: seat_bots and options): a few players, options that keep it short.
    browser: dict[str, Any] = field(default_factory=dict)
    #: The new-game form's fields (``opt_NAME``) that keep a web whole game short.
    web_form: dict[str, str] = field(default_factory=dict)
    #: The README's screenshot (docs/screenshots/NAME) taken from the top of this
    #: game's last saved Play-mode screen in the phone test; none: no screenshot.
    screenshot: str = ""
    #: The shipped value a walk-through question asks for, typed as an owner would
    #: (none: the value itself, a list as its items joined by spaces).
    walkthrough_answer: Callable[[Any], str] | None = None


def package_of_tests(info: GameInfo) -> str:
    """The game's own tests package: ``tests.<package>``."""
    return f"tests.{info.package.rpartition('.')[2]}"


def module_of(info: GameInfo, name: str) -> ModuleType | None:
    """The module ``name`` of the game's tests package; None when it has none."""
    full = f"{package_of_tests(info)}.{name}"
    try:
        return importlib.import_module(full)
    except ModuleNotFoundError as missing:
        if missing.name not in (package_of_tests(info), full):
            raise
        return None


def facts(info: GameInfo) -> Facts:
    """The game's :class:`Facts` (``FACTS`` in ``tests/<package>/facts.py``)."""
    module = module_of(info, "facts")
    return Facts() if module is None else module.FACTS


def placeholder_answer(question: Any) -> str:
    """The shipped value as a walk-through question shows it: "Placeholder: VALUE"
    at its end, or "(placeholder: VALUE)"."""
    found = re.search(r"\(placeholder: (.*)\)$|Placeholder: (.*)$", question.text)
    assert found, question.text
    return found.group(1) or found.group(2)
