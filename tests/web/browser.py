"""Helpers for the browser tests (tests/web/test_browser.py): Debian's Chromium
driven by Playwright at a phone's size, a person's taps on the pages, the checks
every screen passes at 360 px, and the screenshots the run leaves behind."""

from __future__ import annotations

import os
import re
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Locator, Page, sync_playwright

from automeeple import catalog
from automeeple.sessions.store import Store

#: Debian's Chromium (package ``chromium``); never a browser download.
CHROMIUM = Path("/usr/bin/chromium")
#: Flags that let it run headless in a container with no network.
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
#: A phone held upright: 360 CSS px wide, a 2x screen, fingers not a mouse.
PHONE = {"viewport": {"width": 360, "height": 740}, "device_scale_factor": 2,
         "has_touch": True, "is_mobile": True}
WIDTH = PHONE["viewport"]["width"]
#: The phone the issue's targets and the page audit measure at: 390x844 CSS px.
PHONE_390 = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 3,
             "has_touch": True, "is_mobile": True}
#: The smallest comfortable target for a finger (WCAG 2.5.5, Apple's guidelines).
TAP_PX = 44

ROOT = Path(__file__).resolve().parents[2]
#: Where each run leaves its screenshots (not committed).
ARTIFACTS = ROOT / "test-artifacts" / "web"
#: The README's screenshots, rewritten when AUTOMEEPLE_SCREENSHOTS=docs.
DOCS = ROOT / "docs" / "screenshots"


def missing_chromium() -> str | None:
    """Why the browser tests cannot run here (None: they can)."""
    if CHROMIUM.exists():
        return None
    return (f"{CHROMIUM} is missing: install Debian's chromium (apt-get install chromium; "
            "'make test' does it) to run the browser tests")


@contextmanager
def phone_page(browser: Browser, base_url: str, size: dict | None = None,
               **options: object) -> Iterator[Page]:
    """A page in a fresh browser context of a phone's ``size`` (:data:`PHONE`
    unless given) on ``base_url``, with Playwright's context ``options``; closed on
    the way out."""
    context = browser.new_context(base_url=base_url, **(size or PHONE), **options)
    context.set_default_timeout(15_000)
    try:
        yield context.new_page()
    finally:
        context.close()


# --- a person's taps -----------------------------------------------------------------

#: The pages the page controller (static/app.js) has swapped in; None without it.
SWAPS = "() => window.automeeple && window.automeeple.swaps !== undefined ? " \
        "window.automeeple.swaps : null"


def tap_and_wait(page: Page, target: Locator) -> None:
    """Tap ``target`` (a submit button or a link) and wait for the page it leads to:
    swapped in by the page controller, or loaded by the browser without it."""
    swaps = page.evaluate(SWAPS)
    if swaps is None:
        with page.expect_navigation():
            target.tap()
        return
    target.tap()
    wait_swapped(page, swaps)


def wait_swapped(page: Page, swaps: int) -> None:
    """Wait until the page controller has swapped in the page after ``swaps``."""
    page.wait_for_function("n => window.automeeple.swaps > n", arg=swaps)


def tap_for_status(page: Page, target: Locator) -> int:
    """Tap ``target`` as :func:`tap_and_wait` does; the HTTP status of the page it
    leads to."""
    swaps = page.evaluate(SWAPS)
    if swaps is None:
        with page.expect_navigation() as sent:
            target.tap()
        return sent.value.status
    target.tap()
    wait_swapped(page, swaps)
    return page.evaluate("() => window.automeeple.status")


def choices(page: Page) -> Locator:
    return page.get_by_test_id("choice")


def open_group(button: Locator) -> None:
    """Where the moves are listed in groups, open the group of a choice ``button``
    (tap its summary), as a person does before tapping the move."""
    group = button.locator("xpath=ancestor::details[1]")
    if group.count() and group.get_attribute("open") is None:
        group.locator("summary").tap()


def tap_choice(page: Page, button: Locator) -> None:
    """Play the move of a choice ``button`` as a person does (its group opened)."""
    open_group(button)
    tap_and_wait(page, button)


def outcome_buttons(page: Page) -> Locator:
    return page.get_by_test_id("outcome")


def typed_outcomes(page: Page) -> list[str]:
    """The labels a report's text field offers (its datalist); empty when the
    report has buttons instead."""
    return page.locator("#outcome-names option").evaluate_all(
        "options => options.map(o => o.value)")


def start_game(page: Page, game: str, *, mode: str = "play", players: int | None = None,
               seed: str, options: dict[str, str] | None = None,
               seat_bots: dict[int, str] | None = None) -> int:
    """Start a game the way a person does: from the home page tap the game's *New
    game*, pick the number of players (*Set players*), who plays the seats, the mode,
    the options and the seed, and tap *Start the game*. The new game's id. The
    template game is not on the home page: its form is opened at its address."""
    page.goto("/")
    check_screen(page)
    if catalog.get(game).example:
        page.goto(f"/new/{game}")
    else:
        tap_and_wait(page, page.get_by_test_id(f"new-{game}"))
    assert page.url.endswith(f"/new/{game}")
    check_screen(page)
    if players is not None:
        page.locator("#players-pick").select_option(str(players))
        tap_and_wait(page, page.get_by_test_id("players-form").get_by_role("button"))
        assert page.locator("legend", has_text=f"Seats ({players} players)").count() == 1
    fill_new_game(page, mode, seed, seat_bots, options)
    check_screen(page)
    tap_and_wait(page, page.get_by_test_id("start"))
    found = re.search(r"/games/([0-9]+)(?:#question)?$", page.url)
    assert found, (page.url, errors(page))
    return int(found.group(1))


