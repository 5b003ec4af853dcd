"""The rules of BLITZKRIEG! for one person against the solo bot.

The base game follows ``rules/blitzkrieg/base-game-notes.md`` (cited as "notes
§n"); the bot's turn, set-up and end follow ``rules/blitzkrieg/solo-rules.md``
(cited as "solo §n"). Work left in a turn is a queue of small steps on the state,
so the game can stop for a chance event or the person's choice at any point and
carry on from there; :func:`proceed` runs the queue until then.
"""

from __future__ import annotations

from automeeple.engine.core import CHANCE, TERMINAL, Event

from . import bot
from .edition import ENTERS, BlitzEdition, Kind, Space, Theatre
from .state import (
    BOMB,
    BOMBED,
    BOT,
    DIFFICULTY,
    DRAW,
    HANDICAP,
    NIPPON,
    OVER,
    PERSON,
    PLACE,
    STRATAGEM,
    STRATEGIC,
    UNIT_ROLL,
    BlitzState,
)

STEAMROLL = "Steamroll"


class Table:
    """What the rules read but never change: the edition, the board in play, the
    difficulty and the rule options, with every space numbered once."""

    def __init__(self, edition: BlitzEdition, difficulty: str, nippon: bool,
                 leftmost_only: bool = False, bombed_to: str = "bag",
                 blitz_chain: bool = False, total_victory_effects: bool = True,
                 strategic_target: str = "other") -> None:
        self.edition = edition
        self.difficulty = difficulty
        self.nippon = nippon
        # Rule options for what the notes mark uncertain (docs/blitzkrieg.md):
        #: notes §1.3: must a unit go on the leftmost empty space of the active
        #: campaign? Most sources say any empty space may be used.
        self.leftmost_only = leftmost_only
        #: notes §5: a bombed unit goes back into its owner's "bag", or is "removed".
        self.bombed_to = bombed_to
        #: notes §4.3: may the extra placement of a blitz unit be a blitz unit that
        #: allows another? Not confirmed; off.
        self.blitz_chain = blitz_chain
        #: notes §7.2: does a total victory also give the effects of the theatre's
        #: empty spaces? Three sources say so; on.
        self.total_victory_effects = total_victory_effects
        #: notes §1.6: the person's Strategic advantage moves an "other" theatre (as
        #: the solo rules say for the bot), or "any" theatre, this one included.
        self.strategic_target = strategic_target
        board = edition.boards["nippon" if nippon else "world"]
        self.theatres: tuple[Theatre, ...] = board.theatres
        self.kinds: dict[str, Kind] = edition.kinds
        self.names = (("Axis", "Japan") if nippon else ("Allies", "Axis"))
        self.bag_names = (("axis", "japan") if nippon else ("allies", "axis"))
        # spaces[t][c] = the global numbers of campaign c's spaces in theatre t.
        self.spaces: list[list[range]] = []
        self.where: list[tuple[int, int, int]] = []  # global number -> (t, c, k)
        self.space: list[Space] = []
        for t, theatre in enumerate(self.theatres):
            rows = []
            for c, campaign in enumerate(theatre.campaigns):
                start = len(self.space)
                for k, sp in enumerate(campaign.parsed):
                    self.space.append(sp)
                    self.where.append((t, c, k))
                rows.append(range(start, len(self.space)))
            self.spaces.append(rows)

    def label(self, i: int) -> str:
        """A space as the person reads it: "Western Europe 2.3" (campaign 2, space 3)."""
        t, c, k = self.where[i]
        return f"{self.theatres[t].name} {c + 1}.{k + 1}"


def toward(seat: int) -> int:
    """The direction a coalition pushes the battle markers (the bot's side is +)."""
    return 1 if seat == BOT else -1


def other(seat: int) -> int:
    return 1 - seat


# --- Set-up (solo §3) ----------------------------------------------------------------


