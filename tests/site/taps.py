"""A person's taps on the phone's site, as the page controller answers them: a tap
is done when the controller has drawn the page it leads to (``automeeple.swaps``
grows). Playwright's own waiting runs script by ``eval``, which the site's
Content-Security-Policy forbids, so the waiting here polls."""

from __future__ import annotations

import re
import time
from collections.abc import Callable

from playwright.sync_api import Locator, Page

from ..web.browser import fill_new_game, open_group

#: Long enough for a cold start on a busy 2-core machine.
BOOT_S = 60.0
#: A tap's page (the bots' turns with it) on that machine.
TAP_S = 30.0
#: More screens than any game asks for here: a game that never ends fails.
MOST_SCREENS = 400

#: The pages the controller has drawn so far.
SWAPS = "((window.automeeple && window.automeeple.swaps) || 0)"


def until(page: Page, script: str, seconds: float, what: str) -> None:
    """Wait until ``script`` (a function's source) is true in the page."""
    end = time.monotonic() + seconds
    while not page.evaluate(script):
        assert time.monotonic() < end, f"waited {seconds} s for {what} ({page.url})"
        time.sleep(0.01)


def boot_error(page: Page) -> str:
    found = page.locator("[data-testid=boot-error]:not([hidden])")
    return found.inner_text() if found.count() else ""


def opened(page: Page, address: str | None = None) -> float:
    """Open the site at ``address`` (None: reload the page) and wait for its first
    page; the seconds that took."""
    begun = time.perf_counter()
    if address is None:
        page.reload()
    else:
        page.goto(address)
    until(page, f"() => {SWAPS} > 0 || "
                "!!document.querySelector('[data-testid=boot-error]:not([hidden])')",
          BOOT_S, "the first page")
    assert not boot_error(page), boot_error(page)
    return time.perf_counter() - begun


def tap(page: Page, target: Locator) -> float:
    """Tap ``target`` and wait for the page it leads to; the seconds that took."""
    before = page.evaluate(f"() => {SWAPS}")
    begun = time.perf_counter()
    target.tap()
    until(page, f"() => {SWAPS} > {before}", TAP_S, "a tap's page")
    return time.perf_counter() - begun


#: Long enough for a second drawing of the same page to show, if there is one.
SETTLE_S = 0.5


def drawn_once(page: Page, change: Callable[[], object]) -> str:
    """Do ``change`` (a tap, an address typed, Back) and wait for the page it leads
    to; check that the page is drawn once, not twice; its heading."""
    before = page.evaluate(f"() => {SWAPS}")
    change()
    until(page, f"() => {SWAPS} > {before}", TAP_S, "the page it leads to")
    time.sleep(SETTLE_S)
    assert page.evaluate(f"() => {SWAPS}") == before + 1, "the page was drawn twice"
    return page.locator("main h1").first.inner_text()


def app_path(page: Page) -> str:
    """The app path the address bar holds (after "#")."""
    return page.evaluate("() => location.hash").removeprefix("#")


def game_id(page: Page) -> int:
    found = re.fullmatch(r"/games/([0-9]+)(?:#question)?", app_path(page))
    assert found, (app_path(page), page.get_by_test_id("error").all_inner_texts())
    return int(found.group(1))


def home(page: Page) -> None:
    if app_path(page) not in ("/", ""):
        tap(page, page.locator("header a.brand"))


def start(page: Page, game: str, *, mode: str = "play", players: int | None = None,
          seat_bots: dict[int, str] | None = None, options: dict[str, str] | None = None,
          seed: str = "21") -> int:
    """Start a game from the home page as a person does; its id."""
    home(page)
    tap(page, page.get_by_test_id(f"new-{game}"))
    if players is not None:
        page.locator("#players-pick").select_option(str(players))
        tap(page, page.get_by_test_id("players-form").get_by_role("button"))
    fill_new_game(page, mode, seed, seat_bots, options)
    tap(page, page.get_by_test_id("start"))
    return game_id(page)


def step(page: Page) -> float:
    """Answer the page's question with its first choice, or report its first
    outcome (a button, or the first printed label typed); the tap's seconds."""
    if page.get_by_test_id("report-form").count():
        labels = page.locator("#outcome-names option").evaluate_all(
            "options => options.map(o => o.value)")
        if labels:
            page.locator("#outcome-text").fill(labels[0])
            return tap(page, page.get_by_test_id("report-form").get_by_role(
                "button", name="Record"))
        return tap(page, page.get_by_test_id("outcome").first)
    choices = page.get_by_test_id("choice")
    assert choices.count(), f"{app_path(page)} asks nothing to tap"
    open_group(choices.first)
    return tap(page, choices.first)


def play_out(page: Page, taps: list[float]) -> int:
    """Tap through to the game's end, each tap's seconds added to ``taps``; the
    number of screens."""
    screens = 0
    while not page.get_by_test_id("result").count():
        assert not page.get_by_test_id("error").count(), page.get_by_test_id(
            "error").all_inner_texts()
        taps.append(step(page))
        screens += 1
        assert screens < MOST_SCREENS, f"no end in {MOST_SCREENS} screens"
    return screens


def at(page: Page) -> str:
    """Where a game page was drawn (its forms' ``at``: the step and a digest)."""
    return page.locator("input[name=at]").first.get_attribute("value")


def step_at(page: Page) -> int:
    """The step a game page was drawn at (the first part of its ``at``)."""
    return int(at(page).split("-")[0])
