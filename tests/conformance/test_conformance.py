"""The conformance suite (docs/design.md, "Tests"): every game in the catalog, at every
seat count, keeps the engine's contract.

Games come from the catalog, so a new game is checked as soon as it is listed.
Checked after every step of seeded playouts: ``to_move`` answers a seat, CHANCE or
TERMINAL; legal actions are unique and each one's text parses back to it; chance
requests have positive integer weights and unique outcomes; a clone is equal and
independent; an action legal elsewhere but not here raises ``IllegalAction`` in one
line naming it and leaves the state as it was, and no rule is told against a legal
action (``why_not``); a move typed as the move list shows it reads as that move;
unchecked and quiet applies do the same as a checked
one; events carry plain data; observations carry no random stream and do not depend
on it; views are of the declared view class, their every field of its declared type,
they read back from their JSON, and do not depend on the stream;
the game's own invariants hold (``check(game, state)`` in
``tests/<game>/invariants.py``).
"""

from __future__ import annotations

import importlib
import json
import math
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import cache
from typing import Any

import pytest

from automeeple import catalog
from automeeple.catalog import GameInfo
from automeeple.engine.agent import ask
from automeeple.engine.core import (
    CHANCE,
    TERMINAL,
    TRACE,
    Action,
    ChanceRequest,
    Event,
    Game,
    IllegalAction,
    Result,
    sample_chance,
)
from automeeple.engine.play import play_out
from automeeple.engine.records import SEEDED, GameRecord, Match, RecordError, state_hash
from automeeple.engine.rng import Stream
from automeeple.engine.state import (
    BAG,
    DICTS,
    FLOW,
    LIST,
    LISTS,
    NOT_KEYED,
    OBJECT,
    RNG,
    TALLY,
    UNKEYED,
    VALUE,
    GameState,
)
from automeeple.engine.trace import Trace
from automeeple.engine.view import View
from automeeple.engine.view import check as check_view

from ..facts import facts, package_of_tests
from ..golden.make_golden import MAX_STEPS, play_record

SEEDS = (1, 2, 3)
#: The random loop reaches the odd corners (rare die faces, every choice), so it
#: gets more games.
RANDOM_SEEDS = tuple(range(1, 9))

CASES = [pytest.param(info, seats, id=f"{info.id}-{seats}p")
         for info in catalog.games()
         for seats in range(info.min_seats, info.max_seats + 1)]


def make(info: GameInfo, seats: int) -> Game:
    return info.make(seats, info.option_values({}))


def lineups(info: GameInfo, seats: int) -> list[list[str]]:
    """Each bot in every free seat, and all the bots taking turns round the table;
    the seats the rules play (automa seats) are filled in."""
    names = list(info.bots)
    free = len(info.person_seats(seats))
    return [info.players(spec, seats) for spec in
            [[name] * free for name in names] + [[names[s % len(names)] for s in range(free)]]]


# --- invariants each game's tests know ---------------------------------------------------


def invariants(info: GameInfo, game: Game) -> list[Callable[[Any, Any], None]]:
    """The game's own invariants: ``check(game, state)`` in ``tests/<game>/invariants.py``
    (pieces, cards and food conserved, scores consistent)."""
    return [importlib.import_module(f"{package_of_tests(info)}.invariants").check]


# --- the checks made at every step ------------------------------------------------------


@dataclass
class Pool:
    """Actions and chance outcomes seen somewhere in the game: candidates for
    actions that are legal elsewhere but maybe not here."""

    seat: dict[Action, None] = field(default_factory=dict)
    chance: dict[Action, None] = field(default_factory=dict)


def check_result(game: Game, result: Result) -> None:
    assert isinstance(result, Result)
    assert len(result.scores) == len(result.places) == game.seats
    assert all(1 <= p <= game.seats for p in result.places), result
    assert 0 <= result.winner < game.seats
    assert result.places[result.winner] == 1, result
    assert isinstance(result.summary, str) and result.summary
    assert result.ended_by and result.ended_by == result.ended_by.lower(), result
    for what, points in result.breakdown:
        assert what and len(points) == game.seats, result.breakdown
    if result.breakdown:
        assert tuple(map(sum, zip(*(p for _, p in result.breakdown), strict=True))) == (
            result.scores), "the breakdown adds up to the scores"


