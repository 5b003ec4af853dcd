"""The solo bot's three-step placement procedure (solo-rules §5; base-game-notes
§10.2): step 1 the theatre, step 2 the position, step 3 the unit, the "greatest
change" ranking, the Strategic advantage target and the blitz repeat.

Every test is a hand-made position whose answer is worked out in its comments, and
checks both the choice and the rule the trace names for it. The placeholder world
board (theatres top to bottom; campaigns; spaces):

- Western Europe (WE): 1 [land:industry, coast, sea:bombing] vp 1;
  2 [land:research, land:tactical 2, coast:propaganda 1] vp 2;
  3 [land, land:strategic 3, land:bombing, coast:research-industry] vp 3
- Pacific Ocean (PO): 1 [sea:research, sea, coast:industry] vp 2; 2 [...] vp 3
- Eastern Europe (EE): 1 [land:industry, land] vp 1; 2 [...] vp 2; 3 [...] vp 4
- Africa & Middle East (AME): 1 [land, coast:industry, land:research] vp 1;
  2 [land:strategic 3, land:bombing, coast:propaganda 1] vp 3
- South East Asia (SEA): 1 [coast:industry, land, sea:research] vp 1; 2 [...] vp 3

Tracks are 8 steps each way; armies enter land and coast, navies sea and coast,
airforces everything. A marker is positive toward the bot.
"""

from __future__ import annotations

import pytest

from automeeple import catalog
from automeeple.engine.trace import Trace
from automeeple.games.blitzkrieg import bot
from automeeple.games.blitzkrieg.bags import DrawUnit
from automeeple.games.blitzkrieg.state import BOT, PERSON
from automeeple.games.blitzkrieg.turn import BotPlacement, UnitRoll
from automeeple.sessions.session import ENDED, Session

from .helpers import (
    chance,
    edit,
    last_kept,
    make_game,
    settle,
    setup,
    space,
    theatre,
    tiny_game,
    top,
    traces,
)

GAME = make_game()
BOOK = GAME.rulebook
WE, PO, EE, AME, SEA = (theatre(GAME, n) for n in (
    "western-europe", "pacific-ocean", "eastern-europe", "africa-middle-east",
    "south-east-asia"))


def blank(game=GAME, **changes):
    """The bot to decide on an empty board: markers at the centre, no stratagem,
    then ``changes`` as in :func:`helpers.edit` (the default row is army 1, army 2,
    navy 1, navy 2, air 1)."""
    s = setup(game)
    s.markers = [0] * len(s.markers)
    s.stratagem = s.previous = None
    return edit(game, s, **changes)


def filled(*labels: str) -> dict:
    """The person's units on these spaces (an airforce may stand anywhere)."""
    return {label: (PERSON, "air 1") for label in labels}


def rules_of(trace: Trace) -> list[str]:
    return [st.rule for st in trace.steps]


def step(trace: Trace, rule: str):
    """The trace's (first) step naming ``rule``."""
    found = [st for st in trace.steps if st.rule == rule]
    assert found, f"no step {rule!r} in {rules_of(trace)}"
    return found[0]


def sp(label: str) -> int:
    return space(GAME, label)


# --- Step 1: the theatre -------------------------------------------------------------


def test_1a_a_theatre_it_closes_and_wins_beats_campaigns_filters_and_tie_breaks():
    # SEA at +6 with only SEA 1.2 (land) open: army 2 takes it to +8, the end of the
    # track. WE could close and win campaign 1 (navy 1 on WE 1.3: +1 -> +2), and
    # would win every tie-break (one empty space each, vp 1 each, WE on top);
    # Counterattack would keep only EE (the person leads there).
    s = blank(markers={"south-east-asia": 6, "western-europe": 1, "eastern-europe": -3},
              board=filled("south-east-asia 1.1", "south-east-asia 1.3",
                           "western-europe 1.1", "western-europe 1.2"),
              row=["navy 1", "army 2"])
    s.stratagem = "Counterattack"
    c = bot.choose(BOOK, s, None)
    assert (c.space, s.row[c.at]) == (sp("south-east-asia 1.2"), "army 2")
    assert step(c.trace, "1a").candidates == ("South East Asia",)
    step1 = rules_of(c.trace)[:rules_of(c.trace).index("2")]
    assert "1b" not in step1, "1a applied: step 1's later rules do not"
    assert "Counterattack" not in step1
    assert step(c.trace, "2a").candidates == ("South East Asia 1.2",)


