"""The Alpha's board in the web app, read from seeded games (tests/web/board.py)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from automeeple.engine.view import initials
from automeeple.games.the_alpha.view import Wolves

from ..web.board import play, render


def alpha_wolves(count: Wolves) -> str:
    return ("A" if count.pair else "") + (str(count.beta) if count.beta else "") or "."


def in_conflict(game, state) -> bool:
    return state.conflict is not None


def wolves_out(game, state) -> bool:
    """Some pack has wolves Injured or Healing."""
    return any(state.injured_b + state.injured_a + state.healing_b + state.healing_a)


def wounded(view) -> dict[str, list[str]]:
    """The rows of wolves out of play the board shows: Injured, Healing and dead
    (CONFLICT, ADVANCE; CHASE, D), each only when a pack has wolves there."""
    return {where: [alpha_wolves(w) for w in counts] for where, counts in (
        ("Injured", [p.injured for p in view.packs]),
        ("Healing", [p.healing for p in view.packs]),
        ("Dead", [p.dead for p in view.packs])) if any(w.beta or w.pair for w in counts)}


def wounded_rows(table, seats: int) -> dict[str, list[str]]:
    return {row.one("th").text(): [td.text() for td in row.find("td")][:seats]
            for row in table.find("tr", "wounded")}


@pytest.mark.parametrize(("seats", "seed"), [(3, 2), (4, 1), (5, 7), (6, 7)])
def test_the_alpha_board_shows_regions_wolves_food_and_the_alpha(seats, seed):
    shown = 0
    for views in play("the-alpha", seats, seed, 9, (0,)):
        view = views[0]
        _, board = render(view)
        names = view.seats
        short = initials(names)
        table = board.one("table", "alpha-regions")
        heads = [th.text() for th in table.one("thead").find("th")]
        assert heads[1:1 + seats] == [s + ("★" if p == view.alpha else "")
                                      for p, s in enumerate(short)]
        rows = table.find("tr", "region")
        assert len(rows) == len(view.regions)
        for row, region in zip(rows, view.regions, strict=True):
            head = row.one("th").text()
            assert head.startswith(region.name)
            assert ("Deep Forest" in head) == region.deep_forest
            if region.scavenge_food is not None:
                assert f"{region.scavenge_food} food each" in head
            elif region.carrion:
                assert f"CARRION {region.carrion_food} food" in head
            else:
                faces = [n.text() for n in row.find(cls="face")]
                assert [f.strip("[]") for f in faces] == region.die
            if region.rolled is not None:
                assert f"rolled {region.rolled}" in head
            cells = row.find("td", "wolves")
            assert [c.text() for c in cells] == [alpha_wolves(w) for w in region.wolves]
            dominant = [p for p, c in enumerate(cells) if "dominant" in c.classes]
            assert dominant == sorted(region.dominant)
            assert row.one("td", "dominant-cell").text().split() == (
                ["-"] if region.scavenge_food is not None
                else [short[p] for p in region.dominant])
        food = table.one("tr", "food")
        assert [td.text() for td in food.find("td")][:seats] == [
            str(p.food) for p in view.packs]
        assert wounded_rows(table, seats) == wounded(view)
        track = board.one("figure", "food-track")
        markers = track.find("g", "marker")
        assert len(markers) == seats
        for pack in view.packs:
            p, f = pack.seat, pack.food
            mark = next(m for m in markers if m.one("title").text() == f"{names[p]}: {f} food")
            assert ("on-side" in mark.classes) == (f > 30)
            # The marker stands on its space: past 30 it starts again at 1.
            on = (f - 1) % 30 + 1 if f > 30 else f  # round again past 60
            space = next(g for g in track.find("g", "space") if g.one("text").text() == str(on))
            box, chip = space.one("rect").attrs, mark.one("rect").attrs
            for x, w in (("x", "width"), ("y", "height")):
                assert (float(box[x]) <= float(chip[x])
                        and float(chip[x]) + float(chip[w]) <= float(box[x]) + float(box[w]))
            if f > 30:
                assert f"{names[p]} at {on} ({f} food)" in track.text()
        if view.alpha is not None:
            assert f"Alpha Token: {short[view.alpha]} {names[view.alpha]}" in (
                board.one("p", "board-head").text())
        shown += 1
    assert shown > 10


def test_the_alpha_board_shows_the_injured_healing_and_dead_wolves():
    rows = set()
    for views in play("the-alpha", 5, 7, 1000, (0,), also=wolves_out):
        view = views[0]
        _, board = render(view)
        shown = wounded_rows(board.one("table", "alpha-regions"), 5)
        assert shown == wounded(view)
        rows |= set(shown)
    assert rows == {"Injured", "Healing", "Dead"}


def test_the_alpha_conflict_tokens_stay_hidden_until_revealed():
    seen = {"hidden": 0, "secret": 0, "revealed": 0}
    for views in play("the-alpha", 5, 7, 50, (0, 1, 4, None), also=in_conflict):
        for seat, view in views.items():
            c = view.conflict
            _, board = render(view)
            if c is None:
                assert not board.find(cls="conflict")
                continue
            box = board.one("div", "conflict")
            assert f"Conflict on the {c.name} for {c.stake} food" in box.text()
            items = box.one("ul").find("li")
            assert len(items) == len(c.packs)
            for li, p, token in zip(items, c.packs, c.tokens, strict=True):
                text = li.text()
                assert view.seats[p] in text
                if token is None:
                    assert "choosing" in text
                elif token == "hidden":
                    seen["hidden"] += 1
                    assert "face down" in text
                    # The pack's own view knows its token: it never reaches this page.
                    for word in ("fight", "share"):
                        assert word not in text.lower(), (seat, p)
                elif c.revealed:
                    seen["revealed"] += 1
                    assert token.upper() in text
                else:
                    seen["secret"] += 1
                    assert seat == p and f"{token} (your secret)" in text
    assert all(seen.values()), seen


def test_a_region_name_from_the_edition_file_is_escaped():
    views = next(play("the-alpha", 3, 1, 1000, (0,)))
    view = views[0]
    view.regions[0] = replace(view.regions[0], name="<script>alert(1)</script>")
    html, board = render(view)
    assert "<script>" not in html
    assert "<script>alert(1)</script>" in board.text()