def check_events(game: Game, events: list[Event]) -> None:
    assert isinstance(events, list)
    for e in events:
        assert isinstance(e, Event), e
        assert e.kind and e.text, e
        assert e.seat is None or 0 <= e.seat < game.seats, e
        assert isinstance(e.data, dict), f"{e.kind} event without data: {e.text}"
        json.dumps(e.data)
        assert (e.kind == TRACE) == isinstance(e.trace, Trace), e
        if e.others is not None:  # private to its seat: the others read a sentence too
            assert e.seat is not None and e.others, e
            assert e.seen_by(e.seat) is e and e.seen_by(None).text == e.others


@cache
def view_class(game_id: str) -> type[View]:
    """The view class the game's declaration names."""
    return catalog.load(catalog.get(game_id).view)


def check_parses_back(game: Game, state: Any, action: Action) -> None:
    text = str(action)
    assert text, f"{action!r} has no readable form"
    assert game.parse_action(state, text) == action, f"{text!r} does not parse back"


def check_chance_request(game: Game, state: Any, request: ChanceRequest) -> None:
    assert isinstance(request, ChanceRequest)
    assert request.name
    assert request.outcomes, f"{request.name}: no outcomes"
    assert len(request.weights) == len(request.outcomes), request.name
    for w in request.weights:
        assert type(w) is int and w > 0, f"{request.name}: weight {w!r}"
    assert math.isclose(sum(request.probabilities()), 1.0), request.name
    assert len(set(request.outcomes)) == len(request.outcomes), f"{request.name}: repeats"
    for outcome in request.outcomes:
        assert isinstance(outcome, Action), outcome
        check_parses_back(game, state, outcome)
        assert request.outcome_named(str(outcome)) == outcome
    names = request.names()
    assert len(names) == len(request.outcomes) and len(set(names)) == len(names), (
        f"{request.name}: each outcome needs its own printed label: {names}")
    for outcome, name in zip(request.outcomes, names, strict=True):
        assert request.outcome_named(name) == outcome, (request.name, name)
    aliases = request.spellings()
    if aliases:
        assert len(aliases) == len(request.outcomes), request.name
        every = [a.lower() for more in aliases for a in more] + [n.lower() for n in names]
        assert len(set(every)) == len(every), f"{request.name}: an alias names two outcomes"
        for outcome, more in zip(request.outcomes, aliases, strict=True):
            for alias in more:
                assert request.outcome_named(alias) == outcome, (request.name, alias)


def check_legal_actions(game: Game, state: Any, legal: list[Action]) -> None:
    assert legal, f"{game.seat_name(game.to_move(state))} to move with no legal action"
    assert len(set(legal)) == len(legal), f"repeated legal actions: {legal}"
    for action in legal:
        assert isinstance(action, Action), action
        check_parses_back(game, state, action)


def check_illegal(game: Game, state: Any, key: tuple, allowed: list[Action], pool: Pool,
                  rng: Stream) -> None:
    """An action seen legal elsewhere (a seat's, and a chance outcome) but not allowed
    here raises IllegalAction and changes nothing; while CHANCE is to move, a seat's
    action is among them."""
    for seen in (pool.seat, pool.chance):
        candidates = [a for a in seen if a not in allowed]
        if not candidates:
            continue
        action = candidates[rng.below(len(candidates))]
        with pytest.raises(IllegalAction) as refused:
            game.apply(state, action)
        assert game.state_key(state) == key, f"the illegal {action} changed the state"
        said = str(refused.value)
        assert said.startswith(str(action)) and "\n" not in said, said


def check_observations(game: Game, state: Any, key: tuple) -> None:
    """No observation carries a random stream, so a bot cannot read the future; two
    states that differ only in their stream look the same to every seat. A glimpse
    (what the simulator and a search's modelled seats hand a bot) is the observation,
    whatever it shares with the state. Views are plain JSON data with the common
    keys, and depend on the stream no more."""
    rng = getattr(state, "rng", None)
    twin = None
    if isinstance(rng, Stream):
        twin = game.clone(state)
        twin.rng = Stream(rng.state ^ 0x5DEECE66D)
        assert game.state_key(twin) != key
    for seat in range(game.seats):
        obs = game.observation(state, seat)
        assert game.state_key(state) == key, "observation() changed the state"
        assert getattr(obs, "rng", None) is None, f"seat {seat}'s observation has the stream"
        glimpse = game.glimpse(state, seat)
        assert game.state_key(state) == key, "glimpse() changed the state"
        assert getattr(glimpse, "rng", None) is None, f"seat {seat}'s glimpse has the stream"
        assert game.state_key(glimpse) == game.state_key(obs), (
            f"seat {seat}'s glimpse is not its observation")
        if twin is not None:
            assert game.state_key(game.observation(twin, seat)) == game.state_key(obs), (
                f"seat {seat}'s observation depends on the random stream")
    for seat in (*range(game.seats), None):
        view = game.view(state, seat)
        assert game.state_key(state) == key, "view() changed the state"
        check_view(view_class(game.id), view)
        assert view.game == game.id and view.seat == seat
        assert view.over == (game.to_move(state) == TERMINAL)
        if twin is not None:
            assert game.view(twin, seat) == view, (
                f"seat {seat}'s view depends on the random stream")


