"""The Alpha at the table (issue 8): every chance event is reported by what is
printed on the component (a die's face, a tile's name, a pack's colour), the
instructions name what the players move, and a whole Table-mode game runs through
the session with every report typed as printed."""

from __future__ import annotations

import random

import pytest

from automeeple import catalog
from automeeple.engine.core import CHANCE, IllegalAction, sample_chance
from automeeple.games.the_alpha.actions import DrawTile, FirstAlpha, Roll
from automeeple.games.the_alpha.setup import DrawRegionTile, HowlLoudest
from automeeple.sessions.session import DECIDE, ENDED, HUMAN, REPORT, Session

from .helpers import RED, new_game, of_kind, play, start, top


def test_a_die_is_reported_by_its_faces_as_printed():
    game = new_game(4, shipped=True)
    s = start(game, betas={"red": 1, "blue": 0, "green": 0, "yellow": 0},
              pairs={"red": 0, "blue": 0, "green": 0, "yellow": 0})
    play(game, s, "red: place beta on hare")
    request = game.chance_request(s)
    # The shipped Hare die: X C1 1 2 2 3 (the 2 twice, one outcome).
    assert request.labels == ("X", "C1", "1", "2", "3")
    assert request.name == "roll the Hare die"
    assert request.outcome_named("3") == game.actions.roll[game.edition.tile("hare").faces[5]]
    assert str(request.outcome_named("1")) == "roll 1", "1 is the face 1, not the first face"
    assert str(request.outcome_named("x")) == "roll X"
    assert str(request.outcome_named("c1")) == "roll C1"
    with pytest.raises(IllegalAction, match=r"'7' cannot come up for 'roll the Hare die'; "
                                            r"it can be: X, C1, 1, 2, 3"):
        request.outcome_named("7")


def test_every_die_of_the_shipped_edition_has_one_label_per_face():
    game = new_game(6, shipped=True)
    for index, request in game.rulebook.dice.items():
        tile = game.edition.tiles[index]
        assert list(request.labels) == list(dict.fromkeys(tile.die)), tile.name
        assert request.physical
        for outcome, label in zip(request.outcomes, request.labels, strict=True):
            assert isinstance(outcome, Roll) and str(outcome.face) == label
            assert request.outcome_named(label) is outcome


def test_a_region_tile_is_reported_by_its_printed_name():
    game = new_game(4, shipped=True)
    s = game.new_initial_state(1)
    sizes = []
    while isinstance(top(s), DrawRegionTile):
        request = game.chance_request(s)
        size = top(s).size
        sizes.append(size)
        left = [t.name for t in game.edition.tiles
                if t.size == size and game.rulebook.tile_index[t.id] not in s.tiles]
        assert request.labels == tuple(left) and request.physical
        outcome = request.outcome_named(left[-1].upper())
        assert isinstance(outcome, DrawTile)
        (event,) = game.apply(s, outcome)
        tile = game.edition.tile(outcome.tile)
        assert tile.name == left[-1]
        forest = "Deep" if size in ("medium", "large") else "Near"
        assert event.text == (f"The {tile.name} tile ({size}) is in play: lay it beside the "
                              f"{forest} Forest.")
    assert sizes == ["small", "small", "medium", "medium", "large"]


def test_a_region_tile_already_in_play_is_said_to_be_none_to_draw():
    """SETUP 5: the second small tile typed as the first one drawn: it is in play
    already, said so, not as if it were no tile of the game."""
    game = new_game(4, shipped=True)
    s = game.new_initial_state(3)
    first = game.chance_request(s)
    game.apply(s, first.outcome_named("Hare"))
    with pytest.raises(IllegalAction, match=r"^'hare' cannot come up now for 'draw a small "
                                            r"region tile': there is none of it to draw; "
                                            r"it can be: "):
        game.chance_request(s).outcome_named("hare")
    with pytest.raises(IllegalAction, match=r"^'moose' cannot come up for 'draw a small"):
        game.chance_request(s).outcome_named("moose")  # a tile of another size


