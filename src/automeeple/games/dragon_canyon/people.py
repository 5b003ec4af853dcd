"""The people's turn: the base game as far as the notes know it (notes §5-§10),
with the same phases as the AI's. Stockpile; when the hand is empty, the discard
pile comes back into it; Journey: a card from hand face down on an empty tile
(on a Dragon Canyon tile, the dragon moves onto an enemy card); Action: fight an
adjacent enemy card, use the card's trick, or pass; Harvest; Claim: up to two
buildings, each paid at its printed cost."""

from __future__ import annotations

from dataclasses import dataclass
from operator import ge

from automeeple.engine.core import Event
from automeeple.engine.flow import Events, Step, push

from .actions import Blink, Buy, Fight, Play, Reveal, Stomp, Word
from .battle import StartFight, TurnUpAI
from .board import Rulebook, amounts, say, stockpile
from .claim import available, take_building
from .dragon import stomp, targets
from .grid import TILES, label, neighbours, where
from .harvest import Harvest
from .state import DragonState, PersonChoice, take_off

#: notes §10: how many buildings a person may buy in a turn is unknown; as many
#: as the AI may (solo rules, "Claim Phase").
BUYS = 2


@dataclass(frozen=True, slots=True)
class PersonTurn(Step):
    """A person's turn (notes §5): Stockpile, Journey, Action, Harvest, Claim. With
    no card in hand the discard pile comes back (notes §5 placeholder); with none
    there either, or no empty tile, Journey and Action are skipped (as the AI's)."""

    side: int

    def run(self, game, s: DragonState, ev: Events) -> None:
        book: Rulebook = game.rulebook
        side = self.side
        s.turn = side
        say(ev, "turn", f"{book.names[side]}'s turn.", side, seat=side)
        stockpile(book, s, side, ev)
        if not s.hands[side] and s.discards[side]:
            s.hands[side], s.discards[side] = s.discards[side], []
            say(ev, "recall", f"{book.names[side]} takes the discard pile back into hand.",
                side, seat=side)
        if s.hands[side] and None in s.cards:
            push(s, Journey(side), ClaimPhase(side, ()))
        else:
            say(ev, "skip", f"{book.names[side]} cannot place a card: straight to Harvest.",
                side, seat=side)
            push(s, Harvest(side, None), ClaimPhase(side, ()))


@dataclass(frozen=True, slots=True)
class Journey(PersonChoice):
    """Journey: play a card from hand face down on an empty tile."""

    side: int

    def question(self, game, s: DragonState) -> str:
        return "Journey: play a Force card face down on an empty tile"

    def legal(self, game, s: DragonState) -> list[Play]:
        play = game.actions.play
        return [play[c, t] for c in sorted(set(s.hands[self.side])) for t in TILES
                if s.cards[t] is None]

    def why_not(self, game, s: DragonState, action) -> str | None:
        """Journey (notes §5): a card of your hand, onto an empty tile."""
        if not isinstance(action, Play):
            return None
        if action.card not in s.hands[self.side]:
            return f"your hand holds no {action.card} (notes §5: a card from your hand)"
        if s.cards[action.tile] is not None:
            return f"a card is on {where(action.tile)} already (notes §5: an empty tile)"
        return None

    def resolve(self, game, s: DragonState, action: Play, ev: Events) -> None:
        book: Rulebook = game.rulebook
        side, t = self.side, action.tile
        s.hands[side].remove(action.card)
        s.cards[t] = (side, action.card, False)
        if ev is not None:
            # The card is theirs alone to know until it is turned up.
            ev.append(Event("place", f"{book.names[side]} places {action.card} face down on "
                                     f"{book.tile_name(s, t)}.", side,
                            {"seat": side, "tile": label(t), "card": action.card},
                            others=f"{book.names[side]} places a card face down on "
                                   f"{book.tile_name(s, t)}."))
        canyon = book.special(s, t) == "Dragon Canyon"
        push(s, *([DragonCanyon(side)] if canyon else []), ActionPhase(side, t),
             Harvest(side, t))


