"""docs/design.md, "Layers": imports run downward only. The engine imports no game and
nothing above it; a game imports no agent, session, simulator, catalog or front end;
a terminal renderer or a web board draws from views and imports no game, but for the
game's view classes in its annotations (under ``if TYPE_CHECKING:``)."""

from __future__ import annotations

import ast
import importlib.util
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[2] / "src" / "automeeple"

#: package (relative to src/automeeple) -> the automeeple packages it must not import
FORBIDDEN = {
    "engine": ("games", "cli", "web", "sessions", "sim", "agents", "catalog"),
    "games": ("cli", "web", "sessions", "sim", "agents", "catalog"),
    "agents": ("games", "cli", "web", "sessions", "sim", "catalog"),
    "catalog.py": ("cli", "web", "sessions", "sim"),
    "sessions": ("cli", "web", "sim"),
    "sim": ("cli", "web"),
    "envs": ("cli", "web", "sessions"),
    "cli": ("games",),
    "web": ("games", "cli"),
}


def annotations_only(tree: ast.Module) -> set[ast.AST]:
    """The imports of a module's ``if TYPE_CHECKING:`` blocks, made for annotations."""
    return {node for block in ast.walk(tree) if isinstance(block, ast.If)
            and isinstance(block.test, ast.Name) and block.test.id == "TYPE_CHECKING"
            for statement in block.body for node in ast.walk(statement)}


def imported(path: Path, text: str | None = None) -> set[str]:
    """Every automeeple module ``path`` (or ``text``, as if it were in ``path``)
    imports, at any depth of the file, relative imports resolved; a game's view
    module imported for annotations only is left out (a front end names the view
    classes it draws)."""
    package = ["automeeple", *path.relative_to(SRC).parent.parts]
    names = set()
    tree = ast.parse(path.read_text(encoding="utf-8") if text is None else text)
    typing_only = annotations_only(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            module = ".".join([*base, *([node.module] if node.module else [])])
            if (node in typing_only and module.startswith("automeeple.games.")
                    and module.endswith(".view")):
                continue
            names.add(module)
            names.update(f"{module}.{a.name}" for a in node.names)
    return {n for n in names if n.startswith("automeeple")}


def files(where: str) -> list[Path]:
    path = SRC / where
    return [path] if path.is_file() else sorted(path.rglob("*.py"))


@pytest.mark.parametrize("where", FORBIDDEN)
def test_imports_run_downward(where):
    wrong = []
    for path in files(where):
        for name in imported(path):
            parts = name.split(".")
            if len(parts) > 1 and parts[1] in FORBIDDEN[where]:
                wrong.append(f"{path.relative_to(SRC)} imports {name}")
    assert not wrong, "\n".join(wrong)


def test_relative_imports_are_resolved():
    assert "automeeple.engine.core" in imported(SRC / "engine" / "flow.py")
    assert "automeeple.games.the_alpha.state.AlphaState" in imported(
        SRC / "games" / "the_alpha" / "game.py")


def test_listing_the_games_imports_none_of_them():
    """``automeeple games`` and ``--help`` load no game: start-up stays short."""
    import subprocess
    import sys

    code = ("import sys; from automeeple import catalog; "
            "[(i.options, i.edition_status()) for i in catalog.games()]; "
            "import automeeple.cli.app; "
            "print(sorted(m for m in sys.modules if m.startswith('automeeple.games.') "
            "and not m.endswith('.options') and m.count('.') > 2))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]"


def test_the_help_imports_no_pydantic():
    """``automeeple --help`` loads the command line without pydantic (its import is
    about a tenth of the start-up): views import pydantic_core when they serialise."""
    import subprocess
    import sys

    code = ("import sys, automeeple.cli.app; "
            "print(sorted(m for m in sys.modules if m.startswith('pydantic')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]"


def drawings() -> list[tuple[str, str]]:
    """Every terminal renderer and web board a declaration names: (game id, module)."""
    from automeeple import catalog

    return [(info.id, module) for info in catalog.games()
            for module in (info.renderer, info.board) if module]


@pytest.mark.parametrize(("game", "module"), drawings(), ids=lambda x: x)
def test_a_declared_renderer_or_board_imports_nothing_of_a_game(game, module):
    """A game's drawings are front-end pieces wherever they live (``cli/``,
    ``web/boards/``, or the game's own package, as the template game's): they draw
    from the view and import no game, but for its view classes named in annotations."""
    spec = importlib.util.find_spec(module)
    assert spec is not None and spec.origin, f"{game}: no module {module}"
    path = Path(spec.origin)
    wrong = sorted(n for n in imported(path) if n.startswith("automeeple.games."))
    assert not wrong, f"{path.relative_to(SRC)} imports {', '.join(wrong)}"


def test_a_drawing_in_a_games_package_may_name_its_view_relatively():
    drawing = ("from typing import TYPE_CHECKING\n"
               "if TYPE_CHECKING:\n"
               "    from .view import NimView\n"
               "from .rules import die_take\n")
    assert imported(SRC / "games" / "_template" / "render.py", drawing) == {
        "automeeple.games._template.rules", "automeeple.games._template.rules.die_take"}


def test_a_view_class_named_for_annotations_is_no_import_of_the_game():
    drawing = ("from typing import TYPE_CHECKING\n"
               "if TYPE_CHECKING:\n"
               "    from automeeple.games.wolves.view import WolvesView\n"
               "from automeeple.games.wolves import rulebook\n")
    assert imported(SRC / "cli" / "drawing.py", drawing) == {
        "automeeple.games.wolves", "automeeple.games.wolves.rulebook"}
