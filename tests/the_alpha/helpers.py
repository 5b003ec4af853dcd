"""Hand-made positions for the rule tests of The Alpha.

A test builds a game (:func:`new_game`), sets it up with the tiles and first Alpha
it wants (:func:`start`, which may also change dens, food, injuries and the week
before the first Stalk), then drives it with readable moves (:func:`play`)::

    game = new_game(4)
    s = start(game, alpha="red", betas={"red": 1, "blue": 1})
    play(game, s, "red: place beta on hare", "blue: place beta on hare", "roll 9")

A move "colour: text" checks that this pack is to move; a move without a colour
(a die roll) checks that chance is. Rolls come from the test edition below, whose
dice are chosen so every kind of face is at hand (every hunting die has X, C<n>
and a 9; the Livestock die has a D).
"""

from __future__ import annotations

from automeeple.engine.core import CHANCE, Event
from automeeple.engine.edition import LoadedEdition
from automeeple.engine.flow import Work
from automeeple.games.the_alpha.edition import EDITION
from automeeple.games.the_alpha.game import AlphaGame
from automeeple.games.the_alpha.options import AlphaOptions
from automeeple.games.the_alpha.setup import DrawRegionTile, HowlLoudest
from automeeple.games.the_alpha.state import AlphaState

COLOURS = ("red", "blue", "green", "yellow", "purple", "grey")
RED, BLUE, GREEN, YELLOW, PURPLE, GREY = range(6)

TEST_EDITION_TOML = """\
name = "Test edition"
placeholder = true
note = "Dice chosen for the rule tests."
colours = ["Red", "Blue", "Green", "Yellow", "Purple", "Grey"]
start_food = 5
weeks = 5
betas = 5
deep_forest_cost = 1
scavenge_food = 1

[setup.3]
large = 0
medium = 2
small = 2
scavenge = 1
livestock = 1

[setup.4]
large = 1
medium = 2
small = 2
scavenge = 2
livestock = 1

[setup.5]
large = 1
medium = 2
small = 3
scavenge = 1
livestock = 1

[setup.6]
large = 1
medium = 2
small = 3
scavenge = 2
livestock = 1

[[tiles]]
id = "bison"
name = "Bison"
size = "large"
die = ["X", "C6", "9", "10", "12", "14"]
carrion = 8

[[tiles]]
id = "moose"
name = "Moose"
size = "large"
die = ["X", "C5", "9", "10", "11", "13"]
carrion = 7

[[tiles]]
id = "caribou"
name = "Caribou"
size = "medium"
die = ["X", "C4", "5", "6", "9", "8"]
carrion = 6

[[tiles]]
id = "deer"
name = "Deer"
size = "medium"
die = ["X", "C4", "4", "6", "9", "8"]
carrion = 5

[[tiles]]
id = "elk"
name = "Elk"
size = "medium"
die = ["X", "C3", "4", "5", "9", "8"]
carrion = 4

[[tiles]]
id = "beaver"
name = "Beaver"
size = "small"
die = ["X", "C2", "1", "2", "9", "4"]
carrion = 3

[[tiles]]
id = "hare"
name = "Hare"
size = "small"
die = ["X", "C1", "1", "2", "9", "3"]
carrion = 2

[[tiles]]
id = "fish"
name = "Fish"
size = "small"
die = ["X", "C2", "0", "2", "9", "4"]
carrion = 3

[[tiles]]
id = "scavenge-1"
name = "Scavenge (north)"
size = "scavenge"

[[tiles]]
id = "scavenge-2"
name = "Scavenge (south)"
size = "scavenge"

[[tiles]]
id = "livestock"
name = "Livestock"
size = "livestock"
die = ["X", "D", "3", "4", "5", "6"]
"""

#: Which tile of a size to draw when the set-up asks, first choice first. With four
#: packs the tiles in play are: scavenge-1, scavenge-2, livestock, beaver, hare,
#: deer, elk and moose.
PREFERRED_TILES = ("hare", "beaver", "fish", "deer", "elk", "caribou", "moose", "bison",
                   "scavenge-1", "scavenge-2")


def dice_edition() -> LoadedEdition:
    """The test edition, loaded."""
    return EDITION.loads(TEST_EDITION_TOML, "test-edition.toml")


def new_game(seats: int = 4, *, shipped: bool = False, pair_as_one_wolf: bool = False,
             edition: LoadedEdition | None = None) -> AlphaGame:
    """A game on the test edition (or the shipped placeholder, or ``edition``)."""
    if edition is None:
        edition = EDITION.load() if shipped else dice_edition()
    return AlphaGame(seats, AlphaOptions(pair_as_one_wolf=pair_as_one_wolf), edition)


