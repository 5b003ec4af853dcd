"""Two rules the AI packs must keep whatever tile they draw (issue 9):

- notes §7.5: a Pack Wolf that shares its hex with a piece of its own colour
  (an Alpha, a Pack Wolf, a Den or a Lair) is protected: it cannot be dominated;
- notes §7: a hex holds at most two pieces, so no wolf ends a move on a hex
  that already holds two (an Alpha landing on an enemy Pack Wolf included, though
  the displaced wolf would leave it with two again).

Each rule is tested on a position where breaking it would show (with a control
position showing the AI takes that hex when the rule allows it), and on every AI
domination and move of seeded games.

Region 1 (index 0, crescent, scores next): water 91, whose neighbours are 81,
82, 90, 92, 100, 101; lone wolves on 80 and 83, prey on 71.
"""

from __future__ import annotations

import pytest

from automeeple.engine.play import play_out
from automeeple.engine.rng import derive_seed
from automeeple.games.wolves import ai_actions
from automeeple.games.wolves.ai import DrawActionTile
from automeeple.games.wolves.baseline import WolvesBaseline

from .helpers import AI1, AI2, PERSON, act, at, edit, make_game, position, setup

AA = (AI1, "alpha")
AP = (AI1, "pack")
AD = (AI1, "den")


def ai_position(**kw):
    game, s = position(clear=True, **kw)
    act(game, s, "end turn")
    assert at(s, DrawActionTile)
    return game, s


# --- notes §7.5: a protected Pack Wolf is never dominated ----------------------------------

PROTECTORS = [(PERSON, "alpha"), (PERSON, "pack"), (PERSON, "den"), (PERSON, "lair")]


def test_7_5_control_an_unprotected_pack_wolf_is_dominated():
    # the Pack Wolf on 90, next to AI 1's Alpha on 99, is alone of its colour
    game, s = ai_position(clear_lone=True, pieces={99: [AA], 90: [(PERSON, "pack")]})
    act(game, s, "tile forests")
    assert s.pieces[90] == (AP,)
    assert s.moon == 1


@pytest.mark.parametrize("protector", PROTECTORS, ids=lambda p: p[1])
def test_7_5_ai_never_dominates_a_protected_pack_wolf(protector):
    for tile in ("forests", "desert"):  # dominate on a front, and on a back
        game, s = ai_position(clear_lone=True,
                              pieces={99: [AA], 90: [(PERSON, "pack"), protector]})
        act(game, s, f"tile {tile}")
        assert s.pieces[90] == ((PERSON, "pack"), protector), tile
        assert s.moon == 0, tile


def test_7_5_the_other_ais_pack_wolf_is_protected_too():
    game, s = ai_position(clear_lone=True,
                          pieces={99: [AA], 90: [(AI2, "pack"), (AI2, "den")]})
    act(game, s, "tile forests")
    assert s.pieces[90] == ((AI2, "pack"), (AI2, "den"))
    assert s.moon == 0


def test_7_5_an_unprotected_wolf_is_taken_beside_a_protected_one():
    game, s = ai_position(clear_lone=True, pieces={
        99: [AA], 90: [(PERSON, "pack"), (PERSON, "pack")], 81: [(PERSON, "pack")]})
    act(game, s, "tile forests")
    assert s.pieces[90] == ((PERSON, "pack"), (PERSON, "pack"))
    assert s.pieces[81] == (AP,)


def test_7_5_a_pack_wolf_on_an_enemy_den_is_not_protected():
    game, s = ai_position(clear_lone=True, pieces={99: [AA], 90: [(PERSON, "pack"), AD]})
    act(game, s, "tile forests")
    assert sorted(s.pieces[90]) == sorted([AD, AP])


# --- notes §7: no move ends on a hex already holding two pieces ------------------------------

#: AI 1's Alpha on the start board (73), 3 hexes from region 1's water (91). The
#: person holds region 1 with 4 control, so AI 1 (a Den there, none in region 2)
#: moves toward it without dominating it: its Alpha goes to 81, the lowest of the
#: hexes next to the water source, when the rules let it end there.
MOVER = {73: [AA], 70: [AD], 62: [(PERSON, "alpha"), (PERSON, "pack")],
         63: [(PERSON, "pack"), (PERSON, "pack")]}


@pytest.mark.parametrize("first", [None, AP, (PERSON, "den")], ids=["empty", "own-pack", "den"])
def test_7_control_the_alpha_moves_next_to_the_water_source(first):
    game, s = ai_position(clear_lone=True, pieces={**MOVER, 81: [first] if first else []})
    act(game, s, "tile grasslands")
    assert s.pieces[81] == ((first, AA) if first else (AA,))


