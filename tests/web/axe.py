"""axe-core (Deque's accessibility checker) in the browser tests: fetched once from
the npm registry with npm (its version pinned here), kept under the repository's
``.cache/`` (not committed), injected into a page and run there. A page passes
when axe finds no violation of impact serious or critical."""

from __future__ import annotations

import shutil
import subprocess
import tarfile
from pathlib import Path

from playwright.sync_api import Page

#: The axe-core release the tests run (the one place it is named).
VERSION = "4.10.3"
ROOT = Path(__file__).resolve().parents[2]
CACHE = ROOT / ".cache" / f"axe-core-{VERSION}"
SCRIPT = CACHE / "package" / "axe.min.js"
#: The impacts a page may not have.
BLOCKING = ("serious", "critical")


def missing_npm() -> str | None:
    """Why axe-core cannot be fetched here (None: it can, or it already is)."""
    if SCRIPT.exists() or shutil.which("npm"):
        return None
    return "npm is missing: install Node.js's npm (apt-get install npm) to run the axe-core checks"


def script() -> Path:
    """axe-core's script, packed from the npm registry on first use."""
    if not SCRIPT.exists():
        CACHE.mkdir(parents=True, exist_ok=True)
        packed = subprocess.run(["npm", "pack", f"axe-core@{VERSION}", "--silent"], cwd=CACHE,
                                check=True, capture_output=True, text=True).stdout.split()[-1]
        with tarfile.open(CACHE / packed) as tar:
            tar.extract("package/axe.min.js", CACHE, filter="data")
        (CACHE / packed).unlink()
    return SCRIPT


def violations(page: Page) -> list[str]:
    """The serious and critical violations axe finds on ``page``, one line each: the
    rule, its impact, and the first elements it names. The page's browser context
    must bypass the CSP (``bypass_csp=True``): the app's allows only its own scripts."""
    if not page.evaluate("() => typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(script()))
    found = page.evaluate("() => axe.run(document).then(r => r.violations.map(v => ({"
                          "id: v.id, impact: v.impact, help: v.help,"
                          "nodes: v.nodes.slice(0, 3).map(n => n.target.join(' '))})))")
    return [f"{v['id']} ({v['impact']}): {v['help']} at {', '.join(v['nodes'])}"
            for v in found if v["impact"] in BLOCKING]
