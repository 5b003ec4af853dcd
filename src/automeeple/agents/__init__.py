"""Game-agnostic bots: random (:mod:`.random_bot`), greedy one-step look-ahead
(:mod:`.greedy`) and information-set MCTS (:mod:`.ismcts`, also the hints)."""

#: The most iterations a move the search takes (``ismcts:N``, a hint): about a minute
#: a move in the slowest game (Islebound searches some 200 iterations a second on one
#: core), so a game with it still ends.
SEARCH_MOST = 10_000
