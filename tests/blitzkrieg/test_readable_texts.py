"""Texts a person reads and answers a person types, as a tester found them (issue of
the tester's report): the final board, a strength-0 placement, Nippon's campaigns
named with "&", units typed without a space ("army1"), and the person as "you"."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from rich.console import Console

import automeeple.games as games
from automeeple import catalog
from automeeple.cli.render_blitzkrieg import render
from automeeple.engine.core import IllegalAction
from automeeple.games.blitzkrieg.actions import Bomb, Draw, Place
from automeeple.games.blitzkrieg.walkthrough import bag_parser
from automeeple.sessions.answers import move_named, not_a_move
from automeeple.sessions.session import Session

from ..web.board import render as web_render
from .helpers import (
    PERSON,
    TERMINAL,
    act,
    at_nippon_campaigns,
    bot_position,
    chance,
    make_game,
    play,
    position,
    started,
    tiny_game,
)


def drawn(view) -> str:
    console = Console(width=80, record=True, no_color=True, color_system=None)
    console.print(render(view))
    return console.export_text()


LAST_TURN = "The bot has reached the target: your last turn."


def final_turn_game():
    """The bot (24 VP) takes Front's propaganda space and reaches 25 (solo §6): the
    person has a last turn."""
    world = [{"name": "Front", "roll": 1, "track": 6, "bonus": {},
              "campaigns": [(1, ["land", "land:propaganda:1", "land", "land"])]},
             {"name": "Rear", "roll": 2, "track": 6, "bonus": {},
              "campaigns": [(1, ["land", "land:propaganda:1", "land"])]}]
    game = tiny_game(world)
    s = bot_position(game, vp=[2, 24], row=["army 1"] * 5, stratagem="rapid deployment")
    chance(game, s, "draw army 2")  # the bot's end-of-turn draw
    return game, s


def test_solo_6_the_final_board_no_longer_says_a_last_turn_is_coming():
    game, s = final_turn_game()
    assert game.to_move(s) == PERSON and s.final_turn
    assert LAST_TURN in drawn(game.view(s, PERSON)), "said while the last turn is to come"
    _, board = web_render(game.view(s, PERSON))
    assert LAST_TURN in board.text()
    play(game, s, ["place army 1 on rear 1.1", "draw army 3"])
    assert game.to_move(s) == TERMINAL and game.result(s).ended_by == "final-turn"
    end = game.view(s, PERSON)
    assert end.over
    assert LAST_TURN not in drawn(end)
    _, board = web_render(end)
    assert LAST_TURN not in board.text()


def test_notes_6_a_strength_0_unit_says_the_marker_does_not_move():
    game = make_game()
    s = position(game, reserve=["blitz air 0", "army 1"], markers={"eastern-europe": 2})
    texts = [e.text for e in act(game, s, "place blitz air 0 on eastern-europe 1.2")]
    assert texts[:2] == [
        "Allies places blitz air 0 (strength 0) on Eastern Europe, 1st campaign (1 VP), "
        "2nd space from the left (land).",
        "Eastern Europe: the battle marker does not move: blitz air 0 has strength 0 "
        "(still 2 toward Axis)."]


def test_notes_6_a_strength_0_unit_at_the_centre_says_so():
    game = make_game()
    s = position(game, reserve=["blitz air 0", "army 1"])
    texts = [e.text for e in act(game, s, "place blitz air 0 on eastern-europe 1.2")]
    assert texts[1] == ("Eastern Europe: the battle marker does not move: blitz air 0 has "
                        "strength 0 (still at the centre).")




@pytest.mark.parametrize("text", ["Midwest & East Coast", "east coast & midwest",
                                  "Midwest&East Coast", "midwest and east coast",
                                  "MIDWEST, east coast"])
def test_solo_3_5_nippon_campaigns_read_with_an_ampersand(text):
    game, s = at_nippon_campaigns(11)
    request = game.chance_request(s)
    assert str(request.outcome_named(text)) == "campaigns midwest east-coast"
    assert "Midwest and East Coast" in request.labels, "the label is unchanged"


def test_a_drawn_unit_is_read_without_the_space_before_its_number():
    game = make_game()
    s = started(game, 0)
    request = game.chance_request(s)
    assert request.outcome_named("Army1") == Draw("army 1")
    assert request.outcome_named("army1") == Draw("army 1")
    assert request.outcome_named("Blitz Army1") == Draw("blitz army 1")
    with pytest.raises(IllegalAction, match="'elite army3' cannot come up"):
        request.outcome_named("elite army3")


def test_a_bombed_unit_of_yours_is_read_without_the_space():
    world = [{"name": "Front", "roll": 1, "track": 6, "bonus": {},
              "campaigns": [(1, ["land", "land:bombing", "land"])]},
             {"name": "Rear", "roll": 2, "track": 4, "bonus": {},
              "campaigns": [(1, ["sea", "sea"])]}]
    game = tiny_game(world)
    s = bot_position(game, stratagem="rapid deployment", row=["army 1"] * 5)
    request = game.chance_request(s)
    assert request.name.startswith("the Axis bombing hits one of your units")
    assert str(request.outcome_named("Navy1")) == "bombed navy 1"


def test_a_move_names_a_unit_without_the_space_before_its_number():
    game = make_game()
    s = position(game, reserve=["army 1", "blitz army 1"], row=["army 2", "navy 1"])
    assert game.parse_action(s, "place Army1 on Western Europe 1.2") == Place(
        "army 1", 1, "western-europe 1.2")
    assert str(game.parse_action(s, "place blitz army1 on western-europe 1.1")) == (
        "place blitz army 1 on western-europe 1.1")
    assert game.parse_action(s, "bomb army2") == Bomb("army 2")


def typed_at_the_prompt(session, text):
    """The move a person's ``text`` names at the prompt, as the terminal and the
    browser read it (the move list, then the game's notation); None: no move."""
    return move_named(session, session.advance(), text)


def test_a_short_move_names_a_unit_without_the_space_before_its_number():
    """The tester's "army2 ee1.1": a move typed short (its unit, then its space,
    "place" and "on" left out) reads a unit typed without the space before its
    number as printed ("army2" is army 2), as "general WE 1.2" reads the General;
    the theatre by its initials, the number joined to them or not. Text that fits
    two placements is no move."""
    info = catalog.get("blitzkrieg")
    session = Session.new(None, info, 2, {}, 1, info.players([], 2, human=PERSON))
    game = session.game
    session.match.state = position(game, reserve=["army 2", "general", "navy 1"])
    army2_ee11 = game.parse_action(session.match.state, "place army 2 on eastern-europe 1.1")
    assert typed_at_the_prompt(session, "army2 ee1.1") is army2_ee11
    assert typed_at_the_prompt(session, "Army2 EE 1.1") is army2_ee11
    assert typed_at_the_prompt(session, "place army2 on Eastern Europe 1.1") is army2_ee11
    assert typed_at_the_prompt(session, "army2 eastern 1.1") is army2_ee11
    assert str(typed_at_the_prompt(session, "general WE 1.2")) == (
        "place general on western-europe 1.2")
    # "east" starts a word of two theatres: no move.
    assert typed_at_the_prompt(session, "army2 east 1.1") is None
    # A unit not in the reserve, typed so, is refused with its rule (notes §4.1).
    assert not_a_move(session, session.advance(), "army3 ee1.1", "is no move") == (
        "'army3 ee1.1': your reserve holds no army 3.")


def test_the_edition_walkthrough_reads_units_without_the_space():
    parse = bag_parser("allies", {}, 0)
    assert parse("Army1 x2, navy3, blitz air0, general") == [
        "army 1", "army 1", "navy 3", "blitz air 0", "general"]


# --- The person is "you" ------------------------------------------------------------------


def test_notes_5_the_bots_bombing_of_your_unit_says_your_nippon():
    """Nippon: the person is the Axis; the bot (Japan) bombs them."""
    world = [{"name": "Front", "roll": 1, "track": 6, "bonus": {},
              "campaigns": [(1, ["land", "land:bombing", "land"])]},
             {"name": "Rear", "roll": 2, "track": 4, "bonus": {},
              "campaigns": [(1, ["sea", "sea"])]}]
    game = tiny_game(world, nippon=True)
    s = bot_position(game, stratagem="rapid deployment", row=["army 1"] * 5,
                     person=("air 2", "army 1", "navy 1"))
    e = next(e for e in chance(game, s, "bombed air 2") if e.kind == "bombing")
    assert e.text == "Bombing: your air 2 goes back into your bag."
    assert e.others == "Bombing: one of the Axis's units goes back into their bag."


def test_notes_5_your_bombing_of_the_bots_row_names_japan():
    world = [{"name": "Front", "roll": 1, "track": 6, "bonus": {},
              "campaigns": [(1, ["land", "land:bombing", "land"])]},
             {"name": "Rear", "roll": 2, "track": 4, "bonus": {},
              "campaigns": [(1, ["sea", "sea"])]}]
    game = tiny_game(world, nippon=True)
    s = position(game, row=["army 1", "navy 2"])
    act(game, s, "place army 1 on front 1.2")
    e = next(e for e in act(game, s, "bomb army 1") if e.kind == "bombing")
    assert e.text == "Bombing: Japan's army 1 goes back into the Japan bag."


def test_solo_5_bombing_one_of_two_tokens_alike_takes_the_leftmost_and_says_so():
    """Solo §5: the person picks a unit of the bot's row to bomb; of two tokens
    alike the leftmost goes, so the row's order (which the bot's rolls count) is
    the table's, and the table is told which token."""
    world = [{"name": "Front", "roll": 1, "track": 6, "bonus": {},
              "campaigns": [(1, ["land", "land:bombing", "land"])]},
             {"name": "Rear", "roll": 2, "track": 4, "bonus": {},
              "campaigns": [(1, ["sea", "sea"])]}]
    game = tiny_game(world, nippon=True)
    s = position(game, row=["army 1", "navy 2", "army 1"])
    act(game, s, "place army 1 on front 1.2")
    e = next(e for e in act(game, s, "bomb army 1") if e.kind == "bombing")
    assert e.text == ("Bombing: Japan's army 1 (the leftmost of the 2 in its row) goes back "
                      "into the Japan bag.")
    assert s.row[:2] == ["navy 2", "army 1"]


def test_notes_1_5_a_general_at_sea_is_refused_without_repeating_itself():
    game = make_game()
    s = position(game, reserve=["general", "army 1"])
    assert game.why_not(s, game.parse_action(s, "place general on western-europe 1.3")) == (
        "the General cannot enter a sea space like Western Europe 1.3 (notes §1.5)")


def test_notes_5_bombing_you_with_nothing_to_lose_says_you():
    world = [{"name": "Front", "roll": 1, "track": 6, "bonus": {},
              "campaigns": [(1, ["land", "land:bombing", "land"])]},
             {"name": "Rear", "roll": 2, "track": 4, "bonus": {},
              "campaigns": [(1, ["sea", "sea"])]}]
    game = tiny_game(world)
    s = bot_position(game, row=["army 1"] * 5, reserve=[])
    texts = [e.text for e in chance(game, s, "stratagem rapid deployment")]
    assert "Bombing: you have no unit to lose." in texts


def test_every_games_texts_cite_the_rules_in_one_style():
    """Set-up said "solo rules 3.4" where the rest says "solo §3.4" (and Islebound's
    options "solo rules §5", its traces a bare "§5"): every text the five games
    show cites "solo §N" and "notes §N" (docs/rule-sections.md). Docstrings and
    comments are not shown, so only the other strings are read."""
    odd = re.compile(r"solo rules \d|solo rules §|base-game notes §|^§\d|[(:] §\d")
    found = []
    for package in ("the_alpha", "blitzkrieg", "wolves", "dragon_canyon", "islebound"):
        for path in sorted((Path(games.__file__).parent / package).glob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            docs = {id(node.body[0].value) for node in ast.walk(tree)
                    if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef)
                    and node.body and isinstance(node.body[0], ast.Expr)}
            for node in ast.walk(tree):
                if (isinstance(node, ast.Constant) and isinstance(node.value, str)
                        and id(node) not in docs and odd.search(node.value)
                        and not re.fullmatch(r"§[\d.]+", node.value)):  # "notes {section}"
                    found.append(f"{path.name}:{node.lineno}: {node.value!r}")
    assert not found, "\n".join(found)
