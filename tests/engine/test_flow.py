"""The engine's turn flow, state fields and options, on a toy game small enough to
follow by hand: "Nim with a die". Chance rolls a d3 for how many stones are added;
then the seat to move takes 1 or 2 stones; whoever takes the last stone wins."""

from __future__ import annotations

import json
from dataclasses import dataclass

import pytest

from automeeple.engine.core import (
    CHANCE,
    TERMINAL,
    Action,
    ChanceRequest,
    Event,
    GameError,
    IllegalAction,
    Result,
    places_of,
    signed,
)
from automeeple.engine.declaration import Declaration
from automeeple.engine.flow import AUTO, Chance, Choice, FlowGame, Step, push, run
from automeeple.engine.options import describe, option, parse
from automeeple.engine.rng import Stream
from automeeple.engine.state import FLOW, LIST, RNG, TALLY, UNKEYED, VALUE, GameState


@dataclass(frozen=True, slots=True)
class Take(Action):
    stones: int

    def __str__(self) -> str:
        return f"take {self.stones}"


@dataclass(frozen=True, slots=True)
class Add(Action):
    stones: int

    def __str__(self) -> str:
        return f"add {self.stones}"


class NimState(GameState):
    FIELDS = {"rng": RNG, "flow": FLOW, "stones": VALUE, "taken": LIST, "note": UNKEYED}
    __slots__ = tuple(FIELDS)


@dataclass(frozen=True, slots=True)
class Refill(Chance):
    def request(self, game, s) -> ChanceRequest:
        return ChanceRequest("roll a d3", (Add(1), Add(2), Add(3)), (1, 1, 1))

    def resolve(self, game, s, action, ev) -> None:
        s.stones += action.stones
        if ev is not None:
            ev.append(Event("add", f"{action.stones} stones added", None,
                            {"stones": action.stones}))
        push(s, Turn(0))


@dataclass(frozen=True, slots=True)
class Turn(Choice):
    seat: int

    def legal(self, game, s) -> list[Action]:
        return [Take(n) for n in (1, 2) if n <= s.stones]

    def resolve(self, game, s, action, ev) -> None:
        s.stones -= action.stones
        s.taken[self.seat] += action.stones
        push(s, CheckEnd(self.seat))


@dataclass(frozen=True, slots=True)
class CheckEnd(Step):
    mover: int

    def run(self, game, s, ev) -> None:
        if s.stones:
            push(s, Turn(1 - self.mover))
        elif ev is not None:
            ev.append(Event("end", f"seat {self.mover + 1} takes the last stone", self.mover))


@dataclass(frozen=True)
class NimOptions:
    start: int = option(3, "stones at the start", minimum=1, maximum=20)
    fair: bool = option(False, "a fair game")
    colour: str = option("red", "a colour", ("red", "blue"))


class Nim(FlowGame):
    declaration = Declaration(
        id="nim", title="Nim", min_seats=2, max_seats=2, default_seats=2,
        game="tests.engine.test_flow:Nim", options_class="tests.engine.test_flow:NimOptions",
        bots={}, default_bot="", edition="", view="automeeple.engine.view:View")

    def __init__(self, opts: NimOptions = NimOptions()) -> None:
        self.seats, self.opts = 2, opts

    def new_initial_state(self, seed: int, ev=None) -> NimState:
        s = NimState()
        s.rng, s.flow, s.stones, s.taken, s.note = Stream.named(seed, "chance"), [], \
            self.opts.start, [0, 0], None
        push(s, Refill())
        run(self, s, [])
        return s

    def seat_name(self, seat: int) -> str:
        return f"seat {seat + 1}"

    def final_result(self, s) -> Result:
        winner = 0 if s.taken[0] > s.taken[1] else 1
        return Result(tuple(s.taken), places_of((winner, 1 - winner)), winner, "done")


def test_flow_asks_chance_then_each_seat_and_ends_when_the_flow_is_empty():
    game = Nim()
    s = game.new_initial_state(1)
    with pytest.raises(IllegalAction, match="the game is not over yet"):
        game.result(s)
    assert game.to_move(s) == CHANCE
    assert game.legal_actions(s) == []
    assert game.apply(s, Add(2)) == [Event("add", "2 stones added", None, {"stones": 2})]
    assert (s.stones, game.to_move(s)) == (5, 0)
    assert game.legal_actions(s) == [Take(1), Take(2)]
    for action in (Take(2), Take(2), Take(1)):
        game.apply(s, action)
    assert game.to_move(s) == TERMINAL and game.is_over(s)
    assert s.taken == [3, 2]
    assert game.result(s).places == (1, 2)
    assert places_of((2, 0, 1)) == (2, 3, 1), "seat 2 first, seat 0 second, seat 1 third"
    with pytest.raises(IllegalAction, match="no chance event is pending"):
        game.chance_request(s)


