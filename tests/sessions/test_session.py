"""Sessions: the advance loop and its prompts, saving every step, resuming, undo,
and refusing a record that does not replay."""

from __future__ import annotations

import sqlite3

import pytest

from automeeple import catalog
from automeeple.engine.core import CHANCE, GameError
from automeeple.engine.play import play_out
from automeeple.engine.records import SEEDED, GameRecord, Match, RecordError, state_hash
from automeeple.sessions import Session, Store, StoreError
from automeeple.sessions.session import DECIDE, ENDED, REPORT, replayed

from ..facts import facts

ALPHA = catalog.get("the-alpha")
SHIPPED = catalog.GAMES_DIR / ALPHA.edition
PLAYERS = ["human", "automa", "random", "automa"]


@pytest.fixture
def store(tmp_path):
    with Store.open(tmp_path / "sessions.sqlite3") as store:
        yield store


def new(store: Store, seed: int = 5, players: list[str] = PLAYERS, **kw) -> Session:
    return Session.new(store, ALPHA, len(players), {}, seed, players, **kw)


def advance(session: Session, n: int) -> None:
    """Answer ``n`` prompts (or up to the end); the person always takes the last
    legal action."""
    for _ in range(n):
        prompt = session.advance()
        if prompt.kind == ENDED:
            return
        assert prompt.kind == DECIDE and prompt.seat == session.person
        session.act(prompt.legal[-1])


def current_hash(session: Session) -> str:
    return state_hash(session.game, session.match.state)


def test_every_step_is_saved_as_it_happens(store):
    session = new(store)
    advance(session, 30)
    record, players, status = store.load(session.id)
    assert record == session.match.record
    assert (players, status) == (PLAYERS, "playing")
    assert record.edition_text is None and record.edition_hash == session.game.loaded.hash
    assert {s.by for s in record.steps} >= {SEEDED, "human", "bot:automa", "bot:random"}


def test_resumed_game_continues_identically(tmp_path):
    with Store.open(tmp_path / "straight.sqlite3") as straight_store:
        straight = new(straight_store)
        advance(straight, 20)
    path = tmp_path / "resumed.sqlite3"
    with Store.open(path) as first_store:
        sid = new(first_store).id
        advance(Session.resume(first_store, sid), 10)
    with Store.open(path) as fresh_store:
        resumed = Session.resume(fresh_store, sid)
        done = len(resumed.match.record.steps)
        assert current_hash(resumed) == straight.match.record.steps[done - 1].hash
        advance(resumed, 10)
        assert resumed.match.record.steps == straight.match.record.steps
        assert current_hash(resumed) == current_hash(straight)


def test_a_prompt_brings_the_events_since_the_last_one_and_the_legal_moves(store):
    session = new(store)
    first = session.advance()
    assert first.kind == DECIDE and first.seat == 0
    assert first.legal == session.game.legal_actions(session.match.state)
    assert any(e.kind == "alpha" for e in first.events), "the set-up is told"
    assert session.advance().events == [], "asked again: nothing new happened"
    session.act(first.legal[0])
    second = session.advance()
    assert second.events[0].text.startswith("Red places"), second.events[0]
    assert any(e.seat == 1 for e in second.events), "Blue's move is told"


def test_bots_only_game_is_the_simulators_game_and_is_marked_over(store):
    players = ["automa", "random", "automa"]
    session = new(store, seed=11, players=players)
    prompt = session.advance()
    assert prompt.kind == ENDED and prompt.seat is None
    simulated = play_out(ALPHA.make(3, {}), [ALPHA.bot(p) for p in players], 11)
    assert prompt.result == simulated.result
    [row] = store.list()
    assert (row.status, row.summary) == ("over", prompt.result.summary)
    assert session.advance().kind == ENDED


def test_resume_marks_a_game_whose_result_was_not_saved(store):
    session = new(store, players=["automa"] * 3)
    session.advance()
    store.truncate(session.id, len(session.match.record.steps) - 1)
    store.append(session.id, session.match.record.steps[-1])  # as if it crashed right here
    assert store.list()[0].status == "playing"
    Session.resume(store, session.id)
    assert store.list()[0].status == "over"


def human_steps(session: Session) -> list[int]:
    return [n for n, s in enumerate(session.match.record.steps) if s.seat == 0]


def rolled_after_a_decision(session: Session) -> None:
    """Play on until dice have been rolled since the person's last decision."""
    steps = session.match.record.steps

    def rolled() -> bool:
        decisions = human_steps(session)
        return bool(decisions) and any(s.by == SEEDED and s.action.startswith("roll")
                                       for s in steps[decisions[-1]:])

    while not rolled():
        advance(session, 1)
    session.advance()


