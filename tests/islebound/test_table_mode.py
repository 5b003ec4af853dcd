"""Table mode (``person_turn="reported"``): the person reports their own turn from
the physical table, and is told what the AI does."""

from __future__ import annotations

from automeeple.engine.core import CHANCE, TRACE
from automeeple.games.islebound.ai import AITurn
from automeeple.games.islebound.reported import ReportedTurn
from automeeple.games.islebound.scoring import GameEnd
from automeeple.games.islebound.state import AI, PERSON
from automeeple.sessions import Session
from automeeple.sessions.answers import move_named, not_a_move
from automeeple.sessions.session import ENDED, REPORT

from .helpers import INFO, act, card, deal, make, place, position, run, town


def word(game, s, w: str) -> list:
    return game.apply(s, game.actions.parse(w))


def test_table_mode_starts_in_reported_turns():
    assert INFO.option_values({}, table=True)["person_turn"] == "reported"


def test_a_reported_turn_close_quarters_a_visit_treasure_and_cubes():
    game = make(person_turn="reported")
    s = position(game, ai_region="Ratnest", person_place="Crimsika")
    s.owner[town(game, "Saltmarsh")] = AI
    run(game, s, ReportedTurn())
    events = word(game, s, "ship Ratnest")
    assert s.coins[AI] == 8
    assert [e.text for e in events] == [
        "Your ship is in Ratnest.",
        "Close Quarters: exhaust one of your administer crew and pay the AI 1 coin (solo §5)."]
    events = word(game, s, "visit")  # the AI's only town: not asked which
    spoils = game.board.towns[town(game, "Saltmarsh")].spoils
    assert s.coins[AI] == 8 + spoils
    assert [e.text for e in events] == [
        f"Saltmarsh is the AI's: pay the AI {spoils} coins, its spoils, not the fee (solo §5)."]
    word(game, s, "treasure")
    events = word(game, s, "treasure 2")
    assert [e.text for e in events] == [
        "You put 2 coins on the treasure map; it holds 2 coins."]
    word(game, s, "cubes on")
    word(game, s, "on 3")
    assert s.treasure == 2 and s.track[2:5] == [PERSON] * 3
    word(game, s, "took")
    events = word(game, s, "took The Grotto")
    assert s.owner[town(game, "The Grotto")] == PERSON
    assert [e.text for e in events] == ["You took The Grotto."]
    word(game, s, "done")
    assert s.flow == [], "the AI's turn is not on this hand-made position's flow"


def test_table_mode_offers_pass_only_when_it_makes_the_ai_pass():
    for literal in (False, True):
        game = make(person_turn="reported", ai_passes=literal)
        s = position(game)
        run(game, s, ReportedTurn())
        word(game, s, "ship Northwater")
        texts = [str(a) for a in game.legal_actions(s)]
        assert ("pass" in texts) == literal
        assert texts[0] == "done"


def test_table_mode_explains_every_report_in_the_moves_list():
    game = make(person_turn="reported")
    s = position(game)
    s.treasure = 3
    s.owner[town(game, "Saltmarsh")] = AI
    deal(game, s, "Lighthouse", "Granary", "Palace", "Fish Market", "Bank")
    run(game, s, ReportedTurn())
    word(game, s, "ship Northwater")
    view = game.view(s, PERSON)
    texts = [str(a) for a in game.legal_actions(s)]
    assert texts == ["done", "took", "visit", "treasure", "hunted", "cubes on", "bought",
                     "brag", "token"]
    assert set(view.hints) == set(texts) and all(view.hints.values())
    assert view.hints["treasure"] == "you paid a town's fee onto the treasure map"


def test_table_mode_the_report_question_names_no_terminal_command():
    """The question is the same at the terminal and in the web app, which has no
    'moves' command: each report's meaning is the hint beside it, so the question
    does not send the person to a command the page does not have."""
    game = make(person_turn="reported")
    s = position(game)
    run(game, s, ReportedTurn())
    word(game, s, "ship Northwater")
    view = game.view(s, PERSON)
    assert view.question == "Report what else your turn changed, one thing at a time, or done"
    assert "done" in view.hints


def test_a_reported_building_deals_the_row_up_by_the_card_turned_over():
    game = make(person_turn="reported")
    s = position(game)
    deal(game, s, "Lighthouse", "Granary", "Palace", "Smokehouse", "Sawmill")
    run(game, s, ReportedTurn())
    word(game, s, "ship Northwater")
    word(game, s, "bought")
    word(game, s, "build Granary")
    assert s.built[PERSON] == [card(game, "Granary")]
    request = game.chance_request(s)
    assert request.physical and "Library" in request.names()
    assert request.name == "deal a building card into slot 5 of the row"
    game.apply(s, request.outcome_named("library"))
    assert s.row[4] == card(game, "Library")