def test_illegal_action_changes_nothing_and_quiet_builds_no_events():
    game = Nim()
    s = game.new_initial_state(1)
    game.apply(s, Add(1))
    key = s.key()
    with pytest.raises(IllegalAction, match=r"take 3 is not legal now \(seat 1 to move\)"):
        game.apply(s, Take(3))
    assert s.key() == key
    loud, quiet = game.clone(s), game.clone(s)
    game.apply(loud, Take(2))
    assert game.apply(quiet, Take(2), quiet=True) == []
    assert loud.key() == quiet.key()


def test_automatic_steps_never_stay_on_top():
    game = Nim()
    s = game.new_initial_state(2)
    game.apply(s, Add(3))
    game.apply(s, Take(1))
    assert s.flow[-1].seat != AUTO
    assert s.flow == [Turn(1)]


def test_state_fields_clone_and_key_from_one_declaration():
    game = Nim()
    s = game.new_initial_state(3)
    c = s.clone()
    assert c.key() == s.key() and c is not s
    c.taken[0] = 9
    assert s.taken == [0, 0], "a clone's list is its own"
    assert c.key() != s.key()
    c = s.clone()
    c.note = "only explains"
    assert c.key() == s.key(), "an UNKEYED field is left out of the key"
    c.rng = Stream(12345)
    assert c.key() != s.key(), "the stream's position is keyed"
    assert NimState.KEYED == ("rng", "flow", "stones", "taken")


def test_a_tally_is_copied_and_left_out_of_the_key():
    class Tallied(GameState):
        FIELDS = {"rng": RNG, "flow": FLOW, "stones": VALUE, "gained": TALLY}
        __slots__ = tuple(FIELDS)

    s = Tallied.__new__(Tallied)
    s.rng, s.flow, s.stones, s.gained = Stream(1), [], 3, [0, 0]
    c = s.clone()
    c.gained[1] += 5
    assert s.gained == [0, 0], "a clone's tally is its own"
    assert c.key() == s.key(), "a tally is left out of the key"
    assert Tallied.KEYED == ("rng", "flow", "stones")


def test_a_copy_sharing_named_fields_copies_the_rest_as_clone_does():
    game = Nim()
    s = game.new_initial_state(3)
    copy = NimState.sharing("rng", "taken")
    c = copy(s)
    assert c.key() == s.key() and c is not s
    assert c.rng is s.rng and c.taken is s.taken, "the named fields are shared"
    assert c.flow is not s.flow and c.flow == s.flow, "the others are copied"
    with pytest.raises(TypeError, match="no field 'stone'"):
        NimState.sharing("stone")


def test_a_shared_copy_shares_every_field():
    s = Nim().new_initial_state(3)
    c = s.share()
    assert c is not s and c.key() == s.key()
    assert all(getattr(c, name) is getattr(s, name) for name in NimState.FIELDS)


def test_a_state_attribute_must_be_declared():
    with pytest.raises(TypeError, match="__slots__ = tuple"):
        class Sloppy(GameState):  # noqa: F841
            FIELDS = {"a": VALUE}
            __slots__ = ("a", "b")
    with pytest.raises(TypeError, match="unknown field kind"):
        class Odd(GameState):  # noqa: F841
            FIELDS = {"a": "whatever"}
            __slots__ = ("a",)


def test_observation_has_no_stream_and_options_are_plain_data():
    game = Nim(parse(NimOptions, {"start": 5}))
    s = game.new_initial_state(4)
    assert game.observation(s, 0).rng is None and s.rng is not None
    assert json.dumps(game.options()) == '{"start": 5, "fair": false, "colour": "red"}'


def test_options_are_declared_once_and_checked():
    assert [(o.name, o.default, o.choices) for o in describe(NimOptions)] == [
        ("start", 3, ()), ("fair", False, (False, True)), ("colour", "red", ("red", "blue"))]
    assert parse(NimOptions, {"fair": True, "colour": "blue"}) == NimOptions(3, True, "blue")
    for given, message in (
            ({"size": 1}, "nim has no option 'size'; options: start, fair, colour"),
            ({"start": 0}, "option start must be a whole number from 1 to 20, not 0"),
            ({"start": "abc"}, "option start takes a whole number, not 'abc'"),
            ({"start": True}, "option start takes a whole number"),
            ({"fair": 1}, "option fair takes true or false, not 1"),
            ({"colour": "green"}, "option colour must be one of red, blue, not green"),
            ({"colour": " "}, "option colour must be one of red, blue, not empty$")):
        with pytest.raises(GameError, match=message):
            parse(NimOptions, given, "nim")


