"""What every game's determinization must do (each game's ``test_determinize.py``):
from a seat's observation, a full state the seat cannot tell from the true one (its
observation unchanged), the game's invariants holding, and a fresh chance stream;
hidden things sampled, so two streams can deal them differently."""

from __future__ import annotations

import importlib
from typing import Any

from automeeple import catalog
from automeeple.agents.random_bot import RandomAgent
from automeeple.engine.core import CHANCE, TERMINAL
from automeeple.engine.play import play_out
from automeeple.engine.rng import Stream


def positions(game_id: str, seats: int, seed: int, every: int = 1) -> list[Any]:
    """Every ``every``-th position of a seeded random game where a seat decides: any
    legal move in every seat the rules do not play, whether or not the game offers
    a random bot."""
    info = catalog.get(game_id)
    game = info.make(seats, {})
    players = info.players(["random"] * len(info.person_seats(seats)), seats)
    agents = [RandomAgent() if name == "random" else info.bot(name) for name in players]
    out: list[Any] = []

    def keep(state: Any, step: int) -> None:
        if game.to_move(state) not in (CHANCE, TERMINAL) and step % every == 0:
            out.append(game.clone(state))

    play_out(game, agents, seed, each=keep)
    return out


def check_determinization(game: Any, state: Any, seat: int, stream: int) -> Any:
    """Determinize ``seat``'s observation of ``state`` and check it; returns it."""
    obs = game.observation(state, seat)
    before = game.state_key(obs)
    det = game.determinize(obs, seat, Stream(stream))
    assert game.state_key(obs) == before, "determinize left the observation as it was"
    assert det.rng is not None and det.rng != state.rng, "a fresh chance stream"
    assert game.state_key(game.observation(det, seat)) == before, (
        "the seat's view of the determinization is its observation")
    invariants = importlib.import_module(
        f"tests.{type(game).__module__.split('.')[-2]}.invariants").check
    invariants(game, det)
    if game.to_move(state) == seat:
        assert game.legal_actions(det) == game.legal_actions(state), "the seat's own moves"
    return det
