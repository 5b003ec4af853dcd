"""notes §5.1, §6, §7; solo §5: an action or a wolf's move the rules forbid is
refused with the rule that forbids it, naming hexes by the map's grid, and changes
nothing. The person's home terrain is grass; a wolf's move is the person's Move onto
grass, paid with the home tile, Wolf Speed 3."""

from __future__ import annotations

import pytest

from automeeple import catalog
from automeeple.games.wolves.targets import move_terrains
from automeeple.sessions.answers import move_named, move_names, not_a_move
from automeeple.sessions.session import Session

from ..refusals import refused as told
from .helpers import AI1, PERSON, play, position, setup

A = (PERSON, "alpha")
P = (PERSON, "pack")


def moving(**changes):
    game, s = position(clear=True, **changes)
    play(game, s, ["move onto grass", "pay home"])
    return game, s


def refused(game, s, text: str) -> str:
    """The refusal of ``text`` (a move in hex ids), with the hexes' grid names put
    back as ids ("#45") for the expected texts."""
    said, names = told(game, s, text), game.rulebook.grid.names
    for h in sorted({int(w) for w in text.split() if w.isdigit()}, reverse=True):
        said = said.replace(names[h], f"#{h}")
    return said


def test_7_1_no_such_wolf_of_yours_on_the_hex():
    game, s = moving(pieces={45: [A]})
    assert refused(game, s, "pack 45 to 64") == "you have no Pack Wolf on #45"


def test_7_1_a_wolf_moves_once_in_a_move():
    game, s = moving(pieces={45: [A, P]})
    play(game, s, ["alpha 45 to 64"])
    assert refused(game, s, "alpha 64 to 45") == (
        "your Alpha on #64 has moved in this Move already (notes §7.1: each wolf moves once)")


def test_7_1_too_far_around_the_chasm():
    game, s = moving(pieces={45: [A]})
    assert game.rulebook.map(s).terrain[47] == "grass"
    assert refused(game, s, "alpha 45 to 47") == (
        "#47 is more than 3 steps from #45 around water and chasm (your Wolf Speed is 3; "
        "notes §7.1)")


def test_7_1_the_move_ends_on_the_terrain_paid_for():
    game, s = moving(pieces={45: [A]})
    m = game.rulebook.map(s)
    h = next(d for d in m.reachable(45, 3) if m.terrain[d] not in ("grass", "water", "chasm"))
    assert refused(game, s, f"alpha 45 to {h}") == (
        f"#{h} is {m.terrain[h]}, and this Move ends on grass (the tile you flipped, notes §7.1)")


@pytest.mark.parametrize("changes, reason", [
    ({"lone": {64: True}}, "#64 holds a lone wolf (notes §7.1)"),
    ({"pieces": {45: [A], 64: [A, P]}}, "#64 is full: it holds 2 pieces (notes §7.1)"),
])
def test_7_1_no_room_where_the_wolf_would_end(changes, reason):
    game, s = moving(**{"pieces": {45: [A]}, **changes})
    assert refused(game, s, "alpha 45 to 64") == reason


def test_7_1_not_onto_prey():
    game, s = moving(pieces={45: [A]})
    assert refused(game, s, "alpha 45 to 43") == "#43 holds prey (notes §7.1)"


def test_solo_5_your_wolves_displace_no_one():
    game, s = moving(pieces={45: [A], 64: [(AI1, "pack")]})
    assert refused(game, s, "alpha 45 to 64") == (
        f"{game.rulebook.name(AI1)}'s Pack Wolf is on #64, and your wolves displace no one "
        "(solo §5: the AI's pieces are not yours to move)")


def test_7_1_a_legal_move_or_a_hex_off_the_map_has_no_reason():
    game, s = moving(pieces={45: [A]})
    for text in ("alpha 45 to 64", "alpha 45 to 9999", "done"):
        assert game.why_not(s, game.parse_action(s, text)) is None


# --- Starting an action (notes §6, §7.2-§7.5) ------------------------------------------------


def test_6_no_action_left_and_no_bonus_action_token():
    game, s = position(clear=True, pieces={33: [A]})
    s.actions_left = s.bonus_action = 0
    assert refused(game, s, "move onto grass") == (
        "you have no action left this turn, and no bonus action token (notes §6)")


def test_7_1_a_move_onto_a_terrain_no_wolf_can_reach():
    game, s = position(clear=True, pieces={45: [A]})
    m = game.rulebook.map(s)
    # Every desert hex within Wolf Speed of the Alpha holds a lone wolf.
    lone = {h: True for h in m.reachable(45, 3) if m.terrain[h] == "desert"}
    game, s = position(clear=True, pieces={45: [A]}, lone=lone)
    assert lone and "desert" not in move_terrains(game.rulebook, s)
    assert refused(game, s, "move onto desert") == (
        "no wolf of yours can end a move on desert now (Wolf Speed 3, notes §7.1)")


def test_7_2_a_den_under_or_next_to_one_of_your_alphas():
    game, s = position(clear=True, pieces={45: [A]})
    m = game.rulebook.map(s)
    h = next(h for h in range(len(m.terrain)) if m.land[h] and m.distance(45, h) > 1)
    assert refused(game, s, f"den at {h} for pack-spread") == (
        f"#{h} is neither under nor next to one of your Alphas (notes §7.2)")


