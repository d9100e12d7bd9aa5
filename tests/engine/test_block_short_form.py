"""`block: X` is short for `{blockers: X}` (the action table), a mapping too: `block: {}` declares no
blockers and `block: {c: a}` one, as `block: {blockers: …}` does (the ninth round's q26)."""

from __future__ import annotations

from verify.actions import Action
from verify.yamlload import load_yaml


def test_the_short_form_of_block_is_a_mapping_of_blockers() -> None:
    assert Action.parse(load_yaml("block: {}", "s.yaml"), "s.yaml", 1).body == {"blockers": {}}
    assert Action.parse(load_yaml("block: {c: a}", "s.yaml"), "s.yaml", 1).body == {"blockers": {"c": "a"}}
    assert Action.parse(load_yaml("block: {blockers: {c: a}}", "s.yaml"), "s.yaml", 1).body == {"blockers": {"c": "a"}}
