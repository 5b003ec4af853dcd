"""The person's turn (notes §5, §6, §7; solo §4 "Player Turns"): two actions and
any bonus actions, each paid by flipping terrain tiles, then the turn ends.

Work items: :class:`PersonTurn` starts the turn, :class:`ChooseAction` asks for an
action (or the end of the turn), :class:`PayFor` for the tiles to flip when there
is more than one way, and :class:`MoveWolves` for each wolf of a Move action.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

from automeeple.engine.core import Action, Event, counted
from automeeple.engine.flow import Events, Step, push

from .actions import (
    BonusToken,
    BuildDen,
    CycleTile,
    DominateAt,
    Done,
    EndTurn,
    HomeTile,
    HowlAt,
    MoveOnto,
    Pay,
    PaymentSource,
    Start,
    UpgradeToLair,
    WolfMove,
    sides,
)
from .board import (
    PIECE_NAMES,
    WOLF_KINDS,
    build_den,
    den_site,
    dominate,
    howl,
    is_prey,
    lair_site,
    move_wolf,
    unprotected,
    upgrade,
    whose,
)
from .edition import ATTRIBUTES
from .hexmap import HexMap
from .hunting import hunt
from .rulebook import Rulebook
from .state import KIND, PERSON, PersonChoice, WolvesState

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


def tile_name(book: Rulebook, tile: int) -> str:
    """A cycle tile by the terrains on its two sides: "grass/tundra tile"."""
    return f"{sides(book.edition.terrains, tile)} tile"


def source_name(book: Rulebook, s: WolvesState, src: PaymentSource) -> str:
    """What a person flips or spends to pay, as the player board shows it (notes
    §5.1): "grass/tundra tile to tundra", "home tile", "bonus terrain token"."""
    if isinstance(src, CycleTile):
        flipped = book.edition.terrains[(src.tile + 1 - s.tiles[src.tile])
                                        % len(book.edition.terrains)]
        return f"{tile_name(book, src.tile)} to {flipped}"
    return "home tile" if isinstance(src, HomeTile) else "bonus terrain token"


def terrain_index(book: Rulebook, m: HexMap, h: int) -> int:
    return book.edition.terrains.index(m.terrain[h])


def paid_terrain(book: Rulebook, s: WolvesState, action: Start) -> int:
    """notes §7: a Move is paid with its destination terrain, any other action
    with the terrain of its target hex."""
    if isinstance(action, MoveOnto):
        return action.terrain
    return terrain_index(book, book.map(s), action.hex)


def payments(book: Rulebook, s: WolvesState, terrain: int, cost: int
             ) -> list[tuple[PaymentSource, ...]]:
    """notes §5.1: the ways to flip ``cost`` tiles showing ``terrain``: the home
    tile, cycle tiles, and bonus terrain tokens standing in for any tile."""
    sources: list[PaymentSource] = [HomeTile()] if s.home == terrain else []
    sources += [CycleTile(t) for t in range(len(s.tiles)) if shows(book, s, t) == terrain]
    out = []
    for tokens in range(min(cost, s.bonus_terrain) + 1):
        for combo in combinations(sources, cost - tokens):
            out.append((*combo, *[BonusToken()] * tokens))
    return out


# --- The turn (notes §6; solo §4) ---------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PersonTurn(Step):
    """solo §4: the person's turn begins with two actions to take."""

    def run(self, game, s: WolvesState, ev: Events) -> None:
        s.turns += 1
        s.actions_left = game.edition.actions_per_turn
        if ev is not None:
            ev.append(Event("turn", f"Your turn {s.turns}: {s.actions_left} actions "
                                    f"({counted(s.bonus_action, 'bonus action token')}).", None,
                            {"turn": s.turns, "actions": s.actions_left,
                             "bonus_actions": s.bonus_action}))
        push(s, ChooseAction())


