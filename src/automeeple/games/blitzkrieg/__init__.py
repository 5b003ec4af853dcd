"""BLITZKRIEG! (PSC Games, 2019): the solo bot against one person."""

from automeeple.agents.greedy import GreedyAgent
from automeeple.agents.random_bot import RandomAgent
from automeeple.engine.core import Option
from automeeple.engine.registry import GameInfo, register

from .edition import load
from .game import BOMBED_TO, DIFFICULTIES, STRATEGIC_TARGETS, BlitzGame, make


def _edition_status() -> str:
    return load().data.label


INFO = register(GameInfo(
    id=BlitzGame.id,
    title=BlitzGame.title,
    min_seats=2,
    max_seats=2,
    default_seats=2,
    options=(
        Option("difficulty", "medium", "the bot's head start (solo rules 3.4)", DIFFICULTIES),
        Option("nippon", False, "the Nippon expansion: you play the Axis, the bot Japan "
                                "(solo rules 3.5)", (False, True)),
        Option("leftmost_only", False, "units must fill the leftmost empty space of a "
                                       "campaign (one reviewer's reading)", (False, True)),
        Option("bombed_to", "bag", "where a bombed unit goes: back into its owner's bag, "
                                   "or removed from the game", BOMBED_TO),
        Option("blitz_chain", False, "a blitz unit placed as the extra placement allows "
                                     "another", (False, True)),
        Option("strategic_target", "other", "your Strategic advantage moves another "
                                            "theatre, or any theatre (this one too)",
               STRATEGIC_TARGETS),
        Option("total_victory_effects", True, "a total victory also gives the effects of "
                                              "the theatre's empty spaces", (False, True)),
    ),
    make=make,
    bots={"baseline": GreedyAgent, "random": RandomAgent},
    default_bot="baseline",
    edition_status=_edition_status,
    summary="you against the solo bot, which computes its whole placement and explains it",
    score_name="VP",
    automa_seats=(1,),
))