def test_1b_a_campaign_it_closes_and_wins_beats_the_filter_and_tie_breaks():
    # WE 1.3 (sea:bombing) is campaign 1's last space; navy 1 there moves WE +1 -> +2:
    # the campaign closes with the bot ahead. Counterattack alone would pick EE
    # (the only theatre the person leads) and the tie-breaks PO (3 empty, vp 2).
    s = blank(markers={"western-europe": 1, "eastern-europe": -3},
              board=filled("western-europe 1.1", "western-europe 1.2"),
              row=["army 1", "navy 1"])
    s.stratagem = "Counterattack"
    c = bot.choose(BOOK, s, None)
    assert (c.space, s.row[c.at]) == (sp("western-europe 1.3"), "navy 1")
    assert step(c.trace, "1b").candidates == ("Western Europe",)
    assert "Counterattack" not in rules_of(c.trace)[:rules_of(c.trace).index("2")]
    assert step(c.trace, "2a").candidates == ("Western Europe 1.3",)


def test_1b_ignores_a_campaign_where_no_unit_of_the_row_fits():
    # WE 1.3 (sea) would close campaign 1 with the bot ahead, but the row holds only
    # armies: WE is no candidate at all, so the tie-breaks decide: PO (3 empty, vp 2).
    s = blank(markers={"western-europe": 1},
              board=filled("western-europe 1.1", "western-europe 1.2"),
              row=["army 3", "army 1"])
    t = bot.choose_theatre(BOOK, s, None, trace := Trace("t"))
    assert t == PO
    assert step(trace, "1b").detail.endswith(": none")
    assert "Western Europe" not in step(trace, "1").candidates


def test_1b_closing_a_campaign_on_a_tie_is_not_winning_it():
    # blitz air 0 on WE 1.3 closes campaign 1 with the marker still at 0: nobody wins
    # it, so rule 1b does not apply and the tie-breaks pick PO.
    s = blank(board=filled("western-europe 1.1", "western-europe 1.2"),
              row=["blitz air 0", "army 1"])
    t = bot.choose_theatre(BOOK, s, None, trace := Trace("t"))
    assert t == PO
    assert step(trace, "1b").detail.endswith(": none")
    assert "Western Europe" in step(trace, "1").candidates


def test_1a_counts_the_tactical_advantage_printed_on_the_space():
    # WE on campaign 2 at +5: army 1 on WE 2.2 (land: tactical 2) moves it 1 + 2 to +8.
    s = blank(markers={"western-europe": 5},
              board=filled("western-europe 1.1", "western-europe 1.2", "western-europe 1.3"),
              active={"western-europe": 1}, row=["army 1", "navy 1"])
    c = bot.choose(BOOK, s, None)
    assert (c.space, s.row[c.at]) == (sp("western-europe 2.2"), "army 1")
    assert step(c.trace, "1a").candidates == ("Western Europe",)
    assert step(c.trace, "2a").candidates == ("Western Europe 2.2",)


def test_1b_several_campaigns_to_close_and_win_go_to_the_tie_breaks():
    # EE 1.2 and AME 1.3 each close their campaign with the bot ahead (+1 -> +2);
    # both have one empty space and vp 1, so EE, higher on the board, is chosen.
    s = blank(markers={"eastern-europe": 1, "africa-middle-east": 1},
              board=filled("eastern-europe 1.1", "africa-middle-east 1.1",
                           "africa-middle-east 1.2"))
    t = bot.choose_theatre(BOOK, s, None, trace := Trace("t"))
    assert t == EE
    assert step(trace, "1b").candidates == ("Eastern Europe", "Africa & Middle East")
    assert trace.steps[-1].rule == "1 tie"
    assert trace.steps[-1].candidates == ("Eastern Europe",)


