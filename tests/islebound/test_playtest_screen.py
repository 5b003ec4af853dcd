"""What a play-tester could not read on the screen (solo §5, §6, §7 FAQ; notes §4,
§10): the brag cards' terms beside their moves, the result's wording, the AI's
rolls and actions by name, its renown-token purchases and failed Diplomacy in
"why", a visit left out of the moves, and the "notes addendum" citation. Each
test sets up a position, runs the rule and asserts the exact text."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from automeeple.games.islebound.person import ChooseBrag, TakeAction
from automeeple.games.islebound.reported import ReportDetail
from automeeple.games.islebound.scoring import GameEnd
from automeeple.games.islebound.state import AI, CUT_OFF, LAST_TOKEN, PERSON
from automeeple.games.islebound.supply import TokenCheck

from .helpers import act, fill_track, make, position, run, town, traces

ROOT = Path(__file__).resolve().parents[2]

# --- 1. Brag cards: what each calls for and its renown (notes §10, solo §5) -----------


def test_10_each_brag_move_notes_what_the_card_calls_and_its_renown():
    game = make()
    s = position(game, person_place="Serpent Run")
    s.fish[AI] = 3
    run(game, s, ChooseBrag())
    view = game.view(s, PERSON)
    assert view.hints["brag Master Angler"] == "fish: most 3 renown, other 1; the AI counts 3"
    assert view.hints["brag Sage"] == "books: most 2 renown, other 1; the AI counts 2"
    assert set(view.hints) == {str(a) for a in game.legal_actions(s)}


def test_10_the_boards_brags_say_the_same_terms_as_the_moves():
    game = make(person_turn="reported")
    s = position(game)
    s.bragged = [0]
    run(game, s, ReportDetail("brag"))
    view = game.view(s, PERSON)
    assert [(b.name, b.terms) for b in view.brags_left[:2]] == [
        ("Timber Baron", "wood: most 3 renown, other 1"),
        ("Scholar", "books: most 3 renown, other 1")]
    assert view.hints["brag Timber Baron"] == "wood: most 3 renown, other 1; the AI counts 2"


# --- 2. The result: the score, then the ending (solo §6, §7 FAQ) ---------------------


@pytest.mark.parametrize(("ended_by", "ending"), [
    (LAST_TOKEN, "the game ended when the last renown token was taken (solo §7 FAQ)"),
    (CUT_OFF, "the game was cut off after 200 rounds (a safeguard, not a rule)")])
def test_6_the_result_gives_the_score_then_each_ending(ended_by, ending):
    game = make()
    s = position(game)
    s.coins, s.ended_by = [12, 3], ended_by
    events = run(game, s, GameEnd())
    assert game.result(s).summary == f"You win 12 to 3; {ending}."
    assert events[-1].text == f"Game over. You win 12 to 3; {ending}."
    assert game.view(s, PERSON).result.summary == game.result(s).summary


# --- 3. The AI's rolls and actions, by name, in its public events (solo §5) ----------


def test_5_the_ais_events_say_its_roll_and_the_action_it_names():
    game = make()
    s = position(game, ai_region="Ratnest")  # Saltmarsh: diplomacy 3, the AI has no cubes
    events = [e.text for e in act(game, s, 2) if e.kind != "trace"]
    assert events == ["The AI rolls 2 for its action: Diplomacy (solo §5).",
                      "Put 1 AI cube on the influence track, space 3."]
    s = position(game, ai_region="Whale Reach")  # Farrow Cove; the AI has no pirates
    events = [e.text for e in act(game, s, 4) if e.kind != "trace"]
    assert events == ["The AI rolls 4 for its action: Attack (solo §5).",
                      "The AI does nothing: it has no pirates."]


# --- 4. "why": the AI's token purchases and a failed Diplomacy's numbers (solo §5) ---


def test_5_why_explains_the_ais_renown_token_purchase():
    game = make()
    s = position(game)
    s.coins[AI] = 16
    trace, = traces(run(game, s, TokenCheck()))
    assert trace.lines() == [
        "The AI buys a renown token",
        "  1. [solo §5 AI Treasure Purchase] it has 16 coins, 16 or more: it buys the top renown "
        "token for 7 coins (to the bank) and gains its benefit  -> 16 tokens left in the "
        "stack",
        "  = the top renown token for 7 coins"]


def test_5_why_explains_a_purchase_after_the_ais_action():
    game = make()
    s = position(game)
    s.coins[AI], s.treasure = 12, 4  # action 6 hunts the 4 coins: 16
    assert [t.decision for t in traces(act(game, s, 6))] == [
        "The AI's action: 6 = Buy Most Expensive Building + Hunt for Treasure",
        "The AI buys a renown token"]


def test_5_2_a_failed_diplomacy_against_your_town_gives_the_numbers():
    game = make()
    s = position(game, ai_region="Ratnest")
    s.owner[town(game, "Saltmarsh")] = PERSON
    fill_track(s, AI, 2)
    trace, = traces(act(game, s, 2))
    assert trace.steps[1].candidates == ("Saltmarsh needs 5 (3 +2, yours), it has 2",)


def test_5_4_a_failed_attack_gives_the_numbers():
    game = make()
    s = position(game, ai_region="Stormwake")  # Kelpmoor: red, attack 10
    s.pirates[AI] = 2
    trace, = traces(act(game, s, 4))
    assert trace.steps[1].candidates == ("Kelpmoor needs 10, it has 4",)


# --- 5. A visit left out of the moves is explained beside them (notes §4) -------------


def test_4_an_unaffordable_visit_is_explained_in_the_question():
    game = make()
    s = position(game, person_place="Anchor Bay")
    s.owner[town(game, "Brinehold")] = AI  # a visit costs its spoils, 6 (solo §5)
    s.coins[PERSON], s.treasure = 4, 1
    run(game, s, TakeAction())
    view = game.view(s, PERSON)
    assert "visit Brinehold" not in view.hints
    assert view.question == ("Your main action at Anchor Bay; a visit to Brinehold costs 6 "
                             "coins, and you have 4 coins (notes §4)")
    s.coins[PERSON] = 6
    assert game.view(s, PERSON).question == "Your main action at Anchor Bay"


# --- 6. "notes addendum" is named in docs/rule-sections.md ---------------------------


def test_every_unnumbered_notes_citation_is_listed_in_the_rule_sections_doc():
    package = ROOT / "src" / "automeeple" / "games" / "islebound"
    cited = {m for path in package.rglob("*.py")
             for m in re.findall(r"\bnotes (addendum)\b", path.read_text())}
    part = (ROOT / "docs" / "rule-sections.md").read_text().split("<!-- islebound -->")[1]
    part = part.split("<!-- ")[0]
    assert cited == {"addendum"}
    assert all(f"| notes {name} |" in part for name in cited)
