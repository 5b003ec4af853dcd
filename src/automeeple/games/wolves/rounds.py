"""The round (solo §4 "Gameplay Flow"): the person's turn, then one activation per
AI pack, each turn followed by the Moonlight check (notes §6, §9)."""

from __future__ import annotations

from dataclasses import dataclass

from automeeple.engine.core import Event, counted
from automeeple.engine.flow import Events, Step, push

from .ai import DrawActionTile
from .moonlight import CheckMoonlight
from .state import AIS, WolvesState
from .turn import PersonTurn


@dataclass(frozen=True, slots=True)
class Round(Step):
    """solo §4: your turn, then each AI pack's activation, then the next round.

    Rule option ``max_rounds`` (a safeguard, not in the rules): the Moonlight
    board only fills through howls, lairs and dominations, and a game could stall
    if nobody could make one; after that many rounds the remaining phases score
    and the game ends (``ended_by`` "cut-off")."""

    def run(self, game, s: WolvesState, ev: Events) -> None:
        if s.turns >= game.opts.max_rounds:
            if ev is not None:
                ev.append(Event("stall", f"{counted(s.turns, 'round')} without a full moon: the "
                                         "remaining phases score now (rule option "
                                         "max_rounds).", None, {"rounds": s.turns}))
            push(s, CheckMoonlight(cut_off=True))
            return
        push(s, PersonTurn(), CheckMoonlight(),
             *(w for pack in AIS for w in (DrawActionTile(pack), CheckMoonlight())), Round())
