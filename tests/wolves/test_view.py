"""The view of a solo game of The Wolves (``WolvesGame.view``): a ``WolvesView``
holding everything the terminal renderer draws, plain JSON data on the wire, the
same for every seat but the person's hints, and never the random stream. (The
renderer: ``test_render``.)"""

from __future__ import annotations

import dataclasses
import io
import json

from rich.console import Console

from automeeple.cli import render_wolves
from automeeple.engine.core import CHANCE, sample_chance
from automeeple.engine.rng import Stream
from automeeple.engine.view import check, wire
from automeeple.games.wolves.actions import Board
from automeeple.games.wolves.baseline import WolvesBaseline
from automeeple.games.wolves.view import (
    MoveUnderWay,
    Payment,
    Piece,
    TileDraw,
    WolvesView,
)

from .helpers import AI1, AI2, PERSON, act, make_game, play, position, setup
from .test_flow import playout

A = (PERSON, "alpha")
P = (PERSON, "pack")


def drawn(view) -> str:
    console = Console(width=130, record=True, file=io.StringIO())
    console.print(render_wolves.render(view))
    return console.export_text()


def test_every_view_of_a_game_is_plain_json_and_hides_the_random_stream():
    game = make_game()
    seen = {"chance": 0, "person": 0, "steps": 0}

    def each(s):
        other = s.clone()
        other.rng = Stream(987654321)  # another future: the view must not change
        spectator = game.view(s, None)
        check(WolvesView, spectator)
        assert json.loads(json.dumps(wire(spectator))) == wire(spectator)
        assert spectator == game.view(other, None) and "rng" not in wire(spectator)
        assert spectator.hints == {} and spectator.moves == {}
        for seat in (AI1, AI2):  # the AI seats see what a spectator sees
            assert game.view(s, seat) == dataclasses.replace(spectator, seat=seat)
        v = game.view(s, PERSON)
        check(WolvesView, v)
        assert v == game.view(other, PERSON)
        # the person sees what a spectator sees, and hints and moves named on the map
        assert dataclasses.replace(v, seat=None, hints={}, moves={}) == spectator
        assert v.over == game.is_over(s)
        assert v.to_move == (None if game.to_move(s) < 0 else game.to_move(s))
        if game.to_move(s) == CHANCE:
            seen["chance"] += 1
            assert v.question == f"Chance: {game.chance_request(s).name}"
        elif game.to_move(s) == PERSON:
            seen["person"] += 1
            assert v.question
            legal = {str(a) for a in game.legal_actions(s)}
            assert set(v.hints) <= legal
        seen["steps"] += 1
        if seen["steps"] % 10 == 1:  # drawing is slow: every tenth view
            drawn(v)

    s = game.new_initial_state(3)
    each(s)
    s = playout(game, 3, WolvesBaseline(), quiet=False, each=each)
    v = game.view(s, PERSON)
    drawn(v)
    assert v.over and v.question is None and v.to_move is None
    assert v.scores == list(game.result(s).scores)
    assert v.ended_by == game.result(s).ended_by == "full-moon"
    assert "over after" in drawn(v) and "by the full moon" in drawn(v)
    assert seen["chance"] > 30 and seen["person"] > 30


def test_view_header():
    game, s = setup()
    v = game.view(s, PERSON)
    assert type(v) is WolvesView and v.game == "wolves"
    assert v.title == "The Wolves" and v.seats == ["Grey", "Brown", "White"]
    assert v.edition == game.edition.label
    assert v.to_move == PERSON
    assert v.question == "Your action (2 left), or end your turn?"
    assert v.hints["move onto grass"] == "flip 1 tile"
    assert v.moves["den at 47 for wolf-speed"] == "den for Wolf Speed at M7"
    assert v.hints["den at 47 for wolf-speed"] == "grass, start board; flip 2 tiles", (
        "the hint does not repeat the hex the move names")
    assert v.hints["end turn"] == "2 actions not taken this turn"


