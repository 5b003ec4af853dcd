"""BLITZKRIEG! (PSC Games, 2019): the solo bot against one person.

The catalog (:mod:`automeeple.catalog`) lists the game, its options and its bots;
the rules are split along the rule documents: :mod:`.setup` (solo §3), :mod:`.turn`
(solo §4, §6), :mod:`.bot` (the bot's procedure, solo §5), :mod:`.placement` (notes
§4-§7), :mod:`.board` and :mod:`.bags` (notes §1, §2); :mod:`.edition` (the edition data and
its bounds) and :mod:`.walkthrough` (the questions that make an owner's edition).
"""
