"""Islebound's board in the web app: its template (``islebound.html``, beside this
module) and the helpers it calls, each a pure function of the view's data."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from typing import Any

from . import svg_number

TEMPLATE = "islebound.html"


def ring(names: Iterable[str], radius: float = 100, centre: float = 150
         ) -> list[dict[str, Any]]:
    """Places evenly round a circle, clockwise from the top (the sea regions)."""
    names = list(names)
    out = []
    for k, name in enumerate(names):
        angle = math.radians(-90 + 360 * k / max(1, len(names)))
        out.append({"name": name, "x": svg_number(centre + radius * math.cos(angle)),
                    "y": svg_number(centre + radius * math.sin(angle)), "angle": angle})
    return out


def between(names: list[str], touches: list[str], radius: float = 100,
            centre: float = 150) -> dict[str, str] | None:
    """Where a sea port lies: on the circle between the regions it touches (None
    when the view names a region the ring does not have)."""
    try:
        idx = [names.index(t) for t in touches]
    except ValueError:
        return None
    n = max(1, len(names))
    angles = [-90 + 360 * k / n for k in idx]
    # The mean angle, taken the short way round (N and NW straddle the top).
    x = sum(math.cos(math.radians(a)) for a in angles)
    y = sum(math.sin(math.radians(a)) for a in angles)
    angle = math.atan2(y, x)
    return {"x": svg_number(centre + radius * math.cos(angle)),
            "y": svg_number(centre + radius * math.sin(angle))}


HELPERS: dict[str, Callable[..., Any]] = {
    "between": between,
    "ring": ring,
}
