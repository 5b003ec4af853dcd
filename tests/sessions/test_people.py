"""Several people at one game (two people against Dragon Canyon's AI, two packs of The
Alpha at one screen): each prompt is for one person, and what it brings (the events
since that person's own last prompt, the history) is what that person's seat may
read, never another person's cards; resume and undo keep it so."""

from __future__ import annotations

import pytest

from automeeple import catalog
from automeeple.engine.agent import AUTOMA_SEAT
from automeeple.engine.core import Event, GameError
from automeeple.engine.records import Match
from automeeple.games.the_alpha.actions import FIGHT, SHARE
from automeeple.games.the_alpha.state import HIDDEN
from automeeple.sessions import HUMAN, Session, Store
from automeeple.sessions.answers import to_undo, undone
from automeeple.sessions.session import DECIDE, ENDED

DRAGON = catalog.get("dragon-canyon")
ALPHA = catalog.get("the-alpha")
GREEN, RED = 1, 2
#: Dragon Canyon for three: the AI (seat 1, by the rules), Green and Red people.
TWO_AGAINST_THE_AI = [AUTOMA_SEAT, HUMAN, HUMAN]


@pytest.fixture
def store(tmp_path):
    with Store.open(tmp_path / "sessions.sqlite3") as store:
        yield store


def dragon(store: Store | None = None, seed: int = 4) -> Session:
    return Session.new(store, DRAGON, 3, {}, seed, TWO_AGAINST_THE_AI)


def private(session: Session) -> list[Event]:
    """Every event of the game so far that only its own seat may read (a card placed
    face down, named), replayed from the record."""
    found: list[Event] = []
    Match.replay(session.game, session.match.record,
                 on_step=lambda _step, events, *_: found.extend(e for e in events if e.others))
    return found


def test_the_seats_people_take_by_default():
    """A game whose rules play the opponent seats people in every other seat; The
    Alpha (no automa) seats one person, bots in the others."""
    assert DRAGON.default_people(3) == [GREEN, RED]
    assert DRAGON.default_people(2) == [GREEN]
    assert ALPHA.default_people(4) == [0]
    assert DRAGON.players([], 3, [GREEN, RED]) == TWO_AGAINST_THE_AI
    assert ALPHA.players(["automa", "automa"], 4, [0, 1]) == [HUMAN, HUMAN, "automa", "automa"]


def test_each_prompt_is_for_its_person_and_shows_only_what_their_seat_may_read():
    """Dragon Canyon, two people: a whole game. Each prompt's events are the events
    since that person's own last prompt, as their seat reads them; the other
    person's face-down cards are never named in them or in the history."""
    session = dragon()
    shown: dict[int, list[str]] = {GREEN: [], RED: []}
    prompts = 0
    while True:
        prompt = session.advance()
        if prompt.kind == ENDED:
            break
        assert prompt.kind == DECIDE and prompt.seat in (GREEN, RED)
        assert session.viewer == prompt.seat
        shown[prompt.seat] += [e.text for e in prompt.events]
        others = {e.text for e in private(session) if e.seat != prompt.seat}
        assert not others & {e.text for e in prompt.events}
        assert not others & {e.text for e in session.history}
        session.act(prompt.legal[prompts % len(prompt.legal)])
        prompts += 1
    cards = private(session)
    assert {e.seat for e in cards} == {GREEN, RED}, "both people placed cards face down"
    for seat in (GREEN, RED):
        # Every event reached each person once, in order, as their seat reads it.
        everything = [e.text for e in _as_read(session, seat)]
        assert shown[seat] == everything[:len(shown[seat])]
        mine = {e.text for e in cards if e.seat == seat}
        theirs = {e.text for e in cards if e.seat != seat}
        assert mine <= set(shown[seat]) | set(everything)
        assert not theirs & set(shown[seat])


def _as_read(session: Session, seat: int) -> list[Event]:
    """Every event of the game as ``seat`` reads it, replayed from the record: the
    set-up's first, then each step's."""
    events: list[Event] = []
    match = Match.replay(session.game, session.match.record,
                         on_step=lambda _s, evs, *_: events.extend(
                             e.seen_by(seat) for e in evs if e.kind != "trace"))
    return [e.seen_by(seat) for e in match.opening] + events


def play(session: Session, prompts: int) -> None:
    for k in range(prompts):
        prompt = session.advance()
        session.act(prompt.legal[k % len(prompt.legal)])


