"""The turns (solo §4): the bot's (a stratagem, its placement procedure, a unit
drawn) and the person's (a placement, a unit drawn); deploying a unit and the blitz
that may follow (notes §4.1 phase 1, §4.3); the end of a turn and of the game
(solo §6, notes §8).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from automeeple.engine.core import ChanceRequest, Event, traced
from automeeple.engine.flow import Chance, Events, Step, push
from automeeple.engine.trace import Trace

from . import bot
from .actions import Place, Roll, Stop, Stratagem
from .bags import DrawUnits, counted
from .board import Rulebook, can_place, ordinal, placements, strength, why_not_placed
from .edition import STEAMROLL
from .placement import CheckClosure, MoveMarker, SpaceEffect
from .state import BOT, PERSON, BlitzState, PersonChoice

# --- Deploying a unit (notes §4.1, §4.3) ----------------------------------------------


def place(book: Rulebook, s: BlitzState, seat: int, kind: str, i: int, ev: Events,
          extra: bool = False, at: int | None = None) -> None:
    """Deploy ``kind`` on space ``i``; then its effect, the marker, the closure
    check and, for a blitz unit, one more placement. ``extra`` marks the placement
    a blitz unit allowed: the bot's chains (solo §5 "Blitz Unit Placed", with no
    exception; not with the option ``bot_blitz_chain`` off), the person's allows no
    other (notes §4.3: not confirmed; option ``blitz_chain``). ``at``: the bot's
    unit's place in its row (the units after it slide left, solo §4); the person's
    reserve has no order."""
    t = book.where[i][0]
    units = s.units(seat)
    # Which of two tokens alike leaves the bot's row, told where the row holds another
    # (counted before it leaves, and only when someone reads it).
    which = (f"the {ordinal(at + 1)} from the left of its row; "
             if ev is not None and at is not None and units.count(kind) > 1 else "")
    if at is None:
        units.remove(kind)
    else:
        del units[at]
    steps = strength(book, s, seat, kind, t)  # a General counts itself once
    s.board[i] = (seat, kind)
    s.last_unit[seat] = kind
    sp = book.space[i]
    if ev is not None:
        th, c, k = book.where[i]
        ev.append(Event("place", f"{book.names[seat]} places {kind} ({which}strength {steps}) "
                                 f"on {book.printed(i)}.", seat,
                        {"seat": seat, "unit": kind, "strength": steps, "space": book.label(i),
                         "theatre": book.theatres[th].name, "campaign": c + 1,
                         "position": k + 1, "terrain": sp.terrain, "effect": sp.effect,
                         "amount": sp.amount}))
    chains = book.opts.bot_blitz_chain if seat == BOT else book.opts.blitz_chain
    blitz = book.kinds[kind].blitz and (chains or not extra)
    push(s, *([effect_of(seat, t, i)] if sp.effect != "none" else []),
         marker_of(seat, t, steps), closure_of(t), *([blitz_of(seat, i)] if blitz else []))


@dataclass(frozen=True, slots=True)
class Blitz(Step):
    """After the blitz unit placed on space ``space``: one more placement in the
    same theatre, if the side has a unit left (notes §4.3). The bot repeats step 2
    there (solo §5), or starts again from step 1 if nothing fits there."""

    side: int
    space: int

    def run(self, game, s: BlitzState, ev: Events) -> None:
        book = game.rulebook
        if not s.units(self.side):
            return
        t = book.where[self.space][0]
        if self.side == BOT:
            if can_place(book, s, BOT):
                push(s, BotPlacement(self.space))
        elif can_place(book, s, PERSON, t):
            push(s, ExtraPlacement(t))


#: The work items that follow a placement (:func:`place`). They are values (frozen):
#: each is made once for its arguments and kept.
effect_of, marker_of, closure_of, blitz_of = map(cache, (SpaceEffect, MoveMarker,
                                                         CheckClosure, Blitz))


# --- The bot's turn (solo §4, §5) ------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BotTurn(Step):
    """Solo §4: draw a stratagem; the placement procedure; draw a unit. A bot that
    cannot place loses (solo §6)."""

    def run(self, game, s: BlitzState, ev: Events) -> None:
        s.turn = BOT
        if all(s.closed):
            finish_board(s, ev)
        elif not can_place(game.rulebook, s, BOT):
            game_over(s, PERSON, "the bot could not place a unit (solo §6)", NO_LEGAL_UNIT,
                      ev)
        else:
            push(s, *BOT_TURN)


@dataclass(frozen=True, slots=True)
class DrawStratagem(Chance):
    """Solo §4.1: the bot draws a stratagem from its cup; the previous one goes
    back; Steamroll joins the cup after the first turn."""

    def request(self, game, s: BlitzState) -> ChanceRequest:
        return counted("draw a stratagem from the cup", s.cup, game.actions.stratagem,
                       physical=False)

    def resolve(self, game, s: BlitzState, action: Stratagem, ev: Events) -> None:
        name = action.name
        s.cup.remove(name)
        if s.stratagem is not None:
            s.cup.put(s.stratagem)
        s.previous, s.stratagem = s.stratagem, name
        s.bot_turns += 1
        if ev is not None:
            ev.append(Event("stratagem", f"The bot draws the stratagem {name}.", BOT,
                            {"stratagem": name, "bot_turn": s.bot_turns}))
        if s.bot_turns == 1:
            s.cup.put(STEAMROLL)


@dataclass(frozen=True, slots=True)
class BotPlacement(Step):
    """Solo §5: the bot's three-step placement (theatre, position, unit); ``after``
    is the space of the blitz unit whose extra placement this is (notes §4.3).
    When several units are left the d6 picks one (:class:`UnitRoll`), which
    explains the whole placement; else it is explained here."""

    after: int | None = None

    def run(self, game, s: BlitzState, ev: Events) -> None:
        placement = bot.choose(game.rulebook, s, self.after, explain=ev is not None)
        if placement.at is None:
            push(s, UnitRoll(placement.space, tuple(placement.units), self.after,
                             placement.trace))
            return
        if ev is not None:
            ev.append(traced(placement.trace, BOT))
        place(game.rulebook, s, BOT, s.row[placement.at], placement.space, ev,
              self.after is not None, placement.at)


@dataclass(frozen=True, slots=True)
class UnitRoll(Chance):
    """Solo §5 step 3: the d6 picks among ``units`` (positions in the row, left to
    right), counting from the left and looping, for space ``space``; ``after`` as in
    :class:`BotPlacement`.
    ``trace`` is the placement so far: it explains and never decides, so it is
    neither compared nor keyed (None in a quiet apply)."""

    space: int
    units: tuple[int, ...]
    after: int | None
    trace: Trace | None = field(default=None, compare=False, repr=False)

    def request(self, game, s: BlitzState) -> ChanceRequest:
        return game.d6

    def resolve(self, game, s: BlitzState, action: Roll, ev: Events) -> None:
        book, roll = game.rulebook, action.value
        at = self.units[(roll - 1) % len(self.units)]
        kind = s.row[at]
        if ev is not None:
            # The procedure's trace, rebuilt if this roll was set up by a quiet apply.
            so_far = self.trace or bot.choose(book, s, self.after).trace
            trace = so_far.then("3 d6", f"rolled {roll}: count {roll} from the left", [kind],
                                choice=f"{kind} on {book.label(self.space)}")
            ev.append(traced(trace, BOT))
        place(book, s, BOT, kind, self.space, ev, self.after is not None, at)


# --- The person's turn (solo §4) -------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PersonTurn(Step):
    """Solo §4 "On Your Turn": place a unit, then draw one. A person who cannot
    place loses (solo §6)."""

    def run(self, game, s: BlitzState, ev: Events) -> None:
        s.turn = PERSON
        if all(s.closed):
            finish_board(s, ev)
        elif not can_place(game.rulebook, s, PERSON):
            game_over(s, BOT, "you could not place a unit (solo §6)", NO_LEGAL_UNIT, ev)
        else:
            push(s, *PERSON_TURN)


@dataclass(frozen=True, slots=True)
class PersonPlacement(PersonChoice):
    """Notes §4.1 phase 1: the person deploys a unit from their reserve."""

    def legal(self, game, s: BlitzState) -> list[Place]:
        place_action = game.actions.place
        return [place_action[m] for m in placements(game.rulebook, s, PERSON)]

    def why_not(self, game, s: BlitzState, action) -> str | None:
        if not isinstance(action, Place):
            return None
        return why_not_placed(game.rulebook, s, PERSON, action.kind, action.space)

    def resolve(self, game, s: BlitzState, action: Place, ev: Events) -> None:
        place(game.rulebook, s, PERSON, action.kind, action.space, ev)

    def question(self, game, s: BlitzState) -> str:
        return "Place a unit from your reserve"


@dataclass(frozen=True, slots=True)
class ExtraPlacement(PersonChoice):
    """Notes §4.3: after the person's blitz unit, one more unit in theatre ``t``,
    or stop."""

    t: int

    def legal(self, game, s: BlitzState) -> list[Place | Stop]:
        place_action = game.actions.place
        return [*(place_action[m] for m in placements(game.rulebook, s, PERSON, self.t)),
                game.actions.stop]

    def why_not(self, game, s: BlitzState, action) -> str | None:
        if not isinstance(action, Place):
            return None
        return why_not_placed(game.rulebook, s, PERSON, action.kind, action.space, self.t)

    def resolve(self, game, s: BlitzState, action: Place | Stop, ev: Events) -> None:
        if isinstance(action, Place):
            place(game.rulebook, s, PERSON, action.kind, action.space, ev, extra=True)

    def question(self, game, s: BlitzState) -> str:
        return f"Blitz: place one more unit in {game.rulebook.theatres[self.t].name}, or stop"


# --- The end of a turn and of the game (solo §6, notes §8) ------------------------------

#: How a game ends (``Result.ended_by``; docs/blitzkrieg.md "How a game ends").
#: Solo §6: a side reaches the VP target at the end of its turn (the person first,
#: or the bot during the person's turn); the person's last turn after the bot
#: reached it on its own; a side cannot place a unit. Notes §8: every theatre is
#: closed before anyone reached the target.
VP_TARGET, FINAL_TURN, NO_LEGAL_UNIT, BOARD_CLOSED = (
    "vp-target", "final-turn", "no-legal-unit", "board-closed")
ENDED_BY = (VP_TARGET, FINAL_TURN, NO_LEGAL_UNIT, BOARD_CLOSED)


@dataclass(frozen=True, slots=True)
class EndOfTurn(Step):
    """Solo §6: 25 VP at the end of a turn. The person reaching it first wins at
    once; the bot reaching it first gives the person one last turn; ties go to the
    person. Otherwise the other side's turn."""

    side: int

    def run(self, game, s: BlitzState, ev: Events) -> None:
        win = game.rulebook.edition.win_vp
        you, it = s.vp
        if s.final_turn and self.side == PERSON:
            game_over(s, PERSON if you >= it else BOT,
                      f"after your final turn: you {you}, bot {it}", FINAL_TURN, ev)
        elif you >= win and you >= it:
            game_over(s, PERSON, f"you reached {you} VP", VP_TARGET, ev)
        elif it >= win and self.side == BOT:
            s.final_turn = True
            if ev is not None:
                ev.append(Event("final", f"The bot has {it} VP: you have one last turn.",
                                data={"vp": it}))
            push(s, TURN[PERSON])
        elif it >= win:
            game_over(s, BOT, f"the bot reached {it} VP", VP_TARGET, ev)
        else:
            push(s, TURN[PERSON if self.side == BOT else BOT])


