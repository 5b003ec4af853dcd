"""The Wolves at the table (issue 8): every outcome a person reports by what is
printed (a board's number, a moon, a prey, a terrain, a place around the start
board), every instruction naming boards, places, turns and hexes as the table and
the screen show them, and a whole Table-mode game played through the session by
typing printed labels."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from automeeple import catalog
from automeeple.engine.core import CHANCE, TRACE, IllegalAction, sample_chance
from automeeple.engine.rng import Stream
from automeeple.games.wolves.actions import AIStart, Board, Draft, HowlAt, Prey, Token, WolfMove
from automeeple.games.wolves.baseline import WolvesBaseline
from automeeple.games.wolves.edition import SHIPPED, moon
from automeeple.sessions.session import DECIDE, ENDED, REPORT, Session

from .helpers import PERSON, PREY, TOKENS, make_game, play, position, setup

PLACES = ("1 o'clock", "11 o'clock", "9 o'clock", "7 o'clock", "5 o'clock", "3 o'clock")
#: What no sentence may hold any more: a hex or a region by an internal number.
INTERNAL = re.compile(r"\bhex \d|\bregion \d|\bRegion \d|Moonlight \d")


def report(game, s, text: str) -> list:
    """A person reports ``text`` for the pending chance event, as Table mode reads it."""
    return game.apply(s, game.chance_request(s).outcome_named(text))


# --- Printed labels (issue 8, point 1) ----------------------------------------------------------


#: The region boards by what they show, in the BGA data's order (notes §3.3).
SHOWS = ("tundra prey with grass and desert wolf heads",
         "grass prey with rock and desert wolf heads",
         "desert prey with forest and tundra wolf heads",
         "tundra prey with grass and rock wolf heads",
         "rock prey with desert and forest wolf heads",
         "grass prey with desert and forest wolf heads",
         "forest prey with tundra and grass wolf heads",
         "desert prey with forest and rock wolf heads",
         "forest prey with rock and tundra wolf heads",
         "rock prey with tundra and grass wolf heads")


#: The set-up sentences that come with the first board (issue 17, point 9).
SET_UP = ("Set-up (solo §3", "Turn the Moonlight board", "The AI packs are", "Put the 5 AI")


def lay_boards(game, s, typed=SHOWS[:6]) -> list:
    """Report the six region boards; the events."""
    return [e for text in typed for e in report(game, s, text)]


def test_a_region_board_is_reported_by_what_it_shows_never_a_number():
    # issue 17, point 7: no number is printed on a region board that we know of
    # (notes §14); it is known by its prey hex's and wolf heads' terrains
    game = make_game()
    s = game.new_initial_state(1)
    request = game.chance_request(s)
    assert request.name == "draw the region board for the 1 o'clock place"
    assert request.names() == SHOWS
    for typed in ("3", "1", "10", "board"):
        with pytest.raises(IllegalAction, match="cannot come up"):
            request.outcome_named(typed)
    with pytest.raises(IllegalAction, match="ambiguous.*desert prey with forest and tundra"):
        request.outcome_named("desert")
    assert request.outcome_named("desert prey with forest and t") == Board(2)
    assert request.outcome_named("Desert Tundra Forest") == Board(2), "its three terrains"
    lay_boards(game, s, ("desert prey with forest and tundra", "rock desert forest",
                         "forest tundra grass", "tundra grass desert", "grass rock desert",
                         "rock prey with t"))
    assert s.palettes == (2, 4, 6, 0, 1, 9), "each board as it was named"


def test_laying_a_board_says_where_it_goes_and_how_it_is_turned():
    game = make_game()
    s = game.new_initial_state(1)
    texts = []
    for n, typed in enumerate((SHOWS[2], SHOWS[4], SHOWS[6], SHOWS[0], SHOWS[1], SHOWS[9])):
        assert game.chance_request(s).name == f"draw the region board for the {PLACES[n]} place"
        texts += [e.text for e in report(game, s, typed) if not e.text.startswith(SET_UP)]
    assert texts[0] == ('At 1 o\'clock, lay the region board "desert prey with forest and '
                        'tundra wolf heads", turned so that its water source is east of its '
                        'prey hex.')
    assert texts[1].startswith('At 11 o\'clock, lay the region board "rock prey with desert '
                               'and forest wolf heads", turned so that its water source is west')
    assert [t.split(",")[0][3:] for t in texts[:6]] == list(PLACES)
    assert texts[-1] == ("The map is laid out: 6 region boards around the start board. Put a "
                         "lone wolf token on each wolf-head hex (12 in all, notes §4.1).")


def test_set_up_is_spelled_out_once_naming_the_components():
    """issue 17, point 9: every set-up step of solo §3 and notes §4 is told once, as
    instructions naming the physical components: start board, Moonlight board, the
    AI packs' boards, pieces and tiles, lone wolves, tokens, prey, your board,
    tracks, tiles and Bonus Action Token; a draw with one outcome left is told
    (in words that serve Play mode too). What no draw decides comes first, before the
    table is asked to draw a region board."""
    game = make_game()
    heard = []
    s = game.new_initial_state(1, heard)
    assert len(heard) == 4 and game.to_move(s) == CHANCE
    heard += lay_boards(game, s)
    for phase in TOKENS:  # the last two are both full moons: no other kind is left
        heard += report(game, s, moon(phase))
    texts = [e.text for e in heard]
    assert texts[:4] == [
        "Set-up (solo §3, the 3-player set-up): lay the start board in the middle of the "
        "table, its chasm running west to east (north is the far side of the table): its "
        "north side shows, from west to east, tundra, rock, desert, grass, forest; its south "
        "side desert, grass, forest, tundra, rock.",
        "Turn the Moonlight board to its 2-3 player side and put a region scoring reminder "
        "token on its crescent moon space (9).",
        "The AI packs are Brown and White (solo §3.1): give each its player board, wolf-art "
        "side up (solo §3.2, for its scoring tokens and prey), and its pieces: 4 Alphas, 8 "
        "Pack Wolves, 12 Dens, 4 Lairs.",
        "Put the 5 AI action tiles (Grasslands, Cliffs, Tundra, Desert, Forests) beside the "
        "board: the program draws them for the AI packs from its own bag (solo §3.4) and "
        "says which tile each draws."]
    assert game.to_move(s) == CHANCE and len(game.chance_request(s).outcomes) > 1
    assert texts[-1] == ("The full moon scoring token, the only kind left, goes "
                         "on the water source of the 3 o'clock region.")
    assert texts[-2] == ("The full moon scoring token, the only kind left, goes "
                         "on the water source of the 5 o'clock region.")
    assert texts[-3] == ("The quarter moon scoring token goes on the water source of the 7 "
                         "o'clock region.")
    for kind in PREY[:5]:
        report(game, s, kind)
    events = game.apply(s, game.chance_request(s).outcomes[0])  # the one left
    assert events[0].text == ("2 Raccoon tokens, the only prey left, go on the prey hex of the "
                              "3 o'clock region.")
    texts = [e.text for e in report(game, s, "tundra")]
    assert texts == [
        "Your pack's home terrain is tundra.",
        "Take that faction's player board, 3-5 player side up, and its pieces (Grey): 4 "
        "Dens on each attribute track (Pack Spread, Wolf Speed, Howl Range), 4 Lairs on the "
        "lair track, 2 Alphas and 6 Pack Wolves on the wolf track; 2 Alphas and 2 Pack "
        "Wolves stay beside it for the draft (notes §4.1, §4.4).",
        "Your terrain tiles (notes §4.3, §5.1): the tundra home tile, and the forest/rock "
        "tile showing forest, the rock/grass tile showing rock, the grass/tundra tile "
        "showing grass, the tundra/desert tile showing tundra, the desert/forest tile "
        "showing desert.",
        "Take 1 Bonus Action Token: you are the first player (solo §3.5)."]
    s = game.new_initial_state(2)
    for _ in range(6):  # told once, first: the boards come alone
        texts = [e.text for e in game.apply(s, game.chance_request(s).outcomes[0])]
        assert not any(text.startswith(SET_UP) for text in texts)


def test_a_draw_with_one_kind_left_is_told_once_in_table_mode():
    """The last two scoring tokens are both full moons: nothing is drawn, and the
    table is told once where each goes (not also "it can only be full moon")."""
    session = Session.new(None, catalog.get("wolves"), 3, {}, 7,
                          ["human", "solo-bot", "solo-bot"], table=True)
    heard = []
    for text in (*SHOWS[:6], "crescent", "crescent", "quarter", "quarter"):
        prompt = session.advance(limit=50)
        heard += [e.text for e in prompt.events]
        session.report(prompt.request.outcome_named(text))
    prompt = session.advance(limit=50)
    heard += [e.text for e in prompt.events]
    assert [t for t in heard if "only" in t] == [
        "The full moon scoring token, the only kind left, goes on the water "
        "source of the 5 o'clock region.",
        "The full moon scoring token, the only kind left, goes on the water "
        "source of the 3 o'clock region."]
    assert prompt.request.name == "the prey for the prey hex of the 1 o'clock region"


def test_the_shipped_names_say_what_each_board_shows_and_tell_them_apart():
    ed = make_game().edition
    assert ed.board_names == SHOWS == tuple(ed.shows(p) for p in range(10))
    assert len({ed.looks(p) for p in range(10)}) == 10


def test_an_owners_marks_are_what_table_mode_asks_and_names():
    """issue 17, point 7: ``edition new`` records how the owner's copy marks each
    board; the question takes that mark and the instruction names it, with what
    the board shows."""
    text = SHIPPED.read_text(encoding="utf-8")
    for p, name in enumerate(SHOWS):
        text = text.replace(f'"{name}"', f'"{chr(ord("A") + p)}"', 1)
    game = catalog.get("wolves").make(3, {}, text, "mine.toml")
    s = game.new_initial_state(1)
    request = game.chance_request(s)
    assert request.names() == tuple("ABCDEFGHIJ")
    assert request.outcome_named(SHOWS[2]) == Board(2), "what it shows still reads"
    events = report(game, s, "c")
    assert events[0].text == ('At 1 o\'clock, lay the region board "C" (desert prey with '
                              'forest and tundra wolf heads), turned so that its water source '
                              'is east of its prey hex.')
    lay_boards(game, s, "DEFGH")
    view = game.view(s, PERSON)
    assert [r.board for r in view.regions] == list("CDEFGH")


def test_tokens_prey_faction_and_ai_starts_by_what_is_printed():
    game = make_game()
    s = game.new_initial_state(1)
    lay_boards(game, s)
    request = game.chance_request(s)
    assert request.name == "the scoring token for the water source of the 1 o'clock region"
    # solo §2: "Crescent, Quarter, Full"; "half", the base-game notes' name, is heard too
    assert request.names() == ("crescent moon", "full moon", "quarter moon")
    assert request.outcome_named("quarter") == request.outcome_named("half moon") == Token("half")
    events = report(game, s, "Crescent")
    assert events[0].text == ("The crescent moon scoring token goes on the water source of "
                              "the 1 o'clock region.")
    for phase in TOKENS[1:]:
        report(game, s, moon(phase))
    request = game.chance_request(s)
    assert request.name == "the prey for the prey hex of the 1 o'clock region"
    assert request.names() == ("Boar", "Deer", "Hare", "Moose", "Raccoon")
    events = report(game, s, "hare")
    assert events[0].text == "2 Hare tokens go on the prey hex of the 1 o'clock region."
    for kind in ("Hare", "Boar", "Deer", "Moose", "Raccoon"):
        report(game, s, kind)
    request = game.chance_request(s)
    assert request.names() == ("forest", "rock", "grass", "tundra", "desert")
    report(game, s, "Grass")
    assert game.edition.terrains[s.home] == "grass"
    request = game.chance_request(s)
    assert request.outcomes == tuple(AIStart(r) for r in (2, 3, 4, 5))  # no crescent
    assert request.name == ("the region (its clock hour) where Brown (AI) places a Lair and "
                            "an Alpha by the water source")
    assert request.names() == ("9", "7", "5", "3")
    with pytest.raises(IllegalAction, match="'1' cannot come up"):
        request.outcome_named("1")  # 1 o'clock carries a crescent
    events = report(game, s, "9")
    assert events[0].text == ("Brown (AI) places a Lair and an Alpha by the water source of "
                              "the 9 o'clock region: on hex K3 (desert, 9 o'clock region).")
    assert events[0].data["hexes"] == [game.rulebook.map(s).regions[2].top_right]
    events = report(game, s, "7")
    assert events[0].text.startswith("Brown (AI) places two Pack Wolves by the water source of "
                                     "the 7 o'clock region: on hex ")


def test_a_place_is_its_whole_hour_never_the_start_of_another():
    game = make_game()
    s = game.new_initial_state(1)
    lay_boards(game, s)
    for typed in (*("full moon",) * 2, *("half moon",) * 2,
                  *("crescent moon",) * 2, "hare", "hare", "boar", "deer", "moose",
                  "raccoon", "forest"):
        report(game, s, typed)
    request = game.chance_request(s)
    assert request.names() == ("1", "11", "9", "7")
    assert request.outcome_named("1") == AIStart(0), "1 o'clock, not the start of 11"
    assert request.outcome_named("11") == AIStart(1)


def test_every_chance_request_has_unique_labels_that_resolve():
    game = make_game()
    for seed in (1, 2):
        s = game.new_initial_state(seed)
        bot, rng = WolvesBaseline(), Stream(seed)
        while not game.is_over(s):
            if game.to_move(s) == CHANCE:
                request = game.chance_request(s)
                names = request.names()
                assert len(set(n.lower() for n in names)) == len(names), names
                for outcome, name in zip(request.outcomes, names, strict=True):
                    assert request.outcome_named(name) == outcome
                    assert not isinstance(outcome, Board) or name == SHOWS[outcome.palette]
                    assert not isinstance(outcome, Token) or name == moon(outcome.phase)
                    assert not isinstance(outcome, Prey) or name == outcome.kind.title()
                action = sample_chance(game, s)
            else:
                action = bot.decide(game, s, game.legal_actions(s), rng).action
            game.apply(s, action)


# --- Instructions name things as the table shows them (point 2) ----------------------------


def test_no_sentence_names_a_hex_or_region_by_an_internal_number():
    game = make_game()
    heard = []
    for seed in (3, 4):
        s = game.new_initial_state(seed)
        bot, rng = WolvesBaseline(), Stream(seed)
        while not game.is_over(s):
            if game.to_move(s) == CHANCE:
                action = sample_chance(game, s)
            else:
                action = bot.decide(game, s, game.legal_actions(s), rng).action
            for e in game.apply(s, action):
                heard.append(e.text)
                if e.kind == TRACE:
                    heard += [str(step) for step in e.trace.to_dict()["steps"]]
    bad = [t for t in heard if INTERNAL.search(t)]
    assert not bad, bad[:5]
    kinds = {t.split(" ")[0] for t in heard}
    assert len(heard) > 500 and {"At", "You", "Brown", "White"} <= kinds


def test_every_hex_named_in_a_sentence_is_on_the_screen_grid_with_its_terrain():
    game, s = position(clear=True, pieces={45: [(PERSON, "alpha"), (PERSON, "pack")]})
    events = play(game, s, ["move onto grass", "pay tile 2", "alpha 45 to 64", "done"])
    texts = [e.text for e in events]
    assert texts[0] == "You pay for Move: flip your grass/tundra tile to tundra."
    assert texts[1] == "Move: up to 2 wolves onto grass."
    assert texts[2] == ("You move an Alpha from hex I7 (rock, start board) to hex I9 (grass, "
                        "start board).")
    m, grid = game.rulebook.map(s), game.rulebook.grid
    for name, terrain in re.findall(r"hex ([A-Z]\d+) \((\w+),", " ".join(texts)):
        assert m.terrain[grid.ids[name]] == terrain


def test_a_move_may_be_typed_with_the_names_on_the_map():
    game, s = setup()
    parse = game.actions.parse
    assert parse("alpha I7 to I9") == parse("alpha 45 to 64") == WolfMove("alpha", 45, 64)
    assert str(parse("Alpha i7 TO i9")) == "alpha 45 to 64", "the record keeps the ids"
    assert parse("draft N8") == Draft(57)
    assert parse("howl at A11") == HowlAt(game.rulebook.grid.ids["A11"])
    assert parse("den at M7 for wolf-speed") == parse("den at 47 for wolf-speed")
    for text in ("alpha Z9 to I9", "draft", "tile unknown", "alpha I7 to", "lair at 5 6"):
        with pytest.raises(IllegalAction, match="is not an action of The Wolves"):
            parse(text)


# --- A whole game in Table mode (point 7) ---------------------------------------------------


@pytest.mark.parametrize("seed", [11, 12])
def test_a_table_mode_game_reported_by_printed_labels(seed):
    info = catalog.get("wolves")
    session = Session.new(None, info, 3, {}, seed, ["human", "solo-bot", "solo-bot"],
                          table=True)
    game = session.game
    person, rng, bot = random.Random(seed), Stream(seed), WolvesBaseline()
    reports = decisions = 0
    heard: list[str] = []
    prompt = session.advance(limit=500)
    while prompt.kind != ENDED:
        heard += [e.text for e in prompt.events]
        s = session.match.state
        if prompt.kind == REPORT:
            request = prompt.request
            k = person.choices(range(len(request.outcomes)), request.weights)[0]
            label = request.names()[k]
            typed = [label, label.upper(), label.lower()][reports % 3]
            outcome = request.outcome_named(typed)
            assert outcome == request.outcomes[k], (request.name, typed)
            before = len(s.palettes), len(s.tokens), len(s.prey_kind)
            session.report(outcome)
            s = session.match.state
            if isinstance(outcome, Board):
                assert len(s.palettes) == before[0] + 1 and SHOWS[s.palettes[-1]] == label
            elif isinstance(outcome, Token):
                assert moon(s.tokens[-1]) == label
            elif isinstance(outcome, Prey):
                assert s.prey_kind[-1].title() == label
            else:
                assert game.edition.terrains[s.home] == label
            reports += 1
        else:
            assert prompt.kind == DECIDE and prompt.seat == PERSON
            action = bot.decide(game, s, prompt.legal, rng).action
            session.act(action)
            decisions += 1
        prompt = session.advance(limit=500)
    heard += [e.text for e in prompt.events]
    result = prompt.result
    # a question with one possible answer is not asked (the last token, prey); the
    # AI packs' start (solo §3.3) is the program's to draw: the events say where
    assert 6 + 4 + 4 + 1 <= reports <= 6 + 6 + 6 + 1 and decisions > 20
    assert sum("(AI) places a Lair and an Alpha by the water source" in t for t in heard) == 2
    assert sum(", lay the region board " in t for t in heard) == 6
    assert not [t for t in heard if INTERNAL.search(t)]
    assert [sum(vp[p] for _, vp in result.breakdown) for p in range(3)] == list(result.scores)
    # the history tells each time you end your turn (notes §6), in Table mode too
    ended = {t for t in heard if t.startswith("You end your turn")}
    assert ended and ended <= {"You end your turn.", "You end your turn (1 action not taken).",
                               "You end your turn (2 actions not taken)."}


def test_the_docs_list_each_board_as_the_game_names_it():
    """docs/wolves.md's table of region boards is the one a person checks their
    boards against: it must say what the game says."""
    doc = (Path(__file__).parents[2] / "docs" / "wolves.md").read_text(encoding="utf-8")
    ed = make_game().edition
    for p, palette in enumerate(ed.palettes):
        name = ed.board_names[p]
        row = re.search(rf"^\| {name} \| (\w+) \| (\w+), (\w+) \| ([\w, ]+) \|$", doc, re.M)
        assert row is not None, f"{name} is not in the docs"
        assert ed.looks(p) == (row[1], (row[2], row[3]))
        assert tuple(row[4].split(", ")) == palette
