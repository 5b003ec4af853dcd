"""The rules of The Wolves for one person against two AI packs.

The base game follows ``rules/wolves/base-game-notes.md`` ("notes §n"); the solo
variant ``rules/wolves/solo-rules.md`` ("solo §n"). Functions take the
:class:`Table` (the edition and rule options), the state and the event list.
"""

from __future__ import annotations

from collections import Counter
from itertools import chain, combinations

from automeeple.engine.core import CHANCE, TERMINAL, Event

from . import ai
from .edition import ATTRIBUTES, WolvesEdition
from .hexmap import HexMap
from .state import (
    ACTION,
    AI_START,
    AI_TILE,
    AIS,
    BOARD,
    DRAFT,
    HOME,
    MOVE,
    OVER,
    PERSON,
    PREY,
    TOKEN,
    WolvesState,
)

PLAYERS = 3  # solo §3: the 3-player set-up
WOLF_KINDS = ("alpha", "pack")


class Table:
    """What the rules read but never change; the map is built once the region
    boards are drawn (:meth:`map`)."""

    def __init__(self, edition: WolvesEdition, colours: tuple[str, str, str],
                 max_rounds: int = 40, displace_to: str = "nearest",
                 den_with_enemy_alpha: bool = True, one_lair_per_region: bool = True,
                 grasslands_onward: bool = False) -> None:
        self.edition = edition
        #: solo §5 Grasslands: a region the AI already dominates flips the tile; with
        #: this option it first passes such regions over for the next one.
        self.grasslands_onward = grasslands_onward
        # Rule options for what the notes mark uncertain (notes §14, docs/wolves.md):
        #: §7.1: a displaced wolf goes to the "nearest" free hex (the BGA code) or
        #: only to an "adjacent" one (the BGA help; with none free it leaves the map).
        self.displace_to = displace_to
        #: §7.2: may a den go on a hex with an enemy Alpha (the help forbids only an
        #: enemy Pack Wolf; the BGA code forbids any enemy piece)?
        self.den_with_enemy_alpha = den_with_enemy_alpha
        #: §7.3: at most one lair per pack in each region (the BGA code).
        self.one_lair_per_region = one_lair_per_region
        #: Rule option, not in the rules: the Moonlight board only fills through
        #: howls, lairs and dominations, and a game can stall when nobody can make
        #: one; after this many rounds the remaining phases score and the game ends.
        self.max_rounds = max_rounds
        self.layout = edition.layout(PLAYERS)
        self.colours = colours
        self._maps: dict[tuple[int, ...], HexMap] = {}
        self._last: tuple = (None, None)

    def map(self, s: WolvesState) -> HexMap:
        if s.palettes is self._last[0]:  # states of one game share the tuple
            return self._last[1]
        m = self._maps.get(s.palettes)
        if m is None:
            m = self._maps[s.palettes] = HexMap(self.edition, PLAYERS, s.palettes)
        self._last = (s.palettes, m)
        return m

    def name(self, pack: int) -> str:
        return self.colours[pack]


# --- Set-up (solo §3; notes §4) -----------------------------------------------------


def setup(table: Table, s: WolvesState) -> None:
    n = len(table.layout.regions)
    s.palettes, s.tokens, s.prey_kind = (), (), ()
    s.prey_left, s.scored = [table.layout.prey_tokens] * n, [False] * n
    s.pieces, s.lone = [], []
    s.moon, s.phases_done = 0, 0
    s.vp, s.won, s.hunted = [0, 0, 0], [0, 0, 0], [[], [], []]
    s.home, s.tiles = -1, [0] * len(table.edition.terrains)
    s.bonus_terrain = 0
    s.bonus_action = 1  # solo §3.5: as the first player, 1 Bonus Action Token
    s.dens, s.lairs, s.wolves = [0, 0, 0], [0, 0, 0], 0
    # AI supply: 4 Alphas, 8 Pack Wolves, 12 dens and 4 lairs per colour (notes §2).
    s.supply = [{}, *({"alpha": 4, "pack": 8, "den": 12, "lair": 4} for _ in AIS)]
    s.conversions = [{}, *({"howl": 0, "dominate": 0} for _ in AIS)]
    s.actions_left, s.pending, s.moved = 0, None, []
    s.ai_turn, s.tried, s.trace = [], [], None
    s.turns, s.last = 0, PERSON
    s.setup = ([("board",)] * n + [("token",)] * n + [("prey",)] * n + [("home",)]
               + [("ai-start", a, part) for a in AIS for part in ("lair", "packs")]
               + [("draft", k) for k in range(table.edition.draft_groups)])
    next_setup(table, s, [])


