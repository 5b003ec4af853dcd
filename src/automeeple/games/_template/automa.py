"""The automa (§4): one rule, which a person could run by hand, and a trace of it.

It is an :class:`~automeeple.engine.agent.Agent`: the seat's observation in, a
:class:`~automeeple.engine.agent.Decision` out. When its rule says to roll, it
chooses "roll" and the die is the game's chance event (§2): seeded in Play mode,
rolled on the table and reported in Table mode.
"""

from __future__ import annotations

from typing import Any

from automeeple.engine.agent import Decision
from automeeple.engine.core import Action
from automeeple.engine.rng import Stream
from automeeple.engine.trace import Trace

from .actions import Take
from .state import NimState


class NimAutoma:
    name = "automa"
    summary = "the automa: one rule a person could run by hand"
    uses_observation = True

    def decide(self, game: Any, observation: NimState, legal: list[Action], rng: Stream,
               explain: bool = True) -> Decision:
        me = observation.flow[-1].seat
        pile, group = observation.pile, game.edition.take_at_most + 1
        trace = Trace(f"{game.seat_name(me)}: how many counters?") if explain else None
        if game.opts.difficulty == "easy":
            if trace is not None:
                trace.step("§4", "easy level: always roll the die", ["roll"])
            return self._done(game.actions.roll, trace)
        for action in legal:
            if isinstance(action, Take) and (pile - action.count) % group == 0:
                if trace is not None:
                    trace.step("§4", f"{action} leaves {pile - action.count}, a multiple of "
                                     f"{group}", [action])
                return self._done(action, trace)
        if trace is not None:
            trace.step("§4", f"no take leaves a multiple of {group} from {pile}: roll the "
                             "die (§2)", ["roll"])
        return self._done(game.actions.roll, trace)

    @staticmethod
    def _done(action: Action, trace: Trace | None) -> Decision:
        if trace is not None:
            trace.choice = str(action)
        return Decision(action, trace)
