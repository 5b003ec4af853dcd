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
"""

from __future__ import annotations

from collections import Counter

from automeeple.engine import flow
from automeeple.engine.agent import Decision, best
from automeeple.engine.core import CHANCE, Action
from automeeple.engine.rng import Stream

from .bags import DrawUnit
from .board import Rulebook, open_spaces, strength, unit_type
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
    uses_observation = True

    def decide(self, game, s: BlitzState, legal: list[Action], rng: Stream,
               explain: bool = True) -> Decision:
        if len(legal) == 1:
            return Decision(legal[0])
        values = [after(game, s, action, 0) for action in legal]
        return Decision(best(legal, values, rng))


def after(game, s: BlitzState, action: Action, drawn: int) -> float:
    """The score at the end of the person's turn if they take ``action`` now,
    ``drawn`` units already to come into their hand this turn."""
    s = game.clone(s)
    game.apply(s, action, False, quiet=True)
    return turn_out(game, s, drawn)


def turn_out(game, s: BlitzState, drawn: int) -> float:
    """Play the person's turn out from ``s`` (changing it): its own choices the
    best; its draws are counted, not made (``drawn``: into its hand). Then the
    score."""
    while s.flow:
        seat = game.to_move(s)
        if seat == PERSON:
            return max(after(game, s, action, drawn) for action in game.legal_actions(s))
        draw = s.flow[-1]
        if seat != CHANCE or not isinstance(draw, DrawUnit) or draw.side != PERSON:
            break  # the bot's turn begins
        s.flow.pop()
        if not draw.into_bag:
            drawn += min(draw.n, len(s.specials if draw.special else s.person_bag))
        flow.run(game, s, None)
    return score(game, s, drawn)


def score(game, s: BlitzState, drawn: int) -> float:
    """How good ``s`` is for the person (higher is better), as described above,
    with ``drawn`` more units to come into their hand."""
    if not s.flow:
        return 1e6 if s.winner == PERSON else -1e6
    book: Rulebook = game.rulebook
    value = VP * (s.vp[PERSON] - s.vp[BOT])
    # Each unit still to be drawn counts as the bag's average unit.
    share = reach(book, s)
    bag = s.person_bag.contents
    n = len(bag) or 1
    hand = sum(map(share, s.reserve)) + drawn * (sum(map(share, bag)) / n if bag else 1.0)
    whole = min(int(hand), len(HAND) - 2)
    value += HAND[whole] + (hand - whole) * (HAND[whole + 1] - HAND[whole])
    value += STRENGTH * (sum(printed(book, k) for k in s.reserve)
                         + drawn * sum(printed(book, k) for k in bag) / n)
    value -= BOT_UNIT * len(s.row)
    value -= BOT_STRENGTH * sum(printed(book, k) for k in s.row)
    takes = bot_takes(book, s)
    worst = 0.0
    for t, th in enumerate(book.theatres):
        if s.closed[t]:
            continue
        lead = -s.markers[t]  # + toward the person
        campaigns = th.campaigns[s.active[t]:]
        open_now = book.spaces[t][s.active[t]]
        empty = sum(s.board[i] is None for i in open_now)
        stake = campaigns[0].vp + th.bonus_at(abs(lead))
        sure = max(-1.0, min(1.0, lead / SAFE_LEAD))
        now = VP * stake * sure * (0.4 + 0.6 * (1 - empty / len(open_now)))
        later = VP * sum(c.vp for c in campaigns) * lead / th.track / 2
        value += now + later
        if t in takes:  # what the bot's next placement would take from this
            vp, outright = takes[t]
            worst = max(worst, (now + later if outright else now) + VP * vp)
    return value - THREAT * worst


def reach(book: Rulebook, s: BlitzState):
    """A unit's worth in hand, from 0 to 1: half for fitting a space open now, half
    by the share of the empty spaces left on the board (open theatres, this
    campaign and the later ones) that it may enter."""
    now, left = set(), Counter()
    for t, th in enumerate(book.theatres):
        if s.closed[t]:
            continue
        now.update(book.space[i].terrain for i in open_spaces(book, s, t))
        left.update(book.space[i].terrain for c in range(s.active[t], len(th.campaigns))
                    for i in book.spaces[t][c] if s.board[i] is None)
    total = sum(left.values()) or 1
    worth = {unit: 0.5 * bool(now.intersection(enters))
             + 0.5 * sum(left[x] for x in enters) / total
             for unit, enters in ENTERS.items()}
    return lambda kind: worth[unit_type(book, s, PERSON, kind)]


def printed(book: Rulebook, kind: str) -> int:
    """A unit's strength as printed; 2 for a General, an Admiral or the Spy, whose
    strength depends on the board."""
    k = book.kinds[kind]
    return 2 if k.strength is None else k.strength


def bot_takes(book: Rulebook, s: BlitzState) -> dict[int, tuple[int, bool]]:
    """For each theatre where one unit of the bot's row would close and win
    something at once: the VP it would score, and whether it wins the theatre
    outright (every campaign left) rather than the open campaign (its shield and
    track bonus). Solo §5 step 1 takes those first, a theatre before a campaign."""
    kinds = [(ENTERS[unit_type(book, s, BOT, k)], k) for k in dict.fromkeys(s.row)]
    takes = {}
    for t, th in enumerate(book.theatres):
        empty = open_spaces(book, s, t)
        if not empty:
            continue
        steps = {k: strength(book, s, BOT, k, t) for _, k in kinds}
        last = sum(s.board[j] is None for j in book.spaces[t][s.active[t]]) == 1
        for i in empty:
            sp = book.space[i]
            most = max((steps[k] for enters, k in kinds if sp.terrain in enters), default=None)
            if most is None:
                continue
            m = s.markers[t] + most + (sp.amount if sp.effect == "tactical" else 0)
            if m >= th.track:
                takes[t] = (sum(c.vp for c in th.campaigns[s.active[t]:]), True)
                break
            if last and m > 0:
                vp = th.campaigns[s.active[t]].vp + th.bonus_at(m)
                takes[t] = max(takes.get(t, (0, False)), (vp, False))
    return takes
