"""The page controller (static/app.js) in Debian's Chromium at a phone's size: what
Back means (a link pushes a history entry, a form replaces it: Back from a game
leaves it, never undoes), landing on the question after a tap, the AI's turn read
aloud, the screen held awake during a game, the offline page of the service worker
and the one-line message when the server is gone, a game's record downloaded and
imported back; and every page without JavaScript (docs/web.md, "What the screens
show")."""

from __future__ import annotations

import json
import re
from contextlib import ExitStack
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect
from starlette.applications import Starlette
from starlette.routing import Mount

from automeeple.sessions.session import HUMAN
from automeeple.sessions.store import Store
from automeeple.web.app import create_app

from .browser import (
    PHONE,
    SWAPS,
    check_screen,
    choices,
    errors,
    phone_page,
    saved_steps,
    start_game,
    tap_and_wait,
    tap_for_status,
    wait_swapped,
)
from .conftest import serving

#: A tall phone (an iPhone 12-15's CSS viewport).
TALL = {"width": 390, "height": 844}
#: Records each utterance the page asks speech synthesis to speak (and each cancel).
SPEECH_STUB = """
window.spoken = [];
if (window.speechSynthesis) {
  window.speechSynthesis.speak = function (u) { window.spoken.push(u.text); };
  window.speechSynthesis.cancel = function () { window.spoken.push("<cancel>"); };
}
"""


def person_steps(db, gid: int) -> int:
    """How many moves the person has made in the saved game ``gid``."""
    with Store.open(db) as store:
        return sum(step.by == HUMAN for step in store.load(gid)[0].steps)


def path_of(page) -> str:
    return urlsplit(page.url).path


# --- what Back means -------------------------------------------------------------------

def test_back_from_a_game_after_five_moves_leaves_it_and_undoes_nothing(phone, db):
    """Home, *New game* (a link: pushed), *Start the game* and five moves (forms:
    each replaces the entry): one Back is the home page, the game keeps its moves."""
    page = phone
    gid = start_game(page, "wolves", seed="3", options={"max_rounds": "4"})
    entries = page.evaluate("history.length")
    for _ in range(5):
        tap_and_wait(page, choices(page).first)
    assert person_steps(db, gid) == 5
    assert page.evaluate("history.length") == entries
    page.go_back()
    expect(page.get_by_test_id("catalog")).to_be_visible()
    assert path_of(page) == "/"
    check_screen(page)  # with a saved game in its table, it still fits the phone
    assert page.get_by_test_id(f"resume-{gid}").is_visible()
    assert person_steps(db, gid) == 5
    # Forward is the game again, as it is now
    swaps = page.evaluate(SWAPS)
    page.go_forward()
    wait_swapped(page, swaps)
    assert path_of(page) == f"/games/{gid}"
    assert choices(page).count() > 0 and person_steps(db, gid) == 5


def test_the_skip_link_stays_on_the_game_page(phone, db):
    """*To the question* (href="games/ID#question", a place on this page: with <base
    href> a bare "#question" would be the site's root) scrolls within the page, with
    no request and no history entry."""
    page = phone
    gid = start_game(page, "wolves", seed="3", options={"max_rounds": "4"})
    page.evaluate("window.scrollTo(0, 0)")
    swaps, entries = page.evaluate(SWAPS), page.evaluate("history.length")
    page.get_by_test_id("to-question").tap()
    assert page.evaluate(SWAPS) == swaps and page.evaluate("history.length") == entries
    expect(page.get_by_test_id("choice").first).to_be_in_viewport()
    assert path_of(page) == f"/games/{gid}"
    assert page.evaluate("document.activeElement.id") == "question"


# --- landing on the question -------------------------------------------------------------

def test_after_a_tap_the_page_lands_on_the_question(phone, db):
    """The Wolves' board puts the question thousands of px down a 390x844 page;
    after a move the question's heading is on the screen, and focused."""
    page = phone
    start_game(page, "wolves", seed="3", options={"max_rounds": "4"})
    page.set_viewport_size(TALL)
    page.evaluate("window.scrollTo(0, 0)")
    assert page.locator("#question").bounding_box()["y"] > 2 * TALL["height"]
    tap_and_wait(page, choices(page).last)
    top = page.locator("#question").bounding_box()["y"]
    assert 0 <= top < TALL["height"], top
    assert page.evaluate("document.activeElement.id") == "question"


def test_a_hint_keeps_the_address_and_lands_on_the_question(phone, db):
    """The hint is a form answered by a page of its own: the address stays the
    game's (a reload draws the game, it does not send the form again)."""
    page = phone
    gid = start_game(page, "wolves", seed="3", options={"max_rounds": "4"})
    page.evaluate("window.scrollTo(0, 0)")
    tap_and_wait(page, page.get_by_test_id("hint-form").get_by_role("button"))
    assert page.get_by_test_id("search-hint-move").count() > 0
    assert path_of(page) == f"/games/{gid}"
    top = page.locator("#question").bounding_box()["y"]
    assert 0 <= top < PHONE["viewport"]["height"], top
    page.reload()
    assert page.get_by_test_id("search-hint").count() == 0 and not errors(page)
    assert choices(page).count() > 0


