"""BLITZKRIEG!: how games end, how long they last and how often the bot's 20+ VP
rules are in play, per difficulty, over a seeded batch (docs/blitzkrieg.md, "The
placeholder board").

    python bench/blitzkrieg_diagnosis.py [--games 300] [--seed 1] [--option name=value ...]
                                         [--edition FILE]

Game ``i`` is played from ``derive_seed(seed, "game", i)``, the baseline person in
seat 1 and the solo bot by the rules, exactly as ``automeeple simulate blitzkrieg
--by difficulty --games N --seed S`` plays it (the same games). For each level it
prints how the games ended (``ended_by``), the game length (the bot's placements,
the person's decisions), the mean VP of each side, and the share of the bot's
placements made with 20+ VP: those in which its two 20+ VP rules (solo §5 step 2
"Propaganda (if AI has >= 20 VP)", step 3 "If AI has >= 20 VP: choose only highest
strength units") are in force.
"""

from __future__ import annotations

import statistics
import sys
from collections import Counter

from diagnosis import command_line  # bench/: the diagnosis scripts' command line

from automeeple import catalog
from automeeple.engine.play import play_out
from automeeple.engine.rng import derive_seed
from automeeple.games.blitzkrieg import bot
from automeeple.games.blitzkrieg.options import DIFFICULTIES
from automeeple.games.blitzkrieg.state import BOT, PERSON


def diagnose(games: int, seed: int, options: dict, edition: str | None = None) -> dict:
    """Play the batch; ``edition`` is an edition file's text (None: the shipped one)."""
    info = catalog.get("blitzkrieg")
    game = info.make(2, options, edition)
    placements = Counter()
    choose = bot.choose

    def counted(book, s, after, explain=True):
        placements["all"] += 1
        placements["late"] += s.vp[BOT] >= bot.LATE_VP
        return choose(book, s, after, explain)

    endings: Counter = Counter()
    decisions, bot_places, vp, wins = [], [], [[], []], 0
    bot.choose = counted
    try:
        for i in range(games):
            before = placements["all"]
            agents = [info.bot(name) for name in info.players(["baseline"], 2)]
            playout = play_out(game, agents, derive_seed(seed, "game", i))
            result = playout.result
            endings[result.ended_by] += 1
            decisions.append(playout.decisions)
            bot_places.append(placements["all"] - before)
            for seat in (PERSON, BOT):
                vp[seat].append(result.scores[seat])
            wins += result.winner == PERSON
    finally:
        bot.choose = choose
    return {"games": games, "endings": endings, "decisions": decisions,
            "bot_places": bot_places, "vp": vp, "wins": wins, "placements": placements}


def report(level: str, d: dict) -> str:
    n, p = d["games"], d["placements"]
    ends = ", ".join(f"{k} {v / n:.0%}" for k, v in d["endings"].most_common())
    return (f"{level:<7} person wins {d['wins'] / n:.1%}; VP person "
            f"{statistics.mean(d['vp'][PERSON]):.1f}, bot {statistics.mean(d['vp'][BOT]):.1f}; "
            f"bot placements {statistics.mean(d['bot_places']):.1f} a game, with 20+ VP "
            f"{p['late'] / max(p['all'], 1):.1%}; person's decisions "
            f"{statistics.mean(d['decisions']):.1f}\n        ended by: {ends}")


def main(argv: list[str] | None = None) -> None:
    args, options, edition = command_line(__doc__, "BLITZKRIEG!, each level", 300, 1, argv)
    for level in DIFFICULTIES:
        d = diagnose(args.games, args.seed, {**options, "difficulty": level}, edition)
        print(report(level, d))


if __name__ == "__main__":
    sys.exit(main())
