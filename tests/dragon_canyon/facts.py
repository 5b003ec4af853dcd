"""What the catalog-wide tests count on in Dragon Canyon (tests/facts.py)."""

from tests.facts import Facts, TableGame, placeholder_answer

FACTS = Facts(
    seeded=True, labelled=TableGame(seed=12), steps=21, decisions=4, prompt_kinds=2,
    automa_run=2,
    browser={"players": 2, "options": {"max_rounds": "6"}},
    walkthrough_answer=placeholder_answer,
)
