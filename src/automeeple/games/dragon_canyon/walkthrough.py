"""The edition walk-through for Dragon Canyon (``automeeple edition new
dragon-canyon FILE``): what an owner reads off their components to replace what
the shipped placeholder invents (base-game-notes §3, §4, §10-§12, §14), component
by component: the map tiles, each Force card, the building stacks, the loot and
objective cards, and each AI action card (the rule document's missing "AI Action
Card Reference"). An answer is checked as it is typed (the building stacks: how
many, each named once, the Training Ground and the Tribal Village among them;
a name given twice, among the tiles, the Force cards, the loot, the objectives
or the AI cards, is refused at the question that gives it again; an AI card's
Purchase names one of the buildings answered); the whole file is checked by the
edition's model at the end. The deck keeps the placeholder's 16
cards; another size is an edit of the file (docs/dragon-canyon.md, "Your own
edition").
"""

from __future__ import annotations

import re
from typing import Any

from pydantic import ValidationError

from automeeple.engine.core import GameError, counted, number
from automeeple.engine.edition import PYDANTIC_PREFIXES, quoted
from automeeple.engine.walkthrough import Distinct, Question

from .edition import (
    ACTIONS,
    DIRECTIONS,
    MAX_COUNT,
    MIN_BUILDINGS,
    RESOURCES,
    TURNS,
    AICard,
    Building,
    ForceCard,
    named_twice,
    printed,
)


def questions(data: dict[str, Any]) -> list[Question]:
    # The building stacks as answered so far: the AI cards' purchases name them.
    buildings = [b["name"] for b in data["buildings"]]
    cards = Distinct("{name} names two Force cards; each Force card's name differs",
                     lambda card: [card["name"]])
    ai = Distinct("two AI action cards read {name}; give each its title as printed",
                  lambda card: [AICard.model_validate(card).name])
    out = [Question(("tiles",), "The 16 map tiles: each kind as NAME xCOUNT then what it "
                    "yields (AMOUNT RESOURCE) or its special (Guard Tower, Dragon Canyon), "
                    "separated by ';', e.g. Forest x3 1 Wood; Guard Tower x2 Guard Tower. "
                    f"Placeholder: {tiles_text(data['tiles'])}", parse_tiles)]
    for n, card in enumerate(data["force_cards"]):
        out.append(Question(("force_cards", n), f"Force card {n + 1} of your colour: NAME; "
                            "STRENGTH; RESOURCE (Wood, Food, Stone, Bone or any); TRICK (none, "
                            "cancel-tower, blink, reveal, or bonus +N against CARD). "
                            f"Placeholder: {card_text(card)}", parse_card, (cards,)))
    out += [
        Question(("buildings",), "The building stacks: each as NAME xCOPIES, its cost (N "
                 "RESOURCE, ...) and VP, separated by ';', e.g. Granary x3 2 Food 1 Wood 2 VP. "
                 f"Placeholder: {buildings_text(data['buildings'])}",
                 lambda text: stacks(parse_buildings(text, (data["training_ground"],
                                                            data["tribal_village"])),
                                     buildings)),
        Question(("loot",), "The Loot cards: each as NAME xCOPIES N VP, separated by ';'. "
                 f"Placeholder: {'; '.join(loot_text(x) for x in data['loot'])}",
                 parse_loot),
        Question(("objectives",), "The Objective cards: each as NAME: CONDITION TARGET "
                 "(buildings, stash, loot or wins) then EFFECT AMOUNT (bonus, lose, ai or "
                 "demolish), separated by ';'. Placeholder: "
                 + "; ".join(objective_text(o) for o in data["objectives"]), parse_objectives),
    ]
    for n, card in enumerate(data["ai_cards"]):
        out.append(Question(("ai_cards", n), f"AI action card {n + 1} of the deck: MARK (its "
                            "title or number as printed on the card, or - if it prints "
                            "neither); TILE (column,row); ACTION (Fight or Move Dragon); TIE "
                            "BREAK (Up/Down/Left/Right clockwise/anticlockwise); STRENGTH; "
                            f"PURCHASE. Placeholder: {ai_text(card)}",
                            lambda text, key=n + 1: parse_ai_card(text, key, buildings),
                            (ai,)))
    return out


def stacks(answer: list[dict[str, Any]], buildings: list[str]) -> list[dict[str, Any]]:
    """The building stacks answered, whose names the AI cards' purchases are then
    checked against (``buildings``)."""
    buildings[:] = [b["name"] for b in answer]
    return answer


