"""The solo bot's stratagems (solo-rules §4 and §5 "Stratagem Effects"; base-game-notes
§10.1-10.2): each theatre, position and unit filter on a hand-made position where
it changes the answer, a filter that keeps nothing passed over, Steamroll, and how
the cup is handled between turns.

Board used (placeholder world, theatres top to bottom, open campaign 1 unless said):
WE 1 [land:industry, coast, sea:bombing] vp 1; WE 2 [land:research, land:tactical 2,
coast:propaganda 1] vp 2; PO 1 [sea:research, sea, coast:industry] vp 2; EE 1
[land:industry, land] vp 1; EE 3 [land:bombing, land, land:improved-industry,
land:strategic 3, land:propaganda 2] vp 4; AME 1 [land, coast:industry,
land:research] vp 1; SEA 1 [coast:industry, land, sea:research] vp 1. On an empty
board with no stratagem step 1 picks PO (WE, PO, AME, SEA tie on 3 empty spaces, PO
is worth 2).
"""

from __future__ import annotations

from automeeple.engine.core import CHANCE
from automeeple.engine.trace import Trace
from automeeple.games.blitzkrieg import bot
from automeeple.games.blitzkrieg.state import PERSON
from automeeple.games.blitzkrieg.turn import DrawStratagem

from .helpers import (
    act,
    chance,
    edit,
    last_kept,
    make_game,
    setup,
    space,
    theatre,
    top,
    traces,
)

GAME = make_game()
BOOK = GAME.rulebook
WE, PO, EE, AME, SEA = (theatre(GAME, n) for n in (
    "western-europe", "pacific-ocean", "eastern-europe", "africa-middle-east",
    "south-east-asia"))
ALL_BUT_STEAMROLL = ["Big Guns", "Counterattack", "Economic Warfare", "For the Glory",
                     "Rapid Deployment", "Research & Development", "Secure"]


def blank(**changes):
    """The bot to decide on an empty board, markers at the centre, no stratagem;
    default row army 1, army 2, navy 1, navy 2, air 1."""
    s = setup(GAME)
    s.markers = [0] * len(s.markers)
    s.stratagem = s.previous = None
    return edit(GAME, s, **changes)


def filled(*labels: str) -> dict:
    return {label: (PERSON, "air 1") for label in labels}


def rules_of(trace: Trace) -> list[str]:
    return [st.rule for st in trace.steps]


def steps(trace: Trace, rule: str):
    found = [st for st in trace.steps if st.rule == rule]
    assert found, f"no step {rule!r} in {rules_of(trace)}"
    return found


def sp(label: str) -> int:
    return space(GAME, label)


def theatre_of(s, strat):
    trace = Trace("t")
    return bot.choose_theatre(BOOK, s, strat, trace), trace


# --- Theatre filters (step 1) ----------------------------------------------------------


def test_counterattack_only_theatres_where_the_person_leads():
    # The person leads in EE (-1) and AME (-2); SEA (+1) and the ties are out. Of
    # the two, AME has more empty spaces (3 against 2).
    s = blank(markers={"eastern-europe": -1, "africa-middle-east": -2, "south-east-asia": 1})
    t, trace = theatre_of(s, "Counterattack")
    assert t == AME
    assert steps(trace, "Counterattack")[0].candidates == ("Eastern Europe",
                                                           "Africa & Middle East")
    assert trace.steps[-1].candidates == ("Africa & Middle East",)


def test_counterattack_keeping_nothing_is_passed_over():
    s = blank(markers={"south-east-asia": 2})
    t, trace = theatre_of(s, "Counterattack")
    assert t == PO
    assert "passed over" in steps(trace, "Counterattack")[0].detail


def test_secure_only_theatres_where_the_bot_leads():
    # The bot leads in EE (+1) and SEA (+2); the person leads in PO, which would
    # otherwise win the ties. SEA has 3 empty spaces, EE 2.
    s = blank(markers={"eastern-europe": 1, "south-east-asia": 2, "pacific-ocean": -1})
    t, trace = theatre_of(s, "Secure")
    assert t == SEA
    assert steps(trace, "Secure")[0].candidates == ("Eastern Europe", "South East Asia")


def test_secure_keeping_nothing_is_passed_over():
    s = blank(markers={"eastern-europe": -1})
    t, trace = theatre_of(s, "Secure")
    assert t == PO
    assert "passed over" in steps(trace, "Secure")[0].detail


