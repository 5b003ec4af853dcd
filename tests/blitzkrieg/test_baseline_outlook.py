"""The baseline's look-ahead (``baseline.Outlook``) scores each outcome in parts,
each computed once per decision for what it depends on. Its score must be the
straightforward one, computed from scratch (kept here as the reference), for every
outcome of every decision; and seeded games must play exactly as they did before
the parts (the batch below was recorded with the score from scratch).
"""

from __future__ import annotations

from collections import Counter

import pytest

from automeeple import catalog
from automeeple.engine.play import play_out
from automeeple.engine.records import state_hash
from automeeple.engine.state import BAG, FLOW, LIST, LISTS, OBJECT
from automeeple.games.blitzkrieg import baseline
from automeeple.games.blitzkrieg.baseline import (
    BOT_STRENGTH,
    BOT_UNIT,
    HAND,
    SAFE_LEAD,
    STRENGTH,
    THREAT,
    VP,
    Outlook,
    turn_copy,
)
from automeeple.games.blitzkrieg.baseline_parts import printed
from automeeple.games.blitzkrieg.board import Rulebook, open_spaces, strength, unit_type
from automeeple.games.blitzkrieg.edition import ENTERS
from automeeple.games.blitzkrieg.state import BOT, PERSON, BlitzState

# --- The reference: the score from scratch --------------------------------------------


def reference_score(game, s: BlitzState, drawn: int) -> float:
    """The baseline's score as it was first written: everything recomputed."""
    if not s.flow:
        return 1e6 if s.winner == PERSON else -1e6
    book: Rulebook = game.rulebook
    value = VP * (s.vp[PERSON] - s.vp[BOT])
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
        lead = -s.markers[t]
        campaigns = th.campaigns[s.active[t]:]
        open_now = book.spaces[t][s.active[t]]
        empty = sum(s.board[i] is None for i in open_now)
        stake = campaigns[0].vp + th.bonus_at(abs(lead))
        sure = max(-1.0, min(1.0, lead / SAFE_LEAD))
        now = VP * stake * sure * (0.4 + 0.6 * (1 - empty / len(open_now)))
        later = VP * sum(c.vp for c in campaigns) * lead / th.track / 2
        value += now + later
        if t in takes:
            vp, outright = takes[t]
            worst = max(worst, (now + later if outright else now) + VP * vp)
    return value - THREAT * worst


def reach(book: Rulebook, s: BlitzState):
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


def bot_takes(book: Rulebook, s: BlitzState) -> dict[int, tuple[int, bool]]:
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


# --- The parts equal the whole ----------------------------------------------------------

OPTIONS = [{}, {"nippon": True}, {"leftmost_only": True},
           {"difficulty": "hard", "blitz_chain": True, "bombed_to": "removed"}]


def playing(options: dict, seeds: range) -> list:
    info = catalog.get("blitzkrieg")
    game = info.make(2, options)
    agents = [info.bot(name) for name in info.players(["baseline"], 2)]
    return [play_out(game, agents, seed) for seed in seeds]


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: ",".join(o) or "default")
def test_the_parts_score_every_outcome_as_the_score_from_scratch(options, monkeypatch):
    """Every outcome of every decision in seeded games, each scored twice: the same
    value to the last bit (a tie between two moves goes by the bot's stream, so an
    ulp would change a game)."""
    scored = []

    class Checked(Outlook):
        def score(self, s, drawn):
            fast = super().score(s, drawn)
            scored.append((fast, reference_score(self.game, s, drawn)))
            return fast

    monkeypatch.setattr(baseline, "Outlook", Checked)
    playing(options, range(2))
    assert len(scored) > 200
    assert [fast for fast, _ in scored] == [slow for _, slow in scored]


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: ",".join(o) or "default")
def test_a_later_choice_answered_from_the_look_ahead_has_a_new_look_aheads_values(
        options, monkeypatch):
    """The person's later choices in a turn (a bombing, a Strategic advantage, the
    placement after a blitz unit) are answered from the values the first move's
    look-ahead found for them (``Outlook.known``): each the same to the last bit as
    a new look-ahead from that position finds."""
    answered = []
    known = Outlook.known

    def checked(self, game, s, legal):
        values = known(self, game, s, legal)
        if values is not None:
            fresh = Outlook(game, s)
            answered.append((values, [fresh.after(s, action, 0) for action in legal]))
        return values

    monkeypatch.setattr(Outlook, "known", checked)
    playing(options, range(4))
    assert len(answered) >= 5
    assert [old for old, _ in answered] == [new for _, new in answered]


def test_a_turn_copy_is_the_position_sharing_only_what_the_turn_never_changes():
    """The look-ahead plays each outcome on a ``turn_copy``: the same position (its
    key), every field the person's turn may change its own (a change to the copy
    leaves the position as it was), the person's bag, the special-weapons pile, the
    cup and the stream shared with it."""
    info = catalog.get("blitzkrieg")
    game = info.make(2, {})
    s = game.new_initial_state(7)
    c = turn_copy(s)
    assert c.key() == s.key()
    shared = {"rng", "person_bag", "specials", "cup"}
    for name, kind in BlitzState.FIELDS.items():
        if kind in (LIST, LISTS, BAG, FLOW, OBJECT) or name in shared:
            assert (getattr(c, name) is getattr(s, name)) == (name in shared), name
    c.board[0], c.vp_from[PERSON][0] = ("someone", "something"), 99
    c.bot_bag.put("army 1")
    assert c.key() != s.key() and s.board[0] is None and s.vp_from[PERSON][0] == 0


