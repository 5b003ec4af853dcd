"""The calibration tables of README.md and docs/calibration.md, made from the
``automeeple calibrate --out`` files kept in ``docs/data/calibration`` (issue 21), so
that a table cannot say what the files do not:

    python bench/calibration_tables.py             # rewrite both tables from the files
    python bench/calibration_tables.py --check     # exit 1, with a diff, if one differs
    python bench/calibration_tables.py --run [FILE ...]   # first replay the runs (all,
                                                   # or those named), then rewrite

(``make tables`` and ``make calibration`` run the first and the third.)
``docs/data/calibration/runs.toml`` records each file's exact command, its seed and
game count included; ``--run`` runs it from that folder, as recorded, with
``--force``. A run whose file is missing (a costly one not run yet) shows in the
tables as not measured, with its command.

Each file also keeps a *slice*: the first games of each rung's cell at the first
level, one row per game as ``simulate --out`` writes them (``NAME.slice.csv``).
``tests/sim/test_calibration_tables.py`` plays the slices again and compares them
row for row, so a change to a game or a bot that changes its games fails until
the files are made again (``--run``), and checks that each file holds what its
command asks (seed, games, ladder, levels, seats).
"""

from __future__ import annotations

import argparse
import csv
import difflib
import io
import shlex
import subprocess
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path

from automeeple import catalog
from automeeple.sim import simulate
from automeeple.sim.calibrate import Level, comparable, levels, lineup, only
from automeeple.sim.output import columns
from automeeple.sim.resume import folder

HERE = Path(__file__).resolve().parent.parent
DATA = HERE / "docs" / "data" / "calibration"
RUNS = DATA / "runs.toml"
README = HERE / "README.md"
DOC = HERE / "docs" / "calibration.md"
SEARCH_DOC = HERE / "docs" / "search.md"
BEGIN = ("<!-- The calibration tables: made by bench/calibration_tables.py from "
         "docs/data/calibration; do not edit by hand. -->")
END = "<!-- End of the calibration tables. -->"
#: The search's strength table in docs/search.md, between these.
STRENGTH_BEGIN = ("<!-- The search's strength: made by bench/calibration_tables.py from "
                  "docs/data/calibration; do not edit by hand. -->")
STRENGTH_END = "<!-- End of the search's strength. -->"
#: Issue 21's targets: games a cell, and in a game of several free seats, the
#: lowest lower bound of the search's win rate.
TARGET_GAMES = 200
TARGET_LOW = 0.30


# --- the runs ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Run:
    """One recorded ``calibrate`` run: its file, its table label and its command."""

    file: str
    label: str
    command: str
    #: How many games of each rung's first cell its slice keeps.
    slice: int

    @property
    def args(self) -> argparse.Namespace:
        """The command's arguments (only those the tables' runs use)."""
        words = shlex.split(self.command)
        if words[:2] != ["automeeple", "calibrate"]:
            raise ValueError(f"{self.file}: not an 'automeeple calibrate' command")
        parser = argparse.ArgumentParser(prog=self.file, add_help=False)
        parser.add_argument("game")
        parser.add_argument("--ladder", required=True)
        parser.add_argument("--games", "-n", type=int, required=True)
        parser.add_argument("--seed", type=int, required=True)
        parser.add_argument("--players", "-p", type=int)
        parser.add_argument("--by")
        parser.add_argument("--level")
        parser.add_argument("--workers", type=int)
        parser.add_argument("--out", required=True)
        return parser.parse_args(words[2:])  # anything else (-o, --edition) is refused

    @property
    def path(self) -> Path:
        return DATA / self.file

    @property
    def slice_path(self) -> Path:
        return self.path.with_suffix(".slice.csv")

    def rows(self) -> list[dict[str, str]] | None:
        """The file's rows (None: not made yet)."""
        if not self.path.exists():
            return None
        with self.path.open(newline="", encoding="utf-8") as f:
            return list(csv.DictReader(f))

    @property
    def rungs(self) -> list[str]:
        """The ladder's bots, in order."""
        return self.args.ladder.split(",")

    def seats(self) -> int:
        return catalog.get(self.args.game).seat_count(self.args.players)

    def levels(self) -> list[Level]:
        """The levels the command plays (``--by``, ``--level``)."""
        columns = levels(catalog.get(self.args.game), self.args.by)
        return columns if self.args.level is None else only(columns, self.args.level)

    def first_level(self) -> Level:
        return self.levels()[0]

    def slice_rows(self) -> list[dict[str, str]]:
        """Each rung's first ``slice`` games at the first level, played now: the rung,
        then the columns of ``simulate --out``, all as text (as the file keeps them)."""
        a, info, level = self.args, catalog.get(self.args.game), self.first_level()
        out = []
        for rung in self.rungs:
            bots = list(lineup(info, self.seats(), rung))
            played = columns(simulate(a.game, self.seats(), bots, self.slice, a.seed, 1,
                                      level.options))
            for values in zip(*played.values(), strict=True):
                out.append({"rung": rung} | {k: str(v) for k, v in
                                             zip(played, values, strict=True)})
        return out

    def kept_slice(self) -> list[dict[str, str]]:
        with self.slice_path.open(newline="", encoding="utf-8") as f:
            return list(csv.DictReader(f))

    def make(self) -> None:
        """Run the command from the data folder, then its slice: with ``--resume``
        where a run of it was cut short (its ``FILE.games`` folder is there: a long
        run goes on where it stopped), else with ``--force``."""
        words = shlex.split(self.command)
        cut = folder(DATA / self.file).is_dir()
        subprocess.run([str(Path(sys.executable).parent / words[0]), *words[1:],
                        "--resume" if cut else "--force"], cwd=DATA, check=True)
        self.write_slice()

    def write_slice(self) -> None:
        rows = self.slice_rows()
        with self.slice_path.open("w", newline="", encoding="utf-8") as f:
            writer = csv.DictWriter(f, fieldnames=list(rows[0]))
            writer.writeheader()
            writer.writerows(rows)