def next_setup(table: Table, s: WolvesState, ev: list[Event]) -> None:
    while s.setup:
        item = s.setup[0]
        if item[0] == "board":
            s.step, s.actor = BOARD, CHANCE
        elif item[0] == "token":
            s.step, s.actor = TOKEN, CHANCE
        elif item[0] == "prey":
            s.step, s.actor = PREY, CHANCE
        elif item[0] == "home":
            s.step, s.actor = HOME, CHANCE
        elif item[0] == "ai-start":
            if not ai_start_regions(table, s):
                s.setup.pop(0)  # no water source left that fits: set up without it
                continue
            s.step, s.actor = AI_START, CHANCE
        else:
            s.step, s.actor = DRAFT, PERSON
        return
    start_person_turn(table, s, ev)


def place_board(table: Table, s: WolvesState, palette: int, ev: list[Event]) -> None:
    s.palettes = (*s.palettes, palette)
    s.setup.pop(0)
    if len(s.palettes) == len(table.layout.regions):
        m = table.map(s)
        s.pieces = [()] * len(m)
        s.lone = [False] * len(m)
        for r in m.regions:  # notes §4.1: a lone wolf on each lone-wolf hex
            for h in r.lone_wolves:
                s.lone[h] = True
        ev.append(Event("setup", "The map is laid out: 6 region boards around the start board."))
    next_setup(table, s, ev)


def place_token(table: Table, s: WolvesState, phase: str, ev: list[Event]) -> None:
    s.tokens = (*s.tokens, phase)
    s.setup.pop(0)
    ev.append(Event("setup", f"Region {len(s.tokens)} gets a {phase} scoring token."))
    next_setup(table, s, ev)


def place_prey(table: Table, s: WolvesState, kind: str, ev: list[Event]) -> None:
    s.prey_kind = (*s.prey_kind, kind)
    s.setup.pop(0)
    ev.append(Event("setup", f"Region {len(s.prey_kind)} holds {kind} prey."))
    next_setup(table, s, ev)


def choose_home(table: Table, s: WolvesState, terrain: int, ev: list[Event]) -> None:
    s.home = terrain
    s.setup.pop(0)
    ev.append(Event("setup", f"Your pack's home terrain is {table.edition.terrains[terrain]}."))
    next_setup(table, s, ev)


def ai_start_regions(table: Table, s: WolvesState) -> list[int]:
    """Solo §3.3: water sources without a crescent token whose top-right and
    lower-left hexes are free, so no two AI set-ups share a water source (each
    Lair+Alpha on a different board; the Pack Wolves where there is no Lair and
    Alpha)."""
    m = table.map(s)
    out = []
    for r in m.regions:
        if s.tokens[r.index] == "crescent":
            continue
        if any(s.pieces[h] for h in (r.top_right, r.lower_left)):
            continue
        out.append(r.index)
    return out


def ai_start(table: Table, s: WolvesState, region: int, ev: list[Event]) -> None:
    _, pack, part = s.setup.pop(0)
    r = table.map(s).regions[region]
    sup = s.supply[pack]
    if part == "lair":
        add(s, r.top_right, pack, "lair")
        add(s, r.top_right, pack, "alpha")
        sup["lair"] -= 1
        sup["alpha"] -= 1
        s.lairs[pack] += 1
        what = "a Lair and an Alpha"
    else:
        add(s, r.top_right, pack, "pack")
        add(s, r.lower_left, pack, "pack")
        sup["pack"] -= 2
        what = "two Pack Wolves"
    ev.append(Event("setup", f"{table.name(pack)} (AI) places {what} at the water source of "
                             f"region {region + 1}.", pack))
    next_setup(table, s, ev)


def draft_hexes(table: Table, s: WolvesState) -> list[int]:
    """notes §4.4: an empty land hex of the start board, one group north of the
    chasm and one south."""
    m = table.map(s)
    mine = set(s.owned(PERSON))
    sides = [side for side in (m.north, m.south) if not side & mine]
    return sorted(h for side in sides for h in side if not s.pieces[h])


