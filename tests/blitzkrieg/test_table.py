"""Table mode (issue 8): every chance outcome is answered by what is printed on the
component (a unit by its printed name, a d6 face as "1".."6", a stratagem by its
name, Nippon's campaigns by their regions' names), instructions name theatres,
campaigns and spaces as the board shows them, and a whole game is played through
the session by reporting outcomes as a person at the table would."""

from __future__ import annotations

import random

import pytest

from automeeple import catalog
from automeeple.engine.agent import AUTOMA_SEAT
from automeeple.engine.core import IllegalAction
from automeeple.games.blitzkrieg.actions import Draw, Roll
from automeeple.sessions.session import DECIDE, ENDED, HUMAN, REPORT, REPORTED, Session

from .helpers import (
    BOT,
    PERSON,
    act,
    at_nippon_campaigns,
    bot_position,
    make_game,
    position,
    settle,
    setup,
    started,
    traces,
)

INFO = catalog.get("blitzkrieg")


# --- Printed labels -----------------------------------------------------------------------


def test_a_unit_is_reported_by_its_printed_name_exactly():
    game = make_game()
    s = started(game, 0)
    request = game.chance_request(s)
    assert request.name == "draw a unit from the Allies bag into your reserve"
    assert request.physical
    assert request.labels == tuple(str(o).removeprefix("draw ") for o in request.outcomes)
    assert request.outcome_named("army 1") == Draw("army 1"), "not ambiguous with blitz army 1"
    assert request.outcome_named("Blitz Army 1") == Draw("blitz army 1")
    assert request.outcome_named("draw navy 2") == Draw("navy 2"), "the outcome's text too"
    with pytest.raises(IllegalAction, match="'army' is ambiguous .* army 1, army 2, army 3"):
        request.outcome_named("army")
    with pytest.raises(IllegalAction, match="'elite army 3' cannot come up"):
        request.outcome_named("elite army 3")


def test_the_special_weapons_pile_is_reported_by_printed_name():
    game = make_game()
    s = position(game, reserve=["army 1"], active={"western-europe": 2},
                 board={"western-europe 3.1": (BOT, "army 1"),
                        "western-europe 3.2": (BOT, "army 1"),
                        "western-europe 3.3": (BOT, "army 1")})
    act(game, s, "place army 1 on western-europe 3.4")  # Research Industry
    request = game.chance_request(s)
    assert request.name == "draw a unit from the special-weapons pile into your reserve"
    assert "atomic bomb" in request.labels and "elite blitz air 3" in request.labels
    assert request.outcome_named("Atomic Bomb") == Draw("atomic bomb")


def test_the_bots_d6_reads_its_faces_and_the_stratagem_its_name():
    game = make_game()
    s = setup(game, person=("air 1", "army 1", "navy 1"),
              bot=("army 1", "army 2", "navy 1", "navy 2", "air 1"), rolls=[])
    d6 = game.chance_request(s)
    assert d6.name == "roll a d6 for the bot" and not d6.physical
    assert d6.labels == ("1", "2", "3", "4", "5", "6")
    assert d6.outcome_named("3") == Roll(3), "3 is the face 3, never the third outcome"
    assert d6.outcome_named("6") == Roll(6)
    with pytest.raises(IllegalAction, match="'7' cannot come up"):
        d6.outcome_named("7")
    s = bot_position(game)
    stratagems = game.chance_request(s)
    assert not stratagems.physical
    assert set(stratagems.labels) == set(game.edition.stratagems) - {"Steamroll"}
    assert str(stratagems.outcome_named("big guns")) == "stratagem big guns"


def test_nippon_campaigns_by_their_regions_names():
    game, s = at_nippon_campaigns(0)
    request = game.chance_request(s)
    assert request.name == "pick 2 of the starting campaigns (name both, in either order)"
    assert request.physical
    assert request.labels[0] == "West Coast and Rockies"
    assert len(request.labels) == 6 == len(set(request.labels))
    with pytest.raises(IllegalAction, match="ambiguous"):
        request.outcome_named("west coast")
    outcome = request.outcome_named("midwest and east coast")
    assert str(outcome) == "campaigns midwest east-coast"
    assert request.outcome_named("East Coast  and Midwest") is outcome, "either order"
    assert request.outcome_named("Midwest, East Coast") is outcome, "a comma between"
    assert request.outcome_named("east coast midwest") is outcome, "a space between"
    assert request.ask == "Which two?"
    texts = [e.text for e in game.apply(s, outcome)]
    assert texts[:2] == [
        "Nippon: the Midwest battle marker advances 2 toward Japan (now 2 toward Japan).",
        "Nippon: the East Coast battle marker advances 2 toward Japan (now 2 toward Japan)."]


