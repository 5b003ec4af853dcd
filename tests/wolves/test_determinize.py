"""The Wolves' determinization for search: the observation hides nothing but the
future (chance is explicit), so a determinization is the state with a fresh chance
stream (FlowGame's default)."""

from __future__ import annotations

from automeeple import catalog
from tests.agents.determinized import check_determinization, positions


def test_a_determinization_is_the_state_with_a_fresh_stream():
    game = catalog.get("wolves").make(3, {})
    streams = set()
    for k, state in enumerate(positions("wolves", 3, 6, every=4)):
        det = check_determinization(game, state, game.to_move(state), k)
        streams.add(det.rng.state)
        det.rng = state.rng
        assert game.state_key(det) == game.state_key(state)
    assert len(streams) > 1