def test_a_mistake_shows_its_line_at_the_top_and_keeps_the_address(phone, db):
    page = phone
    gid = start_game(page, "wolves", seed="3", options={"max_rounds": "4"})
    steps = saved_steps(db, gid)
    page.locator("#move-text").fill("fly to the moon")
    status = tap_for_status(page, page.get_by_test_id("move-form").get_by_role(
        "button", name="Play it"))
    assert status == 400 and len(errors(page)) == 1
    expect(page.get_by_test_id("error")).to_be_in_viewport()
    assert path_of(page) == f"/games/{gid}" and saved_steps(db, gid) == steps


# --- the AI's turn read aloud ---------------------------------------------------------

def test_the_ais_turn_is_read_aloud_when_the_toggle_is_on(phone, db):
    page = phone
    page.add_init_script(SPEECH_STUB)
    start_game(page, "wolves", seed="3", options={"max_rounds": "4"})
    toggle = page.get_by_test_id("speak")
    expect(toggle).not_to_be_checked()
    tap_and_wait(page, choices(page).first)
    assert page.evaluate("window.spoken") == []  # off: nothing spoken
    page.get_by_text("Read the AI's turn aloud").tap()
    expect(toggle).to_be_checked()
    # play until the bots have played since the person's last move
    for _ in range(20):
        page.evaluate("window.spoken = []")
        tap_and_wait(page, choices(page).first)
        news = page.locator("[data-testid=events] li").all_inner_texts()
        if any(not line.startswith("You ") for line in news):
            break
    else:
        pytest.fail("the bots never played")
    spoken = page.evaluate("window.spoken")
    question = page.get_by_test_id("question").inner_text()
    assert [" ".join(t.split()) for t in spoken] == [
        "<cancel>", *[" ".join(line.split()) for line in news], " ".join(question.split())]
    # the setting is kept across a reload
    page.reload()
    expect(page.get_by_test_id("speak")).to_be_checked()
    page.get_by_text("Read the AI's turn aloud").tap()
    expect(page.get_by_test_id("speak")).not_to_be_checked()
    page.evaluate("window.spoken = []")
    tap_and_wait(page, choices(page).first)
    assert page.evaluate("window.spoken") == []


def test_without_speech_synthesis_there_is_no_toggle(phone, db):
    page = phone
    page.add_init_script("delete window.speechSynthesis; delete window.SpeechSynthesis;")
    start_game(page, "wolves", seed="3", options={"max_rounds": "4"})
    assert page.evaluate("'speechSynthesis' in window") is False
    assert page.get_by_test_id("speak").count() == 0


# --- the screen held awake -------------------------------------------------------------

def test_the_screen_is_held_awake_while_a_game_shows(phone, db):
    """Chromium grants the screen wake lock on localhost (a secure context): held on
    the game page, released on the home page, taken again on the next game page."""
    page = phone
    gid = start_game(page, "wolves", seed="3", options={"max_rounds": "4"})
    assert page.locator("body").get_attribute("data-wake-lock") == "on"
    page.wait_for_function("() => window.automeeple.awake === true")
    tap_and_wait(page, page.locator("header a.brand"))
    assert path_of(page) == "/"
    page.wait_for_function("() => window.automeeple.awake === false")
    tap_and_wait(page, page.get_by_test_id(f"resume-{gid}"))
    page.wait_for_function("() => window.automeeple.awake === true")


# --- under a sub-path ------------------------------------------------------------------

def test_under_a_sub_path_the_controller_and_the_service_worker_stay_in_it(browser, db):
    """Served at /automeeple/ (mounted there, as behind a proxy): links, forms, Back
    and the service worker's scope all stay under it."""
    site = Starlette(routes=[Mount("/automeeple", app=create_app(db, None))])
    with serving(site) as url, phone_page(browser, url) as page:
        page.goto(url + "/automeeple/")
        tap_and_wait(page, page.get_by_test_id("new-wolves"))
        assert path_of(page) == "/automeeple/new/wolves"
        page.locator("#seed").fill("3")
        tap_and_wait(page, page.get_by_test_id("start"))
        assert path_of(page) == "/automeeple/games/1"
        tap_and_wait(page, choices(page).first)
        assert path_of(page) == "/automeeple/games/1" and person_steps(db, 1) == 1
        page.go_back()
        expect(page.get_by_test_id("catalog")).to_be_visible()
        assert path_of(page) == "/automeeple/"
        scope = page.evaluate("navigator.serviceWorker.ready.then(r => r.scope)")
        assert scope == url + "/automeeple/"


# --- the server gone -------------------------------------------------------------------