def test_1_tie_most_empty_spaces_in_the_open_campaign():
    # One space filled in WE, PO and AME: SEA alone keeps 3 empty spaces.
    s = blank(board=filled("western-europe 1.1", "pacific-ocean 1.1", "africa-middle-east 1.1"))
    t = bot.choose_theatre(BOOK, s, None, trace := Trace("t"))
    assert t == SEA
    st = step(trace, "1 tie")
    assert "most empty" in st.detail
    assert st.candidates == ("South East Asia",)


def test_1_tie_empty_spaces_are_counted_in_the_open_campaign_only():
    # EE's campaigns 1 and 2 are full: its open campaign 3 has 5 empty spaces.
    full = [f"eastern-europe {c}.{k}" for c, n in ((1, 2), (2, 3)) for k in range(1, n + 1)]
    s = blank(board=filled(*full), active={"eastern-europe": 2})
    t = bot.choose_theatre(BOOK, s, None, trace := Trace("t"))
    assert t == EE
    assert step(trace, "1 tie").candidates == ("Eastern Europe",)


def test_1_tie_highest_vp_of_the_open_campaign():
    # Empty board: WE, PO, AME, SEA have 3 empty spaces; PO's campaign is worth 2.
    s = blank()
    t = bot.choose_theatre(BOOK, s, None, trace := Trace("t"))
    assert t == PO
    ties = [st for st in trace.steps if st.rule == "1 tie"]
    assert ties[0].candidates == ("Western Europe", "Pacific Ocean", "Africa & Middle East",
                                  "South East Asia")
    assert "highest VP" in ties[1].detail
    assert ties[1].candidates == ("Pacific Ocean",)


def test_1_tie_highest_vp_reads_the_open_campaign_not_the_first():
    # AME's campaign 1 is full; its open campaign 2 (vp 3, 3 spaces) beats PO's (vp 2).
    s = blank(board=filled("africa-middle-east 1.1", "africa-middle-east 1.2",
                           "africa-middle-east 1.3"), active={"africa-middle-east": 1})
    t = bot.choose_theatre(BOOK, s, None, trace := Trace("t"))
    assert t == AME
    assert trace.steps[-1].candidates == ("Africa & Middle East",)


def test_1_tie_top_before_bottom():
    # PO down to 2 empty spaces: WE, AME, SEA tie on 3 empty and vp 1; WE is on top.
    s = blank(board=filled("pacific-ocean 1.1"))
    t = bot.choose_theatre(BOOK, s, None, trace := Trace("t"))
    assert t == WE
    assert trace.steps[-1].rule == "1 tie"
    assert "top before bottom" in trace.steps[-1].detail
    assert trace.steps[-1].candidates == ("Western Europe",)


# --- Step 2: the position ------------------------------------------------------------


def test_2a_the_space_that_closes_and_wins_then_left_before_right():
    # WE at +6; navy 2 on WE 1.2 (coast) or WE 1.3 (sea) reaches +8. The priority
    # list alone would take WE 1.1 (industrial production, the bot has 2 units).
    s = blank(markers={"western-europe": 6}, row=["navy 2", "army 1"])
    i = bot.choose_position(BOOK, s, WE, None, trace := Trace("t"))
    assert i == sp("western-europe 1.2")
    assert step(trace, "2a").candidates == ("Western Europe 1.2", "Western Europe 1.3")
    assert step(trace, "2 tie").candidates == ("Western Europe 1.2",)
    # The whole procedure: 1a, 2a, then the unit that closes and wins (3a).
    c = bot.choose(BOOK, s, None)
    assert (c.space, s.row[c.at]) == (i, "navy 2")
    assert {"1a", "2a", "3a"} <= set(rules_of(c.trace))


# A one-campaign theatre holding every kind of space, left to right, so the position
# priority list can be walked by filling the spaces it prefers.
LADDER = ["land", "land:propaganda:1", "land:industry", "land:tactical:2", "land:bombing",
          "land:research", "land:improved-research", "land:strategic:3", "land"]
LADDER_GAME = tiny_game([
    {"name": "Ladder", "roll": 1, "track": 8, "bonus": {}, "campaigns": [(1, LADDER)]},
    {"name": "Other", "roll": 2, "track": 8, "bonus": {}, "campaigns": [(1, ["land"])]},
])
FIVE = ["army 1", "army 2", "army 3", "air 1", "air 2"]
FOUR = FIVE[:4]


