"""The wheel ships every game (issue 18): built from a copy of the project, installed
in a fresh virtual environment with its dependencies from PyPI, it holds every game's
edition file and the web app's templates and static files, lists every game, plays a
seeded bots-only game of each game its catalog lists, and imports the web app.

The package data is one glob per kind in ``pyproject.toml``; a game whose edition
file the wheel left out would load in an editable install and fail here. The build
runs in pytest's temporary folder, so the source tree gains no ``build/`` or
``*.egg-info``."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

from automeeple import catalog

ROOT = Path(__file__).parents[2]
PACKAGE = ROOT / "src" / "automeeple"
#: The files the wheel must hold beside the code, as globs under ``src/automeeple``.
DATA = ("games/**/*.toml", "web/templates/**/*", "web/static/**/*")


def run(args: list[str | Path], cwd: Path, env: dict[str, str]) -> str:
    done = subprocess.run([str(a) for a in args], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, f"{' '.join(map(str, args))}\n{done.stdout}\n{done.stderr}"
    return done.stdout


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> tuple[Path, Path, dict[str, str], Path]:
    """(the fresh environment's bin folder, a folder to run in, its environment, the
    wheel), the wheel built from a copy of the project and installed there."""
    tmp = tmp_path_factory.mktemp("wheel")
    project = tmp / "project"
    project.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, project / name)
    shutil.copytree(ROOT / "src", project / "src",
                    ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
    # Nothing of the source tree or the test run's environment reaches the programs.
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV")}
    env.update(XDG_DATA_HOME=str(tmp / "data"), XDG_CONFIG_HOME=str(tmp / "config"),
               PIP_DISABLE_PIP_VERSION_CHECK="1")
    dist = tmp / "dist"
    run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", dist, project],
        tmp, env)
    wheel, = dist.glob("automeeple-*.whl")
    venv.create(tmp / "venv", with_pip=True)
    bin_dir = tmp / "venv" / ("Scripts" if os.name == "nt" else "bin")
    run([bin_dir / "python", "-m", "pip", "install", "--quiet", wheel], tmp, env)
    work = tmp / "work"
    work.mkdir()
    return bin_dir, work, env, wheel


def test_the_wheel_holds_every_edition_template_and_static_file(installed):
    *_, wheel = installed
    expected = {f"automeeple/{p.relative_to(PACKAGE).as_posix()}"
                for glob in DATA for p in PACKAGE.glob(glob)
                if p.is_file() and "__pycache__" not in p.parts}
    assert any(name.endswith(".toml") for name in expected)
    assert not expected - set(zipfile.ZipFile(wheel).namelist()), "left out of the wheel"


def test_the_installed_program_lists_and_plays_every_game(installed):
    bin_dir, work, env, _ = installed
    python = bin_dir / "python"
    where = run([python, "-c", "import automeeple; print(automeeple.__file__)"], work, env)
    assert Path(where.strip()).is_relative_to(bin_dir.parent), "not the installed copy"
    ids = run([python, "-c", "from automeeple import catalog\n"
                             "for g in catalog.games(): print(g.id)"], work, env).split()
    assert ids == [info.id for info in catalog.games()], "the installed catalog is this one"
    program = bin_dir / "automeeple"
    listed = run([program, "games"], work, {**env, "COLUMNS": "200"})
    for game in ids:
        assert game in listed
        out = run([program, "play", game, "--bots-only", "--seed", "1"], work, env)
        assert "seed 1" in out, out


def test_the_installed_web_app_imports(installed):
    bin_dir, work, env, _ = installed
    run([bin_dir / "python", "-c", "import automeeple.web.app"], work, env)
