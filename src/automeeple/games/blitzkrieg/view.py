"""What one seat may see of a game, as a declared type (docs/engine.md, "Views").

The board, the markers, the VP and the bot's face-up row are public. The person's
reserve is behind a screen: only the person sees what it holds, anyone else its
size (and a unit of theirs a bombing destroyed as hidden). Bags, the
special-weapons pile and the stratagem cup show how many they hold, never what.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from automeeple.engine import view as engine_view

from .actions import Advance, Place
from .board import Rulebook, strength
from .bot import stratagem_in_force
from .edition import PRINTED_EFFECT
from .state import BOT, PERSON, VP_SOURCES, BlitzState, hidden_removed


class Viewed(engine_view.Viewed, Protocol):
    """What the view reads of the game besides the engine's part: the rulebook
    (the edition, the options, the board in play)."""

    rulebook: Rulebook


@dataclass
class Unit:
    """A unit token on a space (notes §2)."""

    #: Whose coalition it is: 0 the person, 1 the bot.
    seat: int
    #: Its kind as printed on the token: "army 2", "blitz air 0", "general".
    kind: str


@dataclass
class Space:
    """A battle space of a campaign (notes §1.3, §1.5, §1.6)."""

    #: "Western Europe 2.3": the theatre, then the campaign from the top and the
    #: space from the left (as the moves name it).
    label: str
    #: "2.3" alone.
    position: str
    #: Its terrain: land, sea or coast (land/sea).
    terrain: str
    #: Its effect by its edition-file name ("none", "tactical"...), and the number
    #: on its icon (0 when the icon has none).
    effect: str
    amount: int
    #: What is printed on it: "land/sea, Tactical Advantage +2".
    text: str
    #: Where a person finds it on the board: "Western Europe, 2nd campaign (2 VP),
    #: 3rd space from the left (land/sea, Propaganda 1)".
    where: str
    #: The unit placed on it (None: empty).
    unit: Unit | None


@dataclass
class Campaign:
    """A campaign: a row of battle spaces of a theatre, with its shield (notes §1.2)."""

    #: 1 for the top row of the theatre.
    number: int
    #: The war VP on its shield.
    vp: int
    #: "closed", "active" (the topmost open one, where units go) or "later".
    state: str
    spaces: list[Space]


@dataclass
class Theatre:
    """A theatre of war: its battle track and its campaigns (notes §1)."""

    name: str
    #: The d6 face that picks it for the difficulty's rolls (solo §3.4).
    roll: int
    #: Steps from the centre of its battle track to either end.
    track: int
    #: The battle marker: signed steps from the centre, positive toward the bot.
    marker: int
    #: The seat the marker stands toward (None: at the centre).
    leader: int | None
    #: The bonus icons on the track: steps from the centre (as text) -> VP.
    bonus: dict[str, int]
    #: Every campaign closed (notes §7.2).
    closed: bool
    #: The number of the active campaign (None: the theatre is closed).
    active: int | None
    campaigns: list[Campaign]


@dataclass
class Destroyed:
    """A unit a bombing removed from the game (option ``bombed_to="removed"``)."""

    seat: int
    #: Its kind; "hidden" to anyone but the person for a unit of the person's
    #: (it came from behind their screen).
    unit: str


@dataclass
class VPSource:
    """Where war VP came from (notes §8)."""

    #: "campaign shields", "track bonuses", "total victories" or "propaganda".
    source: str
    #: The person's VP from it, then the bot's.
    vp: list[int]


@dataclass
class Outcome:
    """How the war ended (solo §6; notes §8)."""

    #: The seat that won (a solo game has no draw).
    winner: int
    why: str
    #: The rule that ended it (``turn.ENDED_BY``).
    ended_by: str


@dataclass
class BlitzView(engine_view.View):
    """A seat's view of a solo game of BLITZKRIEG!."""

    #: The edition is invented (the placeholder board and tokens).
    placeholder: bool
    #: The difficulty whose rolls gave the bot its head start (solo §3.4); None
    #: when the Nippon set-up took their place (solo §3.5).
    difficulty: str | None
    #: The Nippon board and set-up: the person the Axis, the bot Japan (solo §3.5).
    nippon: bool
    #: The war VP that win (solo §1).
    win_vp: int
    #: Whose turn it is.
    turn: int
    #: The bot reached the target first: the person's last turn.
    final_turn: bool
    theatres: list[Theatre]
    #: The person's reserve, sorted: None to anyone else (behind the screen).
    reserve: list[str] | None
    #: How many units the reserve holds (public).
    reserve_size: int
    #: The bot's reserve: its face-up row, left to right (solo §3.2).
    row: list[str]
    #: Units in the person's coalition bag, then the bot's.
    bags: list[int]
    #: Units in the special-weapons pile.
    specials: int
    #: Units bombing destroyed.
    removed: list[Destroyed]
    #: The kind of each seat's last unit placed (the Spy copies it, solo §7).
    last_unit: list[str | None]
    #: Stratagem tokens in the cup (solo §2).
    cup: int
    #: The bot's stratagem this turn, and the one before (what Steamroll repeats).
    stratagem: str | None
    previous: str | None
    #: The stratagem whose filters the bot applies (solo §5, Steamroll).
    stratagem_in_force: str | None
    #: Turns the bot has taken.
    bot_turns: int
    #: War VP by source, once per source.
    vp_by_source: list[VPSource]
    #: How it ended (None: under way).
    result: Outcome | None


