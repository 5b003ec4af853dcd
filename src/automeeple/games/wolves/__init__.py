"""The Wolves (Pandasaurus, 2022): the solo variant, one person against two AI packs."""

from automeeple.agents.random_bot import RandomAgent
from automeeple.engine.core import Option
from automeeple.engine.registry import GameInfo, register

from .baseline import WolvesBaseline
from .edition import load
from .game import DISPLACE_TO, WolvesGame, make


def _edition_status() -> str:
    return load().data.label


INFO = register(GameInfo(
    id=WolvesGame.id,
    title=WolvesGame.title,
    min_seats=3,
    max_seats=3,
    default_seats=3,
    options=(
        Option("displace_to", "nearest", "where a displaced wolf goes: the nearest free hex "
                                         "(BGA code) or an adjacent one (BGA help)",
               DISPLACE_TO),
        Option("den_with_enemy_alpha", True, "a den may go on a hex with an enemy Alpha "
                                             "(BGA help; the BGA code forbids it)",
               (False, True)),
        Option("one_lair_per_region", True, "at most one lair per pack in each region (BGA "
                                            "code)", (False, True)),
        Option("grasslands_onward", False, "an AI on Grasslands passes over the regions it "
                                           "already dominates before flipping the tile "
                                           "(not the solo text; fewer stalled games)",
               (False, True)),
        Option("max_rounds", 40, "not in the rules: after this many rounds without a full "
                                 "moon (the game can stall), the remaining phases score "
                                 "and the game ends"),
    ),
    make=make,
    bots={"baseline": WolvesBaseline, "random": RandomAgent},
    default_bot="baseline",
    edition_status=_edition_status,
    summary="you against two AI packs that draw action tiles and explain each activation",
    score_name="VP",
    automa_seats=(1, 2),
))