def test_with_the_server_gone_a_tap_says_so_and_a_page_is_the_offline_page(browser, db):
    with ExitStack() as kept:  # the page outlives the server
        with serving(create_app(db, None)) as url:
            page = kept.enter_context(phone_page(browser, url))
            page.goto("/")
            page.wait_for_function("() => navigator.serviceWorker.controller !== null")
            assert page.evaluate("""async () => !!(await caches.match(
                new URL('offline', document.baseURI)))""")
            gid = start_game(page, "wolves", seed="3", options={"max_rounds": "4"})
        gone(page, url, gid)


def gone(page, url: str, gid: int) -> None:
    """The server has stopped: a tap keeps the page and says why in one line."""
    shown = page.get_by_test_id("question").inner_text()
    choices(page).first.tap()
    expect(page.get_by_test_id("error")).to_have_count(1)
    line = errors(page)[0]
    assert "\n" not in line and line.startswith("The server cannot be reached"), line
    assert page.get_by_test_id("question").inner_text() == shown
    # a page loaded (a reload, a link opened anew) is the offline page, in the app's style
    response = page.goto(f"/games/{gid}")
    assert response.status == 503
    expect(page.get_by_test_id("offline")).to_be_visible()
    assert "automeeple serve" in page.locator("main").inner_text()
    header = page.locator("header.top").evaluate("h => getComputedStyle(h).display")
    assert header == "flex"  # app.css, from the cache
    assert page.locator("a.brand").get_attribute("href") == "./"
    assert page.locator("a.brand").evaluate("a => a.href") == url + "/"


# --- a game's record, out and in ----------------------------------------------------------

def test_the_record_downloads_and_imports_back(phone, db):
    page = phone
    gid = start_game(page, "wolves", seed="3", options={"max_rounds": "4"})
    for _ in range(2):
        tap_and_wait(page, choices(page).first)
    page.get_by_test_id("record").locator("summary").tap()
    url = page.url
    with page.expect_download() as download:
        page.get_by_test_id("export").tap()
    got = download.value
    assert got.suggested_filename == f"automeeple-wolves-{gid}-unfinished.json"
    record = json.loads(got.path().read_text(encoding="utf-8"))
    with Store.open(db) as store:
        saved = store.load(gid)[0]
    assert record == json.loads(saved.to_json())
    assert len(record["steps"]) == saved_steps(db, gid) > 0
    assert page.url == url and page.get_by_test_id("question").count() == 1
    # the file goes back in through the import form (multipart) as a new game
    page.goto("/")
    page.get_by_test_id("import").locator("summary").tap()
    page.locator("#record-file").set_input_files(got.path())
    tap_and_wait(page, page.get_by_test_id("import-form").get_by_role("button", name="Import it"))
    assert re.fullmatch(rf"/games/{gid + 1}", path_of(page)), page.url
    assert urlsplit(page.url).fragment == "question"
    assert saved_steps(db, gid + 1) == saved_steps(db, gid)


# --- without JavaScript -------------------------------------------------------------------

@pytest.fixture
def plain(browser, live_server):
    """A phone-sized page with JavaScript off."""
    with phone_page(browser, live_server, java_script_enabled=False) as page:
        yield page


def test_without_javascript_a_move_is_a_plain_form_post(plain, db):
    page = plain
    gid = start_game(page, "wolves", seed="3", options={"max_rounds": "4"})
    steps = saved_steps(db, gid)
    with page.expect_navigation() as sent:
        choices(page).first.click()
    assert sent.value.status == 200 and sent.value.request.method == "GET"
    assert sent.value.request.redirected_from.method == "POST"
    assert page.url.endswith(f"/games/{gid}#question")
    assert saved_steps(db, gid) > steps and not errors(page)
    assert page.get_by_test_id("speak").count() == 0


def test_a_slow_tap_shows_working_and_the_button_pressed(phone, db):
    """A move whose reply is slow (the bots' turn, a search bot on a phone): the
    tapped button shows pressed and "Working..." appears, until the next page (a
    tester tapped again, not knowing the first tap was taken)."""
    page = phone
    start_game(page, "wolves", seed="3", options={"max_rounds": "4"})
    gid = int(re.search(r"/games/([0-9]+)", page.url).group(1))
    before = person_steps(db, gid)

    def slowly(route):
        page.wait_for_timeout(1500)
        route.continue_()

    page.route(re.compile(r".*/games/[0-9]+/move$"), slowly)
    button = choices(page).last
    swaps = page.evaluate(SWAPS)
    button.tap()
    expect(page.get_by_test_id("working")).to_be_visible()
    assert "pressed" in button.get_attribute("class")
    choices(page).first.tap()  # a second tap while the first is on its way: not sent
    wait_swapped(page, swaps)
    expect(page.get_by_test_id("working")).to_have_count(0)
    assert person_steps(db, gid) == before + 1
