"""Issue 17, points 4 to 6 at the command line: the resume hint names the saved-games
file, no file is written over without --force, Ctrl-C while bots think or during a
hint, 'moves' at a report, narration longer than the 80x24 screen, the games and
saves tables at 80 columns, values that were accepted silently, serve's checks
before it starts, and replay of a record that stops early."""

from __future__ import annotations

import json
import re
import shlex
from pathlib import Path

import pytest
from rich.console import Console

from automeeple import catalog
from automeeple.cli import common
from automeeple.cli.interactive import SCREEN
from automeeple.engine.records import GameRecord
from automeeple.sim.backends import cpus

from .test_cli import PROMPT, cells, cli, fail, isolate, ok, saved, saves_rows

PLAY = ["play", "the-alpha", "--players", "4", "--seed", "7"]
ALPHA_TABLE = ["table", "the-alpha", "--players", "3", "--seed", "4"]
ONES = "1\n" * 300


@pytest.fixture(autouse=True)
def env(tmp_path, monkeypatch) -> Path:
    return isolate(tmp_path, monkeypatch)


# --- 4. the resume hint ------------------------------------------------------------------


def test_the_resume_hint_names_the_saved_games_file_and_reopens_this_game(env, tmp_path):
    ok(cli(*PLAY, input="quit\n"))  # game 1 of the default file: another game
    other = tmp_path / "sub" / "other.sqlite3"
    other.parent.mkdir()
    out = ok(cli("play", "wolves", "--seed", 3, "--db", other, input="1\nquit\n"))
    line = out.splitlines()[-1]
    assert line == (f"{PROMPT}Game 1 saved; continue with: automeeple resume 1 --db "
                    f"{other.resolve()}")
    command = shlex.split(line.split("continue with: ")[1])
    resumed = ok(cli(*command[1:], input="quit\n"))
    assert resumed.splitlines()[0].startswith("The Wolves, 3 players, Play mode")


def test_the_resume_hint_leaves_out_the_default_file(env):
    out = ok(cli(*PLAY, "--db", env, input="quit\n"))
    assert out.splitlines()[-1] == f"{PROMPT}Game 1 saved; continue with: automeeple resume 1"


# --- 5. no file written over without --force ------------------------------------------


def writes(tmp_path: Path) -> dict[str, list]:
    """Each command that writes a file, with ``FILE`` where the file goes."""
    return {
        "export": ["export", 1, "FILE"],
        "play --record": [*PLAY, "--record", "FILE"],
        "play --bots-only --record": ["play", "the-alpha", "--bots-only", "--seed", 2,
                                      "--record", "FILE"],
        "table --record": [*ALPHA_TABLE, "--record", "FILE"],
        "simulate --out": ["simulate", "the-alpha", "-n", 2, "--out", "FILE"],
        "calibrate --out": ["calibrate", "the-alpha", "--ladder", "random", "-n", 2,
                            "--out", "FILE"],
        "edition new": ["edition", "new", "the-alpha", "FILE"],
    }


@pytest.mark.parametrize("what", list(writes(Path())))
def test_an_existing_file_is_not_written_over_without_force(env, tmp_path, what):
    ok(cli(*PLAY, input="1\nquit\n"))  # a saved game to export
    suffix = {"simulate --out": ".csv", "calibrate --out": ".csv",
              "edition new": ".toml"}.get(what, ".json")
    target = tmp_path / f"mine{suffix}"
    target.write_text("mine\n")
    args = [target if a == "FILE" else a for a in writes(tmp_path)[what]]
    option = what.split()[-1] if what.split()[-1].startswith("--") else what
    fail(cli(*args, input="quit\n"),
         f"{option} {target}: the file exists; add --force to write over it")
    assert target.read_text() == "mine\n"
    assert len(saves_rows()) == 1, "refused before a game was started"
    if what != "edition new":  # (its walk-through asks questions: covered by its tests)
        ok(cli(*args, "--force", input="quit\n"))
        assert target.read_text() != "mine\n"


def test_calibrate_plot_is_not_written_over_without_force(tmp_path):
    (tmp_path / "p.png").write_text("mine\n")
    fail(cli("calibrate", "the-alpha", "--ladder", "random", "-n", 2, "--plot", "p.png"),
         "--plot p.png: the file exists; add --force")


# --- 6. Ctrl-C while bots think, during a hint, at a prompt ----------------------------


def interrupt_bots(monkeypatch, moved: bool) -> list:
    """Ctrl-C while a bot decides: the first time, or (``moved``) once the person has
    made a move."""
    from automeeple.sessions import session

    real_ask, real_act, calls, acts = session.ask, session.Session.act, [], []

    def ask(*args, **kwargs):
        if acts or not moved:
            calls.append(1)
            raise KeyboardInterrupt
        return real_ask(*args, **kwargs)

    def act(self, action):
        acts.append(action)
        real_act(self, action)

    monkeypatch.setattr(session, "ask", ask)
    monkeypatch.setattr(session.Session, "act", act)
    return calls


