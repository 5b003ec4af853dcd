"""Decision traces: why an automa or rule-based bot did what it did.

A trace is the ordered steps of the bot's procedure. Each step names the rule it
applied (with the rule document's section) and the candidates still standing after
it, so a person can follow the decision exactly as if running the bot by hand.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class TraceStep:
    rule: str
    detail: str
    candidates: tuple[str, ...] = ()


@dataclass
class Trace:
    """The decision being made, its steps, and the choice it came to."""

    decision: str
    steps: list[TraceStep] = field(default_factory=list)
    choice: str = ""
    #: What the decision may disclose that a person cannot see yet (a Conflict
    #: Token turned face down, the cards in a hand), named as ``FlowGame.secrets``
    #: names them: the session shows the trace only once none of it is hidden.
    sealed_by: tuple[str, ...] = ()

    @property
    def sealed(self) -> bool:
        return bool(self.sealed_by)

    def step(self, rule: str, detail: str, candidates=()) -> None:
        self.steps.append(TraceStep(rule, detail, tuple(str(c) for c in candidates)))

    def then(self, rule: str, detail: str, candidates=(), choice: str | None = None) -> Trace:
        """A new trace with one more step (states that share a trace never see
        each other's later steps)."""
        step = TraceStep(rule, detail, tuple(str(c) for c in candidates))
        return Trace(self.decision, [*self.steps, step],
                     self.choice if choice is None else choice, self.sealed_by)

    def lines(self) -> list[str]:
        out = [self.decision]
        for n, s in enumerate(self.steps, 1):
            left = f"  -> {', '.join(s.candidates)}" if s.candidates else ""
            out.append(f"  {n}. [{s.rule}] {s.detail}{left}")
        if self.choice:
            out.append(f"  = {self.choice}")
        return out

    def to_dict(self) -> dict:
        """The trace as plain data (for a view or a web page)."""
        return {"decision": self.decision, "choice": self.choice,
                "steps": [{"rule": s.rule, "detail": s.detail, "candidates": list(s.candidates)}
                          for s in self.steps]}

    @classmethod
    def from_dict(cls, data: dict) -> Trace:
        """The trace :meth:`to_dict` gave (a saved game keeps its bots' traces so)."""
        return cls(str(data["decision"]),
                   [TraceStep(str(s["rule"]), str(s["detail"]), tuple(map(str, s["candidates"])))
                    for s in data["steps"]], str(data["choice"]))

    def __str__(self) -> str:
        return "\n".join(self.lines())
