"""A game of Nim and positions made by hand for the rule tests."""

from __future__ import annotations

from automeeple import catalog
from automeeple.engine.agent import decision_stream
from automeeple.engine.flow import push
from automeeple.games._template.rules import Turn


def nim(seats: int = 2, **options):
    info = catalog.get("nim")
    return info.make(seats, info.option_values(options))


def position(game, pile: int, seat: int = 0, seed: int = 1):
    """``seat`` to move with ``pile`` counters left (the others taken by seat 0)."""
    s = game.new_initial_state(seed)
    s.flow = []
    s.pile = pile
    s.taken = [game.edition.counters - pile] + [0] * (game.seats - 1)
    push(s, Turn(seat))
    return s


def automa_move(game, s):
    """The automa's decision for the seat to move, with its trace."""
    agent = catalog.get("nim").bot("automa")
    seat = game.to_move(s)
    return agent.decide(game, game.observation(s, seat), game.legal_actions(s),
                        decision_stream(1, seat, 0), True)
