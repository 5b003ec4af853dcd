"""The Alpha (Bicycle, 2020): the whole multiplayer game, with our own automa."""

from automeeple.agents.random_bot import RandomAgent
from automeeple.engine.core import Option
from automeeple.engine.registry import GameInfo, register

from .automa import AlphaAutoma
from .edition import load
from .game import AlphaGame, make


def _edition_status() -> str:
    return load().data.label


INFO = register(GameInfo(
    id=AlphaGame.id,
    title=AlphaGame.title,
    min_seats=AlphaGame.min_seats,
    max_seats=AlphaGame.max_seats,
    default_seats=4,
    options=(
        Option("pair_as_one_wolf", False,
               "let the Alpha Pair go where the rules allow one wolf (a Scavenge tile, "
               "the Livestock); by default it counts as two wolves and may not",
               (False, True)),
    ),
    make=make,
    bots={"automa": AlphaAutoma, "random": RandomAgent},
    default_bot="automa",
    edition_status=_edition_status,
    summary="3-6 wolf packs; the complete game, with the Alpha automa in any seat",
    score_name="food",
))
