"""How far the speed targets can go with the rules as they are written: for each of
the three workloads of issue 20 still short of its goal, the part of its time that
a faster loop or bot cannot remove, and the rate left if the rest cost nothing.

    python bench/floors.py [--games 200]

- **The Alpha, random bots**: the decisions/s of ``play_out`` and of the rules
  alone (each game's recorded moves replayed: the legal moves listed at every
  decision, the chance outcomes drawn, the steps carried out, but no bot and no
  decision stream), and the cost of one seeded random choice (its stream, one
  draw, the decision).
- **BLITZKRIEG!, baseline person**: the share of a game spent scoring the outcomes
  of the baseline's look-ahead (``Outlook.score``), and the games/s if scoring
  cost nothing (the outcomes still played).
- **ISMCTS, four-seat The Alpha**: the share of a search spent in the modelled
  packs' automa decisions (in the tree and in rollouts, with their glimpse and
  stream), and the iterations/s if those cost nothing.

Rates are normalised by the yardstick in this process, in CPU time, as
``benchmark.py``'s are; a share is timed with ``perf_counter`` around each call
(its own cost, about 0.1 us a call, counts in the share).
"""

from __future__ import annotations

import argparse
import sys
import time
import timeit
from unittest.mock import patch

from benchmark import lineup, machine, playouts, search_rate, searches
from yardstick import normalised

from automeeple import catalog
from automeeple.engine.agent import Decision, decision_streams
from automeeple.engine.core import CHANCE, drawn
from automeeple.engine.flow import AUTO, QUIET
from automeeple.engine.play import play_out


def recorded(game, agents: list, seed: int) -> list:
    """The moves the seats chose in the seeded game, in order."""
    moves: list = []

    class Recording:
        def __init__(self, agent) -> None:
            self.agent, self.name = agent, agent.name
            self.uses_observation = agent.uses_observation

        def decide(self, *args) -> Decision:
            decision = self.agent.decide(*args)
            moves.append(decision.action)
            return decision

    play_out(game, [Recording(a) for a in agents], seed)
    return moves


def replay(game, seed: int, moves: list):
    """The seeded game again with the recorded ``moves``: the rules alone. Returns
    the final state."""
    s = game.new_initial_state(seed)
    flow, chosen = s.flow, iter(moves)
    while flow:
        work = flow[-1]
        if work.seat == CHANCE:
            action = drawn(work.request(game, s), s.rng)
        else:
            work.legal(game, s)
            action = next(chosen)
        flow.pop().resolve(game, s, action, QUIET)
        while flow and flow[-1].seat == AUTO:
            flow.pop().run(game, s, QUIET)
    return s


def random_floor(games: int) -> None:
    info = catalog.get("the-alpha")
    game = info.make(4, {})
    agents = [info.bot(name) for name in lineup(info, 4, "random")]
    moves = [recorded(game, agents, seed) for seed in range(games)]
    decisions = sum(map(len, moves))
    played = playouts(info, 4, "random", games, rounds=5)["decisions/s"]
    rules = normalised(lambda: [replay(game, seed, m) for seed, m in enumerate(moves)],
                       decisions, rounds=5)
    bot, stream, legal = agents[0], decision_streams(1), list(range(8))
    choice_us = min(timeit.repeat(lambda: bot.decide(game, None, legal, stream(1, 7), False),
                                  number=100_000, repeat=5)) * 10 * machine()
    print(f"The Alpha, random bots: {played:,.0f} decisions/s played; the rules alone "
          f"{rules:,.0f} decisions/s ({1e6 / rules:.2f} us a decision); one seeded "
          f"random choice {choice_us:.2f} us")


def timed_share(target, name: str, work) -> float:
    """The share of ``work()``'s time spent in ``target.name`` (outermost calls)."""
    spent, depth = [0.0], [0]
    original = getattr(target, name)

    def timed(*args, **kwargs):
        if depth[0]:
            return original(*args, **kwargs)
        depth[0] += 1
        start = time.perf_counter()
        try:
            return original(*args, **kwargs)
        finally:
            spent[0] += time.perf_counter() - start
            depth[0] -= 1

    with patch.object(target, name, timed):
        start = time.perf_counter()
        work()
        total = time.perf_counter() - start
    return spent[0] / total


def baseline_floor(games: int) -> None:
    from automeeple.games.blitzkrieg.baseline import Outlook

    info = catalog.get("blitzkrieg")
    game = info.make(2, {})
    agents = [info.bot(name) for name in lineup(info, 2, "baseline")]
    rate = playouts(info, 2, "baseline", games, rounds=3)["games/s"]
    share = timed_share(Outlook, "score",
                        lambda: [play_out(game, agents, seed) for seed in range(games)])
    print(f"BLITZKRIEG!, baseline: {rate:,.1f} games/s; scoring the outcomes {share:.0%} "
          f"of a game; with free scoring {rate / (1 - share):,.1f} games/s")


def search_floor() -> None:
    from automeeple.games.the_alpha.automa import AlphaAutoma
    from automeeple.games.the_alpha.game import AlphaGame

    rate, _ = search_rate(2)
    run, _ = searches(1, 200)
    shares = [timed_share(target, name, run)
              for target, name in ((AlphaAutoma, "decide"), (AlphaGame, "glimpse"))]
    share = sum(shares)
    print(f"ISMCTS, four-seat The Alpha: {rate:,.0f} iterations/s; the modelled packs' "
          f"automa {shares[0]:.0%} and their glimpse {shares[1]:.0%} of a search; with "
          f"both free {rate / (1 - share):,.0f} iterations/s")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args(argv)
    print(f"normalised to the reference machine (this one runs the yardstick "
          f"{machine():.2f}x as fast now)")
    random_floor(args.games)
    baseline_floor(max(args.games // 5, 10))
    search_floor()


if __name__ == "__main__":
    sys.exit(main())
