"""The engine's action table and the common game constructor (docs/engine.md,
"Adding a game"): what every game used to copy, tested once on a toy table and on
each game of the catalog."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from automeeple import catalog
from automeeple.engine.actions import ActionTable, words
from automeeple.engine.core import Action, GameError, IllegalAction, is_among


@dataclass(frozen=True, slots=True)
class Take(Action):
    stones: int

    def __str__(self) -> str:
        return f"Take {self.stones}"


@dataclass(frozen=True, slots=True)
class Say(Action):
    text: str

    def __str__(self) -> str:
        return f"say {self.text}"


class NimTable(ActionTable):
    """A toy notation: "grab" is another spelling of "take"; "say ..." is any text."""

    game = "Nim"

    def __init__(self) -> None:
        self.take = [Take(n) for n in (1, 2)]
        super().__init__(self.take)

    def key(self, text: str) -> str:
        return super().key(text).replace("grab", "take")

    def read(self, key: str) -> Action:
        verb, _, said = key.partition(" ")
        if verb != "say" or not said:
            raise ValueError(key)
        return Say(said)


def test_words_reads_any_case_and_spacing():
    assert words("  Place   Beta\ton HARE ") == "place beta on hare"


def test_parse_gives_the_tables_own_action_whatever_the_case_and_spacing():
    table = NimTable()
    assert table.all == [Take(1), Take(2)]
    assert table.parse("  TAKE   2 ") is table.take[1]
    assert table.by_text == {"take 1": table.take[0], "take 2": table.take[1]}


def test_a_games_other_spelling_and_its_forms_outside_the_index():
    table = NimTable()
    assert table.parse("Grab 1") is table.take[0]
    assert table.parse("say Hello  there") == Say("hello there")


@pytest.mark.parametrize("text", ["take 3", "say", "", "grab"])
def test_a_text_that_is_no_action_is_one_line_naming_the_game(text):
    with pytest.raises(IllegalAction) as err:
        NimTable().parse(text)
    assert str(err.value) == f"{text!r} is not an action of Nim"


def made(game_id: str):
    info = catalog.get(game_id)
    return info.make(info.default_seats, {})


@pytest.mark.parametrize("game_id", [i.id for i in catalog.games()])
def test_every_action_of_a_game_reads_back_as_itself(game_id):
    game = made(game_id)
    for action in game.actions.all:
        assert game.actions.parse(str(action)) is action
        assert game.actions.parse(str(action).upper()) is action


@pytest.mark.parametrize(("game_id", "title"), [(i.id, i.title) for i in catalog.games()])
def test_each_games_message_for_a_text_that_is_no_action(game_id, title):
    with pytest.raises(IllegalAction) as err:
        made(game_id).actions.parse("fly to the moon")
    assert str(err.value) == f"'fly to the moon' is not an action of {title}"


def test_the_alpha_pair_in_two_words_and_a_die_face_in_any_case():
    actions = made("the-alpha").actions
    assert str(actions.parse("place Alpha Pair on hare")) == "place alpha-pair on hare"
    assert str(actions.parse("roll c4")) == "roll C4"


def takes(info) -> str:
    """How many players the game takes, as its message says it: "3 to 6", "2"."""
    least, most = info.min_seats, info.max_seats
    return str(least) if least == most else f"{least} to {most}"


#: One seat too few and one too many for every game.
WRONG_SEATS = [(i.id, n, f"{i.title} takes {takes(i)} players, not {n}")
               for i in catalog.games() for n in (i.min_seats - 1, i.max_seats + 1)]


def test_the_seat_message_pinned_for_a_range_and_a_fixed_count():
    assert ("the-alpha", 2, "The Alpha takes 3 to 6 players, not 2") in WRONG_SEATS
    assert ("wolves", 4, "The Wolves takes 3 players, not 4") in WRONG_SEATS


@pytest.mark.parametrize(("game_id", "seats", "message"), WRONG_SEATS)
def test_the_game_checks_its_seats_against_its_declaration(game_id, seats, message):
    info = catalog.get(game_id)
    cls = catalog.load(info.game)
    with pytest.raises(GameError) as err:
        cls(seats, info.parse_options({}), cls.EDITION.load())
    assert str(err.value) == message


@pytest.mark.parametrize("game_id", [i.id for i in catalog.games()])
def test_the_game_keeps_its_options_and_its_loaded_edition(game_id):
    info = catalog.get(game_id)
    cls = catalog.load(info.game)
    opts, loaded = info.parse_options({}), cls.EDITION.load()
    game = cls(info.max_seats, opts, loaded)
    assert (game.seats, game.opts, game.loaded, game.edition) == (
        info.max_seats, opts, loaded, loaded.data)


def test_is_among_answers_as_in_by_equality_and_looks_for_the_object_first():
    listed = [Take(1), Take(2), Say("hi")]
    assert is_among(listed[2], listed)
    assert is_among(Take(2), listed)  # an equal record made elsewhere is among them
    assert not is_among(Take(3), listed)
    assert not is_among(Take(1), [])

    class Counted(Take):
        compared = 0

        def __eq__(self, other: object) -> bool:
            Counted.compared += 1
            return isinstance(other, Take) and other.stones == self.stones

        __hash__ = Take.__hash__

    many = [Counted(k) for k in range(20)]
    assert is_among(many[-1], many)
    assert Counted.compared == 0  # found by identity: no record's == was called
