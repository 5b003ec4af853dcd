"""Playing at the prompt through ``automeeple play`` and ``automeeple resume``: whole
games, quit and resume, undo (same dice after it), why, help and the other commands,
moves typed as numbers, text or words, and answers that are not moves."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from automeeple import catalog
from automeeple.cli.interactive import COMMANDS
from automeeple.games.the_alpha.edition import EDITION as ALPHA_EDITION

from .test_cli import (
    ONES,
    PROMPT,
    cli,
    expected_result_rows,
    isolate,
    ok,
    result_part,
    saved,
    saves_rows,
)

PLAY = ["play", "the-alpha", "--players", "4", "--seed", "7"]
ANNOUNCE = ["The Alpha, 4 players, Play mode, edition: Placeholder edition (PLACEHOLDER data)",
            "  seat 1: Red - you", "  seat 2: Blue - automa", "  seat 3: Green - automa",
            "  seat 4: Yellow - automa",
            "Game 1; type 'help' for commands. Every step is saved."]
QUIT_LINE = "Game 1 saved; continue with: automeeple resume 1"
NOT_A_MOVE = ("{!r} is not one of the moves above; type a number, a move's text, "
              "or 'help'.")
DICE = re.compile(r"^\w+ rolls the .+ die: \S+\.$", re.M)


@pytest.fixture(autouse=True)
def env(tmp_path, monkeypatch) -> Path:
    return isolate(tmp_path, monkeypatch)


def human_steps(db: Path) -> list[int]:
    rec, players, _ = saved(db)
    return [n for n, s in enumerate(rec.steps) if s.seat >= 0 and players[s.seat] == "human"]


def after_prompts(output: str) -> list[str]:
    """``output`` cut at each prompt: item k is what followed the k-th answer."""
    return output.split(PROMPT)


@pytest.fixture(scope="module")
def straight(tmp_path_factory) -> tuple[str, Path]:
    """Seed 7 played to the end with move 1 every time, in a file of its own (read only)."""
    folder = tmp_path_factory.mktemp("straight")
    with pytest.MonkeyPatch.context() as mp:
        isolate(folder, mp)
        db = folder / "straight.sqlite3"
        return ok(cli(*PLAY, "--db", db, input=ONES)), db


def test_a_whole_game_at_the_prompt(env, straight, tmp_path):
    out = ok(cli(*PLAY, "--record", "game.json", input=ONES))
    assert out == straight[0]
    lines = out.splitlines()
    assert lines[:6] == ANNOUNCE
    rec, players, status = saved(env)
    assert status == "over"
    assert players == ["human", "automa", "automa", "automa"]
    # Every prompt took exactly one move, and the game then ended on its own.
    assert out.count(PROMPT) == len(human_steps(env)) > 10
    assert QUIT_LINE not in out
    summary, rows = result_part(out, rec)
    assert rows == expected_result_rows(rec, players)
    assert saves_rows() == [["1", "the-alpha", "play", "a person, automa ×3",
                             "over", str(len(rec.steps)), saves_rows()[0][6], summary]]
    assert re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d", saves_rows()[0][6])  # UTC
    # --record writes the saved game's record, and it replays.
    assert (tmp_path / "game.json").read_text() == rec.to_json()
    replay = ok(cli("replay", "game.json", "--quiet"))
    assert result_part(replay, rec)[1] == rows


def cut(result) -> str:
    """Input ended (EOF) or Ctrl-C at a prompt: status 1, no traceback."""
    assert result.exit_code == 1, result.output
    assert "Traceback" not in result.output
    return result.output


def test_end_of_input_saves_and_exits_with_an_error_status(env):
    out = cut(cli(*PLAY, input="1\n"))
    lines = out.splitlines()
    assert lines[:6] == ANNOUNCE
    assert lines[-1] == QUIT_LINE
    assert saves_rows()[0][4:6] == ["playing", str(len(saved(env)[0].steps))]
    assert len(human_steps(env)) == 1


def test_end_of_input_before_any_move_keeps_no_game(env):
    out = cut(cli(*PLAY, input=""))
    assert out.splitlines()[-1] == "Nothing was played; game 1 is not kept."
    assert QUIT_LINE not in out
    assert saves_rows() == []


@pytest.mark.parametrize("word", ["quit", "q", "exit", "QUIT"])
def test_quit_words(env, word):
    out = ok(cli(*PLAY, input=f"1\n{word}\n1\n1\n"))
    assert out.count(PROMPT) == 2
    assert out.splitlines()[-1] == PROMPT + QUIT_LINE
    assert len(human_steps(env)) == 1


def test_quit_then_resume_finishes_the_same_game(env, straight):
    first = ok(cli(*PLAY, input="1\n1\n1\nquit\n"))
    assert first.splitlines()[-1] == PROMPT + QUIT_LINE
    assert saves_rows()[0][4] == "playing"
    assert len(human_steps(env)) == 3

    out = ok(cli("resume", 1, input=ONES))
    assert out.splitlines()[:6] == ANNOUNCE
    rec, players, status = saved(env)
    assert status == "over"
    assert result_part(out, rec)[1] == expected_result_rows(rec, players)
    # Resumed, it is the very game played without stopping.
    assert rec == saved(straight[1])[0]
    assert after_prompts(out)[1:] == after_prompts(straight[0])[4:]


def test_a_resumed_game_tells_what_came_since_the_persons_last_move(env, straight):
    """Back at a game, the person reads what they read at that prompt when they
    left: their last move and the bots' after it, as in the game played straight."""
    ok(cli(*PLAY, input="1\n1\n1\nquit\n"))
    out = ok(cli("resume", 1, input="quit\n"))
    told = out.split("Every step is saved.\n", 1)[1].split("The Alpha · week", 1)[0]
    assert told.splitlines()[0] == "Red places a Beta Wolf on the Beaver."
    assert told.count(" places a Beta Wolf on ") == 4, "the three automa's after it"
    assert told in after_prompts(straight[0])[3]


