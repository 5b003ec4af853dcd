"""Playing at the terminal: the person's prompt, bot turns narrated, undo, why,
save and quit. Every step is saved as it happens by the :class:`Session`."""

from __future__ import annotations

from collections.abc import Callable

from rich.console import Console
from rich.table import Table
from rich.text import Text

from automeeple.engine.core import Action, GameError
from automeeple.sessions.session import ENDED, REPORT, Prompt, Session

from . import narrate

COMMANDS = {
    "undo": "go back to your previous decision",
    "why": "explain the bot decisions since your last move, rule by rule",
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
    """The terminal front end of a :class:`Session`: it shows each prompt (events,
    the board as the person's view draws it) and collects the person's answers."""

    def __init__(self, session: Session, console: Console,
                 ask: Callable[[str], str] | None = None) -> None:
        self.session = session
        self.console = console
        self.ask = ask or (lambda prompt: console.input(prompt))

    def run(self) -> bool:
        """Play until the game ends (True) or the person quits (False)."""
        s = self.session
        self.console.print(f"Game {s.id} (seed {s.match.record.seed}); type 'help' for "
                           "commands. Every step is saved.")
        while True:
            prompt = s.advance()
            narrate.say(self.console, prompt.events)
            if prompt.kind == ENDED:
                self.console.print(narrate.board(s.view(s.person)))
                self.console.print(narrate.result_table(s.game, prompt.result, s.players))
                return True
            answered = self.report(prompt) if prompt.kind == REPORT else self.person(prompt)
            if not answered:
                again = " --table" if s.table else ""
                self.console.print(f"Game {s.id} saved; continue with: "
                                   f"automeeple resume {s.id}{again}")
                return False

    def report(self, prompt: Prompt) -> bool:
        """Table mode: the person says what came up on the table; False to quit."""
        request = prompt.request
        choices = list(dict.fromkeys(request.outcomes))
        self.console.print(Text(f"On the table: {request.name}. What came up?", style="bold"))
        for k, outcome in enumerate(choices, 1):
            self.console.print(Text(f"  {k}. {outcome}"))
        while True:
            try:
                answer = self.ask("it was> ").strip()
            except (EOFError, KeyboardInterrupt):
                return False
            if answer.lower() in ("quit", "exit", "q"):
                return False
            picked = match_action(answer, choices)
            if picked is None:
                self.console.print(Text(f"{answer!r} cannot come up here; answer with one of "
                                        "the numbers or texts above.", style="yellow"))
                continue
            self.session.report(picked)
            return True

    def person(self, prompt: Prompt) -> bool:
        """Answers from the person until a move is made (True) or they quit (False)."""
        s = self.session
        view = s.view(prompt.seat)
        self.console.print(narrate.board(view))
        legal = prompt.legal
        hints = view.get("hints", {})
        table = Table(title=f"{s.game.seat_name(prompt.seat)} (you): choose", show_header=False)
        for k, a in enumerate(legal, 1):
            table.add_row(str(k), Text(str(a)), Text(hints.get(str(a), "")))
        while True:
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
                narrate.traces(self.console, s.explained)
            elif word == "save":
                self.console.print(Text(f"Game {s.id} is saved in {s.store.path} after "
                                        "every step."))
            elif word == "board":
                self.console.print(narrate.board(s.view(prompt.seat)))
            elif word == "undo":
                try:
                    undone = s.undo()
                except GameError as exc:
                    self.console.print(Text(str(exc), style="yellow"))
                else:
                    self.console.print(f"Undone: {undone} steps, back to your previous "
                                       "decision.")
                    return True
            else:
                action = match_action(answer, legal)
                if action is None:
                    self.console.print(Text(f"{answer!r} is not one of the moves above; type "
                                            "a number, a move's text, or 'help'.",
                                            style="yellow"))
                    continue
                s.act(action)
                return True
