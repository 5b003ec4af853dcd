"""The solo bot's placement procedure (solo-rules §5): theatre, then position, then
unit, bent by the stratagem of the turn. Every choice returns a :class:`Trace`
naming each rule it applied, in order, and the candidates left after it, or that
none qualified, all qualified or all tie (a step that changes nothing lists none).

Step 1 and step 2 take the first rule that has candidates, then the tie-breaks;
step 3 narrows the units rule by rule (a rule that would leave none is passed
over) and rolls the d6 over what is left (``docs/blitzkrieg.md``, "How the bot
reads its procedure"). Without a trace (a quiet apply: nobody reads it) the same
choices are made and no text is built.
"""

from __future__ import annotations

from dataclasses import dataclass

from automeeple.engine.trace import Trace

from .board import Rulebook, can_place, clamp, placements, strength, unit_type
from .edition import ENTERS, PRINTED_EFFECT, PRINTED_TERRAIN, STEAMROLL
from .state import BOT, PERSON, BlitzState

#: Solo §5: the bot's thresholds.
LATE_VP = 20  # "if AI has >= 20 VP"
FEW_UNITS = 4  # "if AI has <= 4 units"
LEAD_VP = 3  # "if player leads by >= 3 VP"

RESEARCH = ("improved-research", "research", "research-industry")
INDUSTRY = ("improved-industry", "industry")


@dataclass
class Placement:
    """The bot's placement on ``space``: the unit at ``at`` in its row (0: the
    leftmost), or None: the d6 picks among the row's positions ``units`` (two
    tokens alike are two units: which one leaves the row changes its order, which
    later rolls count). ``trace`` is None when the choice was made without one."""

    space: int
    at: int | None
    units: list[int]
    trace: Trace | None


def stratagem_in_force(s: BlitzState) -> str | None:
    """Steamroll repeats the previous stratagem; on the first turn it does nothing."""
    if s.stratagem == STEAMROLL:
        return s.previous
    return s.stratagem


def after(book: Rulebook, s: BlitzState, kind: str, i: int) -> int:
    """The theatre's marker after the bot places ``kind`` on space ``i`` (its
    strength, plus a Tactical advantage printed on the space)."""
    t = book.where[i][0]
    sp = book.space[i]
    steps = strength(book, s, BOT, kind, t) + (sp.amount if sp.effect == "tactical" else 0)
    return clamp(book.theatres[t], s.markers[t] + steps)


def closes_and_wins(book: Rulebook, s: BlitzState, kind: str, i: int) -> str | None:
    """"theatre" or "campaign" when this placement closes it with the bot winning."""
    t, c, _ = book.where[i]
    m = after(book, s, kind, i)
    if m >= book.theatres[t].track:
        return "theatre"
    if m > 0 and all(s.board[j] is not None or j == i for j in book.spaces[t][c]):
        return "campaign"
    return None


def change_rank(before: int, now: int) -> tuple[int, int]:
    """"Greatest change" (solo §5), best first: the person's lead becomes the bot's;
    a tie becomes a bot lead; the person's lead becomes a tie; the bot's lead grows;
    the person's lead shrinks; any other change; no change. Within a rank, the
    bigger change first."""
    delta = now - before
    if before < 0 < now:
        rank = 1
    elif before == 0 < now:
        rank = 2
    elif before < 0 == now:
        rank = 3
    elif 0 < before < now:
        rank = 4
    elif before < now < 0:
        rank = 5
    elif delta:
        rank = 6
    else:
        rank = 7
    return rank, -delta


