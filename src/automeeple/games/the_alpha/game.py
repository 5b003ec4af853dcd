"""The Alpha on the engine's contract: who moves, what is legal, applying a move,
chance requests, observations and the result. The rules themselves are in
:mod:`.rules`."""

from __future__ import annotations

from typing import Any, ClassVar

from automeeple.engine.components import Die
from automeeple.engine.core import (
    CHANCE,
    Action,
    ChanceRequest,
    Event,
    GameError,
    IllegalAction,
    Result,
    StateGame,
    why_illegal,
)

from . import rules
from .actions import (
    FIGHT,
    SHARE,
    ActionTable,
    Choose,
    DrawTile,
    FirstAlpha,
    Place,
    Reroll,
    Roll,
    Wound,
)
from .edition import LoadedEdition, load, loads
from .state import (
    CHOOSE,
    DRAW_TILE,
    FIRST_ALPHA,
    HIDDEN,
    OVER,
    PLACE,
    REROLL,
    ROLL,
    WOUND,
    AlphaState,
)


class AlphaGame(StateGame):
    id: ClassVar[str] = "the-alpha"
    title: ClassVar[str] = "The Alpha"
    min_seats: ClassVar[int] = 3
    max_seats: ClassVar[int] = 6

    def __init__(self, seats: int = 4, pair_as_one_wolf: bool = False,
                 edition: LoadedEdition | None = None) -> None:
        if not self.min_seats <= seats <= self.max_seats:
            raise GameError(f"The Alpha is for 3 to 6 players, not {seats}")
        self.loaded = edition or load()
        self.edition = self.loaded.data
        self.seats = seats
        self.actions = ActionTable(self.edition)
        self.table = rules.Table(self.edition, seats, pair_as_one_wolf, self.actions.place)
        self._tile_index = {t.id: i for i, t in enumerate(self.edition.tiles)}
        self._dice = {}
        for i, tile in enumerate(self.edition.tiles):
            if tile.die:
                faces, weights = Die(tile.faces).distribution()
                self._dice[i] = ChanceRequest(f"roll the {tile.name} die",
                                              tuple(self.actions.roll[f] for f in faces), weights)

    # --- description -----------------------------------------------------------

    def options(self) -> dict[str, Any]:
        return {"pair_as_one_wolf": self.table.pair_as_one_wolf}

    def seat_name(self, seat: int) -> str:
        return self.edition.colours[seat]

    # --- the contract ------------------------------------------------------------

    def new_initial_state(self, seed: int) -> AlphaState:
        return rules.setup(self.table, seed)

    def to_move(self, state: AlphaState) -> int:
        return state.actor

    def legal_actions(self, state: AlphaState) -> list[Action]:
        step = state.step
        if state.actor == CHANCE or step == OVER:
            return []
        if step == PLACE:
            return rules.placements(self.table, state, state.actor)
        if step == CHOOSE:
            return [self.actions.choose[FIGHT], self.actions.choose[SHARE]]
        if step == REROLL:
            return [self.actions.reroll[True], self.actions.reroll[False]]
        if step == WOUND:
            return [self.actions.wound[p] for p in rules.wound_choices(state, state.actor)]
        raise AssertionError(f"unknown step {step}")

    def chance_request(self, state: AlphaState) -> ChanceRequest:
        step = state.step
        if step == ROLL:
            return self._dice[state.tiles[state.chase[0]]]
        if step == DRAW_TILE:
            size = state.to_draw[0]
            left = [t for i, t in enumerate(self.edition.tiles)
                    if t.size == size and i not in state.tiles]
            return ChanceRequest(f"draw a {size} region tile",
                                 tuple(self.actions.draw_tile[t.id] for t in left),
                                 (1,) * len(left))
        if step == FIRST_ALPHA:
            return ChanceRequest("choose who howls the loudest (the first Alpha)",
                                 tuple(self.actions.first_alpha[:self.seats]), (1,) * self.seats)
        raise IllegalAction(f"no chance event is pending ({state.step})")

    def apply(self, state: AlphaState, action: Action, checked: bool = True) -> list[Event]:
        """Perform ``action``; an illegal one raises :class:`IllegalAction` and
        leaves the state untouched. ``checked=False`` skips the legality check, for
        a caller that has just taken ``action`` from ``legal_actions(state)`` or the
        chance request (as OpenSpiel's ApplyAction does beside
        ApplyActionWithLegalityCheck)."""
        if checked and action not in (
                self.chance_request(state).outcomes if state.actor == CHANCE
                else self.legal_actions(state)):
            raise IllegalAction(why_illegal(self, state, action))
        ev: list[Event] = []
        table = self.table
        if isinstance(action, Place):
            slot = state.tiles.index(self._tile_index[action.tile])
            rules.place(table, state, action.piece, slot, ev)
        elif isinstance(action, Roll):
            rules.roll(table, state, action.face, ev)
        elif isinstance(action, Choose):
            rules.choose(table, state, action.choice, ev)
        elif isinstance(action, Reroll):
            rules.reroll(table, state, action.accept, ev)
        elif isinstance(action, Wound):
            rules.wound(table, state, state.actor, action.piece, ev)
            rules.next_wound(table, state, ev)
        elif isinstance(action, DrawTile):
            rules.draw_tile(table, state, self._tile_index[action.tile], ev)
        else:
            assert isinstance(action, FirstAlpha)
            rules.first_alpha(table, state, self.actions.first_alpha.index(action), ev)
        return ev

    def observation(self, state: AlphaState, seat: int) -> AlphaState:
        """What ``seat`` may see: everything on the table, but no other pack's
        unrevealed Conflict Token and no random stream (the future dice)."""
        obs = state.clone()
        obs.rng = None
        c = obs.conflict
        if c is not None and state.step == CHOOSE:  # revealed once all have chosen
            c.choices = [ch if (p == seat or ch is None) else HIDDEN
                         for p, ch in zip(c.packs, c.choices, strict=True)]
        return obs

    def action_index(self, action: Action) -> int:
        return self.actions.index(action)

    def result(self, state: AlphaState) -> Result:
        if state.step != OVER:
            raise IllegalAction("the game is not over yet")
        order = rules.standings(state)
        places = [0] * self.seats
        for place, seat in enumerate(order, 1):
            places[seat] = place
        winner = order[0]
        return Result(tuple(state.food), tuple(places), winner,
                      f"{self.seat_name(winner)} is THE ALPHA with {state.food[winner]} food.")


def make(seats: int, options: dict[str, Any], edition_text: str | None = None,
         edition_source: str = "edition") -> AlphaGame:
    """The registry's factory; ``edition_text`` None means the shipped edition."""
    edition = loads(edition_text, edition_source) if edition_text is not None else None
    return AlphaGame(seats, bool(options.get("pair_as_one_wolf", False)), edition)
