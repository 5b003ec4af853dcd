"""What one seat may see of a game, as a declared type (docs/engine.md, "Views").

The map, the dragon, every caravan and stash, the discard piles, the buildings,
the loot and the AI's decks (how many cards, and the AI action card face up) are
public. A person's hand and the cards they placed face down are theirs alone:
anyone else sees how many cards they hold (``hand`` None, ``hand_size``) and a
face-down card as hidden, until it has been face up for all to see (then it is
named, face down too, as an AI card turned up is). An AI card placed from its
pile unseen is unknown to all.

The view reads the game through :class:`DragonViewed` (the engine's
:class:`~automeeple.engine.view.Viewed` with the rulebook and the edition), so
the game's class may import this module.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from automeeple.engine import view as engine_view
from automeeple.engine.view import View

from .actions import Blink, Buy, Fight, Play, Reveal
from .board import Rulebook
from .edition import RESOURCES, DragonEdition
from .ending import final_scores
from .grid import TILES, col_row, label
from .state import AI, HIDDEN, DragonState, known_to_all


class DragonViewed(engine_view.Viewed, Protocol):
    """What the view reads of the game: the engine's part, the rulebook (seats,
    options) and the edition's components."""

    rulebook: Rulebook
    edition: DragonEdition


# --- the parts of the board ------------------------------------------------------------

@dataclass
class PlacedCard:
    """A Force card on a map tile, as the viewer sees it (notes §4: placed face up
    or face down in the Journey Phase)."""

    #: Whose colour it is (0: the AI).
    owner: int
    face_up: bool
    #: Its name; "hidden" (:data:`~.state.HIDDEN`): another person's card face down,
    #: known to its owner only (a card once face up for all to see is named, face
    #: down too); None: an AI card placed from its face-down draw pile,
    #: unknown to all until it is turned up (solo rules, "Journey Phase").
    name: str | None


@dataclass
class MapTile:
    """A tile of the 4x4 map (notes §3), named "column,row" as the moves name it."""

    #: "column,row".
    tile: str
    column: int
    row: int
    #: The map tile laid here ("Forest"), None until it is laid.
    name: str | None
    #: Its special: "Guard Tower" (+2 strength), "Dragon Canyon" (moves the
    #: dragon) or "none"; None until laid.
    special: str | None
    #: What it yields in the Harvest Phase: a resource ("none" for a special
    #: tile) and how many; None and 0 until laid.
    resource: str | None
    amount: int
    #: The Force card on it, if any.
    card: PlacedCard | None
    #: The dragon stands here.
    dragon: bool


@dataclass
class Player:
    """A player's board: hand, discards, stash and caravan (notes §8), buildings,
    Loot cards and fights won (for the objectives)."""

    #: The seat's name: "AI (Blue)", "Green", "Red".
    name: str
    #: The AI (seat 0): it plays from its Force card draw pile, holding no hand.
    ai: bool
    #: The Force cards in hand, to their owner only (sorted); None to anyone else,
    #: who sees how many (``hand_size``).
    hand: list[str] | None
    hand_size: int
    #: The discard pile, face up, oldest first.
    discards: list[str]
    #: Resources by kind (Wood, Food, Stone, Bone): the stash (safe, spent in the
    #: Claim Phase) and the caravan (carried, stolen in a fight).
    stash: dict[str, int]
    caravan: dict[str, int]
    #: The buildings bought, and the Loot cards won, with their VP.
    buildings: list[str]
    loot: list[str]
    loot_vp: int
    #: Fights won as the attacker (objectives count them).
    wins: int


@dataclass
class BuildingStack:
    """A stack of building cards (solo rules, "Claim Phase"; "Game End": a stack
    running out ends the game)."""

    name: str
    #: Cards left in the stack.
    left: int
    vp: int
    #: Its cost by resource (the resources it names, Wood, Food, Stone, Bone order).
    cost: dict[str, int]


@dataclass
class ObjectiveCard:
    """An Objective card dealt to the person (solo rules, "Setup", "Objective
    Scoring"): the condition checked at the end and its success bonus or failure
    effect."""

    name: str
    #: "buildings", "stash", "loot" or "wins", at least ``target``.
    condition: str
    target: int
    #: "bonus" (done: gain VP), "lose" (failed: lose VP), "ai" (failed: the AI
    #: gains VP), "demolish" (failed: remove the most valuable buildings).
    effect: str
    amount: int
    #: The card in a sentence: "own at least 5 buildings; done: you gain 4 VP".
    text: str


