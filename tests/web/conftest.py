"""Fixtures for the web app's tests (the API tests here and the browser tests):
an app on a temporary saved-games file, a TestClient on it, a live server on a
free localhost port in a thread, and Debian's Chromium with a phone-sized page on
that server."""

from __future__ import annotations

import re
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from automeeple.web.app import create_app

from .browser import launched, phone_page

#: The address the app answers under when it has no access token.
LOCAL = "http://127.0.0.1"


@pytest.fixture
def db(tmp_path: Path) -> Path:
    """A saved-games file of the test's own (not created yet)."""
    return tmp_path / "sessions.sqlite3"


@pytest.fixture
def app(db: Path) -> FastAPI:
    return create_app(db, None)


@pytest.fixture
def client(app: FastAPI) -> Iterator[TestClient]:
    with TestClient(app, base_url=LOCAL) as c:
        yield c


def csrf_of(html: str) -> str:
    """The CSRF token a page's forms carry."""
    return re.search(r'name="csrf" value="([^"]+)"', html).group(1)


def at_of(html: str) -> str:
    """Where a game page was drawn (its forms' ``at``: the step and a digest)."""
    return re.search(r'name="at" value="([0-9]+-[0-9a-f]+)"', html).group(1)


def step_of(html: str) -> int:
    """The step a game page was drawn at (the first part of its ``at``)."""
    return int(at_of(html).split("-")[0])


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def serving(app: FastAPI) -> Iterator[str]:
    """``app`` served by uvicorn on a free localhost port in a thread; yields its
    base address and stops the server on the way out."""
    import uvicorn

    port = free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port,
                                           log_level="warning", lifespan="off"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError(f"the test server did not start on port {port}")
        time.sleep(0.02)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=10)


@pytest.fixture
def live_server(app: FastAPI) -> Iterator[str]:
    """The app (on the test's own saved-games file) served on a free localhost port;
    its base address, e.g. ``http://127.0.0.1:41234``."""
    with serving(app) as url:
        yield url


@pytest.fixture(scope="module")
def browser() -> Iterator:
    """Debian's Chromium, headless (the browser tests fail, never skip, without it)."""
    with launched() as chromium:
        yield chromium


@pytest.fixture
def phone(browser, live_server):
    """A page in a fresh phone-sized browser context, on the test's own server."""
    with phone_page(browser, live_server) as page:
        yield page
