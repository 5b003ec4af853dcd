"""The person's turn played in the program (option ``person_turn="played"``): the
base game as far as the notes know it (notes §4, §7, §12, §13), on the edition's
data. The ship moves up to its speed, at least one place, over the map's graph
(ports included); then one main action: Visit, Attack, Befriend, Hunt for Treasure,
Rest, or pass; then any free actions (solo §4): building from the row (option
``free_build``; off, Build is a main action). Each uncertain rule is an option or a
reading documented in docs/islebound.md.
"""

from __future__ import annotations

from dataclasses import dataclass

from automeeple.engine.core import Action, Event, counted
from automeeple.engine.flow import Events, Step, push

from .actions import Attack, Befriend, Brag, Build, Sail, Visit
from .ai import PIRATE
from .board import Board, coins, goods, pirates
from .state import AI, PERSON, IsleState, PersonChoice
from .supply import (
    TokenCheck,
    ai_holds,
    place_cubes,
    remove_cubes,
    resolve_brag,
    take_buildings,
    take_pirates,
    take_town,
)

#: Notes §12: a ship's speed is 2, 3 or 4; each sail crew adds one.
BASE_SPEED, TOP_SPEED = 2, 4


def speed(s: IsleState) -> int:
    return min(TOP_SPEED, BASE_SPEED + sum(skill == "sail" for skill, _ in s.crew))


def ready(s: IsleState, skill: str) -> int | None:
    """The first ready crew member with ``skill``, or None."""
    return next((n for n, (k, up) in enumerate(s.crew) if k == skill and up), None)


def exhaust(s: IsleState, n: int) -> None:
    s.crew[n] = (s.crew[n][0], False)


def working(s: IsleState, kind: str) -> list[int]:
    """The ready work crew who add 1 each to a town's gain of ``kind`` (notes §15.1:
    fish and wood only)."""
    if kind not in ("fish", "wood"):
        return []
    return [n for n, (skill, up) in enumerate(s.crew) if skill == "work" and up]


@dataclass(frozen=True, slots=True)
class PersonTurn(Step):
    """Notes §13.1: move, then one action; solo §4: "1 main action + any free
    actions"."""

    def run(self, game, s: IsleState, ev: Events) -> None:
        push(s, Move(), MainAction(), *([FreeActions()] if game.opts.free_build else []))


def may_end_at(board: Board, opts, s: IsleState, place: int) -> bool:
    """Close Quarters (solo §5): ending in the AI's region takes a ready administer
    crew and a coin to pay it."""
    if not opts.close_quarters or place != s.ship[AI]:
        return True
    return ready(s, "administer") is not None and s.coins[PERSON] >= 1


@dataclass(frozen=True, slots=True)
class Move(PersonChoice):
    """Notes addendum: the ship moves up to its speed in places, at least one."""

    def legal(self, game, s: IsleState) -> list[Sail]:
        board = game.board
        reach = board.distances(s.ship[PERSON], speed(s))
        return [game.actions.sail[p] for p in sorted(reach)
                if reach[p] and may_end_at(board, game.opts, s, p)]

    def why_not(self, game, s: IsleState, action: Action) -> str | None:
        if not isinstance(action, Sail):
            return None
        board, here, most = game.board, s.ship[PERSON], speed(s)
        there, start = action.name, board.place_names[here]
        if action.what == here:
            return f"your ship is at {there}: it moves at least one place (notes addendum)"
        if action.what not in board.distances(here, most):
            return (f"{there} is more than {counted(most, 'place')} from {start} (your ship's "
                    "speed; notes addendum)")
        if not may_end_at(board, game.opts, s, action.what):
            return (f"the AI's ship is at {there}: ending there takes a ready administer crew "
                    "and 1 coin (Close Quarters, solo §5)")
        return None

    def resolve(self, game, s: IsleState, action: Sail, ev: Events) -> None:
        s.ship[PERSON] = action.what
        if ev is not None:
            ev.append(Event("move", f"You sail to {action.name}.", PERSON,
                            {"to": action.name}))
        if game.opts.close_quarters and action.what == s.ship[AI]:
            exhaust(s, ready(s, "administer"))
            s.coins[PERSON] -= 1
            s.coins[AI] += 1
            if ev is not None:
                ev.append(Event("close-quarters", "Close Quarters: you exhaust an administer "
                                                  "crew and pay the AI 1 coin (solo §5).",
                                PERSON, {"coins": 1}))
            push(s, TokenCheck())

    def question(self, game, s: IsleState) -> str:
        return f"Sail (speed {speed(s)}): where does your ship end its move?"


