"""BLITZKRIEG! (PSC Games, 2019): the solo bot against one person.

Its declaration (``GAME``, read by the catalog) names its options and its bots;
the rules are split along the rule documents: :mod:`.setup` (solo §3), :mod:`.turn`
(solo §4, §6), :mod:`.bot` (the bot's procedure, solo §5), :mod:`.placement` (notes
§4-§7), :mod:`.board` and :mod:`.bags` (notes §1, §2); :mod:`.edition` (the edition data and
its bounds) and :mod:`.walkthrough` (the questions that make an owner's edition).
"""

from automeeple.engine.declaration import GREEDY, RANDOM, Declaration

GAME = Declaration(
    id="blitzkrieg", title="BLITZKRIEG!", min_seats=2, max_seats=2, default_seats=2,
    game="automeeple.games.blitzkrieg.game:BlitzGame",
    options_class="automeeple.games.blitzkrieg.options:BlitzOptions",
    bots={"baseline": "automeeple.games.blitzkrieg.baseline:BlitzBaseline",
          "greedy": GREEDY, "random": RANDOM},
    default_bot="baseline", edition="blitzkrieg/placeholder.toml",
    view="automeeple.games.blitzkrieg.view:BlitzView",
    renderer="automeeple.cli.render_blitzkrieg",
    board="automeeple.web.boards.blitzkrieg",
    walkthrough="automeeple.games.blitzkrieg.walkthrough:questions",
    summary="you against the solo bot, which computes its whole placement and explains it",
    score_name="VP", automa_seats=(1,),
    # The Nippon set-up takes the place of the difficulty rolls (solo §3.5),
    # so it is a level of its own.
    levels=(("easy", {"difficulty": "easy"}), ("medium", {"difficulty": "medium"}),
            ("hard", {"difficulty": "hard"}), ("nippon", {"nippon": True})),
    # The search scores the position its tree reaches as the baseline would, with
    # the baseline's values as priors (docs/search.md).
    hint_iterations=150, search_rollout="random", search_depth=0, search_prior=True,
    order=20, endings=("vp-target", "final-turn", "no-legal-unit", "board-closed"))
