"""A run's file and what wrote it: ``simulate --out FILE`` describes its run beside the
file, and ``--resume`` goes on with a run that was cut short.

Before its first game a run writes ``FILE.run.json``: everything its rows depend on
(the game, its seats and their bots, the rule options, the edition, the master seed, the
number of games, the engine version). Game ``i`` of a run is a function of those and
``i`` alone (:func:`~automeeple.sim.runner.game_seed`, whichever worker plays it), and
the file gets its rows in game order, so a run cut short after ``k`` games and given
the same command again plays games ``k`` to ``n - 1`` and appends them: the finished
file is byte for byte the one an uninterrupted run writes. Where the games are played
(``--workers``, ``--backend``) changes no row, so it is not part of the run.

``calibrate --out FILE`` plays many batches and writes only their table, at the end:
while it runs it keeps each batch's rows in ``FILE.games/`` (:func:`folder`), one such
run's file a batch (``batch-<k>.csv`` and its ``.run.json``), and ``--resume`` goes on
with every batch of the folder at once (:func:`kept_runs`, :func:`resumed_all`).
"""

from __future__ import annotations

import csv
import hashlib
import json
import os
from collections.abc import Iterator, Sequence
from contextlib import ExitStack, contextmanager
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from automeeple import ENGINE_VERSION, catalog
from automeeple.catalog import GameInfo
from automeeple.engine.core import GameError, signed

from .output import RowWriter, names
from .runner import GameRow, game_seed


@dataclass(frozen=True)
class Run:
    """What a run's rows depend on, as its ``FILE.run.json`` holds it."""

    game: str
    seats: int
    bots: list[str]
    options: dict[str, Any]
    #: The edition's label and the SHA-256 of its file's text (the shipped one's or a
    #: given one's): the same text plays the same games, whatever its file is called.
    edition: str
    seed: int
    games: int
    engine_version: str = ENGINE_VERSION

    def fields(self) -> dict[str, Any]:
        """Each field as plain JSON data, the options one by one."""
        data = json.loads(json.dumps(asdict(self)))
        options = data.pop("options")
        fields = {name: data[name] for name in ("game", "seats", "bots")}
        fields |= {f"option {name}": value for name, value in options.items()}
        return fields | data


def edition(info: GameInfo, label: str, text: str | None) -> str:
    """:attr:`Run.edition` for ``info``'s edition ``label`` read from ``text`` (None:
    the shipped edition file)."""
    if text is None:
        text = info.edition_path.read_text(encoding="utf-8")
    return f"{label}, sha256 {hashlib.sha256(text.encode()).hexdigest()[:16]}"


def sidecar(path: Path) -> Path:
    """The file beside ``path`` that describes its run."""
    return path.with_name(path.name + ".run.json")


def resumed(path: Path, run: Run) -> list[GameRow]:
    """The rows of ``run`` the file at ``path`` holds already (none if there is no
    file), for ``--resume``. Before it changes anything it checks that the file's
    :func:`sidecar` describes ``run`` and that its rows are the run's games 0 to k-1
    (each a one-line :class:`GameError` naming what differs); then it drops a last line
    cut short (the run was killed mid-write)."""
    return resumed_all([(path, run)])[0]


def resumed_all(files: Sequence[tuple[Path, Run]]) -> list[list[GameRow]]:
    """:func:`resumed` for several runs' files at once: every file is checked before
    any is changed."""
    for path, _ in files:
        if path.suffix.lower() != ".csv":
            raise GameError(f"--resume {path}: resume supports .csv files only (a .parquet "
                            "file cut short has no footer and cannot be read)")
    read = [_read(path, run) if path.exists() else ([], None) for path, run in files]
    for (path, _), (_, end) in zip(files, read, strict=True):
        if end is not None:
            os.truncate(path, end)
    return [rows for rows, _ in read]


def open_rows(path: Path, run: Run, after: int = 0) -> RowWriter:
    """The writer of ``run``'s file at ``path``: a new file and its :func:`sidecar`,
    or, ``after`` a file's first games (:func:`resumed`), that file to go on with."""
    new = not after and not path.exists()
    writer = RowWriter(path, after)
    if not after:
        beside = sidecar(path)
        try:
            beside.write_text(json.dumps(asdict(run), indent=2) + "\n", encoding="utf-8")
        except OSError as exc:  # a folder of that name, a full disk: no run begins
            writer.close()
            if new:
                path.unlink(missing_ok=True)
            raise GameError(f"cannot write {beside}: {exc.strerror}; no game was "
                            "played") from None
    return writer


def _read(path: Path, run: Run) -> tuple[list[GameRow], int]:
    """The run's rows in the file at ``path`` and the bytes of its whole lines."""
    _check_sidecar(path, run)
    data = path.read_bytes()
    end = data.rfind(b"\n") + 1  # what follows the last newline was cut mid-write
    try:
        lines = data[:end].decode("utf-8").splitlines()
    except UnicodeDecodeError:
        raise _corrupt(path, "it is not UTF-8 text") from None
    if not lines:
        return [], 0
    header = names(run.seats)
    if next(csv.reader(lines[:1])) != header:
        raise _corrupt(path, f"its first line is not the columns of a {run.seats}-seat run "
                             f"({','.join(header)})")
    rows = [_row(path, run, number, values)
            for number, values in enumerate(csv.reader(lines[1:]))]
    if len(rows) > run.games:
        raise _corrupt(path, f"it holds {len(rows)} games, more than the run's {run.games}")
    return rows, end


