"""The Wolves' rule options (declared once; the catalog and the rules read them).
The uncertain readings are discussed in docs/wolves.md."""

from __future__ import annotations

from dataclasses import dataclass

from automeeple.engine.options import option

DISPLACE_TO = ("nearest", "adjacent")


@dataclass(frozen=True)
class WolvesOptions:
    displace_to: str = option("nearest", "where a displaced wolf goes: the nearest free hex "
                                         "(BGA code) or an adjacent one (BGA help)",
                              DISPLACE_TO)
    den_with_enemy_alpha: bool = option(True, "a den may go on a hex with an enemy Alpha "
                                              "(BGA help; the BGA code forbids it)")
    one_lair_per_region: bool = option(True, "at most one lair per pack in each region "
                                             "(BGA code)")
    grasslands_onward: bool = option(False, "an AI on Grasslands passes over the regions it "
                                            "already dominates before flipping the tile "
                                            "(not the solo text; fewer stalled games)")
    max_rounds: int = option(40, "not in the rules: after this many rounds without a full "
                                 "moon (the game can stall), the remaining phases score "
                                 "and the game ends", minimum=1, maximum=1000)
