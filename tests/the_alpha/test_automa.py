"""The Alpha automa (automa.py): hand-made positions where one of its rules (P1-P7
for Stalk, C1-C4 for a conflict, W1 for a wound, R1 for a re-roll) decides, and
the check that it never reads another pack's secret choice.

Tile values in the test edition (the average of the die, X counting 0, C<n> n):
Beaver 3.0, Hare 2.67, Deer 5.17, Elk 4.83, Moose 8.0.
"""

from __future__ import annotations

import pytest

from automeeple import catalog
from automeeple.engine.core import CHANCE, REVEAL, sample_chance
from automeeple.engine.rng import Stream
from automeeple.engine.trace import Trace
from automeeple.games.the_alpha.automa import AlphaAutoma, roll_off
from automeeple.games.the_alpha.chase import OfferReroll
from automeeple.games.the_alpha.resolve import ChooseWound, TurnConflictToken
from automeeple.games.the_alpha.state import HIDDEN
from automeeple.sessions.session import DECIDE, Session

from .helpers import BLUE, RED, YELLOW, hare_fight, new_game, play, put, start, top

PACKS = ("red", "blue", "green", "yellow")
NOBODY = {c: 0 for c in PACKS}
HUNTING = ("beaver", "hare", "deer", "elk", "moose")


def decide(game, s, seed=1, observe=True):
    """The automa's decision for the pack to move, from that pack's observation."""
    me = game.to_move(s)
    legal = game.legal_actions(s)
    view = game.observation(s, me) if observe else s
    decision = AlphaAutoma().decide(game, view, legal, Stream.named(seed, "automa-test"))
    assert decision.action in legal
    assert decision.trace is not None
    return decision


def rules_of(decision) -> list[str]:
    return [step.rule for step in decision.trace.steps]


# --- Stalk: P1-P7 ------------------------------------------------------------------


def test_automa_p1_places_the_alpha_pair_first():
    game = new_game(4)
    s = start(game)
    d = decide(game, s)
    assert str(d.action).startswith("place alpha-pair on ")
    assert rules_of(d)[0] == "P1"


def test_automa_p1_then_the_betas():
    game = new_game(4)
    s = start(game, pairs={**NOBODY, "blue": 1})
    d = decide(game, s)
    assert str(d.action).startswith("place beta on ")
    assert rules_of(d)[0] == "P1"


def test_automa_p3_on_an_empty_board_takes_the_most_valuable_tile():
    game = new_game(4)
    s = start(game)
    d = decide(game, s)
    assert str(d.action) == "place alpha-pair on moose"
    assert "P3" in rules_of(d)
    assert d.trace.choice == "place the Alpha Pair on Moose"


def test_automa_p5_explains_with_the_tiles_names_as_printed():
    # P5: a Scavenge tile where it has no wolf yet; `why` names the tiles as the
    # board and the moves do ("Scavenge (north)"), never by the edition's ids.
    game = new_game(4)
    s = start(game, pairs=NOBODY)
    for tile, colour in (("beaver", "blue"), ("hare", "blue"), ("deer", "green"),
                         ("elk", "green"), ("moose", "yellow")):
        put(game, s, tile, colour, betas=2)  # Red's Beta takes the lead nowhere (P3)
    put(game, s, "livestock", "yellow", betas=1)  # nor the Livestock (P4)
    d = decide(game, s)
    assert "P5" in rules_of(d)
    p5 = next(step for step in d.trace.steps if step.rule == "P5")
    assert p5.candidates == ("Scavenge (north)", "Scavenge (south)")
    assert d.trace.choice in ("place a Beta Wolf on Scavenge (north)",
                              "place a Beta Wolf on Scavenge (south)")
    assert "scavenge-" not in "\n".join(d.trace.lines())


def test_automa_p2_keeps_a_reserve_no_deep_forest():
    game = new_game(4)
    s = start(game, food={"red": 2})
    d = decide(game, s)
    assert str(d.action) == "place alpha-pair on beaver"  # best Near Forest tile
    assert rules_of(d)[:3] == ["P1", "P2", "P3"]


