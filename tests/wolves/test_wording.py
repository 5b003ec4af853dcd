"""What The Wolves says to people: moves named as the rules and the components
name things (never by an internal id: ``pack``, ``pack-spread``, ``draft``), with
the names shown typed back as the moves they name; counts in the singular when
there is one; a rule option by its name on the new-game form."""

from __future__ import annotations

import dataclasses
import io
import random

import pytest
from rich.console import Console

from automeeple import catalog
from automeeple.cli import render_wolves
from automeeple.engine.core import CHANCE, counted, sample_chance
from automeeple.games.wolves.board import PIECE_NAMES
from automeeple.games.wolves.edition import SHIPPED
from automeeple.games.wolves.moonlight import score_phases
from automeeple.games.wolves.rounds import Round
from automeeple.sessions.answers import match_action
from automeeple.web.boards.wolves import PIECE_NAMES as BOARD_PIECE_NAMES
from automeeple.web.forms import fields

from ..web.board import render
from .helpers import AI1, PERSON, act, edit, make_game, play, position, setup, trace
from .test_ai import HOLDS_REGION_1, ai_position

A = (PERSON, "alpha")
P = (PERSON, "pack")
AP = (AI1, "pack")
AD = (AI1, "den")


def named(game, s) -> dict[str, str]:
    """The person's moves by their text, each as the view names it."""
    return game.view(s, PERSON).moves


def typed_back(game, s) -> None:
    """Each move's shown name, and its own text, pick out that move as a person
    types it (sessions/answers.py: the list's names, then the game's notation)."""
    legal = game.legal_actions(s)
    moves = named(game, s)
    shown = [moves.get(str(a), str(a)) for a in legal]
    for action, name in zip(legal, shown, strict=True):
        assert match_action(name, legal, shown) == action, name
        assert match_action(name.upper(), legal, shown) == action, name
        assert match_action(str(action), legal, shown) == action, str(action)
        assert game.parse_action(s, name) == action, name


# --- 1. Move names --------------------------------------------------------------------------


def test_the_draft_is_named_as_the_placement_notes_4_4_makes():
    game, s = setup(draft=None)
    moves = named(game, s)
    assert moves["draft 36"] == "place Alpha and Pack Wolf on J6"
    assert moves["draft 57"] == "place Alpha and Pack Wolf on N8"
    assert not any("draft" in name for name in moves.values())
    typed_back(game, s)
    assert str(game.parse_action(s, "draft J6")) == "draft 36"  # the old text


def test_a_wolf_move_names_the_piece_as_printed():
    game, s = position(clear=True, pieces={45: [A, P]})
    play(game, s, ["move onto grass", "pay home"])
    moves = named(game, s)
    assert moves["alpha 45 to 64"] == "Alpha I7 to I9"
    assert moves["pack 45 to 64"] == "Pack Wolf I7 to I9"
    typed_back(game, s)
    assert str(game.parse_action(s, "pack I7 to I9")) == "pack 45 to 64"
    assert str(game.parse_action(s, "pack wolf i7 to i9")) == "pack 45 to 64"


def test_dominate_names_the_piece_and_the_track_as_printed():
    game = make_game(dominate_ai=True)
    _, s = setup(game)
    edit(game, s, clear=True, pieces={45: [A], 64: [AP], 34: [AD]}, bonus_terrain=1)
    moves = {text: name for text, name in named(game, s).items()
             if text.startswith("dominate")}
    assert moves == {
        "dominate den at 34 for pack-spread": "dominate Den for Pack Spread at F6",
        "dominate den at 34 for wolf-speed": "dominate Den for Wolf Speed at F6",
        "dominate den at 34 for howl-range": "dominate Den for Howl Range at F6",
        "dominate at 64": "dominate Pack Wolf at I9"}
    # as a Build Den names its track
    assert named(game, s)["den at 45 for pack-spread"] == "den for Pack Spread at I7"
    assert not any("-" in name or "_" in name for name in named(game, s).values())
    typed_back(game, s)
    assert str(game.parse_action(s, "dominate den at F6 for wolf-speed")) == (
        "dominate den at 34 for wolf-speed")
    assert str(game.parse_action(s, "dominate at I9")) == "dominate at 64"


@pytest.mark.parametrize("dominate_ai", [False, True])
def test_every_move_name_of_a_played_game_reads_back(dominate_ai):
    game = catalog.get("wolves").make(3, {"dominate_ai": dominate_ai})
    s = game.new_initial_state(3)
    rng = random.Random(3)
    for _ in range(150):
        if game.is_over(s):
            break
        if game.to_move(s) == CHANCE:
            game.apply(s, sample_chance(game, s))
            continue
        legal = game.legal_actions(s)
        moves = named(game, s)
        for action in legal:
            assert game.actions.parse(moves.get(str(action), str(action))) == action
        game.apply(s, rng.choice(legal))


# --- 2. Counts in the singular ----------------------------------------------------------------


