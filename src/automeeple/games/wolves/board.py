"""The pieces on the map and what the actions do to them, for every pack alike
(notes §2, §7): where a wolf may land, displacement, and the effects of Move, Build
Den, Upgrade to Lair, Howl and Dominate once their target is chosen and paid for.

Every piece is put on and taken off the map by :func:`add` and :func:`remove`,
which keep the state's indexes (``s.at``: each pack's pieces by kind; ``s.room``:
where each pack's wolves may land) up to date, so no rule rescans the map;
:func:`touch` updates ``s.room`` when a lone wolf or the last prey leaves a hex.
"""

from __future__ import annotations

from bisect import bisect_right
from collections import Counter

from automeeple.engine.core import Event, counted
from automeeple.engine.flow import Events

from .edition import ATTRIBUTES, track_name
from .rulebook import Rulebook
from .state import KIND, PERSON, WOLF_KINDS, WolvesState


def add(book: Rulebook, s: WolvesState, h: int, pack: int, kind: str) -> None:
    """Put a piece on hex ``h`` (and in the indexes)."""
    s.pieces[h] = (*s.pieces[h], (pack, kind))
    hexes = s.at[pack][KIND[kind]]
    i = bisect_right(hexes, h)
    _index(s, pack, kind, (*hexes[:i], h, *hexes[i:]))
    touch(book, s, h)


def remove(book: Rulebook, s: WolvesState, h: int, pack: int, kind: str) -> None:
    """Take a piece off hex ``h`` (and out of the indexes)."""
    here = list(s.pieces[h])
    here.remove((pack, kind))
    s.pieces[h] = tuple(here)
    hexes = s.at[pack][KIND[kind]]
    i = hexes.index(h)
    _index(s, pack, kind, (*hexes[:i], *hexes[i + 1:]))
    touch(book, s, h)


def _index(s: WolvesState, pack: int, kind: str, hexes: tuple[int, ...]) -> None:
    mine = s.at[pack]
    k = KIND[kind]
    mine = (*mine[:k], hexes, *mine[k + 1:])
    s.at = (*s.at[:pack], mine, *s.at[pack + 1:])


def room_on(book: Rulebook, s: WolvesState, h: int) -> tuple[bool, ...]:
    """notes §7.1: may a wolf of each pack end a move on ``h`` (without displacing
    anyone)? A land hex without a lone wolf or prey, with room for one more piece,
    where every piece is its own or a den."""
    here = s.pieces[h]
    if (not s.hexmap.land[h] or s.lone[h] or is_prey(s, h)
            or len(here) >= book.edition.max_pieces_per_hex):
        return (False,) * len(s.at)
    if not here:
        return (True,) * len(s.at)
    return tuple(all(p == pack or k == "den" for p, k in here) for pack in range(len(s.at)))


def touch(book: Rulebook, s: WolvesState, h: int) -> None:
    """Hex ``h`` changed (a piece, a lone wolf, its prey): where wolves may land."""
    s.room = tuple(room if room[h] == ok else room[:h] + bytes((ok,)) + room[h + 1:]
                   for room, ok in zip(s.room, room_on(book, s, h), strict=True))


def reindex(book: Rulebook, s: WolvesState) -> None:
    """Build the indexes from the map and the pieces (once the map is laid, and
    after a position is set by hand)."""
    s.hexmap = m = book.map(s)
    at = [[[] for _ in KIND] for _ in range(len(s.vp))]
    for h, here in enumerate(s.pieces):
        for p, k in here:
            at[p][KIND[k]].append(h)
    s.at = tuple(tuple(tuple(hexes) for hexes in pack) for pack in at)
    rooms = [room_on(book, s, h) for h in range(len(m))]
    s.room = tuple(bytes(r[p] for r in rooms) for p in range(len(at)))


def census(s: WolvesState) -> Counter:
    """How many pieces of each (pack, kind) are on the map."""
    return Counter({(p, kind): len(hexes) for p, mine in enumerate(s.at)
                    for kind, hexes in zip(KIND, mine, strict=True) if hexes})


#: The pieces as the rules name them.
PIECE_NAMES = {"alpha": "Alpha", "pack": "Pack Wolf", "den": "Den", "lair": "Lair"}


def a_wolf(kind: str) -> str:
    return "an Alpha" if kind == "alpha" else "a Pack Wolf"