def draft(table: Table, s: WolvesState, h: int, ev: list[Event]) -> None:
    s.setup.pop(0)
    add(s, h, PERSON, "alpha")
    add(s, h, PERSON, "pack")
    ev.append(Event("draft", f"You place an Alpha and a Pack Wolf on {label(table, s, h)}.",
                    PERSON))
    next_setup(table, s, ev)


# --- Pieces --------------------------------------------------------------------------


def add(s: WolvesState, h: int, pack: int, kind: str) -> None:
    s.pieces[h] = (*s.pieces[h], (pack, kind))


def remove(s: WolvesState, h: int, pack: int, kind: str) -> None:
    here = list(s.pieces[h])
    here.remove((pack, kind))
    s.pieces[h] = tuple(here)


def label(table: Table, s: WolvesState, h: int) -> str:
    m = table.map(s)
    r = m.region_of(h)
    where = "the start board" if r is None else f"region {r + 1}"
    return f"hex {h} ({m.terrain[h]}, {where})"


def attribute(table: Table, s: WolvesState, name: str) -> int:
    """notes §5.3: the value shown beside the dens taken from that track."""
    return table.edition.attributes[name][s.dens[ATTRIBUTES.index(name)]]


def may_land(table: Table, s: WolvesState, pack: int, kind: str, h: int) -> bool:
    """notes §7.1: a wolf may end on a land hex without a lone wolf or prey, with
    at most one other piece there, which is its own, or any den. (An Alpha may
    also land on an enemy Pack Wolf and displace it, but the AI cannot be moved
    by the person, solo §5, so only AI Alphas may.)"""
    if s.lone[h] or not table.map(s).passable(h) or is_prey(table, s, h):
        return False
    here = s.pieces[h]
    if len(here) >= table.edition.max_pieces_per_hex:
        return False
    for p, k in here:
        if p == pack or k == "den":
            continue
        if kind == "alpha" and k == "pack" and pack != PERSON:
            continue  # an AI Alpha displaces the Pack Wolf (the person's or the other AI's)
        return False
    return True


def is_prey(table: Table, s: WolvesState, h: int) -> bool:
    m = table.map(s)
    r = m.region_of(h)
    return r is not None and m.regions[r].prey == h and s.prey_left[r] > 0


def displace(table: Table, s: WolvesState, h: int, mover: int, ev: list[Event],
             kinds: tuple[str, ...] = ("pack",)) -> None:
    """notes §7.1: an enemy Pack Wolf under an arriving Alpha (or, §7.3, any enemy
    wolf under a new Lair) goes to the nearest hex holding fewer than two pieces,
    all its owner's (the nearest, with the lowest hex number first, reached
    without crossing water or chasm)."""
    victim, kind = next((p, k) for p, k in s.pieces[h] if k in kinds and p != mover)
    remove(s, h, victim, kind)
    m = table.map(s)
    reach = m.steps_within(h, 1 if table.displace_to == "adjacent" else len(m))
    for _, dest in sorted((d, x) for x, d in reach.items() if x != h):
        here = s.pieces[dest]
        if (len(here) < table.edition.max_pieces_per_hex and not s.lone[dest]
                and not is_prey(table, s, dest) and all(p == victim for p, _ in here)):
            add(s, dest, victim, kind)
            ev.append(Event("displace", f"{table.name(victim)}'s {kind} wolf is displaced to "
                                        f"{label(table, s, dest)}.", victim))
            return
    s.moon += 1  # nowhere to go: it leaves the map
    ev.append(Event("displace", f"{table.name(victim)}'s {kind} wolf has nowhere to go and "
                                "leaves the map.", victim))


# --- The person's turn (notes §6, §7) -------------------------------------------------


def start_person_turn(table: Table, s: WolvesState, ev: list[Event]) -> None:
    if s.turns >= table.max_rounds:
        ev.append(Event("stall", f"{s.turns} rounds without a full moon: the remaining "
                                 "phases score now (rule option max_rounds)."))
        s.moon = max(s.moon, max(table.layout.moonlight.values()))
        score_phases(table, s, ev)
        return
    s.turns += 1
    s.last = PERSON
    s.actions_left = table.edition.actions_per_turn
    s.step, s.actor, s.pending = ACTION, PERSON, None
    ev.append(Event("turn", f"Your turn {s.turns}: {s.actions_left} actions "
                            f"({s.bonus_action} bonus action tokens)."))