def test_a_resumed_game_shows_each_person_what_the_unbroken_game_would(tmp_path):
    """Resume rebuilds each person's place in the news: the next prompts, the first
    one too (what came since that person's last prompt), bring the same events as
    in the game played without a break."""
    with Store.open(tmp_path / "straight.sqlite3") as s1, \
            Store.open(tmp_path / "broken.sqlite3") as s2:
        straight, broken = dragon(s1), dragon(s2)
        play(straight, 9)
        play(broken, 9)
        resumed = Session.resume(s2, broken.id)
        assert resumed.history == straight.history
        for k in range(6):
            a, b = straight.advance(), resumed.advance()
            assert a.events or k, "the first prompt brings news"
            assert (a.seat, a.events) == (b.seat, b.events), k
            straight.act(a.legal[0])
            resumed.act(b.legal[0])


def test_undo_by_the_mover_goes_back_before_the_screen_is_passed_and_says_whose(store):
    session = dragon(store)
    first = session.advance()
    assert first.seat == GREEN
    while (prompt := session.advance()).seat == GREEN:  # Green's whole turn
        session.act(prompt.legal[0])
    assert prompt.seat == RED
    with pytest.raises(GameError, match="only Green may take it back"):
        session.undo()  # Red's screen: not Red's move
    steps = session.undo(GREEN)
    assert session.viewer == GREEN and session.advance().seat == GREEN
    after = f" and the {steps - 1} step{'s' * (steps > 2)} after it" * (steps > 1)
    assert undone(session, steps) == f"Undone: Green's last move{after}."
    # Green sees their own card again; nothing of Red's was played.
    assert session.view(GREEN).players[GREEN].hand is not None


def test_one_person_keeps_the_single_person_wording(store):
    session = Session.new(store, DRAGON, 3, {}, 4, [AUTOMA_SEAT, HUMAN, "baseline"])
    session.act(session.advance().legal[0])
    assert undone(session, session.undo()).startswith("Undone: your last move")
    assert session.people == [GREEN] and session.viewer == GREEN


def test_the_alpha_two_people_a_secret_conflict_token_stays_hidden_from_the_other():
    """The Alpha, CONFLICT: each pack secretly chooses Fight or Share; with two
    people at one screen, the second is asked with the first's choice hidden."""
    session = Session.new(None, ALPHA, 4, {}, 2, [HUMAN, HUMAN, "automa", "automa"])
    for _ in range(400):
        prompt = session.advance()
        assert prompt.kind != ENDED, "no conflict between the two people in this game"
        other = 1 - prompt.seat
        seen = session.view(prompt.seat).conflict
        if (seen is not None and other in seen.packs
                and {str(a) for a in prompt.legal} == {FIGHT, SHARE}):
            token = seen.packs.index(other)
            if seen.tokens[token] is not None:
                break
        session.act(prompt.legal[0])
    assert seen.tokens[token] == HIDDEN
    chosen = session.view(other).conflict.tokens[token]
    assert chosen in (FIGHT, SHARE)
    kinds = [e.kind for e in prompt.events]
    since = prompt.events[len(kinds) - kinds[::-1].index("conflict"):]
    assert [e.text for e in since] == [f"{session.game.seat_name(other)} has chosen in secret."]
    assert session.history[-1] == since[-1]


def test_table_mode_each_person_takes_back_only_their_own_reports(store):
    """Two packs of The Alpha at one screen in Table mode (SETUP 5-6): Red, at the
    screen, reports the region tiles and that Blue howls the loudest; Blue, handed
    the screen for the first move, may not undo Red's reports (the play-tester's
    Blue took back Red's four tiles one by one); Red may, before passing it on."""
    session = Session.new(store, ALPHA, 3, {}, 7, [HUMAN, HUMAN, "automa"], table=True)
    red, blue = 0, 1
    while (prompt := session.advance()).kind != DECIDE:
        loudest = prompt.request.name.startswith("choose who howls the loudest")
        session.report(prompt.request.outcomes[blue if loudest else 0])
    assert prompt.seat == blue
    assert session.made_by(session.last_by_a_person()) == red
    with pytest.raises(GameError, match="the last report is Red's, and only Red may take it"):
        session.undo(blue)
    assert to_undo(session, blue) == ""
    assert to_undo(session, red) == "your last report"
    session.undo(red)
    assert session.advance().request.name.startswith("choose who howls the loudest")
