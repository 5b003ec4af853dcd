"""What a seat sees (view.py) and what the terminal draws from it
(cli/render_the_alpha.py): an ``AlphaView`` whose wire form is plain data at every
step, the Conflict Tokens face down until the reveal (CONFLICT: "secretly choose
..., then all players reveal"), and the invariants (invariants.py) after every step
of seeded games."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from rich.console import Console

from automeeple.agents.random_bot import RandomAgent
from automeeple.cli import render_the_alpha
from automeeple.engine.agent import decision_stream
from automeeple.engine.core import CHANCE, sample_chance
from automeeple.engine.view import check, wire
from automeeple.games.the_alpha.automa import AlphaAutoma
from automeeple.games.the_alpha.resolve import ChooseWound, TurnConflictToken
from automeeple.games.the_alpha.state import HIDDEN, Conflict
from automeeple.games.the_alpha.view import AlphaView, Pack, Region, Wolves

from ..engine.test_layers import imported
from . import invariants
from .helpers import BLUE, GREEN, RED, YELLOW, hare_fight, new_game, play, start, top


def seeded_states(seats: int, seed: int):
    """A copy of every state of a seeded game on the shipped edition, from set-up to
    the end: the automa in the even seats, random play in the odd ones."""
    game = new_game(seats, shipped=True)
    bots = [AlphaAutoma(), RandomAgent()]
    s = game.new_initial_state(seed)
    step = 0
    yield game, s.clone()
    while not game.is_over(s):
        seat = game.to_move(s)
        if seat == CHANCE:
            action = sample_chance(game, s)
        else:
            action = bots[seat % 2].decide(game, game.observation(s, seat),
                                           game.legal_actions(s),
                                           decision_stream(seed, seat, step), False).action
        game.apply(s, action)
        step += 1
        yield game, s.clone()


def flipped(s):
    """The state with every token already turned showing its other side."""
    t = s.clone()
    c = t.conflict
    tokens = tuple(None if ch is None else ("share" if ch == "fight" else "fight")
                   for ch in c.tokens)
    t.conflict = Conflict(c.slot, c.stake, c.packs, c.scavengers, tokens)
    return t


@pytest.mark.parametrize(("seats", "seed"), [(3, 1), (4, 2), (5, 3), (6, 4)])
def test_view_of_every_step_is_an_alpha_view_and_hides_face_down_tokens(seats, seed):
    """Every step: each seat's view is an ``AlphaView`` of the declared types, its
    wire form plain data, and the invariants hold. With a token face down, no other
    seat's view or observation, and no automa decision, changes when that token is
    turned to its other side."""
    secrets = 0
    for game, s in seeded_states(seats, seed):
        invariants.check(game, s)
        for viewer in (None, *range(seats)):
            v = game.view(s, viewer)
            check(AlphaView, v)
            assert json.loads(json.dumps(wire(v))) == wire(v)
            assert v.seat == viewer and v.scores == s.food
            assert v.to_move == (game.to_move(s) if game.to_move(s) >= 0 else None)
        c = s.conflict
        if c is None or c.revealed or all(ch is None for ch in c.tokens):
            continue
        secrets += 1
        other = flipped(s)
        for viewer in (None, *range(seats)):
            tokens = game.view(s, viewer).conflict.tokens
            for p, ch, shown in zip(c.packs, c.tokens, tokens, strict=True):
                assert shown == (ch if p == viewer or ch is None else HIDDEN)
            if viewer not in c.packs or c.tokens[c.packs.index(viewer)] is None:
                # Nothing it sees, or decides from, depends on the tokens face down.
                assert game.view(other, viewer) == game.view(s, viewer)
                if viewer is not None:
                    assert (game.observation(other, viewer).key()
                            == game.observation(s, viewer).key())
        me = game.to_move(s)
        decisions = {AlphaAutoma().decide(game, game.observation(t, me), game.legal_actions(t),
                                          decision_stream(seed, me, 0)).action
                     for t in (s, other)}
        assert len(decisions) == 1
    assert secrets, "no conflict with a token turned face down"


def _three_pack_conflict():
    game = new_game(4)
    nobody = {c: 0 for c in ("red", "blue", "green", "yellow")}
    s = start(game, alpha="red", betas={**nobody, "red": 1, "blue": 1, "yellow": 1},
              pairs=nobody)
    play(game, s, "red: place beta on hare", "blue: place beta on hare",
         "yellow: place beta on hare", "roll 9")
    return game, s


def test_view_conflict_tokens_turned_are_hidden_to_the_others_and_the_board():
    game, s = _three_pack_conflict()
    play(game, s, "red: fight")
    assert game.view(s, RED).conflict.tokens == ["fight", None, None]
    for viewer in (BLUE, GREEN, YELLOW, None):
        c = game.view(s, viewer).conflict
        assert c.tokens == [HIDDEN, None, None] and not c.revealed
        assert c.packs == [RED, BLUE, YELLOW] and c.stake == 9
    out = Console(width=150, record=True)
    out.print(render_the_alpha.render(game.view(s, BLUE)))
    text = out.export_text()
    assert "Conflict on the Hare for 9 food: Red chosen, Blue choosing, Yellow choosing" in text
    assert "fight" not in text.lower().replace("fight or share", "")


def test_a_face_down_token_holds_no_value_for_another_seat_in_the_view_or_its_wire_form():
    """CONFLICT: each pack "secretly" chooses, then all reveal together. Red's token
    turned FIGHT is "hidden" in every other seat's view and in the JSON its page gets
    (``wire``), which read the same had Red chosen SHARE; Red's own view holds FIGHT."""
    game, s = _three_pack_conflict()
    play(game, s, "red: fight")
    shared = flipped(s)
    assert wire(game.view(s, RED))["conflict"]["tokens"] == ["fight", None, None]
    for viewer in (BLUE, GREEN, YELLOW, None):
        v = game.view(s, viewer)
        assert v.conflict is not None and v.conflict.tokens[0] == HIDDEN
        sent = wire(v)
        assert sent["conflict"]["tokens"] == ["hidden", None, None]
        assert sent == wire(game.view(shared, viewer))
        assert "fight" not in json.dumps(sent).lower().replace("fight or share", "")


