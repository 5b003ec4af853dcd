"""The command line the game diagnosis scripts share (``wolves_diagnosis.py``,
``blitzkrieg_diagnosis.py``): how many games from which seed, rule options as
NAME=VALUE and an edition file; and the heading each prints."""

from __future__ import annotations

import argparse
from pathlib import Path


def parse_option(text: str) -> tuple[str, object]:
    """NAME=VALUE as the command line reads it: true/false, a whole number, or text."""
    name, _, value = text.partition("=")
    low = value.lower()
    if low in ("true", "false"):
        return name, low == "true"
    return name, int(value) if value.lstrip("-").isdigit() else value


def command_line(doc: str, title: str, games: int, seed: int, argv: list[str] | None,
                 edition_help: str = "an edition file"
                 ) -> tuple[argparse.Namespace, dict[str, object], str | None]:
    """The arguments, the options and the edition's text (None: the shipped one);
    prints the heading ``title``, N games from seed S, and what was given."""
    parser = argparse.ArgumentParser(description=doc,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=games)
    parser.add_argument("--seed", type=int, default=seed)
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--edition", metavar="FILE", help=edition_help)
    args = parser.parse_args(argv)
    options = dict(parse_option(o) for o in args.option)
    edition = None if args.edition is None else Path(args.edition).read_text("utf-8")
    print(f"{title}, {args.games} games from seed {args.seed}, baseline person"
          + (f", options {options}" if options else "")
          + (f", edition {args.edition}" if edition else ""))
    return args, options, edition
