"""Several people at one phone, through HTTP: the new-game form with two "you" seats
(two people against Dragon Canyon's AI), the pass-the-phone step whenever the person
to act changes (nothing of anyone's game on it), each page drawn from its own
person's view, a move refused until the phone is passed, undo saying whose."""

from __future__ import annotations

import html
import re

from fastapi.testclient import TestClient

from automeeple import catalog
from automeeple.engine.agent import AUTOMA_SEAT
from automeeple.engine.core import Event
from automeeple.engine.records import GameRecord, Match
from automeeple.sessions.session import HUMAN
from automeeple.sessions.store import Store

from .conftest import at_of, csrf_of
from .test_api import errors, game_id, one_line_error, post, saved_steps, start, values

NAMES = {1: "Green", 2: "Red"}


def two_people(client: TestClient, **fields: str):
    """Dragon Canyon for three, as the form has it: Green and Red at this phone."""
    return start(client, "dragon-canyon", players="3", seed="4", **fields)


def passing_to(page: str) -> str | None:
    found = re.search(r'data-testid="pass".*?Pass the phone to (\w+)</h1>', page, re.S)
    return found.group(1) if found else None


def hand_over(client: TestClient, gid: int, page: str):
    """Tap "I am ...": the page of the person the phone was passed to."""
    seat = re.search(r'name="seat" value="([0-9]+)"', page).group(1)
    r = post(client, gid, "pass", page, seat=seat)
    assert r.status_code == 200 and passing_to(r.text) is None, errors(r.text)
    return r


def private(db, gid: int) -> list[Event]:
    with Store.open(db) as store:
        rec: GameRecord = store.load(gid)[0]
    game = catalog.get(rec.game).make(rec.seats, rec.options, rec.edition_text)
    found: list[Event] = []
    Match.replay(game, rec, on_step=lambda _s, events, *_: found.extend(e for e in events
                                                                    if e.others))
    return found


def test_the_form_seats_two_people_against_the_ai_and_takes_several_you_seats(client, db):
    form = client.get("/new/dragon-canyon?players=3").text
    for seat in (2, 3):
        field = re.search(rf'<select id="seat_{seat}".*?</select>', form, re.S).group(0)
        assert '<option value="you" selected>you (a person at this phone)</option>' in field
    two = client.get("/new/dragon-canyon").text  # two players: one person
    assert '<option value="you" selected>' in two
    alpha = client.get("/new/the-alpha").text
    assert alpha.count('<option value="you" selected>') == 1
    start(client, "the-alpha", seat_1="you", seat_2="you", seed="3")
    with Store.open(db) as store:
        assert [r.players for r in store.list()] == [[HUMAN, HUMAN, "automa", "automa"]]


def test_the_first_page_is_the_pass_step_and_shows_nothing_of_the_game(client, db):
    r = two_people(client)
    gid, page = game_id(r), r.text
    with Store.open(db) as store:
        assert store.load(gid)[1] == [AUTOMA_SEAT, HUMAN, HUMAN]
    assert passing_to(page) == "Green"
    for shown in ('data-testid="board"', 'data-testid="history"', 'data-testid="choice"',
                  "your hand", "Journey"):
        assert shown not in page
    api = client.get(f"/api/games/{gid}").json()
    assert api["kind"] == "pass" and api["pass_to"] == "Green" and "view" not in api
    # A move before the phone is passed is refused, and nothing changes.
    steps = saved_steps(db, gid)
    refused = post(client, gid, "move", page, move="pass")
    assert refused.status_code == 409
    assert errors(refused.text) == ["pass the phone to Green first"]
    assert saved_steps(db, gid) == steps and passing_to(refused.text) == "Green"
    # A pass step for the wrong person says whose turn it is.
    wrong = post(client, gid, "pass", page, seat="3")
    assert wrong.status_code == 409 and passing_to(wrong.text) == "Green"
    assert errors(wrong.text) == ["the phone goes to Green now, not to Red"]
    # A seat no player has is named as such, not as a page out of date.
    for seat in ("9" * 20, "[]", "0", ""):
        bad = post(client, gid, "pass", page, seat=seat)
        assert bad.status_code == 400
        assert errors(bad.text) == [f"seat must be a seat's number, 1 to 3, not {seat!r}"]
    assert saved_steps(db, gid) == steps
    mine = hand_over(client, gid, page).text
    assert "Green's turn: this screen shows what Green may see." in html.unescape(mine)
    assert 'data-testid="board"' in mine and values(mine, "move")
    players = client.get(f"/api/games/{gid}").json()["view"]["players"]
    assert players[1]["hand"] is not None and players[2]["hand"] is None  # Red's is Red's


