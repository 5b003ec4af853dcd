"""The pieces on the map and what the actions do to them, for every pack alike
(notes §2, §7): where a wolf may land, displacement, and the effects of Move, Build
Den, Upgrade to Lair, Howl and Dominate once their target is chosen and paid for.
"""

from __future__ import annotations

from collections import Counter
from itertools import chain

from automeeple.engine.core import Event
from automeeple.engine.flow import Events

from .edition import ATTRIBUTES
from .rulebook import Rulebook
from .state import PERSON, WolvesState

WOLF_KINDS = ("alpha", "pack")


def add(s: WolvesState, h: int, pack: int, kind: str) -> None:
    s.pieces[h] = (*s.pieces[h], (pack, kind))


def remove(s: WolvesState, h: int, pack: int, kind: str) -> None:
    here = list(s.pieces[h])
    here.remove((pack, kind))
    s.pieces[h] = tuple(here)


def census(s: WolvesState) -> Counter:
    """How many pieces of each (pack, kind) are on the map."""
    return Counter(chain.from_iterable(s.pieces))


#: The pieces as the rules name them.
PIECE_NAMES = {"alpha": "Alpha", "pack": "Pack Wolf", "den": "Den", "lair": "Lair"}


def a_wolf(kind: str) -> str:
    return "an Alpha" if kind == "alpha" else "a Pack Wolf"


def whose(book: Rulebook, pack: int) -> str:
    return "your" if pack == PERSON else f"{book.name(pack)}'s"


def new_piece(book: Rulebook, pack: int, kind: str) -> str:
    """A piece a pack puts on the map: "your Pack Wolf", "a Brown Alpha"."""
    return f"your {PIECE_NAMES[kind]}" if pack == PERSON else \
        f"a {book.name(pack)} {PIECE_NAMES[kind]}"


def moonlight(s: WolvesState) -> str:
    """Where a piece taken off the map goes (notes §9): the next Moonlight space."""
    return f"the Moonlight board (space {s.moon})"


def is_prey(book: Rulebook, s: WolvesState, h: int) -> bool:
    m = book.map(s)
    r = m.region_of(h)
    return r is not None and m.regions[r].prey == h and s.prey_left[r] > 0


# --- Move (notes §7.1) ---------------------------------------------------------------


def may_land(book: Rulebook, s: WolvesState, pack: int, kind: str, h: int) -> bool:
    """notes §7.1: a wolf may end on a land hex without a lone wolf or prey, with
    at most one other piece there, which is its own, or any den. (An Alpha may
    also land on an enemy Pack Wolf and displace it, but the AI cannot be moved
    by the person, solo §5, so only AI Alphas may.)"""
    if s.lone[h] or not book.map(s).passable(h) or is_prey(book, s, h):
        return False
    here = s.pieces[h]
    if len(here) >= book.edition.max_pieces_per_hex:
        return False
    for p, k in here:
        if p == pack or k == "den":
            continue
        if kind == "alpha" and k == "pack" and pack != PERSON:
            continue  # an AI Alpha displaces the Pack Wolf (the person's or the other AI's)
        return False
    return True