#: The work items of a turn, in order (solo §4). They are values (frozen): one of
#: each serves every turn.
BOT_TURN = (DrawStratagem(), BotPlacement(), DrawUnits(BOT, 1), EndOfTurn(BOT))
PERSON_TURN = (PersonPlacement(), DrawUnits(PERSON, 1), EndOfTurn(PERSON))
#: The start of each side's turn.
TURN = {PERSON: PersonTurn(), BOT: BotTurn()}


def finish_board(s: BlitzState, ev: Events) -> None:
    """Every theatre is closed before anyone reached the target: the higher score
    wins, the person on a tie (notes §8 default)."""
    you, it = s.vp
    game_over(s, PERSON if you >= it else BOT, f"every theatre is closed: you {you}, bot {it}",
              BOARD_CLOSED, ev)


def tie_break(s: BlitzState) -> str:
    """The tie-breaker that decided equal VP at the end, as a sentence; "" when the
    scores alone decided (or nothing was tied: a side that cannot place loses,
    whatever the score). Equal VP at 25+ go to the person (solo §6 "Tie at 25+:
    Player wins"); on a closed board the same, by our reading (notes §8)."""
    you, it = s.vp
    if you != it or s.ended_by == NO_LEGAL_UNIT:
        return ""
    if s.ended_by == BOARD_CLOSED:
        return (f"Tie at {you} VP with every theatre closed: you win ties (our reading of "
                "notes §8, as solo §6 gives 25+ ties to you).")
    return f"Tie at {you} VP: you win ties (solo §6, \"Tie at 25+: Player wins\")."


def game_over(s: BlitzState, winner: int, why: str, ended_by: str, ev: Events) -> None:
    """The game ends by the rule ``ended_by`` (one of :data:`ENDED_BY`): nothing is
    left to do."""
    s.winner, s.why_over, s.ended_by = winner, why, ended_by
    s.flow.clear()
    if ev is not None:
        ev.append(Event("end", f"Game over: {why}.",
                        data={"winner": winner, "why": why, "ended_by": ended_by}))
