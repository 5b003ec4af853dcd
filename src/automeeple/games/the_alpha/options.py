"""The Alpha's rule options (declared once; the catalog and the rules read them)."""

from __future__ import annotations

from dataclasses import dataclass

from automeeple.engine.options import option


@dataclass(frozen=True)
class AlphaOptions:
    #: Stalk: may the Alpha Pair go where the rules allow "one wolf" (a Scavenge
    #: tile per pack, the Livestock in total)? Off: the pair counts as two wolves.
    pair_as_one_wolf: bool = option(
        False, "let the Alpha Pair go where the rules allow one wolf (a Scavenge tile, "
               "the Livestock); by default it counts as two wolves and may not")
