"""The AI's turn (solo §5, §7 FAQ): its movement roll, the treasure-map override,
its action roll and the six actions with every clause. Each decision is reported
as a trace (``core.traced``) citing the rule, with the candidates it considered;
each event sentence says what to do on the table. In a quiet apply (``ev`` None)
the same choices are made and no text is built.
"""

from __future__ import annotations

from dataclasses import dataclass

from automeeple.engine.core import ChanceRequest, Event, counted, traced
from automeeple.engine.flow import Chance, Events, Step, push
from automeeple.engine.trace import Trace

from .actions import Roll
from .board import Board, coins, pirates
from .state import AI, PERSON, IsleState
from .supply import (
    GivePirates,
    TokenCheck,
    left_to_buy,
    pirates_left,
    pirates_unknown,
    place_cubes,
    remove_cubes,
    spaces,
    take_buildings,
    take_pirates,
    take_town,
    token_check_after,
    track_full,
)

#: Solo §5 "AI Movement": regions clockwise for each face of the d6.
MOVES = {1: 0, 2: 1, 3: 1, 4: 2, 5: 2, 6: 3}
#: Solo §5: coins on the treasure map that make the AI hunt for treasure.
HUNT_AT = 5
#: Solo §5 action 3: the pirates the AI hires.
HIRE = 3
#: Solo §5 action 4: one pirate is 2 attack strength.
PIRATE = 2
#: Solo §5 actions 2 and 4: more required against the person's towns.
AGAINST_YOU = 2
#: Solo §5 action 5: the AI's building count below which it takes two.
FEW_BUILDINGS = 4
#: Solo §5 action 5: fewer buildings than this left to buy.
SCARCE = 6
#: Solo §5 "AI Action": the six actions of the action roll, named as the rules name them.
ACTIONS = {1: "Gain 3 Influence", 2: "Diplomacy", 3: "Hire 3 Pirates", 4: "Attack",
           5: "Building Purchase", 6: "Buy Most Expensive Building + Hunt for Treasure"}


def d6(game, name: str) -> ChanceRequest:
    """A d6 rolled on the table for the AI (physical, its faces printed 1 to 6)."""
    rolls = tuple(game.actions.roll)
    return ChanceRequest(name, rolls, (1,) * 6, labels=tuple(r.name for r in rolls))


def emit(ev: Events, trace: Trace | None) -> None:
    if ev is not None and trace is not None:
        ev.append(traced(trace, AI))


@dataclass(frozen=True, slots=True)
class AITurn(Step):
    """Solo §4: the AI's turn after the person's; if the person passed, the AI passes
    and the round ends (option ``ai_passes``)."""

    def run(self, game, s: IsleState, ev: Events) -> None:
        if s.passed and game.opts.ai_passes:
            if ev is not None:
                trace = Trace("The AI passes", choice="pass")
                trace.step("solo §4", "you passed: the AI passes and the round ends")
                ev.append(traced(trace, AI))
                ev.append(Event("pass", "The AI passes.", AI, {"seat": AI}))
            return
        push(s, MovementRoll())


@dataclass(frozen=True, slots=True)
class MovementRoll(Chance):
    """Solo §5 "AI Movement": 1 stays, 2-3 one region clockwise, 4-5 two, 6 three;
    the AI's ship never enters a port (solo §3)."""

    def request(self, game, s: IsleState) -> ChanceRequest:
        return d6(game, "roll a d6 for the AI's movement")

    def resolve(self, game, s: IsleState, action: Roll, ev: Events) -> None:
        board, roll = game.board, action.what
        start = s.ship[AI]
        steps = MOVES[roll]
        s.ship[AI] = board.clockwise(start, steps)
        if ev is not None:
            names = board.place_names
            path = [names[board.clockwise(start, k)] for k in range(steps + 1)]
            trace = Trace(f"The AI moves (round {s.round})", choice=names[s.ship[AI]])
            trace.step("solo §5 AI Movement", f"rolled {roll}: "
                       + ("it stays" if not steps else f"{counted(steps, 'region')} clockwise, "
                          "sea regions only (never a port, solo §3)"), path)
            ev.append(traced(trace, AI))
            s.moved = trace  # told again with the action in Table mode (ActionRoll)
            where = (f"its ship stays in {names[start]}" if not steps else
                     f"move its ship {counted(steps, 'region')} clockwise, from "
                     f"{names[start]} to {names[s.ship[AI]]}")
            ev.append(Event("move", f"The AI rolls {roll} for its movement: {where} "
                                    "(solo §5).", AI,
                            {"roll": roll, "from": names[start], "to": names[s.ship[AI]]}))
        push(s, ActionPhase())


