"""Table mode: every physical draw is reported by what is printed (an AI action
card by its title as the owner's copy prints it, else by its sections; a Force
card, a tile or a loot card by its name, a die by its face), and a whole game
plays through a session reported so."""

from __future__ import annotations

import pytest

from automeeple import catalog
from automeeple.engine.core import GameError, sample_chance
from automeeple.engine.edition import EditionError
from automeeple.games.dragon_canyon.claim import AIClaim
from automeeple.games.dragon_canyon.edition import EDITION, SHIPPED
from automeeple.games.dragon_canyon.state import AI
from automeeple.sessions.session import ENDED, REPORT, Session

from .helpers import make_game, position, run_events, traces

TEXT = SHIPPED.read_text(encoding="utf-8")


def purchase_request(game):
    s = position(game, stash={AI: [4, 0, 0, 0]})
    run_events(game, s, AIClaim())
    return game.chance_request(s)


def test_an_action_card_is_reported_by_what_is_printed_on_it():
    # The placeholder's cards print no title: a card is read by its sections.
    request = purchase_request(make_game())
    assert request.physical and request.labels[0] == "3,2 Fight +2 Up clockwise Lumber Camp"
    assert not any(label.isdigit() for label in request.labels), "no number of our own"
    assert request.outcome_named("3,2 fight +2 up clockwise lumber camp").number == 1
    assert request.outcome_named("4,4").number == 7, "enough of it to pick it out"
    # 1 is no card's number here (the file's key is printed on nothing): it is the
    # column that four cards' tiles begin with, and the refusal names those cards.
    with pytest.raises(GameError, match=r"^'1' is only the start of 1,1 Move Dragon \+1 "
                                        r"Right clockwise Hunters' Lodge or 1,3 .* or 1,4 .* or "
                                        r"1,2 .* type the whole name, as printed$"):
        request.outcome_named("1")


def test_an_action_card_is_reported_by_its_title_as_the_owners_copy_prints_it():
    text = TEXT.replace("{ number = 1,", '{ number = 1, title = "12",', 1).replace(
        "{ number = 12,", '{ number = 12, title = "Ambush",', 1)
    request = purchase_request(make_game(edition_text=text))
    assert request.labels[0] == "12" and request.labels[11] == "Ambush"
    assert request.outcome_named("12").number == 1
    assert request.outcome_named("ambush").number == 12
    with pytest.raises(GameError, match="is only the start of 1,1 ") as refused:
        request.outcome_named("1")
    assert "12" not in str(refused.value), "1 is never the start of 12"


def test_an_action_card_flipped_is_named_by_its_title_in_the_sentence():
    text = TEXT.replace("{ number = 1,", '{ number = 1, title = "Ambush",', 1)
    game = make_game(edition_text=text)
    s = position(game, stash={AI: [4, 0, 0, 0]})
    run_events(game, s, AIClaim())
    ev = game.apply(s, purchase_request(game).outcome_named("ambush"))
    assert ev[0].text.startswith("AI action card Ambush: tile 3,2, Fight,")
    assert 'action card "Ambush"\'s Purchase: Lumber Camp' in traces(ev)[0].steps[0].detail


def test_two_action_cards_that_read_the_same_need_their_titles():
    text = TEXT.replace("tile = [4, 3], action = \"Fight\", start = \"Down\", turn = "
                        "\"anticlockwise\", strength = 4, purchase = \"Training Ground\"",
                        "tile = [3, 2], action = \"Fight\", start = \"Up\", turn = "
                        "\"clockwise\", strength = 2, purchase = \"Lumber Camp\"", 1)
    with pytest.raises(EditionError, match="two cards read the same; give each its title"):
        EDITION.loads(text, "mine.toml")


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
