"""What the catalog-wide tests count on in Islebound (tests/facts.py)."""

from tests.facts import Facts, TableGame, placeholder_answer

FACTS = Facts(
    seeded=True, labelled=TableGame(seed=12), steps=21, decisions=4, prompt_kinds=2,
    walkthrough_answer=placeholder_answer,
)
