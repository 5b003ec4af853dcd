"""The board partials of the web app (``web/templates/boards/<game>.html``), rendered
with Jinja exactly as the app does (a ``FileSystemLoader`` on the templates,
autoescape, :data:`automeeple.web.boards.HELPERS` in the globals) from real views of
seeded bots-only games at many steps, and read back with the standard library's HTML
parser: each board must show what the person needs (every region, food value,
hex, unit, town, tile) and nothing the view hides."""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from functools import cache
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import jinja2
import pytest

from automeeple import catalog
from automeeple.engine.core import TERMINAL
from automeeple.engine.play import play_out
from automeeple.web import boards
from automeeple.web.boards import HELPERS

WEB = Path(boards.__file__).resolve().parent
TEMPLATES = WEB / "templates"
GAMES = ("the-alpha", "blitzkrieg", "wolves", "islebound", "dragon-canyon")


# --- rendering and reading -------------------------------------------------------------

@cache
def env() -> jinja2.Environment:
    e = jinja2.Environment(loader=jinja2.FileSystemLoader(TEMPLATES), autoescape=True,
                           undefined=jinja2.StrictUndefined)
    e.globals.update(HELPERS)
    return e


INLINE = {"span", "b", "strong", "small", "em", "i", "a", "abbr", "code"}
VOID = {"br", "img", "input", "meta", "link", "hr", "wbr", "col", "source", "area"}
#: SVG elements written self-closed (``<rect .../>``).
SELF_CLOSED = {"rect", "circle", "line", "polygon", "path"}


class Node:
    def __init__(self, tag: str, attrs: dict[str, str], parent: Node | None) -> None:
        self.tag, self.attrs, self.parent = tag, attrs, parent
        self.children: list[Node | str] = []

    @property
    def classes(self) -> set[str]:
        return set(self.attrs.get("class", "").split())

    def text(self) -> str:
        """The text inside as a browser runs it together: whitespace collapsed, inline
        elements joined to their neighbours, others apart (an SVG ``<title>``'s
        tooltip included)."""
        out = "".join(c if isinstance(c, str) else c.text() if c.tag in INLINE
                      else f" {c.text()} " for c in self.children)
        return " ".join(out.split())

    def find(self, tag: str | None = None, cls: str | None = None,
             **attrs: str) -> list[Node]:
        found = []
        for c in self.children:
            if isinstance(c, Node):
                if ((tag is None or c.tag == tag) and (cls is None or cls in c.classes)
                        and all(c.attrs.get(k.replace("_", "-")) == v
                                for k, v in attrs.items())):
                    found.append(c)
                found.extend(c.find(tag, cls, **attrs))
        return found

    def one(self, tag: str | None = None, cls: str | None = None, **attrs: str) -> Node:
        found = self.find(tag, cls, **attrs)
        assert len(found) == 1, f"{len(found)} <{tag} class={cls} {attrs}>"
        return found[0]


class Tree(HTMLParser):
    """The page as a tree of :class:`Node`; every element must be closed, in order."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Node("#root", {}, None)
        self.at = self.root

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        node = Node(tag, {k: v or "" for k, v in attrs}, self.at)
        self.at.children.append(node)
        if tag not in VOID:
            self.at = node

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.at.children.append(Node(tag, {k: v or "" for k, v in attrs}, self.at))

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID:
            return
        assert self.at.tag == tag, f"</{tag}> closes <{self.at.tag}>"
        self.at = self.at.parent

    def handle_data(self, data: str) -> None:
        self.at.children.append(data)


def render(view: dict[str, Any]) -> tuple[str, Node]:
    html = env().get_template(f"boards/{view['game']}.html").render(view=view)
    tree = Tree()
    tree.feed(html)
    tree.close()
    assert tree.at is tree.root, f"<{tree.at.tag}> is never closed"
    board = tree.root.one("section", "board")
    return html, board


def words(node: Node) -> str:
    return node.text()


# --- seeded games -----------------------------------------------------------------------

def play(game_id: str, seats: int, seed: int, every: int, viewers: tuple[int | None, ...],
         also: Any = None, options: dict[str, Any] | None = None
         ) -> Iterator[dict[int | None, dict[str, Any]]]:
    """Every ``every``-th position of a seeded bots-only game (and any position
    ``also(game, state)`` picks), with each viewer's view of it; the last is the end."""
    info = catalog.get(game_id)
    game = info.make(seats, options or {})
    spec = [info.default_bot] * len(info.person_seats(game.seats))
    agents = [info.bot(name) for name in info.players(spec, game.seats)]
    seen = []

    def look(state: Any, step: int) -> None:
        if (step % every == 0 or game.to_move(state) == TERMINAL
                or (also and also(game, state))):
            seen.append({v: game.view(state, v) for v in viewers})

    play_out(game, agents, seed, each=look)
    yield from seen


