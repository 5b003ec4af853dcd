"""Defects a tester found on the phone's site (390x844, touch), each kept fixed: a
download or Python's start that fails during the first visit says so on the loading
screen, in one line naming it, with what to do (never a wait for good, never a
traceback); an address typed in the tab that is no page (the JSON API's, a
download's) draws a page, never the word "undefined" or a loading screen for good;
the screen stays awake on the pass-the-phone screen; The Wolves' "Fit the whole
map" choice is kept from one page to the next, as the read-aloud one is."""

from __future__ import annotations

import time

import pytest

from automeeple import catalog

from ..facts import facts
from .conftest import phone
from .taps import (
    BOOT_S,
    SETTLE_S,
    SWAPS,
    TAP_S,
    app_path,
    boot_error,
    drawn_once,
    game_id,
    opened,
    start,
    step,
    tap,
    until,
)

SHOWN_ERROR = "() => !!document.querySelector('[data-testid=boot-error]:not([hidden])')"


def cut(route) -> None:
    """The network drops the download."""
    route.abort("internetdisconnected")


def garbage(route) -> None:
    """The download is no WebAssembly (a file cut short, a host's error page)."""
    route.fulfill(status=200, body=b"not WebAssembly", content_type="application/wasm")


@pytest.mark.parametrize(("files", "answer", "told"), [
    pytest.param("**/pyodide/pyodide.asm.wasm", cut,
                 "the download of pyodide/pyodide.asm.wasm failed", id="python-download"),
    pytest.param("**/wheels/automeeple-*", cut, "the download of wheels/automeeple-",
                 id="automeeple-download"),
    pytest.param("**/pyodide/pyodide.asm.wasm", garbage, "Python did not start",
                 id="python-start"),
])
def test_a_failure_during_the_first_visit_says_once_in_one_line_what_failed(
        chromium, served, files, answer, told):
    """Pyodide only logs a WebAssembly it could not download or start, and then
    waits for good; a wheel it could not download ends in Python's traceback. Each
    is said on the loading screen in one line, naming what failed, with what to do
    and the Reload button; the traceback goes to the console only."""
    context = phone(chromium, served)
    try:
        context.route(files, answer)
        page = context.new_page()
        page.goto(served.url)
        until(page, SHOWN_ERROR, BOOT_S, "the loading screen's error")
        line = page.locator("#controller-error").inner_text()
        assert line.startswith(f"automeeple could not start: {told}"), line
        assert "\n" not in line.strip(), line
        said = page.locator("body").inner_text()
        assert said.count("could not start") == 1 and "Traceback" not in said, said
        assert "reload" in boot_error(page).lower()
        assert page.get_by_test_id("reload").is_visible()
    finally:
        context.close()


def test_an_address_of_no_page_says_so_typed_or_reloaded(visited, served):
    """The JSON API's address (for programs, on a server) is no page on the phone:
    typed in the tab or reloaded, it draws what any unknown address draws."""
    page = visited.new_page()
    try:
        opened(page, served.url)
        gid = start(page, "wolves", **facts(catalog.get("wolves")).browser)
        for address in (f"#/api/games/{gid}", "#/foo"):
            typed = f"() => {{ location.hash = '{address}'; }}"
            assert drawn_once(page, lambda typed=typed: page.evaluate(typed)) == (
                "That did not work")
            assert page.get_by_test_id("error").inner_text() == "there is no such page here"
            assert page.locator("header a.brand").is_visible()
            opened(page)  # reloaded
            assert page.get_by_test_id("error").inner_text() == "there is no such page here"
    finally:
        page.close()


def test_a_download_address_in_the_tab_draws_the_page_it_downloads_from(visited, served):
    """A download's address typed in the tab, reloaded or opened from a bookmark
    draws the game page it downloads from, at that page's address (a reload then
    downloads nothing); the page's own button still downloads the record."""
    page = visited.new_page()
    downloads = []
    page.on("download", lambda download: downloads.append(download))
    try:
        opened(page, served.url)
        gid = start(page, "wolves", **facts(catalog.get("wolves")).browser)
        export = f"/games/{gid}/export"
        before = page.evaluate(f"() => {SWAPS}")
        page.evaluate(f"() => {{ location.hash = '#{export}'; }}")
        until(page, f"() => {SWAPS} > {before}", TAP_S, "the game page")
        time.sleep(SETTLE_S)
        assert page.evaluate(f"() => {SWAPS}") == before + 1, "the page was drawn twice"
        assert app_path(page) == f"/games/{gid}"
        page.evaluate(f"() => history.replaceState(null, '', '#{export}')")
        opened(page)  # reloaded
        assert app_path(page) == f"/games/{gid}" and page.get_by_test_id("question").count()
        page.goto("about:blank")
        opened(page, f"{served.url}#{export}")  # a bookmark
        assert game_id(page) == gid and page.get_by_test_id("question").count()
        assert downloads == []
        page.get_by_test_id("record").locator("summary").tap()
        with page.expect_download() as got:
            page.get_by_test_id("export").tap()
        assert got.value.suggested_filename.endswith(".json")
    finally:
        page.close()


def test_the_screen_stays_awake_on_the_pass_the_phone_screen(visited, served):
    """Dragon Canyon for three, Green and Red at this phone: the screen is held
    awake on a game page and on the pass-the-phone screen between their turns."""
    page = visited.new_page()
    try:
        opened(page, served.url)
        start(page, "dragon-canyon", players=3, seed="4")
        tap(page, page.get_by_test_id("passed"))
        until(page, "() => window.automeeple.awake === true", 10, "the wake lock")
        while not page.get_by_test_id("pass").count():
            step(page)
        assert page.locator("body").get_attribute("data-wake-lock") == "on"
        assert page.evaluate("() => window.automeeple.awake")
    finally:
        page.close()


def test_the_wolves_fit_the_map_choice_is_kept_as_the_read_aloud_one(visited, served):
    """Ticked, "Fit the whole map on the screen" stays ticked after a tap and after a
    reload; unticked, it stays unticked."""
    page = visited.new_page()
    try:
        opened(page, served.url)
        start(page, "wolves", **facts(catalog.get("wolves")).browser)
        fit = page.get_by_test_id("map-fit")
        fit.check()
        step(page)
        assert fit.is_checked()
        opened(page)  # reloaded
        assert fit.is_checked()
        fit.uncheck()
        step(page)
        assert not fit.is_checked()
    finally:
        page.close()
