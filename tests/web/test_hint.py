"""The web's hint: a button at the person's decision; its page lists the search's
best moves (legal ones, named as the choices name them) with their share of the
search and how often they won (or, where the search cut its futures short and
scored them, their estimated value), the same for the same position; asking changes
nothing in the saved game; no hint is offered where the person has no move, nor
where their moves are reports the rules do not check (the page says why). Asking
is a form (POST, with the CSRF token and the step the page showed), so another site
cannot make the browser search; and the server searches for one hint at a time."""

from __future__ import annotations

import html
import re

import pytest

from automeeple.sessions.session import HUMAN
from automeeple.sessions.store import Store
from automeeple.web.games import Games
from automeeple.web.handlers import play

from .conftest import at_of, csrf_of
from .test_api import game_id, start


@pytest.fixture(autouse=True)
def small_budget(monkeypatch):
    monkeypatch.setenv("AUTOMEEPLE_HINT_ITERATIONS", "100")


def advice(page: str) -> list[tuple[str, str]]:
    """The hint's moves on ``page``: (move text, the line shown)."""
    return [(html.unescape(m), html.unescape(re.sub(r"<[^>]+>", "", line)))
            for m, line in re.findall(
                r'data-testid="search-hint-move" data-move="([^"]*)">(.*?)</li>', page)]


def test_the_hint_lists_legal_moves_and_changes_nothing(client, db):
    r = start(client, "islebound", seed="7")  # its search plays every future out
    gid = game_id(r)
    assert 'data-testid="hint-form"' in r.text and 'data-testid="search-hint"' not in r.text
    choices = {html.unescape(v) for v in re.findall(
        r'name="move" value="([^"]*)" class="choice"', r.text)}
    before = client.get(f"/api/games/{gid}").json()
    first = ask(client, gid, r.text)
    assert first.status_code == 200
    assert "Hint (100 searched futures, from what you can see)" in first.text
    moves = advice(first.text)
    assert 1 < len(moves) <= 5
    assert all(move in choices for move, _ in moves), "only legal moves"
    assert all(re.search(r": \d+% of the search, won \d+% of those games$", line)
               for _, line in moves)
    assert advice(ask(client, gid, r.text).text) == moves, "the same hint again"
    after = client.get(f"/api/games/{gid}").json()
    assert after == before and at_of(first.text) == str(before["at"]), "nothing changed"
    # Each move of the hint is a button that plays it (a tester typed the hint's rank,
    # 1, and played another move).
    best = moves[0][0]
    form = re.search(r'<form method="post" action="games/\d+/move">(?:(?!</form>).)*'
                     rf'value="{re.escape(html.escape(best, quote=True))}" class="quiet hint-play"',
                     first.text, re.S)
    assert form, "the hint's first move is a button"
    played = client.post(f"/games/{gid}/move", data={"csrf": csrf_of(first.text),
                                                     "at": at_of(first.text), "move": best})
    assert played.status_code == 200
    with Store.open(db) as store:
        mine = [step for step in store.load(gid)[0].steps if step.by == HUMAN]
    assert [step.action for step in mine] == [best]


def test_no_hint_where_the_person_reports_or_the_game_is_missing(client):
    r = start(client, "the-alpha", mode="table", players="4", seed="7")
    gid = game_id(r)
    assert 'data-testid="report-form"' in r.text
    assert 'data-testid="hint-form"' not in r.text
    page = ask(client, gid, r.text)
    assert page.status_code == 200 and not advice(page.text)
    assert ask(client, 999, r.text).status_code == 404


def test_a_hint_from_futures_cut_and_scored_gives_estimated_values(client):
    r = start(client, "wolves", seed="3")
    page = ask(client, game_id(r), r.text)
    moves = advice(page.text)
    assert 1 < len(moves) <= 5
    assert all(re.search(r": \d+% of the search, estimated value \d+%$", line)
               for _, line in moves)
    assert "estimated value: a score of futures cut short" in html.unescape(
        re.search(r'data-testid="search-hint-note">([^<]*)<', page.text).group(1))


def test_no_hint_where_the_persons_moves_are_unchecked_reports(client):
    """Islebound in Table mode: the person's turn is reported, unchecked; the page
    says so in place of the button, and asking anyway shows no advice."""
    r = start(client, "islebound", mode="table", seed="5")
    assert 'name="move"' in r.text, "the person's decision"
    assert 'data-testid="hint-form"' not in r.text
    said = html.unescape(re.search(r'data-testid="no-hint">([^<]*)<', r.text).group(1))
    assert said.startswith("No hint here: your turn is played on the table and only reported")
    page = ask(client, game_id(r), r.text)
    assert page.status_code == 200 and not advice(page.text)
    assert 'data-testid="no-hint"' in page.text
    played = start(client, "islebound", seed="5")
    assert 'data-testid="hint-form"' in played.text and 'data-testid="no-hint"' not in played.text


def ask(client, gid: int, page: str):
    """The hint asked from ``page``, as its form does."""
    return client.post(f"/games/{gid}/hint", data={"csrf": csrf_of(page), "at": at_of(page)})


def test_a_hint_is_asked_by_a_form_of_this_app_for_the_step_shown(client):
    r = start(client, "the-alpha", players="4", seed="7")
    gid = game_id(r)
    assert client.get(f"/games/{gid}/hint").status_code == 405, "a link cannot ask"
    refused = client.post(f"/games/{gid}/hint", data={"at": at_of(r.text)})
    assert refused.status_code == 403 and not advice(refused.text)
    stale = client.post(f"/games/{gid}/hint", data={"csrf": csrf_of(r.text), "at": "0"})
    assert stale.status_code == 409 and not advice(stale.text)
    assert "out of date" in stale.text


def test_one_hint_at_a_time(tmp_path):
    games = Games(tmp_path / "s.sqlite3")
    with games.hinting():  # a search under way
        reply = play.hint(games, 1, csrf_ok=True, at="0")
    assert reply.status == 409
    assert "another hint is being worked out" in reply.context["message"]
