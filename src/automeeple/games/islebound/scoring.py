"""Rounds, the end of the game and the score (solo §4, §6).

A round is the person's turn, then the AI's (solo §4). A player owning 8 buildings
triggers the end: the round is finished, then one final turn each (solo §6). The
AI scores its coins, its buildings' purchase costs, its renown track and its
renown tokens (7 each), with the variants' fish-and-wood and cube points (options);
the person scores coins, the renown printed on their buildings, their track and
tokens. Most fish and wood breaks a tie; the person wins a tie that remains. In
Table mode the person's score is their own count, reported at the end.
"""

from __future__ import annotations

from dataclasses import dataclass

from automeeple.engine.core import Event, Result
from automeeple.engine.flow import Events, Step, push

from .actions import COMPARE, Tens, Units, Word
from .ai import AITurn
from .person import PersonTurn
from .reported import ReportedTurn
from .state import (
    AI,
    CUT_OFF,
    EIGHT_BUILDINGS,
    FINAL_TURNS,
    LAST_TOKEN,
    PERSON,
    TRIGGERED,
    IsleState,
    PersonChoice,
)

#: A safeguard, not a rule: a game still going after this many rounds is cut off
#: (the AI alone takes a building every few rounds, so no game comes near it).
MAX_ROUNDS = 200


@dataclass(frozen=True, slots=True)
class Round(Step):
    """Solo §4: the person's turn, then the AI's."""

    def run(self, game, s: IsleState, ev: Events) -> None:
        s.round += 1
        s.passed = False
        if ev is not None:
            final = " (the final turns)" if s.final == FINAL_TURNS else ""
            first = ": you take the first turn (solo §3)" if s.round == 1 else ""
            ev.append(Event("round", f"Round {s.round}{first}{final}.",
                            data={"round": s.round}))
        turn = PersonTurn() if game.opts.person_turn == "played" else ReportedTurn()
        push(s, turn, AITurn(), EndOfRound())


@dataclass(frozen=True, slots=True)
class EndOfRound(Step):
    """Solo §6: once the end is triggered, the round is finished, then one final
    turn each; then the game ends."""

    def run(self, game, s: IsleState, ev: Events) -> None:
        if s.final == TRIGGERED:
            s.final = FINAL_TURNS
            push(s, Round())
        elif s.final == FINAL_TURNS:
            push(s, GameEnd())
        elif s.round >= MAX_ROUNDS:
            s.ended_by = CUT_OFF
            push(s, GameEnd())
        else:
            push(s, Round())


def breakdown(game, s: IsleState, seat: int) -> list[tuple[str, int]]:
    """Solo §6: where a seat's renown comes from."""
    board, opts = game.board, game.opts
    rows = [("coins", s.coins[seat])]
    if seat == AI:
        rows.append(("buildings", sum(board.cards[c].cost for c in s.built[AI])))
    else:
        rows.append(("buildings", sum(board.cards[c].renown for c in s.built[PERSON])))
    rows += [("renown track", s.renown[seat]),
             ("renown tokens", board.edition.token_renown * len(s.tokens[seat]))]
    fish_wood = (s.fish[AI] + s.wood[AI]) // 2 if opts.fish_wood_scoring else 0
    cubes = s.cubes(AI) if opts.cube_scoring else 0
    rows += [("fish and wood", fish_wood if seat == AI else 0),
             ("influence cubes", cubes if seat == AI else 0)]
    return rows


def score(game, s: IsleState, seat: int) -> int:
    return sum(points for _, points in breakdown(game, s, seat))


@dataclass(frozen=True, slots=True)
class GameEnd(Step):
    """Solo §6: the scores and the winner; in Table mode the person first reports
    their own renown."""

    def run(self, game, s: IsleState, ev: Events) -> None:
        if game.opts.person_turn == "reported" and s.reported is None:
            push(s, ReportTens(), ReportUnits(), self)
            return
        you, it = totals(game, s)
        if you != it:
            finish(game, s, PERSON if you > it else AI, ev)
        elif game.opts.person_turn == "reported":
            push(s, TieBreak())
        else:
            yours, its = s.fish[PERSON] + s.wood[PERSON], s.fish[AI] + s.wood[AI]
            tie(game, s, you, "more" if yours > its else "fewer" if yours < its else "same", ev)


def tie(game, s: IsleState, renown: int, fish_wood: str, ev: Events) -> None:
    """Solo §6 "Tie: most fish and wood"; equal fish and wood too, the person wins
    (our reading: the rules name no further tie-breaker). ``fish_wood``: how the
    person's fish and wood compare with the AI's (more, fewer, same)."""
    if fish_wood == "same":
        s.tie_break = (f"Tie at {renown} renown and equal fish and wood: you win the tie "
                       "(our reading of solo §6)")
    else:
        s.tie_break = (f"Tie at {renown} renown: the most fish and wood wins (solo §6), "
                       + ("yours" if fish_wood == "more" else "the AI's"))
    finish(game, s, AI if fish_wood == "fewer" else PERSON, ev)


