"""Rules: Setup, Stalk and Establish Dominance (rules.txt, "SETUP", "STALK",
"ESTABLISH DOMINANCE")."""

from __future__ import annotations

from collections import Counter

import pytest

from automeeple.engine.core import CHANCE, GameError, IllegalAction
from automeeple.games.the_alpha.resolve import TurnConflictToken
from automeeple.games.the_alpha.setup import DrawRegionTile
from automeeple.games.the_alpha.stalk import Stalk

from .helpers import (
    BLUE,
    GREEN,
    RED,
    YELLOW,
    legal_texts,
    new_game,
    of_kind,
    on,
    play,
    seat,
    slot,
    start,
    tile_ids,
    top,
)

# --- Setup ---------------------------------------------------------------------

#: Setup 5: region tiles by player count.
TILES_BY_PLAYERS = {
    3: {"large": 0, "medium": 2, "small": 2, "scavenge": 1, "livestock": 1},
    4: {"large": 1, "medium": 2, "small": 2, "scavenge": 2, "livestock": 1},
    5: {"large": 1, "medium": 2, "small": 3, "scavenge": 1, "livestock": 1},
    6: {"large": 1, "medium": 2, "small": 3, "scavenge": 2, "livestock": 1},
}


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_setup_region_tiles_per_player_count(players, seed):
    game = new_game(players, shipped=True)
    s = game.new_initial_state(seed)
    while game.to_move(s) == CHANCE and isinstance(top(s), DrawRegionTile):
        request = game.chance_request(s)
        # draw a different tile of the size each seed
        game.apply(s, request.outcomes[(seed - 1) % len(request.outcomes)])
    game.apply(s, game.parse_action(s, "first alpha red"))
    sizes = Counter(game.edition.tiles[i].size for i in s.tiles)
    want = {k: v for k, v in TILES_BY_PLAYERS[players].items() if v}
    assert dict(sizes) == want
    assert len(set(s.tiles)) == len(s.tiles), "a tile is in play twice"


def test_setup_tile_draw_offers_only_unused_tiles_of_the_size():
    game = new_game(3)
    s = game.new_initial_state(1)
    drawn = []
    while isinstance(top(s), DrawRegionTile):
        size = top(s).size
        outcomes = game.chance_request(s).outcomes
        assert all(game.edition.tile(o.tile).size == size for o in outcomes)
        assert not {o.tile for o in outcomes} & set(drawn)
        drawn.append(outcomes[-1].tile)
        game.apply(s, outcomes[-1])
    assert len(drawn) == 5  # 3 players: 1 of 2 Scavenge, 2 of 3 Small, 2 of 3 Medium


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_setup_every_pack_starts_with_five_food_and_a_full_den(players):
    game = new_game(players, shipped=True)
    s = start(game)
    assert s.food == [5] * players
    # 6 Betas per colour, one keeps the score: 5 Betas and the Alpha Pair in the den.
    assert s.den_b == [5] * players
    assert s.den_a == [1] * players
    assert s.injured_b == s.healing_b == s.dead_b == [0] * players


def test_setup_weeks_left_token_starts_on_five():
    game = new_game(4, shipped=True)
    events = []
    s = start(game, events=events)
    assert game.edition.weeks == 5
    assert s.week == 1
    assert "(5 left)" in of_kind(events, "week")[0].text


@pytest.mark.parametrize("colour", ["red", "blue", "green", "yellow"])
def test_setup_loudest_howler_takes_alpha_token_and_stalks_first(colour):
    game = new_game(4)
    events = []
    s = start(game, alpha=colour, events=events)
    assert s.alpha == seat(colour)
    assert game.to_move(s) == seat(colour)
    assert of_kind(events, "alpha")[0].seat == seat(colour)


def test_setup_seats_are_the_colours_clockwise():
    game = new_game(6)
    assert [game.seat_name(i) for i in range(6)] == [
        "Red", "Blue", "Green", "Yellow", "Purple", "Grey"]


@pytest.mark.parametrize("players", [2, 7])
def test_setup_is_for_three_to_six_players(players):
    with pytest.raises(GameError):
        new_game(players)