def check_state(game: Game, state: Any, pool: Pool, rng: Stream,
                checks: list[Callable[[Any, Any], None]]) -> None:
    key = game.state_key(state)
    assert game.state_key(state) == key
    state_hash(game, state)
    seat = game.to_move(state)
    assert seat in (CHANCE, TERMINAL) or 0 <= seat < game.seats, seat
    clone = game.clone(state)
    assert clone is not state
    assert game.state_key(clone) == key, "a fresh clone differs from its original"
    allowed: list[Action] = []
    if seat == CHANCE:
        request = game.chance_request(state)
        check_chance_request(game, state, request)
        allowed = list(request.outcomes)
        pool.chance.update(dict.fromkeys(allowed))
    elif seat == TERMINAL:
        assert game.legal_actions(state) == []
        check_result(game, game.result(state))
    else:
        allowed = game.legal_actions(state)
        check_legal_actions(game, state, allowed)
        # No rule forbids a legal move (``why_not``: the reason told for an illegal one).
        assert [a for a in allowed if game.why_not(state, a) is not None] == []
        # A move typed as the move list shows it is that move (so a forbidden one
        # typed so is told its rule too).
        shown = game.view(state, seat).moves
        assert [(str(a), shown[str(a)]) for a in allowed if str(a) in shown
                and game.parse_action(state, shown[str(a)]) != a] == []
        pool.seat.update(dict.fromkeys(allowed))
    if allowed:
        game.apply(clone, allowed[rng.below(len(allowed))])
        assert game.state_key(state) == key, "applying an action to a clone changed the original"
    check_illegal(game, state, key, allowed, pool, rng)
    check_observations(game, state, key)
    for check in checks:
        check(game, state)


Picker = Callable[[Game, Any, int, int], Action]


def checked_playout(info: GameInfo, game: Game, seed: int, pick: Picker, pool: Pool) -> Any:
    """Play from ``seed`` with ``pick(game, state, seat, step)`` choosing every step,
    checking the state before each step and once the game is over."""
    checks = invariants(info, game)
    rng = Stream.named(seed, "conformance")
    state = game.new_initial_state(seed)
    for step in range(MAX_STEPS):
        check_state(game, state, pool, rng, checks)
        seat = game.to_move(state)
        if seat == TERMINAL:
            return state
        action = pick(game, state, seat, step)
        before, frozen = game.state_key(state), game.clone(state)
        events = game.apply(state, action)
        check_events(game, events)
        assert game.state_key(frozen) == before, "applying to the original changed its clone"
        # Unchecked (a caller that took the action from the legal list) does the same,
        # and so does a quiet apply (no sentences, no traces).
        quiet = game.clone(frozen)
        assert game.apply(frozen, action, False) == events
        assert game.state_key(frozen) == game.state_key(state), "checked=False differs"
        assert game.apply(quiet, action, False, quiet=True) == []
        assert game.state_key(quiet) == game.state_key(state), "a quiet apply differs"
    pytest.fail(f"{game.id}: seed {seed} did not end within {MAX_STEPS} steps")


def random_picker(seed: int) -> Picker:
    """Any legal action and any possible chance outcome, uniformly, from a stream of
    the test's own (rare outcomes come up as often as common ones)."""
    rng = Stream.named(seed, "random loop")

    def pick(game: Game, state: Any, seat: int, step: int) -> Action:
        if seat == CHANCE:
            outcomes = game.chance_request(state).outcomes
            return outcomes[rng.below(len(outcomes))]
        legal = game.legal_actions(state)
        return legal[rng.below(len(legal))]
    return pick


def bot_picker(info: GameInfo, lineup: list[str], seed: int) -> Picker:
    """The seeded chance resolver, and the bots asked as a session asks them."""
    agents = [info.bot(name) for name in lineup]

    def pick(game: Game, state: Any, seat: int, step: int) -> Action:
        if seat == CHANCE:
            return sample_chance(game, state)
        return ask(agents[seat], game, state, seat, seed, step).action
    return pick