def _row(path: Path, run: Run, number: int, values: list[str]) -> GameRow:
    """Line ``number + 2`` of the file: game ``number`` of ``run``, checked: its
    numbers written as a run writes them, its seed the game's, its values ones a
    game can end with."""
    where = f"line {number + 2}"
    if len(values) != len(names(run.seats)):
        raise _corrupt(path, f"{where} has {len(values)} values, not "
                             f"{len(names(run.seats))}")
    numbers = [signed(value) for value in values[:-1]]
    if None in numbers or values[:-1] != [str(n) for n in numbers]:
        raise _corrupt(path, f"{where} holds a value that is not a whole number")
    game, seed, winner, *rest = numbers
    if game != number:
        raise _corrupt(path, f"{where} is game {game}, not game {number}: the rows are out "
                             "of order")
    if seed != game_seed(run.seed, number):
        raise _corrupt(path, f"{where}: game {number}'s seed is {seed}, not this run's "
                             f"{game_seed(run.seed, number)}")
    seats = run.seats
    row = GameRow(game, seed, winner, tuple(rest[:seats]), tuple(rest[seats:2 * seats]),
                  rest[-2], rest[-1], values[-1])
    wrong = _impossible(run, row)
    if wrong:
        raise _corrupt(path, f"{where}: {wrong}")
    return row


def _impossible(run: Run, row: GameRow) -> str:
    """What no game of ``run`` can end with in ``row`` ("" when nothing)."""
    seats = run.seats
    for seat, place in enumerate(row.places):
        if not 1 <= place <= seats:
            return f"place_{seat} is {place}, not 1 to {seats}"
    if not 0 <= row.winner < seats or row.places[row.winner] != 1:
        return f"the winner is {row.winner}, not a seat in first place"
    for name, count in (("decisions", row.decisions), ("chance_steps", row.chance_steps)):
        if count < 0:
            return f"{name} is {count}, below 0"
    endings = catalog.get(run.game).endings  # Declaration.endings
    if endings and row.ended_by not in endings:
        return (f"ended_by is {row.ended_by!r}, not a way {run.game} ends "
                f"({', '.join(endings)})")
    return ""


def described(path: Path) -> Run:
    """The run the :func:`sidecar` of ``path`` describes (a one-line
    :class:`GameError` if none does)."""
    beside = sidecar(path)
    try:
        return Run(**json.loads(beside.read_text(encoding="utf-8")))
    except FileNotFoundError:
        raise GameError(f"--resume {path}: there is no {beside.name} beside it to say "
                        "which run wrote it; --force starts the run over") from None
    except (OSError, ValueError, TypeError):
        raise GameError(f"--resume {path}: {beside.name} does not describe a run; "
                        "--force starts the run over") from None


def _check_sidecar(path: Path, run: Run) -> None:
    """Refuse to go on with a file another run wrote, naming the first field that
    differs."""
    old, new = described(path).fields(), run.fields()
    for name in old | new:
        if old.get(name) != new.get(name):
            raise GameError(f"--resume {path}: it was written by another run ({name} "
                            f"{_shown(old.get(name))} there, {_shown(new.get(name))} here); "
                            "give the same command, or --force to start over")


def _shown(value: Any) -> str:
    return ",".join(value) if isinstance(value, list) else "none" if value is None \
        else json.dumps(value)


def _corrupt(path: Path, why: str) -> GameError:
    return GameError(f"--resume {path}: not a run's file to go on with: {why}; "
                     "nothing was changed")


# --- a calibration's batches: one run's file each, in a folder ----------------------------


def folder(table: Path) -> Path:
    """Where ``calibrate --out`` keeps its batches' rows while it runs: beside its
    table, ``table`` with ``.games`` added."""
    return table.with_name(table.name + ".games")


def batch_file(kept: Path, k: int | str) -> Path:
    """Batch ``k``'s file in the folder ``kept``."""
    return kept / f"batch-{k}.csv"


def kept_runs(kept: Path, batches: int) -> list[Run]:
    """The runs the folder ``kept`` describes, one a batch, as their sidecars were
    written once the batches were timed, before their other games: a folder of
    another number of batches is refused."""
    there = len(list(kept.glob(sidecar(batch_file(kept, "*")).name)))
    if there != batches:
        raise GameError(f"--resume: {kept} describes {there} batches, this calibration "
                        f"plays {batches}; give the same command (the same ladder and "
                        "levels), or --force to start over")
    return [described(batch_file(kept, k)) for k in range(batches)]


@contextmanager
def open_batches(kept: Path, runs: Sequence[Run],
                 after: Sequence[int]) -> Iterator[list[RowWriter]]:
    """Each batch's writer (:func:`open_rows`): batch ``k`` of ``runs`` holds its
    first ``after[k]`` games already. A new folder gets every batch's sidecar now,
    before any of their games is written."""
    kept.mkdir(exist_ok=True)
    with ExitStack() as stack:
        yield [stack.enter_context(open_rows(batch_file(kept, k), run, games))
               for k, (run, games) in enumerate(zip(runs, after, strict=True))]