def test_economic_warfare_theatres_with_industrial_production_or_bombing_spaces():
    # WE and EE are on their campaign 2 (no industry, no bombing; 3 empty spaces,
    # vp 2); PO, AME and SEA have 2 empty spaces left, and only SEA an industry
    # space (SEA 1.1). The ties alone would pick WE.
    s = blank(board=filled("western-europe 1.1", "western-europe 1.2", "western-europe 1.3",
                           "eastern-europe 1.1", "eastern-europe 1.2", "pacific-ocean 1.3",
                           "africa-middle-east 1.2", "south-east-asia 1.2"),
              active={"western-europe": 1, "eastern-europe": 1})
    assert theatre_of(s, None)[0] == WE
    t, trace = theatre_of(s, "Economic Warfare")
    assert t == SEA
    assert steps(trace, "Economic Warfare")[0].candidates == ("South East Asia",)
    # The whole choice: 5 units prefer bombing, none here, so industrial production.
    s.stratagem = "Economic Warfare"
    c = bot.choose(BOOK, s, None)
    assert c.space == sp("south-east-asia 1.1")
    assert steps(c.trace, "Economic Warfare")[1].candidates == ("South East Asia 1.1",)


def test_economic_warfare_a_bombing_space_qualifies_a_theatre_too():
    # Only WE keeps a bombing space (WE 1.3), no theatre an industry space; the ties
    # alone would pick EE (campaign 2: 3 empty spaces, vp 2). Five units: bombing.
    s = blank(board=filled("western-europe 1.1", "pacific-ocean 1.3", "eastern-europe 1.1",
                           "eastern-europe 1.2", "africa-middle-east 1.2",
                           "south-east-asia 1.1"),
              active={"eastern-europe": 1})
    assert theatre_of(s, None)[0] == EE
    s.stratagem = "Economic Warfare"
    c = bot.choose(BOOK, s, None)
    assert c.space == sp("western-europe 1.3")
    first, then, _ = steps(c.trace, "Economic Warfare")
    assert first.candidates == ("Western Europe",)
    assert then.candidates == ("Western Europe 1.3",)


def test_for_the_glory_highest_vp_campaigns_then_those_with_vp_spaces():
    # WE's open campaign 2 (vp 2, propaganda left, 2 empty) and PO's campaign 1
    # (vp 2, no propaganda, 3 empty) are worth most; only WE has a VP space. The
    # ties alone would pick PO.
    s = blank(board=filled("western-europe 1.1", "western-europe 1.2", "western-europe 1.3",
                           "western-europe 2.1"), active={"western-europe": 1})
    assert theatre_of(s, None)[0] == PO
    t, trace = theatre_of(s, "For the Glory")
    assert t == WE
    first, then = steps(trace, "For the Glory")
    assert first.candidates == ("Western Europe", "Pacific Ocean")
    assert then.candidates == ("Western Europe",)
    # Its position filter: the VP space WE 2.3, before the tactical advantage WE 2.2.
    s.stratagem = "For the Glory"
    c = bot.choose(BOOK, s, None)
    assert c.space == sp("western-europe 2.3")
    assert steps(c.trace, "For the Glory")[2].candidates == ("Western Europe 2.3",)


def test_for_the_glory_highest_vp_even_against_more_empty_spaces():
    # AME's open campaign 2 (vp 3) has only 2 empty spaces; PO (vp 2) has 3.
    s = blank(board=filled("africa-middle-east 1.1", "africa-middle-east 1.2",
                           "africa-middle-east 1.3", "africa-middle-east 2.2"),
              active={"africa-middle-east": 1})
    t, trace = theatre_of(s, "For the Glory")
    assert t == AME
    assert steps(trace, "For the Glory")[0].candidates == ("Africa & Middle East",)


def test_for_the_glory_no_vp_space_among_the_highest_is_passed_over():
    # Empty board: PO is worth most and has no propaganda space; it stays.
    t, trace = theatre_of(blank(), "For the Glory")
    assert t == PO
    first, then = steps(trace, "For the Glory")
    assert first.candidates == ("Pacific Ocean",)
    assert "passed over" in then.detail


def test_research_and_development_theatres_with_research_spaces():
    # PO's research space is taken: AME and SEA keep one (3 empty each, vp 1, AME
    # higher). The ties alone would pick WE (3 empty, vp 1, on top).
    s = blank(board=filled("pacific-ocean 1.1"))
    assert theatre_of(s, None)[0] == WE
    t, trace = theatre_of(s, "Research & Development")
    assert t == AME
    assert steps(trace, "Research & Development")[0].candidates == (
        "Africa & Middle East", "South East Asia")


