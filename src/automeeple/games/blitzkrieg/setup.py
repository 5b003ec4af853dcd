"""Set-up (solo §3): the draws, the stratagem cup, the difficulty rolls and, with
Nippon, Japan's two starting campaigns; then the bot takes the first turn (solo §4).
"""

from __future__ import annotations

from dataclasses import dataclass

from automeeple.engine.components import Bag
from automeeple.engine.core import ChanceRequest, Event
from automeeple.engine.flow import Chance, Events, push

from .actions import Advance, Campaigns, Roll, SetUp
from .bags import DrawUnits
from .board import Rulebook, describe
from .edition import STEAMROLL
from .state import BOT, PERSON, VP_SOURCES, BlitzState, PersonChoice
from .turn import BotTurn


def setup(book: Rulebook, s: BlitzState) -> None:
    """The board at the start (notes §3), the bags full, then the work of solo §3:
    the set-up told for the table, three units for you, five for the bot's row, the
    difficulty rolls (§3.4) and, with Nippon, Japan's two campaigns (§3.5; these
    alone with the option ``nippon_difficulty`` off), and the bot's first turn."""
    ed = book.edition
    n = len(book.theatres)
    s.turn = BOT
    s.markers = [0] * n
    s.active = [0] * n
    s.closed = [False] * n
    s.board = [None] * len(book.space)
    s.vp = [0, 0]
    s.vp_from = [[0] * len(VP_SOURCES) for _ in range(2)]
    s.person_bag = Bag(ed.bags[book.bag_names[PERSON]])
    s.bot_bag = Bag(ed.bags[book.bag_names[BOT]])
    s.specials = Bag(ed.bags["specials"])
    s.reserve, s.row, s.removed = [], [], []
    s.last_unit = [None, None]
    # Solo §3.3: every stratagem in the cup but Steamroll.
    s.cup = Bag(x for x in ed.stratagems if x != STEAMROLL)
    s.stratagem = s.previous = None
    s.bot_turns = 0
    s.final_turn = False
    s.winner, s.why_over, s.ended_by = None, "", ""
    rolls = 0 if book.difficulty is None else ed.difficulty[book.difficulty].rolls
    s.flow = []
    push(s, SetUpTable(), DrawUnits(PERSON, ed.reserve_size), DrawUnits(BOT, ed.bot_row_size),
         *([DifficultyRoll(rolls)] if rolls else []),
         *([NipponCampaigns()] if book.opts.nippon else []),
         BotTurn())


@dataclass(frozen=True, slots=True)
class SetUpTable(Chance):
    """Solo §3, notes §3: the set-up, told once at the start as instructions that
    name the components (Table mode acts on them; in Play mode the program has
    done it). A chance with one outcome, so never asked: it only speaks."""

    def request(self, game, s: BlitzState) -> ChanceRequest:
        return ChanceRequest("set up the table", (game.actions.set_up,), (1,), physical=False)

    def resolve(self, game, s: BlitzState, action: SetUp, ev: Events) -> None:
        if ev is not None:
            ev.extend(Event("setup", text, data={"step": n})
                      for n, text in enumerate(set_up_steps(game.rulebook), 1))


def set_up_steps(book: Rulebook) -> list[str]:
    """The set-up of solo §3 (and notes §3), one instruction a step, naming the
    components as they are printed."""
    ed = book.edition
    you, bot = book.names
    bags = [ed.bags[name] for name in book.bag_names]
    nippon = book.opts.nippon
    regions = f"{book.area}s"
    steps = [
        f"Set-up (solo §3): lay the board {'USA' if nippon else 'world'} side up; put a "
        f"battle marker on the centre space of each of the {len(book.theatres)} {regions}' "
        "battle tracks and both war VP markers on 0 of the war victory track.",
        f"Put the {len(bags[PERSON])} {you} unit tokens in the {you} bag (yours) and the "
        f"{len(bags[BOT])} {bot} unit tokens in the {bot} bag (the bot's); your screen goes "
        "in front of you.",
        f"Shuffle the {len(ed.bags['specials'])} special weapons tokens face down in a pile "
        "beside the board.",
        f"Draw {ed.reserve_size} units from the {you} bag into your reserve, behind your "
        f"screen, then {ed.bot_row_size} from the {bot} bag face up in a row, left to right: "
        "the bot's row (solo §3.2); in Table mode, you tell the program what each one is.",
        f"The program keeps the bot's stratagem cup (solo §3.3: every stratagem but "
        f"{STEAMROLL}, which joins after its first turn) and rolls its d6: leave the "
        "stratagem tokens and the die in the box.",
    ]
    if book.difficulty is not None:
        level = ed.difficulty[book.difficulty]
        faces = ", ".join(f"{th.roll} {th.name}" for th in sorted(book.theatres,
                                                                   key=lambda th: th.roll))
        steps.append(f"Difficulty {book.difficulty} (solo §3.4): the program rolls the "
                     f"d6 {level.rolls} times; each roll moves the battle marker of its "
                     f"{regions[:-1]} ({faces}; any other face: your choice) {level.steps} "
                     f"{'space' if level.steps == 1 else 'spaces'} toward the {bot} end (never "
                     "onto its last space).")
    if nippon:
        steps.append(f"Nippon (solo §3.5): 2 of the {len(book.theatres)} starting "
                     "campaigns, picked at random (in Table mode, you tell the program which), "
                     f"each have their battle marker moved 2 spaces toward the {bot} end.")
    steps.append("The bot takes the first turn (solo §4).")
    return steps


