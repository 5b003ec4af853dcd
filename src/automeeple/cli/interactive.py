"""Playing at the terminal: the person's prompts, bot turns narrated, undo, why,
history, save and quit, in Play and in Table mode. Every step is saved as it
happens by the :class:`Session`; everything a person or a file typed is shown as
plain text, never read as markup. A step that cannot be saved (another program
holds the file locked) is not taken: its one line is said, the game is as it was,
and the person is asked again."""

from __future__ import annotations

import functools
from collections.abc import Callable
from enum import Enum

from rich.console import Console, Group, RenderableType
from rich.control import Control, ControlType
from rich.segment import Segment
from rich.text import Text

from automeeple.engine.core import CHANCE, GameError, said_back, words
from automeeple.sessions.answers import (
    counts,
    move_named,
    move_names,
    not_a_move,
    recorded,
    to_undo,
    typed,
    undone,
)
from automeeple.sessions.session import ENDED, REPORT, Prompt, Session
from automeeple.sessions.store import StoreError

from . import narrate

COMMANDS = {
    "undo": "take back your last move or report (again to go further back)",
    "why": "explain the bots' latest decisions, rule by rule",
    "board": "draw the whole board, with its legend",
    "moves": "list the moves with a note on each",
    "hint": "search (about a second) for the best moves from what you can see",
    "history": "everything that has happened so far",
    "save": "say where the game is saved (every step already is)",
    "quit": "stop here; resume later with 'automeeple resume ID'",
    "help": "this list",
}


#: The lines of the smallest terminal a prompt is drawn for (80x24): the board, the
#: question and the moves fit in it with the prompt's own line.
SCREEN = 24


class End(Enum):
    """How a game at the terminal stopped."""

    OVER = "over"  # played to the end
    QUIT = "quit"  # the person typed quit
    CUT = "cut"  # the input ended (EOF)
    STOPPED = "stopped"  # Ctrl-C, at a prompt, while a bot thinks or during a hint


class Wipe(Control):
    """The screen and the terminal's scrollback erased, the cursor home (written to
    a terminal only, as every control code)."""

    def __init__(self) -> None:
        self.segment = Segment("\x1b[H\x1b[2J\x1b[3J", None, [(ControlType.CLEAR,)])