def test_5_3_a_den_from_a_track_with_none_left():
    game, s = position(clear=True, pieces={33: [A]})
    s.dens[0] = game.edition.den_track.dens
    assert refused(game, s, "den at 34 for pack-spread") == (
        "your Pack Spread track has no den left (notes §5.3)")


@pytest.mark.parametrize("pieces, reason", [
    ({33: [A, P]}, "#33 is full: it holds 2 pieces (notes §7.2)"),
    ({34: [A], 33: [(AI1, "den")]}, "{ai}'s Den is on #33 (notes §7.2)"),
    ({34: [A], 33: [(AI1, "pack")]}, "{ai}'s Pack Wolf is on #33 (notes §7.2)"),
    ({33: [A, (AI1, "lair")]}, "{ai}'s Lair is on #33 (notes §7.2)"),
])
def test_7_2_a_den_where_the_hex_takes_none(pieces, reason):
    game, s = position(clear=True, pieces=pieces)
    assert refused(game, s, "den at 33 for pack-spread") == reason.format(
        ai=game.rulebook.name(AI1))


def test_5_1_an_action_needs_its_cost_in_tiles_showing_the_terrain():
    game, s = position(clear=True, pieces={33: [A]})
    play(game, s, ["den at 34 for pack-spread"])  # grass: the home tile and tile 2
    assert refused(game, s, "den at 33 for howl-range") == (
        "Build Den costs 2 tiles showing grass, and you have 1 (home tile, cycle tiles and "
        "bonus terrain tokens; notes §5.1)")


def test_7_4_howl_at_a_lone_wolf_within_howl_range():
    game, s = position(clear=True, pieces={45: [A]})
    m = game.rulebook.map(s)
    assert refused(game, s, "howl at 45") == "#45 has no lone wolf (notes §7.4)"
    far = next(h for h in m.lone_wolves if s.lone[h] and m.distances[45][h] > 2)
    assert refused(game, s, f"howl at {far}") == (
        f"#{far} is beyond your Howl Range (2) from each of your Alphas (notes §7.4)")


def test_solo_5_the_ai_packs_cannot_be_dominated():
    game, s = position(clear=True, pieces={45: [A], 46: [(AI1, "pack")]})
    assert refused(game, s, "dominate at 46") == "the AI packs cannot be dominated (solo §5)"


def test_7_2_a_den_typed_as_the_move_list_shows_it_is_read_and_told_its_rule():
    """The move list groups dens by track: "den for Pack Spread at I11". Typed so,
    with the hex's grid name, a den is the same move and a forbidden one is told
    its rule."""
    game, s = position(clear=True, pieces={33: [A]})
    s.dens[0] = game.edition.den_track.dens
    name = game.rulebook.grid.names[34]
    typed = game.parse_action(s, f"den for Pack Spread at {name}")
    assert typed == game.parse_action(s, "den at 34 for pack-spread")
    assert game.why_not(s, typed) == "your Pack Spread track has no den left (notes §5.3)"


def drafting():
    game, s = setup(draft=None)
    return game, s, game.rulebook.map(s)


def test_4_4_a_pair_is_drafted_onto_the_start_board():
    game, s, m = drafting()
    off = next(h for h in range(len(game.rulebook.grid.names))
               if m.land[h] and h not in m.north | m.south)
    assert refused(game, s, f"draft {off}") == (
        f"#{off} is not a land hex of the start board: both pairs go there, one north of "
        "the chasm and one south (notes §4.4)")


def test_4_4_the_second_pair_goes_to_the_other_side_of_the_chasm():
    game, s, m = drafting()
    play(game, s, ["draft 45"])  # north
    assert refused(game, s, "draft 36") == (
        f"your other pair is north of the chasm already (on {game.rulebook.grid.names[45]}): "
        "this one goes south of it (notes §4.4)")


def test_4_4_a_pair_goes_on_an_empty_hex():
    game, s, m = drafting()
    s.pieces[57] = [(AI1, "pack")]
    assert refused(game, s, "draft 57") == (
        f"{game.rulebook.name(AI1)}'s Pack Wolf is on #57: a pair goes on an empty hex "
        "(notes §4.4)")


def test_4_4_a_legal_draft_has_no_reason():
    game, s, m = drafting()
    assert game.why_not(s, game.parse_action(s, "draft 45")) is None


def test_4_4_a_hex_alone_at_the_draft_is_the_draft_there_and_told_its_rule():
    """The draft asks where a pair goes: a hex typed alone ("J6") is the draft there
    in the game's notation, so a hex the rule forbids is refused with the rule, as
    "draft J6" is; a number alone stays a move's number in the list."""
    session = Session.new(None, catalog.get("wolves"), 3, {}, 12,
                          ["human", "solo-bot", "solo-bot"])
    prompt = session.advance(limit=500)
    session.act(session.game.parse_action(session.match.state, "I7"))
    prompt = session.advance(limit=500)
    names = move_names(session, prompt)
    assert not_a_move(session, prompt, "J6", "is not one of the moves above.", names) == (
        "'J6': your other pair is north of the chasm already (on I7): this one goes south of "
        "it (notes §4.4).")
    assert not_a_move(session, prompt, "45", "is not one of the moves above.", names) == (
        "'45': the moves are numbered 1 to 5.")
    assert move_named(session, prompt, "n6") == session.game.parse_action(
        session.match.state, "draft N6")

