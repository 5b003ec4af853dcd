"""Writing simulation rows to a table file: ``.csv``, or ``.parquet`` with the optional
``automeeple[parquet]`` extra (pyarrow)."""

from __future__ import annotations

import csv
from collections.abc import Sequence
from pathlib import Path

from automeeple.engine.core import GameError

from .runner import GameRow


def names(seats: int) -> list[str]:
    """The table's columns: game, seed, winner, score_<seat>..., place_<seat>...,
    decisions, chance_steps, ended_by. Seats are numbered from 0."""
    return ["game", "seed", "winner", *(f"score_{s}" for s in range(seats)),
            *(f"place_{s}" for s in range(seats)), "decisions", "chance_steps", "ended_by"]


def cells(row: GameRow) -> list:
    """A row's values, in the order of :func:`names`."""
    return [row.game, row.seed, row.winner, *row.scores, *row.places, row.decisions,
            row.chance_steps, row.ended_by]


def columns(rows: Sequence[GameRow]) -> dict[str, list]:
    """The table, column by column (:func:`names`)."""
    seats = len(rows[0].scores) if rows else 0
    values = [cells(row) for row in rows]
    return {name: [v[i] for v in values] for i, name in enumerate(names(seats))}


class RowWriter:
    """A table file written as games finish, in game order: ``.csv``, or ``.parquet``
    with pyarrow. Opening it checks the suffix, pyarrow and the path, so a mistake
    shows before a long run starts, and a run cut short keeps the rows it finished.
    Used as a context manager, it is closed however the run ends. ``after``: the
    ``.csv`` file holds games 0 to ``after - 1`` already, header and all (a resumed
    run, :mod:`automeeple.sim.resume`); the rows go on after them."""

    def __init__(self, path: str | Path, after: int = 0) -> None:
        self.path = Path(path)
        self.suffix = self.path.suffix.lower()
        if self.suffix not in (".csv", ".parquet"):
            raise GameError(f"cannot write {self.path.name!r}: the file name must end in "
                            ".csv or .parquet")
        if self.suffix == ".parquet":
            try:
                import pyarrow as pa
                import pyarrow.parquet as pq
            except ImportError:
                raise GameError("writing .parquet needs pyarrow: pip install "
                                "'automeeple[parquet]'") from None
            self._pa, self._pq = pa, pq
            self._parquet = None
        try:
            self._file = self.path.open("a" if after else "w", newline="",
                                        encoding="utf-8") if self.suffix == ".csv" else None
            if self._file is None:
                self.path.write_bytes(b"")
        except OSError as exc:
            raise GameError(f"cannot write {self.path}: {exc.strerror}") from None
        self._csv = csv.writer(self._file) if after else None
        self._waiting: dict[int, GameRow] = {}
        self._next = after

    def add(self, rows: list[GameRow]) -> None:
        """Rows of finished games, in any order; written as soon as every game
        before them is written."""
        for row in rows:
            self._waiting[row.game] = row
        ready = []
        while self._next in self._waiting:
            ready.append(self._waiting.pop(self._next))
            self._next += 1
        if ready:
            self._write(columns(ready))

    def _write(self, table: dict[str, list]) -> None:
        if self._file is not None:
            if self._csv is None:
                self._csv = csv.writer(self._file)
                self._csv.writerow(table)
            self._csv.writerows(zip(*table.values(), strict=True))
            self._file.flush()
            return
        pa = self._pa
        # Seeds are unsigned 64-bit; how a game ended is text; every other column fits
        # a signed 64-bit integer.
        kinds = {"seed": pa.uint64(), "ended_by": pa.string()}
        schema = pa.schema([(name, kinds.get(name, pa.int64())) for name in table])
        if self._parquet is None:
            self._parquet = self._pq.ParquetWriter(self.path, schema)
        self._parquet.write_table(pa.table(table, schema=schema))

    def __enter__(self) -> RowWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
        elif self._parquet is not None:
            self._parquet.close()
