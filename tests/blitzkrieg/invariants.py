"""BLITZKRIEG!'s invariants, checked after every step of the conformance playouts:
units conserved, VP and markers within bounds, the board and the cup consistent,
and the result consistent with the VP (solo §6, notes §7, §8)."""

from __future__ import annotations

from collections import Counter

from automeeple.games.blitzkrieg.board import can_place, placements
from automeeple.games.blitzkrieg.edition import STEAMROLL
from automeeple.games.blitzkrieg.state import BOT, PERSON
from automeeple.games.blitzkrieg.turn import BOARD_CLOSED, ENDED_BY, NO_LEGAL_UNIT, VP_TARGET


def check(game, s) -> None:
    units_conserved(game, s)
    board_consistent(game, s)
    vp_within_bounds(game, s)
    cup_consistent(game, s)
    result_consistent(game, s)
    can_place_as_placements(game, s)


def can_place_as_placements(game, s) -> None:
    """The turns' quick check that a side can place (solo §6: one that cannot
    loses; notes §4.3: a blitz unit's extra placement) says yes exactly when the
    side has a placement (notes §4.1), anywhere and in each theatre."""
    book = game.rulebook
    for seat in (PERSON, BOT):
        for t in (None, *range(len(book.theatres))):
            assert can_place(book, s, seat, t) == bool(placements(book, s, seat, t)), (
                f"{book.names[seat]}, theatre {t}: can_place disagrees with placements")


def units_conserved(game, s) -> None:
    """Every unit is in a bag, the special-weapons pile, a reserve, the bot's row,
    on the board or (``bombed_to=removed``) out of the game: each coalition's own
    units, and the special weapons wherever they went."""
    book = game.rulebook
    kinds = book.kinds
    on_board = [u for u in s.board if u is not None]
    if book.opts.bombed_to == "bag":
        assert not s.removed, f"units removed though bombed units go to the bag: {s.removed}"
    everywhere = {
        seat: [*s.bag(seat).contents, *s.units(seat), *(k for who, k in on_board if who == seat),
               *(k for who, k in s.removed if who == seat)]
        for seat in (PERSON, BOT)}
    for seat, units in everywhere.items():
        own = Counter(k for k in units if not kinds[k].special)
        assert own == Counter(book.edition.bags[book.bag_names[seat]]), (
            f"{book.names[seat]}'s units (bag, hand, board, removed) {sorted(own.elements())}")
    specials = Counter(k for units in everywhere.values() for k in units if kinds[k].special)
    specials += Counter(s.specials.contents)
    assert specials == Counter(book.edition.bags["specials"]), (
        f"special weapons {sorted(specials.elements())}")
    assert all(kinds[k].special for k in s.specials.contents), (
        f"special-weapons pile {s.specials.key()}")
    assert s.reserve == sorted(s.reserve), f"the reserve is kept sorted: {s.reserve}"


def board_consistent(game, s) -> None:
    """Markers on their tracks; a marker at the end of its track has won its theatre;
    units only in campaigns that were active; campaigns behind the active one full,
    unless the theatre was won outright (notes §6, §7)."""
    book = game.rulebook
    for t, th in enumerate(book.theatres):
        m, name = s.markers[t], th.name
        assert -th.track <= s.markers[t] <= th.track, f"{name}: marker {m} off the track"
        assert 0 <= s.active[t] <= len(th.campaigns), f"{name}: active campaign {s.active[t]}"
        assert s.closed[t] == (s.active[t] == len(th.campaigns)), (
            f"{name}: closed {s.closed[t]}, active campaign {s.active[t]}")
        if abs(m) == th.track:
            assert s.closed[t], f"{name}: the marker is at the end ({m}) but it is open"
        for c, spaces in enumerate(book.spaces[t]):
            filled = [s.board[i] is not None for i in spaces]
            if c > s.active[t]:
                assert not any(filled), f"{name} campaign {c + 1}: a unit before it opened"
            elif c < s.active[t] and not s.closed[t]:
                assert all(filled), f"{name} campaign {c + 1} closed with an empty space"


def vp_bound(game) -> int:
    """All the VP a game can give: every campaign with its best track bonus, and
    every propaganda space (each space's effect happens once)."""
    book = game.rulebook
    total = 0
    for th in book.theatres:
        best = max(th.bonus.values(), default=0)
        total += sum(c.vp + best for c in th.campaigns)
    return total + sum(sp.amount for sp in book.space if sp.effect == "propaganda")


def vp_within_bounds(game, s) -> None:
    """VP never negative nor more than the board gives, and each side's VP are the
    sum of its VP by source (the score breakdown)."""
    assert min(s.vp) >= 0, f"VP {s.vp}"
    assert [sum(points) for points in s.vp_from] == s.vp, f"VP {s.vp} by source {s.vp_from}"
    assert sum(s.vp) <= vp_bound(game), f"VP {s.vp}: more than the board gives"


def cup_consistent(game, s) -> None:
    """Solo §3.3, §4.1: the cup holds every stratagem but the one in use (and
    Steamroll before the bot's first turn)."""
    every = Counter(game.edition.stratagems)
    if s.bot_turns == 0:
        assert s.stratagem is None and Counter(s.cup.contents) + Counter([STEAMROLL]) == every, (
            s.cup.key())
    else:
        assert Counter(s.cup.contents) + Counter([s.stratagem]) == every, (
            s.cup.key(), s.stratagem)


def result_consistent(game, s) -> None:
    """Solo §6, notes §8: the higher VP wins and the person wins ties, unless the
    loser could not place a unit; the rule that ended the game is named
    (``ended_by``: a side at the VP target, the person's final turn, a side with no
    legal unit, the board closed)."""
    if not game.is_over(s):
        assert s.winner is None and s.ended_by == "", (
            f"a winner ({s.winner}, {s.ended_by!r}) before the end")
        return
    result = game.result(s)
    assert result.ended_by in ENDED_BY, f"ended by {result.ended_by!r}"
    if result.ended_by == NO_LEGAL_UNIT:
        assert not placements(game.rulebook, s, 1 - result.winner), result
    elif result.ended_by == BOARD_CLOSED:
        assert all(s.closed), result
    elif result.ended_by == VP_TARGET:
        assert s.vp[result.winner] >= game.edition.win_vp, result
    assert result.scores == tuple(s.vp), (result, s.vp)
    assert result.winner == s.winner in (PERSON, BOT), result
    assert result.places[result.winner] == 1 and sorted(result.places) == [1, 2], result
    loser = 1 - result.winner
    ahead = s.vp[loser] > s.vp[result.winner]
    tie_to_bot = s.vp[loser] == s.vp[result.winner] and result.winner == BOT
    if ahead or tie_to_bot:
        assert not placements(game.rulebook, s, loser), (
            f"{result.summary} ({s.vp}) though {game.seat_name(loser)} could place")
