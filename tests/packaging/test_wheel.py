"""The wheel ships every game (issue 18) and its dependencies by use (issue 19):
built once from a copy of the project, it is installed in two fresh virtual
environments with their dependencies from PyPI: alone (the core: no terminal, no
web server; every game plays, and the command names the extra to install), and
with the extras ``[cli,web]`` (it holds every game's edition file and the web app's
templates and static files, lists every game, plays a seeded bots-only game of each
game its catalog lists, and imports the web app).

The package data is one glob per kind in ``pyproject.toml``; a game whose edition
file the wheel left out would load in an editable install and fail here. The build
runs in pytest's temporary folder, so the source tree gains no ``build/`` or
``*.egg-info``."""

from __future__ import annotations

import email.parser
import os
import re
import shutil
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

from automeeple import catalog

from ..test_extras import CORE

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
def built(tmp_path_factory) -> tuple[Path, dict[str, str], Path]:
    """(a temporary folder, the environment to run programs in, the wheel built
    from a copy of the project)."""
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
    return tmp, env, wheel


def environment(built: tuple[Path, dict[str, str], Path], extras: str
                ) -> tuple[Path, Path, dict[str, str]]:
    """(the bin folder of a fresh environment holding the wheel with ``extras``
    ("" for none), a folder to run in, its environment)."""
    tmp, env, wheel = built
    root = tmp / f"venv-{extras or 'core'}"
    venv.create(root, with_pip=True)
    bin_dir = root / ("Scripts" if os.name == "nt" else "bin")
    run([bin_dir / "python", "-m", "pip", "install", "--quiet",
         f"{wheel}[{extras}]" if extras else wheel], tmp, env)
    work = tmp / f"work-{extras or 'core'}"
    work.mkdir()
    return bin_dir, work, env


@pytest.fixture(scope="module")
def installed(built) -> tuple[Path, Path, dict[str, str]]:
    """The wheel with the terminal and the web server: what ``make play`` installs."""
    return environment(built, "cli,web")


@pytest.fixture(scope="module")
def core(built) -> tuple[Path, Path, dict[str, str]]:
    """The wheel alone: the core dependencies only."""
    return environment(built, "")


def test_the_wheel_holds_every_edition_template_and_static_file(built):
    *_, wheel = built
    expected = {f"automeeple/{p.relative_to(PACKAGE).as_posix()}"
                for glob in DATA for p in PACKAGE.glob(glob)
                if p.is_file() and "__pycache__" not in p.parts}
    assert any(name.endswith(".toml") for name in expected)
    assert not expected - set(zipfile.ZipFile(wheel).namelist()), "left out of the wheel"


def test_the_installed_program_lists_and_plays_every_game(installed):
    bin_dir, work, env = installed
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
    bin_dir, work, env = installed
    run([bin_dir / "python", "-c", "import automeeple.web.app"], work, env)


def normal(name: str) -> str:
    """A distribution's name as PyPI compares them (``tomli_w`` is ``tomli-w``)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def requirements(wheel: Path) -> dict[str, set[str]]:
    """The distributions the wheel's metadata requires, by extra ("" unconditionally)."""
    with zipfile.ZipFile(wheel) as z:
        name, = (n for n in z.namelist() if n.endswith(".dist-info/METADATA"))
        metadata = email.parser.HeaderParser().parsestr(z.read(name).decode())
    out: dict[str, set[str]] = {}
    for line in metadata.get_all("Requires-Dist") or []:
        spec, _, marker = line.partition(";")
        extra = re.fullmatch(r'\s*extra\s*==\s*"([^"]+)"\s*', marker) if marker else None
        assert extra or not marker, f"an unexpected condition: {line}"
        name = re.match(r"[A-Za-z0-9._-]+", spec.strip()).group()
        out.setdefault(extra.group(1) if extra else "", set()).add(normal(name))
    return out


def test_the_core_requires_only_what_the_engine_games_and_sessions_import(built):
    """Issue 19: the browser loads nothing it does not run; the terminal and the
    web server are the extras ``make play`` installs."""
    needs = requirements(built[2])
    assert needs[""] == {"pydantic", "platformdirs"}
    assert needs["cli"] == {"typer", "rich", "tomli-w"}
    assert needs["web"] == {"fastapi", "uvicorn", "jinja2", "python-multipart"}


def test_the_core_alone_plays_every_game_and_the_command_names_the_extra(built, core):
    core_wheel = built[2]
    bin_dir, work, env = core
    python = bin_dir / "python"
    there = run([python, "-c", "from importlib.metadata import distributions as d\n"
                               "for x in d(): print(x.metadata['Name'])"], work, env)
    extras = set.union(*(names for extra, names in requirements(core_wheel).items() if extra))
    assert {"typer", "fastapi"} <= extras and not extras & set(map(normal, there.split())), there
    played = run([python, "-c", CORE], work, env).split("\n")
    assert [line.split()[0] for line in played if line] == [g.id for g in catalog.games()]
    done = subprocess.run([bin_dir / "automeeple", "games"], cwd=work, env=env,
                          capture_output=True, text=True)
    assert done.returncode == 1 and done.stdout == "", done.stderr
    assert done.stderr.splitlines() == [
        "automeeple: the terminal needs typer, which is not installed: "
        "pip install 'automeeple[cli]'"]