def effect_of(text: str) -> str:
    return text.split(":")[1] if ":" in text else "none"


def ladder(effects_filled=(), vp=(0, 0), row=FIVE):
    """The ladder campaign with the spaces of these effects already taken."""
    board = {f"ladder 1.{k + 1}": (PERSON, "air 1")
             for k, text in enumerate(LADDER) if effect_of(text) in effects_filled}
    return blank(LADDER_GAME, board=board, vp=vp, row=row)


def ladder_choice(s, strat=None):
    trace = Trace("t")
    i = bot.choose_position(LADDER_GAME.rulebook, s, 0, strat, trace)
    return LADDER[LADDER_GAME.rulebook.where[i][2]], i, trace


@pytest.mark.parametrize(("taken", "expected", "rule"), [
    ((), "land:strategic:3", "2.2"),
    (("strategic",), "land:improved-research", "2.5"),
    (("strategic", "improved-research"), "land:research", "2.5"),
    (("strategic", "improved-research", "research"), "land:bombing", "2.6"),
    (("strategic", "improved-research", "research", "bombing"), "land:tactical:2", "2.7"),
    (("strategic", "improved-research", "research", "bombing", "tactical"), "land:industry",
     "2.8"),
    (("strategic", "improved-research", "research", "bombing", "tactical", "industry"),
     "land:propaganda:1", "2.9"),
])
def test_2_priority_list_in_order_with_five_units_and_no_vp_condition(taken, expected, rule):
    effect, _, trace = ladder_choice(ladder(taken))
    assert effect == expected
    assert trace.steps[-1].rule == rule


def test_2_tie_left_before_right_among_spaces_of_equal_priority():
    # Every effect taken: the two plain spaces are left, the left one is chosen.
    s = ladder(("strategic", "improved-research", "research", "bombing", "tactical",
                "industry", "propaganda"))
    effect, i, trace = ladder_choice(s)
    assert (effect, LADDER_GAME.rulebook.where[i][2]) == ("land", 0)
    assert trace.steps[-1].rule == "2 tie"
    assert trace.steps[-1].candidates == ("Ladder 1.1",)


def test_2_1_propaganda_first_when_the_bot_has_20_vp():
    effect, _, trace = ladder_choice(ladder(vp=(0, 20)))
    assert effect == "land:propaganda:1"
    assert trace.steps[-1].rule == "2.1"


def test_2_1_not_with_19_vp():
    effect, _, trace = ladder_choice(ladder(vp=(0, 19)))
    assert effect == "land:strategic:3"
    assert trace.steps[-1].rule == "2.2"


def test_2_3_propaganda_after_strategic_when_the_person_leads_by_3():
    effect, _, trace = ladder_choice(ladder(vp=(3, 0)))
    assert effect == "land:strategic:3"  # strategic advantage still comes first
    effect, _, trace = ladder_choice(ladder(("strategic",), vp=(5, 2)))
    assert effect == "land:propaganda:1"
    assert trace.steps[-1].rule == "2.3"


def test_2_3_not_when_the_person_leads_by_2():
    effect, _, trace = ladder_choice(ladder(("strategic",), vp=(4, 2)))
    assert effect == "land:improved-research"
    assert trace.steps[-1].rule == "2.5"


def test_2_4_industrial_production_before_research_with_4_units_or_fewer():
    effect, _, trace = ladder_choice(ladder(("strategic",), row=FOUR))
    assert effect == "land:industry"
    assert trace.steps[-1].rule == "2.4"


def test_2_4_comes_after_propaganda_when_the_person_leads_by_3():
    effect, _, trace = ladder_choice(ladder(("strategic",), vp=(3, 0), row=FOUR))
    assert effect == "land:propaganda:1"
    assert trace.steps[-1].rule == "2.3"


def test_2_position_ignores_spaces_no_unit_can_enter_and_uses_real_board():
    # PO 1 [sea:research, sea, coast:industry] with an army-only row: only the coast
    # can be used, although research ranks higher.
    s = blank(row=["army 1", "army 2", "army 3", "army 1", "army 2"])
    i = bot.choose_position(BOOK, s, PO, None, trace := Trace("t"))
    assert i == sp("pacific-ocean 1.3")
    assert step(trace, "2").candidates == ("Pacific Ocean 1.3",)


