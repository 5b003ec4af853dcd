"""Shared position builders for the BLITZKRIEG! rule tests.

Texts are the game's own action texts ("place army 2 on western-europe 1.3",
"draw army 1", "roll 4", ...). Chance outcomes are forced by applying the
outcome of ``game.chance_request(s)`` that the text names.

Typical use::

    game = make_game()
    s = position(game, person=("army 1", "navy 1", "air 1"),
                 markers={"western-europe": 3}, board={"western-europe 1.1": (1, "army 1")})
    play(game, s, ["place army 1 on western-europe 1.2"])

What the game waits for is the top of ``s.flow`` (:func:`top`), a work item such
as ``DrawUnit(PERSON, 1)`` or ``DrawStratagem()``; the bot's traces come as TRACE
events (:func:`traces`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

from automeeple import catalog
from automeeple.engine import flow
from automeeple.engine.components import Bag
from automeeple.engine.core import CHANCE, TERMINAL, TRACE
from automeeple.engine.flow import Work
from automeeple.engine.trace import Trace
from automeeple.games.blitzkrieg.edition import SHIPPED, slug
from automeeple.games.blitzkrieg.game import BlitzGame
from automeeple.games.blitzkrieg.state import BOT, PERSON, BlitzState
from automeeple.games.blitzkrieg.turn import BotTurn, PersonTurn

__all__ = [
    "BOT", "CHANCE", "PERSON", "TERMINAL",
    "DEFAULT_BOT", "DEFAULT_PERSON", "TINY_WORLD",
    "RULES_BOARD", "make_game", "tiny_edition_text", "tiny_game", "started",
    "chance", "act", "play", "is_chance_text", "settle", "top", "traces", "last_kept",
    "space", "theatre", "units_on_board",
    "setup", "edit", "person_turn", "bot_turn", "position", "bot_position",
]

#: The person's three set-up units and the bot's five (its row, left to right),
#: used when a test does not name them.
DEFAULT_PERSON = ("air 1", "army 1", "navy 1")
DEFAULT_BOT = ("army 1", "army 2", "navy 1", "navy 2", "air 1")

_CHANCE_WORDS = ("draw ", "stratagem ", "roll ", "bombed ", "campaigns ", "set up ")


# --- Games -------------------------------------------------------------------------


#: The board the rule tests are written on: the placeholder as it was before issue 17
#: rebuilt the shipped one (a rule test needs a fixed board, not the shipped one).
RULES_BOARD = Path(__file__).with_name("rules_board.toml").read_text("utf-8")


def make_game(difficulty: str = "medium", nippon: bool = False, leftmost_only: bool = False,
              edition_text: str | None = RULES_BOARD, **options) -> BlitzGame:
    """A game (through the catalog) on :data:`RULES_BOARD`, or on ``edition_text``
    (None: the shipped placeholder); further rule options (``bombed_to``,
    ``blitz_chain``, ``total_victory_effects``, ``strategic_target``) by name."""
    options = {"difficulty": difficulty, "nippon": nippon, "leftmost_only": leftmost_only,
               **options}
    return catalog.get("blitzkrieg").make(2, options, edition_text, "test-edition.toml")


#: A tiny world board: "North" (roll 1, track 4, bonus 1 VP at 2 steps, 2 VP at 3)
#: with two campaigns, and "South" (roll 2, track 4, no bonus) with one.
TINY_WORLD: list[dict] = [
    {"name": "North", "roll": 1, "track": 4, "bonus": {2: 1, 3: 2},
     "campaigns": [(1, ["land", "sea"]), (2, ["land", "coast"])]},
    {"name": "South", "roll": 2, "track": 4, "bonus": {},
     "campaigns": [(1, ["land", "land"])]},
]


def _theatre_toml(board: str, th: Mapping) -> str:
    bonus = ", ".join(f"{k} = {v}" for k, v in th.get("bonus", {}).items())
    camps = ",\n".join(
        "  {{ vp = {}, spaces = [{}] }}".format(vp, ", ".join(f'"{x}"' for x in spaces))
        for vp, spaces in th["campaigns"])
    return (f"[[boards.{board}.theatres]]\nname = \"{th['name']}\"\nroll = {th['roll']}\n"
            f"track = {th['track']}\nbonus = {{ {bonus} }}\ncampaigns = [\n{camps}\n]\n")


def tiny_edition_text(world: Sequence[Mapping] | None = None,
                      nippon: Sequence[Mapping] | None = None,
                      difficulty: str | None = None, win_vp: int | None = None) -> str:
    """An edition's text: the shipped kinds, bags and stratagems with a board of
    your own. ``world``/``nippon`` are lists of theatres, each a dict with name,
    roll, track, bonus ({steps: vp}) and campaigns ([(vp, [space texts])]);
    the default is :data:`TINY_WORLD` for both. ``difficulty`` replaces the
    [difficulty] table's body (TOML lines); ``win_vp`` replaces win_vp."""
    text = SHIPPED.read_text(encoding="utf-8")
    head = text[:text.index("[[boards.world.theatres]]")]
    if win_vp is not None:
        head = re.sub(r"(?m)^win_vp = \d+", f"win_vp = {win_vp}", head)
    world = TINY_WORLD if world is None else world
    nippon = world if nippon is None else nippon
    body = "\n".join(_theatre_toml("world", th) for th in world)
    body += "\n" + "\n".join(_theatre_toml("nippon", th) for th in nippon)
    diff = difficulty or ('easy = { rolls = 3, steps = 1 }\nmedium = { rolls = 3, steps = 2 }\n'
                          'hard = { rolls = 4, steps = 2 }')
    return f"{head}{body}\n[difficulty]\n{diff}\n"


