"""docs/rule-sections.md names every rule section the games cite ("notes §7.2",
"solo §5"): a message, a trace or a comment that cites one can be looked up by a
reader of the repository, who has no copy of the rule documents."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "rule-sections.md"
#: The games whose rules are cited by section number, by package.
GAMES = ("wolves", "blitzkrieg", "islebound", "dragon_canyon")
#: A citation: "notes §4.1, §4.3", "solo rules §6", "base-game notes §8", "notes §4-§6".
CITATION = re.compile(r"\b(notes|solo)(?: rules|-rules)? (§[0-9][0-9.]*(?:(?:-|, | and |, and )"
                      r"§?[0-9][0-9.]*)*)", re.I)


def cited(game: str) -> set[tuple[str, str]]:
    """Every (document, section) the package ``game`` cites: ("notes", "7.2")."""
    found = set()
    for path in (ROOT / "src" / "automeeple" / "games" / game).rglob("*.py"):
        for kind, sections in CITATION.findall(path.read_text()):
            numbers = re.findall(r"[0-9]+(?:\.[0-9]+)?", sections)
            for a, b in re.findall(r"([0-9]+)-§?([0-9]+)\b", sections):  # a range
                numbers += [str(n) for n in range(int(a), int(b) + 1)]
            found |= {(kind.lower(), n.rstrip(".")) for n in numbers}
    return found


def listed(game: str) -> set[tuple[str, str]]:
    """The (document, section) rows of ``game``'s part of the doc."""
    text = DOC.read_text()
    part = text.split(f"<!-- {game} -->")[1].split("<!-- ")[0]
    return {(kind, n) for kind, n in re.findall(r"^\| (notes|solo) §([0-9.]+) \|", part, re.M)}


@pytest.mark.parametrize("game", GAMES)
def test_every_section_the_code_cites_is_in_the_doc(game):
    assert cited(game), "the reader finds citations"
    missing = sorted(cited(game) - listed(game))
    assert not missing, f"docs/rule-sections.md lacks {game}'s {missing}"
