"""The Wolves' modules import one another in one direction: no annotation-only
import (``if TYPE_CHECKING:``) stands for an import that would run in a circle,
and the view reads the game through a protocol, never by importing its class
(issue 18)."""

from __future__ import annotations

import ast
from pathlib import Path

from automeeple.games import wolves

from ..engine.test_layers import annotations_only

PACKAGE = Path(wolves.__file__).resolve().parent


def siblings(name: str) -> tuple[set[str], set[str]]:
    """The package's modules that module ``name`` imports at run time, and those it
    imports for annotations only."""
    tree = ast.parse((PACKAGE / f"{name}.py").read_text(encoding="utf-8"))
    typing_only = annotations_only(tree)
    run, annotations = set(), set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            found = {node.module} if node.module else {a.name for a in node.names}
            (annotations if node in typing_only else run).update(
                m for m in found if (PACKAGE / f"{m}.py").exists())
    return run, annotations


def reached(start: str) -> set[str]:
    """Every module of the package that importing ``start`` runs."""
    seen, todo = set(), [start]
    while todo:
        name = todo.pop()
        if name not in seen:
            seen.add(name)
            todo.extend(siblings(name)[0])
    return seen


MODULES = sorted(p.stem for p in PACKAGE.glob("*.py") if p.stem != "__init__")


def test_no_annotation_only_import_hides_a_circle():
    circles = [f"{name} -> {other}" for name in MODULES for other in siblings(name)[1]
               if name in reached(other)]
    assert not circles, circles


def test_the_view_reads_the_game_through_a_protocol():
    assert "game" not in reached("view")
    assert "game" not in siblings("view")[1]