def test_play_mode_undo_stops_at_dice_already_rolled(store):
    """Issue 17.3: undo in Play mode never goes back past what chance has shown
    (the same move would bring the same dice); one line, nothing changed."""
    session = new(store)
    rolled_after_a_decision(session)
    played = list(session.match.record.steps)
    stop = session.undo_stop()
    with pytest.raises(GameError, match=r"Undo stops here: the game has shown 'roll the "
                                        r".* die: [0-9XDC]+' since your last move \(a "
                                        r"practice game undoes freely\)") as refused:
        session.undo()
    assert str(refused.value) == stop  # said before it is asked (the web page)
    assert session.match.record.steps == played
    assert store.load(session.id)[0].steps == played
    assert Session.resume(store, session.id).undo_stop() == stop


def test_undo_stops_at_the_reveal_of_the_conflict_tokens(store):
    """CONFLICT: once the tokens are revealed, the person cannot take back their
    own token (they would choose knowing the others')."""
    for seed in range(30):
        session = new(store, seed=seed)
        prompt = session.advance()
        while prompt.kind == DECIDE and type(prompt.legal[0]).__name__ != "Choose":
            session.act(prompt.legal[-1])
            prompt = session.advance()
        if prompt.kind != DECIDE:
            continue
        session.act(prompt.legal[0])
        session.advance()
        revealed = any(e.kind == "reveal" for e in session.history)
        if not revealed:
            continue
        with pytest.raises(GameError, match="Undo stops here: the game has shown 'Conflict "
                                            "tokens on the"):
            session.undo()
        return
    raise AssertionError("no seed brought the person into a conflict")


def test_a_practice_game_undoes_past_dice_and_says_it_is_practice(store):
    session = new(store, practice=True)
    assert session.practice and session.match.record.practice
    assert store.list()[0].practice
    rolled_after_a_decision(session)
    assert session.undo()
    rec = GameRecord.from_json(session.match.record.to_json())
    assert rec.practice
    rec.practice = False  # a practice game passed off as a real one
    with pytest.raises(RecordError, match="changed after it was made"):
        Match(session.game, rec)


def test_undo_goes_back_to_the_persons_last_decision_and_cannot_reroll(store):
    session = new(store, practice=True)
    steps = session.match.record.steps
    rolled_after_a_decision(session)
    played = list(steps)
    last = human_steps(session)[-1]

    assert session.undo() == len(played) - last
    assert session.match.record.steps == played[:last]
    assert session.match.to_move == 0
    assert current_hash(session) == played[last - 1].hash
    assert store.load(session.id)[0].steps == played[:last]

    # the same choice again brings up the same dice
    advance(session, 1)
    session.advance()
    assert session.match.record.steps == played
    assert store.load(session.id)[0].steps == played


def test_undo_twice_and_resume_after_undo(store):
    session = new(store, practice=True)
    advance(session, 3)
    session.advance()
    decisions = human_steps(session)
    session.undo()
    assert session.undo() == decisions[-1] - decisions[-2]
    assert len(session.match.record.steps) == decisions[-2]
    resumed = Session.resume(store, session.id)
    assert resumed.match.record.steps == session.match.record.steps
    assert current_hash(resumed) == current_hash(session)


def test_nothing_to_undo_without_a_persons_step(store):
    session = new(store)
    session.advance()
    with pytest.raises(GameError, match="nothing to undo"):
        session.undo()
    bots = new(store, players=["automa"] * 3)
    advance(bots, 20)
    with pytest.raises(GameError, match="nothing to undo"):
        bots.undo()


def test_a_failed_save_leaves_the_game_where_the_file_is(store, monkeypatch):
    session = new(store)
    kinds = set()
    real_append = store.append
    for n in range(40):  # chance steps, bot moves and the person's moves
        # Saving fails at the n-th step from here, wherever the loop then is.
        calls = []

        def flaky(*args, calls=calls, n=n):
            calls.append(1)
            if len(calls) > n % 5:
                raise StoreError("disk I/O error")
            real_append(*args)

        monkeypatch.setattr(store, "append", flaky)
        before = len(session.match.record.steps)
        try:
            advance(session, 1)
        except StoreError:
            kinds.add(session.match.to_move)
            saved = store.load(session.id)[0].steps
            assert session.match.record.steps == saved, "the game ran ahead of the file"
            assert current_hash(session) == (saved[-1].hash if saved
                                             else session.match.record.initial_hash)
        else:
            assert len(session.match.record.steps) > before or session.match.over
        monkeypatch.setattr(store, "append", real_append)
        advance(session, 1)
    assert {CHANCE, 0, 1} <= kinds
    assert store.load(session.id)[0] == session.match.record
    assert Session.resume(store, session.id).match.record == session.match.record


