"""Islebound's board in the web app: its template (``islebound.html``, beside this
module) and the helpers it calls, each a pure function of parts of the view
(``IsleView``'s regions and ports)."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import svg_number

if TYPE_CHECKING:
    from automeeple.games.islebound.view import Port, Region

TEMPLATE = "islebound.html"


def ring(regions: list[Region], radius: float = 100, centre: float = 150
         ) -> list[dict[str, Any]]:
    """Where each sea region lies: evenly round a circle, clockwise from the top."""
    out = []
    for k, region in enumerate(regions):
        angle = math.radians(-90 + 360 * k / max(1, len(regions)))
        out.append({"name": region.name,
                    "x": svg_number(centre + radius * math.cos(angle)),
                    "y": svg_number(centre + radius * math.sin(angle)), "angle": angle})
    return out


def between(regions: list[Region], port: Port, radius: float = 100,
            centre: float = 150) -> dict[str, str] | None:
    """Where a sea port lies: on the circle between the regions it touches (None
    when the port names a region the ring does not have)."""
    names = [r.name for r in regions]
    try:
        idx = [names.index(t) for t in port.touches]
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