def runs() -> list[Run]:
    with RUNS.open("rb") as f:
        return [Run(**run) for run in tomllib.load(f)["run"]]


def by_game(all_runs: list[Run]) -> dict[str, list[Run]]:
    """The runs of each game, in the order runs.toml lists the games."""
    out: dict[str, list[Run]] = {}
    for run in all_runs:
        out.setdefault(run.args.game, []).append(run)
    return out


# --- rendering -------------------------------------------------------------------------


def pct(value: str, digits: int = 1) -> str:
    return f"{100 * float(value):.{digits}f}%"


def interval(row: dict[str, str], prefix: str = "win") -> str:
    rate = row["win_rate" if prefix == "win" else f"{prefix}_rate"]
    return f"{pct(rate)} ({pct(row[f'{prefix}_low'])}–{pct(row[f'{prefix}_high'])})"


def endings(text: str) -> str:
    """"full-moon=0.985 cut-off=0.015" as "full-moon 98.5%, cut-off 1.5%"."""
    return ", ".join(f"{how} {pct(share)}" for how, share in
                     (item.rsplit("=", 1) for item in text.split()))


#: A cell of a level the run did not play (``--level``).
NOT_PLAYED = "–"


def level_names(rows: list[dict[str, str]]) -> list[str]:
    return list(dict.fromkeys(row["level"] for row in rows))


def cells(rows: list[dict[str, str]]) -> dict[tuple[str, str], dict[str, str]]:
    return {(row["rung"], row["level"]): row for row in rows}


def missing(game_runs: list[Run]) -> list[Run]:
    return [run for run in game_runs if run.rows() is None]


