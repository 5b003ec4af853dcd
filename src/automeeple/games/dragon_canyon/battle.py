"""Fights: the AI's Battle and Spoils, and its Defending (solo rules), on the base
game's fight (notes §6): both cards face up, each side adds its modifier (a
person's die roll, the AI's action card Strength), the Guard Tower's +2 and the
strength tricks; the attacker wins ties; the loser's card is discarded; the
winner steals a resource from the loser's caravan and an attacker who wins draws
a Loot card. Every fight's sentence gives both sums part by part, whoever
fights, so the table can check them."""

from __future__ import annotations

from dataclasses import dataclass

from automeeple.engine.core import ChanceRequest, traced
from automeeple.engine.flow import Chance, Events, Step, push
from automeeple.engine.trace import Trace

from .actions import LOOT, Flip, Named, Roll, Take
from .board import Rulebook, action_flip, flip, most_valuable, say, unseen_request, use_card
from .edition import RESOURCES
from .grid import label, line_names, lines_through, scan, where
from .state import AI, DragonState, PersonChoice, take_off

BATTLE, SPOILS, DEFENDING, FESTIVAL = "Battle", "Spoils", "Defending", "Harvest Festival"


@dataclass(frozen=True, slots=True)
class AIAttack(Step):
    """Solo rules, "Battle": the AI's card on ``tile`` attacks the person's card met
    first scanning from the Tie Break direction of action card ``card``,
    clockwise or anticlockwise."""

    tile: int
    card: int

    def run(self, game, s: DragonState, ev: Events) -> None:
        book: Rulebook = game.rulebook
        card = book.edition.ai_card[self.card]
        order = scan(self.tile, card.start, card.turn)
        target = next((t for t in order if s.cards[t] is not None and s.cards[t][0] != AI),
                      None)
        if ev is not None:
            trace = Trace(f"AI turn {s.round}: Battle")
            trace.step(BATTLE, f"{card.called}'s tie break: from {card.start}, "
                               f"{card.turn} round {label(self.tile)}", map(label, order))
            trace.choice = "no person's card next to it" if target is None else (
                f"attack {book.names[s.cards[target][0]]}'s card on {label(target)}")
            ev.append(traced(trace, AI))
        if target is not None:
            push(s, StartFight(self.tile, target, self.card))


@dataclass(frozen=True, slots=True)
class StartFight(Step):
    """The card on ``att`` attacks the card on ``dfn``: both turn face up (an AI
    card nobody has seen is turned up first); ``card``: the AI's attacking action
    card (its Strength), if the AI attacks."""

    att: int
    dfn: int
    card: int | None

    def run(self, game, s: DragonState, ev: Events) -> None:
        book: Rulebook = game.rulebook
        for t in (self.att, self.dfn):
            if s.cards[t][1] is None:
                push(s, TurnUpAI(t), self)
                return
        for t in (self.att, self.dfn):
            owner, name, up = s.cards[t]
            if not up:
                s.cards[t] = (owner, name, True)
                say(ev, "reveal", f"Turn {book.names[owner]}'s {name} at {where(t)} face up.",
                    owner, seat=owner, card=name, tile=label(t))
        push(s, Modifier(self.att, self.dfn, self.card, ()))


@dataclass(frozen=True, slots=True)
class TurnUpAI(Chance):
    """An AI card nobody has seen, on ``tile``, is turned face up."""

    tile: int

    def request(self, game, s: DragonState) -> ChanceRequest:
        return unseen_request(game.rulebook, s, f"turn up the AI's card at {where(self.tile)}",
                              self.tile)

    def resolve(self, game, s: DragonState, action: Named, ev: Events) -> None:
        s.unseen.turn_up(action.name, self.tile)
        s.cards[self.tile] = (AI, action.name, True)
        say(ev, "reveal", f"The AI's card at {where(self.tile)} is {action.name}.", AI,
            seat=AI, card=action.name, tile=label(self.tile))


@dataclass(frozen=True, slots=True)
class Modifier(Step):
    """The next side's modifier (``mods``: the attacker's, then the defender's): the
    AI attacking adds its action card's Strength; defending, it flips the next
    card for it; a person rolls."""

    att: int
    dfn: int
    card: int | None
    mods: tuple[int, ...]

    def run(self, game, s: DragonState, ev: Events) -> None:
        if len(self.mods) == 2:
            push(s, ResolveFight(self.att, self.dfn, self.mods))
            return
        t = self.dfn if self.mods else self.att
        if s.cards[t][0] != AI:
            push(s, StrengthRoll(self.att, self.dfn, self.card, self.mods, None))
        elif t == self.att:
            strength = game.edition.ai_card[self.card].strength
            push(s, Modifier(self.att, self.dfn, self.card, (strength,)))
        else:
            push(s, *flip(s, DefenceFlip(self.att, self.dfn, self.card, self.mods)))


