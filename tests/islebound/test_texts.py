"""What the person reads: the boards' legends, the ending in words, the questions
and sentences of Table mode, plurals, and "why" in Table mode (a tester's
defects; each test names the rule its text cites)."""

from __future__ import annotations

import pytest
from rich.console import Console

from automeeple.cli.render_islebound import render as render_terminal
from automeeple.engine.core import CHANCE
from automeeple.games.islebound.reported import ReportedTurn
from automeeple.games.islebound.state import AI, PERSON
from automeeple.games.islebound.supply import take_buildings
from automeeple.sessions import Session
from automeeple.sessions.session import REPORT

from ..web.board import render as render_web
from .helpers import INFO, act, card, deal, fill_track, make, position, run, town


def word(game, s, w: str) -> list:
    return game.apply(s, game.actions.parse(w))


def reported(*words: str, ai_pirates: int = 0):
    """A Table-mode game at the person's reported turn, the AI with ``ai_pirates``,
    after the reports ``words``."""
    game = make(person_turn="reported")
    s = position(game)
    s.pirates[AI] = ai_pirates
    run(game, s, ReportedTurn())
    for w in words:
        word(game, s, w)
    return game, s


def terminal(view, compact: bool = False) -> str:
    console = Console(record=True, width=80, color_system=None)
    console.print(render_terminal(view, compact))
    return console.export_text()


# --- 1. A legend under the board ------------------------------------------------------


def test_the_terminal_board_has_a_legend_naming_each_mark():
    game = make(person_turn="reported")
    s = position(game)
    run(game, s, ReportedTurn())
    text = terminal(game.view(s, PERSON))
    assert ("<Y> your ship  <A> the AI's ship  R red banner (attack), B blue (diplomacy)\n"
            "=Y your town  =A the AI's town  a town's fee/diplomacy/attack/spoils, action\n"
            "influence track: N neutral cube, Y yours, A the AI's, . empty; [3b] 3-book "
            "token") in text
    prompt = terminal(game.view(s, PERSON), compact=True)
    assert ("<Y> <A> ships  R/B red/blue banner  =Y =A your/the AI's town  N neutral cube"
            in prompt)
    assert all(len(line) <= 80 for line in text.splitlines() + prompt.splitlines())


def test_the_web_board_has_a_legend_naming_each_mark():
    game = make(person_turn="reported")
    s = position(game)
    run(game, s, ReportedTurn())
    _, board = render_web(game.view(s, PERSON))
    assert board.one("p", "legend").text() == (
        "<Y> your ship · <A> the AI's ship · R a red banner (a town taken by attack) · "
        "B a blue banner (a town befriended by diplomacy) · =Y your town · =A the AI's "
        "town · start 6: the AI's ship starts here if its start roll is a 6 (solo §3) · "
        "⚓ a sea port · influence track: N a neutral cube, Y your cube, A the AI's "
        "cube, · an empty space")


# --- 2. The ending in words (solo §6) --------------------------------------------------


def ended_by_eighth_building(game, seat: int):
    """A position where ``seat`` takes its 8th building (solo §6), then the game is
    over (its flow emptied) and ``seat`` won."""
    s = position(game)
    deal(game, s, "Lighthouse", "Granary", "Smokehouse", "Sawmill", "Fish Market")
    s.built[seat] = [s.deck.pop() for _ in range(7)]
    take_buildings(game.board, s, seat, [card(game, "Lighthouse")], [])
    s.flow = []
    s.winner = seat
    return s


def test_6_the_end_names_the_eighth_building_in_words_not_its_id():
    """Solo §6: the ending is told as an account ("the game ended when ..."), never
    as the cause of the win ("The AI wins: you built your eighth building")."""
    game = make()
    s = ended_by_eighth_building(game, AI)
    view = game.view(s, PERSON)
    assert view.result.ended_by == "eight-buildings"
    ended = "the game ended when the AI built its eighth building (solo §6)"
    assert view.result.how == ended
    assert view.result.summary == game.result(s).summary
    assert view.result.summary.endswith(f"; {ended}.")
    _, board = render_web(view)
    assert ended in board.text()
    assert "eight-buildings" not in board.text()
    assert ended in " ".join(terminal(view).split())  # wrapped at 80 columns
    s = ended_by_eighth_building(game, PERSON)
    ended = "the game ended when you built your eighth building (solo §6)"
    assert game.view(s, PERSON).result.how == ended
    _, board = render_web(game.view(s, PERSON))
    assert ended in board.text()


# --- 3. A brag: the AI counts as 2 (solo §5) -------------------------------------------


def test_5_brag_corsair_says_the_ai_has_0_pirates_and_counts_as_2():
    game, s = reported("ship Northwater", "brag", "brag Corsair")
    assert game.view(s, PERSON).question == (
        "Brag Corsair calls pirates: the AI has 0 pirates and counts as 2 (solo §5). Have "
        "you more, fewer or the same?")


def test_5_brag_with_more_than_2_says_what_the_ai_has():
    game, s = reported("ship Northwater", "brag", "brag Corsair", ai_pirates=3)
    assert game.view(s, PERSON).question == (
        "Brag Corsair calls pirates: the AI has 3 pirates. Have you more, fewer or the same?")


# --- 4. Table mode's "why" explains the AI's movement too (solo §5) --------------------