def visit_cost(s: IsleState, board: Board, t: int) -> int:
    """Notes §4: your own town is free; the AI's costs its spoils, paid to the AI
    (solo §5 "AI Port Visits"); any other its fee, onto the treasure map."""
    owner = s.owner[t]
    if owner == PERSON:
        return 0
    return board.towns[t].spoils if owner == AI else board.towns[t].fee


def useful(s: IsleState, board: Board, t: int) -> bool:
    """A town action that can do something (a brag needs a card left)."""
    return board.town_action[t][0] != "brag" or len(s.bragged) < len(board.brags)


def actions_here(game, s: IsleState) -> list[Action]:
    """Notes §13.1: the actions at the ship's place."""
    board, acts = game.board, game.actions
    here = s.ship[PERSON]
    out: list[Action] = []
    if not board.is_port(here):
        for t in board.region_towns[here]:
            town = board.towns[t]
            if useful(s, board, t) and visit_cost(s, board, t) <= s.coins[PERSON]:
                out.append(acts.visit[t])
            if s.owner[t] is not None:
                continue
            if town.banner == "red" and PIRATE * s.pirates[PERSON] >= town.attack:
                out.append(acts.attack[t])
            if town.banner == "blue" and s.cubes(PERSON) >= town.diplomacy:
                out.append(acts.befriend[t])
    if s.treasure:
        out.append(acts.word["hunt"])
    if any(not up for _, up in s.crew):
        out.append(acts.word["rest"])
    if not game.opts.free_build:
        out += builds(game, s)
    out.append(acts.word["pass"])
    return out


def why_not_here(game, s: IsleState, action: Action) -> str | None:
    """Notes §13.1: why ``action`` is not among :func:`actions_here`: a town elsewhere
    or out of reach (notes §4-§6), no treasure to hunt (§7), no crew to rest (§12),
    a building the row or the purse does not allow (§8). None: no rule to tell."""
    board = game.board
    if isinstance(action, Build):
        if game.opts.free_build:
            return "building is a free action after your main action (solo §4)"
        return why_not_built(game, s, action.what)
    if isinstance(action, Visit | Attack | Befriend):
        return why_not_town(board, s, action)
    word = getattr(action, "word", None)
    if word == "hunt" and not s.treasure:
        return "the treasure map holds no coins to hunt for (notes §7)"
    if word == "rest" and all(up for _, up in s.crew):
        return "your whole crew is on deck: there is no one to rest (notes §12)"
    return None


def why_not_town(board: Board, s: IsleState, action: Visit | Attack | Befriend) -> str | None:
    """Notes §4: why the person may not visit, attack or befriend the town here."""
    t, here = action.what, s.ship[PERSON]
    town = board.towns[t]
    if board.town_region[t] != here:
        return (f"{town.name} is in {town.region}, and your ship is at "
                f"{board.place_names[here]} (notes §13.1: you act where your ship stopped)")
    if isinstance(action, Visit):
        if not useful(s, board, t):
            return f"{town.name}'s brag has no reputation card left to resolve (notes §10)"
        cost = visit_cost(s, board, t)
        if cost <= s.coins[PERSON]:
            return None
        return (f"a visit to {town.name} costs {coins(cost)}, and you have "
                f"{coins(s.coins[PERSON])} (notes §4)")
    if s.owner[t] is not None:
        whose = "yours" if s.owner[t] == PERSON else "the AI's"
        return f"{town.name} is {whose} already (notes §4)"
    if isinstance(action, Attack):
        if town.banner != "red":
            return f"{town.name} flies a blue banner: it is befriended, not attacked (notes §4)"
        n = s.pirates[PERSON]
        if PIRATE * n >= town.attack:
            return None
        return (f"{town.name} takes {town.attack} attack, and your {pirates(n)} give "
                f"{PIRATE * n} ({PIRATE} each, notes §6)")
    if town.banner != "blue":
        return f"{town.name} flies a red banner: it is attacked, not befriended (notes §4)"
    if s.cubes(PERSON) >= town.diplomacy:
        return None
    return (f"befriending {town.name} takes {counted(town.diplomacy, 'cube')} on the influence "
            f"track, and you have {s.cubes(PERSON)} there (notes §5)")