def test_the_view_is_an_alpha_view_of_typed_parts_not_a_dict():
    """The front ends read fields: the view is the declared ``AlphaView`` (its
    declaration names it) with a dataclass for each part of the board."""
    game = new_game(4)
    s = start(game, alpha="red")
    play(game, s, "red: place beta on hare")
    v = game.view(s, BLUE)
    assert type(v) is AlphaView
    check(AlphaView, v)
    assert all(type(p) is Pack and type(p.den) is Wolves for p in v.packs)
    hare = next(r for r in v.regions if r.id == "hare")
    assert type(hare) is Region and hare.wolves[RED] == Wolves(beta=1, pair=0)
    assert v.packs[RED].den == Wolves(beta=s.den_b[RED], pair=s.den_a[RED])
    # The placements' names are the header's ``moves``, for the pack to move only.
    assert v.moves["place beta on scavenge-1"] == "place a Beta Wolf on Scavenge (north)"
    assert game.view(s, GREEN).moves == {}


def test_view_tokens_lie_face_up_after_the_reveal_while_wounds_are_chosen():
    game = new_game(4)
    s = hare_fight(game)
    assert isinstance(top(s), ChooseWound)
    for viewer in (None, RED, BLUE, GREEN):
        c = game.view(s, viewer).conflict
        assert c.revealed and c.tokens == ["fight", "fight"]


def test_conflict_the_wound_choice_names_the_wolves_as_printed_and_reads_them_back():
    """CONFLICT: "one wolf from each Fight pack is wounded": the moves say "a Beta
    Wolf" and "the Alpha Pair", as a placement does, and read back as typed so."""
    game = new_game(4)
    s = hare_fight(game)
    assert isinstance(top(s), ChooseWound) and game.to_move(s) == RED
    assert game.view(s, RED).moves == {"wound beta": "wound a Beta Wolf",
                                       "wound alpha-pair": "wound the Alpha Pair"}
    assert game.view(s, BLUE).moves == {}
    assert game.actions.parse("wound the Alpha Pair") is game.actions.wound["alpha-pair"]
    assert game.actions.parse("Wound a Beta Wolf") is game.actions.wound["beta"]


def test_view_question_and_hints_for_the_pack_to_move():
    game = new_game(4)
    s = start(game, alpha="red")
    v = game.view(s, RED)
    assert v.question.startswith("Red stalks")
    assert v.hints["place beta on moose"] == "Deep Forest: pays 1 food"
    assert v.hints["place beta on scavenge-1"] == "1 food guaranteed"
    assert v.hints["place beta on livestock"] == "alone; beware the D"
    assert "place beta on hare" not in v.hints
    assert game.view(s, BLUE).hints == {}
    assert game.view(s, None).edition == "Test edition (PLACEHOLDER data)"
    play(game, s, "red: place beta on hare")
    assert game.view(s, None).question.startswith("Blue stalks")


def test_view_before_the_tiles_are_laid_out_and_at_the_end():
    states = list(seeded_states(6, 9))
    game, first = states[0]
    v = game.view(first, None)
    assert v.question.startswith("Chance: draw a") and v.alpha is None
    assert all(r.dominant == [] for r in v.regions)
    game, last = states[-1]
    v = game.view(last, RED)
    assert v.over and v.to_move is None and v.question is None


def test_render_draws_every_step_from_the_view_alone():
    console = Console(width=150, file=io.StringIO())
    for n, (game, s) in enumerate(seeded_states(4, 5)):
        if n % 7 == 0 or isinstance(top(s), TurnConflictToken):
            console.print(render_the_alpha.render(game.view(s, n % 4)))
    # It imports nothing of the game but, for its annotations, the view's classes.
    assert not {n for n in imported(Path(render_the_alpha.__file__))
                if n.startswith("automeeple.games")}


# --- The screen: 80x24, readable without colour (issue 8) -------------------------------