def test_a_reported_brag_asks_how_the_person_compares_saying_the_ai_counts_as_2_solo_5():
    """Solo §5 "Brag Cards": the AI has at least 2 of the resource. With 0 on its
    supply, the question says it has 0 and counts as 2 (not "has 2")."""
    game = make(person_turn="reported")
    s = position(game)
    run(game, s, ReportedTurn())
    word(game, s, "ship Northwater")
    word(game, s, "brag")
    word(game, s, "brag Scholar")
    assert game.view(s, PERSON).question == (
        "Brag Scholar calls books: the AI has 0 books and counts as 2 (solo §5). Have you "
        "more, fewer or the same?")
    word(game, s, "fewer")
    assert s.renown[AI] == 3


def test_5_brag_a_tie_reported_as_the_same_scores_both_the_lower_renown():
    # Solo §5 "Brag Cards": a tie gives both players the lower renown; the table
    # is told "you have the same".
    game = make(person_turn="reported")
    s = position(game)
    run(game, s, ReportedTurn())
    for w in ("ship Northwater", "brag", "brag Scholar"):
        word(game, s, w)
    events = word(game, s, "same")
    brag = next(b for b in game.board.brags if b.name == "Scholar")
    assert [e.text for e in events if e.kind == "brag"] == [
        f"Brag Scholar ({brag.resource}): the AI counts 2; you have the same. Move the "
        f"AI's renown marker up {brag.other}, yours up {brag.other}."]
    assert s.renown == [brag.other, brag.other]


def test_the_final_score_is_reported_in_tens_and_units():
    game = make(person_turn="reported")
    s = position(game)
    s.coins[AI] = 40
    run(game, s, GameEnd())
    word(game, s, "tens 4")
    word(game, s, "units 0")
    assert game.to_move(s) == PERSON, "a tie: fish and wood"
    word(game, s, "more")
    assert s.winner == PERSON and game.result(s).scores == (40, 40)
    assert game.result(s).tie_break == ("Tie at 40 renown: the most fish and wood wins "
                                        "(solo §6), yours")


def test_the_ai_turn_says_where_its_ship_goes_what_it_does():
    game = make(person_turn="reported")
    s = position(game, ai_region="Northwater")
    run(game, s, AITurn())
    assert game.to_move(s) == CHANCE and game.chance_request(s).labels == tuple("123456")
    events = game.apply(s, game.actions.roll[3])
    assert s.ship[AI] == place(game, "Ratnest")
    assert ("The AI rolls 4 for its movement: move its ship 2 regions clockwise, from "
            "Northwater to Ratnest (solo §5).") in [e.text for e in events]
    assert any(e.kind == TRACE for e in events)


def test_a_whole_table_game_through_the_session():
    """A person at the table: every draw and roll reported by its printed label, a
    ship position, a town taken, then done, each turn; the game ends."""
    session = Session.new(None, INFO, 2, {"person_turn": "reported"}, 5,
                          ["human", "solo-bot"], table=True, explain=True)
    turns = 0
    while (prompt := session.advance()).kind != ENDED:
        if prompt.kind == REPORT:
            session.report(prompt.request.outcome_named(prompt.request.names()[0]))
            continue
        texts = [str(a) for a in prompt.legal]
        if "tens 0" in texts:
            choice = "tens 3"
        elif texts[0].startswith("ship"):
            turns += 1
            choice = texts[turns % len(texts)]
        elif "took" in texts and turns % 4 == 0:
            choice = "took"
        else:
            choice = next((t for t in texts if t.startswith("took ")), None) or texts[0]
        session.act(session.game.parse_action(session.match.state, choice))
    assert prompt.result.scores[PERSON] >= 30
    assert session.explained, "the AI's decisions are explained"
    assert any(s.by == "person" for s in session.match.record.steps)


