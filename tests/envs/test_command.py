"""Issue 21, point 5: OpenSpiel's ISMCTS from the command line
(``automeeple simulate GAME --seats openspiel-ismcts:N``), and each environment's
extra named in one line when its library is missing."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from automeeple.cli.app import app
from tests.test_extras import blocked, command

runner = CliRunner()


def test_simulate_seats_openspiels_ismcts():
    pytest.importorskip("pyspiel")
    done = runner.invoke(app, ["simulate", "blitzkrieg", "--seats", "openspiel-ismcts:3",
                               "-n", "2", "--seed", "1", "--workers", "1"])
    assert done.exit_code == 0, done.output
    assert "openspiel-" in done.output and "2 games" in done.output


def test_simulate_without_openspiel_names_the_extra_in_one_line():
    done = blocked(command("simulate", "blitzkrieg", "--seats", "openspiel-ismcts:3",
                           "-n", "1"), ("pyspiel", "open_spiel"))
    assert done.returncode == 2, done.stderr
    line, = done.stderr.splitlines()
    assert "pip install 'automeeple[openspiel]'" in line and "pyspiel" in line


@pytest.mark.parametrize(("module", "library", "extra"), [
    ("automeeple.envs.pettingzoo", "pettingzoo", "pettingzoo"),
    ("automeeple.envs.pettingzoo", "gymnasium", "pettingzoo"),
    ("automeeple.envs.openspiel", "pyspiel", "openspiel"),
])
def test_an_environment_without_its_library_names_the_extra(module, library, extra):
    done = blocked(f"import {module}", (library,))
    assert done.returncode == 1
    last = done.stderr.strip().splitlines()[-1]
    assert last.startswith("automeeple.engine.core.GameError: ")
    assert library in last and f"pip install 'automeeple[{extra}]'" in last