def whose(book: Rulebook, pack: int) -> str:
    return "your" if pack == PERSON else f"{book.name(pack)}'s"


def new_piece(book: Rulebook, pack: int, kind: str) -> str:
    """A piece a pack puts on the map: "a Pack Wolf from your wolf track" (the
    person's next wolf, notes §5.5: the table needs to know where it comes from),
    "your Den", "a Brown Alpha"."""
    if pack != PERSON:
        return f"a {book.name(pack)} {PIECE_NAMES[kind]}"
    return f"{a_wolf(kind)} from your wolf track" if kind in WOLF_KINDS else \
        f"your {PIECE_NAMES[kind]}"


def moonlight(s: WolvesState) -> str:
    """Where a piece taken off the map goes (notes §9): the next Moonlight space."""
    return f"the Moonlight board (space {s.moon})"


def is_prey(s: WolvesState, h: int) -> bool:
    """A prey hex with tokens left (notes §8: it can be crossed, not entered)."""
    r = s.hexmap.prey_of[h]
    return r is not None and s.prey_left[r] > 0


# --- Move (notes §7.1) ---------------------------------------------------------------


def may_land(book: Rulebook, s: WolvesState, pack: int, kind: str, h: int) -> bool:
    """notes §7.1: a wolf may end on a land hex without a lone wolf or prey, with
    room for one more piece, where every piece is its own or a den (``s.room``).
    An Alpha may also end on an enemy Pack Wolf, which is displaced, when that
    wolf has somewhere to go; the person's may not, since the AI cannot be moved
    by the player (solo §5)."""
    if s.room[pack][h]:
        return True
    if kind != "alpha" or pack == PERSON:
        return False
    here = s.pieces[h]
    if (len(here) >= book.edition.max_pieces_per_hex or not s.hexmap.land[h] or s.lone[h]
            or is_prey(s, h)):
        return False
    enemies = [(p, k) for p, k in here if p != pack and k != "den"]
    return (bool(enemies) and all(k == "pack" for _, k in enemies)
            and displace_to(book, s, h, enemies[0][0]) is not None)


def displace_to(book: Rulebook, s: WolvesState, h: int, victim: int) -> int | None:
    """notes §7.1: where ``victim``'s wolf on ``h`` is displaced to: the nearest
    hex (reached without crossing water or chasm; the lowest hex number first
    among equals) without a lone wolf or prey, holding fewer than two pieces, all
    its owner's; with rule option ``displace_to=adjacent``, only a hex next to
    ``h``. None when there is no such hex: then no Alpha may end there (no rule
    takes a wolf off the map for want of room)."""
    m = s.hexmap
    limit = book.edition.max_pieces_per_hex
    for dest in m.nearest_first(h, 1 if book.opts.displace_to == "adjacent" else len(m)):
        here = s.pieces[dest]
        if (len(here) < limit and not s.lone[dest] and not is_prey(s, dest)
                and all(p == victim for p, _ in here)):
            return dest
    return None


def displace(book: Rulebook, s: WolvesState, h: int, mover: int, ev: Events,
             kinds: tuple[str, ...] = ("pack",)) -> None:
    """notes §7.1: an enemy Pack Wolf under ``mover``'s arriving Alpha (or, §7.3, any
    enemy wolf under its new Lair: ``kinds``) goes where :func:`displace_to` says
    (the rules that displace check first that it has somewhere to go)."""
    victim, kind = next((p, k) for p, k in s.pieces[h] if k in kinds and p != mover)
    dest = displace_to(book, s, h, victim)
    remove(book, s, h, victim, kind)
    add(book, s, dest, victim, kind)
    if ev is not None:
        cause = "arriving Alpha" if kinds == ("pack",) else "new Lair"
        ev.append(Event("displace", f"{whose(book, victim).capitalize()} "
                                    f"{PIECE_NAMES[kind]} on {book.hex(s, h)} is "
                                    f"displaced to {book.hex(s, dest)} by "
                                    f"{whose(book, mover)} {cause}.", victim,
                        {"pack": victim, "kind": kind, "from": h, "to": dest}))


