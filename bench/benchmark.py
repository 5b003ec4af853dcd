"""The benchmark: start-up time, and per game decisions/s, complete games/s, bot
decision and automa turn times, clone time, a hint's time, the web page's and a
move's time early and late in a game, and the search's iterations/s, on one core,
every figure normalised to the project's reference machine.

Run ``make bench`` (or ``python bench/benchmark.py [--games N]``). A rate measured on
its own moves with the machine and its load, so each workload runs in alternating
rounds with the yardstick (``bench/yardstick.py``, a fixed pure-Python workload) in
this one process, in CPU time, the fastest round of each side counting; a rate is
then scaled by 320,000 / the yardstick's decisions/s, a time by the inverse
(:func:`yardstick.normalised`). Playouts use the simulator's fast loop
(:func:`~automeeple.engine.play.play_out`); decision and turn times come from games
played through the sessions' advance loop, as a person's game is. Start-up is the
CPU time of a fresh ``automeeple`` process. ``bench/compare.py REV`` runs this and
REV's benchmark side by side.
"""

from __future__ import annotations

import argparse
import platform
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from unittest.mock import patch

from yardstick import REFERENCE_RATE, normalised, yardstick

from automeeple import ENGINE_VERSION, catalog
from automeeple.catalog import GameInfo
from automeeple.engine.agent import AUTOMA_SEAT, ask, decision_stream
from automeeple.engine.core import TRACE
from automeeple.engine.play import play_out
from automeeple.engine.records import Match
from automeeple.sessions import session as session_module
from automeeple.sessions.session import Session


def machine() -> float:
    """How many times faster than the reference machine this one runs the yardstick
    now (its fastest of five rounds, in CPU time)."""
    best = min(cpu(yardstick) for _ in range(5))
    return yardstick() / best / REFERENCE_RATE


def cpu(fn) -> float:
    start = time.process_time()
    fn()
    return time.process_time() - start


def startup_ms(*args: str) -> float:
    """CPU milliseconds of ``automeeple ARGS`` in a fresh process (the package on this
    interpreter's path), best of five, normalised."""
    command = [sys.executable, "-c", "from automeeple.cli.app import main; main()", *args]
    times = []
    for _ in range(5):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        times.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
    return min(times) * 1000 * machine()


def lineup(info: GameInfo, seats: int, bot: str) -> list[str]:
    return [AUTOMA_SEAT if s in info.automa_seats else bot for s in range(seats)]


def playouts(info: GameInfo, seats: int, bot: str, games: int, rounds: int) -> dict:
    """Seeded playouts of ``games`` games with ``bot`` in every free seat:
    normalised games/s, decisions/s, steps/s (chance steps too).

    Each round plays the seeds on a game (and bots) of its own, made beforehand: a
    bot may keep what it worked out with the game's rulebook (BLITZKRIEG!'s
    baseline does), and a round that found it all kept by the round before, the
    same positions, would be faster than any run of new games (1.4x there)."""
    fresh = [(info.make(seats, {}), [info.bot(name) for name in lineup(info, seats, bot)])
             for _ in range(rounds + 2)]
    game, agents = fresh.pop()
    played = [play_out(game, agents, seed) for seed in range(games)]
    decisions = sum(p.decisions for p in played)
    steps = decisions + sum(p.chance_steps for p in played)

    def run() -> None:
        game, agents = fresh.pop()
        for seed in range(games):
            play_out(game, agents, seed)

    rate = normalised(run, games, rounds)
    return {"games/s": rate, "decisions/s": rate * decisions / games,
            "steps/s": rate * steps / games, "decisions/game": decisions / games}


def session_games(info: GameInfo, seats: int, bot: str, games: int
                  ) -> tuple[list[float], list[float]]:
    """Bots-only games through the advance loop: CPU microseconds of each decision of
    ``bot`` (listing its legal moves, building its observation, deciding), and of
    each step in which an automa played by the rules decided (its whole procedure
    with the trace, and carrying it out)."""
    decisions: list[float] = []
    turns: list[float] = []

    def timed_ask(*args):
        start = time.process_time()
        decision = ask(*args)
        decisions.append((time.process_time() - start) * 1e6)
        return decision

    for seed in range(games):
        session = Session.new(None, info, seats, {}, seed, lineup(info, seats, bot))
        game = session.game
        apply = game.apply

        def timed_apply(state, action, checked=True, quiet=False, apply=apply):
            start = time.process_time()
            events = apply(state, action, checked, quiet)
            spent = (time.process_time() - start) * 1e6
            if any(e.kind == TRACE for e in events):
                turns.append(spent)
            return events

        game.apply = timed_apply
        with patch.object(session_module, "ask", timed_ask):
            session.advance()
    return decisions, turns