# --- Step 3: the unit ----------------------------------------------------------------


def units(s, label, strat=None):
    """The units left for ``label``, by their names (:func:`bot.choose_units` gives
    their positions in the row)."""
    trace = Trace("t")
    return [s.row[j] for j in bot.choose_units(BOOK, s, sp(label), strat, trace)], trace


def test_3a_the_unit_that_closes_and_wins_the_theatre():
    # WE at +5: army 3 on WE 1.2 reaches +8; navy 2 only +7.
    s = blank(markers={"western-europe": 5}, row=["army 1", "army 3", "navy 2"])
    got, trace = units(s, "western-europe 1.2")
    assert got == ["army 3"]
    assert step(trace, "3a").candidates == ("army 3",)


def test_3a_the_unit_that_closes_and_wins_the_campaign():
    # WE 1.2 is campaign 1's last space, WE at -1: army 1 would close on a tie (0),
    # navy 2 closes with the bot ahead (+1).
    s = blank(markers={"western-europe": -1},
              board=filled("western-europe 1.1", "western-europe 1.3"),
              row=["army 1", "navy 2", "blitz air 0"])
    got, trace = units(s, "western-europe 1.2")
    assert got == ["navy 2"]
    assert last_kept(trace).rule == "3a"


def test_3c_a_space_without_effect_prefers_units_that_move_the_marker():
    s = blank(row=["blitz air 0", "army 2", "blitz air 0"])
    got, trace = units(s, "western-europe 1.2")  # coast, no effect
    assert got == ["army 2"]
    assert last_kept(trace).rule == "3c"
    # On a space with an effect the zero-strength units stay in.
    got, trace = units(s, "western-europe 1.1")  # land: industry
    assert got == ["blitz air 0", "army 2", "blitz air 0"]
    assert "3c" not in rules_of(trace)


def test_3d_the_last_space_of_a_campaign_prefers_non_blitz_units():
    # WE 1.3 is the last space; at -3 no unit closes with the bot ahead.
    s = blank(markers={"western-europe": -3},
              board=filled("western-europe 1.1", "western-europe 1.2"),
              row=["blitz air 1", "navy 1", "air 2"])
    got, trace = units(s, "western-europe 1.3")
    assert got == ["navy 1", "air 2"]
    assert last_kept(trace).rule == "3d"


def test_3e_with_20_vp_only_the_strongest_units():
    s = blank(vp=(0, 20), row=["army 1", "army 3", "navy 3", "air 3", "air 2"])
    got, trace = units(s, "western-europe 1.1")  # land: navy 3 cannot go there
    assert got == ["army 3", "air 3"]
    assert last_kept(trace).rule == "3e"


def test_3e_not_with_19_vp():
    s = blank(vp=(0, 19), row=["army 1", "army 3", "air 2"])
    got, trace = units(s, "western-europe 1.1")
    assert got == ["army 1", "army 3", "air 2"]
    assert "3e" not in rules_of(trace)


def test_choice_leaves_the_unit_to_the_d6_when_several_remain():
    s = blank(row=["air 1", "navy 1", "air 2", "navy 2", "army 1"])
    c = bot.choose(BOOK, s, None)
    # Empty board: PO (step 1 ties), PO 1.1 research (5 units), four units enter sea.
    assert c.space == sp("pacific-ocean 1.1")
    assert c.at is None
    assert c.units == [0, 1, 2, 3]  # air 1, navy 1, air 2, navy 2: their places in the row


def test_3_two_tokens_alike_are_two_units_and_the_d6_picks_which_leaves_the_row():
    """Solo §5 step 3: "if multiple units remain, roll d6 (1 = leftmost ...)": two
    army 1 tokens are two units, so the d6 is rolled. A roll counting to the second
    takes the second token: the first keeps its place (the units after it slide
    left, solo §4), and the table is told which token to take."""
    c = bot.choose(BOOK, blank(row=["army 1", "army 1"]), None)
    assert (c.at, c.units) == (None, [0, 1]), "the d6 picks between the two"
    s = setup(GAME)
    edit(GAME, s, row=["army 1", "navy 1", "army 1"])
    land = sp("western-europe 1.1")
    assert BOOK.space[land].terrain == "land"
    s.flow.append(UnitRoll(land, (0, 2), None))
    events = chance(GAME, s, "roll 2")
    assert s.board[land] == (BOT, "army 1")
    assert s.row == ["army 1", "navy 1"], "the leftmost army 1 stays first"
    (place,) = [e for e in events if e.kind == "place"]
    assert place.text.startswith("Axis places army 1 (the 3rd from the left of its row; ")


