"""What the rules share: the seats' names, resources moving between the supply,
caravans and stashes (notes §8), the AI's two decks and their reshuffles (solo
rules, "Setup"), and the sentences that tell the table what changed."""

from __future__ import annotations

from dataclasses import dataclass

from automeeple.engine.core import ChanceRequest, Event, counted
from automeeple.engine.flow import Events, Step, Work

from .actions import ActionTable
from .edition import RESOURCES, DragonEdition
from .grid import where
from .options import DragonOptions
from .state import AI, DragonState


class Rulebook:
    """The static rules of one game: the edition, the options, the seats."""

    def __init__(self, ed: DragonEdition, opts: DragonOptions, seats: int,
                 actions: ActionTable) -> None:
        self.edition = ed
        self.opts = opts
        self.seats = seats
        self.actions = actions
        self.solo = seats == 2
        self.people = tuple(range(1, seats))
        self.names = (f"AI ({ed.colours[0]})", *ed.colours[1:seats])
        self.easier = opts.difficulty == "easier"
        self.harder = opts.difficulty == "harder"
        #: solo rules, "Harder": the AI buys with 3 resources instead of 4.
        self.price = 3 if self.harder else 4
        #: Each building's stack (its place in the state's ``stacks``, the edition's
        #: order), by the building's name.
        self.stack = {b.name: k for k, b in enumerate(ed.buildings)}
        #: Each building's cost by its name, in the order of ``RESOURCES``.
        self.cost = {b.name: tuple(b.cost.get(r, 0) for r in RESOURCES) for b in ed.buildings}
        #: Each AI action card as a person reports it (``AICard.name``), by its number.
        self.card_name = {c.number: c.name for c in ed.ai_cards}
        #: The other ways a person may write a card with no title (its sections):
        #: its tile spaced or bracketed, and the phrases from each later word on.
        self.card_spellings = {c.number: card_spellings(c.tile, c.sections)
                               for c in ed.ai_cards if not c.title}

    def its(self, seat: int) -> str:
        """The pronoun of a seat's own things: "its" for the AI, "their" for a
        person (a person is never "it")."""
        return "its" if seat == AI else "their"

    def whose(self, seat: int) -> str:
        """A seat's name as an owner: "AI (Blue)'s", "Green's"."""
        return f"{self.names[seat]}'s"

    def tile_name(self, s: DragonState, t: int) -> str:
        """A map tile as the table finds it: "the Forest at column 2, row 3"."""
        return f"the {s.tiles[t]} at {where(t)}"

    def special(self, s: DragonState, t: int) -> str:
        return self.edition.tile[s.tiles[t]].special

    def die(self, name: str) -> ChanceRequest:
        """A die rolled at the table, read by its face."""
        faces = self.edition.die
        values = sorted(set(faces))
        return ChanceRequest(name, tuple(self.actions.roll[v] for v in values),
                             tuple(faces.count(v) for v in values),
                             labels=tuple(str(v) for v in values))


def say(ev: Events, kind: str, text: str, who: int | None = None, **data) -> None:
    """An event about seat ``who`` for the log and the table (only when someone
    reads it)."""
    if ev is not None:
        ev.append(Event(kind, text, who, data))


def amounts(counts: list[int]) -> str:
    """Resource counts as a person reads them: "2 Wood, 1 Bone" (or "nothing")."""
    return ", ".join(f"{n} {r}" for r, n in zip(RESOURCES, counts, strict=True) if n) or "nothing"


def gain(book: Rulebook, s: DragonState, seat: int, resource: str, n: int, why: str,
         ev: Events) -> None:
    """``seat`` takes ``n`` of ``resource`` from the supply into its caravan (notes
    §8: what is gathered travels in the caravan until the next Stockpile)."""
    s.caravan[seat][RESOURCES.index(resource)] += n
    say(ev, "gain", f"{book.names[seat]} takes {n} {resource} into {book.its(seat)} caravan "
                    f"({why}).",
        seat, seat=seat, resource=resource, amount=n, why=why)


def stockpile(book: Rulebook, s: DragonState, seat: int, ev: Events) -> None:
    """The Stockpile Phase (solo rules; notes §5): the caravan goes into the stash."""
    moved = s.caravan[seat]
    if any(moved):
        s.stash[seat] = [a + b for a, b in zip(s.stash[seat], moved, strict=True)]
        its = book.its(seat)
        say(ev, "stockpile", f"{book.names[seat]} moves {amounts(moved)} from {its} caravan "
                             f"to {its} stash.", seat, seat=seat, moved=list(moved))
        s.caravan[seat] = [0] * len(RESOURCES)


def most_valuable(counts: list[int]) -> str | None:
    """The most valuable resource held (solo rules, "Spoils": Bone; Stone; Food;
    Wood), or None."""
    return next((r for r, n in zip(reversed(RESOURCES), reversed(counts), strict=True) if n),
                None)


def reshuffle_force(book: Rulebook, s: DragonState, ev: Events) -> None:
    """Solo rules, "Setup": the AI's Force draw pile ran out: its discards are
    shuffled into a new face-down pile (cards now unseen again, a new lot)."""
    s.unseen.shuffle_in(s.discards[AI], s.pile)
    s.pile += len(s.discards[AI])
    say(ev, "shuffle", f"Shuffle the {counted(len(s.discards[AI]), 'card')} of the AI's Force "
                       "discard pile into a new face-down draw pile.", AI,
        cards=list(s.discards[AI]))
    s.discards[AI] = []


