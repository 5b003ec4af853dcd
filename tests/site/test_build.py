"""``automeeple site``'s folder (issue 19, point 1): every file it holds is in the
service worker's store and nothing else is; the store's name is a hash of every
file (the same build gives the same name, a changed file a new one); the versions
are written in the pins file only; the wheels it writes are sound (MarkupSafe's
pure fallback installs and escapes; automeeple's holds no terminal); and a tool
that is missing, or a folder that is not a site, is one line."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

from typer.testing import CliRunner

from automeeple.cli.app import app
from automeeple.site import build as site_build
from automeeple.site import bytecode, fetch, wheels
from automeeple.site.pins import PINS, pins
from automeeple.site.wheels import record_hash

from .conftest import CACHE, ROOT

runner = CliRunner()


def stored(out: Path) -> tuple[str, list[list]]:
    """The service worker's cache name and its list of files (address, bytes)."""
    text = (out / "sw.js").read_text(encoding="utf-8")
    name = re.search(r'var CACHE = "([^"]+)";', text).group(1)
    files = json.loads(re.search(r"var FILES = (\[.*?\]);", text, re.S).group(1))
    return name, files


def test_every_file_of_the_site_is_stored_by_the_service_worker(site):
    out, build_id = site
    name, files = stored(out)
    assert name == f"automeeple-{build_id}"
    on_disk = {p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file()}
    listed = {address for address, _ in files}
    assert listed == (on_disk - {"sw.js"}) | {"./"}
    for address, size in files:
        assert (out / (address if address != "./" else "index.html")).stat().st_size == size
    boot = json.loads((out / "phone" / "boot.json").read_text(encoding="utf-8"))
    assert sorted(boot["wheels"]) == sorted(p.name for p in (out / "wheels").iterdir())
    for runtime_file in pins().runtime_files:
        assert (out / "pyodide" / runtime_file).is_file()
    manifest = json.loads((out / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["start_url"] == manifest["scope"] == "./"
    assert {icon["sizes"] for icon in manifest["icons"]} >= {"192x192", "512x512"}
    assert all((out / icon["src"]).is_file() for icon in manifest["icons"])


def test_the_cache_name_is_the_same_for_the_same_files_and_new_for_a_changed_one(
        site, tmp_path):
    out, build_id = site
    again = tmp_path / "again"
    assert site_build.build(again, CACHE) == build_id  # wheels and all, byte for byte
    (again / "static" / "app.css").write_text("body { color: red; }\n", encoding="utf-8")
    changed = site_build.service_worker(again)
    assert changed != build_id
    assert stored(again)[0] == f"automeeple-{changed}"


def test_the_versions_are_written_in_the_pins_file_only():
    pinned = pins()
    versions = {"pyodide": pinned.pyodide, **pinned.wheels, **pinned.compiled,
                **pinned.fallback}
    written = [PINS.read_text(encoding="utf-8")]
    assert all(f'"{v}"' in written[0] for v in versions.values())
    found = []
    for path in [*ROOT.glob("*.*"), ROOT / "Makefile", *(ROOT / "src").rglob("*"),
                 *(ROOT / "docs").rglob("*.md"), *(ROOT / ".github").rglob("*"),
                 *(ROOT / "tests").rglob("*.py")]:
        if not path.is_file() or path == PINS or path.suffix in (".png", ".pyc", ".sqlite3"):
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        for name, version in versions.items():
            if re.search(rf"{re.escape(name)}\W{{1,4}}{re.escape(version)}\b", text, re.I) or (
                    name == "pyodide" and version in text):
                found.append(f"{path.relative_to(ROOT)}: {name} {version}")
    assert not found


def sound(wheel: Path) -> list[str]:
    """The wheel's names, after checking that its RECORD lists every other entry
    with its hash and size."""
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        record = next(n for n in names if n.endswith(".dist-info/RECORD"))
        listed = {}
        for line in archive.read(record).decode().splitlines():
            path, digest, size = line.rsplit(",", 2)
            listed[path] = (digest, size)
        assert set(listed) == set(names), wheel.name
        for path in names:
            if path != record:
                data = archive.read(path)
                assert listed[path] == (record_hash(data), str(len(data))), path
    return names


def test_every_wheel_of_the_site_lists_what_it_holds(site):
    out, _ = site
    for wheel in (out / "wheels").glob("*.whl"):
        sound(wheel)


def test_markupsafe_pure_fallback_wheel_installs_and_escapes(tmp_path):
    sdist = fetch.downloaded(CACHE / "wheels", f"markupsafe=={pins().fallback['markupsafe']}")
    wheel = wheels.fallback_wheel(sdist, tmp_path)
    assert wheel.name.endswith("-py3-none-any.whl")
    names = sound(wheel)
    assert not [n for n in names if n.endswith((".so", ".c", ".pyd"))]
    zipfile.ZipFile(wheel).extractall(tmp_path / "lib")
    done = subprocess.run([sys.executable, "-S", "-c",
                           "import markupsafe, sys; print(markupsafe.escape('<a&b>'));"
                           "print('markupsafe._speedups' in sys.modules)"],
                          env={"PYTHONPATH": str(tmp_path / "lib")},
                          capture_output=True, text=True, timeout=60)
    assert done.stdout.split() == ["&lt;a&amp;b&gt;", "False"], done.stderr


def test_automeeple_wheel_holds_the_games_as_bytecode_and_nothing_a_browser_never_runs(site):
    out, _ = site
    wheel, = (out / "wheels").glob("automeeple-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert "automeeple/web/phone.pyc" in names
    assert "automeeple/web/templates/base.html" in names
    assert any(re.fullmatch(r"automeeple/games/\w+/.*\.toml", n) for n in names)
    assert not [n for n in names if n.endswith(".py") or "__pycache__" in n]
    assert not [n for n in names
                if n.removeprefix("automeeple/").startswith(wheels.NOT_IN_BROWSER)]
    assert not [n for n in names if n.startswith("automeeple/envs/")]  # PettingZoo, OpenSpiel


def magic(data: bytes) -> bytes:
    return data[:4]


def test_the_python_the_app_starts_with_is_bytecode_of_the_shipped_python(site):
    """The app's start imports no source (it would be compiled at every start): the
    standard library's modules it needs and the packages' are bytecode, all made by
    one Python, the one in the archive (the standard library's own is the proof of
    its version); the modules no page can use in a browser are not shipped."""
    out, _ = site
    with zipfile.ZipFile(out / "pyodide" / bytecode.STDLIB) as stdlib:
        names = stdlib.namelist()
        made_by = {magic(stdlib.read(n)) for n in names if n.endswith(".pyc")}
    assert {"json/__init__.pyc", "dataclasses.pyc", "sqlite3/__init__.pyc",
            "asyncio/__init__.pyc"} <= set(names)
    assert "json/__init__.py" not in names
    assert not [n for n in names if not bytecode.shipped(n)]
    assert "unittest/__init__.py" not in names and "pdb.py" not in names
    for wheel in (out / "wheels").glob("*.whl"):
        with zipfile.ZipFile(wheel) as archive:
            made_by |= {magic(archive.read(n)) for n in archive.namelist()
                        if n.endswith(".pyc")}
            if wheel.name.startswith(("pydantic-", "jinja2-")):
                assert not wheel.name.endswith("py3-none-any.whl")
                package = wheel.name.split("-")[0]
                assert f"{package}/__init__.pyc" in archive.namelist()
    assert len(made_by) == 1


def test_without_npm_the_build_is_one_line_and_status_1(tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path / "bin"))  # no npm there
    out = tmp_path / "site"
    result = runner.invoke(app, ["site", str(out), "--cache", str(tmp_path / "cache")])
    assert result.exit_code == 1
    lines = result.output.strip().splitlines()
    assert lines == [f"error: cannot download pyodide {pins().pyodide} from npm: npm is "
                     "not installed"], result.output
    assert not out.exists()


def test_a_file_for_the_folder_or_the_cache_is_one_line_and_status_2(tmp_path, monkeypatch):
    """A person's mistake, said before any download, with nothing left behind."""
    monkeypatch.setenv("PATH", str(tmp_path / "bin"))  # no npm: a download would say so
    given = tmp_path / "f.json"
    given.write_text("{}", encoding="utf-8")
    result = runner.invoke(app, ["site", str(given), "--cache", str(tmp_path / "c")])
    assert result.exit_code == 2
    assert result.output.strip().splitlines() == [f"error: site {given}: is a file, not a "
                                                  "folder"]
    out = tmp_path / "site"
    result = runner.invoke(app, ["site", str(out), "--cache", str(given)])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert lines == [f"error: --cache {given}: is a file, not a folder (give the folder the "
                     "downloads go in)"], lines
    assert given.read_text(encoding="utf-8") == "{}"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["f.json"]


def test_a_folder_that_holds_other_files_is_not_emptied(tmp_path):
    (tmp_path / "notes.txt").write_text("mine", encoding="utf-8")
    result = runner.invoke(app, ["site", str(tmp_path), "--cache", str(tmp_path / "c")])
    assert result.exit_code == 2  # a person's mistake, as every other
    assert "is not empty and holds no site built before" in result.output
    assert (tmp_path / "notes.txt").read_text(encoding="utf-8") == "mine"


def test_without_node_the_build_is_one_line_and_a_site_built_before_is_kept(
        site, tmp_path, monkeypatch):
    out = tmp_path / "site"
    shutil.copytree(site[0], out)
    cache = tmp_path / "cache"  # the downloads, but no bytecode made yet
    for name in ("wheels", f"pyodide-{pins().pyodide}"):
        (cache / name).parent.mkdir(parents=True, exist_ok=True)
        (cache / name).symlink_to(CACHE.resolve() / name)
    monkeypatch.setenv("PATH", str(tmp_path / "bin"))  # no node there
    result = runner.invoke(app, ["site", str(out), "--cache", str(cache)])
    assert result.exit_code == 1
    assert result.output.strip().splitlines() == [
        "error: cannot compile the site's Python to bytecode: node is not installed"]
    assert stored(out) == stored(site[0])
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cache", "site"]
