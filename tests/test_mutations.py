"""A check that cannot fail is a bug: every expected value of every passing scenario is
changed, one leaf at a time, to another valid value, and the example must then fail.

The mutants of each field come from the field's own class (verify/expectations.py,
``Field.mutants``). Each mutant is judged on the game exactly as the step left it (the
scenario runs once; a probe judges every mutant of a step's expectations where the step
checks them); a mutant is killed when its check fails — which fails the example. For each
scenario, the first mutant is also run end to end (the mutated scenario must report
``fail``). The score (killed / mutants) is printed; anything below 100 % fails with the
survivors listed (``file:line field: mutant``). One process, every scenario — the official
ones too (rules_src/official-scenarios/, on the English CR of 2026-01-16 from ../shared/cr/en/,
when it is there), under the order of layers of the file they run on."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

from engine import Evaluation
from ruletext import load_corpus
from ruletext.errors import InputError
from verify import verifiable
from verify.cards import load_cards
from verify.expectations import SCOPES
from verify.official import load_official_scenarios, official_targets
from verify.report import Check, Target
from verify.scenario import Scenario, _Runner, load_scenarios, rules_version_of, run_scenario

ROOT = Path(__file__).resolve().parent.parent / "rules_src"
OFFICIAL = next((b / "shared/cr/en/2026-01-16.txt" for b in (ROOT.parent.parent, ROOT.parent.parent.parent)
                 if (b / "shared/cr/en/2026-01-16.txt").is_file()), None)


def _scope(oid: str, players: tuple[str, ...]) -> str:
    return "player" if oid in players else oid if oid in ("stack", "pending", "game") else "object"


class _Probe(_Runner):
    """A runner that, wherever a step checks its expectations, also judges every mutant of them."""

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.mutants: list[tuple[str, bool, str]] = []  # (where, killed, why)
        self.first: tuple[int, str | None, str, str, Any] | None = None  # step, layer, object, field, mutant
        # which step each expectation mapping belongs to
        self.step_of: dict[int, tuple[int, str | None]] = {}  # (step, label of expect_before_layer)
        for i, step in enumerate(self.sc.steps):
            self.step_of[id(step.get("expect"))] = (i, None)
            for label, exp in (step.get("expect_before_layer") or {}).items():
                self.step_of[id(exp)] = (i, str(label))

    def checks(self, ev: Evaluation, expect: Any, at: str | None, line: int) -> list[Check]:
        out = super().checks(ev, expect, at, line)
        for oid, fields in expect.items():
            for fld, value in fields.items():
                field_cls = SCOPES[_scope(str(oid), self.sc.players)].get(str(fld))
                has = tuple(ev.state(oid).abilities) if oid in ev.views else ()
                for mutant in field_cls.mutants(field_cls.expected(value), self.sc.players, has):
                    where = f"{self.sc.path}:{fields.key_line(fld)} {oid}.{fld}: {mutant!r}"
                    if self.first is None:
                        self.first = (*self.step_of[id(expect)], str(oid), str(fld), mutant)
                    try:
                        check = self.check(ev, str(oid), str(fld), mutant, fields.key_line(fld), at)
                    except InputError as err:
                        self.mutants.append((where, False, f"not a valid value: {err}"))
                        continue
                    self.mutants.append((where, not check.ok, f"still ok (actual {check.actual!r})"))
        return out


def _mutated(sc: Scenario, step: int, layer: str | None, oid: str, fld: str, value: Any) -> Scenario:
    steps = copy.deepcopy(sc.steps)
    section = steps[step]["expect"] if layer is None else steps[step]["expect_before_layer"][layer]
    section[oid][fld] = value
    return Scenario(sc.example, sc.title, sc.text, sc.path, sc.line, sc.example_line, sc.data, sc.players,
                    sc.active_player, steps)


def test_every_expected_value_can_fail(capsys: Any) -> None:
    corpus = load_corpus(ROOT)
    cards = load_cards(ROOT)
    targets = verifiable(corpus)
    numbering = {meta.id: meta.numbering for meta in corpus.sources}
    runs: list[tuple[Scenario, Target, str]] = []
    for sc in load_scenarios(ROOT).values():
        target = targets[sc.example]
        runs.append((sc, target, rules_version_of(numbering.get(target.source, ""))))
    official = 0
    if OFFICIAL is not None:  # the English examples of 603, 607 and 613 with a scenario
        from ruletext.officialset import read_official

        cr = read_official(OFFICIAL)
        found = official_targets(cr)
        for sc in load_official_scenarios(ROOT).values():
            runs.append((sc, found[sc.example], rules_version_of(cr.effective)))
    total = killed = 0
    survivors: list[str] = []
    for sc, target, version in runs:
        if run_scenario(sc, cards, target.text, kind=target.kind, rules_version=version).status != "pass":
            continue
        official += sc.example.startswith("en:")
        probe = _Probe(sc, cards, version)
        probe.run()
        for where, dead, why in probe.mutants:
            total += 1
            killed += dead
            if not dead:
                survivors.append(f"{where} ({why})")
        if probe.first is not None:  # end to end: the mutated scenario itself fails
            step, layer, oid, fld, mutant = probe.first
            result = run_scenario(_mutated(sc, step, layer, oid, fld, mutant), cards, target.text, kind=target.kind,
                                  rules_version=version)
            assert result.status == "fail", (sc.path, oid, fld, mutant, result.status, result.message)
    with capsys.disabled():
        print(f"\nmutation score: {killed}/{total} = {100 * killed / max(total, 1):.1f} % "
              f"({len(runs)} scenarios, {official} of them official)")
    assert total > 1000
    assert OFFICIAL is None or official == len(load_official_scenarios(ROOT))  # each one mutated
    assert survivors == []
