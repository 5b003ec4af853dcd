"""The AI's buildings, treasure and renown tokens (solo rules §4, §5 actions 5 and
6, "AI Treasure Purchase", §7 FAQ), each on a small hand-made position. The
placeholder's costs used here: Lighthouse, Granary, Sawmill 2; Fish Market, Chapel
3; Bank 5; Palace 9; Arena, Cathedral 10."""

from __future__ import annotations

from automeeple.engine.core import CHANCE, sample_chance
from automeeple.engine.rng import Stream
from automeeple.games.islebound.baseline import IsleBaseline
from automeeple.games.islebound.state import AI
from automeeple.games.islebound.supply import DealCard, DrawToken, TokenCheck

from .helpers import act, card, deal, make, position, run, traces


def cards(game, *names: str) -> list[int]:
    return [card(game, n) for n in names]


def own(game, s, *names: str) -> None:
    """The AI already owns the named buildings (out of the deck)."""
    for c in cards(game, *names):
        s.deck.remove(c)
        s.built[AI].append(c)


# --- Action 5: Building Purchase -------------------------------------------------------


def test_5_5_building_purchase_takes_the_two_cheapest_rightmost_on_a_tie():
    game = make()
    s = position(game)
    deal(game, s, "Lighthouse", "Fish Market", "Palace", "Chapel", "Bank")  # 2 3 9 3 5
    events = act(game, s, 5)
    # Lighthouse is under the 3-book token: books are ignored. Of the two 3s, the
    # rightmost (Chapel, slot 4).
    assert s.built[AI] == cards(game, "Lighthouse", "Chapel")
    assert s.cubes(AI) == 0 and s.coins[AI] == 7, "free, and no cube below 4 buildings"
    assert s.row[:3] == cards(game, "Fish Market", "Palace", "Bank"), "slid left"
    assert isinstance(s.flow[-1], DealCard) and s.flow[-1].slot == 3
    texts = [e.text for e in events]
    assert "The AI takes Chapel (slot 4, cost 3) from the building row." in texts


def test_5_5_with_three_buildings_still_the_two_cheapest():
    game = make()
    s = position(game)
    own(game, s, "Tavern", "Museum", "Forge")
    deal(game, s, "Lighthouse", "Fish Market", "Palace", "Chapel", "Bank")
    act(game, s, 5)
    assert len(s.built[AI]) == 5 and s.cubes(AI) == 0


def test_5_5_with_four_buildings_the_cheapest_and_a_cube():
    game = make()
    s = position(game)
    own(game, s, "Tavern", "Museum", "Forge", "Theatre")
    deal(game, s, "Fish Market", "Granary", "Palace", "Lighthouse", "Bank")  # 3 2 9 2 5
    act(game, s, 5)
    assert s.built[AI][4:] == cards(game, "Lighthouse"), "the rightmost 2"
    assert s.cubes(AI) == 1 and s.track[2] == AI


def test_5_5_fewer_than_six_buildings_available_places_a_cube_instead():
    game = make()
    s = position(game)
    deal(game, s, "Lighthouse", "Granary", "Palace", "Fish Market", "Sawmill")
    s.deck = []  # 5 available
    act(game, s, 5)
    assert s.built[AI] == [] and s.cubes(AI) == 1
    also = make(scarce_buildings=False)
    s = position(also)
    deal(also, s, "Lighthouse", "Granary", "Palace", "Fish Market", "Sawmill")
    s.deck = []
    act(also, s, 5)
    assert len(s.built[AI]) == 2 and s.cubes(AI) == 1


def test_5_5_six_buildings_available_is_not_fewer_than_six():
    game = make()
    s = position(game)
    deal(game, s, "Lighthouse", "Granary", "Palace", "Fish Market", "Sawmill")
    s.deck = cards(game, "Bank")  # 5 in the row and 1 in the deck
    act(game, s, 5)
    assert len(s.built[AI]) == 2 and s.cubes(AI) == 0


def test_7_faq_by_default_building_purchase_is_skipped_when_its_coins_cannot_afford():
    """Solo §5 action 5 "if cannot afford cheapest: take none", §7 FAQ "skip if
    can't afford": by default (ai_afford=coins) the cost is checked against the
    AI's coins, and it still pays nothing."""
    game = make()
    s = position(game)
    deal(game, s, "Palace", "Arena", "Cathedral", "Bank", "Chapel")  # 9 10 10 5 3
    s.coins[AI] = 2
    events = act(game, s, 5)
    assert s.built[AI] == [] and s.coins[AI] == 2
    steps = traces(events)[0].steps
    assert [st.rule for st in steps][-1] == "solo §7 FAQ"
    assert "cannot afford the cheapest: it takes none" in steps[-1].detail
    s.coins[AI] = 4  # the cheapest (3), not the next (5); it still pays nothing
    act(game, s, 5)
    assert s.built[AI] == cards(game, "Chapel") and s.coins[AI] == 4


def test_5_5_with_ai_afford_free_the_cannot_afford_clause_never_applies():
    game = make(ai_afford="free")
    s = position(game)
    deal(game, s, "Palace", "Arena", "Cathedral", "Bank", "Chapel")  # 9 10 10 5 3
    s.coins[AI] = 0
    act(game, s, 5)
    assert s.built[AI] == cards(game, "Chapel", "Bank") and s.coins[AI] == 0


# --- Action 6: Most Expensive Building + Hunt for Treasure -------------------------------


