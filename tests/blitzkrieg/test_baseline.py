"""The baseline person (``baseline.py``): it looks at the end of its own turn, so
it takes what a turn gives (a campaign it closes and wins, a draw when its hand is
short, the bot's strongest unit when it bombs) and does not hand the bot a
campaign; it changes nothing it is shown, and plays whole seeded games the same
way every time. A marker is positive toward the bot.
"""

from __future__ import annotations

import pytest

from automeeple import catalog
from automeeple.engine.play import play_out
from automeeple.engine.rng import Stream
from automeeple.games.blitzkrieg.baseline import BlitzBaseline
from automeeple.games.blitzkrieg.placement import ChooseBombingTarget

from .helpers import BOT, PERSON, act, make_game, position, space, tiny_game, top

BASELINE = BlitzBaseline()


def choice(game, s) -> str:
    """The baseline's move for the person in ``s``, as its text."""
    obs = game.observation(s, PERSON)
    return str(BASELINE.decide(game, obs, game.legal_actions(s), Stream(7)).action)


def test_it_closes_a_campaign_it_wins():
    """Tiny board (helpers.TINY_WORLD): North 1.2 (sea) is campaign 1's last space;
    the person leads by 2: navy 1 there closes it 3 steps deep, for 1 VP and a
    bonus of 2."""
    game = tiny_game()
    s = position(game, reserve=["army 1", "navy 1"], markers={"north": -2},
                 board={"north 1.1": (BOT, "army 1")})
    assert choice(game, s) == "place navy 1 on north 1.2"


#: North (track 8): [land, sea] (4 VP), [land, land] (2 VP); South (track 8):
#: [land, land, land] (1 VP). North 1.2 is the only space a navy may enter.
ONE_SEA_SPACE = [{"name": "North", "roll": 1, "track": 8, "bonus": {},
                  "campaigns": [(4, ["land", "sea"]), (2, ["land", "land"])]},
                 {"name": "South", "roll": 2, "track": 8, "bonus": {},
                  "campaigns": [(1, ["land", "land", "land"])]}]


def test_it_does_not_hand_the_bot_a_campaign():
    """North's campaign 1 (4 VP) has one space left, North 1.2 (sea), and the bot
    leads by 3: navy 1 there would close it for the bot at once. The bot's row
    holds armies only, which cannot take it: an army goes to South."""
    game = tiny_game(ONE_SEA_SPACE)
    s = position(game, reserve=["army 1", "army 2", "navy 1"], markers={"north": 3},
                 board={"north 1.1": (PERSON, "army 1")},
                 row=["army 1", "army 2", "army 3", "army 1", "army 2"])
    placed = choice(game, s)
    assert placed.startswith("place army") and " on south " in placed, placed


def test_what_the_bot_would_take_next_counts():
    """As above, but navy 2 in the bot's row would take North 1.2 on its turn
    (solo §5 step 1): the campaign is lost either way, and the baseline places its
    navy, which has no other space on this board, there."""
    game = tiny_game(ONE_SEA_SPACE)
    s = position(game, reserve=["army 1", "army 2", "navy 1"], markers={"north": 3},
                 board={"north 1.1": (PERSON, "army 1")},
                 row=["army 1", "navy 2", "army 3", "army 1", "army 2"])
    assert choice(game, s) == "place navy 1 on north 1.2"


def test_with_one_unit_left_it_draws_more():
    """One army in hand, the board empty: a space with Industrial Production (land
    or land/sea) gives a second unit before the turn's draw."""
    game = make_game()
    s = position(game, reserve=["army 1"])
    placed = choice(game, s)
    i = space(game, placed.split(" on ")[1])
    assert game.rulebook.space[i].effect == "industry", placed


def test_its_bombing_sends_back_the_bots_strongest_unit():
    """Western Europe 1.3 (sea) is a bombing space; the bot's row is face up and a
    special weapon is not a target while it holds other units (solo §5)."""
    game = make_game()
    s = position(game, reserve=["navy 1", "army 1", "air 1"],
                 row=["army 1", "army 3", "navy 2", "elite navy 5"])
    act(game, s, "place navy 1 on western-europe 1.3")
    assert top(s) == ChooseBombingTarget()
    assert choice(game, s) == "bomb army 3"


def test_it_changes_nothing_it_is_shown():
    game = make_game()
    s = position(game, reserve=["blitz air 0", "army 1", "navy 2"])
    obs = game.observation(s, PERSON)
    before = obs.key()
    BASELINE.decide(game, obs, game.legal_actions(s), Stream(1))
    assert obs.key() == before


@pytest.mark.parametrize("options", [{"difficulty": "easy"}, {"difficulty": "hard"},
                                     {"nippon": True}, {"blitz_chain": True}],
                         ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items()))
def test_it_plays_whole_games_the_same_way_every_time(options):
    info = catalog.get("blitzkrieg")
    game = info.make(2, options)
    for seed in range(3):
        runs = [play_out(game, [info.bot(n) for n in info.players(["baseline"], 2)], seed)
                for _ in range(2)]
        assert runs[0].state.key() == runs[1].state.key()
        result = runs[0].result
        assert result.ended_by and result.winner in (PERSON, BOT)


def test_the_evaluation_is_the_baselines_judgement():
    """``evaluate`` (the search's score of a position) is the baseline's: where the
    person is to move, the value of the baseline's best move there, one VP counting
    EVALUATE_VP; the bot's is its negative."""
    from automeeple.games.blitzkrieg.baseline import VP
    from automeeple.games.blitzkrieg.game import EVALUATE_VP
    from tests.agents.determinized import positions

    game = catalog.get("blitzkrieg").make(2, {})
    checked = 0
    for s in positions("blitzkrieg", 2, 4)[:30]:
        if game.to_move(s) != PERSON or len(game.legal_actions(s)) < 2:
            continue
        best = max(BlitzBaseline().values(game, game.observation(s, PERSON),
                                          game.legal_actions(s)))
        assert game.evaluate(s, PERSON) == pytest.approx(best * EVALUATE_VP / VP)
        assert game.evaluate(s, BOT) == -game.evaluate(s, PERSON)
        checked += 1
    assert checked >= 5