def setup(table: Table, s: BlitzState) -> None:
    ed = table.edition
    n = len(table.theatres)
    s.step, s.actor, s.turn = DRAW, CHANCE, BOT
    s.markers = [0] * n
    s.active = [0] * n
    s.closed = [False] * n
    s.board = [None] * len(table.space)
    s.vp = [0, 0]
    s.bags = [list(ed.bags[table.bag_names[PERSON]]), list(ed.bags[table.bag_names[BOT]])]
    s.specials = list(ed.bags["specials"])
    s.reserve, s.row = [], []
    s.last_unit = [None, None]
    # Solo §3.3: every stratagem in the cup but Steamroll.
    s.cup = [x for x in ed.stratagems if x != STEAMROLL]
    s.stratagem = s.previous = None
    s.bot_turns = 0
    s.final_turn = False
    s.winner, s.why_over = None, ""
    s.handicap_left = ed.difficulty[table.difficulty].rolls
    s.pending, s.trace = None, None
    s.queue = [("draw", PERSON, ed.reserve_size, "reserve"),
               ("draw", BOT, ed.bot_row_size, "row"),
               ("handicap",)]
    if table.nippon:
        s.queue.append(("nippon",))
    # Solo §4: the bot takes the first turn.
    s.queue.append(("bot-turn",))


def push(s: BlitzState, *items: tuple) -> None:
    """Do these next, before the rest of the queue."""
    s.queue[0:0] = items


def proceed(table: Table, s: BlitzState, ev: list[Event]) -> None:
    """Run the queue until a chance event or a decision is needed, or the game ends."""
    while s.queue and s.winner is None:
        item = s.queue[0]
        kind = item[0]
        if kind == "draw":
            _, seat, n, dest = item
            pile = s.specials if dest.startswith("special") else s.bags[seat]
            if n == 0:
                s.queue.pop(0)
                continue
            if not pile:
                s.queue.pop(0)
                what = "special-weapons pile" if pile is s.specials else "bag"
                ev.append(Event("empty", f"The {what} is empty: {table.names[seat]} draws "
                                         "nothing.", seat))
                continue
            s.step, s.actor = DRAW, CHANCE
            return
        s.queue.pop(0)
        if kind == "handicap":
            if s.handicap_left > 0:
                s.queue.insert(0, item)
                s.step, s.actor = DIFFICULTY, CHANCE
                return
        elif kind == "nippon":
            s.queue.insert(0, item)
            s.step, s.actor = NIPPON, CHANCE
            return
        elif kind == "bot-turn":
            if start_bot_turn(table, s, ev):
                return
        elif kind == "bot-place":
            if bot_place(table, s, item[1], ev):
                s.queue.insert(0, item)  # until the unit roll
                return
        elif kind in ("person-place", "person-blitz"):
            s.queue.insert(0, item)
            s.step, s.actor = PLACE, PERSON
            return
        elif kind == "effect":
            if effect(table, s, item[1], item[2], item[3], ev):
                return
        elif kind == "move":
            move(table, s, item[1], item[2], item[3], ev)
        elif kind == "check":
            check_closure(table, s, item[1], ev)
        elif kind == "blitz":
            blitz(table, s, item[1], item[2], ev)
        elif kind == "end-turn":
            end_turn(table, s, item[1], ev)
        elif kind == "person-turn":
            if start_person_turn(table, s, ev):
                return
        else:
            raise AssertionError(f"unknown work {item}")
    if s.winner is not None:
        s.step, s.actor, s.queue = OVER, TERMINAL, []


def draw(table: Table, s: BlitzState, kind: str, ev: list[Event]) -> None:
    """Chance answered: ``kind`` came out of the bag (or the special-weapons pile)
    the head of the queue draws from."""
    _, seat, n, dest = s.queue[0]
    pile = s.specials if dest.startswith("special") else s.bags[seat]
    pile.remove(kind)
    s.queue[0] = ("draw", seat, n - 1, dest)
    who = table.names[seat]
    where = dest.removeprefix("special-")
    if where == "bag":
        s.bags[seat].append(kind)
        ev.append(Event("research", f"{who} takes a special weapon ({kind}) into its bag.",
                        seat))
    elif seat == BOT:
        s.row.append(kind)
        ev.append(Event("draw", f"{who} draws {kind} to the end of its row.", seat))
    else:
        s.reserve.append(kind)
        s.reserve.sort()
        ev.append(Event("draw", f"You draw {kind} into your reserve.", seat))


