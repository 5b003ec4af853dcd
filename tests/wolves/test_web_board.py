"""The Wolves's board in the web app, read from seeded games (tests/web/board.py)."""

from __future__ import annotations

import math

import pytest

from automeeple.games.wolves.view import MapHex, WolvesView

from ..web.board import Node, play, render
from .helpers import PERSON, position
from .helpers import play as play_moves

A = (PERSON, "alpha")
P = (PERSON, "pack")


def neighbours(h: MapHex) -> list[tuple[int, int]]:
    c, r = h.col, h.row
    return [(c, r - 2), (c, r + 2), (c - 1, r - 1), (c - 1, r + 1), (c + 1, r - 1),
            (c + 1, r + 1)]


def check_outlines(view: WolvesView, svg: Node) -> None:
    """A thick line lies on every edge where two regions meet and round the map's
    edge, and nowhere else: checked on the drawing's own coordinates."""
    hexes = view.map.hexes
    at = {(h.col, h.row): h for h in hexes}
    centres = {g.attrs["data-hex"]: g for g in svg.find("g", "hex")}
    assert len(centres) == len(hexes)
    size = 20
    points = {}
    for h in hexes:
        poly = centres[h.name].one("polygon").attrs["points"].split()
        xs, ys = zip(*((float(a) for a in p.split(",")) for p in poly), strict=True)
        points[h.name] = (sum(xs) / 6, sum(ys) / 6)
    lines = [tuple(float(line.attrs[k]) for k in ("x1", "y1", "x2", "y2"))
             for line in svg.find("line", "region-border")]
    mids = [((x1 + x2) / 2, (y1 + y2) / 2) for x1, y1, x2, y2 in lines]
    expected = 0
    for h in hexes:
        cx, cy = points[h.name]
        for key in neighbours(h):
            other = at.get(key)
            if other is not None and (other.region == h.region
                                      or other.id < h.id):
                continue
            expected += 1
            # The edge's midpoint: half way to the neighbour's centre.
            dc, dr = key[0] - h.col, key[1] - h.row
            mx = cx + dc * 1.5 * size / 2
            my = cy + dr * size * math.sqrt(3) / 4
            assert any(abs(mx - x) < 0.3 and abs(my - y) < 0.3 for x, y in mids), (
                h.name, key)
    assert len(lines) == expected