# --- every board ----------------------------------------------------------------------

def test_every_game_has_a_board_and_the_helpers_are_named_functions():
    for game_id in GAMES:
        assert (TEMPLATES / "boards" / f"{game_id}.html").is_file(), game_id
    for name, f in HELPERS.items():
        assert callable(f) and f.__name__ == name, name


def test_css_has_no_fixed_width_over_340px_and_every_svg_scales():
    css = (WEB / "static" / "boards.css").read_text()
    for prop, value in re.findall(r"((?:min-|max-)?width)\s*:\s*([^;}]+)", css):
        for px in re.findall(r"(\d+(?:\.\d+)?)px", value):
            assert float(px) <= 340, f"{prop}: {value}"
        for rem in re.findall(r"(\d+(?:\.\d+)?)(?:r?em)", value):
            assert float(rem) * 16 <= 340, f"{prop}: {value}"
    assert re.search(r"\.board-svg\s*{[^}]*width:\s*100%", css)
    for game_id in GAMES:
        text = (TEMPLATES / "boards" / f"{game_id}.html").read_text()
        for svg in re.findall(r"<svg[^>]*>", text):
            assert "viewBox=" in svg and "board-svg" in svg, (game_id, svg)
            assert not re.search(r"\swidth=", svg), (game_id, svg)


def test_a_name_from_an_edition_file_is_escaped():
    views = next(play("the-alpha", 3, 1, 1000, (0,)))
    view = views[0]
    view["regions"][0]["name"] = "<script>alert(1)</script>"
    view["seats"][1] = 'Blue" onmouseover="x'
    html, board = render(view)
    assert "<script>" not in html and 'onmouseover="x' not in html
    assert "<script>alert(1)</script>" in board.text()


# --- The Alpha --------------------------------------------------------------------------

def alpha_wolves(count: dict[str, int]) -> str:
    return ("A" if count["pair"] else "") + (str(count["beta"]) if count["beta"] else "") or "."


def in_conflict(game, state) -> bool:
    return state.conflict is not None


@pytest.mark.parametrize(("seats", "seed"), [(3, 2), (4, 1), (5, 7), (6, 7)])
def test_the_alpha_board_shows_regions_wolves_food_and_the_alpha(seats, seed):
    shown = 0
    for views in play("the-alpha", seats, seed, 9, (0,)):
        view = views[0]
        _, board = render(view)
        names = view["seats"]
        short = HELPERS["initials"](names)
        table = board.one("table", "alpha-regions")
        heads = [th.text() for th in table.one("thead").find("th")]
        assert heads[1:1 + seats] == [s + ("★" if p == view["alpha"] else "")
                                      for p, s in enumerate(short)]
        rows = table.find("tr", "region")
        assert len(rows) == len(view["regions"])
        for row, region in zip(rows, view["regions"], strict=True):
            head = row.one("th").text()
            assert head.startswith(region["name"])
            assert ("Deep Forest" in head) == region["deep_forest"]
            if region["scavenge_food"] is not None:
                assert f"{region['scavenge_food']} food each" in head
            elif region["carrion"]:
                assert f"CARRION {region['carrion_food']} food" in head
            else:
                faces = [n.text() for n in row.find(cls="face")]
                assert [f.strip("[]") for f in faces] == region["die"]
            if region["rolled"] is not None:
                assert f"rolled {region['rolled']}" in head
            cells = row.find("td", "wolves")
            assert [c.text() for c in cells] == [alpha_wolves(w) for w in region["wolves"]]
            dominant = [p for p, c in enumerate(cells) if "dominant" in c.classes]
            assert dominant == sorted(region["dominant"])
            assert row.one("td", "dominant-cell").text().split() == (
                ["-"] if region["scavenge_food"] is not None
                else [short[p] for p in region["dominant"]])
        food = table.one("tr", "food")
        assert [td.text() for td in food.find("td")][:seats] == [
            str(p["food"]) for p in view["packs"]]
        track = board.one("figure", "food-track")
        markers = track.find("g", "marker")
        assert len(markers) == seats
        for pack in view["packs"]:
            p, f = pack["seat"], pack["food"]
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
        if view["alpha"] is not None:
            assert f"Alpha Token: {short[view['alpha']]} {names[view['alpha']]}" in (
                board.one("p", "board-head").text())
        shown += 1
    assert shown > 10