@dataclass(frozen=True, slots=True)
class ChooseAction(PersonChoice):
    """notes §6: the next action (a bonus action token buys one more once the two
    are taken), or the end of the turn."""

    def question(self, game, s: WolvesState) -> str:
        if s.actions_left:
            return f"Your action ({s.actions_left} left), or end your turn?"
        return (f"A bonus action ({counted(s.bonus_action, 'bonus action token')}), or end "
                "your turn?")

    def legal(self, game, s: WolvesState) -> list[Action]:
        starts = (person_actions(game.rulebook, s)
                  if s.actions_left > 0 or s.bonus_action > 0 else [])
        return [*starts, EndTurn()]

    def resolve(self, game, s: WolvesState, action: Action, ev: Events) -> None:
        if isinstance(action, Start):  # else the turn ends: the round goes on
            start_action(game.rulebook, s, action, ev)


def start_action(book: Rulebook, s: WolvesState, action: Start, ev: Events) -> None:
    """notes §6, §5.1: spend a bonus action token once the two actions are taken;
    pay at once when there is one way to, else ask which tiles to flip."""
    if s.actions_left == 0:
        s.bonus_action -= 1
        if ev is not None:
            ev.append(Event("bonus", "You spend a bonus action token.", PERSON,
                            {"bonus_actions": s.bonus_action}))
    pending = PayFor(action)
    ways = pending.ways(book, s)
    if len(ways) == 1:
        pending.pay(book, s, ways[0], ev)
    else:
        push(s, pending)


@dataclass(frozen=True, slots=True)
class PayFor(PersonChoice):
    """notes §5.1: which tiles to flip (and bonus terrain tokens to spend) for
    ``action``."""

    action: Start

    def ways(self, book: Rulebook, s: WolvesState) -> list[tuple[PaymentSource, ...]]:
        return payments(book, s, paid_terrain(book, s, self.action),
                        book.edition.actions[self.action.name].cost)

    def question(self, game, s: WolvesState) -> str:
        return f"Which tiles do you flip for {ACTION_NAMES[self.action.name]}?"

    def legal(self, game, s: WolvesState) -> list[Action]:
        return [Pay(p) for p in self.ways(game.rulebook, s)]

    def resolve(self, game, s: WolvesState, action: Action, ev: Events) -> None:
        self.pay(game.rulebook, s, action.sources, ev)

    def pay(self, book: Rulebook, s: WolvesState, sources: tuple[PaymentSource, ...],
            ev: Events) -> None:
        """Flip the tiles (the home tile shows the same terrain again) and spend
        the tokens, then carry out the action (notes §7)."""
        if ev is not None:  # named before they are flipped
            done = [("spend a " if isinstance(x, BonusToken) else "flip your ")
                    + source_name(book, s, x) for x in sources]
            text = f"{', '.join(done[:-1])} and {done[-1]}" if len(done) > 1 else done[0]
        for src in sources:
            if isinstance(src, BonusToken):
                s.bonus_terrain -= 1
            elif isinstance(src, CycleTile):
                s.tiles[src.tile] ^= 1
        if ev is not None:
            ev.append(Event("pay", f"You pay for {ACTION_NAMES[self.action.name]}: {text}.",
                            PERSON,
                            {"sources": [str(x) for x in sources],
                             "action": self.action.name}))
        carry_out(book, s, self.action, ev)


def carry_out(book: Rulebook, s: WolvesState, action: Start, ev: Events) -> None:
    """notes §7: the paid action takes effect; a Move then asks which wolves move
    (§7.1), any other action ends at once."""
    match action:
        case MoveOnto(terrain=terrain):
            left = attribute(book, s, "pack_spread")
            push(s, MoveWolves(terrain, left, ()))
            if ev is not None:
                name = book.edition.terrains[terrain]
                ev.append(Event("move", f"Move: up to {left} wolves onto {name}.", PERSON,
                                {"terrain": name, "wolves": left}))
            return
        case BuildDen(hex=h, track=track):
            build_den(book, s, PERSON, h, track, ev)
        case UpgradeToLair(hex=h):
            upgrade(book, s, PERSON, h, ev)
        case HowlAt(hex=h):
            howl(book, s, PERSON, h, ev)
        case DominateAt(hex=h, track=track):
            victim, kind = next((p, k) for p, k in s.pieces[h]
                                if p != PERSON and k == ("pack" if track is None else "den"))
            dominate(book, s, PERSON, h, victim, ev, kind, track)
    end_action(book, s, ev)


