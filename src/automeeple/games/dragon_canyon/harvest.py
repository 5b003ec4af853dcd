"""The Harvest Phase (solo rules; notes §5, §9): a Harvest Festival when the card
just placed completed a line of 4 that is still there, then Gathering: each
face-down card not under the dragon gathers its tile's yield, and face-up cards
are turned face down."""

from __future__ import annotations

from dataclasses import dataclass

from automeeple.engine.core import traced
from automeeple.engine.flow import Events, Step, push
from automeeple.engine.trace import Trace

from .actions import Take
from .battle import TurnUpAI
from .board import Rulebook, gain, say
from .edition import ANY, RESOURCES
from .grid import label, line_names, lines_through, where
from .state import AI, DragonState, PersonChoice

HARVEST = "Harvest Phase"


@dataclass(frozen=True, slots=True)
class Harvest(Step):
    """``side``'s Harvest: a festival for each line through ``tile`` (where it
    placed this turn; None: it did not) that its card there completes, then
    Gathering."""

    side: int
    tile: int | None

    def run(self, game, s: DragonState, ev: Events) -> None:
        t = self.tile
        lines = () if t is None or s.cards[t] is None or s.cards[t][0] != self.side else tuple(
            line for line in lines_through(t) if all(s.cards[x] is not None for x in line))
        tiles = tuple(sorted({x for line in lines for x in line}))
        push(s, *([Festival(self.side, tiles)] if tiles else []), Gathering(self.side))


@dataclass(frozen=True, slots=True)
class Festival(Step):
    """A Harvest Festival (notes §9 placeholder, and the solo rules' "Harvest
    Festival"): every card in the completed line(s) on ``tiles`` gives its owner
    its printed resource (a choice: the AI takes Bone), except a card under the
    dragon; then the cards go to their owners' discard piles. An AI card nobody
    has seen is turned up first."""

    by: int
    tiles: tuple[int, ...]

    def run(self, game, s: DragonState, ev: Events) -> None:
        book: Rulebook = game.rulebook
        for t in self.tiles:
            if s.cards[t][1] is None:
                push(s, TurnUpAI(t), self)
                return
        lines = line_names(self.tiles)
        say(ev, "festival", f"Harvest Festival for {book.names[self.by]} on {lines}.", self.by,
            tiles=[label(t) for t in self.tiles])
        choices = []
        for t in self.tiles:
            owner, name, _ = s.cards[t]
            resource = book.edition.card[name].resource
            if t == s.dragon:
                say(ev, "festival", f"{book.whose(owner)} {name} at {where(t)} is under the "
                                    "dragon: nothing.",
                    owner, tile=label(t))
            elif resource != ANY:
                gain(book, s, owner, resource, 1, festival(book, owner, name, t), ev)
            elif owner == AI:
                if ev is not None:
                    trace = Trace("AI Harvest Festival")
                    trace.step(HARVEST, f"the AI harvests its {name}: it always chooses Bone")
                    trace.choice = "take Bone"
                    ev.append(traced(trace, AI))
                gain(book, s, AI, "Bone", 1, festival(book, AI, name, t), ev)
            else:
                choices.append(TakeChoice(owner))
            s.discards[owner].append(name)
            s.cards[t] = None
        say(ev, "festival", f"Put the cards of {lines} on their owners' discard piles.",
            self.by, tiles=[label(t) for t in self.tiles])
        push(s, *choices)


def festival(book: Rulebook, owner: int, name: str, t: int) -> str:
    """Why a resource comes at a festival: whose card, and where ("the festival,
    AI (Blue)'s Dragon Slayer at column 2, row 3"): every colour has the same
    cards."""
    return f"the festival, {book.whose(owner)} {name} at {where(t)}"


@dataclass(frozen=True, slots=True)
class Gathering(Step):
    """Gathering: ``side`` gains the yield of each tile where it has a face-down
    card (not under the dragon, notes §7), then turns its face-up cards face down."""

    side: int

    def run(self, game, s: DragonState, ev: Events) -> None:
        book: Rulebook = game.rulebook
        got = [0] * len(RESOURCES)
        for t, c in enumerate(s.cards):
            if c is None or c[0] != self.side:
                continue
            if c[2]:
                s.cards[t] = (c[0], c[1], False)
                say(ev, "hide", f"Turn {book.names[self.side]}'s {c[1]} at {where(t)} face "
                                "down.", self.side, tile=label(t))
                continue
            tile = book.edition.tile[s.tiles[t]]
            if t != s.dragon and tile.amount:
                got[RESOURCES.index(tile.resource)] += tile.amount
        for r, n in zip(RESOURCES, got, strict=True):
            if n:
                gain(book, s, self.side, r, n, "gathering", ev)


@dataclass(frozen=True, slots=True)
class TakeChoice(PersonChoice):
    """A person harvests (or stomps) a card whose resource is their choice."""

    side: int

    def question(self, game, s: DragonState) -> str:
        return "Take a resource of your choice"

    def legal(self, game, s: DragonState) -> list[Take]:
        return list(game.actions.take.values())

    def resolve(self, game, s: DragonState, action: Take, ev: Events) -> None:
        gain(game.rulebook, s, self.side, action.resource, 1, "a resource of their choice",
             ev)