def test_setup_is_chance_until_the_first_alpha():
    game = new_game(6)
    s = game.new_initial_state(4)
    # With six packs every size but one is drawn: the set-up waits for chance.
    assert game.to_move(s) == CHANCE
    assert game.legal_actions(s) == []
    while isinstance(top(s), DrawRegionTile):
        game.apply(s, game.chance_request(s).outcomes[0])
        assert game.to_move(s) == CHANCE
    game.apply(s, game.parse_action(s, "first alpha grey"))
    assert game.to_move(s) == 5


# --- Stalk: order ---------------------------------------------------------------


def _stalk_order(game, s):
    """Play the whole Stalk with the first legal placement; the movers in order."""
    order = []
    week = s.week
    while isinstance(top(s), Stalk) and s.week == week:
        order.append(game.to_move(s))
        game.apply(s, game.legal_actions(s)[0])
    return order


def test_stalk_starts_with_alpha_holder_and_proceeds_clockwise():
    game = new_game(4)
    s = start(game, alpha="green", betas={c: 2 for c in ("red", "blue", "green", "yellow")},
              pairs={c: 0 for c in ("red", "blue", "green", "yellow")})
    assert _stalk_order(game, s) == [GREEN, YELLOW, RED, BLUE] * 2


def test_stalk_skips_empty_dens_until_all_dens_are_empty():
    game = new_game(4)
    s = start(game, alpha="blue", betas={"red": 3, "blue": 1, "green": 0, "yellow": 2},
              pairs={"red": 0, "blue": 0, "green": 0, "yellow": 0})
    assert _stalk_order(game, s) == [BLUE, YELLOW, RED, YELLOW, RED, RED]
    assert s.den_b == [0, 0, 0, 0]
    assert not isinstance(top(s), Stalk)


def test_stalk_alpha_with_empty_den_is_skipped():
    game = new_game(4)
    s = start(game, alpha="red", betas={"red": 0}, pairs={"red": 0})
    assert game.to_move(s) == BLUE


def test_stalk_full_dens_every_wolf_is_placed():
    game = new_game(4)
    s = start(game, alpha="yellow")
    order = _stalk_order(game, s)
    # 5 Betas and the Alpha Pair each: six turns each, clockwise from Yellow.
    assert order == [YELLOW, RED, BLUE, GREEN] * 6
    assert s.den_b == [0] * 4 and s.den_a == [0] * 4


def test_stalk_places_a_beta_or_the_alpha_pair_from_the_den():
    game = new_game(4)
    s = start(game)
    play(game, s, "red: place alpha-pair on hare", "blue: place beta on hare")
    assert on(game, s, "hare", "red") == (0, 1)
    assert on(game, s, "hare", "blue") == (1, 0)
    assert s.den_a[RED] == 0 and s.den_b[RED] == 5
    assert s.den_b[BLUE] == 4 and s.den_a[BLUE] == 1
    # Red's pair is on the tile: no second pair to place.
    play(game, s, "green: place beta on beaver", "yellow: place beta on beaver")
    assert not any("alpha-pair" in t for t in legal_texts(game, s))


# --- Stalk: Alpha Pair counts two ------------------------------------------------


def test_stalk_alpha_pair_counts_two_wolves_for_region_control():
    game = new_game(4)
    s = start(game, betas={"red": 0, "blue": 1, "green": 2, "yellow": 0},
              pairs={"red": 1, "blue": 0, "green": 0, "yellow": 0})
    events = play(game, s, "red: place alpha-pair on hare", "blue: place beta on hare",
                  "green: place beta on beaver", "green: place beta on beaver")
    assert s.strength(slot(game, s, "hare"), RED) == 2
    # Red's pair (2) beats Blue's Beta (1): Red alone is dominant on the Hare.
    dominance = [e.text for e in of_kind(events, "dominance")]
    assert any(t.startswith("Hare: Red is dominant (2 wolves)") for t in dominance)
    assert s.dominant(slot(game, s, "hare")) == [RED]


def test_stalk_alpha_pair_ties_two_betas():
    game = new_game(4)
    s = start(game, betas={"red": 0, "blue": 2, "green": 0, "yellow": 0},
              pairs={"red": 1, "blue": 0, "green": 0, "yellow": 0})
    play(game, s, "red: place alpha-pair on hare", "blue: place beta on hare",
         "blue: place beta on hare")
    assert s.dominant(slot(game, s, "hare")) == [RED, BLUE]