def test_quit_and_resume_twice(env, straight):
    ok(cli(*PLAY, input="1\nquit\n"))
    ok(cli("resume", 1, input="1\n1\nquit\n"))
    assert len(human_steps(env)) == 3
    ok(cli("resume", 1, input=ONES))
    assert saved(env)[0] == saved(straight[1])[0]


def test_undo_goes_back_and_the_same_move_brings_the_same_dice(env, straight, tmp_path):
    plain, plain_db = straight
    parts = after_prompts(plain)
    # The first answer after which dice are rolled: undo it once they have been.
    k = next(i for i, part in enumerate(parts) if i and DICE.search(part))
    humans = human_steps(plain_db)
    undone = humans[k] - humans[k - 1]

    out = ok(cli(*PLAY, "--practice", input="1\n" * k + "undo\n" + ONES))
    got = after_prompts(out)
    assert got[0].startswith("The Alpha, 4 players, Play mode, practice (undo goes back "
                             "anywhere), ")
    got[0] = got[0].replace("Play mode, practice (undo goes back anywhere)", "Play mode")
    assert got[:k + 1] == parts[:k + 1]
    after = f" and the {undone - 1} step{'' if undone == 2 else 's'} after it" * (undone > 1)
    assert got[k + 1].startswith(f"Undone: your last move{after}.\n")
    # The same move again: the same dice, and the rest of the game unchanged.
    assert DICE.findall(got[k + 2]) == DICE.findall(parts[k])
    assert DICE.findall(got[k + 2])
    assert got[k + 2:] == parts[k:]
    practice, plain_record = saved(env)[0], saved(plain_db)[0]
    assert practice.practice and practice.steps == plain_record.steps


def test_undo_then_another_move(env, straight):
    ok(cli(*PLAY, input="1\nundo\n2\nquit\n"))
    rec, _, _ = saved(env)
    first = human_steps(env)
    assert len(first) == 1
    plain = saved(straight[1])[0]
    assert rec.steps[first[0]].action != plain.steps[first[0]].action
    assert rec.steps[:first[0]] == plain.steps[:first[0]]


