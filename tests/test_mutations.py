"""A check that cannot fail is a bug: every expected value of every passing scenario is
changed, one leaf at a time, to another valid value, and the example must then fail.

The mutants of each field come from the field's own class (verify/expectations.py,
``Field.mutants``). The score (killed / mutants) is printed; anything below 100 % fails
with the survivors listed (``file:line field: mutant``). One process, every scenario."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ruletext import load_corpus
from verify import verifiable
from verify.cards import load_cards
from verify.expectations import SCOPES
from verify.scenario import Scenario, load_scenarios, rules_version_of, run_scenario
from verify.yamlload import LineDict

ROOT = Path(__file__).resolve().parent.parent / "rules_src"


def _leaves(sc: Scenario) -> Iterator[tuple[int, str | None, str, str, Any, int]]:
    """(step index, layer label of expect_before_layer or None, what, field, value, line)."""
    for i, step in enumerate(sc.steps):
        sections: list[tuple[str | None, Any]] = [(None, step.get("expect"))]
        before = step.get("expect_before_layer")
        if isinstance(before, LineDict):
            sections += [(str(label), exp) for label, exp in before.items()]
        for label, expect in sections:
            if not isinstance(expect, LineDict):
                continue
            for oid, fields in expect.items():
                for fld, value in fields.items():
                    yield i, label, str(oid), str(fld), value, fields.key_line(fld)


def _mutated(sc: Scenario, i: int, label: str | None, oid: str, fld: str, value: Any) -> Scenario:
    steps = copy.deepcopy(sc.steps)
    expect = steps[i]["expect"] if label is None else steps[i]["expect_before_layer"][label]
    expect[oid][fld] = value
    return Scenario(sc.example, sc.title, sc.text, sc.path, sc.line, sc.example_line, sc.data, sc.players,
                    sc.active_player, steps)


def _scope(oid: str, players: tuple[str, ...]) -> str:
    return "player" if oid in players else oid if oid in ("stack", "pending", "game") else "object"


def test_every_expected_value_can_fail(capsys: Any) -> None:
    corpus = load_corpus(ROOT)
    cards = load_cards(ROOT)
    targets = verifiable(corpus)
    numbering = {meta.id: meta.numbering for meta in corpus.sources}
    total = killed = 0
    survivors: list[str] = []
    for sc in load_scenarios(ROOT).values():
        target = targets[sc.example]
        version = rules_version_of(numbering.get(target.source, ""))

        def run(s: Scenario) -> Any:
            return run_scenario(s, cards, target.text, kind=target.kind, rules_version=version)  # noqa: B023

        base = run(sc)
        if base.status != "pass":
            continue
        abilities = [{o["id"]: tuple(o["abilities"]) for o in step.objects} for step in base.steps]
        for i, label, oid, fld, value, line in _leaves(sc):
            field_cls = SCOPES[_scope(oid, sc.players)].get(fld)
            expected = field_cls.expected(value)
            for mutant in field_cls.mutants(expected, sc.players, abilities[i].get(oid, ())):
                total += 1
                result = run(_mutated(sc, i, label, oid, fld, mutant))
                if result.status == "fail":
                    killed += 1
                else:
                    survivors.append(f"{sc.path}:{line} {oid}.{fld}: {mutant!r} ({result.status}: "
                                     f"{result.message[:120]})")
    with capsys.disabled():
        print(f"\nmutation score: {killed}/{total} = {100 * killed / max(total, 1):.1f} %")
    assert total > 500
    assert survivors == []
