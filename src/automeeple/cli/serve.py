"""``automeeple serve``: the web app (docs/web.md). FastAPI and uvicorn are imported
only when the command runs, so ``automeeple --help`` stays fast; it first checks that
the ``automeeple[web]`` extra imports (one line names it otherwise)."""

from __future__ import annotations

import errno
import secrets
import socket
from typing import Annotated

import typer

from automeeple.engine.core import GameError

from . import common
from .common import DbOption, friendly
from .entry import need

#: Addresses that only this machine reaches: no access token is needed there.
LOCAL = ("127.0.0.1", "localhost", "::1")


@friendly
def serve(
    db: DbOption = None,
    host: Annotated[str, typer.Option(
        metavar="ADDRESS", help="where to listen: 127.0.0.1 (this machine only); 0.0.0.0 "
                                "to reach it from a phone on your network (an access token "
                                "is then required, printed with the address)")] = "127.0.0.1",
    port: Annotated[int, typer.Option(metavar="PORT", help="the port")] = 8000,
) -> None:
    """Play in a browser (a phone at the table): the web app on the same saved
    games as the terminal."""
    need("web", "serve (the web app)")
    if not 0 < port < 65536:
        raise GameError(f"--port must be from 1 to 65535, not {port}")
    listenable(host, port)
    token = None if host in LOCAL else secrets.token_urlsafe(24)
    import uvicorn

    from automeeple.web.app import create_app

    app = create_app(db, token)
    for url in addresses(host, port, token):
        common.console.print(f"automeeple: open {url}", soft_wrap=True)
    if token:
        common.console.print("Anyone with this address (and its token) can play your saved "
                             "games; keep it to yourself. Ctrl-C stops the server.")
    else:
        common.console.print("Only this machine can reach it. Ctrl-C stops the server.")
    try:
        uvicorn.run(app, host=host, port=port, log_level="warning")
    except SystemExit as exc:  # uvicorn could not start (the port was taken since)
        raise GameError(f"cannot serve on {host}:{port} (is the port in use?)") from exc


def listenable(host: str, port: int) -> None:
    """Refuse, before the server starts, a --host that names no address of this
    machine and a --port that is taken or not allowed, each blamed on its option."""
    try:
        family, kind, proto, _, address = socket.getaddrinfo(
            host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)[0]
    except (socket.gaierror, UnicodeError) as exc:
        raise GameError(f"--host {host}: no such address "
                        f"({getattr(exc, 'strerror', None) or exc})") from None
    with socket.socket(family, kind, proto) as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as uvicorn binds
        try:
            s.bind(address)
        except OSError as exc:
            if exc.errno in (errno.EADDRINUSE, errno.EACCES):
                raise GameError(f"--port {port}: {exc.strerror.lower()} on {host}; choose "
                                "another port") from None
            raise GameError(f"--host {host}: not an address of this machine "
                            f"({exc.strerror})") from None


def addresses(host: str, port: int, token: str | None) -> list[str]:
    """The addresses to open: this machine's network address too when listening on
    every interface."""
    query = f"/?token={token}" if token else "/"
    hosts = [host]
    if host in ("0.0.0.0", "::"):
        hosts = [h for h in (network_address(), "127.0.0.1") if h]
    return [f"http://{f'[{h}]' if ':' in h else h}:{port}{query}" for h in hosts]


def network_address() -> str | None:
    """This machine's address on the local network (no packet is sent)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        try:
            s.connect(("192.0.2.1", 9))
            return s.getsockname()[0]
        except OSError:
            return None
