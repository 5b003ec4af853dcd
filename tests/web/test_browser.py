"""The web app in a real browser at a phone's size: Debian's Chromium, driven by
Playwright, 360x740 CSS px at 2x with touch. A whole game of every registered game
in Play mode, started on the new-game form and tapped through to the standings; a
Table-mode game answered by the printed labels, with its checklist, echo and undo;
two people passing the phone between their turns; nothing hidden in the page; a
form from another site refused. Every screen fits 360 px (no sideways scroll),
every move and outcome button is a finger's height, and zoom stays allowed.
Screenshots land in test-artifacts/web/ (and, with AUTOMEEPLE_SCREENSHOTS=docs, the
README's docs/screenshots/)."""

from __future__ import annotations

import html
import re
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from automeeple import catalog
from automeeple.sessions.session import HUMAN, Session, played_by
from automeeple.sessions.store import Store

from ..facts import facts
from . import browser as web_browser
from .browser import (
    check_screen,
    choices,
    errors,
    missing_chromium,
    notices,
    other_site,
    outcome_buttons,
    saved_steps,
    snap,
    snap_docs,
    start_game,
    tap_and_wait,
    tap_choice,
    tap_for_status,
    typed_outcomes,
)

#: Every game, as its tests' facts say to start it in the browser: a few players
#: picked on the form and the options that keep a whole game short where the game
#: has them (none: the form's defaults); the seed is fixed.
GAMES = [pytest.param(info.id, facts(info), id=info.id) for info in catalog.games()]
#: The screens of a game saved as artifacts (and the last one).
SNAPS = (0, 6, 16)
#: More screens than any of these games asks for: a game that never ends fails.
MOST_SCREENS = 400
#: Table mode's questions after what to report: a component that comes up, or
#: The Alpha's loudest howl (Setup 6), which names a pack.
ASKS = ("What came up?", "Which pack?")


def ended(db: Path, gid: int):
    """The saved game's session and its result (read from the store, as the
    terminal would)."""
    with Store.open(db) as store:
        session = Session.resume(store, gid)
        assert store.list()[0].status == "over"
        return session, session.game.result(session.match.state)


def cells(row) -> list[str]:
    return [c.strip() for c in row.locator("th, td").all_inner_texts()]


def check_result(page, db: Path, gid: int) -> None:
    """The end screen shows the standings (each seat's place, name, player and
    score) and, where the game has one, the breakdown row by row."""
    session, result = ended(db, gid)
    assert result.summary in page.get_by_test_id("result").inner_text()
    rows = page.get_by_test_id("result-table").locator("tbody tr")
    seats = sorted(range(len(result.scores)), key=lambda s: result.places[s])
    assert rows.count() == len(seats)
    for row, s in zip(rows.all(), seats, strict=True):
        who = played_by(session.players[s], "you")
        assert cells(row) == [str(result.places[s]), session.game.seat_name(s), who,
                              str(result.scores[s])]
    if not result.breakdown:
        return
    table = page.get_by_test_id("breakdown")
    assert table.is_visible()
    heads = [h.strip() for h in table.locator("thead th").all_inner_texts()]
    assert heads[1:] == [session.game.seat_name(s) for s in range(len(result.scores))]
    body = table.locator("tbody tr").all()
    assert len(body) == len(result.breakdown) + 1  # and the total
    for row, (what, points) in zip(body, result.breakdown, strict=False):
        assert cells(row) == [what, *map(str, points)]
    assert cells(body[-1]) == ["total", *map(str, result.scores)]


def open_tools(page) -> None:
    """Open *Why did the bots do that?* and *History* (they must fit too)."""
    for name in ("why", "history"):
        page.get_by_test_id(name).locator("summary").tap()
        assert page.get_by_test_id(name).get_attribute("open") is not None


def test_without_chromium_the_browser_tests_say_what_to_install(monkeypatch, tmp_path):
    monkeypatch.setattr(web_browser, "CHROMIUM", tmp_path / "chromium")
    why = missing_chromium()
    assert why is not None and "\n" not in why
    assert "install Debian's chromium" in why and str(tmp_path / "chromium") in why
    monkeypatch.undo()
    assert (missing_chromium() is None) == web_browser.CHROMIUM.exists()


# --- a whole game of every game in Play mode -----------------------------------------