def test_the_alpha_conflict_tokens_stay_hidden_until_revealed():
    seen = {"hidden": 0, "secret": 0, "revealed": 0}
    for views in play("the-alpha", 5, 7, 50, (0, 1, 4, None), also=in_conflict):
        for seat, view in views.items():
            c = view["conflict"]
            _, board = render(view)
            if c is None:
                assert not board.find(cls="conflict")
                continue
            box = board.one("div", "conflict")
            assert f"Conflict on the {c['name']} for {c['stake']} food" in box.text()
            items = box.one("ul").find("li")
            assert len(items) == len(c["packs"])
            for li, p, token in zip(items, c["packs"], c["tokens"], strict=True):
                text = li.text()
                assert view["seats"][p] in text
                if token is None:
                    assert "choosing" in text
                elif token == "hidden":
                    seen["hidden"] += 1
                    assert "face down" in text
                    # The pack's own view knows its token: it never reaches this page.
                    for word in ("fight", "share"):
                        assert word not in text.lower(), (seat, p)
                elif c["revealed"]:
                    seen["revealed"] += 1
                    assert token.upper() in text
                else:
                    seen["secret"] += 1
                    assert seat == p and f"{token} (your secret)" in text
    assert all(seen.values()), seen


# --- BLITZKRIEG! ---------------------------------------------------------------------

@pytest.mark.parametrize(("seed", "nippon"), [(1, False), (2, False), (3, True)])
def test_blitzkrieg_board_shows_tracks_spaces_units_reserve_and_row(seed, nippon):
    shown = 0
    for views in play("blitzkrieg", 2, seed, 4, (0, None), options={"nippon": nippon}):
        for seat, view in views.items():
            _, board = render(view)
            names = view["seats"]
            head = board.one("p", "board-head").text()
            assert f"{names[0]}{' (you)' if seat == 0 else ''} {view['scores'][0]} VP" in head
            assert f"{names[1]} (bot) {view['scores'][1]} VP" in head
            assert f"target {view['win_vp']} VP" in head
            theatres = board.find("div", "theatre")
            assert len(theatres) == len(view["theatres"])
            for box, th in zip(theatres, view["theatres"], strict=True):
                title = box.one("h3").text()
                assert title.startswith(th["name"])
                assert ("closed" in title) == th["closed"]
                svg = box.one("svg")
                assert svg.attrs["aria-label"].endswith(f"marker at {th['marker']}")
                text = svg.text()
                assert f"◀ {names[0]}" in text and f"{names[1]} ▶" in text
                icons = [t.text() for t in svg.find("text", "icon")]
                # Each bonus icon shows on both sides, but not under the marker.
                expected = sorted(str(vp) for steps, vp in th["bonus"].items()
                                  for side in (-1, 1) if side * int(steps) != th["marker"])
                assert sorted(icons) == expected
                if th["closed"]:
                    assert not box.find("ul", "spaces")
                    continue
                camp = th["campaigns"][th["active"] - 1]
                spaces = box.one("ul", "spaces").find("li")
                assert len(spaces) == len(camp["spaces"])
                for li, sp in zip(spaces, camp["spaces"], strict=True):
                    text = li.text()
                    assert li.one(cls="pos").text() == sp["position"]
                    assert HELPERS["blitz_terrain"](sp["terrain"]) in text
                    unit = sp["unit"]
                    if unit is None:
                        assert "[ empty ]" in text
                    else:
                        assert f"[{names[unit['seat']][:2]} {unit['kind']}]" in text
            if view["over"]:
                rows = board.one("table", "vp-sources").find("tr")[1:]
                assert [r.text() for r in rows] == [
                    f"{r['source']} {r['vp'][0]} {r['vp'][1]}" for r in view["vp_by_source"]]
                continue
            reserve = next(p for p in board.find("p") if "Your reserve:" in p.text()).text()
            if seat is None:
                assert view["reserve"] == "hidden"
                assert f"{view['reserve_size']} units behind the screen" in reserve
            else:
                assert reserve == "Your reserve: " + (", ".join(view["reserve"]) or "-")
            row = [li.text() for li in board.find("ol", "row-units")[0].find("li")] if (
                view["row"]) else []
            assert row == [f"{k + 1}: {u}" for k, u in enumerate(view["row"])]
            strat = next(p for p in board.find("p") if "stratagem:" in p.text()).text()
            assert (view["stratagem"] or "-") in strat
            shown += 1
    assert shown > 10


