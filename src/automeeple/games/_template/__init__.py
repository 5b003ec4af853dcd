"""Nim with a die: the template game, small and complete. Copy this package to add
a game; docs/engine.md, "Adding a game", walks through it file by file.

The rules (this docstring is the game's rule document; the code cites its sections):

§1 Set-up. A pile of counters (the edition's ``counters``) and a die (its
``die_faces`` faces, numbered from 1). The first seat begins; turns go round the
table.

§2 A turn. Take 1 to ``take_at_most`` counters from the pile, never more than it
holds; or roll the die and take what it shows. A face above ``take_at_most``
counts ``take_at_most`` less, again until it is no more (with 3 on a six-sided
die: 4 takes 1, 5 takes 2, 6 takes 3); never more than the pile holds.

§3 The end. Whoever takes the last counter wins (1 point; the others share second
place with none).

§4 The automa, one rule. If a take leaves a pile that is a multiple of
``take_at_most + 1``, the automa takes that many; otherwise it rolls the die (§2).
At the easy level it always rolls.

Its pieces, in the order docs/engine.md writes them: :mod:`.options`,
:mod:`.edition` (with ``edition.toml``), :mod:`.actions`, :mod:`.state`,
:mod:`.rules` (the work items), :mod:`.view`, :mod:`.game`, :mod:`.automa`, and
the front ends' drawings :mod:`.render` (terminal) and :mod:`.board` (web, with
``nim.html``). The declaration below imports nothing of them.
"""

from automeeple.engine.declaration import RANDOM, Declaration

GAME = Declaration(
    id="nim", title="Nim (the template game)", min_seats=2, max_seats=3, default_seats=2,
    game="automeeple.games._template.game:NimGame",
    options_class="automeeple.games._template.options:NimOptions",
    bots={"automa": "automeeple.games._template.automa:NimAutoma", "random": RANDOM},
    default_bot="automa", edition="_template/edition.toml",
    view="automeeple.games._template.view:NimView",
    renderer="automeeple.games._template.render",
    board="automeeple.games._template.board",
    # No walk-through, on purpose: the edition is a pile of counters and a die, and
    # the shipped file is not a placeholder.
    walkthrough="",
    summary="the template game: take counters from a pile against an automa with "
            "one rule and a die",
    score_name="last counter",
    levels=(("easy", {"difficulty": "easy"}), ("normal", {"difficulty": "normal"})),
    order=1000, example=True, endings=("last-counter",))
