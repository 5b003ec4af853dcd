"""The template game ships in the wheel (tests/packaging/test_wheel.py builds and
installs it): every file of its package is in it, and the installed program draws
its board, in the terminal and on the web, from the modules its declaration names."""

from __future__ import annotations

import zipfile
from pathlib import Path

from ..packaging.test_wheel import PACKAGE, built, installed, run  # noqa: F401 (fixtures)

TEMPLATE = PACKAGE / "games" / "_template"

DRAW = """
import jinja2
from automeeple import catalog
from automeeple.cli import narrate
from automeeple.web import boards
info = catalog.get("nim")
game = info.make(2, {})
view = game.view(game.new_initial_state(1), 0)
env = jinja2.Environment(loader=jinja2.DictLoader({}), autoescape=True)
boards.install(env, [info])
print(env.get_template(env.globals["board_of"]("nim")).render(view=view))
print(type(narrate.board(view)).__name__)
"""


def test_the_wheel_holds_the_template_game_and_draws_its_boards(built, installed):  # noqa: F811
    bin_dir, work, env = installed
    wheel = built[2]
    names = set(zipfile.ZipFile(wheel).namelist())
    files = {f"automeeple/{p.relative_to(PACKAGE).as_posix()}" for p in TEMPLATE.iterdir()
             if p.is_file()}
    assert {"automeeple/games/_template/nim.html",
            "automeeple/games/_template/edition.toml"} <= files
    assert not files - names, "left out of the wheel"
    out = run([Path(bin_dir) / "python", "-c", DRAW], work, env)
    assert 'aria-label="Nim board"' in out and out.strip().endswith("Group")