@pytest.mark.parametrize(("roll", "expected"), [
    (1, "air 1"), (2, "navy 1"), (3, "air 2"), (4, "navy 2"), (5, "air 1"), (6, "navy 1"),
])
def test_3_d6_counts_from_the_left_and_loops(roll, expected):
    # Through game.apply: the four sea units above are left for PO 1.1; a 6 with
    # four units loops round to the second.
    s = setup(GAME)
    s.markers = [0] * len(s.markers)
    edit(GAME, s, row=["air 1", "navy 1", "air 2", "navy 2", "army 1"])
    # Secure leads nowhere: passed over. The d6 is to pick: nothing is explained yet.
    assert traces(chance(GAME, s, "stratagem secure")) == []
    assert top(s) == UnitRoll(sp("pacific-ocean 1.1"), (0, 1, 2, 3), None)
    procedure = top(s).trace
    [trace] = traces(chance(GAME, s, f"roll {roll}"))
    assert s.board[sp("pacific-ocean 1.1")] == (BOT, expected)
    # The roll's trace continues the procedure's, which stopped at the units left.
    assert trace.steps[:-1] == procedure.steps and not procedure.choice
    assert trace.steps[-1].rule == "3 d6"
    assert trace.steps[-1].candidates == (expected,)
    assert trace.choice == f"{expected} on Pacific Ocean 1.1"


# --- "Greatest change" ---------------------------------------------------------------


@pytest.mark.parametrize(("before", "now", "rank"), [
    (-2, 1, 1),  # the person's lead becomes the bot's
    (0, 2, 2),  # a tie becomes a bot lead
    (-2, 0, 3),  # the person's lead becomes a tie
    (1, 3, 4),  # the bot's lead grows
    (-4, -1, 5),  # the person's lead shrinks
    (3, 1, 6),  # any other change
    (2, 2, 7),  # no change
])
def test_change_rank_all_seven_ranks(before, now, rank):
    assert bot.change_rank(before, now)[0] == rank


def test_change_rank_orders_ranks_then_the_bigger_change_first():
    moves = [(-1, 0), (-1, 2), (0, 1), (-3, -1), (-1, 1), (2, 5), (0, 3), (4, 4)]
    ordered = sorted(moves, key=lambda m: bot.change_rank(*m))
    assert ordered == [(-1, 2), (-1, 1), (0, 3), (0, 1), (-1, 0), (2, 5), (-3, -1), (4, 4)]


# --- Strategic advantage ---------------------------------------------------------------


def test_strategic_target_the_greatest_change_in_another_theatre():
    # Placed in WE (at -2: +3 there would turn the lead, rank 1, and WE is on top),
    # the move must go elsewhere: EE -2 -> +1 (rank 1) beats PO 0 -> 3 (rank 2),
    # AME 3 -> 6 (rank 4) and SEA -5 -> -2 (rank 5).
    s = blank(markers={"western-europe": -2, "eastern-europe": -2, "africa-middle-east": 3,
                       "south-east-asia": -5})
    t, trace = bot.strategic_target(BOOK, s, WE, 3)
    assert t == EE
    assert trace.steps[0].rule == "strategic"
    assert trace.steps[0].candidates == ("Eastern Europe",)


def test_strategic_target_counts_the_move_as_stopping_before_the_final_space():
    # PO at +5 can only go to +7 (change 2, not 3 onto the final space, which would
    # tie EE and win on top); EE at +4 goes to +7 (change 3). SEA is closed (-2 ->
    # +1 would have been the best), AME at +7 cannot move at all.
    s = blank(markers={"pacific-ocean": 5, "eastern-europe": 4, "africa-middle-east": 7,
                       "south-east-asia": -2}, closed=["south-east-asia"])
    t, trace = bot.strategic_target(BOOK, s, WE, 3)
    assert t == EE
    assert trace.steps[0].candidates == ("Eastern Europe",)


