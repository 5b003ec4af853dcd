"""The turn flow of The Wolves: set-up, rounds and the end as work items on
``state.flow`` (solo §3, §4, §6; notes §9, §11), quiet play, and the invariants
(``invariants.py``) over seeded playouts."""

from __future__ import annotations

import json

import pytest

from automeeple import catalog
from automeeple.agents.random_bot import RandomAgent
from automeeple.engine.agent import decision_stream
from automeeple.engine.core import CHANCE, TRACE, sample_chance
from automeeple.engine.trace import Trace
from automeeple.games.wolves.ai import DrawActionTile
from automeeple.games.wolves.baseline import WolvesBaseline
from automeeple.games.wolves.edition import SHIPPED
from automeeple.games.wolves.moonlight import CheckMoonlight
from automeeple.games.wolves.rounds import Round
from automeeple.games.wolves.setup import ChooseAIWaterSource, DraftWolves, LayRegionBoard
from automeeple.games.wolves.turn import ChooseAction

from . import invariants
from .helpers import AI1, AI2, PERSON, act, ai_turn, at, make_game, play, position, setup


def playout(game, seed, agent, quiet=True, each=None):
    """Play a seeded game with ``agent`` for the person; ``each(state)`` after
    every step."""
    s = game.new_initial_state(seed)
    step = 0
    while not game.is_over(s):
        seat = game.to_move(s)
        if seat == CHANCE:
            action = sample_chance(game, s)
        else:
            action = agent.decide(game, game.observation(s, seat), game.legal_actions(s),
                                  decision_stream(seed, seat, step), not quiet).action
        game.apply(s, action, quiet=quiet)
        step += 1
        if each is not None:
            each(s)
    return s


# --- set-up (solo §3) -------------------------------------------------------------------------


def test_solo_3_setup_starts_with_the_region_boards_and_ends_in_the_round():
    game = make_game()
    s = game.new_initial_state(1)
    assert at(s, LayRegionBoard) and game.to_move(s) == CHANCE
    assert isinstance(s.flow[0], Round)  # under all of set-up
    game, s = setup()
    assert at(s, ChooseAction)
    # below the person's action: the Moonlight check, each AI's activation, the next round
    rest = s.flow[:-1]
    assert [type(w) for w in rest] == [Round, CheckMoonlight, DrawActionTile, CheckMoonlight,
                                       DrawActionTile, CheckMoonlight]
    assert [w.pack for w in rest if isinstance(w, DrawActionTile)] == [AI2, AI1]


def test_solo_3_an_ai_start_without_a_free_water_source_is_left_out():
    text = SHIPPED.read_text(encoding="utf-8").replace(
        'scoring_tokens = ["crescent", "crescent", "half", "half", "full", "full"]',
        'scoring_tokens = ["crescent", "crescent", "crescent", "half", "full", "full"]')
    game = catalog.get("wolves").make(3, {}, text, "three-crescents.toml")
    s = game.new_initial_state(1)
    play(game, s, [*(f"board {b}" for b in range(1, 7)),
                   *(f"token {t}" for t in ("crescent",) * 3 + ("half", "full", "full")),
                   *(f"prey {p}" for p in ("hare", "hare", "boar", "deer", "moose", "raccoon")),
                   "home grass"])
    for region in (4, 5, 6):
        assert at(s, ChooseAIWaterSource)
        act(game, s, f"ai start region {region}")
    # three water sources for four placements: White's Pack Wolves are left out
    assert at(s, DraftWolves)
    assert sorted(k for here in s.pieces for p, k in here if p == AI2) == ["alpha", "lair"]
    assert s.supply[AI2]["pack"] == 8


# --- the round (solo §4) ----------------------------------------------------------------------


def test_solo_4_the_person_then_each_ai_then_the_next_round():
    game, s = position(clear=True, pieces={99: [(AI1, "alpha")], 81: [(AI2, "alpha")]})
    act(game, s, "end turn")
    assert at(s, DrawActionTile) and ai_turn(s) == [AI1, AI2]
    act(game, s, "tile cliffs")
    assert ai_turn(s) == [AI2]
    events = act(game, s, "tile cliffs")
    assert at(s, ChooseAction) and s.turns == 2
    assert events[-1].kind == "turn" and events[-1].text.startswith("Your turn 2:")


@pytest.mark.parametrize(("left", "bonus", "said"), [
    (2, 1, "You end your turn (2 actions not taken)."),
    (1, 0, "You end your turn (1 action not taken)."),
    (0, 1, "You end your turn."),  # a bonus action token is kept for later
])
def test_6_ending_your_turn_is_told_with_the_actions_left_untaken(left, bonus, said):
    game, s = position(actions_left=left, bonus_action=bonus)
    events = act(game, s, "end turn")
    assert [e.text for e in events if e.seat == PERSON] == [said]
    assert events[0].kind == "end-turn" and events[0].data == {"actions_left": left,
                                                               "bonus_actions": bonus}
    assert at(s, DrawActionTile)