def stopped(result) -> list[str]:
    """Ctrl-C: status 130, no traceback, and the last line says what became of the game."""
    assert result.exit_code == 130, result.output
    assert "Traceback" not in result.output
    return result.output.splitlines()


def test_ctrl_c_while_bots_think_before_any_move_keeps_no_game(env, monkeypatch):
    calls = interrupt_bots(monkeypatch, moved=False)
    lines = stopped(cli(*PLAY, input=ONES))
    assert calls, "a bot was thinking"
    assert lines[-1] == "Stopped (Ctrl-C). Nothing was played; game 1 is not kept."
    assert saves_rows() == []


def test_ctrl_c_while_bots_think_after_a_move_keeps_the_game_to_resume(env, monkeypatch):
    calls = interrupt_bots(monkeypatch, moved=True)
    lines = stopped(cli(*PLAY, input=ONES))
    assert calls
    assert lines[-1] == "Stopped (Ctrl-C). Game 1 saved; continue with: automeeple resume 1"
    record = saved(env)[0]
    assert record.steps[-1].by == "human", "the interrupted bot step is not saved"
    monkeypatch.undo()
    isolate(env.parent, monkeypatch)
    assert "your move> " in ok(cli("resume", 1, input="quit\n"))


def test_ctrl_c_during_a_hint_keeps_the_game(env, monkeypatch):
    from automeeple.agents import ismcts

    def hint(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(ismcts, "hint", hint)
    lines = stopped(cli(*PLAY, input="1\nhint\n"))
    assert lines[-1] == "Stopped (Ctrl-C). Game 1 saved; continue with: automeeple resume 1"
    assert [s.by for s in saved(env)[0].steps].count("human") == 1


def test_ctrl_c_at_the_first_prompt_keeps_no_game(env, monkeypatch):
    def interrupted(prompt):
        raise KeyboardInterrupt

    monkeypatch.setattr(common.console, "input", interrupted)
    lines = stopped(cli(*PLAY))
    assert lines[-1] == "Stopped (Ctrl-C). Nothing was played; game 1 is not kept."
    assert saves_rows() == []


# --- 6. 'moves' at a report; narration longer than the screen ---------------------------


def test_moves_at_a_report_says_what_can_come_up(env):
    out = ok(cli(*ALPHA_TABLE, input="moves\nquit\n"))
    after = out.split("it was> ")[1]
    assert after.splitlines()[:2] == [
        "On the table: draw a small region tile. What came up?",
        "  it can be: " + out.split("  it can be: ")[1].splitlines()[0]]
    assert "not" not in after.splitlines()[1]


def test_narration_longer_than_the_screen_says_how_much_is_above(env, monkeypatch):
    monkeypatch.setattr(common, "console", Console(highlight=False, markup=False, width=80))
    out = ok(cli("play", "the-alpha", "--players", "6", "--seed", 7, input=ONES))
    notes = 0
    for between in out.split(PROMPT)[1:-1]:  # what came between two prompts
        lines = between.split("\n")[:-1]  # the last line is the next prompt's own
        found = [k for k, line in enumerate(lines) if re.fullmatch(r"… \d+ lines above: "
                                                                    "history", line)]
        hidden = len(lines) + 1 - SCREEN  # lines scrolled above an 80x24 screen
        if hidden > 0:
            assert len(found) == 1, between
            notes += 1
            assert lines[found[0]] == f"… {hidden} lines above: history"
            assert found[0] >= hidden, "the note is on the screen"
        else:
            assert not found, between
    assert notes >= 3


# --- 6. tables at 80 columns --------------------------------------------------------------


def test_games_and_saves_show_whole_ids_at_80_columns(env, monkeypatch):
    for game in ("dragon-canyon", "the-alpha", "wolves"):
        ok(cli("play", game, "--seed", 1, input="quit\n"))
    monkeypatch.setattr(common, "console", Console(highlight=False, markup=False, width=80))
    out = ok(cli("games"))
    assert max(map(len, out.splitlines())) <= 80
    first = [cells(line)[0] for line in out.splitlines() if line.startswith("│")]
    assert [c for c in first if c] == [info.id for info in catalog.games()]
    out = ok(cli("saves"))
    assert max(map(len, out.splitlines())) <= 80
    # Too wide for a table: a game a block, its id and game first.
    firsts = [line.split()[:2] for line in out.splitlines() if line[:1].isdigit()]
    assert firsts == [["3", "wolves"], ["2", "the-alpha"], ["1", "dragon-canyon"]]


# --- 6. values that were accepted silently ------------------------------------------------


@pytest.mark.parametrize("args, message", [
    (["play", "the-alpha", "--bots", "ismcts:1000000000"],
     "has no bot 'ismcts:1000000000'; bots: automa, random, ismcts (and ismcts:N, N from 1 "
     "to 10000 iterations a move, then optionally :search-all and a rollout, :random, "
     ":mast or :baseline)"),
    (["simulate", "the-alpha", "--seats", "ismcts:10001,automa*3", "-n", 1],
     "has no bot 'ismcts:10001'"),
    (["simulate", "the-alpha", "--seats", "ismcts:10:search-everyone,automa*3", "-n", 1],
     "has no bot 'ismcts:10:search-everyone'"),
    (["play", "islebound", "-o", "person_turn=reported"],
     "option person_turn=reported is for Table mode only (your turn is played on the "
     "physical board and reported); play it with the physical game: 'table islebound'"),
    (["simulate", "islebound", "-o", "person_turn=reported", "-n", 1],
     "option person_turn=reported is for Table mode only"),
    (["calibrate", "islebound", "-o", "person_turn=reported", "-n", 1],
     "option person_turn=reported is for Table mode only"),
    (["play", "islebound", "--bots-only", "-o", "person_turn=reported"],
     "option person_turn=reported is for Table mode only"),
    (["simulate", "blitzkrieg", "--by", "difficulty", "-o", "difficulty=hard", "-n", 1],
     "--option difficulty and --by difficulty both set difficulty: give one of them"),
    (["resume", "99999999999999999999999"], "there is no saved game 99999999999999999999999"),
    (["delete", "99999999999999999999999"], "there is no saved game 99999999999999999999999"),
])
def test_values_once_accepted_silently_are_refused(env, args, message):
    ok(cli(*PLAY, input="quit\n"))
    fail(cli(*args, input="quit\n"), message)
    assert len(saves_rows()) == 1


def test_islebound_reports_the_persons_turn_in_table_mode_only(env):
    out = ok(cli("table", "islebound", "-o", "person_turn=reported", "--seed", 1,
                 input="quit\n"))
    assert "Table mode" in out.splitlines()[0]


def test_more_workers_than_cpus_are_brought_down_to_the_cpus():
    result = cli("simulate", "the-alpha", "-n", 2, "--workers", cpus() + 5)
    out = ok(result)
    assert f"note: --workers {cpus() + 5}, but this machine has {cpus()} CPU" in result.stderr
    assert "the results are the same" in result.stderr
    assert "Game length" in out


# --- 6. serve checks what it can before it starts -------------------------------------


@pytest.fixture
def no_server(monkeypatch):
    import uvicorn

    def run(*args, **kwargs):
        raise AssertionError("the server started")

    monkeypatch.setattr(uvicorn, "run", run)


def test_serve_blames_a_bad_host_not_the_port(no_server):
    fail(cli("serve", "--host", "no-such-host.invalid"), "--host no-such-host.invalid: "
                                                         "no such address")
    fail(cli("serve", "--host", "192.0.2.1"), "--host 192.0.2.1: not an address of this "
                                              "machine")


def test_serve_blames_a_port_in_use(no_server):
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        fail(cli("serve", "--port", port), f"--port {port}: address already in use")


def test_serve_checks_its_saved_games_file_before_it_starts(no_server, tmp_path):
    (tmp_path / "notes.txt").write_text("not saved games\n")
    fail(cli("serve", "--db", tmp_path / "notes.txt"),
         "notes.txt: not an automeeple saved-games file")
    (tmp_path / "a-file").write_text("")
    fail(cli("serve", "--db", tmp_path / "a-file" / "s.sqlite3"),
         "cannot make the saved-games file there")
    assert not (tmp_path / "new.sqlite3").exists()


# --- 6. replay ------------------------------------------------------------------------------


def test_replay_of_a_record_that_stops_early_says_the_game_is_unfinished(tmp_path):
    ok(cli("play", "the-alpha", "--bots-only", "--seed", 3, "--record", "g.json"))
    data = json.loads((tmp_path / "g.json").read_text())
    data["steps"] = data["steps"][:40]
    (tmp_path / "g.json").write_text(json.dumps(data))
    out = ok(cli("replay", "g.json", "--quiet"))
    assert out.splitlines() == [
        "Replayed 40 steps of g.json: every state matches its hash.",
        "The game is unfinished: the record stops before its end, so there is no result."]
    assert GameRecord.from_json((tmp_path / "g.json").read_text()).steps


def test_replay_of_json_nested_too_deeply_is_one_line(tmp_path):
    (tmp_path / "deep.json").write_text("[" * 100_000 + "]" * 100_000)
    fail(cli("replay", "deep.json"), "deep.json: not an automeeple game record (nested too "
                                     "deeply)")
    (tmp_path / "deep.toml").write_text("a = " + "[" * 100_000 + "]" * 100_000)
    fail(cli("edition", "check", "deep.toml"), "deep.toml: not valid TOML: nested too deeply")
