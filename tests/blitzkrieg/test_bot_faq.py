"""The solo rules' FAQ and the bot's way of executing effects (solo-rules §5 "AI
Effects Execution", §6, §7): closed campaigns, a bot that cannot place, Research
and Research Industry, Strategic advantage never closing a theatre, the Scientist
and the Spy.

Board used (placeholder world): WE 1 [land:industry, coast, sea:bombing] vp 1,
WE 2 [land:research, land:tactical 2, coast:propaganda 1] vp 2, WE 3 [land,
land:strategic 3, land:bombing, coast:research-industry] vp 3; PO 1 [sea:research,
sea, coast:industry] vp 2; EE 1 [land:industry, land] vp 1; AME 1 [land,
coast:industry, land:research] vp 1; SEA 1 [coast:industry, land, sea:research]
vp 1, SEA 2 [land:tactical 2, sea:bombing, coast:research-industry,
land:propaganda 1] vp 3. Tracks are 8 steps each way.
"""

from __future__ import annotations

from automeeple.engine.trace import Trace
from automeeple.games.blitzkrieg import board, bot
from automeeple.games.blitzkrieg.bags import DrawUnit
from automeeple.games.blitzkrieg.setup import DifficultyRoll
from automeeple.games.blitzkrieg.state import BOT, PERSON
from automeeple.games.blitzkrieg.turn import UnitRoll

from .helpers import (
    act,
    chance,
    edit,
    last_kept,
    make_game,
    play,
    position,
    setup,
    space,
    started,
    theatre,
    top,
    traces,
)

GAME = make_game()
BOOK = GAME.rulebook
WE, PO, EE, AME, SEA = (theatre(GAME, n) for n in (
    "western-europe", "pacific-ocean", "eastern-europe", "africa-middle-east",
    "south-east-asia"))


def blank(**changes):
    """The bot to decide on an empty board, markers at the centre, no stratagem;
    default row army 1, army 2, navy 1, navy 2, air 1. The bot's turn is pending
    (its stratagem draw), so a test may also go on with ``chance``."""
    s = setup(GAME)
    s.markers = [0] * len(s.markers)
    s.stratagem = s.previous = None
    return edit(GAME, s, **changes)


def filled(*labels: str) -> dict:
    return {label: (PERSON, "air 1") for label in labels}


def campaign(name: str, c: int) -> list[str]:
    """The labels of a campaign's spaces (c from 1)."""
    t = theatre(GAME, name)
    return [f"{name} {c}.{k + 1}" for k in range(len(BOOK.spaces[t][c - 1]))]


def sp(label: str) -> int:
    return space(GAME, label)


# --- Can the bot place on a closed campaign? No. ---------------------------------------


def test_the_bot_never_places_in_a_closed_theatre():
    # WE was won outright: closed with its spaces still empty. It would otherwise
    # win the ties (3 empty, vp 1, on top; PO is down to 2 empty).
    s = blank(board=filled("pacific-ocean 1.1"), closed=["western-europe"],
              markers={"western-europe": 8})
    c = bot.choose(BOOK, s, None)
    assert BOOK.where[c.space][0] == AME
    assert "Western Europe" not in c.trace.steps[0].candidates
    assert all(BOOK.where[i][0] != WE for _, i in board.placements(BOOK, s, BOT))


def test_the_bot_places_only_in_the_active_campaign():
    # WE campaign 1 is closed; campaign 2 is active; campaign 3's strategic
    # advantage (which would rank first) is not yet open.
    s = blank(board=filled(*campaign("western-europe", 1)), active={"western-europe": 1})
    i = bot.choose_position(BOOK, s, WE, None, trace := Trace("t"))
    assert i == sp("western-europe 2.1")  # research before tactical and propaganda
    assert trace.steps[0].candidates == ("Western Europe 2.1", "Western Europe 2.2",
                                         "Western Europe 2.3")