# --- The Wolves ---------------------------------------------------------------------

def neighbours(h: dict[str, Any]) -> list[tuple[int, int]]:
    c, r = h["col"], h["row"]
    return [(c, r - 2), (c, r + 2), (c - 1, r - 1), (c - 1, r + 1), (c + 1, r - 1),
            (c + 1, r + 1)]


def check_outlines(view: dict[str, Any], svg: Node) -> None:
    """A thick line lies on every edge where two regions meet and round the map's
    edge, and nowhere else: checked on the drawing's own coordinates."""
    hexes = view["map"]["hexes"]
    at = {(h["col"], h["row"]): h for h in hexes}
    centres = {g.attrs["data-hex"]: g for g in svg.find("g", "hex")}
    assert len(centres) == len(hexes)
    size = 20
    points = {}
    for h in hexes:
        poly = centres[h["name"]].one("polygon").attrs["points"].split()
        xs, ys = zip(*((float(a) for a in p.split(",")) for p in poly), strict=True)
        points[h["name"]] = (sum(xs) / 6, sum(ys) / 6)
    lines = [tuple(float(line.attrs[k]) for k in ("x1", "y1", "x2", "y2"))
             for line in svg.find("line", "region-border")]
    mids = [((x1 + x2) / 2, (y1 + y2) / 2) for x1, y1, x2, y2 in lines]
    expected = 0
    for h in hexes:
        cx, cy = points[h["name"]]
        for key in neighbours(h):
            other = at.get(key)
            if other is not None and (other["region"] == h["region"]
                                      or other["id"] < h["id"]):
                continue
            expected += 1
            # The edge's midpoint: half way to the neighbour's centre.
            dc, dr = key[0] - h["col"], key[1] - h["row"]
            mx = cx + dc * 1.5 * size / 2
            my = cy + dr * size * math.sqrt(3) / 4
            assert any(abs(mx - x) < 0.3 and abs(my - y) < 0.3 for x, y in mids), (
                h["name"], key)
    assert len(lines) == expected