def tiny_game(world: Sequence[Mapping] | None = None, **kw) -> BlitzGame:
    """A game on :func:`tiny_edition_text` (``difficulty``, ``nippon``,
    ``leftmost_only`` go to the game; ``win_vp`` to the edition)."""
    win_vp = kw.pop("win_vp", None)
    nippon_board = kw.pop("nippon_board", None)
    return make_game(edition_text=tiny_edition_text(world, nippon_board, win_vp=win_vp), **kw)


# --- Applying actions ----------------------------------------------------------------


def is_chance_text(text: str) -> bool:
    """Whether a text names a chance outcome (draw/stratagem/roll/bombed/campaigns)."""
    return text.strip().lower().startswith(_CHANCE_WORDS)


def chance(game: BlitzGame, s: BlitzState, text: str) -> list:
    """Force the pending chance event's outcome named by ``text``; fails the test
    if no chance event is pending or the outcome is not possible now."""
    assert game.to_move(s) == CHANCE, f"expected a chance event before {text!r}, not {top(s)}"
    outcome = game.parse_action(s, text)
    outcomes = game.chance_request(s).outcomes
    assert outcome in outcomes, f"{text!r} is not a possible outcome: {[str(o) for o in outcomes]}"
    return game.apply(s, outcome)


def act(game: BlitzGame, s: BlitzState, text: str) -> list:
    """The person's action ``text``; fails the test unless the person is to move and
    the action is legal."""
    assert game.to_move(s) == PERSON, f"expected the person to move before {text!r}, not {top(s)}"
    action = game.parse_action(s, text)
    legal = game.legal_actions(s)
    assert action in legal, f"{text!r} is not legal: {[str(a) for a in legal]}"
    return game.apply(s, action)


def play(game: BlitzGame, s: BlitzState, texts: Iterable[str]) -> list:
    """Apply texts in order, each a chance outcome or the person's action (checked
    against who is to move). Returns all events."""
    events = []
    for text in texts:
        events += (chance if is_chance_text(text) else act)(game, s, text)
    return events


