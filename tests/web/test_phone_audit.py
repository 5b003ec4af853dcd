"""What the phone audit (issue 19) found, checked in a real browser at a phone's
size (390x844 CSS px): a decision with many moves lists them in two steps (Dragon
Canyon's Journey: the Force card, then the tile); The Wolves' map text is readable
as drawn, with a control to fit the whole map; every game page has its h1; the
new-game form's checkboxes and radios are finger targets."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from automeeple import catalog
from automeeple.sessions.store import Store
from automeeple.web.games import Games
from automeeple.web.handlers import home

from .browser import PHONE, PHONE_390, check_screen, choices, phone_page, tap_choice

#: The smallest text a person reads on the map without zooming, in CSS px as drawn.
READABLE_PX = 11


@pytest.fixture
def phone(browser, live_server):
    """A page at the size the audit measured at (390x844)."""
    with phone_page(browser, live_server, PHONE_390) as page:
        yield page


def started(db: Path, game: str, seed: str = "8", **given: str) -> int:
    """A new game through the start handler (the form's defaults); its id."""
    reply = home.start(Games(db), game, {"mode": "play", "seed": seed, **given}, "", b"",
                       csrf_ok=True)
    return int(re.search(r"/games/([0-9]+)", reply.url).group(1))


def last_move(db: Path, gid: int) -> str:
    with Store.open(db) as store:
        record = store.load(gid)[0]
    return next(str(step.action) for step in reversed(record.steps) if step.by == "human")


def height(page) -> int:
    return page.evaluate("document.documentElement.scrollHeight")


# --- many moves in two steps ----------------------------------------------------------

def test_dragon_canyons_first_journey_lists_the_cards_then_their_tiles(phone, db):
    """Solo rules, "Journey Phase": a Force card from hand, then an empty tile. The
    first Journey decision (105 moves, a page 11,000 px tall as a flat list) shows
    one closed group per card with how many moves it holds; a tap opens a card,
    a second plays the move, the same move its flat button played."""
    page = phone
    gid = started(db, "dragon-canyon")
    page.goto(f"/games/{gid}")
    assert page.get_by_test_id("question").inner_text().startswith("Journey")
    groups = page.get_by_test_id("group")
    buttons = choices(page)
    assert buttons.count() > 24 and groups.count() >= 2
    assert sum(int(re.search(r"\(([0-9]+) moves?\)", s).group(1))
               for s in groups.locator("summary").all_inner_texts()) == buttons.count()
    assert all(g.get_attribute("open") is None for g in groups.all())
    # The page less what happened before the question (the set-up's sentences).
    news = page.get_by_test_id("events").bounding_box()["height"]
    assert height(page) - news < 3000, f"{height(page) - news} px tall with every group closed"
    check_screen(page, width=390)
    last = buttons.nth(buttons.count() - 1)
    move = last.get_attribute("value")
    card = re.match(r"play (.+) on [0-9],[0-9]$", move).group(1)
    assert last.locator("xpath=ancestor::details[1]/summary").inner_text().startswith(card)
    tap_choice(page, last)
    assert last_move(db, gid) == move
    assert page.get_by_test_id("question").inner_text()


def test_few_moves_stay_a_flat_list(phone, db):
    page = phone
    page.goto(f"/games/{started(db, 'islebound')}")
    assert choices(page).count() and not page.get_by_test_id("group").count()
    assert choices(page).first.is_visible()


# --- The Wolves' map, readable as drawn ---------------------------------------------

#: The size each text of the map is drawn at, in CSS px: its font size in the SVG's
#: units times the SVG's scale on the screen.
MAP_TEXT = """() => Array.from(document.querySelectorAll('svg.map text'))
  .filter(t => t.textContent.trim())
  .map(t => parseFloat(getComputedStyle(t).fontSize) * t.ownerSVGElement.getScreenCTM().a)"""


def test_the_wolves_map_text_reads_at_a_phones_width_and_the_map_can_be_fitted(phone, db):
    page = phone
    page.goto(f"/games/{started(db, 'wolves')}")
    sizes = page.evaluate(MAP_TEXT)
    assert sizes and min(sizes) >= READABLE_PX, f"map text {min(sizes):.1f} px as drawn"
    check_screen(page, width=390)  # the map scrolls in its box, never the page
    box = page.get_by_test_id("map-box")
    assert box.evaluate("b => b.scrollWidth > b.clientWidth")
    page.get_by_text("Fit the whole map on the screen").tap()
    assert page.get_by_test_id("map-fit").is_checked()
    assert box.evaluate("b => b.scrollWidth <= b.clientWidth")
    assert max(page.evaluate(MAP_TEXT)) < READABLE_PX


# --- the saved games on the home page ------------------------------------------------

@pytest.mark.parametrize("size", [PHONE_390, PHONE], ids=["390", "360"])
def test_each_saved_games_resume_and_delete_show_without_scrolling_sideways(
        browser, live_server, db, size):
    """The saved games' table is wider than a phone (it scrolls sideways in its
    box): its Resume and Delete buttons come right after the game's name, on the
    screen as the page opens, not past the status and the date at the far right."""
    ids = [started(db, info.id) for info in catalog.games()]
    width = size["viewport"]["width"]
    with phone_page(browser, live_server, size) as page:
        page.goto("/")
        for gid in ids:
            for button in (page.get_by_test_id(f"resume-{gid}"),
                           page.get_by_test_id(f"delete-{gid}")):
                box = button.evaluate("b => { const r = b.getBoundingClientRect(); "
                                      "return [r.left, r.right]; }")
                assert box[0] >= 0 and box[1] <= width, (gid, button.inner_text(), box)


#: Each saved game's row on the home page: the table's and its box's widths, and
#: each cell's text with its left and right edges.
SAVES = """() => {
  const table = document.querySelector('[data-testid=saves]');
  return {
    page: document.documentElement.scrollWidth,
    box: [table.parentElement.scrollWidth, table.parentElement.clientWidth],
    table: table.getBoundingClientRect().right,
    rows: Array.from(table.querySelectorAll('tbody tr')).map(tr => ({
      id: tr.dataset.testid,
      cells: Array.from(tr.cells).map(td => {
        const r = td.getBoundingClientRect();
        return {text: td.innerText.trim(), left: r.left, right: r.right,
                shown: td.getClientRects().length > 0};
      }),
    })),
  };
}"""


@pytest.mark.parametrize("size", [PHONE_390, PHONE], ids=["390", "360"])
def test_the_saved_games_fit_a_phone_without_scrolling_sideways(browser, live_server, db, size):
    """The play-test at 390 px: the saved games' mode, status and date scrolled
    sideways. Each row now fits the screen, its box does not scroll, and every cell
    (the game, its mode, status and date, Resume and Delete) is shown within it."""
    ids = [started(db, info.id) for info in catalog.games()]
    ids.append(started(db, "islebound", mode="table"))
    width = size["viewport"]["width"]
    with phone_page(browser, live_server, size) as page:
        page.goto("/")
        shown = page.evaluate(SAVES)
    assert shown["page"] <= width, f"the page is {shown['page']} px wide at {width}"
    assert shown["box"][0] <= shown["box"][1], f"the saved games scroll sideways: {shown['box']}"
    assert shown["table"] <= width, shown["table"]
    assert [row["id"] for row in shown["rows"]] == [f"save-{gid}" for gid in reversed(ids)]
    for row in shown["rows"]:
        for cell in row["cells"]:
            assert cell["shown"] and cell["text"], (row["id"], cell)
            assert cell["left"] >= 0 and cell["right"] <= width, (row["id"], cell)
        text = " ".join(cell["text"] for cell in row["cells"])
        assert re.search(r"\b(play|table)\b", text) and re.search(r"\b(playing|over)\b", text)
        assert re.search(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", text), text
        assert "Resume" in text and "Delete" in text, text
