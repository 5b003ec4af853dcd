"""The command line for the two solo games: BLITZKRIEG! and The Wolves, in Play,
Table and Simulate modes, with `why` showing the automa's procedure."""

from __future__ import annotations

import re

import pytest

from automeeple import catalog

from .test_cli import cli, fail, isolate, ok


@pytest.fixture(autouse=True)
def env(tmp_path, monkeypatch):
    return isolate(tmp_path, monkeypatch)


@pytest.mark.parametrize("game", [info.id for info in catalog.games()])
def test_bots_only_plays_a_whole_game_and_the_same_seed_repeats_it(game):
    first = ok(cli("play", game, "--bots-only", "--seed", 5))
    assert re.search(r"place\W+seat\W+played by\W+\w+", first), "no standings at the end"
    assert first == ok(cli("play", game, "--bots-only", "--seed", 5))
    ok(cli("play", game, "--bots-only", "--seed", 5, "--record", "g.json"))
    assert "every state matches" in ok(cli("replay", "g.json", "--quiet"))


def test_blitzkrieg_why_shows_the_bot_procedure_rule_by_rule():
    out = ok(cli("play", "blitzkrieg", "--seed", 2, input="why\nquit\n"))
    assert "Bot turn 1, stratagem" in out
    assert "[1] open theatres where it can place" in out
    assert "[2] empty spaces of" in out
    assert "[3] units in its row" in out


def test_blitzkrieg_table_mode_asks_for_the_draws_and_draws_the_stratagem_itself():
    # Three draws for you, five for the bot, each answered by the unit's printed name
    # ("army 1" is the army 1, not the blitz army 1); then the bot's stratagem is drawn
    # by the program and its placement is shown.
    units = ["army 1", "navy 1", "air 1", "army 1", "army 2", "navy 1", "air 1", "army 3"]
    # Then the difficulty roll of 6 asks for your theatre (1: Western Europe).
    out = ok(cli("table", "blitzkrieg", "--seed", 2,
                 input="\n".join(units) + "\n1\nquit\n"))
    assert out.count("On the table: draw a unit from the Allies bag") == 3
    assert out.count("On the table: draw a unit from the Axis bag") >= 5
    for unit in units[:3]:
        assert f"Recorded: draw a unit from the Allies bag into your reserve = {unit}" in out
    assert "The bot draws the stratagem" in out
    assert "Axis places" in out


def test_blitzkrieg_table_mode_refuses_an_impossible_or_ambiguous_answer():
    out = ok(cli("table", "blitzkrieg", "--seed", 2, input="atomic bomb\narmy\nquit\n"))
    # A unit of the edition that the bag holds none of: none of it to draw.
    assert ("'atomic bomb' cannot come up now for 'draw a unit from the Allies bag into your "
            "reserve': there is none of it to draw") in out
    assert "'army' is ambiguous for 'draw a unit from the Allies bag" in out


def test_blitzkrieg_has_no_other_seat_to_give_bots():
    fail(cli("play", "blitzkrieg", "--bots", "random"), "played by the rules")
    fail(cli("play", "blitzkrieg", "--seat", 2), "--seat must be one of 1")


def test_blitzkrieg_simulate_by_difficulty_compares_every_level():
    out = ok(cli("simulate", "blitzkrieg", "--games", 12, "--by", "difficulty"))
    for level in ("easy", "medium", "hard"):
        assert f"│ {level}" in out


def test_wolves_play_draws_the_map_and_why_explains_an_ai_activation():
    moves = "1\n1\n" + "end turn\n" + "why\nquit\n"
    out = ok(cli("play", "wolves", "--seed", 3, input=moves))
    assert re.search(r"^Turn \d+ · Moonlight \d+ \(crescent", out, re.MULTILINE), out
    assert re.search(r"^   1    2    3 ", out, re.MULTILINE), "the map's columns"
    assert "draws the" in out and "tile" in out
    assert "[solo §5" in out


def test_wolves_table_mode_asks_for_the_set_up():
    # issue 17, point 7: a region board by what it shows, never by a number
    typed = ("desert forest tundra", "rock prey with d", "forest tundra grass",
             "tundra grass desert", "grass rock desert", "forest prey with r")
    out = ok(cli("table", "wolves", "--seed", 3, input="3\n" + "\n".join(typed) + "\nquit\n"))
    assert out.count("On the table: draw the region board for the ") == 6
    assert "'3' cannot come up" in out
    for board in ("desert prey with forest and tundra", "rock prey with desert and forest",
                  "forest prey with tundra and grass", "tundra prey with grass and desert",
                  "grass prey with rock and desert", "forest prey with rock and tundra"):
        assert f"= {board} wolf heads\n" in out, "each board recorded by what it shows"


def test_wolves_rule_options_are_checked():
    fail(cli("play", "wolves", "-o", "displace_to=far"), "displace_to")
    ok(cli("play", "wolves", "--bots-only", "--seed", 1, "-o", "displace_to=adjacent",
           "-o", "max_rounds=5"))
