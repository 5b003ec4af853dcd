"""Several people at one terminal: ``--seat 2,3`` and ``--people N`` for ``play`` and
``table``, the README's example (two people against Dragon Canyon's AI), the
pass-the-screen step between them, and each screen showing only what its own
person may see."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import pytest
from rich.console import Console

from automeeple import catalog
from automeeple.cli.interactive import End, Play
from automeeple.engine.agent import AUTOMA_SEAT
from automeeple.engine.core import Event
from automeeple.engine.records import GameRecord, Match
from automeeple.sessions import HUMAN, Session

from .test_cli import ONES, cli, fail, isolate, ok, saved

DRAGON = catalog.get("dragon-canyon")
README = ["play", "dragon-canyon", "--players", "3"]
PASS = "Pass the screen to "


@pytest.fixture(autouse=True)
def env(tmp_path, monkeypatch) -> Path:
    return isolate(tmp_path, monkeypatch)


def private(rec: GameRecord) -> list[Event]:
    """The events of a recorded game that only their own seat may read."""
    game = catalog.get(rec.game).make(rec.seats, rec.options, rec.edition_text)
    found: list[Event] = []
    Match.replay(game, rec, on_step=lambda _s, events, *_: found.extend(e for e in events
                                                                    if e.others))
    return found


def screens(output: str) -> Iterator[tuple[str, str]]:
    """Each person's turn at the screen: (their seat's name, everything printed from
    the pass-the-screen step that named them to the next)."""
    for part in output.split(PASS)[1:]:
        name, _, shown = part.partition(".")
        yield name, shown


def test_an_answer_typed_at_the_pass_is_not_taken_and_says_so():
    """At "press Enter when only you can see the screen", an answer typed too soon
    is neither thrown away in silence nor taken: the person is told."""
    out = ok(cli(*README, "--seed", 4, input="forest\n\nquit\n"))
    asked = "Green, press Enter when only you can see the screen> "
    assert (f"{asked}'forest' was not taken: press Enter alone, then answer what Green is "
            f"asked.\n{asked}") in out
    assert out.count(asked) == 2


def test_the_readme_example_seats_two_people_against_the_ai():
    """Once refused: "error: 0 bots named for 1 seats"."""
    out = ok(cli(*README, "--seed", 4, input="\nquit\n"))
    assert "  seat 1: AI (Blue) - the solo rules\n  seat 2: Green - a person at this screen\n" \
           "  seat 3: Red - a person at this screen\n" in out
    first = out.index(f"{PASS}Green.\nGreen, press Enter when only you can see the screen> ")
    assert out.index("Green, your move> ") > first
    assert out.index("Round 1: the AI's turn.") > first, "nothing is shown before the pass"
    assert saved(Path("s.sqlite3"))[1] == [AUTOMA_SEAT, HUMAN, HUMAN]


def test_the_readme_example_played_to_the_end_shows_no_one_the_others_cards():
    """A whole game of two people against the AI, move 1 at every prompt: the screen
    is passed at every change of person, and a card one person placed face down is
    never named on the other's screen."""
    # Enter at each pass, "1" at each prompt: an empty line a prompt reads as no move.
    out = ok(cli(*README, "--seed", 4, input="\n1\n" * 300))
    rec, _, status = saved(Path("s.sqlite3"))
    assert status == "over" and "Where the points came from" in out
    cards = private(rec)
    # What came of a move is told before the screen is passed, in anyone's words.
    assert "What came of Green's move:\nGreen takes" in out
    assert out.index("What came of Green's move:") < out.index(f"{PASS}Red.")
    turns = list(screens(out))
    assert [name for name, _ in turns[:4]] == ["Green", "Red", "Green", "Red"]
    assert all(a[0] != b[0] for a, b in zip(turns, turns[1:], strict=False)), \
        "the screen is passed only to another person"
    names = {1: "Green", 2: "Red"}
    for name, shown in turns:
        assert f"{name}, your move> " in shown
        theirs = [e.text for e in cards if names[e.seat] != name]
        assert theirs and not [t for t in theirs if t in shown], name
    for seat, name in names.items():
        mine = [e.text for e in cards if e.seat == seat]
        assert any(t in shown for t in mine for who, shown in turns if who == name), \
            f"{name}'s own cards are named on {name}'s screen"


def test_several_seats_and_the_number_of_people():
    ok(cli("play", "dragon-canyon", "-p", 3, "--seat", "2,3", "--seed", 1, input="quit\n"))
    ok(cli("table", "dragon-canyon", "-p", 3, "--people", 2, "--seed", 1, input="quit\n"))
    out = ok(cli("play", "the-alpha", "--people", 2, "--seed", 1, input="quit\n"))
    assert "  seat 1: Red - a person at this screen\n  seat 2: Blue - a person at this " \
           "screen\n  seat 3: Green - automa\n  seat 4: Yellow - automa\n" in out
    rows = [saved(Path("s.sqlite3"), k)[1] for k in (1, 2, 3)]
    assert rows == [[AUTOMA_SEAT, HUMAN, HUMAN]] * 2 + [[HUMAN, HUMAN, "automa", "automa"]]