def move_wolf(book: Rulebook, s: WolvesState, pack: int, kind: str, src: int, dest: int,
              ev: Events) -> None:
    remove(book, s, src, pack, kind)
    if kind == "alpha" and any(k == "pack" and p != pack for p, k in s.pieces[dest]):
        displace(book, s, dest, pack, ev)
    add(book, s, dest, pack, kind)
    if ev is not None:
        who = "You move" if pack == PERSON else f"{book.name(pack)} moves"
        ev.append(Event("move", f"{who} {a_wolf(kind)} from {book.hex(s, src)} to "
                                f"{book.hex(s, dest)}.", pack,
                        {"pack": pack, "kind": kind, "from": src, "to": dest}))


# --- Build Den (notes §7.2, §5.4) ------------------------------------------------------


def den_site(book: Rulebook, s: WolvesState, pack: int, h: int) -> bool:
    """notes §7.2: a land hex with no den or lair, no enemy Pack Wolf, no lone wolf
    or prey, and room for one more piece."""
    here = s.pieces[h]
    return (s.hexmap.land[h] and not s.lone[h] and not is_prey(s, h)
            and len(here) < book.edition.max_pieces_per_hex
            and not any(k in ("den", "lair") for _, k in here)
            and not any(p != pack and (k == "pack" or not book.opts.den_with_enemy_alpha)
                        for p, k in here))


def build_den(book: Rulebook, s: WolvesState, pack: int, h: int, track: str | None,
              ev: Events) -> None:
    """notes §7.2, §5.4: the next den of the chosen attribute track goes on the hex;
    the 2nd and 4th reveal a bonus token, the 3rd and 4th VP."""
    add(book, s, h, pack, "den")
    if pack != PERSON:
        s.supply[pack]["den"] -= 1
        if ev is not None:
            ev.append(Event("den", f"{book.name(pack)} builds a Den on {book.hex(s, h)}.",
                            pack, {"pack": pack, "hex": h}))
        return
    bonus = take_den(book, s, track)
    if ev is not None:
        text = (f"You build a Den on {book.hex(s, h)}, taking it from your "
                f"{track_name(track)} track")
        if bonus is not None:
            text += f"; you gain a bonus {bonus} token"
        ev.append(Event("den", text + ".", pack,
                        {"pack": pack, "hex": h, "track": track, "bonus": bonus}))


def take_den(book: Rulebook, s: WolvesState, track: str) -> str | None:
    """notes §5.3-5.4: the person takes the next den from an attribute track,
    which raises the attribute and may reveal a bonus token (gained at once)."""
    k = ATTRIBUTES.index(track)
    s.dens[k] += 1
    bonus = book.edition.den_track.bonus[track].get(s.dens[k])
    if bonus == "action":
        s.bonus_action += 1
    elif bonus == "terrain":
        s.bonus_terrain += 1
    return bonus


# --- Upgrade to Lair (notes §7.3) --------------------------------------------------------


def lair_site(book: Rulebook, s: WolvesState, pack: int, h: int, near: set[int]) -> bool:
    """notes §7.3: the pack's den, by or under one of its Alphas, beside a water
    source, in a region where it has no lair yet (the published BGA implementation
    refuses a second lair of a player in a region, notes §7.3; an AI: solo §5
    Tundra "if AI already has a Lair on that tile, flip"; the person too unless
    rule option ``one_lair_per_region`` is false); an enemy wolf on it is
    displaced (§7.3), which the person may not do to an AI wolf (solo §5)."""
    m = s.hexmap
    if h not in near or not m.adjacent_to_water(h):
        return False
    region = m.region_of(h)
    if ((pack != PERSON or book.opts.one_lair_per_region)
            and any(m.region_of(x) == region for x in s.at[pack][KIND["lair"]])):
        return False  # notes §7.3 (BGA); solo §5 Tundra for an AI
    enemies = [p for p, k in s.pieces[h] if p != pack and k in WOLF_KINDS]
    if enemies and (pack == PERSON or displace_to(book, s, h, enemies[0]) is None):
        return False  # the person cannot move an AI wolf (solo §5); an AI's needs room
    supply = book.edition.lair_track.lairs - s.lairs[PERSON] if pack == PERSON else \
        s.supply[pack]["lair"]
    return supply > 0


