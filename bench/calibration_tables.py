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
from automeeple.sim.calibrate import Level, comparable, levels, lineup
from automeeple.sim.output import columns

HERE = Path(__file__).resolve().parent.parent
DATA = HERE / "docs" / "data" / "calibration"
RUNS = DATA / "runs.toml"
README = HERE / "README.md"
DOC = HERE / "docs" / "calibration.md"
BEGIN = ("<!-- The calibration tables: made by bench/calibration_tables.py from "
         "docs/data/calibration; do not edit by hand. -->")
END = "<!-- End of the calibration tables. -->"


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

    def seats(self) -> int:
        return catalog.get(self.args.game).seat_count(self.args.players)

    def first_level(self) -> Level:
        return levels(catalog.get(self.args.game), self.args.by)[0]

    def slice_rows(self) -> list[dict[str, str]]:
        """Each rung's first ``slice`` games at the first level, played now: the rung,
        then the columns of ``simulate --out``, all as text (as the file keeps them)."""
        a, info, level = self.args, catalog.get(self.args.game), self.first_level()
        out = []
        for rung in a.ladder.split(","):
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
        """Run the command from the data folder (with ``--force``), then its slice."""
        words = shlex.split(self.command)
        subprocess.run([str(Path(sys.executable).parent / words[0]), *words[1:], "--force"],
                       cwd=DATA, check=True)
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
            for rung in run.args.ladder.split(","):
                out.append(f"| {rung} | | " + " | ".join("not measured" for _ in names) + " |")
            continue
        table = cells(rows)
        for rung in run.args.ladder.split(","):
            out.append(f"| {rung} | {table[(rung, names[0])]['games']} | "
                       + " | ".join(interval(table[(rung, n)]) for n in names) + " |")
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
            "kept with its slice; `make calibration` makes them again, `make tables` "
            "rewrites these tables from them):", ""]
    for run in all_runs:
        made = "" if run.rows() is not None else " (not run yet)"
        out.append(f"- `{run.file}`: `{run.command}`{made}")
    out.append("")
    out.append("The *first seat*, *decisions* and *ended by* rows are each game's "
               "default lineup (the default bot in every free seat) in its first file.")
    return out


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
    return " / ".join(short(table[(rung, n)]) for n in names) + "%"


def readme_block(all_runs: list[Run]) -> list[str]:
    """The README's table: a row per game, a column per rung of the ladder (random,
    the default bot, ISMCTS), the levels' win rates rounded, separated by '/'."""
    columns = ("random", "baseline (or automa)", "ISMCTS")
    counts: dict[str, list[int]] = {name: [] for name in columns}
    out = ["| game | level | random | baseline (or automa) | ISMCTS, 200 iterations |",
           "|---|---|---:|---:|---:|"]
    for game_runs in by_game(all_runs).values():
        main = game_runs[0].rows()
        names = level_names(main)
        ladder = {rung: run for run in game_runs for rung in run.args.ladder.split(",")}
        rungs = ["random", catalog.get(game_runs[0].args.game).default_bot, "ismcts:200"]
        shown = [readme_cell(ladder[r], r, names) for r in rungs]
        level = " / ".join(names) if names != ["default"] else "-"
        out.append(f"| {game_runs[0].label} | {level} | " + " | ".join(shown) + " |")
        for name, rung in zip(columns, rungs, strict=True):
            counts[name].append(ladder[rung].args.games)
    said = ", ".join(f"{name} {'/'.join(str(n) for n in dict.fromkeys(counts[name]))}"
                     for name in columns)
    return [f"Your seat's win rate (seed 1; games a cell: {said}; 95% intervals, "
            "first-seat advantage and the commands in the doc).", "", *out]


def replaced(text: str, block: list[str], where: Path) -> str:
    """``text`` with the part between the markers replaced by ``block``."""
    head, begin, rest = text.partition(BEGIN)
    _, end, tail = rest.partition(END)
    if not begin or not end:
        raise SystemExit(f"{where}: the calibration table's markers are missing")
    return head + BEGIN + "\n" + "\n".join(block) + "\n" + END + tail


def rendered() -> dict[Path, str]:
    """README.md and docs/calibration.md as the files make them."""
    all_runs = runs()
    return {README: replaced(README.read_text(encoding="utf-8"), readme_block(all_runs),
                             README),
            DOC: replaced(DOC.read_text(encoding="utf-8"), doc_block(all_runs), DOC)}


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