def top(state: AlphaState) -> Work | None:
    """The work the game waits for (the top of its turn flow), None when over."""
    return state.flow[-1] if state.flow else None


def seat(colour: str) -> int:
    return COLOURS.index(colour.strip().lower())


def _per_seat(game: AlphaGame, values, default) -> list[int]:
    """A per-pack list from a {colour: n} dict (others keep ``default``)."""
    out = list(default)
    for colour, n in (values or {}).items():
        out[seat(colour)] = n
    assert len(out) == game.seats
    return out


def start(game: AlphaGame, *, alpha: str = "red", tiles=PREFERRED_TILES, seed: int = 1,
          food=None, betas=None, pairs=None, injured_b=None, healing_b=None,
          week: int = 1, events: list[Event] | None = None) -> AlphaState:
    """Set-up: draw ``tiles`` where the set-up draws, change what the keyword
    arguments say ({colour: n}; ``betas`` and ``pairs`` are what is in each den),
    then give the first Alpha its token. The state waits for the first Stalk
    placement."""
    s = game.new_initial_state(seed)
    ev: list[Event] = []
    while isinstance(top(s), DrawRegionTile):
        outcomes = game.chance_request(s).outcomes
        ids = [o.tile for o in outcomes]
        pick = next(t for t in (*tiles, *ids) if t in ids)
        ev += game.apply(s, game.parse_action(s, f"tile {pick}"))
    assert isinstance(top(s), HowlLoudest)
    n = game.seats
    s.food = _per_seat(game, food, s.food)
    s.den_b = _per_seat(game, betas, s.den_b)
    s.den_a = _per_seat(game, pairs, s.den_a)
    s.injured_b = _per_seat(game, injured_b, [0] * n)
    s.healing_b = _per_seat(game, healing_b, [0] * n)
    s.week = week
    ev += game.apply(s, game.parse_action(s, f"first alpha {alpha}"))
    if events is not None:
        events += ev
    return s


def play(game: AlphaGame, state: AlphaState, *moves: str) -> list[Event]:
    """Apply each move; "colour: text" checks that pack is to move, a bare text
    (a chance outcome) that chance is. Returns every event, in order."""
    events: list[Event] = []
    for move in moves:
        who, sep, text = move.partition(":")
        expected = seat(who) if sep else CHANCE
        if not sep:
            text = who
        mover = game.to_move(state)
        assert mover == expected, (
            f"{move!r}: expected {who if sep else 'chance'} to move, "
            f"but it is {COLOURS[mover] if mover >= 0 else mover} ({top(state)})")
        events += game.apply(state, game.parse_action(state, text))
    return events


def slot(game: AlphaGame, state: AlphaState, tile: str) -> int:
    return [game.edition.tiles[i].id for i in state.tiles].index(tile)


def on(game: AlphaGame, state: AlphaState, tile: str, colour: str) -> tuple[int, int]:
    """(Betas, Alpha Pairs) a pack has on a tile."""
    i = slot(game, state, tile) * game.seats + seat(colour)
    return state.on_b[i], state.on_a[i]


def put(game: AlphaGame, state: AlphaState, tile: str, colour: str, betas: int = 0,
        pairs: int = 0) -> None:
    """Move wolves from a den onto a tile directly (for positions the automa sees)."""
    i = slot(game, state, tile) * game.seats + seat(colour)
    p = seat(colour)
    state.den_b[p] -= betas
    state.den_a[p] -= pairs
    state.on_b[i] += betas
    state.on_a[i] += pairs


def tile_ids(game: AlphaGame, state: AlphaState) -> list[str]:
    return [game.edition.tiles[i].id for i in state.tiles]


def of_kind(events: list[Event], kind: str) -> list[Event]:
    return [e for e in events if e.kind == kind]


def legal_texts(game: AlphaGame, state: AlphaState) -> set[str]:
    return {str(a) for a in game.legal_actions(state)}


def hare_fight(game: AlphaGame) -> AlphaState:
    """Red and Blue, each with its Alpha Pair and a Beta Wolf on the Hare, both chose
    Fight (CONFLICT): Red, the Alpha, chooses which of its wolves is wounded."""
    both = {"red": 1, "blue": 1, "green": 0, "yellow": 0}
    s = start(game, alpha="red", betas=both, pairs=both)
    play(game, s, "red: place alpha-pair on hare", "blue: place alpha-pair on hare",
         "red: place beta on hare", "blue: place beta on hare", "roll 9",
         "red: fight", "blue: fight")
    return s
