"""The Alpha (Bicycle, 2020): the whole multiplayer game, with our own automa.

The rules follow rules.txt section by section (:mod:`.setup`, :mod:`.week`,
:mod:`.stalk`, :mod:`.chase`, :mod:`.resolve`) on the engine's turn flow; an owner's
dice and carrion values are asked by :mod:`.walkthrough`; its declaration
(``GAME``, read by the catalog) names its options and its bots."""

from automeeple.engine.declaration import RANDOM, Declaration

GAME = Declaration(
    id="the-alpha", title="The Alpha", min_seats=3, max_seats=6, default_seats=4,
    game="automeeple.games.the_alpha.game:AlphaGame",
    options_class="automeeple.games.the_alpha.options:AlphaOptions",
    bots={"automa": "automeeple.games.the_alpha.automa:AlphaAutoma", "random": RANDOM},
    default_bot="automa", edition="the_alpha/placeholder.toml",
    view="automeeple.games.the_alpha.view:AlphaView",
    renderer="automeeple.cli.render_the_alpha",
    board="automeeple.web.boards.the_alpha",
    walkthrough="automeeple.games.the_alpha.walkthrough:questions",
    summary="3-6 wolf packs; the complete game, with the Alpha automa in any seat",
    score_name="food", hint_iterations=300, search_model="automa", search_depth=20, order=10,
    endings=("last-week",))
