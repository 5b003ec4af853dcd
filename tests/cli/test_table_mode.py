"""Table mode as a person at the table uses it (issue 8): answers by what is printed,
each report echoed, every command at every prompt, undo back through reports, the
mode saved with the game, the placeholder warning; and the command line's own
mistakes in one line."""

from __future__ import annotations

import json
import sys

import pytest

from automeeple import catalog
from automeeple.cli import app as cli_app

from ..facts import TableGame, facts
from .test_cli import cli, fail, isolate, ok, saved, saves_rows

ALPHA = ["table", "the-alpha", "--players", "3", "--seed", "4"]


@pytest.fixture(autouse=True)
def env(tmp_path, monkeypatch):
    return isolate(tmp_path, monkeypatch)


def reports(db) -> list[str]:
    return [s.action for s in saved(db)[0].steps if s.by == "person"]


def test_a_report_is_echoed_and_saved_with_the_mode(env):
    out = ok(cli(*ALPHA, input="tile beaver\nquit\n"))
    assert "On the table: draw a small region tile. What came up?" in out
    assert "Recorded: draw a small region tile = " in out
    assert reports(env) == ["tile beaver"]
    assert saves_rows()[0][2] == "table"
    assert out.splitlines()[-1] == "it was> Game 1 saved; continue with: automeeple resume 1"


def test_resume_goes_on_in_table_mode(env):
    ok(cli(*ALPHA, input="tile beaver\nquit\n"))
    out = ok(cli("resume", 1, input="quit\n"))
    assert "Table mode, with the physical game" in out.splitlines()[0]
    assert "it was> " in out


def test_every_command_works_at_a_report(env):
    out = ok(cli(*ALPHA, input="help\nboard\nwhy\nhistory\nsave\nquit\n"))
    assert "  undo    take back your last move or report" in out
    assert "The Alpha: week" in out or "The Alpha" in out
    assert "No bot decision to explain yet." in out
    assert f"Game 1 is saved in {env} after every step." in out
    assert reports(env) == []


def test_undo_walks_back_through_reports(env):
    ok(cli(*ALPHA, input="tile beaver\ntile hare\nquit\n"))
    assert reports(env) == ["tile beaver", "tile hare"]
    out = ok(cli("resume", 1, input="undo\nundo\nquit\n"))
    assert out.count("Undone: your last report.") == 2
    assert reports(env) == []
    ok(cli("resume", 1, input="tile hare\nquit\n"))
    assert reports(env) == ["tile hare"]


def test_an_impossible_or_ambiguous_report_changes_nothing(env):
    out = ok(cli(*ALPHA, input="tile dragon\n7\nquit\n"))
    assert "'tile dragon' cannot come up for 'draw a small region tile'" in out
    assert "'7' cannot come up" in out, "a number is what is printed, not a list position"
    assert reports(env) == []


def test_history_shows_what_happened(env):
    out = ok(cli(*ALPHA, input="tile beaver\nhistory\nquit\n"))
    after = out.split("it was> ")[2]
    assert "Beaver" in after


def test_placeholder_edition_is_announced_in_table_mode(env):
    out = ok(cli(*ALPHA, input="quit\n"))
    assert "This edition is a PLACEHOLDER" in out
    assert "edition new the-alpha MY-EDITION.toml" in out
    assert "PLACEHOLDER: some" not in ok(cli("play", "the-alpha", "--seed", 1,
                                            input="quit\n"))


def test_end_of_input_at_a_report_keeps_no_unplayed_game(env):
    result = cli(*ALPHA, input="")
    assert result.exit_code == 1 and "Traceback" not in result.output
    assert saves_rows() == []


# --- texts that used to crash, and checks made before a long run ------------------------


def test_bracketed_text_is_shown_as_it_is(env, tmp_path):
    fail(cli("replay", "[/x].json"), "[/x].json: cannot read a game record")
    fail(cli("play", "[bold]chess[/bold]"), "unknown game '[bold]chess[/bold]'")
    out = ok(cli("play", "the-alpha", "--seed", 1, input="[/x]\n[red]x\nquit\n"))
    assert "'[/x]' is not one of the moves above" in out
    assert "'[red]x' is not one of the moves above" in out


