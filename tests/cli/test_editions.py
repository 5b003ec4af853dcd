"""'automeeple edition new GAME FILE' (the walk-through) and 'edition check FILE'."""

from __future__ import annotations

import tomllib

import pytest

from automeeple import catalog

from ..facts import facts
from .test_cli import cli, fail, isolate, ok

#: The games with an edition walk-through.
WALKED = [info.id for info in catalog.games() if info.walkthrough]


@pytest.fixture(autouse=True)
def env(tmp_path, monkeypatch):
    return isolate(tmp_path, monkeypatch)


def shipped_answers(game_id: str) -> list[str]:
    """Each walk-through question answered with what the shipped file holds, as an
    owner would type it (as the game's tests' facts say, where they do)."""
    info = catalog.get(game_id)
    shipped_answer = facts(info).walkthrough_answer
    data = info.shipped_edition()
    answers = []
    for question in catalog.load(info.walkthrough)(data):
        value = data
        for key in question.path:
            value = value[key]
        answers.append(shipped_answer(question) if shipped_answer
                       else " ".join(value) if isinstance(value, list) else str(value))
    return answers


def test_the_alpha_walk_through_writes_an_edition_that_plays(tmp_path):
    info = catalog.get("the-alpha")
    texts = [q.text for q in catalog.load(info.walkthrough)(info.shipped_edition())]
    hare = next(k for k, text in enumerate(texts) if text.startswith("The Hare die"))
    answers = shipped_answers("the-alpha")
    answers[hare] = "X C1 1 2 2 9"  # the Hare die as printed on this copy
    # A mistake, an answer taken back, another mistake: each asked again.
    typed = [*answers[:hare], "X C1 1 2", answers[hare], "back", "X Q 1 2 3 4",
             *answers[hare:]]
    out = ok(cli("edition", "new", "the-alpha", "mine.toml", input="\n".join(typed) + "\n"))
    assert "the Hare die has 6 faces; 4 faces typed; try again." in out
    assert "'Q' is not a die face" in out
    assert "Written mine.toml" in out
    data = tomllib.loads((tmp_path / "mine.toml").read_text())
    assert data["placeholder"] is False
    hare = next(t for t in data["tiles"] if t["name"] == "Hare")
    assert hare["die"] == ["X", "C1", "1", "2", "2", "9"]
    assert "a valid edition of The Alpha" in ok(cli("edition", "check", "mine.toml"))
    ok(cli("play", "the-alpha", "--bots-only", "--seed", 1, "--edition", "mine.toml"))


@pytest.mark.parametrize("game_id", WALKED)
def test_every_walk_through_accepts_the_shipped_values(tmp_path, game_id):
    answers = shipped_answers(game_id)
    ok(cli("edition", "new", game_id, "mine.toml", input="\n".join(answers) + "\n"))
    assert f"a valid edition of {catalog.get(game_id).title}" in ok(
        cli("edition", "check", "mine.toml"))


def test_quitting_the_walk_through_writes_nothing(tmp_path):
    result = cli("edition", "new", "the-alpha", "mine.toml", input="quit\n")
    assert result.exit_code == 1 and "Stopped; nothing was written." in result.output
    assert not (tmp_path / "mine.toml").exists()
    result = cli("edition", "new", "the-alpha", "mine.toml", input="")
    assert result.exit_code == 1 and not (tmp_path / "mine.toml").exists()


def test_edition_mistakes_are_one_line(tmp_path):
    (tmp_path / "taken.toml").write_text("x = 1\n")
    fail(cli("edition", "new", "the-alpha", "taken.toml"),
         "edition new taken.toml: the file exists; add --force")
    fail(cli("edition", "new", "chess", "a.toml"), "unknown game 'chess'")
    fail(cli("edition", "check", "missing.toml"), "missing.toml: cannot read an edition file")
    (tmp_path / "bad.toml").write_text("name = [/x]\n")
    fail(cli("edition", "check", "bad.toml"), "bad.toml: not valid TOML")
    shipped = (catalog.GAMES_DIR / catalog.get("the-alpha").edition).read_text()
    (tmp_path / "six.toml").write_text(shipped.replace('die = ["X", "D", "3", "4", "5", "6"]',
                                                       'die = ["X", "D", "3", "4", "[/x]"]'))
    fail(cli("edition", "check", "six.toml"), "six.toml: invalid edition: tiles[")


@pytest.mark.parametrize(("text", "told"), [
    ('name = "Mine"\nplaceholder = true\n', ""),
    ('name = "Mine"\ntiles = []\n', " (it fits the-alpha and dragon-canyon alike)"),
])
def test_check_of_a_file_that_tells_no_game_asks_for_the_game(tmp_path, text, told):
    """A name and a placeholder flag are in every game's edition; "tiles" in two:
    the file is not checked as the first game listed, which said "missing: colours,
    ..." of a file meant for another."""
    (tmp_path / "sparse.toml").write_text(text)
    line = fail(cli("edition", "check", "sparse.toml"))
    assert line == (f"error: sparse.toml: cannot tell which game's edition this is{told}; "
                    "name the game with --game GAME")
    assert "invalid edition: missing: " in fail(
        cli("edition", "check", "sparse.toml", "--game", "dragon-canyon"))


def test_control_characters_in_an_edition_are_refused(tmp_path):
    shipped = (catalog.GAMES_DIR / catalog.get("the-alpha").edition).read_text()
    (tmp_path / "esc.toml").write_text(shipped.replace('name = "Placeholder edition"',
                                                       'name = "Mine\\u001b[31m red"'))
    line = fail(cli("edition", "check", "esc.toml"), "name: holds a control")
    assert "\x1b" not in line


# --- any text at any walk-through question ------------------------------------------------


@pytest.mark.parametrize("game_id", WALKED)
def test_any_text_at_any_walk_through_question_is_a_value_or_one_line(game_id):
    """Every question of the walk-through reads any typed text as a value, or refuses
    it with a one-line reason (a GameError), never a traceback."""
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    from automeeple.engine.core import GameError

    from .test_prompt_fuzz import TYPED

    info = catalog.get(game_id)
    questions = catalog.load(info.walkthrough)(info.shipped_edition())

    @settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
    @given(question=st.sampled_from(questions), text=TYPED)
    def typed(question, text):
        try:
            question.parse(text)
        except GameError as exc:
            assert str(exc) and "\n" not in str(exc), (question.text, str(exc))

    typed()


def test_odd_text_in_the_walk_through_is_asked_again_and_writes_nothing(tmp_path):
    odd = ["[/x]", "\x1b[31m", "9" * 400, "漢字", "", "-1", "[bold]3[/bold]"]
    result = cli("edition", "new", "blitzkrieg", "mine.toml",
                 input="\n".join([*odd, "quit"]) + "\n")
    assert result.exit_code == 1 and "Stopped; nothing was written." in result.output
    assert result.output.count("try again.") >= len(odd) - 1
    assert "Traceback" not in result.output and not (tmp_path / "mine.toml").exists()
