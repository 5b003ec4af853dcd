"""The edition (bounds, the walk-through) and the screen (80 columns, readable
without colour)."""

from __future__ import annotations

import io
import tomllib

import pytest
import tomli_w
from rich.console import Console

from automeeple.cli.render_islebound import render
from automeeple.engine.core import GameError
from automeeple.engine.edition import EditionError
from automeeple.engine.walkthrough import place
from automeeple.games.islebound.edition import EDITION, SHIPPED
from automeeple.games.islebound.walkthrough import questions

from .helpers import INFO, make


def shipped() -> dict:
    return tomllib.loads(SHIPPED.read_text(encoding="utf-8"))


def test_the_shipped_edition_is_a_labelled_placeholder():
    text = SHIPPED.read_text(encoding="utf-8")
    assert text.startswith("# Islebound: PLACEHOLDER edition.")
    assert EDITION.load().data.placeholder


@pytest.mark.parametrize(("change", "message"), [
    (lambda d: d["towns"][0].update(region="Middle"), "not a region"),
    (lambda d: d["start_roll"].__setitem__(5, "Nowhere"), "face 6 names 'Nowhere'"),
    (lambda d: d["start_roll"].__setitem__(5, "Northwater"), "six different regions"),
    (lambda d: d.update(regions=d["regions"][:5]), "at least 6"),
    (lambda d: d["ports"][0].update(touches=["Northwater", "Nowhere"]), "not a region"),
    (lambda d: d["towns"][1].update(name="The Grotto"), "two are named"),
    (lambda d: d["towns"][0].update(action="dance 2"), "town action"),
    (lambda d: d.update(neutral_cubes=12), "would fill"),
    (lambda d: d["buildings"][0].update(cost=99), "less than or equal"),
])
def test_an_edition_the_game_cannot_play_is_refused_in_one_line(change, message):
    data = shipped()
    change(data)
    with pytest.raises(EditionError, match=message) as err:
        EDITION.loads(tomli_w.dumps(data), "mine.toml")
    assert "\n" not in str(err.value) and str(err.value).startswith("mine.toml")


def test_the_walkthrough_answers_make_an_edition_the_model_validates_whole():
    data = shipped()
    regions = ", ".join(f"Sea {n}" for n in range(1, 13))
    answers = {
        "regions": regions, "start_roll": "sea 1, sea 3, sea 4, sea 6, sea 7, Sea 9",
        "track_length": "14", "ports": "Sea 12, sea 1",
        "towns": "Ratnest; sea 5; red; 2; 3; 6; 5; crew sail",
        "buildings": "Tower; 4; 5",
        "tokens": "fish = fish 2 x6, coin = coins 3 x10",
        "brags": "Boaster; pirates; 4; 2",
    }
    qs = questions(data)
    assert len(qs) == 3 + 4 + 12 + 35 + 1 + 8
    for n, q in enumerate(qs):
        answer = answers[q.path[0]]
        if q.path[0] in ("towns", "buildings", "brags"):
            head, _, rest = answer.partition(";")
            answer = f"{head} {n};{rest}"
        place(data, q.path, q.parse(answer))
    data["placeholder"] = False
    edition = EDITION.loads(tomli_w.dumps(data), "mine.toml").data
    assert edition.track_length == 14 and edition.towns[0].name == "Ratnest 7"
    assert [r.name for r in edition.regions][:2] == ["Sea 1", "Sea 2"]
    assert edition.start_roll == ("Sea 1", "Sea 3", "Sea 4", "Sea 6", "Sea 7", "Sea 9")
    assert edition.ports[0].touches == ("Sea 12", "Sea 1")
    assert edition.towns[0].region == "Sea 5"
    game = INFO.make(2, INFO.option_values({}), tomli_w.dumps(data), "mine.toml")
    assert game.board.place_names[game.board.start[2]] == "Sea 3"
    assert edition.buildings[3].cost == 4 and sum(t.count for t in edition.tokens) == 16


@pytest.mark.parametrize("bad", ["Rats; Eastdeep; green; 2; 3; 6; 5; fish 2",
                                 "Rats; X; red; 2; 3; 6; 5; fish 2",
                                 "Rats; Eastdeep; red; 2; 3; 6; 5",
                                 "Rats; Eastdeep; red; 2; 0; 6; 5; fish 2",
                                 "Rats; Eastdeep; red; 2; 3; 6; 5; crew cook"])
def test_the_walkthrough_refuses_a_bad_town_in_one_line(bad):
    town = next(q for q in questions(shipped()) if q.path[0] == "towns")
    with pytest.raises(GameError) as err:
        town.parse(bad)
    assert "\n" not in str(err.value)


@pytest.mark.parametrize("turn", ["played", "reported"])
def test_the_screen_fits_80_columns_and_reads_without_colour(turn):
    from automeeple.engine.core import CHANCE, sample_chance
    game = make(person_turn=turn)
    s = game.new_initial_state(3)
    for _ in range(80):
        seat = game.to_move(s)
        if seat < 0 and seat != CHANCE:
            break
        game.apply(s, sample_chance(game, s) if seat == CHANCE else game.legal_actions(s)[-1])
    out = io.StringIO()
    Console(file=out, width=200, no_color=True).print(render(game.view(s, 0)))
    lines = out.getvalue().splitlines()
    assert max(map(len, lines)) <= 80, max(lines, key=len)
    # The renown is the score as if the game ended now, not the AI's coins alone.
    you, it = game.view(s, 0).scores
    assert lines[1] == (f"renown if the game ended now:  You {'?' if you is None else you}"
                        f"  AI {it}")
    compact = io.StringIO()
    Console(file=compact, width=80, no_color=True).print(render(game.view(s, 0), True))
    assert len(compact.getvalue().splitlines()) <= 20
    assert "<A>" in out.getvalue() and "influence: NN" in out.getvalue()
    assert INFO.id == "islebound"


@pytest.mark.parametrize(("question", "bad", "message"), [
    ("regions", "Sea 1, Sea 2, Sea 3", "name 6 to 16 regions"),
    ("regions", "A, B, C, D, E, a", "same name"),
    ("start_roll", "Northwater, Whale Reach", "name 6 different regions"),
    ("start_roll", "Northwater, Northwater, Ratnest, Eastdeep, Amber Sound, Southmere",
     "name 6 different regions"),
    ("ports", "Northwater, Atlantis", "name 2 different regions"),
])
def test_the_walkthrough_refuses_bad_regions_in_one_line(question, bad, message):
    asked = next(q for q in questions(shipped()) if q.path[0] == question)
    with pytest.raises(GameError, match=message) as err:
        asked.parse(bad)
    assert "\n" not in str(err.value)
