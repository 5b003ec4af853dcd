"""What the framework answers before the route table sees a request (another
method, a static file not there, a form it cannot read) is the app's own one-line
error page, in its words, with its headers; an edition file too large says a size
that is true."""

from __future__ import annotations

import pytest

from automeeple.web import forms

from .conftest import csrf_of
from .test_api import one_line_error

#: The framework's bare words, which no page shows.
BARE = ("Method Not Allowed", "Not Found", "Field exceeded", "Part exceeded", "KB.")


def own_words(r, status: int) -> str:
    line = one_line_error(r, status)
    assert not any(bare in line for bare in BARE), line
    assert r.headers["X-Frame-Options"] == "DENY"
    return line


@pytest.mark.parametrize("method", ["put", "delete", "patch"])
@pytest.mark.parametrize("path", ["/", "/games/1", "/new/the-alpha", "/static/app.css"])
def test_another_method_is_the_apps_one_line(client, method, path):
    line = own_words(getattr(client, method)(path), 405)
    assert "(GET)" in line and "(POST)" in line and "nothing was done" in line, line


def test_a_static_file_not_there_is_the_apps_one_line(client):
    line = own_words(client.get("/static/nowhere.css"), 404)
    assert line.startswith("there is no such file here"), line


@pytest.mark.parametrize("files", [None, {"f": ("a.txt", b"x")}], ids=["urlencoded", "multipart"])
def test_a_field_too_large_is_the_apps_one_line(client, files):
    r = client.post("/games/1/move", data={"move": "x" * (1024 * 1024 + 1)}, files=files)
    line = own_words(r, 413)
    assert "a field of the form holds more than 1024 kB" in line, line
    assert "send a shorter one" in line, line


def test_an_edition_file_too_large_says_a_true_size(client):
    csrf = csrf_of(client.get("/new/the-alpha").text)

    def refused(size: int) -> str:
        r = client.post("/new/the-alpha", data={"csrf": csrf, "mode": "play"},
                        files={"edition": ("e.toml", b"#" * size)})
        return one_line_error(r, 400)

    # Larger than the server reads: its size is not known, only that it is more.
    huge = refused(forms.MAX_RECORD + 4096)
    assert huge == ("e.toml: too large for an edition file (more than 4,194,304 bytes; an "
                    "edition file is at most 262,144 bytes)"), huge
    assert refused(300_000) == ("e.toml: too large for an edition file (300,000 bytes; an "
                                "edition file is at most 262,144 bytes)")


def test_a_form_of_too_many_fields_is_the_apps_one_line(client):
    r = client.post("/games/1/move", data={f"f{i}": "x" for i in range(1001)})
    line = own_words(r, 400)
    assert line.startswith("the form has more than 1000 fields or files"), line
    assert "Too many fields" not in line
