"""The Moonlight board and region scoring (notes §9, §10; solo §4, §6): at the end of
each turn, every moon phase whose threshold the Moonlight board has reached scores
the regions that carry its token; the full moon ends the game."""

from __future__ import annotations

from dataclasses import dataclass

from automeeple.engine.core import Event, counted
from automeeple.engine.flow import Events, Step, push

from .edition import moon
from .final_scoring import GameEnd
from .rulebook import Rulebook
from .state import WolvesState


@dataclass(frozen=True, slots=True)
class CheckMoonlight(Step):
    """solo §4, notes §9: at the end of a turn (the person's or an AI's), check the
    Moonlight board; after the full moon's scoring the game ends at once (solo §6),
    so the rest of the round is dropped. ``cut_off``: the rule option max_rounds
    ends the game, and every phase left scores whatever the Moonlight board
    shows."""

    cut_off: bool = False

    def run(self, game, s: WolvesState, ev: Events) -> None:
        if score_phases(game.rulebook, s, ev, self.cut_off):
            s.flow.clear()
            push(s, GameEnd())


def score_phases(book: Rulebook, s: WolvesState, ev: Events, cut_off: bool = False) -> bool:
    """Each phase whose threshold the Moonlight board has reached (every phase
    left when ``cut_off``) scores its regions, in order; True once the full moon
    has been scored."""
    moonlight = book.layout.moonlight
    order = list(moonlight)
    while s.phases_done < len(order) and (cut_off
                                          or s.moon >= moonlight[order[s.phases_done]]):
        phase = order[s.phases_done]
        s.phases_done += 1
        if ev is not None:
            # The space, as the reminder token names it, and the pieces when past it.
            space = moonlight[phase]
            past = f"; {counted(s.moon, 'piece')} on the board" if s.moon > space else ""
            reached = (f"The Moonlight board reaches the {moon(phase)} space ({space}{past})"
                       if s.moon >= space else
                       f"The {moon(phase)} scores at the cut-off "
                       f"({counted(s.moon, 'piece')} on the Moonlight board)")
            ev.append(Event("phase", f"{reached}: regions with a {moon(phase)} token score.", None,
                            {"phase": phase, "moon": s.moon}))
        for r in range(len(s.tokens)):
            if s.tokens[r] == phase and not s.scored[r]:
                score_region(book, s, r, ev)
        if ev is not None and s.phases_done < len(order):
            # notes §9: the reminder token marks the next scoring.
            after = order[s.phases_done]
            ev.append(Event("phase", f"The region scoring reminder token moves to "
                                     f"the {moon(after)} space ({moonlight[after]}).", None,
                            {"phase": after, "space": moonlight[after]}))
    if s.phases_done < len(order):
        return False
    if ev is not None:
        how = ended_by(book, s)
        ev.append(Event("end", "The full moon has been scored: the game is over."
                        if how == "full-moon" else "Every phase has been scored at the "
                        "cut-off (rule option max_rounds): the game is over.", None,
                        {"moon": s.moon, "ended_by": how}))
    return True


def ended_by(book: Rulebook, s: WolvesState) -> str:
    """How a finished game ended: "full-moon" when the Moonlight board reached the
    full moon (notes §9, solo §6), "cut-off" when the rule option max_rounds
    ended it first (a safeguard, not in the rules)."""
    return "full-moon" if s.moon >= book.layout.moonlight["full"] else "cut-off"


def current_regions(book: Rulebook, s: WolvesState) -> list[int]:
    """The regions whose scoring token shows the next phase to score."""
    order = list(book.layout.moonlight)
    for phase in order[s.phases_done:]:
        regions = [r for r, t in enumerate(s.tokens) if t == phase and not s.scored[r]]
        if regions:
            return regions
    return []


def control(book: Rulebook, s: WolvesState, region: int) -> list[tuple[int, int]]:
    """Each pack's (control, Alphas) in a region (notes §10)."""
    m = book.map(s)
    values = book.edition.control
    out = [[0, 0] for _ in range(3)]
    for h in m.regions[region].hexes:
        for p, k in s.pieces[h]:
            out[p][0] += values[k]
            out[p][1] += k == "alpha"
    return [tuple(x) for x in out]


def score_region(book: Rulebook, s: WolvesState, region: int, ev: Events) -> None:
    """notes §10: 1st and 2nd by control, then Alphas; packs tied for 1st each take
    the 2nd-place VP; a tie for 2nd gives nobody 2nd; 1st takes the token."""
    s.scored[region] = True
    high, low = book.edition.region_vp[s.tokens[region]]
    ranks = control(book, s, region)
    present = sorted((p for p in range(3) if ranks[p][0] > 0), key=lambda p: ranks[p],
                     reverse=True)
    if not present:
        if ev is not None:
            ev.append(Event("score", f"{book.region(region).capitalize()}: nobody is there; "
                                     f"put its {moon(s.tokens[region])} token aside.",
                            None, {"region": region + 1, "token": None}))
        return
    top = [p for p in present if ranks[p] == ranks[present[0]]]
    if len(top) > 1:
        for p in top:
            gain(book, s, p, low, region, "a tie for first", ev)
        if ev is not None:
            ev.append(Event("score", f"Nobody takes the {moon(s.tokens[region])} token of "
                                     f"{book.region(region)}: put it aside.", None,
                            {"region": region + 1, "token": None}))
        return
    first = top[0]
    gain(book, s, first, high, region, "first place", ev)
    s.won[first] += 1
    if ev is not None:
        # notes §10: 1st place takes the region's scoring token (a tie-breaker).
        ev.append(Event("score", f"{book.name(first)} takes the {moon(s.tokens[region])} token of "
                                 f"{book.region(region)}.", first,
                        {"pack": first, "region": region + 1, "token": s.tokens[region]}))
    rest = [p for p in present if p != first]
    if rest and (len(rest) == 1 or ranks[rest[0]] != ranks[rest[1]]):
        gain(book, s, rest[0], low, region, "second place", ev)


def gain(book: Rulebook, s: WolvesState, pack: int, vp: int, region: int, place: str,
         ev: Events) -> None:
    s.vp[pack] += vp
    if ev is not None:
        ev.append(Event("score", f"{book.name(pack)} scores {vp} VP for {place} in "
                                 f"{book.region(region)}.", pack,
                        {"pack": pack, "vp": vp, "region": region + 1, "place": place}))