def test_a_whole_game_each_page_from_its_own_persons_view(client, db):
    """Two people against the AI to the end: at every change of person the pass step
    comes first, and no page drawn for one person names a card the other placed
    face down."""
    r = two_people(client, opt_max_rounds="6")
    gid, page = game_id(r), r.text
    pages: list[tuple[str, str]] = []
    passes, holder = [], None
    while 'data-testid="result"' not in page:
        to = passing_to(page)
        if to is not None:
            assert to != holder
            passes.append(to)
            holder = to
            page = hand_over(client, gid, page).text
            continue
        pages.append((holder, html.unescape(page)))
        assert f"{holder}'s turn" in pages[-1][1]
        moves = values(page, "move")
        r = post(client, gid, "move", page, move=moves[len(pages) % len(moves)])
        assert r.status_code == 200, errors(r.text)
        page = r.text
    assert passes[:3] == ["Green", "Red", "Green"]
    cards = private(db, gid)
    assert {e.seat for e in cards} == {1, 2}
    for who, shown in pages:
        theirs = [e.text for e in cards if NAMES[e.seat] != who]
        assert not [t for t in theirs if t in shown], who
    for seat, name in NAMES.items():
        assert any(e.text in shown for e in cards if e.seat == seat
                   for who, shown in pages if who == name)


def test_the_mover_undoes_on_the_pass_step_and_the_next_person_may_not(client, db):
    """Green's move done, the pass step offers Green an undo: back to Green's move,
    Green's again, no pass step. Once Red holds the phone, Green's move is not
    Red's to take back: no undo button, a line saying whose it is, and a forged
    undo is refused with nothing changed."""
    r = two_people(client)
    gid = game_id(r)
    page = hand_over(client, gid, r.text).text
    while passing_to(page) is None:  # Green's turn
        page = post(client, gid, "move", page, move=values(page, "move")[0]).text
    assert passing_to(page) == "Red"
    assert "Undo your last move before passing the phone" in page
    steps = saved_steps(db, gid)
    r = post(client, gid, "undo", page)
    assert r.status_code == 200 and saved_steps(db, gid) < steps
    assert passing_to(r.text) is None and values(r.text, "move"), "Green's move again"
    notes = re.findall(r'data-testid="notice">([^<]*)<', r.text)
    assert len(notes) == 1 and html.unescape(notes[0]).startswith("Undone: Green's last move")
    page = r.text
    while passing_to(page) is None:
        page = post(client, gid, "move", page, move=values(page, "move")[0]).text
    red = hand_over(client, gid, page).text
    assert 'data-testid="undo"' not in red
    stop = "Undo stops here: the last move is Green's, and only Green may take it back"
    assert stop in html.unescape(red)
    steps = saved_steps(db, gid)
    assert stop in one_line_error(post(client, gid, "undo", red), 400)
    assert saved_steps(db, gid) == steps


def test_one_person_has_no_pass_step_and_no_turn_line(client):
    r = start(client, "dragon-canyon", seed="4")
    assert passing_to(r.text) is None and 'data-testid="turn"' not in r.text
    assert values(r.text, "move") and at_of(r.text) and csrf_of(r.text)
