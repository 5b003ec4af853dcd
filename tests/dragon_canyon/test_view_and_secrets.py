"""What stays hidden: a person's hand and the cards they placed face down are
theirs alone (views, observations, events); an AI card placed from its pile is
unknown to everyone, the program included, until it is turned up. The screen fits
80 columns and reads without colour."""

from __future__ import annotations

import dataclasses
import json

from rich.console import Console

from automeeple import catalog
from automeeple.catalog import load
from automeeple.cli.render_dragon_canyon import render
from automeeple.engine.agent import decision_stream
from automeeple.engine.core import CHANCE, TERMINAL, sample_chance
from automeeple.engine.rng import Stream
from automeeple.engine.view import wire
from automeeple.games.dragon_canyon.battle import StartFight
from automeeple.games.dragon_canyon.harvest import Gathering
from automeeple.games.dragon_canyon.people import Journey
from automeeple.games.dragon_canyon.state import AI, HIDDEN, known_to_all
from automeeple.games.dragon_canyon.view import PlacedCard

from ..web.board import play as play_views
from .helpers import GREEN, RED, act, make_game, play, position, run_events, tile

#: Events after which a person's secret card is known to all.
REVEALING = ("reveal", "fight", "festival", "discard")


def test_a_placed_card_is_named_to_its_owner_only():
    game = make_game(3)
    s = position(game)
    run_events(game, s, Journey(GREEN))
    [e] = [e for e in act(game, s, "play Mage Knight on 2,2") if e.kind == "place"]
    assert e.seen_by(GREEN).text == ("Green places Mage Knight face down on the Farmland at "
                                     "column 2, row 2.")
    for other in (AI, RED, None):
        assert "Mage Knight" not in e.seen_by(other).text
        assert e.seen_by(other).data == {"seat": GREEN}
    for seat, shown in ((GREEN, "Mage Knight"), (RED, HIDDEN), (None, HIDDEN)):
        view = game.view(s, seat)
        assert view.map[tile("2,2")].card.name == shown
        assert (view.players[GREEN].hand is None) == (seat != GREEN)
        assert view.players[GREEN].hand_size == 6
        assert ("Mage Knight" in json.dumps(wire(view)["map"])) == (seat == GREEN)
    obs = game.observation(s, RED)
    assert obs.cards[tile("2,2")] == (GREEN, HIDDEN, False)
    assert obs.hands[GREEN] == [HIDDEN] * 6 and obs.rng is None


def test_an_ai_card_from_its_pile_is_unknown_until_turned_up():
    game = make_game()
    s = position(game, cards={"2,2": (AI, None, False)})
    view = game.view(s, GREEN)
    assert view.map[tile("2,2")].card == PlacedCard(owner=AI, face_up=False, name=None)
    assert wire(view)["map"][tile("2,2")]["card"] == {"owner": AI, "face_up": False,
                                                      "name": None}
    assert len(view.ai_unseen) == 7 and view.ai_pile == 6


def strings(part) -> list[str]:
    """Every string in a typed view, read field by field (not through its wire
    form): names, dict keys and values."""
    if dataclasses.is_dataclass(part):
        return [x for f in dataclasses.fields(part) for x in strings(getattr(part, f.name))]
    if isinstance(part, dict):
        return [x for k, v in part.items() for x in (k, *strings(v))]
    if isinstance(part, list):
        return [x for v in part for x in strings(v)]
    return [part] if isinstance(part, str) else []


def test_another_persons_hand_and_face_down_card_reach_neither_the_view_nor_its_wire_form():
    """Green holds Tribal Chief and Forager and placed Mage Knight face down; Red
    holds the Dragon Slayer and the AI's unseen cards are the other three: no one
    but Green finds Green's three cards anywhere in the view or its JSON, only how
    many Green holds and a hidden card on 2,2."""
    game = make_game(3)
    secret = ("Mage Knight", "Tribal Chief", "Forager")
    s = position(game, cards={"2,2": (GREEN, "Mage Knight", False)},
                 hands={GREEN: secret[1:], RED: ["Dragon Slayer"]})
    for name in secret:
        s.unseen.turn_up(name, None)
        s.pile -= 1
    run_events(game, s, Journey(GREEN))
    for seat in (AI, RED, None):
        view = game.view(s, seat)
        green = view.players[GREEN]
        assert (green.hand, green.hand_size) == (None, 2)
        assert view.map[tile("2,2")].card == PlacedCard(GREEN, face_up=False, name=HIDDEN)
        typed, wired = " ".join(strings(view)), json.dumps(wire(view))
        assert not [name for name in secret if name in typed or name in wired], seat
    own = game.view(s, GREEN)
    assert own.players[GREEN].hand == ["Forager", "Tribal Chief"]
    assert all(name in " ".join(strings(own)) and name in json.dumps(wire(own))
               for name in secret)