def fill_new_game(page: Page, mode: str, seed: str, seat_bots: dict[int, str] | None,
                  options: dict[str, str] | None) -> None:
    """On the new-game form: who plays the seats, the mode, the options, the seed."""
    for seat, bot in (seat_bots or {}).items():
        page.locator(f"#seat_{seat}").select_option(bot)
    page.locator(f"#mode-{mode}").check()
    for name, value in (options or {}).items():
        field = page.locator(f"#opt_{name}")
        if field.evaluate("f => f.tagName") == "SELECT":
            field.select_option(value)
        else:
            field.fill(value)
    page.locator("#seed").fill(seed)


def saved_steps(db: Path, gid: int) -> int:
    """How many steps the saved game ``gid`` has (read from the store)."""
    with Store.open(db) as store:
        return len(store.load(gid)[0].steps)


def errors(page: Page) -> list[str]:
    return page.get_by_test_id("error").all_inner_texts()


def notices(page: Page) -> list[str]:
    return page.get_by_test_id("notice").all_inner_texts()


# --- what every screen must be at a phone's size -----------------------------------

LAYOUT = """() => ({
  scroll: document.documentElement.scrollWidth,
  buttons: Array.from(document.querySelectorAll(
      '[data-testid=choice], [data-testid=outcome]')).filter(b => b.getClientRects().length)
      .map(b => {
    const r = b.getBoundingClientRect();
    return {text: b.textContent.trim(), height: r.height, left: r.left, right: r.right};
  }),
  viewport: (document.querySelector('meta[name=viewport]') || {}).content || null,
})"""


def zoom_allowed(content: str | None) -> bool:
    """A viewport meta's content lets the person pinch to zoom (no
    ``user-scalable=no``, no ``maximum-scale`` under 2)."""
    if content is None:
        return True
    settings = {}
    for part in re.split(r"[,;]", content):
        key, _, value = part.partition("=")
        settings[key.strip().lower()] = value.strip().lower()
    if settings.get("user-scalable") in ("no", "0"):
        return False
    if "maximum-scale" in settings:
        try:
            return float(settings["maximum-scale"]) >= 2
        except ValueError:
            return False
    return True


def check_screen(page: Page, width: int = WIDTH) -> None:
    """The screen fits a phone ``width`` px wide: nothing scrolls sideways, every
    move and outcome button shown (not in a closed group) is a finger's height and
    lies within the screen, and zoom is allowed."""
    shown = page.evaluate(LAYOUT)
    assert shown["scroll"] <= width, (
        f"{page.url}: the page is {shown['scroll']} px wide (scrolls sideways at {width})")
    for b in shown["buttons"]:
        assert b["height"] >= TAP_PX, f"{page.url}: button {b['text']!r} is {b['height']} px tall"
        assert b["left"] >= 0 and b["right"] <= width, (
            f"{page.url}: button {b['text']!r} runs off the screen ({b['left']}..{b['right']})")
    assert shown["viewport"] is not None, f"{page.url}: no viewport meta"
    assert zoom_allowed(shown["viewport"]), f"{page.url}: zoom disabled ({shown['viewport']})"


# --- screenshots -----------------------------------------------------------------------

def docs_wanted() -> bool:
    return os.environ.get("AUTOMEEPLE_SCREENSHOTS", "") == "docs"


def snap(page: Page, name: str, *, full: bool = True) -> Path:
    """Save the page as ``test-artifacts/web/NAME.png`` (the whole page, or only
    what the phone's screen shows)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=full)
    return path


def snap_docs(page: Page, name: str) -> None:
    """With AUTOMEEPLE_SCREENSHOTS=docs, (re)write the README's
    ``docs/screenshots/NAME.png``: the phone's screen as a person sees it."""
    if docs_wanted():
        DOCS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(DOCS / f"{name}.png"), full_page=False)


# --- the browser -------------------------------------------------------------------------

@contextmanager
def launched() -> Iterator[Browser]:
    """Debian's Chromium, headless; the test fails (never skips) without it."""
    why = missing_chromium()
    if why is not None:
        pytest.fail(why, pytrace=False)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=FLAGS)
        try:
            yield browser
        finally:
            browser.close()


# --- a page from another site ----------------------------------------------------------

@contextmanager
def other_site(body: Callable[[], str]) -> Iterator[str]:
    """A second web server on this machine (another origin than the app's) that
    answers every GET with the HTML ``body()``; yields its address."""

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802 (the standard library's name)
            data = body().encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, *args) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://localhost:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)
