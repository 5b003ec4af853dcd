"""The catalog: every game, its options and its bots (docs/design.md, "Layers").

The command line, the sessions, the simulator and the tests read games from here.
It sits above the games and the agents, so neither imports it. It finds the games
from their declarations (:class:`~automeeple.engine.declaration.Declaration`): the
``GAME`` of each package under ``automeeple/games`` and of each entry point of the
group :data:`ENTRY_POINTS`. A declaration names the game's classes by module path,
and a game is imported only when it is used, so listing the games (``automeeple
games``) or asking for ``--help`` loads none of their rules.

A game module provides a class with the engine's contract (usually a
:class:`~automeeple.engine.flow.FlowGame`), built as ``Game(seats, opts, edition)``,
with ``EDITION`` (its :class:`~automeeple.engine.edition.EditionFile`); its options
are one frozen dataclass (:mod:`automeeple.engine.options`) in a module of its own.
"""

from __future__ import annotations

import dataclasses
import importlib
import pkgutil
import tomllib
from collections.abc import Collection
from dataclasses import fields
from functools import cache, cached_property
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any

from automeeple.agents import SEARCH_MOST
from automeeple.engine.agent import AUTOMA_SEAT, Agent, AutomaSeat
from automeeple.engine.core import Game, GameError, Option, number
from automeeple.engine.declaration import Declaration, check_seats
from automeeple.engine.options import describe, parse

GAMES_DIR = Path(__file__).resolve().parent / "games"


def load(path: str) -> Any:
    """The object named ``"package.module:Name"``."""
    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


class GameInfo(Declaration):
    """A game's declaration (:class:`~automeeple.engine.declaration.Declaration`)
    with what the rest of the program asks of it: its options parsed, the game and
    its bots built, its shipped edition read."""

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
        edition = (cls.EDITION.loads(None) if edition_text is None
                   else self.check_edition(edition_text, edition_source))
        return cls(self.seat_count(seats), opts, edition)

    def seat_count(self, players: int | None) -> int:
        """``players`` (None: the usual number), checked against the game's range."""
        n = self.default_seats if players is None else players
        return check_seats(self.title, self.min_seats, self.max_seats, n)

    @property
    def edition_path(self) -> Path:
        """The shipped edition file: :attr:`edition`, relative to the folder that
        holds the game's package (:data:`GAMES_DIR` for the games shipped here)."""
        package = importlib.import_module(self.package)
        return Path(next(iter(package.__path__))).parent / self.edition

    def shipped_edition(self) -> dict[str, Any]:
        """The shipped edition file's data, read without building the game."""
        with self.edition_path.open("rb") as f:
            return tomllib.load(f)

    def edition_status(self) -> str:
        """The shipped edition's label."""
        head = self.shipped_edition()
        name = head.get("name", "edition")
        return f"{name} (PLACEHOLDER data)" if head.get("placeholder") else name

    def check_edition(self, text: str, source: str) -> Any:
        """The edition in ``text`` as the game loads it (a one-line error if it is
        not one this game can play; an edition of another game is said to be one,
        not listed field by field)."""
        from automeeple.engine.edition import EditionError, read_toml

        try:
            return load(self.game).EDITION.loads(text, source)
        except EditionError:
            keys = set(read_toml(text, source))  # not TOML: that error, raised again
            other = edition_game(keys)
            if len(keys & set(other.shipped_edition())) == len(keys & set(
                    self.shipped_edition())):  # this game's, or no closer to another's
                raise
            raise EditionError(f"{source}: an edition of {other.title}, not of "
                               f"{self.title} (its fields are those of {other.title})") from None

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

    def bot_summary(self, name: str) -> str:
        """What the bot ``name`` (one of :meth:`bot_names`) is, in a few words."""
        return self.bot(name).summary

    def has_bot(self, name: str) -> bool:
        """Whether ``name`` names a bot of this game (``ismcts:N`` and
        ``openspiel-ismcts:N`` included)."""
        if name in self.bots:
            return True
        head, colon, rest = name.partition(":")
        if head == SPIEL_SEARCH:
            return 1 <= (number(rest) or 0) <= SEARCH_MOST
        if head != SEARCH:
            return False
        from automeeple.agents.ismcts import parse_name  # options: its own rules

        try:
            search = parse_name(name)
            return not colon or (search is not None and search.iterations <= SEARCH_MOST)
        except ValueError:
            return False

    def bot(self, name: str) -> Agent:
        if name == AUTOMA_SEAT and self.automa_seats:
            return AutomaSeat()
        if name not in self.bots and self.has_bot(name):
            if name.startswith(SPIEL_SEARCH):
                return spiel_search(name)
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
                         f"(and {SEARCH}:N, N from 1 to {SEARCH_MOST} iterations a move, then "
                         "optionally :search-all and a rollout, :random, :mast or :baseline); "
                         f"{SPIEL_SEARCH}:N is OpenSpiel's, with 'automeeple[openspiel]'")


