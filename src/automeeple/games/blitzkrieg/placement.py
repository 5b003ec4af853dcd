"""After a unit is deployed (notes §4.1 phases 2 and 3): the space's effect (notes
§5; the bot's way: solo §5 "AI Effects Execution"), the battle marker (notes §6),
and the closing of campaigns and theatres (notes §7).
"""

from __future__ import annotations

from dataclasses import dataclass

from automeeple.engine.components import Bag
from automeeple.engine.core import TRACE, ChanceRequest, Event, traced
from automeeple.engine.flow import Chance, Events, Step, push
from automeeple.engine.trace import Trace

from . import bot
from .actions import Advance, Bomb, Bombed
from .bags import DrawUnits, counted
from .board import Rulebook, clamp, describe, other, toward, whose
from .state import (
    BONUS,
    BOT,
    PERSON,
    PROPAGANDA,
    SHIELDS,
    TOTAL_VICTORY,
    BlitzState,
    PersonChoice,
)

# --- The space's effect (notes §5) ------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SpaceEffect(Step):
    """The effect of space ``space`` for the side that placed there (theatre ``t``);
    it resolves before the marker moves (notes §5)."""

    side: int
    t: int
    space: int

    def run(self, game, s: BlitzState, ev: Events) -> None:
        book, seat, t = game.rulebook, self.side, self.t
        sp = book.space[self.space]
        e, n, who = sp.effect, sp.amount, book.names[seat]
        if e in ("industry", "improved-industry"):
            push(s, DrawUnits(seat, 2 if e == "improved-industry" else 1))
        elif e in ("research", "improved-research"):
            # The bot's Research goes "into the cup": its bag (docs/blitzkrieg.md).
            push(s, DrawUnits(seat, 2 if e == "improved-research" else 1, special=True,
                              into_bag=True))
        elif e == "research-industry":
            push(s, DrawUnits(seat, 1, special=True))
        elif e == "tactical" and s.closed[t]:
            # A total victory's empty space: the marker is already at the end.
            if ev is not None:
                ev.append(Event("effect", f"Tactical advantage: {book.theatres[t].name} is "
                                          "closed; its marker stays at the end.", seat,
                                {"seat": seat, "effect": e, "theatre": book.theatres[t].name,
                                 "steps": 0}))
        elif e == "tactical":
            push(s, MoveMarker(seat, t, n))
            if ev is not None:
                # Says why; the marker's move that follows says how far (one move on
                # the table, not two).
                ev.append(Event("effect", f"Tactical advantage +{n} for {who} in "
                                          f"{book.theatres[t].name}:", seat,
                                {"seat": seat, "effect": e, "theatre": book.theatres[t].name,
                                 "steps": n}))
        elif e == "propaganda":
            s.gain(seat, PROPAGANDA, n)
            if ev is not None:
                ev.append(Event("vp", f"Propaganda: {who} gains {n} VP (now {s.vp[seat]}).",
                                seat, {"seat": seat, "vp": n, "total": s.vp[seat],
                                       "effect": e}))
        elif e == "strategic":
            self.strategic_advantage(game, s, n, ev)
        elif e == "bombing":
            target = other(seat)
            if not s.units(target):
                if ev is not None:
                    lose = ("you have" if target == PERSON
                            else f"{book.names[target]} has") + " no unit to lose"
                    ev.append(Event("effect", f"Bombing: {lose}.", seat,
                                    {"seat": seat, "effect": e, "target": target}))
            elif seat == BOT:
                push(s, BombingHit())
            else:
                push(s, ChooseBombingTarget())

    def strategic_advantage(self, game, s: BlitzState, n: int, ev: Events) -> None:
        """Another open theatre's marker moves ``n`` toward the placing side: the
        person picks it; the bot takes the greatest change (solo §5)."""
        book, seat = game.rulebook, self.side
        targets = strategic_targets(book, s, seat, self.t)
        if not targets:
            if ev is not None:
                ev.append(Event("effect", "Strategic advantage: no other theatre is open.",
                                seat, {"seat": seat, "effect": "strategic", "theatre": None}))
        elif seat == BOT:
            x, why = bot.strategic_target(book, s, self.space, n, explain=ev is not None)
            if ev is not None:
                explain_strategic(ev, why)
            strategic(book, s, BOT, x, n, ev)
        else:
            push(s, ChooseStrategicTarget(self.t, n))


