"""The shipped placeholder board plays like the real game (issue 17): as rule
documents and reviews describe real play ("first to 25 wins the war"), most games
end with a side at 25 VP, not with every theatre closed, and the bot's 20+ VP rules
(solo §5) come into play. docs/blitzkrieg.md, "The placeholder board", gives the
numbers over larger batches."""

from __future__ import annotations

from collections import Counter

from automeeple import catalog
from automeeple.engine.play import play_out
from automeeple.engine.rng import derive_seed
from automeeple.games.blitzkrieg.state import BOT
from automeeple.games.blitzkrieg.turn import FINAL_TURN, VP_TARGET

INFO = catalog.get("blitzkrieg")
GAMES = 12


def test_most_seeded_games_on_the_placeholder_end_by_25_vp():
    """12 seeded games at medium, the baseline person against the bot: most end by
    the 25 VP rules of solo §6 (the old placeholder: 1 in 15, with 57% closing the
    board), and in some the bot reaches 20 VP."""
    game = INFO.make(2, {"difficulty": "medium"}, None)
    ended, late = Counter(), 0
    for i in range(GAMES):
        agents = [INFO.bot(name) for name in INFO.players(["baseline"], 2)]
        playout = play_out(game, agents, derive_seed(1, "game", i))
        ended[playout.result.ended_by] += 1
        late += playout.state.vp[BOT] >= 20
    assert ended[VP_TARGET] + ended[FINAL_TURN] > GAMES // 2, ended
    assert late >= GAMES // 4