@pytest.mark.parametrize(("game", "known"), GAMES)
def test_a_whole_game_in_play_mode_on_a_phone(phone, db, game, known):
    page = phone
    gid = start_game(page, game, seed="21", **known.browser)
    screens = 0
    while not page.get_by_test_id("result").count():
        check_screen(page)
        assert not errors(page), errors(page)
        assert page.get_by_test_id("question").inner_text().strip()
        assert "Play mode" in page.locator("header").inner_text()
        buttons = choices(page)
        n = buttons.count()
        assert n > 0, f"screen {screens} of {game} asks nothing to tap"
        if screens in SNAPS:
            if known.screenshot and screens == SNAPS[-1]:
                page.evaluate("window.scrollTo(0, 0)")
                snap_docs(page, known.screenshot)  # the top of a mid-game screen: the map
            if screens == SNAPS[1]:
                open_tools(page)
                check_screen(page)
            snap(page, f"{game}-play-{screens:03}")
        # vary the moves: the first, then the last, then the first ...
        tap_choice(page, buttons.nth(0 if screens % 2 == 0 else n - 1))
        screens += 1
        assert screens < MOST_SCREENS, f"{game} did not end in {MOST_SCREENS} screens"
    check_screen(page)
    assert not errors(page)
    assert screens >= known.decisions
    snap(page, f"{game}-play-end")
    check_result(page, db, gid)
    assert page.locator("body").get_attribute("data-wake-lock") is None


# --- Table mode -----------------------------------------------------------------------

def report(page, label: str, typed: bool) -> None:
    """Say what came up: tap its button, or type it as printed and tap *Record*."""
    if typed:
        page.locator("#outcome-text").fill(label)
        tap_and_wait(page, page.get_by_test_id("report-form").get_by_role(
            "button", name="Record"))
    else:
        tap_and_wait(page, outcome_buttons(page).filter(has_text=re.compile(
            rf"^\s*{re.escape(label)}\s*$")))


def type_moves(page, db: Path, gid: int, name: str) -> None:
    """Type a move the terminal's ways: a wrong one is refused in one line on the
    page and changes nothing; then the move's name is played."""
    steps = saved_steps(db, gid)
    field = page.locator("#move-text")
    field.fill("fly to the moon")
    status = tap_for_status(page, page.get_by_test_id("move-form").get_by_role(
        "button", name="Play it"))
    assert status == 400
    shown = errors(page)
    assert len(shown) == 1 and "\n" not in shown[0], shown
    assert shown[0].startswith("'fly to the moon' is not one of the moves"), shown
    assert saved_steps(db, gid) == steps
    check_screen(page)
    page.locator("#move-text").fill(name)
    tap_and_wait(page, page.get_by_test_id("move-form").get_by_role("button", name="Play it"))
    assert not errors(page) and saved_steps(db, gid) > steps


def test_set_players_keeps_what_is_filled_in_and_enter_starts_the_game(phone, db):
    """The new-game form: *Set players* draws the seats for the count chosen and
    keeps the mode, the options, the seed and the seats already chosen; Enter in the
    seed field starts the game (the form's default button), not *Set players*."""
    page = phone
    page.goto("/new/the-alpha")
    page.locator("#seed").fill("123")
    page.locator("#opt_pair_as_one_wolf").check()
    page.locator("#mode-table").check()
    page.locator("#seat_2").select_option("you")
    page.locator("#players-pick").select_option("5")
    tap_and_wait(page, page.get_by_test_id("players-form").get_by_role("button"))
    check_screen(page)
    assert page.locator("legend", has_text="Seats (5 players)").count() == 1
    assert page.get_by_test_id("notice").inner_text() == (
        "Seats for 5 players: choose who plays each, then start the game")
    assert page.locator("#seed").input_value() == "123"
    assert page.locator("#opt_pair_as_one_wolf").is_checked()
    assert page.locator("#mode-table").is_checked()
    assert page.locator("#seat_2").input_value() == "you"
    assert page.locator("#seat_5").count() == 1
    assert not db.exists() or not Store.open(db).list()  # nothing started
    page.locator("#seed").press("Enter")
    page.wait_for_url(re.compile(r".*/games/[0-9]+#question$"))
    assert "Table mode" in page.locator("header").inner_text()


