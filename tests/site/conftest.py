"""Fixtures of the phone's site tests: the site built once per run (its downloads
kept in the project's ``.cache/site``, so a run downloads them once), served from
its folder by a plain static file server on localhost (a secure context: the
service worker and the wake lock work) that a test can stop and start again, and
Debian's Chromium at a phone's size (390x844) driven by Playwright."""

from __future__ import annotations

import functools
import gzip
import threading
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from automeeple.site.build import build

from ..web.browser import PHONE_390, launched

ROOT = Path(__file__).resolve().parents[2]
CACHE = ROOT / ".cache" / "site"
#: A phone held upright (a common 6.1-inch screen), touch, a 3x screen.
PHONE = PHONE_390
#: The types a static host sends (Python's own table lacks some of them).
TYPES = {".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm",
         ".webmanifest": "application/manifest+json", ".json": "application/json",
         ".whl": "application/zip", ".zip": "application/zip"}


@pytest.fixture(scope="session")
def site(tmp_path_factory) -> tuple[Path, str]:
    """The site's folder and its build id."""
    out = tmp_path_factory.mktemp("site") / "site"
    return out, build(out, CACHE)


class StaticServer:
    """The site's folder served as files over HTTP on localhost, as any static host
    would; it counts what it sends (each file's path, for a full answer). With
    ``max_age`` it lets the browser keep each file that many seconds without asking
    again, as GitHub Pages does (10 minutes)."""

    def __init__(self, folder: Path, max_age: int | None = None) -> None:
        self.folder = folder
        self.max_age = max_age
        self.port = 0
        self.sent: list[str] = []
        self.server: ThreadingHTTPServer | None = None
        self.start()

    @property
    def url(self) -> str:
        return f"http://localhost:{self.port}/"

    def start(self) -> None:
        sent, max_age = self.sent, self.max_age

        class Handler(SimpleHTTPRequestHandler):
            extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **TYPES}

            def send_response(self, code, message=None):  # noqa: D401
                if code == 200:
                    sent.append(self.path.split("?")[0])
                super().send_response(code, message)

            def end_headers(self) -> None:
                if max_age is not None:
                    self.send_header("Cache-Control", f"max-age={max_age}")
                super().end_headers()

            def log_message(self, *args) -> None:
                pass

        handler = functools.partial(Handler, directory=str(self.folder))
        self.server = ThreadingHTTPServer(("127.0.0.1", self.port), handler)
        self.server.handle_error = lambda *args: None  # a tab closed mid-download
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    def compressed(self, paths: list[str]) -> int:
        """The bytes ``paths`` take sent gzip-compressed (as static hosts send them)."""
        total = 0
        for path in paths:
            file = self.folder / (path.lstrip("/") or "index.html")
            total += len(gzip.compress(file.read_bytes(), 6))
        return total


@pytest.fixture(scope="session")
def served(site) -> Iterator[StaticServer]:
    server = StaticServer(site[0])
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="module")
def chromium() -> Iterator:
    """The browser, for one module's tests (one Playwright runs at a time: the web
    app's browser tests start their own)."""
    with launched() as browser:
        yield browser


def phone(chromium, served: StaticServer):
    """A fresh phone: a browser context with nothing stored yet."""
    context = chromium.new_context(base_url=served.url, **PHONE)
    context.set_default_timeout(30_000)
    return context


@pytest.fixture(scope="module")
def visited(chromium, served) -> Iterator:
    """One phone that has visited the site (its files stored by the service worker,
    its saved games in its IndexedDB), shared by the tests that play on it."""
    context = phone(chromium, served)
    try:
        yield context
    finally:
        context.close()
