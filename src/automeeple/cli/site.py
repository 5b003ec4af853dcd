"""``automeeple site DIR``: the phone's site (docs/phone.md), one folder any static
HTTPS host serves. A tool or a registry that fails is one line and status 1 (the
build could not run; nothing the person typed was wrong); a folder that cannot be
written (or a file given for one) is status 2."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from . import common

#: Where the downloads are kept between builds (a rebuild needs no network).
CACHE = Path(".cache") / "site"


def site(
    folder: Annotated[Path, typer.Argument(metavar="DIR", help="the folder to build: "
                                           "new, empty, or a site built before")] = Path("site"),
    cache: Annotated[Path, typer.Option(metavar="DIR", help="where the downloads are kept "
                                        "between builds")] = CACHE,
) -> None:
    """Build the phone's site: every game playable in a phone's browser with no
    computer, from any static HTTPS host (docs/phone.md)."""
    from automeeple.site.build import build
    from automeeple.site.fetch import SiteError

    if folder.exists() and not folder.is_dir():
        common.error(f"site {folder}: is a file, not a folder")
        raise typer.Exit(2)
    if not folder.resolve().parent.is_dir():  # as every other output: no folders made
        common.error(f"site {folder}: the folder {folder.parent} does not exist")
        raise typer.Exit(2)
    try:
        build_id = build(folder, cache)
    except SiteError as exc:
        common.error(str(exc))
        raise typer.Exit(1) from None
    except OSError as exc:  # a folder it cannot make: the site's or the cache's
        where = exc.filename or folder
        common.error(f"site {folder}: cannot write {where} ({exc.strerror})")
        raise typer.Exit(2) from None
    common.console.print(f"automeeple: the site is in {folder} (build {build_id}); "
                         "serve the folder over HTTPS (docs/phone.md)", soft_wrap=True)