def test_research_and_development_keeping_nothing_is_passed_over():
    s = blank(board=filled("pacific-ocean 1.1", "africa-middle-east 1.3",
                           "south-east-asia 1.3"))
    t, trace = theatre_of(s, "Research & Development")
    assert t == WE
    assert "passed over" in steps(trace, "Research & Development")[0].detail


# The spaces that qualify a theatre are those the bot can fill (a unit of its row
# may enter): a space no unit of the row can take does not count.


def test_economic_warfare_counts_only_spaces_the_bot_can_fill():
    # Left of industry and bombing: WE 1.3 (sea:bombing) and SEA 1.1
    # (coast:industry). The row holds armies only, which cannot enter WE 1.3: only
    # SEA qualifies. Counting any empty space, WE (2 empty, like SEA, vp 1, on
    # top) would be taken.
    # EE's campaign 1 is full (it would close otherwise), PO has sea spaces only.
    s = blank(board=filled("western-europe 1.1", "pacific-ocean 1.3", "eastern-europe 1.1",
                           "eastern-europe 1.2", "africa-middle-east 1.2",
                           "south-east-asia 1.2"),
              row=["army 1", "army 2", "army 3", "army 1", "army 2"])
    assert theatre_of(s, None)[0] == WE
    t, trace = theatre_of(s, "Economic Warfare")
    assert t == SEA
    assert steps(trace, "Economic Warfare")[0].candidates == ("South East Asia",)


def test_research_and_development_counts_only_spaces_the_bot_can_fill():
    # Research spaces: PO 1.1 and SEA 1.3 (sea), AME 1.3 (land). With armies only,
    # AME alone qualifies; counting any empty space, PO (vp 2) would be taken.
    s = blank(row=["army 1", "army 2", "army 3"])
    t, trace = theatre_of(s, "Research & Development")
    assert t == AME
    assert steps(trace, "Research & Development")[0].candidates == ("Africa & Middle East",)


def test_for_the_glory_counts_only_vp_spaces_the_bot_can_fill():
    # PO's campaign 2 (vp 3) has its propaganda on sea (PO 2.4), SEA's campaign 2
    # (vp 3) on land (SEA 2.4). With armies only, SEA alone qualifies; counting any
    # empty space, PO (on top) would be taken.
    full = [f"{name} 1.{k}" for name in ("pacific-ocean", "south-east-asia") for k in (1, 2, 3)]
    s = blank(board=filled(*full), active={"pacific-ocean": 1, "south-east-asia": 1},
              row=["army 1", "army 2", "army 3"])
    t, trace = theatre_of(s, "For the Glory")
    assert t == SEA
    first, then = steps(trace, "For the Glory")
    assert first.candidates == ("Pacific Ocean", "South East Asia")
    assert then.candidates == ("South East Asia",)


def test_big_guns_and_rapid_deployment_have_no_theatre_filter():
    s = blank(markers={"eastern-europe": -2, "south-east-asia": 2})
    for strat in ("Big Guns", "Rapid Deployment"):
        t, trace = theatre_of(s, strat)
        assert t == PO
        assert set(rules_of(trace)) == {"1", "1a", "1b", strat, "1 tie"}
        assert steps(trace, strat)[0].detail == "no theatre filter"
        assert steps(trace, strat)[0].candidates == ()


# --- Position filters (step 2) ---------------------------------------------------------


def ee3(**changes):
    """EE's open campaign 3: bombing, plain, improved industry, strategic, propaganda.
    The priority list alone picks the strategic advantage (EE 3.4)."""
    full = [f"eastern-europe {c}.{k}" for c, n in ((1, 2), (2, 3)) for k in range(1, n + 1)]
    return blank(board=filled(*full), active={"eastern-europe": 2}, **changes)


def position_of(s, strat):
    trace = Trace("t")
    return bot.choose_position(BOOK, s, EE, strat, trace), trace


def test_no_position_filter_takes_the_strategic_advantage():
    i, trace = position_of(ee3(), None)
    assert i == sp("eastern-europe 3.4")
    assert trace.steps[-1].rule == "2.2"


def test_economic_warfare_with_more_than_4_units_bombing_before_industry():
    i, trace = position_of(ee3(), "Economic Warfare")
    assert i == sp("eastern-europe 3.1")
    assert steps(trace, "Economic Warfare")[0].candidates == ("Eastern Europe 3.1",)


def test_economic_warfare_with_4_units_industry_before_bombing():
    i, trace = position_of(ee3(row=["army 1", "army 2", "navy 1", "air 1"]),
                           "Economic Warfare")
    assert i == sp("eastern-europe 3.3")
    assert steps(trace, "Economic Warfare")[0].candidates == ("Eastern Europe 3.3",)