def choose(book: Rulebook, s: BlitzState, after: int | None, explain: bool = True
           ) -> Placement:
    """The bot's placement. ``after`` is the space of the blitz unit just placed,
    when the bot repeats step 2 in the same theatre; if nothing can be placed
    there, it starts from step 1. ``explain`` False builds no trace."""
    strat = stratagem_in_force(s)
    theatre = None if after is None else book.where[after][0]
    trace = None
    if explain:
        trace = Trace(f"Bot turn {s.bot_turns}, stratagem {s.stratagem or '-'}"
                      + steamroll_note(s, strat)
                      + ("" if after is None else f", after its blitz unit on {book.label(after)}")
                      + PROCEDURE)
    if theatre is not None and can_place(book, s, BOT, theatre):
        if trace is not None:
            trace.step("blitz", f"a blitz unit: step 2 again in the same {book.area}",
                       [book.theatres[theatre].name])
        t = theatre
    else:
        t = choose_theatre(book, s, strat, trace)
    i = choose_position(book, s, t, strat, trace)
    units = choose_units(book, s, i, strat, trace)
    if len(units) == 1:
        if trace is not None:
            trace.choice = f"{s.row[units[0]]} on {book.label(i)}"
        return Placement(i, units[0], units, trace)
    return Placement(i, None, units, trace)


#: Where the steps a trace names ("[1a]", "[2.5]", "[3 d6]", "[Secure]": a
#: stratagem's effect) are printed: said once, in the title of the bot's placement.
PROCEDURE = ": steps of solo §5"


def steamroll_note(s: BlitzState, strat: str | None) -> str:
    """What Steamroll does this turn: repeat the previous stratagem, or nothing on
    the first turn (solo §5 "Stratagem Effects", §7)."""
    if s.stratagem != STEAMROLL:
        return ""
    return f" (repeating {strat})" if strat else " (nothing to repeat: no effect)"


# --- Step 1: the theatre --------------------------------------------------------------


def choose_theatre(book: Rulebook, s: BlitzState, strat: str | None,
                   trace: Trace | None) -> int:
    """Solo §5 step 1: the first rule that keeps a theatre (close and win a theatre,
    then a campaign; else the stratagem's filter), then the tie-breaks."""
    names = [th.name for th in book.theatres]
    moves = {t: placements(book, s, BOT, t) for t in range(len(names))}
    cands = [t for t, m in moves.items() if m]
    if trace is not None:
        trace.step("1", f"open {book.area}s where it can place", [names[t] for t in cands])
    closing = {t: {closes_and_wins(book, s, k, i) for k, i in moves[t]} for t in cands}
    won = close_and_win(book, cands, closing, trace)
    if won:
        cands = won
    elif strat is not None:
        fillable = {t: {book.space[i].effect for _, i in moves[t]} for t in cands}
        cands = theatre_filter(book, s, strat, cands, fillable, trace)
    if len(cands) > 1:
        cands = narrow(cands, lambda t: empty_count(book, s, t),
                       "most empty spaces in the open campaign", "", names, trace)
    if len(cands) > 1:
        cands = narrow(cands, lambda t: book.theatres[t].campaigns[s.active[t]].vp,
                       "highest VP of the open campaign", " VP", names, trace)
    if len(cands) > 1 and trace is not None:
        trace.step("1 tie", "top before bottom", [names[cands[0]]])
    return cands[0]


def close_and_win(book: Rulebook, cands: list[int], closing: dict[int, set[str | None]],
                  trace: Trace | None) -> list[int]:
    """Step 1's first two rules (solo §5): the theatres where one placement closes
    and wins the theatre, else those where it closes and wins a campaign
    (``closing[t]``: what the placements in ``t`` close and win); none: []."""
    for rule, what in (("1a", "theatre"), ("1b", "campaign")):
        kept = [t for t in cands if what in closing[t]]
        if trace is not None:
            where = book.area if what == "theatre" else what
            why = f"a {where} it can close and win with one placement"
            trace.step(rule, why if kept else f"{why}: none",
                       [book.theatres[t].name for t in kept])
        if kept:
            return kept
    return []


def narrow(cands: list[int], score, why: str, unit: str, names: list[str],
           trace: Trace | None) -> list[int]:
    """A tie-break of step 1 (solo §5): the candidates of the highest ``score``; the
    trace names them, or says that all tie."""
    scores = [score(c) for c in cands]
    best = max(scores)
    kept = [c for c, v in zip(cands, scores, strict=True) if v == best]
    if trace is not None:
        if len(kept) < len(cands):
            trace.step("1 tie", f"{why}: {best}{unit}", [names[c] for c in kept])
        else:
            trace.step("1 tie", f"{why}: all tie on {best}{unit}")
    return kept


