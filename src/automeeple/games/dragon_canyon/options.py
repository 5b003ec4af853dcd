"""Dragon Canyon's rule options (declared once; the catalog and the rules read them).
The readings are discussed in docs/dragon-canyon.md."""

from __future__ import annotations

from dataclasses import dataclass

from automeeple.engine.core import GameError
from automeeple.engine.options import option

DIFFICULTIES = ("normal", "easier", "harder")
GUARD_TOWER = ("occupant", "defender")
END_TRIGGERS = ("stack", "stack-or-buildings")
CLOSEST = ("spiral", "steps")
LOOT_SCORING = ("face", "face-and-most")


@dataclass(frozen=True)
class DragonOptions:
    difficulty: str = option("normal", "the rule document's 'Varying the Difficulty': "
                                       "easier, or harder (the solo or 2-player list, by "
                                       "the number of seats)", DIFFICULTIES)
    #: solo rules, "Harder (solo)": the optional challenge.
    failure_objectives: bool = option(False, "solo: deal your objectives from the "
                                             "failure-effect cards only (the rule "
                                             "document's Harder challenge)")
    #: solo rules, "Moving the Dragon": "the closest" card, ties broken by the
    #: Tie Break; its example searches a spiral "until it finds" one.
    closest: str = option("spiral", "the dragon's target among several: the first card "
                                    "the tie-break spiral meets (the rule document's "
                                    "example), or the fewest orthogonal steps away, the "
                                    "spiral breaking ties (a stricter 'closest')", CLOSEST)
    #: notes §3: the Guard Tower's +2 (the rule document only says a trick may
    #: cancel it).
    guard_tower: str = option("occupant", "who gets the Guard Tower's +2: the card on it "
                                          "whether attacking or defending (notes §3 "
                                          "placeholder), or only a defender on it",
                              GUARD_TOWER)
    #: notes §13: the rule document names one end trigger; the notes' (b) adds one.
    end_trigger: str = option("stack", "the end: a building stack runs out (the rule "
                                       "document), or also a seat owning 6 buildings "
                                       "(5 with three seats; notes §13 placeholder)",
                              END_TRIGGERS)
    #: notes §11: loot is "worth 3 points" and there is a "bonus" (source cut off).
    loot_scoring: str = option("face", "loot: each card scores its printed VP, or also "
                                       "the edition's bonus for the most loot cards "
                                       "(notes §11, both readings of a cut-off review)",
                               LOOT_SCORING)
    max_rounds: int = option(40, "a safeguard, not in the rules: after this many rounds "
                                 "the game is scored (ended by cut-off)",
                             minimum=1, maximum=1000)


def refuse_inapplicable(opts: DragonOptions, seats: int) -> None:
    """Refuse, in one line naming the rule, an option the rules give no effect:
    failure_objectives in a game with two people (objectives are dealt in a solo
    game only, solo rules "Setup") or at Easier (which deals the success-bonus
    cards only, solo rules "Varying the Difficulty")."""
    if not opts.failure_objectives:
        return
    if seats != 2:
        raise GameError(f"failure_objectives=true cannot apply with {seats} seats: "
                        "objectives are dealt in a solo game only (solo rules, Setup)")
    if opts.difficulty == "easier":
        raise GameError("failure_objectives=true cannot apply with difficulty=easier: Easier "
                        "deals objectives from the success-bonus cards only (solo rules, "
                        "Varying the Difficulty)")
