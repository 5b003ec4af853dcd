"""A game's declaration: what it is, written once, in plain data (docs/engine.md,
"Adding a game").

Each game package defines ``GAME = Declaration(...)`` in its ``__init__.py``; the
catalog (:mod:`automeeple.catalog`) finds the declarations and builds the games from
them, and the game's class reads its id, title and seat range from it. A declaration
names the game's classes by module path (``"package.module:Name"``), never by
importing them, so listing the games loads none of their rules.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .core import GameError

#: The bots every game may name among its own (by module path).
RANDOM = "automeeple.agents.random_bot:RandomAgent"
GREEDY = "automeeple.agents.greedy:GreedyAgent"


def check_seats(title: str, least: int, most: int, seats: int) -> int:
    """``seats``, when the game ``title`` is played by ``least`` to ``most``; else
    one line saying so."""
    if not least <= seats <= most:
        told = str(least) if least == most else f"{least} to {most}"
        raise GameError(f"{title} takes {told} players, not {seats}")
    return seats


@dataclass(frozen=True)
class Declaration:
    """How to build a game and its bots.

    ``game`` and ``options_class`` name the game's class and its options
    dataclass; ``bots`` maps a bot's name to its class; ``default_bot`` fills the
    seats nobody named; ``edition`` is the shipped edition file, relative to the
    folder holding the game's package (``automeeple/games`` for the games shipped
    here).
    """

    id: str
    title: str
    min_seats: int
    max_seats: int
    default_seats: int
    game: str
    options_class: str
    bots: dict[str, str]
    default_bot: str
    edition: str
    #: The game's view class (:class:`~automeeple.engine.view.View` extended by the
    #: game's board): what ``view(state, seat)`` returns.
    view: str
    #: The edition walk-through: ``questions(shipped_data) -> list[Question]``.
    walkthrough: str = ""
    summary: str = ""
    #: What a seat's score counts, for tables ("food" in The Alpha).
    score_name: str = "score"
    #: Seats the game's own rules play (the solo bot of BLITZKRIEG!): never asked,
    #: filled with the automa seat (:data:`~automeeple.engine.agent.AUTOMA_SEAT`).
    automa_seats: tuple[int, ...] = ()
    #: Options a Table-mode game starts with unless the person names them (how a
    #: person at the physical table reports their own turn, say).
    table_options: dict[str, Any] = field(default_factory=dict)
    #: Option values that only make sense at a physical table, each with the reason:
    #: outside Table mode (Play, Simulate) they are refused.
    table_only: dict[str, dict[Any, str]] = field(default_factory=dict)
    modes: tuple[str, ...] = field(default=("play", "table", "simulate"))
    #: The game's difficulty levels for ``calibrate``, easiest first: a name and the
    #: options it sets (none: one level, the options as given).
    levels: tuple[tuple[str, dict[str, Any]], ...] = ()
    #: The terminal's drawing of the board: a module with ``render(view,
    #: compact=False)`` returning a Rich renderable (none: the view's data shown).
    renderer: str = ""
    #: The web app's drawing of the board: a module with ``TEMPLATE`` (a Jinja
    #: template file beside the module, given ``view``) and ``HELPERS`` (the
    #: functions it calls, by name); none: the view's data shown.
    board: str = ""
    #: The iterations a hint searches (``automeeple.agents.ismcts.hint``): chosen so
    #: that a hint takes at most about 1 s of CPU on the reference machine in this
    #: game's costliest positions (``bench/benchmark.py`` prints the figure).
    hint_iterations: int = 500
    #: The bot (one of ``bots``) that plays every other person's seat in a search
    #: (``automeeple.agents.mcts``): what the searching seat expects of them (The
    #: Alpha's automa); none: they are searched too.
    search_model: str = ""
    #: The search's rollout policy, chosen by measurement (docs/search.md):
    #: "random", "mast" or "baseline" (the default bot's moves).
    search_rollout: str = "mast"
    #: For a game with ``evaluate``: the rollout steps taken past the tree before
    #: the position is scored; 0: none, the position the tree reached is scored.
    search_depth: int = 40
    #: Whether the default bot's ``values`` of a searched seat's moves order and
    #: bias its choices in the tree (progressive bias, docs/search.md).
    search_prior: bool = False
    #: Where the game comes in listings (then by id).
    order: int = 100
    #: How a game of it can end, as its rules name the endings (``Result.ended_by``):
    #: a kept row of a simulation that ended another way is not this game's (none:
    #: not checked).
    endings: tuple[str, ...] = ()
    #: A model a developer copies to add a game (the template game), not a game to
    #: play at the table: ``automeeple games``, the simulator and the environments
    #: have it; the home pages of the web app and the phone do not list it (its
    #: new-game form stays at its address).
    example: bool = False

    @property
    def package(self) -> str:
        """The game's package: the one holding its class's module."""
        return self.game.partition(":")[0].rpartition(".")[0]
