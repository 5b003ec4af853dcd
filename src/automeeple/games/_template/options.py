"""Nim's rule options (declared once; the catalog lists them, the rules read them)."""

from __future__ import annotations

from dataclasses import dataclass

from automeeple.engine.options import option

DIFFICULTIES = ("easy", "normal")


@dataclass(frozen=True)
class NimOptions:
    difficulty: str = option("normal", "easy: the automa always rolls the die; normal: it "
                                       "follows its rule (§4)", DIFFICULTIES)
