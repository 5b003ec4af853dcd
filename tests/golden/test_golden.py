"""Golden records: fixed-seed bot games stored as JSON, replayed in every run
(``tests/golden/*.json`` and each game's ``tests/<package>/golden/*.json``).

Each file is checked twice: its record must replay hash for hash, and the same bots
from the same seed must play the very same steps today. A rule, bot or engine change
that alters any game shows up here; if it is intended, rewrite the files with
``python tests/golden/make_golden.py`` and review the diff.
"""

from __future__ import annotations

from dataclasses import asdict

import pytest

from automeeple import catalog
from automeeple.engine.records import Match, Step

from .make_golden import again, edition_of, files, load

FILES = files()


def first_difference(want: list[Step], got: list[Step]) -> str:
    for n, (w, g) in enumerate(zip(want, got, strict=False)):
        if w != g:
            return f"step {n + 1}: golden {asdict(w)}, now {asdict(g)}"
    return f"golden has {len(want)} steps, now {len(got)}"


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
    played = again(record)
    assert played.initial_hash == record.initial_hash, "the starting position changed"
    assert played.steps == record.steps, first_difference(record.steps, played.steps)
    assert played.options == record.options