def view(game: Viewed, s: BlitzState, seat: int | None) -> BlitzView:
    book = game.rulebook
    mine = seat == PERSON
    removed = sorted(s.removed) if mine else hidden_removed(s)
    notes, names, groups = moves(game, s) if mine and game.to_move(s) == PERSON else ({},) * 3
    return BlitzView(
        **game.header(s, seat, list(s.vp), notes, moves=names, groups=groups),
        placeholder=book.edition.placeholder,
        difficulty=book.difficulty,
        nippon=book.opts.nippon,
        win_vp=book.edition.win_vp,
        turn=s.turn,
        final_turn=s.final_turn,
        theatres=[theatre(book, s, t) for t in range(len(book.theatres))],
        reserve=sorted(s.reserve) if mine else None,
        reserve_size=len(s.reserve),
        row=list(s.row),
        bags=[len(s.bag(PERSON)), len(s.bag(BOT))],
        specials=len(s.specials),
        removed=[Destroyed(who, kind) for who, kind in removed],
        last_unit=list(s.last_unit),
        cup=len(s.cup),
        stratagem=s.stratagem,
        previous=s.previous,
        stratagem_in_force=stratagem_in_force(s),
        bot_turns=s.bot_turns,
        vp_by_source=[VPSource(source, [s.vp_from[PERSON][n], s.vp_from[BOT][n]])
                      for n, source in enumerate(VP_SOURCES)],
        result=None if s.flow else Outcome(s.winner, s.why_over, s.ended_by),
    )


def moves(game: Viewed, s: BlitzState
          ) -> tuple[dict[str, str], dict[str, str], dict[str, str]]:
    """The person's moves, each by its text: the note beside a placement (the
    space's effect and how far the unit moves the marker); its name as the board
    prints it, not the words its text is made of ("place air 3 on Western Europe
    1.2", "advance Pacific Ocean"); and the group a placement comes under, its space
    as the board shows it ("Western Europe 1.3: sea, Bombing"): a turn offers every
    unit of the reserve on every empty space of the active campaigns, dozens of
    moves, so a person picks the space, then the unit."""
    book = game.rulebook
    notes, names, groups = {}, {}, {}
    for action in game.legal_actions(s):
        text = str(action)
        if isinstance(action, Place):
            t = book.where[action.space][0]
            sp = book.space[action.space]
            effect = "" if sp.effect == "none" else f"{PRINTED_EFFECT[sp.effect]}, "
            notes[text] = f"{effect}moves {strength(book, s, PERSON, action.kind, t)}"
            names[text] = f"place {action.kind} on {book.label(action.space)}"
            groups[text] = f"{book.label(action.space)}: {sp.printed}"
        elif isinstance(action, Advance):
            names[text] = f"advance {book.theatres[action.theatre].name}"
    return notes, names, groups


def theatre(book: Rulebook, s: BlitzState, t: int) -> Theatre:
    """A theatre: its battle track and its campaigns, space by space."""
    th = book.theatres[t]
    m = s.markers[t]
    campaigns = []
    for c, camp in enumerate(th.campaigns):
        spaces = []
        for i in book.spaces[t][c]:
            sp, unit = book.space[i], s.board[i]
            spaces.append(Space(
                label=book.label(i), position=f"{c + 1}.{book.where[i][2] + 1}",
                terrain=sp.terrain, effect=sp.effect, amount=sp.amount, text=sp.printed,
                where=book.printed(i), unit=None if unit is None else Unit(*unit)))
        state = ("closed" if c < s.active[t] else "active" if c == s.active[t] else "later")
        campaigns.append(Campaign(c + 1, camp.vp, state, spaces))
    return Theatre(
        name=th.name, roll=th.roll, track=th.track, marker=m,
        leader=None if m == 0 else (BOT if m > 0 else PERSON),
        bonus={str(steps): vp for steps, vp in sorted(th.bonus.items())},
        closed=s.closed[t],
        active=None if s.closed[t] else s.active[t] + 1,
        campaigns=campaigns,
    )