def test_a_table_mode_game_on_a_phone(phone, db):
    page = phone
    gid = start_game(page, "the-alpha", mode="table", players=3, seed="5")
    assert "Table mode" in page.locator("header").inner_text()
    assert page.get_by_test_id("placeholder-warning").is_visible()
    reports = {"buttons": 0, "typed": 0}
    moves = screens = 0
    ticked = undone = False
    while not page.get_by_test_id("result").count():
        check_screen(page)
        assert not errors(page), errors(page)
        if screens in SNAPS:
            snap(page, f"the-alpha-table-{screens:03}")
        checklist = page.get_by_test_id("checklist")
        if not ticked and checklist.count():
            line = checklist.locator("li").first
            box = line.locator("input[type=checkbox]")
            box.tap()
            assert box.is_checked()
            assert "done" in line.get_attribute("class").split()  # marked by app.js
            ticked = True
        if page.get_by_test_id("report-form").count():
            question = page.get_by_test_id("question").inner_text()
            asks = next(a for a in ASKS if question.endswith(a))
            assert question.startswith("On the table: "), question
            labels = typed_outcomes(page)
            typed = bool(labels)
            if not typed:
                labels = [b.strip() for b in outcome_buttons(page).all_inner_texts()]
            assert labels
            label = labels[0 if screens % 2 == 0 else -1]
            if ticked and not reports["typed" if typed else "buttons"]:
                # the ticked checklist, the question and its buttons on one screen
                page.get_by_test_id("events").evaluate("e => e.scrollIntoView()")
                snap_docs(page, "phone-table")
            report(page, label, typed)
            reports["typed" if typed else "buttons"] += 1
            what = question.removeprefix("On the table: ").removesuffix(f" {asks}")
            assert f"Recorded: {what.rstrip('.')} = {label}" in notices(page), notices(page)
        else:
            buttons = choices(page)
            n = buttons.count()
            assert n > 0, "a page asks for a move, a report, or shows the result"
            if not moves:
                type_moves(page, db, gid, buttons.nth(n - 1).inner_text().strip())
            else:
                tap_choice(page, buttons.nth(0 if screens % 2 == 0 else n - 1))
            moves += 1
            if not undone and ticked:
                steps = saved_steps(db, gid)
                tap_and_wait(page, page.get_by_test_id("undo").get_by_role("button"))
                assert saved_steps(db, gid) < steps
                assert any(re.fullmatch(r"Undone: your last (report|move)( and the [0-9]+ "
                                        r"steps? after it)?\.", note)
                           for note in notices(page)), notices(page)
                take_back = page.get_by_test_id("take-back")
                assert take_back.is_visible() and take_back.locator("li").count() > 0
                check_screen(page)
                snap(page, "the-alpha-table-undo")
                undone = True
        screens += 1
        assert screens < MOST_SCREENS, f"Table mode did not end in {MOST_SCREENS} screens"
    check_screen(page)
    snap(page, "the-alpha-table-end")
    assert ticked and undone and moves > 0 and sum(reports.values()) > 0, reports
    check_result(page, db, gid)
    with Store.open(db) as store:
        record, _, status = store.load(gid)
        assert status == "over" and store.mode(gid) == "table"
    assert sum(step.by == "person" for step in record.steps) == sum(reports.values())


# --- two people at one phone -------------------------------------------------------

def test_two_people_pass_the_phone_between_their_turns(phone, db):
    """Dragon Canyon for three, the form's default: Green and Red at this phone.
    Each turn starts behind the pass-the-phone step, which shows no board and no
    hand; after the tap, the screen says whose turn it is and shows that hand."""
    page = phone
    start_game(page, "dragon-canyon", players=3, seed="4")
    for name in ("Green", "Red"):
        step = page.get_by_test_id("pass")
        assert f"Pass the phone to {name}" in step.inner_text()
        assert not page.get_by_test_id("board").count() and not choices(page).count()
        assert "hand" not in page.locator("main").inner_text().lower()
        check_screen(page)
        snap(page, f"dragon-canyon-pass-to-{name.lower()}")
        tap_and_wait(page, page.get_by_test_id("passed"))
        assert page.get_by_test_id("turn").inner_text().startswith(f"{name}'s turn")
        assert page.get_by_test_id("board").is_visible()
        check_screen(page)
        while not page.get_by_test_id("pass").count():
            tap_choice(page, choices(page).first)
    assert "Pass the phone to Green" in page.get_by_test_id("pass").inner_text()


