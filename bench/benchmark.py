"""The benchmark: decisions/s, complete games/s and clone time, per game, one core.

Run ``make bench`` (or ``python bench/benchmark.py [--games N]``). Times are CPU
time of this process (``time.process_time``), best of three rounds, after a
warm-up game, so another busy process on the machine disturbs them little.
"""

from __future__ import annotations

import argparse
import platform
import statistics
import sys
import time
import timeit

from automeeple import ENGINE_VERSION
from automeeple.engine import registry
from automeeple.engine.agent import decision_stream
from automeeple.engine.core import CHANCE, TERMINAL, sample_chance
from automeeple.engine.play import play_out


def best_of(rounds: int, fn) -> float:
    """The smallest CPU time of ``rounds`` calls of ``fn``."""
    times = []
    for _ in range(rounds):
        start = time.process_time()
        fn()
        times.append(time.process_time() - start)
    return min(times)


def playouts(info, seats: int, bot: str, games: int) -> dict:
    game = info.make(seats, {})
    agents = [info.bot(bot if s not in info.automa_seats else "solo-bot") for s in range(seats)]
    play_out(game, agents, 10**6)  # warm-up
    counts = {}

    def run() -> None:
        counts["decisions"] = counts["steps"] = 0
        for seed in range(games):
            p = play_out(game, agents, seed)
            counts["decisions"] += p.decisions
            counts["steps"] += p.decisions + p.chance_steps

    cpu = best_of(3, run)
    return {"games/s": games / cpu, "decisions/s": counts["decisions"] / cpu,
            "steps/s": counts["steps"] / cpu, "decisions/game": counts["decisions"] / games}


def mid_game_state(info, seats: int):
    """The state halfway through a seeded random game."""
    game = info.make(seats, {})
    agents = [info.bot("random" if s not in info.automa_seats else "solo-bot")
              for s in range(seats)]
    total = play_out(game, agents, 7)
    half = (total.decisions + total.chance_steps) // 2
    state = game.new_initial_state(7)
    for step in range(half):
        seat = game.to_move(state)
        if seat == CHANCE:
            action = sample_chance(game, state)
        else:
            action = agents[seat].decide(game, None, game.legal_actions(state),
                                         decision_stream(7, seat, step)).action
        game.apply(state, action)
    return game, state


def clone_us(info, seats: int) -> float:
    game, state = mid_game_state(info, seats)
    number = 20000
    return min(timeit.repeat(lambda: game.clone(state), number=number, repeat=5,
                             timer=time.process_time)) / number * 1e6


def decision_times(info, seats: int, bot: str, games: int) -> list[float]:
    """CPU microseconds of each decision ``bot`` makes in ``games`` games."""
    game = info.make(seats, {})
    agent = info.bot(bot)
    times: list[float] = []
    for seed in range(games):
        state = game.new_initial_state(seed)
        step = 0
        while (seat := game.to_move(state)) != TERMINAL:
            if seat == CHANCE:
                action = sample_chance(game, state)
            else:
                start = time.process_time()
                obs = game.observation(state, seat)
                action = agent.decide(game, obs, game.legal_actions(state),
                                      decision_stream(seed, seat, step)).action
                times.append((time.process_time() - start) * 1e6)
            game.apply(state, action)
            step += 1
    return times


def automa_turn_times(info, seats: int, games: int) -> list[float]:
    """CPU microseconds of each step in which a rules-driven automa decided (its
    whole procedure with the trace, and carrying out the placement)."""
    game = info.make(seats, {})
    agents = [info.bot(info.default_bot if s not in info.automa_seats else "solo-bot")
              for s in range(seats)]
    times = []
    for seed in range(games):
        state = game.new_initial_state(seed)
        step = 0
        while (seat := game.to_move(state)) != TERMINAL:
            if seat == CHANCE:
                action = sample_chance(game, state)
            else:
                action = agents[seat].decide(game, game.observation(state, seat),
                                             game.legal_actions(state),
                                             decision_stream(seed, seat, step)).action
            before = game.automa_trace(state)
            start = time.process_time()
            game.apply(state, action)
            spent = (time.process_time() - start) * 1e6
            if game.automa_trace(state) is not before:
                times.append(spent)
            step += 1
    return times


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300, help="games per timing round")
    args = parser.parse_args(argv)
    print(f"automeeple {ENGINE_VERSION}, Python {platform.python_version()}, "
          f"{platform.machine()}, one core, CPU time, best of 3")
    for info in registry.games():
        seats = info.default_seats
        print(f"\n{info.title} ({seats} seats, {info.edition_status()})")
        if info.automa_seats:
            times = sorted(automa_turn_times(info, seats, 50))
            print(f"  solo bot turn (procedure, trace, placement): median "
                  f"{statistics.median(times):.0f} us, p99 {times[int(len(times) * 0.99)]:.0f}"
                  f" us over {len(times)} turns")
        rnd = playouts(info, seats, "random", args.games)
        print(f"  random bots : {rnd['decisions/s']:>9,.0f} decisions/s  "
              f"{rnd['steps/s']:>9,.0f} steps/s (with chance)  "
              f"{rnd['games/s']:>7,.1f} games/s  ({rnd['decisions/game']:.0f} decisions/game)")
        if info.default_bot != "random":
            bot = playouts(info, seats, info.default_bot, max(args.games // 5, 20))
            print(f"  {info.default_bot:<12}: {bot['decisions/s']:>9,.0f} decisions/s  "
                  f"{bot['steps/s']:>9,.0f} steps/s (with chance)  "
                  f"{bot['games/s']:>7,.1f} games/s")
            times = sorted(decision_times(info, seats, info.default_bot, 20))
            print(f"  one {info.default_bot} decision: median {statistics.median(times):.0f} us, "
                  f"p99 {times[int(len(times) * 0.99)]:.0f} us, max {times[-1]:.0f} us "
                  f"(observation included)")
        print(f"  clone of a mid-game state: {clone_us(info, seats):.2f} us")


if __name__ == "__main__":
    sys.exit(main())
