"""The boards of the web app, drawn from each game's view: the Jinja helpers the
templates under ``templates/boards/`` use (SVG geometry and the like).

Every helper is a pure function of plain view data (numbers, names, the dicts a
game's ``view`` returns); none looks anything up elsewhere, so a board shows only
what the person's view holds. What they return is plain data too: the templates
write it out, and Jinja escapes every string taken from a view (edition files
name regions, packs and cards).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from typing import Any

# --- colours -----------------------------------------------------------------------

#: Colours for the colour names the games give their seats (The Alpha's pack
#: colours come from its edition file; unknown names fall back to :data:`PALETTE`).
#: Each is (fill, text on it). Colour only repeats what a letter already says.
NAMED = {
    "red": ("#c62828", "#fff"), "blue": ("#1565c0", "#fff"), "green": ("#2e7d32", "#fff"),
    "yellow": ("#f2c500", "#000"), "purple": ("#6a1b9a", "#fff"),
    "violet": ("#6a1b9a", "#fff"), "magenta": ("#ad1457", "#fff"),
    "pink": ("#e78fb3", "#000"), "orange": ("#ef6c00", "#000"),
    "grey": ("#757575", "#fff"), "gray": ("#757575", "#fff"),
    "brown": ("#795548", "#fff"), "white": ("#f5f5f5", "#000"),
    "black": ("#212121", "#fff"), "teal": ("#00796b", "#fff"),
}
#: Seat colours when a seat's name is no colour we know.
PALETTE = (("#c62828", "#fff"), ("#1565c0", "#fff"), ("#2e7d32", "#fff"),
           ("#f2c500", "#000"), ("#6a1b9a", "#fff"), ("#757575", "#fff"))


def seat_colour(name: str, seat: int) -> tuple[str, str]:
    """The (fill, text) colours of a seat: its name's colour when the name is one
    ("Grey", "AI (Blue)"), else the seat's place in :data:`PALETTE`."""
    words = name.replace("(", " ").replace(")", " ").split()
    for word in reversed(words):
        if word.lower() in NAMED:
            return NAMED[word.lower()]
    return PALETTE[seat % len(PALETTE)]


def seat_style(name: str, seat: int) -> str:
    """CSS custom properties for a seat's colours (``--pc`` fill, ``--pf`` text),
    for a ``style`` attribute; made only from :data:`NAMED` and :data:`PALETTE`."""
    fill, text = seat_colour(name, seat)
    return f"--pc:{fill};--pf:{text}"


def initials(names: list[str]) -> list[str]:
    """A short, unique name for each seat: its first letter, or, when seats share
    it, the first and last letters (Green "Gn", Grey "Gy"), else the whole name
    (as the terminal's The Alpha board)."""
    firsts = [n[:1].upper() for n in names]
    short = [f if firsts.count(f) == 1 else f + n[-1:].lower()
             for f, n in zip(firsts, names, strict=True)]
    return short if len(set(short)) == len(short) else list(names)


def colour_initial(name: str) -> str:
    """A seat's colour initial: "AI (Blue)" -> "B", "Green" -> "G"."""
    return name.split("(")[-1].rstrip(")").strip()[:1].upper()


# --- The Alpha --------------------------------------------------------------------

#: The Food Tracker's last space: past it a marker starts again at 1, on its side.
FOOD_TRACK = 30


def alpha_wolves(count: dict[str, int]) -> str:
    """Wolves in one place: "A" for the Alpha Pair, a number for the Beta Wolves,
    "." for none ("A2": the Pair and two Betas)."""
    pair, beta = count["pair"], count["beta"]
    return ("A" if pair else "") + (str(beta) if beta else "") or "."