def handicap(table: Table, s: BlitzState, roll: int, ev: list[Event]) -> None:
    """Solo §3.4: a difficulty roll; 6 (or a face no theatre carries) is the
    person's choice."""
    s.handicap_left -= 1
    t = next((t for t, th in enumerate(table.theatres) if th.roll == roll), None)
    if t is None:
        ev.append(Event("handicap", f"Difficulty roll {roll}: your choice of theatre."))
        s.step, s.actor = HANDICAP, PERSON
        return
    ev.append(Event("handicap", f"Difficulty roll {roll}: {table.theatres[t].name}."))
    advance_handicap(table, s, t, ev)


def advance_handicap(table: Table, s: BlitzState, t: int, ev: list[Event]) -> None:
    steps = table.edition.difficulty[table.difficulty].steps
    limit = table.theatres[t].track - 1  # set-up never closes a theatre
    s.markers[t] = min(s.markers[t] + steps, limit)
    ev.append(Event("handicap", f"{table.theatres[t].name}: the battle marker advances "
                                f"{steps} toward the bot (now {s.markers[t]:+d})."))


def nippon_campaigns(table: Table, s: BlitzState, picked: tuple[int, int],
                     ev: list[Event]) -> None:
    """Solo §3.5: two of the starting campaigns, at random, advance 2 for the bot."""
    s.queue.pop(0)
    for t in picked:
        limit = table.theatres[t].track - 1
        s.markers[t] = min(s.markers[t] + 2, limit)
        ev.append(Event("handicap", f"Nippon: {table.theatres[t].name} advances 2 toward "
                                    f"Japan (now {s.markers[t]:+d})."))


# --- Where units may go (notes §4.1, §1.5) -------------------------------------------


def strength(table: Table, s: BlitzState, seat: int, kind: str, t: int) -> int:
    """Steps a unit moves its theatre's marker. A General counts its side's armies
    and airforces in the theatre, itself included; an Admiral navies and airforces
    (notes §2.2); the Spy copies the opponent's last unit (solo §7)."""
    k = table.kinds[kind]
    if k.copies_last:
        last = s.last_unit[other(seat)]
        if last is None or table.kinds[last].copies_last:
            return 0
        k = table.kinds[last]
    if k.type in ("general", "admiral"):
        wanted = ("army", "general", "air") if k.type == "general" else ("navy", "admiral", "air")
        count = 1
        for row in table.spaces[t]:
            for i in row:
                unit = s.board[i]
                if unit is not None and unit[0] == seat:
                    uk = table.kinds[unit[1]]
                    if not uk.special and uk.type in wanted:
                        count += 1
        return count
    return k.strength or 0


def unit_type(table: Table, s: BlitzState, seat: int, kind: str) -> str:
    k = table.kinds[kind]
    if k.copies_last:
        last = s.last_unit[other(seat)]
        return table.kinds[last].type if last and not table.kinds[last].copies_last else "air"
    return k.type


def open_spaces(table: Table, s: BlitzState, t: int) -> list[int]:
    """Empty spaces of the theatre's active (topmost open) campaign (notes §1.3)."""
    if s.closed[t]:
        return []
    empty = [i for i in table.spaces[t][s.active[t]] if s.board[i] is None]
    return empty[:1] if table.leftmost_only else empty


def placements(table: Table, s: BlitzState, seat: int, t: int | None = None
               ) -> list[tuple[str, int]]:
    """Every (unit kind, space) the seat may place: an empty space of an active
    campaign whose terrain the unit may enter (notes §4.1)."""
    units = list(dict.fromkeys(s.units(seat)))
    out = []
    for theatre in range(len(table.theatres)) if t is None else (t,):
        for i in open_spaces(table, s, theatre):
            terrain = table.space[i].terrain
            for kind in units:
                if terrain in ENTERS[unit_type(table, s, seat, kind)]:
                    out.append((kind, i))
    return out


# --- A placement: deploy, effect, marker, closure (notes §4.1) -----------------------