def settle(game: BlitzGame, s: BlitzState, limit: int = 100) -> list:
    """Answer every pending chance event with its first outcome until the person is
    to move or the game is over (e.g. to finish a bot turn whose details do not
    matter). Returns all events."""
    events: list = []
    for _ in range(limit):
        if game.to_move(s) != CHANCE:
            return events
        events += game.apply(s, game.chance_request(s).outcomes[0])
    raise AssertionError(f"still waiting for chance after {limit} events")


def top(s: BlitzState) -> Work | None:
    """The work the game waits for (the top of its flow); None when it is over."""
    return s.flow[-1] if s.flow else None


def traces(events: list) -> list[Trace]:
    """The bot's traces among ``events`` (TRACE events), in order."""
    return [e.trace for e in events if e.kind == TRACE]


def last_kept(trace: Trace):
    """The trace's last step that lists candidates: the rule that narrowed them last
    (a step whose rule kept all of them, or none, lists none)."""
    return [st for st in trace.steps if st.candidates][-1]


# --- The board -----------------------------------------------------------------------


def theatre(game: BlitzGame, name: str) -> int:
    """A theatre's index from its slug or name ("western-europe", "Western Europe")."""
    names = [slug(th.name) for th in game.rulebook.theatres]
    return names.index(slug(name))


def space(game: BlitzGame, label: str) -> int:
    """A space's global index from its action label: "western-europe 1.3"
    (theatre slug, campaign number, space number, both from 1)."""
    name, pos = label.strip().rsplit(" ", 1)
    c, k = (int(x) - 1 for x in pos.split("."))
    return game.rulebook.spaces[theatre(game, name)][c][k]


def units_on_board(s: BlitzState, seat: int) -> list[str]:
    """The kinds the seat has on the board (sorted)."""
    return sorted(u[1] for u in s.board if u is not None and u[0] == seat)


# --- Building positions --------------------------------------------------------------


def started(game: BlitzGame, seed: int = 0) -> BlitzState:
    """A new game past the set-up instructions (solo §3, told once at the start):
    the person's first draw pending."""
    s = game.new_initial_state(seed)
    chance(game, s, "set up the table")
    return s


def setup(game: BlitzGame, seed: int = 0, person: Sequence[str] = DEFAULT_PERSON,
          bot: Sequence[str] = DEFAULT_BOT, rolls: Sequence[int | str] | None = None,
          campaigns: str | None = None) -> BlitzState:
    """Drive set-up (solo §3) with chosen draws and difficulty rolls.

    ``person``: the three units drawn into the reserve; ``bot``: its row in
    draw order; ``rolls``: the difficulty rolls, each an int (a d6 face) or an
    action text such as "advance pacific-ocean" (the person's choice after a 6),
    default every roll the face of the last theatre (5 on the placeholder's
    world board); ``campaigns``: the
    Nippon chance outcome ("campaigns west-coast midwest"), default the first.
    Returns the state at the start of the bot's first turn (its stratagem draw
    pending, its placement next on ``s.flow``)."""
    s = started(game, seed)
    texts = [*(f"draw {k}" for k in person), *(f"draw {k}" for k in bot)]
    if rolls is None:
        last = game.rulebook.theatres[-1].roll
        level = game.rulebook.difficulty  # None: no rolls (nippon_difficulty=false)
        rolls = [last] * (game.edition.difficulty[level].rolls if level else 0)
    texts += [f"roll {r}" if isinstance(r, int) else r for r in rolls]
    play(game, s, texts)
    if game.opts.nippon:
        if campaigns is None:
            campaigns = str(game.chance_request(s).outcomes[0])
        chance(game, s, campaigns)
    return s