def test_automa_p2_does_not_apply_with_enough_food():
    game = new_game(4)
    s = start(game, food={"red": 3})
    d = decide(game, s)
    assert "P2" not in rules_of(d)
    assert str(d.action) == "place alpha-pair on moose"


def test_automa_p3_takes_the_lead_where_it_does_not_lead_yet():
    game = new_game(4)
    s = start(game, betas={"blue": 6})
    put(game, s, "moose", "blue", betas=1)
    # The pair (2) outnumbers Blue's Beta (1) on the Moose: it takes the lead there.
    d = decide(game, s)
    assert str(d.action) == "place alpha-pair on moose"
    assert "P3" in rules_of(d)


def test_automa_p3_a_beta_cannot_take_the_lead_from_a_beta():
    game = new_game(4)
    s = start(game, pairs={**NOBODY, "blue": 1}, betas={"blue": 6})
    put(game, s, "moose", "blue", betas=1)
    d = decide(game, s)
    assert str(d.action) == "place beta on deer"  # the Moose would only tie
    assert "P3" in rules_of(d)


def _outnumbered_everywhere(game, blue_each=1):
    """Red has only Betas; Blue has ``blue_each`` Betas on every hunting tile."""
    s = start(game, pairs=dict(NOBODY), betas={"red": 3, "blue": 20, "green": 1})
    for tile in HUNTING:
        put(game, s, tile, "blue", betas=blue_each)
    return s


def test_automa_p4_takes_a_free_livestock():
    game = new_game(4)
    s = _outnumbered_everywhere(game)
    d = decide(game, s)
    assert str(d.action) == "place beta on livestock"
    assert rules_of(d)[-1] == "P4"


def test_automa_p4_places_its_alpha_pair_on_a_free_livestock_under_pair_as_one_wolf():
    # P1 takes the Pair first; with the rule option it may go on the Livestock (one
    # wolf in all), and P4 takes it there when no hunting tile gives the lead (P3)
    game = new_game(4, pair_as_one_wolf=True)
    s = _outnumbered_everywhere(game, blue_each=2)
    s.den_a[0] = 1
    d = decide(game, s)
    assert str(d.action) == "place alpha-pair on livestock"
    assert rules_of(d)[0] == "P1" and rules_of(d)[-1] == "P4"


def test_automa_p5_scavenges_when_the_livestock_is_taken():
    game = new_game(4)
    s = _outnumbered_everywhere(game)
    put(game, s, "livestock", "green", betas=1)
    for seed in range(1, 6):
        d = decide(game, s, seed)
        assert str(d.action) in ("place beta on scavenge-1", "place beta on scavenge-2")
        assert "P5" in rules_of(d)


def test_automa_p5_uses_the_scavenge_tile_it_has_not_used():
    game = new_game(4)
    s = _outnumbered_everywhere(game)
    put(game, s, "livestock", "green", betas=1)
    put(game, s, "scavenge-1", "red", betas=1)
    d = decide(game, s)
    assert str(d.action) == "place beta on scavenge-2"
    assert "P5" in rules_of(d)


def test_automa_p6_strengthens_its_narrowest_lead():
    game = new_game(4)
    s = start(game, pairs=dict(NOBODY), betas={"red": 6, "blue": 20, "green": 1})
    put(game, s, "hare", "red", betas=1)      # leads by 1
    put(game, s, "beaver", "red", betas=2)    # leads by 2
    for tile in ("deer", "elk", "moose"):
        put(game, s, tile, "blue", betas=1)
    put(game, s, "livestock", "green", betas=1)
    put(game, s, "scavenge-1", "red", betas=1)
    put(game, s, "scavenge-2", "red", betas=1)
    d = decide(game, s)
    assert str(d.action) == "place beta on hare"
    assert rules_of(d)[-1] == "P6"


