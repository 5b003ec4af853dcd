"""The Alpha's determinization for search: the other packs' face-down Conflict
Tokens are sampled, everything on the table is kept."""

from __future__ import annotations

from automeeple import catalog
from automeeple.engine.rng import Stream
from automeeple.games.the_alpha.actions import FIGHT, SHARE
from automeeple.games.the_alpha.state import HIDDEN
from tests.agents.determinized import check_determinization, positions


def test_every_position_determinizes_consistently():
    game = catalog.get("the-alpha").make(4, {})
    for k, state in enumerate(positions("the-alpha", 4, 3, every=3)):
        check_determinization(game, state, game.to_move(state), k)


def test_face_down_tokens_are_sampled_and_own_token_kept():
    game = catalog.get("the-alpha").make(4, {})
    secret = []
    for seed in range(1, 6):
        for state in positions("the-alpha", 4, seed):
            c = state.conflict
            seat = game.to_move(state)
            if c is not None and HIDDEN in game.observation(state, seat).conflict.tokens:
                secret.append(state)
    assert secret, "some seat decides while another's token is face down"
    for state in secret[:20]:
        seat = game.to_move(state)
        obs = game.observation(state, seat)
        dealt = set()
        for k in range(16):
            det = check_determinization(game, state, seat, k)
            for mine, true, got in zip(obs.conflict.tokens, state.conflict.tokens,
                                       det.conflict.tokens, strict=True):
                if mine == HIDDEN:
                    assert got in (FIGHT, SHARE)
                    dealt.add(got)
                else:
                    assert got == true
        assert dealt == {FIGHT, SHARE}, "different streams turn the tokens differently"


def test_the_same_stream_gives_the_same_state():
    game = catalog.get("the-alpha").make(4, {})
    state = positions("the-alpha", 4, 2)[40]
    obs = game.observation(state, game.to_move(state))
    a = game.determinize(obs, game.to_move(state), Stream(9))
    b = game.determinize(obs, game.to_move(state), Stream(9))
    assert game.state_key(a) == game.state_key(b)


def test_a_glimpse_is_the_observation_and_leaves_the_state_as_it_was():
    """The automa's view of a search's future (``glimpse``) hides what the
    observation hides (another pack's face-down token, the stream) and shares the
    state's lists instead of copying them; reading it changes nothing."""
    game = catalog.get("the-alpha").make(4, {})
    automa = catalog.get("the-alpha").bot("automa")
    hidden = 0
    for k, state in enumerate(positions("the-alpha", 4, 2, every=2)):
        seat = game.to_move(state)
        if seat < 0:
            continue
        before = state.key()
        seen, glimpse = game.observation(state, seat), game.glimpse(state, seat)
        assert glimpse.key() == seen.key() and glimpse.rng is None
        assert glimpse.on_b is state.on_b and seen.on_b is not state.on_b
        hidden += seen.conflict is not None and HIDDEN in seen.conflict.tokens
        legal = game.legal_actions(state)
        assert (automa.decide(game, glimpse, legal, Stream(k), False).action
                == automa.decide(game, seen, legal, Stream(k), False).action)
        assert state.key() == before
    assert hidden, "some glimpse hides a face-down token"
