"""The web app's handlers called directly, without FastAPI (as an in-browser worker
will call them): their replies are plain pages, redirects and data; a mistake is the
page again with one line and nothing changed; and no handler loads a web framework."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from automeeple import catalog
from automeeple.sessions.store import Store
from automeeple.web.games import Games
from automeeple.web.handlers import home, play, saves
from automeeple.web.handlers.reply import Page, Redirect
from automeeple.web.page import position
from automeeple.web.pages import environment, render


@pytest.fixture
def games(tmp_path: Path) -> Games:
    return Games(tmp_path / "sessions.sqlite3")


def started(games: Games, game: str = "islebound", mode: str = "practice",
            seed: str = "8") -> int:
    """A new game through the start handler, with the form's defaults; its id."""
    reply = home.start(games, game, {"mode": mode, "seed": seed}, "", b"", csrf_ok=True)
    assert isinstance(reply, Redirect), reply
    return int(reply.url.removeprefix("/games/").removesuffix("#question"))


def prompt_of(games: Games, gid: int) -> tuple[str, list[str]]:
    """Where game ``gid`` is (its page's ``at``) and the person's legal moves."""
    with games.session(gid) as session:
        prompt = session.advance()
        return position(session), [str(a) for a in prompt.legal]


def saved_steps(games: Games, gid: int) -> int:
    with Store.open(games.db) as store:
        return len(store.load(gid)[0].steps)


def test_home_lists_the_games_and_then_the_saved_game(games):
    reply = home.home(games)
    assert (reply.template, reply.status) == ("home.html", 200)
    assert reply.context["rows"] == [] and not games.db.exists()  # looking creates nothing
    assert "islebound" in reply.context["titles"]
    gid = started(games)
    assert [row.id for row in home.home(games, deleted=7).context["rows"]] == [gid]
    assert home.home(games, deleted=7).context["deleted"] is None  # never deleted here
    mark = games.delete(gid)
    assert home.home(games, deleted=gid, mark=mark).context["deleted"] == gid
    assert home.home(games, deleted=7, mark=mark).context["deleted"] is None


def test_home_lists_the_games_to_play_not_the_template_game_whose_form_stays(games):
    """The template game (Nim) is a model a developer copies, not a game to play at
    the table (docs/engine.md, "Adding a game"): the home page (the laptop's and,
    by the same handler, the phone's) leaves it out; its form answers at its
    address."""
    listed = [info.id for info in home.home(games).context["infos"]]
    assert "nim" not in listed and listed == [i.id for i in catalog.games() if i.id != "nim"]
    assert len(listed) == 5
    assert home.new_game("nim", None).status == 200
    assert home.start(games, "nim", {"mode": "play", "seed": "1"}, "", b"",
                      csrf_ok=True).url.startswith("/games/")


@pytest.mark.parametrize(("game", "long"), [("wolves", True), ("the-alpha", False)])
def test_report_buttons_of_several_words_go_one_to_a_line(games, game, long):
    """The Wolves' region boards ("tundra prey with grass and desert wolf heads") in
    three columns wrapped a word to a line at phone size; The Alpha's tiles and die
    faces stay side by side."""
    gid = started(games, game, mode="table", seed="7")
    html = render(environment("t"), play.game(games, gid), "/")
    assert re.findall(r'class="outcomes[^"]*"', html) == [
        'class="outcomes long"' if long else 'class="outcomes"']


def test_the_new_game_form_and_its_one_line_mistakes():
    reply = home.new_game("wolves", None)
    assert (reply.template, reply.status) == ("new.html", 200)
    assert home.new_game("wolves", "zero").status == 400
    unknown = home.new_game("chess", None)
    assert (unknown.template, unknown.status) == ("error.html", 404)
    assert "\n" not in unknown.context["message"]


def test_set_players_draws_the_seats_again_keeping_the_form_and_starts_nothing(games):
    given = {"players": "5", "set_players": "on", "mode": "table", "seed": "12",
             "seat_2": "you", "opt_pair_as_one_wolf": "on"}
    reply = home.start(games, "the-alpha", given, "mine.toml", b"x", csrf_ok=True)
    assert (reply.template, reply.status) == ("new.html", 200)
    assert reply.context["n"] == 5 and reply.context["given"] == given
    assert reply.context["notice"] == ("Seats for 5 players: choose who plays each (and the "
                                       "edition file again), then start the game")
    assert not games.db.exists()


def test_start_saves_the_game_and_redirects_to_its_page(games):
    gid = started(games)
    assert [row.id for row in games.rows()] == [gid]
    assert prompt_of(games, gid)[1], "saved at the person's first decision"
    bad = home.start(games, "islebound", {"mode": "play", "seed": "x"}, "", b"", csrf_ok=True)
    assert isinstance(bad, Page) and (bad.template, bad.status) == ("new.html", 400)
    assert bad.context["given"]["seed"] == "x" and "\n" not in bad.context["error"]
    assert [row.id for row in games.rows()] == [gid]  # nothing saved


