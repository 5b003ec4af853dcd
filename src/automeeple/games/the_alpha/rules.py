"""The rules of The Alpha, phase by phase, as in ``rules/the-alpha/rules.txt``.

Each function takes the :class:`Table` (the edition's tiles and the rule options),
the state and the list of events to add to, and carries on through every automatic
step until someone (a pack or chance) has to decide. The rules keep nothing of
their own.
"""

from __future__ import annotations

from typing import NamedTuple

from automeeple.engine.core import CHANCE, TERMINAL, Event
from automeeple.engine.rng import Stream

from .actions import BETA, FIGHT, PAIR, Place
from .edition import SIZE_ORDER, AlphaEdition, Face, Tile
from .state import (
    CHOOSE,
    DRAW_TILE,
    FIRST_ALPHA,
    OVER,
    PLACE,
    REROLL,
    ROLL,
    WOUND,
    AlphaState,
    Conflict,
)

# Where a tile lies, for Stalk: hunting tiles in the Near or the Deep Forest, or
# the tiles that take one wolf per pack (Scavenge) or one in total (Livestock).
NEAR, DEEP, SCAVENGE, LIVESTOCK = range(4)


class Layout(NamedTuple):
    """Placements by where they go: each one-wolf tile (slot, kind, Beta, Pair);
    for the Near and the Deep Forest, (Betas only, Pairs only, both)."""

    limited: tuple[tuple[int, int, Place, Place], ...]
    near: tuple[tuple[Place, ...], ...]
    deep: tuple[tuple[Place, ...], ...]


class Table:
    """What the rules read but never change: the edition, the seat count and the
    rule options, with each tile's Stalk kind worked out once."""

    def __init__(self, edition: AlphaEdition, seats: int, pair_as_one_wolf: bool,
                 place: dict[tuple[str, str], Place]):
        self.edition = edition
        self.colours = edition.colours
        #: The Beta and Alpha Pair placements onto each tile (from the ActionTable).
        self.place = tuple((place[(BETA, t.id)], place[(PAIR, t.id)]) for t in edition.tiles)
        self.seats = seats
        #: Rule option: may the Alpha Pair go where the rules allow "one wolf" (a
        #: Scavenge tile per pack, the Livestock in total)? Off by default: the pair
        #: counts as two wolves (Stalk).
        self.pair_as_one_wolf = pair_as_one_wolf
        self.kind = tuple(
            SCAVENGE if t.size == "scavenge" else LIVESTOCK if t.size == "livestock"
            else DEEP if t.deep_forest else NEAR for t in edition.tiles)

        self._layouts: dict[tuple[int, ...], Layout] = {}

    def layout(self, tiles: tuple[int, ...]) -> Layout:
        """The placements onto the tiles in play, grouped for :func:`placements`."""
        lay = self._layouts.get(tiles)
        if lay is None:
            def forest(kind: int) -> tuple[tuple[Place, ...], ...]:
                here = [self.place[ti] for ti in tiles if self.kind[ti] == kind]
                return (tuple(b for b, _ in here), tuple(p for _, p in here),
                        tuple(a for pair in here for a in pair))
            limited = tuple((slot, self.kind[ti], *self.place[ti])
                            for slot, ti in enumerate(tiles) if self.kind[ti] >= SCAVENGE)
            lay = self._layouts[tiles] = Layout(limited, forest(NEAR), forest(DEEP))
        return lay

    def tile(self, state: AlphaState, slot: int) -> Tile:
        return self.edition.tiles[state.tiles[slot]]

    def colour(self, seat: int) -> str:
        return self.colours[seat]


# --- Setup ---------------------------------------------------------------------


def setup(table: Table, seed: int) -> AlphaState:
    """Setup 1-6: dens, food markers on the start space, Weeks Left on 5, the
    region tiles for the player count. Which tiles of a size are used, when not
    all of them are, and who howls the loudest are chance events."""
    ed, n = table.edition, table.seats
    s = AlphaState()
    s.seats = n
    s.rng = Stream.named(seed, "chance")
    s.week = 1
    s.alpha = -1
    count = ed.setup[str(n)]
    fixed, draws = [], []
    for size in SIZE_ORDER:
        wanted = getattr(count, size)
        of_size = [i for i, t in enumerate(ed.tiles) if t.size == size]
        if wanted == len(of_size):
            fixed.extend(of_size)
        else:
            draws.extend([size] * wanted)
    s.tiles = tuple(fixed)
    s.to_draw = tuple(draws)
    s.food = [ed.start_food] * n
    s.den_b = [ed.betas] * n
    s.den_a = [1] * n
    for name in ("injured_b", "injured_a", "healing_b", "healing_a", "dead_b", "dead_a"):
        setattr(s, name, [0] * n)
    s.on_b, s.on_a = [], []
    s.carrion, s.carrion_next, s.faces, s.settled = [], [], [], []
    s.chase, s.rolled, s.declined = [], [], []
    s.resolve_at = 0
    s.conflict = None
    s.step = DRAW_TILE if draws else FIRST_ALPHA
    s.actor = CHANCE
    return s


