"""The phone's side of the route table (web/phone.py), in CPython as the site's
worker runs it in Pyodide: pages drawn with links relative to the site's root
(``./``), a form's redirect given back to follow, a record as a file to download
and taken back in, a query and a fragment in the target, and nothing of FastAPI,
Typer or Rich imported."""

from __future__ import annotations

import json
import re
import subprocess
import sys

from automeeple.web.phone import BASE, CSRF, Phone

from .conftest import at_of, step_of


def start(phone: Phone, game: str, seed: str) -> tuple[int, dict]:
    reply = phone.request("POST", f"/new/{game}", [("mode", "play"), ("seed", seed)])
    gid = int(re.fullmatch(r"/games/([0-9]+)#question", reply["redirect"]).group(1))
    return gid, phone.request("GET", reply["redirect"])


def test_pages_are_drawn_against_the_sites_root_and_forms_redirect(tmp_path):
    phone = Phone(tmp_path / "automeeple.sqlite3")
    home = phone.request("GET", "/")
    assert home["status"] == 200 and f'<base href="{BASE}">' in home["html"]
    assert f'value="{CSRF}"' in home["html"]
    assert 'data-testid="no-saves"' in home["html"]
    gid, page = start(phone, "wolves", "12")
    assert page["status"] == 200 and 'name="move"' in page["html"]
    # the form's fields as the page sent them; no token is checked (only the
    # worker's own page reaches it)
    moved = phone.request("POST", f"/games/{gid}/move",
                          [("at", at_of(page["html"])),
                           ("move", re.search(r'name="move" value="([^"]+)"',
                                              page["html"]).group(1))])
    assert moved == {"redirect": f"/games/{gid}#question"}
    after = phone.request("GET", f"/games/{gid}#question")
    assert step_of(after["html"]) > step_of(page["html"])
    assert phone.request("GET", "/new/wolves?players=9")["status"] == 400
    assert phone.request("GET", "/nowhere")["status"] == 404


def test_a_record_downloads_and_comes_back_as_a_game(tmp_path):
    phone = Phone(tmp_path / "automeeple.sqlite3")
    gid, _ = start(phone, "islebound", "4")
    download = phone.request("GET", f"/games/{gid}/export")["file"]
    assert download["type"] == "application/json" and download["name"].endswith(".json")
    steps = len(json.loads(download["content"])["steps"])
    taken = phone.request("POST", "/import", [("mode", "table")],
                          [("record", download["name"], download["content"].encode())])
    page = phone.request("GET", taken["redirect"])
    assert step_of(page["html"]) == steps and "Table mode" in page["html"]
    # The JSON API is the server's, for programs: the phone draws pages only.
    api = phone.request("GET", f"/api/games/{gid}")
    assert api["status"] == 404 and "there is no such page here" in api["html"]


def test_a_delete_redirects_home_saying_so_and_only_then(tmp_path):
    phone = Phone(tmp_path / "automeeple.sqlite3")
    gid, _ = start(phone, "nim", "3")
    assert "Deleted game" not in phone.request("GET", f"/?deleted={gid + 1}")["html"]
    deleted = phone.request("POST", f"/games/{gid}/delete")
    assert deleted["redirect"].startswith(f"/?deleted={gid}&mark=")
    assert f"Deleted game {gid}." in phone.request("GET", deleted["redirect"])["html"]
    assert "Deleted game" not in phone.request("GET", f"/?deleted={gid}")["html"]


def test_the_phone_imports_no_server_and_no_terminal():
    done = subprocess.run([sys.executable, "-c",
                           "import sys, automeeple.web.phone\n"
                           "print(sorted(m for m in ('fastapi', 'starlette', 'typer', 'rich', "
                           "'uvicorn') if m in sys.modules))"],
                          capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == "[]", done.stderr
