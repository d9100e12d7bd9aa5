"""Each vocabulary entry whose doc opens with a keyword action's rule (701.N) names the action that
rule is in today's numbering: the English CR of 2026-01-16, beside the repository. The ninth review
round found four entries citing 701 as it was numbered before 701.4 (Behold) and 701.7 (Create) were
inserted: destroy (701.7 → 701.8), sacrifice (701.17a → 701.21a), transform (701.28 → 701.27) and
venture (701.46a → 701.49a); and a sacrifice case filed under 701.17a, mill's rule."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from verify.docs_tables import entries

ROOT = Path(__file__).resolve().parent.parent
CR = next((b / "shared/cr/en/2026-01-16.txt" for b in (ROOT.parent, ROOT.parent.parent)
           if (b / "shared/cr/en/2026-01-16.txt").is_file()), None)
OPENS = re.compile(r"(701\.\d+)[a-z]?\b")


def _headings() -> dict[str, str]:
    from ruletext.officialset import read_official
    assert CR is not None
    return {r.number: r.text.lower() for r in read_official(CR).rules if re.fullmatch(r"701\.\d+", r.number)}


def _cited() -> dict[str, str]:
    """Entry key → the 701 rule its doc opens with."""
    return {key: m.group(1) for key, doc in entries().items() if (m := OPENS.match(doc))}


def test_entries_open_with_the_rule_of_their_action() -> None:
    cited = _cited()
    assert {"instruction.destroy", "instruction.sacrifice", "instruction.mill"} <= set(cited)


@pytest.mark.skipif(CR is None, reason="../shared/cr/en/ is not beside the repository")
def test_each_701_rule_cited_is_the_action_named() -> None:
    headings = _headings()
    wrong = []
    for key, rule in sorted(_cited().items()):
        word = key.split(".", 1)[1].replace("_", " ")
        action = headings.get(rule, "")  # "tap and untap" names two
        if not any(name.split(" ")[0] in word.split(" ") for name in action.split(" and ") if name):
            wrong.append(f"{key}: cites {rule} ({action or 'no such rule'})")
    assert wrong == []


@pytest.mark.skipif(CR is None, reason="../shared/cr/en/ is not beside the repository")
def test_the_cases_of_701_are_filed_under_their_action() -> None:
    headings = _headings()
    for path in sorted((ROOT / "rules_src/cases/701").glob("*.yaml")):
        rule = re.match(r"(701\.\d+)", path.name)
        assert rule is not None and rule.group(1) in headings, path.name
