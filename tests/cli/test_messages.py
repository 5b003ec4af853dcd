"""The terminal's messages and exit statuses where a tester found them wanting: the
delete prompt's answers and Ctrl-C, a command not known, the site's folders, a
practice game with no person, and a Table-mode report quoted back as typed. Each
mistake is one line that says what is wrong and what would be right, status 2;
Ctrl-C is status 130."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from automeeple.engine.core import Action, ChanceRequest, IllegalAction

from .test_cli import cli, fail, isolate, ok, saves_rows
from .test_table_mode import run_main

#: The installed command, for what needs a process of its own (a signal).
PROGRAM = Path(sys.executable).parent / "automeeple"


@pytest.fixture(autouse=True)
def env(tmp_path, monkeypatch):
    return isolate(tmp_path, monkeypatch)


# --- delete: the question's answers ------------------------------------------------------


def test_delete_asks_again_for_y_or_n_in_its_own_words():
    ok(cli("play", "the-alpha", "--seed", 7, input="quit\n"))
    out = ok(cli("delete", 1, input="maybe\n[/]\nn\n"))
    assert "invalid input" not in out and "Error" not in out, out
    assert out.count("Type y to delete game 1, or n (or Enter alone) not to.") == 2, out
    assert out.endswith("Delete game 1? [y/N]: n\nGame 1 is kept.\n"), out
    assert ok(cli("delete", 1, input="YES\n")).endswith("Deleted game 1.\n")


def test_ctrl_c_at_the_delete_question_is_status_130_and_deletes_nothing(env):
    """The program itself, stopped with Ctrl-C (SIGINT) while it waits for the
    answer."""
    ok(cli("play", "the-alpha", "--seed", 7, input="quit\n"))
    # Ctrl-C reaches it as it reaches a program run at a terminal: a test run started
    # in the background (``make test &``) ignores SIGINT, and its children would too.
    proc = subprocess.Popen([str(PROGRAM), "delete", "1"],
                            env={**os.environ, "AUTOMEEPLE_DB": str(env)},
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, start_new_session=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        asked = b""
        while not asked.endswith(b"[y/N]: "):
            byte = proc.stdout.read(1)
            assert byte, asked
            asked += byte
        # Its input is kept open (an end of input is no Ctrl-C). A signal that lands
        # between the prompt and the read waits for the read to end: Ctrl-C again, as a
        # person would, until it stops.
        for _ in range(60):
            os.killpg(proc.pid, signal.SIGINT)
            try:
                proc.wait(timeout=1)
                break
            except subprocess.TimeoutExpired:
                continue
        out = asked + proc.communicate(timeout=10)[0]
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    text = out.decode()
    assert proc.returncode == 130, text
    assert "Traceback" not in text
    assert text.endswith("\nStopped (Ctrl-C): nothing was deleted; game 1 is kept.\n"), text
    assert [r[0] for r in saves_rows()] == ["1"]


# --- a command not known -------------------------------------------------------------------


def test_a_command_not_known_lists_the_commands_and_the_help(monkeypatch, capsys):
    code, out, err = run_main(monkeypatch, capsys, "foo")
    assert code == 2 and not out
    assert err.count("\n") == 1 and err.startswith("error: No such command 'foo'."), err
    assert "The commands: games, play, table," in err and "(see 'automeeple --help')" in err
    code, _, err = run_main(monkeypatch, capsys, "edition", "foo")
    assert code == 2 and err.count("\n") == 1, err
    assert "The commands: new, check (see 'automeeple edition --help')." in err, err
    # One like a command: click's guess, and the help.
    code, _, err = run_main(monkeypatch, capsys, "pla")
    assert code == 2 and err.count("\n") == 1 and "The commands" not in err, err
    assert "Did you mean 'play'" in err and "(see 'automeeple --help')" in err, err


# --- site: the folders given ---------------------------------------------------------------


def test_a_site_folder_holding_other_things_is_a_mistake(tmp_path):
    (tmp_path / "full").mkdir()
    (tmp_path / "full" / "notes.txt").write_text("mine")
    fail(cli("site", "full"), "site full: is not empty and holds no site built before",
         "give a new or empty folder")
    assert (tmp_path / "full" / "notes.txt").read_text() == "mine"


def test_a_cache_that_cannot_be_a_folder_is_named_as_cache(tmp_path):
    (tmp_path / "afile").write_text("")
    fail(cli("site", "--cache", "afile", "site2"), "--cache afile: is a file, not a folder")
    line = fail(cli("site", "--cache", "afile/sub", "site2"),
                "--cache afile/sub: cannot write", "Not a directory")
    assert "site site2" not in line
    assert sorted(p.name for p in tmp_path.iterdir()) == ["afile"], "nothing left behind"


# --- play: practice needs a person ---------------------------------------------------------


def test_practice_with_bots_only_is_refused():
    fail(cli("play", "the-alpha", "--bots-only", "--practice"), "--practice", "--bots-only",
         "give one of them")


# --- Table mode: a report quoted back as typed ---------------------------------------------


def test_a_report_that_cannot_come_up_is_quoted_without_its_stray_spaces():
    """Both army 1 units drawn: a third is none to draw, said so (not as if "army 1"
    were no unit at all), quoted without the stray space typed after it."""
    out = ok(cli("table", "blitzkrieg", "--seed", 1,
                 input="army 1\narmy 1\narmy 1 \nquit\n"))
    assert ("'army 1' cannot come up now for 'draw a unit from the Allies bag into your "
            "reserve': there is none of it to draw; it can be ") in out, out
    assert "'army 1 '" not in out


class Named(Action):
    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text

    def __str__(self) -> str:
        return self.text


def test_a_report_of_bytes_that_were_no_text_is_quoted_without_escape_codes():
    """A terminal in another encoding: the bytes are read as surrogates, which are
    quoted back as marks, never as '\\udcff'."""
    request = ChanceRequest("draw", (Named("army 2"),), (1,), labels=("army 2",))
    with pytest.raises(IllegalAction) as refused:
        request.outcome_named("\udcff\udcfe\udcc3( ")
    assert str(refused.value) == ("'\ufffd\ufffd\ufffd(' cannot come up for 'draw'; it can "
                                  "be: army 2")


# --- a run stopped by another program --------------------------------------------------------


def test_a_run_stopped_by_sigterm_keeps_its_games_and_leaks_nothing(env, tmp_path):
    """`timeout` or `kill` (SIGTERM) stops a run as Ctrl-C does: the workers stopped,
    what was played kept, one line, status 130 (a tester saw Python's "leaked
    semaphore" warnings)."""
    out = tmp_path / "s.csv"
    proc = subprocess.Popen([str(PROGRAM), "simulate", "wolves", "--seats", "ismcts",
                             "-n", "200", "--workers", "2", "--out", str(out)],
                            env={**os.environ, "AUTOMEEPLE_DB": str(env)},
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, start_new_session=True)
    try:
        time.sleep(4)  # the workers started, the first games being timed
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    text = err.decode()
    assert proc.returncode == 130, text
    assert "Traceback" not in text and "leaked" not in text, text
    assert text.strip() == (f"Stopped: the games played are kept with {out}; the same "
                            "command with --resume plays the rest.")
