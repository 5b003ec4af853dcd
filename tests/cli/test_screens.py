"""Every prompt's screen fits an 80x24 terminal (issue: "Screens that fit 80x24"):
the board as a prompt draws it, the question, the moves and the prompt's own line,
at each decision of whole seeded games of every game."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from automeeple import catalog
from automeeple.cli.interactive import SCREEN, Play, numbered
from automeeple.sessions import Session
from automeeple.sessions.session import ENDED, REPORT

from ..facts import facts


def screens(game_id: str, seats: int, seed: int):
    """The text of each decision's screen in a seeded game (the person's answers
    vary, so that many kinds of question come up)."""
    info = catalog.get(game_id)
    person = info.person_seats(seats)[0]
    players = info.players([info.default_bot] * (len(info.person_seats(seats)) - 1), seats,
                           human=person)
    session = Session.new(None, info, seats, {}, seed, players, explain=False)
    prompt = session.advance()
    k = 0
    while prompt.kind != ENDED:
        if prompt.kind == REPORT:
            session.report(prompt.request.outcomes[0])
        else:
            out = io.StringIO()
            console = Console(file=out, width=80, markup=False, highlight=False,
                              color_system=None)
            play = Play(session, console)
            play.listed(prompt)
            console.print(play.listing())
            yield out.getvalue()
            session.act(prompt.legal[(7 * k + seed) % len(prompt.legal)])
        k += 1
        prompt = session.advance(limit=5000)


@pytest.mark.parametrize(("game_id", "seats"), [
    (info.id, n) for info in catalog.games()
    for n in sorted({info.min_seats, info.max_seats})])
def test_every_prompt_fits_80_by_24(game_id, seats):
    count = 0
    for seed in (1, 2):
        for text in screens(game_id, seats, seed):
            lines = text.splitlines()
            assert max(map(len, lines)) <= 80
            assert len(lines) + 1 <= SCREEN, f"{len(lines) + 1} lines:\n{text}"
            count += 1
    assert count >= 2 * facts(catalog.get(game_id)).decisions


def test_too_many_moves_are_cut_with_a_line_that_says_so():
    names = [f"alpha A{k} to B{k + 1}" for k in range(60)]
    lines = [str(line) for line in numbered(names, [""] * 60, 5, 80)]
    assert len(lines) == 5 and lines[-1].startswith("... and more: 'moves' lists all 60")
    every = numbered(names, ["a note"] * 60, None, 80)
    assert len(every) == 60 and str(every[0]) == " 1 alpha A0 to B1  (a note)"


def test_moves_that_share_their_start_are_grouped_and_a_grid_is_a_table():
    wolves = [f"pack F4 to {h}" for h in ("H4", "I3", "K1", "E9", "G9", "I9")] + ["done"]
    assert [str(x) for x in numbered(wolves, [""] * 7, 3, 36)] == [
        "pack F4 to:  1 H4  2 I3  3 K1  4 E9", "     5 G9  6 I9", "7 done"]
    units = [f"place {u} on {space}" for space in ("west-coast 1.1", "rockies 2.1")
             for u in ("navy 1", "army 2", "general", "air 3", "spy")]
    assert [str(x) for x in numbered(units, [""] * 10, 3, 80)] == [
        "                navy 1  army 2  general  air 3  spy",
        "west-coast 1.1       1       2        3      4    5",
        "rockies 2.1          6       7        8      9   10"]
