"""Islebound's rule options (declared once; the catalog and the rules read them).
Each uncertain reading is discussed in docs/islebound.md."""

from __future__ import annotations

from dataclasses import dataclass

from automeeple.engine.options import option

PERSON_TURNS = ("played", "reported")
AFFORD = ("coins", "free")


@dataclass(frozen=True)
class IsleOptions:
    #: How the person's turn reaches the program: played in it (Play, Simulate), or
    #: played on the physical table and reported (Table mode).
    person_turn: str = option("played", "your turn: 'played' in the program, or 'reported' "
                                        "from the physical table (Table mode)", PERSON_TURNS)
    #: Solo §3 gives the AI 7 coins; breathofj v1.1 (notes §14.2) gives it 0.
    ai_start_coins: int = option(7, "the AI's starting coins: 7 (solo §3) or 0 "
                                    "(breathofj variant 1.1)", (7, 0))
    #: Solo §5 "14 or 16 gold (variant dependent)"; 16 is breathofj v1.1's number,
    #: the only source that names one.
    token_threshold: int = option(16, "the AI buys a renown token on reaching this many "
                                      "coins (solo §5: 14 or 16; 16 is breathofj "
                                      "v1.1's)", (16, 14))
    #: breathofj v1.1 scores 1 per AI cube left on the track; the solo rules do not.
    cube_scoring: bool = option(False, "the AI scores 1 renown per cube of its own left on "
                                       "the influence track (breathofj v1.1; not in the solo "
                                       "rules)")
    #: Solo §6 "+1 renown per 2 fish/wood (if variant rule active)".
    fish_wood_scoring: bool = option(False, "the AI scores 1 renown per 2 fish and wood "
                                            "(solo §6, a variant rule)")
    #: Solo §5 "Special AI Rules": the Close-Quarters variant.
    close_quarters: bool = option(True, "Close Quarters: ending your move in the AI's region "
                                        "exhausts an administer crew and pays the AI 1 coin "
                                        "(solo §5)")
    #: Solo §7 FAQ: "If variant rule active (last token triggers endgame)".
    last_token_ends: bool = option(False, "taking the last renown token triggers the end "
                                          "(solo §7 FAQ, a variant rule)")
    #: Solo §4 "AI only acts when human passes; if human passes, AI passes and round
    #: ends". Read literally the two halves contradict each other (the AI would never
    #: act); "passes" is read as "hands over the turn", as the next line says
    #: ("AI actions occur after human completes full turn"): docs/islebound.md.
    ai_passes: bool = option(False, "when you pass, the AI passes too (solo §4 read "
                                    "literally); off: the AI takes its turn after yours "
                                    "(solo §4 'AI actions occur after human completes full turn')")
    #: Solo §5 actions 5 and 6 "if cannot afford cheapest: take none", "if cannot
    #: afford most expensive: take no building", §7 FAQ "Skip if can't afford": the
    #: AI checks the cost against its coins (and still pays nothing, §7 FAQ), the
    #: reading that keeps all three clauses in force; "free" makes them dead text.
    ai_afford: str = option("coins", "what the AI can 'afford' (solo §5, §7): "
                                     "'coins', a building costing no more than its coins "
                                     "(it still pays nothing, §7 FAQ); 'free', any "
                                     "building in the row (the 'cannot afford' clauses "
                                     "never apply)", AFFORD)
    #: Solo §5 action 5 "If <6 buildings available: AI places 1 cube on influence track".
    scarce_buildings: bool = option(True, "with fewer than 6 buildings left to buy (row and "
                                          "deck), the AI's Building Purchase places 1 cube "
                                          "instead of taking buildings (solo §5); off: "
                                          "the cube comes as well")
    #: Notes §4: a town's banner says how it is taken. The solo text names no banner
    #: for the AI's Diplomacy and Attack.
    ai_banners: bool = option(True, "the AI's Diplomacy takes only blue-banner towns and its "
                                    "Attack only red-banner ones (the base game's banners, "
                                    "notes §4); off: any town by either")
    #: Solo §4: the person's turn is "1 main action + any free actions"; the notes
    #: (§13.1) do not say which actions are free. Building is read as one.
    free_build: bool = option(True, "building from the row is a free action after your "
                                    "main action (solo §4 'any free actions'); off: "
                                    "it is your turn's one action (notes §13.1)")
    #: Notes §8: whether a building's book requirement is spent or only held.
    books_spent: bool = option(False, "building from a row slot spends its book tokens "
                                      "(off: you only need to hold them; notes §8)")