def test_the_wire_form_keeps_the_keys_of_the_plain_data():
    """JSON stays the wire form (the web API, a snapshot): the header, the table's
    parts as objects, a piece as its pack and kind."""
    game, s = position(clear=True, pieces={61: [A, P]})
    data = wire(game.view(s, PERSON))
    assert list(data)[:12] == ["game", "title", "seat", "seats", "to_move", "over", "scores",
                               "question", "hints", "moves", "groups", "edition"]
    assert set(data) - set(list(data)[:12]) == {
        "person", "turn", "terrains", "actions", "map", "regions", "moonlight", "ended_by",
        "region_vp", "tokens_won", "player_board", "ai_packs", "pending"}
    hexes = {h["id"]: h for h in data["map"]["hexes"]}
    assert hexes[61]["pieces"] == [{"pack": PERSON, "kind": "alpha"},
                                   {"pack": PERSON, "kind": "pack"}]
    assert data["regions"][0]["control"] == [[2, 1], [0, 0], [0, 0]]
    assert data["moonlight"] == {"count": 0, "spaces": 30,
                                 "thresholds": {"crescent": 9, "quarter": 17, "full": 22},
                                 "phases_done": 0}
    assert json.loads(json.dumps(data)) == data


def test_6_ending_the_turn_says_which_actions_it_leaves_untaken():
    game, s = position(clear=True, pieces={45: [A, P]})
    assert game.view(s, PERSON).hints["end turn"] == "2 actions not taken this turn"
    s.actions_left = 1
    assert game.view(s, PERSON).hints["end turn"] == "1 action not taken this turn"
    s.actions_left, s.bonus_action = 0, 1  # a bonus action token is kept for later
    assert "end turn" not in game.view(s, PERSON).hints


def test_hints_name_hexes_and_tiles_as_the_table_shows_them():
    game, s = position(clear=True, pieces={45: [A, P]})
    play(game, s, ["move onto grass"])
    hints = game.view(s, PERSON).hints
    assert hints == {"pay home": "home tile", "pay tile 2": "grass/tundra tile to tundra"}
    # The moves name a cycle tile by its printed sides, never by its index (§5.1).
    assert game.view(s, PERSON).moves == {"pay home": "pay home", "pay tile 2": "pay grass/tundra"}
    play(game, s, ["pay tile 2"])
    hints = game.view(s, PERSON).hints
    assert game.view(s, PERSON).moves["alpha 45 to 64"] == "Alpha I7 to I9"
    assert hints["alpha 45 to 64"] == "from rock to grass, start board"
    assert "done" not in hints
    assert all(h.startswith("from rock to ") for h in hints.values())
    game = make_game()
    s = game.new_initial_state(5)
    while game.to_move(s) == CHANCE:
        game.apply(s, sample_chance(game, s))
    hints = game.view(s, PERSON).hints
    assert hints["draft 45"] == "rock, north of the chasm"
    assert hints["draft 57"] == "forest, south of the chasm"


def test_view_before_the_map_is_laid_out():
    game = make_game()
    s = game.new_initial_state(1)
    v = game.view(s, None)
    assert v.map is None and v.to_move is None
    assert v.question == "Chance: draw the region board for the 1 o'clock place"
    assert [r.token for r in v.regions] == [None] * 6
    assert [r.place for r in v.regions] == [
        "1 o'clock", "11 o'clock", "9 o'clock", "7 o'clock", "5 o'clock", "3 o'clock"]
    assert [r.water_side for r in v.regions] == [
        "east", "west", "west", "east", "west", "east"]
    assert v.pending is not None
    assert v.pending.board_for == "1 o'clock" and len(v.pending.boards_left) == 10
    game.apply(s, Board(2))
    v = game.view(s, None)
    assert v.regions[0].board == "desert prey with forest and tundra wolf heads"
    assert v.regions[1].board is None
    assert v.pending.board_for == "11 o'clock"
    assert "board 3 (prey hex on desert" not in " ".join(v.pending.boards_left)
    text = drawn(v)
    assert text.startswith("The map is being laid out. Next: a region board for the 11 "
                           "o'clock place.\nLay it with its water source west of its prey "
                           "hex. Boards left:\n")
    assert "  tundra prey with grass and desert wolf heads\n" in text


