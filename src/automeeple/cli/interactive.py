"""Playing at the terminal: the person's prompt, bot turns narrated, undo, why,
save and quit. Every step is saved as it happens by the :class:`Session`."""

from __future__ import annotations

from collections.abc import Callable

from rich.console import Console
from rich.table import Table

from automeeple.engine.core import CHANCE, Action, GameError
from automeeple.engine.trace import Trace
from automeeple.sessions.session import HUMAN, REPORTED, Session

from . import narrate

COMMANDS = {
    "undo": "go back to your previous decision",
    "why": "explain the last bot decision, rule by rule",
    "board": "draw the board again",
    "save": "say where the game is saved (every step already is)",
    "quit": "stop here; resume later with 'automeeple resume ID'",
    "help": "this list",
}


def match_action(text: str, legal: list[Action]) -> Action | None:
    """The legal action a person meant: its number, its text, a unique start of
    its text, or the only one with a word starting with each word typed
    ("pair moose" for "place alpha-pair on moose")."""
    text = " ".join(text.lower().split())
    if not text:
        return None
    if text.isdigit():
        k = int(text)
        return legal[k - 1] if 1 <= k <= len(legal) else None
    names = [str(a).lower() for a in legal]
    if text in names:
        return legal[names.index(text)]

    def words_fit(name: str) -> bool:
        words = name.split()
        words += [part for w in words for part in w.split("-")]
        return all(any(w.startswith(typed) for w in words) for typed in text.split())

    for test in (lambda n: n.startswith(text), words_fit):
        hits = [a for a, n in zip(legal, names, strict=True) if test(n)]
        if len(hits) == 1:
            return hits[0]
    return None


class Play:
    def __init__(self, session: Session, console: Console,
                 ask: Callable[[str], str] | None = None, table: bool = False) -> None:
        self.session = session
        self.console = console
        self.ask = ask or (lambda prompt: console.input(prompt))
        #: Table mode: the person plays with the physical game and reports what
        #: happens on the table (dice, draws from bags).
        self.table = table
        self.last_trace: Trace | None = None

    def run(self) -> bool:
        """Play until the game ends (True) or the person quits (False)."""
        s = self.session
        self.console.print(f"Game {s.id} (seed {s.match.record.seed}); type 'help' for "
                           "commands. Every step is saved.")
        shown = None
        while not s.match.over:
            seat = s.match.to_move
            if seat == CHANCE:
                request = s.game.chance_request(s.match.state)
                if self.table and request.physical:
                    if not self.report(request):
                        self.console.print(f"Game {s.id} saved; continue with: "
                                           f"automeeple resume {s.id} --table")
                        return False
                else:
                    narrate.say(self.console, s.apply_chance()[1])
                self.note_automa()
            elif s.players[seat] != HUMAN:
                _, events, decision = s.bot_step()
                if decision.trace is not None:
                    self.last_trace = decision.trace
                narrate.say(self.console, events)
            else:
                if shown != len(s.match.record.steps):
                    self.console.print(narrate.board(s.game, s.match.state, seat))
                    shown = len(s.match.record.steps)
                if not self.person(seat):
                    self.console.print(f"Game {s.id} saved; continue with: "
                                       f"automeeple resume {s.id}")
                    return False
        result = s.game.result(s.match.state)
        self.console.print(narrate.board(s.game, s.match.state, None))
        self.console.print(narrate.result_table(s.game, result, s.players))
        return True

    def note_automa(self) -> None:
        """Keep the trace of an automa played by the rules, for "why"."""
        trace_of = getattr(self.session.game, "automa_trace", None)
        if trace_of is not None:
            self.last_trace = trace_of(self.session.match.state) or self.last_trace

    def report(self, request) -> bool:
        """Table mode: the person says what came up on the table; False to quit."""
        s = self.session
        choices = list(dict.fromkeys(request.outcomes))
        self.console.print(f"[bold]On the table: {request.name}.[/bold] What came up?")
        for k, outcome in enumerate(choices, 1):
            self.console.print(f"  {k}. {outcome}")
        while True:
            try:
                answer = self.ask("it was> ").strip()
            except (EOFError, KeyboardInterrupt):
                return False
            if answer.lower() in ("quit", "exit", "q"):
                return False
            picked = match_action(answer, choices)
            if picked is None:
                self.console.print(f"[yellow]{answer!r} cannot come up here; answer with one "
                                   "of the numbers or texts above.[/yellow]")
                continue
            narrate.say(self.console, s.apply(picked, REPORTED)[1])
            return True

    def person(self, seat: int) -> bool:
        """One answer from the person; False when they quit."""
        s = self.session
        legal = s.game.legal_actions(s.match.state)
        table = Table(title=f"{s.game.seat_name(seat)} (you): choose", show_header=False)
        for k, a in enumerate(legal, 1):
            table.add_row(str(k), str(a), narrate.note(s.game, s.match.state, a))
        self.console.print(table)
        try:
            answer = self.ask("your move> ").strip()
        except (EOFError, KeyboardInterrupt):
            return False
        word = answer.lower()
        if word in ("quit", "exit", "q"):
            return False
        if word in ("help", "?"):
            for name, what in COMMANDS.items():
                self.console.print(f"  {name:<6} {what}")
            self.console.print("  or a move: its number, its text, or enough words to "
                               "pick it out (e.g. 'beta hare')")
        elif word == "why":
            narrate.trace(self.console, self.last_trace)
        elif word == "save":
            self.console.print(f"Game {s.id} is saved in {s.store.path} after every step.")
        elif word == "board":
            self.console.print(narrate.board(s.game, s.match.state, seat))
        elif word == "undo":
            try:
                undone = s.undo()
            except GameError as exc:
                self.console.print(f"[yellow]{exc}[/yellow]")
            else:
                self.console.print(f"Undone: {undone} steps, back to your previous decision.")
                self.last_trace = None  # it explained a move that is gone
        else:
            action = match_action(answer, legal)
            if action is None:
                self.console.print(f"[yellow]{answer!r} is not one of the moves above; type a "
                                   "number, a move's text, or 'help'.[/yellow]")
            else:
                narrate.say(self.console, s.apply(action, HUMAN)[1])
        return True
