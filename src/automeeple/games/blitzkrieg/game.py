"""BLITZKRIEG! (solo) on the engine's contract. Seat 0 is the person; seat 1 is the
solo bot, an automa seat: its turns are rules driven by chance, never a choice."""

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
    Advance,
    Bomb,
    Bombed,
    Campaigns,
    Draw,
    Place,
    Roll,
    Stop,
    Stratagem,
    slug,
)
from .edition import LoadedEdition, load, loads
from .state import (
    BOMB,
    BOMBED,
    BOT,
    DIFFICULTY,
    DRAW,
    HANDICAP,
    NIPPON,
    OVER,
    PERSON,
    PLACE,
    STRATAGEM,
    STRATEGIC,
    UNIT_ROLL,
    BlitzState,
)

DIFFICULTIES = ("easy", "medium", "hard")
BOMBED_TO = ("bag", "removed")
STRATEGIC_TARGETS = ("other", "any")


class BlitzGame(StateGame):
    id: ClassVar[str] = "blitzkrieg"
    title: ClassVar[str] = "BLITZKRIEG!"
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 2

    def __init__(self, difficulty: str = "medium", nippon: bool = False,
                 leftmost_only: bool = False, edition: LoadedEdition | None = None,
                 bombed_to: str = "bag", blitz_chain: bool = False,
                 total_victory_effects: bool = True, strategic_target: str = "other") -> None:
        if difficulty not in DIFFICULTIES:
            raise GameError(f"difficulty must be one of {', '.join(DIFFICULTIES)}")
        self.loaded = edition or load()
        self.edition = self.loaded.data
        self.seats = 2
        if bombed_to not in BOMBED_TO:
            raise GameError(f"bombed_to must be one of {', '.join(BOMBED_TO)}")
        if strategic_target not in STRATEGIC_TARGETS:
            raise GameError(f"strategic_target must be one of {', '.join(STRATEGIC_TARGETS)}")
        self.table = rules.Table(self.edition, difficulty, nippon, leftmost_only, bombed_to,
                                 blitz_chain, total_victory_effects, strategic_target)
        t = self.table
        labels = [f"{slug(t.theatres[th].name)} {c + 1}.{k + 1}" for th, c, k in t.where]
        self.actions = ActionTable(self.edition.kinds, t.theatres, labels, self.edition.stratagems)
        self._d6 = ChanceRequest("roll a d6 for the bot", tuple(self.actions.roll), (1,) * 6,
                                 physical=False)

    def options(self) -> dict[str, Any]:
        t = self.table
        return {"difficulty": t.difficulty, "nippon": t.nippon, "leftmost_only": t.leftmost_only,
                "bombed_to": t.bombed_to, "blitz_chain": t.blitz_chain,
                "total_victory_effects": t.total_victory_effects,
                "strategic_target": t.strategic_target}

    def seat_name(self, seat: int) -> str:
        return self.table.names[seat]

    # --- the contract ------------------------------------------------------------

    def new_initial_state(self, seed: int) -> BlitzState:
        s = BlitzState()
        s.rng = Stream.named(seed, "chance")
        rules.setup(self.table, s)
        rules.proceed(self.table, s, [])
        return s

    def to_move(self, s: BlitzState) -> int:
        return s.actor

    def legal_actions(self, s: BlitzState) -> list[Action]:
        step, a, t = s.step, self.actions, self.table
        if s.actor == CHANCE or step == OVER:
            return []
        if step == PLACE:
            blitz = s.queue[0][0] == "person-blitz"
            where = s.pending[1] if blitz else None
            out = [a.place[m] for m in rules.placements(t, s, PERSON, where)]
            return [*out, a.stop] if blitz else out
        if step == HANDICAP:
            return [a.advance[x] for x in range(len(t.theatres))]
        if step == STRATEGIC:
            _, here, _ = s.pending
            return [a.advance[x] for x in rules.strategic_targets(t, s, PERSON, here)]
        if step == BOMB:
            plain = [k for k in s.row if not t.kinds[k].special]
            return [a.bomb[k] for k in dict.fromkeys(plain or s.row)]
        raise AssertionError(f"unknown step {step}")

    def chance_request(self, s: BlitzState) -> ChanceRequest:
        step, a, t = s.step, self.actions, self.table
        if step in (DIFFICULTY, UNIT_ROLL):
            return self._d6
        if step == DRAW:
            _, seat, _, dest = s.queue[0]
            pile = s.specials if dest.startswith("special") else s.bags[seat]
            what = ("the special-weapons pile" if pile is s.specials
                    else f"the {t.names[seat]} bag")
            return _counted(f"draw a unit from {what}", pile, a.draw)
        if step == STRATAGEM:
            request = _counted("draw a stratagem from the cup", s.cup, a.stratagem)
            return ChanceRequest(request.name, request.outcomes, request.weights, physical=False)
        if step == BOMBED:
            return _counted("which of your units the bombing hits", s.reserve, a.bombed)
        if step == NIPPON:
            pairs = tuple(a.campaigns.values())
            return ChanceRequest("pick 2 of the starting campaigns", pairs, (1,) * len(pairs))
        raise IllegalAction(f"no chance event is pending ({step})")

    def apply(self, s: BlitzState, action: Action, checked: bool = True) -> list[Event]:
        if checked and action not in (self.chance_request(s).outcomes if s.actor == CHANCE
                                      else self.legal_actions(s)):
            raise IllegalAction(why_illegal(self, s, action))
        ev: list[Event] = []
        t = self.table
        if isinstance(action, Place):
            extra = s.queue.pop(0)[0] == "person-blitz"
            s.pending = None
            rules.place(t, s, PERSON, action.kind, action.space, ev, extra)
        elif isinstance(action, Draw):
            rules.draw(t, s, action.kind, ev)
        elif isinstance(action, Roll):
            if s.step == DIFFICULTY:
                rules.handicap(t, s, action.value, ev)
                if s.step == HANDICAP:
                    return ev
            else:
                rules.unit_roll(t, s, action.value, ev)
        elif isinstance(action, Stratagem):
            rules.draw_stratagem(t, s, action.name, ev)
        elif isinstance(action, Stop):
            s.queue.pop(0)
            s.pending = None
        elif isinstance(action, Advance):
            if s.step == HANDICAP:
                rules.advance_handicap(t, s, action.theatre, ev)
            else:
                _, _, n = s.pending
                s.pending = None
                rules.strategic(t, s, PERSON, action.theatre, n, ev)
        elif isinstance(action, Bomb):
            rules.bomb(t, s, BOT, action.kind, ev)
        elif isinstance(action, Bombed):
            rules.bomb(t, s, PERSON, action.kind, ev)
        else:
            assert isinstance(action, Campaigns)
            rules.nippon_campaigns(t, s, action.theatres, ev)
        rules.proceed(t, s, ev)
        if s.step == OVER:
            ev.append(Event("end", f"Game over: {s.why_over}."))
        return ev

    def observation(self, s: BlitzState, seat: int) -> BlitzState:
        """No random stream (the bags' order and the dice); the bot's row is face up,
        the person's reserve is behind a screen."""
        obs = s.clone()
        obs.rng = None
        if seat != PERSON:
            obs.reserve = ["hidden"] * len(s.reserve)
        return obs

    def evaluate(self, s: BlitzState, seat: int) -> float:
        """For the greedy bot: VP lead, units in hand (none left loses), then the
        battle markers on its side."""
        sign = 1 if seat == BOT else -1
        lead = s.vp[seat] - s.vp[1 - seat]
        units = len(s.units(seat))
        return 10 * lead + 4 * units + sign * sum(s.markers) - (100 if units == 0 else 0)

    def automa_trace(self, s: BlitzState):
        """The solo bot's last decision, rule by rule (for "why")."""
        return s.trace

    def result(self, s: BlitzState) -> Result:
        if s.step != OVER:
            raise IllegalAction("the game is not over yet")
        places = (1, 2) if s.winner == PERSON else (2, 1)
        who = "You win" if s.winner == PERSON else "The bot wins"
        return Result(tuple(s.vp), places, s.winner, f"{who}: {s.why_over}.")


def _counted(name: str, pile: list[str], table: dict) -> ChanceRequest:
    counts = Counter(pile)
    kinds = sorted(counts)
    return ChanceRequest(name, tuple(table[k] for k in kinds), tuple(counts[k] for k in kinds))


def make(seats: int, options: dict[str, Any], edition_text: str | None = None,
         edition_source: str = "edition") -> BlitzGame:
    if seats != 2:
        raise GameError("BLITZKRIEG! solo is for 2 seats: you and the bot")
    edition = loads(edition_text, edition_source) if edition_text is not None else None
    return BlitzGame(options.get("difficulty", "medium"), bool(options.get("nippon", False)),
                     bool(options.get("leftmost_only", False)), edition,
                     options.get("bombed_to", "bag"), bool(options.get("blitz_chain", False)),
                     bool(options.get("total_victory_effects", True)),
                     options.get("strategic_target", "other"))