def test_output_paths_are_checked_before_the_run(env, tmp_path):
    fail(cli("simulate", "the-alpha", "--games", 5, "--out", tmp_path / "no" / "x.csv"),
         "the folder", "does not exist")
    fail(cli("play", "the-alpha", "--bots-only", "--record", tmp_path), "is a folder")
    fail(cli("play", "the-alpha", "--record", tmp_path / "no" / "g.json"), "does not exist")
    assert saves_rows() == []


def test_rows_are_written_as_games_finish(env, tmp_path, monkeypatch):
    from automeeple.sim import runner

    real = runner.play_chunk
    calls = []

    def stop_after_two(*args):
        calls.append(1)
        if len(calls) > 2:
            raise KeyboardInterrupt
        return real(*args)

    monkeypatch.setattr(runner, "play_chunk", stop_after_two)
    result = cli("simulate", "the-alpha", "--games", 60, "--out", "rows.csv")
    assert result.exit_code != 0
    lines = (tmp_path / "rows.csv").read_text().splitlines()
    assert lines[0].startswith("game,seed,winner")
    assert len(lines) > 1, "the games played before the stop are in the file"


def test_a_record_whose_options_were_edited_is_refused(env, tmp_path):
    ok(cli("play", "the-alpha", "--bots-only", "--seed", 3, "--record", "g.json"))
    data = json.loads((tmp_path / "g.json").read_text())
    data["options"]["pair_as_one_wolf"] = True
    (tmp_path / "g.json").write_text(json.dumps(data))
    fail(cli("replay", "g.json"), "options", "were changed after it was made")


def run_main(monkeypatch, capsys, *args) -> tuple[int, str, str]:
    monkeypatch.setattr(sys, "argv", ["automeeple", *args])
    with pytest.raises(SystemExit) as exit_:
        cli_app.main()
    out, err = capsys.readouterr()
    return exit_.value.code, out, err


def test_usage_mistakes_are_one_line(monkeypatch, capsys):
    for args, message in ((["play"], "Missing argument 'GAME'"),
                          (["play", "the-alpha", "--people", "x"], "Invalid value for '--people'"),
                          (["frob"], "No such command 'frob'")):
        code, out, err = run_main(monkeypatch, capsys, *args)
        assert code == 2, (args, out, err)
        assert err.count("\n") == 1 and err.startswith("error: ") and message in err, err


def test_version_and_help(monkeypatch, capsys):
    from automeeple import __version__

    assert run_main(monkeypatch, capsys, "--version")[:2] == (0, f"automeeple {__version__}\n")
    code, out, _ = run_main(monkeypatch, capsys)
    assert code == 0 and "Usage: automeeple" in out
    code, out, _ = run_main(monkeypatch, capsys, "table", "--help")
    assert code == 0 and "--bots-only" not in out and "<list" not in out


# --- a whole game at the table, answered as a person would --------------------------------


def person_at_the_table(game_id: str, seed: int, options: dict | None = None):
    """What a person types in a whole Table-mode game: each report by the label
    printed on the component that came up (here the seeded draw), and "1" at each
    decision; with the steps it should save and the game's result."""
    from automeeple.engine.core import sample_chance
    from automeeple.sessions import Session
    from automeeple.sessions.answers import move_named
    from automeeple.sessions.session import ENDED, REPORT

    info = catalog.get(game_id)
    n = info.default_seats
    players = info.players([info.default_bot] * (len(info.person_seats(n)) - 1), n,
                           human=info.person_seats(n)[0])
    session = Session.new(None, info, n, options or {}, seed, players, table=True,
                          explain=False)
    typed = []
    while (prompt := session.advance()).kind != ENDED:
        if prompt.kind == REPORT:
            outcome = sample_chance(session.game, session.game.clone(session.match.state))
            typed.append(prompt.request.names()[prompt.request.outcomes.index(outcome)])
            session.report(outcome)
        else:  # "1": the first move, or the count 1 where the moves are counts
            typed.append("1")
            session.act(move_named(session, prompt, "1"))
    return typed, session.match.record.steps, session.game.result(session.match.state)