def shows(table: Table, s: WolvesState, tile: int) -> int:
    """The terrain a cycle tile shows (notes §5.1: tile i shows i, or i+1 flipped)."""
    return (tile + s.tiles[tile]) % len(table.edition.terrains)


def payments(table: Table, s: WolvesState, terrain: int, cost: int) -> list[tuple]:
    """notes §5.1: the ways to flip ``cost`` tiles showing ``terrain``: the home
    tile, cycle tiles, and bonus terrain tokens standing in for any tile."""
    sources = (["home"] if s.home == terrain else []) + [
        f"tile {t}" for t in range(len(s.tiles)) if shows(table, s, t) == terrain]
    out = []
    for tokens in range(min(cost, s.bonus_terrain) + 1):
        for combo in combinations(sources, cost - tokens):
            out.append((*combo, *(["token"] * tokens)))
    return out


def pay(table: Table, s: WolvesState, sources: tuple, ev: list[Event]) -> None:
    for src in sources:
        if src == "token":
            s.bonus_terrain -= 1
        elif src.startswith("tile"):
            t = int(src.split()[1])
            s.tiles[t] ^= 1
    kind, *rest = s.pending
    terrains = table.edition.terrains
    ev.append(Event("pay", f"You flip {', '.join(sources)} for {kind}.", PERSON))
    if kind == "move":
        s.moved = []
        s.pending = ("move", rest[0], attribute(table, s, "pack_spread"))
        s.step = MOVE
        ev.append(Event("move", f"Move: up to {s.pending[2]} wolves onto "
                                f"{terrains[rest[0]]}.", PERSON))
        return
    s.pending = None
    if kind == "den":
        build_den(table, s, PERSON, rest[0], rest[1], ev)
    elif kind == "lair":
        upgrade(table, s, PERSON, rest[0], ev)
    elif kind == "howl":
        howl(table, s, PERSON, rest[0], ev)
    end_action(table, s, ev)


def person_actions(table: Table, s: WolvesState) -> list[tuple]:
    """Every action the person may start now, with its target (notes §7). The
    person cannot dominate: every enemy is an AI pack, and the AI cannot be
    dominated by the player (solo §5)."""
    ed = table.edition
    m = table.map(s)
    out: list[tuple] = []
    costs = {a: r.cost for a, r in ed.actions.items()}
    # How many tiles (and tokens) can pay for each terrain: an action is
    # affordable when that reaches its cost.
    means = [sum(1 for k in range(len(s.tiles)) if shows(table, s, k) == t)
             + (s.home == t) + s.bonus_terrain for t in range(len(ed.terrains))]

    def affordable(h: int, kind: str) -> bool:
        return means[terrain_index(table, m, h)] >= costs[kind]

    reachable = move_terrains(table, s)
    for t, name in enumerate(ed.terrains):
        if name in reachable and means[t] >= costs["move"]:
            out.append(("move", t))
    alphas = set(s.owned(PERSON, "alpha"))
    near = alphas | {n for a in alphas for n in m.neighbours[a]}
    for h in sorted(near):
        if not den_site(table, s, PERSON, h):
            continue
        if affordable(h, "den"):
            for k, name in enumerate(ATTRIBUTES):
                if s.dens[k] < ed.den_track.dens:
                    out.append(("den", h, name))
    for h in sorted(set(s.owned(PERSON, "den"))):
        if lair_site(table, s, PERSON, h, near) and affordable(h, "lair"):
            out.append(("lair", h))
    if s.wolves < len(ed.wolf_track.order):
        reach = attribute(table, s, "howl_range")
        for h in sorted(h for h, lone in enumerate(s.lone) if lone):
            if any(m.distance(a, h) <= reach for a in alphas) and affordable(h, "howl"):
                out.append(("howl", h))
    return out


def terrain_index(table: Table, m: HexMap, h: int) -> int:
    return table.edition.terrains.index(m.terrain[h])