def why_not_built(game, s: IsleState, card: int) -> str | None:
    """Notes §8: why the person may not build ``card``: not in the row, or its
    cost or its slot's books beyond what they hold."""
    name = game.board.cards[card].name
    if card not in s.row:
        return f"the {name} is not in the row (notes §8)"
    cost, books = game.board.cards[card].cost, game.edition.row_books[s.row.index(card)]
    if cost > s.coins[PERSON]:
        return f"the {name} costs {coins(cost)}, and you have {coins(s.coins[PERSON])} (notes §8)"
    if books > s.books[PERSON]:
        return (f"the {name}'s place in the row needs {counted(books, 'book')} in hand, and "
                f"you have {s.books[PERSON]} (notes §8)")
    return None


def builds(game, s: IsleState) -> list[Action]:
    """Notes §8: the row's cards the person can pay for, holding the slot's books."""
    board, books = game.board, game.edition.row_books
    return [game.actions.build[card] for slot, card in enumerate(s.row)
            if card is not None and board.cards[card].cost <= s.coins[PERSON]
            and books[slot] <= s.books[PERSON]]


@dataclass(frozen=True, slots=True)
class MainAction(Step):
    """Notes §13.1: the main action where the ship stopped; where there is none to
    take, the person passes without being asked."""

    def run(self, game, s: IsleState, ev: Events) -> None:
        if actions_here(game, s) == [game.actions.word["pass"]]:
            s.passed = True
            if ev is not None:
                ev.append(Event("pass", f"No action at {game.board.place_names[s.ship[PERSON]]}:"
                                        f" you pass{refused_visits(game, s)}.", PERSON,
                                {"seat": PERSON}))
        else:
            push(s, TakeAction())


def refused_visits(game, s: IsleState) -> str:
    """Notes §4: why each town where the ship stopped may not be visited (its cost
    beyond your coins, a brag with no card left), each after "; ", so that a visit
    missing from the moves is explained beside them ("" where none is refused)."""
    here, board = s.ship[PERSON], game.board
    towns = [] if board.is_port(here) else board.region_towns[here]
    reasons = (why_not_town(board, s, game.actions.visit[t]) for t in towns)
    return "".join(f"; {reason}" for reason in reasons if reason)