def doc_section(game_runs: list[Run]) -> list[str]:
    """A game's part of docs/calibration.md: a row per rung (its games, and per level
    the win rate with its interval), then, from the first file (the default lineup's
    games): the first seat where seats compare, the game length and the endings."""
    main = game_runs[0].rows()
    info = catalog.get(game_runs[0].args.game)
    names = level_names(main)
    seat = int(main[0]["person_seat"]) + 1
    levels_said = (f"Levels: {', '.join(names)}." if names != ["default"]
                   else "No difficulty levels: one column.")
    out = [f"### {game_runs[0].label}", "", f"Your seat: seat {seat}. {levels_said}", "",
           "| in your seat | games | " + " | ".join(names) + " |",
           "|---|---:|" + "---:|" * len(names)]
    for run in game_runs:
        rows = run.rows()
        if rows is None:
            for rung in run.rungs:
                out.append(f"| {rung} | | " + " | ".join("not measured" for _ in names) + " |")
            continue
        table = cells(rows)
        for rung in run.rungs:
            played = [table[(rung, n)] for n in names if (rung, n) in table]
            out.append(f"| {rung} | {played[0]['games']} | "
                       + " | ".join(interval(table[(rung, n)]) if (rung, n) in table
                                    else NOT_PLAYED for n in names) + " |")
    first = {row["level"]: row for row in main}
    if first[names[0]]["first_seat_rate"]:
        out.append(f"| *first seat* | {main[0]['games']} | " + " | ".join(
            f"{interval(first[n], 'first_seat')}, fair {pct(first[n]['fair_rate'])}"
            for n in names) + " |")
    out.append("| *decisions* | | " + " | ".join(
        f"{float(first[n]['level_mean_decisions']):.1f}" for n in names) + " |")
    out.append("| *ended by* | | " + " | ".join(endings(first[n]["level_ended_by"])
                                               for n in names) + " |")
    out.append("")
    if first[names[0]]["first_seat_rate"]:
        alike = comparable(info, game_runs[0].seats())
        out.append(f"*first seat*: seat {alike[0] + 1}'s win rate with the default bot "
                   f"({info.default_bot}) in every seat, against its fair share: the mean "
                   f"win rate of the seats played alike ({', '.join(str(s + 1) for s in alike)}).")
        out.append("")
    return out


def doc_block(all_runs: list[Run]) -> list[str]:
    out = []
    for game_runs in by_game(all_runs).values():
        out += doc_section(game_runs)
    out += ["How these were made (from `docs/data/calibration`, where each file is "
            "kept with its slice; `make calibration` makes them again, going on with a "
            "run of them cut short, `make tables` rewrites these tables from them):", ""]
    for run in all_runs:
        made = "" if run.rows() is not None else " (not run yet)"
        out.append(f"- `{run.file}`: `{run.command}`{made}")
    out.append("")
    out.append("The *first seat*, *decisions* and *ended by* rows are each game's "
               "default lineup (the default bot in every free seat) in its first file.")
    return out


def by_rung(game_runs: list[Run]) -> dict[str, Run]:
    """A game's runs by the rungs of their ladders."""
    return {rung: run for run in game_runs for rung in run.rungs}


def search_rung(game_runs: list[Run]) -> str:
    """The game's search rung: the first ``ismcts...`` of its ladders."""
    return next(rung for rung in by_rung(game_runs) if rung.startswith("ismcts"))


