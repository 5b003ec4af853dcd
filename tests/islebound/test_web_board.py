"""Islebound's board in the web app, read from seeded games (tests/web/board.py)."""

from __future__ import annotations

import pytest

from automeeple.games.islebound.view import Port, Region
from automeeple.web.boards.islebound import between, ring

from ..web.board import play, render


@pytest.mark.parametrize(("seed", "person_turn"), [(1, "played"), (6, "played"), (2, "reported")])
def test_islebound_board_shows_regions_towns_ships_track_row_and_supplies(seed, person_turn):
    shown = 0
    for views in play("islebound", 2, seed, 5, (0,), options={"person_turn": person_turn}):
        view = views[0]
        _, board = render(view)
        sea = board.one("svg", "sea")
        spots = sea.find("g", "region-spot")
        assert [g.attrs["data-region"] for g in spots] == [r.name for r in view.regions]
        assert [p.attrs["data-port"] for p in sea.find("g", "port")] == [
            p.name for p in view.ports]
        rows = board.one("table", "isle-regions").one("tbody").find("tr")
        for g, tr, r in zip(spots, rows, view.regions, strict=True):
            head = tr.one("th").text()
            assert head.startswith(r.name)
            assert ("<Y>" in head) == r.your_ship and ("<A>" in head) == r.ai_ship
            assert bool(g.find("g", "you")) == r.your_ship
            assert bool(g.find("g", "it")) == r.ai_ship
            towns = tr.find("div", "town")
            assert len(towns) == len(r.towns)
            for div, t in zip(towns, r.towns, strict=True):
                text = div.text()
                mark = {"You": "=Y", "AI": "=A", None: ""}[t.owner]
                banner = "R" if t.banner == "red" else "B"
                assert text.startswith(f"{t.name} {banner}{mark} "
                                       f"{t.fee}/{t.diplomacy}/{t.attack}/{t.spoils}")
        track = [li.text() for li in board.one("ol", "influence").find("li")]
        assert track == [{"You": "Y", "AI": "A", "neutral": "N", None: "·"}[c]
                         for c in view.track]
        row = board.one("table", "isle-row").one("tbody").find("tr")
        for tr, slot in zip(row, view.row, strict=True):
            cells = [td.text() for td in tr.find("td")]
            card = slot.card
            assert cells == [str(slot.slot),
                             *([card.name, str(card.cost), str(card.renown)]
                               if card else ["-", "", ""]), str(slot.books or "-")]
        supplies = board.one("table", "isle-players").one("tbody").find("tr")
        coins = [td.text() for td in supplies[0].find("td")]
        assert coins == [str(p.coins) if p.coins is not None else "on the table"
                         for p in view.players]
        assert f"treasure map {view.treasure} coin{'' if view.treasure == 1 else 's'}" in (
            board.text())
        you = view.scores[0]
        assert f"You {'?' if you is None else you}" in board.one("p", "board-head").text()
        if view.result is not None:  # the score, then the ending
            assert view.result.summary in board.text()
        assert all(f"{b.name} ({b.terms})" in board.text() for b in view.brags_left)
        shown += 1
    assert shown > 10


def test_the_ring_and_the_ports_are_placed_from_the_views_regions_and_ports():
    regions = [Region(name, None, False, False, []) for name in ("N", "E", "S", "W")]
    assert [(at["name"], at["x"], at["y"]) for at in ring(regions, 100, 150)] == [
        ("N", "150", "50"), ("E", "250", "150"), ("S", "150", "250"), ("W", "50", "150")]
    # A port touching W and N lies north-west, the short way round the top.
    assert between(regions, Port("Home", ["W", "N"], False), 100, 150) == {
        "x": "79.3", "y": "79.3"}
    assert between(regions, Port("Home", ["W", "Nowhere"], False)) is None


def test_islebound_board_head_says_the_renown_is_counted_as_if_the_game_ended_now():
    """Solo §6 counts unspent coins as renown: at round 0 the AI's 7 coins are "7",
    with 0 on its renown track. The head says it is the count if the game ended now,
    not the renown track."""
    views = next(iter(play("islebound", 2, 1, 1, (0,), options={"person_turn": "reported"})))
    view = views[0]
    _, board = render(view)
    head = board.one("p", "board-head").text()
    assert f"AI {view.scores[1]} renown if the game ended now" in head
    assert view.players[1].renown == 0 and view.scores[1] == view.players[1].coins == 7
