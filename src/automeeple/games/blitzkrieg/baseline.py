"""The baseline person for BLITZKRIEG! solo, for simulations: an ordinary player who
looks at the end of their own turn before each move.

For each legal move it plays its turn out on a copy of what it sees: the space's
effect, the marker, the closings, its own choices that follow (a Strategic
advantage, a bombing, the placement after a blitz unit: each the best by the same
measure); the units it would draw count by their number, not by which they are.
Then it scores the position it would leave the bot:

1. the war VP lead (solo §6: the target ends the game);
2. its units in hand, the fewer the dearer (a side that cannot place loses, solo
   §6), each counted by the share of the board still empty that it may enter (a
   navy is worth little when only land is left); and the bot's face-up row;
3. in each open theatre, who leads and by how much, against what is at stake: the
   open campaign's shield and track bonus (notes §7.1), the more as it fills up,
   and the campaigns after it as the marker nears a total victory (notes §7.2);
4. what the bot would take at once on its turn: the campaign or theatre it can
   close and win with one unit of its row that would cost the person most (solo
   §5 step 1 takes those first), in place of what that theatre is worth so far.

Ties go by the bot's own stream. It explains nothing, so ``explain`` changes
nothing.

The outcomes of one decision differ from the position shown by a placement or two
(its effect, the marker, a closing, a bombing), so an :class:`Outlook` scores them
in parts (:mod:`.baseline_parts`), each computed once for what it depends on: a
theatre's lead and stake (its marker, open campaign and empty spaces: not which of
the person's units fill the others), what the bot would take there (that, the bot's
units there and the most steps its row may move a marker onto each terrain), what a
unit in hand is worth (the terrain still empty on the board). These depend on the
board alone, so they are kept from one decision (and game) to the next with the
rulebook's ``Tables``; an outcome looks up only the theatres it changed, the others
keep the parts they have in the position shown. What an outcome reads of its parts
(a unit's worth in hand, the most the bot would take at once with its row) is kept
for the outcomes of the decision that share them (a ``Board``); where it changed one
theatre, as most do, that is the other theatres' as shown (kept per theatre: the
terrains open, the spaces left, the most the bot would take there) with its own.
Each outcome is played on a copy of the position that shares what the turn never
changes (:func:`turn_copy`).

The person's later choices in the turn (the bombing, the Strategic advantage, the
placement after a blitz unit) are the positions the look-ahead of the first move
already played out: when such a choice comes, equal in everything to one it
played out with no unit drawn before it (the state's key, the same bag), the values
found then answer it (:meth:`Outlook.known`). No two outcomes of a decision were
found to be the same position, so outcomes are not looked up by position.
"""

from __future__ import annotations

from operator import add

from automeeple.engine.agent import Decision, best
from automeeple.engine.core import Action
from automeeple.engine.flow import AUTO
from automeeple.engine.rng import Stream

from .bags import DrawUnits
from .baseline_parts import Board, Part, Row, tables
from .board import BOARD_STRENGTH, open_spaces, strength, unit_type
from .edition import ENTERS
from .state import BOT, PERSON, BlitzState

#: What one war VP is worth on the scale below.
VP = 10.0
#: Units in hand after the turn, each counted by the share of the board it may
#: enter: 0, 1, 2, 3, ... (between two, in proportion). A side with no unit to
#: place at the start of its turn loses; the bot's bombing takes one.
HAND = (-400.0, -90.0, -25.0, 0.0, 12.0, 20.0, 25.0)
#: Each step of strength kept in hand (spend the weak units first).
STRENGTH = 1.0
#: Each unit of the bot's row, and each step of its strength.
BOT_UNIT, BOT_STRENGTH = 6.0, 1.0
#: The lead in a theatre counts in full from this many steps.
SAFE_LEAD = 4
#: How sure the bot is to take, on its turn, the most it can close and win at
#: once (it takes one such thing a turn; its stratagem does not stop it).
THREAT = 0.5


