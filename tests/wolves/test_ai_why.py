"""The why of every AI activation (solo §5): a side that cannot be done says why,
in the terms of its rule; a choice among several hexes says the order it follows
and what sets the chosen hex first; every step cites its section of the rules; the
tile actions are named as the tiles print them.

Region 1 (the 1 o'clock region, crescent, scores next with the 11 o'clock region):
water 91 (D12), lone wolves on 80 (A11) and 83 (G11). The 11 o'clock region: water
23 (E5), lone wolves on 32 (B6) and 35 (H6). The 9 o'clock region: lone wolves on
6 (I3) and 9 (O3). The 3 o'clock region: lone wolf on 102 (G13).
"""

from __future__ import annotations

import re

import pytest

from automeeple.engine.agent import decision_stream
from automeeple.engine.core import CHANCE, TRACE, sample_chance
from automeeple.games.wolves.baseline import WolvesBaseline

from .helpers import AI1, AI2, PERSON, act, make_game, trace
from .test_ai import AA, AD, AL, AP, ai_position


def steps(tile: str, **position) -> list[str]:
    """The steps of AI 1's trace after it draws ``tile`` in ``position``."""
    game, s = ai_position(**position)
    return trace(act(game, s, f"tile {tile}")).lines()[1:]


# --- (a) a side that cannot be done says why ---------------------------------------------------


def test_solo_5_tundra_says_the_ai_has_no_den_to_turn_into_a_lair():
    assert steps("tundra", pieces={99: [AA], 33: [AL]})[:3] == [
        "  1. [solo §5 Tundra] front: Build Lair",
        "  2. [solo §5 Tundra] Brown has no Den to turn into a Lair",
        "  3. [solo §5 Tundra] the front cannot be done: it flips the tile"]


def test_solo_5_tundra_says_its_den_is_in_a_region_where_it_has_a_lair():
    assert steps("tundra", pieces={99: [AA], 100: [AD], 92: [AL]})[1] == (
        "  2. [solo §5 Tundra] its Den on C13: in the 1 o'clock region, where it has a Lair "
        'already ("If AI already has a Lair on that tile, flip the tile")')


def test_solo_5_tundra_says_why_each_den_cannot_be_upgraded():
    # dens away from its Alpha (on A11), and one by it but away from water; the back
    # (howl) finds no lone wolf either
    assert steps("tundra", clear_lone=True,
                 pieces={80: [AA], 70: [AD], 62: [AD], 45: [AD]}) == [
        "  1. [solo §5 Tundra] front: Build Lair",
        "  2. [solo §5 Tundra] its Dens on I7 and E9: neither under nor next to one of its "
        "Alphas; its Den on B10: not beside a water source",
        "  3. [solo §5 Tundra] the front cannot be done: it flips the tile",
        "  4. [solo §5 Tundra] back: Howl at Lone Wolf",
        "  5. [solo §5 Desert] no lone wolf token within 2 hexes of its Alpha on A11",
        "  6. [solo §5 Tundra] the back cannot be done: it draws a new tile"]


def test_solo_5_grasslands_says_no_wolf_can_get_closer():
    # its only wolf is in the region it heads for (where you have more): none moves
    assert steps("grasslands", pieces={81: [AP], 82: [(PERSON, "alpha")],
                                       72: [(PERSON, "pack")]})[1:4] == [
        "  2. [solo §5 Grasslands] the current scoring region(s) with the most of its colour"
        "  -> the 1 o'clock region",
        "  3. [solo §5 Grasslands] no wolf of its outside the 1 o'clock region can end up to "
        "3 hexes away, nearer its water source",
        "  4. [solo §5 Grasslands] the front cannot be done: it flips the tile"]


def test_solo_5_grasslands_says_it_already_dominates():
    # it holds both regions that score next (the 1 and 11 o'clock regions)
    held = {90: [AA], 81: [AP], 100: [AD], 33: [(AI1, "pack")]}
    assert steps("grasslands", pieces=held)[1:6] == [
        "  2. [solo §5 Grasslands] rule option Grasslands onward: regions it dominates are "
        "passed over, but it dominates every one",
        "  3. [solo §5 Grasslands] the current scoring region(s) with the most of its colour"
        "  -> the 1 o'clock region",
        "  4. [solo §5 Grasslands] it already dominates (more control than each other pack), "
        "so no wolf heads there  -> the 1 o'clock region",
        '  5. [solo §5 Grasslands] it dominates every target: "If AI already dominates the '
        'region, flip the tile"',
        "  6. [solo §5 Grasslands] the front cannot be done: it flips the tile"]


def test_solo_5_desert_and_forests_say_nothing_is_within_two_hexes():
    # your Alpha beside its Alpha cannot be dominated
    assert steps("desert", clear_lone=True,
                 pieces={99: [AA], 100: [(PERSON, "alpha")]}) == [
        "  1. [solo §5 Desert] front: Howl at Lone Wolf",
        "  2. [solo §5 Desert] no lone wolf token within 2 hexes of its Alpha on A13",
        "  3. [solo §5 Desert] the front cannot be done: it flips the tile",
        "  4. [solo §5 Desert] back: Dominate Enemy Wolf",
        "  5. [solo §5 Forests] no enemy Pack Wolf within 2 hexes of its Alpha on A13 is alone "
        "of its colour on its hex (notes §7.5: an Alpha, or a wolf beside a piece of its own "
        "colour, cannot be dominated)",
        "  6. [solo §5 Desert] the back cannot be done: it draws a new tile"]