def test_table_mode_undo_takes_back_a_report_and_says_what_to_take_back():
    session = Session.new(None, INFO, 2, {}, 5, ["human", "solo-bot"], table=True)
    prompt = session.advance()
    session.act(session.game.parse_action(session.match.state, "home Borsham"))
    while (prompt := session.advance()).kind == REPORT:  # the start roll, the row
        session.report(prompt.request.outcomes[0])
    session.act(session.game.parse_action(session.match.state, "ship Northwater"))
    session.act(session.game.parse_action(session.match.state, "took"))
    before = session.match.state.key()
    session.act(session.game.parse_action(session.match.state, "took The Grotto"))
    assert session.match.state.owner[town(session.game, "The Grotto")] == PERSON
    assert session.undo() == 1
    assert session.match.state.key() == before
    assert [e.text for e in session.undone] == ["You took The Grotto."]


def test_table_mode_does_not_ask_a_detail_with_one_possible_answer():
    game = make(person_turn="reported")
    s = position(game, ai_region="Southmere")
    s.track[2] = PERSON  # one cube of yours on the track
    s.owner[town(game, "Saltmarsh")] = AI  # the AI's only town
    run(game, s, ReportedTurn())
    word(game, s, "ship Northwater")
    events = word(game, s, "cubes off")
    assert s.cubes(PERSON) == 0 and events[-1].text == "Your cubes came off space 3."
    events = word(game, s, "visit")
    assert s.coins[AI] == 7 + 4 and events[-1].text.startswith("Saltmarsh is the AI's")
    assert [str(a) for a in game.legal_actions(s)][0] == "done", "back to the reports"


def test_table_mode_a_town_retaken_from_the_ai_is_yours_on_the_programs_map():
    """The rules do not forbid taking a town back from the AI; the table is the
    truth, and the AI's next Diplomacy against it costs 2 more (solo §5)."""
    game = make(person_turn="reported")
    s = position(game, ai_region="Ratnest")
    saltmarsh = town(game, "Saltmarsh")
    s.owner[saltmarsh] = AI
    run(game, s, ReportedTurn())
    word(game, s, "ship Northwater")
    word(game, s, "took")
    assert "took Saltmarsh" in [str(a) for a in game.legal_actions(s)]
    events = word(game, s, "took Saltmarsh")
    assert s.owner[saltmarsh] == PERSON
    assert [e.text for e in events] == [
        "You took Saltmarsh from the AI: take the AI's cube off it."]
    word(game, s, "took")
    assert "took Saltmarsh" not in [str(a) for a in game.legal_actions(s)], "yours now"


SETUP = [
    "Lay the 4 sea boards in the centre and the sea ports Borsham, Crimsika, Krazk and "
    "Marhaven at the corners, all text facing the same way.",
    "Your home port is Krazk: put your ship and 1 of your cubes there.",
    "Take 7 coins, a ship board, your 3 starting crew (2 administer, 1 work) and your 20 "
    "cubes; put a cube below \"2\" on your ship board's movement track.",
    "Give the AI 7 coins: it has no ship board, crew or home port.",
    "Rolled 5: put the AI's ship in Southmere.",
    "Put 2 neutral cubes on the first 2 spaces of the influence track.",
    "Shuffle the event cards into 2 face-up piles on the renown board and put an event "
    "marker on each region the face-up event cards name.",
    "Shuffle the reputation (brag) cards into 2 face-up piles above the trumpet symbol.",
    "Shuffle the crew deck and turn 3 crew face up.",
    "Shuffle the building deck; the row's 5 cards are dealt next. Put the 3-book token over "
    "slot 1, the 2-book token over slot 2 and the 1-book token over slot 3; slots 4 and 5 "
    "need no books.",
]


def test_3_table_mode_says_every_setup_step_once_naming_the_components():
    session = Session.new(None, INFO, 2, {}, 5, ["human", "solo-bot"], table=True)
    session.advance()
    session.act(session.game.parse_action(session.match.state, "home Krazk"))
    for _ in range(4):  # the set-up, then three turns of the person's
        while (prompt := session.advance()).kind == REPORT:
            name = prompt.request.name
            session.report(prompt.request.outcome_named("5" if "starting" in name else
                                                        prompt.request.names()[0]))
        first = str(prompt.legal[0])
        session.act(session.game.parse_action(session.match.state,
                                              "ship Krazk" if first.startswith("ship")
                                              else "done"))
    assert [e.text for e in session.history if e.kind == "setup"] == SETUP
    rounds = [e.text for e in session.history if e.kind == "round"]
    assert rounds[:2] == ["Round 1: you take the first turn (solo §3).", "Round 2."]


# --- Pirates at the table (solo §5 action 3; notes §2: the box's 15 pirate cards) ------


