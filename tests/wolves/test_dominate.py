"""The person's Dominate (notes §7.5) under rule option ``dominate_ai``: the solo
text says the AI cannot be dominated by the player (solo §5), so by default the
person never dominates; with the option, the base game's Dominate applies to an
AI's Pack Wolf or Den, protection included.

The person's Alpha stands on 45 (rock, start board); 64 and 34 (grass) are 2
hexes away, 33 (grass) 3. The home tile shows grass and tile 2 shows grass: with
one bonus terrain token, the person can flip the 3 grass tiles Dominate costs.
"""

from __future__ import annotations

import pytest

from automeeple.engine.core import IllegalAction

from ..refusals import refused
from .helpers import AI1, AI2, PERSON, act, edit, legal, make_game, setup

A = (PERSON, "alpha")
AP = (AI1, "pack")
AD = (AI1, "den")


def dominating(pieces, **changes):
    """The game with rule option dominate_ai, the map cleared and ``pieces`` set."""
    game = make_game(dominate_ai=True)
    _, s = setup(game)
    edit(game, s, clear=True, pieces={45: [A], **pieces}, **{"bonus_terrain": 1, **changes})
    return game, s


def dominations(game, s) -> list[str]:
    return [t for t in legal(game, s) if t.startswith("dominate")]


def test_solo_5_by_default_the_person_never_dominates():
    game, s = setup()
    edit(game, s, clear=True, pieces={45: [A], 64: [AP], 34: [AD]}, bonus_terrain=1)
    assert dominations(game, s) == []
    with pytest.raises(IllegalAction):
        act(game, s, "dominate at 64")


def test_7_5_an_ai_pack_wolf_in_howl_range():
    game, s = dominating({64: [AP], 33: [(AI2, "pack")]})
    assert game.rulebook.map(s).distance(45, 33) == 3
    assert dominations(game, s) == ["dominate at 64"]  # 33 is out of Howl Range (2)
    supply = dict(s.supply[AI1])
    events = act(game, s, "dominate at 64")  # one way to pay: home, tile 2, token
    assert s.pieces[64] == ((PERSON, "pack"),)  # the wolf track's first wolf
    assert s.wolves == 1 and s.moon == 1
    assert s.supply[AI1] == supply  # the AI's wolf went to the Moonlight board
    assert s.tiles[2] == 1 and s.bonus_terrain == 0
    assert any(e.kind == "dominate" and e.text.startswith("You dominate Brown's Pack Wolf on ")
               for e in events)


def test_7_5_howl_range_rises_with_dens():
    game, s = dominating({33: [(AI2, "pack")]}, dens=[0, 0, 1])
    assert dominations(game, s) == ["dominate at 33"]


@pytest.mark.parametrize("protector", [(AI1, "alpha"), (AI1, "pack"), (AI1, "den"),
                                       (AI1, "lair")], ids=lambda p: p[1])
def test_7_5_a_protected_ai_pack_wolf_is_not_offered(protector):
    game, s = dominating({64: [AP, protector]})
    assert dominations(game, s) == []


@pytest.mark.parametrize("kind", ["alpha", "lair"])
def test_7_5_never_an_alpha_or_a_lair(kind):
    game, s = dominating({64: [(AI1, kind)]})
    assert dominations(game, s) == []


def test_7_5_an_ai_den_becomes_a_den_from_a_track_of_choice():
    game, s = dominating({34: [AD]})
    assert dominations(game, s) == ["dominate den at 34 for pack-spread",
                                    "dominate den at 34 for wolf-speed",
                                    "dominate den at 34 for howl-range"]
    act(game, s, "dominate den at 34 for wolf-speed")
    assert s.pieces[34] == ((PERSON, "den"),)
    assert s.dens == [0, 1, 0] and s.moon == 1


def test_7_5_a_den_protected_by_a_wolf_of_its_colour():
    game, s = dominating({34: [AD, (AI1, "pack")]})
    assert dominations(game, s) == []


def test_7_5_costs_three_tiles_of_the_targets_terrain():
    game, s = dominating({64: [AP]}, bonus_terrain=0)  # only two grass tiles
    assert dominations(game, s) == []


def test_7_5_needs_a_wolf_left_on_the_track():
    game, s = dominating({64: [AP]}, wolves=len(make_game().edition.wolf_track.order))
    assert dominations(game, s) == []


def names(game, text: str) -> str:
    """``text`` with each hex id ("#64") as the map's grid names it."""
    grid = game.rulebook.grid.names
    for h in (64, 45, 34, 33):
        text = text.replace(f"#{h}", grid[h])
    return text


@pytest.mark.parametrize("pieces, move, reason", [
    ({}, "dominate at 64", "#64 holds no Pack Wolf of an AI pack (notes §7.5)"),
    ({64: [AP, (AI1, "den")]}, "dominate at 64",
     "Brown's Pack Wolf on #64 shares its hex with a piece of its own, which protects it "
     "(notes §7.5)"),
    ({33: [(AI2, "pack")]}, "dominate at 33",
     "#33 is beyond your Howl Range (2) from each of your Alphas (notes §7.5)"),
    ({34: [AD]}, "dominate at 34", "#34 holds no Pack Wolf of an AI pack (notes §7.5)"),
], ids=["no-target", "protected", "out-of-range", "a-den-named-as-a-wolf"])
def test_7_5_a_refused_domination_says_which_rule_forbids_it(pieces, move, reason):
    game, s = dominating(pieces)
    assert refused(game, s, move) == names(game, reason)


def test_7_5_a_refused_domination_with_no_wolf_left_on_the_track():
    game, s = dominating({64: [AP]})
    s.wolves = len(game.rulebook.edition.wolf_track.order)
    assert refused(game, s, "dominate at 64") == (
        "your wolf track has no Pack Wolf left to take its place (notes §7.5)")
