"""Any text typed at any kind of prompt, in every game, in Play and in Table mode:
no traceback, and nothing changes in the saved game unless the text was a move, a
report or a command (issue: "No traceback for a person's mistake")."""

from __future__ import annotations

import io

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from rich.console import Console

from automeeple import catalog
from automeeple.cli.interactive import COMMANDS, End, Play
from automeeple.engine.core import GameError
from automeeple.sessions import Session, Store
from automeeple.sessions.answers import match_action
from automeeple.sessions.session import ENDED, REPORT

from ..facts import facts

#: Text a person might type, or paste by mistake.
TYPED = st.one_of(
    st.text(max_size=60),
    st.text(alphabet=st.sampled_from("[]/\\\x00\x1b\t\r{}()<>'\"`~ aZ9-é漢🐺²٣"), max_size=40),
    st.integers(min_value=-10**30, max_value=10**30).map(str),
    st.text(min_size=2000, max_size=5000),
    st.sampled_from(["[/x]", "[bold]", "[/]", "[red]x[/red]", "\x03", "0", "-1", "99999", "²",
                     "9" * 5000]),
)


def quiet_console() -> Console:
    return Console(file=io.StringIO(), width=80, markup=False, highlight=False)


def at_first_prompt(tmp_path, game_id: str, table: bool, options: dict | None = None):
    info = catalog.get(game_id)
    n = info.default_seats
    players = info.players([info.default_bot] * (len(info.person_seats(n)) - 1), n,
                           human=info.person_seats(n)[0])
    store = Store.open(tmp_path / f"{game_id}-{table}.sqlite3")
    session = Session.new(store, info, n, options or {}, 3, players, table=table)
    return store, session, session.advance()


def valid_answer(text: str, prompt, session) -> bool:
    """Text the prompt takes as a move, a report or a command."""
    word = " ".join(text.lower().split())
    if word in COMMANDS or word in ("quit", "exit", "q", "?"):
        return True
    if prompt.kind == REPORT:
        try:
            prompt.request.outcome_named(text)
        except GameError:
            return False
        return True
    moves = session.view(prompt.seat).moves
    if match_action(text, prompt.legal, [moves.get(str(a), str(a)) for a in prompt.legal]):
        return True
    try:
        return session.game.parse_action(session.match.state, text) in prompt.legal
    except GameError:
        return False


#: Kinds of prompt fuzzed in each game and mode, at most: the first prompt of each
#: kind met in a whole seeded game (a set-up draw, a move, a payment, a report of
#: each component, the game-over prompt of Table mode, ...).
KINDS = 14


def kind_of(session: Session, prompt) -> tuple:
    """What makes two prompts the same kind: a decide, report or over prompt, and
    the work item on top of the turn flow (the rule that asks)."""
    flow = getattr(session.match.state, "flow", None)
    return prompt.kind, type(flow[-1]).__name__ if flow else None


#: Each game with its usual options, and options that bring questions of their own
#: (its tests' facts).
CONFIGS = [(info.id, options) for info in catalog.games()
           for options in ({}, *facts(info).more_options)]


@pytest.mark.parametrize("table", [False, True], ids=["play", "table"])
@pytest.mark.parametrize(("game_id", "options"), CONFIGS,
                         ids=[f"{g}{'-' if o else ''}{'-'.join(o)}" for g, o in CONFIGS])
def test_any_text_at_a_prompt_changes_nothing(tmp_path_factory, game_id, options, table):
    store, session, prompt = at_first_prompt(tmp_path_factory.mktemp("fuzz"), game_id,
                                             table, options)
    seen: set[tuple] = set()
    try:
        while len(seen) < KINDS:
            kind = kind_of(session, prompt)
            if kind not in seen and (prompt.kind != ENDED or table):
                seen.add(kind)
                fuzz(store, session, prompt)
            if prompt.kind == ENDED:
                break
            # Answers that vary, so the game meets many kinds of question.
            step = len(session.match.record.steps)
            if prompt.kind == REPORT:
                session.report(prompt.request.outcomes[step % len(prompt.request.outcomes)])
            else:
                session.act(prompt.legal[step % len(prompt.legal)])
            prompt = session.advance(limit=5000)
    finally:
        store.close()
    # Table mode's game-over prompt is one kind more.
    least = max(facts(catalog.get(game_id)).prompt_kinds, 1 + table)
    assert len(seen) >= least, f"only {len(seen)} kinds of prompt met"


def fuzz(store: Store, session: Session, prompt) -> None:
    saved = store.load(session.id)[0]

    @settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
    @given(text=TYPED)
    def typed(text):
        assume(not valid_answer(text, prompt, session))
        answers = iter([text, "quit"])
        play = Play(session, quiet_console(), ask=lambda _prompt: next(answers))
        if prompt.kind == ENDED:  # Table mode's game over> prompt
            assert play.last_word() is False
        else:
            assert play.answer(prompt) is End.QUIT
        assert store.load(session.id)[0] == saved
        assert session.match.record.steps == saved.steps

    typed()