def test_automa_p7_anywhere_the_most_valuable():
    game = new_game(4)
    s = _outnumbered_everywhere(game, blue_each=2)
    put(game, s, "livestock", "green", betas=1)
    put(game, s, "scavenge-1", "red", betas=1)
    put(game, s, "scavenge-2", "red", betas=1)
    d = decide(game, s)
    assert str(d.action) == "place beta on moose"
    assert rules_of(d)[-1] == "P7"


# --- Conflict: C1-C4 ------------------------------------------------------------


def _hare_conflict(face="9", food=None):
    """Red (the Alpha) and Blue, one Beta each on the Hare, conflict over ``face``."""
    game = new_game(4)
    s = start(game, alpha="red", food=food, betas={**NOBODY, "red": 1, "blue": 1},
              pairs=dict(NOBODY))
    play(game, s, "red: place beta on hare", "blue: place beta on hare", f"roll {face}")
    assert isinstance(top(s), TurnConflictToken) and game.to_move(s) == RED
    return game, s


def test_automa_c1_the_alpha_shares():
    game, s = _hare_conflict()
    d = decide(game, s)
    assert str(d.action) == "share"
    assert rules_of(d) == ["C1"]


def test_automa_c2_fights_for_crumbs():
    game, s = _hare_conflict(face="1")
    play(game, s, "red: share")
    d = decide(game, s)
    assert str(d.action) == "fight"
    assert rules_of(d) == ["C2"]


def _beaver_conflict(face: str):
    """Red (the Alpha) and Blue, one Beta each on the Beaver, conflict over ``face``;
    Red has shared, Blue is to choose."""
    game = new_game(4)
    s = start(game, alpha="red", betas={**NOBODY, "red": 1, "blue": 1}, pairs=dict(NOBODY))
    play(game, s, "red: place beta on beaver", "blue: place beta on beaver", f"roll {face}",
         "red: share")
    assert isinstance(top(s), TurnConflictToken) and game.to_move(s) == BLUE
    return game, s


@pytest.mark.parametrize("seed", range(6))
def test_automa_c2_an_even_share_of_exactly_two_is_not_crumbs(seed):
    game, s = _beaver_conflict("4")  # 4 food, two packs: 2 each
    d = decide(game, s, seed)
    assert "C2" not in rules_of(d)
    assert rules_of(d) == ["C4"]  # 5 + 4 food would not pass Red's 5 by more than half


def test_automa_c2_an_even_share_of_one_is_crumbs():
    game, s = _beaver_conflict("2")  # 2 food, two packs: 1 each
    d = decide(game, s)
    assert rules_of(d) == ["C2"] and str(d.action) == "fight"


def test_automa_c3_fights_when_only_the_whole_stake_catches_the_leader():
    game, s = _hare_conflict(food={"red": 20, "blue": 12})
    play(game, s, "red: share")
    # 12 + 9 = 21 reaches Red's 20; half (4) would not.
    d = decide(game, s)
    assert str(d.action) == "fight"
    assert rules_of(d) == ["C3"]


def test_automa_c4_rolls_fight_on_one_or_two():
    game, s = _hare_conflict()
    play(game, s, "red: share")
    seen = set()
    for seed in range(40):
        d = decide(game, s, seed)
        (step,) = d.trace.steps
        assert step.rule == "C4"
        rolled = int(step.detail.split()[1])
        assert str(d.action) == ("fight" if rolled in (1, 2) else "share")
        assert step.detail == f"rolled {rolled} (fight on 1 or 2, else share): {d.action}"
        seen.add(str(d.action))
    assert seen == {"fight", "share"}


# --- Tie-break: the count-off roll -------------------------------------------------


class FixedDie:
    """A stream whose d6 always shows ``face``."""

    def __init__(self, face: int) -> None:
        self.face = face

    def roll(self, sides: int = 6) -> int:
        assert sides == 6
        return self.face


@pytest.mark.parametrize(("face", "picked"), [(1, "first"), (2, "second"), (3, "third"),
                                              (4, "first"), (5, "second"), (6, "third")])
