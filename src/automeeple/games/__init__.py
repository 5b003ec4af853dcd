"""Every game package; importing this module registers them all."""

from . import blitzkrieg, the_alpha, wolves  # noqa: F401