def displace(book: Rulebook, s: WolvesState, h: int, mover: int, ev: Events,
             kinds: tuple[str, ...] = ("pack",)) -> None:
    """notes §7.1: an enemy Pack Wolf under an arriving Alpha (or, §7.3, any enemy
    wolf under a new Lair) goes to the nearest hex holding fewer than two pieces,
    all its owner's (the nearest, with the lowest hex number first, reached
    without crossing water or chasm)."""
    victim, kind = next((p, k) for p, k in s.pieces[h] if k in kinds and p != mover)
    remove(s, h, victim, kind)
    m = book.map(s)
    reach = m.steps_within(h, 1 if book.opts.displace_to == "adjacent" else len(m))
    for _, dest in sorted((d, x) for x, d in reach.items() if x != h):
        here = s.pieces[dest]
        if (len(here) < book.edition.max_pieces_per_hex and not s.lone[dest]
                and not is_prey(book, s, dest) and all(p == victim for p, _ in here)):
            add(s, dest, victim, kind)
            if ev is not None:
                ev.append(Event("displace", f"{whose(book, victim).capitalize()} "
                                            f"{PIECE_NAMES[kind]} on {book.hex(s, h)} is "
                                            f"displaced to {book.hex(s, dest)}.", victim,
                                {"pack": victim, "kind": kind, "from": h, "to": dest}))
            return
    s.moon += 1  # nowhere to go: it leaves the map
    if ev is not None:
        ev.append(Event("displace", f"{whose(book, victim).capitalize()} {PIECE_NAMES[kind]} "
                                    f"on {book.hex(s, h)} has nowhere to go: it goes on "
                                    f"{moonlight(s)}.", victim,
                        {"pack": victim, "kind": kind, "from": h, "to": None,
                         "moon": s.moon}))


def move_wolf(book: Rulebook, s: WolvesState, pack: int, kind: str, src: int, dest: int,
              ev: Events) -> None:
    remove(s, src, pack, kind)
    if kind == "alpha" and any(k == "pack" and p != pack for p, k in s.pieces[dest]):
        displace(book, s, dest, pack, ev)
    add(s, dest, pack, kind)
    if ev is not None:
        who = "You move" if pack == PERSON else f"{book.name(pack)} moves"
        ev.append(Event("move", f"{who} {a_wolf(kind)} from {book.hex(s, src)} to "
                                f"{book.hex(s, dest)}.", pack,
                        {"pack": pack, "kind": kind, "from": src, "to": dest}))


# --- Build Den (notes §7.2, §5.4) ------------------------------------------------------


def den_site(book: Rulebook, s: WolvesState, pack: int, h: int) -> bool:
    """notes §7.2: a land hex with no den or lair, no enemy Pack Wolf, no lone wolf
    or prey, and room for one more piece."""
    m = book.map(s)
    here = s.pieces[h]
    return (m.passable(h) and not s.lone[h] and not is_prey(book, s, h)
            and len(here) < book.edition.max_pieces_per_hex
            and not any(k in ("den", "lair") for _, k in here)
            and not any(p != pack and (k == "pack" or not book.opts.den_with_enemy_alpha)
                        for p, k in here))


def build_den(book: Rulebook, s: WolvesState, pack: int, h: int, track: str | None,
              ev: Events) -> None:
    """notes §7.2, §5.4: the next den of the chosen attribute track goes on the hex;
    the 2nd and 4th reveal a bonus token, the 3rd and 4th VP."""
    add(s, h, pack, "den")
    if pack != PERSON:
        s.supply[pack]["den"] -= 1
        if ev is not None:
            ev.append(Event("den", f"{book.name(pack)} builds a Den on {book.hex(s, h)}.",
                            pack, {"pack": pack, "hex": h}))
        return
    k = ATTRIBUTES.index(track)
    s.dens[k] += 1
    bonus = book.edition.den_track.bonus[track].get(s.dens[k])
    if bonus == "action":
        s.bonus_action += 1
    elif bonus == "terrain":
        s.bonus_terrain += 1
    if ev is not None:
        text = (f"You build a Den on {book.hex(s, h)}, taking it from your "
                f"{track.replace('_', ' ').title()} track")
        if bonus is not None:
            text += f"; you gain a bonus {bonus} token"
        ev.append(Event("den", text + ".", pack,
                        {"pack": pack, "hex": h, "track": track, "bonus": bonus}))


# --- Upgrade to Lair (notes §7.3) --------------------------------------------------------