# --- Instructions as the board shows them ---------------------------------------------------


def test_the_bots_placement_names_theatre_campaign_and_space_as_printed():
    game = make_game()
    s = bot_position(game, stratagem="secure", bot=("army 2", "army 2", "army 3", "army 1",
                                                    "army 1"))
    events = settle(game, s)
    place = next(e for e in events if e.kind == "place")
    # Secure finds no lead, so most empty spaces then the highest VP: Pacific Ocean,
    # whose only space an army may enter is the land/sea one.
    # Two army 2 tokens in the row: the d6 picked the first, and the table is told which.
    assert place.text == ("Axis places army 2 (the 1st from the left of its row; strength 2) "
                          "on Pacific Ocean, 1st campaign (2 VP), 3rd space from the left "
                          "(land/sea, Industrial Production).")
    assert place.data["space"] == "Pacific Ocean 1.3" and place.data["position"] == 3
    assert traces(events), "the bot's decision is explained"


def test_a_closing_campaign_and_the_markers_are_named_as_printed():
    game = make_game()
    s = position(game, reserve=["army 3", "navy 1"], markers={"western-europe": -1},
                 board={"western-europe 1.1": (BOT, "army 1"),
                        "western-europe 1.3": (BOT, "navy 1")})
    events = act(game, s, "place navy 1 on western-europe 1.2")
    events += settle(game, s)
    texts = [e.text for e in events]
    assert "Western Europe: the battle marker moves 1 toward Allies (now 2 toward Allies)." in texts
    assert ("Allies scores 1 VP for Western Europe, 1st campaign (1 VP) (now 1)." in texts), texts


def test_the_difficulty_rolls_name_the_bots_side():
    game = make_game()
    s = started(game, 0)
    events = []
    while game.chance_request(s).name != "roll a d6 for the bot":
        events = game.apply(s, game.chance_request(s).outcomes[0])
    events = game.apply(s, Roll(2))
    assert [e.text for e in events] == [
        "Difficulty roll 2: Pacific Ocean.",
        "Pacific Ocean: the battle marker advances 2 toward Axis (now 2 toward Axis)."]


def test_solo_3_4_a_roll_stopped_short_of_the_end_says_the_steps_it_moved():
    """Hard: four rolls of 2 steps on Western Europe (track 8) reach 2, 4, 6, then 7:
    set-up never closes a theatre, so the last roll moves the marker 1 space, and
    says so (a person moving it 2 would put it on the last space)."""
    game = make_game("hard")
    s = started(game, 0)
    while game.chance_request(s).name != "roll a d6 for the bot":
        game.apply(s, game.chance_request(s).outcomes[0])
    for _ in range(3):
        game.apply(s, Roll(1))
    events = game.apply(s, Roll(1))
    assert s.markers[0] == 7
    assert [e.text for e in events][1] == (
        "Western Europe: the battle marker advances 1 toward Axis (now 7 toward Axis: "
        "set-up stops it one short of its last space).")


def test_solo_3_4_nippon_a_five_asks_for_a_region_without_naming_a_six():
    """The Nippon board has four regions (faces 1 to 4): a 5 is the person's choice
    too, and the question names neither a 6 nor a theatre."""
    game = make_game(nippon=True)
    s = started(game, 0)
    while game.chance_request(s).name != "roll a d6 for the bot":
        game.apply(s, game.chance_request(s).outcomes[0])
    events = game.apply(s, Roll(5))
    assert [e.text for e in events] == ["Difficulty roll 5: your choice of region."]
    assert game.to_move(s) == PERSON
    assert s.flow[-1].question(game, s) == (
        "Difficulty roll, your choice: choose the region whose marker advances toward "
        "the bot")