def explain_strategic(ev: list[Event], why: Trace) -> None:
    """The bot's choice of a Strategic advantage's target, explained once: as the
    last steps of the bot's decision already explained in this same step (the
    placement whose effect follows at once), whose TRACE event it replaces; else
    on its own."""
    for n in range(len(ev) - 1, -1, -1):
        if ev[n].kind == TRACE:
            placed = ev[n].trace
            choice = f"{placed.choice}; strategic advantage: {why.choice}"
            for step in why.steps:
                placed = placed.then(step.rule, step.detail, step.candidates, choice)
            ev[n] = traced(placed, BOT)
            return
    ev.append(traced(why, BOT))


def strategic_targets(book: Rulebook, s: BlitzState, seat: int, here: int) -> list[int]:
    """The theatres a Strategic advantage placed in ``here`` may move: the other open
    ones (solo §5 for the bot; for the person also ``here`` with the option
    ``strategic_target="any"``, notes §1.6)."""
    same = seat == PERSON and book.opts.strategic_target == "any"
    return [x for x in range(len(book.theatres))
            if (x != here or same) and not s.closed[x]]


@dataclass(frozen=True, slots=True)
class ChooseStrategicTarget(PersonChoice):
    """Notes §5: the person's Strategic advantage (placed in theatre ``here``): which
    theatre's marker moves ``steps`` toward them."""

    here: int
    steps: int

    def legal(self, game, s: BlitzState) -> list[Advance]:
        advance = game.actions.advance
        return [advance[x] for x in strategic_targets(game.rulebook, s, PERSON, self.here)]

    def why_not(self, game, s: BlitzState, action) -> str | None:
        """Notes §5: another open theatre (this one too with the rule option
        ``strategic_target="any"``)."""
        if not isinstance(action, Advance):
            return None
        name = game.rulebook.theatres[action.theatre].name
        if s.closed[action.theatre]:
            return f"{name} is closed (notes §5: an open theatre)"
        if action.theatre == self.here and game.rulebook.opts.strategic_target != "any":
            return (f"the Strategic advantage is in {name}: it moves another theatre's marker "
                    "(notes §5; the rule option strategic_target=any allows this one)")
        return None

    def resolve(self, game, s: BlitzState, action: Advance, ev: Events) -> None:
        strategic(game.rulebook, s, PERSON, action.theatre, self.steps, ev)

    def question(self, game, s: BlitzState) -> str:
        return f"Strategic advantage: choose the theatre that moves {self.steps} toward you"


def strategic(book: Rulebook, s: BlitzState, seat: int, t: int, n: int, ev: Events) -> None:
    """Strategic advantage: theatre ``t``'s marker moves ``n`` toward the placing
    side. The bot's never reaches the final space (solo §5, §7 FAQ)."""
    th = book.theatres[t]
    step = toward(seat) * n
    if seat == BOT:
        step = max(0, min(step, th.track - 1 - s.markers[t]))
    before = s.markers[t]
    s.markers[t] = clamp(th, before + step)
    if ev is not None:
        # The steps the marker really moves (it stops at the end of its track), and
        # where it stands then, as every move of a marker says (notes §6).
        moved = abs(s.markers[t] - before)
        ev.append(Event("effect", f"Strategic advantage: {th.name} moves {moved} toward "
                                  f"{book.names[seat]} (now {describe(book, s, t)}).", seat,
                        {"seat": seat, "effect": "strategic", "theatre": th.name,
                         "steps": moved}))
    check_closure(book, s, t, ev, campaigns=False)


@dataclass(frozen=True, slots=True)
class ChooseBombingTarget(PersonChoice):
    """Solo §5: the person's bombing: they pick a unit of the bot's row that is not
    a special weapon (a special weapon only if the row holds nothing else)."""

    def legal(self, game, s: BlitzState) -> list[Bomb]:
        kinds = game.rulebook.kinds
        plain = [k for k in s.row if not kinds[k].special]
        return [game.actions.bomb[k] for k in dict.fromkeys(plain or s.row)]

    def why_not(self, game, s: BlitzState, action) -> str | None:
        if not isinstance(action, Bomb):
            return None
        if action.kind not in s.row:
            return f"the bot's row holds no {action.kind}"
        kinds = game.rulebook.kinds
        if kinds[action.kind].special and any(not kinds[k].special for k in s.row):
            return ("a special weapon is bombed only when the bot's row holds nothing else "
                    "(solo §5)")
        return None

    def resolve(self, game, s: BlitzState, action: Bomb, ev: Events) -> None:
        bomb(game.rulebook, s, BOT, action.kind, ev)

    def question(self, game, s: BlitzState) -> str:
        where = "back into its bag" if game.rulebook.opts.bombed_to == "bag" else "out of the game"
        return f"Bombing: choose a unit of the bot's row to send {where}"