def test_the_scavenge_tiles_are_alike_so_nobody_is_asked_which():
    """With three packs one of the two Scavenge tiles lies out: the program picks
    it (they are alike at the table); every other draw is asked."""
    game = new_game(3, shipped=True)
    s = game.new_initial_state(4)
    asked = {}
    while isinstance(top(s), DrawRegionTile):
        request = game.chance_request(s)
        asked[top(s).size] = request.physical
        game.apply(s, sample_chance(game, s))
    assert asked == {"scavenge": False, "small": True, "medium": True}


def test_the_first_alpha_is_reported_by_pack_colour():
    game = new_game(5, shipped=True)
    s = game.new_initial_state(2)
    while isinstance(top(s), DrawRegionTile):
        game.apply(s, sample_chance(game, s))
    assert isinstance(top(s), HowlLoudest)
    request = game.chance_request(s)
    assert request.labels == ("Red", "Blue", "Green", "Yellow", "Purple")
    # Setup 6: no component comes up; Table mode asks for the pack.
    assert (request.name, request.ask) == ("choose who howls the loudest (the first Alpha)",
                                           "Which pack?")
    outcome = request.outcome_named("purple")
    assert isinstance(outcome, FirstAlpha)
    game.apply(s, outcome)
    assert s.alpha == 4


def test_set_up_says_where_every_tile_lies():
    game = new_game(4)
    events = []
    start(game, alpha="red", events=events)
    (laid,) = [e for e in of_kind(events, "setup") if "in play, smallest first" in e.text]
    assert laid.text == (
        "Region tiles in play, smallest first (the order of Resolve): beside the Near "
        "Forest, Scavenge (north), Scavenge (south), Livestock, Beaver, Hare; beside the "
        "Deep Forest, Deer, Elk, Moose.")
    assert laid.data == {"tiles": ["scavenge-1", "scavenge-2", "livestock", "beaver", "hare",
                                   "deer", "elk", "moose"]}


def test_set_up_is_spelled_out_once_naming_the_components():
    """issue 17, point 9: SETUP 1-5 told once as instructions: the Food Tracker, the
    Weeks Left token, each pack's Den Board, Alpha Pair, Betas (one as its food
    marker) and Conflict Token, the dice beside their tiles, which alike Scavenge
    tile is which; the Scavenge tile the program picks is an instruction. SETUP 1-4
    come first, before the table is asked to draw a tile (SETUP 5)."""
    game = new_game(4, shipped=True)
    opening = []
    s = game.new_initial_state(3, opening)
    assert [e.kind for e in opening] == ["setup"]
    texts = [e.text for e in opening]
    while game.to_move(s) == CHANCE:
        texts += [e.text for e in game.apply(s, sample_chance(game, s))]
    setup = [t for t in texts if t.startswith(("Set-up", "Put the", "The Scavenge tiles"))]
    assert setup == [
        'Set-up (SETUP 1-4): put the Food Tracker in the middle of the table and the Weeks '
        'Left token on its "5" space. Each pack (Red, Blue, Green, Yellow) takes its Den '
        "Board, Alpha Pair, 6 Beta Wolves and Conflict Token: one Beta on the Food Tracker's "
        '"5" space (its food marker), the Alpha Pair and the other 5 Betas on its Den Board.',
        "Put the Livestock, Hare, Fish, Deer, Elk and Bison dice beside their tiles (SETUP 5; "
        "a Scavenge tile has no die).",
        "The Scavenge tiles are alike: the first beside the Near Forest is Scavenge (north), "
        "the next Scavenge (south)."]
    game = new_game(3, shipped=True)
    opening = []
    s = game.new_initial_state(4, opening)
    texts = [e.text for e in opening]
    while game.to_move(s) == CHANCE:
        texts += [e.text for e in game.apply(s, sample_chance(game, s))]
    (scavenge,) = [t for t in texts if t.startswith("A Scavenge tile")]
    assert scavenge.startswith("A Scavenge tile is laid beside the Near Forest "
                               "(they are alike; the program calls it Scavenge (")
    assert sum(t.startswith("Set-up") for t in texts) == 1