def den_site(table: Table, s: WolvesState, pack: int, h: int) -> bool:
    """notes §7.2: a land hex with no den or lair, no enemy Pack Wolf, no lone wolf
    or prey, and room for one more piece."""
    m = table.map(s)
    here = s.pieces[h]
    return (m.passable(h) and not s.lone[h] and not is_prey(table, s, h)
            and len(here) < table.edition.max_pieces_per_hex
            and not any(k in ("den", "lair") for _, k in here)
            and not any(p != pack and (k == "pack" or not table.den_with_enemy_alpha)
                        for p, k in here))


def lair_site(table: Table, s: WolvesState, pack: int, h: int, near: set[int]) -> bool:
    """notes §7.3: the pack's den, by or under one of its Alphas, beside a water
    source, in a region where it has no lair yet; no enemy wolf may be displaced
    from under it by the person (solo §5)."""
    m = table.map(s)
    if h not in near or not m.adjacent_to_water(h):
        return False
    region = m.region_of(h)
    if table.one_lair_per_region and any(m.region_of(x) == region
                                         for x in s.owned(pack, "lair")):
        return False
    if pack == PERSON and any(p != pack and k in WOLF_KINDS for p, k in s.pieces[h]):
        return False
    supply = table.edition.lair_track.lairs - s.lairs[PERSON] if pack == PERSON else \
        s.supply[pack]["lair"]
    return supply > 0


def move_targets(table: Table, s: WolvesState, terrain: int | None, moved: list[int]
                 ) -> list[tuple[str, int, int]]:
    """notes §7.1: (kind, from, to) for each of the person's wolves not yet moved
    in this action: up to Wolf Speed steps around water and chasm, ending on a
    hex of the paid terrain (any terrain when ``terrain`` is None) where it may
    land (:func:`may_land`, worked out here for every hex at once). Listed by the
    wolf's hex, then by how far it goes."""
    m = table.map(s)
    speed = attribute(table, s, "wolf_speed")
    name = None if terrain is None else table.edition.terrains[terrain]
    open_for = landing(table, s, m)
    terrains = m.terrain
    out = []
    for h, here in enumerate(s.pieces):
        if not here or h in moved:
            continue
        for k in dict.fromkeys(k for p, k in here if p == PERSON and k in WOLF_KINDS):
            for dest in m.reachable(h, speed):
                if open_for[dest] and (name is None or terrains[dest] == name):
                    out.append((k, h, dest))
    return out


def move_terrains(table: Table, s: WolvesState) -> set[str]:
    """The terrains some wolf of the person's could move onto now (the Move
    actions worth paying for)."""
    m = table.map(s)
    speed = attribute(table, s, "wolf_speed")
    open_for = landing(table, s, m)
    terrains = m.terrain
    out: set[str] = set()
    for h, here in enumerate(s.pieces):
        if here and any(p == PERSON and k in WOLF_KINDS for p, k in here):
            out.update(terrains[d] for d in m.reachable(h, speed) if open_for[d])
    return out


def landing(table: Table, s: WolvesState, m: HexMap) -> list[bool]:
    """For every hex: may one of the person's wolves end its move there
    (:func:`may_land` for the person, whose Alphas displace no one)?"""
    ok = list(m.land)
    for h, lone in enumerate(s.lone):
        if lone:
            ok[h] = False
    for r in m.regions:
        if s.prey_left[r.index] > 0:
            ok[r.prey] = False
    limit = table.edition.max_pieces_per_hex
    for h, here in enumerate(s.pieces):
        if here and ok[h]:
            ok[h] = len(here) < limit and all(p == PERSON or k == "den" for p, k in here)
    return ok


def move_wolf(table: Table, s: WolvesState, pack: int, kind: str, src: int, dest: int,
              ev: list[Event]) -> None:
    remove(s, src, pack, kind)
    if kind == "alpha" and any(k == "pack" and p != pack for p, k in s.pieces[dest]):
        displace(table, s, dest, pack, ev)
    add(s, dest, pack, kind)
    who = "You move" if pack == PERSON else f"{table.name(pack)} moves"
    ev.append(Event("move", f"{who} {'an Alpha' if kind == 'alpha' else 'a Pack Wolf'} from "
                            f"{label(table, s, src)} to {label(table, s, dest)}.", pack))