def told(why: str, kept: list[int], cands: list[int], names: list[str]
         ) -> tuple[str, list[str]]:
    """A filter of solo §5 in the trace (its detail and candidates): the candidates
    it keeps (``names``), or that all of them qualify, or that none does (the
    filter is then passed over)."""
    if not kept:
        return f"{why}: none, so passed over", []
    if len(kept) == len(cands):
        return f"{why}: all qualify", []
    return why, names


def empty_count(book: Rulebook, s: BlitzState, t: int) -> int:
    return sum(s.board[i] is None for i in book.spaces[t][s.active[t]])


def theatre_filter(book: Rulebook, s: BlitzState, strat: str, cands: list[int],
                   fillable: dict[int, set[str]], trace: Trace | None) -> list[int]:
    """The stratagem's theatre filter (solo §5 "Stratagem Effects"). A filter that
    keeps no theatre is passed over. A theatre "with" a kind of space has one the
    bot can fill now: ``fillable[t]`` holds the effects of the empty spaces of its
    open campaign that a unit of the row may enter (as steps 1 and 2 "ignore"
    what no legal unit can take; docs/blitzkrieg.md)."""
    names = [th.name for th in book.theatres]
    areas = f"{book.area}s"
    if strat == "Counterattack":
        stages = [("only where you lead", [t for t in cands if s.markers[t] < 0])]
    elif strat == "Secure":
        stages = [("only where it leads", [t for t in cands if s.markers[t] > 0])]
    elif strat == "Economic Warfare":
        stages = [(f"{areas} with Industrial Production or Bombing spaces",
                   [t for t in cands if fillable[t] & {*INDUSTRY, "bombing"}])]
    elif strat == "Research & Development":
        stages = [(f"{areas} with Research spaces",
                   [t for t in cands if fillable[t] & set(RESEARCH)])]
    elif strat == "For the Glory":
        top = max(book.theatres[t].campaigns[s.active[t]].vp for t in cands)
        best = [t for t in cands if book.theatres[t].campaigns[s.active[t]].vp == top]
        stages = [("the highest-VP open campaigns", best),
                  ("then those with VP (Propaganda) spaces",
                   [t for t in best if "propaganda" in fillable[t]])]
    else:
        if trace is not None:
            trace.step(strat, f"no {book.area} filter")
        return cands
    for why, kept in stages:
        if trace is not None:
            trace.step(strat, *told(why, kept, cands, [names[t] for t in kept]))
        if kept:
            cands = kept
    return cands


# --- Step 2: the position -----------------------------------------------------------


def position_priority(book: Rulebook, s: BlitzState, i: int) -> tuple[int, int]:
    """Solo §5 step 2's list: lower is preferred; spaces without an effect last."""
    sp = book.space[i]
    e = sp.effect
    bot_vp, your_vp = s.vp[BOT], s.vp[PERSON]
    few = len(s.row) <= FEW_UNITS
    if e == "propaganda" and bot_vp >= LATE_VP:
        return 1, 0
    if e == "strategic":
        return 2, 0
    if e == "propaganda" and your_vp - bot_vp >= LEAD_VP:
        return 3, 0
    if e in INDUSTRY and few:
        return 4, INDUSTRY.index(e)
    if e in RESEARCH:
        return 5, RESEARCH.index(e)
    if e == "bombing":
        return 6, 0
    if e == "tactical":
        return 7, 0
    if e in INDUSTRY:
        return 8, INDUSTRY.index(e)
    if e == "propaganda":
        return 9, 0
    return 10, 0


#: The condition of a rule of step 2's list (solo §5), by its number.
POSITION_CONDITION = {1: " (it has 20+ VP)", 3: " (you lead by 3+ VP)",
                      4: " (it has 4 units or fewer)"}


def priority_rule(book: Rulebook, i: int, rank: int) -> str:
    """The rule of step 2's list that space ``i`` is first by, by the printed name of
    its effect, and that the rules before it did not apply: "Research; 2.1-2.4:
    none applies"."""
    effect = book.space[i].effect
    rule = PRINTED_EFFECT.get(effect, "no effect") + POSITION_CONDITION.get(rank, "")
    if rank == 1:
        return rule
    before = "2.1" if rank == 2 else f"2.1-2.{rank - 1}"
    return f"{rule}; {before}: none applies"