@dataclass
class ActionCard:
    """The current AI action card, face up (solo rules, "AI Action Card
    Reference"): the tile it indicates, its Action, Tie Break, Strength and
    Purchase sections."""

    #: The edition file's key for the card (printed on nothing).
    number: int
    #: Its printed title, or "" when it prints none.
    title: str
    #: The tile it indicates: [column, row].
    tile: list[int]
    #: "Fight" or "Move Dragon".
    action: str
    #: Tie Break: the direction to start from and the way to turn.
    start: str
    turn: str
    #: Strength: added to the AI's Force card in a fight.
    strength: int
    #: Purchase: the building it buys.
    purchase: str


@dataclass
class Ending:
    """How the game ended (solo rules, "Game End")."""

    winner: int
    #: Why it ended, in a sentence.
    why: str
    #: What ended it: a stack ran out, enough buildings, the round limit.
    ended_by: str
    #: Each seat's VP by source: buildings, loot, objectives.
    by_source: list[list[int]]


@dataclass
class DragonView(View):
    """What one seat sees of Dragon Canyon, after the header."""

    #: The edition is the shipped placeholder (invented components).
    placeholder: bool
    #: "easier", "normal" or "harder" (solo rules, "Difficulty").
    difficulty: str
    #: The AI's turns so far, and whose turn it is.
    round: int
    turn: int
    #: A stack ran out: the turns still to play (solo rules, "Game End").
    last_turns: int | None
    #: The 16 map tiles, row by row ("1,1", "2,1", ...).
    map: list[MapTile]
    #: The tile the dragon stands on.
    dragon: str
    players: list[Player]
    #: Cards in the AI's face-down Force card draw pile, and the AI's cards nobody
    #: has seen (that pile and its cards placed unseen), by name.
    ai_pile: int
    ai_unseen: list[str]
    #: Cards in the AI action deck's draw pile, and the current card face up.
    action_pile: int
    action_card: ActionCard | None
    buildings: list[BuildingStack]
    #: Cards in the Loot deck.
    loot_deck: int
    #: The person's Objective cards (solo).
    objectives: list[ObjectiveCard]
    #: The end (None while the game goes on).
    result: Ending | None


def view(game: DragonViewed, s: DragonState, seat: int | None) -> DragonView:
    book, ed = game.rulebook, game.edition
    over = not s.flow
    rows = final_scores(book, s)[0] if over else [
        [sum(ed.building[b].vp for b in o) for o in s.owned],
        [sum(ed.loot_vp[x] for x in cards) for cards in s.loot]]
    scores: list[int | None] = [sum(col) for col in zip(*rows, strict=True)]
    to_move = game.to_move(s)
    mine = seat is not None and to_move == seat
    hints = move_hints(game, s) if mine else {}
    current = None if s.current is None else ed.ai_card[s.current]
    return DragonView(
        **game.header(s, seat, scores, hints, groups=move_groups(game, s) if mine else None),
        placeholder=ed.placeholder,
        difficulty=book.opts.difficulty,
        round=s.round,
        turn=s.turn,
        last_turns=s.last_turns,
        map=[tile(game, s, t, seat) for t in TILES],
        dragon=label(s.dragon),
        players=[player(game, s, p, seat) for p in range(book.seats)],
        ai_pile=s.pile,
        ai_unseen=sorted(s.unseen.contents),
        action_pile=len(s.actions),
        action_card=None if current is None else ActionCard(
            number=current.number, title=current.title, tile=list(current.tile),
            action=current.action, start=current.start, turn=current.turn,
            strength=current.strength, purchase=current.purchase),
        buildings=[BuildingStack(b.name, s.stacks[k], b.vp,
                                 {r: b.cost[r] for r in RESOURCES if r in b.cost})
                   for k, b in enumerate(ed.buildings)],
        loot_deck=len(s.loot_deck),
        objectives=[ObjectiveCard(o.name, o.condition, o.target, o.effect, o.amount, o.text)
                    for o in (ed.objective[name] for name in s.objectives)],
        result=(Ending(s.winner, s.why_over, s.ended_by, rows) if over else None),
    )


