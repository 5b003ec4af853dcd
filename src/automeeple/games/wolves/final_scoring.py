"""The end of the game and final scoring (notes §11; solo §6): the person scores
their region VP and the six tracks, an AI its region VP, its pieces on the map and
its prey; the person must beat both AI packs."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from automeeple.engine.core import Event
from automeeple.engine.flow import Events, Step

from .board import census
from .edition import ATTRIBUTES
from .rulebook import Rulebook
from .state import AIS, PERSON, WolvesState


@dataclass(frozen=True, slots=True)
class GameEnd(Step):
    """notes §11: the game ends right after the full moon's scoring; this leaves
    the flow empty and says who won."""

    def run(self, game, s: WolvesState, ev: Events) -> None:
        if ev is not None:
            result = game.result(s)
            ev.append(Event("end", result.summary, None,
                            {"scores": list(result.scores), "winner": result.winner}))


def track_vp(book: Rulebook, s: WolvesState) -> dict[str, int]:
    """The person's VP shown on each of the six tracks (notes §5.2)."""
    ed = book.edition
    out = {name: sum(ed.den_track.vp[:s.dens[k]]) for k, name in enumerate(ATTRIBUTES)}
    out["wolves"] = sum(ed.wolf_track.vp[:s.wolves])
    out["lairs"] = ed.lair_track.vp * s.lairs[PERSON]
    out["hunting"] = sum(ed.hunting.vp[:len(s.hunted[PERSON])])
    return out


def ai_vp(book: Rulebook, s: WolvesState, pack: int, counts: Counter | None = None
          ) -> dict[str, int]:
    """Solo §6: the AI's pieces on the map and prey tokens."""
    per = book.edition.ai_scoring
    counts = census(s) if counts is None else counts
    out = {kind: per[kind] * counts[(pack, kind)] for kind in ("pack", "den", "alpha", "lair")}
    out["prey"] = per["prey"] * len(s.hunted[pack])
    return out


def totals(book: Rulebook, s: WolvesState) -> list[int]:
    counts = census(s)
    parts = [track_vp(book, s), *(ai_vp(book, s, pack, counts) for pack in AIS)]
    return [s.vp[p] + sum(parts[p].values()) for p in range(3)]


def standings(book: Rulebook, s: WolvesState) -> list[int]:
    """Most VP; ties: most region scoring tokens, then most wolves on the map; a
    tie that remains goes against the person, who must beat both (solo §6)."""
    score = totals(book, s)
    counts = census(s)

    def key(p: int) -> tuple:
        wolves = counts[(p, "alpha")] + counts[(p, "pack")]
        return (score[p], s.won[p], wolves, p != PERSON)

    return sorted(range(3), key=key, reverse=True)
