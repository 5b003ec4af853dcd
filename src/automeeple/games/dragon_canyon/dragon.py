"""The AI's Action Phase and Moving the Dragon (solo rules), and the dragon's stomp
for anyone (base game, notes §7: the stomped player discards a card at random)."""

from __future__ import annotations

from dataclasses import dataclass

from automeeple.engine.core import ChanceRequest, traced
from automeeple.engine.flow import Chance, Events, Step, push
from automeeple.engine.trace import Trace

from .actions import Flip, Named
from .battle import AIAttack
from .board import (
    Rulebook,
    action_flip,
    flip,
    gain,
    hand_discard,
    reshuffle_force,
    say,
    unseen_request,
    use_card,
)
from .edition import ANY, AICard
from .grid import TILES, label, neighbours, spiral, steps, where
from .harvest import TakeChoice
from .state import AI, DragonState

ACTION, DRAGON = "Action Phase", "Moving the Dragon"


@dataclass(frozen=True, slots=True)
class AdjacencyCheck(Step):
    """Solo rules, "Action Phase": placed next to a person's card, the AI flips the
    next action card (Fight or Move Dragon); on a Dragon Canyon tile it moves the
    dragon in any case. Easier: no adjacency action when the placement completed a
    Harvest Festival line (``line``), but the dragon still moves."""

    tile: int
    line: bool

    def run(self, game, s: DragonState, ev: Events) -> None:
        book: Rulebook = game.rulebook
        t = self.tile
        canyon = book.special(s, t) == "Dragon Canyon"
        next_to = [x for x in neighbours(t) if s.cards[x] is not None and s.cards[x][0] != AI]
        trace = Trace(f"AI turn {s.round}: Action") if ev is not None else None
        if trace is not None:
            trace.step(ACTION, f"people's cards next to {label(t)}", map(label, next_to))
        if next_to and book.easier and self.line:
            next_to = []
            if trace is not None:
                trace.step("Easier", "the placement completed a Harvest Festival line: no "
                                     "adjacency action")
        if next_to:
            if trace is not None:
                trace.choice = "flip the next AI action card"
                ev.append(traced(trace, AI))
            push(s, *flip(s, ActionFlip(t)))
            return
        if trace is not None:
            trace.choice = ("placed on a Dragon Canyon tile: move the dragon" if canyon
                            else "no action")
            ev.append(traced(trace, AI))
        if canyon:
            push(s, MoveTheDragon(t, None))


@dataclass(frozen=True, slots=True)
class ActionFlip(Chance):
    """Solo rules, "Action Phase": the action card's Action, Fight or Move Dragon;
    the dragon also moves when the AI placed on a Dragon Canyon tile."""

    tile: int

    def request(self, game, s: DragonState) -> ChanceRequest:
        return action_flip(game.rulebook, s, "the AI's action")

    def resolve(self, game, s: DragonState, action: Flip, ev: Events) -> None:
        book: Rulebook = game.rulebook
        card = use_card(book, s, action.number, ev)
        canyon = book.special(s, self.tile) == "Dragon Canyon"
        moves = card.action == "Move Dragon" or canyon
        fights = card.action == "Fight"
        if ev is not None:
            trace = Trace(f"AI turn {s.round}: Action")
            trace.step(ACTION, f"the Action section says {card.action}")
            if canyon:
                trace.step(DRAGON, f"placed on a Dragon Canyon tile ({label(self.tile)}): "
                                   "the dragon moves too")
            trace.choice = " and ".join([*(["Move Dragon"] if moves else []),
                                         *(["Fight"] if fights else [])])
            ev.append(traced(trace, AI))
        push(s, *([MoveTheDragon(self.tile, action.number)] if moves else []),
             *([AIAttack(self.tile, action.number)] if fights else []))


def targets(book: Rulebook, s: DragonState, side: int = AI) -> list[int]:
    """The cards ``side``'s dragon may stomp: the others' (for the AI, the
    people's), but not a face-up Dragon Slayer."""
    slayer = book.edition.dragon_slayer
    return [t for t in TILES if (c := s.cards[t]) is not None and c[0] != side
            and not (c[2] and c[1] == slayer)]


@dataclass(frozen=True, slots=True)
class MoveTheDragon(Step):
    """Solo rules, "Moving the Dragon": no person's card (or only a face-up Dragon
    Slayer): the dragon stays; one: onto it; several: the closest to the AI's card
    on ``tile`` by the tie-break of the current action card ``card`` (None: none
    flipped in this Action phase, so the next is flipped, as in the example)."""

    tile: int
    card: int | None

    def run(self, game, s: DragonState, ev: Events) -> None:
        book: Rulebook = game.rulebook
        cands = targets(book, s)
        trace = Trace(f"AI turn {s.round}: Moving the Dragon") if ev is not None else None
        if trace is not None:
            trace.step(DRAGON, "people's cards on the map (not a face-up Dragon Slayer)",
                       map(label, cands))
        if len(cands) > 1 and self.card is None:
            if trace is not None:
                trace.choice = "several: flip the next AI action card for its tie break"
                ev.append(traced(trace, AI))
            push(s, *flip(s, TieBreakFlip(self.tile)))
            return
        if not cands:
            if trace is not None:
                trace.choice = f"the dragon stays on {label(s.dragon)}"
                ev.append(traced(trace, AI))
            say(ev, "dragon", f"The dragon stays on {book.tile_name(s, s.dragon)}.", AI,
                tile=label(s.dragon))
            return
        target = cands[0] if len(cands) == 1 else closest(
            book, book.edition.ai_card[self.card], self.tile, cands, trace)
        if trace is not None:
            trace.choice = f"stomp {label(target)}"
            ev.append(traced(trace, AI))
        stomp(book, s, target, AI, ev)


