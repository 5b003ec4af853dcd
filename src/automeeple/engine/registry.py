"""The one registry of games that the CLI, the simulator and the tests all read."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .agent import AUTOMA_SEAT, Agent, AutomaSeat
from .core import Game, GameError, Option


@dataclass(frozen=True)
class GameInfo:
    """How to build a game and its bots.

    ``make(seats, options, edition_text, edition_source)`` returns a :class:`Game`;
    ``edition_text`` None means the shipped edition. ``bots`` maps a bot name to a factory;
    ``default_bot`` is the one that fills seats nobody named.
    """

    id: str
    title: str
    min_seats: int
    max_seats: int
    default_seats: int
    options: tuple[Option, ...]
    make: Callable[..., Game]
    bots: dict[str, Callable[[], Agent]]
    default_bot: str
    edition_status: Callable[[], str]
    summary: str = ""
    #: What a seat's score counts, for tables ("food" in The Alpha).
    score_name: str = "score"
    #: Seats the game's own rules play (the solo bot of BLITZKRIEG!): never asked,
    #: filled with :data:`~automeeple.engine.agent.AUTOMA_SEAT`.
    automa_seats: tuple[int, ...] = ()
    modes: tuple[str, ...] = field(default=("play", "table", "simulate"))

    def players(self, spec: list[str], seats: int, human: int | None = None) -> list[str]:
        """Who plays each seat: the automa seats, the person's seat (if any), and
        the bots of ``spec`` in the other seats, in seat order."""
        free = [x for x in range(seats) if x not in self.automa_seats and x != human]
        if len(spec) != len(free):
            raise GameError(f"{len(spec)} bots named for {len(free)} seats")
        out = [AUTOMA_SEAT] * seats
        for seat, name in zip(free, spec, strict=True):
            out[seat] = name
        if human is not None:
            out[human] = "human"
        return out

    def option_values(self, given: dict[str, Any]) -> dict[str, Any]:
        """Defaults overlaid with ``given``; unknown names or bad values are errors."""
        known = {o.name: o for o in self.options}
        values = {o.name: o.default for o in self.options}
        for name, value in given.items():
            if name not in known:
                raise GameError(
                    f"{self.id} has no option {name!r}; options: {', '.join(known) or 'none'}"
                )
            if known[name].choices and value not in known[name].choices:
                raise GameError(f"option {name} must be one of {known[name].choices}")
            values[name] = value
        return values

    def bot(self, name: str) -> Agent:
        if name == AUTOMA_SEAT and self.automa_seats:
            return AutomaSeat()
        try:
            return self.bots[name]()
        except KeyError:
            raise GameError(
                f"{self.id} has no bot {name!r}; bots: {', '.join(self.bots)}"
            ) from None


_GAMES: dict[str, GameInfo] = {}


def register(info: GameInfo) -> GameInfo:
    _GAMES[info.id] = info
    return info


def games() -> list[GameInfo]:
    _load_all()
    return list(_GAMES.values())


def get(game_id: str) -> GameInfo:
    _load_all()
    try:
        return _GAMES[game_id]
    except KeyError:
        raise GameError(
            f"unknown game {game_id!r}; games: {', '.join(sorted(_GAMES))}"
        ) from None


def _load_all() -> None:
    # Importing the games package registers every game it holds.
    import automeeple.games  # noqa: F401
