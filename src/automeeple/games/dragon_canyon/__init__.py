"""Dragon Canyon (Sharp Point Press), with the Solo / 2-player AI variant, revision
1.10.4 (``rules/dragon-canyon/solo-rules.txt``).

The catalog (:mod:`automeeple.catalog`) lists the game, its options and its bots.
The rules are split along the rule document: :mod:`.setup` ("Setup"), :mod:`.journey`
(the AI's "Stockpile Phase" and "Journey Phase"), :mod:`.dragon` ("Action Phase",
"Moving the Dragon"), :mod:`.battle` ("Battle", "Spoils", "Defending"),
:mod:`.harvest` ("Harvest Phase"), :mod:`.claim` ("Claim Phase", the building
actions), :mod:`.people` (the people's turn, base game as the notes know it) and
:mod:`.ending` ("Game End", "Objective Scoring", the turn order); :mod:`.grid` is the
4x4 map and the tie-break spiral, :mod:`.edition` the edition data and
:mod:`.walkthrough` the questions that make an owner's edition.
"""
