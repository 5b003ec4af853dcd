"""The Wolves: how the AI packs act and how games end, over a seeded batch
(docs/wolves.md, "Diagnosis").

    python bench/wolves_diagnosis.py [--games 200] [--seed 5] [--option name=value ...]
                                     [--edition FILE]

Game ``i`` is played from ``derive_seed(seed, "game", i)``, the baseline player in
seat 0 and the two AI packs by the rules, exactly as ``automeeple simulate wolves
--games N --seed S --workers 1`` plays it (the same games), but with the events
read. It prints, for each AI action tile, the share of its draws where the front
is done, the back is done, a new tile is drawn (neither side can be done), or
nothing happens (neither can, and no tile is left); the share of activations in
which an AI does nothing; where the Moonlight board's pieces come from; the game
length; and how games end.
"""

from __future__ import annotations

import statistics
import sys
from collections import Counter

from diagnosis import command_line  # bench/: the diagnosis scripts' command line

from automeeple import catalog
from automeeple.engine.core import CHANCE
from automeeple.engine.rng import derive_seed
from automeeple.sessions.session import Session

OUTCOMES = ("front", "back", "new tile", "nothing")


def classify(events: list) -> tuple[str, str] | None:
    """(tile, outcome) of the events of one tile draw; None for any other step."""
    tile = next((e.data["tile"] for e in events if e.kind == "ai-tile"), None)
    if tile is None:
        return None
    failed = [e.data for e in events if e.kind == "ai" and e.data and "side" in e.data]
    if not failed:
        return tile, "front"
    if failed[-1]["flips"]:
        return tile, "back"  # the front failed and the tile flipped: its back was done
    if any(e.kind == "ai" and e.data and "side" not in e.data for e in events):
        return tile, "nothing"
    return tile, "new tile"


def ending(events: list) -> str | None:
    """How the game ended, from its last events (for code without ``ended_by``)."""
    if any(e.kind == "stall" for e in events):
        return "cut-off"
    if any(e.kind == "end" and "full moon" in e.text for e in events):
        return "full-moon"
    return None


def diagnose(games: int, seed: int, options: dict, edition: str | None = None) -> dict:
    """Play the batch; ``edition`` is an edition file's text (None: the shipped one).
    Each game goes through the sessions' advance loop, which builds every step's
    events (the simulator's loop builds none), its game's ``apply`` wrapped to read
    them step by step."""
    info = catalog.get("wolves")
    draws: Counter = Counter()
    activations = Counter()
    moon_from: Counter = Counter()
    rounds, decisions, endings, wins, moons = [], [], Counter(), 0, []
    ends: list[str] = []

    def read(events: list) -> list:
        got = classify(events)
        if got is not None:
            draws[got] += 1
            if got[1] != "new tile":
                activations["all"] += 1
                activations["nothing"] += got[1] == "nothing"
        for e in events:
            data = e.data or {}
            if e.kind in ("howl", "lair", "dominate"):
                who = "person" if data.get("pack") == 0 else "AI"
                moon_from[f"{e.kind} ({who})"] += 1
            elif e.kind == "displace" and "moon" in data:
                moon_from["displacement"] += 1
        how = ending(events)
        if how is not None:
            ends.append(how)
        return events

    def heard(loud):
        """``apply`` with its sentences built and read."""
        return lambda state, action, checked=True, quiet=False: read(
            loud(state, action, checked, False))

    for i in range(games):
        ends.clear()
        session = Session.new(None, info, 3, options, derive_seed(seed, "game", i),
                              info.players(["baseline"], 3), edition, explain=False)
        game = session.match.game
        game.apply = heard(game.apply)
        session.advance()
        state = session.match.state
        result = game.result(state)
        how = getattr(result, "ended_by", "") or (ends[-1] if ends else "?")
        endings[how] += 1
        rounds.append(state.turns)
        decisions.append(sum(step.seat != CHANCE for step in session.match.record.steps))
        moons.append(state.moon)
        wins += result.winner == 0
    return {"draws": draws, "activations": activations, "moon_from": moon_from,
            "rounds": rounds, "decisions": decisions, "endings": endings, "wins": wins,
            "moons": moons, "games": games, "tiles": [t.name for t in game.edition.ai_tiles],
            "backs": {t.name: (t.action, t.back) for t in game.edition.ai_tiles}}


def report(d: dict) -> str:
    lines = [f"{'tile':<11} {'front/back':<16} {'draws':>6}  "
             + "  ".join(f"{o:>8}" for o in OUTCOMES)]
    total = Counter()
    for tile in d["tiles"]:
        n = sum(d["draws"][(tile, o)] for o in OUTCOMES)
        front, back = d["backs"][tile]
        cells = []
        for o in OUTCOMES:
            total[o] += d["draws"][(tile, o)]
            cells.append(f"{d['draws'][(tile, o)] / n:>8.1%}" if n else f"{'-':>8}")
        lines.append(f"{tile:<11} {front + '/' + back:<16} {n:>6}  " + "  ".join(cells))
    n = sum(total.values())
    lines.append(f"{'all':<11} {'':<16} {n:>6}  "
                 + "  ".join(f"{total[o] / n:>8.1%}" for o in OUTCOMES))
    act = d["activations"]
    lines.append(f"AI activations: {act['all']}, doing nothing: {act['nothing']} "
                 f"({act['nothing'] / max(act['all'], 1):.1%})")
    moon = d["moon_from"]
    lines.append("Moonlight pieces from: " + ", ".join(
        f"{k} {v / d['games']:.1f}" for k, v in sorted(moon.items())) + " per game")
    r = d["rounds"]
    lines.append(f"rounds: mean {statistics.mean(r):.1f}, median {statistics.median(r)}, "
                 f"min {min(r)}, max {max(r)}; person's decisions: mean "
                 f"{statistics.mean(d['decisions']):.0f}; Moonlight at the end: mean "
                 f"{statistics.mean(d['moons']):.1f}")
    lines.append("ended by: " + ", ".join(f"{k} {v} ({v / d['games']:.1%})"
                                          for k, v in d["endings"].most_common()))
    lines.append(f"the baseline person wins {d['wins']} ({d['wins'] / d['games']:.1%})")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    args, options, edition = command_line(
        __doc__, "The Wolves", 200, 5, argv,
        edition_help="an edition file (say, with other AI tile backs)")
    print(report(diagnose(args.games, args.seed, options, edition)))


if __name__ == "__main__":
    sys.exit(main())
