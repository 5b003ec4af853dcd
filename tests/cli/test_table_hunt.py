"""Table mode at the terminal, answered as a person at the table answers: what a
typed answer means, and that the table is told what the bot does."""

from __future__ import annotations

import pytest

from automeeple.games.islebound.scoring import GameEnd
from automeeple.sessions.answers import match_action

from ..islebound.helpers import make, position, run
from .test_cli import cli, isolate, ok
from .test_table_mode import reports

NIPPON = ["table", "blitzkrieg", "--seed", "2", "-o", "nippon=true"]
#: The set-up's draws and the difficulty roll's theatre, up to Nippon's campaigns.
BEFORE_CAMPAIGNS = "air 2\ngeneral\nair 1\narmy 1\nair 1\nblitz air 1\nblitz army 1\ngeneral\n1\n"


@pytest.fixture(autouse=True)
def env(tmp_path, monkeypatch):
    return isolate(tmp_path, monkeypatch)


def test_the_start_of_one_campaign_is_not_a_pair_of_them(env):
    """Nippon's two campaigns, named in either order: 'midwest' fits three pairs (the
    order of the names is the program's, not the table's), so it is refused; the
    start of a pair in the other order picks it out."""
    out = ok(cli(*NIPPON, input=BEFORE_CAMPAIGNS + "midwest\nquit\n"))
    assert ("'midwest' is ambiguous for 'pick 2 of the starting campaigns (name both, in "
            "either order)': it could be West Coast and Midwest, Rockies and Midwest, "
            "Midwest and East Coast") in out
    assert "campaigns" not in " ".join(reports(env))
    out = ok(cli("resume", 1, input="east coast and mid\nquit\n"))
    assert ("Recorded: pick 2 of the starting campaigns (name both, in either order) = "
            "Midwest and East Coast") in out
    assert reports(env)[-1] == "campaigns midwest east-coast"

def test_an_ai_action_that_changes_nothing_is_said(env):
    """Islebound: the AI's Attack with no pirates takes nothing; the table hears so
    rather than nothing at all."""
    out = ok(cli("table", "islebound", "--seed", "2", input="1\n2\nFish Market\n"
                 "Harbour Master\nTavern\nGreat Mole\nForge\n1\n1\n4\n4\nquit\n"))
    assert "Recorded: roll a d6 for the AI's action = 4\n" \
           "The AI rolls 4 for its action: Attack (solo §5).\n" \
           "The AI does nothing: it has no pirates.\n" in out


@pytest.mark.parametrize("typed, tens, units", [("3", 3, 0), ("1", 1, 9)])
def test_a_renown_digit_typed_is_the_digit(typed, tens, units):
    """Islebound at the table: the final renown's tens and units are asked as moves;
    the number typed is the digit itself, never a place in the list (solo §6)."""
    game = make(person_turn="reported")
    s = position(game)
    run(game, s, GameEnd())
    legal = game.legal_actions(s)
    assert match_action(typed, legal) == game.actions.tens[tens]
    assert match_action("tens 0", legal) == game.actions.tens[0]
    game.apply(s, game.actions.tens[tens])
    legal = game.legal_actions(s)
    assert match_action(str(units), legal) == game.actions.units[units]
    assert match_action("10", legal) is None, "the 10th in the list is no digit"