@dataclass(frozen=True, slots=True)
class BombingHit(Chance):
    """Notes §5: the bot's bombing hits one of the person's units at random."""

    def request(self, game, s: BlitzState) -> ChanceRequest:
        # A unit taken blind from behind the screen, as if from a bag.
        return counted(f"the {game.rulebook.names[BOT]} bombing hits one of your units: take "
                       "one at random from behind your screen", Bag(s.reserve),
                       game.actions.bombed)

    def resolve(self, game, s: BlitzState, action: Bombed, ev: Events) -> None:
        bomb(game.rulebook, s, PERSON, action.kind, ev)


def bomb(book: Rulebook, s: BlitzState, seat_hit: int, kind: str, ev: Events) -> None:
    """Bombing: the unit goes back into its owner's bag, or out of the game with
    the option ``bombed_to="removed"`` (notes §5). Of two tokens alike in the bot's
    row, the leftmost goes (the person picks a unit; which of the two changes only
    the row's order, which the bot's rolls count), and the table is told so."""
    units = s.units(seat_hit)
    # Counted before it leaves, and only when someone reads it (the look-ahead bombs
    # in every outcome it plays).
    alike = units.count(kind) if ev is not None and seat_hit == BOT else 1
    units.remove(kind)  # the leftmost
    if book.opts.bombed_to == "bag":
        s.bag(seat_hit).put(kind)
    else:
        s.removed.append((seat_hit, kind))
    if ev is not None:
        who = book.names[seat_hit]
        back = book.opts.bombed_to == "bag"
        # The person is "you" to themselves; the bot its coalition's name.
        if seat_hit == PERSON:
            text = f"Bombing: your {kind} {'goes back into your bag' if back else 'is destroyed'}."
        else:
            which = f" (the leftmost of the {alike} in its row)" if alike > 1 else ""
            text = (f"Bombing: {whose(who)} {kind}{which} "
                    f"{f'goes back into the {who} bag' if back else 'is destroyed'}.")
        theirs = "goes back into their bag" if back else "is destroyed"
        # The bot's row is face up; the person's unit came from behind their screen.
        ev.append(Event("bombing", text, seat_hit,
                        {"seat": seat_hit, "unit": kind, "to": book.opts.bombed_to},
                        others=None if seat_hit == BOT
                        else f"Bombing: one of the {whose(who)} units {theirs}."))


# --- The battle marker (notes §6) ---------------------------------------------------------


@dataclass(frozen=True, slots=True)
class MoveMarker(Step):
    """Notes §6: theatre ``t``'s marker moves ``steps`` toward the placing side."""

    side: int
    t: int
    steps: int

    def run(self, game, s: BlitzState, ev: Events) -> None:
        book = game.rulebook
        if self.steps == 0 and not s.closed[self.t] and ev is not None:
            # A unit of strength 0 (a blitz unit 0) moves the marker 0 steps (notes
            # §6): say so, or the table waits for a move that never comes. Only the
            # unit just placed moves a marker by 0 (a Tactical advantage has a number).
            th = book.theatres[self.t]
            kind = s.last_unit[self.side]
            where = describe(book, s, self.t)
            where = "at the centre" if where == "centre" else where
            ev.append(Event("marker", f"{th.name}: the battle marker does not move: {kind} "
                                      f"has strength 0 (still {where}).",
                            self.side, {"seat": self.side, "theatre": th.name, "steps": 0,
                                        "marker": s.markers[self.t]}))
        move(book, s, self.side, self.t, self.steps, ev)


def move(book: Rulebook, s: BlitzState, seat: int, t: int, steps: int, ev: Events) -> None:
    """The marker moves toward the placing side, up to the end of its track, where
    the theatre is won outright (notes §6, §7.2)."""
    if s.closed[t] or steps == 0:
        return
    th = book.theatres[t]
    before = s.markers[t]
    s.markers[t] = clamp(th, before + toward(seat) * steps)
    if ev is not None:
        # The steps it really moves: it stops at the end of its track.
        moved = abs(s.markers[t] - before)
        ev.append(Event("marker", f"{th.name}: the battle marker moves {moved} toward "
                                  f"{book.names[seat]} (now {describe(book, s, t)}).", seat,
                        {"seat": seat, "theatre": th.name, "steps": moved,
                         "marker": s.markers[t]}))
    if abs(s.markers[t]) == th.track:
        check_closure(book, s, t, ev, campaigns=False)


