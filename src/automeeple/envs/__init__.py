"""The games as environments for the tools the field uses (docs/environments.md):
PettingZoo's AEC environments (:mod:`.pettingzoo`, the extra
``automeeple[pettingzoo]``) and OpenSpiel's python games and its ISMCTS bot as a
seat's bot (:mod:`.openspiel`, the extra ``automeeple[openspiel]``), both built on
:mod:`.shared`. Nothing here is imported by the rest of the program but through the
catalog's bot name ``openspiel-ismcts:N``, and the phone's site leaves it out."""
