"""What a person sees never names what the rules still hide from them (docs/design.md,
"Secrets"): the session masks each event for the person's seat, and
keeps a bot's explanation ("why") sealed while it names what the person cannot
see (``FlowGame.secrets``: another pack's face-down Conflict Token, the cards in
another person's hand or face down on the map).

The property tests play many seeded games of each game with hidden information,
the person choosing at random, search and rule bots in the other seats, and read
everything the person is shown at every prompt: the news, "why", the board as the
terminal draws it and the view the web page draws from."""

from __future__ import annotations

import json

import pytest
from rich.console import Console

from automeeple import catalog
from automeeple.cli.narrate import board
from automeeple.engine.rng import Stream
from automeeple.engine.view import wire
from automeeple.games.dragon_canyon.grid import label, where
from automeeple.games.dragon_canyon.state import AI
from automeeple.games.the_alpha.resolve import TurnConflictToken
from automeeple.sessions.session import DECIDE, ENDED, REPORT, Session, replayed


def shown_texts(session: Session, prompt) -> list[str]:
    """Everything the person reads at this prompt: the news since the last one,
    "why", and the board (terminal drawing and the view the web page draws)."""
    view = session.view(session.person)
    console = Console(width=120, record=True, no_color=True)
    console.print(board(view))
    texts = [e.text for e in prompt.events]
    texts += ["\n".join(t.lines()) for t in (*prompt.traces, *session.explained)]
    return [*texts, console.export_text(), json.dumps(wire(view))]


def play(game_id: str, seats: int, players: list[str], seed: int, check,
         watch=None) -> int:
    """One seeded game, the person choosing at random; ``check(session, prompt)`` at
    every prompt (and ``watch(session)`` once, before the first). Returns the number
    of prompts checked."""
    info = catalog.get(game_id)
    session = Session.new(None, info, seats, {}, seed, players)
    if watch is not None:
        watch(session)
    rng = Stream(seed)
    prompt, checked = session.advance(limit=5000), 0
    while prompt.kind != ENDED:
        assert prompt.kind == DECIDE
        check(session, prompt)
        checked += 1
        session.act(prompt.legal[rng.below(len(prompt.legal))])
        prompt = session.advance(limit=5000)
    check(session, prompt)
    return checked


def dragon_face_down(session: Session, seen: set[tuple[str, str]]) -> list[str]:
    """Dragon Canyon: what would tell the other person's face-down cards, as
    actions and sentences name them (each person holds the same Force cards, so a
    name alone tells nothing: the secret is which card lies face down where).
    ``seen``: the cards the person has seen face up where they lie (turned face
    down again, they are no secret)."""
    state, me = session.match.state, session.person
    name = session.game.seat_name
    return [told for t, c in enumerate(state.cards)
            if c is not None and c[0] not in (me, AI) and not c[2]
            and (c[1], label(t)) not in seen
            for told in (f"{c[1]} on {label(t)}", f"{c[1]} at {where(t)}",
                         f"{name(c[0])} places {c[1]} face down")]


def search_bot(budget: int) -> str:
    return f"ismcts:{budget}"


@pytest.mark.parametrize("seed", range(8))
@pytest.mark.parametrize("other", ["baseline", search_bot(25)])
def test_dragon_canyon_two_people_never_see_the_others_cards(seed, other):
    """Two people against the AI, the second played by a bot: what the first reads
    never names a card the second holds or has placed face down."""
    seen: set[tuple[str, str]] = set()

    def check(session, prompt):
        cards = session.match.state.cards
        seen.update((e.data["card"], e.data["tile"]) for e in prompt.events
                    if e.data and {"card", "tile"} <= e.data.keys()
                    and isinstance(e.data["tile"], str))
        seen.update((c[1], label(t)) for t, c in enumerate(cards) if c  # "Turn ... face down"
                    for e in prompt.events if e.kind == "hide" and e.data["tile"] == label(t))
        secret = dragon_face_down(session, seen)
        for text in shown_texts(session, prompt):
            named = [n for n in secret if n in text]
            assert not named, f"{named} shown while hidden:\n{text}"

    assert play("dragon-canyon", 3, ["solo-bot", "human", other], seed, check)