def test_economic_warfare_with_4_units_falls_back_on_bombing():
    s = ee3(row=["army 1", "army 2", "navy 1", "air 1"])
    s.board[sp("eastern-europe 3.3")] = (PERSON, "air 1")
    i, trace = position_of(s, "Economic Warfare")
    assert i == sp("eastern-europe 3.1")


def test_for_the_glory_position_prefers_the_vp_space():
    i, trace = position_of(ee3(), "For the Glory")
    assert i == sp("eastern-europe 3.5")
    assert steps(trace, "For the Glory")[0].candidates == ("Eastern Europe 3.5",)


def test_research_and_development_position_prefers_research_spaces():
    # WE's open campaign 3: plain, strategic, bombing, research industry.
    full = [f"western-europe {c}.{k}" for c in (1, 2) for k in (1, 2, 3)]
    s = blank(board=filled(*full), active={"western-europe": 2})
    i = bot.choose_position(BOOK, s, WE, None, Trace("t"))
    assert i == sp("western-europe 3.2")  # without the stratagem: strategic
    i = bot.choose_position(BOOK, s, WE, "Research & Development", trace := Trace("t"))
    assert i == sp("western-europe 3.4")
    assert steps(trace, "Research & Development")[0].candidates == ("Western Europe 3.4",)


def test_a_position_filter_keeping_nothing_is_passed_over():
    # EE campaign 3 has no research space: the priority list decides.
    i, trace = position_of(ee3(), "Research & Development")
    assert i == sp("eastern-europe 3.4")
    assert "passed over" in steps(trace, "Research & Development")[0].detail


# --- Unit filters (step 3) ------------------------------------------------------------


def units(s, label, strat):
    """The units left for ``label``, by their names (:func:`bot.choose_units` gives
    their positions in the row)."""
    trace = Trace("t")
    return [s.row[j] for j in bot.choose_units(BOOK, s, sp(label), strat, trace)], trace


def test_big_guns_prefers_special_weapons():
    # EE 1.2 (land): army 3 is as strong as elite army 3, but not a special weapon.
    s = blank(row=["army 3", "elite army 3", "navy 1", "scientist", "army 1"])
    got, trace = units(s, "eastern-europe 1.2", "Big Guns")
    assert got == ["elite army 3", "scientist"]
    assert last_kept(trace).rule == "Big Guns"


def test_big_guns_without_special_weapons_the_greatest_change():
    # EE at -2: army 3 turns the person's lead into the bot's (rank 1); army 2 and
    # air 2 only make it a tie (rank 3); army 1 and blitz army 1 shrink it (rank 5).
    s = blank(markers={"eastern-europe": -2},
              row=["army 1", "army 2", "army 3", "blitz army 1", "air 2"])
    got, trace = units(s, "eastern-europe 1.2", "Big Guns")
    assert got == ["army 3"]
    assert last_kept(trace).rule == "Big Guns"


def test_counterattack_the_greatest_change():
    # EE at -3: army 3 makes a tie (rank 3), the others only shrink the lead.
    s = blank(markers={"eastern-europe": -3}, row=["army 1", "army 2", "army 3", "navy 3"])
    got, trace = units(s, "eastern-europe 1.2", "Counterattack")
    assert got == ["army 3"]
    assert last_kept(trace).rule == "Counterattack"


def test_counterattack_the_bigger_change_within_a_rank_and_ties_stay():
    # EE at -1: army 2 (to +1) and army 3 / air 3 (to +2) all turn the lead (rank 1);
    # the bigger change wins, and the two equal units are left to the d6.
    s = blank(markers={"eastern-europe": -1}, row=["army 2", "army 3", "air 3"])
    got, trace = units(s, "eastern-europe 1.2", "Counterattack")
    assert got == ["army 3", "air 3"]
    assert last_kept(trace).rule == "Counterattack"


def test_rapid_deployment_the_leftmost_unit_that_may_go_there():
    # navy 3 is leftmost but cannot enter land.
    s = blank(row=["navy 3", "army 1", "army 3"])
    got, trace = units(s, "eastern-europe 1.2", "Rapid Deployment")
    assert got == ["army 1"]
    assert last_kept(trace).rule == "Rapid Deployment"