# --- Blitz -----------------------------------------------------------------------------


def test_blitz_unit_repeats_step_2_in_the_same_theatre_with_the_same_stratagem():
    # Empty board, row [blitz army 1, army 2], Rapid Deployment: step 1 picks PO
    # (ties), step 2 PO 1.3 (industrial production, 2 units), the leftmost unit is
    # the blitz army. The factory draws navy 1; the bot has units left, so it places
    # again in PO (step 2: PO 1.1 research, only navy 1 enters sea), although a fresh
    # step 1 would now pick WE (3 empty spaces against PO's 2).
    s = setup(GAME)
    s.markers = [0] * len(s.markers)
    edit(GAME, s, row=["blitz army 1", "army 2"])
    # One unit left after Rapid Deployment: the placement is explained at once.
    [first] = traces(chance(GAME, s, "stratagem rapid deployment"))
    assert first.choice == "blitz army 1 on Pacific Ocean 1.3"
    assert s.board[sp("pacific-ocean 1.3")] == (BOT, "blitz army 1")
    fresh = s.clone()
    fresh.row.append("navy 1")
    assert bot.choose_theatre(BOOK, fresh, "Rapid Deployment", Trace("t")) == WE
    # Industrial production, then the blitz repeat.
    [trace] = traces(chance(GAME, s, "draw navy 1"))
    assert s.board[sp("pacific-ocean 1.1")] == (BOT, "navy 1")
    assert trace.steps[0].rule == "blitz"
    assert trace.steps[0].candidates == ("Pacific Ocean",)
    # Another decision of the same turn: it names the blitz unit it follows.
    assert trace.decision == ("Bot turn 1, stratagem Rapid Deployment, after its blitz unit "
                              "on Pacific Ocean 1.3: steps of solo §5")
    assert trace.choice == "navy 1 on Pacific Ocean 1.1"
    assert s.stratagem == "Rapid Deployment"
    assert s.row == ["army 2"]


def chained_blitz(game):
    """Rapid Deployment, row [blitz army 1, blitz air 0, army 2], empty board: the
    blitz army on PO 1.3 (industry, 4 units or fewer), which draws navy 1; step 2
    again in PO: the blitz air 0 on PO 1.1 (research), which takes elite army 3 into
    the bag. Returns the state after that research draw."""
    s = setup(game)
    s.markers = [0] * len(s.markers)
    edit(game, s, row=["blitz army 1", "blitz air 0", "army 2"])
    [first] = traces(chance(game, s, "stratagem rapid deployment"))
    assert first.choice == "blitz army 1 on Pacific Ocean 1.3"
    [second] = traces(chance(game, s, "draw navy 1"))
    assert second.choice == "blitz air 0 on Pacific Ocean 1.1"
    assert s.row == ["army 2", "navy 1"]
    return s, traces(chance(game, s, "draw elite army 3"))


def test_solo_5_the_bots_blitz_units_chain():
    """Solo §5 "Blitz Unit Placed: If AI has >= 1 unit left, repeat Step 2", with no
    exception: the blitz air 0 of the extra placement gives a third placement in
    PO, on its last space (PO 1.2, sea: only navy 1 enters)."""
    s, [third] = chained_blitz(GAME)
    assert third.decision == ("Bot turn 1, stratagem Rapid Deployment, after its blitz unit "
                              "on Pacific Ocean 1.1: steps of solo §5")
    assert third.choice == "navy 1 on Pacific Ocean 1.2"
    assert s.board[sp("pacific-ocean 1.2")] == (BOT, "navy 1")
    assert s.row == ["army 2"]


def test_solo_5_bot_blitz_chain_option_off_gives_one_extra_placement_only():
    """The old reading (option ``bot_blitz_chain`` off): the extra placement's blitz
    unit gives nothing more; the turn goes on to the bot's draw."""
    game = make_game(bot_blitz_chain=False)
    s, explained = chained_blitz(game)
    assert explained == []
    assert s.board[sp("pacific-ocean 1.2")] is None
    assert s.row == ["army 2", "navy 1"]
    assert top(s) == DrawUnit(BOT, 1)


