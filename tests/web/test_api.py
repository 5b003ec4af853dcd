"""The web app through HTTP (FastAPI's TestClient): every game played to the end in
Play mode and in Table mode through the pages' forms; the security (CSRF, Origin,
the access token, the host); nothing hidden in a page; a game open in a terminal
refused; every bad input one line and a 4xx, the saved game unchanged; the web and
the terminal on the same saved games."""

from __future__ import annotations

import dataclasses
import html
import json
import re
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from automeeple import catalog
from automeeple.engine.agent import AUTOMA_SEAT
from automeeple.engine.rng import Stream
from automeeple.sessions.session import HUMAN, Session
from automeeple.sessions.store import Store
from automeeple.web.app import create_app
from automeeple.web.security import COOKIE

from ..facts import facts
from .conftest import LOCAL, at_of, csrf_of, step_of


def start(client: TestClient, game: str, mode: str = "play", **fields: str):
    """A new game through the new-game form (its defaults, overlaid with
    ``fields``); the response after the redirect to the game's page."""
    form = client.get(f"/new/{game}")
    assert form.status_code == 200
    r = client.post(f"/new/{game}", data={"csrf": csrf_of(form.text), "mode": mode, **fields})
    assert r.status_code == 200, errors(r.text)
    return r


def game_id(r) -> int:
    return int(re.search(r"/games/([0-9]+)(?:#question)?$", str(r.url)).group(1))


def errors(page: str) -> list[str]:
    return [html.unescape(e) for e in re.findall(r'data-testid="error">([^<]*)<', page)]


def values(page: str, name: str) -> list[str]:
    """The values of a page's buttons named ``name`` (the choices, the outcomes)."""
    return [html.unescape(v) for v in re.findall(rf'name="{name}" value="([^"]*)"', page)]


def outcomes(page: str) -> list[str]:
    """The labels a report may give: its buttons, else its text field's list."""
    listed = re.search(r'<datalist id="outcome-names">(.*?)</datalist>', page, re.S)
    if listed:
        return [html.unescape(v) for v in re.findall(r'value="([^"]*)"', listed.group(1))]
    return values(page, "outcome")


def post(client: TestClient, gid: int, what: str, page: str, **fields: str):
    return client.post(f"/games/{gid}/{what}",
                       data={"csrf": csrf_of(page), "at": at_of(page), **fields})


def saved_steps(db: Path, gid: int) -> int:
    with Store.open(db) as store:
        return len(store.load(gid)[0].steps)


def play_out(client: TestClient, r, pick=lambda options: options[0]) -> tuple[str, int, int]:
    """Play the game on page ``r`` to its end through the forms, choosing with
    ``pick``: its last page, and how many moves and reports were sent."""
    gid, moves, reports = game_id(r), 0, 0
    page = r.text
    while 'data-testid="result"' not in page:
        choices, labels = values(page, "move"), outcomes(page)
        if choices:
            r = post(client, gid, "move", page, move=pick(choices))
            moves += 1
        else:
            assert labels, "a page asks for a move, a report, or shows the result"
            r = post(client, gid, "report", page, outcome=pick(labels))
            reports += 1
            assert re.search(r'data-testid="notice">Recorded: .+ = ', r.text)
        assert r.status_code == 200, errors(r.text)
        page = r.text
    return page, moves, reports


# --- whole games --------------------------------------------------------------------

@pytest.mark.parametrize("info", catalog.games(), ids=lambda i: i.id)
def test_every_game_plays_to_the_end_in_play_mode(client, db, info):
    r = start(client, info.id, seed="21", **facts(info).web_form)
    gid = game_id(r)
    page, moves, reports = play_out(client, r)
    assert moves > 0 and reports == 0
    with Store.open(db) as store:
        session = Session.resume(store, gid)
        result = session.game.result(session.match.state)
        assert store.list()[0].status == "over" and store.mode(gid) == "play"
    assert html.escape(result.summary, quote=True) in page
    table = re.search(r'data-testid="result-table">(.*?)</table>', page, re.S).group(1)
    rows = re.findall(r'<tr><td>([0-9]+)</td><th scope="row">([^<]*)</th><td>([^<]*)</td>'
                      r'<td>(-?[0-9]+)</td></tr>', table)
    seats = sorted(range(len(result.scores)), key=lambda s: result.places[s])
    assert rows == [(str(result.places[s]), html.escape(session.game.seat_name(s)),
                     {HUMAN: "you", AUTOMA_SEAT: "the solo rules"}.get(
                         session.players[s], session.players[s]),
                     str(result.scores[s])) for s in seats]
    if result.breakdown:
        assert 'data-testid="breakdown"' in page
        for what, _points in result.breakdown:
            assert f'<th scope="row">{html.escape(what)}</th>' in page
    assert "data-wake-lock" not in page  # the game is over: the screen may sleep
    assert re.search(r'data-testid="to-question">To the result<', page)


@pytest.mark.parametrize("game", ["the-alpha", "blitzkrieg"])
def test_a_table_mode_game_answered_by_printed_labels(client, db, game):
    r = start(client, game, "table", seed="5")
    gid = game_id(r)
    page, moves, reports = play_out(client, r, pick=lambda options: options[-1])
    assert reports > 0 and moves > 0
    with Store.open(db) as store:
        record, _, status = store.load(gid)
        assert status == "over" and store.mode(gid) == "table"
    assert sum(step.by == "person" for step in record.steps) == reports