def test_notes_5_strategic_advantage_says_the_steps_it_moved_and_where_the_marker_is():
    """Your Strategic advantage +3 on Pacific Ocean at 6 toward you: the marker stops
    at the end of its track (8), 2 steps, and the theatre is won outright."""
    game = make_game()
    s = position(game, active={"western-europe": 2}, markers={"pacific-ocean": -6})
    act(game, s, "place army 1 on western-europe 3.2")
    texts = [e.text for e in act(game, s, "advance pacific-ocean")]
    assert texts[0] == ("Strategic advantage: Pacific Ocean moves 2 toward Allies (now 8 "
                        "toward Allies).")
    assert s.closed[1]


def test_notes_6_a_marker_stopped_by_the_end_of_its_track_says_the_steps_it_moved():
    """Army 3 on Western Europe at 6 toward you (track 8): the marker stops at the
    end, 2 steps, and the theatre is won outright (notes §6, §7.2)."""
    game = make_game()
    s = position(game, reserve=["army 3"], markers={"western-europe": -6})
    texts = [e.text for e in act(game, s, "place army 3 on western-europe 1.2")]
    assert ("Western Europe: the battle marker moves 2 toward Allies (now 8 toward "
            "Allies).") in texts
    assert s.closed[0]


def test_notes_5_tactical_advantage_is_one_move_of_the_marker_on_the_table():
    """Tactical advantage +2 then the unit's strength: two moves of the marker, each
    said once ("moves N ... (now ...)"); the effect's own line names no move."""
    game = make_game()
    s = position(game, active={"western-europe": 1}, reserve=["army 2"])
    texts = [e.text for e in act(game, s, "place army 2 on western-europe 2.2")]
    assert texts[1:4] == [
        "Tactical advantage +2 for Allies in Western Europe:",
        "Western Europe: the battle marker moves 2 toward Allies (now 2 toward Allies).",
        "Western Europe: the battle marker moves 2 toward Allies (now 4 toward Allies)."]
    assert sum("moves" in t for t in texts) == 2


def test_solo_5_the_bots_explanation_names_terrain_as_printed():
    """Step 3's explanation names a coastal space as the board prints it, land/sea."""
    game = make_game()
    s = bot_position(game, stratagem="secure", bot=("army 2", "army 2", "army 3", "army 1",
                                                    "army 1"))
    steps = [step for t in traces(settle(game, s)) for step in t.steps]
    detail = next(st.detail for st in steps if st.rule == "3")
    assert detail == "units in its row that may enter Pacific Ocean 1.3 (land/sea)"


# --- A whole game at the table ----------------------------------------------------------------


@pytest.mark.parametrize("options,seed", [({}, 1), ({"nippon": True}, 2),
                                          ({"difficulty": "hard", "bombed_to": "removed"}, 3)])
def test_a_table_game_end_to_end_by_printed_labels(options, seed):
    """The person reports every draw from a bag, every bombing of their reserve and
    Nippon's campaigns by typing the printed label (in any case), and decides their
    moves; each report is recorded as the outcome the label names."""
    session = Session.new(None, INFO, 2, options, seed, [HUMAN, AUTOMA_SEAT], table=True)
    game = session.game
    pick = random.Random(seed)
    reports = decisions = 0
    while True:
        prompt = session.advance(limit=500)
        if prompt.kind == ENDED:
            break
        if prompt.kind == DECIDE:
            assert prompt.seat == PERSON
            session.act(pick.choice(prompt.legal))
            decisions += 1
            continue
        assert prompt.kind == REPORT and prompt.request.physical
        request = prompt.request
        labels = request.names()
        assert len(set(labels)) == len(labels) == len(request.outcomes)
        label = pick.choices(labels, weights=request.weights)[0]
        typed = pick.choice([label, label.upper(), f"  {label}  "])
        outcome = request.outcome_named(typed)
        assert outcome == request.outcomes[labels.index(label)]
        before = game.clone(session.match.state)
        session.report(outcome)
        step = session.match.record.steps[-1]
        assert (step.action, step.by) == (str(outcome), REPORTED)
        after = session.match.state
        # In hand, or already on the board: the rest of the step may place it (the
        # bot's blitz after an Industrial Production draw).
        hand = [*after.reserve, *after.row, *(u[1] for u in after.board if u)]
        had = [*before.reserve, *before.row, *(u[1] for u in before.board if u)]
        if " bag into your reserve" in request.name or " bag to the end of " in request.name:
            assert hand.count(label) == had.count(label) + 1, label
        elif "bombing hits one of your units" in request.name:
            assert after.reserve.count(label) == before.reserve.count(label) - 1, label
        elif request.name.startswith("draw a unit from the special-weapons pile"):
            assert len(after.specials) == len(before.specials) - 1
            assert label not in after.specials or (
                after.specials.contents.count(label) == before.specials.contents.count(label)
                - 1), label
        reports += 1
    result = prompt.result
    assert reports >= 8 and decisions >= 3
    assert sum(sum(points) for _, points in result.breakdown) == sum(result.scores)
    assert session.match.over