def draw_tile(table: Table, s: AlphaState, tile_index: int, ev: list[Event]) -> None:
    tile = table.edition.tiles[tile_index]
    s.tiles = (*s.tiles, tile_index)
    s.to_draw = s.to_draw[1:]
    ev.append(Event("setup", f"The {tile.name} tile ({tile.size}) is in play."))
    if not s.to_draw:
        s.step = FIRST_ALPHA


def first_alpha(table: Table, s: AlphaState, seat: int, ev: list[Event]) -> None:
    """Setup 6: the loudest howler is the first player and takes the Alpha Token."""
    ed = table.edition
    order = {size: i for i, size in enumerate(SIZE_ORDER)}
    s.tiles = tuple(sorted(s.tiles, key=lambda i: (order[ed.tiles[i].size], i)))
    slots = len(s.tiles)
    s.on_b = [0] * (slots * s.seats)
    s.on_a = [0] * (slots * s.seats)
    s.carrion = [False] * slots
    s.carrion_next = [False] * slots
    s.alpha = seat
    ev.append(Event("alpha", f"{table.colour(seat)} howls the loudest and takes the Alpha Token.",
                    seat))
    start_week(table, s, ev)


def start_week(table: Table, s: AlphaState, ev: list[Event]) -> None:
    slots = len(s.tiles)
    s.faces = [None] * slots
    s.settled = [False] * slots
    weeks_left = table.edition.weeks - s.week + 1
    ev.append(Event("week", f"Week {s.week} ({weeks_left} left). Stalk begins with "
                            f"{table.colour(s.alpha)}, the Alpha."))
    s.step = PLACE
    s.actor = s.alpha
    if not s.in_den(s.alpha):
        next_stalker(table, s, ev)


# --- Stalk -----------------------------------------------------------------------


def placements(table: Table, s: AlphaState, seat: int) -> list[Place]:
    """Stalk: every placement the pack may make now, tile by tile, Beta first.

    A Beta or the Alpha Pair from the den onto any tile, except: the Deep Forest
    costs food and is closed at zero food; one wolf per pack on each Scavenge tile;
    one wolf in all on the Livestock. Injured and healing wolves are not in the den.
    """
    has_b, has_a = s.den_b[seat] > 0, s.den_a[seat] > 0
    if not (has_b or has_a):
        return []
    which = 2 if has_b and has_a else 0 if has_b else 1
    n, on_b, on_a = s.seats, s.on_b, s.on_a
    pair_fits = has_a and table.pair_as_one_wolf
    lay = table.layout(s.tiles)
    out = []
    # Slots run smallest region first: Scavenge, Livestock, Near, then Deep Forest.
    for slot, kind, beta, pair in lay.limited:
        if kind == SCAVENGE:
            i = slot * n + seat
            if on_b[i] or on_a[i]:
                continue
        else:
            base = slot * n
            if any(on_b[base:base + n]) or any(on_a[base:base + n]):
                continue
        if has_b:
            out.append(beta)
        if pair_fits:
            out.append(pair)
    out += lay.near[which]
    food = s.food[seat]
    if food > 0 and food >= table.edition.deep_forest_cost:
        out += lay.deep[which]
    return out


def place(table: Table, s: AlphaState, piece: str, slot: int, ev: list[Event]) -> None:
    seat = s.actor
    ti = s.tiles[slot]
    tile = table.edition.tiles[ti]
    i = slot * s.seats + seat
    if piece == BETA:
        s.den_b[seat] -= 1
        s.on_b[i] += 1
        what = "a Beta Wolf"
    else:
        s.den_a[seat] -= 1
        s.on_a[i] += 1
        what = "the Alpha Pair"
    text = f"{table.colour(seat)} places {what} on the {tile.name}"
    if table.kind[ti] == DEEP:
        cost = table.edition.deep_forest_cost
        s.food[seat] -= cost
        text += f" (Deep Forest: pays {cost} food, now {s.food[seat]})"
    ev.append(Event("place", text + ".", seat))
    next_stalker(table, s, ev)


