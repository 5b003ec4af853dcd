"""The edition walk-through for BLITZKRIEG! (``automeeple edition new blitzkrieg
FILE``): what an owner reads off their board and tokens to replace what the shipped
placeholder invents (base-game-notes §1.8, §2.3, §9, §11).

Invented, and so asked, component by component:

- each theatre of the world board (names and difficulty rolls are printed in the
  rules, solo §3.4): its battle track (steps from the centre to an end), the VP
  icons on the track, and its campaigns with their shields and spaces;
- each region of the Nippon board: the same, and its name and difficulty roll;
- each coalition bag and the special-weapons pile: how many of each unit token.

The VP target (25), the set-up draws (3 and 5), the stratagems and the difficulty
levels are in the rules, so they are not asked.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from itertools import groupby
from typing import Any

from automeeple.engine.core import GameError, counted, number, words
from automeeple.engine.edition import quoted
from automeeple.engine.walkthrough import Distinct, Question, whole_number

from .edition import (
    MAX_BAG,
    MAX_CAMPAIGNS,
    MAX_SPACES,
    MAX_TRACK,
    MAX_VP,
    MIN_TRACK,
    Space,
    slug,
    theatre_name,
    token_kind,
)

#: How a person writes a space's terrain (the edition's "coast" is printed land/sea).
TERRAIN_WORDS = {"land": "land", "sea": "sea", "land/sea": "coast", "coast": "coast"}
SPACE_HELP = ("a space is its terrain (land, sea or land/sea), then its icon if it has "
              "one: industry, improved-industry (factory 2), research, improved-research "
              "(gears 2), research-industry (factory and gears), strategic N, tactical N "
              "(Strategic or Tactical Advantage +N), propaganda N, bombing")
BAG_NAMES = {"allies": "The Allies bag (green)", "axis": "The Axis bag (grey)",
             "japan": "The Japan bag (Nippon's Japanese units)",
             "specials": "The special weapons (yellow tokens)"}


def questions(data: dict[str, Any]) -> list[Question]:
    """One question per value the shipped edition ``data`` (its TOML, as read by
    tomllib) invents, in the order an owner finds them on the components."""
    out: list[Question] = []
    for n, th in enumerate(data["boards"]["world"]["theatres"]):
        out += theatre_questions(("boards", "world", "theatres", n), th["name"], th)
    # A region's name is typed in a move as its slug ("western-europe"): two alike
    # there are one name; and a die face picks one region.
    names = Distinct("{name} names two regions of the Nippon board (as a move types "
                     "them); each region's name differs", key=slug)
    rolls = Distinct("{name} is the face of two regions; each region's face of the d6 "
                     "differs", lambda roll: [str(roll)])
    for n, th in enumerate(data["boards"]["nippon"]["theatres"]):
        where = ("boards", "nippon", "theatres", n)
        region = f"The Nippon board, region {n + 1} from the top"
        out.append(Question(
            (*where, "name"), f"{region}: its name as printed (placeholder: {th['name']}).",
            region_name(data["kinds"]), (names,)))
        out.append(Question(
            (*where, "roll"), f"{region}: the face of the d6 that picks it for the bot's "
            f"difficulty rolls, 1 to 6 (placeholder: {th['roll']}).", whole_number(1, 6),
            (rolls,)))
        out += theatre_questions(where, f"Nippon region {n + 1}", th)
    drawn = max(data["reserve_size"], data["bot_row_size"])
    named = [name for name in data["kinds"] if token_kind(name) is None]
    for bag in BAG_NAMES:
        special = bag == "specials"
        also = f"; also {', '.join(named)}; none if there are none" if special else ""
        out.append(Question(
            ("bags", bag), f"{BAG_NAMES[bag]}: every unit token in it by its printed type "
            "and strength, with how many of each, separated by commas (army, navy, air or "
            f"airforce, blitz, elite for a special weapon, general, admiral{also}; xN for N "
            "alike). Placeholder: " + bag_text(data["bags"][bag]),
            bag_parser(bag, data["kinds"], 0 if special else drawn)))
    return out


def theatre_questions(where: tuple[str | int, ...], name: str, th: dict[str, Any]
                      ) -> list[Question]:
    """The battle track, its VP icons and the campaigns of theatre ``name``."""
    return [
        Question((*where, "track"), f"{name}: its battle track: how many steps from the "
                 "centre space to the last space at one end? "
                 f"(placeholder: {th['track']})", whole_number(MIN_TRACK, MAX_TRACK)),
        Question((*where, "bonus"), f"{name}: the VP icons on its battle track (the same on "
                 "each half): for each, its steps from the centre and its VP as STEPS:VP, "
                 f"or none. Placeholder: {bonus_text(th['bonus'])}", parse_bonus),
        Question((*where, "campaigns"), f"{name}: its campaigns from the top, separated by "
                 "'/': each is the VP on its shield, a colon, then its spaces from the left, "
                 f"separated by commas; {SPACE_HELP}. Placeholder: "
                 + campaigns_text(th["campaigns"]), parse_campaigns),
    ]


# --- Reading the answers ----------------------------------------------------------------


def region_name(kinds: dict[str, Any]) -> Callable[[str], str]:
    """A parser for a region's printed name: none that reads as a unit ("army 1"),
    whose moves would read either way."""
    units = {name.lower() for name in kinds}

    def parse(text: str) -> str:
        try:
            name = theatre_name(" ".join(text.split()))
        except ValueError as exc:
            raise GameError(str(exc)) from None
        if (name.lower() in units or slug(name) in units or token_kind(name.lower())
                or token_kind(slug(name).replace("-", " "))):
            raise GameError(f"{quoted(name)} is the name of a unit; a region's name differs "
                            "from the units', so a name typed means one thing")
        return name
    return parse


def parse_bonus(text: str) -> dict[str, int]:
    """"4:1 6:2" -> {"4": 1, "6": 2} (TOML keys are text); "none" -> {}."""
    words = text.replace(",", " ").split()
    if [w.lower() for w in words] == ["none"]:
        return {}
    if not words:
        raise GameError("write each icon as STEPS:VP (e.g. 4:1 6:2), or none")
    bonus: dict[str, int] = {}
    for word in words:
        m = re.fullmatch(r"([0-9]+):([0-9]+)", word)
        if m is None:
            raise GameError(f"{word!r}: write each icon as STEPS:VP, e.g. 4:1")
        steps, vp = int(m[1]), int(m[2])
        if not 1 <= steps <= MAX_TRACK:
            raise GameError(f"{word!r}: the steps are from 1 to {MAX_TRACK}")
        if not 1 <= vp <= MAX_VP:
            raise GameError(f"{word!r}: the VP are from 1 to {MAX_VP}")
        if str(steps) in bonus:
            raise GameError(f"two icons at {steps} steps")
        bonus[str(steps)] = vp
    return bonus


def parse_campaigns(text: str) -> list[dict[str, Any]]:
    """"1: land industry, land/sea, sea bombing / 2: ..." -> the campaigns, each
    {"vp": 1, "spaces": ["land:industry", "coast", "sea:bombing"]}."""
    # A slash parts campaigns, except the one in "land/sea".
    parts = re.split(r"(?<!land)/(?!sea)", text, flags=re.IGNORECASE)
    campaigns = [campaign(p, n + 1) for n, p in enumerate(parts)]
    if not 1 <= len(campaigns) <= MAX_CAMPAIGNS:
        raise GameError(f"a theatre has 1 to {MAX_CAMPAIGNS} campaigns, not {len(campaigns)}")
    return campaigns


def campaign(text: str, n: int) -> dict[str, Any]:
    head, colon, rest = text.partition(":")
    vp = number(head)
    if not colon or vp is None:
        raise GameError(f"campaign {n}: start with the VP on its shield and a colon, "
                        "e.g. 2: land, sea bombing")
    if vp > MAX_VP:
        raise GameError(f"campaign {n}: a shield of {vp} VP is more than {MAX_VP}")
    spaces = [space(s, n) for s in rest.split(",")]
    if not 1 <= len(spaces) <= MAX_SPACES:
        raise GameError(f"campaign {n}: 1 to {MAX_SPACES} spaces, not {len(spaces)}")
    return {"vp": vp, "spaces": spaces}


def space(text: str, n: int) -> str:
    """"land/sea tactical 2" -> "coast:tactical:2" (checked as the edition reads it)."""
    words = text.replace(":", " ").lower().split()
    if not words or words[0] not in TERRAIN_WORDS:
        raise GameError(f"campaign {n}: {text.strip()!r}: start a space with land, sea or "
                        "land/sea")
    edition_text = ":".join([TERRAIN_WORDS[words[0]], *words[1:]])
    try:
        Space.parse(edition_text)
    except ValueError as exc:
        raise GameError(f"campaign {n}: {exc}") from None
    return edition_text


def bag_parser(bag: str, kinds: dict[str, Any], drawn: int) -> Callable[[str], list[str]]:
    """A parser for ``bag``'s tokens: "army 1 x2, general" -> ["army 1", "army 1",
    "general"]; names of the shipped [kinds] or read as printed units; special
    weapons only in the pile; a coalition bag holds at least the ``drawn`` units
    drawn at set-up."""
    known = {name.lower(): name for name in kinds}
    special = bag == "specials"

    def parse(text: str) -> list[str]:
        units: list[str] = []
        if special and text.strip().lower() == "none":
            return units
        for part in text.split(","):
            m = re.fullmatch(r"(.+?)(?:\s+x\s*([0-9]+))?", words(part))
            if m is None:
                raise GameError("write each token as its name, with xN for N alike, "
                                "separated by commas")
            name, count = known.get(m[1], m[1]), int(m[2] or 1)
            # "army1": the word and the number typed together, read as printed.
            spaced = re.sub(r"(?<=[^\W\d_])(?=[0-9]+$)", " ", name)
            if name not in kinds and token_kind(name) is None and token_kind(spaced):
                name = spaced
            if not 1 <= count <= MAX_BAG:
                raise GameError(f"{part.strip()!r}: from 1 to {MAX_BAG} alike")
            kind = kinds.get(name)
            is_special = (kind.get("special", False) if kind is not None
                          else getattr(token_kind(name), "special", None))
            if is_special is None:
                raise GameError(f"{name!r} does not read as a unit: army 2, navy 1, air 3, "
                                "blitz air 0, elite army 4, general, admiral")
            if is_special != special:
                raise GameError(f"{name!r} is {'a' if is_special else 'not a'} special weapon")
            units += [name] * count
        if len(units) > MAX_BAG:
            raise GameError(f"{len(units)} tokens, more than {MAX_BAG}")
        if len(units) < drawn:
            raise GameError(f"{counted(len(units), 'token')}, fewer than the {drawn} drawn at "
                            "set-up")
        return units
    return parse


# --- The shipped values, written as answers ---------------------------------------------


def bonus_text(bonus: dict[str, int]) -> str:
    return " ".join(f"{steps}:{vp}" for steps, vp in bonus.items()) or "none"


def campaigns_text(campaigns: list[dict[str, Any]]) -> str:
    def spaces(texts: list[str]) -> str:
        return ", ".join(" ".join(["land/sea" if w == "coast" else w for w in s.split(":")])
                         for s in texts)
    return " / ".join(f"{c['vp']}: {spaces(c['spaces'])}" for c in campaigns)


def bag_text(units: list[str]) -> str:
    return ", ".join(name if n == 1 else f"{name} x{n}"
                     for name, n in ((k, len(list(g))) for k, g in groupby(units)))

