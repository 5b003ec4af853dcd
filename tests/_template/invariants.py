"""Nim's invariants, checked by the conformance suite after every step: every
counter is in the pile or taken (§1, §2), and the last one ends the game (§3)."""

from __future__ import annotations


def check(game, s) -> None:
    assert s.pile >= 0 and all(n >= 0 for n in s.taken)
    assert s.pile + sum(s.taken) == game.edition.counters, "a counter came or went"
    assert (s.last is not None) == (s.pile == 0) == (not s.flow), "§3: the last counter ends"