def screen(view, width, compact=False) -> list[str]:
    console = Console(width=width, record=True, no_color=True)
    console.print(render(view, compact=compact))
    return [line.rstrip() for line in console.export_text().splitlines()]


def test_the_screen_fits_80_columns_and_reads_without_colour():
    game = make_game()
    s = position(game, cards={"2,2": (AI, "Forager", True), "1,1": (GREEN, "Mage Knight", False)})
    run_events(game, s, Journey(GREEN))
    text = "\n".join(screen(game.view(s, GREEN), 80))
    assert max(map(len, text.splitlines())) <= 80
    assert "[B] Forager" in text and "(G) Mage Knight" in text and "@" in text
    assert "(G) ?" in "\n".join(screen(game.view(s, None), 80, compact=True))


def long_names_screen(width: int) -> tuple[list[str], str]:
    """A board with long names drawn ``width`` wide (no line wider): its lines and
    its text."""
    game = make_game()
    s = position(game, cards={"2,4": (AI, "Ancient Wood Assassin", True),
                              "1,1": (GREEN, "Ancient Wood Assassin", True)})
    s.objectives = ["Warlord"]
    s.current = 2  # 4,3 Fight, Down anticlockwise +4, buy Training Ground
    run_events(game, s, Journey(GREEN))
    lines = screen(game.view(s, GREEN), width)
    assert max(map(len, lines)) <= width
    return lines, "\n".join(lines)


def test_nothing_is_cut_at_80_columns_names_too_long_wrap_whole():
    lines, text = long_names_screen(80)
    # The AI's action card and the objective: every word, names on one line.
    assert "buy Training Ground" in text and "Down anticlockwise +4," in text
    assert "failed: the AI gains 3 VP" in text
    # A map cell too narrow for a name goes on to the cell's next line, in its column.
    row = next(k for k, line in enumerate(lines) if line.startswith("4 "))
    at = lines[row + 1].index("[B] Ancient Wood")
    assert lines[row + 1][at:].split("  ")[0] == "[B] Ancient Wood"
    assert lines[row + 2][at:].startswith("Assassin")
    assert "Dragon Canyon DC" in text, "a tile's name whole"


def test_nothing_is_cut_at_120_columns_names_on_one_line():
    _, text = long_names_screen(120)
    assert "[B] Ancient Wood Assassin" in text and "[G] Ancient Wood Assassin" in text
    assert ("AI pile 6, actions 16; AI action card: 4,3 Fight, Down anticlockwise +4, buy "
            "Training Ground") in text
    assert "objective Warlord: win at least 1 fight as the attacker; failed: the AI gains 3 VP" \
        in text


# --- Nothing a person keeps hidden reaches another seat or the AI ------------------------


def hidden_swapped(game, s, p):
    """``s`` with person ``p``'s secret cards (hand and face-down cards not face up
    for all to see since placed) rotated: what nobody else may tell apart from ``s``."""
    s2 = game.clone(s)
    down = [t for t, c in enumerate(s.cards)
            if c is not None and c[0] == p and not known_to_all(s, t)]
    names = [*s.hands[p], *(s.cards[t][1] for t in down)]
    names = names[1:] + names[:1]
    s2.hands[p] = names[:len(s.hands[p])]
    for t, name in zip(down, names[len(s.hands[p]):], strict=True):
        s2.cards[t] = (p, name, False)
    return s2


def bot_states(seats, seeds=(1, 2, 3)):
    """Every state of baseline games with ``seats`` seats (events built)."""
    info = catalog.get("dragon-canyon")
    game = make_game(seats)
    bot = load(info.bots["baseline"])()
    for seed in seeds:
        s = game.new_initial_state(seed)
        steps = 0
        while game.to_move(s) != TERMINAL:
            yield game, s
            seat = game.to_move(s)
            action = sample_chance(game, s) if seat == CHANCE else bot.decide(
                game, game.observation(s, seat), game.legal_actions(s),
                decision_stream(seed, seat, steps), False).action
            game.apply(s, action)
            steps += 1


