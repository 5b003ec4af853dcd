"""An edition file's problems as a person reads them (engine/edition.py words them
once for every game): no pydantic prefixes nor Python internals, a file saved with
a byte-order mark read, an empty file told how to make one, missing fields listed
short, and an item of a list named as the person finds it in their file."""

from __future__ import annotations

import pytest
import tomli_w
from pydantic import BaseModel, ValidationError, field_validator

from automeeple import catalog
from automeeple.engine.edition import EditionError, listed, problems, quoted, read_toml

ALPHA = catalog.get("the-alpha")
BISON_DIE = 'die = ["X", "C6", "8", "10", "12", "14"]'
NOT_A_FACE = "is not a die face (a number, X, C<number> or D)"


def alpha_text() -> str:
    text = ALPHA.edition_path.read_text(encoding="utf-8")
    assert BISON_DIE in text and text.index(BISON_DIE) < text.index("[[tiles]]", text.index(
        'name = "Bison"'))  # the Bison is the 1st tile, and its die this one
    return text


def error(info, text: str) -> str:
    with pytest.raises(EditionError) as err:
        info.check_edition(text, "mine.toml")
    return str(err.value)


# --- 1. pydantic's prefixes ------------------------------------------------------------


def test_a_bad_die_face_is_told_without_pydantic_prefix():
    text = alpha_text().replace(BISON_DIE, 'die = ["Q", "C6", "8", "10", "12", "14"]')
    assert error(ALPHA, text) == (
        f"mine.toml: invalid edition: tiles[1] (Bison).die: 'Q' {NOT_A_FACE}")


def test_a_whole_model_check_is_told_without_pydantic_prefix():
    nim = catalog.get("nim")
    data = {**nim.shipped_edition(), "take_at_most": 6, "die_faces": 4}
    assert error(nim, tomli_w.dumps(data)) == (
        "mine.toml: invalid edition: (top level): a die of 4 faces cannot show every take "
        "from 1 to 6")


def test_an_assertion_is_told_without_pydantic_prefix():
    class Model(BaseModel):
        count: int

        @field_validator("count")
        @classmethod
        def _small(cls, count: int) -> int:
            if count >= 10:  # what a failed assert raises (pydantic: "Assertion failed, ")
                raise AssertionError("at most 9")
            return count

    with pytest.raises(ValidationError) as err:
        Model.model_validate({"count": 10})
    assert problems(err.value, {"count": 10}) == ["count: at most 9"]


# --- 2. a number of thousands of digits ------------------------------------------------


def test_a_die_face_of_five_thousand_digits_is_no_die_face():
    text = alpha_text().replace(BISON_DIE, f'die = ["{"9" * 5000}", "C6", "8", "10", "12", "14"]')
    assert error(ALPHA, text) == (
        "mine.toml: invalid edition: tiles[1] (Bison).die: "
        f"'{'9' * 36}...' (5,000 characters) {NOT_A_FACE}")


def test_a_carrion_face_of_five_thousand_digits_is_no_die_face():
    text = alpha_text().replace(BISON_DIE, f'die = ["X", "C{"6" * 5000}", "8", "10", "12", "14"]')
    assert error(ALPHA, text) == (
        "mine.toml: invalid edition: tiles[1] (Bison).die: "
        f"'C{'6' * 35}...' (5,001 characters) {NOT_A_FACE}")


def test_a_unit_of_five_thousand_digits_does_not_read_as_a_unit():
    blitz = catalog.get("blitzkrieg")
    data = blitz.shipped_edition()
    data["bags"]["allies"][0] = "army " + "9" * 5000
    message = error(blitz, tomli_w.dumps(data))
    assert message == (
        f"mine.toml: invalid edition: (top level): bags.allies: 'army {'9' * 31}...' (5,005 "
        "characters) is not one of [kinds] and does not read as a unit (army 2, navy 1, "
        "air 3, blitz air 0, elite army 4, general, admiral)")