@pytest.mark.parametrize("seed", [1, 4])
def test_wolves_board_draws_every_hex_piece_and_region(seed):
    drawn = 0
    for views in play("wolves", 3, seed, 13, (0,)):
        view = views[0]
        _, board = render(view)
        names = view.seats
        if view.map is None:
            assert "The map is being laid out" in board.text()
            assert view.pending is not None, "a region board is drawn next"
            for b in view.pending.boards_left:
                assert b in board.text()
            continue
        svg = board.one("svg", "map")
        hexes = view.map.hexes
        labels = [t.text() for t in svg.find("text", "hname")]
        assert sorted(labels) == sorted(h.name for h in hexes)
        assert len(set(labels)) == len(labels)
        regions = {r.number: r for r in view.regions}
        for h in hexes:
            g = svg.one("g", data_hex=h.name)
            assert f"t-{h.terrain}" in g.classes
            where = (f"{regions[h.region].place} region" if h.region
                     else "start board")  # the place, never a number (issue 17)
            assert g.one("title").text().startswith(f"{h.name}: {h.terrain}, {where}")
            pieces = [p.text() for p in g.find("g", "piece")]
            want = [names[x.pack][0] + {"alpha": "A", "pack": "P", "den": "D", "lair": "L"}[
                    x.kind] for x in h.pieces]
            extra = [t.text() for t in g.find("text", "extra")]
            if len(want) <= 2:
                assert pieces == want
            else:
                assert pieces == want[:1] and f"+{len(want) - 1}" in extra
            if h.terrain == "water":
                region = regions[h.region]
                assert g.one("text", "water-mark").text() == (
                    f"~{region.place.split(' ')[0]}h~")
                mark = g.one("text", "token-mark").text()
                assert mark == ("~" if region.scored or not region.token
                                else region.token[0].upper())
            elif h.terrain != "chasm":
                assert g.one("text", "terrain").text() == h.terrain[0]
                assert ("lw" in extra) == bool(h.lone)
                if not h.lone:
                    assert (f"p{h.prey}" in extra) == bool(h.prey)
        check_outlines(view, svg)
        table = board.one("table", "wolves-regions")
        rows = table.one("tbody").find("tr")
        for tr, r in zip(rows, view.regions, strict=True):
            text = tr.text()
            assert text.startswith(r.place) and f"board: {r.board}" in text
            if r.water is not None:  # by its name on the grid, not its id
                assert f"water {next(h.name for h in hexes if h.id == r.water)}" in text
            if r.token:
                assert r.token in text and ("scored" in text) == r.scored
            if r.prey:
                assert f"{r.prey} ×{r.prey_left}" in text
            cells = tr.find("td")[2:]
            for p, ((c, a), td) in enumerate(zip(r.control, cells, strict=True)):
                assert td.text().startswith(f"{c} ({a}A)" if c else "-")
                assert td.text().endswith("*") == (r.leader == p)
        pb = view.player_board
        player = board.one("table", "wolves-player").text()
        left = pb.actions_left
        assert f"{left} action{'' if left == 1 else 's'} left" in player
        assert f"home {pb.home or '-'}" in player
        wolves, lairs = pb.wolves_on_track, pb.lairs_on_track
        assert (f"On your tracks {wolves} wol{'f' if wolves == 1 else 'ves'}, {lairs} "
                f"lair{'' if lairs == 1 else 's'};") in " ".join(player.split())
        for a, v in pb.attributes.items():
            assert f"{a.replace('_', ' ')} {v}" in player
        moon = board.one("figure", "moon")
        here = moon.find("g", "here")
        assert [g.one("text", "n").text() for g in here] == ([f"●{view.moonlight.count}"]
                                            if view.moonlight.count else [])
        phases = sorted(t.text() for t in moon.find("text", "phase"))
        assert phases == sorted(p[:1].upper() for p in view.moonlight.thresholds)
        drawn += 1
    assert drawn > 5


def test_the_work_in_hand_names_the_terrain_a_move_goes_onto_and_the_hexes():
    """notes §5.1, §7.1: paying for a Move names the terrain it goes onto (its
    target is a terrain, not a hex), then the hexes wolves moved to by the grid."""
    game, s = position(clear=True, pieces={45: [A, P]})
    play_moves(game, s, ["move onto grass"])
    _, board = render(game.view(s, PERSON))
    assert board.one("p", "pending").text() == "Paying for Move Wolves (onto grass)."
    play_moves(game, s, ["pay home", "alpha 45 to 64"])
    _, board = render(game.view(s, PERSON))
    assert board.one("p", "pending").text() == (
        "Moving onto grass: 1 wolf left to move; moved to I9.")
    game, s = position(clear=True, pieces={33: [A]}, bonus_terrain=2)
    play_moves(game, s, ["den at 34 for pack-spread"])
    _, board = render(game.view(s, PERSON))
    assert board.one("p", "pending").text() == "Paying for Build Den (F6, pack spread)."


def test_the_ai_packs_conversions_name_the_actions_as_the_tiles_print_them():
    """solo §6: an AI pack's conversions, by Howl at Lone Wolf and by Dominate Enemy
    Wolf, named as printed (the line read "howl 1, dominate 0")."""
    game, s = position(clear=True, pieces={45: [A, P]})
    s.conversions[1] = {"howl": 1, "dominate": 0}
    _, board = render(game.view(s, PERSON))
    line = board.one("ul", "ai-packs").find("li")[0].text()
    assert "conversions by Howl at Lone Wolf 1, by Dominate Enemy Wolf 0;" in line


def test_the_legend_explains_the_plus_of_a_crowded_hex():
    """A hex of three pieces shows its first and "+2": the legend says what that is."""
    game, s = position(home="rock", clear=True, pieces={61: [A, P, (1, "alpha")]})
    _, board = render(game.view(s, PERSON))
    legend = " ".join(board.one("p", "legend").text().split())
    assert "+2 (beside a piece) two more pieces on the hex" in legend
    assert "+2" in [t.text() for t in board.one("svg", "map").find("text", "extra")]
