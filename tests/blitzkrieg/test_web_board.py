"""BLITZKRIEG!'s board in the web app, read from seeded games (tests/web/board.py)."""

from __future__ import annotations

import pytest

from automeeple.web.boards.blitzkrieg import HELPERS

from ..web.board import play, render
from .helpers import PERSON, position, tiny_game


@pytest.mark.parametrize(("seed", "nippon"), [(1, False), (2, False), (3, True)])
def test_blitzkrieg_board_shows_tracks_spaces_units_reserve_and_row(seed, nippon):
    shown = 0
    for views in play("blitzkrieg", 2, seed, 4, (0, None), options={"nippon": nippon}):
        for seat, view in views.items():
            _, board = render(view)
            names = view.seats
            head = board.one("p", "board-head").text()
            assert f"{names[0]}{' (you)' if seat == 0 else ''} {view.scores[0]} VP" in head
            assert f"{names[1]} (bot) {view.scores[1]} VP" in head
            assert f"target {view.win_vp} VP" in head
            theatres = board.find("div", "theatre")
            assert len(theatres) == len(view.theatres)
            for box, th in zip(theatres, view.theatres, strict=True):
                title = box.one("h3").text()
                assert title.startswith(th.name)
                assert ("closed" in title) == th.closed
                svg = box.one("svg")
                assert svg.attrs["aria-label"].endswith(f"marker at {th.marker}")
                text = svg.text()
                assert f"◀ {names[0]}" in text and f"{names[1]} ▶" in text
                icons = [t.text() for t in svg.find("text", "icon")]
                # Each bonus icon shows on both sides, but not under the marker.
                expected = sorted(str(vp) for steps, vp in th.bonus.items()
                                  for side in (-1, 1) if side * int(steps) != th.marker)
                assert sorted(icons) == expected
                if th.active is None:
                    assert th.closed and not box.find("ul", "spaces")
                    continue
                camp = th.campaigns[th.active - 1]
                spaces = box.one("ul", "spaces").find("li")
                assert len(spaces) == len(camp.spaces)
                for li, sp in zip(spaces, camp.spaces, strict=True):
                    text = li.text()
                    assert li.one(cls="pos").text() == sp.position
                    assert sp.text in text
                    unit = sp.unit
                    if unit is None:
                        assert "[ empty ]" in text
                    else:
                        assert f"[{names[unit.seat][:2]} {unit.kind}]" in text
            if view.over:
                rows = board.one("table", "vp-sources").find("tr")[1:]
                assert [r.text() for r in rows] == [
                    f"{r.source} {r.vp[0]} {r.vp[1]}" for r in view.vp_by_source]
                continue
            reserve = next(p for p in board.find("p") if "Your reserve:" in p.text()).text()
            if seat is None:
                assert view.reserve is None
                assert reserve == f"Your reserve: {view.reserve_size} units behind the screen"
            else:
                assert view.reserve is not None
                assert reserve == "Your reserve: " + (", ".join(view.reserve) or "-")
            row = [li.text() for li in board.find("ol", "row-units")[0].find("li")] if (
                view.row) else []
            assert row == [f"{k + 1}: {u}" for k, u in enumerate(view.row)]
            strat = next(p for p in board.find("p") if "stratagem:" in p.text()).text()
            assert (view.stratagem or "-") in strat
            shown += 1
    assert shown > 10


@pytest.mark.parametrize(("nippon", "person", "bot"), [
    (False, "Allies' unit", "Axis's"), (True, "Axis's unit", "Japan's")])
def test_blitzkrieg_board_legend_says_whose_units_in_good_english(nippon, person, bot):
    """The legend reads "[Al …]: Allies' unit" (a plural), not "Allies's"."""
    views = next(iter(play("blitzkrieg", 2, 1, 1, (0,), options={"nippon": nippon})))
    _, board = render(views[0])
    legend = board.one("p", "legend").text()
    assert f"{person} · [" in legend and f"{bot} ·" in legend
    assert "Allies's" not in legend
    assert HELPERS["blitz_whose"]("Allies") == "Allies'"


def test_the_board_names_each_space_as_printed_like_the_games_sentences():
    """Notes §1.5, §1.6: a space shows its terrain and its effect by the names the
    rulebook prints and the game's sentences and move groups use ("Industrial
    Production", "Improved Research", "Tactical Advantage +2"), not short forms of
    its own ("Industry", "Research 2", "Tactical +2")."""
    spaces = ["land:industry", "land:improved-industry", "coast:improved-research",
              "land:research-industry", "sea:tactical:2", "land:strategic:3",
              "land:propaganda:1", "land:bombing", "land"]
    game = tiny_game([{"name": "Front", "roll": 1, "track": 8, "bonus": {},
                       "campaigns": [(1, spaces)]},
                      {"name": "Rear", "roll": 2, "track": 8, "bonus": {},
                       "campaigns": [(1, ["land"])]}])
    _, board = render(game.view(position(game), PERSON))
    front = board.find("ul", "spaces")[0].find("li")
    assert [li.text() for li in front] == [
        "1.1 land, Industrial Production [ empty ]",
        "1.2 land, Improved Industrial Production [ empty ]",
        "1.3 land/sea, Improved Research [ empty ]",
        "1.4 land, Research Industry [ empty ]",
        "1.5 sea, Tactical Advantage +2 [ empty ]",
        "1.6 land, Strategic Advantage +3 [ empty ]",
        "1.7 land, Propaganda 1 [ empty ]",
        "1.8 land, Bombing [ empty ]",
        "1.9 land [ empty ]"]
