"""The turn order, Game End and Objective Scoring (solo rules): the AI first, then
each person; when a building stack runs out, the others have one more turn each,
then the game is scored (buildings, loot, and in a solo game the objectives)."""

from __future__ import annotations

from dataclasses import dataclass

from automeeple.engine.flow import Events, Step, push

from .board import Rulebook, say
from .journey import AITurn
from .people import PersonTurn
from .state import AI, SOURCES, DragonState

#: How a game ends (``Result.ended_by``): a building stack ran out (solo rules,
#: "Game End"); a seat owns enough buildings (option end_trigger, notes §13); the
#: safeguard of option max_rounds.
STACK, BUILDINGS, CUT_OFF = "stack-ran-out", "buildings", "cut-off"
ENDED_BY = (STACK, BUILDINGS, CUT_OFF)


@dataclass(frozen=True, slots=True)
class NextTurn(Step):
    """``side``'s turn, unless the game is over: the last turns after a stack ran
    out are played, or the round limit is reached."""

    side: int

    def run(self, game, s: DragonState, ev: Events) -> None:
        book: Rulebook = game.rulebook
        if s.last_turns == 0:
            game_over(book, s, s.ended_by, ev)
            return
        if self.side == AI and s.round >= book.opts.max_rounds:
            game_over(book, s, CUT_OFF, ev)
            return
        if s.last_turns is not None:
            s.last_turns -= 1
        push(s, AITurn() if self.side == AI else PersonTurn(self.side), EndOfTurn(self.side))


@dataclass(frozen=True, slots=True)
class EndOfTurn(Step):
    """Solo rules, "Game End": once a building stack has run out (or, with
    end_trigger stack-or-buildings, a seat owns 6 buildings, 5 with three seats),
    the other players have one more turn each."""

    side: int

    def run(self, game, s: DragonState, ev: Events) -> None:
        book: Rulebook = game.rulebook
        if s.last_turns is None:
            trigger = end_trigger(book, s)
            if trigger:
                s.last_turns, s.ended_by = book.seats - 1, trigger
                say(ev, "final", "The end is triggered: everyone else has one more turn.",
                    self.side, ended_by=trigger)
        push(s, NextTurn((self.side + 1) % book.seats))


def end_trigger(book: Rulebook, s: DragonState) -> str:
    if 0 in s.stacks:
        return STACK
    most = 6 if book.solo else 5
    if book.opts.end_trigger == "stack-or-buildings" and any(len(o) >= most for o in s.owned):
        return BUILDINGS
    return ""


def objective_met(s: DragonState, condition: str, target: int) -> bool:
    """A solo objective at the end (the placeholder's conditions, edition.toml)."""
    person = 1
    have = {"buildings": len(s.owned[person]), "stash": sum(s.stash[person]),
            "loot": len(s.loot[person]), "wins": s.wins[person]}[condition]
    return have >= target


def final_scores(book: Rulebook, s: DragonState) -> tuple[list[list[int]], list[str]]:
    """Each seat's VP by source (buildings, loot, objectives), and what the
    objectives did (solo rules, "Objective Scoring": failure effects and success
    bonuses first, then score as usual)."""
    ed = book.edition
    owned = [list(o) for o in s.owned]
    objective = [0] * book.seats
    notes = []
    for name in s.objectives:
        card = ed.objective[name]
        met = objective_met(s, card.condition, card.target)
        if met and card.success:
            objective[1] += card.amount
            notes.append(f"{name}: done, +{card.amount} VP")
        elif not met and card.effect == "lose":
            objective[1] -= card.amount
            notes.append(f"{name}: failed, you lose {card.amount} VP")
        elif not met and card.effect == "ai":
            objective[AI] += card.amount
            notes.append(f"{name}: failed, the AI gains {card.amount} VP")
        elif not met and card.effect == "demolish":
            gone = sorted(owned[1], key=lambda b: -ed.building[b].vp)[:card.amount]
            for b in gone:
                owned[1].remove(b)
            notes.append(f"{name}: failed, you remove {', '.join(gone) or 'no building'}")
        else:
            notes.append(f"{name}: {'done' if met else 'failed'}, no effect")
    loot = [sum(ed.loot_vp[x] for x in cards) for cards in s.loot]
    if book.opts.loot_scoring == "face-and-most" and any(s.loot):
        most = max(len(x) for x in s.loot)
        leaders = [p for p in range(book.seats) if len(s.loot[p]) == most]
        for p in leaders:
            loot[p] += ed.loot_bonus // len(leaders)
    rows = [[sum(ed.building[b].vp for b in o) for o in owned], loot, objective]
    return rows, notes


