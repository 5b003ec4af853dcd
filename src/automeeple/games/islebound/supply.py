"""What both players share and the AI's automatic purchases: the influence track
(notes §5), the building row and its deck (solo §3, notes §8), the renown tokens
(solo §5 "AI Treasure Purchase", §7 FAQ) and the brag cards (solo §5 "Brag Cards").
Each event sentence says what to change on the table."""

from __future__ import annotations

from dataclasses import dataclass

from automeeple.engine.components import tally
from automeeple.engine.core import ChanceRequest, Event, counted, traced
from automeeple.engine.flow import Chance, Events, Step, push
from automeeple.engine.trace import Trace

from .actions import Card, Given, TokenDrawn
from .board import Board, coins, goods, pirates, says
from .state import AI, EIGHT_BUILDINGS, LAST_TOKEN, PERSON, PLAYING, TRIGGERED, IsleState

#: Whose cube comes off a town that changes hands.
OWN = {PERSON: "your", AI: "the AI's"}

# --- The influence track (notes §5) -----------------------------------------------------


def spaces(numbers: list[int]) -> str:
    """Track spaces as a person counts them, from 1 on the left: "space 3", "spaces
    3, 4" ("" for none)."""
    if not numbers:
        return ""
    return ("space " if len(numbers) == 1 else "spaces ") + ", ".join(str(n + 1)
                                                                     for n in numbers)


def place_cubes(s: IsleState, seat: int, n: int) -> list[int]:
    """Put up to ``n`` of ``seat``'s cubes on the leftmost empty spaces (solo §5
    action 1); the spaces used."""
    used = [i for i, cube in enumerate(s.track) if cube is None][:n]
    for i in used:
        s.track[i] = seat
    return used


def remove_cubes(s: IsleState, seat: int, n: int) -> list[int]:
    """Take ``n`` of ``seat``'s cubes off the track, from the left (solo §5 action
    2: "remove required cubes from left"); the spaces emptied."""
    taken = [i for i, cube in enumerate(s.track) if cube == seat][:n]
    for i in taken:
        s.track[i] = None
    return taken


def track_full(s: IsleState) -> bool:
    return None not in s.track


# --- Pirates (notes §2: 15 cards; every component but coins, books, fish and wood is
# limited to what the box holds) ---------------------------------------------------------


def pirates_left(board: Board, s: IsleState) -> int:
    """Pirate cards still in the supply: the box's less those the players hold
    (discarded pirates go back to it)."""
    return board.edition.pirates - s.pirates[PERSON] - s.pirates[AI]


def take_pirates(board: Board, s: IsleState, seat: int, n: int) -> int:
    """``seat`` takes up to ``n`` pirates from the supply; how many it got."""
    got = min(n, pirates_left(board, s))
    s.pirates[seat] += got
    return got


def pirates_unknown(board: Board) -> bool:
    """Table mode: the person's pirates are on the table and not reported, so the
    program cannot tell how many the supply still holds (only that it holds no more
    than the box's less the AI's)."""
    return board.opts.person_turn == "reported"


#: A count of pirates in words, as a person may type it.
COUNT_WORDS = {0: ("none", "zero"), 1: ("one",), 2: ("two",), 3: ("three",), 4: ("four",),
               5: ("five",), 6: ("six",)}


@dataclass(frozen=True, slots=True)
class GivePirates(Chance):
    """Table mode: the AI takes up to ``wanted`` pirates from the supply (solo §5
    action 3, or a renown token's benefit), as many as it still holds (notes §2:
    the box's 15 pirate cards, less the ones you hold, which the program does not
    know): the person counts what the AI got, as on the table (a number, never a
    place in the list). The program cannot tell how many you hold: each count is
    as likely."""

    wanted: int

    def request(self, game, s: IsleState) -> ChanceRequest:
        counts = range(min(self.wanted, pirates_left(game.board, s)), -1, -1)
        # A count, not a thing that comes up: asked as one, and taken as a figure
        # or a word ("3", "three", "none").
        return ChanceRequest(f"give the AI {pirates(self.wanted)} from the supply, or as "
                             "many as are left in it",
                             tuple(game.actions.given[n] for n in counts),
                             (1,) * len(counts), labels=tuple(str(n) for n in counts),
                             aliases=tuple(COUNT_WORDS.get(n, ()) for n in counts),
                             ask="How many did it get?")

    def resolve(self, game, s: IsleState, action: Given, ev: Events) -> None:
        s.pirates[AI] += action.what
        if ev is not None:
            text = (f"The AI got {pirates(action.what)} (it has {s.pirates[AI]})."
                    if action.what else "No pirates were left in the supply: the AI "
                                        "gets none.")
            ev.append(Event("pirates", text, AI, {"pirates": action.what}))


# --- Towns changing hands (notes §4, solo §5 actions 2 and 4) ----------------------------


