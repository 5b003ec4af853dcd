"""`why`: the bot's trace states each rule of solo §5 it applies, in order, with
what it kept, or that none qualified (then the next rule, or the filter passed
over), or that all tie; in the printed names of the board's effects (notes §1.6),
and of its regions on the Nippon board (solo §3.5), as the set-up text names them.

A step whose rule leaves the candidates as they were lists none. The tests' board
(``helpers.RULES_BOARD``, theatres top to bottom, open campaign 1 unless said): WE
1 [land:industry, coast, sea:bombing] vp 1; PO 1 [sea:research, sea,
coast:industry] vp 2; EE 1 [land:industry, land] vp 1; EE 3 [land:bombing, land,
land:improved-industry, land:strategic 3, land:propaganda 2] vp 4; AME 1 [land,
coast:industry, land:research] vp 1; SEA 1 [coast:industry, land, sea:research]
vp 1. Markers + toward the bot.
"""

from __future__ import annotations

from automeeple.engine.trace import Trace
from automeeple.games.blitzkrieg import bot

from .helpers import (
    BOT,
    PERSON,
    bot_turn,
    chance,
    edit,
    make_game,
    setup,
    space,
    theatre,
    tiny_game,
    traces,
)

GAME = make_game()
BOOK = GAME.rulebook


def blank(game=GAME, stratagem: str | None = None, **changes):
    """The bot to decide on an empty board, markers at the centre, ``stratagem`` in
    force; default row army 1, army 2, navy 1, navy 2, air 1."""
    s = setup(game)
    s.markers = [0] * len(s.markers)
    s.stratagem, s.previous = stratagem, None
    return edit(game, s, **changes)


def filled(*labels: str) -> dict:
    return {label: (PERSON, "air 1") for label in labels}


def told(trace: Trace) -> list[tuple[str, str, tuple[str, ...]]]:
    return [(st.rule, st.detail, st.candidates) for st in trace.steps]


def ee3(**changes):
    """EE's open campaign 3: bombing, plain, improved industry, strategic, propaganda."""
    full = [f"eastern-europe {c}.{k}" for c, n in ((1, 2), (2, 3)) for k in range(1, n + 1)]
    return blank(board=filled(*full, *changes.pop("taken", ())), active={"eastern-europe": 2},
                 **changes)


def test_solo_5_step_1_says_no_theatre_or_campaign_can_be_closed_and_won():
    trace = Trace("t")
    bot.choose_theatre(BOOK, blank(), None, trace)
    assert told(trace)[1:3] == [
        ("1a", "a theatre it can close and win with one placement: none", ()),
        ("1b", "a campaign it can close and win with one placement: none", ())]


def test_solo_5_step_1_tie_breaks_say_when_all_tie():
    # Secure keeps WE, AME and SEA (the bot leads): 3 empty spaces and 1 VP each, so
    # only "top before bottom" decides, and the trace says the first two tie.
    s = blank(markers={"western-europe": 1, "africa-middle-east": 1, "south-east-asia": 2})
    trace = Trace("t")
    assert bot.choose_theatre(BOOK, s, "Secure", trace) == theatre(GAME, "western-europe")
    assert told(trace)[3:] == [
        ("Secure", "only where it leads",
         ("Western Europe", "Africa & Middle East", "South East Asia")),
        ("1 tie", "most empty spaces in the open campaign: all tie on 3", ()),
        ("1 tie", "highest VP of the open campaign: all tie on 1 VP", ()),
        ("1 tie", "top before bottom", ("Western Europe",))]


def test_solo_5_step_1_a_tie_break_that_narrows_says_by_what():
    s = blank(board=filled("western-europe 1.1", "africa-middle-east 1.1"))
    trace = Trace("t")
    bot.choose_theatre(BOOK, s, None, trace)
    assert told(trace)[3:] == [
        ("1 tie", "most empty spaces in the open campaign: 3",
         ("Pacific Ocean", "South East Asia")),
        ("1 tie", "highest VP of the open campaign: 2 VP", ("Pacific Ocean",))]


def test_solo_5_a_stratagem_without_a_filter_at_a_step_says_so():
    # Big Guns filters units only; Secure theatres only.
    c = bot.choose(BOOK, blank(stratagem="Big Guns"), None)
    assert ("Big Guns", "no theatre filter", ()) in told(c.trace)
    assert ("Big Guns", "no position filter", ()) in told(c.trace)
    c = bot.choose(BOOK, blank(stratagem="Secure", markers={"pacific-ocean": 1}), None)
    assert ("Secure", "no position filter", ()) in told(c.trace)
    assert ("Secure", "no unit filter", ()) in told(c.trace)


def test_solo_5_economic_warfare_with_5_units_says_bombing_came_first():
    # Solo §5: "If AI has <= 4 units -> IP > Bombing; else -> Bombing > IP". With 5
    # units and EE 3.1 (bombing) taken: Improved Industrial Production, EE 3.3.
    trace = Trace("t")
    i = bot.choose_position(BOOK, ee3(taken=["eastern-europe 3.1"]), 2, "Economic Warfare",
                            trace)
    assert i == space(GAME, "eastern-europe 3.3")
    assert told(trace)[1:4] == [
        ("2a", "a space that closes and wins: none", ()),
        ("Economic Warfare", "prefers Bombing, then Industrial Production spaces (it has 5 "
                             "units): no Bombing space", ("Eastern Europe 3.3",))]