def test_a_form_without_the_csrf_token_is_refused_and_does_nothing(games):
    """A form drawn before the server was last started has another run's token: the
    new-game form comes back filled in as sent, a game's page as the game is now,
    each saying that nothing was done; no message speaks of tokens."""
    given = {"mode": "table", "seed": "77"}
    reply = home.start(games, "islebound", given, "", b"", csrf_ok=False)
    assert (reply.template, reply.status) == ("new.html", 403)
    assert reply.context["given"] == given
    assert reply.context["error"] == ("this page was drawn before automeeple was last started "
                                      "(or elsewhere), so nothing was done; here is the form "
                                      "again, as you filled it in")
    assert not games.db.exists()
    gid = started(games)
    at, legal = prompt_of(games, gid)
    steps = saved_steps(games, gid)
    for refused in (play.move(games, gid, csrf_ok=False, at=at, move=legal[0]),
                    play.undo(games, gid, csrf_ok=False, at=at),
                    play.hint(games, gid, csrf_ok=False, at=at)):
        assert (refused.template, refused.status) == ("game.html", 403)
        assert refused.context["error"].endswith("so nothing was done; here it is now")
        assert refused.context["choices"] and not refused.context["notes"]
    deleting = saves.delete(games, gid, csrf_ok=False)
    assert (deleting.template, deleting.status) == ("error.html", 403)
    assert deleting.context["message"].endswith("nothing was done: reload the page and try "
                                                "again")
    assert saved_steps(games, gid) == steps
    assert all("csrf" not in str(r.context).lower() for r in (reply, refused, deleting))


def test_passing_the_phone_in_a_game_of_one_person_says_there_is_nobody(games):
    gid = started(games)
    at, _ = prompt_of(games, gid)
    steps = saved_steps(games, gid)
    reply = play.hand_over(games, gid, csrf_ok=True, at=at, seat="1")
    assert (reply.template, reply.status) == ("game.html", 400)
    assert reply.context["error"] == ("one person plays this game: there is nobody to pass "
                                      "the phone to")
    assert saved_steps(games, gid) == steps


def test_a_game_of_two_people_ends_on_the_standings_for_both_with_no_pass(games):
    """Dragon Canyon, Green and Red at one phone: a move is followed by what came of
    it, in words anyone may read, before the phone is passed; once the game is over
    nobody is asked to take the phone ("It is Red's turn" was asked of a finished
    game); the end is drawn for both, as a spectator sees the board."""
    reply = home.start(games, "dragon-canyon", {"players": "3", "seat_2": "you",
                                                "seat_3": "you", "mode": "play", "seed": "7"},
                       "", b"", csrf_ok=True)
    gid = int(reply.url.removeprefix("/games/").removesuffix("#question"))
    passes, came = 0, []
    for _ in range(400):
        page = play.game(games, gid)
        context = page.context
        if page.template == "pass.html":
            passes += 1
            came += context["came"]  # what came of the last move, in anyone's words
            play.hand_over(games, gid, csrf_ok=True, at=context["at"],
                           seat=str(context["seat"] + 1))
        elif context["choices"]:
            play.move(games, gid, csrf_ok=True, at=context["at"],
                      move=context["choices"][0]["move"])
        else:
            break
    assert passes > 1 and context["result"] is not None
    assert came and all(e.others is None for e in came), "nothing of one person's own"
    assert (page.template, context["seat"], context["turn"]) == ("game.html", None, None)
    assert all(r["who"] == "a person at this phone" for r in context["result"]["standings"]
               if r["seat"] != "AI (Blue)")


def test_a_move_is_played_and_saved(games):
    gid = started(games)
    at, legal = prompt_of(games, gid)
    steps = saved_steps(games, gid)
    assert play.move(games, gid, csrf_ok=True, at=at, move=legal[0]) == Redirect(
        f"/games/{gid}#question")
    assert saved_steps(games, gid) > steps


@pytest.mark.parametrize("game, move, error", [
    ("islebound", "place nothing\nnowhere",
     "'place nothing nowhere' is not one of the moves; pick one of the buttons or type a "
     "move as it is written"),
    # STALK: the Alpha Pair counts as 2 wolves; typed as the game writes it, the move
    # is refused with that rule.
    ("the-alpha", "place alpha-pair on livestock",
     "'place alpha-pair on livestock': the Alpha Pair counts as 2 wolves, and the Livestock "
     "takes one wolf in all (STALK)."),
    # Too short to pick one move out: the moves it fits, as the buttons name them.
    ("the-alpha", "beaver",
     "'beaver' fits 2 moves: place a Beta Wolf on Beaver; place the Alpha Pair on Beaver. "
     "Type more of it."),
])
def test_an_illegal_move_is_the_page_again_with_one_line_and_changes_nothing(games, game, move,
                                                                             error):
    gid = started(games, game)
    at, _ = prompt_of(games, gid)
    steps = saved_steps(games, gid)
    reply = play.move(games, gid, csrf_ok=True, at=at, move=move)
    assert (reply.template, reply.status) == ("game.html", 400)
    assert reply.context["error"] == error
    stale = play.move(games, gid, csrf_ok=True, at="12345", move="anything")
    assert stale.status == 409 and "out of date" in stale.context["error"]
    assert saved_steps(games, gid) == steps