def test_empty_spaces_of_a_campaign_above_the_active_one_are_not_used():
    # Even were a campaign above the active one to have an empty space, only the
    # active (topmost open) campaign is eligible.
    s = blank(active={"western-europe": 1})
    i = bot.choose_position(BOOK, s, WE, None, trace := Trace("t"))
    assert i == sp("western-europe 2.1")
    assert all(c.startswith("Western Europe 2.") for c in trace.steps[0].candidates)


# --- What if the bot has no valid move? The person wins. --------------------------------


def _before_last_difficulty_roll():
    s = started(GAME, 0)
    play(GAME, s, ["draw air 1", "draw army 1", "draw navy 1", "draw army 1", "draw army 2",
                   "draw navy 1", "draw navy 2", "draw air 1", "roll 5", "roll 5"])
    assert top(s) == DifficultyRoll(1)
    return s


def test_a_bot_with_units_but_no_legal_space_loses():
    # Only EE (all land) is open and the bot's row is one navy.
    s = _before_last_difficulty_roll()
    edit(GAME, s, row=["navy 1"],
         closed=["western-europe", "pacific-ocean", "africa-middle-east", "south-east-asia"])
    chance(GAME, s, "roll 3")  # the last set-up roll; the bot's first turn follows
    assert GAME.is_over(s)
    assert s.winner == PERSON
    assert GAME.result(s).winner == PERSON


def test_a_bot_with_no_unit_loses():
    s = _before_last_difficulty_roll()
    edit(GAME, s, row=[])
    chance(GAME, s, "roll 3")
    assert GAME.is_over(s)
    assert GAME.result(s).winner == PERSON


# --- Research adds to the cup (bag), Research Industry to the row ------------------------


def test_research_puts_the_special_weapon_into_the_bots_bag_not_its_row():
    # Empty board, five units: PO 1.1 (sea: research); the d6 picks air 1.
    s = blank(row=["air 1", "navy 1", "air 2", "navy 2", "army 1"])
    chance(GAME, s, "stratagem secure")
    assert isinstance(top(s), UnitRoll)
    chance(GAME, s, "roll 1")
    assert s.board[sp("pacific-ocean 1.1")] == (BOT, "air 1")
    chance(GAME, s, "draw elite army 3")
    assert "elite army 3" in s.bag(BOT)
    assert "elite army 3" not in s.row
    assert "elite army 3" not in s.specials
    assert s.row == ["navy 1", "air 2", "navy 2", "army 1"]
    assert top(s) == DrawUnit(BOT, 1)  # then its usual end-of-turn draw


def test_research_industry_puts_the_special_weapon_at_the_end_of_the_row():
    # Only SEA is open, on campaign 2 with SEA 2.3 (coast: research industry) and
    # SEA 2.4 (land: propaganda) left: research first. Rapid Deployment: army 1.
    s = blank(closed=["western-europe", "pacific-ocean", "eastern-europe",
                      "africa-middle-east"],
              active={"south-east-asia": 1},
              board=filled(*campaign("south-east-asia", 1), "south-east-asia 2.1",
                           "south-east-asia 2.2"),
              row=["army 1", "army 2"])
    [trace] = traces(chance(GAME, s, "stratagem rapid deployment"))
    assert s.board[sp("south-east-asia 2.3")] == (BOT, "army 1")
    assert [st.candidates for st in trace.steps if st.rule == "2.5"] == [
        ("South East Asia 2.3",)]
    chance(GAME, s, "draw elite navy 4")
    assert s.row == ["army 2", "elite navy 4"]
    assert "elite navy 4" not in s.bag(BOT)
    assert "elite navy 4" not in s.specials


# --- Can the bot close a theatre by Strategic advantage? No. ------------------------------