def test_chase_c_in_the_last_week_says_the_tile_need_not_turn_to_carrion():
    """CHASE, C: the tile turns to carrion "for the next round"; in the last week
    there is none, so the table is not asked to turn it."""
    game = new_game(4)
    nobody = {c: 0 for c in ("red", "blue", "green", "yellow")}
    s = start(game, alpha="red", betas={**nobody, "red": 1, "blue": 1}, pairs=nobody,
              week=game.edition.weeks)
    events = play(game, s, "red: place beta on hare", "blue: place beta on hare", "roll C1",
                  "red: share", "blue: share")
    assert [e.text for e in of_kind(events, "carrion")][-1] == (
        "The wolves on the Hare go back to their Den Boards; this is the last week, so the "
        "tile need not turn to its carrion side.")
    assert game.is_over(s)
    hare = [game.rulebook.tile(s, i).name for i in range(len(s.tiles))].index("Hare")
    assert not s.carrion[hare]  # the final board shows it as the log says


def test_advance_says_what_to_move_and_flip():
    game = new_game(4)
    nobody = {c: 0 for c in ("red", "blue", "green", "yellow")}
    s = start(game, alpha="red", betas={**nobody, "red": 1, "blue": 1}, pairs=nobody,
              injured_b={"green": 1})
    events = play(game, s, "red: place beta on hare", "blue: place beta on hare", "roll C1",
                  "red: share", "blue: share")
    flip = [e.text for e in of_kind(events, "carrion")]
    assert flip[-1] == ("The wolves on the Hare go back to their Den Boards; the tile turns "
                        "to its carrion side for next week (2 food).")
    (advance,) = of_kind(events, "advance")
    assert advance.text == ("Advance: every wolf on the region tiles goes back to its Den "
                            "Board; the Injured wolves move to the Healing Wolves space; the Weeks "
                            "Left token moves down to 4.")
    assert advance.data["weeks_left"] == 4 and advance.data["injured"] == [0, 0, 1, 0]
    events = play(game, s, "red: place beta on hare", "blue: place beta on scavenge-1")
    (advance,) = of_kind(events, "advance")
    assert "the Healing wolves go back to their dens" in advance.text
    assert "the Hare tile turns back to its animal side" in advance.text
    assert advance.data["turned_back"] == ["hare"]


def test_conflict_wound_says_which_wolf_goes_from_which_tile_to_the_injured_space():
    # CONFLICT: "If two or more packs Fight, then one wolf from each Fight pack is
    # wounded and placed into the Injured Wolf space on the Food Track."
    game = new_game(4)
    nobody = {c: 0 for c in ("red", "blue", "green", "yellow")}
    s = start(game, alpha="red", betas={**nobody, "red": 1, "blue": 1}, pairs=nobody)
    events = play(game, s, "red: place beta on hare", "blue: place beta on hare", "roll 9",
                  "red: fight", "blue: fight")
    assert [e.text for e in of_kind(events, "wound")] == [
        "Red has a Beta Wolf wounded: from the Hare to the Injured Wolf space.",
        "Blue has a Beta Wolf wounded: from the Hare to the Injured Wolf space."]


@pytest.mark.parametrize(("food", "now"), [
    (28, "37: past 30, the marker lies on its side at 7"),
    # The track has spaces 1 to 30 only: past 60 the marker goes round again (our
    # reading) and never stands on a space "38".
    (59, "68: past 60, the marker goes round again and lies on its side at 8 (30 + 30 + 8)"),
])
def test_resolve_food_past_thirty_says_where_the_marker_lies(food, now):
    # RESOLVE: "above 30 food, players should start their wolf marker back at 1 and
    # lay it down on its side".
    game = new_game(4)
    nobody = {c: 0 for c in ("red", "blue", "green", "yellow")}
    s = start(game, alpha="red", betas={**nobody, "red": 1}, pairs=nobody, food={"red": food})
    events = play(game, s, "red: place beta on hare", "roll 9")
    (gained,) = of_kind(events, "food")
    assert gained.text == f"Red gains 9 food from the Hare hunt (now {now})."
    assert gained.data["food"] == food + 9


