"""What a person reads on the pages of BLITZKRIEG! and Islebound (a play-test at a
phone's width): the moves named as the components print them, grouped where a turn
offers dozens; the questions send nobody to a terminal command; the head's renown
says what it counts. Through the app's forms (FastAPI's TestClient)."""

from __future__ import annotations

import html
import re

from fastapi.testclient import TestClient

from .conftest import at_of, csrf_of

SLUGS = ("western-europe", "pacific-ocean", "eastern-europe", "africa-middle-east",
         "south-east-asia")


def start(client: TestClient, game: str, mode: str, **fields: str) -> str:
    form = client.get(f"/new/{game}")
    r = client.post(f"/new/{game}", data={"csrf": csrf_of(form.text), "mode": mode,
                                          "seed": "11", **fields})
    assert r.status_code == 200
    return r.text


def buttons(page: str) -> list[str]:
    """The text of each move button (what a person reads on it)."""
    return [html.unescape(b).strip() for b in re.findall(
        r'<button type="submit" name="move" value="[^"]*" class="choice"[^>]*>([^<]*)<', page)]


def send(client: TestClient, page: str, game: int, field: str, value: str) -> str:
    action = "move" if field == "move" else "report"
    r = client.post(f"/games/{game}/{action}", data={
        "csrf": csrf_of(page), "at": at_of(page), field: value})
    assert r.status_code == 200, r.text[:300]
    return r.text


def test_blitzkrieg_placements_name_theatres_as_printed_under_a_group_per_space(client):
    page = start(client, "blitzkrieg", "play")
    game = int(re.search(r'action="games/(\d+)/move"', page).group(1))
    # The set-up's difficulty rolls may ask for a theatre (a roll of 6): each by name.
    while "Difficulty roll, your choice" in page:
        names = buttons(page)
        assert names and all(n.startswith("advance ") for n in names)
        assert not any(slug in n for n in names for slug in SLUGS), names
        page = send(client, page, game, "move", re.search(
            r'name="move" value="([^"]*)" class="choice"', page).group(1))
    assert "Place a unit from your reserve" in page
    names = buttons(page)
    assert names and all(n.startswith("place ") for n in names)
    assert not any(slug in n for n in names for slug in SLUGS), names
    assert any(" on Western Europe 1." in n or " on Pacific Ocean 1." in n for n in names)
    # Dozens of placements: a group per space, as the board shows it.
    assert 'data-testid="grouped"' in page
    summaries = [html.unescape(s).strip() for s in re.findall(r"<summary>([^<]*)<", page)]
    assert any(re.fullmatch(r"Western Europe 1\.\d: .+", s) for s in summaries), summaries
    # Typed as the buttons read, the move is played.
    first = names[0]
    page = send(client, page, game, "move", first)
    assert first.removeprefix("place ").split(" on ")[0] in page


def test_islebound_table_report_question_and_head(client):
    page = start(client, "islebound", "table")
    game = int(re.search(r'action="games/(\d+)/move"', page).group(1))
    assert "renown if the game ended now" in page
    page = send(client, page, game, "move", "home Krazk")
    page = send(client, page, game, "outcome", "2")
    for _ in range(5):
        label = re.search(r'name="outcome" value="([^"]*)"', page)
        if label is None:
            options = re.findall(r'<option value="([^"]+)"', page)
            page = send(client, page, game, "outcome", options[0])
        else:
            page = send(client, page, game, "outcome", html.unescape(label.group(1)))
    assert "Where did your ship end its move?" in page
    page = send(client, page, game, "move", "ship Ratnest")
    assert "Report what else your turn changed, one thing at a time, or done" in page
    assert "&#39;moves&#39;" not in page and "'moves'" not in page
