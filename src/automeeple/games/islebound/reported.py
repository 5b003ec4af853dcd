"""The person's turn reported from the physical table (option
``person_turn="reported"``, Table mode). The person plays their own turn on the
table and tells the program only what touches the AI: where their ship ended
(Close Quarters, solo §5), a town they took (nobody's, or one retaken from the AI),
a visit to an AI town (solo §5 "AI
Port Visits"), coins put on the treasure map or taken from it, influence cubes put
on or taken off the track, a building bought (the row is dealt up again: the card
turned over is reported by its printed name), a brag card resolved, a renown token
taken; then "done" ("pass" only with the option ``ai_passes``, solo §4). Each
report is echoed, and each that changes the AI's side says what to hand over.
"""

from __future__ import annotations

from dataclasses import dataclass

from automeeple.engine.core import Action, Event
from automeeple.engine.flow import Events, Step, push

from .actions import COMPARE, Build, Count, Took, Visit, Word
from .board import Board, coins, goods
from .state import AI, PERSON, IsleState, PersonChoice
from .supply import (
    DrawToken,
    TokenCheck,
    ai_holds,
    place_cubes,
    remove_cubes,
    resolve_brag,
    spaces,
    take_buildings,
)


@dataclass(frozen=True, slots=True)
class ReportedTurn(Step):
    """The person's turn on the table: where the ship ended, then what else
    happened, until done."""

    def run(self, game, s: IsleState, ev: Events) -> None:
        push(s, ReportShip(), ReportTurn())


@dataclass(frozen=True, slots=True)
class ReportShip(PersonChoice):
    """Where the person's ship ended its move. Ending in the AI's region, coming
    from elsewhere, is Close Quarters (solo §5; option ``close_quarters``)."""

    def legal(self, game, s: IsleState) -> list[Action]:
        return list(game.actions.ship)

    def resolve(self, game, s: IsleState, action: Action, ev: Events) -> None:
        before, s.ship[PERSON] = s.ship[PERSON], action.what
        if ev is not None:
            ev.append(Event("move", f"Your ship is in {action.name}.", PERSON,
                            {"to": action.name}))
        if game.opts.close_quarters and action.what == s.ship[AI] != before:
            s.coins[AI] += 1
            if ev is not None:
                ev.append(Event("close-quarters", "Close Quarters: exhaust one of your "
                                                  "administer crew and pay the AI 1 coin "
                                                  "(solo §5).", PERSON, {"coins": 1}))
            push(s, TokenCheck())

    def question(self, game, s: IsleState) -> str:
        names = game.board.place_names
        return (f"Your turn on the table. Where did your ship end its move? (it was in "
                f"{names[s.ship[PERSON]]}; the AI's ship is in {names[s.ship[AI]]})")


def not_yours(board: Board, s: IsleState) -> list[int]:
    """The towns the person may report taking: nobody's, or the AI's (the rules
    do not forbid retaking a town from the AI; the table is the truth)."""
    return [t for t in range(len(board.towns)) if s.owner[t] != PERSON]


def ai_towns(board: Board, s: IsleState) -> list[int]:
    return [t for t in range(len(board.towns)) if s.owner[t] == AI]


def topics(game, s: IsleState) -> list[str]:
    """What there is to report now ("pass" only when it makes the AI pass, option
    ``ai_passes``: otherwise it is "done")."""
    board = game.board
    out = ["done", "pass"] if game.opts.ai_passes else ["done"]
    if not_yours(board, s):
        out.append("took")
    if ai_towns(board, s):
        out.append("visit")
    out.append("treasure")
    if s.treasure:
        out.append("hunted")
    if None in s.track:
        out.append("cubes on")
    if s.cubes(PERSON):
        out.append("cubes off")
    if any(c is not None for c in s.row):
        out.append("bought")
    if len(s.bragged) < len(board.brags):
        out.append("brag")
    if s.stack:
        out.append("token")
    return out


@dataclass(frozen=True, slots=True)
class ReportTurn(PersonChoice):
    """What else happened on the person's turn that touches the AI, one report at a
    time (:data:`MEANING` says what each means); "done" ends the turn, "pass" says
    the person passed (solo §4, option ``ai_passes``)."""

    def legal(self, game, s: IsleState) -> list[Word]:
        return [game.actions.word[w] for w in topics(game, s)]

    def resolve(self, game, s: IsleState, action: Word, ev: Events) -> None:
        word = action.word
        if word == "done":
            return
        if word == "pass":
            s.passed = True
            if ev is not None:
                ev.append(Event("pass", "You pass.", PERSON, {"seat": PERSON}))
            return
        if word == "hunted":
            if ev is not None:
                ev.append(Event("treasure", f"You took the {coins(s.treasure)} on the "
                                            "treasure map.", PERSON, {"coins": s.treasure}))
            s.treasure = 0
            push(s, ReportTurn())
        elif word == "token":
            push(s, DrawToken(PERSON), ReportTurn())
        else:
            detail = ReportDetail(word)
            answers = detail.legal(game, s)
            if len(answers) == 1:  # one possible answer: not asked
                push(s, ReportTurn())
                detail.resolve(game, s, answers[0], ev)
            else:
                push(s, detail, ReportTurn())

    def question(self, game, s: IsleState) -> str:
        # What each report means is the view's hint beside it: the terminal lists
        # them ('moves'), the web app shows them under the buttons.
        return "Report what else your turn changed, one thing at a time, or done"


