"""Dragon Canyon's board in the web app, read from seeded games (tests/web/board.py)."""

from __future__ import annotations

import pytest

from automeeple.web.boards import colour_initial
from automeeple.web.boards.dragon_canyon import HELPERS

from ..web.board import play, render


@pytest.mark.parametrize(("seats", "seed"), [(2, 1), (3, 2), (3, 5)])
def test_dragon_canyon_board_shows_the_grid_cards_dragon_and_players(seats, seed):
    viewers = tuple(range(1, seats))
    hidden = shown = placed_unseen = 0
    for views in play("dragon-canyon", seats, seed, 5, viewers):
        for seat, view in views.items():
            _, board = render(view)
            grid = board.one("table", "canyon")
            assert [th.text() for th in grid.one("thead").find("th")] == ["", "1", "2", "3", "4"]
            assert [th.text() for th in grid.one("tbody").find("th")] == ["1", "2", "3", "4"]
            cells = {td.attrs["data-tile"]: td for td in grid.find("td", "tile")}
            assert sorted(cells) == sorted(t.tile for t in view.map)
            for t in view.map:
                td = cells[t.tile]
                text = td.text()
                if t.name is not None:
                    assert t.name in text and HELPERS["dragon_yield"](t) in text
                assert ("@ dragon" in text) == t.dragon == (t.tile == view.dragon)
                card = t.card
                if card is None:
                    assert td.one(cls="card").text() == "·"
                    continue
                initial = colour_initial(view.seats[card.owner])
                shown_card = td.one(cls="card").text()
                if card.face_up:
                    assert shown_card == f"[{initial}] {card.name}"
                elif card.name in (None, "hidden"):
                    hidden += card.name == "hidden"
                    assert shown_card.startswith(f"({initial}) ?")
                    # Another seat that sees this card: its name is not on this page.
                    for other, their in views.items():
                        theirs = next(x for x in their.map if x.tile == t.tile)
                        if other != seat and theirs.card.name not in (None, "hidden"):
                            assert theirs.card.name not in shown_card
                else:
                    # Only your own cards, the AI's and the cards once face up for all
                    # to see show a name face down; these last to every seat alike.
                    assert card.owner in (seat, 0) or all(
                        next(x for x in their.map if x.tile == t.tile).card == card
                        for their in views.values())
                    assert shown_card == f"({initial}) {card.name} face down"
            players = board.one("table", "dragon-players").find("tr")
            for tr, p in zip(players, view.players, strict=True):
                text = tr.text()
                assert p.name in text
                assert f"stash {HELPERS['counts'](p.stash)}" in text
                assert f"caravan {HELPERS['counts'](p.caravan)}" in text
                if p.hand is None:
                    assert f"hand: {p.hand_size} card" in text
                else:
                    assert "your hand: " + (", ".join(p.hand) or "empty") in text
            stacks = board.one("table", "dragon-buildings").one("tbody").find("tr")
            assert [tr.text() for tr in stacks] == [
                f"{b.name} {b.left} {b.vp} {HELPERS['counts'](b.cost)}".strip()
                for b in view.buildings]
            for o in view.objectives:
                assert f"objective {o.name}: {o.text}" in board.text()
            # The AI's cards nobody has seen: its pile's, and those face down on the map
            # (said so where there are any: the list is then longer than the pile).
            where = (" and face down on the map" if len(view.ai_unseen) > view.ai_pile
                     else "")
            placed_unseen += bool(where)
            # The head says where the game is: its last turns, then over (a tester
            # read "last turns" on the end screen).
            head = board.one("p", "board-head").text()
            assert ("game over" in head) == view.over
            assert ("last turns" in head) == (view.last_turns is not None and not view.over)
            if view.ai_unseen:
                assert (f"(not yet seen, in the pile{where}: {', '.join(view.ai_unseen)})"
                        in board.text())
            shown += 1
    assert shown > 10 and placed_unseen
    if seats == 3:
        assert hidden, "no face-down card of the other person was seen"


# --- Names wrap between words on a phone (tester's report) ---------------------------------

#: Every word in the canyon's cells: whether a line break cut it (two lines), whether
#: it runs past its cell; and how wide the page is.
WORDS_JS = """() => {
  const cut = [], out = [];
  for (const td of document.querySelectorAll('table.canyon td.tile')) {
    const cell = td.getBoundingClientRect();
    const walker = document.createTreeWalker(td, NodeFilter.SHOW_TEXT);
    let n;
    while ((n = walker.nextNode())) {
      const re = /\\S+/g; let m;
      while ((m = re.exec(n.data))) {
        const r = document.createRange();
        r.setStart(n, m.index); r.setEnd(n, m.index + m[0].length);
        const rects = [...r.getClientRects()];
        if (new Set(rects.map(x => Math.round(x.top))).size > 1) cut.push(m[0]);
        if (rects.some(x => x.right > cell.right + 0.5)) out.push(m[0]);
      }
    }
  }
  return {cut, out, width: document.documentElement.scrollWidth};
}"""


def test_dragon_canyon_card_names_wrap_between_words_at_390_px():
    """At 390 px a map cell is a quarter of the phone: "Ancient Wood Assassin face
    down" wraps between words, never "Assassi" / "n", and the page stays 390 px wide."""
    from playwright.sync_api import sync_playwright

    from automeeple.games.dragon_canyon.state import AI

    from ..web.board import WEB
    from ..web.browser import CHROMIUM, FLAGS, PHONE_390, missing_chromium
    from .helpers import make_game, position

    if missing_chromium():
        pytest.skip(missing_chromium())
    game = make_game()
    s = position(game, cards={"1,1": (1, "Ancient Wood Assassin", False),
                              "2,1": (1, "Primal Canine", True), "3,1": (AI, None, False),
                              "4,1": (1, "Dragon Slayer", False)})
    view = game.view(s, 1)
    view.result = None  # a position with nothing on its flow reads as over
    board, _ = render(view)
    css = "".join((WEB / "static" / name).read_text("utf-8") for name in ("app.css",
                                                                           "boards.css"))
    page_html = (f'<!doctype html><html lang="en"><head><meta name="viewport" '
                 f'content="width=device-width, initial-scale=1"><style>{css}</style></head>'
                 f"<body><main>{board}</main></body></html>")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=FLAGS)
        try:
            page = browser.new_page(**PHONE_390)
            page.set_content(page_html)
            seen = page.evaluate(WORDS_JS)
        finally:
            browser.close()
    assert seen == {"cut": [], "out": [], "width": 390}
