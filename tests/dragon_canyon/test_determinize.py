"""Dragon Canyon's determinization for search: the other person's hand and face-down
cards are dealt from their Force cards not seen elsewhere (a card face up for all to
see stays where it is, face down too); the AI's unseen cards stay unknown to
everyone."""

from __future__ import annotations

from collections import Counter

from automeeple import catalog
from automeeple.games.dragon_canyon.state import HIDDEN
from tests.agents.determinized import check_determinization, positions


def test_solo_positions_determinize_consistently():
    game = catalog.get("dragon-canyon").make(2, {})
    for k, state in enumerate(positions("dragon-canyon", 2, 4)):
        det = check_determinization(game, state, game.to_move(state), k)
        assert det.hands == state.hands and det.cards == state.cards, "solo: nothing hidden"


def test_the_other_persons_hand_is_dealt_from_their_unseen_cards():
    game = catalog.get("dragon-canyon").make(3, {})
    every = Counter(c.name for c in game.edition.force_cards)
    checked = 0
    for seed in (1, 2):
        for state in positions("dragon-canyon", 3, seed, every=2):
            seat = game.to_move(state)
            other = 3 - seat
            obs = game.observation(state, seat)
            if HIDDEN not in obs.hands[other]:
                continue
            hands = set()
            for k in range(12):
                det = check_determinization(game, state, seat, k)
                assert det.hands[seat] == state.hands[seat], "my own hand is kept"
                assert len(det.hands[other]) == len(state.hands[other])
                assert HIDDEN not in det.hands[other]
                face_down = [c[1] for c in det.cards if c is not None and c[0] == other]
                assert HIDDEN not in face_down
                held = (Counter(det.hands[other]) + Counter(det.discards[other])
                        + Counter(face_down))
                assert held == every, "their seven cards, each in one place"
                hands.add(tuple(sorted(det.hands[other])))
            if any(c is not None and c[:2] == (other, HIDDEN) for c in obs.cards):
                assert len(hands) > 1, "different streams deal the hidden hand differently"
            checked += 1
    assert checked >= 5
