"""What the person may do now (notes §5, §7): the terrains their player board
shows, the actions they may start and where, the moves of their wolves; and, for
one they may not make, the rule that forbids it (``Choice.why_not``, said when a
person types it: the reasons follow the checks of the lists in the same order).
"""

from __future__ import annotations

from functools import lru_cache

from automeeple.engine.core import counted

from .actions import BuildDen, DominateAt, HowlAt, MoveOnto, Start, UpgradeToLair, WolfMove
from .board import PIECE_NAMES, WOLF_KINDS, den_site, is_prey, lair_site, unprotected, whose
from .edition import ATTRIBUTES, track_name
from .hexmap import HexMap
from .rulebook import Rulebook
from .state import KIND, PERSON, WolvesState

#: notes §7: the actions by their names on the player board.
ACTION_NAMES = {"move": "Move", "den": "Build Den", "lair": "Upgrade Den", "howl": "Howl",
                "dominate": "Dominate"}

# --- The player board (notes §5) ------------------------------------------------------


def shows(book: Rulebook, s: WolvesState, tile: int) -> int:
    """The terrain a cycle tile shows (notes §5.1: tile i shows i, or i+1 flipped)."""
    return (tile + s.tiles[tile]) % len(book.edition.terrains)


def attribute(book: Rulebook, s: WolvesState, name: str) -> int:
    """notes §5.3: the value shown beside the dens taken from that track."""
    return book.edition.attributes[name][s.dens[ATTRIBUTES.index(name)]]


def den_tracks(book: Rulebook, s: WolvesState) -> list[str]:
    """notes §5.3: the attribute tracks the person still has a den on."""
    return [track for k, track in enumerate(ATTRIBUTES)
            if s.dens[k] < book.edition.den_track.dens]

def terrain_index(book: Rulebook, m: HexMap, h: int) -> int:
    return book.edition.terrains.index(m.terrain[h])


def means(book: Rulebook, s: WolvesState) -> list[int]:
    """notes §5.1: how many tiles (and tokens) can pay for each terrain: the home
    tile, the cycle tiles showing it and every bonus terrain token. An action is
    affordable when that reaches its cost."""
    have = [(s.home == t) + s.bonus_terrain for t in range(len(book.edition.terrains))]
    for k in range(len(s.tiles)):
        have[shows(book, s, k)] += 1
    return have


# --- The actions the person may take (notes §7) ------------------------------------------------


def person_actions(book: Rulebook, s: WolvesState) -> list[Start]:
    """Every action the person may start now, with its target (notes §7). The
    person cannot dominate, since every enemy is an AI pack and the AI cannot be
    dominated by the player (solo §5), unless rule option ``dominate_ai`` says so."""
    ed = book.edition
    m = book.map(s)
    out: list[Start] = []
    have = means(book, s)

    def affordable(h: int, action: type[Start]) -> bool:
        return have[terrain_index(book, m, h)] >= ed.actions[action.name].cost

    reachable = move_terrains(book, s)
    for t, name in enumerate(ed.terrains):
        if name in reachable and have[t] >= ed.actions[MoveOnto.name].cost:
            out.append(MoveOnto(t, name))
    alphas = set(s.owned(PERSON, "alpha"))
    near = near_alphas(book, s)
    tracks = den_tracks(book, s)
    for h in sorted(near):
        if tracks and den_site(book, s, PERSON, h) and affordable(h, BuildDen):
            out += [BuildDen(h, track) for track in tracks]
    for h in sorted(set(s.owned(PERSON, "den"))):
        if lair_site(book, s, PERSON, h, near) and affordable(h, UpgradeToLair):
            out.append(UpgradeToLair(h))
    reach = attribute(book, s, "howl_range")
    if s.wolves < len(ed.wolf_track.order):
        from_alphas = [m.distances[a] for a in alphas]
        for h in sorted(h for h in m.lone_wolves if s.lone[h]):
            if any(row[h] <= reach for row in from_alphas) and affordable(h, HowlAt):
                out.append(HowlAt(h))
    if book.opts.dominate_ai:
        out += dominate_targets(book, s, alphas, reach, affordable)
    return out