def place(table: Table, s: BlitzState, seat: int, kind: str, i: int, ev: list[Event],
          extra: bool = False) -> None:
    """Deploy ``kind`` on space ``i``; ``extra`` marks the placement a blitz unit
    allowed, which does not allow another (blitz units do not chain, notes §4.3)."""
    t = table.where[i][0]
    units = s.units(seat)
    units.remove(kind)
    steps = strength(table, s, seat, kind, t)  # a General counts itself once
    s.board[i] = (seat, kind)
    s.last_unit[seat] = kind
    sp = table.space[i]
    ev.append(Event("place", f"{table.names[seat]} places {kind} (strength {steps}) on "
                             f"{table.label(i)} ({sp}).", seat))
    push(s, ("effect", seat, t, sp), ("move", seat, t, steps), ("check", t),
         ("blitz", seat, t if table.kinds[kind].blitz and (table.blitz_chain or not extra)
          else None))


def effect(table: Table, s: BlitzState, seat: int, t: int, sp: Space, ev: list[Event]) -> bool:
    """Resolve a space's effect for the placing side (notes §5; the bot's way: solo
    §5 "AI Effects Execution"). True when it waits for the person."""
    e, n, who = sp.effect, sp.amount, table.names[seat]
    if e == "none":
        return False
    if e in ("industry", "improved-industry"):
        push(s, ("draw", seat, 2 if e == "improved-industry" else 1,
                 "row" if seat == BOT else "reserve"))
    elif e in ("research", "improved-research"):
        push(s, ("draw", seat, 2 if e == "improved-research" else 1, "special-bag"))
    elif e == "research-industry":
        push(s, ("draw", seat, 1, "special-row" if seat == BOT else "special-reserve"))
    elif e == "tactical":
        push(s, ("move", seat, t, n))
        ev.append(Event("effect", f"Tactical advantage: {table.theatres[t].name} moves {n} "
                                  f"more toward {who}.", seat))
    elif e == "propaganda":
        s.vp[seat] += n
        ev.append(Event("vp", f"Propaganda: {who} gains {n} VP (now {s.vp[seat]}).", seat))
    elif e == "strategic":
        targets = strategic_targets(table, s, seat, t)
        if not targets:
            ev.append(Event("effect", "Strategic advantage: no other theatre is open.", seat))
        elif seat == BOT:
            x, why = bot.strategic_target(table, s, t, n)
            s.trace = s.trace.then(why.steps[0].rule, why.steps[0].detail, why.steps[0].candidates)
            strategic(table, s, BOT, x, n, ev)
        else:
            s.step, s.actor, s.pending = STRATEGIC, PERSON, ("strategic", t, n)
            return True
    elif e == "bombing":
        target = other(seat)
        if not s.units(target):
            ev.append(Event("effect", f"Bombing: {table.names[target]} has no unit to lose.",
                            seat))
        elif seat == BOT:
            s.step, s.actor = BOMBED, CHANCE
            return True
        else:
            s.step, s.actor = BOMB, PERSON
            return True
    return False


def strategic_targets(table: Table, s: BlitzState, seat: int, here: int) -> list[int]:
    """The theatres a Strategic advantage placed in ``here`` may move: the other open
    ones (solo §5 for the bot; for the person also ``here`` with the option
    ``strategic_target="any"``, notes §1.6)."""
    same = seat == PERSON and table.strategic_target == "any"
    return [x for x in range(len(table.theatres))
            if (x != here or same) and not s.closed[x]]


def strategic(table: Table, s: BlitzState, seat: int, t: int, n: int, ev: list[Event]) -> None:
    """Strategic advantage: another open theatre's marker moves ``n`` toward the
    placing side. The bot's never reaches the final space (solo §5, §7 FAQ)."""
    th = table.theatres[t]
    step = toward(seat) * n
    if seat == BOT:
        step = max(0, min(step, th.track - 1 - s.markers[t]))
    ev.append(Event("effect", f"Strategic advantage: {th.name} moves {abs(step)} toward "
                              f"{table.names[seat]}.", seat))
    s.markers[t] = clamp(th, s.markers[t] + step)
    check_closure(table, s, t, ev, campaigns=False)