@dataclass(frozen=True, slots=True)
class ActionPhase(Step):
    """Solo §5 "AI Action": with 5 or more coins on the treasure map the AI hunts
    for treasure instead of rolling; else the action roll."""

    def run(self, game, s: IsleState, ev: Events) -> None:
        if s.treasure >= HUNT_AT:
            trace = None
            if ev is not None:
                trace = Trace("The AI's action", choice="Hunt for Treasure")
                trace.step("solo §5 AI Action", f"{coins(s.treasure)} on the treasure map (5 or "
                           "more): Hunt for Treasure instead of the action roll")
            emit(ev, trace)
            if ev is not None:  # the table rolls no die for the AI's action this turn
                ev.append(Event("action", f"{coins(s.treasure)} on the treasure map (5 or "
                                          "more): the AI hunts for treasure instead of "
                                          "its action roll.", AI, {"treasure": s.treasure}))
            hunt(s, ev)
            push(s, TokenCheck())
        else:
            push(s, ActionRoll())


def hunt(s: IsleState, ev: Events) -> None:
    """Hunt for Treasure: the AI takes all the coins on the treasure map."""
    gold, s.treasure = s.treasure, 0
    s.coins[AI] += gold
    if ev is not None and gold:
        # "all 3 coins", but "the 1 coin" (not "all 1 coin").
        ev.append(Event("treasure", f"Give the AI {'all' if gold > 1 else 'the'} "
                                    f"{coins(gold)} on the treasure map.", AI, {"coins": gold}))


@dataclass(frozen=True, slots=True)
class ActionRoll(Chance):
    """Solo §5 "AI Action": the d6 names one of six actions."""

    def request(self, game, s: IsleState) -> ChanceRequest:
        return d6(game, "roll a d6 for the AI's action")

    def resolve(self, game, s: IsleState, action: Roll, ev: Events) -> None:
        roll = action.what
        trace = None
        if ev is not None:
            trace = Trace(f"The AI's action: {roll} = {ACTIONS[roll]}")
            trace.step("solo §5 AI Action", f"rolled {roll}: {ACTIONS[roll]}")
            if game.opts.person_turn == "reported" and s.moved is not None:
                # Table mode asks for this roll after the movement's, so "why" at the
                # next prompt would hold the action alone: the movement is told
                # again, and "why" explains the whole turn, as in Play mode.
                ev.append(traced(s.moved, AI))
        s.moved = None  # told once with its action, never with a later turn's
        announce(roll, ev)
        idle = ACT[roll](game.board, game.opts, s, trace, ev)
        if idle is not None:  # nothing changes: say so, and why
            ev.append(Event("action", f"The AI does nothing: {idle}.", AI, {"roll": roll}))
        emit(ev, trace)
        token_check_after(s)


def announce(roll: int, ev: Events) -> None:
    """Solo §5 "AI Action": the roll is public at the table; the line before the
    action's own says it and the action it names."""
    if ev is not None:
        ev.append(Event("action", f"The AI rolls {roll} for its action: {ACTIONS[roll]} "
                                  "(solo §5).", AI, {"roll": roll, "action": ACTIONS[roll]}))