def test_automa_tie_break_counts_off_the_d6_roll(face, picked):
    """Of three tied candidates a roll of 1 or 4 picks the first, 2 or 5 the second,
    3 or 6 the third (count the roll off, going back to the first after the last)."""
    trace = Trace("tie")
    assert roll_off(["first", "second", "third"], trace, FixedDie(face), "tie") == picked
    assert trace.steps[0].detail == f"3 tied; rolled {face}"
    assert roll_off(["first", "second", "third"], None, FixedDie(face), "tie") == picked


def test_automa_tie_break_needs_no_roll_for_one_candidate():
    assert roll_off(["only"], None, None, "tie") == "only"


def test_automa_ties_in_a_stalk_are_counted_off_in_region_order():
    """P5 with both Scavenge tiles free: the two are tied; an odd roll takes the
    first in region order (Scavenge north), an even one the second."""
    game = new_game(4)
    s = _outnumbered_everywhere(game)
    put(game, s, "livestock", "green", betas=1)
    seen = {}
    for seed in range(12):
        rng = Stream.named(seed, "automa-test")
        die = rng.copy().roll(6)
        d = AlphaAutoma().decide(game, game.observation(s, RED), game.legal_actions(s), rng)
        seen[die % 2] = str(d.action)
        assert str(d.action) == ("place beta on scavenge-1" if die % 2 else
                                 "place beta on scavenge-2")
        assert d.trace.steps[-1].detail == f"2 tied; rolled {die}"
    assert len(seen) == 2


# --- Explaining, and keeping a secret ------------------------------------------------


def test_conflict_tokens_are_secret_until_all_are_revealed():
    """CONFLICT: each pack turns its token in secret; all are revealed together.
    The game names what each seat cannot see (what seals a bot's "why")."""
    game, s = _hare_conflict()
    assert game.secrets(s, BLUE) == {}  # nobody has chosen yet
    play(game, s, "red: share")
    assert game.secrets(s, BLUE) == {"Red's Conflict Token": ()}  # told by anything
    assert game.secrets(s, RED) == {}  # its own token
    assert game.secrets(s, None) == {"Red's Conflict Token": ()}
    d = decide(game, s)
    assert rules_of(d) == ["C4"]
    play(game, s, f"blue: {d.action.choice}")
    assert game.secrets(s, None) == {}  # both turned: revealed together


def _stalk_position():
    game = new_game(4)
    return game, start(game)


@pytest.mark.parametrize("seed", range(20))
def test_automa_without_explaining_builds_no_trace_and_decides_the_same(seed):
    for game, s in (_stalk_position(), _hare_conflict(), _beaver_conflict("4")):
        me = game.to_move(s)
        legal = game.legal_actions(s)
        told, quiet = Stream.named(seed, "x"), Stream.named(seed, "x")
        explained = AlphaAutoma().decide(game, game.observation(s, me), legal, told)
        silent = AlphaAutoma().decide(game, game.observation(s, me), legal, quiet, False)
        assert silent.trace is None and explained.trace is not None
        assert silent.action == explained.action
        assert quiet.state == told.state  # the same numbers drawn


# --- Wound and re-roll -------------------------------------------------------------


def test_automa_w1_wounds_a_beta_and_keeps_the_alpha_pair():
    game = new_game(4)
    s = hare_fight(game)
    assert isinstance(top(s), ChooseWound) and game.to_move(s) == RED
    d = decide(game, s)
    assert str(d.action) == "wound beta" and d.trace.choice == "wound a Beta Wolf"
    assert rules_of(d) == ["W1"]


def test_automa_r1_always_rerolls():
    game = new_game(4)
    s = start(game, alpha="red", betas={**NOBODY, "red": 1, "blue": 1}, pairs=dict(NOBODY))
    play(game, s, "red: place beta on hare", "blue: place beta on hare", "roll X")
    assert isinstance(top(s), OfferReroll) and game.to_move(s) == BLUE
    d = decide(game, s)
    assert str(d.action) == "reroll"
    assert rules_of(d) == ["R1"]


