"""Table mode, for every game: a physical draw or flip with one possible outcome is
not asked (nothing to report), but the person is told to make it on the table, as
an instruction, before what it brings (issue 17 point 9). Shown on Dragon Canyon's
last AI action card and on a random discard from a hand of one card."""

from __future__ import annotations

import pytest

from automeeple import catalog
from automeeple.engine import flow
from automeeple.engine.core import GameError
from automeeple.games.dragon_canyon.dragon import StompDiscard
from automeeple.games.dragon_canyon.journey import JourneyFlip
from automeeple.sessions.session import Session
from tests.dragon_canyon.helpers import GREEN, position, tile

DRAGON = catalog.get("dragon-canyon")


def session_at(table: bool, work, people: int = 1, **where) -> Session:
    """A Dragon Canyon session (the AI and ``people`` people) at a hand-made position
    with ``work`` to do next."""
    n = people + 1
    session = Session.new(None, DRAGON, n, {}, 7, ["solo-bot", *["human"] * people],
                          table=table)
    s = position(session.game, **where)
    flow.push(s, work)
    session.match.state = s
    session.match.opening.clear()  # the real game's set-up: no part of this position
    session._log.clear()
    return session


def test_table_mode_a_forced_flip_is_an_instruction_before_its_outcome():
    session = session_at(True, JourneyFlip())
    s = session.match.state
    s.flipped, s.actions = [n for n in s.actions if n != 7], [7]  # card 7: tile 4,4
    prompt = session.advance()
    texts = [e.text for e in prompt.events]
    assert texts[0] == ("On the table: flip the next AI action card (the AI's placement): "
                        f"it can only be {session.game.edition.ai_card[7].name}.")
    assert prompt.events[0].kind == "table" and texts[1].startswith("AI action card")
    assert s.cards[tile("4,4")] is not None


def test_play_mode_a_forced_flip_is_no_instruction():
    session = session_at(False, JourneyFlip())
    s = session.match.state
    s.flipped, s.actions = [n for n in s.actions if n != 7], [7]
    prompt = session.advance()
    assert not [e for e in prompt.events if e.kind == "table"]
    assert prompt.events[0].text.startswith("AI action card")


def test_table_mode_a_forced_secret_draw_does_not_name_the_card_to_others():
    """Two people share the screen: Green's one card is not named to Red."""
    session = session_at(True, StompDiscard(GREEN, 0, tile("1,1")), people=2,
                         hands={GREEN: ["Mage Knight"]})
    prompt = session.advance()
    assert prompt.events[0].text == (
        "On the table: Green discards a card at random from hand (the dragon's stomp).")
    assert prompt.events[1].text == "Green discards Mage Knight (the dragon's stomp)."


def test_table_mode_a_forced_draw_from_your_own_hand_names_it_when_you_are_alone():
    """Solo: Green's hand is Green's own, and nobody else is at the screen."""
    session = session_at(True, StompDiscard(GREEN, 0, tile("1,1")),
                         hands={GREEN: ["Mage Knight"]})
    prompt = session.advance()
    assert prompt.events[0].text == (
        "On the table: Green discards a card at random from hand (the dragon's stomp): it "
        "can only be Mage Knight.")


def test_the_instruction_stays_in_the_history_after_resume(tmp_path):
    """The instruction is heard with the step that draws: a resumed game tells the
    same history."""
    from automeeple.engine.rng import Stream
    from automeeple.sessions import Store
    from automeeple.sessions.session import DECIDE, REPORT

    with Store.open(tmp_path / "s.sqlite3") as store:
        for seed in range(20):
            session = Session.new(store, DRAGON, 2, {}, seed, DRAGON.players([], 2, human=1),
                                  table=True)
            rng, prompt = Stream(seed), session.advance()
            while prompt.kind in (DECIDE, REPORT) and not any(
                    e.kind == "table" for e in session.history):
                if prompt.kind == DECIDE:
                    session.act(prompt.legal[rng.below(len(prompt.legal))])
                else:
                    session.report(prompt.request.outcomes[0])
                prompt = session.advance()
            told = [e.text for e in session.history]
            if any(text.startswith("On the table: ") for text in told):
                break
        else:
            raise AssertionError("no forced draw in 20 seeded Table-mode games")
    with Store.open(tmp_path / "s.sqlite3") as again:
        resumed = Session.resume(again, session.id)
        assert [e.text for e in resumed.history] == told


def test_table_mode_your_own_hand_is_listed_and_named_by_its_start_when_you_are_alone():
    """Solo, a random discard from Green's own hand of two: the hand is listed, a
    unique start names a card, a card not in it is told what the hand holds. With
    two people at the screen the same report lists nothing and names nothing."""
    hands = {GREEN: ["Mage Knight", "Primal Canine"]}
    prompt = session_at(True, StompDiscard(GREEN, 0, tile("1,1")), hands=hands).advance()
    request = prompt.request
    assert not request.secret and request.names() == ("Mage Knight", "Primal Canine")
    assert str(request.outcome_named("primal")) == "discard Primal Canine"
    with pytest.raises(GameError, match="^'Forager' cannot come up for 'Green discards a "
                                         r"card at random from hand \(the dragon's stomp\)'; "
                                         "it can be: Mage Knight, Primal Canine$"):
        request.outcome_named("Forager")
    shared = session_at(True, StompDiscard(GREEN, 0, tile("1,1")), people=2, hands=hands)
    request = shared.advance().request
    assert request.secret
    with pytest.raises(GameError, match="type the whole name, as printed$"):
        request.outcome_named("primal")
