"""The ``automeeple`` command's entry point. The terminal and the web server are
extras of the package (``automeeple[cli]``, ``automeeple[web]``; docs/design.md,
"Dependencies"): without one, the command says in one line what to install, never a
traceback. This module imports nothing outside the standard library until the
terminal's libraries have imported (each is imported once: the program uses them
next)."""

from __future__ import annotations

import sys
from importlib import import_module

#: The modules of each extra the command checks before it uses them.
EXTRAS = {
    "cli": ("typer", "rich", "tomli_w"),
    "web": ("fastapi", "uvicorn", "jinja2", "python_multipart"),
}


def need(extra: str, what: str) -> None:
    """Exit with status 1 and one line naming ``pip install 'automeeple[extra]'``
    when a module of ``extra`` does not import; ``what`` names what needs it."""
    for name in EXTRAS[extra]:
        try:
            import_module(name)
        except ImportError:
            sys.exit(f"automeeple: {what} needs {name}, which is not installed: "
                     f"pip install 'automeeple[{extra}]'")


def main() -> None:
    """The command. Ctrl-C before a command handles it (while the modules import,
    about the first fifth of a second) stops it as ``app.main`` does: a new line and
    status 130, no traceback."""
    try:
        need("cli", "the terminal")
        from .app import main as run

        run()
    except KeyboardInterrupt:
        print()
        sys.exit(130)