def next_stalker(table: Table, s: AlphaState, ev: list[Event]) -> None:
    """Stalk proceeds clockwise, skipping empty dens, until every den is empty."""
    n, den_b, den_a = s.seats, s.den_b, s.den_a
    for k in range(1, n + 1):
        seat = (s.actor + k) % n
        if den_b[seat] or den_a[seat]:
            s.actor = seat
            return
    establish_dominance(table, s, ev)


# --- Establish Dominance and Chase ------------------------------------------------


def establish_dominance(table: Table, s: AlphaState, ev: list[Event]) -> None:
    s.chase = []
    for slot in range(len(s.tiles)):
        packs, dom = s.region(slot)
        if not packs:
            continue
        tile = table.tile(s, slot)
        if tile.size == "scavenge":
            names = ", ".join(table.colour(p) for p in packs)
            ev.append(Event("dominance", f"{tile.name}: {names} scavenge (no dominance)."))
            continue
        # Chase: every tile with wolves rolls, except Scavenge and carrion tiles.
        if not s.carrion[slot]:
            s.chase.append(slot)
        wolves = s.strength(slot, dom[0])
        names = " and ".join(table.colour(p) for p in dom)
        verb = "is" if len(dom) == 1 else "are"
        text = f"{tile.name}: {names} {verb} dominant ({wolves} wol{'f' if wolves == 1 else 'ves'})"
        scav = [p for p in packs if p not in dom]
        if scav:
            text += "; scavengers: " + ", ".join(table.colour(p) for p in scav)
        ev.append(Event("dominance", text + "."))
    next_chase(table, s, ev)


def next_chase(table: Table, s: AlphaState, ev: list[Event]) -> None:
    """Chase: the Dominant Pack rolls the region die; among several, the one
    seated closest to the Alpha clockwise."""
    if not s.chase:
        s.resolve_at = 0
        resolve(table, s, ev)
        return
    slot = s.chase[0]
    roller = s.dominant(slot)[0]
    s.rolled = [roller]
    s.declined = []
    s.step, s.actor = ROLL, CHANCE


def roll(table: Table, s: AlphaState, face: Face, ev: list[Event]) -> None:
    slot = s.chase[0]
    tile = table.tile(s, slot)
    roller = s.rolled[-1]
    ev.append(Event("roll", f"{table.colour(roller)} rolls the {tile.name} die: {face}.", roller))
    if face.kind == "food":
        s.faces[slot] = face
        end_chase(table, s, ev)
    elif face.kind == "X":
        offer_reroll(table, s, ev)
    elif face.kind == "C":
        # C: all packs on the tile are in an immediate conflict for the small number.
        packs = s.region(slot)[0]
        ev.append(Event("carrion", f"Carrion! All packs on the {tile.name} fight or share "
                                   f"for {face.food} food now."))
        start_conflict(table, s, Conflict(slot, face.food, tuple(packs), (), True), ev)
    else:  # "D": the wolf on the Livestock dies and leaves the game.
        seat = s.region(slot)[0][0]
        i = slot * s.seats + seat
        what = "Beta Wolf" if s.on_b[i] else "Alpha Pair"
        s.dead_b[seat] += s.on_b[i]
        s.dead_a[seat] += s.on_a[i]
        s.on_b[i] = s.on_a[i] = 0
        s.settled[slot] = True
        ev.append(Event("dead", f"Dead wolf: {table.colour(seat)}'s {what} on the {tile.name} "
                                f"dies and leaves the game.", seat))
        end_chase(table, s, ev)


def offer_reroll(table: Table, s: AlphaState, ev: list[Event]) -> None:
    """X: another Dominant Pack may choose to re-roll; if none does, the prey got
    away and every wolf on the tile goes home."""
    slot = s.chase[0]
    waiting = [p for p in s.dominant(slot) if p not in s.rolled and p not in s.declined]
    if waiting:
        s.step, s.actor = REROLL, waiting[0]
        return
    tile = table.tile(s, slot)
    send_home(s, slot)
    s.settled[slot] = True
    ev.append(Event("escape", f"The {tile.name} got away: no food there; its wolves go home."))
    end_chase(table, s, ev)


def reroll(table: Table, s: AlphaState, accept: bool, ev: list[Event]) -> None:
    seat = s.actor
    tile = table.tile(s, s.chase[0])
    if accept:
        s.rolled.append(seat)
        s.step, s.actor = ROLL, CHANCE
        ev.append(Event("reroll", f"{table.colour(seat)} re-rolls the {tile.name} die.", seat))
    else:
        s.declined.append(seat)
        ev.append(Event("reroll", f"{table.colour(seat)} lets the X stand.", seat))
        offer_reroll(table, s, ev)