# --- The six actions ------------------------------------------------------------------
#: Each changes the state as its clause says and returns why it changed nothing, for
#: the line that says so; None where it did something, asks the table, or nobody is
#: told (a quiet apply: ``ev`` None).
Idle = str | None
#: Why a cube could not go on the track (solo §5 actions 1, 2 and 5).
FULL = "the influence track is full"


def gain_influence(board: Board, opts, s: IsleState, trace: Trace | None, ev: Events) -> Idle:
    """Action 1: 3 AI cubes on the leftmost empty spaces; a full track makes the AI
    ally at once (:func:`ally`); the FAQ: always possible unless the track is full."""
    placed = place_cubes(s, AI, 3)
    if trace is not None:
        trace.step("solo §5 action 1",
                   f"{counted(len(placed), 'cube')} on the leftmost empty spaces",
                   [spaces(placed) or "none free"])
    cubes_event(s, placed, ev)
    if not track_full(s):
        if trace is not None:
            trace.choice = f"cubes on {spaces(placed)}"
    elif not ally(board, opts, s, trace, ev) and not placed and ev is not None:
        return (f"{FULL} and it can ally with no town in {board.place_names[s.ship[AI]]} "
                "or the next region clockwise")
    return None


def cubes_event(s: IsleState, placed: list[int], ev: Events) -> None:
    if ev is not None and placed:
        ev.append(Event("influence", f"Put {counted(len(placed), 'AI cube')} on the influence "
                                     f"track, {spaces(placed)}.", AI,
                        {"spaces": [i + 1 for i in placed]}))


def ally(board: Board, opts, s: IsleState, trace: Trace | None, ev: Events) -> bool:
    """Action 1, a full track: the AI allies with the highest-cost town in its
    region (first listed on a tie), paying the influence; if it cannot pay for
    that town, the same in the next region clockwise. Whether it allied."""
    here = s.ship[AI]
    for region in (here, board.clockwise(here, 1)):
        towns = candidates(board, opts, s, region, "diplomacy")
        name = board.place_names[region]
        if not towns:
            if trace is not None:
                trace.step("solo §5 action 1", f"the track is full: no town in {name} to ally with")
            continue
        t, cost = max(towns, key=lambda o: o[1])  # the first listed on a tie
        if trace is not None:
            paid = (f"{counted(s.cubes(AI), 'cube')} pay for it" if cost <= s.cubes(AI) else
                    f"its {counted(s.cubes(AI), 'cube')} cannot pay for it")
            trace.step("solo §5 action 1", f"the track is full: the highest-cost town in {name} "
                       f"is {board.towns[t].name} ({cost}); {paid}",
                       [f"{board.towns[u].name} ({c})" for u, c in towns])
        if cost <= s.cubes(AI):
            pay_influence(board, s, t, cost, trace, ev)
            return True
    if trace is not None:
        trace.choice = "no town to ally with"
    return False


def candidates(board: Board, opts, s: IsleState, region: int,
               how: str) -> list[tuple[int, int]]:
    """Towns in ``region`` the AI may take by ``how`` (diplomacy or attack), with
    what each requires: not the AI's own; +2 against the person's (§5); its banner
    blue for diplomacy, red for attack (option ``ai_banners``)."""
    banner = "blue" if how == "diplomacy" else "red"
    out = []
    for t in board.region_towns[region]:
        town = board.towns[t]
        if s.owner[t] == AI or (opts.ai_banners and town.banner != banner):
            continue
        out.append((t, getattr(town, how) + (AGAINST_YOU if s.owner[t] == PERSON else 0)))
    return out


def targets(board: Board, opts, s: IsleState, region: int, how: str) -> list[tuple[int, int]]:
    """The :func:`candidates` the AI can pay for: cubes on the track, or 2
    strength per pirate."""
    means = s.cubes(AI) if how == "diplomacy" else PIRATE * s.pirates[AI]
    return [(t, cost) for t, cost in candidates(board, opts, s, region, how) if cost <= means]