def finish(game, s: IsleState, winner: int, ev: Events) -> None:
    s.winner = winner
    s.flow.clear()
    if ev is not None:
        ev.append(Event("end", f"Game over. {summary(game, s)}",
                        data={"winner": winner, "ended_by": s.ended_by}))


#: The ordinal of the building that ends the game (solo §6: the 8th).
ORDINALS = ("zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh",
            "eighth", "ninth", "tenth", "eleventh", "twelfth")


def ending(game, s: IsleState) -> str:
    """What ended the game, in words, as an account, not a cause: "the game ended
    when you built your eighth building (solo §6)" (``Result.ended_by`` is its
    stable id)."""
    if s.ended_by == EIGHT_BUILDINGS:
        n = game.edition.end_buildings
        nth = ORDINALS[n] if n < len(ORDINALS) else f"{n}th"
        who = {PERSON: "you built your", AI: "the AI built its"}.get(s.trigger,
                                                                      "a player built their")
        return f"the game ended when {who} {nth} building (solo §6)"
    if s.ended_by == LAST_TOKEN:
        return "the game ended when the last renown token was taken (solo §7 FAQ)"
    if s.ended_by == CUT_OFF:
        return f"the game was cut off after {MAX_ROUNDS} rounds (a safeguard, not a rule)"
    return s.ended_by


def totals(game, s: IsleState) -> tuple[int, int]:
    """Solo §6: the person's renown (as they reported it, in Table mode) and the
    AI's."""
    you = s.reported if s.reported is not None else score(game, s, PERSON)
    return you, score(game, s, AI)


def summary(game, s: IsleState) -> str:
    """Solo §6: the winner and the score, the winner's count first, then the
    ending ("The AI wins 68 to 63; the game ended when you built your eighth
    building (solo §6).")."""
    you, it = totals(game, s)
    high, low = (you, it) if s.winner == PERSON else (it, you)
    who = "You win" if s.winner == PERSON else "The AI wins"
    return f"{who} {high} to {low}; {ending(game, s)}."


@dataclass(frozen=True, slots=True)
class ReportTens(PersonChoice):
    """Table mode: the tens of the person's final renown, as they counted it."""

    def legal(self, game, s: IsleState) -> list[Tens]:
        return game.actions.tens

    def resolve(self, game, s: IsleState, action: Tens, ev: Events) -> None:
        s.reported = 10 * action.what

    def question(self, game, s: IsleState) -> str:
        return (f"The game is over; the AI scores {score(game, s, AI)}. Count your renown "
                "(solo §6): its tens?")


@dataclass(frozen=True, slots=True)
class ReportUnits(PersonChoice):
    """Table mode: the units of the person's final renown."""

    def legal(self, game, s: IsleState) -> list[Units]:
        return game.actions.units

    def resolve(self, game, s: IsleState, action: Units, ev: Events) -> None:
        s.reported += action.what
        if ev is not None:
            ev.append(Event("report", f"Your renown: {s.reported}.", PERSON,
                            {"renown": s.reported}))

    def question(self, game, s: IsleState) -> str:
        return f"Your renown is {s.reported} and what units?"


@dataclass(frozen=True, slots=True)
class TieBreak(PersonChoice):
    """Solo §6, Table mode: a tie goes to the most fish and wood; the person says
    how theirs compare with the AI's."""

    def legal(self, game, s: IsleState) -> list[Word]:
        return [game.actions.word[w] for w in COMPARE]

    def resolve(self, game, s: IsleState, action: Word, ev: Events) -> None:
        tie(game, s, s.reported, action.word, ev)

    def question(self, game, s: IsleState) -> str:
        return (f"A tie: the AI has {s.fish[AI] + s.wood[AI]} fish and wood. Have you more, "
                "fewer or the same?")


def result(game, s: IsleState) -> Result:
    rows = [breakdown(game, s, seat) for seat in (PERSON, AI)]
    you, it = totals(game, s)
    if s.reported is not None:
        table = (("your own count", (you, 0)),
                 *((what, (0, points)) for what, points in rows[AI]))
    else:
        table = tuple((what, (a, b)) for (what, a), (_, b) in zip(*rows, strict=True))
    places = (1, 2) if s.winner == PERSON else (2, 1)
    return Result((you, it), places, s.winner, summary(game, s), table, s.ended_by,
                  s.tie_break)

