"""What the catalog-wide tests count on in BLITZKRIEG! (tests/facts.py)."""

from tests.blitzkrieg.test_walkthrough import shipped_answer
from tests.facts import Facts, TableGame

FACTS = Facts(
    seeded=True, labelled=TableGame(seed=12), steps=21, decisions=4, prompt_kinds=2,
    automa_run=2,
    more_options=({"nippon": True},),
    browser={"options": {"difficulty": "easy"}},
    walkthrough_answer=shipped_answer,
)
