"""The map as a graph, and the edition read once for the rules (notes §3, solo §3).

Places are numbered once: the sea regions first, in their clockwise order round the
ring (``rules/islebound/solo-rules.md`` §5 moves the AI clockwise), then the sea
ports. Two regions next to each other on the ring touch; each port touches the two
regions the edition names. Towns lie in regions; the building cards, the renown
token kinds and the brag cards are numbered in the edition's order.
"""

from __future__ import annotations

from collections import deque

from automeeple.engine.core import counted

from .edition import IsleEdition, benefit, town_action
from .options import IsleOptions

#: Seat names: seat 0 is the person, seat 1 the AI (solo §1).
NAMES = ("You", "AI")
#: Each seat as the subject of an event's sentence.
SUBJECT = ("You", "The AI")


def says(seat: int, verb: str) -> str:
    """"You take" or "The AI takes"."""
    return f"{SUBJECT[seat]} {verb if seat == 0 else verb + 's'}"


def coins(n: int) -> str:
    return counted(n, "coin")


def goods(n: int, kind: str) -> str:
    """A gain of ``kind`` (its name in the edition, "coins", "fish"): "1 coin", "3
    books", "2 fish" (fish and wood are not counted in pieces)."""
    return f"{n} {kind}" if kind in ("fish", "wood") else counted(n, kind.removesuffix("s"))


def pirates(n: int) -> str:
    return counted(n, "pirate")


class Board:
    """The edition's map and components, indexed for the rules."""

    def __init__(self, edition: IsleEdition, opts: IsleOptions) -> None:
        self.edition = edition
        self.opts = opts
        self.regions = len(edition.regions)
        self.place_names = [r.name for r in edition.regions] + [p.name for p in edition.ports]
        links: list[set[int]] = [set() for _ in self.place_names]
        for r in range(self.regions):
            nxt = (r + 1) % self.regions
            links[r].add(nxt)
            links[nxt].add(r)
        index = {name: n for n, name in enumerate(self.place_names)}
        for k, port in enumerate(edition.ports):
            p = self.regions + k
            for name in port.touches:
                links[p].add(index[name])
                links[index[name]].add(p)
        self.links = [tuple(sorted(x)) for x in links]
        #: Solo §3: the region each face of the AI's start roll puts its ship on.
        self.start = {face: index[name] for face, name in enumerate(edition.start_roll, 1)}
        self.towns = edition.towns
        self.town_region = [index[t.region] for t in edition.towns]
        self.region_towns = [tuple(t for t, r in enumerate(self.town_region) if r == region)
                             for region in range(self.regions)]
        self.town_action = [town_action(t.action) for t in edition.towns]
        self.cards = edition.buildings
        self.token_names = [t.name for t in edition.tokens]
        self.benefits = [benefit(t.benefit) for t in edition.tokens]
        self.brags = edition.brags
        self.row_size = len(edition.row_books)

    def is_port(self, place: int) -> bool:
        return place >= self.regions

    def clockwise(self, region: int, steps: int) -> int:
        """The region ``steps`` regions clockwise of ``region`` round the ring."""
        return (region + steps) % self.regions

    def distances(self, start: int, most: int) -> dict[int, int]:
        """Every place within ``most`` moves of ``start`` over the graph, with its
        distance (notes addendum: a ship moves up to its speed in regions)."""
        seen = {start: 0}
        todo = deque([start])
        while todo:
            here = todo.popleft()
            if seen[here] == most:
                continue
            for there in self.links[here]:
                if there not in seen:
                    seen[there] = seen[here] + 1
                    todo.append(there)
        return seen

    def town_label(self, t: int) -> str:
        town = self.towns[t]
        return f"{town.name} ({town.region})"
