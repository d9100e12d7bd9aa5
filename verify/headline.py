"""The result box: which step of a run answers the example, and which of its objects to show
(docs/scenarios.md, "The result box").

A scenario often goes on after the state its example is about (the turn ends, the effect
goes away), so the last step is not the answer. The step shown is

1. the step the scenario names with ``headline: true``; else
2. the step whose checks account for the most of the numbers the example's text states
   (an expected P/T or counter kind); among equals, the one in which the most continuous
   effects apply (its layer trace), then the later one.

Its objects shown are those the example's text names and those the step checks and
changes; when that leaves none, those it checks; then every object it has.

>>> from verify.report import Check
>>> bears = {"id": "b", "name": "灰色熊", "power": 2, "toughness": 2}
>>> steps = [StepResult("enters", objects=[bears], numbers={"2/2"}),
...          StepResult("+1/+1", objects=[{**bears, "power": 3, "toughness": 3}],
...                     checks=[Check("b", "pt", "3/3", "3/3", True)], numbers={"+1/+1", "3/3"},
...                     trace=[{"effect": "e1", "layer": "7c"}]),
...          StepResult("the turn ends", objects=[bears], numbers={"2/2"})]
>>> choose(steps, ["+1/+1"], "灰色熊は+1/+1の修整を受ける")
Headline(step=1, objects=('b',))
>>> choose(steps, [], "")  # no number stated: the step with the most effects applied
Headline(step=1, objects=('b',))
>>> steps[2].headline = True
>>> choose(steps, ["+1/+1"], "")
Headline(step=2, objects=('b',))
"""

from __future__ import annotations

import unicodedata
from typing import Any

from verify.report import Headline, StepResult


def choose_step(steps: list[StepResult], stated: list[str]) -> int:
    """The index of the step the example is about (the module's rule 1, then 2)."""
    for i, step in enumerate(steps):
        if step.headline:
            return i
    wanted = set(stated)

    def weight(i: int) -> tuple[int, int, int]:
        step = steps[i]
        applied = sum(1 for t in step.trace if t.get("applied", True) is not False)
        return len(wanted & step.numbers), applied, i

    return max(range(len(steps)), key=weight)


def _named(obj: dict[str, Any], text: str) -> bool:
    names = [str(obj.get(key) or "") for key in ("name", "name_en")]
    return any(name and unicodedata.normalize("NFKC", name) in text for name in names)


def choose(steps: list[StepResult], stated: list[str], text: str) -> Headline | None:
    """The step and objects of the result box for a run of ``steps`` whose example's text is
    ``text`` and states ``stated``; None when there are no steps."""
    if not steps:
        return None
    index = choose_step(steps, stated)
    step = steps[index]
    text = unicodedata.normalize("NFKC", text)
    before = {str(o.get("id")): o for o in steps[index - 1].objects} if index else {}
    checked = {c.object for c in step.checks}
    ids = [str(o.get("id")) for o in step.objects]
    by_id = {str(o.get("id")): o for o in step.objects}
    shown = [i for i in ids if _named(by_id[i], text) or (i in checked and before.get(i) != by_id[i])]
    return Headline(index, tuple(shown or [i for i in ids if i in checked] or ids))


__all__ = ["choose", "choose_step"]