class Noting:
    """A bot whose Conflict Token decisions are noted: the trace's id -> (its
    pack, the week, the tile slot of the conflict)."""

    def __init__(self, bot, about: dict, kept: list) -> None:
        self.bot, self.about, self.kept = bot, about, kept
        self.name, self.uses_observation = bot.name, bot.uses_observation

    def decide(self, game, observation, legal, rng, explain=True):
        decision = self.bot.decide(game, observation, legal, rng, explain)
        work = observation.flow[-1]
        if isinstance(work, TurnConflictToken) and decision.trace is not None:
            self.kept.append(decision.trace)  # alive, so no other trace takes its id
            self.about[id(decision.trace)] = (work.seat, observation.week,
                                              observation.conflict.slot)
        return decision


@pytest.mark.parametrize("seed", range(6))
def test_the_alpha_never_shows_a_pack_s_token_before_the_reveal(seed):
    """CONFLICT: while another pack's token is face down, nothing the person reads
    tells FIGHT or SHARE for it: not the board, not "why" of the search or the
    automa that turned it (a pack's explanation of the token it turned in an earlier
    conflict, revealed, may still be shown)."""
    about: dict = {}
    kept: list = []

    def watch(session):
        for seat, bot in session.bots.items():
            session.bots[seat] = Noting(bot, about, kept)

    def check(session, prompt):
        conflict = session.view(session.person).conflict
        if conflict is None:
            return
        state = session.match.state
        hidden = {p for p, token in zip(conflict.packs, conflict.tokens, strict=True)
                  if token not in (None, "fight", "share")}
        now = {(p, state.week, state.conflict.slot) for p in hidden}
        for trace in (*prompt.traces, *session.explained):
            assert about.get(id(trace)) not in now, str(trace)

    assert play("the-alpha", 4, ["human", search_bot(25), "automa", search_bot(25)],
                seed, check, watch)
    assert about, "no bot turned a Conflict Token"


def test_the_person_s_history_holds_only_what_their_seat_may_read():
    """The session masks every event for the person's seat: another person's
    card placed face down is told without its name, in the news and the history
    (events replayed from the record unmasked are the check)."""
    info = catalog.get("dragon-canyon")
    session = Session.new(None, info, 3, {}, 4, ["solo-bot", "human", "baseline"])
    rng = Stream(4)
    prompt = session.advance()
    while prompt.kind == DECIDE and len(session.match.record.steps) < 400:
        session.act(prompt.legal[rng.below(len(prompt.legal))])
        prompt = session.advance()
    match, heard = replayed(session.game, session.match.record)
    raw = [*match.opening, *(e for h in heard for e in h.events if e.kind != "trace")]
    private = [e for e in raw if e.others is not None and e.seat != session.person]
    assert private, "the other person placed no card face down"
    assert [e.text for e in session.history] == [e.seen_by(session.person).text for e in raw]
    history = "\n".join(e.text for e in session.history)
    for e in private:
        assert e.text not in history and e.others in history


def test_a_bot_s_trace_opens_only_when_what_it_names_is_seen():
    """A search bot's "why" names cards of its hand: sealed by the ones it names
    while the person cannot see them, shown at the first moment the game hides none
    of them (never at another card's reveal)."""
    info = catalog.get("dragon-canyon")
    opened = 0
    for seed in range(3):
        session = Session.new(None, info, 3, {}, seed, ["solo-bot", "human", "ismcts:20"])
        show = session._show

        def shown(trace, session=session, show=show):
            hidden = session.game.secrets(session.match.state, session.person)
            assert not hidden.keys() & set(trace.sealed_by), trace.sealed_by
            for name in trace.sealed_by:
                assert name.split("'s ", 1)[1] in str(trace)  # it names what seals it
            show(trace)

        session._show = shown
        rng = Stream(seed)
        prompt = session.advance()
        while prompt.kind == DECIDE:
            opened += sum(1 for t in prompt.traces if t.sealed)
            session.act(prompt.legal[rng.below(len(prompt.legal))])
            prompt = session.advance()
    assert opened


def test_undo_of_a_report_from_the_table_takes_it_back():
    """Table mode: undo walks back through a report (the table can be wrong); the
    person is told what to take back, and the same question comes again."""
    info = catalog.get("blitzkrieg")
    session = Session.new(None, info, 2, {}, 3, ["human", "solo-bot"], table=True)
    prompt = session.advance()
    while prompt.kind != REPORT:
        session.act(prompt.legal[0])
        prompt = session.advance()
    asked, steps = prompt.request.name, len(session.match.record.steps)
    session.report(prompt.request.outcomes[-1])
    session.advance()
    assert session.undo() >= 1
    assert session.undone_report and len(session.match.record.steps) == steps
    again = session.advance()
    assert again.kind == REPORT and again.request.name == asked
