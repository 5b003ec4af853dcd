"""Bad input found by a hunt through the web app's routes: numbers too long for
``int()`` (a path's id, ``?deleted=``, a record's or an edition's number), an id
no game can have asked of the JSON API, an import asked as practice, and a huge
value quoted back by a message. Each is one line and a 4xx, and changes nothing."""

from __future__ import annotations

import json

from automeeple.sessions.store import Store

from .conftest import csrf_of
from .test_api import game_id, one_line_error, post, start, values

#: More digits than ``int()`` reads from text (4,300).
HUGE = "9" * 5000


def saved(db) -> list:
    if not db.exists():
        return []
    with Store.open(db) as store:
        return store.list()


def record_of(client) -> bytes:
    r = start(client, "blitzkrieg", seed="3")
    gid = game_id(r)
    post(client, gid, "move", r.text, move=values(r.text, "move")[0])
    return client.get(f"/games/{gid}/export").content


def test_ids_too_long_for_a_number_are_not_found(client):
    for path in (f"/games/{HUGE}", f"/games/{HUGE}/export", f"/games/{HUGE}/delete"):
        assert "there is no saved game 99999" in one_line_error(client.get(path), 404)
    token = csrf_of(client.get("/").text)
    r = client.post(f"/games/{HUGE}/move", data={"csrf": token, "at": "0", "move": "x"})
    assert "5,000 digits" in one_line_error(r, 404)


def test_the_json_api_answers_json_for_ids_no_game_can_have(client):
    for gid in ("0", "9" * 20, HUGE):
        r = client.get(f"/api/games/{gid}")
        assert r.status_code == 404 and r.headers["content-type"] == "application/json"
        assert r.json()["error"].startswith("there is no saved game")


def test_deleted_is_a_plain_number_or_a_bad_request(client):
    for text in ("²", "١", HUGE, "9" * 20):
        r = client.get("/", params={"deleted": text})
        assert "bad request: check deleted" in one_line_error(r, 400)


def test_a_record_with_a_number_too_long_is_one_line(client, db):
    token = csrf_of(client.get("/").text)
    data = b'{"format": "automeeple-record/1", "seed": ' + HUGE.encode() + b"}"
    r = client.post("/import", data={"csrf": token, "mode": "play"},
                    files={"record": ("r.json", data, "application/json")})
    assert "r.json: not an automeeple game record" in one_line_error(r, 400)
    assert saved(db) == []


def test_an_edition_with_a_number_too_long_is_one_line(client, db):
    token = csrf_of(client.get("/new/blitzkrieg").text)
    r = client.post("/new/blitzkrieg", data={"csrf": token},
                    files={"edition": ("mine.toml", f"x = {HUGE}".encode(), "text/plain")})
    assert "mine.toml: not valid TOML" in one_line_error(r, 400)
    assert saved(db) == []


def test_an_import_asked_as_practice_is_refused(client, db):
    record = record_of(client)
    before = len(saved(db))
    token = csrf_of(client.get("/").text)
    r = client.post("/import", data={"csrf": token, "mode": "practice"},
                    files={"record": ("r.json", record, "application/json")})
    assert "not 'practice'" in one_line_error(r, 400)
    assert len(saved(db)) == before


def test_a_huge_value_in_a_record_is_not_quoted_back_whole(client, db):
    data = json.loads(record_of(client))
    before = len(saved(db))
    token = csrf_of(client.get("/").text)
    for change in ({"game": "y" * 1_000_000}, {"options": {"y" * 1_000_000: 1}}):
        r = client.post("/import", data={"csrf": token, "mode": "play"},
                        files={"record": ("r.json", json.dumps(data | change).encode(),
                                          "application/json")})
        message = one_line_error(r, 400)
        assert len(message) < 2100 and message.endswith("characters in all)")
        assert len(r.text) < 10_000
    assert len(saved(db)) == before