def bomb(table: Table, s: BlitzState, seat_hit: int, kind: str, ev: list[Event]) -> None:
    """Bombing: the unit goes back into its owner's bag, or out of the game with
    the option ``bombed_to="removed"`` (notes §5)."""
    s.units(seat_hit).remove(kind)
    if table.bombed_to == "bag":
        s.bags[seat_hit].append(kind)
        where = "goes back into its bag"
    else:
        where = "is destroyed"
    ev.append(Event("bombing", f"Bombing: {kind} of the {table.names[seat_hit]} {where}.",
                    seat_hit))


def clamp(th: Theatre, marker: int) -> int:
    return max(-th.track, min(th.track, marker))


def move(table: Table, s: BlitzState, seat: int, t: int, steps: int, ev: list[Event]) -> None:
    """Notes §6: the theatre's marker moves toward the placing side, up to its end."""
    if s.closed[t] or steps == 0:
        return
    th = table.theatres[t]
    s.markers[t] = clamp(th, s.markers[t] + toward(seat) * steps)
    ev.append(Event("marker", f"{th.name}: the battle marker moves {steps} toward "
                              f"{table.names[seat]} (now {describe(table, s, t)}).", seat))
    if abs(s.markers[t]) == th.track:
        check_closure(table, s, t, ev, campaigns=False)


def describe(table: Table, s: BlitzState, t: int) -> str:
    m = s.markers[t]
    if m == 0:
        return "centre"
    return f"{abs(m)} toward {table.names[BOT if m > 0 else PERSON]}"


def check_closure(table: Table, s: BlitzState, t: int, ev: list[Event],
                  campaigns: bool = True) -> None:
    """Notes §7: a marker at the end of its track wins the theatre outright; else a
    full active campaign closes and scores for the side the marker is on."""
    if s.closed[t]:
        return
    th = table.theatres[t]
    m = s.markers[t]
    if abs(m) == th.track:
        total_victory(table, s, t, BOT if m > 0 else PERSON, ev)
        return
    if not campaigns:
        return
    c = s.active[t]
    if any(s.board[i] is None for i in table.spaces[t][c]):
        return
    camp = th.campaigns[c]
    if m == 0:
        ev.append(Event("campaign", f"{th.name} campaign {c + 1} closes with the marker in "
                                    "the centre: nobody scores."))
    else:
        seat = BOT if m > 0 else PERSON
        bonus = th.bonus_at(abs(m))
        gain_vp(table, s, seat, camp.vp + bonus,
                f"{th.name} campaign {c + 1} ({camp.vp} VP"
                + (f" + {bonus} track bonus" if bonus else "") + ")", ev)
    s.active[t] += 1
    if s.active[t] == len(th.campaigns):
        s.closed[t] = True
        ev.append(Event("theatre", f"{th.name}: its last campaign is closed."))


def total_victory(table: Table, s: BlitzState, t: int, seat: int, ev: list[Event]) -> None:
    """Notes §7.2: the winner scores every campaign not yet closed and gains the
    effects of every empty space left in the theatre."""
    th = table.theatres[t]
    s.closed[t] = True
    left = range(s.active[t], len(th.campaigns))
    vp = sum(th.campaigns[c].vp for c in left)
    gain_vp(table, s, seat, vp, f"total victory in {th.name}", ev)
    effects = [("effect", seat, t, table.space[i]) for c in left for i in table.spaces[t][c]
               if s.board[i] is None and table.space[i].effect != "none"
               and table.total_victory_effects]
    s.active[t] = len(th.campaigns)
    push(s, *effects)


def gain_vp(table: Table, s: BlitzState, seat: int, vp: int, why: str, ev: list[Event]) -> None:
    s.vp[seat] += vp
    ev.append(Event("vp", f"{table.names[seat]} scores {vp} VP for {why} (now {s.vp[seat]}).",
                    seat))


def blitz(table: Table, s: BlitzState, seat: int, t: int | None, ev: list[Event]) -> None:
    """After a blitz unit: one more placement in the same theatre, if the side has a
    unit left (notes §4.3). The bot repeats step 2 there (solo §5)."""
    if t is None or not s.units(seat):
        return
    if seat == BOT:
        if placements(table, s, BOT):
            push(s, ("bot-place", t))
    elif placements(table, s, PERSON, t):
        s.pending = ("blitz", t)
        push(s, ("person-blitz", t))