def test_tampered_step_is_refused_and_the_file_is_untouched(tmp_path):
    path = tmp_path / "sessions.sqlite3"
    with Store.open(path) as store:
        sid = new(store).id
        advance(Session.resume(store, sid), 20)
    conn = sqlite3.connect(path)
    conn.execute("UPDATE steps SET hash = '0000000000000000' WHERE idx = 9")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    with Store.open(path) as store, pytest.raises(RecordError, match=r"saved game 1: step 10"):
        Session.resume(store, sid)
    assert path.read_bytes() == before


def test_own_edition_is_saved_with_the_game(store):
    text = SHIPPED.read_text(encoding="utf-8") + "\n# my own copy\n"
    session = new(store, edition_text=text)
    advance(session, 10)
    record = store.load(session.id)[0]
    assert record.edition_text == text
    assert record.edition_hash != new(store).match.record.edition_hash
    resumed = Session.resume(store, session.id)
    assert resumed.game.loaded.text == text
    assert current_hash(resumed) == current_hash(session)


def test_changed_shipped_edition_is_reported(store):
    sid = new(store).id
    with sqlite3.connect(store.path) as conn:
        conn.execute("UPDATE sessions SET header = json_set(header, '$.edition_hash', 'old')")
    with pytest.raises(RecordError, match="played with edition old"):
        Session.resume(store, sid)


@pytest.mark.parametrize("change, says", [
    ("json_set(header, '$.options', json('{\"difficulty\": \"hard\"}'))",
     "the-alpha has no option 'difficulty'"),
    ("json_set(header, '$.seats', 99)", "The Alpha takes 3 to 6 players, not 99"),
    ("json_set(header, '$.game', 'chess')", "unknown game 'chess'"),
])
def test_a_header_that_sets_up_no_game_is_a_damaged_save(store, change, says):
    """An edited header is the save's fault, not something the person just typed:
    the message says which save is damaged."""
    sid = new(store).id
    with sqlite3.connect(store.path) as conn:
        conn.execute(f"UPDATE sessions SET header = {change}")
    with pytest.raises(RecordError) as found:
        Session.resume(store, sid)
    message = str(found.value)
    assert message.startswith(f"{store.path}: saved game {sid} is damaged: its game cannot "
                              "be set up (")
    assert says in message


@pytest.mark.parametrize("players, message", [
    (["human", "automa"], "4 seats need 4 players"),
    (["human", "automa", "genius", "automa"], "seat 3: 'genius'"),
])
def test_bad_players_are_refused_before_saving(store, players, message):
    with pytest.raises(GameError, match=message):
        Session.new(store, ALPHA, 4, {}, 1, players)
    assert store.list() == []


def test_advance_stops_a_game_that_runs_past_its_limit():
    session = Session.new(None, ALPHA, 3, {}, 1, ["automa"] * 3, explain=False)
    with pytest.raises(GameError, match="no prompt and no end after 25 steps"):
        session.advance(limit=25)
    assert len(session.match.record.steps) == 25
    assert session.advance().kind == ENDED, "without a limit it plays on to the end"


def test_bots_only_without_explanations_is_the_same_game():
    players = ["automa", "random", "automa"]
    quiet = Session.new(None, ALPHA, 3, {}, 9, players, explain=False)
    loud = Session.new(None, ALPHA, 3, {}, 9, players)
    assert quiet.advance().traces == []
    assert loud.advance().traces, "the automa explains each decision"
    assert quiet.match.record.steps == loud.match.record.steps


#: Each game with the opponents whose decisions "why" explains: the automa seats
#: where the game's rules play a seat; else its automa, a bot that explains (The
#: Alpha's), whose reasons are not in the record.
EXPLAINED = [(info.id, [] if info.automa_seats else ["automa"] * (info.default_seats - 1))
             for info in catalog.games()]


def explained_players(game_id: str, bots: list[str]):
    info = catalog.get(game_id)
    n = info.default_seats
    return info, n, info.players(bots, n, human=info.person_seats(n)[0])


