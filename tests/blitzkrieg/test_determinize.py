"""BLITZKRIEG!'s determinization for search: the person's observation hides only the
future; behind the person's screen (the bot's observation) the reserve, the bag,
the special-weapons pile and the bombed-out units are dealt from the units not seen."""

from __future__ import annotations

from automeeple import catalog
from automeeple.games.blitzkrieg.state import BOT, HIDDEN, PERSON
from tests.agents.determinized import check_determinization, positions


def game():
    return catalog.get("blitzkrieg").make(2, {})


def test_the_persons_determinization_keeps_everything_but_the_stream():
    g = game()
    for k, state in enumerate(positions("blitzkrieg", 2, 5)):
        det = check_determinization(g, state, PERSON, k)
        det.rng = state.rng
        assert g.state_key(det) == g.state_key(state), "the person sees the whole state"


def test_behind_the_screen_units_are_dealt_from_those_not_seen():
    g = game()
    for seed in (1, 2, 3):
        for state in positions("blitzkrieg", 2, seed, every=2):
            reserves = set()
            for k in range(8):
                det = check_determinization(g, state, BOT, k)
                assert HIDDEN not in det.reserve and HIDDEN not in det.person_bag.contents
                assert HIDDEN not in det.specials.contents
                assert all(kind != HIDDEN for _, kind in det.removed)
                reserves.add((tuple(det.reserve), tuple(sorted(det.person_bag.contents))))
            if state.reserve and state.person_bag:
                assert len(reserves) > 1, "different streams deal the screen differently"