def upgrade(book: Rulebook, s: WolvesState, pack: int, h: int, ev: Events) -> None:
    """notes §7.3: the den goes to the Moonlight board and a lair takes its place."""
    remove(book, s, h, pack, "den")
    s.moon += 1
    if pack != PERSON:
        s.supply[pack]["lair"] -= 1
    else:
        s.bonus_terrain += book.edition.lair_track.bonus_terrain
    s.lairs[pack] += 1
    if pack != PERSON and any(k in WOLF_KINDS and p != pack for p, k in s.pieces[h]):
        displace(book, s, h, pack, ev, WOLF_KINDS)
    add(book, s, h, pack, "lair")
    if ev is not None:
        if pack == PERSON:  # notes §7.3, §5.6: the lair track's next Lair, and a token
            bonus = book.edition.lair_track.bonus_terrain
            text = (f"You upgrade your Den on {book.hex(s, h)} to a Lair from your lair "
                    f"track: the Den goes on {moonlight(s)}"
                    + (f"; you gain {counted(bonus, 'bonus terrain token')}" if bonus else "")
                    + ".")
        else:
            text = (f"{book.name(pack)} upgrades its Den on {book.hex(s, h)} "
                    f"to a Lair: the Den goes on {moonlight(s)}.")
        ev.append(Event("lair", text, pack, {"pack": pack, "hex": h, "moon": s.moon}))


# --- Howl and Dominate (notes §7.4, §7.5; solo §5) ------------------------------------------


def next_wolf(book: Rulebook, s: WolvesState, pack: int, action: str) -> str:
    """The wolf a pack adds to the map: the person's next from the wolf track
    (notes §5.5); an AI's third conversion by an action is an Alpha (solo §5)."""
    if pack == PERSON:
        kind = book.edition.wolf_track.order[s.wolves]
        s.wolves += 1
        return kind
    kind = converts_to(s, pack, action)
    s.conversions[pack][action] += 1
    s.supply[pack][kind] -= 1
    return kind


def converts_to(s: WolvesState, pack: int, action: str) -> str:
    """The wolf an AI's next conversion by ``action`` (Howl or Dominate) makes: its
    Pack Wolf, the third time its Alpha (solo §5). With none of it left in the
    supply, the conversion cannot be done."""
    return "alpha" if s.conversions[pack][action] == 2 else "pack"


def howl(book: Rulebook, s: WolvesState, pack: int, h: int, ev: Events) -> None:
    """notes §7.4: the lone wolf goes to the Moonlight board; a wolf of the pack
    takes its hex."""
    s.lone[h] = False
    s.moon += 1
    kind = next_wolf(book, s, pack, "howl")
    add(book, s, h, pack, kind)
    if ev is not None:
        who = "You howl" if pack == PERSON else f"{book.name(pack)} howls"
        ev.append(Event("howl", f"{who}: the lone wolf token on {book.hex(s, h)} goes on "
                                f"{moonlight(s)}, and {new_piece(book, pack, kind)} takes its "
                                "hex.", pack,
                        {"pack": pack, "hex": h, "kind": kind, "moon": s.moon}))


def dominate(book: Rulebook, s: WolvesState, pack: int, h: int, victim: int,
             ev: Events, kind: str = "pack", track: str | None = None) -> None:
    """notes §7.5, solo §5 Forests: the enemy Pack Wolf (or, by the person under
    rule option ``dominate_ai``, Den) goes to the Moonlight board and a piece of
    the pack of the same kind takes its place: a wolf (the person's next from
    the wolf track), or a den from the person's attribute ``track``."""
    remove(book, s, h, victim, kind)
    s.moon += 1
    bonus = None
    if kind == "pack":
        new = next_wolf(book, s, pack, "dominate")
    else:
        new = "den"
        bonus = take_den(book, s, track)
    add(book, s, h, pack, new)
    if ev is not None:
        who = "You dominate" if pack == PERSON else f"{book.name(pack)} dominates"
        text = (f"{who} {whose(book, victim)} {PIECE_NAMES[kind]} on {book.hex(s, h)}: it "
                f"goes on {moonlight(s)}, and {new_piece(book, pack, new)} takes its place")
        if track is not None:
            text += f", from your {track_name(track)} track"
        if bonus is not None:
            text += f"; you gain a bonus {bonus} token"
        ev.append(Event("dominate", text + ".", pack,
                        {"pack": pack, "victim": victim, "hex": h, "kind": new,
                         "moon": s.moon, "victim_kind": kind, "track": track,
                         "bonus": bonus}))


def unprotected(s: WolvesState, h: int, victim: int) -> bool:
    """notes §7.5: a piece may be dominated only when it is the only piece of its
    owner on its hex (a Pack Wolf beside a piece of its own colour is protected)."""
    return sum(p == victim for p, _ in s.pieces[h]) == 1
