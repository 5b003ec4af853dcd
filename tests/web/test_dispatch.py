"""The one route table (automeeple.web.dispatch), served and called directly: ids
no saved game can have are a 404 page with the app's headers; paths and methods it
does not know are one line; the pages' links are relative, so the site works at any
sub-path; a game's record downloads, replays at the terminal, and comes back in as a
saved game that goes on from the same step."""

from __future__ import annotations

import json
import re
import sqlite3

from fastapi.testclient import TestClient
from typer.testing import CliRunner

from automeeple.cli.app import app as cli
from automeeple.sessions.store import Store
from automeeple.web.dispatch import LARGEST_ID, Request, Upload, dispatch
from automeeple.web.games import Games

from .conftest import LOCAL, csrf_of, step_of
from .test_api import game_id, one_line_error, post, start, values


def test_ids_no_saved_game_can_have_are_not_found_with_the_apps_headers(client):
    for gid in (0, LARGEST_ID + 1, 2 ** 64, 10 ** 30):
        for r in (client.get(f"/games/{gid}"), client.get(f"/games/{gid}/delete"),
                  client.post(f"/games/{gid}/move", data={"move": "x"})):
            assert r.status_code == 404, (gid, r.status_code)
            assert r.headers["X-Frame-Options"] == "DENY"
            assert "no saved game" in one_line_error(r, 404)


def test_unknown_paths_and_methods_are_one_line(client):
    assert "no such page" in one_line_error(client.get("/nowhere/at/all"), 404)
    assert "not how /games/1/move is used" in one_line_error(client.get("/games/1/move"), 405)
    assert client.put("/games/1").status_code == 405


def test_every_link_is_relative_and_the_site_works_under_a_sub_path(app):
    with TestClient(app, base_url=LOCAL, root_path="/automeeple") as c:
        home = c.get("/automeeple/")
        assert '<base href="/automeeple/">' in home.text
        r = c.post("/automeeple/new/islebound",
                   data={"csrf": csrf_of(c.get("/automeeple/new/islebound").text),
                         "mode": "play", "seed": "4"}, follow_redirects=False)
        assert r.status_code == 303
        assert re.fullmatch(r"/automeeple/games/[0-9]+#question", r.headers["location"])
        page = c.get(r.headers["location"])
    for text in (home.text, page.text):
        links = re.sub(r"<base [^>]*>", "", text)
        assert not re.search(r'(?:href|src|action)="/', links), "a link from the root"


def test_a_damaged_save_does_not_download(client, db):
    """The record is replayed, every hash checked, before it is sent (as the
    terminal's ``export``): a save whose step was changed is one line, no file."""
    r = start(client, "wolves", seed="12")
    gid = game_id(r)
    for _ in range(3):
        r = post(client, gid, "move", r.text, move=values(r.text, "move")[0])
    conn = sqlite3.connect(db)
    conn.execute("UPDATE steps SET hash = '0000000000000000' WHERE idx = 2")
    conn.commit()
    conn.close()
    download = client.get(f"/games/{gid}/export")
    assert "content-disposition" not in download.headers
    assert f"saved game {gid}: step 3 " in one_line_error(download, 400)


def test_a_record_downloads_replays_and_comes_back_as_a_game(client, db, tmp_path):
    r = start(client, "wolves", seed="12")
    gid = game_id(r)
    for _ in range(3):
        r = post(client, gid, "move", r.text, move=values(r.text, "move")[0])
    download = client.get(f"/games/{gid}/export")
    assert download.status_code == 200
    assert re.search(r'attachment; filename\*=UTF-8\'\'automeeple-wolves-\d+-unfinished\.json',
                     download.headers["content-disposition"])
    record = tmp_path / "wolves.json"
    record.write_bytes(download.content)
    replayed = CliRunner().invoke(cli, ["replay", str(record), "--quiet"])
    # The terminal wraps the long path of the record anywhere: read it as words.
    assert replayed.exit_code == 0
    assert "every state matches its hash" in " ".join(replayed.output.split())
    steps = len(json.loads(download.content)["steps"])
    page = client.get("/").text
    taken = client.post("/import", data={"csrf": csrf_of(page), "mode": "play"},
                        files={"record": ("wolves.json", download.content)})
    new_id = game_id(taken)
    assert new_id != gid and step_of(taken.text) == steps
    with Store.open(db) as store:
        assert store.load(new_id)[0].steps == store.load(gid)[0].steps


def test_a_bad_record_is_one_line_and_saves_nothing(tmp_path):
    games = Games(tmp_path / "s.sqlite3")
    for name, data, says in [
            ("empty.json", b"", "empty.json: the file is empty, not a game record"),
            ("", b"", "choose a record file"),
            ("x.json", b"\xff\xfe", "not UTF-8"),
            ("x.json", b"{[", "not a JSON game record"),
            ("x.json", b'{"format": 1}', "x.json"),
            ("big.json", b" " * (4 * 1024 * 1024 + 1), "at most")]:
        reply = dispatch(games, Request("POST", "/import", files={"record": Upload(name, data)},
                                        csrf_ok=True))
        assert reply.status == 400, name
        assert says in reply.context["message"] and "\n" not in reply.context["message"]
    assert games.rows() == []