# --- Stalk: Deep Forest --------------------------------------------------------


@pytest.mark.parametrize("tile", ["deer", "elk", "moose"])
@pytest.mark.parametrize("piece", ["beta", "alpha-pair"])
def test_stalk_deep_forest_costs_one_food(tile, piece):
    game = new_game(4)
    s = start(game)
    events = play(game, s, f"red: place {piece} on {tile}")
    assert s.food == [4, 5, 5, 5]
    assert "pays 1 food" in of_kind(events, "place")[0].text


@pytest.mark.parametrize("tile", ["hare", "beaver", "scavenge-1", "livestock"])
def test_stalk_near_forest_costs_nothing(tile):
    game = new_game(4)
    s = start(game)
    play(game, s, f"red: place beta on {tile}")
    assert s.food == [5, 5, 5, 5]


def test_stalk_deep_forest_costs_one_food_per_wolf_placed():
    game = new_game(4)
    s = start(game, betas={"blue": 0, "green": 0, "yellow": 0},
              pairs={"blue": 0, "green": 0, "yellow": 0})
    play(game, s, "red: place beta on moose", "red: place alpha-pair on moose",
         "red: place beta on deer")
    assert s.food[RED] == 2


def test_stalk_deep_forest_impossible_at_zero_food():
    game = new_game(4)
    s = start(game, food={"red": 0})
    legal = legal_texts(game, s)
    for tile in ("deer", "elk", "moose"):
        assert f"place beta on {tile}" not in legal
        assert f"place alpha-pair on {tile}" not in legal
    assert "place beta on hare" in legal and "place alpha-pair on hare" in legal
    before = s.key()
    with pytest.raises(IllegalAction):
        game.apply(s, game.parse_action(s, "place beta on moose"))
    assert s.key() == before


def test_stalk_deep_forest_allowed_at_one_food_leaves_zero():
    game = new_game(4)
    s = start(game, food={"red": 1}, betas={"blue": 0, "green": 0, "yellow": 0},
              pairs={"blue": 0, "green": 0, "yellow": 0})
    play(game, s, "red: place beta on elk")
    assert s.food[RED] == 0
    assert not any(t.endswith(("deer", "elk", "moose")) for t in legal_texts(game, s))


# --- Stalk: Scavenge -------------------------------------------------------------


def test_stalk_scavenge_one_wolf_per_pack():
    game = new_game(4)
    s = start(game)
    play(game, s, "red: place beta on scavenge-1")
    # Other packs may still go there.
    assert "place beta on scavenge-1" in legal_texts(game, s)
    play(game, s, "blue: place beta on scavenge-1", "green: place beta on hare",
         "yellow: place beta on hare")
    legal = legal_texts(game, s)
    assert "place beta on scavenge-1" not in legal
    assert "place beta on scavenge-2" in legal  # the other Scavenge tile is free
    before = s.key()
    with pytest.raises(IllegalAction):
        game.apply(s, game.parse_action(s, "place beta on scavenge-1"))
    assert s.key() == before


def test_stalk_alpha_pair_is_two_wolves_so_not_one_wolf_tiles_by_default():
    game = new_game(4)
    s = start(game)
    legal = legal_texts(game, s)
    for tile in ("scavenge-1", "scavenge-2", "livestock"):
        assert f"place alpha-pair on {tile}" not in legal
        assert f"place beta on {tile}" in legal


def test_stalk_option_pair_as_one_wolf_lets_the_pair_scavenge():
    game = new_game(4, pair_as_one_wolf=True)
    s = start(game)
    legal = legal_texts(game, s)
    for tile in ("scavenge-1", "scavenge-2", "livestock"):
        assert f"place alpha-pair on {tile}" in legal
    play(game, s, "red: place alpha-pair on scavenge-1")
    play(game, s, "blue: place beta on hare", "green: place beta on hare",
         "yellow: place beta on hare")
    assert "place beta on scavenge-1" not in legal_texts(game, s)


