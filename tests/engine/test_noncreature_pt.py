"""208.3: a noncreature permanent has no power or toughness, even one whose card has them
printed (a Vehicle), and one that stops being a creature loses them — it kept them, silently
(a 2/2 artifact creature made a noncreature artifact was still 2/2; the vocab lane found it
writing the 700.7 case)."""

from __future__ import annotations

import pytest

from verify.inpage import run_text

SCENARIO = """example: x
text: ""
steps:
  - label: 置く
    do:
      - enter: {{id: golem, object: {{name: ゴーレム, type_line: Artifact Creature — Golem, pt: 2/2}}}}
      - enter: {{id: cart, object: {{name: 車, type_line: Artifact — Vehicle, pt: 3/3}}}}
      - enter: {{id: bear, zone: graveyard, object: {{name: 熊, type_line: Artifact — Vehicle, pt: 4/4}}}}
{effect}
    expect:
      golem: {{pt: "{golem}"}}
      cart: {{pt: "-"}}
      bear: {{pt: 4/4}}
"""


@pytest.mark.parametrize(("effect", "golem"), [
    ("", "2/2"),
    ("      - effect: {id: plain, affected: all artifacts, set_types: Artifact}", "-"),
    ("      - effect: {id: plain, affected: all artifacts, set_types: Artifact, modify_pt: +1/+1}", "-"),
])
def test_a_noncreature_permanent_has_no_power_or_toughness(effect: str, golem: str) -> None:
    result = run_text(SCENARIO.format(effect=effect, golem=golem), {})
    assert result["status"] == "pass", result.get("message")


def test_the_check_fails_on_the_old_answer() -> None:
    """The expectation can fail: 2/2 is not what a noncreature artifact has."""
    text = SCENARIO.format(effect="      - effect: {id: plain, affected: all artifacts, set_types: Artifact}",
                           golem="2/2")
    assert run_text(text, {})["status"] == "fail"