def test_view_map_regions_and_control():
    game, s = position(clear=True, pieces={61: [A, P], 62: [(PERSON, "den")],
                                           100: [(AI1, "lair")], 90: [(AI2, "alpha")]})
    v = game.view(s, None)
    assert v.map is not None
    hexes = {h.id: h for h in v.map.hexes}
    m = game.rulebook.map(s)
    assert len(hexes) == len(m)
    assert hexes[61].pieces == [Piece(PERSON, "alpha"), Piece(PERSON, "pack")]
    assert hexes[61].terrain == m.terrain[61] and hexes[61].region == 1
    assert (hexes[61].x, hexes[61].y) == m.coords[61]
    assert (hexes[61].name, hexes[61].row, hexes[61].col) == ("C9", 2, 8)
    assert hexes[45].region is None  # the start board
    assert hexes[m.regions[0].water].terrain == "water"
    assert hexes[80].lone and not hexes[61].lone
    assert hexes[m.regions[0].prey].prey == 2
    region = v.regions[0]
    assert region.number == 1 and region.token == "crescent" and not region.scored
    assert region.place == "1 o'clock"
    assert region.board == "tundra prey with grass and desert wolf heads"
    assert region.water == m.regions[0].water and region.water_side == "east"
    assert region.prey == "hare" and region.prey_left == 2
    assert region.control == [[3, 1], [3, 0], [1, 1]]
    assert region.leader == PERSON  # 3 control and an Alpha beats 3 and none
    assert v.regions[2].leader is None  # nobody there


def test_view_tracks_supplies_and_moonlight():
    game, s = position(clear=True, pieces={33: [A]}, dens=[1, 0, 2], wolves=3)
    act(game, s, "den at 34 for pack-spread")  # paid with home + tile 2
    v = game.view(s, PERSON)
    board = v.player_board
    assert board.home == "grass"
    assert board.tiles == ["forest", "rock", "tundra", "tundra", "desert"]
    assert board.tile_names[2] == "grass/tundra tile"
    assert board.dens == {"pack_spread": 2, "wolf_speed": 0, "howl_range": 2}
    assert board.attributes == {"pack_spread": 3, "wolf_speed": 3, "howl_range": 3}
    assert board.bonus_action == 2 and board.actions_left == 1
    # notes §5.5, §5.6: 2 Alphas and 6 Pack Wolves on the wolf track, 4 Lairs on the
    # lair track; 3 wolves taken, no lair.
    assert board.wolves_on_track == 5 and board.lairs_on_track == 4
    assert board.track_vp["wolves"] == 3
    assert [a.pack for a in v.ai_packs] == [AI1, AI2]
    assert v.ai_packs[0].supply == {"alpha": 3, "pack": 6, "den": 12, "lair": 3}
    moon = v.moonlight
    assert (moon.count, moon.spaces, moon.phases_done) == (0, 30, 0)
    assert moon.thresholds == {"crescent": 9, "quarter": 17, "full": 22}


def test_view_work_in_hand():
    game, s = position(clear=True, pieces={45: [A, P]})
    play(game, s, ["move onto grass"])
    v = game.view(s, PERSON)
    assert v.question == "Which tiles do you flip for Move?"  # notes §7: the action's name
    assert v.pending == Payment(paying_for="move", target=2, track=None)
    assert wire(v)["pending"] == {"paying_for": "move", "target": 2, "track": None}
    play(game, s, ["pay home", "alpha 45 to 64"])
    v = game.view(s, PERSON)
    assert v.pending == MoveUnderWay(move_onto="grass", wolves_left=1, moved_to=[64])
    assert v.question == "Which wolf moves onto grass (up to 1 more), or done?"
    act(game, s, "done")
    act(game, s, "end turn")
    v = game.view(s, PERSON)
    assert v.to_move is None and v.hints == {}
    assert v.pending == TileDraw(ai=AI1, tiles_tried=[])
    assert v.question == "Chance: the action tile Brown (AI) draws"


def test_chance_steps_have_no_hints_and_a_question():
    game = make_game()
    s = game.new_initial_state(5)
    while game.to_move(s) == CHANCE:
        v = game.view(s, PERSON)
        assert v.hints == {} and v.question == f"Chance: {game.chance_request(s).name}"
        game.apply(s, sample_chance(game, s))
    v = game.view(s, PERSON)
    assert v.question and v.question.startswith("Where do you place an Alpha and a Pack Wolf")
