"""Writing simulation rows to a table file: ``.csv``, or ``.parquet`` with the optional
``automeeple[parquet]`` extra (pyarrow)."""

from __future__ import annotations

import csv
from collections.abc import Sequence
from pathlib import Path

from automeeple.engine.core import GameError

from .runner import GameRow


def columns(rows: Sequence[GameRow]) -> dict[str, list[int]]:
    """The table, column by column: game, seed, winner, score_<seat>..., place_<seat>...,
    decisions, chance_steps. Seats are numbered from 0."""
    seats = len(rows[0].scores) if rows else 0
    table = {"game": [r.game for r in rows], "seed": [r.seed for r in rows],
             "winner": [r.winner for r in rows]}
    for s in range(seats):
        table[f"score_{s}"] = [r.scores[s] for r in rows]
    for s in range(seats):
        table[f"place_{s}"] = [r.places[s] for r in rows]
    table["decisions"] = [r.decisions for r in rows]
    table["chance_steps"] = [r.chance_steps for r in rows]
    return table


def write_rows(rows: Sequence[GameRow], path: str | Path) -> None:
    """Write ``rows`` to ``path``, one line per game; the suffix picks the format."""
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix == ".csv":
        _write_csv(columns(rows), path)
    elif suffix == ".parquet":
        _write_parquet(columns(rows), path)
    else:
        raise GameError(f"cannot write {path.name!r}: the file name must end in .csv or "
                        ".parquet")


def _write_csv(table: dict[str, list[int]], path: Path) -> None:
    with path.open("w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f)
        writer.writerow(table)
        writer.writerows(zip(*table.values(), strict=True))


def _write_parquet(table: dict[str, list[int]], path: Path) -> None:
    try:
        import pyarrow as pa
        import pyarrow.parquet as pq
    except ImportError:
        raise GameError("writing .parquet needs pyarrow: pip install 'automeeple[parquet]'"
                        ) from None
    # Seeds are unsigned 64-bit; every other column fits a signed 64-bit integer.
    schema = pa.schema([(name, pa.uint64() if name == "seed" else pa.int64())
                        for name in table])
    pq.write_table(pa.table(table, schema=schema), path)