def test_stalk_scavenge_one_food_per_pack_no_conflict_no_die():
    game = new_game(4)
    s = start(game, betas={c: 1 for c in ("red", "blue", "green", "yellow")},
              pairs={c: 0 for c in ("red", "blue", "green", "yellow")})
    events = play(game, s, "red: place beta on scavenge-1", "blue: place beta on scavenge-1",
                  "green: place beta on scavenge-1", "yellow: place beta on scavenge-2")
    # No die roll and no conflict: the week ends at once.
    assert of_kind(events, "roll") == []
    assert of_kind(events, "conflict") == []
    assert s.food == [6, 6, 6, 6]
    assert s.week == 2


# --- Stalk: Livestock ------------------------------------------------------------


def test_stalk_livestock_one_wolf_in_total():
    game = new_game(4)
    s = start(game)
    assert "place beta on livestock" in legal_texts(game, s)
    play(game, s, "red: place beta on livestock")
    for colour in ("blue", "green", "yellow", "red"):
        legal = legal_texts(game, s)
        assert "place beta on livestock" not in legal
        assert "place alpha-pair on livestock" not in legal
        before = s.key()
        with pytest.raises(IllegalAction):
            game.apply(s, game.parse_action(s, "place beta on livestock"))
        assert s.key() == before
        play(game, s, f"{colour}: place beta on hare")


def test_stalk_livestock_option_pair_as_one_wolf_no_other_pack_joins_the_pair():
    """With ``pair_as_one_wolf`` the Alpha Pair may take the Livestock, as one wolf;
    then it is the one wolf the Livestock holds: no other pack may join it."""
    game = new_game(4, pair_as_one_wolf=True)
    s = start(game)
    play(game, s, "red: place alpha-pair on livestock")
    assert on(game, s, "livestock", "red") == (0, 1)
    for colour in ("blue", "green", "yellow", "red"):
        legal = legal_texts(game, s)
        assert "place beta on livestock" not in legal
        assert "place alpha-pair on livestock" not in legal
        for text in ("place beta on livestock", "place alpha-pair on livestock"):
            before = s.key()
            with pytest.raises(IllegalAction):
                game.apply(s, game.parse_action(s, text))
            assert s.key() == before
        play(game, s, f"{colour}: place beta on hare")


# --- Stalk: injured and healing wolves ----------------------------------------


def test_stalk_healing_wolves_cannot_be_placed():
    game = new_game(4)
    # Red has 1 Beta in the den and 4 healing (Advance put them there).
    s = start(game, alpha="red", betas={"red": 1, "blue": 0, "green": 0, "yellow": 0},
              pairs={"red": 0, "blue": 0, "green": 0, "yellow": 0}, healing_b={"red": 4})
    assert legal_texts(game, s) >= {"place beta on hare"}
    events = play(game, s, "red: place beta on scavenge-1")
    # Red's den is empty: the Stalk is over though four wolves are healing.
    assert len(of_kind(events, "place")) == 1
    assert s.food[RED] == 6
    # Advance: the healing wolves come home for week 2.
    assert s.week == 2
    assert s.den_b[RED] == 5 and s.healing_b[RED] == 0


def test_stalk_injured_wolves_cannot_be_placed():
    game = new_game(4)
    s = start(game, alpha="blue", betas={"red": 0, "blue": 1, "green": 0, "yellow": 0},
              pairs={"red": 0, "blue": 0, "green": 0, "yellow": 0}, injured_b={"red": 3})
    # Red's three wolves are injured: the Stalk never comes to Red.
    assert game.to_move(s) == BLUE
    events = play(game, s, "blue: place beta on scavenge-2")
    assert not [e for e in of_kind(events, "place") if e.seat == RED]


# --- Illegal actions and parsing -------------------------------------------------


@pytest.mark.parametrize("text", ["fight", "share", "reroll", "let it go", "wound beta",
                                  "roll 9", "tile hare", "first alpha blue",
                                  "place beta on bison"])
def test_stalk_actions_of_other_phases_are_illegal_and_change_nothing(text):
    game = new_game(4)
    s = start(game)
    before = s.key()
    with pytest.raises(IllegalAction):
        game.apply(s, game.parse_action(s, text))
    assert s.key() == before


@pytest.mark.parametrize("text", ["place wolf on hare", "place beta on the moon", "roll Q",
                                  "dance"])