def breakdown(book: Rulebook, rows: list[list[int]]) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """The score table (``Result.breakdown``): each source's VP per seat; the
    objectives only in a solo game, the only one that deals them (solo rules,
    "Objective Scoring - Solo game only")."""
    return tuple((what, tuple(row)) for what, row in zip(SOURCES, rows, strict=True)
                 if book.solo or what != "objectives")


def objectives_failed(book: Rulebook, s: DragonState) -> bool:
    """Harder (solo): you must complete all three objectives or lose."""
    ed = book.edition
    return book.harder and book.solo and not all(
        objective_met(s, ed.objective[o].condition, ed.objective[o].target)
        for o in s.objectives)


#: The tie-breakers after the VP, in order (notes §13 placeholder, then our reading):
#: how the end screen names each, what a seat has on it (more goes first), and
#: whether that is a count worth showing.
TIE_BREAKERS = (
    ("more Loot cards", lambda s, p: len(s.loot[p]), True),
    ("more resources in the stash", lambda s, p: sum(s.stash[p]), True),
    ("a person before the AI", lambda s, p: int(p != AI), False),
    ("the earlier seat", lambda s, p: -p, False),
)


def totals(book: Rulebook, s: DragonState) -> list[int]:
    rows, _ = final_scores(book, s)
    return [sum(col) for col in zip(*rows, strict=True)]


def ranking(book: Rulebook, s: DragonState) -> list[int]:
    """The seats, winner first: the most VP; then :data:`TIE_BREAKERS` (the most
    loot cards, the most resources in the stash, a person before the AI, the
    earlier seat). Harder (solo): a person who failed an objective loses."""
    total = totals(book, s)
    failed = objectives_failed(book, s)
    return sorted(range(book.seats), key=lambda p: (
        failed and p != AI, -total[p], *(-has(s, p) for _, has, _ in TIE_BREAKERS)))


def tie_break(book: Rulebook, s: DragonState) -> str:
    """``Result.tie_break``: for each two seats in a row of the final order with
    equal VP, the tie-breaker that put one first ("" when the VP alone decided, or
    when Harder's failed objective did). The tie-breakers are our reading."""
    if objectives_failed(book, s):
        return ""
    total, order = totals(book, s), ranking(book, s)
    said = []
    for a, b in zip(order, order[1:], strict=False):
        if total[a] != total[b]:
            continue
        name, has, counted = next(t for t in TIE_BREAKERS if t[1](s, a) != t[1](s, b))
        counts = f" ({has(s, a)} to {has(s, b)})" if counted else ""
        said.append(f"Tie at {total[a]}: {book.names[a]} before {book.names[b]} on "
                    f"{name}{counts}")
    if not said:
        return ""
    return ("; ".join(said) + ". The tie-breakers (" + ", then ".join(t[0] for t in TIE_BREAKERS)
            + ") are our reading: the base game's are not known.")


def game_over(book: Rulebook, s: DragonState, ended_by: str, ev: Events) -> None:
    s.ended_by = ended_by
    s.winner = ranking(book, s)[0]
    s.why_over = {STACK: "a building stack ran out and everyone had one more turn",
                  BUILDINGS: "a player owned enough buildings and everyone had one more turn",
                  CUT_OFF: f"the round limit ({book.opts.max_rounds}) was reached"}[ended_by]
    if objectives_failed(book, s):
        s.why_over += "; you did not complete all your objectives (Harder)"
    s.flow.clear()
    say(ev, "end", f"Game over: {s.why_over}. {book.names[s.winner]} wins.", None,
        winner=s.winner, ended_by=ended_by)
