"""An unfinished game's record holds its seed and every hidden card and choice
(issue 17.2): `export` says so, and `replay` of an unfinished record prints the log
as a spectator reads it, never another person's face-down card."""

from __future__ import annotations

from pathlib import Path

import pytest

from automeeple.engine.records import GameRecord

from .test_cli import cli, isolate, ok

#: Two people against Dragon Canyon's AI; Red's seat played by a bot, Green quits.
GAME = ["play", "dragon-canyon", "--players", "3", "--seat", "2", "--bots", "baseline",
        "--seed", "3"]


@pytest.fixture(autouse=True)
def env(tmp_path, monkeypatch) -> Path:
    return isolate(tmp_path, monkeypatch)


def test_export_of_an_unfinished_game_warns_and_replay_shows_only_the_public_log(tmp_path):
    ok(cli(*GAME, input="1\n" * 12 + "quit\n"))
    out = ok(cli("export", 1, tmp_path / "g.json"))
    assert "Game 1 is not over: the file holds its seed and every hidden card" in out
    record = GameRecord.from_json((tmp_path / "g.json").read_text(encoding="utf-8"))
    placed = [s.action for s in record.steps if s.by == "bot:baseline"
              and s.action.startswith("play ")]
    assert placed, "Red placed no card face down"
    log = ok(cli("replay", tmp_path / "g.json"))
    assert "Red places a card face down on" in log
    for action in placed:  # "play Mage Knight on 2,2": the card is never named
        card = action.removeprefix("play ").rsplit(" on ", 1)[0]
        assert f"Red places {card} face down" not in log
    assert "The game is unfinished" in log
