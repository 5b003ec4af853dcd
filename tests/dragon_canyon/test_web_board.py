"""Dragon Canyon's board in the web app, read from seeded games (tests/web/board.py)."""

from __future__ import annotations

import pytest

from automeeple.web.boards import colour_initial
from automeeple.web.boards.dragon_canyon import HELPERS

from ..web.board import play, render


@pytest.mark.parametrize(("seats", "seed"), [(2, 1), (3, 2), (3, 5)])
def test_dragon_canyon_board_shows_the_grid_cards_dragon_and_players(seats, seed):
    viewers = tuple(range(1, seats))
    hidden = shown = 0
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
                    # Only your own cards and the AI's (face down, but known) show a name.
                    assert card.owner in (seat, 0)
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
            shown += 1
    assert shown > 10
    if seats == 3:
        assert hidden, "no face-down card of the other person was seen"