def test_the_program_rolls_the_bots_d6_and_stratagems_even_at_the_table():
    session = Session.new(None, INFO, 2, {}, 5, [HUMAN, AUTOMA_SEAT], table=True)
    asked = set()
    for _ in range(40):
        prompt = session.advance(limit=500)
        if prompt.kind == ENDED:
            break
        if prompt.kind == DECIDE:
            session.act(prompt.legal[0])
        else:
            asked.add(prompt.request.name.split(" from ")[0])
            session.report(prompt.request.outcomes[0])
    assert "roll a d6 for the bot" not in asked and "draw a stratagem" not in asked
    assert "draw a unit" in asked


# --- The set-up, told at the start (solo §3; issue 17) ------------------------------------


@pytest.mark.parametrize(("options", "told"), [
    ({"difficulty": "hard"},
     ["lay the board world side up", "battle marker on the centre space of each of the 5 "
      "theatres' battle tracks", "both war VP markers on 0",
      "the 19 Allies unit tokens in the Allies bag", "19 Axis unit tokens in the Axis bag",
      "your screen", "12 special weapons tokens face down", "Draw 3 units from the Allies bag",
      "5 from the Axis bag face up in a row", "every stratagem but Steamroll",
      "leave the stratagem tokens and the die in the box",
      "Difficulty hard (solo §3.4): the program rolls the d6 4 times",
      "1 Western Europe, 2 Pacific Ocean, 3 Eastern Europe, 4 Africa & Middle East, "
      "5 South East Asia; any other face: your choice) 2 spaces toward the Axis end",
      "The bot takes the first turn"]),
    ({"nippon": True, "difficulty": "easy"},
     ["lay the board USA side up", "each of the 4 regions' battle tracks",
      "19 Axis unit tokens in the Axis bag (yours)", "19 Japan unit tokens in the Japan bag",
      "Difficulty easy (solo §3.4): the program rolls the d6 3 times",
      "1 space toward the Japan end", "Nippon (solo §3.5): 2 of the 4 starting "
      "campaigns", "each have their battle marker moved 2 spaces toward the Japan end"])])
def test_the_set_up_is_told_once_at_the_start_naming_the_components(options, told):
    """Every set-up step of solo §3 (the boards, markers, bags, special weapons,
    the draws, the bot's cup and die, the difficulty and Nippon) comes as
    instructions before the first question, once."""
    session = Session.new(None, INFO, 2, options, 4, [HUMAN, AUTOMA_SEAT], table=True)
    prompt = session.advance(limit=500)
    assert prompt.kind == REPORT and "Allies bag" in prompt.request.name or (
        "Axis bag" in prompt.request.name)
    setup_events = [e.text for e in prompt.events if e.kind == "setup"]
    assert setup_events and [e.kind for e in prompt.events] == ["setup"] * len(setup_events)
    text = " ".join(setup_events)
    for words in told:
        assert words in text, words
    for _ in range(12):  # the draws and the rolls: never told again
        session.report(prompt.request.outcomes[0])
        prompt = session.advance(limit=500)
        assert not any(e.kind == "setup" for e in prompt.events)
        if prompt.kind != REPORT:
            break
