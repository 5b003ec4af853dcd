"""What the catalog-wide tests count on in The Wolves (tests/facts.py)."""

from tests.facts import Facts, TableGame

FACTS = Facts(
    seeded=True, labelled=TableGame(seed=12), steps=21, decisions=4, prompt_kinds=2,
    automa_run=2,
    browser={"options": {"max_rounds": "4"}},
    web_form={"opt_max_rounds": "4"},
    screenshot="phone-game",
)
