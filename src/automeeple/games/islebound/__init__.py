"""Islebound (Red Raven Games, 2016): the solo AI of the rule document
``rules/islebound/solo-rules.md`` against one person.

The rules are split along the rule document: :mod:`.setup` (solo §3), :mod:`.ai`
(the AI's turn, solo §5), :mod:`.person` (the person's turn as the base game is
known, notes §13, played in the program), :mod:`.reported` (the person's turn
reported from the physical table, Table mode), :mod:`.supply` (the influence track,
the building row, the treasure map and the renown tokens: notes §5, §7-§9 and the
solo §5 special rules), :mod:`.scoring` (rounds, the end and the score, solo §6);
:mod:`.board` (the map as a graph), :mod:`.edition` (the edition data and its
bounds) and :mod:`.walkthrough` (the questions that make an owner's edition).
"""

from automeeple.engine.declaration import RANDOM, Declaration

GAME = Declaration(
    id="islebound", title="Islebound", min_seats=2, max_seats=2, default_seats=2,
    game="automeeple.games.islebound.game:IsleGame",
    options_class="automeeple.games.islebound.options:IsleOptions",
    bots={"baseline": "automeeple.games.islebound.baseline:IsleBaseline", "random": RANDOM},
    default_bot="baseline", edition="islebound/placeholder.toml",
    view="automeeple.games.islebound.view:IsleView",
    renderer="automeeple.cli.render_islebound",
    board="automeeple.web.boards.islebound",
    walkthrough="automeeple.games.islebound.walkthrough:questions",
    summary="you against the solo AI, which rolls its moves and actions and explains each",
    score_name="renown", automa_seats=(1,), table_options={"person_turn": "reported"},
    table_only={"person_turn": {"reported": "your turn is played on the physical "
                                            "board and reported"}},
    hint_iterations=240, search_rollout="baseline",
    order=40, endings=("eight-buildings", "last-token", "cut-off"))
