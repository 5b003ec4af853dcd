"""The catalog: every game, its options and its bots (docs/design.md, "Layers").

The command line, the sessions, the simulator and the tests read games from here.
It sits above the games and the agents, so neither imports it; it names their
classes by module path and imports a game only when it is used, so listing the
games (``automeeple games``) or asking for ``--help`` loads none of them.

A game module provides a class with the engine's contract (usually a
:class:`~automeeple.engine.flow.FlowGame`), built as ``Game(seats, opts, edition)``,
with ``EDITION`` (its :class:`~automeeple.engine.edition.EditionFile`); its options
are one frozen dataclass (:mod:`automeeple.engine.options`) in a module of its own.
"""

from __future__ import annotations

import dataclasses
import importlib
import tomllib
from collections.abc import Collection
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

from automeeple.engine.agent import AUTOMA_SEAT, Agent, AutomaSeat
from automeeple.engine.core import Game, GameError, Option
from automeeple.engine.options import describe, parse

GAMES_DIR = Path(__file__).resolve().parent / "games"


def load(path: str) -> Any:
    """The object named ``"package.module:Name"``."""
    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


@dataclass(frozen=True)
class GameInfo:
    """How to build a game and its bots.

    ``game`` and ``options_class`` name the game's class and its options
    dataclass; ``bots`` maps a bot's name to its class; ``default_bot`` fills the
    seats nobody named; ``edition`` is the shipped edition file, relative to
    ``automeeple/games``.
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
    #: The edition walk-through: ``questions(shipped_data) -> list[Question]``.
    walkthrough: str = ""
    summary: str = ""
    #: What a seat's score counts, for tables ("food" in The Alpha).
    score_name: str = "score"
    #: Seats the game's own rules play (the solo bot of BLITZKRIEG!): never asked,
    #: filled with :data:`~automeeple.engine.agent.AUTOMA_SEAT`.
    automa_seats: tuple[int, ...] = ()
    #: Options a Table-mode game starts with unless the person names them (how a
    #: person at the physical table reports their own turn, say).
    table_options: dict[str, Any] = field(default_factory=dict)
    #: Option values that only make sense at a physical table, each with the reason:
    #: outside Table mode (Play, Simulate) they are refused.
    table_only: dict[str, dict[Any, str]] = field(default_factory=dict)
    modes: tuple[str, ...] = field(default=("play", "table", "simulate"))

    # --- options --------------------------------------------------------------------

    @cached_property
    def options(self) -> tuple[Option, ...]:
        return describe(load(self.options_class))

    def parse_options(self, given: dict[str, Any]) -> Any:
        """The typed options object: defaults overlaid with ``given``; unknown
        names and bad values are errors."""
        return parse(load(self.options_class), given, self.id)

    def option_values(self, given: dict[str, Any], table: bool = False) -> dict[str, Any]:
        """Every option's value (defaults overlaid with ``given``; in Table mode,
        with :attr:`table_options` between the two), as plain data."""
        base = self.table_options if table else {}
        return dataclasses.asdict(self.parse_options({**base, **given}))

    def off_the_table(self, given: dict[str, Any]) -> None:
        """Refuse, for a game played without the physical table (Play mode, bots
        only, simulations), the option values of :attr:`table_only` a person gave."""
        for name, value in given.items():
            why = self.table_only.get(name, {}).get(value)
            if why:
                raise GameError(f"option {name}={value} is for Table mode only ({why}); "
                                f"play it with the physical game: 'table {self.id}'")

    # --- the game ---------------------------------------------------------------------

    def make(self, seats: int, options: dict[str, Any], edition_text: str | None = None,
             edition_source: str = "edition") -> Game:
        """The game for ``seats`` with ``options``; ``edition_text`` None means the
        shipped edition, ``edition_source`` names another in error messages."""
        opts = self.parse_options(options)
        cls = load(self.game)
        return cls(self.seat_count(seats), opts, cls.EDITION.loads(edition_text, edition_source))

    def seat_count(self, players: int | None) -> int:
        """``players`` (None: the usual number), checked against the game's range."""
        n = self.default_seats if players is None else players
        if not self.min_seats <= n <= self.max_seats:
            raise GameError(f"{self.title} takes {self.min_seats} to {self.max_seats} "
                            f"players, not {n}")
        return n

    def shipped_edition(self) -> dict[str, Any]:
        """The shipped edition file's data, read without building the game."""
        with (GAMES_DIR / self.edition).open("rb") as f:
            return tomllib.load(f)

    def edition_status(self) -> str:
        """The shipped edition's label."""
        head = self.shipped_edition()
        name = head.get("name", "edition")
        return f"{name} (PLACEHOLDER data)" if head.get("placeholder") else name

    def check_edition(self, text: str, source: str) -> Any:
        """The edition in ``text`` as the game loads it (a one-line error if it is
        not one this game can play)."""
        return load(self.game).EDITION.loads(text, source)

    # --- seats and bots ---------------------------------------------------------------

    def person_seats(self, seats: int) -> list[int]:
        """The seats a person or a bot may take (those the rules do not play)."""
        return [x for x in range(seats) if x not in self.automa_seats]

    def default_people(self, seats: int) -> list[int]:
        """The seats people take unless told otherwise: in a game whose rules play
        the opponent (automa seats), every other seat (two people against Dragon
        Canyon's AI); else the first seat, bots in the others."""
        free = self.person_seats(seats)
        return free if self.automa_seats else free[:1]

    def players(self, spec: list[str], seats: int,
                human: int | Collection[int] | None = None) -> list[str]:
        """Who plays each seat: the automa seats, the seat (or seats) people play,
        and the bots of ``spec`` in the other seats, in seat order."""
        people = () if human is None else (human,) if isinstance(human, int) else human
        free = [x for x in self.person_seats(seats) if x not in people]
        if len(spec) != len(free):
            raise GameError(f"{len(spec)} bots named for {len(free)} seats")
        out = [AUTOMA_SEAT] * seats
        for seat, name in zip(free, spec, strict=True):
            out[seat] = name
        for seat in people:
            out[seat] = "human"
        return out

    def bot_names(self) -> list[str]:
        """Every bot a seat may take: the game's own (:attr:`bots`), then the search
        bot every game has, ``ismcts`` (``ismcts:N`` for N iterations a move). The
        search bot is kept out of :attr:`bots`, whose bots the conformance suite
        plays in every seat of whole games."""
        return [*self.bots, SEARCH]

    def has_bot(self, name: str) -> bool:
        """Whether ``name`` names a bot of this game (``ismcts:N`` included)."""
        if name in self.bots:
            return True
        head, colon, budget = name.partition(":")
        return head == SEARCH and (not colon or (budget.isdigit()
                                                 and 1 <= int(budget) <= SEARCH_MOST))

    def bot(self, name: str) -> Agent:
        if name == AUTOMA_SEAT and self.automa_seats:
            return AutomaSeat()
        if name not in self.bots and self.has_bot(name):
            from automeeple.agents.ismcts import parse_name
            return parse_name(name)
        try:
            path = self.bots[name]
        except KeyError:
            raise self.no_bot(name) from None
        return load(path)()

    def no_bot(self, name: str) -> GameError:
        """The error for a name that is no bot of this game, listing them."""
        return GameError(f"{self.id} has no bot {name!r}; bots: {', '.join(self.bot_names())} "
                         f"(and {SEARCH}:N, N from 1 to {SEARCH_MOST} iterations a move)")