def test_solo_5_cliffs_says_no_hex_by_its_alpha_takes_a_den():
    # A13's neighbours: C13 (your Pack Wolf), B12 (White's Den) and water
    assert steps("cliffs", pieces={99: [AA, AD], 100: [(PERSON, "pack")],
                                   90: [(AI2, "den")]})[1] == (
        "  2. [solo §5 Cliffs] no hex under or next to its Alpha on A13 takes a Den (notes "
        "§7.2: land, with room for a piece and no Den, Lair, enemy Pack Wolf, lone wolf or "
        "prey)")


def test_solo_5_an_alphas_action_without_an_alpha_quotes_its_rule():
    assert steps("forests", pieces={100: [AP], 99: [(PERSON, "pack")]})[1] == (
        '  2. [solo §5 Forests] it has no Alpha on the map ("An Alpha Wolf converts an enemy '
        'wolf")')


# --- (b) a choice says its order and what sets the chosen hex first ----------------------------


ORDER = ("our reading: a hex in a region that scores next first (the 1 o'clock and 11 o'clock "
         "regions), then the nearest to its water source, then the furthest west, then the "
         "furthest north: ")


@pytest.mark.parametrize(("alpha", "tile", "why", "chosen"), [
    (92, "desert", "G11 is in the 1 o'clock region, which scores next, G13 is not",
     "hex G11 (desert, 1 o'clock region)"),
    (7, "desert", "I3 is 3 steps from the water source of the 11 o'clock region, O3 6",
     "hex I3 (tundra, 9 o'clock region)"),
    (33, "desert", "B6 and H6 are both 2 steps from a water source, and B6 is further north",
     "hex B6 (desert, 11 o'clock region)"),
    (22, "cliffs", "D4 and C5 are both 1 step from a water source, and D4 is further west",
     "hex D4 (desert, 11 o'clock region)"),
])
def test_the_ai_choice_says_what_sets_the_chosen_hex_first(alpha, tile, why, chosen):
    told = steps(tile, pieces={alpha: [AA]})
    assert told[2] == f"  3. [solo §5 AI Behavior Rules] {ORDER}{why}  -> {chosen}"


def test_the_candidates_are_listed_in_the_order_of_the_choice():
    assert steps("desert", pieces={7: [AA]})[1] == (
        "  2. [solo §5 Desert] a lone wolf token within 2 hexes of one of its Alphas  -> hex "
        "I3 (tundra, 9 o'clock region), hex O3 (forest, 9 o'clock region)")


# --- (c) every step cites its section; the actions by their printed names -----------------------


#: A step's rule: a section of the rules ("solo §5 Tundra", "solo §7 FAQ") or a
#: rule option by its name on the new-game form.
CITED = re.compile(r"^(solo §\d+( [A-Z][A-Za-z ]+)?|rule option [A-Z][A-Za-z ]+)$")


@pytest.mark.parametrize("options", [{}, {"ai_terrain": True}, {"grasslands_onward": False}])
def test_every_step_of_every_trace_cites_its_section(options):
    game = make_game(**options)
    rules, heads = set(), set()
    for seed in range(2):
        s = game.new_initial_state(seed)
        person = WolvesBaseline()
        while not game.is_over(s):
            if game.to_move(s) == CHANCE:
                action = sample_chance(game, s)
            else:
                action = person.decide(game, s, game.legal_actions(s),
                                       decision_stream(seed, PERSON, len(rules))).action
            for e in game.apply(s, action):
                if e.kind == TRACE:
                    heads.add(e.trace.decision.split(":")[1])
                    rules |= {step.rule for step in e.trace.steps}
    assert rules and not [r for r in rules if not CITED.match(r)], sorted(rules)
    assert heads <= {" Move Wolves, its back Build Lair", " Build Den, its back Move Wolves",
                     " Build Lair, its back Howl at Lone Wolf",
                     " Howl at Lone Wolf, its back Dominate Enemy Wolf",
                     " Dominate Enemy Wolf, its back Build Den"}


def test_solo_5_grasslands_says_the_moves_split_when_control_is_even():
    # control even in the 1 and 11 o'clock regions (a Den in each, you hold both):
    # the Alpha heads for one, the Pack Wolf for the other, and the trace says why
    lines = steps("grasslands", pieces={64: [AA], 73: [AP], 70: [AD], 44: [AD],
                                        62: [(PERSON, "alpha"), (PERSON, "pack")],
                                        42: [(PERSON, "alpha"), (PERSON, "pack")]})
    assert lines[1] == (
        "  2. [solo §5 Grasslands] the current scoring region(s) with the most of its colour;"
        ' control even, so the moves split: "split movement toward respective tiles", one '
        "wolf heading for each  -> the 1 o'clock region, the 11 o'clock region")
    assert "its Alpha on" in lines[2] and "of the 1 o'clock region" in lines[2]
    assert "its Pack Wolf on" in lines[3] and "of the 11 o'clock region" in lines[3]