@dataclass(frozen=True, slots=True)
class StrengthRoll(Chance):
    """Solo rules, "Battle": the owning player rolls for their strength bonus.
    Easier: they roll both dice and pick one (``first``: the first die; the
    higher is taken, which is never worse). The roll is said, at Easier both dice
    and the one kept, so the table can check the fight's sums."""

    att: int
    dfn: int
    card: int | None
    mods: tuple[int, ...]
    first: int | None

    def roller(self, s: DragonState) -> int:
        """The seat that rolls: the attacker's, then the defender's."""
        return s.cards[self.dfn if self.mods else self.att][0]

    def request(self, game, s: DragonState) -> ChanceRequest:
        book: Rulebook = game.rulebook
        who = book.names[self.roller(s)]
        die = "the second die" if self.first is not None else (
            "both dice: the first" if book.easier else "the die")
        return book.die(f"{who} rolls {die} for strength")

    def resolve(self, game, s: DragonState, action: Roll, ev: Events) -> None:
        book: Rulebook = game.rulebook
        if book.easier and self.first is None:
            push(s, StrengthRoll(self.att, self.dfn, self.card, self.mods, action.value))
            return
        who = self.roller(s)
        if self.first is None:
            value, text = action.value, f"{book.names[who]} rolls {action.value} for strength."
        else:
            value = max(self.first, action.value)
            text = (f"{book.names[who]} rolls both dice for strength (Easier): {self.first} "
                    f"and {action.value}; {book.names[who]} keeps the higher, {value}.")
        say(ev, "roll", text, who, seat=who, dice=[d for d in (self.first, action.value)
                                                   if d is not None], value=value)
        push(s, Modifier(self.att, self.dfn, self.card, (*self.mods, value)))


@dataclass(frozen=True, slots=True)
class DefenceFlip(Chance):
    """Solo rules, "Defending": attacked, the AI flips the next action card for the
    strength modifier it adds to its card."""

    att: int
    dfn: int
    card: int | None
    mods: tuple[int, ...]

    def request(self, game, s: DragonState) -> ChanceRequest:
        return action_flip(game.rulebook, s, "the AI's defence")

    def resolve(self, game, s: DragonState, action: Flip, ev: Events) -> None:
        card = use_card(game.rulebook, s, action.number, ev)
        push(s, Modifier(self.att, self.dfn, self.card, (*self.mods, card.strength)))


def strength(book: Rulebook, s: DragonState, t: int, other: int, mod: int, attacking: bool
             ) -> tuple[int, str]:
    """A card's fight value and its sum as a person checks it ("Tribal Chief 5 +
    roll 5 + Guard Tower 2 = 12"): its strength; its modifier, a person's die roll
    or the AI's action card Strength (solo rules, "Battle"); the Guard Tower's +2
    (to the card on it; with guard_tower=defender only when defending; not when the
    other card's trick cancels it, which the sum says); and a bonus trick against
    the other card."""
    ed = book.edition
    card, foe = ed.card[s.cards[t][1]], ed.card[s.cards[other][1]]
    modifier = "roll" if s.cards[t][0] != AI else "action card Strength"
    parts = [f"{card.name} {card.strength}", f"{modifier} {mod}"]
    total = card.strength + mod
    cancelled = ""
    if (book.special(s, t) == "Guard Tower"
            and (attacking is False or book.opts.guard_tower == "occupant")):
        if foe.trick == "cancel-tower":
            cancelled = f" (Guard Tower +2 cancelled by {foe.name}'s trick)"
        else:
            total += 2
            parts.append("Guard Tower 2")
    if card.trick == "bonus" and card.against == foe.name:
        total += card.bonus
        parts.append(f"trick {card.bonus} against {foe.name}")
    return total, f"{' + '.join(parts)} = {total}{cancelled}"


