"""``automeeple edition new GAME FILE`` and ``automeeple edition check FILE``: an
owner's components turned into an edition file, question by question, and any
edition file checked (docs/design.md, "Editions" and "Table mode")."""

from __future__ import annotations

import shlex
from pathlib import Path
from typing import Annotated

import tomli_w
import typer
from rich.text import Text

from automeeple import catalog
from automeeple.engine.core import GameError
from automeeple.engine.walkthrough import place

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
             "'quit' to stop (nothing is written), 'back' to answer the last one again.",
             style="bold"))
    answers: list = []
    while True:
        if not ask_all(questions, answers):
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
            # person goes back to the one at fault.
            say(Text(f"{exc}. Type 'back' to change earlier answers.", style="yellow"))
            answers.pop()
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


def ask_all(questions: list, answers: list) -> bool:
    """Ask the questions not answered yet (``back`` takes the last answer back);
    False when the person stops."""
    say = common.console.print
    while len(answers) < len(questions):
        question = questions[len(answers)]
        say(Text(f"{len(answers) + 1}/{len(questions)}. {question.text}"))
        try:
            typed = common.console.input("> ")
        except (EOFError, KeyboardInterrupt):
            return False
        word = typed.strip().lower()
        if word == "quit":
            return False
        if word == "back":
            if answers:
                answers.pop()
            continue
        try:
            answers.append(question.parse(typed))
        except GameError as exc:
            say(Text(f"{exc}; try again.", style="yellow"))
        except ValueError:  # a number of thousands of digits, which Python will not read
            say(Text("That answer holds a number too long to read; try again.",
                     style="yellow"))
    return True


@editions.command("check")
@friendly
def check(file: FileArgument,
          game: Annotated[str | None, typer.Option(
              metavar="GAME",
              help="the game it is for (default: the one whose edition it looks like)")]
          = None) -> None:
    """Check an edition file: every field the game needs, with values it can play."""
    from automeeple.engine.edition import read_toml  # pydantic: only when checking

    text = read_text(file, "an edition file")
    keys = set(read_toml(text, str(file)))
    info = catalog.get(game) if game else catalog.edition_for(keys, str(file))
    edition = info.check_edition(text, str(file)).data
    common.console.print(Text(f"{file}: a valid edition of {info.title}: {edition.label}",
                              style="green"))
