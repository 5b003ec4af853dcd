"""What the catalog-wide tests count on in The Alpha (tests/facts.py)."""

from tests.facts import Facts, TableGame

FACTS = Facts(
    seeded=True, labelled=TableGame(seed=12), steps=21, decisions=4, prompt_kinds=2,
    browser={"players": 3, "seat_bots": {1: "random", 2: "you"}},
)
