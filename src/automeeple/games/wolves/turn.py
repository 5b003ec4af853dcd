"""The person's turn (notes §5, §6, §7; solo §4 "Player Turns"): two actions and
any bonus actions, each paid by flipping terrain tiles, then the turn ends.

Work items: :class:`PersonTurn` starts the turn, :class:`ChooseAction` asks for an
action (or the end of the turn), :class:`PayFor` for the tiles to flip when there
is more than one way, and :class:`MoveWolves` for each wolf of a Move action.
"""

from __future__ import annotations

from dataclasses import dataclass
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
from .board import build_den, dominate, howl, move_wolf, upgrade
from .hunting import hunt
from .rulebook import Rulebook
from .state import KIND, PERSON, PersonChoice, WolvesState
from .targets import (
    ACTION_NAMES,
    attribute,
    move_targets,
    person_actions,
    shows,
    terrain_index,
    why_not_moved,
    why_not_started,
)

# --- The player board (notes §5) ------------------------------------------------------


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
            ev.append(Event("turn", f"Your turn {s.turns}: {counted(s.actions_left, 'action')} "
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

    def why_not(self, game, s: WolvesState, action: Action) -> str | None:
        return why_not_started(game.rulebook, s, action) if isinstance(action, Start) else None

    def resolve(self, game, s: WolvesState, action: Action, ev: Events) -> None:
        if isinstance(action, Start):
            start_action(game.rulebook, s, action, ev)
        elif ev is not None:  # the turn ends, the actions left untaken: the round goes on
            left = f" ({counted(s.actions_left, 'action')} not taken)" if s.actions_left else ""
            ev.append(Event("end-turn", f"You end your turn{left}.", PERSON,
                            {"actions_left": s.actions_left, "bonus_actions": s.bonus_action}))


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
                ev.append(Event("move", f"Move: up to {counted(left, 'wolf')} onto {name}.", PERSON,
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
