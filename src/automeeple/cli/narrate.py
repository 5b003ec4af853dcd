"""Events and traces as a person reads them, and the per-game board renderers."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.console import Console, RenderableType
from rich.table import Table
from rich.text import Text

from automeeple.engine.core import Event, Game, Result
from automeeple.engine.trace import Trace

from . import render_alpha, render_blitzkrieg, render_wolves

#: How each game's board is drawn: ``render(game, state, my_seat_or_None)``.
RENDERERS: dict[str, Callable[[Any, Any, int | None], RenderableType]] = {
    "the-alpha": render_alpha.render,
    "blitzkrieg": render_blitzkrieg.render,
    "wolves": render_wolves.render,
}

STYLE = {
    "week": "bold underline", "roll": "cyan", "food": "green", "wound": "red",
    "dead": "bold red", "lost": "red", "escape": "yellow", "carrion": "yellow",
    "reveal": "bold", "alpha": "bold magenta", "end": "bold", "conflict": "bold yellow",
    "dominance": "dim", "setup": "dim", "secret": "dim", "stratagem": "bold red",
    "place": "", "vp": "bold green", "campaign": "bold", "theatre": "bold",
    "marker": "cyan", "bombing": "red", "final": "bold yellow", "handicap": "yellow",
}


#: A short hint shown beside a legal move: ``note(game, state, action)``.
NOTES: dict[str, Callable[[Any, Any, Any], str]] = {
    "the-alpha": render_alpha.note,
    "blitzkrieg": render_blitzkrieg.note,
    "wolves": render_wolves.note,
}


def note(game: Game, state: Any, action: Any) -> str:
    hint = NOTES.get(game.id)
    return hint(game, state, action) if hint else ""


def say(console: Console, events: list[Event]) -> None:
    for e in events:
        console.print(Text(e.text, style=STYLE.get(e.kind, "")))


def board(game: Game, state: Any, me: int | None) -> RenderableType:
    render = RENDERERS.get(game.id)
    return render(game, state, me) if render else Text(repr(state))


def trace(console: Console, t: Trace | None) -> None:
    if t is None:
        console.print("No bot decision to explain yet.")
        return
    console.print(Text(t.decision, style="bold"))
    for n, s in enumerate(t.steps, 1):
        line = Text(f"  {n}. ")
        line.append(f"[{s.rule}] ", style="cyan")
        line.append(s.detail)
        if s.candidates:
            line.append(f"  -> {', '.join(s.candidates)}", style="dim")
        console.print(line)
    if t.choice:
        console.print(Text(f"  = {t.choice}", style="bold green"))


def result_table(game: Game, result: Result, players: list[str] | None = None) -> Table:
    table = Table(title=result.summary)
    table.add_column("place", justify="right")
    table.add_column("seat")
    if players:
        table.add_column("played by")
    table.add_column("score", justify="right")
    for seat in sorted(range(len(result.places)), key=lambda s: result.places[s]):
        row = [str(result.places[seat]), game.seat_name(seat)]
        if players:
            row.append(players[seat])
        table.add_row(*row, str(result.scores[seat]))
    return table
