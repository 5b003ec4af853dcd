"""Limits on what the command line takes in: record and edition files (a regular
file only, of at most the web app's upload limits), seeds (0 to 2**63 - 1, as the
web form) and game counts (at most :data:`MAX_GAMES`); each refusal one line that
says the limit, with nothing written."""

from __future__ import annotations

import json
import os
import sys
import threading
from pathlib import Path

import pytest

from automeeple import catalog
from automeeple.cli import app as cli_app
from automeeple.cli import common
from automeeple.sim.runner import MAX_GAMES, check_batch, parse_seats
from automeeple.web.forms import MAX_EDITION, MAX_RECORD

from .test_cli import SHIPPED, cli, fail, isolate, ok

NOT_REGULAR = "(not a regular file: a device, a pipe or a folder)"
LARGEST_SEED = 2 ** 63 - 1


@pytest.fixture(autouse=True)
def env(tmp_path, monkeypatch) -> Path:
    return isolate(tmp_path, monkeypatch)


def run_main(monkeypatch, capsys, *args) -> tuple[int, str, str]:
    """The command as a person runs it (a usage mistake is one line only there)."""
    monkeypatch.setattr(sys, "argv", ["automeeple", *map(str, args)])
    with pytest.raises(SystemExit) as exit_:
        cli_app.main()
    out, err = capsys.readouterr()
    return exit_.value.code, out, err


# --- record and edition files -------------------------------------------------------------


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero")
def test_a_device_given_as_a_record_or_an_edition_is_refused_not_read_forever():
    fail(cli("replay", "/dev/zero"),
         f"error: /dev/zero: cannot read a game record {NOT_REGULAR}")
    fail(cli("edition", "check", "/dev/zero"),
         f"error: /dev/zero: cannot read an edition file {NOT_REGULAR}")
    fail(cli("play", "wolves", "--bots-only", "--edition", "/dev/zero"),
         f"error: /dev/zero: cannot read an edition file {NOT_REGULAR}")
    fail(cli("simulate", "nim", "-n", 3, "--edition", "/dev/zero", "--out", "rows.csv"),
         f"error: /dev/zero: cannot read an edition file {NOT_REGULAR}")
    assert not Path("rows.csv").exists()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes")
def test_a_pipe_given_as_a_record_is_refused_not_waited_on(tmp_path):
    """Without the check, the command waits until something writes to the pipe: here
    a writer comes after 5 s, so such a command ends (with another message)."""
    fifo = tmp_path / "g.json"
    os.mkfifo(fifo)
    writer = threading.Timer(5, lambda: open(fifo, "wb").close())  # noqa: SIM115
    writer.daemon = True
    writer.start()
    try:
        fail(cli("replay", "g.json"), f"error: g.json: cannot read a game record {NOT_REGULAR}")
    finally:
        writer.cancel()
        if writer.is_alive():  # opening it to write: let it go on
            os.close(os.open(fifo, os.O_RDONLY | os.O_NONBLOCK))
            writer.join(10)


def test_a_folder_given_as_a_record_is_refused(tmp_path):
    (tmp_path / "games").mkdir()
    fail(cli("replay", "games"), f"error: games: cannot read a game record {NOT_REGULAR}")


def test_a_record_larger_than_the_web_apps_limit_is_refused_with_its_size(tmp_path):
    ok(cli("play", "nim", "--bots-only", "--seed", 3, "--record", "g.json"))
    text = (tmp_path / "g.json").read_text()
    (tmp_path / "big.json").write_text(text + " " * (MAX_RECORD + 1 - len(text)))
    assert MAX_RECORD == 4 * 1024 * 1024
    fail(cli("replay", "big.json"),
         "error: big.json: too large for a game record (4,194,305 bytes; a game record is at "
         "most 4,194,304 bytes)")
    (tmp_path / "big.json").write_text(text + " " * (MAX_RECORD - len(text)))  # the most
    assert "every state matches its hash." in ok(cli("replay", "big.json", "--quiet"))