def once_each(items: list[dict[str, Any]], what: str) -> list[dict[str, Any]]:
    """``items`` of one answer, refused when two have one name ("'Forest' is named
    twice; each tile's name differs")."""
    twice = named_twice([item["name"] for item in items])
    if twice is not None:
        raise GameError(f"{quoted(twice)} is named twice; each {what}'s name differs")
    return items


def _checked(model, value: dict[str, Any], item: str = "") -> dict[str, Any]:
    """``value`` as the edition's ``model`` reads it, or a one-line error naming
    what is wrong, after the ``item`` it is about ("Granary: copies: Input ...")."""
    try:
        model.model_validate(value)
    except ValidationError as exc:
        raise GameError((f"{item}: " if item else "")
                        + "; ".join(map(_said, exc.errors()))) from None
    return value


def _said(error: Any) -> str:
    """One of pydantic's problems with an answer: the field, and what is wrong."""
    message = error["msg"]
    for prefix in PYDANTIC_PREFIXES:
        message = message.removeprefix(prefix)
    where = ".".join(map(str, error["loc"]))
    return f"{where}: {message}" if where else message


def _name(text: str) -> str:
    try:
        return printed(" ".join(text.split()))
    except ValueError as exc:
        raise GameError(str(exc)) from None


def _parts(text: str) -> list[str]:
    parts = [p.strip() for p in text.split(";") if p.strip()]
    if not parts:
        raise GameError("write at least one, separated by ';'")
    return parts


def _resource(word: str) -> str:
    match = [r for r in (*RESOURCES, "any") if r.lower() == word.lower()]
    if not match:
        raise GameError(f"{word!r} is not a resource: {', '.join(RESOURCES)}")
    return match[0]


COUNTED = re.compile(r"(?P<name>.+?)\s+x(?P<n>[0-9]+)\s+(?P<rest>.+)", re.IGNORECASE)


def _counted(part: str, what: str) -> tuple[str, int, str]:
    m = COUNTED.fullmatch(part)
    if m is None:
        raise GameError(f"{part!r}: write the {what} as NAME xCOUNT ...")
    return _name(m["name"]), int(m["n"]), m["rest"]


def parse_tiles(text: str) -> list[dict[str, Any]]:
    out = []
    for part in _parts(text):
        name, n, rest = _counted(part, "tile")
        if rest.lower() in ("guard tower", "dragon canyon"):
            out.append({"name": name, "count": n, "special": rest.title()})
            continue
        m = re.fullmatch(r"([0-9]+)\s+(\w+)", rest)
        if m is None:
            raise GameError(f"{part!r}: end with AMOUNT RESOURCE, Guard Tower or Dragon Canyon")
        out.append({"name": name, "count": n, "resource": _resource(m[2]), "amount": int(m[1])})
    once_each(out, "tile")
    if sum(t["count"] for t in out) != 16:
        raise GameError(f"the counts add up to {sum(t['count'] for t in out)}, not 16")
    return out


def parse_card(text: str) -> dict[str, Any]:
    parts = [p.strip() for p in text.split(";")]
    if len(parts) != 4 or number(parts[1]) is None:
        raise GameError("write NAME; STRENGTH; RESOURCE; TRICK")
    card: dict[str, Any] = {"name": _name(parts[0]), "strength": number(parts[1]),
                            "resource": _resource(parts[2])}
    m = re.fullmatch(r"bonus \+?([0-9]+) against (.+)", parts[3], re.IGNORECASE)
    if m:
        card.update(trick="bonus", bonus=int(m[1]), against=_name(m[2]))
    elif parts[3].lower() != "none":
        card["trick"] = parts[3].lower()
    return _checked(ForceCard, card)


def parse_buildings(text: str, singled_out: tuple[str, ...]) -> list[dict[str, Any]]:
    """The building stacks: as many as the game takes, each named once, among them
    the buildings the rules single out (``singled_out``: the Training Ground and the
    Tribal Village, by the names the file gives them)."""
    out = []
    for part in _parts(text):
        name, n, rest = _counted(part, "building")
        m = re.fullmatch(r"(?P<cost>(?:[0-9]+\s+\w+\s*)+?)\s*(?P<vp>[0-9]+)\s*VP", rest,
                         re.IGNORECASE)
        if m is None:
            raise GameError(f"{part!r}: write NAME xCOPIES, the cost (2 Food 1 Wood), N VP")
        cost = {_resource(r): int(k) for k, r in re.findall(r"([0-9]+)\s+(\w+)", m["cost"])}
        out.append(_checked(Building, {"name": name, "copies": n, "cost": cost,
                                       "vp": int(m["vp"])}, name))
    if not MIN_BUILDINGS <= len(out) <= MAX_COUNT:
        raise GameError(f"{counted(len(out), 'building stack')}: the game takes "
                        f"{MIN_BUILDINGS} to {MAX_COUNT}, separated by ';'")
    names = [b["name"] for b in out]
    twice = named_twice(names)
    if twice is not None:
        raise GameError(f"two stacks are named {twice!r}: give each its own name")
    for name in singled_out:
        if name not in names:
            raise GameError(f"the rules single out the {name}: write it among them, as "
                            f"{name!r}")
    return out


