"""Golden records: fixed-seed bot games stored as JSON, replayed in every run.

Each file is checked twice: its record must replay hash for hash, and the same bots
from the same seed must play the very same steps today. A rule, bot or engine change
that alters any game shows up here; if it is intended, rewrite the files with
``python tests/golden/make_golden.py`` and review the diff.
"""

from __future__ import annotations

from dataclasses import asdict
from pathlib import Path

import pytest

from automeeple import catalog
from automeeple.engine.records import GameRecord, Match, Step

from .make_golden import GOLDEN, HERE, edition_of, play_record

FILES = sorted(HERE.glob("*.json"))


def load(path: Path) -> GameRecord:
    return GameRecord.from_json(path.read_text(encoding="utf-8"), path.name)


def first_difference(want: list[Step], got: list[Step]) -> str:
    for n, (w, g) in enumerate(zip(want, got, strict=False)):
        if w != g:
            return f"step {n + 1}: golden {asdict(w)}, now {asdict(g)}"
    return f"golden has {len(want)} steps, now {len(got)}"


def test_every_golden_game_has_its_file():
    assert {p.name for p in FILES} >= set(GOLDEN), "run tests/golden/make_golden.py"


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_golden_record_replays(path):
    record = load(path)
    game = catalog.get(record.game).make(record.seats, record.options, record.edition_text)
    assert edition_of(game)[0] == record.edition_hash, "the edition changed"
    match = Match.replay(game, record)  # checks the hash after every step
    assert match.over, "a golden record is a whole game"
    assert match.record.steps == record.steps


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_golden_game_plays_the_same_again(path):
    record = load(path)
    again = play_record(record.game, record.seats, record.options, record.seed,
                        record.players, record.edition_text)
    assert again.initial_hash == record.initial_hash, "the starting position changed"
    assert again.steps == record.steps, first_difference(record.steps, again.steps)
    assert again.options == record.options