def seen_actions(info: GameInfo, game: Game) -> Pool:
    """Actions and outcomes from a quick unchecked random game, so the illegal-action
    checks have candidates from the first step on."""
    pool = Pool()
    state = game.new_initial_state(999)
    pick = random_picker(999)
    for step in range(MAX_STEPS):
        seat = game.to_move(state)
        if seat == TERMINAL:
            break
        if seat == CHANCE:
            pool.chance.update(dict.fromkeys(game.chance_request(state).outcomes))
        else:
            pool.seat.update(dict.fromkeys(game.legal_actions(state)))
        game.apply(state, pick(game, state, seat, step))
    return pool


def played_record(info: GameInfo, game: Game, seed: int, lineup: list[str]) -> GameRecord:
    """A bots-only game through the sessions' advance loop."""
    return play_record(info.id, game.seats, game.options(), seed, lineup)


# --- playouts ---------------------------------------------------------------------------


@pytest.mark.parametrize(("info", "seats"), CASES)
def test_random_playouts_keep_the_contract(info, seats):
    game = make(info, seats)
    pool = seen_actions(info, game)
    for seed in RANDOM_SEEDS:
        checked_playout(info, game, seed, random_picker(seed), pool)


@pytest.mark.parametrize("info", catalog.games(), ids=lambda info: info.id)
def test_every_option_value_keeps_the_contract(info):
    """Each value an option offers, other than its default, in one random game and
    one game of the default bot."""
    seats = info.default_seats
    for option in info.options:
        for value in option.choices:
            if value == option.default:
                continue
            game = info.make(seats, info.option_values({option.name: value}))
            assert game.options()[option.name] == value
            pool = seen_actions(info, game)
            checked_playout(info, game, 7, random_picker(7), pool)
            bots = bot_picker(info, [info.default_bot] * seats, 7)
            checked_playout(info, game, 7, bots, pool)


@pytest.mark.parametrize(("info", "seats"), CASES)
def test_bot_games_keep_the_contract(info, seats):
    game = make(info, seats)
    pool = seen_actions(info, game)
    for seed, lineup in zip(SEEDS, lineups(info, seats), strict=False):
        checked_playout(info, game, seed, bot_picker(info, lineup, seed), pool)


@pytest.mark.parametrize(("info", "seats"), CASES)
def test_play_out_finishes_with_every_bot(info, seats):
    game = make(info, seats)
    for lineup in lineups(info, seats):
        for seed in SEEDS:
            playout = play_out(game, [info.bot(name) for name in lineup], seed, MAX_STEPS)
            assert game.to_move(playout.state) == TERMINAL
            assert playout.decisions > 0
            check_result(game, playout.result)
            assert playout.result == game.result(playout.state)


@pytest.mark.parametrize(("info", "seats"), CASES)
def test_play_out_and_a_recorded_match_are_the_same_game(info, seats):
    game = make(info, seats)
    for seed, lineup in zip(SEEDS, lineups(info, seats), strict=False):
        playout = play_out(game, [info.bot(name) for name in lineup], seed)
        record = played_record(info, game, seed, lineup)
        assert game.state_key(playout.state) == game.state_key(
            Match.replay(game, record).state)
        assert len(record.steps) == playout.decisions + playout.chance_steps
        assert playout.chance_steps == sum(step.seat == CHANCE for step in record.steps)


# --- determinism ------------------------------------------------------------------------


@pytest.mark.parametrize(("info", "seats"), CASES)
def test_same_seed_gives_the_same_game(info, seats):
    game = make(info, seats)
    for seed, lineup in zip(SEEDS, lineups(info, seats), strict=False):
        first = played_record(info, game, seed, lineup)
        again = played_record(info, make(info, seats), seed, lineup)
        assert again.to_json() == first.to_json()


@pytest.mark.parametrize(("info", "seats"), CASES)
def test_different_seeds_give_different_games(info, seats):
    """In a game that deals or draws (``seeded`` in its tests' facts): a game with
    no chance may play the same game from any seed."""
    if not facts(info).seeded:
        pytest.skip(f"{info.id}: no chance (not seeded in {package_of_tests(info)}.facts)")
    game = make(info, seats)
    lineup = lineups(info, seats)[0]
    games = [[(s.seat, s.action) for s in played_record(info, game, seed, lineup).steps]
             for seed in SEEDS]
    assert len({tuple(g) for g in games}) == len(SEEDS)
    starts = {state_hash(game, game.new_initial_state(seed)) for seed in SEEDS}
    assert len(starts) == len(SEEDS), "the seed is not part of the starting state"