@pytest.mark.parametrize("seed", [1, 4])
def test_wolves_board_draws_every_hex_piece_and_region(seed):
    drawn = 0
    for views in play("wolves", 3, seed, 13, (0,)):
        view = views[0]
        _, board = render(view)
        names = view["seats"]
        if view["map"] is None:
            assert "The map is being laid out" in board.text()
            for b in (view["pending"] or {}).get("boards_left", []):
                assert b in board.text()
            continue
        svg = board.one("svg", "map")
        hexes = view["map"]["hexes"]
        labels = [t.text() for t in svg.find("text", "hname")]
        assert sorted(labels) == sorted(h["name"] for h in hexes)
        assert len(set(labels)) == len(labels)
        regions = {r["number"]: r for r in view["regions"]}
        for h in hexes:
            g = svg.one("g", data_hex=h["name"])
            assert f"t-{h['terrain']}" in g.classes
            where = (f"{regions[h['region']]['place']} region" if h["region"]
                     else "start board")  # the place, never a number (issue 17)
            assert g.one("title").text().startswith(f"{h['name']}: {h['terrain']}, {where}")
            pieces = [p.text() for p in g.find("g", "piece")]
            want = [names[p][0] + {"alpha": "A", "pack": "P", "den": "D", "lair": "L"}[k]
                    for p, k in h["pieces"]]
            extra = [t.text() for t in g.find("text", "extra")]
            if len(want) <= 2:
                assert pieces == want
            else:
                assert pieces == want[:1] and f"+{len(want) - 1}" in extra
            if h["terrain"] == "water":
                region = regions[h["region"]]
                assert g.one("text", "water-mark").text() == (
                    f"~{region['place'].split(' ')[0]}h~")
                mark = g.one("text", "token-mark").text()
                assert mark == ("~" if region["scored"] or not region["token"]
                                else region["token"][0].upper())
            elif h["terrain"] != "chasm":
                assert g.one("text", "terrain").text() == h["terrain"][0]
                assert ("lw" in extra) == bool(h["lone"])
                if not h["lone"]:
                    assert (f"p{h['prey']}" in extra) == bool(h["prey"])
        check_outlines(view, svg)
        table = board.one("table", "wolves-regions")
        rows = table.one("tbody").find("tr")
        for tr, r in zip(rows, view["regions"], strict=True):
            text = tr.text()
            assert text.startswith(r["place"]) and f"board: {r['board']}" in text
            if r["token"]:
                assert r["token"] in text and ("scored" in text) == r["scored"]
            if r["prey"]:
                assert f"{r['prey']} ×{r['prey_left']}" in text
            cells = tr.find("td")[2:]
            for p, ((c, a), td) in enumerate(zip(r["control"], cells, strict=True)):
                assert td.text().startswith(f"{c} ({a}A)" if c else "-")
                assert td.text().endswith("*") == (r["leader"] == p)
        pb = view["player_board"]
        player = board.one("table", "wolves-player").text()
        left = pb["actions_left"]
        assert f"{left} action{'' if left == 1 else 's'} left" in player
        assert f"home {pb['home'] or '-'}" in player
        for a, v in pb["attributes"].items():
            assert f"{a.replace('_', ' ')} {v}" in player
        moon = board.one("figure", "moon")
        here = moon.find("g", "here")
        assert [g.one("text", "n").text() for g in here] == ([f"●{view['moonlight']['count']}"]
                                            if view["moonlight"]["count"] else [])
        phases = sorted(t.text() for t in moon.find("text", "phase"))
        assert phases == sorted(p[:4] for p in view["moonlight"]["thresholds"])
        drawn += 1
    assert drawn > 5


# --- Islebound ----------------------------------------------------------------------