#: Each game's Table-mode game with reports by printed labels (its tests' facts);
#: for a game without one, a seeded Table-mode game all the same.
TABLE_GAMES = [pytest.param(info.id, facts(info).labelled, id=info.id)
               for info in catalog.games()]


@pytest.mark.parametrize(("game_id", "labelled"), TABLE_GAMES)
def test_a_whole_table_game_answered_by_the_printed_labels(env, game_id, labelled):
    table = labelled or TableGame(seed=12)
    typed, steps, result = person_at_the_table(game_id, table.seed, table.options)
    reports = sum(s.by == "person" for s in steps)
    if labelled:
        assert reports > 0, "the person reports what came up"
        assert any(not t.isdigit() for t in typed), "reports are typed as printed"
    options = [arg for name, value in table.options.items()
               for arg in ("--option", f"{name}={value}")]
    out = ok(cli("table", game_id, "--seed", table.seed, *options,
                 input="\n".join(typed) + "\n"))
    assert out.count("Recorded: ") == reports
    record, _, status = saved(env)
    assert status == "over"
    assert record.steps == steps
    assert ("Where the points came from" in out) == bool(result.breakdown)


def test_a_count_is_typed_as_the_number_itself_and_listed_without_places(env):
    """Islebound, solo §6 at the table: the final renown's tens and units are
    counts; a number typed is the count, so the list gives the counts, not places
    in it, and "20" is no tens (once, it was read as the 20th: tens 0)."""
    typed, steps, _ = person_at_the_table("islebound", 12)
    assert [str(s.action) for s in steps[-3:]] == ["tens 1", "units 1", "more"]
    out = ok(cli("table", "islebound", "--seed", 12,
                 input="\n".join([*typed[:-3], "20", "3", "10", "7", "quit"]) + "\n"))
    assert ("its tens?\ntens: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, "
            "18, 19\n") in out
    assert "'20': type a number from 0 to 19." in out
    assert "'10': type a number from 0 to 9." in out
    assert "Your renown: 37." in out


def test_an_undo_back_to_a_decision_draws_the_board_once(env):
    """Islebound at the table: the home port undone, the board as it was is drawn
    once, with the question it comes back to (it was drawn twice)."""
    out = ok(cli("table", "islebound", "--seed", 3, input="1\nundo\nquit\n"))
    after = out[out.index("Undone: your last move."):]
    assert "so that the table is as it was then (the board below)." in after
    assert after.count("Islebound  round 0") == 1


def test_a_last_report_can_be_mended_after_the_game_is_over(env):
    typed, steps, _ = person_at_the_table("the-alpha", 12)
    out = ok(cli("table", "the-alpha", "--seed", 12,
                 input="\n".join([*typed, "history", "undo", typed[-1], "quit"]) + "\n"))
    assert "game over> " in out and "The game is over." in out
    assert "Take back on the table what these said:" in out
    take_back = out[out.index("Take back on the table"):]
    assert take_back.index("so that the table is as it was then:") < take_back.index(
        "The Alpha · week 5 of 5"), "the board as it stands after the undo"
    record, _, status = saved(env)
    assert status == "over" and record.steps == steps
    assert out.count("Where the points came from") == 2, "the end shown again after the undo"


def test_a_secret_report_is_asked_without_listing_the_hand():
    import io

    from rich.console import Console

    from automeeple.cli.interactive import Play
    from automeeple.engine.core import ChanceRequest
    from automeeple.games.the_alpha.actions import Roll
    from automeeple.sessions.session import REPORT, Prompt

    request = ChanceRequest("Green discards a card at random from hand",
                            (Roll("X"), Roll("1")), (1, 1),
                            labels=("Dragon Slayer", "Mage Knight"), secret=True)
    out = io.StringIO()
    Console(file=out, width=80, markup=False).print(
        Play.request_text(Prompt(REPORT, 1, [], [], request=request)))
    assert "type its name as printed on it" in out.getvalue()
    assert "Slayer" not in out.getvalue() and "Knight" not in out.getvalue()
