"""Setup (solo rules): set up as for two players (solo) or three (two people and
the AI): the 16 map tiles laid at random (notes §3), the dragon on a Dragon Canyon
tile, each person's seven Force cards in hand, the AI's Force cards and its
action cards shuffled into face-down piles; in a solo game the person is dealt 3
objective cards (Easier: success-bonus cards only; option failure_objectives:
failure-effect cards only); at Harder with two people the AI starts with a Loot
card. Then the AI takes the first turn."""

from __future__ import annotations

from dataclasses import dataclass

from automeeple.engine.components import Bag
from automeeple.engine.core import ChanceRequest
from automeeple.engine.flow import Chance, Events, Step, push

from .actions import OBJECTIVE, TILE, Named
from .battle import DrawLoot
from .board import Rulebook, say
from .edition import RESOURCES, SIZE
from .ending import NextTurn
from .grid import TILES, label, where
from .state import AI, DragonState
from .unseen import Unseen

OBJECTIVES = 3


def setup(book: Rulebook, s: DragonState) -> None:
    ed = book.edition
    n, cards = book.seats, [c.name for c in ed.force_cards]
    s.turn, s.round = AI, 0
    s.tiles = [None] * len(TILES)
    s.cards = [None] * len(TILES)
    s.dragon = 0
    s.hands = [[] if p == AI else list(cards) for p in range(n)]
    s.discards = [[] for _ in range(n)]
    s.pile, s.unseen = len(cards), Unseen(cards)
    s.actions, s.flipped, s.current = sorted(c.number for c in ed.ai_cards), [], None
    s.stash = [[0] * len(RESOURCES) for _ in range(n)]
    s.caravan = [[0] * len(RESOURCES) for _ in range(n)]
    s.stacks = [b.copies for b in ed.buildings]
    s.owned = [[] for _ in range(n)]
    s.loot_deck = Bag(x.name for x in ed.loot for _ in range(x.copies))
    s.loot = [[] for _ in range(n)]
    s.wins = [0] * n
    s.objectives = []
    s.last_turns, s.ended_by, s.winner, s.why_over = None, "", None, ""
    s.shown = frozenset()
    s.flow = []
    push(s, LayTheMap(), LayTile(0), *([DealObjective()] if book.solo else []),
         *([DrawLoot(AI)] if book.harder and not book.solo else []), NextTurn(AI))


def objective_pool(book: Rulebook) -> list[str]:
    """The objective cards to deal from (solo rules, "Varying the Difficulty")."""
    ed = book.edition
    if book.easier:
        return [o.name for o in ed.objectives if o.success]
    if book.opts.failure_objectives:
        return [o.name for o in ed.objectives if not o.success]
    return [o.name for o in ed.objectives]


@dataclass(frozen=True, slots=True)
class LayTheMap(Step):
    """The map first (notes §3: 16 map tiles in a 4x4 grid, a new random arrangement
    each game), told before the table is asked for its first tile."""

    def run(self, game, s: DragonState, ev: Events) -> None:
        say(ev, "setup", f"Set-up: shuffle the {len(TILES)} map tiles face down and lay them "
                         f"face up one at a time in a {SIZE} by {SIZE} grid, row by row from "
                         f"column 1, row 1 (the top left) to column {SIZE}, row {SIZE}; "
                         "the rest of the set-up follows the map.", None)


