"""The edition walk-through for Islebound (``automeeple edition new islebound
FILE``): what an owner reads off their board and cards to replace what the shipped
placeholder invents (base-game-notes §3, §5, §8-§10, §15).

Asked, component by component: the sea regions' names in clockwise order round the
map (the AI moves clockwise, solo §5) and the region at each compass point the
AI's start roll names (solo §3); the influence track's length; which two regions
each sea port touches; each of the twelve towns (name, region, banner, fee,
diplomacy and attack values, spoils, action); each building card (name, cost,
renown); the renown tokens; each brag card. The two neutral cubes, the row's books
3/2/1/0/0, the end at 8 buildings, the token's price and renown of 7 and the 15
pirate cards are in the rules or the component list, so they are not asked.
Instructions then name the regions as the owner named them. Names that must
differ (the regions, the towns, the buildings, the tokens, the brag cards) are
checked as they are typed: a name given twice is refused at its question.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from automeeple.engine.core import GameError, words
from automeeple.engine.edition import quoted
from automeeple.engine.walkthrough import Distinct, Question, whole_number

from .edition import (
    MAX_COST,
    MAX_FEE,
    MAX_REGIONS,
    MAX_RENOWN,
    MAX_REWARD,
    MAX_SPOILS,
    MAX_TOKENS,
    MAX_TRACK,
    MAX_VALUE,
    MIN_REGIONS,
    MIN_TRACK,
    RESOURCES,
    benefit,
    printed,
    town_action,
)


def questions(data: dict[str, Any]) -> list[Question]:
    """One question per value the shipped edition ``data`` (its TOML, as read by
    tomllib) invents, in the order an owner finds them on the components."""
    # The regions as answered so far: the later questions' parsers read them.
    regions = [r["name"] for r in data["regions"]]
    ports = [p["name"] for p in data["ports"]]
    towns = Distinct("{name} names two towns; each town's name differs", named)
    buildings = Distinct("{name} names two building cards; each building's name differs",
                         named)
    brags = Distinct("{name} names two brag cards; each brag card's name differs", named)
    out = [Question(("regions",), "The sea regions, as printed on your sea boards, in "
                    "clockwise order round the map (4 sea boards of 3 regions: 12), separated "
                    "by commas. Placeholder: " + ", ".join(regions), region_list(regions, ports)),
           Question(("start_roll",), "The AI's start roll (solo §3) names 1 N, 2 NE, 3 E, "
                    "4 SE, 5 S, 6 SW: the region of your map at each, six names in that "
                    "order, separated by commas. Placeholder: " + ", ".join(data["start_roll"]),
                    start_roll(regions)),
           Question(("track_length",), "The influence track: how many spaces does it have? "
                    f"(placeholder: {data['track_length']})", whole_number(MIN_TRACK, MAX_TRACK))]
    for n, port in enumerate(data["ports"]):
        out.append(Question(
            ("ports", n, "touches"), f"The sea port {port['name']}: the two sea regions it "
            f"touches (placeholder: {', '.join(port['touches'])})", two_regions(regions)))
    for n, town in enumerate(data["towns"]):
        out.append(Question(
            ("towns", n), f"Town {n + 1} of {len(data['towns'])}: NAME; REGION; red or blue "
            "banner; fee; diplomacy; attack; spoils; action (coins N, fish N, wood N, books "
            "N, pirates N, influence N, crew administer|work|sail, or brag). Placeholder: "
            + "; ".join(str(town[k]) for k in ("name", "region", "banner", "fee", "diplomacy",
                                               "attack", "spoils", "action")),
            town_parser(regions), (towns,)))
    for n, card in enumerate(data["buildings"]):
        out.append(Question(
            ("buildings", n), f"Building card {n + 1} of {len(data['buildings'])}: NAME; cost "
            f"in coins; renown on its banner. Placeholder: {card['name']}; {card['cost']}; "
            f"{card['renown']}", parse_building, (buildings,)))
    out.append(Question(
        ("tokens",), "The renown tokens: each kind as NAME = BENEFIT xCOUNT, separated by "
        "commas (a benefit is coins, fish, wood, books, pirates or influence and a number). "
        "Placeholder: " + ", ".join(f"{t['name']} = {t['benefit']} x{t['count']}"
                                    for t in data["tokens"]), parse_tokens))
    for n, brag in enumerate(data["brags"]):
        out.append(Question(
            ("brags", n), f"Brag card {n + 1} of {len(data['brags'])}: NAME; the resource it "
            f"calls ({', '.join(RESOURCES)}); renown for the most; renown for the other. "
            f"Placeholder: {brag['name']}; {brag['resource']}; {brag['most']}; "
            f"{brag['other']}", parse_brag, (brags,)))
    return out


def named(answer: dict[str, Any]) -> list[str]:
    """The name an answer gives (a town, a building or a brag card)."""
    return [answer["name"]]


def once_each(names: list[str], what: str) -> None:
    """Refuses one answer's ``names`` when two are alike but for case."""
    seen: set[str] = set()
    for n in names:
        if n.lower() in seen:
            raise GameError(f"two {what}s have the same name, {quoted(n)}; each {what}'s "
                            "name differs")
        seen.add(n.lower())