def flip(s: DragonState, item: Work) -> tuple[Work, ...]:
    """The work for flipping an AI action card with ``item``: first the reshuffle,
    if the draw pile has run out (solo rules, "Setup")."""
    return (item,) if len(s.actions) else (ReshuffleActions(), item)


@dataclass(frozen=True, slots=True)
class ReshuffleActions(Step):
    """Solo rules, "Setup": the AI's action card draw pile ran out: shuffle the
    discards to form a new face-down draw pile."""

    def run(self, game, s: DragonState, ev: Events) -> None:
        s.actions = sorted(s.flipped)  # the pile is empty
        say(ev, "shuffle", f"Shuffle the {len(s.flipped)} flipped AI action cards into a new "
                           "face-down draw pile.", AI, cards=list(s.flipped))
        s.flipped = []


def card_spellings(tile: tuple[int, int], sections: str) -> tuple[tuple[str, ...],
                                                                   tuple[str, ...]]:
    """A card without a title as a person may write what it prints
    ("2,2 Move Dragon +3 Right anticlockwise Guard Post"): its tile with spaces or
    brackets ("2, 2", "2 2", "(2,2)", then the rest), and each phrase that starts at
    a later word ("Move Dragon +3 Right anticlockwise Guard Post", "Dragon +3 ...",
    "+3 Right anticlockwise Guard Post", ...), whose start names it when no other
    card can read so."""
    c, r = tile
    words_ = sections.split()
    rest = " ".join(words_[1:])
    tiles = [f"{c}{gap}{r}" for gap in (", ", " ,", " , ", " ")]
    tiles += [f"({x})" for x in (f"{c},{r}", *tiles)]
    return (tuple(f"{x} {rest}" for x in tiles),
            tuple(" ".join(words_[k:]) for k in range(1, len(words_))))


def action_flip(book: Rulebook, s: DragonState, why: str) -> ChanceRequest:
    """Flip the top AI action card (``why``: for what), reported by what is printed
    on it: its title, or its sections (``AICard.name``). A card with no title is
    also read with its tile spaced or bracketed ("2 2", "(2, 2) Move") and by any
    run of its words that no other card in the pile prints ("Move Dragon +3 Right
    anticlockwise"): a start of one of its phrases (:func:`card_spellings`) names
    it when it is the start of no other card's. A phrase several cards print
    ("anticlockwise Guard Post") is followed by the card's name, so that typed
    whole it is refused as ambiguous, naming those cards, rather than read as
    the first of them (an alias typed whole names its card)."""
    numbers = s.actions
    labels = tuple(map(book.card_name.__getitem__, numbers))

    def aliases() -> tuple[tuple[str, ...], ...]:
        """Made only when a person's answer is read (a simulation flips thousands)."""
        spelled = [book.card_spellings.get(n, ((), ())) for n in numbers]
        seen: dict[str, int] = {}
        for _, phrases in spelled:
            for p in set(map(str.lower, phrases)):
                seen[p] = seen.get(p, 0) + 1
        return tuple((*tiles, *(p if seen[p.lower()] == 1 else f"{p} ({name})"
                                for p in phrases))
                     for name, (tiles, phrases) in zip(labels, spelled, strict=True))

    return ChanceRequest(f"flip the next AI action card ({why})",
                         tuple(book.actions.flip[n] for n in numbers), (1,) * len(numbers),
                         labels=labels, aliases=aliases)


def use_card(book: Rulebook, s: DragonState, number: int, ev: Events):
    """The AI action card ``number`` is flipped: it is now the current card."""
    s.actions.remove(number)
    s.flipped.append(number)
    s.current = number
    card = book.edition.ai_card[number]
    title = f" {card.title}" if card.title else ""
    say(ev, "flip", f"AI action card{title}: tile {card.tile[0]},{card.tile[1]}, "
                    f"{card.action}, tie break {card.start} {card.turn}, strength "
                    f"{card.strength:+d}, purchase {card.purchase}.", AI, card=card.name,
        tile=list(card.tile), action=card.action, start=card.start, turn=card.turn,
        strength=card.strength, purchase=card.purchase)
    return card


def unseen_request(book: Rulebook, s: DragonState, name: str, tile: int | None
                   ) -> ChanceRequest:
    """The AI Force card nobody has seen on ``tile`` (None: the top card of its
    pile) is turned up: any card of the shuffle it came from that nobody has seen,
    as likely as its copies (the pile was shuffled and the card placed without
    looking; :mod:`.unseen`)."""
    kinds, counts = s.unseen.lot(tile).distribution()
    return ChanceRequest(name, tuple(book.actions.named["turn up", k] for k in kinds), counts,
                         labels=kinds)


def hand_discard(book: Rulebook, s: DragonState, victim: int, why: str) -> ChanceRequest:
    """``victim`` discards a card from hand at random (they shuffle their hand and
    report the card by its name)."""
    hand = sorted(s.hands[victim])
    return ChanceRequest(f"{book.names[victim]} discards a card at random from hand ({why})",
                         tuple(book.actions.named["discard", c] for c in hand),
                         (1,) * len(hand), labels=tuple(hand), secret=True, owner=victim)