def test_a_refused_report_of_many_long_names_is_one_line_and_nothing_typed_is_said():
    """The Wolves' region boards: ten names of several words. The question lists
    them; the refusal says where, in one line, not the ten again."""
    names = tuple(f"tundra prey with grass and desert wolf heads {k}" for k in range(10))
    boards = ChanceRequest("draw the region board", tuple(Add(k) for k in range(10)),
                           (1,) * 10, labels=names)
    with pytest.raises(IllegalAction, match=r"^'3' cannot come up for 'draw the region "
                                            r"board'; it can be one of the 10 listed, as "
                                            r"printed$"):
        boards.outcome_named("3")
    with pytest.raises(IllegalAction, match=r"^nothing typed: type what came up for 'draw "
                                            r"the region board'$"):
        boards.outcome_named("  ")


def test_a_reported_outcome_is_read_as_printed_never_as_a_position():
    request = ChanceRequest("roll the Hare die", (Add(3), Add(1), Add(2)), (1, 1, 1),
                            labels=("3", "1", "2"))
    assert request.outcome_named("1") == Add(1), "1 is the face 1, not the first in the list"
    assert request.outcome_named(" 3 ") == Add(3)
    assert request.outcome_named("add 2") == Add(2), "the outcome's own text works too"
    assert request.outcome_named("2.") == Add(2), "a sentence's full stop is no part of it"
    with pytest.raises(IllegalAction, match="nothing typed"):
        request.outcome_named(" . ")
    tens = ChanceRequest("roll", (Add(1), Add(2)), (1, 1), labels=("10", "C4"))
    with pytest.raises(IllegalAction, match="'1' cannot come up"):
        tens.outcome_named("1")
    with pytest.raises(IllegalAction, match=r"'7' cannot come up for 'roll the Hare die'; "
                                            r"it can be: 3, 1, 2"):
        request.outcome_named("7")
    cards = ChanceRequest("flip the next AI action card", (Add(1), Add(2), Add(3)), (1, 1, 1),
                          labels=("3,2 Fight +5", "3,1 Move Dragon +0", "13,1 Fight -1"))
    with pytest.raises(IllegalAction, match=r"^'3' is only the start of 3,2 Fight \+5 or 3,1 "
                                            r"Move Dragon \+0 for 'flip the next AI action "
                                            r"card': type the whole name, as printed$"):
        cards.outcome_named("3")
    assert cards.outcome_named("3,1") == Add(2), "the start of one name that is no number"
    units = ChanceRequest("draw a unit", (Add(1), Add(2), Add(3)), (2, 1, 1),
                          labels=("army 1", "army 2", "blitz army 1"))
    assert units.outcome_named("army 1") == Add(1), "an exact label wins over longer ones"
    assert units.outcome_named("BLITZ") == Add(3), "the start of exactly one label"
    with pytest.raises(IllegalAction, match="'army' is ambiguous for 'draw a unit': it could "
                                            "be army 1, army 2"):
        units.outcome_named("army")


def test_a_secret_outcome_is_read_whole_and_a_mistake_names_nothing():
    """A card taken at random from a hand: only its whole name is read, and neither
    a wrong answer nor a start of a name tells what else is in that hand."""
    hand = ChanceRequest("Green discards a card at random", (Add(1), Add(2)), (1, 1),
                         labels=("Dragon Slayer", "Mage Knight"), secret=True)
    assert hand.outcome_named("dragon slayer") == Add(1)
    for typed in ("Dragon", "x", "Tribal Mage"):
        with pytest.raises(IllegalAction) as err:
            hand.outcome_named(typed)
        assert "Slayer" not in str(err.value) and "Knight" not in str(err.value)


@pytest.mark.parametrize(("text", "read"), [
    ("5", 5), (" -5 ", -5), ("-0", 0), ("9" * 20, int("9" * 20)), ("-", None), ("", None),
    ("--5", None), ("5-", None), ("- 5", None), ("²", None), ("-²", None), ("9" * 101, None)])
def test_a_signed_whole_number_is_read_as_written(text, read):
    """One reader for a whole number that may be below zero (an option's value, a
    form's field, an edition walk-through's answer): the digits 0 to 9, at most 100
    of them, a minus sign just before them."""
    assert signed(text) == read