def test_7_control_an_ai_alpha_displaces_a_lone_enemy_pack_wolf():
    game, s = ai_position(clear_lone=True, pieces={**MOVER, 81: [(PERSON, "pack")]})
    events = act(game, s, "tile grasslands")
    assert s.pieces[81] == (AA,)
    assert [e.text.endswith(" by Brown's arriving Alpha.") for e in events
            if e.kind == "displace"] == [True], "what displaced it"
    assert len(s.owned(PERSON, "pack")) == 4  # displaced, not removed


#: Hexes holding two pieces that an AI Alpha could otherwise end on: its own
#: pieces, any den, and an enemy Pack Wolf it would displace (which would leave
#: the hex with two pieces again).
FULL = {"own-packs": [AP, AP], "own-pack-and-den": [AP, AD],
        "enemy-den-and-own-pack": [(PERSON, "den"), AP],
        "own-den-and-enemy-pack": [AD, (PERSON, "pack")],
        "enemy-pack-and-den": [(PERSON, "pack"), (PERSON, "den")],
        "other-ai-pack-and-den": [(AI2, "pack"), (AI2, "den")]}


@pytest.mark.parametrize("full", FULL.values(), ids=FULL.keys())
def test_7_no_ai_move_ends_on_a_hex_holding_two_pieces(full):
    game, s = ai_position(clear_lone=True, pieces={**MOVER, 81: full})
    act(game, s, "tile grasslands")
    assert s.pieces[81] == tuple(full)
    assert AA not in s.pieces[81]
    assert s.pieces[73] != (AA,)  # it moved elsewhere
    assert all(len(here) <= 2 for here in s.pieces)


# --- Both rules over every AI domination and move of seeded games ----------------------------


@pytest.mark.parametrize("seed", range(3))
def test_seeded_games_keep_both_rules(monkeypatch, seed):
    game = make_game()
    limit = game.edition.max_pieces_per_hex
    seen = {"dominate": 0, "move": 0}
    dominate, move_wolf = ai_actions.dominate, ai_actions.move_wolf

    def checked_dominate(book, s, pack, h, victim, ev):
        here = s.pieces[h]
        assert (victim, "pack") in here, f"no Pack Wolf of {victim} on {h}: {here}"
        assert sum(p == victim for p, _ in here) == 1, f"protected wolf dominated on {h}: {here}"
        seen["dominate"] += 1
        return dominate(book, s, pack, h, victim, ev)

    def checked_move(book, s, pack, kind, src, dest, ev):
        assert len(s.pieces[dest]) < limit, f"{kind} moves onto {dest}: {s.pieces[dest]}"
        seen["move"] += 1
        return move_wolf(book, s, pack, kind, src, dest, ev)

    monkeypatch.setattr(ai_actions, "dominate", checked_dominate)
    monkeypatch.setattr(ai_actions, "move_wolf", checked_move)
    for i in range(10):
        play_out(game, [WolvesBaseline(), None, None], derive_seed(seed, "game", i))
    assert seen["dominate"] > 0 and seen["move"] > 0


# --- notes §7.1: a displaced wolf needs somewhere to go ---------------------------------------

#: The person's Pack Wolf on 81 has no free hex next to it: 80 holds a lone wolf,
#: 71 prey, 91 is water, and 70, 82, 90 hold dens of other packs.
CORNERED = {**MOVER, 81: [(PERSON, "pack")], 82: [(AI2, "den")], 90: [(AI2, "den")]}


def test_7_1_a_wolf_is_displaced_to_the_nearest_free_hex():
    game, s = ai_position(pieces=CORNERED)
    act(game, s, "tile grasslands")
    assert s.pieces[81] == (AA,)
    assert len(s.owned(PERSON, "pack")) == 4 and s.moon == 0


def test_7_1_no_alpha_ends_on_a_wolf_with_nowhere_to_go():
    # rule option displace_to=adjacent: no hex next to 81 can take the wolf, so AI
    # 1's Alpha may not end there (no rule sends the wolf to the Moonlight board)
    game = make_game(displace_to="adjacent")
    _, s = setup(game)
    edit(game, s, clear=True, pieces=CORNERED)
    act(game, s, "end turn")
    act(game, s, "tile grasslands")
    assert s.pieces[81] == ((PERSON, "pack"),)
    assert s.pieces[73] != (AA,)  # it moved elsewhere
    assert s.moon == 0