def ai_turn_explained(table: bool) -> list[str]:
    """The decisions "why" explains at the person's prompt after the AI's first
    turn (seed 5; in Table mode every roll and card reported as its first label)."""
    session = Session.new(None, INFO, 2, {}, 5, ["human", "solo-bot"], table=table)
    game = session.game

    def advance():
        while (prompt := session.advance()).kind == REPORT:
            session.report(prompt.request.outcomes[0])
        return prompt

    advance()
    session.act(game.parse_action(session.match.state, "home Borsham"))
    prompt = advance()
    if table:
        for move in ("ship Borsham", "done"):
            session.act(game.parse_action(session.match.state, move))
            prompt = advance()
    while session.match.state.round == 1:  # Play mode: the first move each time
        session.act(prompt.legal[0])
        prompt = advance()
    assert session.match.state.round == 2
    return [t.decision for t in session.explained]


def test_5_table_mode_why_explains_the_ais_movement_and_action_as_play_mode_does():
    table = ai_turn_explained(table=True)
    assert table == ["The AI moves (round 1)", "The AI's action: 1 = Gain 3 Influence"]
    assert [d.split(":")[0] for d in ai_turn_explained(table=False)] == [
        "The AI moves (round 1)", "The AI's action"]


# --- 5. The AI's pirates are counted, not "came up" (solo §5 action 3) -----------------


def test_5_3_table_mode_asks_how_many_pirates_the_ai_got_and_takes_a_word():
    game = make(person_turn="reported")
    s = position(game)
    act(game, s, 3)
    request = game.chance_request(s)
    assert game.to_move(s) == CHANCE
    assert request.ask == "How many did it get?"
    assert request.outcome_named("three") == game.actions.given[3]
    assert request.outcome_named("none") == game.actions.given[0]
    assert request.outcome_named("2") == game.actions.given[2]


# --- 6. "does nothing" says why (solo §5) ----------------------------------------------


def test_5_4_attack_doing_nothing_says_why_in_the_line():
    game = make()
    s = position(game, ai_region="Whale Reach")  # Farrow Cove: red, attack 5
    events = act(game, s, 4)
    assert "The AI does nothing: it has no pirates." in [e.text for e in events]
    s.pirates[AI] = 1
    events = act(game, s, 4)
    assert ("The AI does nothing: its 1 pirate (strength 2) beats no town in "
            "Whale Reach.") in [e.text for e in events]
    s = position(game, ai_region="Northwater")  # The Grotto: blue
    s.pirates[AI] = 3
    events = act(game, s, 4)
    assert ("The AI does nothing: Northwater has no town it may attack."
            in [e.text for e in events])


def test_5_5_a_purchase_doing_nothing_says_why_in_the_line():
    game = make()
    s = position(game)
    s.row = [None] * game.board.row_size  # an empty row, the whole deck left
    events = act(game, s, 5)
    assert ("The AI does nothing: the building row is empty."
            in [e.text for e in events])


def full_track(s) -> None:
    """The influence track full of your cubes: the AI has none to pay with."""
    fill_track(s, PERSON, len(s.track))


@pytest.mark.parametrize(("face", "line"), [
    (1, "The AI does nothing: the influence track is full and it can ally with no town in "
        "Northwater or the next region clockwise."),
    (2, "The AI does nothing: it can befriend no town in Northwater and the influence "
        "track is full."),
], ids=["5.1-influence", "5.2-diplomacy"])
def test_5_influence_doing_nothing_says_why_in_the_line(face, line):
    game = make()
    s = position(game)
    full_track(s)
    assert line in [e.text for e in act(game, s, face)]


def test_5_5_scarce_buildings_and_a_full_track_say_why_in_the_line():
    game = make()
    s = position(game)
    s.deck = s.deck[:3]  # fewer than 6 left to buy: a cube instead (scarce_buildings)
    full_track(s)
    events = act(game, s, 5)
    assert ("The AI does nothing: fewer than 6 buildings are left to buy and the "
            "influence track is full.") in [e.text for e in events]


def test_5_6_the_dearest_building_unaffordable_and_no_treasure_says_why():
    game = make()
    s = position(game)
    deal(game, s, "Lighthouse")
    s.coins[AI] = 1
    events = act(game, s, 6)
    assert ("The AI does nothing: it cannot afford the most expensive building (cost 2; it "
            "has 1 coin) and the treasure map is empty.") in [e.text for e in events]
    s.treasure = 2
    events = act(game, s, 6)
    assert not any("does nothing" in e.text for e in events)
    assert s.coins[AI] == 3


# --- 8. Plurals ------------------------------------------------------------------------


def test_one_of_each_is_singular_on_the_board():
    game = make(person_turn="reported")
    s = position(game)
    s.built[AI] = [card(game, "Lighthouse")]
    s.owner[town(game, "The Grotto")] = AI
    s.tokens[AI] = [0]
    s.track[2] = AI
    s.treasure = 1
    s.coins[AI] = 1
    run(game, s, ReportedTurn())
    text = terminal(game.view(s, PERSON))
    assert "1 building, 1 town, 1 renown token, 1 cube on the track" in text
    assert "treasure map 1 coin " in text
    assert "AI   1 coin  fish 0" in text
    _, board = render_web(game.view(s, PERSON))
    assert "treasure map 1 coin ·" in board.text()


# --- 9. A renown token named as printed ------------------------------------------------


def test_a_reported_renown_token_is_named_as_printed_on_it():
    game, s = reported("ship Northwater", "token")
    influence = game.board.token_names.index("influence")
    events = game.apply(s, game.actions.token[influence])
    assert [e.text for e in events] == ["You took the top renown token (influence 2)."]