#: The searching bot every game has (:mod:`automeeple.agents.ismcts`).
SEARCH = "ismcts"
#: OpenSpiel's ISMCTS, N simulations a move, playing through the adapter
#: (:mod:`automeeple.envs.openspiel`, the extra ``automeeple[openspiel]``).
SPIEL_SEARCH = "openspiel-ismcts"


def spiel_search(name: str) -> Agent:
    """The bot ``openspiel-ismcts:N``; a one-line error without OpenSpiel, or where
    the adapter is not installed (the phone's site leaves it out)."""
    try:
        from automeeple.envs.openspiel import ISMCTS
    except ModuleNotFoundError:
        raise GameError(f"{name} needs automeeple's OpenSpiel adapter, which this "
                        "installation leaves out") from None
    return ISMCTS(int(name.partition(":")[2]))


#: The entry-point group through which another distribution adds a game: each entry
#: point names a :class:`~automeeple.engine.declaration.Declaration`
#: (``my_game = "my_package:GAME"``).
ENTRY_POINTS = "automeeple.games"


def declarations() -> list[Declaration]:
    """Every game declared: the ``GAME`` of each package under ``automeeple/games``,
    then those of the :data:`ENTRY_POINTS` group. Only the packages'
    ``__init__`` modules are read, never the games' rules."""
    from automeeple import games as shipped

    found = []
    for module in pkgutil.iter_modules(shipped.__path__, f"{shipped.__name__}."):
        if module.ispkg:
            game = getattr(importlib.import_module(module.name), "GAME", None)
            if game is not None:
                found.append(game)
    for point in entry_points(group=ENTRY_POINTS):
        game = point.load()
        if not isinstance(game, Declaration):
            raise GameError(f"entry point {point.name} = {point.value!r} ({ENTRY_POINTS}) "
                            "names no game declaration")
        found.append(game)
    return found


@cache
def _catalog() -> dict[str, GameInfo]:
    """The games by id, in listing order (``order``, then id); two games may not
    share an id."""
    out: dict[str, GameInfo] = {}
    for game in sorted(declarations(), key=lambda g: (g.order, g.id)):
        if game.id in out:
            raise GameError(f"two games declare the id {game.id!r}: "
                            f"{out[game.id].package} and {game.package}")
        out[game.id] = GameInfo(**{f.name: getattr(game, f.name) for f in fields(game)})
    return out


#: Top-level fields any game's edition file may have: they tell no game's from another's.
COMMON_FIELDS = frozenset({"name", "placeholder", "note"})


def shared(keys: set[str], info: GameInfo) -> int:
    """How many of ``keys`` (an edition file's top-level fields) that tell one game's
    edition from another's are in ``info``'s shipped edition."""
    return len((keys - COMMON_FIELDS) & set(info.shipped_edition()))


def edition_game(keys: set[str]) -> GameInfo:
    """The game whose shipped edition shares the most top-level fields with
    ``keys`` (an edition file's): the one it looks like (the first listed, on a tie)."""
    return max(games(), key=lambda i: shared(keys, i))


def edition_for(keys: set[str], source: str) -> GameInfo:
    """The game an edition file (``keys``: its top-level fields) is for, where they
    tell; a one-line error where they do not (none that one game's edition has, or
    as many of two games' as of any)."""
    scores = [(shared(keys, info), info) for info in games()]  # each file read once
    most = max(score for score, _ in scores)
    alike = [info for score, info in scores if score == most] if most else []
    if len(alike) == 1:
        return alike[0]
    ids = [info.id for info in alike]
    raise GameError(f"{source}: cannot tell which game's edition this is"
                    + (f" (it fits {', '.join(ids[:-1])} and {ids[-1]} alike)" if ids else "")
                    + "; name the game with --game GAME")


def games() -> list[GameInfo]:
    return list(_catalog().values())


def get(game_id: str) -> GameInfo:
    known = _catalog()
    try:
        return known[game_id]
    except KeyError:
        raise GameError(
            f"unknown game {game_id!r}; games: {', '.join(sorted(known))}") from None


def title_of(game_id: str) -> str:
    """The title of the game ``game_id`` names (a saved game's), or the id itself
    where no game has it (a save from another install, or damaged)."""
    info = _catalog().get(game_id)
    return info.title if info is not None else game_id
