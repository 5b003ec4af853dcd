"""The boards of the web app, drawn from each game's view.

A game's declaration names its board (``Declaration.board``): a module with
``TEMPLATE``, a Jinja template file beside the module, and ``HELPERS``, the
functions the template calls by name (SVG geometry and the like). The boards of the
games shipped here are the modules beside this one; this module holds what several
of them use (a seat's colours and initials) and gathers every game's board for the
app (:func:`install`). A game without a board is drawn by ``templates/boards/
generic.html``, its view's data as a list.

Every helper is a pure function of view data (numbers, names, the parts of a
game's view); none looks anything up elsewhere, so a board shows only
what the person's view holds. What they return is plain data too: the templates
write it out, and Jinja escapes every string taken from a view (edition files
name regions, packs and cards).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from jinja2 import ChoiceLoader, Environment, FileSystemLoader, PrefixLoader

from automeeple.catalog import GameInfo
from automeeple.engine.core import GameError, counted
from automeeple.engine.view import initials, wire

#: The board of a game that has none of its own: its view's data as a list.
GENERIC = "boards/generic.html"

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


def colour_initial(name: str) -> str:
    """A seat's colour initial: "AI (Blue)" -> "B", "Green" -> "G"."""
    return name.split("(")[-1].rstrip(")").strip()[:1].upper()


def svg_number(x: float) -> str:
    """A coordinate in an SVG drawing: one decimal at most ("12.5", "40")."""
    return f"{x:.1f}".rstrip("0").rstrip(".")


#: The helpers of this module every board may call.
COMMON: dict[str, Callable[..., Any]] = {
    "seat_style": seat_style, "initials": initials, "colour_initial": colour_initial,
    "counted": counted,
}


def install(env: Environment, infos: Iterable[GameInfo]) -> None:
    """Give ``env`` the boards of the games ``infos``: each board's template as
    ``<game id>/<its TEMPLATE>``, every board's helpers as globals (two boards may
    not give one name to two functions), and ``board_of(game id)``, the template
    the game page includes (:data:`GENERIC` for a game without a board)."""
    loaders: dict[str, FileSystemLoader] = {}
    helpers: dict[str, Callable[..., Any]] = dict(COMMON)
    templates: dict[str, str] = {}
    for info in infos:
        if not info.board:
            continue
        module = importlib.import_module(info.board)
        loaders[info.id] = FileSystemLoader(Path(module.__file__).resolve().parent)
        templates[info.id] = f"{info.id}/{module.TEMPLATE}"
        for name, helper in module.HELPERS.items():
            if helpers.setdefault(name, helper) is not helper:
                raise GameError(f"two boards name the helper {name!r} ({info.board} and "
                                f"another); rename one")
    env.loader = ChoiceLoader([env.loader, PrefixLoader(loaders)])
    env.globals.update(helpers)
    env.globals["wire"] = wire
    env.globals["board_of"] = lambda game: templates.get(game, GENERIC)