def person_move(table: Table, s: WolvesState, kind: str, src: int, dest: int,
                ev: list[Event]) -> None:
    move_wolf(table, s, PERSON, kind, src, dest, ev)
    _, terrain, left = s.pending
    s.moved.append(dest)
    s.pending = ("move", terrain, left - 1)
    counts = census(s)
    if left - 1 == 0 or len(s.moved) >= counts[(PERSON, "alpha")] + counts[(PERSON, "pack")]:
        end_move(table, s, ev)  # no wolf left to move


def end_move(table: Table, s: WolvesState, ev: list[Event]) -> None:
    s.pending, s.moved = None, []
    end_action(table, s, ev)


def build_den(table: Table, s: WolvesState, pack: int, h: int, track: str | None,
              ev: list[Event]) -> None:
    """notes §7.2, §5.4: the next den of the chosen attribute track goes on the hex;
    the 2nd and 4th reveal a bonus token, the 3rd and 4th VP."""
    add(s, h, pack, "den")
    if pack != PERSON:
        s.supply[pack]["den"] -= 1
        ev.append(Event("den", f"{table.name(pack)} builds a Den on {label(table, s, h)}.", pack))
        return
    k = ATTRIBUTES.index(track)
    s.dens[k] += 1
    n = s.dens[k]
    ed = table.edition
    text = f"You build a Den on {label(table, s, h)} from your {track.replace('_', ' ')} track"
    bonus = ed.den_track.bonus[track].get(n)
    if bonus == "action":
        s.bonus_action += 1
        text += "; you gain a bonus action token"
    elif bonus == "terrain":
        s.bonus_terrain += 1
        text += "; you gain a bonus terrain token"
    ev.append(Event("den", text + ".", pack))


def upgrade(table: Table, s: WolvesState, pack: int, h: int, ev: list[Event]) -> None:
    """notes §7.3: the den goes to the Moonlight board and a lair takes its place."""
    remove(s, h, pack, "den")
    s.moon += 1
    if pack != PERSON:
        s.supply[pack]["lair"] -= 1
    else:
        s.bonus_terrain += table.edition.lair_track.bonus_terrain
    s.lairs[pack] += 1
    if pack != PERSON and any(k in WOLF_KINDS and p != pack for p, k in s.pieces[h]):
        displace(table, s, h, pack, ev, WOLF_KINDS)
    add(s, h, pack, "lair")
    ev.append(Event("lair", f"{table.name(pack) if pack else 'You'} upgrade"
                            f"{'s' if pack else ''} a Den to a Lair on {label(table, s, h)} "
                            f"(Moonlight {s.moon}).", pack))


def next_wolf(table: Table, s: WolvesState, pack: int, action: str) -> str:
    """The wolf a pack adds to the map: the person's next from the wolf track
    (notes §5.5); an AI's third conversion by an action is an Alpha (solo §5)."""
    if pack == PERSON:
        kind = table.edition.wolf_track.order[s.wolves]
        s.wolves += 1
        return kind
    s.conversions[pack][action] += 1
    kind = "alpha" if s.conversions[pack][action] == 3 else "pack"
    if s.supply[pack][kind] == 0:
        kind = "pack" if kind == "alpha" else "alpha"
    s.supply[pack][kind] -= 1
    return kind


def howl(table: Table, s: WolvesState, pack: int, h: int, ev: list[Event]) -> None:
    """notes §7.4: the lone wolf goes to the Moonlight board; a wolf of the pack
    takes its hex."""
    s.lone[h] = False
    s.moon += 1
    kind = next_wolf(table, s, pack, "howl")
    add(s, h, pack, kind)
    who = "You howl" if pack == PERSON else f"{table.name(pack)} howls"
    ev.append(Event("howl", f"{who}: the lone wolf on {label(table, s, h)} becomes "
                            f"{'an Alpha' if kind == 'alpha' else 'a Pack Wolf'} "
                            f"(Moonlight {s.moon}).", pack))