@pytest.mark.parametrize("game_id, bots", EXPLAINED)
def test_why_after_resume_explains_what_it_explained_before(tmp_path, game_id, bots):
    """'why' holds every automa decision since the person's last move, however many
    steps they took (as many in a row as the game's tests' facts say it takes), and
    a resumed game explains the same ones (a bot's asked again where it decided)."""
    info, n, players = explained_players(game_id, bots)
    run = facts(info).automa_run
    with Store.open(tmp_path / "s.sqlite3") as store:
        session = Session.new(store, info, n, {}, 3, players)
        prompt = session.advance()
        for k in range(60):  # to a prompt that follows several automa decisions
            if len(prompt.traces) >= run:
                break
            session.act(prompt.legal[k % len(prompt.legal)])
            prompt = session.advance()
        before = [t.decision for t in session.explained]
        assert before == [t.decision for t in prompt.traces] and len(before) >= run
        session_id = session.id
    with Store.open(tmp_path / "s.sqlite3") as store:
        again = Session.resume(store, session_id)
        assert [t.decision for t in again.explained] == before


@pytest.mark.parametrize("game_id, bots", EXPLAINED)
def test_why_after_undo_explains_what_it_explained_at_that_prompt(game_id, bots):
    """An undo goes back to the person's last prompt, and 'why' holds what it held
    there (the automa decisions that led to it), as a resumed game's does; the
    undone steps' decisions are gone."""
    info, n, players = explained_players(game_id, bots)
    session = Session.new(None, info, n, {}, 3, players, practice=True)
    prompt = session.advance()
    for k in range(200):  # a move after which automa decisions come, at a prompt with some
        before = [t.decision for t in session.explained]
        session.act(prompt.legal[k % len(prompt.legal)])
        prompt = session.advance()
        if before and prompt.traces:
            break
    assert before and prompt.traces, "automa decisions before the move and after it"
    after = list(session.explained)
    session.undo()
    assert [t.decision for t in session.explained] == before
    assert not any(t in session.explained for t in after), "the undone steps' are gone"


class Asked:
    """A bot that notes each decision asked of it, then lets ``bot`` decide."""

    def __init__(self, bot, asked: list) -> None:
        self.bot, self.asked = bot, asked
        self.name, self.uses_observation = bot.name, bot.uses_observation

    def decide(self, *args, **kwargs):
        self.asked.append(self.name)
        return self.bot.decide(*args, **kwargs)


def test_an_undo_explains_the_bots_moves_it_made_without_asking_them_again():
    """A search bot takes a while to decide: an undo explains the moves the session
    saw the bots make with the reasons they gave then. A resumed game, which never
    saw them, asks the bots again."""
    info, n, players = explained_players("the-alpha", ["automa"] * 3)
    session = Session.new(None, info, n, {}, 3, players, practice=True)
    prompt = session.advance()
    session.act(prompt.legal[0])
    prompt = session.advance()
    before = [t.decision for t in session.explained]
    session.act(prompt.legal[0])
    session.advance()
    asked: list = []
    session.bots = {seat: Asked(bot, asked) for seat, bot in session.bots.items()}
    session.undo()
    assert asked == [] and before and [t.decision for t in session.explained] == before
    replayed(session.game, session.match.record, bots=session.bots)
    assert asked, "without the session's own traces the bots are asked again"


@pytest.mark.parametrize("table", [False, True], ids=["play", "table"])
def test_why_after_resume_is_why_before_it_at_every_prompt(tmp_path, table):
    """At every prompt of a game of The Alpha against its automa (in Table mode,
    reports between the moves), a resumed game explains the bots' moves that 'why'
    explained before."""
    info, n, players = explained_players("the-alpha", ["automa"] * 3)
    with Store.open(tmp_path / "s.sqlite3") as store:
        session = Session.new(store, info, n, {}, 5, players, table=table)
        session_id, checked = session.id, 0
        for k in range(40):
            prompt = session.advance()
            if prompt.kind == ENDED:
                break
            before = [t.decision for t in session.explained]
            again = Session.resume(store, session_id)
            assert [t.decision for t in again.explained] == before, k
            checked += bool(before)
            session = again
            if prompt.kind == REPORT:
                session.report(prompt.request.outcomes[0])
            else:
                session.act(prompt.legal[k % len(prompt.legal)])
        assert checked > 10