# --- Closing campaigns and theatres (notes §7) -------------------------------------------


@dataclass(frozen=True, slots=True)
class CheckClosure(Step):
    """Notes §7, checked after the placement's effect and marker move."""

    t: int

    def run(self, game, s: BlitzState, ev: Events) -> None:
        check_closure(game.rulebook, s, self.t, ev)


def check_closure(book: Rulebook, s: BlitzState, t: int, ev: Events,
                  campaigns: bool = True) -> None:
    """Notes §7: a marker at the end of its track wins the theatre outright; else a
    full active campaign closes and scores for the side the marker is on."""
    if s.closed[t]:
        return
    th = book.theatres[t]
    m = s.markers[t]
    if abs(m) == th.track:
        total_victory(book, s, t, BOT if m > 0 else PERSON, ev)
        return
    if not campaigns:
        return
    c = s.active[t]
    spaces = book.spaces[t][c]
    if None in s.board[spaces.start:spaces.stop]:
        return
    camp = th.campaigns[c]
    if m == 0:
        if ev is not None:
            ev.append(Event("campaign", f"{book.campaign_name(t, c)} closes with the battle "
                                        "marker on the centre: nobody scores.",
                            data={"theatre": th.name, "campaign": c + 1, "winner": None}))
    else:
        seat = BOT if m > 0 else PERSON
        bonus = th.bonus_at(abs(m))
        s.gain(seat, SHIELDS, camp.vp)
        s.gain(seat, BONUS, bonus)
        if ev is not None:
            # "3 VP for ..., 2nd campaign (2 VP) and its track bonus (1 VP)": the
            # parts add up to the total (notes §1.7).
            extra = f" and its track bonus ({bonus} VP)" if bonus else ""
            scored(book, s, seat, camp.vp + bonus, f"{book.campaign_name(t, c)}{extra}", ev,
                   {"theatre": th.name, "campaign": c + 1, "bonus": bonus})
    s.active[t] += 1
    if s.active[t] == len(th.campaigns):
        s.closed[t] = True
        if ev is not None:
            ev.append(Event("theatre", f"{th.name}: its last campaign is closed.",
                            data={"theatre": th.name}))


def total_victory(book: Rulebook, s: BlitzState, t: int, seat: int, ev: Events) -> None:
    """Notes §7.2: the winner scores every campaign not yet closed, and the track's
    icons once, the marker having passed them all (solo §6 "Closing a Theatre: Gain
    VP for all closed campaigns in it + track icons"); and gains the effects of
    every empty space left in the theatre (campaign order, left to right; not with
    the option ``total_victory_effects`` off)."""
    th = book.theatres[t]
    s.closed[t] = True
    left = range(s.active[t], len(th.campaigns))
    vp = sum(th.campaigns[c].vp for c in left)
    bonus = th.bonus_at(th.track)
    s.gain(seat, TOTAL_VICTORY, vp)
    s.gain(seat, BONUS, bonus)
    if ev is not None:
        extra = f" ({vp} VP) and its track bonus ({bonus} VP)" if bonus else ""
        scored(book, s, seat, vp + bonus, f"total victory in {th.name}{extra}", ev,
               {"theatre": th.name, "campaigns": [c + 1 for c in left], "bonus": bonus})
    effects = [SpaceEffect(seat, t, i) for c in left for i in book.spaces[t][c]
               if s.board[i] is None and book.space[i].effect != "none"
               and book.opts.total_victory_effects]
    s.active[t] = len(th.campaigns)
    push(s, *effects)


def scored(book: Rulebook, s: BlitzState, seat: int, vp: int, why: str, ev: list[Event],
           facts: dict) -> None:
    """The event of ``seat`` scoring ``vp`` (already on its track) for ``why``."""
    ev.append(Event("vp", f"{book.names[seat]} scores {vp} VP for {why} (now {s.vp[seat]}).",
                    seat, {"seat": seat, "vp": vp, "total": s.vp[seat], **facts}))