def clone_us(info: GameInfo, seats: int) -> float:
    """CPU microseconds of a clone of the state halfway through a seeded random game."""
    session = Session.new(None, info, seats, {}, 7, lineup(info, seats, "random"))
    session.advance()
    record = session.match.record
    state = Match.replay(session.game, record, upto=len(record.steps) // 2).state
    game = session.game
    number = 20000

    def run() -> None:
        for _ in range(number):
            game.clone(state)

    return 1e6 / normalised(run, number, rounds=5)


def search_rate(games: int, iterations: int = 500) -> tuple[float, int]:
    """ISMCTS iterations per CPU second on four-seat The Alpha, normalised, over
    :func:`searches`. Returns the rate and the searches made."""
    run, made = searches(games, iterations)
    return normalised(run, run(), rounds=3), made


def searches(games: int, iterations: int) -> tuple[Callable[[], int], int]:
    """A search of ``iterations`` at every decision of seat 1 (with more than one
    move) in ``games`` seeded games of automa on four-seat The Alpha (the moves
    played are the automa's): a function that makes them all and returns the
    iterations done, and how many searches it makes."""
    from automeeple.agents.ismcts import search

    info = catalog.get("the-alpha")
    game = info.make(4, {})
    automa = info.bot("automa")
    positions = []

    def each(state, step) -> None:
        legal = game.legal_actions(state)
        if game.to_move(state) == 0 and len(legal) > 1:
            positions.append((game.observation(state, 0), legal, step))

    for seed in range(games):
        play_out(game, [automa] * 4, seed, each=each)

    def run() -> int:
        return sum(search(game, obs, 0, legal, decision_stream(99, 0, step), iterations)[1]
                   for obs, legal, step in positions)

    return run, len(positions)


def hint_ms(info: GameInfo, games: int = 2, most: int = 8) -> list[float]:
    """CPU milliseconds of a hint at the game's budget (``hint_iterations``),
    normalised, at up to ``most`` of the person's decisions spread over ``games``
    seeded games of the default bot."""
    from automeeple.agents.ismcts import hint

    seats = info.default_seats
    game = info.make(seats, {})
    people = info.default_people(seats)
    agents = [info.bot(name) for name in lineup(info, seats, info.default_bot)]
    positions = []

    def each(state, step) -> None:
        seat = game.to_move(state)
        if seat in people and len(game.legal_actions(state)) > 1:
            positions.append((game.clone(state), seat, step))

    for seed in range(games):
        play_out(game, agents, seed, each=each)
    times = []
    for state, seat, step in positions[::max(1, len(positions) // most)][:most]:
        start = time.process_time()
        hint(game, state, seat, 1, step, info.hint_iterations)
        times.append((time.process_time() - start) * 1000 * machine())
    return times


#: Timings of each page, the fastest counting.
PAGE_ROUNDS = 3


def page_ms(info: GameInfo, seed: int = 5) -> dict[str, float]:
    """CPU milliseconds, normalised, of the web app's game page (handler and template)
    and of a move (handler), over one seeded game played through the web handlers
    with the first choice each time: the medians of the first and the last 20 moves,
    and the number of moves. Each page is timed as the fastest of :data:`PAGE_ROUNDS`
    (a page changes nothing; one timing of a few ms moves by half with the load)."""
    import tempfile
    from pathlib import Path

    from automeeple.web.games import Games
    from automeeple.web.handlers import home, play
    from automeeple.web.pages import environment, render

    env = environment("bench")
    with tempfile.TemporaryDirectory() as folder:
        games = Games(Path(folder) / "bench.sqlite3")
        started = home.start(games, info.id, {"mode": "play", "seed": str(seed)}, "", b"",
                             csrf_ok=True)
        gid = int(started.url.removeprefix("/games/").removesuffix("#question"))
        pages, moves = [], []
        while True:
            times = []
            for _ in range(PAGE_ROUNDS):
                start = time.process_time()
                page = play.game(games, gid)
                render(env, page, "/")
                times.append(time.process_time() - start)
            pages.append(min(times))
            context = page.context
            if not context.get("choices"):
                break
            start = time.process_time()
            play.move(games, gid, csrf_ok=True, at=str(context["at"]),
                      move=context["choices"][0]["move"])
            moves.append(time.process_time() - start)
    scale = 1000 * machine()
    return {"page early": statistics.median(pages[:20]) * scale,
            "page late": statistics.median(pages[-20:]) * scale,
            "move early": statistics.median(moves[:20]) * scale,
            "move late": statistics.median(moves[-20:]) * scale, "moves": len(moves)}


def spread(times: list[float]) -> str:
    """Median, 99th percentile and most of CPU microseconds, normalised."""
    scale = machine()
    times = sorted(t * scale for t in times)
    return (f"median {statistics.median(times):.0f} us, p99 {times[int(len(times) * 0.99)]:.0f}"
            f" us, max {times[-1]:.0f} us over {len(times)}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300, help="games per timing round")
    args = parser.parse_args(argv)
    print(f"automeeple {ENGINE_VERSION}, Python {platform.python_version()}, "
          f"{platform.machine()}, one core, CPU time; every figure normalised to the "
          f"reference machine (this one runs the yardstick {machine():.2f}x as fast now)")
    print(f"start-up: 'automeeple --help' {startup_ms('--help'):.0f} ms, "
          f"'automeeple games' {startup_ms('games'):.0f} ms (CPU, best of 5)")
    for info in catalog.games():
        seats = info.default_seats
        print(f"\n{info.title} ({seats} seats, {info.edition_status()})")
        rnd = playouts(info, seats, "random", args.games, rounds=5)
        print(f"  random bots : {rnd['decisions/s']:>9,.0f} decisions/s  "
              f"{rnd['steps/s']:>9,.0f} steps/s (with chance)  "
              f"{rnd['games/s']:>7,.1f} games/s  ({rnd['decisions/game']:.0f} decisions/game)")
        bot = info.default_bot
        if bot != "random":
            # A third of the random games, at least 30: a game's rate with the
            # default bot varies with its seed (BLITZKRIEG!'s baseline ran at 50-52
            # games/s on seeds 0-9 and 43-45 on seeds 0-99), so a few seeds would
            # measure the seeds more than the speed.
            n = max(args.games // 3, 30)
            played = playouts(info, seats, bot, n, rounds=3)
            print(f"  {bot:<12}: {played['decisions/s']:>9,.0f} decisions/s  "
                  f"{played['steps/s']:>9,.0f} steps/s (with chance)  "
                  f"{played['games/s']:>7,.1f} games/s  ({n} games)")
        decisions, turns = session_games(info, seats, bot, 20)
        print(f"  one {bot} decision (legal moves, observation, trace): {spread(decisions)}")
        if turns:
            print(f"  one automa turn (procedure, trace, carrying it out): {spread(turns)}")
        print(f"  clone of a mid-game state: {clone_us(info, seats):.2f} us")
        hints = sorted(hint_ms(info))
        print(f"  one hint ({info.hint_iterations} iterations): median "
              f"{statistics.median(hints):.0f} ms, most {hints[-1]:.0f} ms over {len(hints)}")
        web = page_ms(info)
        print(f"  web page (handler, template): median {web['page early']:.1f} ms over the "
              f"first 20 moves, {web['page late']:.1f} ms over the last 20; a move "
              f"{web['move early']:.1f} / {web['move late']:.1f} ms ({web['moves']} moves)")
    rate, searches = search_rate(max(args.games // 100, 2))
    print(f"\nISMCTS iterations/s (The Alpha, 4 seats): {rate:,.0f} "
          f"(500 a search, {searches} searches at seat 1's decisions in automa games)")


if __name__ == "__main__":
    sys.exit(main())