def test_research_and_development_special_weapons_on_a_non_research_space():
    s = blank(row=["army 3", "elite army 4", "army 1"])
    got, trace = units(s, "eastern-europe 1.2", "Research & Development")
    assert got == ["elite army 4"]
    assert last_kept(trace).rule == "Research & Development"
    # On a research space (AME 1.3) no unit is preferred.
    got, trace = units(s, "africa-middle-east 1.3", "Research & Development")
    assert got == ["army 3", "elite army 4", "army 1"]
    assert steps(trace, "Research & Development")[0].detail == "a Research space: no unit filter"


# --- Steamroll ------------------------------------------------------------------------


def test_steamroll_repeats_the_previous_stratagem():
    s = blank()
    s.stratagem, s.previous = "Steamroll", "Secure"
    assert bot.stratagem_in_force(s) == "Secure"


def test_steamroll_on_the_first_turn_has_no_effect():
    # Counterattack would pick AME here; with no previous stratagem Steamroll does
    # nothing and the ties pick PO, exactly as with no stratagem at all.
    s = blank(markers={"africa-middle-east": -1})
    s.stratagem, s.previous = "Steamroll", None
    assert bot.stratagem_in_force(s) is None
    c = bot.choose(BOOK, s, None)
    s.stratagem = None
    plain = bot.choose(BOOK, s, None)
    assert (c.space, c.at, c.units) == (plain.space, plain.at, plain.units)
    assert c.space == sp("pacific-ocean 1.1")
    assert rules_of(c.trace) == rules_of(plain.trace)


def test_steamroll_applies_the_previous_stratagems_filters():
    s = blank(markers={"africa-middle-east": -1})
    s.stratagem, s.previous = "Steamroll", "Counterattack"
    c = bot.choose(BOOK, s, None)
    assert BOOK.where[c.space][0] == AME
    assert steps(c.trace, "Counterattack")[0].candidates == ("Africa & Middle East",)
    assert "repeating Counterattack" in c.trace.decision


# --- The cup ---------------------------------------------------------------------------


def to_next_stratagem(s, limit=200):
    """Play on (first chance outcome, the person's first legal action) until the
    bot's next stratagem draw."""
    for _ in range(limit):
        if top(s) == DrawStratagem():
            return s
        if GAME.to_move(s) == CHANCE:
            GAME.apply(s, GAME.chance_request(s).outcomes[0])
        else:
            act(GAME, s, str(GAME.legal_actions(s)[0]))
    raise AssertionError("no stratagem draw reached")


def drawable(s) -> set[str]:
    return {str(o) for o in GAME.chance_request(s).outcomes}


def test_the_first_draw_leaves_steamroll_out_of_the_cup():
    s = setup(GAME)
    assert top(s) == DrawStratagem()
    assert sorted(s.cup.contents) == ALL_BUT_STEAMROLL
    assert "stratagem steamroll" not in drawable(s)


def test_steamroll_enters_the_cup_after_the_first_turn():
    s = setup(GAME)
    chance(GAME, s, "stratagem secure")
    assert "Steamroll" in s.cup
    assert "Secure" not in s.cup  # in use this turn
    to_next_stratagem(s)
    assert "stratagem steamroll" in drawable(s)


def test_the_previous_stratagem_returns_to_the_cup_after_the_draw():
    s = setup(GAME)
    chance(GAME, s, "stratagem secure")
    to_next_stratagem(s)
    # Secure is still out while the next one is drawn: never the same twice running.
    assert "stratagem secure" not in drawable(s)
    chance(GAME, s, "stratagem big guns")
    assert (s.previous, s.stratagem) == ("Secure", "Big Guns")
    assert "Secure" in s.cup
    assert "Big Guns" not in s.cup
    assert sorted(s.cup.contents) == sorted(["Counterattack", "Economic Warfare", "For the Glory",
                                    "Rapid Deployment", "Research & Development", "Secure",
                                    "Steamroll"])


def test_steamroll_drawn_on_the_second_turn_repeats_the_first_turns_stratagem():
    s = setup(GAME)
    chance(GAME, s, "stratagem counterattack")
    to_next_stratagem(s)
    # A fresh board where only Counterattack would send the bot to AME.
    s.board = [None] * len(s.board)
    s.active = [0] * len(s.active)
    s.closed = [False] * len(s.closed)
    s.markers = [0] * len(s.markers)
    s.markers[AME] = -1
    s.row = ["army 1", "army 2", "navy 1", "navy 2", "air 1"]
    events = chance(GAME, s, "stratagem steamroll")
    assert (s.previous, s.stratagem) == ("Counterattack", "Steamroll")
    assert steps(traces(events)[0], "Counterattack")[0].candidates == ("Africa & Middle East",)
    assert "Counterattack" in s.cup