def test_a_report_is_read_as_printed_and_echoed_with_a_checklist(client, db):
    r = start(client, "the-alpha", "table", seed="4", players="3")
    gid = game_id(r)
    assert 'data-testid="placeholder-warning"' in r.text  # the terminal's warning
    assert "On the table: draw a small region tile. What came up?" in html.unescape(r.text)
    label = outcomes(r.text)[0]
    r = post(client, gid, "report", r.text, outcome=f"  {label.upper()} ")
    assert r.status_code == 200
    assert f"Recorded: draw a small region tile = {label}" in html.unescape(r.text)
    # the changes to make on the table since the last report: a checklist to tick
    while 'data-testid="checklist"' not in r.text:
        labels = outcomes(r.text)
        r = (post(client, gid, "report", r.text, outcome=labels[0]) if labels
             else post(client, gid, "move", r.text, move=values(r.text, "move")[0]))
    assert re.search(r'data-testid="checklist">\s*<li[^>]*><label><input type="checkbox">',
                     r.text)


def test_a_refused_report_shows_its_error_and_not_the_last_reports_echo(client, db):
    """The play-test: after a report, an impossible answer to the next question
    showed its error under the earlier report's "Recorded: ..." tick, which read as
    if the refused answer had been taken. The refusal's page has only the error."""
    r = start(client, "the-alpha", "table", seed="4", players="3")
    gid = game_id(r)
    while True:  # a report, whose page asks for another report
        r = post(client, gid, "report", r.text, outcome=outcomes(r.text)[0])
        assert r.status_code == 200, errors(r.text)
        if outcomes(r.text) and "Recorded: " in html.unescape(r.text):
            break
    steps = saved_steps(db, gid)
    refused = post(client, gid, "report", r.text, outcome="no such outcome")
    assert refused.status_code == 400
    assert errors(refused.text) and "no such outcome" in errors(refused.text)[0]
    assert "Recorded" not in refused.text and 'data-testid="notice"' not in refused.text
    assert saved_steps(db, gid) == steps
    assert outcomes(refused.text) == outcomes(r.text)  # the same question, asked again


def test_undo_in_table_mode_lists_what_to_take_back(client, db):
    r = start(client, "blitzkrieg", "table", seed="3")
    gid = game_id(r)
    while not values(r.text, "move"):
        r = post(client, gid, "report", r.text, outcome=outcomes(r.text)[0])
    r = post(client, gid, "move", r.text, move=values(r.text, "move")[0])
    before = saved_steps(db, gid)
    r = post(client, gid, "undo", r.text)
    assert r.status_code == 200
    notice = html.unescape(re.search(r'data-testid="notice">([^<]*)<', r.text).group(1))
    assert re.fullmatch(r"Undone: your last (report|move)( and the [0-9]+ steps? after it)?\.",
                        notice)
    assert saved_steps(db, gid) < before
    assert 'data-testid="take-back"' in r.text
    assert "Take back on the table what these said" in r.text
    # Drawn again (the game left and resumed): the same list, said to be shown before,
    # so nobody takes the pieces back twice.
    first, again = (re.search(r'data-testid="take-back".*?</section>', page, re.S).group(0)
                    for page in (r.text, client.get(f"/games/{gid}").text))
    assert "Shown before, when the undo was made: take back what these said, if not done" \
        in again
    assert re.findall("<span>.*?</span>", again) == re.findall("<span>.*?</span>", first)


def test_the_api_lists_what_to_take_back_as_the_page_does(client, db):
    """After an undo in Table mode the JSON carries the page's "take back on the
    table" list too (it had only the "Undone" line), before the phone is passed
    as after."""
    r = start(client, "blitzkrieg", "table", seed="3")
    gid = game_id(r)
    while not values(r.text, "move"):
        r = post(client, gid, "report", r.text, outcome=outcomes(r.text)[0])
    r = post(client, gid, "move", r.text, move=values(r.text, "move")[0])
    r = post(client, gid, "undo", r.text)
    section = re.search(r'data-testid="take-back".*?</section>', r.text, re.S).group(0)
    shown = [html.unescape(t) for t in re.findall(r"<span>([^<]*)</span>", section)]
    assert shown
    assert client.get(f"/api/games/{gid}").json()["take_back"] == shown
    # Two people: the person who moved undoes on the pass step, before the phone
    # goes on; their page and its JSON list what to take back alike.
    r = start(client, "dragon-canyon", "table", seed="77", players="3")
    gid = game_id(r)
    people = []
    while len(people) < 2 or people[-1] == people[-2]:
        if 'data-testid="passed"' in r.text:
            r = post(client, gid, "pass", r.text, seat=values(r.text, "seat")[0])
            continue
        labels = outcomes(r.text)
        if labels:
            r = post(client, gid, "report", r.text, outcome=labels[0])
            continue
        people.append(re.search(r'data-testid="turn">([^<\']*)', r.text).group(1))
        r = post(client, gid, "move", r.text, move=values(r.text, "move")[0])
        if 'data-testid="passed"' in r.text and len(people) > 1:
            break
    r = post(client, gid, "undo", r.text)
    assert r.status_code == 200 and 'data-testid="passed"' not in r.text
    section = re.search(r'data-testid="take-back".*?</section>', r.text, re.S).group(0)
    api = client.get(f"/api/games/{gid}").json()
    assert api["kind"] != "pass"
    assert api["take_back"] == [html.unescape(t) for t in
                                re.findall(r"<span>([^<]*)</span>", section)]

