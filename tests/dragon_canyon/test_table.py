"""Table mode: every physical draw is reported by what is printed (an AI action
card by its number, a Force card, a tile or a loot card by its name, a die by its
face), and a whole game plays through a session reported so."""

from __future__ import annotations

from automeeple import catalog
from automeeple.engine.core import sample_chance
from automeeple.games.dragon_canyon.claim import AIClaim
from automeeple.games.dragon_canyon.state import AI
from automeeple.sessions.session import ENDED, REPORT, Session

from .helpers import make_game, position, run_events


def test_an_action_card_is_reported_by_its_printed_number():
    game = make_game()
    s = position(game, stash={AI: [4, 0, 0, 0]})
    run_events(game, s, AIClaim())
    request = game.chance_request(s)
    assert request.physical and request.labels[:3] == ("1", "2", "3")
    assert str(request.outcome_named("12")) == "action card 12"
    assert str(request.outcome_named("1")) == "action card 1", "1 is never the start of 12"


def test_a_map_tile_is_reported_by_its_name():
    game = make_game()
    request = game.chance_request(game.new_initial_state(1))
    assert request.name == "lay the next map tile at column 1, row 1"
    assert request.outcome_named("dragon").name == "Dragon Canyon"
    assert dict(zip(request.labels, request.weights, strict=True))["Forest"] == 3


def test_a_whole_game_at_the_table_reported_by_the_printed_labels():
    info = catalog.get("dragon-canyon")
    players = info.players([], 2, human=1)
    session = Session.new(None, info, 2, {}, 12, players, table=True, explain=True)
    reports = 0
    while (prompt := session.advance()).kind != ENDED:
        if prompt.kind == REPORT:
            outcome = sample_chance(session.game, session.game.clone(session.match.state))
            name = prompt.request.names()[prompt.request.outcomes.index(outcome)]
            session.report(prompt.request.outcome_named(name))
            reports += 1
        else:
            session.act(prompt.legal[-1])
    assert reports > 20
    assert session.match.over and prompt.result.ended_by