def lair_site(book: Rulebook, s: WolvesState, pack: int, h: int, near: set[int]) -> bool:
    """notes §7.3: the pack's den, by or under one of its Alphas, beside a water
    source, in a region where it has no lair yet; no enemy wolf may be displaced
    from under it by the person (solo §5)."""
    m = book.map(s)
    if h not in near or not m.adjacent_to_water(h):
        return False
    region = m.region_of(h)
    if book.opts.one_lair_per_region and any(m.region_of(x) == region
                                             for x in s.owned(pack, "lair")):
        return False
    if pack == PERSON and any(p != pack and k in WOLF_KINDS for p, k in s.pieces[h]):
        return False
    supply = book.edition.lair_track.lairs - s.lairs[PERSON] if pack == PERSON else \
        s.supply[pack]["lair"]
    return supply > 0


def upgrade(book: Rulebook, s: WolvesState, pack: int, h: int, ev: Events) -> None:
    """notes §7.3: the den goes to the Moonlight board and a lair takes its place."""
    remove(s, h, pack, "den")
    s.moon += 1
    if pack != PERSON:
        s.supply[pack]["lair"] -= 1
    else:
        s.bonus_terrain += book.edition.lair_track.bonus_terrain
    s.lairs[pack] += 1
    if pack != PERSON and any(k in WOLF_KINDS and p != pack for p, k in s.pieces[h]):
        displace(book, s, h, pack, ev, WOLF_KINDS)
    add(s, h, pack, "lair")
    if ev is not None:
        who = "You upgrade" if pack == PERSON else f"{book.name(pack)} upgrades"
        ev.append(Event("lair", f"{who} {whose(book, pack)} Den on {book.hex(s, h)} to a "
                                f"Lair: the Den goes on {moonlight(s)}.", pack,
                        {"pack": pack, "hex": h, "moon": s.moon}))


# --- Howl and Dominate (notes §7.4, §7.5; solo §5) ------------------------------------------


def next_wolf(book: Rulebook, s: WolvesState, pack: int, action: str) -> str:
    """The wolf a pack adds to the map: the person's next from the wolf track
    (notes §5.5); an AI's third conversion by an action is an Alpha (solo §5)."""
    if pack == PERSON:
        kind = book.edition.wolf_track.order[s.wolves]
        s.wolves += 1
        return kind
    s.conversions[pack][action] += 1
    kind = "alpha" if s.conversions[pack][action] == 3 else "pack"
    if s.supply[pack][kind] == 0:
        kind = "pack" if kind == "alpha" else "alpha"
    s.supply[pack][kind] -= 1
    return kind


def howl(book: Rulebook, s: WolvesState, pack: int, h: int, ev: Events) -> None:
    """notes §7.4: the lone wolf goes to the Moonlight board; a wolf of the pack
    takes its hex."""
    s.lone[h] = False
    s.moon += 1
    kind = next_wolf(book, s, pack, "howl")
    add(s, h, pack, kind)
    if ev is not None:
        who = "You howl" if pack == PERSON else f"{book.name(pack)} howls"
        ev.append(Event("howl", f"{who}: the lone wolf token on {book.hex(s, h)} goes on "
                                f"{moonlight(s)}, and {new_piece(book, pack, kind)} takes its "
                                "hex.", pack,
                        {"pack": pack, "hex": h, "kind": kind, "moon": s.moon}))


def dominate(book: Rulebook, s: WolvesState, pack: int, h: int, victim: int,
             ev: Events) -> None:
    """notes §7.5, solo §5 Forests: the enemy Pack Wolf goes to the Moonlight board
    and a wolf of the pack takes its place."""
    remove(s, h, victim, "pack")
    s.moon += 1
    kind = next_wolf(book, s, pack, "dominate")
    add(s, h, pack, kind)
    if ev is not None:
        ev.append(Event("dominate", f"{book.name(pack)} dominates {whose(book, victim)} Pack "
                                    f"Wolf on {book.hex(s, h)}: it goes on {moonlight(s)}, "
                                    f"and {new_piece(book, pack, kind)} takes its place.",
                                    pack,
                        {"pack": pack, "victim": victim, "hex": h, "kind": kind,
                         "moon": s.moon}))
