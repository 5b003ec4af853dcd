"""BLITZKRIEG!'s board in the web app: its template (``blitzkrieg.html``, beside this
module) and the helpers it calls, each a pure function of a part of the view
(:class:`~automeeple.games.blitzkrieg.view.BlitzView`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from automeeple.games.blitzkrieg.view import Theatre

TEMPLATE = "blitzkrieg.html"

def blitz_whose(name: str) -> str:
    """A coalition's name as its owner: "Axis's", "Japan's", but "Allies'" (a
    plural takes the apostrophe alone)."""
    return f"{name}'" if name.endswith("ies") else f"{name}'s"


def battle_track(theatre: Theatre, cell: int = 16) -> dict[str, Any]:
    """A theatre's battle track, the person's end on the left: a box per step
    from ``-track`` to ``+track``, each with its bonus icon's VP (the bonus lies
    at the same distance either side), the centre, and the marker.

    Returns the SVG width and the boxes (x, step, icon, marker, centre)."""
    length, m = theatre.track, theatre.marker
    icons = {int(steps): vp for steps, vp in theatre.bonus.items()}
    boxes = []
    last = 2 * length
    for k, step in enumerate(range(-length, length + 1)):
        # The marker's label under its box, kept inside the track at either end.
        anchor, at = (("start", k * cell) if k < 2 else ("end", (k + 1) * cell)
                      if k > last - 2 else ("middle", k * cell + cell / 2))
        boxes.append({"x": k * cell, "step": step, "icon": icons.get(abs(step)),
                      "marker": step == m, "centre": step == 0,
                      "anchor": anchor, "label_x": at})
    return {"width": (2 * length + 1) * cell, "cell": cell, "boxes": boxes}


HELPERS: dict[str, Callable[..., Any]] = {
    "battle_track": battle_track,
    "blitz_whose": blitz_whose,
}
