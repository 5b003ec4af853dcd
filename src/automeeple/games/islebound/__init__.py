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