@pytest.mark.parametrize(("food", "now"), [
    (31, "30: the marker stands upright again on 30"),
    (32, "31: past 30, the marker lies on its side at 1"),
    (12, "11"),
])
def test_stalk_a_deep_forest_paid_says_where_the_marker_stands(food, now):
    # STALK: a wolf placed in a Deep Forest region pays 1 food; RESOLVE: past 30 the
    # marker lies on its side, so back at 30 it stands upright again.
    game = new_game(4)
    nobody = {c: 0 for c in ("red", "blue", "green", "yellow")}
    s = start(game, alpha="red", betas={**nobody, "red": 1}, pairs=nobody, food={"red": food})
    (placed,) = of_kind(play(game, s, "red: place beta on moose"), "place")
    assert placed.text == ("Red places a Beta Wolf on the Moose (Deep Forest: pays 1 food, "
                           f"now {now}).")


# --- A whole game in Table mode -----------------------------------------------------


def reported(events, label: str, request_name: str) -> bool:
    """Whether the events of a report show the outcome named ``label``."""
    if request_name.startswith("roll the"):
        (roll,) = of_kind(events, "roll")[:1]
        return roll.data["face"] == label and roll.text.endswith(f"die: {label}.")
    if request_name.startswith("draw a"):
        return events[0].kind == "setup" and events[0].text.startswith(f"The {label} tile")
    alpha = [e for e in of_kind(events, "alpha") if "howls" in e.text]
    return alpha[0].text.startswith(f"{label} howls the loudest")


@pytest.mark.parametrize(("seats", "seed"), [(3, 11), (4, 12), (6, 13)])
def test_a_table_mode_game_end_to_end(seats, seed):
    """A person plays Red and reports every physical chance event by typing what
    the component shows; the automa plays the other packs. Each report lands as
    its label says; the game ends with a breakdown that adds up."""
    info = catalog.get("the-alpha")
    players = [HUMAN] + ["automa"] * (seats - 1)
    session = Session.new(None, info, seats, {}, seed, players, table=True)
    person = random.Random(seed)
    reports = {"roll": 0, "draw": 0, "choose": 0}
    prompt = session.advance(limit=5000)
    while prompt.kind != ENDED:
        if prompt.kind == REPORT:
            request = prompt.request
            assert request.physical and len(request.outcomes) > 1
            assert len(set(request.names())) == len(request.outcomes)
            label = person.choices(request.names(), request.weights)[0]
            typed = person.choice([label, label.lower(), f"  {label.upper()} "])
            outcome = request.outcome_named(typed)
            assert request.names()[request.outcomes.index(outcome)] == label
            session.report(outcome)
            reports[request.name.split()[0]] += 1
            prompt = session.advance(limit=5000)
            assert reported(prompt.events, label, request.name), (label, prompt.events[:2])
        else:
            assert prompt.kind == DECIDE and prompt.seat == RED
            session.act(person.choice(prompt.legal))
            prompt = session.advance(limit=5000)
    assert reports["roll"] > 10 and reports["choose"] == 1
    # Tiles drawn: 3 packs 2 Small and 2 Medium (the Scavenge tile is not asked);
    # 4 packs 2 Small, 2 Medium, 1 Large; 6 packs 2 Medium and 1 Large.
    assert reports["draw"] == {3: 4, 4: 5, 6: 3}[seats]
    result = prompt.result
    for seat in range(seats):
        assert sum(row[1][seat] for row in result.breakdown) == result.scores[seat]