def dominate_targets(book: Rulebook, s: WolvesState, alphas, reach: int, affordable
                     ) -> list[DominateAt]:
    """notes §7.5, under rule option ``dominate_ai`` (solo §5 says the AI cannot be
    dominated): an AI's Pack Wolf or Den within Howl Range of one of the person's
    Alphas, the only piece of its owner on its hex, when the person has a wolf
    (or a den on that track) left to put in its place."""
    ed, m = book.edition, s.hexmap
    wolves = s.wolves < len(ed.wolf_track.order)
    tracks = den_tracks(book, s)
    out: list[DominateAt] = []
    targets = sorted((h, kind, p) for p in range(1, len(s.at)) for kind in ("pack", "den")
                     for h in s.at[p][KIND[kind]])
    for h, kind, p in targets:
        if (unprotected(s, h, p) and any(m.distance(a, h) <= reach for a in alphas)
                and affordable(h, DominateAt)):
            if kind == "pack" and wolves:
                out.append(DominateAt(h))
            elif kind == "den":
                out += [DominateAt(h, track) for track in tracks]
    return out


def why_not_started(book: Rulebook, s: WolvesState, action: Start) -> str | None:
    """notes §6, §7: why the person may not start ``action`` now (not one of
    :func:`person_actions`): no action left, a target the action may not take, or
    not enough tiles showing its terrain. None: no rule to tell."""
    if not (s.actions_left or s.bonus_action):
        return "you have no action left this turn, and no bonus action token (notes §6)"
    m, names = book.map(s), book.grid.names
    if isinstance(action, MoveOnto):
        if action.terrain_name not in move_terrains(book, s):
            return (f"no wolf of yours can end a move on {action.terrain_name} now (Wolf Speed "
                    f"{attribute(book, s, 'wolf_speed')}, notes §7.1)")
        t = action.terrain
    else:
        if not 0 <= action.hex < len(names):
            return None
        target = {BuildDen: why_not_den, UpgradeToLair: why_not_lair, HowlAt: why_not_howl,
                  DominateAt: why_not_dominate}[type(action)]
        reason = target(book, s, action, names[action.hex])
        if reason:
            return reason
        t = terrain_index(book, m, action.hex)
    cost, have = book.edition.actions[action.name].cost, means(book, s)[t]
    if have >= cost:
        return None
    return (f"{ACTION_NAMES[action.name]} costs {counted(cost, 'tile')} showing "
            f"{book.edition.terrains[t]}, and you have {have} (home tile, cycle tiles and "
            "bonus terrain tokens; notes §5.1)")


def token_on(s: WolvesState, h: int) -> str | None:
    """What keeps a wolf or a den off hex ``h`` though the map shows land: "a lone
    wolf" or "prey" (notes §7.1, §7.2, §8); None."""
    return "a lone wolf" if s.lone[h] else "prey" if is_prey(s, h) else None


def near_alphas(book: Rulebook, s: WolvesState) -> set[int]:
    """The hexes under or next to one of the person's Alphas (notes §7.2, §7.3)."""
    m = book.map(s)
    alphas = set(s.owned(PERSON, "alpha"))
    return alphas | {n for a in alphas for n in m.neighbours[a]}


def why_not_den(book: Rulebook, s: WolvesState, action: BuildDen, where: str) -> str | None:
    """notes §7.2, §5.3 (:func:`~.board.den_site`)."""
    h, m = action.hex, book.map(s)
    if h not in near_alphas(book, s):
        return f"{where} is neither under nor next to one of your Alphas (notes §7.2)"
    if action.track not in den_tracks(book, s):
        return no_den_left(action.track, "§5.3")
    if den_site(book, s, PERSON, h):
        return None
    here = s.pieces[h]
    if not m.land[h]:
        return f"{where} is {m.terrain[h]}, not land (notes §7.2)"
    if token := token_on(s, h):
        return f"{where} holds {token} (notes §7.2)"
    blocker = next(((p, k) for p, k in here if k in ("den", "lair")), None) or next(
        ((p, k) for p, k in here
         if p != PERSON and (k == "pack" or not book.opts.den_with_enemy_alpha)), None)
    if blocker is not None:
        return f"{whose(book, blocker[0])} {PIECE_NAMES[blocker[1]]} is on {where} (notes §7.2)"
    return f"{where} is full: it holds {counted(len(here), 'piece')} (notes §7.2)"


