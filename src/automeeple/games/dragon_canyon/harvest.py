"""The Harvest Phase (solo rules; notes §5, §9): a Harvest Festival when the card
just placed completed a line of 4 that is still there, then Gathering: each
face-down card not under the dragon gathers its tile's yield, and face-up cards
are turned face down."""

from __future__ import annotations

from dataclasses import dataclass, field

from automeeple.engine.core import traced
from automeeple.engine.flow import Events, Step, push
from automeeple.engine.trace import Trace

from .actions import Take
from .battle import TurnUpAI
from .board import Rulebook, amounts, gain, say
from .edition import ANY, RESOURCES
from .grid import label, line_names, lines_through, where
from .state import AI, DragonState, PersonChoice, take_off

HARVEST, GATHERING = "Harvest Phase", "Gathering"


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
                # The card goes to the discard pile, face up for all: named to all.
                why = festival(book, owner, name, t)
                say(ev, "festival", f"{book.whose(owner)} {name} at {where(t)} gives a "
                                    f"resource of {book.its(owner)} choice (asked next).",
                    owner, tile=label(t))
                choices.append(TakeChoice(owner, why))
            s.discards[owner].append(name)
            take_off(s, t)
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
    """Gathering (solo rules, "Harvest Phase"): ``side`` first gains the yield of
    each tile where it has a face-down card (not under the dragon, notes §7), then
    turns its face-up cards face down; everyone saw those, so they stay known to
    all (``shown``)."""

    side: int

    def run(self, game, s: DragonState, ev: Events) -> None:
        book: Rulebook = game.rulebook
        side, tiles, kinds = self.side, s.tiles, book.edition.tile
        down, up = [], []
        for t, c in enumerate(s.cards):
            if c is not None and c[0] == side:
                (up if c[2] else down).append(t)
        got = [0] * len(RESOURCES)
        for t in down:
            tile = kinds[tiles[t]]
            if t != s.dragon and tile.amount:
                got[RESOURCES.index(tile.resource)] += tile.amount
        if side == AI and ev is not None:
            ev.append(traced(gathering_trace(book, s, down, up, got), AI))
        for r, n in zip(RESOURCES, got, strict=True):
            if n:
                gain(book, s, self.side, r, n, "gathering", ev)
        if up:
            s.shown = s.shown.union(up)
        for t in up:
            owner, name, _ = s.cards[t]
            s.cards[t] = (owner, name, False)
            if ev is not None:
                say(ev, "hide", f"Turn {book.names[owner]}'s {name} at {where(t)} face "
                                "down.", owner, tile=label(t))


def gathering_trace(book: Rulebook, s: DragonState, down: list[int], up: list[int],
                    got: list[int]) -> Trace:
    """Why the AI gathers what it does (solo rules, "Gathering"): each face-down
    card and its tile's yield (nothing under the dragon, notes §7, nor on a tile
    that yields none), and the face-up cards, which gather nothing."""
    trace = Trace(f"AI turn {s.round}: Gathering")
    trace.step(GATHERING, "its face-down cards gather their tiles' resources" if down
               else "it has no face-down card on the map",
               [f"{label(t)}: {gathered(book, s, t)}" for t in down])
    if up:
        trace.step(GATHERING, "its face-up cards gather nothing; then it turns them face "
                              "down", map(label, up))
    trace.choice = f"gather {amounts(got)}"
    return trace


def gathered(book: Rulebook, s: DragonState, t: int) -> str:
    """What a face-down card on tile ``t`` gathers: "1 Wood", "nothing (under the
    dragon)", "nothing (a Guard Tower yields none)"."""
    tile = book.edition.tile[s.tiles[t]]
    if t == s.dragon:
        return "nothing (under the dragon)"
    if not tile.amount:
        return f"nothing (a {tile.name} yields none)"
    return f"{tile.amount} {tile.resource}"


@dataclass(frozen=True, slots=True)
class TakeChoice(PersonChoice):
    """A person harvests (or stomps) a card whose resource is their choice;
    ``why`` names that card as the log does ("the festival, Green's Dragon Slayer
    at column 2, row 1"), for the question and the gain (not part of the state's
    key: a text only)."""

    side: int
    why: str = field(default="", compare=False, repr=False)

    def question(self, game, s: DragonState) -> str:
        return "Take a resource of your choice" + (f" ({self.why})" if self.why else "")

    def legal(self, game, s: DragonState) -> list[Take]:
        return list(game.actions.take.values())

    def resolve(self, game, s: DragonState, action: Take, ev: Events) -> None:
        gain(game.rulebook, s, self.side, action.resource, 1,
             f"{self.why}: a resource of their choice" if self.why
             else "a resource of their choice", ev)