def test_counted_says_one_in_the_singular_and_wolves_in_the_plural():
    assert [counted(n, "wolf") for n in (0, 1, 2)] == ["0 wolves", "1 wolf", "2 wolves"]
    assert counted(1, "Pack Wolf") == "1 Pack Wolf" and counted(6, "Pack Wolf") == "6 Pack Wolves"
    assert counted(1, "token") == "1 token" and counted(3, "token") == "3 tokens"
    assert BOARD_PIECE_NAMES == PIECE_NAMES  # the web board's copy (a board imports no game)


def one_pack_spread() -> str:
    return SHIPPED.read_text(encoding="utf-8").replace(
        "pack_spread = [2, 3, 3, 4, 4]", "pack_spread = [1, 3, 3, 4, 4]", 1)


def test_a_move_of_one_wolf_says_wolf():
    game = catalog.get("wolves").make(3, {}, one_pack_spread())
    _, s = setup(game)
    edit(game, s, clear=True, pieces={45: [A, P]})
    events = play(game, s, ["move onto grass", "pay home"])
    assert "Move: up to 1 wolf onto grass." in [e.text for e in events]
    html, board = render(game.view(s, PERSON))
    assert board.one("p", "pending").text() == "Moving onto grass: 1 wolf left to move."


def test_set_up_counts_from_an_edition_in_the_singular():
    text = SHIPPED.read_text(encoding="utf-8")
    for old, new in (("draft_groups = 2 ", "draft_groups = 1 "),
                     ("prey_tokens = 2 ", "prey_tokens = 1 "),
                     ("actions_per_turn = 2 ", "actions_per_turn = 1 ")):
        assert old in text
        text = text.replace(old, new, 1)
    game = catalog.get("wolves").make(3, {}, text)
    s = game.new_initial_state(1)
    events = play(game, s, [*(f"board {b}" for b in range(1, 7)),
                            *("token crescent", "token crescent", "token half",
                              "token half", "token full", "token full"),
                            "prey hare", "prey hare", "prey boar", "prey deer",
                            "prey moose", "prey raccoon", "home grass",
                            *(f"ai start region {r}" for r in (3, 4, 5, 6)), "draft 45"])
    texts = [e.text for e in events]
    assert "1 Hare token goes on the prey hex of the 1 o'clock region." in texts
    board = next(t for t in texts if t.startswith("Take that faction's player board"))
    assert "; 1 Alpha and 1 Pack Wolf stay beside it for the draft" in board
    assert "2 Alphas and 6 Pack Wolves on the wolf track" in board
    assert "Your turn 1: 1 action (1 bonus action token)." in texts


def test_the_cut_off_with_one_piece_on_the_moonlight_board():
    game, s = position(moon=1)
    ev: list = []
    score_phases(game.rulebook, s, ev, cut_off=True)
    assert ev[0].text.startswith(
        "The crescent moon scores at the cut-off (1 piece on the Moonlight board): ")


def test_one_round_without_a_full_moon():
    game = make_game(max_rounds=1)
    _, s = setup(game)
    ev: list = []
    Round().run(game, s, ev)
    assert ev[0].text == ("1 round without a full moon: the remaining phases score now "
                          "(rule option max_rounds).")


def test_a_game_over_after_one_turn_and_one_token():
    game, s = position()
    view = dataclasses.replace(game.view(s, PERSON), turn=1, ended_by="cut-off",
                               tokens_won=[1, 0, 2])
    _, board = render(view)
    head = board.one("p", "board-head").text()
    assert head.startswith("Over after 1 turn, cut off at Moonlight")
    note = " ".join(board.find("p", "note")[0].text().split())
    assert note.endswith("Grey 0 (1 token), Brown 0 (0 tokens), White 0 (2 tokens).")
    console = Console(width=80, record=True, file=io.StringIO(), no_color=True)
    console.print(render_wolves.render(view))
    assert "The Wolves (solo): over after 1 turn, cut off" in console.export_text()


# --- 3. A rule option by its name on the new-game form ---------------------------------------


def test_the_trace_names_grasslands_onward_as_the_new_game_form_does():
    label = next(f.label for f in fields(catalog.get("wolves"))
                 if f.option.name == "grasslands_onward")
    assert label == "Grasslands onward"
    game, s = ai_position(pieces=HOLDS_REGION_1)
    text = str(trace(act(game, s, "tile grasslands")))
    assert ("[solo §5 Grasslands] rule option Grasslands onward: regions it dominates are "
            "passed over  -> the 11 o'clock region") in text
    assert "grasslands_onward" not in text
    assert ("[solo §5 Grasslands] its Pack Wolf on C11, the nearest to the water source of "
            "the 11 o'clock region of those of its kind outside that region that can get "
            "nearer, moves up to 3 hexes to the hex nearest that water source (ties: the "
            "furthest west, then the furthest north)  -> hex B8 (forest, 11 o'clock region)"
            ) in text