@dataclass(frozen=True, slots=True)
class DifficultyRoll(Chance):
    """Solo §3.4: a d6 picks the theatre whose marker advances toward the bot; a 6
    (or a face no theatre carries) is the person's choice. ``left``: the rolls still
    to make, this one included."""

    left: int

    def request(self, game, s: BlitzState) -> ChanceRequest:
        return game.d6

    def resolve(self, game, s: BlitzState, action: Roll, ev: Events) -> None:
        book, roll = game.rulebook, action.value
        then = [DifficultyRoll(self.left - 1)] if self.left > 1 else []
        t = next((t for t, th in enumerate(book.theatres) if th.roll == roll), None)
        if t is None:
            if ev is not None:
                ev.append(Event("handicap", f"Difficulty roll {roll}: your choice of {book.area}.",
                                data={"roll": roll, "theatre": None}))
            push(s, ChooseHandicapTheatre(), *then)
            return
        if ev is not None:
            ev.append(Event("handicap", f"Difficulty roll {roll}: {book.theatres[t].name}.",
                            data={"roll": roll, "theatre": book.theatres[t].name}))
        advance_handicap(book, s, t, ev)
        push(s, *then)


@dataclass(frozen=True, slots=True)
class ChooseHandicapTheatre(PersonChoice):
    """Solo §3.4: a difficulty roll of 6 (or a face no theatre carries, as a 5 on
    the Nippon board): the person picks the theatre (region)."""

    def legal(self, game, s: BlitzState) -> list[Advance]:
        return list(game.actions.advance)

    def resolve(self, game, s: BlitzState, action: Advance, ev: Events) -> None:
        advance_handicap(game.rulebook, s, action.theatre, ev)

    def question(self, game, s: BlitzState) -> str:
        # The roll (a 6, or with Nippon a 5 too) was told just before: no face here.
        return (f"Difficulty roll, your choice: choose the {game.rulebook.area} whose marker "
                "advances toward the bot")


def advance_handicap(book: Rulebook, s: BlitzState, t: int, ev: Events) -> None:
    """Solo §3.4: the theatre's marker advances toward the bot by the difficulty's
    steps; set-up never closes a theatre (it stops one short of the end)."""
    steps = book.edition.difficulty[book.difficulty].steps
    advance(book, s, t, steps, f"{book.theatres[t].name}: the battle marker", ev)


def advance(book: Rulebook, s: BlitzState, t: int, steps: int, what: str, ev: Events) -> None:
    """Set-up moves theatre ``t``'s marker ``steps`` toward the bot, stopping one
    short of the end (solo §3.4, §3.5). The event says the steps it really moved, so
    that a person at the table never moves a marker onto its last space."""
    before = s.markers[t]
    s.markers[t] = min(before + steps, book.theatres[t].track - 1)
    if ev is not None:
        moved = s.markers[t] - before
        short = "" if moved == steps else ": set-up stops it one short of its last space"
        ev.append(Event("handicap", f"{what} advances {moved} toward {book.names[BOT]} "
                                    f"(now {describe(book, s, t)}{short}).",
                        data={"theatre": book.theatres[t].name, "steps": moved,
                              "marker": s.markers[t]}))


@dataclass(frozen=True, slots=True)
class NipponCampaigns(Chance):
    """Solo §3.5: two of the starting campaigns, at random, advance 2 for Japan
    (never closing a theatre)."""

    def request(self, game, s: BlitzState) -> ChanceRequest:
        pairs = tuple(game.actions.campaigns.values())
        names = [th.name for th in game.rulebook.theatres]
        theatres = [p.theatres for p in pairs]
        # Both regions' names, in either order, with "and", "&", a comma or a space
        # between: the first is the label.
        written = [tuple(f"{x}{between}{y}" for x, y in ((names[a], names[b]),
                                                         (names[b], names[a]))
                         for between in (" and ", ", ", " & ", " ", ",", "&"))
                   for a, b in theatres]
        return ChanceRequest("pick 2 of the starting campaigns (name both, in either order)",
                             pairs, (1,) * len(pairs), labels=tuple(w[0] for w in written),
                             aliases=tuple(w[1:] for w in written), ask="Which two?")

    def resolve(self, game, s: BlitzState, action: Campaigns, ev: Events) -> None:
        book = game.rulebook
        for t in action.theatres:
            advance(book, s, t, 2, f"Nippon: the {book.theatres[t].name} battle marker", ev)