def take_town(board: Board, s: IsleState, seat: int, t: int, how: str, ev: Events) -> None:
    """``seat`` takes town ``t`` and its spoils from the bank (the banner value,
    solo §5). ``how``: what it paid, for the sentence."""
    before = s.owner[t]
    s.owner[t] = seat
    spoils = board.towns[t].spoils
    s.coins[seat] += spoils
    if ev is not None:
        town = board.towns[t].name
        cube = "your cube" if seat == PERSON else "an AI cube"
        lost = "" if before is None else f" Take {OWN[before]} cube off it."
        ev.append(Event("town", f"{says(seat, 'take')} {town} ({how}) and {coins(spoils)} of "
                                f"spoils from the bank: put {cube} on it.{lost}",
                        seat, {"seat": seat, "town": town, "spoils": spoils, "from": before}))


# --- The building row (solo §3, notes §8) -----------------------------------------------


def left_to_buy(s: IsleState) -> int:
    """Buildings in the row and the deck (solo §5 action 5, "<6 buildings available")."""
    return sum(c is not None for c in s.row) + len(s.deck)


def take_buildings(board: Board, s: IsleState, seat: int, cards: list[int], ev: Events,
                   paid: bool = False) -> None:
    """``seat`` takes ``cards`` from the row; the cards to their right slide left and
    the row is dealt up again from the deck (notes §8: slide and refill)."""
    for card in cards:
        slot = s.row.index(card)
        s.row[slot] = None
        s.built[seat].append(card)
        if ev is not None:
            c = board.cards[card]
            how = f"{says(seat, 'pay')} {coins(c.cost)} for" if paid else says(seat, "take")
            ev.append(Event("building", f"{how} {c.name} (slot {slot + 1}, "
                                        f"cost {c.cost}) from the building row.", seat,
                            {"seat": seat, "building": c.name, "slot": slot + 1,
                             "cost": c.cost, "paid": paid}))
    kept = [c for c in s.row if c is not None]
    s.row = kept + [None] * (board.row_size - len(kept))
    if ev is not None and len(kept) < board.row_size:
        ev.append(Event("row", "Slide the building cards left to close the gaps.",
                        data={"row": [board.cards[c].name for c in kept]}))
    end_trigger(board, s, seat, ev)
    push(s, DealRow())


@dataclass(frozen=True, slots=True)
class DealRow(Step):
    """Solo §3 "draw 5 face-up", and after a purchase: a card for each empty slot,
    left to right, while the deck lasts."""

    def run(self, game, s: IsleState, ev: Events) -> None:
        empty = [i for i, c in enumerate(s.row) if c is None]
        push(s, *(DealCard(i) for i in empty[:len(s.deck)]))


@dataclass(frozen=True, slots=True)
class DealCard(Chance):
    """A building card dealt face up into ``slot`` (a physical draw: the person
    names the card they turned over)."""

    slot: int

    def request(self, game, s: IsleState) -> ChanceRequest:
        cards = sorted(s.deck)
        return ChanceRequest(f"deal a building card into slot {self.slot + 1} of the row",
                             tuple(game.actions.card[c] for c in cards), (1,) * len(cards),
                             labels=tuple(game.board.cards[c].name for c in cards))

    def resolve(self, game, s: IsleState, action: Card, ev: Events) -> None:
        s.deck.remove(action.what)
        s.row[self.slot] = action.what
        if ev is not None:
            c = game.board.cards[action.what]
            ev.append(Event("row", f"{c.name} (cost {c.cost}) is dealt into slot "
                                   f"{self.slot + 1}.",
                            data={"building": c.name, "slot": self.slot + 1, "cost": c.cost}))


def end_trigger(board: Board, s: IsleState, seat: int, ev: Events) -> None:
    """Solo §6: a player owning 8 buildings triggers the end: the round is
    finished, then one final turn each."""
    if s.final == PLAYING and len(s.built[seat]) >= board.edition.end_buildings:
        s.final, s.ended_by, s.trigger = TRIGGERED, EIGHT_BUILDINGS, seat
        if ev is not None:
            owned = counted(len(s.built[seat]), "building")
            ev.append(Event("end", f"{says(seat, 'own')} {owned}: this round is finished, "
                                   "then one final turn each (solo §6).",
                            seat, {"seat": seat, "buildings": len(s.built[seat])}))


# --- Renown tokens (solo §5 "AI Treasure Purchase", §7 FAQ) -------------------------------


@dataclass(frozen=True, slots=True)
class TokenCheck(Step):
    """Solo §5: whenever the AI holds the threshold's coins (14 or 16), it buys the
    top renown token for 7 coins; with none left, no token (§7 FAQ)."""

    def run(self, game, s: IsleState, ev: Events) -> None:
        if s.coins[AI] >= game.opts.token_threshold and s.stack:
            if ev is not None:
                ev.append(traced(token_trace(game, s), AI))
            push(s, DrawToken(AI))


