"""SETUP (rules.txt): dens, food markers, the Weeks Left token, the region tiles
for the number of packs, and the first Alpha. Which tiles of a size are used (when
not all of them are) and who howls the loudest are chance events."""

from __future__ import annotations

from dataclasses import dataclass

from automeeple.engine.core import ChanceRequest, Event
from automeeple.engine.flow import Chance, Events, Step, push
from automeeple.engine.rng import Stream

from .actions import DrawTile, FirstAlpha
from .edition import SIZE_ORDER, Tile
from .rulebook import Rulebook, forest
from .state import SOURCES, AlphaState
from .week import Week


def set_up(book: Rulebook, seed: int) -> AlphaState:
    """Setup 1-5: every den holds its Alpha Pair and Betas, every food marker is on
    the start space, the Weeks Left token on its first week; the tiles of a size
    that are all used lie out, the others wait to be drawn (Setup 5), and then the
    loudest howler takes the Alpha Token (Setup 6)."""
    ed, n = book.edition, book.seats
    s = AlphaState()
    s.seats = n
    s.rng = Stream.named(seed, "chance")
    s.flow = []
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
    s.food = [ed.start_food] * n
    s.den_b = [ed.betas] * n
    s.den_a = [1] * n
    for name in ("injured_b", "injured_a", "healing_b", "healing_a", "dead_b", "dead_a"):
        setattr(s, name, [0] * n)
    s.on_b, s.on_a = [], []
    s.carrion, s.carrion_next, s.faces = [], [], []
    s.conflict = None
    s.income = [0] * (len(SOURCES) * n)
    push(s, SetTheTable(), *(DrawRegionTile(size) for size in draws), HowlLoudest())
    return s


@dataclass(frozen=True, slots=True)
class SetTheTable(Step):
    """SETUP 1-4, told first, before the table is asked to draw a region tile: the
    Food Tracker and Weeks Left token, each pack's Den Board, Alpha Pair, Betas (one
    its food marker) and Conflict Token."""

    def run(self, game, s: AlphaState, ev: Events) -> None:
        if ev is None:
            return
        ed, book = game.edition, game.rulebook
        packs = ", ".join(ed.colours[:book.seats])
        ev.append(Event(
            "setup", f'Set-up (SETUP 1-4): put the Food Tracker in the middle of the table '
                     f'and the Weeks Left token on its "{ed.weeks}" space. Each pack ({packs}) '
                     f"takes its Den Board, Alpha Pair, {ed.betas + 1} Beta Wolves and Conflict "
                     f'Token: one Beta on the Food Tracker\'s "{ed.start_food}" space (its '
                     f"food marker), the Alpha Pair and the other {ed.betas} Betas on its Den "
                     "Board.", None, {}))


@dataclass(frozen=True, slots=True)
class DrawRegionTile(Chance):
    """Setup 5: one region tile of ``size``, from those of that size not yet used."""

    size: str

    def request(self, game, s: AlphaState) -> ChanceRequest:
        """The tiles of the size not yet in play, each reported by its printed name.
        The Scavenge tiles are alike (no die, no animal): which one lies out makes
        no difference at the table, so the program picks it and nobody is asked."""
        tiles = game.edition.tiles
        left = [t for i, t in enumerate(tiles) if t.size == self.size and i not in s.tiles]
        return ChanceRequest(f"draw a {self.size} region tile",
                             tuple(game.actions.draw_tile[t.id] for t in left),
                             (1,) * len(left), physical=self.size != "scavenge",
                             labels=tuple(t.name for t in left),
                             gone=tuple(tiles[i].name for i in s.tiles
                                        if tiles[i].size == self.size))

    def resolve(self, game, s: AlphaState, action: DrawTile, ev: Events) -> None:
        book = game.rulebook
        index = book.tile_index[action.tile]
        s.tiles = (*s.tiles, index)
        if ev is not None:
            tile = book.edition.tiles[index]
            # The Scavenge tiles are alike: any of them will do, an instruction.
            text = (f"A Scavenge tile is laid beside the {forest(tile)} (they are alike; the "
                    f"program calls it {tile.name})." if self.size == "scavenge"
                    else f"The {tile.name} tile ({tile.size}) is in play: lay it beside the "
                         f"{forest(tile)}.")
            ev.append(Event("setup", text, None, {"tile": tile.id, "size": tile.size}))


@dataclass(frozen=True, slots=True)
class HowlLoudest(Chance):
    """Setup 6: the player who howls the loudest is the first player and takes the
    Alpha Token. The tiles are laid out smallest region first, the order of
    Resolve; then the first week begins."""

    def request(self, game, s: AlphaState) -> ChanceRequest:
        return game.rulebook.howl

    def resolve(self, game, s: AlphaState, action: FirstAlpha, ev: Events) -> None:
        book = game.rulebook
        seat = book.howl.outcomes.index(action)
        ed = book.edition
        order = {size: i for i, size in enumerate(SIZE_ORDER)}
        s.tiles = tuple(sorted(s.tiles, key=lambda i: (order[ed.tiles[i].size], i)))
        slots = len(s.tiles)
        s.on_b = [0] * (slots * s.seats)
        s.on_a = [0] * (slots * s.seats)
        s.carrion = [False] * slots
        s.carrion_next = [False] * slots
        s.alpha = seat
        if ev is not None:
            laid = [ed.tiles[i] for i in s.tiles]
            for text in lay_the_dice(laid):
                ev.append(Event("setup", text, None, {}))
            sides = []
            for side in ("Near Forest", "Deep Forest"):
                names = [t.name for t in laid if forest(t) == side]
                if names:
                    sides.append(f"beside the {side}, {', '.join(names)}")
            ev.append(Event("setup", "Region tiles in play, smallest first (the order of "
                                     f"Resolve): {'; '.join(sides)}.", None,
                            {"tiles": [t.id for t in laid]}))
            ev.append(Event("alpha", f"{book.colour(seat)} howls the loudest and takes the "
                                     "Alpha Token.", seat, {"alpha": seat}))
        push(s, Week())


def lay_the_dice(laid: list[Tile]) -> list[str]:
    """SETUP 5 once every tile lies out, as instructions naming the components: the
    dice beside their tiles, and which Scavenge tile is which when both are used
    (they are alike)."""
    dice = [t.name for t in laid if t.die]
    out = [f"Put the {', '.join(dice[:-1])} and {dice[-1]} dice beside their tiles (SETUP 5; "
           "a Scavenge tile has no die)."]
    scavenge = [t.name for t in laid if t.size == "scavenge"]
    if len(scavenge) > 1:
        out.append(f"The Scavenge tiles are alike: the first beside the Near Forest is "
                   f"{scavenge[0]}, the next {', then '.join(scavenge[1:])}.")
    return out