def end_chase(table: Table, s: AlphaState, ev: list[Event]) -> None:
    s.chase.pop(0)
    s.rolled, s.declined = [], []
    next_chase(table, s, ev)


def send_home(s: AlphaState, slot: int) -> None:
    n = s.seats
    for seat in range(n):
        i = slot * n + seat
        s.den_b[seat] += s.on_b[i]
        s.den_a[seat] += s.on_a[i]
        s.on_b[i] = s.on_a[i] = 0


# --- Resolve -------------------------------------------------------------------------


def resolve(table: Table, s: AlphaState, ev: list[Event]) -> None:
    """Resolve each tile from the smallest region to the largest (slots are kept in
    that order); stop when a conflict needs the packs' choices."""
    ed = table.edition
    while s.resolve_at < len(s.tiles):
        slot = s.resolve_at
        s.resolve_at += 1
        if s.settled[slot]:
            continue
        packs, dom = s.region(slot)
        if not packs:
            continue
        tile = table.tile(s, slot)
        if tile.size == "scavenge":
            # Scavenge: 1 food guaranteed per pack, never a conflict.
            for p in packs:
                gain(table, s, p, ed.scavenge_food, f"scavenging on the {tile.name}", ev)
            continue
        if s.carrion[slot]:
            stake = tile.carrion
            what = f"the {tile.name} carrion"
        else:
            stake = s.faces[slot].food
            what = f"the {tile.name} hunt"
        if len(dom) == 1:
            gain(table, s, dom[0], stake, what, ev)
            continue
        scav = tuple(p for p in packs if p not in dom)
        ev.append(Event("conflict", f"Conflict on the {tile.name}: "
                                    f"{' and '.join(table.colour(p) for p in dom)} "
                                    f"contest {stake} food."))
        start_conflict(table, s, Conflict(slot, stake, tuple(dom), scav, False), ev)
        if s.conflict is not None:
            return
    advance(table, s, ev)


def gain(table: Table, s: AlphaState, seat: int, food: int, why: str, ev: list[Event]) -> None:
    s.food[seat] += food
    ev.append(Event("food", f"{table.colour(seat)} gains {food} food from {why} "
                            f"(now {s.food[seat]}).", seat))


def share_out(table: Table, s: AlphaState, food: int, packs, why: str, ev: list[Event]) -> None:
    """Food divided evenly; leftover food one at a time starting with the Alpha, or,
    when the Alpha is not among them, with the pack seated closest to the Alpha
    clockwise, and so on clockwise (Resolve, "Leftover Food")."""
    order = s.from_alpha(packs)
    each, left = divmod(food, len(order))
    for k, p in enumerate(order):
        gain(table, s, p, each + (1 if k < left else 0), why, ev)


# --- Conflict ----------------------------------------------------------------------


def start_conflict(table: Table, s: AlphaState, c: Conflict, ev: list[Event]) -> None:
    if len(c.packs) == 1:
        # A conflict of one pack: it takes everything, no token to turn.
        gain(table, s, c.packs[0], c.stake, f"the {table.tile(s, c.slot).name} carrion", ev)
        end_conflict(table, s, c, ev)
        return
    s.conflict = c
    s.step, s.actor = CHOOSE, c.packs[0]


def choose(table: Table, s: AlphaState, choice: str, ev: list[Event]) -> None:
    """Each pack secretly turns its Conflict Token; all reveal together."""
    c = s.conflict
    k = c.packs.index(s.actor)
    c.choices[k] = choice
    ev.append(Event("secret", f"{table.colour(s.actor)} has chosen in secret.", s.actor))
    waiting = [p for p, ch in zip(c.packs, c.choices, strict=True) if ch is None]
    if waiting:
        s.actor = waiting[0]
        return
    reveal(table, s, ev)


def reveal(table: Table, s: AlphaState, ev: list[Event]) -> None:
    """The Conflict Result Table."""
    c = s.conflict
    tile = table.tile(s, c.slot)
    shown = ", ".join(f"{table.colour(p)} {ch.upper()}"
                      for p, ch in zip(c.packs, c.choices, strict=True))
    ev.append(Event("reveal", f"Conflict tokens on the {tile.name}: {shown}."))
    fighters = [p for p, ch in zip(c.packs, c.choices, strict=True) if ch == FIGHT]
    sharers = [p for p, ch in zip(c.packs, c.choices, strict=True) if ch != FIGHT]
    why = f"the {tile.name} conflict"
    if not fighters:
        share_out(table, s, c.stake, sharers, why, ev)
    elif len(fighters) == 1:
        gain(table, s, fighters[0], c.stake, why, ev)
    else:
        # Two or more fight: each fighter has a wolf wounded and gets nothing. The
        # food goes to the packs that shared; if every dominant pack fought, the
        # scavengers divide it; with nobody left, it is lost.
        receivers = sharers or list(c.scavengers)
        if receivers:
            share_out(table, s, c.stake, receivers, why, ev)
        else:
            ev.append(Event("lost", f"Everyone fought: the {c.stake} food is lost."))
        c.wounds = fighters
    next_wound(table, s, ev)


