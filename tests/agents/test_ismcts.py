"""The ISMCTS bot: legal, reproducible moves from the seat's observation only, quiet
search, an explained choice, its names in the
catalog, and stronger than random play."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from automeeple import catalog
from automeeple.agents.ismcts import ISMCTSAgent, rewards, search
from automeeple.engine.agent import ask, decision_stream
from automeeple.engine.core import GameError
from automeeple.engine.play import play_out
from automeeple.engine.rng import Stream
from automeeple.games.the_alpha.actions import FIGHT, SHARE
from automeeple.games.the_alpha.resolve import TurnConflictToken
from automeeple.sessions.session import _check_players
from automeeple.sim.runner import parse_seats
from tests.agents.determinized import positions

#: Every game at every number of seats.
GAMES = [pytest.param(info.id, seats, id=f"{info.id}-{seats}p") for info in catalog.games()
         for seats in range(info.min_seats, info.max_seats + 1)]


@pytest.mark.parametrize(("game_id", "seats"), GAMES)
def test_a_legal_move_the_same_for_the_same_stream(game_id, seats):
    game = catalog.get(game_id).make(seats, {})
    bot = ISMCTSAgent(30)
    states = [s for s in positions(game_id, seats, 1) if len(game.legal_actions(s)) > 1]
    for state in states[:: max(1, len(states) // 3)][:3]:
        seat = game.to_move(state)
        obs = game.observation(state, seat)
        key = game.state_key(obs)
        legal = game.legal_actions(state)
        first = bot.decide(game, obs, legal, Stream(5), explain=True)
        assert first.action in legal
        assert game.state_key(obs) == key, "the search leaves the observation as it was"
        again = bot.decide(game, obs, legal, Stream(5), explain=False)
        assert again.action == first.action
        assert again.trace is None
        named = game.view(obs, seat).moves or {}
        assert first.trace.choice == named.get(str(first.action), str(first.action))


def conflict_positions(game):
    """Positions where a pack turns its Conflict Token after another pack did."""
    out = []
    for seed in range(1, 6):
        for s in positions("the-alpha", 4, seed):
            work = s.flow[-1]
            if isinstance(work, TurnConflictToken) and any(
                    t is not None for t in s.conflict.tokens):
                out.append(s)
    return out


def test_it_decides_from_the_observation_only():
    """Another pack's face-down token does not change the move or its statistics."""
    game = catalog.get("the-alpha").make(4, {})
    state = conflict_positions(game)[0]
    seat = game.to_move(state)
    c = state.conflict
    other = next(k for k, t in enumerate(c.tokens) if t is not None)
    runs = []
    for token in (FIGHT, SHARE):
        s = game.clone(state)
        s.conflict = replace(c, tokens=(*c.tokens[:other], token, *c.tokens[other + 1:]))
        legal = game.legal_actions(s)
        runs.append(search(game, game.observation(s, seat), seat, legal, Stream(3), 60)[0])
    assert runs[0] == runs[1]


def test_the_trace_lists_the_top_moves():
    game = catalog.get("the-alpha").make(4, {})
    state = conflict_positions(game)[0]
    seat = game.to_move(state)
    decision = ask(ISMCTSAgent(40), game, state, seat, 7, 11)
    moves = ranked(decision.trace)
    assert moves and len(moves) <= 2
    assert "of the search" in moves[0].detail and decision.trace.lines()[-1] == (
        f"  = {moves[0].detail.partition(':')[0]}")
    # The question it answered comes first: which conflict (a tester's `why` named none).
    assert decision.trace.steps[0].rule == "question"
    assert re.fullmatch(r"\w+: Fight or Share for \d+ food on the [\w ()]+\? \(secret\)",
                        decision.trace.steps[0].detail), decision.trace.steps[0].detail
    placing = next(s for s in positions("the-alpha", 4, 1) if len(game.legal_actions(s)) > 3)
    open_trace = ask(ISMCTSAgent(40), game, placing, game.to_move(placing), 7, 3).trace
    assert 1 < len(ranked(open_trace)) <= 5
    # each move as printed on the components (STALK), as the list of moves names it
    assert all(s.detail.startswith(("place a Beta Wolf on ", "place the Alpha Pair on "))
               for s in ranked(open_trace)), open_trace


def ranked(trace):
    """The trace's moves, best first (without the note on estimated values)."""
    return [step for step in trace.steps if step.rule.startswith("#")]


