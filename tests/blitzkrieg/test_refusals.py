"""A placement, a bombing or a Strategic advantage the rules forbid is refused
with the rule that forbids it (notes §1.3, §1.5, §4.1, §4.3, §5; solo §5, §7), and
changes nothing. On the tests' board
(``helpers.make_game``), Western Europe's 1st campaign (1 VP) is [land, land/sea,
sea], its 2nd (2 VP) [land, land, land/sea]."""

from __future__ import annotations

import pytest

from automeeple import catalog
from automeeple.games.blitzkrieg.placement import ChooseBombingTarget, ChooseStrategicTarget
from automeeple.sessions.answers import not_a_move
from automeeple.sessions.session import Session

from ..refusals import refused
from .helpers import BOT, PERSON, act, make_game, position, tiny_game

WE = "western-europe"

REFUSALS = {
    "notes_4_1_a_unit_not_in_the_reserve": (
        {}, "place army 3 on western-europe 1.1", "your reserve holds no army 3"),
    "notes_4_1_a_space_taken": (
        {"board": {f"{WE} 1.1": (BOT, "army 2")}}, "place army 1 on western-europe 1.1",
        "Western Europe 1.1 is taken: Axis's army 2 is on it (notes §4.1)"),
    "notes_4_1_a_space_taken_by_your_own_unit": (
        {"board": {f"{WE} 1.1": (PERSON, "army 2")}}, "place army 1 on western-europe 1.1",
        "Western Europe 1.1 is taken: your army 2 is on it (notes §4.1)"),
    "notes_1_3_a_later_campaign": (
        {}, "place army 1 on western-europe 2.1",
        "Western Europe 2.1 is in a campaign that opens when the one above it closes; only "
        "the Western Europe, 1st campaign (1 VP) takes units now (notes §1.3)"),
    "notes_1_3_a_closed_campaign": (
        {"active": {WE: 1}}, "place army 1 on western-europe 1.1",
        "Western Europe 1.1 is in a campaign that is closed; only the Western Europe, 2nd "
        "campaign (2 VP) takes units now (notes §1.3)"),
    "notes_1_3_a_closed_theatre": (
        {"closed": [WE]}, "place army 1 on western-europe 3.1",
        "Western Europe is closed: no campaign there takes units (notes §1.3)"),
    "notes_1_5_a_navy_on_land": (
        {}, "place navy 1 on western-europe 1.1",
        "the navy 1 is a navy, which cannot enter a land space like Western Europe 1.1 "
        "(notes §1.5)"),
    "notes_1_5_an_army_at_sea": (
        {}, "place army 1 on western-europe 1.3",
        "the army 1 is an army, which cannot enter a sea space like Western Europe 1.3 "
        "(notes §1.5)"),
    "solo_7_the_spy_copies_the_bots_last_unit": (
        {"reserve": ["spy", "army 1"], "last_unit": [None, "navy 2"]},
        "place spy on western-europe 1.1",
        "the spy is a navy (solo §7: the Spy copies Axis's last unit), which cannot enter "
        "a land space like Western Europe 1.1 (notes §1.5)"),
}


@pytest.mark.parametrize("case", REFUSALS.values(), ids=REFUSALS.keys())
def test_a_forbidden_placement_is_refused_with_its_rule(case):
    changes, text, reason = case
    game = make_game()
    s = position(game, **changes)
    assert refused(game, s, text) == reason


def test_notes_1_3_leftmost_only_names_the_space_that_takes_a_unit():
    game = make_game(leftmost_only=True)
    s = position(game, board={f"{WE} 1.1": (BOT, "army 1")})
    assert game.why_not(s, game.parse_action(s, "place navy 1 on western-europe 1.3")) == (
        "with the rule option leftmost_only, only the leftmost empty space of a campaign "
        "takes a unit: Western Europe 1.2")


def test_notes_4_3_the_unit_after_a_blitz_unit_stays_in_its_theatre():
    game = tiny_game([
        {"name": "Front", "roll": 1, "track": 6, "bonus": {}, "campaigns": [(1, ["land"] * 4)]},
        {"name": "Rear", "roll": 2, "track": 4, "bonus": {}, "campaigns": [(1, ["land"] * 2)]},
    ])
    s = position(game, reserve=["blitz air 0", "army 1", "air 1"])
    act(game, s, "place blitz air 0 on front 1.1")
    assert game.why_not(s, game.parse_action(s, "place army 1 on rear 1.1")) == (
        "the unit after a blitz unit goes in Front, where the blitz unit went (notes §4.3)")
    assert game.why_not(s, game.parse_action(s, "place army 1 on front 1.2")) is None
    assert game.why_not(s, game.parse_action(s, "stop")) is None


def test_solo_5_a_special_weapon_is_bombed_only_when_the_row_holds_nothing_else():
    game = make_game()
    s = position(game, row=["elite army 3", "army 1"])
    s.flow.append(ChooseBombingTarget())
    assert refused(game, s, "bomb elite army 3") == (
        "a special weapon is bombed only when the bot's row holds nothing else (solo §5)")
    assert refused(game, s, "bomb navy 2") == "the bot's row holds no navy 2"


def test_notes_5_a_strategic_advantage_moves_another_open_theatre():
    game = make_game()
    s = position(game, closed=["pacific-ocean"])
    s.flow.append(ChooseStrategicTarget(0, 3))
    assert refused(game, s, "advance western-europe") == (
        "the Strategic advantage is in Western Europe: it moves another theatre's marker "
        "(notes §5; the rule option strategic_target=any allows this one)")
    assert refused(game, s, "advance pacific-ocean") == (
        "Pacific Ocean is closed (notes §5: an open theatre)")


def test_a_move_typed_as_the_board_prints_it_is_read_and_refused_with_its_rule():
    """The move list names a theatre as the board prints it ("Western Europe 1.1");
    typed so, a move reads as the same action, and a forbidden one gets its rule."""
    info = catalog.get("blitzkrieg")
    session = Session.new(None, info, 2, {}, 1, info.players([], 2, human=PERSON))
    game = session.game
    s = session.match.state = position(game, board={f"{WE} 1.1": (BOT, "army 2")})
    typed = "Place army 1 on Western Europe 1.1"
    assert game.parse_action(s, typed) is game.parse_action(s, f"place army 1 on {WE} 1.1")
    assert game.parse_action(s, "advance Pacific Ocean") is game.actions.advance[1]
    assert not_a_move(session, session.advance(), typed, "is not one of the moves above") == (
        f"'{typed}': Western Europe 1.1 is taken: Axis's army 2 is on it (notes §4.1).")
