"""Physical randomisers (engine/components.py): dice, bags and decks."""

from __future__ import annotations

from collections import Counter

import pytest

from automeeple.engine.components import Bag, Die, tally
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


def test_bag_put_remove_and_distribution():
    bag = Bag(["r", "g"])
    bag.put("r")
    assert len(bag) == 3 and "g" in bag
    assert bag.distribution() == (("g", "r"), (1, 2)), "kinds sorted, whatever went in first"
    bag.remove("r")
    assert bag.distribution() == (("g", "r"), (1, 1))
    with pytest.raises(ValueError):
        bag.remove("b")


def test_bag_key_ignores_order_and_copies_are_independent():
    bag = Bag(["b", "a", "b"])
    assert bag.key() == Bag(["a", "b", "b"]).key() == ("a", "b", "b")
    copy = bag.copy()
    copy.remove("a")
    assert bag.key() == ("a", "b", "b") and copy.key() == ("b", "b")


def test_tally_of_nothing():
    assert tally([]) == ((), ())