def test_5_6_the_most_expensive_building_rightmost_on_a_tie_then_the_treasure():
    game = make()
    s = position(game)
    deal(game, s, "Lighthouse", "Arena", "Granary", "Cathedral", "Sawmill")  # 10 and 10
    s.coins[AI], s.treasure = 10, 3  # it affords 10 (and pays nothing)
    events = act(game, s, 6)
    assert s.built[AI] == cards(game, "Cathedral")
    assert s.treasure == 0 and s.coins[AI] == 10 + 3
    assert "Give the AI all 3 coins on the treasure map." in [e.text for e in events]


def test_5_6_hunt_for_treasure_with_one_coin_on_the_map_says_the_1_coin():
    """Solo §5 action 6, "take all coins from treasure map": one coin there is "the 1
    coin", not "all 1 coin"."""
    game = make()
    s = position(game)
    deal(game, s, "Lighthouse", "Arena", "Granary", "Cathedral", "Sawmill")
    s.coins[AI], s.treasure = 10, 1
    events = act(game, s, 6)
    assert s.treasure == 0 and s.coins[AI] == 10 + 1
    assert "Give the AI the 1 coin on the treasure map." in [e.text for e in events]


def test_5_6_by_default_cannot_afford_the_most_expensive_takes_no_building_but_hunts():
    game = make()
    s = position(game)
    deal(game, s, "Lighthouse", "Palace")
    s.coins[AI], s.treasure = 3, 2
    events = act(game, s, 6)
    assert s.built[AI] == [], "not the next most expensive either"
    assert s.coins[AI] == 5 and s.treasure == 0
    assert any("'if cannot afford most expensive: take no building': 9 is more than its "
               "3 coins" in st.detail for st in traces(events)[0].steps)
    free = make(ai_afford="free")
    s = position(free)
    deal(free, s, "Lighthouse", "Palace")
    s.coins[AI] = 3
    act(free, s, 6)
    assert s.built[AI] == cards(free, "Palace")


# --- Renown tokens (solo §5 "AI Treasure Purchase", §7 FAQ) ------------------------------


def test_5_renown_token_bought_at_the_threshold_for_seven_with_its_benefit():
    game = make()
    s = position(game)
    s.coins[AI] = 12
    s.treasure = 3
    act(game, s, 6)  # 15 coins: not yet
    assert not s.flow or not isinstance(s.flow[-1], DrawToken)
    s.flow = []
    s.treasure = 1
    act(game, s, 6)  # 16: buy the top token
    request = game.chance_request(s)
    assert request.name == "the AI buys the top renown token for 7 coins"
    fish = game.board.token_names.index("fish")
    game.apply(s, game.actions.token[fish])
    assert s.coins[AI] == 9 and s.fish[AI] == 2 and s.tokens[AI] == [fish]
    fourteen = make(token_threshold=14)
    s = position(fourteen)
    s.coins[AI] = 14
    act(fourteen, s, 3)
    assert isinstance(s.flow[-1], DrawToken)


def test_5_renown_token_with_a_coins_benefit_names_the_coins_the_ai_had():
    # "buys top renown token for 7 gold. AI gains the benefit": 16 - 7 + 3
    game = make()
    s = position(game)
    s.coins[AI] = 16
    run(game, s, TokenCheck())
    coins = game.board.token_names.index("coins")
    (event,) = game.apply(s, game.actions.token[coins])
    assert s.coins[AI] == 16 - 7 + 3
    assert event.text.startswith("The AI has 16 coins: it buys the top renown token (coins) "
                                 "for 7 coins (to the bank) and gains 3 coins")


def test_5_renown_tokens_bought_again_while_the_ai_holds_the_threshold():
    game = make()
    s = position(game)
    s.coins[AI] = 23
    act(game, s, 3)
    pirate = game.board.token_names.index("pirate")
    game.apply(s, game.actions.token[pirate])  # 16 left: again
    assert isinstance(s.flow[-1], DrawToken)
    game.apply(s, game.actions.token[pirate])
    assert not s.flow and s.coins[AI] == 9 and s.pirates[AI] == 3 + 2


def test_7_faq_no_token_when_they_run_out_unless_the_variant_ends_the_game():
    game = make()
    s = position(game)
    s.coins[AI], s.stack = 20, []
    act(game, s, 3)
    assert not s.flow and s.coins[AI] == 20
    ends = make(last_token_ends=True)
    s = position(ends)
    s.coins[AI], s.stack = 20, [0]
    act(ends, s, 3)
    ends.apply(s, ends.actions.token[0])
    assert s.final == 1 and s.ended_by == "last-token"


# --- §4 and the FAQ: the AI never spends money -------------------------------------------


def test_7_faq_the_ai_spends_coins_only_on_renown_tokens():
    """Whole seeded games: the AI's coins go down only when it buys a renown token
    (§4: it pays nothing for buildings, never puts money on the treasure map)."""
    game = make()
    bot = IsleBaseline()
    for seed in range(5):
        s = game.new_initial_state(seed)
        while s.flow:
            coins, tokens, top = s.coins[AI], len(s.tokens[AI]), s.flow[-1]
            if game.to_move(s) == CHANCE:
                game.apply(s, sample_chance(game, s), quiet=True)
            else:
                legal = game.legal_actions(s)
                game.apply(s, bot.decide(game, s, legal, Stream(seed), False).action,
                           quiet=True)
            if s.coins[AI] < coins:
                assert isinstance(top, DrawToken) and top.side == AI, top
                assert len(s.tokens[AI]) == tokens + 1
