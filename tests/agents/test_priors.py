"""Issue 21, point 2: the default bot's values as priors (progressive bias,
agents/mcts.py) where a game declares ``search_prior``, and a search that scores
the position its tree reaches (``search_depth`` 0): BLITZKRIEG!'s."""

from __future__ import annotations

import pytest

from automeeple import catalog
from automeeple.agents import mcts
from automeeple.agents.ismcts import evaluated, search
from automeeple.engine.rng import Stream
from automeeple.games.blitzkrieg.baseline import BlitzBaseline
from tests.agents.determinized import positions


def test_ranks_give_the_best_1_the_worst_0_and_equal_values_equal_priors():
    assert mcts.ranks(["a", "b", "c", "d", "e"], [3.0, 1.0, 3.0, 0.5, 2.0]) == {
        "a": 1.0, "c": 1.0, "e": 0.5, "b": 0.25, "d": 0.0}
    assert mcts.ranks(["only"], [7.0]) == {"only": 1.0}


@pytest.fixture(scope="module")
def blitz():
    game = catalog.get("blitzkrieg").make(2, {})
    state = next(s for s in positions("blitzkrieg", 2, 3)
                 if game.to_move(s) == 0 and 6 < len(game.legal_actions(s)) <= mcts.WIDEN_FROM)
    return game, state


def root_moves(game, state, iterations, how):
    trees: dict = {}
    mcts.run(game, game.observation(state, 0), 0, game.legal_actions(state), Stream(5),
             iterations, None, 0, how, trees)
    return {a for (_, a), child in trees[0].children.items() if child.visits}


def test_the_declared_plan_of_blitzkrieg_has_priors_and_scores_where_the_tree_ends(blitz):
    game, _ = blitz
    how = mcts.plan(game, 0)
    assert how.prior and how.depth == 0 and isinstance(how.baseline, BlitzBaseline)
    assert not mcts.plan(catalog.get("wolves").make(3, {}), 0).prior


def test_moves_are_tried_in_the_order_of_the_baselines_values(blitz):
    """The first k iterations expand the k moves the baseline values most; without
    priors the search tries others (its stream's choice)."""
    game, state = blitz
    legal = game.legal_actions(state)
    values = BlitzBaseline().values(game, game.observation(state, 0), legal)
    ranked = [a for _, a in sorted(zip(values, legal, strict=True), key=lambda x: -x[0])]
    top = sorted(values, reverse=True)
    k = next(k for k in range(3, len(top)) if top[k - 1] > top[k])  # no tie at the cut
    how = mcts.plan(game, 0)
    assert root_moves(game, state, k, how) == set(ranked[:k])
    how.prior = False
    assert root_moves(game, state, k, how) != set(ranked[:k])


def test_a_blitzkrieg_search_scores_every_unfinished_future(blitz):
    """search_depth 0: the position after the tree's last move is scored by
    ``evaluate`` (no rollout), so a hint gives estimated values."""
    game, state = blitz
    stats, done = search(game, game.observation(state, 0), 0, game.legal_actions(state),
                         Stream(2), 30)
    assert done == 30 and sum(s.visits for s in stats) == 30
    assert sum(s.cut for s in stats) == 30


def test_evaluated_scores_only_the_seats_that_choose(blitz):
    """The bot's seat is played by the rules: no node takes its reward, so its
    evaluation is not asked for and it gets 0.5."""
    game, state = blitz
    reward, won = evaluated(game, state, {0})
    assert reward == won and reward[1] == 0.5 and reward[0] != 0.5
    both, _ = evaluated(game, state, {0, 1})
    assert both[0] == reward[0] and both[1] == pytest.approx(1 - reward[0])
