"""No page of the web app may be framed by another site (docs/web.md, "Security"):
every kind of answer says so, in X-Frame-Options (older browsers) and in the
Content-Security-Policy's frame-ancestors (issue 17, point 15: X-Frame-Options had no
test of its own)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from automeeple.web.app import create_app

from .conftest import LOCAL, csrf_of


def unframeable(response) -> None:
    assert response.headers["X-Frame-Options"] == "DENY", response.url
    assert "frame-ancestors 'none'" in response.headers["Content-Security-Policy"]


def test_every_page_of_a_game_says_it_may_not_be_framed(client):
    home = client.get("/")
    unframeable(home)
    form = client.get("/new/the-alpha")
    unframeable(form)
    game = client.post("/new/the-alpha", data={"csrf": csrf_of(form.text), "mode": "play"},
                       follow_redirects=False)
    unframeable(game)
    where = game.headers["location"]
    for answer in (client.get(where), client.get(f"/api{where}"),
                   client.get(f"{where}/delete")):
        assert answer.status_code == 200
        unframeable(answer)


@pytest.mark.parametrize("path, status", [("/static/app.css", 200), ("/sw.js", 200),
                                          ("/games/999", 404), ("/new/chess", 404)])
def test_files_and_errors_say_it_too(client, path, status):
    answer = client.get(path)
    assert answer.status_code == status
    unframeable(answer)


def test_refusals_and_the_token_welcome_say_it_too(db):
    with TestClient(create_app(db, None), base_url="http://evil.example") as c:
        refused = c.get("/")
        assert refused.status_code == 403
        unframeable(refused)
    with TestClient(create_app(db, "sesame"), base_url=LOCAL) as c:
        unframeable(c.get("/"))  # no token: refused
        welcome = c.get("/?token=sesame", follow_redirects=False)
        assert welcome.status_code in (302, 303, 307)
        unframeable(welcome)
