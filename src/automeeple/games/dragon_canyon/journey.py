"""The AI's turn up to its placement: the Stockpile Phase and the Journey Phase
(solo rules). Every decision is traced, citing the rule."""

from __future__ import annotations

from dataclasses import dataclass

from automeeple.engine.core import ChanceRequest, traced
from automeeple.engine.flow import Chance, Events, Step, push
from automeeple.engine.trace import Trace

from .actions import Flip
from .board import Rulebook, action_flip, flip, reshuffle_force, say, stockpile, use_card
from .claim import AIClaim
from .dragon import AdjacencyCheck
from .grid import TILES, at, label, lines_through
from .harvest import Harvest
from .state import AI, DragonState

JOURNEY = "Journey Phase"


def completed_lines(s: DragonState, t: int) -> tuple[tuple[int, ...], ...]:
    """The lines through the empty tile ``t`` that a card placed there completes."""
    return tuple(line for line in lines_through(t)
                 if all(s.cards[x] is not None for x in line if x != t))


def festival_cards(s: DragonState, t: int) -> set[int]:
    """The tiles whose cards a Harvest Festival through ``t`` harvests."""
    return {x for line in completed_lines(s, t) for x in line}


@dataclass(frozen=True, slots=True)
class AITurn(Step):
    """The AI's turn: Stockpile, then Journey (a Harvest Festival line, or the
    action deck's tile), Action, Harvest and Claim (solo rules, "Game Play")."""

    def run(self, game, s: DragonState, ev: Events) -> None:
        book: Rulebook = game.rulebook
        s.turn = AI
        s.round += 1
        say(ev, "turn", f"Round {s.round}: the AI's turn.", AI, round=s.round)
        stockpile(book, s, AI, ev)
        if not s.pile and s.discards[AI]:
            reshuffle_force(book, s, ev)
        trace = Trace(f"AI turn {s.round}: Journey") if ev is not None else None
        if not s.pile:
            # The note under "Journey Phase": every Force card is on the map.
            if trace is not None:
                trace.step(JOURNEY, "no Force card left to draw (all on the map): skip the "
                                    "Journey and Action phases")
                trace.choice = "straight to Harvest"
                ev.append(traced(trace, AI))
            push(s, Harvest(AI, None), AIClaim())
            return
        t = festival_tile(s, trace)
        if t is not None:
            if trace is not None:
                trace.choice = f"place on {label(t)}"
                ev.append(traced(trace, AI))
            place(book, s, t, ev)
            push(s, AdjacencyCheck(t, True), Harvest(AI, t), AIClaim())
            return
        if not any(s.cards[at(*c.tile)] is None for c in book.edition.ai_cards):
            if trace is not None:
                trace.step(JOURNEY, "no AI action card indicates an empty tile")
                trace.choice = "no placement: straight to Harvest"
                ev.append(traced(trace, AI))
            push(s, Harvest(AI, None), AIClaim())
            return
        if trace is not None:
            trace.choice = "flip the next AI action card"
            ev.append(traced(trace, AI))
        push(s, *flip(s, JourneyFlip()), AIClaim())


def festival_tile(s: DragonState, trace: Trace | None) -> int | None:
    """Solo rules, "Journey Phase": the tile where the AI completes a Harvest
    Festival line: never underneath the dragon; the line that gives the AI the most
    resources, then the people the fewest; still tied: None (an action card
    instead). Each card harvested gives one resource (its printed one), except a
    card under the dragon, which gives nothing."""
    cands = [t for t in TILES if s.cards[t] is None and completed_lines(s, t)]
    if trace is not None:
        trace.step(JOURNEY, "tiles where a card completes a Harvest Festival line",
                   [label(t) for t in cands])
    if s.dragon in cands:
        cands.remove(s.dragon)
        if trace is not None:
            trace.step(JOURNEY, f"never underneath the dragon ({label(s.dragon)})",
                       [label(t) for t in cands])
    if not cands:
        if trace is not None:
            trace.step(JOURNEY, "no Harvest Festival line to complete")
        return None

    def ai_gets(t: int) -> int:
        return 1 + sum(s.cards[x][0] == AI for x in festival_cards(s, t)
                       if x not in (t, s.dragon))

    def people_get(t: int) -> int:
        return sum(s.cards[x][0] != AI for x in festival_cards(s, t)
                   if x not in (t, s.dragon))

    for rule, score in (("the most resources for the AI", ai_gets),
                        ("the fewest resources for the people", lambda t: -people_get(t))):
        best = max(score(t) for t in cands)
        cands = [t for t in cands if score(t) == best]
        if trace is not None:
            trace.step(JOURNEY, rule, [label(t) for t in cands])
        if len(cands) == 1:
            return cands[0]
    if trace is not None:
        trace.step(JOURNEY, "still tied: draw and play an AI action card instead")
    return None


def place(book: Rulebook, s: DragonState, t: int, ev: Events) -> None:
    """The top card of the AI's Force pile goes face down on tile ``t``, unseen."""
    s.pile -= 1
    s.cards[t] = (AI, None, False)
    s.unseen.place(t)
    say(ev, "place", f"The AI places the top card of its Force pile face down on "
                     f"{book.tile_name(s, t)}.", AI, seat=AI, tile=label(t), tile_name=s.tiles[t])


@dataclass(frozen=True, slots=True)
class JourneyFlip(Chance):
    """Solo rules, "Journey Phase": flip the next AI action card and place on the
    tile it indicates if that tile has no Force card; else flip the next, and so on.
    ``tried``: the cards flipped so far for this placement (for the trace)."""

    tried: tuple[int, ...] = ()

    def request(self, game, s: DragonState) -> ChanceRequest:
        return action_flip(game.rulebook, s, "the AI's placement")

    def resolve(self, game, s: DragonState, action: Flip, ev: Events) -> None:
        book: Rulebook = game.rulebook
        card = use_card(book, s, action.number, ev)
        t = at(*card.tile)
        if s.cards[t] is not None:
            owner = book.names[s.cards[t][0]]
            # Said, or the table sees a card flipped and the next asked for no reason.
            say(ev, "occupied", f"Tile {label(t)} is taken ({owner}'s card is on it): the AI "
                                "does not place there but flips the next AI action card "
                                "(solo rules, Journey Phase). This card goes face up on the "
                                "flipped AI action cards.", AI, tile=label(t),
                card=card.name)
            push(s, *flip(s, JourneyFlip((*self.tried, action.number))))
            return
        if ev is not None:
            trace = Trace(f"AI turn {s.round}: Journey by action card")
            for n in self.tried:
                tried = book.edition.ai_card[n]
                trace.step(JOURNEY, f"{tried.called} ({tried.name}) indicates "
                                    f"{tried.tile[0]},{tried.tile[1]}: occupied, flip the next")
            trace.step(JOURNEY, f"{card.called} ({card.name}) indicates {label(t)}: no Force "
                                "card there", [label(t)])
            trace.choice = f"place on {label(t)}"
            ev.append(traced(trace, AI))
        place(book, s, t, ev)
        push(s, AdjacencyCheck(t, bool(completed_lines(s, t))), Harvest(AI, t))