def parse_loot(text: str) -> list[dict[str, Any]]:
    out = []
    for part in _parts(text):
        name, n, rest = _counted(part, "loot card")
        m = re.fullmatch(r"([0-9]+)\s*VP", rest, re.IGNORECASE)
        if m is None:
            raise GameError(f"{part!r}: end with N VP")
        out.append({"name": name, "copies": n, "vp": int(m[1])})
    return once_each(out, "loot card")


def parse_objectives(text: str) -> list[dict[str, Any]]:
    out = []
    for part in _parts(text):
        m = re.fullmatch(r"(.+?):\s*(\w+)\s+([0-9]+)\s+(\w+)\s+([0-9]+)", part)
        if m is None:
            raise GameError(f"{part!r}: write NAME: CONDITION TARGET EFFECT AMOUNT")
        out.append({"name": _name(m[1]), "condition": m[2].lower(), "target": int(m[3]),
                    "effect": m[4].lower(), "amount": int(m[5])})
    return once_each(out, "objective card")


def parse_ai_card(text: str, key: int, buildings: list[str] | None = None) -> dict[str, Any]:
    """An AI action card's answer; ``key``: the file's number for it (its place in
    the deck as entered; printed on nothing). MARK is how the owner's copy tells
    the card apart (``AICard.title``): "-" when it prints no title or number. The
    PURCHASE is one of the ``buildings`` (by their names, in any case), when given."""
    parts = [" ".join(p.split()) for p in text.split(";")]
    if len(parts) != 6:
        raise GameError("write MARK; TILE; ACTION; TIE BREAK; STRENGTH; PURCHASE")
    mark, tile, action, tie, strength, purchase = parts
    m = re.fullmatch(r"\(?([0-9]),\s*([0-9])\)?", tile)
    words = tie.split()
    actions = {a.lower(): a for a in ACTIONS}
    if not mark or m is None or action.lower() not in actions or len(words) != 2 \
            or not re.fullmatch(r"[+-]?[0-9]+", strength):
        raise GameError("e.g. 7; 3,2; Fight; Up anticlockwise; +1; Granary (- for a card "
                        "with no title or number)")
    start = next((d for d in DIRECTIONS if d.lower() == words[0].lower()), words[0])
    turn = next((t for t in TURNS if t == words[1].lower().replace("-", "")), words[1])
    title = {} if mark == "-" else {"title": _name(mark)}
    buys = _name(purchase)
    if buildings is not None:
        by_case = {b.lower(): b for b in buildings}
        if buys.lower() not in by_case:
            raise GameError(f"{quoted(buys)} is not one of your buildings: {', '.join(buildings)}")
        buys = by_case[buys.lower()]
    return _checked(AICard, {"number": key, **title, "tile": [int(m[1]), int(m[2])],
                             "action": actions[action.lower()], "start": start, "turn": turn,
                             "strength": int(strength), "purchase": buys})


# --- The shipped values, written as answers ---------------------------------------------

def tiles_text(tiles: list[dict[str, Any]]) -> str:
    return "; ".join(f"{t['name']} x{t['count']} "
                     + (t["special"] if t.get("special", "none") != "none"
                        else f"{t['amount']} {t['resource']}") for t in tiles)


def card_text(c: dict[str, Any]) -> str:
    trick = c.get("trick", "none")
    if trick == "bonus":
        trick = f"bonus +{c['bonus']} against {c['against']}"
    return f"{c['name']}; {c['strength']}; {c['resource']}; {trick}"


def buildings_text(buildings: list[dict[str, Any]]) -> str:
    return "; ".join(f"{b['name']} x{b['copies']} "
                     + " ".join(f"{n} {r}" for r, n in b["cost"].items()) + f" {b['vp']} VP"
                     for b in buildings)


def loot_text(x: dict[str, Any]) -> str:
    return f"{x['name']} x{x['copies']} {x['vp']} VP"


def objective_text(o: dict[str, Any]) -> str:
    return f"{o['name']}: {o['condition']} {o['target']} {o['effect']} {o['amount']}"


def ai_text(c: dict[str, Any]) -> str:
    return (f"{c.get('title') or '-'}; {c['tile'][0]},{c['tile'][1]}; {c['action']}; {c['start']} "
            f"{c['turn']}; {c['strength']:+d}; {c['purchase']}")