def dominate(table: Table, s: WolvesState, pack: int, h: int, victim: int,
             ev: list[Event]) -> None:
    """notes §7.5, solo §5 Forests: the enemy Pack Wolf goes to the Moonlight board
    and a wolf of the pack takes its place."""
    remove(s, h, victim, "pack")
    s.moon += 1
    kind = next_wolf(table, s, pack, "dominate")
    add(s, h, pack, kind)
    ev.append(Event("dominate", f"{table.name(pack)} dominates {table.name(victim)}'s Pack "
                                f"Wolf on {label(table, s, h)}: it becomes "
                                f"{'an Alpha' if kind == 'alpha' else 'a Pack Wolf'} "
                                f"(Moonlight {s.moon}).", pack))


def end_action(table: Table, s: WolvesState, ev: list[Event]) -> None:
    hunt(table, s, PERSON, ev)
    s.actions_left -= 1
    s.step, s.actor = ACTION, PERSON
    if s.actions_left < 0:  # that was a bonus action
        s.actions_left = 0
    if s.actions_left == 0 and s.bonus_action == 0:
        end_person_turn(table, s, ev)


def end_person_turn(table: Table, s: WolvesState, ev: list[Event]) -> None:
    s.pending = None
    if score_phases(table, s, ev):
        return
    s.ai_turn = list(AIS)
    next_ai(table, s, ev)


# --- Hunting (notes §8) ---------------------------------------------------------------


def hunt(table: Table, s: WolvesState, pack: int, ev: list[Event]) -> None:
    """After each action: wolves of the pack on at least 3 hexes around a prey stack
    take its top token, once per prey kind (notes §8, solo §5)."""
    m = table.map(s)
    ed = table.edition
    for r in m.regions:
        kind = s.prey_kind[r.index]
        if s.prey_left[r.index] == 0 or kind in s.hunted[pack]:
            continue
        around = sum(any(p == pack and k in WOLF_KINDS for p, k in s.pieces[n])
                     for n in m.neighbours[r.prey])
        if around < ed.hunting.adjacent_hexes:
            continue
        s.prey_left[r.index] -= 1
        s.hunted[pack].append(kind)
        if pack == PERSON:
            s.bonus_action += ed.hunting.bonus_action
            ev.append(Event("hunt", f"You hunt the {kind} in region {r.index + 1} "
                                    f"(+{ed.hunting.vp[len(s.hunted[pack]) - 1]} VP on your "
                                    "hunting track, a bonus action token).", pack))
        else:
            ev.append(Event("hunt", f"{table.name(pack)} takes the {kind} prey token in "
                                    f"region {r.index + 1}.", pack))


# --- AI turns (solo §4) -------------------------------------------------------------------


def next_ai(table: Table, s: WolvesState, ev: list[Event]) -> None:
    if not s.ai_turn:
        start_person_turn(table, s, ev)
        return
    s.tried = []
    s.last = s.ai_turn[0]
    s.step, s.actor = AI_TILE, CHANCE


def ai_tile(table: Table, s: WolvesState, name: str, ev: list[Event]) -> None:
    """An AI draws an action tile and resolves it (solo §4, §5); if neither side can
    be done it draws another, until one can (solo §7)."""
    pack = s.ai_turn[0]
    tile = next(t for t in table.edition.ai_tiles if t.name == name)
    ev.append(Event("ai-tile", f"{table.name(pack)} draws the {name} tile.", pack))
    done, trace = ai.activate(table, s, pack, tile, ev)
    s.trace = trace
    if not done:
        s.tried.append(name)
        if len(s.tried) < len(table.edition.ai_tiles):
            return  # draw again (the step stays AI_TILE)
        ev.append(Event("ai", f"{table.name(pack)} can do nothing this turn.", pack))
    hunt(table, s, pack, ev)
    s.ai_turn.pop(0)
    if score_phases(table, s, ev):
        return
    next_ai(table, s, ev)


# --- Moonlight and region scoring (notes §9, §10) ------------------------------------


def score_phases(table: Table, s: WolvesState, ev: list[Event]) -> bool:
    """At the end of a turn, each phase whose threshold the Moonlight board has
    reached scores its regions; after the full moon the game ends. True if over."""
    order = list(table.layout.moonlight)
    while s.phases_done < len(order) and s.moon >= table.layout.moonlight[order[s.phases_done]]:
        phase = order[s.phases_done]
        s.phases_done += 1
        ev.append(Event("phase", f"The Moonlight board reaches the {phase} moon "
                                 f"({s.moon}): regions with a {phase} token score."))
        for r in range(len(s.tokens)):
            if s.tokens[r] == phase and not s.scored[r]:
                score_region(table, s, r, ev)
    if s.phases_done == len(order):
        s.step, s.actor = OVER, TERMINAL
        ev.append(Event("end", "The full moon has been scored: the game is over."))
        return True
    return False


