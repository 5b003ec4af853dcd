"""Game-agnostic bots: random (:mod:`.random_bot`), greedy one-step look-ahead
(:mod:`.greedy`) and information-set MCTS (:mod:`.ismcts`, also the hints)."""