def choose_position(book: Rulebook, s: BlitzState, t: int, strat: str | None,
                    trace: Trace | None) -> int:
    """Solo §5 step 2: a space that closes and wins; else the stratagem's filter,
    then the priority list; left before right."""
    moves = placements(book, s, BOT, t)
    cands = sorted({i for _, i in moves})
    label = book.label
    if trace is not None:
        trace.step("2", f"empty spaces of {book.theatres[t].name}'s open campaign it can use",
                   [label(i) for i in cands])
    winning = sorted({i for k, i in moves if closes_and_wins(book, s, k, i)})
    if trace is not None:
        why = "a space that closes and wins"
        trace.step("2a", why if winning else f"{why}: none", [label(i) for i in winning])
    if winning:
        cands = winning
    else:
        cands = position_filter(book, s, strat, cands, trace)
        if len(cands) > 1:
            rank = {i: position_priority(book, s, i) for i in cands}
            best = min(rank.values())
            kept = [i for i in cands if rank[i] == best]
            if trace is not None:
                rule = priority_rule(book, kept[0], best[0])
                tie = len(kept) == len(cands)
                trace.step(f"2.{best[0]}", f"{rule}: all tie" if tie else rule,
                           [] if tie else [label(i) for i in kept])
            cands = kept
    if len(cands) > 1 and trace is not None:
        trace.step("2 tie", "left before right", [label(cands[0])])
    return cands[0]


#: A kind of space a stratagem's position filter prefers, by its printed name.
KIND_OF_SPACE = {INDUSTRY: "Industrial Production", RESEARCH: "Research",
                 ("bombing",): "Bombing", ("propaganda",): "Propaganda"}


def filter_order(s: BlitzState, strat: str | None) -> list[tuple[str, ...]] | None:
    """The kinds of space the stratagem's position filter prefers, in order (solo
    §5 "Stratagem Effects"); None: it has no position filter."""
    if strat == "Economic Warfare":
        return ([INDUSTRY, ("bombing",)] if len(s.row) <= FEW_UNITS
                else [("bombing",), INDUSTRY])
    if strat == "For the Glory":
        return [("propaganda",)]
    if strat == "Research & Development":
        return [RESEARCH]
    return None


def position_filter(book: Rulebook, s: BlitzState, strat: str | None, cands: list[int],
                    trace: Trace | None) -> list[int]:
    """The stratagem's position filter: the first listed kind of space present; a
    filter that keeps no space is passed over."""
    order = filter_order(s, strat)
    if order is None:
        if trace is not None and strat is not None:
            trace.step(strat, "no position filter")
        return cands
    for n, effects in enumerate(order):
        kept = [i for i in cands if book.space[i].effect in effects]
        if kept:
            if trace is not None:
                first = "" if n == 0 else f": no {KIND_OF_SPACE[order[0]]} space"
                trace.step(strat, *told(preference(order, len(s.row)) + first, kept, cands,
                                        [book.label(i) for i in kept]))
            return kept
    if trace is not None:
        trace.step(strat, f"{preference(order, len(s.row))}: none, so passed over")
    return cands


def preference(order: list[tuple[str, ...]], units: int) -> str:
    """A position filter in words: "prefers Bombing, then Industrial Production
    spaces (it has 5 units)" (Economic Warfare's order depends on the row)."""
    kinds = ", then ".join(KIND_OF_SPACE[effects] for effects in order)
    return f"prefers {kinds} spaces" + (f" (it has {units} units)" if len(order) > 1 else "")


# --- Step 3: the unit -------------------------------------------------------------


