"""``hint`` at the terminal: the search's best moves at the person's decision, from
what the person can see, the same for the same position, in Play and Table mode,
and nothing played or saved by asking; "won" only where the search played its
futures to the end, "estimated value" where it cut them short and scored them; no
hint where the person's moves are reports the rules do not check (Islebound's
Table mode), with one line saying why."""

from __future__ import annotations

import itertools
import re
from dataclasses import replace
from pathlib import Path

import pytest

from automeeple import catalog
from automeeple.agents.ismcts import hint
from automeeple.cli.interactive import COMMANDS
from automeeple.engine.core import CHANCE, sample_chance
from automeeple.games.the_alpha.actions import FIGHT, SHARE
from automeeple.games.the_alpha.resolve import TurnConflictToken
from tests.agents.determinized import positions

from .test_cli import PROMPT, cli, isolate, ok, saved

PLAY = ["play", "islebound", "--seed", "7"]  # its search plays every future out
LINE = re.compile(r"^  \[(\d+)\] (.+): (\d+)% of the search, won (\d+)% of those games$")
ESTIMATED = re.compile(r"^  \[(\d+)\] (.+): (\d+)% of the search, estimated value (\d+)%$")


@pytest.fixture(autouse=True)
def env(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("AUTOMEEPLE_HINT_ITERATIONS", "120")
    return isolate(tmp_path, monkeypatch)


def hints(output: str, line: re.Pattern = LINE) -> list[list[tuple[str, int, int]]]:
    """Each hint printed: its moves as (name, share, win or estimated value) in
    order, their lines as ``line`` has them."""
    out = []
    for chunk in output.split(PROMPT):
        lines = [line.match(x) for x in chunk.splitlines()]
        found = [(m[2], int(m[3]), int(m[4])) for m in lines if m]
        if found:
            out.append(found)
    return out


def listed(text: str) -> list[str]:
    """The moves 'moves' printed, one a line: their names without number or note."""
    return [re.sub(r"^\s*\d+ ", "", x).split("  (")[0] for x in text.splitlines()
            if re.match(r"^\s*\d+ ", x)]


def reports_before_a_decision(game_id: str, seed: int, seats: int):
    """Table mode: the game, its state at the person's first decision, and what came
    up on the table before it, as printed (the outcomes the seeded game draws)."""
    info = catalog.get(game_id)
    game = info.make(seats, info.option_values({}, table=True))
    answers = []
    state = game.new_initial_state(seed)
    while game.to_move(state) == CHANCE:
        request = game.chance_request(state)
        outcome = sample_chance(game, state)
        if len(request.outcomes) > 1 and request.physical:
            answers.append(request.names()[request.outcomes.index(outcome)])
        game.apply(state, outcome)
    return game, state, answers


def test_hint_lists_legal_moves_the_same_each_time_and_changes_nothing(tmp_path):
    assert "hint" in COMMANDS
    db = tmp_path / "h.sqlite3"
    out = ok(cli(*PLAY, "--db", db, input="hint\nhint\nmoves\nquit\n"))
    first, second = hints(out)
    assert first == second, "the same position gives the same hint"
    assert "Hint (120 searched futures, from what you can see), most tried first:" in out
    names = listed(out.split(PROMPT)[3])  # what 'moves' printed
    assert names and all(name in names for name, _, _ in first)
    # Each hinted move is given by its own number in the list, the number to type (a
    # tester typed the rank, 1, and played another move).
    numbers = [int(m[1]) for m in map(LINE.match, out.split(PROMPT)[1].splitlines()) if m]
    assert [names[k - 1] for k in numbers] == [name for name, _, _ in first]
    assert 1 < len(first) <= 5
    assert [s for _, s, _ in first] == sorted((s for _, s, _ in first), reverse=True)
    rec, _, _ = saved(db)
    plain = tmp_path / "p.sqlite3"
    ok(cli(*PLAY, "--db", plain, input="quit\n"))
    assert rec.steps == saved(plain)[0].steps, "asking for a hint plays and saves nothing"


def test_hint_in_table_mode_is_for_the_persons_own_moves(tmp_path):
    db = tmp_path / "t.sqlite3"
    out = ok(cli("table", "wolves", "--seed", "3", "--db", db, input="hint\nquit\n"))
    assert ("A hint is for your own moves" in out) or hints(out)
    # The Alpha in Table mode: report the tiles and dice until the person's move.
    # Its search cuts its futures short and scores them (docs/search.md).
    game, state, answers = reports_before_a_decision("the-alpha", 7, 4)
    out = ok(cli("table", "the-alpha", "--players", "4", "--seed", "7", "--db", db,
                 input="\n".join([*answers, "hint", "moves", "quit"]) + "\n"))
    (found,) = hints(out, ESTIMATED)
    names = listed(out.split(PROMPT)[-2])
    assert len(names) == len(game.legal_actions(state))
    assert 1 < len(found) <= 5 and all(name in names for name, _, _ in found)


def test_secret_choices_of_other_seats_do_not_change_the_hint():
    """The hint searches the person's observation: another pack's face-down Conflict
    Token, whatever it is, gives the same hint."""
    game = catalog.get("the-alpha").make(4, {})
    state = next(s for seed in range(1, 6) for s in positions("the-alpha", 4, seed)
                 if isinstance(s.flow[-1], TurnConflictToken)
                 and any(t is not None for t in s.conflict.tokens))
    seat = game.to_move(state)
    c = state.conflict
    other = next(k for k, t in enumerate(c.tokens) if t is not None)
    found = []
    for token in (FIGHT, SHARE):
        s = game.clone(state)
        s.conflict = replace(c, tokens=(*c.tokens[:other], token, *c.tokens[other + 1:]))
        key = game.state_key(s)
        found.append(hint(game, s, seat, 7, 30, iterations=80))
        assert game.state_key(s) == key, "the hint changes nothing in the game"
    assert found[0] == found[1]
    assert {m.action for m in found[0].moves} <= set(game.legal_actions(state))


def test_a_hint_whose_futures_were_cut_and_scored_says_estimated_value_not_won():
    """The Wolves' search cuts its rollouts 40 steps on and scores the position
    (docs/search.md, "Roll out"), as The Alpha's does 20 steps on: what it finds is
    an estimate, not games won."""
    out = ok(cli("play", "wolves", "--seed", "3", input="hint\nquit\n"))
    lines = out.splitlines()
    found = [m for m in map(ESTIMATED.match, lines) if m]
    assert 1 < len(found) <= 5
    assert not hints(out) and " won " not in out.split("Hint (")[1]
    assert "  (estimated value: a score of futures cut short, not a chance of winning)" in lines
    head = next(k for k, x in enumerate(lines) if "Hint (" in x)  # after the prompt
    shown = [lines[head].split(PROMPT)[-1],
             *itertools.takewhile(lambda x: x.startswith("  "), lines[head + 1:])]
    assert len(shown) == len(found) + 2 and max(map(len, shown)) <= 80, "fits the terminal"


def test_no_hint_where_the_persons_moves_are_unchecked_reports(tmp_path):
    """Islebound's Table mode: the person's turn is played on the table and reported,
    any report at any time; a search over such reports 'won' 93-100%, as it counts
    turns the rules forbid. The hint says why in one line; Play mode still has it."""
    _, _, answers = reports_before_a_decision("islebound", 5, 2)
    out = ok(cli("table", "islebound", "--seed", "5", "--db", tmp_path / "t.sqlite3",
                 input="\n".join([*answers, "hint", "quit"]) + "\n"))
    why = ("No hint here: your turn is played on the table and only reported, and the "
           "program does not check a report against the rules, so a search would count "
           "turns the rules forbid.")
    assert " ".join(out.split()).count(why) == 1  # one sentence (the terminal wraps it)
    assert not hints(out) and "Hint (" not in out
    played = ok(cli("play", "islebound", "--seed", "5", "--db", tmp_path / "p.sqlite3",
                    input="hint\nquit\n"))
    assert hints(played) and "No hint here" not in played
