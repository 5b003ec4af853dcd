"""Editions whose saved games could not be resumed, exported, undone or replayed
(edition.py, actions.py): a tile named as another tile's id, a name with spaces
around it, colours alike but for case; and an edition the game now plays, whose
tile id holds another tile's name ("snowshoe-hare" for the Hare)."""

from __future__ import annotations

import pytest

from automeeple.engine.core import CHANCE
from automeeple.engine.edition import EditionError
from automeeple.engine.records import GameRecord, Match
from automeeple.games.the_alpha.actions import PAIR, Place
from automeeple.games.the_alpha.edition import EDITION, SHIPPED
from automeeple.games.the_alpha.game import AlphaGame

TEXT = SHIPPED.read_text(encoding="utf-8")
COLOURS = 'colours = ["Red", "Blue", "Green", "Yellow", "Purple", "Grey"]'


def edited(*changes: tuple[str, str]) -> str:
    text = TEXT
    for old, new in changes:
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    return text


def error_for(text: str) -> str:
    with pytest.raises(EditionError) as err:
        EDITION.loads(text, "mine.toml")
    return str(err.value)


#: The report's Hare: its id holds the Hare's name, which was read inside it.
SNOWSHOE = edited(('id = "hare"', 'id = "snowshoe-hare"'))


def test_a_tile_named_as_another_tiles_id_is_refused():
    """The moose tile printed "Elk" and the elk tile "Wapiti": "tile elk" would mean
    either, and a saved game resumed with the other tile (step 4)."""
    text = edited(('name = "Moose"', 'name = "Elk"'), ('name = "Elk"\nsize = "medium"',
                                                       'name = "Wapiti"\nsize = "medium"'))
    assert error_for(text) == (
        "mine.toml: invalid edition: (top level): tiles: the tile 'moose' is named 'Elk', the "
        "id of the tile 'elk' (Wapiti); a name typed must mean one tile")


@pytest.mark.parametrize(("colours", "told"), [
    ('"Red", "Blue", "Green", "Yellow", "Purple", "red "',
     "colours[6]: 'red ': write the name as printed, with no space before or after it and "
     "single spaces between its words"),
    ('"Red", "Blue", "Green", "Yellow", "Purple", " Grey"',
     "colours[6]: ' Grey': write the name as printed, with no space before or after it and "
     "single spaces between its words"),
    ('"Red", "Blue", "Green", "Yellow", "Purple", "RED"',
     "(top level): colours: 'Red' and 'RED' are one colour to a person typing it; the six "
     "pack colours must differ"),
])
def test_colours_alike_but_for_case_or_spaces_are_refused(colours, told):
    """"Red" and "red " were two colours to the edition and one to a record: a
    bots-only game's record did not replay ("first alpha red, the record first
    alpha red")."""
    text = edited((COLOURS, f"colours = [{colours}]"))
    assert error_for(text) == f"mine.toml: invalid edition: {told}"


@pytest.mark.parametrize(("name", "where"), [
    ("Hare ", "tiles[7].name: 'Hare '"), ("Big  Hare", "tiles[7].name: 'Big  Hare'")])
def test_a_tile_name_with_spaces_around_or_doubled_is_refused(name, where):
    text = edited(('name = "Hare"', f'name = "{name}"'))
    assert error_for(text) == (
        f"mine.toml: invalid edition: {where}: write the name as printed, with no space "
        "before or after it and single spaces between its words")


def test_a_tile_id_holding_another_name_reads_back_as_itself():
    """"tile snowshoe-hare" was read as "tile snowshoe-snowshoe-hare" (step 1)."""
    game = AlphaGame(6, edition=EDITION.loads(SNOWSHOE, "mine.toml"))
    actions = game.actions
    for action in actions.all:
        assert actions.parse(str(action)) is action
    assert actions.parse("tile Hare") is actions.draw_tile["snowshoe-hare"]
    assert actions.parse("place Alpha Pair on hare") is actions.place[(PAIR, "snowshoe-hare")]
    assert actions.parse("place the Alpha Pair on Scavenge (north)") == Place(PAIR, "scavenge-1")


def test_a_game_on_that_edition_replays_from_its_record():
    """Seed 1 draws the snowshoe hare first, as the report's game did: the record
    replays hash for hash."""
    game = AlphaGame(4, edition=EDITION.loads(SNOWSHOE, "mine.toml"))
    match = Match(game, GameRecord.start(game, 1, ["bot:first"] * 4))
    while not match.over:
        if match.to_move == CHANCE:
            match.apply_chance()
        else:
            match.apply(game.legal_actions(match.state)[0], "bot:first")
    assert match.record.steps[0].action == "tile snowshoe-hare"
    again = Match.replay(game, GameRecord.from_json(match.record.to_json()))
    assert again.record.steps == match.record.steps
