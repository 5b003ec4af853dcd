"""Everything that changes in a game of Dragon Canyon.

Seat 0 is the AI (it takes the first turn, solo rules "Game Play"); seats 1 and 2
are people. ``tiles[t]`` is the name of the tile laid at map tile ``t`` (None until
laid); ``cards[t]`` is None or the Force card on it as ``(owner, name, face_up)``.
An AI card placed face down from the top of its pile is ``name`` None: nobody has
seen it, so nobody, the program included, knows it until it is turned up; the
AI's cards nobody has seen (its draw pile and those face-down cards) are
``unseen``, by the shuffle they came from (:mod:`.unseen`), from which a card
turned up is drawn. A person's card turned face up is seen by everyone, so once
turned face down again (Gathering) it stays known to all: its tile is in
``shown`` until the card leaves the map. Resources are counts in
:data:`~.edition.RESOURCES` order. What is still to be done is on ``flow``, as
work items named after the rules they carry out.
"""

from __future__ import annotations

from automeeple.engine.components import Bag
from automeeple.engine.flow import Choice, Work
from automeeple.engine.rng import Stream
from automeeple.engine.state import FLOW, LIST, LISTS, OBJECT, RNG, UNKEYED, VALUE, GameState

from .unseen import Unseen

AI = 0
#: What anyone else sees of a person's card in hand or face down.
HIDDEN = "hidden"
#: Where the VP come from (the result's breakdown).
SOURCES = ("buildings", "loot", "objectives")


class PersonChoice(Choice):
    """A decision of a person (``side``'s seat); the AI never chooses: its turn is
    the rule document's procedure, driven by its cards."""

    __slots__ = ()
    side: int

    @property
    def seat(self) -> int:
        return self.side


class DragonState(GameState):
    FIELDS = {
        "rng": RNG, "flow": FLOW, "turn": VALUE, "round": VALUE,
        "tiles": LIST, "cards": LIST, "dragon": VALUE,
        "hands": LISTS, "discards": LISTS, "pile": VALUE, "unseen": OBJECT,
        "actions": LIST, "flipped": LIST, "current": VALUE,
        "stash": LISTS, "caravan": LISTS, "stacks": LIST, "owned": LISTS,
        "loot_deck": OBJECT, "loot": LISTS, "wins": LIST, "objectives": LIST,
        "last_turns": VALUE, "ended_by": VALUE, "winner": VALUE, "why_over": VALUE,
        # UNKEYED: what everyone has seen follows from the moves made; it decides
        # nothing in the rules (left out of the key, so the records' hashes do not
        # see it), only what each seat is shown.
        "shown": UNKEYED,
    }
    __slots__ = tuple(FIELDS)

    rng: Stream | None
    flow: list[Work]
    turn: int  # whose turn it is
    round: int  # the AI's turns so far
    tiles: list[str | None]
    cards: list[tuple[int, str | None, bool] | None]
    dragon: int
    hands: list[list[str]]  # per seat (the AI's is empty: it plays from its pile)
    discards: list[list[str]]  # per seat, face up
    pile: int  # cards in the AI's face-down Force draw pile
    unseen: Unseen  # the AI's cards nobody has seen: its pile and its unknown cards
    actions: list[int]  # the AI action deck's draw pile (card numbers, sorted)
    flipped: list[int]  # the AI action cards flipped since the last reshuffle
    current: int | None  # the current AI action card (the last flipped)
    stash: list[list[int]]
    caravan: list[list[int]]
    stacks: list[int]  # cards left in each building stack (edition order)
    owned: list[list[str]]  # buildings per seat
    loot_deck: Bag[str]
    loot: list[list[str]]  # loot cards per seat
    wins: list[int]  # fights won as the attacker, per seat (objectives)
    objectives: list[str]  # solo: the person's three objective cards
    last_turns: int | None  # a stack ran out: the turns still to play
    ended_by: str
    winner: int | None
    why_over: str
    shown: frozenset[int]  # tiles whose card, face down now, was face up for all to see


def known_to_all(s: DragonState, t: int) -> bool:
    """Everyone knows the card on tile ``t``: it is face up, or an AI card (named
    only once turned up), or a card face up for all to see since it was placed
    (then turned face down at Gathering, solo rules "Harvest Phase")."""
    owner, _, up = s.cards[t]
    return up or owner == AI or t in s.shown


def take_off(s: DragonState, t: int) -> None:
    """The card on tile ``t`` leaves the map (a fight lost, a festival, a blink)."""
    s.cards[t] = None
    s.shown -= {t}