def drawn(view, color: bool = True) -> list[str]:
    console = Console(width=80, record=True, file=io.StringIO(),
                      color_system="truecolor" if color else None, no_color=not color)
    console.print(render_the_alpha.render(view))
    return console.export_text().splitlines()


@pytest.mark.parametrize(("seats", "seed"), [(3, 5), (4, 6), (5, 7), (6, 8)])
def test_the_board_fits_80_columns_and_a_short_screen(seats, seed):
    """One line per region tile and a few for the packs: at six packs (nine tiles)
    the board with a conflict and its question stays within 22 lines."""
    tallest = 0
    for n, (game, s) in enumerate(seeded_states(seats, seed)):
        if n % 3 and s.conflict is None:
            continue
        view = game.view(s, n % seats)
        lines = drawn(view)
        assert max(map(len, lines)) <= 80, "\n".join(lines)
        wounded = sum(any(w.beta or w.pair for w in counts)
                      for counts in ([p.injured for p in view.packs],
                                     [p.healing for p in view.packs],
                                     [p.dead for p in view.packs]))
        extra = (view.conflict is not None) * 2 + 1 + any(p.food > 30 for p in view.packs)
        assert len(lines) <= len(view.regions) + 7 + wounded + extra, "\n".join(lines)
        tallest = max(tallest, len(lines))
    assert tallest <= {3: 17, 4: 20, 5: 21, 6: 22}[seats]


def test_the_board_reads_without_colour():
    """Packs by initials (Green and Grey: Gn and Gy), the Alpha marked with *, the
    carrion side and the Deep Forest in words."""
    game, s = next((g, s) for g, s in seeded_states(6, 8)
                   if s.conflict is not None and any(s.faces))
    view = game.view(s, None)
    lines = drawn(view, color=False)
    header = next(line for line in lines if line.startswith("Region"))
    assert header.split()[:3] == ["Region", "Die", "Roll"]
    alpha = view.alpha
    short = ["R", "B", "Gn", "Y", "P", "Gy"]
    assert header.split()[3:9] == [x + ("*" if k == alpha else "") for k, x in enumerate(short)]
    text = "\n".join(lines)
    assert f"Alpha: {view.seats[alpha]}" in lines[0] and "PLACEHOLDER" in lines[0]
    for r in view.regions:
        row = next(line for line in lines if line.startswith(r.name))
        assert ("(Deep)" in row) == r.deep_forest
        doms = " ".join(short[p] for p in r.dominant)
        assert row.rstrip().endswith(doms or "-" if r.scavenge_food else doms), row
    assert "A: Alpha Pair" in text and "(Deep): 1 food a wolf" in text
    food = next(line for line in lines if line.startswith("Food"))
    assert food.split()[1:] == [str(f) for f in view.scores]


def test_the_board_shows_carrion_and_food_past_thirty_in_words():
    game = new_game(4)
    nobody = {c: 0 for c in ("red", "blue", "green", "yellow")}
    s = start(game, alpha="red", betas={**nobody, "red": 1, "blue": 1, "green": 1},
              pairs=nobody, food={"red": 30})
    play(game, s, "red: place beta on hare", "blue: place beta on deer",
         "green: place beta on deer", "roll C1", "roll 9")
    assert isinstance(top(s), TurnConflictToken)  # on the Deer, after the Hare's C
    lines = drawn(game.view(s, RED), color=False)
    hare = next(line for line in lines if line.startswith("Hare"))
    deer = next(line for line in lines if line.startswith("Deer (Deep)"))
    assert "carrion 2 next week" in hare and " 9 " in deer
    assert "Past 30 food the marker lies on its side: Red at 1." in lines
    play(game, s, "blue: share", "green: share", "red: place beta on hare")
    hare = next(line for line in drawn(game.view(s, RED), color=False)
                if line.startswith("Hare"))
    assert "CARRION 2 food" in hare


def test_resolve_the_board_puts_a_marker_past_sixty_on_a_space_of_the_track():
    # RESOLVE: past 30 the marker starts again at 1 on its side; the track ends at
    # 30, so at 68 food it lies at 8, gone round twice (our reading, as the web board).
    game = new_game(4)
    s = start(game, alpha="red", food={"red": 68, "blue": 31})
    lines = drawn(game.view(s, RED), color=False)
    assert ("Past 30 food the marker lies on its side: Red at 8 (30 + 30 + 8), Blue at 1."
            in lines)


def test_names_from_an_edition_file_are_drawn_as_text_never_as_markup():
    from automeeple.games.the_alpha.edition import EDITION  # noqa: PLC0415

    from .helpers import TEST_EDITION_TOML  # noqa: PLC0415

    text = (TEST_EDITION_TOML.replace('name = "Hare"', 'name = "[/x] Hare"')
            .replace('"Red"', '"[bold]Red"'))
    game = new_game(4, edition=EDITION.loads(text, "odd.toml"))
    s = start(game, alpha="blue")
    out = "\n".join(drawn(game.view(s, RED)))
    assert "[/x] Hare" in out and "[bold]Red" in out