def test_solo_5_economic_warfare_with_4_units_names_its_order_in_printed_names():
    trace = Trace("t")
    bot.choose_position(BOOK, ee3(row=["army 1", "army 2", "navy 1", "air 1"]), 2,
                        "Economic Warfare", trace)
    assert told(trace)[2] == (
        "Economic Warfare", "prefers Industrial Production, then Bombing spaces (it has 4 "
                            "units)", ("Eastern Europe 3.3",))


def test_solo_5_a_position_filter_keeping_nothing_says_so_in_printed_names():
    trace = Trace("t")
    bot.choose_position(BOOK, ee3(), 2, "Research & Development", trace)
    assert told(trace)[2] == ("Research & Development",
                              "prefers Research spaces: none, so passed over", ())


def test_solo_5_step_2_list_names_its_rule_by_the_printed_effect_and_those_before_it():
    # EE 3 with the strategic advantage taken: 4 units, so rule 2.4 takes the
    # Improved Industrial Production (EE 3.3); 2.1-2.3 apply to no space.
    trace = Trace("t")
    bot.choose_position(BOOK, ee3(taken=["eastern-europe 3.4"],
                                  row=["army 1", "army 2", "navy 1", "air 1"]), 2, None, trace)
    assert told(trace)[-1] == (
        "2.4", "Improved Industrial Production (it has 4 units or fewer); 2.1-2.3: none "
               "applies", ("Eastern Europe 3.3",))


def test_solo_5_step_2_list_says_when_all_tie():
    # Two Industrial Production spaces, five units in the row (rule 2.8): both tie,
    # and left before right decides.
    game = tiny_game([{"name": "Front", "roll": 1, "track": 8, "bonus": {},
                       "campaigns": [(1, ["land:industry", "land:industry"])]},
                      {"name": "Rear", "roll": 2, "track": 8, "bonus": {},
                       "campaigns": [(1, ["land"])]}])
    trace = Trace("t")
    bot.choose_position(game.rulebook, blank(game), 0, None, trace)
    assert told(trace)[-2:] == [
        ("2.8", "Industrial Production; 2.1-2.7: none applies: all tie", ()),
        ("2 tie", "left before right", ("Front 1.1",))]


def test_solo_5_step_3_says_which_rules_kept_all_or_none():
    # WE 1.2 (coast, no effect), WE at 0, 20 VP: no unit closes and wins; every unit
    # of the row moves the marker (3c); air 3 and army 3 are the strongest (3e).
    s = blank(vp=(0, 20), row=["army 3", "air 3", "navy 1"])
    trace = Trace("t")
    got = bot.choose_units(BOOK, s, space(GAME, "western-europe 1.2"), "Secure", trace)
    assert [s.row[j] for j in got] == ["army 3", "air 3"]
    assert told(trace)[1:] == [
        ("3a", "a unit that closes and wins: none, so passed over", ()),
        ("Secure", "no unit filter", ()),
        ("3c", "no effect on the space: units that move the marker: all qualify", ()),
        ("3e", "20+ VP: the strongest units (strength 3)", ("army 3", "air 3"))]


def test_solo_5_strategic_advantage_says_its_tie_break_in_the_placement_trace():
    # WE's open campaign 3 (vp 3) [land, land:strategic 3, ...], WE 3.1 taken: the
    # bot places army 1 on WE 3.2 (Rapid Deployment). PO, EE, AME and SEA at the
    # centre tie (a tie becomes its lead, 3 steps): top before bottom, PO.
    full = [f"western-europe {c}.{k}" for c in (1, 2) for k in (1, 2, 3)]
    s = bot_turn(GAME, blank(board=filled(*full, "western-europe 3.1"),
                             active={"western-europe": 2}, row=["army 1", "air 1", "army 1"]))
    [trace] = traces(chance(GAME, s, "stratagem rapid deployment"))
    assert s.board[space(GAME, "western-europe 3.2")] == (BOT, "army 1")
    assert told(trace)[-2:] == [
        ("strategic", "another open theatre: the greatest change, never onto a final space",
         ("Pacific Ocean", "Eastern Europe", "Africa & Middle East", "South East Asia")),
        ("strategic tie", "top before bottom", ("Pacific Ocean",))]
    assert trace.choice.endswith("strategic advantage: Pacific Ocean")


def test_solo_3_5_nippon_the_trace_names_regions():
    game = make_game(nippon=True)
    c = bot.choose(game.rulebook, blank(game, stratagem="Research & Development"), None)
    details = [st.detail for st in c.trace.steps]
    assert details[:4] == ["open regions where it can place",
                           "a region it can close and win with one placement: none",
                           "a campaign it can close and win with one placement: none",
                           details[3]]
    assert details[3].startswith("regions with Research spaces")
    assert not any("theatre" in d for d in details)


def test_solo_5_steamroll_on_the_first_turn_says_it_does_nothing():
    c = bot.choose(BOOK, blank(stratagem="Steamroll"), None)
    assert c.trace.decision == ("Bot turn 0, stratagem Steamroll (nothing to repeat: no "
                                "effect): steps of solo §5")


def test_solo_5_why_says_once_that_its_steps_are_those_of_solo_5():
    """Bare "[1a]", "[2.5]" or "[3 d6]" did not say which rules they are steps of:
    the title says it once, for `why` and the web's list alike."""
    c = bot.choose(BOOK, blank(stratagem="Secure", markers={"pacific-ocean": 1}), None)
    lines = c.trace.lines()
    assert lines[0] == "Bot turn 0, stratagem Secure: steps of solo §5"
    assert lines[2] == ("  2. [1a] a theatre it can close and win with one placement: "
                        "none")