# --- Secret choices -----------------------------------------------------------------


def _three_pack_conflict():
    game = new_game(4)
    s = start(game, alpha="red", betas={**NOBODY, "red": 1, "blue": 1, "yellow": 1},
              pairs=dict(NOBODY))
    play(game, s, "red: place beta on hare", "blue: place beta on hare",
         "yellow: place beta on hare", "roll 9")
    return game, s


@pytest.mark.parametrize("seed", range(12))
def test_automa_never_reads_hidden_choices(seed):
    game, s = _three_pack_conflict()
    decisions = []
    for red, blue in (("fight", "fight"), ("share", "share"), ("fight", "share")):
        t = s.clone()
        play(game, t, f"red: {red}", f"blue: {blue}")
        assert game.to_move(t) == YELLOW
        assert list(game.observation(t, YELLOW).conflict.tokens) == [HIDDEN, HIDDEN, None]
        for observe in (True, False):  # even handed the true state it does the same
            d = decide(game, t, seed, observe=observe)
            decisions.append((str(d.action), d.trace.lines()))
    assert all(d == decisions[0] for d in decisions)


def test_automa_plays_whole_games_legally():
    for seats, seed in ((3, 1), (4, 2), (6, 3)):
        game = new_game(seats)
        s = game.new_initial_state(seed)
        bot = AlphaAutoma()
        step = 0
        while not game.is_over(s):
            if game.to_move(s) == CHANCE:
                game.apply(s, sample_chance(game, s))
                continue
            me = game.to_move(s)
            legal = game.legal_actions(s)
            d = bot.decide(game, game.observation(s, me), legal, Stream.named(seed, me, step))
            assert d.action in legal
            game.apply(s, d.action)
            step += 1
        assert s.week == 5
        assert sorted(game.result(s).places) == list(range(1, seats + 1))


def test_automa_secret_choice_is_explained_only_after_the_reveal():
    """Through the sessions' advance loop: when the person is to turn a Conflict
    Token after an automa has turned its own, neither the board nor the traces
    shown so far tell the automa's side; its trace comes with the reveal."""
    info = catalog.get("the-alpha")
    checked = 0
    for seed in range(12):
        session = Session.new(None, info, 4, {}, seed, ["automa", "automa", "automa", "human"])
        prompt = session.advance()
        while prompt.kind == DECIDE:
            s = session.match.state
            secret = (isinstance(top(s), TurnConflictToken)
                      and any(ch is not None for ch in s.conflict.tokens))
            if secret:
                assert not any(t.sealed for t in prompt.traces)
                tokens = session.view(session.person).conflict.tokens
                assert not {"fight", "share"} & set(tokens)
            session.act(prompt.legal[0])
            prompt = session.advance()
            if secret:
                checked += 1
                kinds = [e.kind for e in prompt.events]
                assert REVEAL in kinds
                assert any(t.sealed for t in prompt.traces)
    assert checked


# --- Trace titles name the tile ----------------------------------------------------


def test_automa_conflict_trace_names_the_region_tile():
    """Asked 'why' at a later conflict, the trace must say which tile this one was on."""
    game, s = _hare_conflict()
    d = decide(game, s)
    assert d.trace.decision == "Red in conflict on the Hare for 9 food: fight or share?"


def test_automa_reroll_trace_names_the_tile_die():
    game = new_game(4)
    s = start(game, alpha="red", betas={**NOBODY, "red": 1, "blue": 1}, pairs=dict(NOBODY))
    play(game, s, "red: place beta on hare", "blue: place beta on hare", "roll X")
    d = decide(game, s)
    assert d.trace.decision == "Blue: re-roll the X on the Hare die?"


def test_automa_wound_trace_names_the_tile():
    game = new_game(4)
    s = hare_fight(game)
    d = decide(game, s)
    assert d.trace.decision == "Red: which wolf on the Hare is wounded?"
