"""The Wolves (Pandasaurus, 2022): the solo variant, one person against two AI packs."""

from automeeple.engine.declaration import RANDOM, Declaration

GAME = Declaration(
    id="wolves", title="The Wolves", min_seats=3, max_seats=3, default_seats=3,
    game="automeeple.games.wolves.game:WolvesGame",
    options_class="automeeple.games.wolves.options:WolvesOptions",
    bots={"baseline": "automeeple.games.wolves.baseline:WolvesBaseline", "random": RANDOM},
    default_bot="baseline", edition="wolves/edition.toml",
    view="automeeple.games.wolves.view:WolvesView",
    renderer="automeeple.cli.render_wolves",
    board="automeeple.web.boards.wolves",
    walkthrough="automeeple.games.wolves.walkthrough:questions",
    summary="you against two AI packs that draw action tiles and explain each activation",
    score_name="VP", automa_seats=(1, 2), hint_iterations=180, order=30,
    endings=("full-moon", "cut-off"))