def test_undo_in_a_practice_game_goes_back_to_the_same_question(client, db):
    r = start(client, "islebound", mode="practice", seed="8")
    assert "practice" in r.text
    gid = game_id(r)
    first = values(r.text, "move")
    steps = saved_steps(db, gid)
    r = post(client, gid, "move", r.text, move=first[0])
    assert saved_steps(db, gid) > steps
    r = post(client, gid, "undo", r.text)
    assert r.status_code == 200 and saved_steps(db, gid) == steps
    assert values(r.text, "move") == first


def test_undo_in_play_mode_stops_at_what_chance_has_shown(client, db):
    """Issue 17.3: a Play-mode game does not undo past a card dealt since the move
    (one line, nothing changed); the same game as practice does."""
    r = start(client, "islebound", seed="8")
    gid = game_id(r)
    r = post(client, gid, "move", r.text, move=values(r.text, "move")[0])
    steps = saved_steps(db, gid)
    # The page says so in place of the undo button; an undo sent all the same is
    # refused with the same line.
    stop = re.search(r'data-testid="undo-stop">([^<]*)<', r.text)
    assert stop and stop[1].startswith("Undo stops here: the game has shown"), r.text
    assert 'data-testid="undo"' not in r.text
    r = post(client, gid, "undo", r.text)
    assert html.unescape(stop[1]) in one_line_error(r, 400)
    assert saved_steps(db, gid) == steps


def test_a_move_typed_the_terminals_way(client, db):
    r = start(client, "the-alpha", seed="6")
    gid = game_id(r)
    steps = saved_steps(db, gid)
    r = post(client, gid, "move", r.text, move="2")  # the second move listed
    assert r.status_code == 200 and saved_steps(db, gid) > steps


# --- security -----------------------------------------------------------------------

def test_a_post_without_the_right_csrf_token_is_refused_and_changes_nothing(client, db):
    r = start(client, "islebound", seed="2")
    gid, page = game_id(r), r.text
    steps = saved_steps(db, gid)
    move = values(page, "move")[0]
    for token in (None, "", "forged", csrf_of(page) + "x"):
        data = {"at": at_of(page), "move": move, **({"csrf": token} if token is not None else {})}
        r = client.post(f"/games/{gid}/move", data=data)
        assert r.status_code == 403
        assert errors(r.text) == ["this page was drawn before automeeple was last started (or "
                                  "elsewhere), so nothing was done; here it is now"]
        assert values(r.text, "move") == values(page, "move")  # the game, as it is
    form = client.get("/new/islebound").text
    r = client.post("/new/islebound", data={"mode": "play"})
    assert r.status_code == 403
    r = client.post(f"/games/{gid}/delete", data={"csrf": "nope"})
    assert r.status_code == 403
    assert saved_steps(db, gid) == steps
    assert csrf_of(form) == csrf_of(page)


def test_a_page_from_before_the_server_started_again_is_drawn_anew(client, db):
    """The laptop restarted while the phone stayed on the game: a tap on the old page
    does nothing but show the game again, whose forms then work."""
    r = start(client, "islebound", seed="2")
    gid, page = game_id(r), r.text
    steps = saved_steps(db, gid)
    with TestClient(create_app(db, None), base_url=LOCAL) as again:
        old = {"csrf": csrf_of(page), "at": at_of(page), "move": values(page, "move")[0]}
        r = again.post(f"/games/{gid}/move", data=old)
        assert r.status_code == 403 and "CSRF" not in r.text
        assert errors(r.text)[0].endswith("so nothing was done; here it is now")
        assert saved_steps(db, gid) == steps
        r = again.post(f"/games/{gid}/move", data={**old, "csrf": csrf_of(r.text)})
        assert r.status_code == 200 and saved_steps(db, gid) > steps


def test_a_post_from_another_site_is_refused(client, db):
    r = start(client, "islebound", seed="2")
    gid, page = game_id(r), r.text
    steps = saved_steps(db, gid)
    data = {"csrf": csrf_of(page), "at": at_of(page), "move": values(page, "move")[0]}
    for header in ({"Origin": "http://evil.example"}, {"Origin": "null"},
                   {"Referer": "http://evil.example/page"}):
        assert client.post(f"/games/{gid}/move", data=data, headers=header).status_code == 403
    assert saved_steps(db, gid) == steps
    same = client.post(f"/games/{gid}/move", data=data, headers={"Origin": LOCAL})
    assert same.status_code == 200 and saved_steps(db, gid) > steps


