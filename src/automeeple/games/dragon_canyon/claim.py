"""The Claim Phase (solo rules): the AI buys a building for any 4 resources (3 at
Harder), paying its least valuable first, and one more from 4 more; the action
deck's Purchase names each, never the same building twice in a turn. The
building actions on purchase: Training Ground, Tribal Village."""

from __future__ import annotations

from dataclasses import dataclass

from automeeple.engine.core import ChanceRequest, counted, traced
from automeeple.engine.flow import Chance, Events, Step, push
from automeeple.engine.trace import Trace

from .actions import Flip, Named
from .board import Rulebook, action_flip, amounts, flip, hand_discard, say, use_card
from .edition import RESOURCES
from .state import AI, DragonState

CLAIM = "Claim Phase"


def available(book: Rulebook, s: DragonState, name: str) -> bool:
    return s.stacks[book.stack[name]] > 0


@dataclass(frozen=True, slots=True)
class AIClaim(Step):
    """Solo rules, "Claim Phase": with enough resources in its stash the AI flips
    the next action card to see which building it buys; ``first``: the building
    it bought already this turn (then it buys one more at most)."""

    first: str | None = None

    def run(self, game, s: DragonState, ev: Events) -> None:
        book: Rulebook = game.rulebook
        have = sum(s.stash[AI])
        trace = Trace(f"AI turn {s.round}: Claim") if ev is not None else None
        if trace is not None:
            trace.step(CLAIM, f"{counted(have, 'resource')} in its stash; a building takes "
                              f"{book.price}"
                              + (f" more (it bought {self.first})" if self.first else ""))
        if have < book.price:
            if trace is not None:
                trace.choice = "no purchase"
                ev.append(traced(trace, AI))
            return
        names = {c.purchase for c in book.edition.ai_cards}
        if not any(available(book, s, n) and n != self.first for n in names):
            if trace is not None:
                trace.step(CLAIM, "no action card names a building it may buy")
                trace.choice = "no purchase"
                ev.append(traced(trace, AI))
            return
        if trace is not None:
            trace.choice = "flip the next AI action card for its Purchase"
            ev.append(traced(trace, AI))
        push(s, *flip(s, PurchaseFlip(self.first)))


@dataclass(frozen=True, slots=True)
class PurchaseFlip(Chance):
    """The flipped card's Purchase: bought, unless it is the building bought first
    this turn (or its stack is empty): then the AI flips again."""

    first: str | None

    def request(self, game, s: DragonState) -> ChanceRequest:
        return action_flip(game.rulebook, s, "the AI's purchase")

    def resolve(self, game, s: DragonState, action: Flip, ev: Events) -> None:
        book: Rulebook = game.rulebook
        card = use_card(book, s, action.number, ev)
        name = card.purchase
        again = name == self.first or not available(book, s, name)
        if ev is not None:
            trace = Trace(f"AI turn {s.round}: Purchase")
            why = ("identical to the first: the AI never buys two of the same building in "
                   "a turn, flip again" if name == self.first
                   else "its stack is empty: flip again" if again
                   else f"buy it for the {book.price} least valuable resources (Wood; Food; "
                        "Stone; Bone)")
            trace.step(CLAIM, f"{card.called}'s Purchase: {name}: {why}")
            trace.choice = "flip again" if again else f"buy {name}"
            ev.append(traced(trace, AI))
        if again:
            push(s, *flip(s, PurchaseFlip(self.first)))
            return
        paid = pay_least_valuable(s, book.price)
        say(ev, "buy", f"The AI buys {name}, returning {amounts(paid)} from its stash to the "
                       "supply.", AI, seat=AI, building=name, paid=paid)
        then = () if self.first else (AIClaim(name),)
        push(s, *take_building(book, s, AI, name, ev), *then)


def pay_least_valuable(s: DragonState, n: int) -> list[int]:
    """The AI returns its ``n`` least valuable resources (Wood; Food; Stone; Bone)."""
    paid = [0] * len(RESOURCES)
    for k in range(len(RESOURCES)):
        paid[k] = min(n, s.stash[AI][k])
        s.stash[AI][k] -= paid[k]
        n -= paid[k]
    return paid


def take_building(book: Rulebook, s: DragonState, seat: int, name: str, ev: Events):
    """``seat`` takes the top building of the stack ``name``; the work its action
    on purchase brings: Training Ground: every other person discards a card at
    random; Tribal Village: the buyer takes back its discarded Force cards (the AI
    shuffles them into its draw pile)."""
    ed = book.edition
    k = book.stack[name]
    s.stacks[k] -= 1
    s.owned[seat].append(name)
    if s.stacks[k] == 0:
        say(ev, "stack", f"The {name} stack has run out.", seat, building=name)
    if name == ed.training_ground:
        return tuple(HandDiscard(p) for p in book.people if p != seat and s.hands[p])
    if name == ed.tribal_village and s.discards[seat]:
        back = s.discards[seat]
        them, cards = ("it", "card") if len(back) == 1 else ("them", "cards")
        if seat == AI:
            s.unseen.shuffle_in(back, s.pile)
            s.pile += len(back)
            where = f"shuffles {them} into its Force draw pile"
        else:
            s.hands[seat].extend(back)
            where = f"takes {them} into hand"
        say(ev, "village", f"Tribal Village: {book.names[seat]} takes back {book.its(seat)} "
                           f"discarded Force {cards} ({', '.join(back)}) and {where}.", seat,
            seat=seat, cards=list(back))
        s.discards[seat] = []
    return ()


@dataclass(frozen=True, slots=True)
class HandDiscard(Chance):
    """Training Ground: the person discards a card from hand at random (they
    shuffle their hand and report the card)."""

    victim: int

    def request(self, game, s: DragonState) -> ChanceRequest:
        return hand_discard(game.rulebook, s, self.victim, "Training Ground")

    def resolve(self, game, s: DragonState, action: Named, ev: Events) -> None:
        s.hands[self.victim].remove(action.name)
        s.discards[self.victim].append(action.name)
        say(ev, "discard", f"{game.rulebook.names[self.victim]} discards {action.name} "
                           "(Training Ground).", self.victim, seat=self.victim,
            card=action.name)
