"""Dragon Canyon's invariants, checked after every step of the conformance playouts:
every Force card in exactly one place, the AI's unseen cards are its pile and its
unknown cards, a card known to all still on the map, the decks conserved, resources
never negative, buildings and loot conserved, the dragon on the map, and the result
consistent (solo rules, "Setup", "Gathering", "Game End"; notes §4, §8, §10, §11)."""

from __future__ import annotations

from collections import Counter

from automeeple.games.dragon_canyon.ending import ENDED_BY, final_scores
from automeeple.games.dragon_canyon.state import AI


def check(game, s) -> None:
    cards_conserved(game, s)
    shown_on_the_map(s)
    decks_conserved(game, s)
    resources_and_buildings(game, s)
    result_consistent(game, s)


def cards_conserved(game, s) -> None:
    """Each seat's seven Force cards: in hand (a person), on the map, in its discard
    pile, or (the AI) unseen in its pile or face down; the AI's pile count is its
    unseen cards not on the map."""
    every = Counter(c.name for c in game.edition.force_cards)
    laid = [t for t in s.tiles if t is not None]
    assert s.tiles[:len(laid)] == laid, "tiles are laid in reading order"
    for p in range(game.seats):
        on_map = [c[1] for c in s.cards if c is not None and c[0] == p]
        where = Counter(s.hands[p]) + Counter(s.discards[p]) + Counter(
            n for n in on_map if n is not None)
        if p == AI:
            assert not s.hands[AI], "the AI has no hand"
            unknown = on_map.count(None)
            assert len(s.unseen) == s.pile + unknown, (len(s.unseen), s.pile, unknown)
            assert s.pile >= 0
            # Each unknown card on the map has its shuffle; an older shuffle's cards
            # are all on the map, the pile is the newest's others (solo "Setup").
            assert set(s.unseen.placed) == {t for t, c in enumerate(s.cards)
                                            if c is not None and c[0] == AI and c[1] is None}
            lots = Counter(s.unseen.placed.values())
            assert [len(lot) - lots[n] for n, lot in enumerate(s.unseen.lots)] == [
                *[0] * (len(s.unseen.lots) - 1), s.pile]
            where += Counter(s.unseen.contents)
        else:
            assert None not in on_map, "a person's card is always known to its owner"
        assert where == every, f"{game.seat_name(p)}'s Force cards: {sorted(where.elements())}"


def shown_on_the_map(s) -> None:
    """Each tile whose card everyone saw face up (then face down at Gathering) holds
    that card still: a card leaving the map is no longer known there."""
    assert all(s.cards[t] is not None for t in s.shown), (sorted(s.shown), s.cards)


def decks_conserved(game, s) -> None:
    ed = game.edition
    numbers = sorted(c.number for c in ed.ai_cards)
    assert sorted([*s.actions, *s.flipped]) == numbers, "the AI action deck"
    assert s.current is None or s.current in numbers
    loot = Counter(x.name for x in ed.loot for _ in range(x.copies))
    held = Counter(s.loot_deck.contents) + sum((Counter(x) for x in s.loot), Counter())
    assert held == loot, "the loot cards"
    assert 0 <= s.dragon < 16


def resources_and_buildings(game, s) -> None:
    ed = game.edition
    for p in range(game.seats):
        assert min(s.stash[p]) >= 0 and min(s.caravan[p]) >= 0, (s.stash, s.caravan)
    for k, b in enumerate(ed.buildings):
        owned = sum(o.count(b.name) for o in s.owned)
        assert s.stacks[k] >= 0 and s.stacks[k] + owned == b.copies, b.name
    if game.seats == 3:
        assert not s.objectives
    else:
        assert len(s.objectives) <= 3 and len(set(s.objectives)) == len(s.objectives)


def result_consistent(game, s) -> None:
    if not game.is_over(s):
        assert s.winner is None
        return
    result = game.result(s)
    assert result.ended_by in ENDED_BY
    rows, _ = final_scores(game.rulebook, s)
    assert result.scores == tuple(map(sum, zip(*rows, strict=True)))
    assert result.winner == s.winner
    if not (game.rulebook.harder and game.rulebook.solo):
        assert result.scores[result.winner] == max(result.scores)