def test_one_person_and_bots_in_the_other_seats():
    """--seat with one seat, or --bots alone: one person, the bots in the seats
    left; the single person's screen has no pass step and says "your move"."""
    out = ok(cli(*README, "--seat", 3, "--seed", 1, input="quit\n"))
    assert "seat 2: Green - baseline\n  seat 3: Red - you\n" in out
    assert PASS not in out and "\nyour move> " in out
    out = ok(cli(*README, "--bots", "random", "--seed", 1, input="quit\n"))
    assert "seat 2: Green - you\n  seat 3: Red - random\n" in out
    out = ok(cli("table", "the-alpha", "--seat", "2,4", "--bots", "random,automa",
                 "--seed", 1, input="quit\n"))
    assert ("seat 1: Red - random\n  seat 2: Blue - a person at this screen\n  seat 3: "
            "Green - automa\n  seat 4: Yellow - a person at this screen\n") in out


@pytest.mark.parametrize("command", ["play", "table"])
@pytest.mark.parametrize("args, message", [
    (["--seat", "1"], "--seat must be one of 2, 3 (several with commas, e.g. 2,3), not '1'"),
    (["--seat", "2,x"], "--seat must be one of 2, 3 (several with commas, e.g. 2,3), not '2,x'"),
    (["--seat", "3,3"], "--seat '3,3' names a seat twice"),
    (["--people", "3"], "--people must be 1 to 2 (the seats a person may take: 2, 3), not 3"),
    (["--people", "0"], "--people must be 1 to 2"),
    (["--seat", "2", "--people", "1"], "--seat and --people both say where people sit"),
    (["--people", "2", "--bots", "random"],
     "Dragon Canyon: every seat is played by the rules or a person (people: 2, 3); no --bots"),
    (["--seat", "2", "--bots", "random*2"],
     "'random*2' names 2 bots for 1 seat (for example: baseline*1)"),
])
def test_seat_mistakes_are_one_line(env, command, args, message):
    fail(cli(command, "dragon-canyon", "--players", 3, *args, input=ONES), message)
    assert not env.exists()


def test_bots_only_takes_no_people():
    fail(cli("play", "dragon-canyon", "--bots-only", "--people", 1),
         "--bots-only puts bots in every seat: no --seat or --people")


def scripted(session: Session, answers, console: Console | None = None) -> tuple[End, str]:
    """Play ``session`` at a console, answering each prompt line with
    ``answers(line)``; how it ended and what was printed."""
    console = console or Console(file=io.StringIO(), width=120, highlight=False, markup=False)
    end = Play(session, console, ask=answers).run()
    return end, console.file.getvalue()


def test_the_mover_takes_back_their_move_at_the_pass_step_and_the_next_may_not(tmp_path):
    """Green, before passing the screen, types undo: back to Green's last decision,
    asked of Green again with no pass step. Red, at their move, may not take back
    Green's: one line says whose it is."""
    session = Session.new(None, DRAGON, 3, {}, 4, [AUTOMA_SEAT, HUMAN, HUMAN])
    asked: list[str] = []

    def answer(line: str) -> str:
        asked.append(line)
        if line.startswith("Red, press") and asked.count("undo") == 0:
            asked.append("undo")
            return "undo"
        if line == "Red, your move> " and asked.count("undo") == 1:
            asked.append("undo")
            return "undo"
        return "quit" if len(asked) > 60 else ("" if line.startswith("Red, press") or
                                                line.startswith("Green, press") else "1")

    _, out = scripted(session, answer)
    assert "(Green: 'undo' takes back your last move first.)" in out
    undone = out.index("Undone: Green's last move")
    green = asked.index("undo")
    assert asked[green + 1] == "Green, your move> ", "Green's again, the screen not passed"
    assert out.index("Undo stops here: the last move is Green's, and only Green may take it "
                     "back, before the next person takes over", undone) > undone


def test_the_pass_step_wipes_the_screen_and_its_scrollback():
    session = Session.new(None, DRAGON, 3, {}, 4, [AUTOMA_SEAT, HUMAN, HUMAN])
    terminal = Console(file=io.StringIO(), width=120, force_terminal=True, color_system=None)
    end, out = scripted(session, lambda line: "quit" if "your move" in line else "", terminal)
    assert end is End.QUIT
    assert out.index("\x1b[2J\x1b[3J") < out.index(f"{PASS}Green.")