def test_strategic_advantage_never_moves_a_marker_onto_the_final_space():
    # Open: WE (campaign 3: strategic, bombing, research industry left) and AME at
    # +6. Step 1: no theatre or campaign to close; WE's campaign is worth more.
    # Step 2: the strategic advantage WE 3.2. Rapid Deployment: army 1. The +3 can
    # only go to AME (the others are closed) and stops at +7, one short of the end.
    s = blank(closed=["pacific-ocean", "eastern-europe", "south-east-asia"],
              active={"western-europe": 2},
              board=filled(*campaign("western-europe", 1), *campaign("western-europe", 2),
                           "western-europe 3.1"),
              markers={"africa-middle-east": 6}, row=["army 1", "air 1", "army 1"])
    [placement] = traces(chance(GAME, s, "stratagem rapid deployment"))
    assert s.board[sp("western-europe 3.2")] == (BOT, "army 1")
    assert s.markers[AME] == 7
    assert not s.closed[AME]
    assert s.vp == [0, 0]
    # The target's choice is the last step of the placement's trace, explained once:
    # its effect follows at once.
    assert placement.decision.startswith("Bot turn 1, stratagem Rapid Deployment")
    assert placement.steps[0].rule == "1" and placement.steps[-2].rule == "Rapid Deployment"
    assert placement.steps[-1].rule == "strategic"
    assert placement.steps[-1].candidates == ("Africa & Middle East",)
    assert placement.choice == ("army 1 on Western Europe 3.2; strategic advantage: "
                                "Africa & Middle East")


# --- Can the bot use the Spy or the Scientist? Yes. -------------------------------------


def test_the_scientist_is_a_3_strength_airforce():
    s = blank()
    assert board.strength(BOOK, s, BOT, "scientist", PO) == 3
    assert board.unit_type(BOOK, s, BOT, "scientist") == "air"


def test_the_bot_weighs_the_scientist_as_strength_3_on_any_terrain():
    # PO 1.2 (sea), PO at -1: the scientist to +2 beats navy 2 to +1 (Counterattack,
    # the greatest change); army 3 cannot enter the sea.
    s = blank(markers={"pacific-ocean": -1}, row=["navy 2", "scientist", "army 3"])
    got = bot.choose_units(BOOK, s, sp("pacific-ocean 1.2"), "Counterattack",
                           trace := Trace("t"))
    assert got == [1]  # the scientist, second in the row
    assert trace.steps[0].candidates == ("navy 2", "scientist")
    s.markers[PO] = 5
    assert bot.closes_and_wins(BOOK, s, "scientist", sp("pacific-ocean 1.2")) == "theatre"


def test_the_spy_copies_the_persons_last_unit_strength_and_terrain():
    s = blank(last_unit=["army 3", None])
    assert board.strength(BOOK, s, BOT, "spy", EE) == 3
    assert board.unit_type(BOOK, s, BOT, "spy") == "army"
    # A copied army cannot enter the sea ...
    s.row = ["spy", "navy 1"]
    assert bot.choose_units(BOOK, s, sp("pacific-ocean 1.2"), None, Trace("t")) == [1]
    # ... and on land it is the greatest change (EE at -1: spy to +2, army 2 to +1).
    s.row = ["army 2", "spy"]
    s.markers[EE] = -1
    got = bot.choose_units(BOOK, s, sp("eastern-europe 1.2"), "Counterattack",
                           trace := Trace("t"))
    assert got == [1]  # the spy
    assert last_kept(trace).rule == "Counterattack"


def test_the_spy_copying_a_navy_may_go_to_sea_and_close_a_theatre():
    s = blank(last_unit=["navy 2", None], markers={"pacific-ocean": 6}, row=["spy", "army 3"])
    assert bot.choose_units(BOOK, s, sp("pacific-ocean 1.2"), None, Trace("t")) == [0]
    assert bot.closes_and_wins(BOOK, s, "spy", sp("pacific-ocean 1.2")) == "theatre"


def test_the_spy_reads_the_unit_the_person_last_placed():
    s = position(GAME, person=("army 3", "navy 1", "air 1"))
    act(GAME, s, "place army 3 on eastern-europe 1.2")
    assert s.last_unit[PERSON] == "army 3"
    assert board.strength(BOOK, s, BOT, "spy", WE) == 3
    assert board.unit_type(BOOK, s, BOT, "spy") == "army"
