"""The baseline person for Dragon Canyon, for simulations: a plain, sensible player
who decides from what its seat sees, one move at a time, with no look-ahead.

- Journey: a placement that completes a Harvest Festival line counts most, then
  the tile's yield; a tile next to enemy cards counts for a strong card (a fight
  to come) and against a weak one (the AI attacks from there); the dragon's tile
  gathers nothing. A weak card goes on a quiet tile, a strong one to the front.
- Action: it fights when its card's strength and an average roll beat what it
  knows of the enemy card (an unknown card counts as the average card); it reveals
  or blinks never; otherwise it passes.
- The dragon goes onto the enemy card on the best-yielding tile; it steals and
  takes the most valuable resource; it buys the building with the most VP it can
  afford, and stops when it can afford none.
"""

from __future__ import annotations

from automeeple.engine.agent import Decision, best
from automeeple.engine.core import Action
from automeeple.engine.rng import Stream

from .actions import Buy, Fight, Play, Stomp, Take
from .edition import RESOURCES
from .grid import neighbours
from .journey import completed_lines
from .state import HIDDEN, DragonState

#: What a placement is worth: completing a line, each resource of yield, each
#: enemy card next to it (times how far the card's strength is from the average).
LINE, YIELD, FRONT = 3.0, 2.0, 0.5


class DragonBaseline:
    name = "baseline"
    summary = "a plain player, one move at a time, no look-ahead"
    uses_observation = True

    def decide(self, game, s: DragonState, legal: list[Action], rng: Stream,
               explain: bool = True) -> Decision:
        if len(legal) == 1:
            return Decision(legal[0])
        seat = game.to_move(s)
        values = [value(game, s, seat, a) for a in legal]
        return Decision(best(legal, values, rng))


def average(game) -> float:
    cards = game.edition.force_cards
    return sum(c.strength for c in cards) / len(cards)


def value(game, s: DragonState, seat: int, action: Action) -> float:
    ed = game.edition
    if isinstance(action, Play):
        t, card = action.tile, ed.card[action.card]
        kind = ed.tile[s.tiles[t]]
        lines = len(completed_lines(s, t))
        enemies = sum(s.cards[x] is not None and s.cards[x][0] != seat for x in neighbours(t))
        worth = LINE * lines + (0 if t == s.dragon else YIELD * kind.amount)
        return worth + FRONT * enemies * (card.strength - average(game))
    if isinstance(action, Fight):
        mine = ed.card[s.cards[s.flow[-1].tile][1]]  # the card of the Action choice
        foe = s.cards[action.tile][1]
        theirs = average(game) if foe in (None, HIDDEN) else ed.card[foe].strength
        die = sum(ed.die) / len(ed.die)
        return mine.strength + die - theirs - 1.5
    if isinstance(action, Stomp):
        return ed.tile[s.tiles[action.tile]].amount
    if isinstance(action, Take):
        return RESOURCES.index(action.resource)  # the most valuable (Bone) first
    if isinstance(action, Buy):
        return 1 + ed.building[action.building].vp
    return 0.0  # pass, done, a trick