def test_blitz_unit_with_no_unit_left_does_not_repeat():
    # Only EE 1.2 (land, no effect) is open; the row's one unit is a blitz airforce.
    s = setup(GAME)
    s.markers = [0] * len(s.markers)
    edit(GAME, s, row=["blitz air 1"], board=filled("eastern-europe 1.1"),
         closed=["western-europe", "pacific-ocean", "africa-middle-east", "south-east-asia"])
    chance(GAME, s, "stratagem secure")
    assert s.board[sp("eastern-europe 1.2")] == (BOT, "blitz air 1")
    assert s.row == []
    assert top(s) == DrawUnit(BOT, 1)
    assert not any(isinstance(work, BotPlacement) for work in s.flow)


# --- The trace after a bot turn --------------------------------------------------------


def test_a_bot_turn_trace_comes_as_trace_events_of_game_apply():
    s = setup(GAME)
    s.markers = [0] * len(s.markers)
    events = chance(GAME, s, "stratagem secure")
    events += settle(GAME, s)  # the unit roll, the research draw, the end-of-turn draw
    # The d6 is left to pick the unit: the placement is explained once, with the
    # roll, as one TRACE event (traced(): its data the trace as plain data).
    [roll] = traces(events)
    assert all(e.seat == BOT and e.text == e.trace.decision and e.data == e.trace.to_dict()
               for e in events if e.kind == "trace")
    assert rules_of(roll)[0] == "1" and rules_of(roll)[-1] == "3 d6"
    placed = [i for i, u in enumerate(s.board) if u is not None and u[0] == BOT]
    assert len(placed) == 1
    assert roll.choice == f"{s.board[placed[0]][1]} on {BOOK.label(placed[0])}"


def test_a_quiet_apply_builds_no_trace_and_reaches_the_same_state():
    loud = setup(GAME)
    quiet = loud.clone()
    for text, explained in (("stratagem secure", 0), ("roll 2", 1)):
        action = GAME.parse_action(loud, text)
        assert len(traces(GAME.apply(loud, action))) == explained
        assert GAME.apply(quiet, action, quiet=True) == []
        assert quiet.key() == loud.key()


def test_a_roll_set_up_quietly_still_explains_the_whole_procedure():
    loud = setup(GAME)
    quiet = loud.clone()
    GAME.apply(loud, GAME.parse_action(loud, "stratagem secure"))
    procedure = top(loud).trace
    GAME.apply(quiet, GAME.parse_action(quiet, "stratagem secure"), quiet=True)
    assert top(quiet).trace is None
    [trace] = traces(GAME.apply(quiet, GAME.parse_action(quiet, "roll 2")))
    assert trace.steps[:-1] == procedure.steps and trace.steps[-1].rule == "3 d6"


@pytest.mark.parametrize("options", [{}, {"blitz_chain": True}, {"nippon": True},
                                     {"difficulty": "hard", "bombed_to": "removed"}],
                         ids=lambda o: ",".join(o) or "default")
def test_why_shows_each_bot_decision_once_and_complete(options):
    """Seeded bots-only games through the session: a prompt's traces (what "why"
    shows) hold no decision twice, each with its choice, and every unit the bot
    placed is the choice of exactly one of them."""
    info = catalog.get("blitzkrieg")
    for seed in range(8):
        session = Session.new(None, info, 2, options, seed, info.players(["baseline"], 2))
        prompt = session.advance()
        assert prompt.kind == ENDED
        decisions = [trace.decision for trace in prompt.traces]
        assert len(decisions) == len(set(decisions)), (
            f"seed {seed}: {[d for d in decisions if decisions.count(d) > 1]}")
        assert all(trace.choice for trace in prompt.traces), seed
        placed = [f"{e.data['unit']} on {e.data['space']}" for e in prompt.events
                  if e.kind == "place" and e.seat == BOT]
        assert placed, seed
        for unit in placed:
            explaining = [trace for trace in prompt.traces
                          if trace.choice.split("; ")[0] == unit]
            assert len(explaining) == 1, (seed, unit, explaining)