# --- Seeded games as they were -----------------------------------------------------------

#: Recorded with the score from scratch: per seed, the final VP (you, bot), the
#: winner, the rule that ended the game, the baseline's decisions and the final
#: position's hash.
BATCH = {
    "default": ({}, [
        (0, (25, 14), 0, "vp-target", 13, "a23655f09ad1dea9"),
        (1, (17, 21), 1, "no-legal-unit", 21, "8e065a55d1524cd4"),
        (2, (29, 14), 0, "vp-target", 17, "170a013585b6d41a"),
        (3, (10, 27), 1, "final-turn", 11, "b54da631f0fd8e49"),
        (4, (32, 26), 0, "final-turn", 21, "f043939d1a27c0e1"),
        (5, (25, 12), 0, "vp-target", 15, "3a50ad570df2ae36"),
        (6, (22, 25), 1, "vp-target", 15, "40683c1a781425d1"),
        (7, (13, 32), 1, "final-turn", 14, "7d3805748c1b7b78"),
        (8, (11, 25), 1, "final-turn", 11, "5f43b875705102ed"),
        (9, (25, 23), 0, "vp-target", 15, "44c5e6271f7730dc"),
        (10, (25, 19), 0, "vp-target", 16, "85c6c831a5d804eb"),
        (11, (25, 29), 1, "final-turn", 18, "5e6d1d7f6ff0c185"),
        (12, (23, 21), 1, "no-legal-unit", 15, "2f8e8d4732e12ecc"),
        (13, (14, 27), 1, "no-legal-unit", 14, "220fbf7443b37b85"),
        (14, (17, 31), 1, "final-turn", 16, "b0b0df46cde9d41d"),
        (15, (15, 28), 1, "final-turn", 11, "f4474d6e46098fac"),
        (16, (26, 9), 0, "vp-target", 13, "12b8aec4cb9f494e"),
        (17, (24, 17), 0, "no-legal-unit", 19, "a43bc58c149d1131"),
        (18, (25, 21), 0, "vp-target", 18, "c77b8b228499cffe"),
        (19, (11, 27), 1, "final-turn", 12, "9d26fd8176f83709"),
        (20, (21, 22), 0, "no-legal-unit", 17, "8b69911bf31f6d25"),
        (21, (12, 26), 1, "final-turn", 15, "350ba3335170afb3"),
        (22, (16, 26), 1, "final-turn", 14, "c6c32bac729d04e5"),
        (23, (16, 21), 0, "no-legal-unit", 11, "afe89297e507659d"),
        (24, (30, 17), 0, "vp-target", 17, "d584b773a5b39ad5"),
        (25, (15, 25), 1, "final-turn", 17, "a68dad8a3f792fb8"),
        (26, (15, 27), 1, "final-turn", 15, "0af2d07528dc610f"),
        (27, (25, 27), 1, "final-turn", 18, "852eaf80238e3364"),
        (28, (10, 34), 1, "final-turn", 9, "517ec7ecaa4d3370"),
        (29, (19, 30), 1, "no-legal-unit", 16, "c9b018b12732f041"),
    ]),
    "nippon": ({"nippon": True}, [
        (0, (20, 30), 1, "final-turn", 13, "26dc2619c0d99bca"),
        (1, (22, 31), 1, "final-turn", 17, "bf5bae8f56324d12"),
        (2, (6, 25), 1, "final-turn", 9, "037698ae90991c4a"),
        (3, (17, 21), 1, "no-legal-unit", 15, "5897a3adb7c64119"),
        (4, (0, 34), 1, "final-turn", 3, "18a9b4eab0dadc20"),
        (5, (8, 29), 1, "final-turn", 9, "a999b070ba08e3f6"),
    ]),
    "leftmost_only": ({"leftmost_only": True}, [
        (0, (26, 14), 0, "vp-target", 16, "45fbf4178ed5e5c0"),
        (1, (16, 18), 0, "no-legal-unit", 16, "4c023dc277a33729"),
        (2, (21, 17), 0, "no-legal-unit", 23, "88c521ef91206421"),
        (3, (15, 33), 1, "final-turn", 13, "82800eefe31700d5"),
        (4, (13, 31), 1, "no-legal-unit", 10, "0b73a2d818def625"),
        (5, (16, 25), 1, "final-turn", 20, "9496249b28486f90"),
    ]),
    "hard,blitz_chain,removed": (
        {"difficulty": "hard", "blitz_chain": True, "bombed_to": "removed"}, [
        (0, (8, 34), 1, "no-legal-unit", 10, "8ac1c2aad35b690d"),
        (1, (23, 26), 1, "final-turn", 18, "dd8b59b323b15c91"),
        (2, (16, 19), 0, "no-legal-unit", 17, "937fc83627593e62"),
        (3, (16, 20), 0, "no-legal-unit", 14, "73ca85a35eadc14c"),
        (4, (13, 25), 1, "final-turn", 10, "622325f1c2c5dc1e"),
        (5, (15, 28), 1, "final-turn", 20, "7a038a40eb944054"),
    ]),
}


@pytest.mark.parametrize("name", BATCH)
def test_seeded_games_play_as_with_the_score_from_scratch(name):
    options, rows = BATCH[name]
    info = catalog.get("blitzkrieg")
    game = info.make(2, options)
    played = [(seed, p.result.scores, p.result.winner, p.result.ended_by, p.decisions,
               state_hash(game, p.state))
              for seed, p in enumerate(playing(options, range(len(rows))))]
    assert played == rows
