"""Every kind of page the app draws, checked with axe-core in a real browser at a
phone's size: no serious or critical violation (contrast, names, roles, focusable
scrolling regions ...) on the home page, the new-game form of each game, a game
page of each game in Play and in Table mode, its end page, the pass-the-phone page,
an error page and the delete confirmation. And what axe ranks lower but a person
with a screen reader or a finger still needs: an h1 on every page, and each
checkbox and radio at least 24 px with a label around it 44 px tall to tap."""

from __future__ import annotations

from pathlib import Path

import pytest

from automeeple import catalog
from automeeple.sessions.session import ENDED
from automeeple.web.games import Games

from . import axe
from .browser import PHONE_390, TAP_PX, phone_page
from .test_phone_audit import started

#: The smallest checkbox or radio (WCAG 2.5.8, target size minimum).
BOX_PX = 24


@pytest.fixture
def phone(browser, live_server):
    """A phone-sized page that may run axe's script (the app's CSP allows only its
    own scripts, rightly); without npm to fetch axe-core, the tests say so and skip."""
    why = axe.missing_npm()
    if why is not None:
        pytest.skip(why)
    with phone_page(browser, live_server, PHONE_390, bypass_csp=True) as page:
        yield page


def finished(db: Path, gid: int) -> int:
    """Game ``gid`` played to its end (the first legal move at each decision)."""
    with Games(db).session(gid) as session:
        while (prompt := session.advance()).kind != ENDED:
            session.act(prompt.legal[0])
    return gid


def page_kinds(db: Path) -> list[str]:
    """A path of every kind of page, the games' pages of every game."""
    paths = ["/new/" + info.id for info in catalog.games()]
    for info in catalog.games():
        paths += [f"/games/{started(db, info.id)}",
                  f"/games/{started(db, info.id, mode='table')}",
                  f"/games/{finished(db, started(db, info.id))}"]
    passing = started(db, "dragon-canyon", players="3")  # Green and Red at this phone
    return ["/", *paths, f"/games/{passing}", f"/games/{passing}/delete", "/games/99999",
            "/new/chess"]


def test_no_page_has_a_serious_or_critical_axe_violation(phone, db):
    page = phone
    found = {}
    for path in page_kinds(db):
        page.goto(path)
        if bad := axe.violations(page):
            found[path] = bad
    assert not found, found


def test_every_page_has_an_h1(phone, db):
    page = phone
    missing = []
    for path in page_kinds(db):
        page.goto(path)
        if not page.locator("h1").count():
            missing.append(path)
    assert not missing, f"pages without an h1: {missing}"


TARGETS = """() => Array.from(document.querySelectorAll('input[type=checkbox], input[type=radio]'))
  .map(i => { const box = i.getBoundingClientRect(); const label = i.closest('label');
    return {id: i.id || i.name, width: box.width, height: box.height,
            label: label ? label.getBoundingClientRect().height : 0}; })"""


def test_checkboxes_and_radios_are_finger_targets(phone, db):
    """Each new-game form's mode radios and option checkboxes (and the import's
    radios on the home page): the box at least 24 px, inside a label (tapping
    anywhere on it picks the box) at least 44 px tall."""
    page = phone
    small = []
    for path in ["/", *("/new/" + info.id for info in catalog.games())]:
        page.goto(path)
        boxes = page.evaluate(TARGETS)
        assert boxes, f"{path} has no checkbox or radio"
        small += [(path, b) for b in boxes if min(b["width"], b["height"]) < BOX_PX
                  or b["label"] < TAP_PX]
    assert not small, small