def test_5_3_table_mode_hire_asks_how_many_pirates_the_supply_had():
    """Your pirates are on the table, not reported: the supply may hold fewer than
    the box less the AI's, so the AI's 3 pirates are given from the table and the
    person reports how many it got (never "Give the AI 3" when 2 are left)."""
    game = make(person_turn="reported")
    s = position(game)
    s.pirates[AI] = 10  # 5 left in the box less the AI's; you may hold some of them
    act(game, s, 3)
    request = game.chance_request(s)
    assert game.to_move(s) == CHANCE and request.physical
    assert request.name == "give the AI 3 pirates from the supply, or as many as are left in it"
    assert request.labels == ("3", "2", "1", "0")
    events = game.apply(s, request.outcome_named("2"))  # you hold 3: 2 were left
    assert s.pirates[AI] == 12 and not s.flow
    assert [e.text for e in events] == ["The AI got 2 pirates (it has 12)."]


def test_5_3_table_mode_the_pirates_are_counted_before_the_ai_buys_a_renown_token():
    """Solo §5: the AI buys a renown token whenever it holds the threshold's coins,
    after what it just gained: the table counts its hired pirates first, as Play mode
    gives them at once, then draws the token."""
    game = make(person_turn="reported")
    s = position(game)
    s.coins[AI] = game.opts.token_threshold
    act(game, s, 3)
    assert game.chance_request(s).name.startswith("give the AI 3 pirates")
    game.apply(s, game.chance_request(s).outcome_named("3"))
    assert game.chance_request(s).name == "the AI buys the top renown token for 7 coins"
    assert s.pirates[AI] == 3


def test_5_3_table_mode_hire_asks_up_to_what_the_box_less_the_ais_holds():
    game = make(person_turn="reported")
    s = position(game)
    s.pirates[AI] = 14  # at most 1 left
    events = act(game, s, 3)
    assert not any("does nothing" in e.text for e in events), "the table is asked instead"
    request = game.chance_request(s)
    assert request.name == "give the AI 1 pirate from the supply, or as many as are left in it"
    assert request.labels == ("1", "0")
    events = game.apply(s, request.outcome_named("0"))
    assert s.pirates[AI] == 14
    assert [e.text for e in events] == [
        "No pirates were left in the supply: the AI gets none."]
    s.pirates[AI] = 15  # none can be left: not asked
    events = act(game, s, 3)
    assert "No pirates are left in the supply: the AI hires none." in [e.text for e in events]
    assert not s.flow


def test_5_table_mode_a_renown_tokens_pirate_is_given_while_the_supply_lasts():
    game = make(person_turn="reported")
    s = position(game)
    s.coins[AI] = 16
    s.pirates[AI] = 6
    act(game, s, 1)
    pirate = game.board.token_names.index("pirate")
    events = game.apply(s, game.actions.token[pirate])
    assert "gains 1 pirate from the supply, or as many as are left in it" in events[0].text
    assert game.chance_request(s).labels == ("1", "0")
    game.apply(s, game.chance_request(s).outcome_named("1"))
    assert s.pirates[AI] == 7 and not s.flow


def test_6_a_number_typed_for_the_final_renowns_tens_or_units_is_that_count():
    """Solo §6, Table mode: the person counts their renown; a number typed is the
    count itself, never a place in the list ("20" is no tens, "10" no units), as the
    terminal and the phone read it (sessions.answers.move_named)."""
    session = Session.new(None, INFO, 2, {}, 5, ["human", "solo-bot"], table=True)
    game = session.game
    s = position(game)
    s.coins[AI] = 40
    session.match.state = s
    run(game, s, GameEnd())
    prompt = session.advance()
    assert move_named(session, prompt, "0") == game.actions.tens[0]
    assert move_named(session, prompt, "4") == game.actions.tens[4]
    assert move_named(session, prompt, "19") == game.actions.tens[19]
    for wrong in ("20", "37"):
        assert move_named(session, prompt, wrong) is None
        assert not_a_move(session, prompt, wrong, "is no move") == (
            f"'{wrong}': type a number from 0 to 19.")
    session.act(move_named(session, prompt, "4"))
    prompt = session.advance()
    assert move_named(session, prompt, "0") == game.actions.units[0]
    assert move_named(session, prompt, "9") == game.actions.units[9]
    assert move_named(session, prompt, "10") is None
    session.act(move_named(session, prompt, "0"))
    assert s.reported == 40
    s.flow = [ReportedTurn()]
    run(game, s)
    game.apply(s, game.actions.parse("ship Whale Reach"))
    word(game, s, "treasure")  # 1 to 3 coins: a bare 0 is no answer here
    assert move_named(session, session.advance(), "0") is None
