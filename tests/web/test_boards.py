"""Every game's board in the web app (``Declaration.board``), as the app renders it:
every drawing scales to a phone, and a name taken from an edition file is escaped.
Each game's own board tests are in its tests package
(``tests/<game>/test_web_board.py``, read with tests/web/board.py)."""

from __future__ import annotations

import dataclasses
import importlib
import re
from pathlib import Path

import pytest

from automeeple import catalog

from .board import WEB, play, render

BOARDS = [pytest.param(info, id=info.id) for info in catalog.games() if info.board]


def template_text(info: catalog.GameInfo) -> str:
    board = importlib.import_module(info.board)
    return (Path(board.__file__).parent / board.TEMPLATE).read_text(encoding="utf-8")


def test_css_has_no_fixed_width_over_340px():
    css = (WEB / "static" / "boards.css").read_text()
    for prop, value in re.findall(r"((?:min-|max-)?width)\s*:\s*([^;}]+)", css):
        for px in re.findall(r"(\d+(?:\.\d+)?)px", value):
            assert float(px) <= 340, f"{prop}: {value}"
        for rem in re.findall(r"(\d+(?:\.\d+)?)(?:r?em)", value):
            assert float(rem) * 16 <= 340, f"{prop}: {value}"
    assert re.search(r"\.board-svg\s*{[^}]*width:\s*100%", css)


@pytest.mark.parametrize("info", BOARDS)
def test_every_svg_of_a_board_scales(info):
    for svg in re.findall(r"<svg[^>]*>", template_text(info)):
        assert "viewBox=" in svg and "board-svg" in svg, svg
        assert not re.search(r"\swidth=", svg), svg


@pytest.mark.parametrize("info", BOARDS)
def test_a_seat_name_is_escaped(info):
    """Seat names come from edition files (The Alpha's pack colours) and people."""
    views = next(play(info.id, info.default_seats, 1, 1000, (0,)))
    evil = ['<script>alert(1)</script>', 'Blue" onmouseover="x']
    seats = [evil[s % 2] for s in range(len(views[0].seats))]
    html, board = render(dataclasses.replace(views[0], seats=seats))
    assert "<script>" not in html and 'onmouseover="x' not in html