# --- nothing hidden in the page; forms from elsewhere refused ------------------------

#: A seed long enough to be found if it leaked into a page.
SECRET_SEED = "8675309123"


def test_a_face_down_conflict_token_never_reaches_the_page(phone, db):
    """While a pack's Conflict Token lies face down, the page the browser holds
    shows it as chosen and face down: its face is nowhere in the HTML, nor the
    Automa's sealed trace, nor the game's seed."""
    page = phone
    gid = start_game(page, "the-alpha", players=4, seed=SECRET_SEED)
    while "Fight or Share" not in page.get_by_test_id("question").inner_text():
        assert not page.get_by_test_id("result").count(), "the game ended without a conflict"
        buttons = choices(page)
        tap_and_wait(page, buttons.nth(buttons.count() - 1))
    check_screen(page)
    snap(page, "the-alpha-conflict")
    with Store.open(db) as store:
        session = Session.resume(store, gid)
        session.advance()
        state = session.match.state
        me = session.players.index(HUMAN)
    conflict = state.conflict
    turned = {p: t for p, t in zip(conflict.packs, conflict.tokens, strict=True)
              if t is not None and p != me}
    assert turned, "another pack has turned its token face down"
    source = page.content()
    text = html.unescape(source)
    board = page.locator(".conflict").inner_text()
    assert board.count("chosen (face down)") == len(turned)
    for token in set(turned.values()):
        assert token.upper() not in text  # shown only once revealed
        assert f"{token} (your secret)" not in text
    assert 'class="token shown"' not in source
    assert "fight or share?" not in text.lower()  # the Automa's sealed trace
    page.get_by_test_id("why").locator("summary").tap()
    assert "fight or share?" not in page.get_by_test_id("why").inner_text().lower()
    assert SECRET_SEED not in text


def test_a_form_posted_from_another_site_is_refused(phone, db, live_server):
    page = phone
    gid = start_game(page, "islebound", seed="2")
    csrf = page.locator('input[name="csrf"]').first.get_attribute("value")
    at = page.locator('input[name="at"]').first.get_attribute("value")
    move = choices(page).first.get_attribute("value")
    steps = saved_steps(db, gid)
    form = (f'<!doctype html><meta name="viewport" content="width=device-width">'
            f'<form method="post" action="{live_server}/games/{gid}/move">'
            f'<input type="hidden" name="csrf" value="{html.escape(csrf)}">'
            f'<input type="hidden" name="at" value="{html.escape(at)}">'
            f'<button name="move" value="{html.escape(move)}" id="go">Win a prize</button>'
            "</form>")
    with other_site(lambda: form) as elsewhere:
        page.goto(elsewhere)
        with page.expect_navigation() as sent:
            page.locator("#go").tap()
        response = sent.value
    assert response.status == 403
    assert "a form from another site is refused" in page.locator("body").inner_text()
    assert saved_steps(db, gid) == steps
    # the same form from the app's own page is played
    page.goto(f"/games/{gid}")
    assert page.locator('input[name="at"]').first.get_attribute("value") == at
    assert choices(page).first.get_attribute("value") == move
    tap_and_wait(page, choices(page).first)
    assert saved_steps(db, gid) > steps


def test_saved_games_show_their_time_on_the_phones_clock(browser, live_server, db):
    """The saved games' list gives each game's last move in the phone's own time zone
    (the store keeps UTC; a page without its script says "UTC")."""
    with web_browser.phone_page(browser, live_server, timezone_id="Asia/Kathmandu") as page:
        gid = start_game(page, "the-alpha", seed="5")
        page.goto("/")
        with Store.open(db) as store:
            updated = next(r.updated for r in store.list() if r.id == gid)
        local = datetime.fromisoformat(updated).astimezone(ZoneInfo("Asia/Kathmandu"))
        cell = page.get_by_test_id(f"save-{gid}").locator("td.updated time")
        assert cell.inner_text() == local.strftime("%Y-%m-%d %H:%M")
        assert cell.get_attribute("title") == updated.replace("T", " ").replace("+00:00",
                                                                               " UTC")
