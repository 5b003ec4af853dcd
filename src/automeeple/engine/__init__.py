"""The game-agnostic engine: contract, randomness, components, traces, records.

The engine never imports a game; games import the engine and register themselves.
"""
