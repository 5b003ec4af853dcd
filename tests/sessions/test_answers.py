"""What a typed answer means (sessions.answers): a move by its name as listed, its
own text or enough of its words; brackets in a printed name need not be typed."""

from __future__ import annotations

import pytest

from automeeple import catalog
from automeeple.engine.core import GameError
from automeeple.sessions.answers import described, move_named, not_a_move, to_undo, undone
from automeeple.sessions.session import Session
from automeeple.sessions.store import SessionRow


@pytest.fixture
def first_placement():
    """The Alpha, STALK: Red's first placement, with two Scavenge tiles beside the
    forests, named "Scavenge (north)" and "Scavenge (south)"."""
    session = Session.new(None, catalog.get("the-alpha"), 4, {}, 3,
                          ["human", "automa", "automa", "automa"])
    return session, session.advance()


@pytest.mark.parametrize("typed", ["scavenge north", "place beta on scavenge north",
                                   "Place a Beta Wolf on Scavenge (north)", "beta (north)",
                                   "scavenge [north]"])
def test_a_name_with_brackets_is_typed_with_or_without_them(first_placement, typed):
    session, prompt = first_placement
    assert str(move_named(session, prompt, typed)) == "place beta on scavenge-1"


def test_too_little_of_a_name_lists_the_moves_it_fits(first_placement):
    session, prompt = first_placement
    assert move_named(session, prompt, "scavenge") is None
    assert not_a_move(session, prompt, "place beta on scavenge", "is no move") == (
        "'place beta on scavenge' fits 2 moves: 1 place a Beta Wolf on Scavenge (north); "
        "2 place a Beta Wolf on Scavenge (south). Type more of it, or its number.")


@pytest.mark.parametrize(("typed", "move"), [
    ("a beta wolf on the hare", "place beta on hare"),
    ("beta on the bison", "place beta on bison"),
    ("wolf on the elk", "place beta on elk"),
    ("the alpha pair on the deer", "place alpha-pair on deer"),
])
def test_an_article_may_be_typed_or_left_out(first_placement, typed, move):
    """As the log says it ("Red places a Beta Wolf on the Hare"), or as the list does."""
    session, prompt = first_placement
    assert str(move_named(session, prompt, typed)) == move


def test_an_article_alone_picks_no_piece(first_placement):
    """"the" is in the Alpha Pair's moves only ("place the Alpha Pair on Bison"):
    "the bison" fits the Beta Wolf's move as much, and places neither."""
    session, prompt = first_placement
    assert move_named(session, prompt, "the bison") is None
    assert not_a_move(session, prompt, "the bison", "is no move") == (
        "'the bison' fits 2 moves: 12 place a Beta Wolf on Bison; 13 place the Alpha Pair on "
        "Bison. Type more of it, or its number.")


@pytest.mark.parametrize("typed", ["pair livestock", "place alpha on livestock",
                                   "the alpha pair on the livestock"])
def test_a_short_name_of_a_forbidden_move_is_refused_with_its_rule(first_placement, typed):
    """STALK: the Livestock takes one wolf, and the Alpha Pair counts as two."""
    session, prompt = first_placement
    assert not_a_move(session, prompt, typed, "is no move") == (
        f"{typed!r}: the Alpha Pair counts as 2 wolves, and the Livestock takes one wolf in "
        "all (STALK).")


@pytest.mark.parametrize(("typed", "move"), [
    ("[3]", "place beta on livestock"), ("(13)", "place alpha-pair on bison"),
    ("place a Beta Wolf on the Hare.", "place beta on hare"), ("(4).", "place beta on hare"),
])
def test_a_number_in_brackets_is_its_number_and_a_full_stop_is_no_part_of_a_move(
        first_placement, typed, move):
    session, prompt = first_placement
    assert str(move_named(session, prompt, typed)) == move


def test_a_number_in_brackets_past_the_list_is_told_the_numbers(first_placement):
    session, prompt = first_placement
    assert not_a_move(session, prompt, "[14]", "is no move") == (
        "'[14]': the moves are numbered 1 to 13.")


def test_each_person_takes_back_only_their_own_move_before_passing_the_screen():
    """Two people at one screen: after Green's move the screen is Red's, and Red may
    not take back Green's move (each decides their own); Green may, before passing
    the screen on, and is asked again. Table mode's last step may be a report."""
    session = Session.new(None, catalog.get("dragon-canyon"), 3, {}, 7,
                          ["solo-bot", "human", "human"])
    prompt = session.advance()
    green = prompt.seat
    assert session.game.seat_name(green) == "Green"
    assert to_undo(session) == "", "nothing to undo yet"
    while prompt.seat == green:
        session.act(prompt.legal[0])
        prompt = session.advance()
    red = prompt.seat
    assert session.game.seat_name(red) == "Red"
    assert to_undo(session) == "", "not Red's to take back"
    stop = ("Undo stops here: the last move is Green's, and only Green may take it back, "
            "before the next person takes over")
    assert session.undo_stop() == stop
    steps = len(session.match.record.steps)
    with pytest.raises(GameError, match=stop):
        session.undo()
    assert len(session.match.record.steps) == steps, "nothing undone"
    assert to_undo(session, green) == "your last move"
    assert session.undo(green) >= 1
    again = session.advance()
    assert again.seat == green and session.viewer == green
    assert undone(session, 1) == "Undone: Green's last move."
    table = Session.new(None, catalog.get("the-alpha"), 4, {}, 7,
                        ["human", "automa", "automa", "automa"], table=True)
    table.report(table.advance().request.outcomes[0])
    assert to_undo(table) == "your last report"


@pytest.mark.parametrize("summary", ["Green wins 41 to 38; everyone had one more turn.",
                                     "Green wins 41 to 38; everyone had one more turn"])
def test_a_saved_game_described_ends_with_one_full_stop(summary):
    """Deleting asks about the game in a sentence; a result that ends with its own
    full stop does not get a second ("...one more turn..", a play-tester's screen)."""
    row = SessionRow(3, "dragon-canyon", 3, ["solo-bot", "human", "human"], "over", 80,
                     "2026-11-29T10:00:00+00:00", summary, "play")
    assert described(row) == ("Dragon Canyon, play mode, over, 80 steps: Green wins 41 to 38; "
                              "everyone had one more turn.")


def test_bytes_that_were_no_text_are_quoted_back_as_marks_not_escapes(first_placement):
    """A terminal in another encoding sends bytes that are no UTF-8: the refusal
    quotes them as marks, not "'\\udcff\\udcfe('" (a tester's screen)."""
    session, prompt = first_placement
    assert not_a_move(session, prompt, "\udcff\udcfe(  ", "is no move") == (
        "'\ufffd\ufffd(' is no move")