@pytest.mark.parametrize(("seed", "person_turn"), [(1, "played"), (6, "played"), (2, "reported")])
def test_islebound_board_shows_regions_towns_ships_track_row_and_supplies(seed, person_turn):
    shown = 0
    for views in play("islebound", 2, seed, 5, (0,), options={"person_turn": person_turn}):
        view = views[0]
        _, board = render(view)
        sea = board.one("svg", "sea")
        spots = sea.find("g", "region-spot")
        assert [g.attrs["data-region"] for g in spots] == [r["name"] for r in view["regions"]]
        assert [p.attrs["data-port"] for p in sea.find("g", "port")] == [
            p["name"] for p in view["ports"]]
        rows = board.one("table", "isle-regions").one("tbody").find("tr")
        for g, tr, r in zip(spots, rows, view["regions"], strict=True):
            head = tr.one("th").text()
            assert head.startswith(r["name"])
            assert ("<Y>" in head) == r["your_ship"] and ("<A>" in head) == r["ai_ship"]
            assert bool(g.find("g", "you")) == r["your_ship"]
            assert bool(g.find("g", "it")) == r["ai_ship"]
            towns = tr.find("div", "town")
            assert len(towns) == len(r["towns"])
            for div, t in zip(towns, r["towns"], strict=True):
                text = div.text()
                mark = {"You": "=Y", "AI": "=A", None: ""}[t["owner"]]
                banner = "R" if t["banner"] == "red" else "B"
                assert text.startswith(f"{t['name']} {banner}{mark} "
                                       f"{t['fee']}/{t['diplomacy']}/{t['attack']}/{t['spoils']}")
        track = [li.text() for li in board.one("ol", "influence").find("li")]
        assert track == [{"You": "Y", "AI": "A", "neutral": "N", None: "·"}[c]
                         for c in view["track"]]
        row = board.one("table", "isle-row").one("tbody").find("tr")
        for tr, slot in zip(row, view["row"], strict=True):
            cells = [td.text() for td in tr.find("td")]
            card = slot["card"]
            assert cells == [str(slot["slot"]),
                             *([card["name"], str(card["cost"]), str(card["renown"])]
                               if card else ["-", "", ""]), str(slot["books"] or "-")]
        supplies = board.one("table", "isle-players").one("tbody").find("tr")
        coins = [td.text() for td in supplies[0].find("td")]
        assert coins == [str(p["coins"]) if p["coins"] is not None else "on the table"
                         for p in view["players"]]
        assert f"treasure map {view['treasure']} coins" in board.text()
        you = view["scores"][0]
        assert f"You {'?' if you is None else you}" in board.one("p", "board-head").text()
        shown += 1
    assert shown > 10


# --- Dragon Canyon ------------------------------------------------------------------

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
            assert sorted(cells) == sorted(t["tile"] for t in view["map"])
            for t in view["map"]:
                td = cells[t["tile"]]
                text = td.text()
                if t["name"] is not None:
                    assert t["name"] in text and HELPERS["dragon_yield"](t) in text
                assert ("@ dragon" in text) == t["dragon"] == (t["tile"] == view["dragon"])
                card = t["card"]
                if card is None:
                    assert td.one(cls="card").text() == "·"
                    continue
                initial = HELPERS["colour_initial"](view["seats"][card["owner"]])
                shown_card = td.one(cls="card").text()
                if card["face_up"]:
                    assert shown_card == f"[{initial}] {card['name']}"
                elif card["name"] in (None, "hidden"):
                    hidden += card["name"] == "hidden"
                    assert shown_card.startswith(f"({initial}) ?")
                    # Another seat that sees this card: its name is not on this page.
                    for other, their in views.items():
                        theirs = next(x for x in their["map"] if x["tile"] == t["tile"])
                        if other != seat and theirs["card"]["name"] not in (None, "hidden"):
                            assert theirs["card"]["name"] not in shown_card
                else:
                    # Only your own cards and the AI's (face down, but known) show a name.
                    assert card["owner"] in (seat, 0)
                    assert shown_card == f"({initial}) {card['name']} face down"
            players = board.one("table", "dragon-players").find("tr")
            for tr, p in zip(players, view["players"], strict=True):
                text = tr.text()
                assert p["name"] in text
                assert f"stash {HELPERS['counts'](p['stash'])}" in text
                assert f"caravan {HELPERS['counts'](p['caravan'])}" in text
                if p["hand"] == "hidden":
                    assert f"hand: {p['hand_size']} card" in text
                else:
                    assert "your hand: " + (", ".join(p["hand"]) or "empty") in text
            stacks = board.one("table", "dragon-buildings").one("tbody").find("tr")
            assert [tr.text() for tr in stacks] == [
                f"{b['name']} {b['left']} {b['vp']} {HELPERS['counts'](b['cost'])}".strip()
                for b in view["buildings"]]
            for o in view["objectives"]:
                assert f"objective {o['name']}: {o.get('text', o['condition'])}" in board.text()
            shown += 1
    assert shown > 10
    if seats == 3:
        assert hidden, "no face-down card of the other person was seen"