def why_not_lair(book: Rulebook, s: WolvesState, action: UpgradeToLair, where: str
                 ) -> str | None:
    """notes §7.3 (:func:`~.board.lair_site`)."""
    h, m = action.hex, book.map(s)
    if h not in s.owned(PERSON, "den"):
        return f"you have no Den on {where} (notes §7.3)"
    near = near_alphas(book, s)
    if lair_site(book, s, PERSON, h, near):
        return None
    if h not in near:
        return f"{where} is neither under nor next to one of your Alphas (notes §7.3)"
    if not m.adjacent_to_water(h):
        return f"{where} is not beside a water source (notes §7.3)"
    enemy = next(((p, k) for p, k in s.pieces[h] if p != PERSON and k in WOLF_KINDS), None)
    if enemy is not None:
        return (f"{whose(book, enemy[0])} {PIECE_NAMES[enemy[1]]} is on {where}, and your "
                "wolves displace no one (solo §5: the AI's pieces are not yours to move)")
    if s.lairs[PERSON] >= book.edition.lair_track.lairs:
        return "your lair track has no Lair left (notes §7.3)"
    return "you have a Lair in that region already (notes §7.3: one a region)"


def why_not_howl(book: Rulebook, s: WolvesState, action: HowlAt, where: str) -> str | None:
    """notes §7.4: a lone wolf within Howl Range of one of your Alphas, and a Pack
    Wolf left on your wolf track to take its place."""
    h, m = action.hex, book.map(s)
    if h not in m.lone_wolves or not s.lone[h]:
        return f"{where} has no lone wolf (notes §7.4)"
    if s.wolves >= len(book.edition.wolf_track.order):
        return "your wolf track has no Pack Wolf left (notes §7.4)"
    return beyond_howl_range(book, s, h, where, "§7.4")


def beyond_howl_range(book: Rulebook, s: WolvesState, h: int, where: str, section: str
                      ) -> str | None:
    """Why hex ``h`` is no target of a Howl or a Dominate: it is beyond Howl Range
    of each of the person's Alphas (notes ``section``). None: within range."""
    reach, m = attribute(book, s, "howl_range"), book.map(s)
    if any(m.distances[a][h] <= reach for a in s.owned(PERSON, "alpha")):
        return None
    return f"{where} is beyond your Howl Range ({reach}) from each of your Alphas (notes {section})"


def why_not_dominate(book: Rulebook, s: WolvesState, action: DominateAt, where: str
                     ) -> str | None:
    """solo §5: the AI cannot be dominated by the player. Under rule option
    ``dominate_ai``, notes §7.5: an AI's Pack Wolf or Den, the only piece of its
    owner on its hex, within Howl Range, and a piece of yours to take its place."""
    if not book.opts.dominate_ai:
        return "the AI packs cannot be dominated (solo §5)"
    h, kind = action.hex, "pack" if action.track is None else "den"
    owner = next((p for p in range(1, len(s.at)) if h in s.at[p][KIND[kind]]), None)
    if owner is None:
        return f"{where} holds no {PIECE_NAMES[kind]} of an AI pack (notes §7.5)"
    if not unprotected(s, h, owner):
        return (f"{whose(book, owner)} {PIECE_NAMES[kind]} on {where} shares its hex with a "
                "piece of its own, which protects it (notes §7.5)")
    if reason := beyond_howl_range(book, s, h, where, "§7.5"):
        return reason
    if kind == "pack" and s.wolves >= len(book.edition.wolf_track.order):
        return "your wolf track has no Pack Wolf left to take its place (notes §7.5)"
    if kind == "den" and action.track not in den_tracks(book, s):
        return no_den_left(action.track, "§7.5")
    return None


def no_den_left(track: str, section: str) -> str:
    """An attribute track with no den left to build (notes ``section``)."""
    return f"your {track_name(track)} track has no den left (notes {section})"


# --- Move (notes §7.1) ----------------------------------------------------------------------


#: One WolfMove per (kind, from, to), made once: actions are immutable, so the
#: lists of legal moves share them.
wolf_move = lru_cache(maxsize=None)(WolfMove)


def move_targets(book: Rulebook, s: WolvesState, terrain: int | None,
                 moved: tuple[tuple[int, str], ...]) -> list[WolfMove]:
    """notes §7.1: a move for each of the person's wolves not yet moved in this
    action (:func:`wolf_moves`), listed by the wolf's hex, then by how far it goes."""
    return [wolf_move(k, h, d) for kinds, h, dests in wolf_moves(book, s, terrain, moved)
            for k in kinds for d in dests]