def test_a_resumed_game_explains_with_the_bots_reasons_kept_in_the_save(tmp_path,
                                                                        monkeypatch):
    """A save keeps each bot's trace beside its step: a resumed game explains with
    them and asks no bot again. A save from before traces were kept (schema 2,
    brought up to date) has none, and its bots are asked again."""
    import sqlite3

    from automeeple.sessions import session as session_module

    info, n, players = explained_players("the-alpha", ["automa"] * 3)
    path = tmp_path / "s.sqlite3"
    with Store.open(path) as store:
        session = Session.new(store, info, n, {}, 3, players)
        prompt = session.advance()
        for k in range(3):
            session.act(prompt.legal[k])
            prompt = session.advance()
        before = [t.decision for t in session.explained]
        kept = store.traces(session.id)
        assert before and {t.decision for t in kept.values()} >= set(before)
        game = session.id
    asked = []
    real = session_module.ask
    monkeypatch.setattr(session_module, "ask", lambda *a, **k: asked.append(1) or real(*a, **k))
    with Store.open(path) as store:
        again = Session.resume(store, game)
        assert [t.decision for t in again.explained] == before and asked == []
    conn = sqlite3.connect(path)
    conn.execute("ALTER TABLE steps DROP COLUMN trace")
    conn.execute("UPDATE meta SET value = '2' WHERE key = 'schema'")
    conn.commit()
    conn.close()
    with Store.open(path) as store:
        assert store.traces(game) == {}
        again = Session.resume(store, game)
        assert [t.decision for t in again.explained] == before and asked


def test_a_trace_that_cannot_be_read_is_left_out_and_asked_again(tmp_path):
    import sqlite3

    info, n, players = explained_players("the-alpha", ["automa"] * 3)
    path = tmp_path / "s.sqlite3"
    with Store.open(path) as store:
        session = Session.new(store, info, n, {}, 3, players)
        session.act(session.advance().legal[0])
        session.advance()
        before, game = [t.decision for t in session.explained], session.id
    conn = sqlite3.connect(path)
    conn.execute("UPDATE steps SET trace = '{\"decision\": 3' WHERE trace IS NOT NULL")
    conn.commit()
    conn.close()
    with Store.open(path) as store:
        assert store.traces(game) == {}
        assert [t.decision for t in Session.resume(store, game).explained] == before


@pytest.mark.parametrize("players", [["solo-bot", "human"],
                                     ["solo-bot", "human", "human"]], ids=["solo", "two"])
def test_undo_stop_never_names_a_card_only_its_owner_knows(players):
    """Dragon Canyon: a card discarded at random from a hand is known to its owner
    alone (``ChanceRequest.secret``). With two people, undo's refusal, on every
    person's screen, names the draw but not the card; alone, it is your own card."""
    info = catalog.get("dragon-canyon")
    for seed in range(6):
        session = Session.new(None, info, len(players), {}, seed, players)
        prompt = session.advance()
        while prompt.kind == DECIDE:
            session.act(prompt.legal[-1])
            prompt = session.advance()
            discards = [what for _, what in session._shown if "at random from hand" in what]
            if discards:
                said = "Green discards a card at random from hand (the dragon's stomp)"
                if len(players) == 2:
                    assert discards[0].startswith(f"{said}: ") and discards[0] != f"{said}: "
                else:
                    assert set(discards) <= {said, said.replace("Green", "Red")}
                return
    raise AssertionError("no card was discarded at random in these games")


@pytest.mark.parametrize(("game_id", "players", "first"), [
    ("the-alpha", PLAYERS, "Set-up (SETUP 1-4): put the Food Tracker"),
    ("wolves", ["human", "solo-bot", "solo-bot"], "Set-up (solo §3, the 3-player set-up)"),
    ("islebound", ["human", "solo-bot"], "Lay the 4 sea boards"),
    ("dragon-canyon", ["solo-bot", "human"], "Set-up: shuffle the 16 map tiles face down"),
])
def test_table_mode_sets_out_what_no_draw_decides_before_the_first_question(
        tmp_path, game_id, players, first):
    """SETUP 1-4 (The Alpha), solo §3 (The Wolves, Islebound), notes §3 (Dragon
    Canyon's map): the table is set out before it is asked to draw a tile or board,
    or the person to choose a home port;
    the set-up stays at the head of the history after a report is undone and after a
    resume."""
    info = catalog.get(game_id)
    with Store.open(tmp_path / "saves.sqlite3") as store:
        session = Session.new(store, info, len(players), {}, 5, players, table=True)
        prompt = session.advance()
        assert prompt.events[0].text.startswith(first)
        assert all(e.kind == "setup" for e in prompt.events)
        if prompt.kind == REPORT:
            session.report(prompt.request.outcomes[0])
        else:
            session.act(prompt.legal[0])
        session.advance()
        assert session.undo() >= 1
        assert session.history[0].text.startswith(first)
        again = session.advance()
        assert again.kind == prompt.kind
        session_id = session.id
    with Store.open(tmp_path / "saves.sqlite3") as store:
        resumed = Session.resume(store, session_id)
        assert [e.text for e in resumed.history] == [e.text for e in session.history]
        assert resumed.history[0].text.startswith(first)
