"""Game records (engine/records.py): JSON, and replays that catch every change.

These tests run on a tiny game made here, so they check the engine alone; the
conformance suite runs the same kind of checks on every registered game.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, replace
from types import SimpleNamespace
from typing import Any, ClassVar

import pytest

from automeeple import ENGINE_VERSION
from automeeple.engine.core import (
    CHANCE,
    TERMINAL,
    Action,
    ChanceRequest,
    Event,
    IllegalAction,
    Result,
    sample_chance,
)
from automeeple.engine.records import (
    FORMAT,
    SEEDED,
    GameRecord,
    Match,
    RecordError,
    Step,
    state_hash,
    too_deep,
)
from automeeple.engine.rng import Stream

# --- a tiny game: seats take turns to add 1 or 2, then a d3 (1, 2, 3, 3) is added ---


@dataclass(frozen=True, slots=True)
class Add(Action):
    n: int

    def __str__(self) -> str:
        return f"add {self.n}"


@dataclass(frozen=True, slots=True)
class Roll(Action):
    face: int

    def __str__(self) -> str:
        return f"roll {self.face}"


ACTIONS = {str(a): a for a in (Add(1), Add(2), Roll(1), Roll(2), Roll(3))}
DIE = ChanceRequest("roll the d3", (Roll(1), Roll(2), Roll(3)), (1, 1, 2))
TURNS = 6


@dataclass
class Counting:
    rng: Stream | None
    totals: list[int]
    turns: int = 0
    rolling: bool = False


class CountingGame:
    id: ClassVar[str] = "counting"
    title: ClassVar[str] = "Counting"
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 2

    def __init__(self, seats: int = 2) -> None:
        self.seats = seats
        self.edition = None
        self.loaded = SimpleNamespace(hash="none", text="", shipped=True)

    def new_initial_state(self, seed: int, ev=None) -> Counting:
        return Counting(Stream.named(seed, "chance"), [0] * self.seats)

    def to_move(self, s: Counting) -> int:
        if s.rolling:
            return CHANCE
        return TERMINAL if s.turns >= TURNS else s.turns % self.seats

    def legal_actions(self, s: Counting) -> list[Action]:
        return [Add(1), Add(2)] if self.to_move(s) >= 0 else []

    def chance_request(self, s: Counting) -> ChanceRequest:
        if not s.rolling:
            raise IllegalAction("no chance event is pending")
        return DIE

    def apply(self, s: Counting, action: Action, checked: bool = True) -> list[Event]:
        allowed = self.chance_request(s).outcomes if s.rolling else self.legal_actions(s)
        if checked and action not in allowed:
            raise IllegalAction(f"{action} is not legal now")
        seat = (s.turns - s.rolling) % self.seats
        s.turns += not s.rolling
        s.rolling = not s.rolling
        s.totals[seat] += action.n if isinstance(action, Add) else action.face
        return [Event("count", f"seat {seat}: {action}", seat)]

    def observation(self, s: Counting, seat: int) -> Counting:
        return replace(self.clone(s), rng=None)

    def clone(self, s: Counting) -> Counting:
        rng = s.rng.copy() if s.rng is not None else None
        return Counting(rng, s.totals[:], s.turns, s.rolling)

    def result(self, s: Counting) -> Result:
        order = sorted(range(self.seats), key=lambda p: -s.totals[p])
        places = tuple(order.index(p) + 1 for p in range(self.seats))
        return Result(tuple(s.totals), places, order[0], f"seat {order[0]} wins")

    def parse_action(self, s: Any, text: str) -> Action:
        try:
            return ACTIONS[text.strip()]
        except KeyError:
            raise IllegalAction(f"{text!r} is not an action of Counting") from None

    def state_key(self, s: Counting) -> tuple:
        return (s.rng.state if s.rng else None, tuple(s.totals), s.turns, s.rolling)

    def seat_name(self, seat: int) -> str:
        return f"Seat {seat}"

    def options(self) -> dict[str, Any]:
        return {}


def empty_record(seed: int = 5) -> GameRecord:
    record = GameRecord(game="counting", seats=2, options={}, edition_hash="none", seed=seed,
                        players=["test", "test"])
    record.fingerprint = record.header_hash()  # as GameRecord.start makes it
    return record


def played(seed: int = 5) -> GameRecord:
    """A whole game: seats alternate Add(1), Add(2); chance from the seeded stream."""
    game = CountingGame()
    match = Match(game, empty_record(seed))
    turn = 0
    while not match.over:
        if match.to_move == CHANCE:
            match.apply_chance()
        else:
            match.apply(Add(1 + turn % 2), "bot:test")
            turn += 1
    return match.record


def steps_of(record: GameRecord) -> list[Step]:
    return [replace(s) for s in record.steps]


# --- Match ----------------------------------------------------------------------------


def test_match_records_every_step_with_its_hash():
    game = CountingGame()
    record = played()
    assert len(record.steps) == 2 * TURNS
    assert [s.seat for s in record.steps] == [0, CHANCE, 1, CHANCE] * (TURNS // 2)
    assert [s.by for s in record.steps[1::2]] == [SEEDED] * TURNS
    state = game.new_initial_state(record.seed)
    assert record.initial_hash == state_hash(game, state)
    for step in record.steps:
        action = game.parse_action(state, step.action)
        if step.by == SEEDED:  # the seeded resolver draws from the state's stream
            assert sample_chance(game, state) == action
        game.apply(state, action)
        assert state_hash(game, state) == step.hash


def test_state_hash_is_short_hex_and_follows_the_key():
    game = CountingGame()
    a, b = game.new_initial_state(1), game.new_initial_state(1)
    h = state_hash(game, a)
    assert len(h) == 16 and int(h, 16) >= 0
    assert h == state_hash(game, b)
    game.apply(b, Add(1))
    assert h != state_hash(game, b)


def test_replay_reproduces_the_game():
    game = CountingGame()
    record = played()
    seen = []
    match = Match.replay(game, record,
                         on_step=lambda step, events, _state: seen.append((step, events)))
    assert match.over
    assert match.record.steps == record.steps
    assert [s for s, _ in seen] == record.steps
    assert all(isinstance(e, Event) for _, events in seen for e in events)
    assert state_hash(game, match.state) == record.steps[-1].hash


def test_replay_upto_stops_there_and_leaves_the_record_alone():
    game = CountingGame()
    record = played()
    before = steps_of(record)
    match = Match.replay(game, record, upto=5)
    assert len(match.record.steps) == 5
    assert state_hash(game, match.state) == record.steps[4].hash
    assert record.steps == before
    assert match.record is not record


def test_a_match_can_continue_after_a_replay():
    game = CountingGame()
    record = played()
    match = Match.replay(game, record, upto=4)
    while not match.over:
        if match.to_move == CHANCE:
            match.apply_chance()
        else:
            match.apply(game.parse_action(match.state, record.steps[len(match.record.steps)]
                                          .action), "bot:test")
    assert match.record.steps == record.steps


def test_chance_reported_by_a_person_replays_without_drawing():
    game = CountingGame()
    match = Match(game, empty_record())
    match.apply(Add(1), "person")
    match.apply(Roll(1), "person")  # Table mode: the person says what the die showed
    match.apply(Add(2), "person")
    match.apply_chance()
    again = Match.replay(game, match.record)
    assert again.record.steps == match.record.steps


# --- JSON -----------------------------------------------------------------------------


def test_json_round_trip():
    record = played()
    text = record.to_json()
    data = json.loads(text)
    assert data["format"] == FORMAT
    assert data["engine_version"] == ENGINE_VERSION
    again = GameRecord.from_json(text)
    assert again == record
    assert again.to_json() == text


def test_json_round_trip_keeps_edition_text_and_options():
    record = empty_record()
    record.options = {"difficulty": 3, "variant": "nippon"}
    record.edition_text = 'name = "mine"\n'
    assert GameRecord.from_json(record.to_json()) == record


@pytest.mark.parametrize("text", ["", "not json at all", "{", '{"format": '])
def test_from_json_on_garbage(text):
    with pytest.raises(RecordError, match=r"^game\.json: not a JSON game record"):
        GameRecord.from_json(text, "game.json")


@pytest.mark.parametrize("text", [
    "[]", "null", "42", '"text"', "{}",
    json.dumps({"format": "automeeple-record/0"}),
    json.dumps({"format": "someone-else", "steps": []}),
])
def test_from_json_on_a_wrong_format(text):
    with pytest.raises(RecordError, match=r"^saved\.json: not an automeeple game record"):
        GameRecord.from_json(text, "saved.json")


@pytest.mark.parametrize("text", ["[" * 100_000, "{\"a\": " * 40 + "1" + "}" * 40,
                                  '{"format": ' + "[" * 33 + "]" * 33 + "}"])
def test_from_json_nested_deeper_than_any_record_is_refused_before_it_is_parsed(
        text, monkeypatch):
    """A browser's Python dies parsing 100,000 "[" (its stack is small): such a file
    is refused by its depth alone, json never sees it."""
    monkeypatch.setattr(json, "loads", lambda *_: pytest.fail("parsed"))
    with pytest.raises(RecordError, match=r"^deep\.json: not an automeeple game record "
                                          r"\(nested too deeply\)$"):
        GameRecord.from_json(text, "deep.json")


@pytest.mark.parametrize("text", ['{"a": "' + "[" * 100, '"' + '\\"' * 1000 + "[" * 40])
def test_a_string_never_closed_runs_to_the_end_and_its_brackets_are_not_nesting(text):
    """A record cut short inside a string (its edition's text, say) is no JSON, not
    too deep: the string runs to the end of the file, as json reads it (so the depth
    is found in one pass, however many quotes the file holds)."""
    assert not too_deep(text)
    with pytest.raises(RecordError, match=r"^cut\.json: not a JSON game record \(Unterminated"):
        GameRecord.from_json(text, "cut.json")


def test_brackets_in_a_records_strings_are_not_nesting():
    record = empty_record()
    record.edition_text = 'name = "[[[[' + "[" * 100 + '\\" {{{{"\n'
    assert GameRecord.from_json(record.to_json()) == record


@pytest.mark.parametrize("field", ["game", "seats", "options", "edition_hash", "seed",
                                   "players", "engine_version", "initial_hash", "steps"])
def test_from_json_on_a_missing_field(field):
    data = json.loads(played().to_json())
    del data[field]
    with pytest.raises(RecordError, match=rf"^r\.json: damaged game record .*{field}"):
        GameRecord.from_json(json.dumps(data), "r.json")


@pytest.mark.parametrize(("change", "message"), [
    (lambda d: d["steps"][0].pop("hash"), "step 1 has no hash"),
    (lambda d: d["steps"][1].pop("action"), "step 2 has no action"),
    (lambda d: d["steps"].__setitem__(0, "add 1"), "step 1 is not a table"),
    (lambda d: d["steps"].__setitem__(2, 5), "step 3 is not a table"),
    (lambda d: d.__setitem__("steps", 3), "its steps are not a list"),
    (lambda d: d.__setitem__("steps", None), "its steps are not a list"),
    (lambda d: d.__setitem__("seed", "many"), "seats and seed are not whole numbers"),
    (lambda d: d.__setitem__("seats", None), "seats and seed are not whole numbers"),
    (lambda d: d["steps"][1].__setitem__("seat", "chance"),
     "step 2 has a seat that is not a whole number"),
    # Not rounded or turned into text: a record with these was edited.
    (lambda d: d["steps"][1].__setitem__("seat", 0.5),
     "step 2 has a seat that is not a whole number"),
    (lambda d: d["steps"][0].__setitem__("by", [1]), "step 1 has a by that is not text"),
    (lambda d: d["steps"][0].__setitem__("action", 7), "step 1 has an action that is not text"),
])
def test_from_json_on_damaged_fields(change, message):
    data = json.loads(played().to_json())
    change(data)
    with pytest.raises(RecordError, match=re.escape(f"record: damaged game record ({message})")):
        GameRecord.from_json(json.dumps(data))


def test_a_record_saved_with_a_bom_reads_as_without():
    """Some editors begin a UTF-8 file with a BOM; the record is the same."""
    text = played().to_json()
    assert GameRecord.from_json("\ufeff" + text) == GameRecord.from_json(text)


def test_from_json_default_source_is_named():
    with pytest.raises(RecordError, match="^record: "):
        GameRecord.from_json("nope")


# --- replays catch every change ------------------------------------------------------


def tampered(number: int, **change) -> GameRecord:
    record = played()
    record.steps[number] = replace(record.steps[number], **change)
    return record


def test_replay_detects_a_wrong_seat():
    with pytest.raises(RecordError, match=r"^step 3: recorded for seat 0 but Seat 1 is to move"):
        Match.replay(CountingGame(), tampered(2, seat=0))


def test_replay_detects_a_seat_step_recorded_as_chance():
    with pytest.raises(RecordError, match=r"^step 1: recorded for seat -1"):
        Match.replay(CountingGame(), tampered(0, seat=CHANCE))


def test_replay_detects_a_changed_action():
    record = played()
    other = "add 2" if record.steps[0].action == "add 1" else "add 1"
    record.steps[0] = replace(record.steps[0], action=other)
    with pytest.raises(RecordError, match=r"^step 1 \(add \d\): the state differs"):
        Match.replay(CountingGame(), record)


def test_replay_detects_a_changed_seeded_chance_outcome():
    record = played()
    step = record.steps[1]
    other = next(str(o) for o in DIE.outcomes if str(o) != step.action)
    record.steps[1] = replace(step, action=other)
    with pytest.raises(RecordError, match=r"^step 2: the seeded draw gives roll \d, the record"):
        Match.replay(CountingGame(), record)


def test_replay_detects_a_changed_hash():
    record = played()
    record.steps[6] = replace(record.steps[6], hash="0" * 16)
    with pytest.raises(RecordError, match=r"^step 7 .*the state differs from the record's"):
        Match.replay(CountingGame(), record)


def test_replay_detects_a_changed_seed():
    record = played()
    record.seed += 1
    with pytest.raises(RecordError):
        Match.replay(CountingGame(), record)


def test_replay_detects_a_changed_starting_position():
    record = played()
    record.initial_hash = "f" * 16
    with pytest.raises(RecordError, match="starting position differs"):
        Match.replay(CountingGame(), record)


def test_replay_detects_a_step_after_the_end():
    record = played()
    record.steps.append(Step(0, "add 1", "bot:test", "0" * 16))
    with pytest.raises(RecordError, match=r"^step 13: .*nobody \(the game is over\) is to move"):
        Match.replay(CountingGame(), record)


def test_replay_reports_an_unreadable_action_as_a_damaged_record():
    """A tampered step is a RecordError naming the step, whatever was changed."""
    with pytest.raises(RecordError, match=r"^step 3\b"):
        Match.replay(CountingGame(), tampered(2, action="jump"))


def test_replay_reports_an_illegal_action_as_a_damaged_record():
    """A readable action that is not legal at its step is a tampered record too."""
    with pytest.raises(RecordError, match=r"^step 1\b"):
        Match.replay(CountingGame(), tampered(0, action="roll 3"))


@pytest.mark.parametrize(("change", "message"), [
    ({"seats": "3"}, "seats and seed are not whole numbers"),
    ({"seed": 1.5}, "seats and seed are not whole numbers"),
    ({"options": [1]}, "options are not a table of values"),
    ({"edition_text": 5}, "the edition is not text"),
    ({"game": ["x"]}, "game is not text"),
    ({"players": "human"}, "players are not a list of names"),
])
def test_a_record_with_a_field_of_the_wrong_type_is_damaged(change, message):
    data = json.loads(played().to_json())
    data.update(change)
    with pytest.raises(RecordError, match=re.escape(f"rec: damaged game record ({message}")):
        GameRecord.from_json(json.dumps(data), "rec")


def test_a_record_without_its_fingerprint_is_refused():
    data = json.loads(played().to_json())
    del data["fingerprint"]
    with pytest.raises(RecordError, match="rec: the record has no fingerprint"):
        GameRecord.from_json(json.dumps(data), "rec")


@pytest.mark.parametrize("edit", [
    {"seed": 6}, {"seats": 3}, {"options": {"target": 99}}, {"players": ["human", "x"]},
    {"edition_hash": "0" * 16}, {"game": "other"}, {"practice": True},
])
def test_a_record_whose_header_was_edited_is_refused(edit):
    """The fingerprint made when the game began covers game, seats, options,
    edition, seed, players and practice: a record edited afterwards does not load
    into a match (replay, resume, import)."""
    record = played()
    record.fingerprint = record.header_hash()  # as GameRecord.start makes it
    Match(CountingGame(), record)  # unedited, it loads
    data = json.loads(record.to_json())
    data.update(edit)
    record = GameRecord.from_json(json.dumps(data), "rec")
    with pytest.raises(RecordError, match="were changed after it was made"):
        Match(CountingGame(), record)