def end_action(book: Rulebook, s: WolvesState, ev: Events) -> None:
    """notes §6: after each action the person hunts; with no action and no bonus
    action token left the turn is over."""
    hunt(book, s, PERSON, ev)
    s.actions_left = max(s.actions_left - 1, 0)  # a bonus action leaves it at 0
    if s.actions_left > 0 or s.bonus_action > 0:
        push(s, ChooseAction())


# --- The actions the person may take (notes §7) ------------------------------------------------


def person_actions(book: Rulebook, s: WolvesState) -> list[Start]:
    """Every action the person may start now, with its target (notes §7). The
    person cannot dominate, since every enemy is an AI pack and the AI cannot be
    dominated by the player (solo §5), unless rule option ``dominate_ai`` says so."""
    ed = book.edition
    m = book.map(s)
    out: list[Start] = []
    # How many tiles (and tokens) can pay for each terrain: an action is
    # affordable when that reaches its cost.
    means = [(s.home == t) + s.bonus_terrain for t in range(len(ed.terrains))]
    for k in range(len(s.tiles)):
        means[shows(book, s, k)] += 1

    def affordable(h: int, action: type[Start]) -> bool:
        return means[terrain_index(book, m, h)] >= ed.actions[action.name].cost

    reachable = move_terrains(book, s)
    for t, name in enumerate(ed.terrains):
        if name in reachable and means[t] >= ed.actions[MoveOnto.name].cost:
            out.append(MoveOnto(t, name))
    alphas = set(s.owned(PERSON, "alpha"))
    near = alphas | {n for a in alphas for n in m.neighbours[a]}
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


# --- Move (notes §7.1) ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class MoveWolves(PersonChoice):
    """notes §7.1: during a Move onto ``terrain``, up to ``left`` more wolves may
    move, each once; ``moved`` holds the wolves moved, as (the hex each moved to,
    its kind)."""

    terrain: int
    left: int
    moved: tuple[tuple[int, str], ...]

    def question(self, game, s: WolvesState) -> str:
        return (f"Which wolf moves onto {game.edition.terrains[self.terrain]} (up to "
                f"{self.left} more), or done?")

    def legal(self, game, s: WolvesState) -> list[Action]:
        return [*move_targets(game.rulebook, s, self.terrain, self.moved), Done()]

    def why_not(self, game, s: WolvesState, action: Action) -> str | None:
        if not isinstance(action, WolfMove):
            return None
        return why_not_moved(game.rulebook, s, self.terrain, self.moved, action)

    def resolve(self, game, s: WolvesState, action: Action, ev: Events) -> None:
        book = game.rulebook
        if isinstance(action, WolfMove):
            move_wolf(book, s, PERSON, action.kind, action.source, action.dest, ev)
            moved = (*self.moved, (action.dest, action.kind))
            mine = s.at[PERSON]
            wolves = len(mine[KIND["alpha"]]) + len(mine[KIND["pack"]])
            if self.left > 1 and len(moved) < wolves:
                push(s, MoveWolves(self.terrain, self.left - 1, moved))
                return  # else no wolf is left to move
        end_action(book, s, ev)


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
    if s.lone[move.dest] or is_prey(s, move.dest):
        return f"{dest} holds {'a lone wolf' if s.lone[move.dest] else 'prey'} (notes §7.1)"
    if len(here) >= book.edition.max_pieces_per_hex:
        return f"{dest} is full: it holds {len(here)} pieces (notes §7.1)"
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
