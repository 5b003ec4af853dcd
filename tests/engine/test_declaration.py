"""Each game declares itself once (engine/declaration.py); the catalog finds the
declarations: the packages under ``automeeple/games`` with a ``GAME``, and the
``automeeple.games`` entry points of other distributions."""

from __future__ import annotations

import importlib
import sys
from importlib.metadata import EntryPoint

import pytest

import automeeple.games
from automeeple import catalog
from automeeple.engine.core import GameError

DECLARED = """
from automeeple.engine.declaration import RANDOM, Declaration

GAME = Declaration(
    id={id!r}, title="A Test Game", min_seats=1, max_seats=2, default_seats=1,
    game="{package}.game:TestGame", options_class="{package}.options:TestOptions",
    bots={{"random": RANDOM}}, default_bot="random", edition="{name}/edition.toml",
    view="{package}.view:TestView", order={order})
"""


def package(where, name: str, text: str) -> None:
    """A game package ``name`` in ``where`` whose rules may not be imported."""
    (where / name).mkdir()
    (where / name / "__init__.py").write_text(text, encoding="utf-8")
    (where / name / "game.py").write_text("raise AssertionError('rules imported')\n",
                                          encoding="utf-8")


@pytest.fixture
def fresh(monkeypatch, tmp_path):
    """The catalog found anew, with ``tmp_path`` importable; afterwards the shipped
    catalog again."""
    monkeypatch.syspath_prepend(str(tmp_path))
    catalog._catalog.cache_clear()
    before = set(sys.modules)
    yield tmp_path
    for name in set(sys.modules) - before:
        del sys.modules[name]
    catalog._catalog.cache_clear()


def points(monkeypatch, *values: str) -> None:
    """The ``automeeple.games`` entry points the installed distributions declare."""
    found = [EntryPoint(name=f"game{n}", value=v, group=catalog.ENTRY_POINTS)
             for n, v in enumerate(values)]
    monkeypatch.setattr(catalog, "entry_points",
                        lambda group: found if group == catalog.ENTRY_POINTS else [])


def test_the_shipped_games_in_their_order():
    """Every package under automeeple/games with a GAME is listed, by its declared
    order, then by id."""
    import pkgutil

    declared = [getattr(importlib.import_module(f"automeeple.games.{m.name}"), "GAME", None)
                for m in pkgutil.iter_modules(automeeple.games.__path__) if m.ispkg]
    shipped = [g for g in declared if g is not None]
    listed = catalog.games()
    assert sorted(g.id for g in listed) == sorted(g.id for g in shipped)
    assert [(g.order, g.id) for g in listed] == sorted((g.order, g.id) for g in listed)


def test_packages_with_a_game_and_entry_points_are_found_without_their_rules(
        fresh, monkeypatch):
    shipped = [(g.order, g.id) for g in catalog.games()]
    catalog._catalog.cache_clear()
    here = fresh / "here"
    here.mkdir()
    package(here, "extra", DECLARED.format(id="extra", package="automeeple.games.extra",
                                           name="extra", order=35))
    package(here, "notes", '"""A package under games that declares no game."""\n')
    monkeypatch.setattr(automeeple.games, "__path__",
                        [*automeeple.games.__path__, str(here)])
    package(fresh, "elsewhere", DECLARED.format(id="elsewhere", package="elsewhere",
                                                name="elsewhere", order=5))
    points(monkeypatch, "elsewhere:GAME")

    assert [g.id for g in catalog.games()] == [
        game_id for _, game_id in sorted([*shipped, (5, "elsewhere"), (35, "extra")])]
    info = catalog.get("elsewhere")
    assert isinstance(info, catalog.GameInfo) and info.title == "A Test Game"
    assert info.edition_path == fresh / "elsewhere" / "edition.toml"
    assert catalog.get("extra").edition_path == here / "extra" / "edition.toml"
    assert "elsewhere.game" not in sys.modules
    assert "automeeple.games.extra.game" not in sys.modules


def test_two_games_with_one_id_are_refused_in_one_line(fresh, monkeypatch):
    package(fresh, "again", DECLARED.format(id="wolves", package="again", name="again",
                                            order=1))
    points(monkeypatch, "again:GAME")
    with pytest.raises(GameError) as error:
        catalog.games()
    assert str(error.value) == ("two games declare the id 'wolves': again and "
                                "automeeple.games.wolves")


def test_an_entry_point_that_names_no_declaration_is_refused(fresh, monkeypatch):
    package(fresh, "wrong", "GAME = 'wolves'\n")
    points(monkeypatch, "wrong:GAME")
    with pytest.raises(GameError, match=r"^entry point game0 = 'wrong:GAME' "
                                        r"\(automeeple.games\) names no game declaration$"):
        catalog.get("wolves")


@pytest.mark.parametrize("info", catalog.games(), ids=lambda i: i.id)
def test_each_game_class_reads_its_declaration(info):
    game = catalog.load(info.game)
    assert (game.id, game.title, game.min_seats, game.max_seats) == (
        info.id, info.title, info.min_seats, info.max_seats)


@pytest.mark.parametrize("info", catalog.games(), ids=lambda i: i.id)
def test_each_game_view_renderer_and_board_are_where_its_declaration_says(info):
    from pathlib import Path

    from automeeple.engine.view import View

    assert issubclass(catalog.load(info.view), View)
    if info.renderer:
        assert callable(importlib.import_module(info.renderer).render)
    if info.board:
        board = importlib.import_module(info.board)
        assert (Path(board.__file__).parent / board.TEMPLATE).is_file()
        for name, helper in board.HELPERS.items():
            assert callable(helper) and helper.__name__ == name, name


def test_a_game_without_a_renderer_or_a_board_is_shown_as_its_data(monkeypatch):
    """The terminal prints the view's data; the web app includes the generic board."""
    import dataclasses

    import jinja2
    from rich.pretty import Pretty

    from automeeple.cli.narrate import board
    from automeeple.engine.view import View
    from automeeple.web.boards import GENERIC, install

    bare = dataclasses.replace(catalog.get("wolves"), renderer="", board="")
    monkeypatch.setattr(catalog, "get", lambda game_id: bare)
    view = View(game="wolves", title="The Wolves", seat=0, seats=["Red"], to_move=0,
                over=False, scores=[0], question=None, hints={}, moves={}, groups={},
                edition="x")
    assert isinstance(board(view), Pretty)
    env = jinja2.Environment(loader=jinja2.DictLoader({}))
    install(env, [bare])
    assert env.globals["board_of"]("wolves") == GENERIC