def shortfall(board: Board, opts, s: IsleState, region: int, how: str) -> list[str]:
    """Solo §5 actions 2 and 4, for the trace: each town the AI may take in
    ``region`` by ``how`` but cannot pay for, with what it needs and what the AI
    has ("Saltmarsh needs 5 (3 +2, yours), it has 2"); ["none"] without one."""
    has = s.cubes(AI) if how == "diplomacy" else PIRATE * s.pirates[AI]
    return [f"{board.towns[t].name} needs {cost}{surcharge(s, t, cost)}, it has {has}"
            for t, cost in candidates(board, opts, s, region, how) if cost > has] or ["none"]


def surcharge(s: IsleState, t: int, cost: int) -> str:
    """Solo §5 actions 2 and 4: " (3 +2, yours)" where ``cost`` is town ``t``'s
    requirement +2 against the person's town; else ""."""
    return f" ({cost - AGAINST_YOU} +{AGAINST_YOU}, yours)" if s.owner[t] == PERSON else ""


def pay_influence(board: Board, s: IsleState, t: int, cost: int, trace: Trace | None,
                  ev: Events) -> None:
    removed = remove_cubes(s, AI, cost)
    if ev is not None:
        ev.append(Event("influence", f"Take {counted(cost, 'AI cube')} off the influence track, "
                                     f"{spaces(removed)}.", AI,
                        {"spaces": [i + 1 for i in removed]}))
    take_town(board, s, AI, t, f"diplomacy, {cost} influence", ev)
    if trace is not None:
        trace.choice = f"takes {board.town_label(t)} for {cost} influence"


def diplomacy(board: Board, opts, s: IsleState, trace: Trace | None, ev: Events) -> Idle:
    """Action 2: the town with the lowest diplomacy requirement in the AI's region
    that it can pay for in cubes; else 1 cube on the track."""
    options = targets(board, opts, s, s.ship[AI], "diplomacy")
    if trace is not None:
        trace.step("solo §5 action 2", f"towns in {board.place_names[s.ship[AI]]} not the AI's, "
                   f"payable with its {counted(s.cubes(AI), 'cube')} (+2 against yours)",
                   [f"{board.towns[t].name} ({cost})" for t, cost in options]
                   or shortfall(board, opts, s, s.ship[AI], "diplomacy"))
    if options:
        t, cost = min(options, key=lambda o: o[1])
        pay_influence(board, s, t, cost, trace, ev)
        return None
    placed = place_cubes(s, AI, 1)
    if trace is not None:
        trace.step("solo §5 action 2", "impossible: 1 influence cube instead",
                   [spaces(placed) or "none free"])
        trace.choice = f"a cube on {spaces(placed)}" if placed else "nothing"
    cubes_event(s, placed, ev)
    if placed or ev is None:
        return None
    return f"it can befriend no town in {board.place_names[s.ship[AI]]} and {FULL}"


def hire_pirates(board: Board, opts, s: IsleState, trace: Trace | None, ev: Events) -> Idle:
    """Action 3: the AI takes 3 pirates into its supply, as many as the supply still
    holds (the box's pirate cards, notes §2)."""
    left = pirates_left(board, s)
    if pirates_unknown(board) and left:
        # Table mode: your pirates are not reported, so the supply may hold fewer
        # than the box less the AI's: you say how many the AI got.
        if trace is not None:
            trace.step("solo §5 action 3", f"3 pirates from the supply, as many as it holds: "
                       f"the box's {board.edition.pirates} less the AI's {s.pirates[AI]} "
                       "and yours (not reported: you say how many it got, notes §2)")
            trace.choice = f"up to {pirates(min(HIRE, left))}"
        push(s, GivePirates(min(HIRE, left)))  # the table is asked: no "does nothing"
        return None
    got = take_pirates(board, s, AI, HIRE)
    if trace is not None:
        trace.step("solo §5 action 3", f"3 pirates from the supply, which held {left} of the "
                   f"box's {board.edition.pirates} (notes §2)")
        trace.choice = pirates(got)
    if ev is not None:
        text = (f"Give the AI {pirates(got)} (it has {s.pirates[AI]})." if got == HIRE else
                f"Give the AI the last {pirates(got)} in the supply (it has "
                f"{s.pirates[AI]})." if got else
                "No pirates are left in the supply: the AI hires none.")
        ev.append(Event("pirates", text, AI, {"pirates": got}))
    return None  # none hired is said as the hire


