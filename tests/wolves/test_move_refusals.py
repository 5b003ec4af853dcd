"""notes §7.1, solo §5: a wolf's move the rules forbid is refused with the rule
that forbids it, naming hexes by the map's grid, and changes nothing. Each
position is the person's Move onto grass, paid with the home tile, Wolf Speed 3."""

from __future__ import annotations

import pytest

from ..refusals import refused as told
from .helpers import AI1, PERSON, play, position

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