def test_without_a_token_only_this_machine_is_served(app):
    for host, status in (("127.0.0.1:8000", 200), ("localhost", 200), ("[::1]:80", 200),
                         ("evil.example", 403), ("192.168.1.9:8000", 403)):
        with TestClient(app, base_url=f"http://{host}") as c:
            assert c.get("/").status_code == status, host


def test_with_a_token_every_request_needs_it_or_its_cookie(db):
    app = create_app(db, "s3cret-token")
    with TestClient(app, base_url="http://192.168.1.9:8000") as c:
        assert c.get("/").status_code == 403
        assert c.get("/static/app.css").status_code == 403
        assert c.get("/?token=wrong").status_code == 403
        r = c.get("/new/islebound?token=s3cret-token&players=2", follow_redirects=False)
        assert r.status_code == 303
        assert r.headers["location"] == "/new/islebound?players=2"  # the token leaves
        cookie = r.headers["set-cookie"]
        assert "HttpOnly" in cookie and "SameSite=strict" in cookie.replace("Strict", "strict")
        page = c.get("/new/islebound")  # the cookie stands for the token now
        assert page.status_code == 200
        r = c.post("/new/islebound", data={"csrf": csrf_of(page.text), "mode": "play"})
        assert r.status_code == 200 and values(r.text, "move")
    with TestClient(app, base_url="http://192.168.1.9:8000",
                    cookies={COOKIE: "wrong"}) as c:
        assert c.get("/").status_code == 403


def test_pages_say_how_they_may_be_used(client):
    r = client.get("/")
    assert "script-src 'self'" in r.headers["content-security-policy"]
    assert "frame-ancestors 'none'" in r.headers["content-security-policy"]
    assert r.headers["x-content-type-options"] == "nosniff"
    assert '<meta name="viewport" content="width=device-width, initial-scale=1">' in r.text
    assert "user-scalable" not in r.text and "maximum-scale" not in r.text


# --- nothing hidden in a page -------------------------------------------------------

def test_the_master_seed_and_the_chance_stream_never_reach_a_page(client, app, db):
    """A page is drawn from the view alone: the same page whatever the future draws."""
    for info in catalog.games():
        r = start(client, info.id, seed="8675309123")
        gid = game_id(r)
        for _ in range(3):
            if not values(r.text, "move"):
                break
            r = post(client, gid, "move", r.text, move=values(r.text, "move")[-1])
        api = client.get(f"/api/games/{gid}")
        for text in (r.text, api.text, client.get("/").text):
            assert "8675309123" not in text
        with Store.open(db) as store:
            session = Session.resume(store, gid)
            session.advance()
            page = app.state.draw_game(session)
            session.match.state.rng = Stream(0x5EED)
            assert app.state.draw_game(session) == page, info.id


def test_the_alphas_secret_conflict_tokens_stay_hidden(client, app, db):
    """Red must choose Fight or Share while Blue's token lies face down: the page
    and the API show it as hidden, the Blue automa's sealed trace is not in "why",
    and the page is the same whichever token Blue turned."""
    r = start(client, "the-alpha", seed="1", players="4")
    gid = game_id(r)
    while "Fight or Share" not in html.unescape(r.text):
        r = post(client, gid, "move", r.text, move=values(r.text, "move")[-1])
        assert r.status_code == 200
    api = client.get(f"/api/games/{gid}").json()
    tokens = api["view"]["conflict"]["tokens"]
    assert "hidden" in tokens
    assert "fight or share?" not in r.text.lower()  # the automa's sealed trace
    with Store.open(db) as store:
        session = Session.resume(store, gid)
        session.advance()
        state = session.match.state
        turned = [t for t in state.conflict.tokens if t is not None]
        assert turned
        page = app.state.draw_game(session)
        swapped = tuple({"fight": "share", "share": "fight"}.get(t, t)
                        for t in state.conflict.tokens)
        state.conflict = dataclasses.replace(state.conflict, tokens=swapped)
        assert app.state.draw_game(session) == page


# --- one game, one process ----------------------------------------------------------

HOLD = """
import sys
from automeeple.sessions.store import Store
store = Store.open(sys.argv[1])
store.hold(int(sys.argv[2]))
print("held", flush=True)
sys.stdin.read()
"""