def test_undo_goes_back_to_the_same_question_and_says_so(games):
    gid = started(games)
    at, first = prompt_of(games, gid)
    steps = saved_steps(games, gid)
    play.move(games, gid, csrf_ok=True, at=at, move=first[0])
    at, _ = prompt_of(games, gid)
    assert play.undo(games, gid, csrf_ok=True, at=at) == Redirect(f"/games/{gid}#question")
    assert saved_steps(games, gid) == steps and prompt_of(games, gid)[1] == first
    with games.session(gid) as session:
        told = games.told(session, session.advance())
    assert re.fullmatch(r"Undone: your last move( and the [0-9]+ steps? after it)?\.",
                        told.notes[0])


def test_a_page_of_the_line_of_play_an_undo_left_is_out_of_date(games):
    """Undo, then another move: the game is back at the step count of the page drawn
    after the first move, in another position. That page's forms are refused (409)
    and change nothing, though its move is legal now too."""
    gid = started(games, "blitzkrieg", seed="3")
    at, first = prompt_of(games, gid)
    play.move(games, gid, csrf_ok=True, at=at, move=first[0])
    left_at, left_moves = prompt_of(games, gid)
    play.undo(games, gid, csrf_ok=True, at=left_at)
    at, again = prompt_of(games, gid)
    assert again == first
    play.move(games, gid, csrf_ok=True, at=at, move=first[1])
    now_at, now_moves = prompt_of(games, gid)
    assert now_at.split("-")[0] == left_at.split("-")[0] and now_at != left_at
    steps = saved_steps(games, gid)
    legal_in_both = next(m for m in left_moves if m in now_moves)
    for stale in (play.move(games, gid, csrf_ok=True, at=left_at, move=legal_in_both),
                  play.undo(games, gid, csrf_ok=True, at=left_at)):
        assert stale.status == 409 and "out of date" in stale.context["error"]
    assert saved_steps(games, gid) == steps and prompt_of(games, gid)[0] == now_at


def test_unknown_games_are_404_in_one_line(games):
    page, data = play.game(games, 42), play.api(games, 42)
    assert (page.template, page.status, data.status) == ("error.html", 404, 404)
    assert "there is no saved game 42" in page.context["message"] == data.data["error"]
    assert saves.confirm_delete(games, 42).status == 404


def test_the_handlers_need_no_web_framework():
    """An in-browser worker has no FastAPI or Starlette: every handler imports
    without them."""
    code = ("import sys\n"
            "for name in ('fastapi', 'starlette', 'uvicorn'):\n"
            "    sys.modules[name] = None  # as in a browser: import fails\n"
            "from automeeple.web.handlers import home, play, reply, saves\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


# --- the saved-games file failing a page ------------------------------------------------------

def test_a_move_another_program_s_lock_keeps_from_being_saved_is_503_and_changes_nothing(
        games, monkeypatch):
    import sqlite3

    from automeeple.sessions import store as store_module
    from automeeple.sessions.session import Session

    monkeypatch.setattr(store_module, "_WAIT", 0.1)
    gid = started(games)
    at, legal = prompt_of(games, gid)
    steps = saved_steps(games, gid)
    act = Session.act

    def locked_meanwhile(session, action):  # the lock taken once the page was opened
        other = sqlite3.connect(games.db, isolation_level=None)
        other.execute("BEGIN EXCLUSIVE")
        try:
            act(session, action)
        finally:
            other.execute("ROLLBACK")
            other.close()

    monkeypatch.setattr(Session, "act", locked_meanwhile)
    reply = play.move(games, gid, csrf_ok=True, at=at, move=legal[0])
    assert (reply.template, reply.status) == ("game.html", 503)
    assert reply.context["error"] == (f"{games.db}: the saved-games file is in use by another "
                                      "program; try again when it is done")
    assert saved_steps(games, gid) == steps and prompt_of(games, gid) == (at, legal)
    monkeypatch.setattr(Session, "act", act)
    assert play.move(games, gid, csrf_ok=True, at=at, move=legal[0]) == Redirect(
        f"/games/{gid}#question")  # the same move from the same page, once the file is free
    assert saved_steps(games, gid) > steps