@dataclass(frozen=True, slots=True)
class TakeAction(PersonChoice):
    """Notes §13.1: one main action where the ship stopped, or pass (solo §4)."""

    def legal(self, game, s: IsleState) -> list[Action]:
        return actions_here(game, s)

    def why_not(self, game, s: IsleState, action: Action) -> str | None:
        return why_not_here(game, s, action)

    def resolve(self, game, s: IsleState, action: Action, ev: Events) -> None:
        board = game.board
        if isinstance(action, Visit):
            visit(game, s, action.what, ev)
        elif isinstance(action, Attack):
            town = board.towns[action.what]
            used = -(-town.attack // PIRATE)
            s.pirates[PERSON] -= used
            take_town(board, s, PERSON, action.what, f"attack with {pirates(used)}", ev)
            town_action(game, s, action.what, ev)
        elif isinstance(action, Befriend):
            cost = board.towns[action.what].diplomacy
            remove_cubes(s, PERSON, cost)
            take_town(board, s, PERSON, action.what, f"diplomacy, {cost} influence", ev)
            town_action(game, s, action.what, ev)
        elif isinstance(action, Build):
            build(game, s, action.what, ev)
        elif action.word == "hunt":
            gold, s.treasure = s.treasure, 0
            s.coins[PERSON] += gold
            if ev is not None:
                ev.append(Event("treasure", f"You hunt for treasure: {coins(gold)}.", PERSON,
                                {"coins": gold}))
        elif action.word == "rest":
            s.crew = [(skill, True) for skill, _ in s.crew]
            if ev is not None:
                ev.append(Event("rest", "You rest: your crew is back on deck.", PERSON, {}))
        else:
            s.passed = True
            if ev is not None:
                ev.append(Event("pass", "You pass.", PERSON, {"seat": PERSON}))

    def question(self, game, s: IsleState) -> str:
        return (f"Your main action at {game.board.place_names[s.ship[PERSON]]}"
                f"{refused_visits(game, s)}")


def visit(game, s: IsleState, t: int, ev: Events) -> None:
    """Notes §4: pay the fee (or, at the AI's town, its spoils to the AI), then the
    town's action."""
    board = game.board
    cost, owner = visit_cost(s, board, t), s.owner[t]
    s.coins[PERSON] -= cost
    if owner == AI:
        s.coins[AI] += cost
        push(s, TokenCheck())
    elif owner is None:
        s.treasure += cost
    if ev is not None:
        to = {AI: "the AI", None: "the treasure map", PERSON: "nobody"}[owner]
        paid = f"pay {coins(cost)} to {to}" if cost else "pay nothing"
        ev.append(Event("visit", f"You visit {board.towns[t].name} and {paid}.", PERSON,
                        {"town": board.towns[t].name, "paid": cost, "to": to}))
    town_action(game, s, t, ev)


def town_action(game, s: IsleState, t: int, ev: Events) -> None:
    """The town's action (notes §15.1): a gain (fish and wood +1 for each ready work
    crew, who is exhausted), influence cubes, a crew hired, or a brag."""
    kind, amount = game.board.town_action[t]
    got = ""
    if kind in ("fish", "wood", "coins", "books"):
        for n in working(s, kind):
            exhaust(s, n)
            amount += 1
        getattr(s, kind)[PERSON] += amount
        got = goods(amount, kind)
    elif kind == "pirates":
        got = pirates(take_pirates(game.board, s, PERSON, amount))
    elif kind == "influence":
        got = counted(len(place_cubes(s, PERSON, amount)), "influence cube")
    elif kind == "crew":
        s.crew.append((amount, True))
        got = f"{'an' if amount[0] in 'aeiou' else 'a'} {amount} crew"
    elif len(s.bragged) < len(game.board.brags):
        push(s, ChooseBrag())
        got = "a brag"
    if ev is not None and got:
        ev.append(Event("gain", f"You gain {got}.", PERSON, {"gain": got}))


def build(game, s: IsleState, card: int, ev: Events) -> None:
    """Notes §8: pay the card's cost to the bank, hold the slot's books (spent with
    the option ``books_spent``)."""
    board = game.board
    slot = s.row.index(card)
    s.coins[PERSON] -= board.cards[card].cost
    if game.opts.books_spent:
        s.books[PERSON] -= board.edition.row_books[slot]
    take_buildings(board, s, PERSON, [card], ev, paid=True)


@dataclass(frozen=True, slots=True)
class FreeActions(Step):
    """Solo §4: after the main action, any free actions: the person may build while
    a card in the row is within their coins and books (not asked when none is)."""

    def run(self, game, s: IsleState, ev: Events) -> None:
        if builds(game, s):
            push(s, FreeBuild())


@dataclass(frozen=True, slots=True)
class FreeBuild(PersonChoice):
    """A free action (solo §4): build a card from the row, or end the turn."""

    def legal(self, game, s: IsleState) -> list[Action]:
        return [*builds(game, s), game.actions.word["done"]]

    def why_not(self, game, s: IsleState, action: Action) -> str | None:
        return why_not_built(game, s, action.what) if isinstance(action, Build) else None

    def resolve(self, game, s: IsleState, action: Action, ev: Events) -> None:
        if isinstance(action, Build):
            push(s, FreeActions())  # after the row is dealt up again
            build(game, s, action.what, ev)

    def question(self, game, s: IsleState) -> str:
        return f"Free action: build from the row ({coins(s.coins[PERSON])}), or done?"


@dataclass(frozen=True, slots=True)
class ChooseBrag(PersonChoice):
    """A brag town action: the person picks a brag card to resolve (solo §5 "Brag
    Cards": the AI holds at least 2 of its resource)."""

    def legal(self, game, s: IsleState) -> list[Brag]:
        return [game.actions.brag[b] for b in range(len(game.board.brags))
                if b not in s.bragged]

    def resolve(self, game, s: IsleState, action: Brag, ev: Events) -> None:
        resource = game.board.brags[action.what].resource
        yours, its = getattr(s, resource)[PERSON], ai_holds(s, resource)
        outcome = "more" if yours > its else "fewer" if yours < its else "same"
        resolve_brag(game.board, s, action.what, outcome, ev)

    def question(self, game, s: IsleState) -> str:
        return "Brag: which reputation card do you resolve?"