def test_a_game_open_in_a_terminal_is_refused(client, db):
    r = start(client, "islebound", seed="2")
    gid, page = game_id(r), r.text
    steps = saved_steps(db, gid)
    other = subprocess.Popen([sys.executable, "-c", HOLD, str(db), str(gid)],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert other.stdout.readline().strip() == "held"
        for r in (client.get(f"/games/{gid}"),
                  post(client, gid, "move", page, move=values(page, "move")[0]),
                  client.post(f"/games/{gid}/delete", data={"csrf": csrf_of(page)})):
            assert r.status_code == 409
            assert errors(r.text) == [f"saved game {gid} is open in another automeeple "
                                      "window; quit it there first"]
    finally:
        other.communicate("")
    assert saved_steps(db, gid) == steps
    assert client.get(f"/games/{gid}").status_code == 200  # let go: playable again


def test_two_requests_on_one_game_never_interleave(client, db):
    """The same move sent twice at once (a double tap): one is played, the other is
    told the page was out of date; the game moves one step, not two."""
    r = start(client, "islebound", seed="2")
    gid, page = game_id(r), r.text
    steps = saved_steps(db, gid)
    data = {"csrf": csrf_of(page), "at": at_of(page), "move": values(page, "move")[0]}
    statuses = []

    def send():
        statuses.append(client.post(f"/games/{gid}/move", data=data).status_code)

    threads = [threading.Thread(target=send) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(statuses) == [200, 409]
    with Store.open(db) as store:
        record = store.load(gid)[0]
    assert sum(s.by == HUMAN for s in record.steps[steps:]) == 1


# --- bad input ----------------------------------------------------------------------

def one_line_error(r, status: int) -> str:
    assert r.status_code == status, (r.status_code, r.text[:500])
    found = errors(r.text)
    assert len(found) == 1 and "\n" not in found[0] and found[0]
    assert "Traceback" not in r.text
    return found[0]


def test_the_new_game_form_says_what_each_bot_is(client):
    """A seat's bot is picked by name with what it is beside it."""
    form = client.get("/new/blitzkrieg").text
    for bot, summary in (("baseline", "an ordinary player who looks to the end of its turn"),
                         ("random", "any legal move, at random"),
                         ("ismcts", "a search: plays many games out from what it sees")):
        assert re.search(rf">bot: {bot}( \(default\))?: {re.escape(summary)}", form), bot


def test_the_new_game_form_names_rule_options_in_words_and_by_their_id(client):
    """A rule option is labelled in words; its id, which ``--option`` and the
    option's messages use, follows its explanation."""
    form = html.unescape(client.get("/new/wolves").text)
    assert '<span class="label">Dominate AI</span>' in form
    assert '<label for="opt_displace_to">Displace to</label>' in form
    assert re.search(r"the solo text says the AI cannot be dominated by the player\) "
                     r"\(option <code>dominate_ai</code>\)", form)


def test_bad_new_game_forms_are_one_line_each(client, db):
    token = csrf_of(client.get("/new/the-alpha").text)
    assert "unknown game 'nope'" in one_line_error(client.get("/new/nope"), 404)
    assert "unknown game" in one_line_error(
        client.post("/new/nope", data={"csrf": token}), 404)
    bad = {
        "players=9": ({"players": "9"}, "The Alpha takes 3 to 6 players, not 9"),
        "players=x": ({"players": "x"}, "players must be a whole number, not 'x'"),
        "none of you": ({"seat_1": "automa"}, "choose 'you' for at least one seat, among "
                                              "seats 1, 2, 3, 4"),
        "no bot": ({"seat_2": "[bold]evil[/bold]"}, "seat 2: '[bold]evil[/bold]' is neither"),
        "option": ({"opt_pair_as_one_wolf": "maybe"}, "option pair_as_one_wolf takes true or"),
        "mode": ({"mode": "chaos"}, "mode must be play, practice or table, not 'chaos'"),
        "seed": ({"seed": "-4"}, "seed must be a whole number from 0 to"),
        "seed text": ({"seed": "1e5"}, "seed must be a whole number, not '1e5'"),
        # A whole number too large for its field is told the field's range.
        "seed 20 digits": ({"seed": "9" * 20}, "seed must be a whole number from 0 to "
                                               f"{2 ** 63 - 1}, not {'9' * 20}"),
        "players 20 digits": ({"players": "9" * 20}, f"takes 3 to 6 players, not {'9' * 20}"),
        "control": ({"seat_2": "automa\x00\x1b[31m"}, "seat 2: 'automa\\x00\\x1b[31m'"),
        "huge": ({"seed": "9" * 5000}, "seed: too long (5,000 characters; at most 200)"),
    }
    for what, (fields, message) in bad.items():
        r = client.post("/new/the-alpha", data={"csrf": token, **fields})
        assert message in one_line_error(r, 400), what
    bad_options = [("blitzkrieg", {"opt_difficulty": "impossible"},
                    "option difficulty must be one of easy, medium, hard"),
                   ("wolves", {"opt_max_rounds": "lots"},
                    "option max_rounds takes a whole number, not 'lots'"),
                   ("wolves", {"opt_max_rounds": "9" * 20},
                    f"option max_rounds must be a whole number from 1 to 1000, not {'9' * 20}"),
                   ("dragon-canyon", {"opt_max_rounds": "0"},
                    "option max_rounds must be a whole number from 1 to"),
                   ("islebound", {"opt_person_turn": "reported", "mode": "play"},
                    "option person_turn=reported is for Table mode only"),
                   # A number that is not one of a select's choices is told as a number.
                   ("islebound", {"opt_ai_start_coins": "3"},
                    "option ai_start_coins must be one of 7, 0, not 3")]
    for game, fields, message in bad_options:
        r = client.post(f"/new/{game}", data={"csrf": token, **fields})
        assert message in one_line_error(r, 400), game
    assert not db.exists() or not Store.open(db).list()  # nothing was started


def test_an_edition_file_is_checked_before_the_game_starts(client, db):
    token = csrf_of(client.get("/new/the-alpha").text)
    for content, message in ((b"name = [broken", "mine.toml"),
                             (b"\xff\xfe not text", "mine.toml: not an edition file (not UTF-8"),
                             (b'name = "x"\nplaceholder = false\n', "mine.toml")):
        r = client.post("/new/blitzkrieg", data={"csrf": token},
                        files={"edition": ("mine.toml", content, "text/plain")})
        assert message in one_line_error(r, 400)
    shipped = (Path(catalog.__file__).parent / "games"
               / catalog.get("blitzkrieg").edition).read_bytes()
    r = client.post("/new/blitzkrieg", data={"csrf": token, "mode": "table"},
                    files={"edition": ("mine.toml", shipped, "text/plain")})
    assert r.status_code == 200 and values(r.text, "move") + outcomes(r.text)
    assert 'data-testid="placeholder-warning"' in r.text  # the shipped one is a placeholder


def test_bad_moves_and_reports_are_one_line_and_change_nothing(client, db):
    r = start(client, "blitzkrieg", "table", seed="3")
    gid, page = game_id(r), r.text
    assert outcomes(page), "BLITZKRIEG! in Table mode starts with a draw from a bag"
    steps = saved_steps(db, gid)
    cases = [("report", {"outcome": "army 99"}, 400, "cannot come up for"),
             ("report", {"outcome": "[red]x[/red]"}, 400, "'[red]x[/red]' cannot come up"),
             ("report", {"outcome": "a\x00\x07b"}, 400, "'a\\x00\\x07b' cannot come up"),
             ("report", {"outcome": "7" * 100_000}, 400, "too long (100,000 characters"),
             ("move", {"move": "anything"}, 400, "no move is asked now; report what"),
             ("report", {"outcome": outcomes(page)[0], "at": "12345"}, 409, "out of date")]
    for what, fields, status, message in cases:
        data = {"csrf": csrf_of(page), "at": at_of(page), **fields}
        r = client.post(f"/games/{gid}/{what}", data=data)
        assert message in one_line_error(r, status), fields
        assert values(r.text, "outcome") == values(page, "outcome")  # the page again
    while not values(page, "move"):
        page = post(client, gid, "report", page, outcome=outcomes(page)[0]).text
    steps = saved_steps(db, gid)
    for text, message in (("place nothing nowhere", "'place nothing nowhere' is not one of"),
                          ("99", "'99': a move's number counts the moves from the first, 1 to "),
                          ("place", "'place' fits "),
                          ("", "nothing typed: pick one of the buttons")):
        r = post(client, gid, "move", page, move=text)
        assert message in one_line_error(r, 400)
    r = post(client, gid, "report", page, outcome="army 1")
    assert "no report is asked now" in one_line_error(r, 400)
    assert saved_steps(db, gid) == steps


def test_unknown_games_and_a_damaged_store_are_one_line(client, db, tmp_path):
    token = csrf_of(client.get("/new/the-alpha").text)
    assert "there is no saved game 42" in one_line_error(client.get("/games/42"), 404)
    assert "there is no saved game 42" in one_line_error(
        client.post("/games/42/move", data={"csrf": token, "at": "0", "move": "x"}), 404)
    assert "there is no saved game 42" in one_line_error(client.get("/games/42/delete"), 404)
    assert "no such page" in one_line_error(client.get("/games/abc"), 404)
    assert client.get("/api/games/42").json() == {"error": "there is no saved game 42"}
    db.write_bytes(b"SQLite format 3\x00" + b"\x00" * 200)
    assert "damaged" in one_line_error(client.get("/"), 400)
    assert "damaged" in one_line_error(client.get("/games/1"), 400)
    assert db.read_bytes() == b"SQLite format 3\x00" + b"\x00" * 200  # never written


# --- the web and the terminal on one store ------------------------------------------

def test_a_game_goes_on_from_the_web_to_the_terminal_and_back(client, db):
    r = start(client, "the-alpha", "table", seed="9", players="3")
    gid = game_id(r)
    for _ in range(4):
        labels = outcomes(r.text)
        r = (post(client, gid, "report", r.text, outcome=labels[0]) if labels
             else post(client, gid, "move", r.text, move=values(r.text, "move")[0]))
    with Store.open(db) as store:
        session = Session.resume(store, gid)  # the terminal's resume
        assert session.table and len(session.match.record.steps) == saved_steps(db, gid)
        prompt = session.advance()
        if prompt.request is not None:
            session.report(prompt.request.outcomes[0])
        else:
            session.act(prompt.legal[0])
        steps = len(session.match.record.steps)
    r = client.get(f"/games/{gid}")
    assert r.status_code == 200 and step_of(r.text) >= steps
    assert "Table mode" in r.text


def test_a_game_started_at_the_terminal_is_resumed_in_the_web(client, db):
    info = catalog.get("dragon-canyon")
    with Store.open(db) as store:
        session = Session.new(store, info, 2, {}, 12, info.players([], 2, human=1))
        session.act(session.advance().legal[0])
    r = client.get("/")
    assert f'data-testid="save-{session.id}"' in r.text
    r = client.get(f"/games/{session.id}")
    assert r.status_code == 200 and "Play mode" in r.text and values(r.text, "move")


def test_delete_asks_first(client, db):
    r = start(client, "islebound", seed="2")
    gid = game_id(r)
    confirm = client.get(f"/games/{gid}/delete")
    assert confirm.status_code == 200 and 'data-testid="confirm-delete"' in confirm.text
    with Store.open(db) as store:
        assert [row.id for row in store.list()] == [gid]  # asking deletes nothing
    r = client.post(f"/games/{gid}/delete", data={"csrf": csrf_of(confirm.text)})
    assert r.status_code == 200 and f"Deleted game {gid}." in r.text
    assert client.get(f"/games/{gid}").status_code == 404


def test_the_home_page_says_deleted_only_after_a_real_delete(client, db):
    """The play-test: GET /?deleted=999 said "Deleted game 999." of a game that never
    existed. The home page says so only on the delete's own redirect (its mark is
    keyed with the file's secret), and never of a game that is still saved."""
    assert "Deleted game" not in client.get("/?deleted=999").text  # no saved-games file yet
    gone, kept = game_id(start(client, "islebound", seed="2")), game_id(start(client, "nim"))
    confirm = client.get(f"/games/{gone}/delete")
    r = client.post(f"/games/{gone}/delete", data={"csrf": csrf_of(confirm.text)},
                    follow_redirects=False)
    assert r.status_code == 303
    url = r.headers["location"]
    assert re.search(rf"\?deleted={gone}&mark=[0-9a-f]+$", url), url
    assert f"Deleted game {gone}." in client.get(url).text
    mark = url.rsplit("mark=", 1)[1]
    for query in ("deleted=999", f"deleted={kept}", f"deleted={gone}",
                  f"deleted={gone}&mark=0000", f"deleted=999&mark={mark}",
                  f"deleted={kept}&mark={mark}", f"deleted={gone}&mark=%C3%A9"):
        page = client.get(f"/?{query}")
        assert page.status_code == 200 and "Deleted game" not in page.text, query
        assert 'data-testid="notice"' not in page.text, query


# --- made for a phone ---------------------------------------------------------------

def test_the_live_server_answers_over_http(live_server):
    import httpx

    with httpx.Client(base_url=live_server) as c:
        page = c.get("/new/islebound")
        assert page.status_code == 200
        r = c.post("/new/islebound", data={"csrf": csrf_of(page.text), "mode": "play"},
                   follow_redirects=True)
        assert r.status_code == 200 and values(r.text, "move")


def test_the_generic_board_lists_a_views_data(app):
    """A game without a board drawing of its own is shown as its view's data."""
    from jinja2 import Environment, FileSystemLoader

    import automeeple.web.app as web
    from automeeple.engine.view import wire

    env = Environment(loader=FileSystemLoader(web.HERE / "templates"), autoescape=True)
    env.globals["wire"] = wire
    info = catalog.get("blitzkrieg")
    session = Session.new(None, info, 2, {}, 4, info.players([], 2, human=0))
    session.advance()
    view = session.view(0)
    shown = env.get_template("boards/generic.html").render(view=view)
    assert "<dt>theatres</dt>" in shown and "<dt>reserve</dt>" in shown
    assert f"<dd>{view.win_vp}</dd>" in shown
    assert "<dt>question</dt>" not in shown  # drawn under the board, not in it


def test_static_files_are_shipped_and_nothing_comes_from_elsewhere(client):
    manifest = client.get("/static/manifest.webmanifest")
    assert manifest.status_code == 200
    for icon in json.loads(manifest.text)["icons"]:
        assert client.get(icon["src"]).status_code == 200
    sw = client.get("/sw.js")
    assert sw.status_code == 200 and "javascript" in sw.headers["content-type"]
    cached = re.findall(r'"(static/[^"]+|offline)"', sw.text)  # relative to the root
    assert "static/app.css" in cached and "offline" in cached
    for path in cached:
        assert client.get(f"/{path}").status_code == 200, path
    assert client.get("/static/app.js").status_code == 200
    r = start(client, "wolves", seed="3")
    for page in (client.get("/").text, client.get("/new/the-alpha").text, r.text):
        assert not re.search(r'(src|href)="(https?:)?//', page)
    assert 'data-wake-lock="on"' in r.text


def test_a_long_game_resumes_quickly_per_request(client, db):
    """Each request replays the record: a long game's page stays fast (an Islebound
    game in Table mode, the person's turns reported, some 800 steps)."""
    info = catalog.get("islebound")
    with Store.open(db) as store:
        session = Session.new(store, info, 2, {}, 3, info.players([], 2, human=0), table=True)
        while len(session.match.record.steps) < 700:
            prompt = session.advance()
            if prompt.request is not None:
                session.report(prompt.request.outcomes[0])
            else:
                session.act(prompt.legal[0])
    assert client.get(f"/games/{session.id}").status_code == 200
    began = time.perf_counter()
    for _ in range(5):
        assert client.get(f"/games/{session.id}").status_code == 200
    each = (time.perf_counter() - began) / 5
    print(f"\nislebound, {saved_steps(db, session.id)} steps: {1000 * each:.0f} ms per page")
    assert each < 1.0


# --- automeeple serve ---------------------------------------------------------------

def serve(db: Path, *args: str) -> tuple[subprocess.Popen, str]:
    """``automeeple serve`` on a free port: the process and the first address it
    printed."""
    from .conftest import free_port

    port = str(free_port())
    proc = subprocess.Popen([sys.executable, "-c", "from automeeple.cli.app import main; main()",
                             "serve", "--db", str(db), "--port", port, *args],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = proc.stdout.readline()
    url = re.search(r"open (http://\S+)", line).group(1)
    return proc, url


def wait_for(url: str):
    import httpx

    deadline = time.monotonic() + 15
    while True:
        try:
            return httpx.get(url, follow_redirects=False)
        except httpx.TransportError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.05)


@pytest.mark.parametrize("host", ["127.0.0.1", "0.0.0.0"])
def test_serve_binds_locally_and_asks_for_a_token_elsewhere(db, host):
    proc, url = serve(db, "--host", host)
    try:
        if host == "127.0.0.1":
            assert re.fullmatch(r"http://127\.0\.0\.1:[0-9]+/", url)
            assert wait_for(url).status_code == 200
        else:
            assert re.search(r"/\?token=[A-Za-z0-9_-]{20,}$", url)
            local = re.sub(r"//[^:/]+", "//127.0.0.1", url)
            assert wait_for(local.split("?")[0]).status_code == 403
            assert wait_for(local).status_code == 303
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def test_serve_refuses_a_bad_port_in_one_line(db):
    run = subprocess.run([sys.executable, "-c", "from automeeple.cli.app import main; main()",
                          "serve", "--db", str(db), "--port", "70000"],
                         capture_output=True, text=True, timeout=30)
    assert run.returncode == 2
    assert run.stderr.strip() == "error: --port must be from 1 to 65535, not 70000"


def test_the_news_before_a_first_move_is_so_far_then_since_your_last_move(client):
    """The first page's news (the set-up, the bots' moves before the person's) is
    'So far': the person has made no move yet; after one, 'Since your last move'."""
    r = start(client, "the-alpha", seed="5")
    heading = re.compile(r'<h2 id="news-h">([^<]*)</h2>')
    assert heading.search(r.text).group(1) == "So far"
    r = post(client, game_id(r), "move", r.text, move=values(r.text, "move")[0])
    assert heading.search(r.text).group(1) == "Since your last move"


@pytest.mark.parametrize(("game", "players", "shared"), [
    ("the-alpha", None, True), ("dragon-canyon", "3", True), ("dragon-canyon", "2", False),
    ("wolves", None, False), ("blitzkrieg", None, False), ("islebound", None, False)])
def test_the_new_game_form_offers_to_share_the_phone_only_where_people_may(client, game,
                                                                          players, shared):
    """"Several people can share this phone" only where two seats may be people (a
    play-tester read it on The Wolves' form, whose other seats the rules play)."""
    page = client.get(f"/new/{game}", params={"players": players} if players else None).text
    assert ('data-testid="share"' in page) == shared


def test_the_home_page_offers_the_games_in_progress_first(client, db):
    """Games in progress, the three last played, come first on the home page, above
    the five games' cards (a tester scrolled past them to resume); a game over is not
    among them."""
    assert 'data-testid="continue"' not in client.get("/").text
    r = start(client, "nim")
    over = game_id(r)
    play_out(client, r)
    gids = [game_id(start(client, "islebound", seed=str(k))) for k in range(4)]
    page = client.get("/").text
    assert page.index('data-testid="continue"') < page.index('data-testid="catalog"')
    section = re.search(r'data-testid="continue".*?</section>', page, re.S).group(0)
    assert re.findall(r'data-testid="continue-([0-9]+)"', section) == [
        str(g) for g in reversed(gids[1:])]
    assert f"Resume game {gids[-1]}: Islebound, play mode" in section
    assert "1 more in the saved games below." in section
    assert f'continue-{over}"' not in section


def test_table_mode_keeps_the_news_of_the_reports_since_your_last_move(client, db):
    """A quick run of reports after your move: each page's checklist is what came
    since the last report, and what the pages before it said since your move is kept
    under "Shown before" (a tester tapped past the bot's placement)."""
    r = start(client, "blitzkrieg", "table", seed="3")
    gid = game_id(r)
    while not values(r.text, "move"):
        r = post(client, gid, "report", r.text, outcome=outcomes(r.text)[0])
    r = post(client, gid, "move", r.text, move=values(r.text, "move")[0])
    told, pages = [], 0

    def checklist(page: str) -> list[str]:
        found = re.search(r'data-testid="checklist">(.*?)</ul>', page, re.S)
        return [html.unescape(t) for t in re.findall(r"<span>([^<]*)</span>",
                                                     found.group(1) if found else "")]

    while outcomes(r.text):
        earlier = re.search(r'data-testid="earlier">.*?<ul>(.*?)</ul>', r.text, re.S)
        shown = [html.unescape(t) for t in re.findall(r'<li class="ev-[^"]*">([^<]*)</li>',
                                                      earlier.group(1))] if earlier else []
        assert shown == told, pages
        told += checklist(r.text)
        pages += 1
        r = post(client, gid, "report", r.text, outcome=outcomes(r.text)[0])
    assert pages > 1 and told, "several reports in a row after the move"
    assert 'data-testid="earlier"' not in r.text  # the next move: the news starts anew