def test_views_and_observations_do_not_depend_on_a_persons_hidden_cards():
    checked = 0
    for game, s in bot_states(3):
        for p in (GREEN, RED):
            s2 = hidden_swapped(game, s, p)
            if s2.hands == s.hands and s2.cards == s.cards:
                continue
            checked += 1
            for q in (AI, GREEN, RED, None):
                if q != p:
                    view = game.view(s, q)
                    assert view == game.view(s2, q)
                    assert wire(view) == wire(game.view(s2, q))
            other = RED if p == GREEN else GREEN
            a, b = game.observation(s, other), game.observation(s2, other)
            assert (a.hands, a.cards) == (b.hands, b.cards)
    assert checked > 100


def test_the_ai_decides_without_a_persons_hidden_cards():
    """From each moment of the AI's turns, the same AI turn follows (the same
    traces and sentences) whatever the people hold in secret, up to the first
    moment a secret card is turned up or drawn from a hand."""
    compared = 0
    for game, s in bot_states(2):
        if s.turn != AI or game.to_move(s) != CHANCE:
            continue
        a, b = game.clone(s), hidden_swapped(game, s, GREEN)
        while a.turn == AI and game.to_move(a) == CHANCE:
            ra, rb = game.chance_request(a), game.chance_request(b)
            if (ra.labels, ra.weights) != (rb.labels, rb.weights):
                break
            outcome = sample_chance(game, a)
            ea, eb = game.apply(a, outcome), game.apply(b, outcome)
            seen_a = [e.seen_by(None).text for e in ea]
            seen_b = [e.seen_by(None).text for e in eb]
            cut = next((k for k, e in enumerate(ea) if e.kind in REVEALING), len(ea))
            assert seen_a[:cut] == seen_b[:cut]
            compared += 1
            if cut < len(ea):
                break
    assert compared > 50


# --- A card face up for all to see stays known (the play-tester's "(R) ?") ---------------


def test_gathering_a_card_seen_face_up_in_a_fight_stays_known_to_every_seat():
    """Solo rules, "Battle": both cards turn face up, seen by all; "Gathering" turns
    them face down again. Every seat then sees Red's Mage Knight by name, as it sees
    an AI card once turned up (Green was shown "(R) ?"); the bots' observations and
    search agree, and it is no secret any more. Red's card never turned up stays
    hidden, and so does a card placed later where the Mage Knight stood."""
    game = make_game(3)
    s = position(game, cards={"2,1": (GREEN, "Forager", False),
                              "1,2": (GREEN, "Tribal Chief", False),
                              "2,2": (RED, "Mage Knight", False),
                              "4,4": (RED, "Forager", False)})
    run_events(game, s, StartFight(tile("2,1"), tile("2,2"), None))
    play(game, s, ["roll 1", "roll 6"])  # Forager 1 + 1 against Mage Knight 3 + 6
    run_events(game, s, Gathering(RED))
    assert s.cards[tile("2,2")] == (RED, "Mage Knight", False)
    for seat in (AI, GREEN, RED, None):
        view = game.view(s, seat)
        assert view.map[tile("2,2")].card == PlacedCard(RED, face_up=False, name="Mage Knight")
        assert view.map[tile("4,4")].card.name == ("Forager" if seat == RED else HIDDEN)
    obs = game.observation(s, GREEN)
    assert obs.cards[tile("2,2")] == (RED, "Mage Knight", False)
    assert obs.cards[tile("4,4")] == (RED, HIDDEN, False)
    assert "Red's Mage Knight" not in game.secrets(s, GREEN)
    assert "Red's Forager" in game.secrets(s, GREEN)
    for k in range(8):
        det = game.determinize(obs, GREEN, Stream(k))
        assert det.cards[tile("2,2")] == (RED, "Mage Knight", False)
    # Green's Tribal Chief beats it (5 + 6 against 3 + 1); Red's next card there is
    # hidden again.
    run_events(game, s, StartFight(tile("1,2"), tile("2,2"), None))
    play(game, s, ["roll 6", "roll 1", "loot Trinket"])
    run_events(game, s, Journey(RED))
    act(game, s, "play Primal Canine on 2,2")
    assert game.view(s, GREEN).map[tile("2,2")].card == PlacedCard(RED, False, HIDDEN)


def test_the_screen_says_game_over_at_the_end_not_last_turns():
    """The end screen's title says the game is over (a tester read "last turns" on
    it)."""
    *_, end = play_views("dragon-canyon", 2, 1, 1000, (GREEN,))
    assert end[GREEN].over
    title = screen(end[GREEN], 80)[0]
    assert "game over" in title and "last turns" not in title