def test_undo_with_nothing_to_undo(env):
    out = ok(cli(*PLAY, input="undo\nquit\n"))
    assert after_prompts(out)[1].startswith("nothing to undo\n")
    assert human_steps(env) == []


def test_undo_twice_goes_back_two_decisions(env):
    ok(cli(*PLAY, input="1\n1\nquit\n"))
    two = saved(env)[0]
    ok(cli("delete", 1, "--yes"))
    out = ok(cli(*PLAY, input="1\n1\n1\nundo\nundo\nquit\n"))
    assert out.count("Undone: ") == 2
    rec = saved(env, 2)[0]
    humans = [n for n, s in enumerate(two.steps) if s.seat == 0]
    assert rec.steps == two.steps[:humans[1]]


#: The Alpha's tiles by their ids in the shipped edition: their printed names.
TILE_NAMES = {tile.id: tile.name for tile in ALPHA_EDITION.load().data.tiles}


def test_why_explains_the_bot_decisions_since_the_last_prompt(env):
    out = ok(cli(*PLAY, input="why\nquit\n"))
    rec, players, _ = saved(env)
    bots = [s for s in rec.steps if s.seat >= 0]
    assert bots and {s.by for s in bots} == {"bot:automa"}
    explained = after_prompts(out)[1].split("\n")
    explained = explained[:next(n for n, line in enumerate(explained)
                                if line.startswith("Red stalks: "))]
    blocks = [n for n, line in enumerate(explained) if not line.startswith("  ")]
    assert len(blocks) == len(bots), "one explanation per bot decision"
    for bot, start, end in zip(bots, blocks, [*blocks[1:], None], strict=True):
        colour = ["Red", "Blue", "Green", "Yellow"][bot.seat]
        block = explained[start:end]
        assert block[0] == f"{colour} stalks: where does the next wolf go?"
        # the choice names its piece and tile as printed ("the Alpha Pair", "Moose"),
        # not as the move's text does ("alpha-pair", the edition's id "moose")
        piece, _, tile = bot.action.removeprefix("place ").rpartition(" on ")
        piece = {"beta": "a Beta Wolf", "alpha-pair": "the Alpha Pair"}[piece]
        steps = block[1:block.index(f"  = place {piece} on {TILE_NAMES[tile]}")]
        assert steps and steps[0].startswith("  1. [P1] ")
        for n, line in enumerate(steps, 1):
            assert re.match(rf"  {n}\. \[P\d+\] \S", line), line
    assert human_steps(env) == []  # asking why changes nothing


def test_why_with_bots_that_keep_no_trace(env):
    out = ok(cli(*PLAY, "--bots", "random", input="why\nquit\n"))
    assert "  seat 2: Blue - random" in out
    assert after_prompts(out)[1].startswith("No bot decision to explain yet.\n")


@pytest.mark.parametrize("word", ["help", "?", "HELP"])
def test_help_lists_the_commands(env, word):
    out = ok(cli(*PLAY, input=f"{word}\nquit\n"))
    assert set(COMMANDS) == {"undo", "why", "hint", "board", "moves", "history", "save",
                             "quit", "help"}
    expected = [f"  {name:<7} {what}" for name, what in COMMANDS.items()]
    expected.append("  or a move: its number, its text, or enough words to pick it out "
                    "(e.g. 'place the Alpha Pair on Moose')")  # the last move listed
    assert after_prompts(out)[1].splitlines()[:10] == expected
    assert human_steps(env) == []


def test_save_and_board(env):
    out = ok(cli(*PLAY, input="save\nboard\nquit\n"))
    parts = after_prompts(out)
    assert parts[1].startswith(f"Game 1 is saved in {env} after every step.\n")
    assert parts[2].startswith("The Alpha · week 1 of 5 (5 left)")
    assert human_steps(env) == []


