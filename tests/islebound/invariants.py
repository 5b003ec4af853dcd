"""Islebound's invariants, checked after every step of the conformance playouts:
every building card, renown token and brag card in exactly one place; the
influence track within its length with its neutral cubes in place; supplies never
negative; the AI's ship always on a sea region (solo §3); the end and the result
consistent (solo §6)."""

from __future__ import annotations

from collections import Counter

from automeeple.games.islebound.scoring import score
from automeeple.games.islebound.state import (
    AI,
    CUT_OFF,
    EIGHT_BUILDINGS,
    FINAL_TURNS,
    LAST_TOKEN,
    NEUTRAL,
    PERSON,
    PLAYING,
)


def check(game, s) -> None:
    cards_conserved(game, s)
    track_consistent(game, s)
    supplies_consistent(game, s)
    ships_consistent(game, s)
    end_consistent(game, s)


def cards_conserved(game, s) -> None:
    """Each building card is in the deck, the row or one player's city; each renown
    token in the stack or with a player; each brag card resolved at most once."""
    board = game.board
    row = [c for c in s.row if c is not None]
    every = [*s.deck, *row, *s.built[PERSON], *s.built[AI]]
    assert sorted(every) == list(range(len(board.cards))), f"building cards {sorted(every)}"
    assert len(s.row) == board.row_size
    # The row is dealt up from the left: no gap before a card, a gap only once the
    # deck has no card for it (or while the deal is on the flow).
    kept = s.row[:len(row)]
    assert None not in kept, f"a gap in the row {s.row}"
    tokens = Counter([*s.stack, *s.tokens[PERSON], *s.tokens[AI]])
    assert tokens == Counter({k: t.count for k, t in enumerate(game.edition.tokens)}), tokens
    assert len(set(s.bragged)) == len(s.bragged) <= len(board.brags), s.bragged


def track_consistent(game, s) -> None:
    """The track keeps its length; the neutral cubes stay on its first spaces."""
    ed = game.edition
    assert len(s.track) == ed.track_length, s.track
    assert s.track[:ed.neutral_cubes] == [NEUTRAL] * ed.neutral_cubes, s.track
    assert NEUTRAL not in s.track[ed.neutral_cubes:], s.track
    assert all(cube in (None, PERSON, AI, NEUTRAL) for cube in s.track), s.track


def supplies_consistent(game, s) -> None:
    """Nothing goes below zero; the person's crew has known skills; each town has
    one owner at most."""
    for name in ("coins", "fish", "wood", "books", "pirates", "renown"):
        assert min(getattr(s, name)) >= 0, f"{name} {getattr(s, name)}"
    assert s.treasure >= 0
    if s.flow and game.opts.person_turn == "played":
        assert s.crew and all(skill in ("administer", "work", "sail") for skill, _ in s.crew)
    for t, who in enumerate(s.owner):
        assert who in (None, PERSON, AI), (t, who)


def ships_consistent(game, s) -> None:
    """Once set up, the AI's ship is on a sea region, never in a port (solo §3)."""
    board = game.board
    if s.ship[AI] is not None:
        assert 0 <= s.ship[AI] < board.regions, f"the AI's ship in {s.ship[AI]}"
    if s.ship[PERSON] is not None:
        assert 0 <= s.ship[PERSON] < len(board.place_names)


def end_consistent(game, s) -> None:
    """Solo §6: the end is triggered by an 8th building (or the last token, an
    option), and the round cap is a safeguard; the winner has the higher score (or
    won the tie-break)."""
    end = game.edition.end_buildings
    if s.final == PLAYING:
        assert s.ended_by in ("", CUT_OFF), s.ended_by
        if s.ended_by == "":
            assert all(len(b) < end for b in s.built) or not s.flow
    else:
        assert s.ended_by in (EIGHT_BUILDINGS, LAST_TOKEN), s.ended_by
        if s.ended_by == LAST_TOKEN:
            assert game.opts.last_token_ends
    if s.flow:
        assert s.winner is None
        return
    assert s.final in (FINAL_TURNS, PLAYING), s.final
    result = game.result(s)
    assert result.winner == s.winner
    you, it = result.scores
    assert it == score(game, s, AI)
    if you != it:
        assert s.winner == (PERSON if you > it else AI), result