#: The searching bot every game has (:mod:`automeeple.agents.ismcts`).
SEARCH = "ismcts"
#: The most iterations a move ``ismcts:N`` takes: about a minute a move in the
#: slowest game (Islebound searches some 200 iterations a second on one core), so
#: a game with it still ends.
SEARCH_MOST = 10_000
RANDOM = "automeeple.agents.random_bot:RandomAgent"
GREEDY = "automeeple.agents.greedy:GreedyAgent"

_GAMES = {info.id: info for info in (
    GameInfo(
        id="the-alpha", title="The Alpha", min_seats=3, max_seats=6, default_seats=4,
        game="automeeple.games.the_alpha.game:AlphaGame",
        options_class="automeeple.games.the_alpha.options:AlphaOptions",
        bots={"automa": "automeeple.games.the_alpha.automa:AlphaAutoma", "random": RANDOM},
        default_bot="automa", edition="the_alpha/placeholder.toml",
        walkthrough="automeeple.games.the_alpha.walkthrough:questions",
        summary="3-6 wolf packs; the complete game, with the Alpha automa in any seat",
        score_name="food"),
    GameInfo(
        id="blitzkrieg", title="BLITZKRIEG!", min_seats=2, max_seats=2, default_seats=2,
        game="automeeple.games.blitzkrieg.game:BlitzGame",
        options_class="automeeple.games.blitzkrieg.options:BlitzOptions",
        bots={"baseline": "automeeple.games.blitzkrieg.baseline:BlitzBaseline",
              "greedy": GREEDY, "random": RANDOM},
        default_bot="baseline", edition="blitzkrieg/placeholder.toml",
        walkthrough="automeeple.games.blitzkrieg.walkthrough:questions",
        summary="you against the solo bot, which computes its whole placement and explains it",
        score_name="VP", automa_seats=(1,)),
    GameInfo(
        id="wolves", title="The Wolves", min_seats=3, max_seats=3, default_seats=3,
        game="automeeple.games.wolves.game:WolvesGame",
        options_class="automeeple.games.wolves.options:WolvesOptions",
        bots={"baseline": "automeeple.games.wolves.baseline:WolvesBaseline", "random": RANDOM},
        default_bot="baseline", edition="wolves/edition.toml",
        walkthrough="automeeple.games.wolves.walkthrough:questions",
        summary="you against two AI packs that draw action tiles and explain each activation",
        score_name="VP", automa_seats=(1, 2)),
    GameInfo(
        id="islebound", title="Islebound", min_seats=2, max_seats=2, default_seats=2,
        game="automeeple.games.islebound.game:IsleGame",
        options_class="automeeple.games.islebound.options:IsleOptions",
        bots={"baseline": "automeeple.games.islebound.baseline:IsleBaseline",
              "random": RANDOM},
        default_bot="baseline", edition="islebound/placeholder.toml",
        walkthrough="automeeple.games.islebound.walkthrough:questions",
        summary="you against the solo AI, which rolls its moves and actions and explains each",
        score_name="renown", automa_seats=(1,), table_options={"person_turn": "reported"},
        table_only={"person_turn": {"reported": "your turn is played on the physical "
                                                "board and reported"}}),
    GameInfo(
        id="dragon-canyon", title="Dragon Canyon", min_seats=2, max_seats=3,
        default_seats=2,
        game="automeeple.games.dragon_canyon.game:DragonGame",
        options_class="automeeple.games.dragon_canyon.options:DragonOptions",
        bots={"baseline": "automeeple.games.dragon_canyon.baseline:DragonBaseline",
              "random": RANDOM},
        default_bot="baseline", edition="dragon_canyon/placeholder.toml",
        walkthrough="automeeple.games.dragon_canyon.walkthrough:questions",
        summary="you (or two of you) against the AI variant 1.10.4, which explains each "
                "card it flips",
        score_name="VP", automa_seats=(0,)),
)}


def games() -> list[GameInfo]:
    return list(_GAMES.values())


def get(game_id: str) -> GameInfo:
    try:
        return _GAMES[game_id]
    except KeyError:
        raise GameError(
            f"unknown game {game_id!r}; games: {', '.join(sorted(_GAMES))}") from None