def food_track(packs: list[dict[str, Any]], names: list[str], per_row: int = 10,
               cell: int = 30) -> dict[str, Any]:
    """The Food Tracker (spaces 1 to :data:`FOOD_TRACK`, ``per_row`` to a row) with
    each pack's marker: a pack past 30 stands on ``food - 30``, on its side (and
    round again past 60); a pack with no food stands off the track, in the "0" box
    before space 1.

    Returns the SVG's width and height, the spaces (x, y, number) and the markers
    (x, y, seat, label, food, space, side), a space's markers stacked below its
    number.
    """
    short = initials(names)
    where: dict[int, list[dict[str, Any]]] = {}
    for p in packs:
        food = p["food"]
        space = (food - 1) % FOOD_TRACK + 1 if food > FOOD_TRACK else food
        where.setdefault(space, []).append({"seat": p["seat"], "label": short[p["seat"]],
                                            "food": food, "space": space,
                                            "side": food > FOOD_TRACK})
    rows = -(-FOOD_TRACK // per_row)
    tall = max((len(v) for v in where.values()), default=1)
    head, chip = 12, 12
    height_row = head + tall * chip + 4
    left = cell  # the "0" box
    spaces, markers = [], []
    for n in range(0, FOOD_TRACK + 1):
        if n == 0:
            x, y = 0, 0
        else:
            x, y = left + (n - 1) % per_row * cell, (n - 1) // per_row * height_row
        spaces.append({"x": x, "y": y, "n": n, "w": cell, "h": height_row})
        for k, m in enumerate(where.get(n, [])):
            markers.append({**m, "x": x + 2, "y": y + head + k * chip, "w": cell - 4,
                            "h": chip - 2})
    return {"width": left + per_row * cell, "height": rows * height_row, "spaces": spaces,
            "markers": markers}


# --- BLITZKRIEG! ---------------------------------------------------------------------

BLITZ_TERRAIN = {"land": "land", "sea": "sea", "coast": "land/sea"}
BLITZ_EFFECT = {"none": "", "industry": "Industry", "improved-industry": "Industry 2",
                "research": "Research", "improved-research": "Research 2",
                "research-industry": "Research+Industry", "strategic": "Strategic +",
                "tactical": "Tactical +", "propaganda": "Propaganda ", "bombing": "Bombing"}
NUMBERED = ("strategic", "tactical", "propaganda")


def blitz_terrain(terrain: str) -> str:
    """A space's terrain in words ("land/sea" for a coast)."""
    return BLITZ_TERRAIN.get(terrain, terrain)


def blitz_effect(space: dict[str, Any]) -> str:
    """A space's effect as a short text ("Tactical +2", "" for none)."""
    effect = BLITZ_EFFECT.get(space["effect"], space["effect"])
    return effect + (str(space["amount"]) if space["effect"] in NUMBERED else "")


def battle_track(theatre: dict[str, Any], cell: int = 16) -> dict[str, Any]:
    """A theatre's battle track, the person's end on the left: a box per step
    from ``-track`` to ``+track``, each with its bonus icon's VP (the bonus lies
    at the same distance either side), the centre, and the marker.

    Returns the SVG width and the boxes (x, step, icon, marker, centre)."""
    length, m = theatre["track"], theatre["marker"]
    icons = {int(steps): vp for steps, vp in theatre["bonus"].items()}
    boxes = []
    last = 2 * length
    for k, step in enumerate(range(-length, length + 1)):
        # The marker's label under its box, kept inside the track at either end.
        anchor, at = (("start", k * cell) if k < 2 else ("end", (k + 1) * cell)
                      if k > last - 2 else ("middle", k * cell + cell / 2))
        boxes.append({"x": k * cell, "step": step, "icon": icons.get(abs(step)),
                      "marker": step == m, "centre": step == 0,
                      "anchor": anchor, "label_x": at})
    return {"width": (2 * length + 1) * cell, "cell": cell, "boxes": boxes}


# --- The Wolves ---------------------------------------------------------------------

SQRT3 = math.sqrt(3)
#: Where each edge of a flat-topped hex faces, in doubled rows: edge k joins
#: corners k and k+1 (corner k at 60k degrees, y downwards).
EDGE_NEIGHBOURS = ((1, 1), (0, 2), (-1, 1), (-1, -1), (0, -2), (1, -1))
WOLVES_KIND = {"alpha": "A", "pack": "P", "den": "D", "lair": "L"}


def _f(x: float) -> str:
    return f"{x:.1f}".rstrip("0").rstrip(".")


def hex_grid(hexes: list[dict[str, Any]], size: float = 20, margin: float = 16
             ) -> dict[str, Any]:
    """The Wolves' map as flat-topped hexes in the terminal's layout: a hex's
    ``col`` is its column (half a hex wide apart), its ``row`` the screen row its
    top half is on (a hex spans that row and the next: "doubled" rows).

    Returns the SVG's ``width``/``height``; per hex (same order) its centre and its
    ``points``; the region outlines (``borders``: the edges where two regions, or a
    region and the outside, meet, each once); the column numbers and row letters
    around the map, as (x, y, label)."""
    half = size * SQRT3 / 2
    at = {(h["col"], h["row"]): h for h in hexes}
    out, borders = [], []
    for h in hexes:
        cx = margin + size + h["col"] * 1.5 * size
        cy = margin + (h["row"] + 1) * half
        corners = [(cx + size * math.cos(math.radians(60 * k)),
                    cy + size * math.sin(math.radians(60 * k))) for k in range(6)]
        out.append({"hex": h, "cx": round(cx, 1), "cy": round(cy, 1),
                    "points": " ".join(f"{_f(x)},{_f(y)}" for x, y in corners)})
        for k, (dc, dr) in enumerate(EDGE_NEIGHBOURS):
            other = at.get((h["col"] + dc, h["row"] + dr))
            if other is not None and (other["region"] == h["region"] or other["id"] < h["id"]):
                continue  # the same board, or drawn from the other side
            (x1, y1), (x2, y2) = corners[k], corners[(k + 1) % 6]
            borders.append({"x1": _f(x1), "y1": _f(y1), "x2": _f(x2), "y2": _f(y2)})
    cols = max((h["col"] for h in hexes), default=0) + 1
    rows = max((h["row"] for h in hexes), default=0) + 2
    letters = {h["row"]: h["name"].rstrip("0123456789") for h in hexes}
    columns = [{"x": _f(margin + size + c * 1.5 * size), "y": _f(margin - 4), "label": c + 1}
               for c in range(cols)]
    row_labels = [{"x": _f(margin / 2), "y": _f(margin + (r + 1) * half + 3), "label": letter}
                  for r, letter in sorted(letters.items())]
    return {"width": _f(2 * margin + size * (2 + 1.5 * (cols - 1))),
            "height": _f(2 * margin + rows * half), "hexes": out, "borders": borders,
            "columns": columns, "rows": row_labels, "size": size}


def wolves_piece(names: list[str], pack: int, kind: str) -> str:
    """A piece as the pack's initial and the kind's letter ("GA": Grey's Alpha)."""
    return names[pack][:1].upper() + WOLVES_KIND.get(kind, kind[:1].upper())


def wolves_water(regions: list[dict[str, Any]], number: int | None) -> dict[str, str]:
    """A water source's region hour ("11") and its scoring token ("crescent"; ""
    when none is drawn, "scored" once scored)."""
    region = next((r for r in regions if r["number"] == number), None)
    if region is None:
        return {"hour": "", "token": "", "mark": "~"}
    hour = str(region["place"]).split(" ")[0]
    if region["scored"]:
        token, mark = "scored", "~"
    elif region["token"]:
        token, mark = str(region["token"]), str(region["token"])[:1].upper()
    else:
        token, mark = "", "~"
    return {"hour": hour, "token": token, "mark": mark}


def moon_track(spaces: int, count: int, thresholds: dict[str, int], per_row: int = 15,
               cell: int = 20) -> dict[str, Any]:
    """The Moonlight board: spaces 1 to ``spaces``, ``per_row`` to a row, the
    marker on ``count`` (0: before the first space) and each phase's threshold."""
    marks = {v: k for k, v in thresholds.items()}
    boxes = []
    for n in range(1, spaces + 1):
        boxes.append({"x": (n - 1) % per_row * cell, "y": (n - 1) // per_row * (cell + 12),
                      "n": n, "here": n == count, "phase": marks.get(n)})
    rows = -(-spaces // per_row)
    return {"width": per_row * cell, "height": rows * (cell + 12), "cell": cell,
            "boxes": boxes}


# --- Islebound ----------------------------------------------------------------------


def ring(names: Iterable[str], radius: float = 100, centre: float = 150
         ) -> list[dict[str, Any]]:
    """Places evenly round a circle, clockwise from the top (the sea regions)."""
    names = list(names)
    out = []
    for k, name in enumerate(names):
        angle = math.radians(-90 + 360 * k / max(1, len(names)))
        out.append({"name": name, "x": _f(centre + radius * math.cos(angle)),
                    "y": _f(centre + radius * math.sin(angle)), "angle": angle})
    return out


def between(names: list[str], touches: list[str], radius: float = 100,
            centre: float = 150) -> dict[str, str] | None:
    """Where a sea port lies: on the circle between the regions it touches (None
    when the view names a region the ring does not have)."""
    try:
        idx = [names.index(t) for t in touches]
    except ValueError:
        return None
    n = max(1, len(names))
    angles = [-90 + 360 * k / n for k in idx]
    # The mean angle, taken the short way round (N and NW straddle the top).
    x = sum(math.cos(math.radians(a)) for a in angles)
    y = sum(math.sin(math.radians(a)) for a in angles)
    angle = math.atan2(y, x)
    return {"x": _f(centre + radius * math.cos(angle)),
            "y": _f(centre + radius * math.sin(angle))}


# --- Dragon Canyon ------------------------------------------------------------------

DRAGON_SPECIAL = {"Guard Tower": "GT+2", "Dragon Canyon": "DC"}


def dragon_yield(tile: dict[str, Any]) -> str:
    """What a tile gives, short: "W1" (1 Wood), "GT+2", "DC"."""
    special = tile.get("special")
    if special and special != "none":
        return DRAGON_SPECIAL.get(special, special)
    resource = tile.get("resource") or ""
    return f"{resource[:1]}{tile.get('amount', 0)}" if resource and resource != "none" else ""


def rows_of(tiles: list[dict[str, Any]], row_key: str = "row",
            col_key: str = "column") -> list[list[dict[str, Any]]]:
    """Tiles grouped by row, each row by column, both ascending."""
    by_row: dict[Any, list[dict[str, Any]]] = {}
    for t in tiles:
        by_row.setdefault(t[row_key], []).append(t)
    return [sorted(by_row[r], key=lambda t: t[col_key]) for r in sorted(by_row)]


def counts(resources: dict[str, int]) -> str:
    """Resources in letters: "W1 F0 S2 B0"."""
    return " ".join(f"{r[:1]}{n}" for r, n in resources.items())


#: Functions the board templates call, by name (the app adds them to Jinja's globals).
HELPERS: dict[str, Callable[..., Any]] = {
    "seat_style": seat_style,
    "initials": initials,
    "colour_initial": colour_initial,
    "alpha_wolves": alpha_wolves,
    "food_track": food_track,
    "blitz_effect": blitz_effect,
    "blitz_terrain": blitz_terrain,
    "battle_track": battle_track,
    "hex_grid": hex_grid,
    "wolves_piece": wolves_piece,
    "wolves_water": wolves_water,
    "moon_track": moon_track,
    "ring": ring,
    "between": between,
    "dragon_yield": dragon_yield,
    "rows_of": rows_of,
    "counts": counts,
}
