"""Writing simulation rows to a table file: ``.csv``, or ``.parquet`` with the optional
``automeeple[parquet]`` extra (pyarrow)."""

from __future__ import annotations

import csv
from collections.abc import Sequence
from pathlib import Path

from automeeple.engine.core import GameError

from .runner import GameRow


def columns(rows: Sequence[GameRow]) -> dict[str, list]:
    """The table, column by column: game, seed, winner, score_<seat>..., place_<seat>...,
    decisions, chance_steps, ended_by. Seats are numbered from 0."""
    seats = len(rows[0].scores) if rows else 0
    table = {"game": [r.game for r in rows], "seed": [r.seed for r in rows],
             "winner": [r.winner for r in rows]}
    for s in range(seats):
        table[f"score_{s}"] = [r.scores[s] for r in rows]
    for s in range(seats):
        table[f"place_{s}"] = [r.places[s] for r in rows]
    table["decisions"] = [r.decisions for r in rows]
    table["chance_steps"] = [r.chance_steps for r in rows]
    table["ended_by"] = [r.ended_by for r in rows]
    return table


class RowWriter:
    """A table file written as games finish, in game order: ``.csv``, or ``.parquet``
    with pyarrow. Opening it checks the suffix, pyarrow and the path, so a mistake
    shows before a long run starts, and a run cut short keeps the rows it finished.
    Used as a context manager, it is closed however the run ends."""

    def __init__(self, path: str | Path) -> None:
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
            self._file = self.path.open("w", newline="", encoding="utf-8") \
                if self.suffix == ".csv" else None
            if self._file is None:
                self.path.write_bytes(b"")
        except OSError as exc:
            raise GameError(f"cannot write {self.path}: {exc.strerror}") from None
        self._csv = None
        self._waiting: dict[int, GameRow] = {}
        self._next = 0

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
