"""The Wolves' invariants, checked after every step of the conformance playouts:
``check(game, state)`` raises AssertionError with a message naming what broke.

- at most two pieces on a hex (notes §7), and only on land;
- no AI supply below zero;
- every pack's pieces conserved: on the map, plus in its supply (an AI) or on its
  tracks and not yet drafted (the person), plus on the Moonlight board, equals what
  it started with; the Moonlight board holds exactly the pieces and lone wolves
  taken off the map;
- the indexes kept in the state (the map, each pack's pieces by kind, where each
  pack's wolves may land) are those worked out afresh from the pieces;
- the Moonlight count within its board, and the regions scored exactly those of
  the phases done;
- a finished game's result agrees with the totals, and so does its breakdown.
"""

from __future__ import annotations

from collections import Counter
from itertools import pairwise

from automeeple.games.wolves.board import census, reindex
from automeeple.games.wolves.edition import ATTRIBUTES, PHASES
from automeeple.games.wolves.final_scoring import totals
from automeeple.games.wolves.game import WolvesGame
from automeeple.games.wolves.setup import AI_SUPPLY, DraftWolves
from automeeple.games.wolves.state import AIS, PERSON, WolvesState

KINDS = ("alpha", "pack", "den", "lair")


def person_start(game: WolvesGame) -> Counter:
    """The person's pieces: the drafted groups, the wolf track, the den tracks and
    the lair track (notes §4.4, §5)."""
    ed = game.edition
    order = Counter(ed.wolf_track.order)
    groups = ed.draft_groups
    return Counter({"alpha": groups + order["alpha"], "pack": groups + order["pack"],
                    "den": ed.den_track.dens * len(ATTRIBUTES), "lair": ed.lair_track.lairs})


def person_off_map(game: WolvesGame, s: WolvesState) -> Counter:
    """The person's pieces not yet on the map: on the tracks, or not yet drafted."""
    ed = game.edition
    undrafted = sum(isinstance(w, DraftWolves) for w in s.flow)
    track = Counter(ed.wolf_track.order[s.wolves:])
    return Counter({"alpha": undrafted + track["alpha"], "pack": undrafted + track["pack"],
                    "den": sum(ed.den_track.dens - n for n in s.dens),
                    "lair": ed.lair_track.lairs - s.lairs[PERSON]})


def check(game: WolvesGame, s: WolvesState) -> None:
    ed = game.edition
    book = game.rulebook
    over = game.is_over(s)

    # Stacking (notes §7).
    if s.pieces:
        m = book.map(s)
        for h, here in enumerate(s.pieces):
            assert len(here) <= ed.max_pieces_per_hex, f"hex {h} holds {len(here)} pieces"
            assert not here or m.passable(h), f"pieces on {m.terrain[h]} hex {h}"

    # The indexes (state.py): what they would be if worked out afresh.
    if s.pieces:
        fresh = s.clone()
        reindex(book, fresh)
        assert s.hexmap is book.map(s), "the state's map is not its boards' map"
        assert s.at == fresh.at, f"pieces index {s.at}, from the pieces {fresh.at}"
        assert s.room == fresh.room, "where wolves may land is out of date"

    # Supplies.
    for pack in AIS:
        for kind, n in s.supply[pack].items():
            assert n >= 0, f"AI {pack}'s supply of {kind} is {n}"

    # Conservation: whatever is missing went to the Moonlight board.
    on_map = census(s)
    gone = 0
    for pack in (PERSON, *AIS):
        start = person_start(game) if pack == PERSON else AI_SUPPLY
        off = person_off_map(game, s) if pack == PERSON else s.supply[pack]
        for kind in KINDS:
            missing = start[kind] - on_map[(pack, kind)] - off[kind]
            assert missing >= 0, (f"pack {pack} has {-missing} {kind} pieces more than it "
                                  "started with")
            assert kind != "lair" or missing == 0, f"pack {pack} lost a lair"
            gone += missing
    if s.lone:
        lone_start = sum(len(r.lone_wolves) for r in book.map(s).regions)
        gone += lone_start - sum(s.lone)
    assert gone == s.moon, f"{gone} pieces left the map, Moonlight shows {s.moon}"

    # The Moonlight board and the scorings (notes §9, §10).
    assert 0 <= s.moon <= ed.moonlight_spaces, f"Moonlight count {s.moon}"
    assert 0 <= s.phases_done <= len(PHASES)
    for r, token in enumerate(s.tokens):
        assert s.scored[r] == (PHASES.index(token) < s.phases_done), (
            f"region {r + 1} ({token}) scored={s.scored[r]} after {s.phases_done} phases")

    # The result (solo §6) and how the game ended.
    if over:
        result = game.result(s)
        full = s.moon >= book.layout.moonlight["full"]
        assert result.ended_by == ("full-moon" if full else "cut-off"), result.ended_by
        assert full or s.turns >= game.opts.max_rounds, "cut off before max_rounds"
        score = totals(book, s)
        assert list(result.scores) == score, f"result {result.scores}, totals {score}"
        added = [sum(vp[p] for _, vp in result.breakdown) for p in range(3)]
        assert added == score, f"the breakdown {result.breakdown} adds up to {added}"
        assert sorted(result.places) == [1, 2, 3], f"places {result.places}"
        assert result.places[result.winner] == 1
        by_place = sorted(range(3), key=lambda p: result.places[p])
        assert all(score[a] >= score[b] for a, b in pairwise(by_place)), (
            f"places {result.places} against scores {score}")
