"""Events and traces as a person reads them, and the boards drawn from views.

A board is drawn from a game's view (plain data, exactly what the person may see),
never from its state: each game's terminal drawing is the module its declaration names
(``renderer``), imported when first needed; a game without one is shown as its
view's data.
"""

from __future__ import annotations

import importlib

from rich.console import Console, Group, RenderableType
from rich.table import Table
from rich.text import Text

from automeeple import catalog
from automeeple.engine.core import TRACE, Event, Game, Result
from automeeple.engine.trace import Trace
from automeeple.engine.view import View, wire
from automeeple.sessions.session import played_by

STYLE = {
    "week": "bold underline", "roll": "cyan", "food": "green", "wound": "red",
    "dead": "bold red", "lost": "red", "escape": "yellow", "carrion": "yellow",
    "reveal": "bold", "alpha": "bold magenta", "end": "bold", "conflict": "bold yellow",
    "dominance": "dim", "setup": "dim", "secret": "dim", "stratagem": "bold red",
    "place": "", "vp": "bold green", "campaign": "bold", "theatre": "bold",
    "marker": "cyan", "bombing": "red", "final": "bold yellow", "handicap": "yellow",
}


def say(console: Console, events: list[Event]) -> int:
    """The events' sentences (an automa's trace is shown by ``why``, not here);
    returns the lines they took on ``console``."""
    lines = 0
    for e in events:
        if e.kind != TRACE:
            text = Text(e.text, style=STYLE.get(e.kind, ""))
            console.print(text)
            lines += len(console.render_lines(text, pad=False))
    return lines


def board(view: View, compact: bool = False) -> RenderableType:
    """The board as ``view`` shows it (``compact``: as a prompt shows it, leaving
    room on an 80x24 screen for the question and the moves), drawn by the game's
    renderer (``Declaration.renderer``: ``render(view, compact=False)``), imported
    when first needed; a game without one is shown as its view's data."""
    renderer = catalog.get(view.game).renderer
    if not renderer:
        from rich.pretty import Pretty  # only for a game with no drawing of its own

        return Pretty(wire(view))
    return importlib.import_module(renderer).render(view, compact=compact)


def traces(console: Console, explained: list[Trace]) -> None:
    """The bots' last decisions, rule by rule, with the candidates left after each."""
    if not explained:
        console.print("No bot decision to explain yet.")
    for t in explained:
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


def result_table(game: Game, result: Result, players: list[str] | None = None
                 ) -> RenderableType:
    """The end of a game: where each seat's points came from (the AI's included),
    then the standings under the result's summary."""
    table = Table(title=result.summary, caption=result.tie_break or None)
    table.add_column("place", justify="right")
    table.add_column("seat")
    if players:
        table.add_column("played by")
    table.add_column("score", justify="right")
    for seat in sorted(range(len(result.places)), key=lambda s: result.places[s]):
        row = [str(result.places[seat]), game.seat_name(seat)]
        if players:
            row.append(played_by(players[seat]))
        table.add_row(*row, str(result.scores[seat]))
    if not result.breakdown:
        return table
    sources = Table(title="Where the points came from")
    sources.add_column("")
    for seat in range(len(result.scores)):
        sources.add_column(game.seat_name(seat), justify="right")
    for what, points in result.breakdown:
        sources.add_row(what, *map(str, points))
    sources.add_row(Text("total", style="bold"), *map(str, result.scores))
    return Group(sources, table)