def wound_choices(s: AlphaState, seat: int) -> list[str]:
    c = s.conflict
    i = c.slot * s.seats + seat
    return [p for p, here in ((BETA, s.on_b[i]), (PAIR, s.on_a[i])) if here]


def next_wound(table: Table, s: AlphaState, ev: list[Event]) -> None:
    """One wolf from each Fight pack goes to the Injured space. The pack picks which
    when it has both a Beta and its Alpha Pair in the region."""
    c = s.conflict
    while c.wounds:
        seat = c.wounds[0]
        pieces = wound_choices(s, seat)
        if len(pieces) > 1:
            s.step, s.actor = WOUND, seat
            return
        wound(table, s, seat, pieces[0], ev)
    s.conflict = None
    end_conflict(table, s, c, ev)


def wound(table: Table, s: AlphaState, seat: int, piece: str, ev: list[Event]) -> None:
    c = s.conflict
    c.wounds.remove(seat)
    i = c.slot * s.seats + seat
    if piece == BETA:
        s.on_b[i] -= 1
        s.injured_b[seat] += 1
        what = "a Beta Wolf"
    else:
        s.on_a[i] -= 1
        s.injured_a[seat] += 1
        what = "its Alpha Pair"
    ev.append(Event("wound", f"{table.colour(seat)} has {what} wounded: to the Injured space.",
                    seat))


def end_conflict(table: Table, s: AlphaState, c: Conflict, ev: list[Event]) -> None:
    if c.carrion_roll:
        # C: non-wounded wolves go home; the tile shows carrion next week.
        tile = table.tile(s, c.slot)
        send_home(s, c.slot)
        s.settled[c.slot] = True
        s.carrion_next[c.slot] = True
        ev.append(Event("carrion", f"The {tile.name} tile turns to its carrion side for "
                                   f"next week ({tile.carrion} food)."))
        end_chase(table, s, ev)
    else:
        resolve(table, s, ev)


# --- Advance --------------------------------------------------------------------


def advance(table: Table, s: AlphaState, ev: list[Event]) -> None:
    """Wolves home; Healing to the den; Injured to Healing; Weeks Left down; the
    Alpha Token to the most food; the game ends when no weeks are left."""
    n = s.seats
    for slot in range(len(s.tiles)):
        send_home(s, slot)
    for seat in range(n):
        s.den_b[seat] += s.healing_b[seat]
        s.den_a[seat] += s.healing_a[seat]
        s.healing_b[seat], s.healing_a[seat] = s.injured_b[seat], s.injured_a[seat]
        s.injured_b[seat] = s.injured_a[seat] = 0
    for slot in range(len(s.tiles)):
        # A carrion week is over: the tile turns back; a C rolled this week shows now.
        s.carrion[slot] = s.carrion_next[slot]
        s.carrion_next[slot] = False
    pass_alpha_token(table, s, ev)
    if s.week >= table.edition.weeks:
        s.step, s.actor = OVER, TERMINAL
        ev.append(Event("end", "No weeks are left: the game is over."))
        return
    s.week += 1
    start_week(table, s, ev)


def pass_alpha_token(table: Table, s: AlphaState, ev: list[Event]) -> None:
    """To the pack with the most food; ties go to the pack closest clockwise to the
    current Alpha, and a holder tied for the most keeps it."""
    top = max(s.food)
    new = s.from_alpha(p for p in range(s.seats) if s.food[p] == top)[0]
    if new != s.alpha:
        ev.append(Event("alpha", f"{table.colour(new)} has the most food ({top}) and takes the "
                                 f"Alpha Token from {table.colour(s.alpha)}.", new))
        s.alpha = new
    else:
        ev.append(Event("alpha", f"{table.colour(new)} keeps the Alpha Token.", new))


def standings(s: AlphaState) -> list[int]:
    """Packs from first to last: most food; a tie goes to the Alpha Token holder,
    otherwise to the pack seated nearest the Alpha clockwise (Tie Breaker)."""
    n = s.seats
    return sorted(range(n), key=lambda p: (-s.food[p], (p - s.alpha) % n))