def wolf_moves(book: Rulebook, s: WolvesState, terrain: int | None,
               moved: tuple[tuple[int, str], ...]
               ) -> list[tuple[tuple[str, ...], int, list[int]]]:
    """notes §7.1: for each hex holding wolves of the person's not yet moved in
    this action (``moved``: (hex, kind) of each that has), (their kinds, the hex,
    where they may go): up to Wolf Speed steps around water and chasm, ending on a
    hex of the paid terrain (any terrain when ``terrain`` is None) where it may
    land (``s.room``: the person's Alphas displace no one, solo §5), nearest
    first."""
    m = s.hexmap
    speed = attribute(book, s, "wolf_speed")
    name = None if terrain is None else book.edition.terrains[terrain]
    room = s.room[PERSON]
    out = []
    for h in wolf_hexes(s):
        here = [k for p, k in s.pieces[h] if p == PERSON and k in WOLF_KINDS]
        for to, k in moved:
            if to == h:
                here.remove(k)
        if not here:
            continue
        kinds = tuple(dict.fromkeys(here))
        near = m.reachable(h, speed) if name is None else m.reachable_on(h, speed, name)
        out.append((kinds, h, [d for d in near if room[d]]))
    return out


def why_not_moved(book: Rulebook, s: WolvesState, terrain: int,
                  moved: tuple[tuple[int, str], ...], move: WolfMove) -> str | None:
    """notes §7.1: why the person's ``move`` is not one of :func:`wolf_moves`'s: no
    such wolf of theirs there (or it has moved in this action), too far, not onto
    the terrain paid for, no room where it would end. None: no rule to tell (a hex
    off the map, a move that is legal)."""
    names, m = book.grid.names, s.hexmap
    if move.kind not in WOLF_KINDS or not all(0 <= h < len(names)
                                              for h in (move.source, move.dest)):
        return None
    source, dest = names[move.source], names[move.dest]
    wolf = PIECE_NAMES[move.kind]
    mine = sum(p == PERSON and k == move.kind for p, k in s.pieces[move.source])
    if not mine:
        return f"you have no {wolf} on {source}"
    if mine <= moved.count((move.source, move.kind)):
        return (f"your {wolf} on {source} has moved in this Move already (notes §7.1: each "
                "wolf moves once)")
    speed = attribute(book, s, "wolf_speed")
    if move.dest not in m.reachable(move.source, speed):
        return (f"{dest} is more than {counted(speed, 'step')} from {source} around water "
                f"and chasm (your Wolf Speed is {speed}; notes §7.1)")
    paid = book.edition.terrains[terrain]
    if m.terrain[move.dest] != paid:
        return (f"{dest} is {m.terrain[move.dest]}, and this Move ends on {paid} (the tile "
                "you flipped, notes §7.1)")
    here = s.pieces[move.dest]
    if token := token_on(s, move.dest):
        return f"{dest} holds {token} (notes §7.1)"
    if len(here) >= book.edition.max_pieces_per_hex:
        return f"{dest} is full: it holds {counted(len(here), 'piece')} (notes §7.1)"
    for p, k in here:
        if p != PERSON and k != "den":
            return (f"{whose(book, p)} {PIECE_NAMES[k]} is on {dest}, and your wolves "
                    "displace no one (solo §5: the AI's pieces are not yours to move)")
    return None


def wolf_hexes(s: WolvesState) -> list[int]:
    """The hexes holding the person's wolves, in order."""
    mine = s.at[PERSON]
    return sorted({*mine[KIND["alpha"]], *mine[KIND["pack"]]})


def move_terrains(book: Rulebook, s: WolvesState) -> set[str]:
    """The terrains some wolf of the person's could move onto now (the Move
    actions worth paying for)."""
    m = s.hexmap
    speed = attribute(book, s, "wolf_speed")
    room = s.room[PERSON]
    terrains = m.terrain
    out: set[str] = set()
    for h in wolf_hexes(s):
        out.update(terrains[d] for d in m.reachable(h, speed) if room[d])
        if len(out) == len(book.edition.terrains):
            break  # every terrain already
    return out