def test_an_edition_larger_than_the_web_apps_limit_is_refused_with_its_size(tmp_path):
    """Refused as the web app refuses the upload; one of just the limit is taken, its
    line ends read as text (a Windows file's CR LF is one LF, as before)."""
    text = SHIPPED.read_text(encoding="utf-8").replace('name = "Placeholder edition"',
                                                       'name = "Padded"')
    crlf = text.replace("\n", "\r\n").encode()
    padded = crlf + b"#" * (MAX_EDITION - len(crlf) - 2) + b"\r\n"
    assert len(padded) == MAX_EDITION == 256 * 1024
    (tmp_path / "big.toml").write_bytes(padded + b"\n")
    fail(cli("edition", "check", "big.toml"),
         "error: big.toml: too large for an edition file (262,145 bytes; an edition file is "
         "at most 262,144 bytes)")
    fail(cli("simulate", "the-alpha", "-n", 3, "--edition", "big.toml"),
         "error: big.toml: too large for an edition file (262,145 bytes; an edition file is "
         "at most 262,144 bytes)")
    (tmp_path / "big.toml").write_bytes(padded)
    ok(cli("edition", "check", "big.toml"))
    ok(cli("play", "the-alpha", "--bots-only", "--seed", 3, "--edition", "big.toml",
           "--record", "g.json"))
    kept = json.loads((tmp_path / "g.json").read_text())["edition_text"]
    assert kept == padded.decode().replace("\r\n", "\n")


# --- seeds --------------------------------------------------------------------------------


@pytest.mark.parametrize("command", [["play", "wolves", "--bots-only"], ["table", "wolves"],
                                     ["simulate", "nim", "-n", "3"],
                                     ["calibrate", "nim", "-n", "3"]])
@pytest.mark.parametrize("seed", [-7, 2 ** 63, 99999999999999999999999999999999999])
def test_a_seed_outside_0_to_2_63_is_refused_in_the_web_forms_words(monkeypatch, capsys,
                                                                    tmp_path, command, seed):
    code, out, err = run_main(monkeypatch, capsys, *command, "--seed", seed)
    assert (code, out) == (2, "")
    assert err == (f"error: Invalid value for '--seed': seed must be a whole number from 0 to "
                   f"{LARGEST_SEED}, not {seed} (see 'automeeple {command[0]} --help')\n")
    assert list(tmp_path.iterdir()) == []  # not even the saved-games file


def test_a_record_made_with_a_seed_now_refused_still_replays(monkeypatch, capsys, tmp_path):
    """The limit is the command line's: a record made with another seed (before the
    limit) replays as it did, and the largest seed plays."""
    code, _, err = run_main(monkeypatch, capsys, "play", "nim", "--bots-only", "--seed", -7,
                            "--record", "new.json")
    assert code == 2 and "not -7" in err and not (tmp_path / "new.json").exists()
    info = catalog.get("nim")
    n = info.seat_count(None)
    cli_app.watch(info, n, parse_seats(None, info, n), -7, info.option_values({}), None,
                  None, tmp_path / "old.json")
    assert json.loads((tmp_path / "old.json").read_text())["seed"] == -7
    assert "every state matches its hash." in ok(cli("replay", "old.json", "--quiet"))
    ok(cli("play", "nim", "--bots-only", "--seed", LARGEST_SEED, "--record", "max.json"))
    assert "every state matches its hash." in ok(cli("replay", "max.json", "--quiet"))
    ok(cli("simulate", "nim", "-n", 3, "--seed", LARGEST_SEED))


# --- game counts --------------------------------------------------------------------------


@pytest.mark.parametrize("command", [
    ["simulate", "nim", "-n", "99999999999999999999", "--out", "rows.csv"],
    ["simulate", "wolves", "--games", "99999999999999999999999", "--out", "rows.csv"],
    ["calibrate", "nim", "-n", "99999999999999999999", "--out", "table.csv"],
    ["calibrate", "nim", "-n", "99999999999999999999", "--out", "table.csv", "--resume"],
    ["simulate", "nim", "-n", str(MAX_GAMES + 1)],
])
def test_a_count_of_games_past_the_limit_is_refused_before_anything_is_written(
        tmp_path, monkeypatch, command):
    monkeypatch.setattr(common, "timed", lambda *_, **__: pytest.fail("the run began"))
    count = command[command.index("-n" if "-n" in command else "--games") + 1]
    fail(cli(*command),
         f"error: the number of games must be at most 10,000,000, not {count}")
    assert sorted(p.name for p in tmp_path.iterdir()) == []
    info = catalog.get("nim")
    check_batch(info, 2, parse_seats(None, info, 2), MAX_GAMES, 1)  # the limit itself runs