@dataclass(frozen=True, slots=True)
class DragonCanyon(Step):
    """A card placed on a Dragon Canyon tile sends the dragon onto an enemy card
    (notes §7 placeholder, as the AI does): asked only when there is a choice."""

    side: int

    def run(self, game, s: DragonState, ev: Events) -> None:
        book: Rulebook = game.rulebook
        cands = targets(book, s, self.side)
        if len(cands) > 1:
            push(s, MoveDragon(self.side))
        elif cands:
            stomp(book, s, cands[0], self.side, ev)


@dataclass(frozen=True, slots=True)
class MoveDragon(PersonChoice):
    """The Dragon Canyon: the person picks the enemy card the dragon stomps."""

    side: int

    def question(self, game, s: DragonState) -> str:
        return "The Dragon Canyon: move the dragon onto an enemy card"

    def legal(self, game, s: DragonState) -> list[Stomp]:
        return [game.actions.stomp[t] for t in targets(game.rulebook, s, self.side)]

    def resolve(self, game, s: DragonState, action: Stomp, ev: Events) -> None:
        stomp(game.rulebook, s, action.tile, self.side, ev)


def action_options(game, s: DragonState, side: int, t: int, trick: str) -> list:
    """What ``side``'s card just played on ``t``, with ``trick``, may do (notes
    §5): fight an adjacent enemy card, or use its trick (blink: move to an empty
    tile; reveal: turn an adjacent enemy card face up)."""
    a = game.actions
    enemies = [x for x in neighbours(t) if s.cards[x] is not None and s.cards[x][0] != side]
    out = [a.fight[x] for x in enemies]
    if trick == "blink":
        out += [a.blink[x] for x in TILES if s.cards[x] is None]
    elif trick == "reveal":
        out += [a.reveal[x] for x in enemies if not s.cards[x][2]]
    return out


@dataclass(frozen=True, slots=True)
class ActionPhase(Step):
    """Action (notes §5): asked only when the card on ``tile`` can do something.
    With two people the other must not learn from a question left out that the
    card has no trick, so it is asked whenever any Force card could act there."""

    side: int
    tile: int

    def run(self, game, s: DragonState, ev: Events) -> None:
        tricks = ({game.edition.card[s.cards[self.tile][1]].trick} if game.rulebook.solo
                  else {c.trick for c in game.edition.force_cards})
        if any(action_options(game, s, self.side, self.tile, trick) for trick in tricks):
            push(s, Act(self.side, self.tile))


