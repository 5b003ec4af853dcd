"""Playing at the terminal: the person's prompts, bot turns narrated, undo, why,
history, save and quit, in Play and in Table mode. Every step is saved as it
happens by the :class:`Session`; everything a person or a file typed is shown as
plain text, never read as markup."""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum

from rich.console import Console
from rich.table import Table
from rich.text import Text

from automeeple.engine.core import Action, GameError
from automeeple.sessions.session import ENDED, REPORT, Prompt, Session

from . import narrate

COMMANDS = {
    "undo": "take back your last move or report (again to go further back)",
    "why": "explain the bot decisions since your last move, rule by rule",
    "board": "draw the board again",
    "history": "everything that has happened so far",
    "save": "say where the game is saved (every step already is)",
    "quit": "stop here; resume later with 'automeeple resume ID'",
    "help": "this list",
}


class End(Enum):
    """How a game at the terminal stopped."""

    OVER = "over"  # played to the end
    QUIT = "quit"  # the person typed quit
    CUT = "cut"  # the input ended (EOF) or Ctrl-C


def match_action(text: str, legal: list[Action], shown: list[str] | None = None
                 ) -> Action | None:
    """The legal action a person meant: its number in the list, its text as shown
    (``shown``, else the action's own) or its own text, a unique start of either,
    or the only one with a word starting with each word typed ("pair moose" for
    "place alpha-pair on moose")."""
    text = " ".join(text.lower().split())
    if not text:
        return None
    if text.isascii() and text.isdigit():
        k = int(text)
        return legal[k - 1] if 1 <= k <= len(legal) else None
    own = [str(a).lower() for a in legal]
    if text in own:
        return legal[own.index(text)]
    names = [name.lower() for name in shown] if shown else own
    if text in names:
        return legal[names.index(text)]

    def words_fit(name: str) -> bool:
        words = name.split()
        words += [part for w in words for part in w.split("-")]
        return all(any(w.startswith(typed) for w in words) for typed in text.split())

    for listed in (names, own):
        for test in (lambda n: n.startswith(text), words_fit):
            hits = [a for a, n in zip(legal, listed, strict=True) if test(n)]
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

    def say(self, text: str, style: str = "") -> None:
        self.console.print(Text(text, style=style))

    def run(self) -> End:
        """Play until the game ends, the person quits, or the input is cut."""
        s = self.session
        self.say(f"Game {s.id} (seed {s.match.record.seed}); type 'help' for commands. "
                 "Every step is saved.")
        while True:
            prompt = s.advance()
            narrate.say(self.console, prompt.events)
            if prompt.kind == ENDED:
                self.console.print(narrate.board(s.view(s.person)))
                self.console.print(narrate.result_table(s.game, prompt.result, s.players))
                if s.table and self.last_word():
                    continue  # undone: the game goes on from there
                return End.OVER
            if prompt.kind == REPORT:
                self.show_request(prompt)
            else:
                self.console.print(narrate.board(s.view(prompt.seat)))
            end = self.answer(prompt)
            if end is not None:
                return end

    def last_word(self) -> bool:
        """Table mode, once the game is over: a last report may still be mended.
        True when the person undid something; False when they are done (quit, or
        the end of the input)."""
        self.say("The game is over. 'undo' takes back your last report or move (if the "
                 "table shows otherwise); 'history', 'board'; 'quit' or Enter to finish.")
        while True:
            try:
                word = " ".join(self.ask("game over> ").lower().split())
            except (EOFError, KeyboardInterrupt):
                return False
            if word in ("", "quit", "exit", "q"):
                return False
            if word == "undo":
                return self.answer_undo()
            if not self.look(word):
                self.say(f"{word!r}: the game is over; type undo, history, board or quit.",
                         "yellow")

    def look(self, word: str) -> bool:
        """The commands that only show something (why, history, save, board); False
        when ``word`` is none of them."""
        s = self.session
        if word == "why":
            narrate.traces(self.console, s.explained)
        elif word == "history":
            narrate.say(self.console, s.history)
        elif word == "save":
            self.say(f"Game {s.id} is saved in {s.store.path} after every step.")
        elif word == "board":
            self.console.print(narrate.board(s.view(s.person)))
        else:
            return False
        return True

    def answer_undo(self) -> bool:
        """Undo the person's last move or report; False when there is none."""
        s = self.session
        try:
            undone = s.undo()
        except GameError as exc:
            self.say(str(exc), "yellow")
            return False
        self.say(f"Undone: {undone} steps, back to your previous "
                 f"{'report' if s.undone_report else 'decision'}.")
        if s.table and s.undone:
            self.say("Take back on the table what these said:", "bold")
            for event in s.undone:
                self.say(f"  {event.text}")
        return True

    def show_request(self, prompt: Prompt) -> None:
        """Table mode: what to report, and what can come up, as printed."""
        request = prompt.request
        self.say(f"On the table: {request.name}. What came up?", "bold")
        self.say("  it can be: " + ", ".join(dict.fromkeys(request.names())))

    def listed(self, prompt: Prompt) -> tuple[list[str], Table]:
        """The legal moves as the game's view names them (hexes by the map's grid,
        tiles by their printed names, else the actions' own text), and the numbered
        list of them with their hints."""
        view = self.session.view(prompt.seat)
        moves, hints = view.get("moves", {}), view.get("hints", {})
        names = [moves.get(str(a), str(a)) for a in prompt.legal]
        table = Table(title=Text(f"{self.session.game.seat_name(prompt.seat)} (you): choose"),
                      show_header=False)
        for k, (a, name) in enumerate(zip(prompt.legal, names, strict=True), 1):
            table.add_row(str(k), Text(name), Text(hints.get(str(a), "")))
        return names, table

    def parsed(self, text: str, prompt: Prompt) -> Action | None:
        """A legal move written the game's other way (The Wolves' ``alpha I7 to G9``
        for ``alpha 45 to 63``)."""
        try:
            action = self.session.game.parse_action(self.session.match.state, text)
        except GameError:
            return None
        return action if action in prompt.legal else None

    def answer(self, prompt: Prompt) -> End | None:
        """Answers from the person until a move or report is made or undone (None)
        or they stop (how)."""
        s = self.session
        report = prompt.kind == REPORT
        names, table = ([], None) if report else self.listed(prompt)
        while True:
            if not report:
                self.console.print(table)
            try:
                text = self.ask("it was> " if report else "your move> ")
            except (EOFError, KeyboardInterrupt):
                self.console.print()
                return End.CUT
            word = " ".join(text.lower().split())
            if word in ("quit", "exit", "q"):
                return End.QUIT
            if word in ("help", "?"):
                for name, what in COMMANDS.items():
                    self.say(f"  {name:<7} {what}")
                self.say("  or what came up, as printed on it (e.g. '3', 'army 1')" if report
                         else "  or a move: its number, its text, or enough words to pick it "
                              "out (e.g. 'beta hare')")
            elif word == "undo":
                if self.answer_undo():
                    return None
            elif self.look(word):
                continue
            elif report:
                try:
                    outcome = prompt.request.outcome_named(text)
                except GameError as exc:
                    self.say(str(exc), "yellow")
                    continue
                s.report(outcome)
                name = prompt.request.names()[prompt.request.outcomes.index(outcome)]
                self.say(f"Recorded: {prompt.request.name} = {name}", "green")
                return None
            else:
                action = match_action(text, prompt.legal, names) or self.parsed(text, prompt)
                if action is None:
                    self.say(f"{text.strip()!r} is not one of the moves above; type a number, "
                             "a move's text, or 'help'.", "yellow")
                    continue
                s.act(action)
                return None
