"""Nim's edition: the pile and the die (§1), validated with a message naming the
field at fault."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

from pydantic import Field, model_validator

from automeeple.engine.edition import EditionFile, EditionModel


class NimEdition(EditionModel):
    #: §1: counters in the pile at the start.
    counters: Annotated[int, Field(ge=1, le=100)]
    #: §2: the most counters a turn takes.
    take_at_most: Annotated[int, Field(ge=1, le=10)]
    #: §1: the die's faces, numbered 1 to this.
    die_faces: Annotated[int, Field(ge=2, le=20)]

    @model_validator(mode="after")
    def _die_reaches(self) -> NimEdition:
        """§2: every take must be a face of the die."""
        if self.die_faces < self.take_at_most:
            raise ValueError(f"a die of {self.die_faces} faces cannot show every take from "
                             f"1 to {self.take_at_most}")
        return self


EDITION = EditionFile(NimEdition, Path(__file__).with_name("edition.toml"))