def choose_units(book: Rulebook, s: BlitzState, i: int, strat: str | None,
                 trace: Trace | None) -> list[int]:
    """The units left for space ``i``: their positions in the row, left to right
    (two tokens alike are two units, solo §5 step 3). Each rule keeps the units it
    prefers; one that would keep none is passed over."""
    t = book.where[i][0]
    sp = book.space[i]
    kinds, row = book.kinds, s.row
    cands = [j for j, k in enumerate(row) if sp.terrain in ENTERS[unit_type(book, s, BOT, k)]]
    if trace is not None:
        trace.step("3", f"units in its row that may enter {book.label(i)} "
                        f"({PRINTED_TERRAIN[sp.terrain]})",
                   [row[j] for j in cands])
    before = s.markers[t]

    def best_change(units: list[int]) -> list[int]:
        top = min(change_rank(before, after(book, s, row[j], i)) for j in units)
        return [j for j in units if change_rank(before, after(book, s, row[j], i)) == top]

    def keep(rule: str, why: str, kept: list[int]) -> None:
        nonlocal cands
        if trace is not None:
            trace.step(rule, *told(why, kept, cands, [row[j] for j in kept]))
        if kept:
            cands = kept

    keep("3a", "a unit that closes and wins",
         [j for j in cands if closes_and_wins(book, s, row[j], i)])
    unit_filter = stratagem_units(book, s, strat, sp.effect, cands, best_change)
    if unit_filter is not None:
        keep(strat, *unit_filter)
    elif strat is not None and trace is not None:
        trace.step(strat, "a Research space: no unit filter" if strat == "Research & Development"
                   else "no unit filter")
    if sp.effect == "none":
        keep("3c", "no effect on the space: units that move the marker",
             [j for j in cands if strength(book, s, BOT, row[j], t) > 0])
    if sum(s.board[j] is None for j in book.spaces[t][book.where[i][1]]) == 1:
        keep("3d", "the campaign's last space: no blitz unit",
             [j for j in cands if not kinds[row[j]].blitz])
    if s.vp[BOT] >= LATE_VP:
        top = max(strength(book, s, BOT, row[j], t) for j in cands)
        keep("3e", f"20+ VP: the strongest units (strength {top})",
             [j for j in cands if strength(book, s, BOT, row[j], t) == top])
    return cands


def stratagem_units(book: Rulebook, s: BlitzState, strat: str | None, effect: str,
                    cands: list[int], best_change) -> tuple[str, list[int]] | None:
    """The stratagem's unit filter for a space of ``effect`` (solo §5 "Stratagem
    Effects"): why, and the units it keeps; None: it has none here."""
    kinds, row = book.kinds, s.row
    if strat == "Big Guns":
        specials = [j for j in cands if kinds[row[j]].special]
        if specials:
            return "special weapons", specials
        return "no special weapon: the greatest change", best_change(cands)
    if strat == "Counterattack":
        return "the greatest change", best_change(cands)
    if strat == "Rapid Deployment":
        return "the leftmost unit", cands[:1]
    if strat == "Research & Development" and effect not in RESEARCH:
        return ("not a Research space: special weapons",
                [j for j in cands if kinds[row[j]].special])
    return None


def strategic_target(book: Rulebook, s: BlitzState, i: int, n: int, explain: bool = True
                     ) -> tuple[int, Trace | None]:
    """Strategic advantage for the bot (of space ``i``): the other open theatre
    where the move of ``n`` makes the greatest change; never onto a final space;
    top before bottom on a tie (solo §5 "AI Effects Execution", §7)."""
    t = book.where[i][0]
    cands = [x for x in range(len(book.theatres)) if x != t and not s.closed[x]]

    def rank(x: int) -> tuple[int, int]:
        m = s.markers[x]
        return change_rank(m, min(m + n, book.theatres[x].track - 1))

    best = min(rank(x) for x in cands)
    kept = [x for x in cands if rank(x) == best]
    if not explain:
        return kept[0], None
    trace = Trace(f"Bot turn {s.bot_turns}: strategic advantage of {book.label(i)} (solo §5 "
                  '"AI Effects Execution")')
    trace.step("strategic", f"another open {book.area}: the greatest change, never onto "
                            "a final space", [book.theatres[x].name for x in kept])
    if len(kept) > 1:
        trace.step("strategic tie", "top before bottom", [book.theatres[kept[0]].name])
    trace.choice = book.theatres[kept[0]].name
    return kept[0], trace