#: What each report means, shown beside it (the view's hints).
MEANING = {
    "done": "nothing more: the AI's turn",
    "pass": "you passed: the AI passes too and the round ends (solo §4)",
    "took": "you took a town, nobody's or the AI's (by diplomacy: report the cubes "
            "spent with 'cubes off')",
    "visit": "you visited one of the AI's towns (you pay it the spoils)",
    "treasure": "you paid a town's fee onto the treasure map",
    "hunted": "you took the coins on the treasure map",
    "cubes on": "you put cubes on the influence track",
    "cubes off": "you took cubes off the influence track",
    "bought": "you bought a building from the row",
    "brag": "you resolved a brag (reputation) card",
    "token": "you took a renown token",
}

QUESTIONS = {
    "took": "Which town did you take?",
    "visit": "Which of the AI's towns did you visit?",
    "treasure": "How many coins did you put on the treasure map?",
    "cubes on": "How many of your cubes did you put on the influence track (leftmost "
                "empty spaces)?",
    "cubes off": "How many of your cubes did you take off the influence track (from the "
                 "left)?",
    "bought": "Which building did you buy from the row?",
    "brag": "Which brag card did you resolve?",
}


@dataclass(frozen=True, slots=True)
class ReportDetail(PersonChoice):
    """The detail of one report (``topic`` one of :data:`QUESTIONS`)."""

    topic: str

    def legal(self, game, s: IsleState) -> list[Action]:
        board, acts = game.board, game.actions
        if self.topic == "took":
            return [acts.took[t] for t in not_yours(board, s)]
        if self.topic == "visit":
            return [acts.visit[t] for t in ai_towns(board, s)]
        if self.topic == "treasure":
            return acts.treasure[1:game.max_fee + 1]
        if self.topic == "cubes on":
            return acts.cubes_on[1:s.track.count(None) + 1]
        if self.topic == "cubes off":
            return acts.cubes_off[1:s.cubes(PERSON) + 1]
        if self.topic == "bought":
            return [acts.build[c] for c in s.row if c is not None]
        return [acts.brag[b] for b in range(len(board.brags)) if b not in s.bragged]

    def resolve(self, game, s: IsleState, action: Action, ev: Events) -> None:
        board = game.board
        if isinstance(action, Took):
            before, s.owner[action.what] = s.owner[action.what], PERSON
            if ev is not None:
                text = (f"You took {action.name} from the AI: take the AI's cube off it."
                        if before == AI else f"You took {action.name}.")
                ev.append(Event("town", text, PERSON, {"town": action.name, "from": before}))
        elif isinstance(action, Visit):
            spoils = board.towns[action.what].spoils
            s.coins[AI] += spoils
            if ev is not None:
                ev.append(Event("visit", f"{action.name} is the AI's: pay the AI "
                                         f"{coins(spoils)}, its spoils, not the fee (solo §5).",
                                PERSON,
                                {"town": action.name, "paid": spoils}))
            push(s, TokenCheck())
        elif isinstance(action, Build):
            take_buildings(board, s, PERSON, [action.what], ev, paid=True)
        elif isinstance(action, Count):
            count(s, self.topic, action.what, ev)
        else:
            push(s, BragCompare(action.what))

    def question(self, game, s: IsleState) -> str:
        return QUESTIONS[self.topic]


def count(s: IsleState, topic: str, n: int, ev: Events) -> None:
    """Coins onto the treasure map, or the person's cubes on or off the track."""
    if topic == "treasure":
        s.treasure += n
        text = f"You put {coins(n)} on the treasure map; it holds {coins(s.treasure)}."
    elif topic == "cubes on":
        text = f"Your cubes are on {spaces(place_cubes(s, PERSON, n))}."
    else:
        text = f"Your cubes came off {spaces(remove_cubes(s, PERSON, n))}."
    if ev is not None:
        ev.append(Event("report", text, PERSON, {"topic": topic, "count": n}))


@dataclass(frozen=True, slots=True)
class BragCompare(PersonChoice):
    """Solo §5 "Brag Cards": the AI holds at least 2 of the called resource; the
    person says whether they hold more, fewer or the same."""

    card: int

    def legal(self, game, s: IsleState) -> list[Word]:
        return [game.actions.word[w] for w in COMPARE]

    def resolve(self, game, s: IsleState, action: Word, ev: Events) -> None:
        resolve_brag(game.board, s, self.card, action.word, ev)

    def question(self, game, s: IsleState) -> str:
        brag = game.board.brags[self.card]
        has, counts = getattr(s, brag.resource)[AI], ai_holds(s, brag.resource)
        # Solo §5 "Brag Cards": the AI has at least 2 of the resource; with fewer it
        # counts as 2, and the question says so (its supply shows what it has).
        held = goods(has, brag.resource) + (
            f" and counts as {counts} (solo §5)" if counts != has else "")
        return (f"Brag {brag.name} calls {brag.resource}: the AI has {held}. Have you "
                "more, fewer or the same?")
