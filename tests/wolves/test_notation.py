"""The Wolves' notation (``actions.py``): every action a seeded game offers, and
every chance outcome, reads back from its own text as the same action; a hex may
be named by its id or by its printed-map name (docs/wolves.md); and any text at
all is either an action or one clear one-line error."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from automeeple import catalog
from automeeple.engine.core import CHANCE, Action, GameError, IllegalAction, sample_chance
from automeeple.games.wolves.actions import DominateAt, WolfMove

SEEDS = st.integers(min_value=0, max_value=2**63)


def make(dominate_ai: bool = False):
    return catalog.get("wolves").make(3, {"dominate_ai": dominate_ai})


GAME = make()


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=SEEDS, dominate_ai=st.booleans(),
       choices=st.lists(st.integers(min_value=0, max_value=10**6), max_size=200))
def test_every_legal_action_reads_back_from_its_text(seed, dominate_ai, choices):
    """Play the choices (each modulo the number of legal moves) after seeded chance;
    at every step each legal action and chance outcome parses back as itself."""
    game = make(dominate_ai)
    s = game.new_initial_state(seed)
    for choice in choices:
        if game.is_over(s):
            break
        chance = game.to_move(s) == CHANCE
        offered = game.chance_request(s).outcomes if chance else game.legal_actions(s)
        for action in offered:
            assert game.actions.parse(str(action)) == action, str(action)
        game.apply(s, sample_chance(game, s) if chance else offered[choice % len(offered)])


@pytest.mark.parametrize(("text", "action"), [
    ("alpha I7 to G9", WolfMove("alpha", 45, 63)),
    ("PACK  i7 to 63", WolfMove("pack", 45, 63)),
    ("dominate at I7", DominateAt(45)),
    ("dominate den at 45 for howl-range", DominateAt(45, "howl_range")),
])
def test_a_hex_by_its_id_or_printed_name_and_dominate_forms(text, action):
    assert GAME.actions.parse(text) == action


#: The notation's own words, and names it reads, for texts near real actions.
WORDS = sorted({
    "board", "token", "prey", "home", "ai", "start", "region", "tile", "draft", "move",
    "onto", "den", "at", "for", "lair", "howl", "dominate", "pay", "+", "alpha", "pack",
    "to", "done", "end", "turn", "wolf-speed", "pack-spread", "howl-range", "grasslands",
    "cliffs", "i7", "g9", *GAME.actions.terrains})
NEAR = st.lists(st.sampled_from(WORDS) | st.integers(-3, 130).map(str) | st.text(max_size=4),
                max_size=7).map(" ".join)


@settings(max_examples=400, deadline=None)
@given(text=st.text(max_size=40) | NEAR)
def test_any_text_is_an_action_or_a_one_line_error(text):
    try:
        action = GAME.actions.parse(text)
    except GameError as error:
        assert isinstance(error, IllegalAction)
        assert len(str(error).splitlines()) == 1 and repr(text) in str(error)
    else:
        assert isinstance(action, Action)
        assert GAME.actions.parse(str(action)) == action