def test_a_long_value_is_quoted_short():
    assert quoted("Q") == "'Q'"
    assert quoted("x" * 40) == repr("x" * 40)
    assert quoted("x" * 41) == f"'{'x' * 36}...' (41 characters)"


# --- 3. a byte-order mark ---------------------------------------------------------------


def test_a_file_saved_with_a_byte_order_mark_is_read(tmp_path):
    text = alpha_text()
    path = tmp_path / "notepad.toml"
    path.write_text(text, encoding="utf-8-sig")  # as Windows Notepad saves UTF-8
    assert path.read_bytes().startswith(b"\xef\xbb\xbf")
    edition = ALPHA.check_edition(path.read_text(encoding="utf-8"), str(path))
    assert edition.data.name == "Placeholder edition"
    assert read_toml("\ufeffweeks = 5\n", "mine.toml") == {"weeks": 5}
    from automeeple.games.the_alpha.edition import EDITION

    assert EDITION.load(path).data.tiles[0].name == "Bison"


# --- 4. an empty file, fields missing ----------------------------------------------------

EMPTY = "mine.toml: the file is empty; make an edition with 'automeeple edition new GAME FILE'"


@pytest.mark.parametrize("text", ["", "\n\n", "# my edition\n", "\ufeff"])
def test_an_empty_file_is_told_how_to_make_an_edition(text):
    for info in catalog.games():
        assert error(info, text) == EMPTY


def test_fields_missing_are_named_short():
    assert error(ALPHA, 'name = "x"\n') == (
        "mine.toml: invalid edition: missing: placeholder, colours, start_food and 6 more")
    assert error(catalog.get("wolves"), '[edition]\nname = "x"\n') == (
        "mine.toml: invalid edition: missing: name, placeholder, terrains and 20 more; "
        "edition: Extra inputs are not permitted")


def test_a_field_missing_from_an_item_names_the_item():
    text = alpha_text().replace('size = "large"\n', "", 1)
    assert error(ALPHA, text) == "mine.toml: invalid edition: tiles[1] (Bison): missing: size"


def test_missing_names_are_listed_short():
    assert listed(["a"]) == "a"
    assert listed(["a", "b"]) == "a and b"
    assert listed(["a", "b", "c", "d"]) == "a, b, c and d"
    assert listed(["a", "b", "c", "d", "e"]) == "a, b, c and 2 more"


# --- 5. an item as the person finds it ----------------------------------------------------


def test_an_item_is_counted_from_one_and_named():
    text = alpha_text().replace('"Red"', '"Red Red Red Red"')
    assert error(ALPHA, text) == (
        "mine.toml: invalid edition: colours[1]: String should have at most 12 characters")
    text = alpha_text().replace('carrion = 8\n', 'carrion = 21\n', 1)
    assert error(ALPHA, text) == (
        "mine.toml: invalid edition: tiles[1] (Bison).carrion: Input should be less than or "
        "equal to 20")


def test_an_item_whose_name_is_at_fault_is_not_named_by_it():
    text = alpha_text().replace('name = "Bison"', 'name = "Bison\\nHound"')
    assert error(ALPHA, text) == (
        "mine.toml: invalid edition: tiles[1].name: 'Bison\\nHound' is not a name as "
        "printed (one line of printable characters)")


def test_nested_lists_count_from_one_in_every_game():
    wolves = catalog.get("wolves")
    data = wolves.shipped_edition()
    data["palettes"][0][2] = "lava"
    assert error(wolves, tomli_w.dumps(data)) == (
        "mine.toml: invalid edition: palettes[1][3]: Input should be 'forest', 'rock', "
        "'grass', 'tundra' or 'desert'")
    data = wolves.shipped_edition()
    first = data["ai_tiles"][0]
    first["back"] = "fly"
    assert error(wolves, tomli_w.dumps(data)) == (
        f"mine.toml: invalid edition: ai_tiles[1] ({first['name']}).back: Input should be "
        "'move', 'den', 'lair', 'howl' or 'dominate'")
