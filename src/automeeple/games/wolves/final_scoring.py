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
                            {"scores": list(result.scores), "winner": result.winner,
                             "breakdown": [[what, list(vp)] for what, vp in result.breakdown]}))


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


def breakdown(book: Rulebook, s: WolvesState) -> list[tuple[str, tuple[int, ...]]]:
    """Where each pack's VP come from (notes §11, solo §6), as (what, VP per pack):
    the region scorings, then the person's tracks beside what an AI scores for
    the same pieces: wolves (the wolf track; an AI's Alphas and Pack Wolves on
    the map), dens (the three attribute tracks; an AI's Dens on the map), lairs,
    prey (the hunting track; an AI's prey tokens)."""
    counts = census(s)
    tracks = track_vp(book, s)
    ais = [ai_vp(book, s, pack, counts) for pack in AIS]
    return [
        ("regions", tuple(s.vp)),
        ("wolves", (tracks["wolves"], *(ai["alpha"] + ai["pack"] for ai in ais))),
        ("dens", (sum(tracks[a] for a in ATTRIBUTES), *(ai["den"] for ai in ais))),
        ("lairs", (tracks["lairs"], *(ai["lair"] for ai in ais))),
        ("prey", (tracks["hunting"], *(ai["prey"] for ai in ais))),
    ]


def totals(book: Rulebook, s: WolvesState) -> list[int]:
    rows = breakdown(book, s)
    return [sum(vp[p] for _, vp in rows) for p in range(3)]


def standings(book: Rulebook, s: WolvesState) -> list[int]:
    """Most VP; ties: most region scoring tokens, then most wolves on the map; a
    tie that remains goes against the person, who must beat both (solo §6)."""
    keys = tie_keys(book, s)
    return sorted(range(3), key=lambda p: keys[p], reverse=True)


def tie_keys(book: Rulebook, s: WolvesState) -> list[tuple[int, int, int, bool]]:
    """Each pack's place in the standings: its VP, then the tie-breakers of solo §6
    (region scoring tokens won, wolves on the map), then, our reading, the AI
    ahead of the person ("you win if your total VP > both AI packs' VP")."""
    score = totals(book, s)
    counts = census(s)
    return [(score[p], s.won[p], counts[(p, "alpha")] + counts[(p, "pack")], p != PERSON)
            for p in range(3)]


#: What each tie-breaker of :func:`tie_keys` is, as the end screen names it.
TIE_BREAKERS = ("most region scoring tokens (solo §6)", "most wolves on the map (solo §6)",
                "a tie that remains goes against you, who must beat both AI packs (our "
                "reading of solo §6)")


def tie_break(book: Rulebook, s: WolvesState, order: list[int]) -> str:
    """The sentence naming the tie-breaker that split each pair of packs with equal
    VP, next to each other in ``order`` ("" when no VP are equal); two AI packs
    equal on every count keep their seats' order, our reading (solo §6 names no
    further tie-breaker)."""
    keys = tie_keys(book, s)

    def who(p: int) -> str:
        return "you" if p == PERSON else f"{book.name(p)} (AI)"

    said = []
    for a, b in zip(order, order[1:], strict=False):
        if keys[a][0] != keys[b][0]:
            continue
        step = next((k for k in range(1, 4) if keys[a][k] != keys[b][k]), None)
        why = (TIE_BREAKERS[step - 1] if step is not None else
               "equal on every count, the AI packs keep their seats' order (our reading: "
               "solo §6 names no further tie-breaker)")
        said.append(f"{who(a)} ahead of {who(b)} at {keys[a][0]} VP: {why}")
    text = "; ".join(said)
    return f"{text[:1].upper()}{text[1:]}." if said else ""