class Play:
    """The terminal front end of a :class:`Session`: it shows each prompt (events,
    the board as the person's view draws it) and collects the person's answers.
    With several people at the screen, each prompt is drawn from its own person's
    view, after the screen is passed to them."""

    def __init__(self, session: Session, console: Console,
                 ask: Callable[[str], str] | None = None) -> None:
        self.session = session
        self.console = console
        self.ask = ask or (lambda prompt: console.input(prompt))
        #: The screen of the decision being asked (board, question, moves).
        self.listing: Callable[..., RenderableType] | None = None
        #: The person's decision being asked, with its moves' names (for ``hint``).
        self.deciding: tuple[Prompt, list[str]] | None = None
        #: Several people: the seat of the one the screen was last passed to.
        self.holder: int | None = None
        #: The lines the narration took since the last prompt.
        self.told = 0

    def say(self, text: str, style: str = "") -> None:
        self.console.print(Text(text, style=style))

    def run(self) -> End:
        """Play until the game ends, the person quits, or the input is cut."""
        s = self.session
        # Not the seed: it makes every hidden draw and bot roll of the game to come;
        # it is told at the end.
        self.say(f"Game {s.id}; type 'help' for commands. Every step is saved.")
        try:
            return self.play()
        except KeyboardInterrupt:  # every step made is saved; one being made is not
            self.console.print()
            return End.STOPPED

    def play(self) -> End:
        s = self.session
        while True:
            try:
                prompt = s.advance()
            except StoreError as exc:  # a bot's step or chance's not saved: not taken
                end = self.wait(exc)
                if end is not None:
                    return end
                continue
            passed = self.pass_screen(prompt)
            if isinstance(passed, End):
                return passed
            if not passed:  # the mover took the move back: theirs to make again
                continue
            self.told = narrate.say(self.console, prompt.events)
            if prompt.kind == ENDED:
                self.deciding = self.listing = None
                self.console.print(narrate.board(s.view(s.screen(prompt))))
                self.console.print(narrate.result_table(s.game, prompt.result, s.players))
                self.say(f"Seed {s.match.record.seed}: the same seed and the same moves give "
                         "the same game.")
                if s.table and self.last_word():
                    continue  # undone: the game goes on from there
                return End.OVER
            if prompt.kind == REPORT:
                self.console.print(self.scrolled(lambda _room, p=prompt: self.request_text(p)))
            end = self.answer(prompt)
            if end is not None:
                return end

    def wait(self, exc: StoreError) -> End | None:
        """A step the game took by itself could not be saved (``exc``, said in one
        line): nothing of it was taken; the person tries again with Enter, or stops
        (how; None: try again)."""
        self.say(str(exc), "yellow")
        try:
            word = words(self.ask("Enter to try again, or quit> "))
        except EOFError:
            self.console.print()
            return End.CUT
        return End.QUIT if word in ("quit", "exit", "q") else None

    def pass_screen(self, prompt: Prompt) -> End | bool:
        """Several people: when the prompt is another person's than the one at the
        screen's, the screen is wiped (nothing of the last person's stays on it),
        shows what came of their move in words anyone may read, and waits for Enter
        from the next. True once the screen is theirs, or everyone's (the game
        over); False when the person at the screen took their move back instead
        ('undo' before passing it on)."""
        s = self.session
        if len(s.people) < 2 or s.screen(prompt) in (None, self.holder):
            return True
        self.console.control(Wipe())
        if self.holder is not None:  # what came of the last move, in anyone's words
            came = s.public_since(self.holder)
            if came:
                self.say(f"What came of {s.game.seat_name(self.holder)}'s move:", "bold")
                narrate.say(self.console, came)
        name = s.game.seat_name(s.viewer)
        self.say(f"Pass the screen to {name}.", "bold")
        undoes = to_undo(s, self.holder) if self.holder is not None else ""
        if undoes:
            self.say(f"({s.game.seat_name(self.holder)}: 'undo' takes back {undoes} first.)",
                     "dim")
        while True:
            try:
                word = words(self.ask(f"{name}, press Enter when only you can see the "
                                      "screen> "))
            except EOFError:
                self.console.print()
                return End.CUT
            if word in ("quit", "exit", "q"):
                return End.QUIT
            if not word:
                break
            if word == "undo" and self.holder is not None:
                try:
                    self.say(undone(s, s.undo(self.holder)))
                    return False
                except GameError as exc:
                    self.say(str(exc), "yellow")
                    continue
            # An answer typed here is not taken: nothing was asked yet.
            self.say(f"'{word}' was not taken: press Enter alone, then answer what "
                     f"{name} is asked.", "yellow")
        self.holder = s.viewer
        return True

    def last_word(self) -> bool:
        """Table mode, once the game is over: a last report may still be mended.
        True when the person undid something; False when they are done (quit, or
        the end of the input)."""
        self.say("The game is over. 'undo' takes back your last report or move (if the "
                 "table shows otherwise); 'history', 'board'; 'quit' or Enter to finish.")
        while True:
            try:
                word = words(self.ask("game over> "))
            except (EOFError, KeyboardInterrupt):
                return False
            if word in ("", "quit", "exit", "q"):
                return False
            if word == "undo":
                return self.answer_undo()
            if not self.look(word):
                self.say(f"{said_back(word)}: the game is over; type undo, history, board or quit.",
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
            self.console.print(narrate.board(s.view(s.viewer)))
        elif word == "moves" and self.listing is not None:
            self.console.print(self.listing(room=None))
        elif word == "hint":
            self.hint()
        else:
            return False
        return True

    def hint(self) -> None:
        """The search's best moves for the person's decision, from their view only;
        nothing is played or saved."""
        if self.deciding is None:
            self.say("A hint is for your own moves; there is none to make now.", "yellow")
            return
        if self.session.no_hint:
            self.say(self.session.no_hint, "yellow")
            return
        prompt, names = self.deciding
        from automeeple.agents.ismcts import hint_lines  # the search, when asked

        try:
            found = self.session.hint(prompt.seat)
        except GameError as exc:  # a hint setting of the environment's: the game goes on
            self.say(str(exc), "yellow")
            return
        named = dict(zip(prompt.legal, names, strict=True))
        numbers = {a: k for k, a in enumerate(prompt.legal, 1)}
        for line in hint_lines(found, lambda a: named.get(a, str(a)), numbers.get):
            self.say(line)

    def answer_undo(self) -> bool:
        """Undo the person's last move or report; False when there is none."""
        s = self.session
        try:
            count = s.undo()
        except GameError as exc:
            self.say(str(exc), "yellow")
            return False
        self.say(undone(s, count))
        if s.table and s.undone:
            self.say("Take back on the table what these said:", "bold")
            for event in s.undone:
                self.say(f"  {event.text}")
            # Where they moved things, what they moved them back to: the board,
            # drawn here before a report (a decision's screen draws it).
            self.say("so that the table is as it was then" +
                     (":" if s.match.to_move == CHANCE else " (the board below)."), "bold")
            if s.match.to_move == CHANCE:
                self.console.print(narrate.board(s.view(s.viewer)))
        return True

    def scrolled(self, screen: Callable[[int], RenderableType]) -> RenderableType:
        """What to print at a prompt: ``screen(room)``, drawn in ``room`` lines; when
        the narration before it is pushed off the top of the 80x24 screen, led by a
        line saying how much is out of sight ('history' shows it)."""
        told, self.told = self.told, 0

        def height(shown: RenderableType) -> int:
            return len(self.console.render_lines(shown, pad=False))

        whole = screen(SCREEN)
        if told + height(whole) + 1 <= SCREEN:  # + 1: the prompt's own line
            return whole
        shown = screen(SCREEN - 1)
        above = told + 1 + height(shown) + 1 - SCREEN
        return Group(Text(f"… {above} lines above: history", style="dim"), shown) \
            if above > 0 else shown

    @staticmethod
    def request_text(prompt: Prompt, **_: object) -> RenderableType:
        """Table mode: what to report, and what can come up, as printed (also what
        'moves' shows at the report's prompt)."""
        request = prompt.request
        return Group(Text(f"On the table: {request.name}. {request.ask}", style="bold"),
                     # listing a secret's outcomes would show that hand to the whole table
                     Text("  type its name as printed on it" if request.secret else
                          "  it can be: " + ", ".join(dict.fromkeys(request.names()))))

    def listed(self, prompt: Prompt) -> list[str]:
        """The legal moves as the game's view names them (hexes by the map's grid,
        tiles by their printed names, else the actions' own text); meanwhile
        :attr:`listing` draws the prompt's screen."""
        view = self.session.view(prompt.seat)
        hints = view.hints
        names = move_names(self.session, prompt)
        notes = [hints.get(str(a), "") for a in prompt.legal]
        question = view.question or f"{self.session.game.seat_name(prompt.seat)}: your move"
        board = narrate.board(view, compact=True)
        width = self.console.width
        by_count = counts(prompt.legal, names)

        def listing(room: int | None = SCREEN, with_board: bool = True) -> RenderableType:
            """The board, the question and the moves in ``room`` lines if they can be
            (None: the moves alone, each with its note); the question and the moves
            alone, as the board would leave them, when not ``with_board``."""
            if by_count:  # a number typed is the count, so none is listed by number
                head = names[0].rpartition(" ")[0]
                return Group(*([board] if with_board and room else []),
                             Text(question, style="bold"),
                             Text(f"{head}: {', '.join(map(str, sorted(by_count)))}"))
            if room is None:
                return Group(*numbered(names, notes, None, width))
            left = room - 2 - len(self.console.render_lines(board, pad=False))
            lines = numbered(names, notes, left, width)
            head = Text(question, style="bold")
            more = "  ('moves': a note on each)"
            if len(lines) < len(names) and any(notes) and len(head) + len(more) <= width:
                head.append(more, style="dim")
            return Group(*([board] if with_board else []), head, *lines)

        self.listing = listing
        return names

    def your_move(self, prompt: Prompt) -> str:
        """The prompt's line: whose move it is when several people play."""
        s = self.session
        whose = "" if len(s.people) < 2 else f"{s.game.seat_name(prompt.seat)}, "
        return f"{whose}your move> "

    def answer(self, prompt: Prompt) -> End | None:
        """Answers from the person until a move or report is made or undone (None)
        or they stop (how)."""
        s = self.session
        report = prompt.kind == REPORT
        names = [] if report else self.listed(prompt)
        self.deciding = None if report else (prompt, names)
        if report:
            self.listing = functools.partial(self.request_text, prompt)
        first = True
        while True:
            if not report:  # the board once, then the moves again after each answer
                self.console.print(self.scrolled(
                    lambda room, board=first: self.listing(room=room, with_board=board)))
                first = False
            try:
                text = self.ask("it was> " if report else self.your_move(prompt))
            except EOFError:
                self.console.print()
                return End.CUT
            try:
                text = typed(text, "that line")
            except GameError as exc:  # a pasted page: said in one line, not echoed
                self.say(str(exc), "yellow")
                continue
            if not text.strip() and not report:  # Enter alone: the moves again
                continue
            word = words(text)
            if word in ("quit", "exit", "q"):
                return End.QUIT
            if word in ("help", "?"):
                for name, what in COMMANDS.items():
                    self.say(f"  {name:<7} {what}")
                example = (prompt.request.names() if report else names)[-1]
                if report and prompt.request.secret:
                    example = "its whole name"
                self.say(f"  or what came up, as printed on it (e.g. '{example}')" if report
                         else "  or a move: its number, its text, or enough words to pick it "
                              f"out (e.g. '{example}')")
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
                try:
                    s.report(outcome)
                except StoreError as exc:  # not saved, so not taken: the same question
                    self.say(str(exc), "yellow")
                    continue
                self.say(recorded(prompt.request, outcome), "green")
                return None
            else:
                action = move_named(s, prompt, text, names)
                if action is None:
                    self.say(not_a_move(s, prompt, text, "is not one of the moves above; "
                                        "type a number, a move's text, or 'help'.", names),
                             "yellow")
                    continue
                try:
                    s.act(action)
                except StoreError as exc:  # not saved, so not taken: the same moves
                    self.say(str(exc), "yellow")
                    continue
                return None


def numbered(names: list[str], notes: list[str], room: int | None, width: int) -> list[Text]:
    """The moves numbered: one a line with its note when they fit in ``room`` lines
    (None: always); else the shortest layout without notes: in columns, grouped by
    what they share ("alpha N4 to: 1 Q5  2 S5  3 O1"), or a table of numbers; cut
    to ``room`` lines with a line saying so when even that is too long."""
    noted = [Text(f"{k:>{len(str(len(names)))}} {name}" + (f"  ({note})" if note else ""))
             for k, (name, note) in enumerate(zip(names, notes, strict=True), 1)]
    if room is None or (len(noted) <= room and all(len(t) <= width for t in noted)):
        return noted
    numbers = [f"{k:>{len(str(len(names)))}} {name}" for k, name in enumerate(names, 1)]
    layouts = [columns(numbers, width), grouped(names, width, False),
               grouped(names, width, True), table(names, width)]
    best = min((x for x in layouts if x), key=len)
    if len(best) > room:
        best = [*best[:max(room - 1, 1)],
                f"... and more: 'moves' lists all {len(names)}, or type one as written"]
    return [Text(line) for line in best]


def columns(entries: list[str], width: int) -> list[str]:
    """``entries`` down as many columns as ``width`` takes."""
    for rows in range(1, len(entries) + 1):
        cols = [entries[k:k + rows] for k in range(0, len(entries), rows)]
        widths = [max(map(len, c)) for c in cols]
        if sum(widths) + 2 * (len(cols) - 1) <= width:
            break
    return ["  ".join(c[r].ljust(w) for c, w in zip(cols, widths, strict=True)
                      if r < len(c)).rstrip() for r in range(rows)]


#: Where a move's text divides into what several moves share and what tells them
#: apart ("alpha N4 to" and "Q5"; "place beta on" and "Hare").
JOINS = (" to ", " on ", " at ")


def split(name: str) -> tuple[str, str] | None:
    """A move's text as what it shares and what tells it apart ("place navy 1",
    "west-coast 1.2"), or None."""
    join = next((j for j in JOINS if j in name), None)
    if join is None:
        return None
    start, _, end = name.rpartition(join)
    return start, end


def table(names: list[str], width: int) -> list[str]:
    """The moves as a table of numbers: a line per end ("west-coast 1.2"), a column
    per start ("navy 3"), the words every start shares left out ("place"); empty
    when that is wider than ``width`` or a move does not divide."""
    parts = [split(name) for name in names]
    if not names or None in parts:
        return []
    starts = list(dict.fromkeys(p[0] for p in parts))
    ends = list(dict.fromkeys(p[1] for p in parts))
    shared = 0
    while all(len(w) > shared + 1 and w[shared] == starts[0].split()[shared]
              for w in (x.split() for x in starts)):
        shared += 1
    heads = [" ".join(x.split()[shared:]) for x in starts]
    at = {part: k for k, part in enumerate(parts, 1)}
    side = max(map(len, ends))
    widths = [max(len(h), len(str(len(names)))) + 2 for h in heads]
    if side + sum(widths) > width:
        return []
    lines = [" " * side + "".join(h.rjust(w) for h, w in zip(heads, widths, strict=True))]
    for end in ends:
        lines.append(end.ljust(side) + "".join(
            str(at.get((start, end), ".")).rjust(w)
            for start, w in zip(starts, widths, strict=True)))
    return lines


def grouped(names: list[str], width: int, by_end: bool) -> list[str]:
    """The moves in lines by what they share, the start ("alpha N4 to: 1 Q5  2 S5")
    or, ``by_end``, the end ("western-europe 1.2: 1 place navy 1  2 place navy 2"),
    each numbered with what differs; a move that shares nothing stands alone, in
    columns below."""
    groups: dict[str, list[str]] = {}
    alone: list[str] = []
    for k, name in enumerate(names, 1):
        part = split(name)
        if part is None:
            groups.setdefault(name, []).append(f"{k} {name}")
            continue
        start, end = part
        join = name[len(start):len(name) - len(end)].strip()
        key, item = (end, start) if by_end else (f"{start} {join}", end)
        groups.setdefault(key, []).append(f"{k} {item}")
    lines = []
    for key, items in groups.items():
        if len(items) == 1:
            k = int(items[0].split(" ", 1)[0])
            alone.append(f"{k} {names[k - 1]}")
            continue
        line = f"{key}:"
        for item in items:
            if len(line) + 2 + len(item) > width:
                lines.append(line)
                line = "   "
            line += f"  {item}"
        lines.append(line)
    return lines + (columns(alone, width) if alone else [])
