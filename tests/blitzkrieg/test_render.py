"""The board on the terminal (issue 8): drawn from a view only, within 80 columns,
short enough to leave the prompt on a 24-line screen, and readable without colour
(every unit on the board carries its coalition's letters)."""

from __future__ import annotations

import random

import pytest
from rich.console import Console

from automeeple.cli.render_blitzkrieg import render
from automeeple.engine.core import CHANCE, TERMINAL, sample_chance
from automeeple.games.blitzkrieg.view import BlitzView

from .helpers import BOT, PERSON, make_game, position, started


def drawn(view: BlitzView, colour: bool = False) -> list[str]:
    console = Console(width=80, record=True, no_color=not colour,
                      color_system="standard" if colour else None)
    console.print(render(view))
    return console.export_text().splitlines()


def seeded_views(options: dict, seed: int, every: int = 7):
    """Views of a seeded game (the person at random) every few steps, to the end."""
    game = make_game(**options)
    s = started(game, seed)
    pick = random.Random(seed)
    step = 0
    while True:
        if step % every == 0 or game.to_move(s) == TERMINAL:
            yield game.view(s, PERSON if step % 2 else None)
        seat = game.to_move(s)
        if seat == TERMINAL:
            return
        game.apply(s, sample_chance(game, s) if seat == CHANCE
                   else pick.choice(game.legal_actions(s)))
        step += 1


@pytest.mark.parametrize("options,seed", [({}, 1), ({"nippon": True}, 2),
                                          ({"difficulty": "hard"}, 3)])
def test_the_board_fits_80_columns_and_leaves_room_for_the_prompt(options, seed):
    views = 0
    for view in seeded_views(options, seed):
        lines = drawn(view)
        assert max(map(len, lines)) <= 80, "\n".join(lines)
        # A header, a placeholder warning, two lines per theatre (a third when a
        # campaign's spaces wrap) and three for the hands.
        assert len(lines) <= 20, "\n".join(lines)
        views += 1
    assert views > 5


def test_the_board_reads_without_colour():
    game = make_game()
    s = position(game, reserve=["army 1", "navy 2"], markers={"western-europe": -3},
                 board={"western-europe 1.1": (PERSON, "army 2"),
                        "western-europe 1.3": (BOT, "navy 1")})
    lines = drawn(game.view(s, PERSON))
    text = "\n".join(lines)
    assert lines[0].startswith("BLITZKRIEG!  Allies (you) 0 VP  Axis (bot) 0 VP  target 25")
    assert "PLACEHOLDER edition" in lines[1]
    assert lines[2] == ("Western Europe       Al ··2·1◆··|···1·2·· Ax  campaign 1/3, 1 VP")
    assert lines[3] == "  1.1 land Ind [Al army 2]   1.2 l/s [ ]   1.3 sea Bomb [Ax navy 1]"
    assert "your reserve: army 1, navy 2" in text
    assert "bot's row: 1:army 1  2:army 2  3:navy 1  4:navy 2  5:air 1" in text
    assert drawn(game.view(s, PERSON), colour=True) == lines, "colour adds nothing to read"


@pytest.mark.parametrize(("options", "header"), [
    ({"difficulty": "hard"}, "target 25  hard"),
    ({"difficulty": "hard", "nippon": True}, "target 25  hard  Nippon"),
    ({"nippon": True, "nippon_difficulty": False}, "target 25  Nippon")])
def test_the_header_names_the_head_start(options, header):
    """The difficulty's rolls (solo §3.4), Nippon's set-up (§3.5) with them, or in
    their place with ``nippon_difficulty`` off."""
    game = make_game(**options)
    s = position(game)
    assert drawn(game.view(s, PERSON))[0].endswith(header)


def test_the_reserve_stays_behind_the_screen():
    game = make_game()
    s = position(game, reserve=["army 1", "navy 2"])
    text = "\n".join(drawn(game.view(s, None)))
    assert "your reserve: 2 units behind the screen" in text
    assert "navy 2" not in text.split("your reserve")[1].splitlines()[0]


def test_the_end_shows_where_the_vp_came_from():
    views = list(seeded_views({}, 4))
    end = views[-1]
    assert end.over
    text = "\n".join(drawn(end))
    assert "VP by source (Al/Ax):" in text
    for row in end.vp_by_source:
        assert f"{row.source} {row.vp[0]}/{row.vp[1]}" in text