def test_the_trace_says_won_only_where_the_futures_were_played_out():
    """The wording follows what the search did: The Wolves with rollouts cut 40 steps
    on and scored by ``evaluate`` gives estimated values; the same position searched
    to the end of every game gives games won (docs/search.md, "Roll out")."""
    game = catalog.get("wolves").make(3, {})
    state = next(s for s in positions("wolves", 3, 2) if len(game.legal_actions(s)) > 1)
    seat = game.to_move(state)
    cut = ask(ISMCTSAgent(12), game, state, seat, 7, 11).trace
    whole = ask(ISMCTSAgent(12, depth=None), game, state, seat, 7, 11).trace
    moves = [step.detail for step in cut.steps if step.rule.startswith("#")]
    assert moves and all("estimated value" in d and " won " not in d for d in moves)
    assert cut.steps[-1].rule == "estimated value"
    assert "not a chance of winning" in cut.steps[-1].detail
    played = [step.detail for step in whole.steps if step.rule.startswith("#")]
    assert played and all(" won " in d and "estimated" not in d for d in played)
    obs = game.observation(state, seat)
    stats, _ = search(game, obs, seat, game.legal_actions(state), Stream(1), 12)
    assert sum(s.cut for s in stats) == 12  # no game of The Wolves ends within 40 steps
    stats, _ = search(game, obs, seat, game.legal_actions(state), Stream(1), 12, depth=None)
    assert sum(s.cut for s in stats) == 0


def test_the_alpha_scores_a_future_cut_short_by_its_food_lead():
    """HOW TO WIN (the most food wins): a future of The Alpha's search cut 20 steps
    on (docs/search.md, "Roll out") is scored 3 a food of lead over the best other
    pack, so an early search cuts every future and a last move plays them out."""
    game = catalog.get("the-alpha").make(4, {})
    early = positions("the-alpha", 4, 1)
    state = game.clone(early[0])
    state.food = [10, 14, 12, 9]
    assert [game.evaluate(state, p) for p in range(4)] == [-12.0, 6.0, -6.0, -15.0]
    seat = game.to_move(state)
    obs = game.observation(state, seat)
    stats, done = search(game, obs, seat, game.legal_actions(state), Stream(1), 12)
    assert done == 12 and sum(s.cut for s in stats) == 12
    last = early[-1]  # the last decision: every future ends within 20 steps
    seat = game.to_move(last)
    stats, _ = search(game, game.observation(last, seat), seat, game.legal_actions(last),
                      Stream(1), 12)
    assert sum(s.cut for s in stats) == 0


def test_rewards_favour_the_winner():
    game = catalog.get("the-alpha").make(4, {})
    info = catalog.get("the-alpha")
    end = play_out(game, [info.bot("random")] * 4, 3)
    r, won = rewards(game, end.state)
    assert max(range(4), key=r.__getitem__) == end.result.winner
    assert all(0 <= x <= 1 for x in r)
    assert sum(won) == 1 and won[end.result.winner] > 0


def test_budget_and_time_limit():
    game = catalog.get("wolves").make(3, {})
    state = next(s for s in positions("wolves", 3, 2) if len(game.legal_actions(s)) > 1)
    seat = game.to_move(state)
    obs = game.observation(state, seat)
    stats, done = search(game, obs, seat, game.legal_actions(state), Stream(1), 10**6,
                         seconds=0.2)
    assert 0 < done < 10**6
    assert abs(sum(s.share for s in stats) - 1) < 1e-9
    _, done = search(game, obs, seat, game.legal_actions(state), Stream(1), 25)
    assert done == 25


def test_bot_names_in_the_catalog_the_simulator_and_sessions():
    for info in catalog.games():
        assert "ismcts" in info.bot_names() and "ismcts" not in info.bots
        assert info.bot("ismcts").iterations == 1000
        assert info.bot("ismcts:64").iterations == 64
        assert info.has_bot("ismcts:5") and not info.has_bot("ismcts:0")
        for bad in ("ismcts:0", "ismcts:x", "ismcts:", "mcts"):
            with pytest.raises(GameError):
                info.bot(bad)
    alpha = catalog.get("the-alpha")
    assert parse_seats("ismcts:50,automa*3", alpha, 4) == ["ismcts:50", "automa",
                                                            "automa", "automa"]
    _check_players(alpha, 4, ["human", "ismcts", "ismcts:20", "automa"])
    with pytest.raises(GameError):
        parse_seats("ismcts:0,automa*3", alpha, 4)


def test_it_beats_random_play():
    """Eight four-seat games of The Alpha against three random bots: a random seat
    wins about a quarter of them; a small search wins at least half."""
    info = catalog.get("the-alpha")
    game = info.make(4, {})
    wins = sum(play_out(game, [info.bot("ismcts:40"), *[info.bot("random")] * 3],
                        seed).result.winner == 0 for seed in range(8))
    assert wins >= 4


def test_decision_streams_reproduce_a_whole_game():
    info = catalog.get("islebound")
    game = info.make(2, {})
    bots = info.players(["ismcts:15"], 2)
    a = play_out(game, [info.bot(n) for n in bots], 12)
    b = play_out(game, [info.bot(n) for n in bots], 12)
    assert game.state_key(a.state) == game.state_key(b.state)
    assert decision_stream(12, 0, 0) != decision_stream(12, 0, 1)