@dataclass(frozen=True, slots=True)
class ResolveFight(Step):
    """Solo rules, "Spoils": the winner (the attacker on a tie; at Harder with two
    people, the AI on any tie) keeps its card, face up; the loser's goes to its
    owner's discard pile. The AI uses a trick only if it changes the fight value
    (so every strength trick counts and no other)."""

    att: int
    dfn: int
    mods: tuple[int, ...]

    def run(self, game, s: DragonState, ev: Events) -> None:
        book: Rulebook = game.rulebook
        a, a_sum = strength(book, s, self.att, self.dfn, self.mods[0], True)
        d, d_sum = strength(book, s, self.dfn, self.att, self.mods[1], False)
        att_owner, dfn_owner = s.cards[self.att][0], s.cards[self.dfn][0]
        ai_ties = book.harder and not book.solo and AI in (att_owner, dfn_owner)
        att_wins = a > d or (a == d and (att_owner == AI or not ai_ties))
        win, lose = (self.att, self.dfn) if att_wins else (self.dfn, self.att)
        winner, loser = s.cards[win][0], s.cards[lose][0]
        tie = "the AI wins ties (Harder)" if ai_ties else "the attacker wins ties"
        if ev is not None:
            if AI in (att_owner, dfn_owner):
                rule = BATTLE if att_owner == AI else DEFENDING
                trace = Trace(f"{'AI attack' if att_owner == AI else 'AI defence'} on "
                              f"{label(self.dfn)}")
                trace.step(rule, f"attacker: {a_sum}")
                trace.step(rule, f"defender: {d_sum}")
                trace.step(SPOILS, tie if a == d else "the higher value wins")
                for line in broken_lines(s, self.att, lose) if att_owner == AI else ():
                    trace.step(FESTIVAL, f"the fight breaks {line_names(line)}, which its "
                                         f"card on {label(self.att)} completed: no Harvest "
                                         "Festival (the line must still be there after a "
                                         "fight)")
                trace.choice = f"{book.names[winner]} wins"
                ev.append(traced(trace, AI))
            say(ev, "fight", f"{book.names[att_owner]}'s {s.cards[self.att][1]} attacks "
                             f"{book.names[dfn_owner]}'s {s.cards[self.dfn][1]} at "
                             f"{where(self.dfn)}: {a_sum} against {d_sum}: "
                             f"{book.names[winner]} wins{f' ({tie})' if a == d else ''}; "
                             f"{s.cards[lose][1]} goes to {book.names[loser]}'s discard "
                             "pile.", winner, attacker=att_owner, defender=dfn_owner,
                values=[a, d], winner=winner, why=[a_sum, d_sum])
        s.discards[loser].append(s.cards[lose][1])
        take_off(s, lose)
        if att_wins:
            s.wins[winner] += 1
        push(s, *spoils(book, s, winner, loser, ev),
             *([DrawLoot(winner)] if att_wins and len(s.loot_deck) else []))


def broken_lines(s: DragonState, att: int, lose: int) -> list[tuple[int, ...]]:
    """The AI attacks from the card it just placed on ``att`` (solo rules,
    "Battle"): the lines through it that are full completed a Harvest Festival
    line; the loser's card leaving ``lose`` breaks those it lies in (solo rules,
    "Harvest Festival": only "if the line of 4 is still there after a potential
    fight")."""
    return [line for line in lines_through(att)
            if lose in line and all(s.cards[x] is not None for x in line)]


def spoils(book: Rulebook, s: DragonState, winner: int, loser: int, ev: Events):
    """The winner steals a resource from the loser's caravan: the AI the most
    valuable; a person their choice (asked only when there is one)."""
    kinds = [r for r, n in zip(RESOURCES, s.caravan[loser], strict=True) if n]
    if winner != AI and len(kinds) > 1:
        return (StealChoice(winner, loser),)
    if kinds:
        resource = most_valuable(s.caravan[loser]) if winner == AI else kinds[0]
        if winner == AI and ev is not None:
            trace = Trace("AI spoils")
            trace.step(SPOILS, "the most valuable resource in the caravan (Bone; Stone; "
                               "Food; Wood)", kinds)
            trace.choice = f"steal {resource}"
            ev.append(traced(trace, AI))
        steal(book, s, winner, loser, resource, ev)
    return ()


def steal(book: Rulebook, s: DragonState, winner: int, loser: int, resource: str,
          ev: Events) -> None:
    k = RESOURCES.index(resource)
    s.caravan[loser][k] -= 1
    s.caravan[winner][k] += 1
    say(ev, "steal", f"{book.names[winner]} steals 1 {resource} from {book.names[loser]}'s "
                     "caravan.", winner, seat=winner, victim=loser, resource=resource)


@dataclass(frozen=True, slots=True)
class StealChoice(PersonChoice):
    """Spoils: the person who won picks the resource to steal."""

    side: int
    victim: int

    def question(self, game, s: DragonState) -> str:
        return f"Steal a resource from {game.rulebook.names[self.victim]}'s caravan"

    def legal(self, game, s: DragonState) -> list[Take]:
        return [game.actions.steal[r] for r, n in zip(RESOURCES, s.caravan[self.victim],
                                                      strict=True) if n]

    def resolve(self, game, s: DragonState, action: Take, ev: Events) -> None:
        steal(game.rulebook, s, self.side, self.victim, action.resource, ev)


@dataclass(frozen=True, slots=True)
class DrawLoot(Chance):
    """An attacker who wins draws a Loot card (notes §6, §11); at Harder with two
    people the AI starts with one (solo rules)."""

    taker: int

    def request(self, game, s: DragonState) -> ChanceRequest:
        kinds, counts = s.loot_deck.distribution()
        return ChanceRequest(f"{game.rulebook.names[self.taker]} draws a Loot card",
                             tuple(game.actions.named[LOOT, k] for k in kinds), counts,
                             labels=kinds)

    def resolve(self, game, s: DragonState, action: Named, ev: Events) -> None:
        s.loot_deck.remove(action.name)
        s.loot[self.taker].append(action.name)
        say(ev, "loot", f"{game.rulebook.names[self.taker]} draws the Loot card {action.name}.",
            self.taker, seat=self.taker, loot=action.name)
