"""Physical randomisers (engine/components.py): dice, bags and decks."""

from __future__ import annotations

from collections import Counter

import pytest

from automeeple.engine.components import Bag, Deck, Die
from automeeple.engine.rng import Stream

# --- Die ------------------------------------------------------------------------------


def test_die_distribution_counts_repeated_faces():
    die = Die(("X", "1", "1", "2", "C3", "1"))
    assert die.distribution() == (("X", "1", "2", "C3"), (1, 3, 1, 1))


def test_die_distribution_of_a_plain_d6():
    assert Die((1, 2, 3, 4, 5, 6)).distribution() == ((1, 2, 3, 4, 5, 6), (1,) * 6)


def test_die_roll_follows_its_faces():
    die = Die(("a", "b", "b", "c", "c", "c"))
    s = Stream(8)
    draws = 60_000
    counts = Counter(die.roll(s) for _ in range(draws))
    faces, weights = die.distribution()
    for face, w in zip(faces, weights, strict=True):
        assert abs(counts[face] / draws - w / 6) < 0.01, counts


def test_die_roll_is_driven_by_the_given_stream():
    die = Die(tuple(range(20)))
    a, b = Stream(4), Stream(4)
    assert [die.roll(a) for _ in range(30)] == [die.roll(b) for _ in range(30)]


def test_die_is_immutable():
    die = Die((1, 2))
    with pytest.raises(AttributeError):
        die.faces = (3,)


# --- Bag ------------------------------------------------------------------------------


def test_bag_without_return_draws_every_token_once():
    tokens = ["inf", "inf", "tank", "art", "air"]
    bag = Bag(tokens)
    s = Stream(1)
    drawn = [bag.draw(s) for _ in range(len(tokens))]
    assert sorted(drawn) == sorted(tokens)
    assert len(bag) == 0


def test_bag_with_return_keeps_its_contents():
    bag = Bag(["a", "b", "c"])
    s = Stream(2)
    drawn = Counter(bag.draw(s, replace=True) for _ in range(3000))
    assert bag.contents == ["a", "b", "c"]
    assert set(drawn) == {"a", "b", "c"}
    assert all(800 < n < 1200 for n in drawn.values()), drawn


def test_empty_bag_refuses_to_draw():
    bag = Bag(["x"])
    s = Stream(3)
    bag.draw(s)
    with pytest.raises(IndexError, match="empty bag"):
        bag.draw(s)
    with pytest.raises(IndexError, match="empty bag"):
        Bag().draw(s, replace=True)


def test_bag_remove_takes_out_one_named_token():
    bag = Bag(["a", "b", "a"])
    bag.remove("a")
    assert sorted(bag.contents) == ["a", "b"]
    with pytest.raises(ValueError):
        bag.remove("z")
    assert sorted(bag.contents) == ["a", "b"]


def test_bag_put_and_distribution():
    bag = Bag(["r", "g"])
    bag.put("r")
    assert len(bag) == 3
    assert bag.distribution() == (("g", "r"), (1, 2)), "kinds sorted, whatever went in first"


def test_bag_does_not_share_the_list_it_was_given():
    tokens = ["a", "b"]
    bag = Bag(tokens)
    bag.draw(Stream(0))
    assert tokens == ["a", "b"]


def test_bag_copy_and_dict_round_trip_are_independent():
    bag = Bag(["a", "b", "c"])
    copy = bag.copy()
    copy.draw(Stream(5))
    assert bag.contents == ["a", "b", "c"]
    data = bag.to_dict()
    again = Bag.from_dict(data)
    assert again.contents == bag.contents
    data["contents"].append("z")
    assert bag.contents == ["a", "b", "c"]


# --- Deck -----------------------------------------------------------------------------


def test_deck_draws_from_the_top_end():
    deck = Deck([1, 2, 3])
    s = Stream(0)
    assert [deck.draw(s), deck.draw(s), deck.draw(s)] == [3, 2, 1]


def test_deck_reshuffles_discards_when_the_draw_pile_runs_out():
    deck = Deck([1, 2], [])
    s = Stream(6)
    first = [deck.draw(s), deck.draw(s)]
    for card in first:
        deck.discard(card)
    deck.discard(3)
    assert deck.draw_pile == [] and len(deck) == 3
    again = [deck.draw(s) for _ in range(3)]
    assert sorted(again) == [1, 2, 3]
    assert deck.discard_pile == [] and len(deck) == 0


def test_deck_reshuffle_uses_the_stream():
    orders = set()
    for seed in range(30):
        deck = Deck([], list(range(8)))
        s = Stream(seed)
        orders.add(tuple(deck.draw(s) for _ in range(8)))
    assert len(orders) > 1


def test_empty_deck_with_no_discards_refuses_to_draw():
    deck = Deck([1])
    s = Stream(0)
    deck.draw(s)
    with pytest.raises(IndexError, match="empty deck"):
        deck.draw(s)


def test_deck_shuffle_is_a_seeded_permutation():
    a, b = Deck(list(range(30))), Deck(list(range(30)))
    a.shuffle(Stream(10))
    b.shuffle(Stream(10))
    assert a.draw_pile == b.draw_pile
    assert sorted(a.draw_pile) == list(range(30))
    assert a.draw_pile != list(range(30))


def test_deck_dict_round_trip():
    deck = Deck([1, 2, 3], [4, 5])
    data = deck.to_dict()
    assert data == {"draw": [1, 2, 3], "discard": [4, 5]}
    again = Deck.from_dict(data)
    assert again.draw_pile == [1, 2, 3] and again.discard_pile == [4, 5]
    data["draw"].append(9)
    again.draw(Stream(0))
    assert deck.draw_pile == [1, 2, 3]


def test_deck_copies_are_independent():
    deck = Deck([1, 2, 3], [4])
    copy = deck.copy()
    s = Stream(1)
    copy.draw(s)
    copy.discard(7)
    assert deck.draw_pile == [1, 2, 3] and deck.discard_pile == [4]
    deck.draw(s)
    assert copy.draw_pile == [1, 2] and copy.discard_pile == [4, 7]