def tile(game: DragonViewed, s: DragonState, t: int, seat: int | None) -> MapTile:
    """A map tile: where it is, what it is, and the card on it as ``seat`` sees it."""
    col, row = col_row(t)
    kind = game.edition.tile[s.tiles[t]] if s.tiles[t] else None
    card = s.cards[t]
    shown = None
    if card is not None:
        owner, name, up = card
        known = owner == seat or known_to_all(s, t)
        shown = PlacedCard(owner, up, (name if known else HIDDEN) if name is not None else None)
    return MapTile(label(t), col, row, s.tiles[t], kind.special if kind else None,
                   kind.resource if kind else None, kind.amount if kind else 0,
                   shown, t == s.dragon)


def player(game: DragonViewed, s: DragonState, p: int, seat: int | None) -> Player:
    """Player ``p``'s board as ``seat`` sees it: their hand only if it is theirs."""
    return Player(
        name=game.seat_name(p), ai=p == AI,
        hand=sorted(s.hands[p]) if p == seat else None, hand_size=len(s.hands[p]),
        discards=list(s.discards[p]),
        stash=dict(zip(RESOURCES, s.stash[p], strict=True)),
        caravan=dict(zip(RESOURCES, s.caravan[p], strict=True)),
        buildings=list(s.owned[p]), loot=list(s.loot[p]),
        loot_vp=sum(game.edition.loot_vp[x] for x in s.loot[p]), wins=s.wins[p],
    )


def move_hints(game: DragonViewed, s: DragonState) -> dict[str, str]:
    """Beside each move: a placement's tile and yield and the card's strength and
    abilities (notes §4), a fight's target (and its abilities, when everyone knows
    the card), the trick a Blink or a Reveal uses, a building's VP."""
    ed, out = game.edition, {}
    for action in game.legal_actions(s):
        if isinstance(action, Play):
            kind = ed.tile[s.tiles[action.tile]]
            what = (SPECIAL_NOTE[kind.special][game.rulebook.opts.guard_tower]
                    if kind.special != "none" else f"{kind.amount} {kind.resource}")
            out[str(action)] = f"{kind.name}: {what}; {card_note(ed, action.card)}"
        elif isinstance(action, Fight):
            out[str(action)] = target_note(game, s, action.tile)
        elif isinstance(action, Blink | Reveal):
            out[str(action)] = ed.card[s.cards[s.flow[-1].tile][1]].trick_text
        elif isinstance(action, Buy):
            out[str(action)] = f"{ed.building[action.building].vp} VP"
    return out


#: What a special tile does for the card placed on it, by the rule option
#: ``guard_tower`` (notes §3, §7): said in a move's note, where the tile's name
#: already stands ("Guard Tower: +2 in its fights").
SPECIAL_NOTE = {
    "Guard Tower": {"occupant": "+2 in its fights", "defender": "+2 when it defends"},
    "Dragon Canyon": dict.fromkeys(("occupant", "defender"),
                                   "you move the dragon onto an enemy card"),
}


def card_note(ed: DragonEdition, name: str) -> str:
    """A Force card's strength and abilities: "strength 1; in a fight, the other
    card's Guard Tower +2 does not count"."""
    return "; ".join(x for x in (f"strength {ed.card[name].strength}", ed.ability[name]) if x)


def target_note(game: DragonViewed, s: DragonState, t: int) -> str:
    """The card a fight attacks, as everyone knows it: "Red's face-down card", or
    named, its strength and abilities with it ("AI (Blue)'s Tribal Mage (face
    down): strength 1; ...")."""
    owner, name, up = s.cards[t]
    if name is None or not known_to_all(s, t):
        return f"{game.seat_name(owner)}'s face-down card"
    return (f"{game.seat_name(owner)}'s {name}{'' if up else ' (face down)'}: "
            f"{card_note(game.edition, name)}")


def move_groups(game: DragonViewed, s: DragonState) -> dict[str, str]:
    """A Journey placement comes under the Force card it plays (solo rules,
    "Journey Phase": a card from hand, then an empty tile for it)."""
    return {str(a): a.card for a in game.legal_actions(s) if isinstance(a, Play)}