@dataclass(frozen=True, slots=True)
class LayTile(Chance):
    """The map (notes §3: a new random arrangement each game): the next tile, drawn
    at random, is laid at map tile ``at`` (reading order). The dragon starts on the
    first Dragon Canyon tile laid (docs/dragon-canyon.md)."""

    at: int

    def request(self, game, s: DragonState) -> ChanceRequest:
        ed = game.edition
        laid = s.tiles[:self.at]
        left = [(t.name, t.count - laid.count(t.name)) for t in ed.tiles]
        left = [(name, k) for name, k in left if k]
        return ChanceRequest(f"lay the next map tile at {where(self.at)}",
                             tuple(game.actions.named[TILE, name] for name, _ in left),
                             tuple(k for _, k in left), labels=tuple(name for name, _ in left))

    def resolve(self, game, s: DragonState, action: Named, ev: Events) -> None:
        book: Rulebook = game.rulebook
        s.tiles[self.at] = action.name
        first_canyon = (book.special(s, self.at) == "Dragon Canyon"
                        and all(book.special(s, t) != "Dragon Canyon" for t in range(self.at)))
        say(ev, "setup", f"Tile at {where(self.at)}: {action.name}.", None, tile=label(self.at),
            name=action.name)
        if first_canyon:
            s.dragon = self.at
            say(ev, "setup", f"Put the dragon on {book.tile_name(s, self.at)}.", None,
                tile=label(self.at))
        push(s, LayTile(self.at + 1) if self.at + 1 < len(TILES) else SetUpTheRest())


@dataclass(frozen=True, slots=True)
class SetUpTheRest(Step):
    """Once the map is laid, the rest of the set-up, spelled out for the table
    (solo rules, "Setup" and "Varying the Difficulty"), naming the components:
    the people's hands, the AI's two decks, the objectives (solo), the AI's Loot
    card (Harder, two people) and the difficulty's changes to play."""

    def run(self, game, s: DragonState, ev: Events) -> None:
        if ev is None:
            return
        for text in set_up(game.rulebook):
            say(ev, "setup", f"Set-up: {text}", None)


def set_up(book: Rulebook) -> list[str]:
    ed, ai = book.edition, book.names[AI]
    people = " and ".join(book.names[p] for p in book.people)
    cards = len(ed.force_cards)
    hands = (f"you ({people}) take the {cards} {people} Force cards" if book.solo
             else f"{people} each take the {cards} Force cards of their colour")
    out = [f"as for a {book.seats}-player game, {hands} into hand.",
           f"give {ai} the {cards} {ed.colours[AI]} Force cards: shuffle them and put them "
           "face down as its Force draw pile.",
           f"shuffle the {len(ed.ai_cards)} AI action cards and put them face down as the "
           "AI's action draw pile."]
    if book.solo:
        pool = (" from the success-bonus cards only (Easier)" if book.easier
                else " from the failure-effect cards only (the Harder challenge)"
                if book.opts.failure_objectives else "")
        out.append(f"shuffle the Objective cards{pool} and deal yourself {OBJECTIVES}.")
    if book.harder and not book.solo:
        out.append(f"{ai} starts with 1 Loot card (Harder): draw it for the AI.")
    if book.easier:
        out.append("Easier: in a fight, roll both dice for your strength and use the "
                   "better; the AI takes no action after completing a Harvest Festival "
                   "line (its dragon still moves).")
    if book.harder:
        last = ("you must complete all 3 of your objectives or you lose" if book.solo
                else "the AI wins every fight that ends in a draw")
        out.append(f"Harder: the AI buys a building with {book.price} resources; {last}.")
    return out


@dataclass(frozen=True, slots=True)
class DealObjective(Chance):
    """Solo rules, "Setup": the person is dealt 3 Objective cards, one at a time."""

    def request(self, game, s: DragonState) -> ChanceRequest:
        left = [o for o in objective_pool(game.rulebook) if o not in s.objectives]
        return ChanceRequest("deal yourself an Objective card",
                             tuple(game.actions.named[OBJECTIVE, o] for o in left),
                             (1,) * len(left), labels=tuple(left))

    def resolve(self, game, s: DragonState, action: Named, ev: Events) -> None:
        s.objectives.append(action.name)
        card = game.edition.objective[action.name]
        say(ev, "setup", f"Objective {action.name}: {card.text}.", 1, objective=action.name)
        if len(s.objectives) < OBJECTIVES:
            push(s, DealObjective())