def closest(book: Rulebook, card: AICard, tile: int, cands: list[int],
            trace: Trace | None) -> int:
    """The spiral search of the tie-break (solo rules, "Moving the Dragon" and its
    example): the first of ``cands`` met; the trace lists the tiles looked at.
    Option closest=steps: only the cards the fewest orthogonal steps away are
    searched for (the spiral breaks their tie)."""
    if book.opts.closest == "steps":
        near = min(steps(tile, t) for t in cands)
        cands = [t for t in cands if steps(tile, t) == near]
        if trace is not None:
            trace.step(DRAGON, f"the fewest steps from {label(tile)}: {near}",
                       map(label, cands))
    looked = []
    for t in spiral(tile, card.start, card.turn):
        looked.append(t)
        if t in cands:
            break
    if trace is not None:
        trace.step(DRAGON, f"{card.called}'s tie break: from {card.start}, "
                           f"{card.turn} spiral outward from {label(tile)}; tiles looked at",
                   map(label, looked))
    return looked[-1]


@dataclass(frozen=True, slots=True)
class TieBreakFlip(Chance):
    """The example tie-break situation: several cards to choose from, so the AI
    flips the next action card to check the tie-breaker."""

    tile: int

    def request(self, game, s: DragonState) -> ChanceRequest:
        return action_flip(game.rulebook, s, "the tie break for the dragon")

    def resolve(self, game, s: DragonState, action: Flip, ev: Events) -> None:
        book: Rulebook = game.rulebook
        card = use_card(book, s, action.number, ev)
        trace = Trace(f"AI turn {s.round}: Moving the Dragon") if ev is not None else None
        target = closest(book, card, self.tile, targets(book, s), trace)
        if trace is not None:
            trace.choice = f"stomp {label(target)}"
            ev.append(traced(trace, AI))
        stomp(book, s, target, AI, ev)


def stomp(book: Rulebook, s: DragonState, target: int, stomper: int, ev: Events) -> None:
    """The dragon stomps the card on ``target``: its owner discards a card at
    random (the AI, which has no hand: the top card of its Force pile)."""
    back, s.dragon = s.dragon, target
    victim = s.cards[target][0]
    # The rules' "stomp the dragon on that card" holds for a card the dragon already
    # stands on: it stays and stomps it again (our reading, docs/dragon-canyon.md).
    move = (f"The dragon stays on {book.names[victim]}'s card on {book.tile_name(s, target)} "
            "and stomps it again" if back == target else
            f"Move the dragon from {where(back)} onto {book.names[victim]}'s card on "
            f"{book.tile_name(s, target)}")
    say(ev, "dragon", f"{move}.", stomper, seat=stomper, tile=label(target), back=label(back),
        victim=victim)
    if victim == AI:
        if not s.pile and s.discards[AI]:
            reshuffle_force(book, s, ev)  # solo rules, "Setup": the pile ran out
        if s.pile:
            push(s, StompPile(stomper, back))
        else:
            say(ev, "dragon", f"{book.names[AI]} has no card in its Force pile to discard "
                              "(all its Force cards are on the map).", AI, seat=AI)
    elif s.hands[victim]:
        push(s, StompDiscard(victim, stomper, back))
    else:
        say(ev, "dragon", f"{book.names[victim]} has no card in hand to discard.", victim,
            seat=victim)


def stomped(book: Rulebook, s: DragonState, victim: int, stomper: int, name: str, back: int,
            ev: Events) -> None:
    """The discarded card: the Dragon Slayer sends the dragon back where it came
    from; any other gives the stomper its resource (the AI takes Bone for a choice,
    as at a Harvest Festival)."""
    s.discards[victim].append(name)
    say(ev, "discard", f"{book.names[victim]} discards {name} (the dragon's stomp).", victim,
        seat=victim, card=name)
    if name == book.edition.dragon_slayer:
        s.dragon = back
        say(ev, "dragon", f"The Dragon Slayer: the dragon goes back to "
                          f"{book.tile_name(s, back)}.", victim, tile=label(back))
        return
    resource = book.edition.card[name].resource
    if resource != ANY:
        gain(book, s, stomper, resource, 1, f"the stomp, {book.whose(victim)} {name}", ev)
    elif stomper == AI:
        gain(book, s, AI, "Bone", 1, f"the stomp, {book.whose(victim)} {name}", ev)
    else:
        push(s, TakeChoice(stomper, f"the stomp, {book.whose(victim)} {name}"))


@dataclass(frozen=True, slots=True)
class StompDiscard(Chance):
    """The stomped person discards a card from hand at random (the person at the
    table shuffles their hand and reports the card)."""

    victim: int
    stomper: int
    back: int

    def request(self, game, s: DragonState) -> ChanceRequest:
        return hand_discard(game.rulebook, s, self.victim, "the dragon's stomp")

    def resolve(self, game, s: DragonState, action: Named, ev: Events) -> None:
        s.hands[self.victim].remove(action.name)
        stomped(game.rulebook, s, self.victim, self.stomper, action.name, self.back, ev)


@dataclass(frozen=True, slots=True)
class StompPile(Chance):
    """A person stomps the AI's card: the AI has no hand, so it discards the top
    card of its Force pile (docs/dragon-canyon.md)."""

    stomper: int
    back: int

    def request(self, game, s: DragonState) -> ChanceRequest:
        return unseen_request(game.rulebook, s, "turn up the top card of the AI's Force "
                                                "pile and discard it (the dragon's stomp)", None)

    def resolve(self, game, s: DragonState, action: Named, ev: Events) -> None:
        s.unseen.turn_up(action.name, None)
        s.pile -= 1
        stomped(game.rulebook, s, AI, self.stomper, action.name, self.back, ev)