def token_trace(game, s: IsleState) -> Trace:
    """Solo §5 "AI Treasure Purchase", explained for "why": the AI's coins against
    the threshold, and the price (the token itself is drawn next)."""
    price, threshold = game.edition.token_price, game.opts.token_threshold
    trace = Trace("The AI buys a renown token", choice=f"the top renown token for "
                                                      f"{coins(price)}")
    trace.step("solo §5 AI Treasure Purchase", f"it has {coins(s.coins[AI])}, {threshold} or more: "
               f"it buys the top renown token for {coins(price)} (to the bank) and gains its "
               "benefit", [f"{counted(len(s.stack), 'token')} left in the stack"])
    return trace


def token_check_after(s: IsleState) -> None:
    """The token check after what the AI just gained: below the table's count of
    its pirates when one was asked (:class:`GivePirates`), as Play mode gives them
    at once, before the check."""
    if s.flow and isinstance(s.flow[-1], GivePirates):
        s.flow.insert(-1, TokenCheck())
    else:
        push(s, TokenCheck())


@dataclass(frozen=True, slots=True)
class DrawToken(Chance):
    """The renown token on top of the stack, taken by ``side`` (the AI buying it,
    or the person reporting one they took): a physical draw."""

    side: int

    def request(self, game, s: IsleState) -> ChanceRequest:
        kinds, weights = tally(s.stack)
        what = (f"the AI buys the top renown token for {coins(game.edition.token_price)}"
                if self.side == AI else "you took the top renown token")
        return ChanceRequest(what,
                             tuple(game.actions.token[k] for k in kinds), weights,
                             labels=tuple(game.board.token_names[k] for k in kinds))

    def resolve(self, game, s: IsleState, action: TokenDrawn, ev: Events) -> None:
        board, kind = game.board, action.what
        s.stack.remove(kind)
        s.tokens[self.side].append(kind)
        if self.side == AI:
            price, had = board.edition.token_price, s.coins[AI]
            s.coins[AI] -= price
            gain, amount = board.benefits[kind]
            gained = ai_benefit(board, s, gain, amount)
            if ev is not None:
                ev.append(Event("token", f"The AI has {coins(had)}: it buys the "
                                         f"top renown token ({action.name}) for {coins(price)} "
                                         f"(to the bank) and gains {gained} (solo §5).", AI,
                                {"token": action.name, "price": price, "benefit": gained}))
            token_check_after(s)
        elif ev is not None:
            ev.append(Event("token", f"You took the top renown token ("
                                     f"{board.edition.tokens[kind].benefit}).", PERSON,
                            {"token": action.name}))
        if not s.stack and game.opts.last_token_ends and s.final == PLAYING:
            s.final, s.ended_by = TRIGGERED, LAST_TOKEN
            if ev is not None:
                ev.append(Event("end", "The last renown token is gone: this round is "
                                       "finished, then one final turn each (solo §7 FAQ).",
                                data={"tokens": 0}))


def ai_benefit(board: Board, s: IsleState, gain: str, amount: int) -> str:
    """A renown token's benefit for the AI (solo §5 "gains the benefit"); influence
    cubes go on the leftmost empty spaces, pirates come while the supply lasts."""
    if gain == "influence":
        placed = place_cubes(s, AI, amount)
        return f"{counted(len(placed), 'influence cube')} ({spaces(placed) or 'none free'})"
    if gain == "pirates" and pirates_unknown(board) and pirates_left(board, s):
        push(s, GivePirates(amount))
        return f"{pirates(amount)} from the supply, or as many as are left in it"
    if gain == "pirates":
        got = take_pirates(board, s, AI, amount)
        if not got:
            return "no pirates (none left in the supply)"
        return pirates(got) + ("" if got == amount else " (the last in the supply)")
    getattr(s, gain)[AI] += amount
    return goods(amount, gain)


# --- Brag cards (solo §5 "Brag Cards", notes §10) ----------------------------------------


def ai_holds(s: IsleState, resource: str) -> int:
    """Solo §5: when a brag is resolved, the AI has at least 2 of the called
    resource (its real amount if more)."""
    return max(2, getattr(s, resource)[AI])


def resolve_brag(board: Board, s: IsleState, card: int, outcome: str, ev: Events) -> None:
    """Brag card ``card`` scores on the renown track: the player with more of its
    resource takes ``most``, the other ``other``; a tie gives both ``other``.
    ``outcome`` is how the person compares with the AI: more, fewer or same."""
    brag = board.brags[card]
    s.bragged.append(card)
    person = brag.most if outcome == "more" else brag.other
    ai = brag.most if outcome == "fewer" else brag.other
    s.renown[PERSON] += person
    s.renown[AI] += ai
    if ev is not None:
        ev.append(Event("brag", f"Brag {brag.name} ({brag.resource}): the AI counts "
                                f"{ai_holds(s, brag.resource)}; you have "
                                f"{'the same' if outcome == 'same' else outcome}. Move the "
                                f"AI's renown marker up {ai}, yours up {person}.", None,
                        {"brag": brag.name, "resource": brag.resource, "you": person,
                         "ai": ai}))
