"""The two AI packs' activations (solo §4 "AI Turns", §5, §7): an action tile drawn
from the bag, its front resolved, or its back when the front cannot be done, or
another tile when neither can. What each action does is in ``ai_actions.py``, and
where the AI does it in ``ai_choice.py``. Every activation is explained by a
:class:`Trace`, emitted as a ``TRACE`` event when someone reads the events; each
step cites the section of the rules it applies.
"""

from __future__ import annotations

from dataclasses import dataclass

from automeeple.engine.core import Action, ChanceRequest, Event, joined, traced
from automeeple.engine.flow import Chance, Events, push
from automeeple.engine.trace import Trace

from .ai_actions import ACTIONS
from .ai_choice import SECTIONS
from .edition import TILE_ACTIONS, AITile
from .hunting import hunt
from .rulebook import Rulebook
from .state import WolvesState


@dataclass(frozen=True, slots=True)
class DrawActionTile(Chance):
    """solo §4: ``pack`` draws an action tile from the bag and resolves it; a tile
    that cannot be done stays out (``tried``) and it draws again, until one can be
    done or none is left (solo §7 FAQ: "Draw a new tile until a valid action can be
    performed"). It flips one tile a turn at most (solo §7 FAQ: "Can AI flip tiles
    multiple times during a turn? No."): a tile drawn again shows its front only,
    unless the rule option ``flip_redrawn`` is on."""

    pack: int
    tried: tuple[str, ...] = ()

    def request(self, game, s: WolvesState) -> ChanceRequest:
        return game.rulebook.tile_draw(self.pack, self.tried)

    def resolve(self, game, s: WolvesState, action: Action, ev: Events) -> None:
        book, pack, name = game.rulebook, self.pack, action.name
        tile = next(t for t in game.edition.ai_tiles if t.name == name)
        if ev is not None:
            ev.append(Event("ai-tile", f"{book.name(pack)} draws the {name} tile.", pack,
                            {"pack": pack, "tile": name}))
        at = 0 if ev is None else len(ev)
        flip = not self.tried or book.opts.flip_redrawn
        done, trace = activate(book, s, pack, tile, ev, flip)
        if trace is not None:  # the decision comes before what it does
            ev.insert(at, traced(trace, pack))
        if not done:
            tried = (*self.tried, name)
            if len(tried) < len(game.edition.ai_tiles):
                push(s, DrawActionTile(pack, tried))
                return
            if ev is not None:
                ev.append(Event("ai", f"{book.name(pack)} can do nothing this turn.", pack,
                                {"pack": pack}))
        if ev is not None:
            # solo §4: "Return the tile to the bag after use". The bag is the
            # program's (the tiles lie beside the board, set-up): on the table a
            # tile flipped to its back is put front up again.
            drawn = [*self.tried, name]
            tiles, go, they = ((f"{joined(drawn)} tiles", "go", "they go") if len(drawn) > 1
                               else (f"{name} tile", "goes", "it goes"))
            ev.append(Event("ai-tile", f"The {tiles} {go} back beside the board, front up "
                                       f"(solo §4: {they} back into the bag).", pack,
                            {"pack": pack, "returned": drawn}))
        hunt(book, s, pack, ev)


def activate(book: Rulebook, s: WolvesState, pack: int, tile: AITile, ev: Events,
             flip: bool = True) -> tuple[bool, Trace | None]:
    """Resolve the tile's front, else (``flip``) its back (solo §5); whether one was
    done, and its trace (None when nobody reads the events)."""
    trace, section = None, SECTIONS[tile.action]
    if ev is not None:
        trace = Trace(f"{book.name(pack)} draws the {tile.name} tile: "
                      f"{TILE_ACTIONS[tile.action]}, its back {TILE_ACTIONS[tile.back]}")
        if not flip:
            trace.step("solo §7 FAQ", "it has flipped a tile this turn: the front only")
    sides = (("front", tile.action), ("back", tile.back)) if flip else (("front", tile.action),)
    for side, action in sides:
        if trace is not None:
            trace.step(section, f"{side}: {TILE_ACTIONS[action]}")
        # Rule option ai_terrain: the side's target hex shows its terrain (the
        # tile's own on the front; on the back, that of the tile whose front
        # shows the back's action, as the printed terrain cycle has it).
        terrain = None
        if book.opts.ai_terrain:
            terrain = tile.terrain if side == "front" else book.action_terrain.get(action)
            if trace is not None:
                # The option by its name on the new-game form (ai_terrain).
                trace.step("rule option AI terrain", f"the {side}'s hex shows {terrain}")
        if ACTIONS[action](book, s, pack, trace, ev, terrain):
            if trace is not None:
                trace.choice = f"{TILE_ACTIONS[action]} ({side} of {tile.name})"
            return True, trace
        if ev is not None:
            flips = flip and side == "front"
            trace.step(section, f"the {side} cannot be done: it "
                       + ("flips the tile" if flips else "draws a new tile"))
            # The flip has one outcome: an instruction for the table (solo §5).
            then = (f"on the table, flip the {tile.name} tile to its back "
                    f"({TILE_ACTIONS[tile.back]})" if flips else "it draws a new tile")
            ev.append(Event("ai", f"{book.name(pack)} cannot {TILE_ACTIONS[action]}: {then}.",
                            pack,
                            {"pack": pack, "action": action, "side": side, "flips": flips}))
    return False, trace