def attack(board: Board, opts, s: IsleState, trace: Trace | None, ev: Events) -> Idle:
    """Action 4: the town with the lowest attack requirement in the AI's region that
    its pirates can beat (2 strength each, +2 against the person's towns); the
    pirates needed are discarded; else nothing."""
    options = targets(board, opts, s, s.ship[AI], "attack")
    if trace is not None:
        trace.step("solo §5 action 4", f"towns in {board.place_names[s.ship[AI]]} not the AI's, "
                   f"beaten by its {pirates(s.pirates[AI])} at 2 strength each "
                   "(+2 against yours)",
                   [f"{board.towns[t].name} ({cost})" for t, cost in options]
                   or shortfall(board, opts, s, s.ship[AI], "attack"))
    if not options:
        if trace is not None:
            trace.choice = "no effect"
        return None if ev is None else unbeaten(board, opts, s)
    t, cost = min(options, key=lambda o: o[1])
    used = -(-cost // PIRATE)
    s.pirates[AI] -= used
    if ev is not None:
        ev.append(Event("pirates", f"Discard {used} of the AI's pirates.", AI,
                        {"pirates": -used}))
    take_town(board, s, AI, t, f"attack {cost} with {pirates(used)}", ev)
    if trace is not None:
        trace.choice = f"takes {board.town_label(t)} with {pirates(used)}"
    return None


def unbeaten(board: Board, opts, s: IsleState) -> str:
    """Why the AI's pirates take no town in its region (action 4)."""
    region = board.place_names[s.ship[AI]]
    if not s.pirates[AI]:
        return "it has no pirates"
    if not candidates(board, opts, s, s.ship[AI], "attack"):
        return f"{region} has no town it may attack"
    beat = "beats" if s.pirates[AI] == 1 else "beat"
    return (f"its {pirates(s.pirates[AI])} (strength {PIRATE * s.pirates[AI]}) {beat} "
            f"no town in {region}")


def row_cards(board: Board, s: IsleState) -> list[tuple[int, int, int]]:
    """(cost, slot, card) of each card in the row."""
    return [(board.cards[c].cost, slot, c) for slot, c in enumerate(s.row) if c is not None]


def affords(opts, s: IsleState, cost: int) -> bool:
    """Solo §5 actions 5 and 6 "if cannot afford", §7 FAQ "skip if can't afford": a
    card no dearer than the AI's coins, though it pays nothing ('coins', the
    default), or any card ('free'): option ``ai_afford``."""
    return opts.ai_afford == "free" or cost <= s.coins[AI]


def afford_note(opts, s: IsleState) -> str:
    """What "afford" means in a trace."""
    return ("any cost (option ai_afford=free)" if opts.ai_afford == "free" else
            f"a cost up to its {coins(s.coins[AI])} (it pays nothing)")


def purchase(board: Board, opts, s: IsleState, trace: Trace | None, ev: Events) -> Idle:
    """Action 5: with fewer than 4 buildings the AI takes the 2 cheapest for
    nothing, else the cheapest and 1 cube; the rightmost on a tie; books ignored;
    none if it cannot afford the cheapest. Fewer than 6 buildings left to buy: 1
    cube (instead, or also: option ``scarce_buildings``)."""
    left = left_to_buy(s)
    cube, taken, cheapest = 0, [], None  # None: the row is not looked at
    if left < SCARCE:
        cube += 1
        if trace is not None:
            trace.step("solo §5 action 5", f"{counted(left, 'building')} left to buy (fewer "
                       "than 6): 1 cube" + (" instead" if opts.scarce_buildings else ""))
    if left >= SCARCE or not opts.scarce_buildings:
        owned = len(s.built[AI])
        n = 2 if owned < FEW_BUILDINGS else 1
        cube += n == 1
        cheapest = sorted(row_cards(board, s), key=lambda x: (x[0], -x[1]))
        for cost, _, card in cheapest[:n]:
            if not affords(opts, s, cost):
                break
            taken.append(card)
        if trace is not None:
            trace.step("solo §5 action 5", f"the AI owns {counted(owned, 'building')}: "
                       + ("the 2 cheapest" if n == 2 else "the cheapest and 1 cube")
                       + ", rightmost on a tie, books ignored",
                       [f"{board.cards[c].name} ({cost})" for cost, _, c in cheapest[:n]]
                       or ["the row is empty"])
            trace.step("solo §5 action 5", f"'if cannot afford cheapest: take none': it "
                       f"affords {afford_note(opts, s)}",
                       [board.cards[c].name for c in taken] or ["none"])
            if len(taken) < min(n, len(cheapest)):
                trace.step("solo §7 FAQ", "'skip if can't afford': it cannot afford the "
                           + ("cheapest: it takes none" if not taken else
                              "next cheapest: it takes no more"))
        if taken:
            take_buildings(board, s, AI, taken, ev)
    placed = place_cubes(s, AI, cube)
    cubes_event(s, placed, ev)
    if trace is not None:
        cubes = f", {counted(len(placed), 'cube')} on {spaces(placed)}" if placed else ""
        trace.choice = f"now {counted(len(s.built[AI]), 'building')}{cubes}"
    if ev is None or placed or taken:
        return None
    why = (f"fewer than {counted(SCARCE, 'building')} are left to buy" if cheapest is None
           else "the building row is empty" if not cheapest else
           f"it cannot afford the cheapest building (cost {cheapest[0][0]}; it has "
           f"{coins(s.coins[AI])})")
    return why + (f" and {FULL}" if cube else "")


def most_expensive(board: Board, opts, s: IsleState, trace: Trace | None, ev: Events) -> Idle:
    """Action 6: the most expensive building in the row for nothing (rightmost on a
    tie; none if it cannot afford it), then all the coins on the treasure map."""
    cards = row_cards(board, s)
    took = False
    if cards:
        cost, _, card = max(cards)
        if trace is not None:
            trace.step("solo §5 action 6", "the most expensive building, rightmost on a tie",
                       [f"{board.cards[card].name} ({cost})"])
        took = affords(opts, s, cost)
        if took:
            take_buildings(board, s, AI, [card], ev)
        elif trace is not None:
            trace.step("solo §5 action 6", f"'if cannot afford most expensive: take no "
                       f"building': {cost} is more than its {coins(s.coins[AI])}")
    elif trace is not None:
        trace.step("solo §5 action 6", "the row is empty: no building")
    if trace is not None:
        trace.step("solo §5 action 6", f"Hunt for Treasure: {coins(s.treasure)} on the map")
        trace.choice = f"now {counted(len(s.built[AI]), 'building')}, +{coins(s.treasure)}"
    if ev is None or took or s.treasure:
        hunt(s, ev)
        return None
    if not cards:
        return "the building row and the treasure map are empty"
    return (f"it cannot afford the most expensive building (cost {cost}; it has "
            f"{coins(s.coins[AI])}) and the treasure map is empty")


ACT = {1: gain_influence, 2: diplomacy, 3: hire_pirates, 4: attack, 5: purchase,
       6: most_expensive}
