"""The Wolves (Pandasaurus, 2022): the solo variant, one person against two AI packs."""

from automeeple.agents.random_bot import RandomAgent
from automeeple.engine.core import Option
from automeeple.engine.registry import GameInfo, register

from .baseline import WolvesBaseline
from .edition import load
from .game import WolvesGame, make


def _edition_status() -> str:
    return load().data.label


INFO = register(GameInfo(
    id=WolvesGame.id,
    title=WolvesGame.title,
    min_seats=3,
    max_seats=3,
    default_seats=3,
    options=(
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