@pytest.mark.parametrize("answer, said", [
    ("xyzzy", NOT_A_MOVE.format("xyzzy")),
    ("1-3", NOT_A_MOVE.format("1-3")),
    # A number outside the list says the list's numbers.
    ("99", "'99': the moves are numbered 1 to 13."),
    ("0", "'0': the moves are numbered 1 to 13."),
    ("-3", "'-3': the moves are numbered 1 to 13."),
    # Too short to pick one move out: how many it fits, and those when few.
    ("place", "'place' fits 13 of the moves: type more of it, or its number."),
    ("beaver", "'beaver' fits 2 moves: 4 place a Beta Wolf on Beaver; 5 place the Alpha "
               "Pair on Beaver. Type more of it, or its number."),
])
def test_an_answer_that_is_not_a_move_changes_nothing(env, answer, said):
    out = ok(cli(*PLAY, input=f"{answer}\nquit\n"))
    parts = after_prompts(out)
    assert parts[1].startswith(said + "\n")
    # The same choices again, and no board redrawn.
    title = parts[0].rindex("Red stalks: ")
    choices = parts[0][parts[0].rindex("\n", 0, title) + 1:]
    assert parts[1].split("\n", 1)[1] == choices
    ok(cli(*PLAY, "--db", "plain.sqlite3", input="quit\n"))
    assert saved(env)[0] == saved(Path("plain.sqlite3"))[0]


@pytest.mark.parametrize("answer", ["place alpha-pair on livestock",
                                    "  Place  Alpha Pair on LIVESTOCK"])
def test_stalk_a_move_the_rules_forbid_is_refused_with_the_rule(env, answer):
    """A placement written as a move of the game (its own text) that STALK forbids
    now says which rule forbids it, and changes nothing."""
    out = ok(cli(*PLAY, input=f"{answer}\nquit\n"))
    parts = after_prompts(out)
    assert parts[1].startswith(
        f"{' '.join(answer.split())!r}: the Alpha Pair counts as 2 wolves, and the Livestock "
        "takes one wolf in all (STALK).\n")
    assert human_steps(env) == []


def test_a_pasted_page_is_one_line_and_changes_nothing(env):
    """A line longer than any move is refused in one line, not quoted back whole;
    the next answer is taken as usual."""
    out = ok(cli(*PLAY, input="x" * 100_000 + "\n1\nquit\n"))
    parts = after_prompts(out)
    assert parts[1].startswith("that line: too long (100,000 characters; at most 200)\n")
    assert "xxxxxxxxxx" not in out
    assert len(human_steps(env)) == 1  # the "1" after it was played


def test_an_empty_answer_asks_again_with_the_moves(env):
    """Enter alone is no mistake: the moves are listed again and asked for, with no
    refusal."""
    out = ok(cli(*PLAY, input="\n   \nquit\n"))
    assert "is not one of the moves" not in out
    parts = after_prompts(out)
    assert len(parts) == 4 and parts[1] == parts[2]  # the moves again, twice
    assert human_steps(env) == []


@pytest.mark.parametrize("answer, action", [
    ("6", "place beta on hare"),
    ("place beta on livestock", "place beta on livestock"),
    ("  PLACE   Beta ON livestock ", "place beta on livestock"),
    ("place alpha-pair on h", "place alpha-pair on hare"),
    ("beta hare", "place beta on hare"),
    ("pair hare", "place alpha-pair on hare"),
    ("Alpha H", "place alpha-pair on hare"),
    ("be liv", "place beta on livestock"),
    # A word exactly as the move list shows it, hyphen and all.
    ("hare alpha-pair", "place alpha-pair on hare"),
    ("alpha-pair hare", "place alpha-pair on hare"),
    ("beta scavenge (south)", "place beta on scavenge-2"),
    ("place beta on Scavenge (south)", "place beta on scavenge-2"),
    ("beta scavenge-2", "place beta on scavenge-2"),  # the move's own text works too
])
def test_moves_by_number_text_start_or_words(env, answer, action):
    out = ok(cli(*PLAY, input=f"{answer}\nquit\n"))
    # the list the answers refer to: the Beta Wolf's moves in a line, 6 on the Hare
    assert re.search(r"^place a Beta Wolf on: .*  6 Hare  ", out, re.MULTILINE), out
    assert NOT_A_MOVE.format(answer) not in out
    rec, _, _ = saved(env)
    (n,) = human_steps(env)
    assert rec.steps[n].action == action
    assert rec.steps[n].by == "human"
    wolf = "the Alpha Pair" if "alpha-pair" in action else "a Beta Wolf"
    place = catalog.get("the-alpha").make(4, {}).edition.tile(action.split()[-1]).name
    assert after_prompts(out)[1].startswith(f"Red places {wolf} on the {place}")


