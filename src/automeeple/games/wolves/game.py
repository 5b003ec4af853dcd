"""The Wolves (solo) on the engine's contract. Seat 0 is the person; seats 1 and 2
are the AI packs, automa seats: their activations are rules driven by the tiles
drawn from the bag, never a choice."""

from __future__ import annotations

from collections import Counter
from typing import Any, ClassVar

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
from automeeple.engine.rng import Stream

from . import rules
from .actions import (
    ActionTable,
    AIStart,
    AITileDraw,
    Board,
    Done,
    Draft,
    EndTurn,
    Home,
    Pay,
    Prey,
    Start,
    Step,
    Token,
)
from .edition import ATTRIBUTES, LoadedEdition, WolvesEdition, load, loads
from .state import (
    ACTION,
    AI_START,
    AI_TILE,
    BOARD,
    DRAFT,
    HOME,
    MOVE,
    OVER,
    PAY,
    PERSON,
    PREY,
    TOKEN,
    WolvesState,
)

COLOURS = ("Grey", "Brown", "White")
DISPLACE_TO = ("nearest", "adjacent")


class WolvesGame(StateGame):
    id: ClassVar[str] = "wolves"
    title: ClassVar[str] = "The Wolves"
    min_seats: ClassVar[int] = 3
    max_seats: ClassVar[int] = 3

    def __init__(self, edition: LoadedEdition[WolvesEdition] | None = None,
                 max_rounds: int = 40, displace_to: str = "nearest",
                 den_with_enemy_alpha: bool = True, one_lair_per_region: bool = True,
                 grasslands_onward: bool = False) -> None:
        if max_rounds < 1:
            raise GameError("max_rounds must be at least 1")
        if displace_to not in DISPLACE_TO:
            raise GameError(f"displace_to must be one of {', '.join(DISPLACE_TO)}")
        self.loaded = edition or load()
        self.edition = self.loaded.data
        self.seats = 3
        self.table = rules.Table(self.edition, COLOURS, max_rounds, displace_to,
                                 den_with_enemy_alpha, one_lair_per_region, grasslands_onward)
        self.actions = ActionTable(self.edition.terrains, self.edition.ai_tiles, ATTRIBUTES)

    def options(self) -> dict[str, Any]:
        t = self.table
        return {"max_rounds": t.max_rounds, "displace_to": t.displace_to,
                "den_with_enemy_alpha": t.den_with_enemy_alpha,
                "one_lair_per_region": t.one_lair_per_region,
                "grasslands_onward": t.grasslands_onward}

    def seat_name(self, seat: int) -> str:
        return COLOURS[seat]

    # --- the contract ------------------------------------------------------------

    def new_initial_state(self, seed: int) -> WolvesState:
        s = WolvesState()
        s.rng = Stream.named(seed, "chance")
        rules.setup(self.table, s)
        return s

    def to_move(self, s: WolvesState) -> int:
        return s.actor

    def legal_actions(self, s: WolvesState) -> list[Action]:
        t, a = self.table, self.actions
        if s.actor == CHANCE or s.step == OVER:
            return []
        if s.step == DRAFT:
            return [Draft(h) for h in rules.draft_hexes(t, s)]
        if s.step == ACTION:
            starts = ([a.start(*x) for x in rules.person_actions(t, s)]
                      if s.actions_left > 0 or s.bonus_action > 0 else [])
            return [*starts, EndTurn()]
        if s.step == PAY:
            kind, target, *_ = s.pending
            terrain = target if kind == "move" else rules.terrain_index(t, t.map(s), target)
            cost = self.edition.actions[kind].cost
            return [Pay(p) for p in rules.payments(t, s, terrain, cost)]
        if s.step == MOVE:
            _, terrain, _ = s.pending
            return [*(Step(k, src, dst) for k, src, dst in
                      rules.move_targets(t, s, terrain, s.moved)), Done()]
        raise AssertionError(f"unknown step {s.step}")

    def chance_request(self, s: WolvesState) -> ChanceRequest:
        t, ed = self.table, self.edition
        if s.step == BOARD:
            left = [Board(p) for p in range(len(ed.palettes)) if p not in s.palettes]
            return ChanceRequest("lay a region board at the next place", tuple(left),
                                 (1,) * len(left))
        if s.step == TOKEN:
            left = Counter(t.layout.scoring_tokens) - Counter(s.tokens)
            kinds = sorted(left)
            return ChanceRequest(f"the scoring token of region {len(s.tokens) + 1}",
                                 tuple(Token(k) for k in kinds), tuple(left[k] for k in kinds))
        if s.step == PREY:
            left = Counter(t.layout.prey) - Counter(s.prey_kind)
            kinds = sorted(left)
            return ChanceRequest(f"the prey of region {len(s.prey_kind) + 1}",
                                 tuple(Prey(k) for k in kinds), tuple(left[k] for k in kinds))
        if s.step == HOME:
            return ChanceRequest("your pack's faction (its home terrain)",
                                 tuple(Home(i, n) for i, n in enumerate(ed.terrains)),
                                 (1,) * len(ed.terrains))
        if s.step == AI_START:
            _, pack, part = s.setup[0]
            regions = rules.ai_start_regions(t, s)
            what = "a Lair and an Alpha" if part == "lair" else "two Pack Wolves"
            return ChanceRequest(f"the water source where {COLOURS[pack]} (AI) places {what}",
                                 tuple(AIStart(r) for r in regions), (1,) * len(regions))
        if s.step == AI_TILE:
            left = [AITileDraw(x.name) for x in ed.ai_tiles if x.name not in s.tried]
            return ChanceRequest(f"the action tile {COLOURS[s.ai_turn[0]]} (AI) draws",
                                 tuple(left), (1,) * len(left), physical=False)
        raise IllegalAction(f"no chance event is pending ({s.step})")

    def apply(self, s: WolvesState, action: Action, checked: bool = True) -> list[Event]:
        if checked and action not in (self.chance_request(s).outcomes if s.actor == CHANCE
                                      else self.legal_actions(s)):
            raise IllegalAction(why_illegal(self, s, action))
        t = self.table
        ev: list[Event] = []
        if isinstance(action, Step):
            rules.person_move(t, s, action.kind, action.source, action.dest, ev)
        elif isinstance(action, Start):
            self._start(s, action, ev)
        elif isinstance(action, Pay):
            rules.pay(t, s, action.sources, ev)
        elif isinstance(action, Done):
            rules.end_move(t, s, ev)
        elif isinstance(action, EndTurn):
            rules.end_person_turn(t, s, ev)
        elif isinstance(action, AITileDraw):
            rules.ai_tile(t, s, action.name, ev)
        elif isinstance(action, Draft):
            rules.draft(t, s, action.hex, ev)
        elif isinstance(action, Board):
            rules.place_board(t, s, action.palette, ev)
        elif isinstance(action, Token):
            rules.place_token(t, s, action.phase, ev)
        elif isinstance(action, Prey):
            rules.place_prey(t, s, action.kind, ev)
        elif isinstance(action, Home):
            rules.choose_home(t, s, action.terrain, ev)
        else:
            assert isinstance(action, AIStart)
            rules.ai_start(t, s, action.region, ev)
        if s.step == OVER:
            ev.append(Event("end", self.result(s).summary))
        return ev

    def _start(self, s: WolvesState, action: Start, ev: list[Event]) -> None:
        t = self.table
        if s.actions_left == 0:
            s.bonus_action -= 1
            ev.append(Event("bonus", "You spend a bonus action token.", PERSON))
        s.pending = (action.kind, action.target, action.track)
        terrain = (action.target if action.kind == "move"
                   else rules.terrain_index(t, t.map(s), action.target))
        ways = rules.payments(t, s, terrain, self.edition.actions[action.kind].cost)
        if len(ways) == 1:
            rules.pay(t, s, ways[0], ev)
        else:
            s.step = PAY

    def observation(self, s: WolvesState, seat: int) -> WolvesState:
        """Everything is on the table; only the random stream is withheld."""
        obs = s.clone()
        obs.rng = None
        return obs

    def automa_trace(self, s: WolvesState):
        return s.trace

    def evaluate(self, s: WolvesState, seat: int) -> float:
        """For the greedy bot: its total VP against the better AI's."""
        if not s.pieces:
            return 0.0
        score = rules.totals(self.table, s)
        return score[seat] - max(score[p] for p in range(3) if p != seat)

    def result(self, s: WolvesState) -> Result:
        if s.step != OVER:
            raise IllegalAction("the game is not over yet")
        order = rules.standings(self.table, s)
        places = [0, 0, 0]
        for place, p in enumerate(order, 1):
            places[p] = place
        score = rules.totals(self.table, s)
        if order[0] == PERSON:
            summary = f"You win with {score[PERSON]} VP against {score[1]} and {score[2]}."
        else:
            summary = (f"{COLOURS[order[0]]} (AI) wins with {score[order[0]]} VP; you have "
                       f"{score[PERSON]}.")
        return Result(tuple(score), tuple(places), order[0], summary)


def make(seats: int, options: dict[str, Any], edition_text: str | None = None,
         edition_source: str = "edition") -> WolvesGame:
    if seats != 3:
        raise GameError("The Wolves solo is for 3 seats: you and two AI packs")
    return WolvesGame(loads(edition_text, edition_source) if edition_text is not None else None,
                      int(options.get("max_rounds", 40)), options.get("displace_to", "nearest"),
                      bool(options.get("den_with_enemy_alpha", True)),
                      bool(options.get("one_lair_per_region", True)),
                      bool(options.get("grasslands_onward", False)))
