"""Dragon Canyon (Sharp Point Press), with the Solo / 2-player AI variant, revision
1.10.4 (``rules/dragon-canyon/solo-rules.txt``).

Its declaration (``GAME``, read by the catalog) names its options and its bots.
The rules are split along the rule document: :mod:`.setup` ("Setup"), :mod:`.journey`
(the AI's "Stockpile Phase" and "Journey Phase"), :mod:`.dragon` ("Action Phase",
"Moving the Dragon"), :mod:`.battle` ("Battle", "Spoils", "Defending"),
:mod:`.harvest` ("Harvest Phase"), :mod:`.claim` ("Claim Phase", the building
actions), :mod:`.people` (the people's turn, base game as the notes know it) and
:mod:`.ending` ("Game End", "Objective Scoring", the turn order); :mod:`.grid` is the
4x4 map and the tie-break spiral, :mod:`.edition` the edition data and
:mod:`.walkthrough` the questions that make an owner's edition.
"""

from automeeple.engine.declaration import RANDOM, Declaration

GAME = Declaration(
    id="dragon-canyon", title="Dragon Canyon", min_seats=2, max_seats=3, default_seats=2,
    game="automeeple.games.dragon_canyon.game:DragonGame",
    options_class="automeeple.games.dragon_canyon.options:DragonOptions",
    bots={"baseline": "automeeple.games.dragon_canyon.baseline:DragonBaseline",
          "random": RANDOM},
    default_bot="baseline", edition="dragon_canyon/placeholder.toml",
    view="automeeple.games.dragon_canyon.view:DragonView",
    renderer="automeeple.cli.render_dragon_canyon",
    board="automeeple.web.boards.dragon_canyon",
    walkthrough="automeeple.games.dragon_canyon.walkthrough:questions",
    summary="you (or two of you) against the AI variant 1.10.4, which explains each "
            "card it flips",
    score_name="VP", automa_seats=(0,),
    levels=(("easier", {"difficulty": "easier"}), ("normal", {"difficulty": "normal"}),
            ("harder", {"difficulty": "harder"})),
    hint_iterations=170, search_model="baseline",
    order=50, endings=("stack-ran-out", "buildings", "cut-off"))