def test_another_seat_and_other_bots(env):
    out = ok(cli("play", "the-alpha", "-p", 3, "--seat", 2, "--seed", 11,
                 "--bots", "random,automa", input="quit\n"))
    assert out.splitlines()[:4] == [
        "The Alpha, 3 players, Play mode, edition: Placeholder edition (PLACEHOLDER data)",
        "  seat 1: Red - random", "  seat 2: Blue - you", "  seat 3: Green - automa"]
    assert "Blue stalks: a Beta Wolf or the Alpha Pair onto a region tile" in out
    assert saved(env)[1] == ["random", "human", "automa"]


def test_option_reaches_the_saved_game(env):
    ok(cli(*PLAY, "--option", "pair_as_one_wolf=yes", input="quit\n"))
    assert saved(env)[0].options == {"pair_as_one_wolf": True}


def test_two_games_in_one_file(env):
    ok(cli(*PLAY, input="1\nquit\n"))
    out = ok(cli(*PLAY, input="quit\n"))
    assert "Game 2; type 'help'" in out
    assert [r[0] for r in saves_rows()] == ["2", "1"]


def test_end_of_input_in_a_resumed_game_keeps_it(env):
    ok(cli("play", "the-alpha", "--seat", 3, "--seed", 4, input="quit\n"))
    kept = saved(env)[0].steps
    out = cut(cli("resume", 1, input=""))
    assert out.splitlines()[-1] == QUIT_LINE
    assert saved(env)[0].steps == kept


def test_moves_are_listed_and_typed_as_the_components_name_them(env):
    """The Alpha's tiles by their printed names; The Wolves' hexes by the map's grid."""
    from automeeple import catalog
    from automeeple.sessions import Session

    info = catalog.get("the-alpha")
    session = Session.new(None, info, 3, {}, 5, info.players(["automa"] * 2, 3, human=0))
    prompt = session.advance()
    shown = session.view(0).moves
    scavenge = next(a for a in prompt.legal if "scavenge" in str(a))
    name = shown[str(scavenge)]
    assert name.startswith("place ") and "Scavenge (" in name
    out = ok(cli("play", "the-alpha", "--players", 3, "--seed", 5, input=f"{name}\nquit\n"))
    assert name in out
    assert human_steps(env) and saved(env)[0].steps[human_steps(env)[0]].action == str(scavenge)

    wolves = catalog.get("wolves")
    session = Session.new(None, wolves, 3, {}, 4, wolves.players([], 3, human=0))
    prompt = session.advance()
    shown = session.view(0).moves
    draft = shown[str(prompt.legal[0])]
    assert re.fullmatch(r"place Alpha and Pack Wolf on [A-U]\d{1,2}", draft), draft
    out = ok(cli("play", "wolves", "--seed", 4, "--db", "w.sqlite3", input=f"{draft}\nquit\n"))
    where = draft.rpartition(" ")[2]
    assert re.search(rf"^place Alpha and Pack Wolf on: +1 {where}( |$)", out, re.MULTILINE), out
    record = saved(Path("w.sqlite3"))[0]
    assert str(prompt.legal[0]) in [s.action for s in record.steps]


def test_the_seed_is_told_at_the_end_of_the_game_not_before(env):
    """The seed makes every hidden draw and every bot roll to come: a person who
    read it could play the game out elsewhere first. It is told with the result."""
    out = ok(cli(*PLAY, input=ONES))
    before, told, _ = out.partition("Seed 7: the same seed and the same moves give the "
                                    "same game.")
    assert told and "seed" not in before.lower()