# --- records ----------------------------------------------------------------------------


@pytest.mark.parametrize(("info", "seats"), CASES)
def test_records_replay_to_the_same_hashes(info, seats):
    game = make(info, seats)
    lineup = lineups(info, seats)[-1]
    record = played_record(info, game, SEEDS[0], lineup)
    # By hand: every recorded hash is the hash of the state the step leads to.
    state = game.new_initial_state(record.seed)
    assert state_hash(game, state) == record.initial_hash
    for n, step in enumerate(record.steps):
        assert step.seat == game.to_move(state), f"step {n + 1}"
        action = game.parse_action(state, step.action)
        if step.by == SEEDED:
            assert sample_chance(game, state) == action, f"step {n + 1}"
        game.apply(state, action)
        assert state_hash(game, state) == step.hash, f"step {n + 1}"
    assert game.to_move(state) == TERMINAL
    # Through the engine, after a JSON round trip, on a game rebuilt from the registry.
    loaded = GameRecord.from_json(record.to_json())
    assert loaded == record
    rebuilt = catalog.get(loaded.game).make(loaded.seats, loaded.options, loaded.edition_text)
    replayed = Match.replay(rebuilt, loaded)
    assert replayed.over
    assert replayed.record.steps == record.steps
    assert rebuilt.state_key(replayed.state) == game.state_key(state)


def tamper(record: GameRecord, number: int, **change) -> GameRecord:
    steps = list(record.steps)
    steps[number] = replace(steps[number], **change)
    return replace(record, steps=steps)


@pytest.mark.parametrize(("info", "seats"), CASES)
def test_tampered_records_are_caught(info, seats):
    game = make(info, seats)
    record = played_record(info, game, SEEDS[1], lineups(info, seats)[0])
    middle = len(record.steps) // 2
    with pytest.raises(RecordError, match=rf"^step {middle + 1}\b"):
        Match.replay(game, tamper(record, middle, hash="0" * 16))
    seat = record.steps[middle].seat
    with pytest.raises(RecordError, match=rf"^step {middle + 1}: recorded for seat"):
        Match.replay(game, tamper(record, middle, seat=0 if seat == CHANCE else CHANCE))
    # Another legal action, and another possible chance outcome, where there is one.
    changed = {"seat": False, "chance": False}
    state = game.new_initial_state(record.seed)
    for n, step in enumerate(record.steps):
        kind = "chance" if step.seat == CHANCE else "seat"
        if not changed[kind]:
            options = (game.chance_request(state).outcomes if step.seat == CHANCE
                       else game.legal_actions(state))
            others = [str(a) for a in options if str(a) != step.action]
            if others:
                with pytest.raises(RecordError, match=rf"^step {n + 1}\b"):
                    Match.replay(game, tamper(record, n, action=others[0]))
                changed[kind] = True
        action = game.parse_action(state, step.action)
        if step.by == SEEDED:
            sample_chance(game, state)
        game.apply(state, action)
    assert changed["seat"], "no step offered a choice"


# --- state declarations ------------------------------------------------------------------


#: A different value of each kind of field, to show that the key sees it.
CHANGED = {
    VALUE: lambda v: ("changed", v), LIST: lambda v: [*v, "changed"],
    BAG: lambda v: [*v, "changed"], FLOW: lambda v: [*v, "changed"],
    LISTS: lambda v: [*v, ["changed"]], DICTS: lambda v: [*v, {"changed": 1}],
    RNG: lambda v: Stream(v.state ^ 1), UNKEYED: lambda v: ("changed", v),
    TALLY: lambda v: [*v, 1],
}


@pytest.mark.parametrize(("info", "seats"), CASES[:1] + CASES[-2:])
def test_every_state_field_is_hashed_or_excluded_on_purpose(info, seats):
    """Every attribute of a state is a declared field; changing any field changes
    the key (so the replay hashes see it), unless it is declared UNKEYED or TALLY."""
    game = make(info, seats)
    state = game.new_initial_state(1)
    cls = type(state)
    assert issubclass(cls, GameState)
    assert tuple(cls.__slots__) == tuple(cls.FIELDS)
    for name, kind in cls.FIELDS.items():
        changed = game.clone(state)
        value = getattr(changed, name)
        if kind == OBJECT:
            if value is None:
                continue
            value = value.copy()
            value.put("changed")
        else:
            value = CHANGED[kind](value)
        setattr(changed, name, value)
        differs = changed.key() != state.key()
        assert differs == (kind not in NOT_KEYED), f"{cls.__name__}.{name} ({kind})"