def test_unknown_action_text_is_refused(text):
    game = new_game(4)
    s = start(game)
    with pytest.raises(IllegalAction):
        game.parse_action(s, text)


def test_parse_action_readable_forms_round_trip():
    game = new_game(4)
    s = start(game)
    for text in ("place beta on hare", "place alpha-pair on moose", "fight", "share",
                 "reroll", "let it go", "wound beta", "wound alpha-pair", "tile moose",
                 "first alpha red", "roll 9", "roll X", "roll C4", "roll D"):
        assert str(game.parse_action(s, text)) == text
    assert str(game.parse_action(s, "place Alpha Pair on hare")) == "place alpha-pair on hare"
    assert str(game.parse_action(s, "roll c4")) == "roll C4"


# --- Establish Dominance ---------------------------------------------------------


def test_dominance_example_blue_three_green_two_red_one():
    """Blue has 3 wolves, Green 2, Red 1: Blue is Dominant; Green and Red scavenge."""
    game = new_game(4)
    s = start(game, alpha="red", betas={"red": 1, "blue": 1, "green": 2, "yellow": 0},
              pairs={"red": 0, "blue": 1, "green": 0, "yellow": 0})
    events = play(game, s, "red: place beta on hare", "blue: place alpha-pair on hare",
                  "green: place beta on hare", "blue: place beta on hare",
                  "green: place beta on hare")
    h = slot(game, s, "hare")
    assert [s.strength(h, p) for p in range(4)] == [1, 3, 2, 0]
    assert s.dominant(h) == [BLUE]
    (dom,) = of_kind(events, "dominance")
    assert dom.text == "Hare: Blue is dominant (3 wolves); scavengers: Red, Green."
    # Blue alone rolls and takes all the food; no conflict.
    events = play(game, s, "roll 9")
    assert of_kind(events, "roll")[0].seat == BLUE
    assert of_kind(events, "conflict") == []
    assert s.food == [5, 14, 5, 5]


def test_dominance_example_red_and_yellow_tied_green_scavenges():
    """Red and Yellow have 2 wolves each, Green 1: Red and Yellow are both Dominant
    and have a conflict; Green is a Scavenger Pack."""
    game = new_game(4)
    s = start(game, alpha="red", betas={"red": 2, "blue": 0, "green": 1, "yellow": 2},
              pairs={c: 0 for c in ("red", "blue", "green", "yellow")})
    events = play(game, s, "red: place beta on hare", "green: place beta on hare",
                  "yellow: place beta on hare", "red: place beta on hare",
                  "yellow: place beta on hare", "roll 9")
    assert s.dominant(slot(game, s, "hare")) == [RED, YELLOW]
    assert of_kind(events, "dominance")[0].text == (
        "Hare: Red and Yellow are dominant (2 wolves); scavengers: Green.")
    assert isinstance(top(s), TurnConflictToken)
    assert s.conflict.packs == (RED, YELLOW)
    assert s.conflict.scavengers == (GREEN,)


def test_dominance_example_three_packs_tied_all_dominant():
    """Red, Yellow and Green all have 2 wolves: all Dominant, all in conflict."""
    game = new_game(4)
    s = start(game, alpha="red", betas={"red": 2, "blue": 0, "green": 2, "yellow": 2},
              pairs={c: 0 for c in ("red", "blue", "green", "yellow")})
    play(game, s, *["red: place beta on hare", "green: place beta on hare",
                    "yellow: place beta on hare"] * 2, "roll 9")
    assert s.dominant(slot(game, s, "hare")) == [RED, GREEN, YELLOW]
    assert s.conflict.packs == (RED, GREEN, YELLOW)
    assert s.conflict.scavengers == ()


def test_dominance_scavenge_tile_has_no_dominant_pack():
    game = new_game(4)
    s = start(game, betas={"red": 1, "blue": 1, "green": 0, "yellow": 0},
              pairs={c: 0 for c in ("red", "blue", "green", "yellow")})
    events = play(game, s, "red: place beta on scavenge-1", "blue: place beta on scavenge-1")
    assert of_kind(events, "dominance")[0].text.endswith("scavenge (no dominance).")
    assert tile_ids(game, s)[0] == "scavenge-1"
