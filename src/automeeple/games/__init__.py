"""Every game package; importing this module registers them all."""

from . import the_alpha  # noqa: F401