def control(table: Table, s: WolvesState, region: int) -> list[tuple[int, int]]:
    """Each pack's (control, Alphas) in a region (notes §10)."""
    m = table.map(s)
    values = table.edition.control
    out = [[0, 0] for _ in range(3)]
    for h in m.regions[region].hexes:
        for p, k in s.pieces[h]:
            out[p][0] += values[k]
            out[p][1] += k == "alpha"
    return [tuple(x) for x in out]


def score_region(table: Table, s: WolvesState, region: int, ev: list[Event]) -> None:
    """notes §10: 1st and 2nd by control, then Alphas; packs tied for 1st each take
    the 2nd-place VP; a tie for 2nd gives nobody 2nd; 1st takes the token."""
    s.scored[region] = True
    high, low = table.edition.region_vp[s.tokens[region]]
    ranks = control(table, s, region)
    present = sorted((p for p in range(3) if ranks[p][0] > 0), key=lambda p: ranks[p],
                     reverse=True)
    if not present:
        ev.append(Event("score", f"Region {region + 1}: nobody is there."))
        return
    top = [p for p in present if ranks[p] == ranks[present[0]]]
    if len(top) > 1:
        for p in top:
            gain(table, s, p, low, f"a tie for first in region {region + 1}", ev)
        return
    first = top[0]
    gain(table, s, first, high, f"first place in region {region + 1}", ev)
    s.won[first] += 1
    rest = [p for p in present if p != first]
    if rest and (len(rest) == 1 or ranks[rest[0]] != ranks[rest[1]]):
        gain(table, s, rest[0], low, f"second place in region {region + 1}", ev)


def gain(table: Table, s: WolvesState, pack: int, vp: int, why: str, ev: list[Event]) -> None:
    s.vp[pack] += vp
    ev.append(Event("score", f"{table.name(pack)} scores {vp} VP for {why}.", pack))


# --- Final scoring (notes §11, solo §6) ----------------------------------------------------


def track_vp(table: Table, s: WolvesState) -> dict[str, int]:
    """The person's VP shown on each of the six tracks (notes §5.2)."""
    ed = table.edition
    out = {name: sum(ed.den_track.vp[:s.dens[k]]) for k, name in enumerate(ATTRIBUTES)}
    out["wolves"] = sum(ed.wolf_track.vp[:s.wolves])
    out["lairs"] = ed.lair_track.vp * s.lairs[PERSON]
    out["hunting"] = sum(ed.hunting.vp[:len(s.hunted[PERSON])])
    return out


def census(s: WolvesState) -> Counter:
    """How many pieces of each (pack, kind) are on the map."""
    return Counter(chain.from_iterable(s.pieces))


def ai_vp(table: Table, s: WolvesState, pack: int, counts: Counter | None = None
          ) -> dict[str, int]:
    """Solo §6: the AI's pieces on the map and prey tokens."""
    per = table.edition.ai_scoring
    counts = census(s) if counts is None else counts
    out = {kind: per[kind] * counts[(pack, kind)] for kind in ("pack", "den", "alpha", "lair")}
    out["prey"] = per["prey"] * len(s.hunted[pack])
    return out


def totals(table: Table, s: WolvesState) -> list[int]:
    counts = census(s)
    parts = [track_vp(table, s), ai_vp(table, s, 1, counts), ai_vp(table, s, 2, counts)]
    return [s.vp[p] + sum(parts[p].values()) for p in range(3)]


def standings(table: Table, s: WolvesState) -> list[int]:
    """Most VP; ties: most region scoring tokens, then most wolves on the map; a
    tie that remains goes against the person, who must beat both (solo §6)."""
    score = totals(table, s)
    counts = census(s)

    def key(p: int) -> tuple:
        wolves = counts[(p, "alpha")] + counts[(p, "pack")]
        return (score[p], s.won[p], wolves, p != PERSON)

    return sorted(range(3), key=key, reverse=True)
