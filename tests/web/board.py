"""Reading the web app's boards in tests: each game's board (``Declaration.board``)
rendered with Jinja as the app renders it (the templates, autoescape, every board's
helpers: :func:`automeeple.web.boards.install`) from real views of seeded bots-only
games at many steps, and read back with the standard library's HTML parser. Each
game's tests (``tests/<game>/test_web_board.py``) check that its board shows what
the person needs (every region, food value, hex, unit, town, tile) and nothing the
view hides."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import jinja2

from automeeple import catalog
from automeeple.engine.core import TERMINAL
from automeeple.engine.play import play_out
from automeeple.engine.view import View
from automeeple.web import boards

WEB = Path(boards.__file__).resolve().parent.parent
TEMPLATES = WEB / "templates"


# --- rendering and reading -------------------------------------------------------------

@cache
def env() -> jinja2.Environment:
    e = jinja2.Environment(loader=jinja2.FileSystemLoader(TEMPLATES), autoescape=True,
                           undefined=jinja2.StrictUndefined)
    boards.install(e, catalog.games())
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


def render(view: View) -> tuple[str, Node]:
    html = env().get_template(env().globals["board_of"](view.game)).render(view=view)
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
         ) -> Iterator[dict[int | None, View]]:
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