def short(row: dict[str, str]) -> str:
    """The win rate in whole percent, a half rounded up (from the counts, so 69 wins
    in 200 is 35, as 34.5% reads)."""
    wins, games = int(row["wins"]), int(row["games"])
    return str((200 * wins + games) // (2 * games))


def readme_cell(run: Run, rung: str, names: list[str]) -> str:
    rows = run.rows()
    if rows is None:
        return "not measured yet"
    table = cells(rows)
    rates = " / ".join(short(table[(rung, n)]) if (rung, n) in table else NOT_PLAYED
                       for n in names) + "%"
    return rates if not rung.startswith("ismcts") else f"{rates} (`{rung}`)"


def readme_block(all_runs: list[Run]) -> list[str]:
    """The README's table: a row per game, a column per rung of the ladder (random,
    the default bot, ISMCTS), the levels' win rates rounded, separated by '/'."""
    columns = ("random", "baseline (or automa)", "ISMCTS")
    counts: dict[str, list[int]] = {name: [] for name in columns}
    out = ["| game | level | random | baseline (or automa) | ISMCTS at the hint budget |",
           "|---|---|---:|---:|---:|"]
    for game_runs in by_game(all_runs).values():
        main = game_runs[0].rows()
        names = level_names(main)
        ladder = by_rung(game_runs)
        rungs = ["random", catalog.get(game_runs[0].args.game).default_bot,
                 search_rung(game_runs)]
        shown = [readme_cell(ladder[r], r, names) for r in rungs]
        level = " / ".join(names) if names != ["default"] else "-"
        out.append(f"| {game_runs[0].label} | {level} | " + " | ".join(shown) + " |")
        for name, rung in zip(columns, rungs, strict=True):
            counts[name].append(ladder[rung].args.games)
    said = ", ".join(f"{name} {'/'.join(str(n) for n in dict.fromkeys(counts[name]))}"
                     for name in columns)
    return [f"Your seat's win rate (seed 1; games a cell: {said}; 95% intervals, "
            "first-seat advantage and the commands in the doc).", "", *out]


def strength_block(all_runs: list[Run]) -> list[str]:
    """docs/search.md's table of issue 21's targets: per game and level the search
    rung measured, against the default bot in the person's seat on the same games
    (the same seed: game *i* is the same deal and dice for both), and whether the
    target is met."""
    out = ["| game | level | the search | won | mean score | the default bot, same "
           "games | won | mean score | target |",
           "|---|---|---|---:|---:|---|---:|---:|---|"]
    for game_runs in by_game(all_runs).values():
        info = catalog.get(game_runs[0].args.game)
        rung, ladder = search_rung(game_runs), by_rung(game_runs)
        run, base = ladder[rung], ladder[info.default_bot]
        label = game_runs[0].label
        rows = run.rows()
        if rows is None:
            out.append(f"| {label} | | `{rung}` | not measured yet | | | | | |")
            continue
        against = cells(base.rows())
        for row in rows:
            if row["rung"] != rung:
                continue
            them = against[(info.default_bot, row["level"])]
            out.append(f"| {label} | {row['level']} | `{rung}`, {row['games']} games | "
                       f"{interval(row)} | {float(row['mean_score']):.1f} | "
                       f"{info.default_bot}, {them['games']} games | {interval(them)} | "
                       f"{float(them['mean_score']):.1f} | {verdict(run, row, them)} |")
    return out


def verdict(run: Run, row: dict[str, str], them: dict[str, str]) -> str:
    """Issue 21's target for a search cell against the default bot's on the same
    games: with several free seats (The Alpha against three automa), a win rate whose
    lower bound is above :data:`TARGET_LOW` and a mean score above the default bot's;
    in a solo game, a win rate whose interval lies above the default bot's."""
    if len(catalog.get(run.args.game).person_seats(run.seats())) > 1:
        met = (float(row["win_low"]) > TARGET_LOW
               and float(row["mean_score"]) > float(them["mean_score"]))
        goal = f"lower bound above {TARGET_LOW:.0%}, mean score above the default bot's"
    else:
        met = float(row["win_low"]) > float(them["win_high"])
        goal = "interval above the default bot's"
    if int(row["games"]) < TARGET_GAMES:
        return f"{goal}: {'so far' if met else 'not'}, on fewer than {TARGET_GAMES} games"
    return f"{goal}: {'met' if met else 'not met'}"


def replaced(text: str, block: list[str], where: Path,
             markers: tuple[str, str] = (BEGIN, END)) -> str:
    """``text`` with the part between the markers replaced by ``block``."""
    begin_mark, end_mark = markers
    head, begin, rest = text.partition(begin_mark)
    _, end, tail = rest.partition(end_mark)
    if not begin or not end:
        raise SystemExit(f"{where}: the generated table's markers are missing")
    return head + begin_mark + "\n" + "\n".join(block) + "\n" + end_mark + tail


def rendered() -> dict[Path, str]:
    """README.md, docs/calibration.md and docs/search.md as the files make them."""
    all_runs = runs()
    return {README: replaced(README.read_text(encoding="utf-8"), readme_block(all_runs),
                             README),
            DOC: replaced(DOC.read_text(encoding="utf-8"), doc_block(all_runs), DOC),
            SEARCH_DOC: replaced(SEARCH_DOC.read_text(encoding="utf-8"),
                                 strength_block(all_runs), SEARCH_DOC,
                                 (STRENGTH_BEGIN, STRENGTH_END))}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if a table differs")
    parser.add_argument("--run", nargs="*", metavar="FILE",
                        help="first make the files again (all, or those named)")
    args = parser.parse_args(argv)
    if args.run is not None:
        for run in runs():
            if not args.run or run.file in args.run:
                run.make()
    differs = False
    for path, text in rendered().items():
        old = path.read_text(encoding="utf-8")
        if old == text:
            continue
        if args.check:
            differs = True
            sys.stdout.writelines(difflib.unified_diff(
                io.StringIO(old).readlines(), io.StringIO(text).readlines(),
                str(path.relative_to(HERE)), "as the files make it"))
        else:
            path.write_text(text, encoding="utf-8")
            print(f"rewrote {path.relative_to(HERE)}")
    return 1 if differs else 0


if __name__ == "__main__":
    sys.exit(main())
