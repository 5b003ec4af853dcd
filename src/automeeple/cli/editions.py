"""``automeeple edition new GAME FILE`` and ``automeeple edition check FILE``: an
owner's components turned into an edition file, question by question, and any
edition file checked (docs/design.md, "Editions" and "Table mode")."""

from __future__ import annotations

import re
import shlex
from pathlib import Path
from typing import Annotated

import tomli_w
import typer
from rich.text import Text

from automeeple import catalog
from automeeple.engine.core import GameError, number
from automeeple.engine.walkthrough import answer, at_fault, place

from . import common
from .common import ForceOption, GameArgument, friendly, output, read_text, write_text

editions = typer.Typer(no_args_is_help=True, rich_markup_mode=None,
                       help="Your own edition file: made from your components, or checked.")

FileArgument = Annotated[Path, typer.Argument(metavar="FILE", help="the edition file (TOML)")]


@editions.command("new")
@friendly
def new(game: GameArgument, file: FileArgument, force: ForceOption = False) -> None:
    """Ask, component by component, for the values the shipped edition invents, and
    write your edition file (then play with --edition FILE)."""
    info = catalog.get(game)
    if not info.walkthrough:
        raise GameError(f"{info.title} has no edition walk-through: its shipped edition "
                        f"({info.edition_status()}) is all it needs; to change a value, "
                        f"copy {info.edition_path} and check it with 'edition check'")
    output(file, "edition new", force)
    data = info.shipped_edition()
    questions = catalog.load(info.walkthrough)(data)
    say = common.console.print
    say(Text(f"{info.title}: {len(questions)} questions about your components. Type "
             "'quit' to stop (nothing is written), 'back' to answer the last one again, "
             "'back N' to answer question N again.", style="bold"))
    answers: list = []
    at = 0
    while True:
        try:
            asked = ask_all(questions, answers, at)
        except KeyboardInterrupt:
            say()  # past the prompt, where ^C was shown
            say("Stopped (Ctrl-C); nothing was written.")
            raise typer.Exit(130) from None
        if not asked:
            say("Stopped; nothing was written.")
            raise typer.Exit(1)
        for question, value in zip(questions, answers, strict=True):
            place(data, question.path, value)
        data["name"] = own_name(info.title, file)
        data["placeholder"] = False
        data["note"] = "Values read off my own components with 'automeeple edition new'."
        text = tomli_w.dumps(data)
        try:
            info.check_edition(text, str(file))  # the whole file, as the game will load it
        except GameError as exc:
            # Answers that are fine one by one but not together: nothing is lost; the
            # question the message is about is asked again, the other answers kept.
            fault = at_fault(questions, str(exc).removeprefix(f"{file}: "), data)
            at = len(questions) - 1 if fault is None else fault
            which = f"question {fault + 1} gives it" if fault is not None else "the last one"
            say(Text(f"{exc}; {which}, asked again (your other answers are kept; 'back N' "
                     "answers question N again instead).", style="yellow"))
            continue
        break
    write_text(file, text)
    command = shlex.join([common.program(), "table", info.id, "--edition", str(file)])
    say(Text(f"Written {file}. Play with: {command}", style="green"))


#: The longest edition name (``EditionModel.name``).
LONGEST_NAME = 60


def own_name(title: str, file: Path) -> str:
    """The edition's name: the game's and the file's, as a name may be (printable, at
    most :data:`LONGEST_NAME` characters), whatever the file is called."""
    head = f"{title}, my own copy"
    stem = " ".join("".join(ch if ch.isprintable() else " " for ch in file.stem).split())
    room = LONGEST_NAME - len(head) - len(" ()")
    if len(stem) > room:
        stem = stem[:max(room - 3, 0)].rstrip() + "..."
    return f"{head} ({stem})" if stem.strip(".") and room > 3 else head


def ask_all(questions: list, answers: list, at: int | None = None) -> bool:
    """Ask question ``at`` (default: the first not answered), then those not answered
    yet; ``back`` asks the one before again, ``back N`` question N, keeping the
    answers after it. False when the person stops (``quit``, or the end of the
    input); Ctrl-C is left to the caller, past the prompt it interrupted."""
    say = common.console.print
    at = len(answers) if at is None else at
    while at < len(questions):
        question = questions[at]
        say(Text(f"{at + 1}/{len(questions)}. {question.text}"))
        try:
            typed = common.console.input("> ")
        except EOFError:
            say()  # past the prompt
            return False
        word = typed.strip().lower()
        if word == "quit":
            return False
        if re.fullmatch(r"back(\s+[0-9]+)?", word):
            back = went_back(word, at, len(answers))
            if isinstance(back, str):
                say(Text(f"{back}; try again.", style="yellow"))
            else:
                at = back
            continue
        try:
            value = answer(questions, answers, at, typed)
        except GameError as exc:
            say(Text(f"{exc}; try again.", style="yellow"))
            continue
        except ValueError:  # a number of thousands of digits, which Python will not read
            say(Text("That answer holds a number too long to read; try again.",
                     style="yellow"))
            continue
        if at == len(answers):
            answers.append(value)
        else:
            answers[at] = value
        at = len(answers)
    return True


def went_back(word: str, at: int, answered: int) -> int | str:
    """The question (counted from 0) that ``back`` (the one before question ``at``)
    or ``back N`` asks again, when ``answered`` are answered; else why it cannot."""
    parts = word.split()
    if len(parts) == 1:
        return max(at - 1, 0)
    n = number(parts[1])
    if not answered:
        return "no question is answered yet, so there is none to go back to"
    if n is None or not 1 <= n <= answered:
        return ("'back N' takes the number of an answered question: "
                + ("only 1 is answered" if answered == 1 else f"1 to {answered}"))
    return n - 1


@editions.command("check")
@friendly
def check(file: FileArgument,
          game: Annotated[str | None, typer.Option(
              metavar="GAME",
              help="the game it is for (default: the one whose edition it looks like)")]
          = None) -> None:
    """Check an edition file: every field the game needs, with values it can play."""
    # pydantic: only when checking
    from automeeple.engine.edition import EMPTY, EditionError, read_toml

    text = read_text(file, "an edition file")
    keys = set(read_toml(text, str(file)))
    if not keys:  # whatever the game: not "cannot tell which game's"
        raise EditionError(f"{file}: {EMPTY}")
    info = catalog.get(game) if game else catalog.edition_for(keys, str(file))
    edition = info.check_edition(text, str(file)).data
    common.console.print(Text(f"{file}: a valid edition of {info.title}: {edition.label}",
                              style="green"))