def edit(game: BlitzGame, s: BlitzState, *, markers: Mapping[str, int] | None = None,
         board: Mapping[str, tuple[int, str] | None] | None = None,
         vp: Sequence[int] | None = None, reserve: Sequence[str] | None = None,
         row: Sequence[str] | None = None, bags: Sequence[Sequence[str]] | None = None,
         active: Mapping[str, int] | None = None, closed: Iterable[str] = (),
         last_unit: Sequence[str | None] | None = None) -> BlitzState:
    """Change fields directly: ``markers`` {theatre slug: signed marker, + toward the
    bot}; ``board`` {space label: (seat, kind) or None}; ``vp`` [person, bot];
    ``reserve`` (kept sorted); ``row`` (left to right); ``bags`` [person, bot];
    ``active`` {theatre slug: campaign index from 0}; ``closed`` theatre slugs
    (marked closed, active past the last campaign); ``last_unit`` [person, bot]."""
    for name, m in (markers or {}).items():
        s.markers[theatre(game, name)] = m
    for label, unit in (board or {}).items():
        s.board[space(game, label)] = unit
    if vp is not None:  # counted as from campaign shields
        s.vp = list(vp)
        s.vp_from = [[v, 0, 0, 0] for v in vp]
    if reserve is not None:
        s.reserve = sorted(reserve)
    if row is not None:
        s.row = list(row)
    if bags is not None:
        s.person_bag, s.bot_bag = Bag(bags[0]), Bag(bags[1])
    for name, c in (active or {}).items():
        s.active[theatre(game, name)] = c
    for name in closed:
        t = theatre(game, name)
        s.closed[t] = True
        s.active[t] = len(game.rulebook.theatres[t].campaigns)
    if last_unit is not None:
        s.last_unit = list(last_unit)
    return s


def person_turn(game: BlitzGame, s: BlitzState) -> BlitzState:
    """Replace whatever work is left with the person's turn and run it: the person
    is then to place (or the game is over if they cannot place / all theatres are
    closed). Any pending bot turn is dropped."""
    s.flow = [PersonTurn()]
    flow.run(game, s, [])
    return s


def bot_turn(game: BlitzGame, s: BlitzState) -> BlitzState:
    """Replace whatever work is left with the bot's turn and start it: its
    stratagem draw is then pending (a chance event)."""
    s.flow = [BotTurn()]
    flow.run(game, s, [])
    return s


def position(game: BlitzGame, *, seed: int = 0, person: Sequence[str] = DEFAULT_PERSON,
             bot: Sequence[str] = DEFAULT_BOT, rolls: Sequence[int | str] | None = None,
             zero_markers: bool = True, **changes) -> BlitzState:
    """The person to place, skipping the bot's first turn: set-up with chosen
    draws (:func:`setup`), the markers put back to the centre unless
    ``zero_markers`` is False, then ``changes`` as in :func:`edit`, then the
    person's turn starts (:func:`person_turn`)."""
    s = setup(game, seed, person, bot, rolls)
    if zero_markers:
        s.markers = [0] * len(s.markers)
    edit(game, s, **changes)
    return person_turn(game, s)


def bot_position(game: BlitzGame, *, seed: int = 0, person: Sequence[str] = DEFAULT_PERSON,
                 bot: Sequence[str] = DEFAULT_BOT, rolls: Sequence[int | str] | None = None,
                 zero_markers: bool = True, stratagem: str | None = None,
                 **changes) -> BlitzState:
    """Like :func:`position` but the bot's turn starts instead; with
    ``stratagem`` (e.g. "secure") its draw is forced too, else it stays pending."""
    s = setup(game, seed, person, bot, rolls)
    if zero_markers:
        s.markers = [0] * len(s.markers)
    edit(game, s, **changes)
    bot_turn(game, s)
    if stratagem is not None:
        chance(game, s, f"stratagem {stratagem.lower()}")
    return s


def at_nippon_campaigns(seed: int) -> tuple[BlitzGame, BlitzState]:
    """Nippon's set-up, at the draw of its two starting campaigns (seeded ``seed``)."""
    game = make_game(nippon=True)
    s = started(game, seed)
    while game.to_move(s) == PERSON or not game.chance_request(s).name.startswith("pick"):
        if game.to_move(s) == PERSON:  # a difficulty roll of 6
            act(game, s, str(game.legal_actions(s)[0]))
        else:
            game.apply(s, game.chance_request(s).outcomes[0])
    return game, s
