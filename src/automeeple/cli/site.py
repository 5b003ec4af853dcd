"""``automeeple site DIR``: the phone's site (docs/phone.md), one folder any static
HTTPS host serves. A tool or a registry that fails is one line and status 1 (the
build could not run; nothing the person typed was wrong); a folder that cannot be
written, a file given for one, or a folder that holds other things than a site is
status 2, naming the folder or ``--cache`` as the person gave it."""

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

    mistake = wrong_folder(folder, cache)
    if mistake:
        common.error(mistake)
        raise typer.Exit(2)
    try:
        build_id = build(folder, cache)
    except SiteError as exc:
        common.error(str(exc))
        raise typer.Exit(1) from None
    except OSError as exc:  # a folder it cannot make: the site's or the cache's
        where = Path(exc.filename) if exc.filename else folder
        given = (f"--cache {cache}" if where.resolve().is_relative_to(cache.resolve())
                 else f"site {folder}")
        common.error(f"{given}: cannot write {where} ({exc.strerror})")
        raise typer.Exit(2) from None
    common.console.print(f"automeeple: the site is in {folder} (build {build_id}); "
                         "serve the folder over HTTPS (docs/phone.md)", soft_wrap=True)


def wrong_folder(folder: Path, cache: Path) -> str:
    """What is wrong with the folders given, before any work ("" when nothing is):
    a file given for one, a site folder in no folder that exists (as every other
    output: no folders are made), or one that holds other things than a site built
    before (which a build would replace)."""
    if folder.exists() and not folder.is_dir():
        return f"site {folder}: is a file, not a folder"
    if not folder.resolve().parent.is_dir():
        return f"site {folder}: the folder {folder.parent} does not exist"
    if cache.exists() and not cache.is_dir():
        return f"--cache {cache}: is a file, not a folder (give the folder the downloads go in)"
    try:
        other = (folder.is_dir() and any(folder.iterdir())
                 and not (folder / "phone" / "boot.json").is_file())
    except OSError as exc:
        return f"site {folder}: cannot read the folder ({exc.strerror})"
    if other:
        return (f"site {folder}: is not empty and holds no site built before: give a new "
                "or empty folder, or one a build made")
    return ""