@dataclass(frozen=True, slots=True)
class Act(PersonChoice):
    """Action (notes §5): the card just played on ``tile`` fights an adjacent enemy
    card or uses its trick, each turning it face up; or nothing. The question
    names only what everyone may see (the card is face down)."""

    side: int
    tile: int

    def question(self, game, s: DragonState) -> str:
        fight = any(s.cards[x] is not None and s.cards[x][0] != self.side
                    for x in neighbours(self.tile))
        return (f"Action with your card at {where(self.tile)}: "
                f"{'fight a card next to it, ' if fight else ''}use its trick if it can, "
                "or pass")

    def legal(self, game, s: DragonState) -> list:
        trick = game.edition.card[s.cards[self.tile][1]].trick
        return [*action_options(game, s, self.side, self.tile, trick), game.actions.pass_]

    def why_not(self, game, s: DragonState, action) -> str | None:
        """Action (notes §5): a fight with an enemy card next to yours; a trick the
        card has (blink onto an empty tile, reveal a face-down enemy card next to
        it). Told to the person whose card it is, on their own turn."""
        if not isinstance(action, Fight | Blink | Reveal):
            return None
        card, there = s.cards[self.tile][1], where(action.tile)
        if isinstance(action, Blink):
            if game.edition.card[card].trick != "blink":
                return f"your {card} has no Blink trick (notes §5)"
            if s.cards[action.tile] is None:
                return None
            return f"a card is on {there}: a blink goes to an empty tile (notes §5)"
        if isinstance(action, Reveal) and game.edition.card[card].trick != "reveal":
            return f"your {card} has no Reveal trick (notes §5)"
        if action.tile not in neighbours(self.tile):
            return f"{there} is not next to your card at {where(self.tile)} (notes §5)"
        other = s.cards[action.tile]
        if other is None or other[0] == self.side:
            return f"{there} holds {'no card' if other is None else 'your own card'} (notes §5)"
        if isinstance(action, Reveal) and other[2]:
            return f"the card at {there} is face up already (notes §5)"
        return None

    def resolve(self, game, s: DragonState, action, ev: Events) -> None:
        book: Rulebook = game.rulebook
        t = self.tile
        if isinstance(action, Fight):
            push(s, StartFight(t, action.tile, None))
            return
        if isinstance(action, Word):
            return
        owner, name, _ = s.cards[t]
        if isinstance(action, Blink):
            take_off(s, t)
            s.cards[action.tile] = (owner, name, True)
            say(ev, "trick", f"{book.names[owner]}'s {name} blinks from {where(t)} to "
                             f"{book.tile_name(s, action.tile)} (face up).", owner,
                card=name, tile=label(action.tile))
        elif isinstance(action, Reveal):
            s.cards[t] = (owner, name, True)
            foe, foe_name, _ = s.cards[action.tile]
            s.cards[action.tile] = (foe, foe_name, True)
            if foe_name is None:  # an AI card nobody has seen
                push(s, TurnUpAI(action.tile))
            say(ev, "trick", f"{book.names[owner]}'s {name} turns {book.names[foe]}'s card at "
                             f"{where(action.tile)} face up.", owner, card=name,
                tile=label(action.tile))


def affordable(game, s: DragonState, side: int) -> list[Buy]:
    """The buildings ``side`` can pay for from its stash (stack not empty)."""
    stash, book, buy = s.stash[side], game.rulebook, game.actions.buy
    return [buy[name] for name, cost in book.cost.items()
            if available(book, s, name) and all(map(ge, stash, cost))]


@dataclass(frozen=True, slots=True)
class ClaimPhase(Step):
    """Claim (notes §10): asked only while a building is affordable, up to
    :data:`BUYS` a turn."""

    side: int
    bought: tuple[str, ...]

    def run(self, game, s: DragonState, ev: Events) -> None:
        if len(self.bought) < BUYS and affordable(game, s, self.side):
            push(s, PersonClaim(self.side, self.bought))


@dataclass(frozen=True, slots=True)
class PersonClaim(PersonChoice):
    """Claim (notes §10): buy a building whose stack is not empty, paying its
    printed cost from the stash; or done."""

    side: int
    bought: tuple[str, ...]

    def question(self, game, s: DragonState) -> str:
        return f"Claim: buy a building (stash: {amounts(s.stash[self.side])}), or done"

    def legal(self, game, s: DragonState) -> list:
        return [*affordable(game, s, self.side), game.actions.done]

    def why_not(self, game, s: DragonState, action) -> str | None:
        """Claim (notes §10): a building left in its stack, paid from the stash."""
        if not isinstance(action, Buy):
            return None
        name, book = action.building, game.rulebook
        if not available(book, s, name):
            return f"no {name} is left in its stack (notes §10)"
        if action in affordable(game, s, self.side):
            return None
        return (f"the {name} costs {amounts(list(book.cost[name]))}, and your stash holds "
                f"{amounts(s.stash[self.side])} (notes §10)")

    def resolve(self, game, s: DragonState, action, ev: Events) -> None:
        if not isinstance(action, Buy):
            return
        book: Rulebook = game.rulebook
        paid = list(book.cost[action.building])
        stash = s.stash[self.side]
        for k, n in enumerate(paid):
            stash[k] -= n
        say(ev, "buy", f"{book.names[self.side]} buys {action.building} for {amounts(paid)}.",
            self.side, seat=self.side, building=action.building, paid=paid)
        push(s, *take_building(book, s, self.side, action.building, ev),
             ClaimPhase(self.side, (*self.bought, action.building)))
