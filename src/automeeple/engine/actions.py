"""A game's action table: every action of one edition, made once, and the parsing
of a person's text back to the action (docs/engine.md, "Adding a game").

``str(action)`` is what a person types and what a game record holds. The table
indexes its actions by that text as parsing reads it (:func:`words`: any case, any
spacing), so ``parse`` gives the very action object the rules made, and the rules
compare actions by identity. A game subclasses :class:`ActionTable` and writes
only its own notation: ``key`` for the other spellings it accepts, ``read`` for the
forms no finite table holds (a payment, a move between two places).

An action's own text is read first; only a text that is none is read through
``key``, whose printed names stand for whole words alone: an id with a hyphen
("snowshoe-hare") is one word, and so is a number with a point ("2.1").
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cached_property
from typing import ClassVar

from .core import Action, IllegalAction, words


class ActionTable:
    """The actions ``all`` of one edition, indexed by their text; ``parse`` reads a
    text back, or raises :class:`IllegalAction` with the game's one-line message."""

    #: The game's title, as the message for a text that is no action names it.
    game: ClassVar[str]
    #: Names as the components print them, in the words a text is read in, each
    #: with the name an action's text gives the same thing ("western europe",
    #: "western-europe"): a person may type either, as the move list shows them.
    printed: list[tuple[str, str]] = []

    def __init__(self, actions: Iterable[Action] = ()) -> None:
        self.all: list[Action] = list(actions)
        self.by_text: dict[str, Action] = {words(str(a)): a for a in self.all}

    def parse(self, text: str) -> Action:
        exact = self.by_text.get(words(text))
        if exact is not None:
            return exact
        key = self.key(text)
        try:
            return self.by_text[key] if key in self.by_text else self.read(key)
        except (KeyError, ValueError):
            raise IllegalAction(f"{text!r} is not an action of {self.game}") from None

    def key(self, text: str) -> str:
        """``text`` as the index holds it, each of its :attr:`printed` names that
        stands as whole words given as the actions' texts give it, in one pass (a
        name given is not read again as another): a game that accepts other
        spellings of an action's text writes them here."""
        key = words(text)
        return self._printed.sub(lambda m: self._names[m[0]], key) if self.printed else key

    @cached_property
    def _names(self) -> dict[str, str]:
        return dict(self.printed)

    @cached_property
    def _printed(self) -> re.Pattern[str]:
        """The :attr:`printed` names as whole words: neither a letter, digit, hyphen
        nor a point between two of them next to either end; the longest first, so
        "the alpha pair" is read before "alpha pair"."""
        names = sorted(self._names, key=len, reverse=True)
        return re.compile(rf"(?<![\w-])(?<!\w\.)(?:{'|'.join(map(re.escape, names))})"
                          rf"(?![\w-])(?!\.\w)")

    def read(self, key: str) -> Action:
        """The action a text outside the index writes (``key`` is the text as
        :meth:`key` gives it), or KeyError or ValueError: a game whose actions
        cannot all be made in advance reads them here."""
        raise KeyError(key)