# --- Turns ---------------------------------------------------------------------------


def start_bot_turn(table: Table, s: BlitzState, ev: list[Event]) -> bool:
    """Solo §4: draw a stratagem; the placement procedure; draw a unit."""
    s.turn = BOT
    if all(s.closed):
        return finish_board(table, s, ev)
    if not placements(table, s, BOT):
        s.winner, s.why_over = PERSON, "the bot could not place a unit (solo §6)"
        return False
    push(s, ("bot-place", None), ("draw", BOT, 1, "row"), ("end-turn", BOT))
    s.step, s.actor = STRATAGEM, CHANCE
    return True


def draw_stratagem(table: Table, s: BlitzState, name: str, ev: list[Event]) -> None:
    """Solo §4.1: the previous stratagem goes back into the cup; Steamroll joins the
    cup after the first turn; Steamroll repeats the previous stratagem."""
    s.cup.remove(name)
    if s.stratagem is not None:
        s.cup.append(s.stratagem)
    s.previous, s.stratagem = s.stratagem, name
    s.bot_turns += 1
    ev.append(Event("stratagem", f"The bot draws the stratagem {name}.", BOT))
    if s.bot_turns == 1:
        s.cup.append(STEAMROLL)


def bot_place(table: Table, s: BlitzState, t: int | None, ev: list[Event]) -> bool:
    """The bot's three-step placement (solo §5). True when it waits for its d6."""
    choice = bot.choose(table, s, t)
    s.trace = choice.trace
    if choice.kind is None:
        s.pending = (choice.space, tuple(choice.units))
        s.step, s.actor = UNIT_ROLL, CHANCE
        return True
    place(table, s, BOT, choice.kind, choice.space, ev, extra=t is not None)
    return False


def unit_roll(table: Table, s: BlitzState, roll: int, ev: list[Event]) -> None:
    """Solo §5 step 3: the d6 picks among the units left, counting from the left."""
    space, units = s.pending
    s.pending = None
    kind = units[(roll - 1) % len(units)]
    s.trace = s.trace.then("3 d6", f"rolled {roll}: count {roll} from the left", [kind],
                           choice=f"{kind} on {table.label(space)}")
    extra = s.queue.pop(0)[1] is not None  # the bot-place item
    place(table, s, BOT, kind, space, ev, extra)


def start_person_turn(table: Table, s: BlitzState, ev: list[Event]) -> bool:
    s.turn = PERSON
    if all(s.closed):
        return finish_board(table, s, ev)
    if not placements(table, s, PERSON):
        s.winner, s.why_over = BOT, "you could not place a unit (solo §6)"
        return False
    push(s, ("person-place",), ("draw", PERSON, 1, "reserve"), ("end-turn", PERSON))
    s.step, s.actor = PLACE, PERSON
    return True


def end_turn(table: Table, s: BlitzState, seat: int, ev: list[Event]) -> None:
    """Solo §6: 25 VP at the end of a turn. The person reaching it first wins at
    once; the bot reaching it first gives the person one last turn; ties go to the
    person."""
    win = table.edition.win_vp
    you, it = s.vp
    if s.final_turn and seat == PERSON:
        s.winner = PERSON if you >= it else BOT
        s.why_over = f"after your final turn: you {you}, bot {it}"
    elif you >= win and you >= it:
        s.winner, s.why_over = PERSON, f"you reached {you} VP"
    elif it >= win and seat == BOT:
        s.final_turn = True
        ev.append(Event("final", f"The bot has {it} VP: you have one last turn."))
    elif it >= win:
        s.winner, s.why_over = BOT, f"the bot reached {it} VP"
    if s.winner is None:
        s.queue.append(("person-turn",) if seat == BOT else ("bot-turn",))


def finish_board(table: Table, s: BlitzState, ev: list[Event]) -> bool:
    """Every theatre is closed before anyone reached the target: the higher score
    wins, the person on a tie (notes §8 default)."""
    you, it = s.vp
    s.winner = PERSON if you >= it else BOT
    s.why_over = f"every theatre is closed: you {you}, bot {it}"
    return False
