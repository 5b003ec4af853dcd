"""Issue 21: the search plays every other seat as it really plays, and no seat sees
in the tree what it could not see at the table (agents/mcts.py)."""

from __future__ import annotations

import math

import pytest

from automeeple import catalog
from automeeple.agents import mcts
from automeeple.agents.ismcts import ISMCTSAgent, parse_name
from automeeple.engine.core import GameError
from automeeple.engine.rng import Stream
from automeeple.games.the_alpha.actions import FIGHT, SHARE
from automeeple.games.the_alpha.automa import AlphaAutoma
from automeeple.games.the_alpha.resolve import TurnConflictToken
from automeeple.games.the_alpha.state import HIDDEN
from automeeple.sim.runner import parse_seats
from tests.agents.determinized import positions


def first_to_turn(game):
    """A position where a pack turns its Conflict Token first in a conflict of
    three packs (CONFLICT: each chooses in secret; all are revealed together, once
    the last has chosen)."""
    for seed in range(1, 20):
        for s in positions("the-alpha", 4, seed):
            work = s.flow[-1]
            if (isinstance(work, TurnConflictToken)
                    and len(s.conflict.packs) > 2
                    and all(t is None for t in s.conflict.tokens)):
                return s
    raise AssertionError("no conflict found")


def tree_search(game, state, seat, iterations, how):
    trees: dict = {}
    mcts.run(game, game.observation(state, seat), seat, game.legal_actions(state),
             Stream(7), iterations, None, None, how, trees)
    return trees


def walk(node: mcts.Node):
    yield node
    for child in node.children.values():
        yield from walk(child)


class Watching(AlphaAutoma):
    """The automa, noting the observation of every decision it is asked for."""

    def __init__(self, seen):
        self.seen = seen

    def decide(self, game, observation, legal, rng, explain=True):
        self.seen.append(observation)
        return super().decide(game, observation, legal, rng, explain)


def test_the_other_packs_are_the_automa_deciding_from_their_own_view():
    """The Alpha's other packs are played by its automa, never searched: only this
    seat has a tree, and each automa decision sees this pack's token face down."""
    game = catalog.get("the-alpha").make(4, {})
    state = first_to_turn(game)
    seat = game.to_move(state)
    plan = mcts.plan(game, seat)
    assert sorted(plan.models) == [p for p in range(4) if p != seat]
    assert all(isinstance(m, AlphaAutoma) for m in plan.models.values())
    seen: list = []
    plan.models = {p: Watching(seen) for p in plan.models}
    trees = tree_search(game, state, seat, 60, plan)
    assert list(trees) == [seat]
    mine = 0
    for obs in seen:
        c = obs.conflict
        if c is not None and seat in c.packs and not c.revealed:
            token = c.tokens[c.packs.index(seat)]
            assert token in (None, HIDDEN), "an automa saw this pack's secret token"
            mine += token == HIDDEN
    assert mine, "the automa packs answered this pack's secret choice"
    # This pack's own tree keys the packs' secret answers by nothing they show.
    root = trees[seat]
    for choice in (FIGHT, SHARE):
        after = root.children[(seat, game.actions.choose[choice])]
        assert all(move == mcts.UNSEEN for p, move in after.children if p != seat)


def test_searching_the_others_keys_no_node_by_a_move_its_seat_could_not_see():
    """ismcts:N:search-all (multiple-observer ISMCTS): each pack has a tree; in
    another pack's tree this pack's FIGHT and SHARE are one node, so that pack's
    replies, and their statistics, are the same after either."""
    game = catalog.get("the-alpha").make(4, {})
    state = first_to_turn(game)
    seat = game.to_move(state)
    trees = tree_search(game, state, seat, 200, mcts.plan(game, seat, search_all=True))
    assert sorted(trees) == list(range(4))
    fight, share = (game.actions.choose[c] for c in (FIGHT, SHARE))
    for p, tree in trees.items():
        if p != seat:
            assert list(tree.children) == [(seat, mcts.UNSEEN)]
    assert (seat, fight) in trees[seat].children and (seat, share) in trees[seat].children


@pytest.mark.parametrize(("game_id", "seats"), [
    ("blitzkrieg", 2), ("islebound", 2), ("wolves", 3), ("dragon-canyon", 2)])
def test_a_solo_ai_acts_in_the_flow_and_is_never_searched(game_id, seats):
    """Each solo game's AI is automatic work and chance in the turn flow (its
    declaration's automa seats): the search plays it by the rules' own procedure,
    and no tree holds a node of its seat."""
    info = catalog.get(game_id)
    game = info.make(seats, {})
    state = next(s for s in positions(game_id, seats, 1)
                 if len(game.legal_actions(s)) > 1)
    seat = game.to_move(state)
    trees = tree_search(game, state, seat, 40, mcts.plan(game, seat))
    assert list(trees) == info.person_seats(seats)
    movers = {p for tree in trees.values() for n in walk(tree) for p, _ in n.children}
    assert movers and not movers & set(info.automa_seats)


def test_progressive_widening_lets_in_the_baseline_s_move_first():
    """Dragon Canyon's placements (far more than WIDEN_FROM moves): the root tries
    only 1 + sqrt(visits) of them, the baseline's choice among them."""
    game = catalog.get("dragon-canyon").make(2, {})
    state = max(positions("dragon-canyon", 2, 1)[:60], key=lambda s: len(game.legal_actions(s)))
    seat = game.to_move(state)
    legal = game.legal_actions(state)
    assert len(legal) > 4 * mcts.WIDEN_FROM
    how = mcts.plan(game, seat)
    trees = tree_search(game, state, seat, 100, how)
    tried = [a for (p, a) in trees[seat].children if p == seat]
    assert len(tried) <= 1 + math.isqrt(100)
    assert len(tried) < len(legal) // 4
    obs = game.observation(state, seat)
    assert trees[seat].order[0] in tried
    # The first move let in is the baseline's own choice for that position.
    baseline = catalog.get("dragon-canyon").bot("baseline")
    choices = {baseline.decide(game, obs, legal, Stream(k), False).action for k in range(5)}
    assert trees[seat].order[0] in choices


def test_search_bot_names_take_options():
    agent = parse_name("ismcts:200:search-all")
    assert (agent.iterations, agent.search_all, agent.rollout) == (200, True, None)
    assert agent.name == "ismcts:200:search-all"
    assert parse_name("ismcts:50:baseline").rollout == "baseline"
    assert ISMCTSAgent(1000).name == "ismcts"
    for bad in ("ismcts:200:everyone", "ismcts:200:random:mast", "ismcts:x:search-all"):
        with pytest.raises(ValueError):
            parse_name(bad)
    info = catalog.get("the-alpha")
    assert parse_seats("ismcts:20:search-all,automa*3", info, 4)[0] == "ismcts:20:search-all"
    assert info.bot("ismcts:20:search-all").search_all
    with pytest.raises(GameError, match="search-all"):
        parse_seats("ismcts:20:everyone,automa*3", info, 4)


def test_each_game_declares_a_rollout_policy_the_search_knows():
    for info in catalog.games():
        told = info
        assert told.search_rollout in mcts.ROLLOUTS
        assert not told.search_model or told.search_model in told.bots
        assert told.search_depth >= 0
        # Priors come from the default bot's values of the moves.
        assert not told.search_prior or callable(getattr(info.bot(told.default_bot),
                                                          "values", None))
