"""The Alpha (Bicycle, 2020): the whole multiplayer game, with our own automa.

The rules follow rules.txt section by section (:mod:`.setup`, :mod:`.week`,
:mod:`.stalk`, :mod:`.chase`, :mod:`.resolve`) on the engine's turn flow; an owner's
dice and carrion values are asked by :mod:`.walkthrough`; the catalog
(:mod:`automeeple.catalog`) lists the game and its bots."""
