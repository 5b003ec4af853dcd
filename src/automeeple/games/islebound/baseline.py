"""The baseline person for Islebound (``person_turn="played"``), for Simulate: an
ordinary player who looks one action ahead.

It sails where the best action waits and takes it: a town it can take (its spoils,
and the town's action free from then on), a building it can pay for (its renown
beside its cost, and a step toward the end), a visit whose goods it can use
(pirates and influence are worth what the best town they help take pays back,
books toward the row's left slots, sail crew for speed), treasure on the map, a
rest when crew is below deck. It keeps a few coins for the fees, so that a
building does not leave it unable to visit, and avoids paying for Close Quarters
when another place is as good; it passes when nothing is worth it. A brag card:
the one that gains it most on the AI. In Table mode (``person_turn="reported"``) it
reports nothing but "done" (the table is the person's). Ties go by the bot's own
stream; it explains nothing.
"""

from __future__ import annotations

from automeeple.engine.agent import Decision, best
from automeeple.engine.core import Action
from automeeple.engine.rng import Stream

from .actions import Attack, Befriend, Brag, Build, Sail, Visit, Word
from .ai import PIRATE
from .person import TOP_SPEED, actions_here, speed, visit_cost
from .state import AI, PERSON, IsleState
from .supply import ai_holds

#: What one of each gain is worth to it, in coins (a coin is a renown at the end).
WORTH = {"coins": 1.0, "fish": 0.3, "wood": 0.3, "books": 0.5, "brag": 2.0}
CREW = {"sail": 2.0, "work": 0.5, "administer": 0.5}
#: A building: this much beside its renown less its cost (it brings the end, which
#: the AI's free buildings make welcome, nearer); a town taken: beside its spoils.
BUILDING, TOWN = 3.0, 3.0
#: Coins it keeps for fees: each coin below this after a building costs it this much.
RESERVE, SHORT = 2, 1.5
#: Close Quarters: a coin to the AI and an administer below deck.
CLOSE_QUARTERS = 1.5


class IsleBaseline:
    name = "baseline"
    summary = "an ordinary player who looks one action ahead"
    uses_observation = True

    def decide(self, game, s: IsleState, legal: list[Action], rng: Stream,
               explain: bool = True) -> Decision:
        if len(legal) == 1 or game.opts.person_turn == "reported":
            return Decision(legal[0])
        values = [value(game, s, a) for a in legal]
        return Decision(best(legal, values, rng))


def value(game, s: IsleState, action: Action) -> float:
    board = game.board
    if isinstance(action, Sail):
        there = s.clone()
        there.ship[PERSON] = action.what
        cost = CLOSE_QUARTERS if game.opts.close_quarters and action.what == s.ship[AI] else 0
        return max(value(game, there, a) for a in actions_here(game, there)) - cost
    if isinstance(action, Build):
        card = board.cards[action.what]
        short = max(0, RESERVE - (s.coins[PERSON] - card.cost))
        return BUILDING + card.renown - card.cost - SHORT * short
    if isinstance(action, Attack | Befriend):
        return TOWN + board.towns[action.what].spoils + gain(game, s, action.what)
    if isinstance(action, Visit):
        return gain(game, s, action.what) - visit_cost(s, board, action.what)
    if isinstance(action, Brag):
        brag = board.brags[action.what]
        mine, its = getattr(s, brag.resource)[PERSON], ai_holds(s, brag.resource)
        return (brag.most if mine > its else brag.other) - (brag.most if mine < its
                                                            else brag.other)
    if isinstance(action, Word) and action.word == "hunt":
        return float(s.treasure)
    if isinstance(action, Word) and action.word == "rest":
        return 0.5 * sum(not up for _, up in s.crew)
    return 0.0


def gain(game, s: IsleState, t: int) -> float:
    """What the town's action is worth to it now."""
    kind, amount = game.board.town_action[t]
    if kind == "crew":
        if amount == "sail" and speed(s) >= TOP_SPEED:
            return 0.0
        return CREW[amount]
    if kind == "brag":
        return WORTH["brag"] if len(s.bragged) < len(game.board.brags) else 0.0
    if kind == "books" and s.books[PERSON] >= max(game.edition.row_books):
        return 0.0
    if kind == "influence":
        return min(amount, s.track.count(None)) * toward(game, s, "blue")
    if kind == "pirates":
        return amount * toward(game, s, "red")
    return WORTH[kind] * amount


def toward(game, s: IsleState, banner: str) -> float:
    """What one pirate (red) or one influence cube (blue) is worth: the best town
    nobody owns that it helps take, its spoils spread over what it asks."""
    worth = 0.0
    for t, town in enumerate(game.board.towns):
        if s.owner[t] is None and town.banner == banner:
            need = -(-town.attack // PIRATE) if banner == "red" else town.diplomacy
            worth = max(worth, (TOWN + town.spoils) / need)
    return worth