def test_solo_6_the_full_moon_ends_the_game_at_once():
    # AI 1 howls the Moonlight board to 22: White never activates
    game, s = position(home="rock", clear=True, moon=21, phases_done=2,
                       scored=[True] * 4 + [False] * 2, pieces={61: [(AI1, "alpha")]})
    act(game, s, "end turn")
    events = act(game, s, "tile desert")
    assert s.moon == 22 and game.is_over(s) and s.flow == []
    assert [e.kind for e in events[-2:]] == ["end", "end"]
    assert events[-2].text == "The full moon has been scored: the game is over."
    assert game.result(s).ended_by == events[-2].data["ended_by"] == "full-moon"
    assert events[-1].text == game.result(s).summary
    assert events[-1].data["scores"] == list(game.result(s).scores)


def test_max_rounds_a_stalled_game_scores_the_remaining_phases():
    game = make_game(max_rounds=1)
    _, s = setup(game)
    act(game, s, "end turn")
    while not game.is_over(s):  # each AI draws until it acts
        events = game.apply(s, game.chance_request(s).outcomes[0])
    kinds = [e.kind for e in events]
    assert kinds.index("stall") < kinds.index("phase")
    assert kinds[-2:] == ["end", "end"]
    assert s.turns == 1 and s.phases_done == 3 and all(s.scored)
    assert s.moon < game.rulebook.layout.moonlight["full"]  # the board shows what it holds
    assert game.result(s).ended_by == "cut-off"
    assert events[-2].data["ended_by"] == "cut-off"


# --- quiet play and the invariants --------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_quiet_play_is_the_same_game(seed):
    """Quiet apply builds no sentences or traces, and changes nothing else."""
    game = make_game()
    keys = []
    playout(game, seed, WolvesBaseline(), quiet=False, each=lambda s: keys.append(s.key()))
    quiet = []
    playout(game, seed, WolvesBaseline(), quiet=True, each=lambda s: quiet.append(s.key()))
    assert keys == quiet


@pytest.mark.parametrize("options", [{}, {"dominate_ai": True}, {"max_rounds": 3}])
def test_quiet_play_builds_no_sentence_and_no_trace(monkeypatch, options):
    """Simulation (quiet apply) builds no event and no AI trace: their sentences
    cost time, and nobody reads them."""
    def built(*args, **kwargs):
        raise AssertionError(f"text built in quiet play: {args[:2]}")

    for name in ("ai", "board", "final_scoring", "hunting", "moonlight", "rounds", "setup",
                 "turn"):
        monkeypatch.setattr(f"automeeple.games.wolves.{name}.Event", built)
    monkeypatch.setattr("automeeple.games.wolves.ai.Trace", built)
    game = make_game(**options)
    for seed in range(3):
        s = playout(game, seed, WolvesBaseline(), quiet=True)
        assert game.is_over(s) and game.result(s).ended_by


@pytest.mark.parametrize(("options", "agent"), [
    ({}, RandomAgent), ({}, WolvesBaseline), ({"grasslands_onward": False}, WolvesBaseline),
    ({"dominate_ai": True}, WolvesBaseline), ({"dominate_ai": True}, RandomAgent),
    ({"ai_terrain": True}, WolvesBaseline),
    ({"displace_to": "adjacent", "den_with_enemy_alpha": False, "one_lair_per_region": False},
     RandomAgent),
    ({"max_rounds": 4}, WolvesBaseline),
])
def test_invariants_hold_after_every_step(options, agent):
    game = make_game(**options)
    for seed in range(8):
        s = playout(game, seed, agent(), each=lambda s, game=game: invariants.check(game, s))
        assert game.is_over(s)


def test_every_event_carries_plain_data():
    game = make_game()
    s = game.new_initial_state(4)
    agent, step, kinds = RandomAgent(), 0, set()
    while not game.is_over(s):
        seat = game.to_move(s)
        action = (sample_chance(game, s) if seat == CHANCE else
                  agent.decide(game, None, game.legal_actions(s),
                               decision_stream(4, seat, step)).action)
        for event in game.apply(s, action):
            kinds.add(event.kind)
            if event.kind == TRACE:
                assert isinstance(event.trace, Trace)
                assert event.data == event.trace.to_dict()
                assert json.loads(json.dumps(event.data)) == event.data, event
            else:
                assert isinstance(event.data, dict), event
                assert json.loads(json.dumps(event.data)) == event.data, event
        step += 1
    assert {"setup", "draft", "turn", "pay", "move", "ai-tile", TRACE, "phase", "score",
            "end"} <= kinds
