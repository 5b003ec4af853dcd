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
    one_lair_per_region: bool = option(True, "at most one lair of a pack in each region, "
                                             "for you as for an AI (the published BGA "
                                             "implementation, notes §7.3; solo §5 Tundra); "
                                             "false: you may build a second")
    grasslands_onward: bool = option(True, "an AI on Grasslands passes over the regions it "
                                           "already dominates and flips the tile only when "
                                           "it dominates every one (false: it flips when it "
                                           "dominates its target, the literal text; two "
                                           "games in three then reach the full moon)")
    flip_redrawn: bool = option(False, "a tile an AI draws again, its first tile having "
                                       "failed, may flip to its back too (false: one flip "
                                       "a turn, solo §7 FAQ)")
    ai_terrain: bool = option(False, "an AI acts only on hexes of its tile side's terrain, "
                                     "as you act on the terrain you pay (not in the solo "
                                     "text; the AI can then hardly act)")
    dominate_ai: bool = option(False, "you may Dominate an AI's unprotected Pack Wolf or Den "
                                      "(base rules; the solo text says the AI cannot be "
                                      "dominated by the player)")
    max_rounds: int = option(40, "a safeguard, not in the rules: after this many rounds "
                                 "without a full moon the remaining phases score and the "
                                 "game ends (ended by cut-off)", minimum=1, maximum=1000)
