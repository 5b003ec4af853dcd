"""The template game works everywhere with nothing outside its package: the catalog
finds it, the terminal lists it and plays it in Play, Table and Simulate modes (with
calibrate, resume, export and replay), its board is drawn from the declaration in
the terminal and on the web, and ``edition new`` says in one line that it has no
walk-through."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from automeeple import catalog
from automeeple.cli import narrate
from automeeple.engine.view import check
from automeeple.games._template.view import NimView
from automeeple.sessions.store import Store
from automeeple.web.app import create_app

from ..cli.test_cli import cli, fail, isolate, ok
from ..web.board import play, render
from ..web.conftest import LOCAL, at_of, csrf_of


@pytest.fixture(autouse=True)
def db(tmp_path, monkeypatch):
    return isolate(tmp_path, monkeypatch)


def test_the_template_is_discovered_from_its_declaration_and_listed():
    info = catalog.get("nim")
    assert info.package == "automeeple.games._template"
    assert [g.id for g in catalog.games()][-1] == "nim", "listed last"
    assert info.renderer.startswith(info.package) and info.board.startswith(info.package)
    listed = ok(cli("games"))
    assert "nim" in listed and "--option difficulty=VALUE (default normal)" in listed


def test_play_mode_against_the_automa_with_its_why(tmp_path):
    out = ok(cli("play", "nim", "--seed", "5", input="take 2\nwhy\ntake 1\ntake 1\ntake 2\n"
                                                    "take 1\ntake 2\ntake 1\nquit\n"))
    assert "Pile:  15  ooooooooooooooo" in out  # the renderer, found by the declaration
    assert "4 roll  (the die decides (§2))" in out
    assert "[§4] take 1 leaves 12, a multiple of 4" in out


def test_table_mode_asks_for_the_die_as_printed_echoes_it_and_resumes(db, tmp_path):
    # Red takes 3 (12 left): no take leaves a multiple of 4, so Blue's automa rolls.
    out = ok(cli("table", "nim", "--seed", "5", input="take 3\n7\n5\nquit\n"))
    assert "On the table: roll the die for Blue. What came up?" in out
    assert "it can be: 1, 2, 3, 4, 5, 6" in out
    assert "'7' cannot come up for 'roll the die for Blue'" in out
    assert "Recorded: roll the die for Blue = 5" in out
    assert "Blue takes 2 counters: remove 2 from the pile (10 left)" in out
    out = ok(cli("resume", "1", input="take 2\n2\nroll\n2\nquit\n"))
    assert "The die shows 2: Red takes 2 (§2)" in out
    ok(cli("export", "1", tmp_path / "nim.json"))
    record = json.loads((tmp_path / "nim.json").read_text())
    assert record["game"] == "nim" and [s["by"] for s in record["steps"]][:3] == [
        "human", "bot:automa", "person"]
    assert "every state matches its hash" in ok(cli("replay", tmp_path / "nim.json"))
    with Store.open(db) as store:
        assert store.mode(1) == "table"


def test_simulate_and_calibrate(tmp_path):
    out = ok(cli("simulate", "nim", "-n", "20", "--seed", "1", "-p", "3"))
    assert "20 games" in out and "last-counter 100.0%" in out
    out = ok(cli("calibrate", "nim", "-n", "10", "--ladder", "random,automa"))
    assert "easy" in out and "normal" in out


def test_edition_new_for_a_game_without_a_walk_through_is_one_line(tmp_path):
    fail(cli("edition", "new", "nim", "mine.toml"),
         "Nim (the template game) has no edition walk-through")
    assert not (tmp_path / "mine.toml").exists()


def test_the_views_are_the_declared_class_and_the_terminal_draws_them():
    for views in play("nim", 3, 4, 1, (0, None)):
        for view in views.values():
            check(NimView, view)
            assert narrate.board(view, compact=True) is not None


def test_the_web_board_shows_the_pile_and_what_each_seat_took():
    shown = 0
    for views in play("nim", 2, 2, 1, (0,)):
        view = views[0]
        _, board = render(view)
        assert len(board.find("circle")) == view.pile
        assert [li.text() for li in board.find("li")] == [
            f"{name} took {n}" for name, n in zip(view.seats, view.taken, strict=True)]
        assert board.one("p", "legend").text() == (
            "Take 1 to 3, or roll the die: 1: take 1; 2: take 2; 3: take 3; 4: take 1; "
            "5: take 2; 6: take 3")
        shown += 1
    assert shown > 3


@pytest.fixture
def client(tmp_path) -> Iterator[TestClient]:
    with TestClient(create_app(tmp_path / "web.sqlite3", None), base_url=LOCAL) as c:
        yield c


@pytest.mark.parametrize("mode", ["play", "table"])
def test_the_web_app_plays_it_to_the_end_on_its_own_board(client, mode):
    form = client.get("/new/nim")
    page = client.post("/new/nim", data={"csrf": csrf_of(form.text), "mode": mode,
                                         "seed": "5"}).text
    gid = 1
    reports = 0
    while 'data-testid="result"' not in page:
        assert 'aria-label="Nim board"' in page
        moves = re.findall(r'name="move" value="([^"]*)"', page)
        fields = {"move": moves[-1]} if moves else {"outcome": "6"}
        reports += not moves
        page = client.post(f"/games/{gid}/{'move' if moves else 'report'}",
                           data={"csrf": csrf_of(page), "at": at_of(page), **fields}).text
    assert "took the last counter and wins" in page
    assert (reports > 0) == (mode == "table")