# --- Reading the answers ----------------------------------------------------------------


def fields(text: str, names: tuple[str, ...]) -> list[str]:
    parts = [" ".join(p.split()) for p in text.split(";")]
    if len(parts) != len(names) or not all(parts):
        raise GameError(f"write {len(names)} values separated by ';': {'; '.join(names)}")
    return parts


def name(text: str, what: str) -> str:
    try:
        return printed(text, what)
    except ValueError as exc:
        raise GameError(str(exc)) from None


def number(text: str, what: str, high: int, low: int = 0) -> int:
    try:
        return whole_number(low, high)(text)
    except GameError as exc:
        raise GameError(f"{what}: {exc}") from None


def region_list(regions: list[str], ports: list[str]
                ) -> Callable[[str], list[dict[str, str]]]:
    """The regions' names in clockwise order, each its own and none a sea port's
    (``ports``); they replace ``regions`` for the questions that follow."""
    def parse(text: str) -> list[dict[str, str]]:
        names = [name(" ".join(part.split()), "the region") for part in text.split(",")]
        if not MIN_REGIONS <= len(names) <= MAX_REGIONS:
            raise GameError(f"name {MIN_REGIONS} to {MAX_REGIONS} regions, not {len(names)}")
        once_each(names, "region")
        port = {p.lower(): p for p in ports}
        for n in names:
            if n.lower() in port:
                raise GameError(f"{quoted(n)} is the sea port {port[n.lower()]}'s name; a "
                                "region's name differs from the ports'")
        regions[:] = names
        return [{"name": n} for n in names]
    return parse


def some_regions(regions: list[str], count: int, text: str) -> list[str]:
    """``count`` different regions of ``regions``, named in ``text`` (separated by
    commas), as the regions spell them."""
    by_case = {r.lower(): r for r in regions}
    names = [by_case.get(words(part)) for part in text.split(",")]
    if len(names) != count or None in names or len(set(names)) < count:
        raise GameError(f"name {count} different regions of {', '.join(regions)}, separated "
                        "by commas")
    return names


def start_roll(regions: list[str]) -> Callable[[str], list[str]]:
    return lambda text: some_regions(regions, 6, text)


def two_regions(regions: list[str]) -> Callable[[str], list[str]]:
    return lambda text: some_regions(regions, 2, text)


def town_parser(regions: list[str]) -> Callable[[str], dict[str, Any]]:
    def parse(text: str) -> dict[str, Any]:
        town, region, banner, fee, diplomacy, attack, spoils, action = fields(
            text, ("name", "region", "banner", "fee", "diplomacy", "attack", "spoils",
                   "action"))
        by_case = {r.lower(): r for r in regions}
        if region.lower() not in by_case:
            raise GameError(f"{region!r} is not a region; regions: {', '.join(regions)}")
        if banner.lower() not in ("red", "blue"):
            raise GameError(f"the banner is red or blue, not {banner!r}")
        try:
            town_action(action.lower())
        except ValueError as exc:
            raise GameError(str(exc)) from None
        return {"name": name(town, "the town"), "region": by_case[region.lower()],
                "banner": banner.lower(), "fee": number(fee, "the fee", MAX_FEE),
                "diplomacy": number(diplomacy, "diplomacy", MAX_VALUE, 1),
                "attack": number(attack, "attack", MAX_VALUE, 1),
                "spoils": number(spoils, "spoils", MAX_SPOILS), "action": action.lower()}
    return parse


def parse_building(text: str) -> dict[str, Any]:
    card, cost, renown = fields(text, ("name", "cost", "renown"))
    return {"name": name(card, "the building"), "cost": number(cost, "the cost", MAX_COST),
            "renown": number(renown, "the renown", MAX_RENOWN)}


def parse_tokens(text: str) -> list[dict[str, Any]]:
    tokens = []
    for part in text.split(","):
        token, equals, rest = part.partition("=")
        words = rest.split()
        if not equals or len(words) != 3 or not words[2].lower().startswith("x"):
            raise GameError(f"{part.strip()!r}: write NAME = BENEFIT xCOUNT, e.g. "
                            "fish = fish 2 x4")
        gain = " ".join(words[:2]).lower()
        try:
            benefit(gain)
        except ValueError as exc:
            raise GameError(str(exc)) from None
        tokens.append({"name": name(" ".join(token.split()), "the token"), "benefit": gain,
                       "count": number(words[2][1:], "the count", MAX_TOKENS, 1)})
    once_each([t["name"] for t in tokens], "renown token")
    if sum(t["count"] for t in tokens) > MAX_TOKENS:
        raise GameError(f"more than {MAX_TOKENS} renown tokens in all")
    return tokens


def parse_brag(text: str) -> dict[str, Any]:
    card, resource, most, other = fields(text, ("name", "resource", "most", "other"))
    if resource.lower() not in RESOURCES:
        raise GameError(f"the resource is one of {', '.join(RESOURCES)}, not {resource!r}")
    return {"name": name(card, "the brag card"), "resource": resource.lower(),
            "most": number(most, "the renown for the most", MAX_REWARD),
            "other": number(other, "the renown for the other", MAX_REWARD)}