class BlitzBaseline:
    name = "baseline"
    summary = "an ordinary player who looks to the end of its turn"
    uses_observation = True

    def __init__(self) -> None:
        #: The last look-ahead made, whose values of the person's later choices
        #: in that turn answer those choices when they come (:meth:`Outlook.known`).
        self.outlook: Outlook | None = None

    def decide(self, game, s: BlitzState, legal: list[Action], rng: Stream,
               explain: bool = True) -> Decision:
        if len(legal) == 1:
            return Decision(legal[0])
        values = None if self.outlook is None else self.outlook.known(game, s, legal)
        return Decision(best(legal, values or self.values(game, s, legal), rng))

    def values(self, game, s: BlitzState, legal: list[Action]) -> list[float]:
        """Each of ``legal``'s score at the end of the person's turn (a new
        look-ahead, kept for the turn's later choices): the search's priors too."""
        self.outlook = outlook = Outlook(game, s)
        return [outlook.after(outlook.shown, action, 0) for action in legal]


class Outlook:
    """One decision's look at the end of the person's turn from ``s``: each legal
    move played out and scored, each part of the score computed once (see
    :mod:`.baseline_parts`). The person's bag does not change in their turn (its
    draws are counted, not made), so what it holds is read once."""

    def __init__(self, game, s: BlitzState) -> None:
        self.game = game
        self.book = game.rulebook
        self.tables = tables(self.book)
        self.printed = self.tables.printed
        self.bag = tuple(s.person_bag.contents)
        self.n = len(self.bag) or 1
        self.bag_strength = sum(self.printed[kind] for kind in self.bag)
        #: The position shown, a copy of ``s`` (never changed: each outcome is played
        #: on a :func:`turn_copy` of it, which shares what a turn does not change)
        #: and its theatres' parts.
        self.shown = s = s.clone()
        self.parts = [self.theatre(s, t) for t in range(len(self.book.theatres))]
        #: Each theatre in the position shown: (theatre, bounds, spaces, marker, open
        #: campaign).
        self.spans = [(t, lo, hi, s.board[lo:hi], s.markers[t], s.active[t])
                      for t, (lo, hi) in enumerate(self.tables.bounds)]
        #: For each theatre, the others (:meth:`worst`), and what they leave open
        #: (:meth:`board`).
        theatres = range(len(self.parts))
        self.but = [[u for u in theatres if u != t] for t in theatres]
        self.rest = [self.left(self.parts, but) for but in self.but]
        #: The most the bot would take at once in the theatres but one, as shown, by
        #: that theatre and the bot's row (its number).
        self.others: dict[tuple[int, int], float] = {}
        #: Each outcome's :class:`Board`, by the numbers of its parts and the bot's
        #: last unit.
        self.boards: dict[tuple, Board] = {}
        #: The worth of a unit in hand and of the bag by what the parts add up to
        #: (the terrains open now, the empty spaces left) and the bot's last unit.
        self.worths: dict[tuple, tuple[dict[str, float], float]] = {}
        #: The person's later choices in the turn, played out with no unit drawn
        #: before them: each position with its moves' values (:meth:`known`).
        self.later: list[tuple[BlitzState, list[float]]] = []

    def known(self, game, s: BlitzState, legal: list[Action]) -> list[float] | None:
        """The values of ``legal``, the moves in ``s``, if ``s`` is one of the
        person's later choices that this look-ahead played out: the same game, the
        same bag and a position equal in everything (its key), so the same values
        as a new look-ahead would find. None otherwise."""
        if game is not self.game or tuple(s.person_bag.contents) != self.bag:
            return None
        key = None
        for node, values in self.later:
            if node.flow == s.flow and node.board == s.board:
                key = key or s.key()
                if node.key() == key and len(values) == len(legal):
                    return values
        return None

    def after(self, s: BlitzState, action: Action, drawn: int) -> float:
        """The score at the end of the person's turn if they take ``action`` now,
        ``drawn`` units already to come into their hand this turn."""
        s = turn_copy(s)
        s.flow.pop().resolve(self.game, s, action, None)
        return self.turn_out(s, drawn)

    def turn_out(self, s: BlitzState, drawn: int) -> float:
        """Play the person's turn out from ``s`` (changing it) as the rules go on
        (:func:`~automeeple.engine.flow.run`): its own choices the best; its draws
        are counted, not made (``drawn``: into its hand). Then the score."""
        game, stack = self.game, s.flow
        while stack:
            top = stack[-1]
            if top.seat == AUTO:
                stack.pop()
                if top.__class__ is not DrawUnits or top.side != PERSON:
                    top.run(game, s, None)
                elif not top.into_bag:
                    drawn += min(top.n, len(top.pile(s)))
            elif top.seat == PERSON:
                after = self.after
                values = [after(s, action, drawn) for action in top.legal(game, s)]
                if not drawn:
                    self.later.append((s, values))
                return max(values)
            else:
                break  # the bot's turn begins (chance: its stratagem)
        return self.score(s, drawn)

    def score(self, s: BlitzState, drawn: int) -> float:
        """How good ``s`` is for the person (higher is better), as described above,
        with ``drawn`` more units to come into their hand."""
        if not s.flow:
            return 1e6 if s.winner == PERSON else -1e6
        printed = self.printed
        value = VP * (s.vp[PERSON] - s.vp[BOT])
        board = self.board(s)
        # Each unit still to be drawn counts as the bag's average unit.
        hand = (sum(map(board.worth.__getitem__, s.reserve))
                + drawn * (board.bag / self.n if self.bag else 1.0))
        whole = min(int(hand), len(HAND) - 2)
        value += HAND[whole] + (hand - whole) * (HAND[whole + 1] - HAND[whole])
        value += STRENGTH * (sum(map(printed.__getitem__, s.reserve))
                             + drawn * self.bag_strength / self.n)
        row = self.row(s)
        value -= row.units
        value -= row.strength
        for part in board.parts:
            if part.value is not None:
                value += part.value
        worst = board.worst.get(row.n)
        if worst is None:
            worst = board.worst[row.n] = self.worst(s, board, row)
        return value - THREAT * worst

    def worst(self, s: BlitzState, board: Board, row: Row) -> float:
        """The most the bot would take at once in any open theatre (0: nothing): in
        the theatres the outcome changed, and the most in the others as in the
        position shown (:meth:`most`)."""
        parts, changed = board.parts, board.changed
        if len(changed) != 1:
            return self.most(s, parts, row, range(len(parts)))
        t = changed[0]
        key = (t, row.n)
        worst = self.others.get(key)
        if worst is None:
            worst = self.others[key] = self.most(s, self.parts, row, self.but[t])
        return self.most(s, parts, row, changed, worst)

    def most(self, s: BlitzState, parts: list[Part], row: Row, theatres,
             worst: float = 0.0) -> float:
        """The most the bot would take at once in ``theatres`` (``worst`` at least)."""
        for t in theatres:
            part = parts[t]
            if part.value is None:
                continue
            takes = part.takes
            if row.n not in takes:
                takes[row.n] = self.taken(s, t, part, row)
            if takes[row.n] is not None:
                worst = max(worst, takes[row.n])
        return worst

    def row(self, s: BlitzState) -> Row:
        """The bot's row in ``s`` (:class:`Row`)."""
        tab = self.tables
        units, last = tuple(s.row), s.last_unit[PERSON]
        row = tab.rows.get(units) or tab.spying.get((units, last))
        if row is None:
            kinds = {kind: unit_type(self.book, s, BOT, kind) for kind in units}
            fixed, counting = [], []
            for kind, unit in kinds.items():
                (counting if unit in BOARD_STRENGTH else fixed).append((ENTERS[unit], kind))
            most = self.steps(s, 0, fixed, {})  # the same in every theatre
            spy = any(tab.spy[kind] for _, kind in counting)
            key = (*sorted(most.items()), *counting, last if spy else None)
            row = Row(tab.row_numbers.setdefault(key, len(tab.row_numbers)), most, counting,
                      BOT_UNIT * len(units),
                      BOT_STRENGTH * sum(map(self.printed.__getitem__, units)))
            if any(tab.spy[kind] for kind in units):
                tab.spying[units, last] = row
            else:
                tab.rows[units] = row
        return row

    def theatres(self, s: BlitzState) -> tuple[list[Part], tuple[int, ...]]:
        """Each theatre's part of the score in ``s``: the one it had in the position
        shown where its spaces, marker and open campaign are as they were there (a
        theatre closes only as its open campaign moves on), as most are: an outcome
        differs from that position by a placement or two. And the theatres whose
        parts differ, in order."""
        board, markers, active = s.board, s.markers, s.active
        changed = ()
        for t, lo, hi, spaces, marker, campaign in self.spans:
            if markers[t] != marker or active[t] != campaign or board[lo:hi] != spaces:
                changed += (t,)
        if not changed:
            return self.parts, changed
        parts = self.parts.copy()
        for t in changed:
            parts[t] = self.theatre(s, t)
        return parts, changed

    def theatre(self, s: BlitzState, t: int) -> Part:
        """Theatre ``t``'s part of the score: who leads and by how much, against
        what is at stake (the open campaign, the more as it fills up, and the
        campaigns after it); and the spaces it has left for a unit in hand."""
        tab = self.tables
        lo, hi = tab.bounds[t]
        key = (t, s.markers[t], s.active[t], s.closed[t], *s.board[lo:hi])
        part = tab.parts.get(key)
        if part is not None:
            return part
        # The same but for which of the person's units stand where.
        alike = (t,) if s.closed[t] else (t, s.markers[t], s.active[t], *[
            x if x is None or x[0] == BOT else PERSON for x in s.board[lo:hi]])
        part = tab.alike.get(alike)
        if part is None:
            part = tab.alike[alike] = self.part(s, t)
        tab.parts[key] = part
        return part

    def part(self, s: BlitzState, t: int) -> Part:
        """Theatre ``t``'s :class:`Part`, worked out."""
        tab, book = self.tables, self.book
        if s.closed[t]:
            return Part((), frozenset(), (0,) * len(tab.terrains), None, 0.0, False,
                        next(tab.numbers))
        th, a, board, terrain = book.theatres[t], s.active[t], s.board, tab.terrain
        left = [0] * len(tab.terrains)
        open_now = book.spaces[t][a]
        for i in range(open_now.start, tab.bounds[t][1]):
            if board[i] is None:
                left[terrain[i]] += 1
        lead = -s.markers[t]  # + toward the person
        empty = sum(board[i] is None for i in open_now)
        stake = th.campaigns[a].vp + tab.bonus[t][abs(lead)]
        sure = max(-1.0, min(1.0, lead / SAFE_LEAD))
        now = VP * stake * sure * (0.4 + 0.6 * (1 - empty / len(open_now)))
        later = VP * tab.left_vp[t][a] * lead / th.track / 2
        spaces = tuple(open_spaces(book, s, t))
        return Part(spaces, frozenset(book.space[i].terrain for i in spaces), tuple(left),
                    now + later, now, empty == 1, next(tab.numbers))

    def board(self, s: BlitzState) -> Board:
        """The outcome's :class:`Board`: its theatres' parts (:meth:`theatres`); a
        unit's worth in hand by its kind, from 0 to 1: half for fitting a space
        open now, half by the share of the empty spaces left on the board (open
        theatres, this campaign and the later ones) that its type may enter (the
        Spy's type copies the bot's last unit, solo §7); and the sum of the worths
        of the units in the person's bag. Where one theatre changed, the terrains
        open now and the spaces left are those of the others in the position shown
        and its own."""
        parts, changed = self.theatres(s)
        key = (*[parts[t].n for t in changed], s.last_unit[BOT])
        found = self.boards.get(key)
        if found is None:
            if len(changed) == 1:
                t = changed[0]
                part, (now, counts) = parts[t], self.rest[t]
                now = now | part.open_now
                counts = tuple(map(add, counts, part.left))
            else:
                now, counts = self.left(parts, range(len(parts)))
            worths = self.worths.get((now, counts, s.last_unit[BOT]))
            if worths is None:
                by_kind = self.by_kind(s, now, counts)
                bag = sum(by_kind[kind] for kind in self.bag)
                worths = self.worths[now, counts, s.last_unit[BOT]] = (by_kind, bag)
            found = self.boards[key] = Board(parts, changed, *worths)
        return found

    def by_kind(self, s: BlitzState, now: frozenset[str], counts: tuple[int, ...]
                ) -> dict[str, float]:
        """A unit's worth in hand by its kind (:meth:`board`) where the terrains
        ``now`` are open and ``counts`` spaces are left by terrain, with the bot's
        last unit as in ``s``."""
        tab = self.tables
        found = tab.by_kind.get((now, counts, s.last_unit[BOT]))
        if found is None:
            worth = tab.worths.get((now, counts))
            if worth is None:
                left = dict(zip(tab.terrains, counts, strict=True))
                total = sum(counts) or 1
                worth = tab.worths[now, counts] = {
                    unit: 0.5 * bool(now.intersection(enters))
                    + 0.5 * sum(left.get(x, 0) for x in enters) / total
                    for unit, enters in ENTERS.items()}
            found = tab.by_kind[now, counts, s.last_unit[BOT]] = {
                kind: worth[unit_type(self.book, s, PERSON, kind)] for kind in self.book.kinds}
        return found

    @staticmethod
    def left(parts: list[Part], theatres) -> tuple[frozenset[str], tuple[int, ...]]:
        """The terrains of the spaces open now in ``theatres`` and their empty spaces
        left by terrain."""
        now = frozenset().union(*[parts[t].open_now for t in theatres])
        counts = tuple(map(sum, zip(*[parts[t].left for t in theatres], strict=True)))
        return now, counts

    def taken(self, s: BlitzState, t: int, part: Part, row: Row) -> float | None:
        """What the bot would take at once in theatre ``t`` with one unit of its
        row, as the person would lose it: the VP it would score, and what the
        theatre is worth to the person so far (all of it when the bot wins it
        outright, every campaign left and the track's icons; the open campaign
        alone when it closes that one, its shield and track bonus). None: nothing
        it can close and win.
        Solo §5 step 1 takes those first, a theatre before a campaign."""
        empty = part.spaces
        if not empty:
            return None
        book = self.book
        th = book.theatres[t]
        most = self.steps(s, t, row.counting, row.most.copy()) if row.counting else row.most
        takes = None
        for i in empty:
            sp = book.space[i]
            if sp.terrain not in most:
                continue
            m = s.markers[t] + most[sp.terrain] + (sp.amount if sp.effect == "tactical" else 0)
            if m >= th.track:
                # A total victory: every campaign left and the track's icons (solo §6).
                takes = (self.tables.left_vp[t][s.active[t]] + self.tables.bonus[t][th.track],
                         True)
                break
            if part.last and m > 0:
                vp = th.campaigns[s.active[t]].vp + self.tables.bonus[t][m]
                takes = max(takes or (0, False), (vp, False))
        if takes is None:
            return None
        vp, outright = takes
        return (part.value if outright else part.now) + VP * vp

    def steps(self, s: BlitzState, t: int, kinds: list[tuple[tuple[str, ...], str]],
              most: dict[str, int]) -> dict[str, int]:
        """``most`` (by terrain, the most steps a unit of the bot's row that may enter
        it would move theatre ``t``'s marker) with the units ``kinds`` too, each
        with the terrains it may enter."""
        for enters, kind in kinds:
            steps = strength(self.book, s, BOT, kind, t)
            for x in enters:
                if most.get(x, -1) < steps:
                    most[x] = steps
        return most


#: A copy of a position to play the person's turn out on: what the turn may change
#: is copied (the board, the markers, the campaigns, the VP, the units in hand and
#: in the bot's bag, where a bombing may put one back, the flow); the person's bag
#: and the special-weapons pile, whose draws the look-ahead counts but never makes,
#: the stratagem cup and the stream (no chance is resolved in the turn) are shared.
turn_copy = BlitzState.sharing("rng", "person_bag", "specials", "cup")
