"""BLITZKRIEG!'s rule options (declared once; the catalog and the rules read them).
The uncertain readings are discussed in docs/blitzkrieg.md."""

from __future__ import annotations

from dataclasses import dataclass

from automeeple.engine.options import option

DIFFICULTIES = ("easy", "medium", "hard")
BOMBED_TO = ("bag", "removed")
STRATEGIC_TARGETS = ("other", "any")


@dataclass(frozen=True)
class BlitzOptions:
    difficulty: str = option("medium", "the bot's head start (solo §3.4)", DIFFICULTIES)
    nippon: bool = option(False, "the Nippon expansion: you play the Axis, the bot Japan "
                                 "(solo §3.5)")
    #: solo §3 lists the set-up of every game, Nippon's included (step 1: "Allied
    #: ... or Axis with Nippon"): step 4, the difficulty rolls, then step 5, Nippon's
    #: two starting campaigns +2 for Japan. Off: Japan's campaigns take the place of
    #: the rolls (the reading before issue 17), and a difficulty is refused.
    nippon_difficulty: bool = option(True, "with Nippon, make the difficulty rolls (solo "
                                           "§3.4) before Japan's two campaigns (§3.5); "
                                           "false: no rolls (and no other difficulty than "
                                           "the default)")
    #: notes §1.3: must a unit fill the leftmost empty space of the active campaign?
    #: Most sources say any empty space may be used.
    leftmost_only: bool = option(False, "units must fill the leftmost empty space of a "
                                        "campaign (one reviewer's reading)")
    #: notes §5: a bombed unit goes back into its owner's "bag", or is "removed".
    bombed_to: str = option("bag", "where a bombed unit goes: back into its owner's bag, "
                                   "or removed from the game", BOMBED_TO)
    #: solo §5 "Blitz Unit Placed: If AI has >= 1 unit left, repeat Step 2", with no
    #: exception: a blitz unit the bot places as its extra placement gives it
    #: another. Off: one extra placement only (the person's reading, notes §4.3).
    bot_blitz_chain: bool = option(True, "the bot's blitz units chain: a blitz unit it "
                                         "places as the extra placement gives it another "
                                         "(solo §5)")
    #: notes §4.3: may the person's extra placement of a blitz unit be a blitz unit
    #: that allows another? Not confirmed; off.
    blitz_chain: bool = option(False, "your blitz unit placed as the extra placement allows "
                                      "another")
    #: notes §1.6: the person's Strategic advantage moves an "other" theatre (as the
    #: solo rules say for the bot), or "any" theatre, this one included.
    strategic_target: str = option("other", "your Strategic advantage moves another "
                                             "theatre, or any theatre (this one too)",
                                   STRATEGIC_TARGETS)
    #: notes §7.2: does a total victory also give the effects of the theatre's
    #: empty spaces? Three sources say so; on.
    total_victory_effects: bool = option(True, "a total victory also gives the effects of "
                                               "the theatre's empty spaces")
