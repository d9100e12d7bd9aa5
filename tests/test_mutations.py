"""A check that cannot fail is a bug: every expected value of every passing scenario is
changed, one leaf at a time, to another valid value, and the example must then fail.

The mutants of each field come from the field's own class (verify/expectations.py,
``Field.mutants``). Each mutant is judged on the game exactly as the step left it (the
scenario runs once, by the public runner ``verify.scenario.run_scenario``, whose
``each_check`` judges every mutant of an expectation where the step checks it); a mutant
is killed when its check fails — which fails the example. For each scenario, the first mutant is also run end to end (the mutated scenario must report
``fail``). The score (killed / mutants) is printed; anything below 100 % fails with the
survivors listed (``file:line field: mutant``). One process, every scenario — the official
ones too (rules_src/official-scenarios/, on the English CR of 2026-01-16 from ../shared/cr/en/,
when it is there), under the order of layers of the file they run on, and every case
(rules_src/cases/)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from engine import Evaluation
from ruletext import load_corpus
from ruletext.errors import InputError
from verify import verifiable
from verify.cards import load_cards
from verify.cases import load_cases
from verify.official import load_official_scenarios, official_targets
from verify.report import Check, Target
from verify.scenario import Expectation, Scenario, load_scenarios, rules_version_of, run_scenario

ROOT = Path(__file__).resolve().parent.parent / "rules_src"
OFFICIAL = next((b / "shared/cr/en/2026-01-16.txt" for b in (ROOT.parent.parent, ROOT.parent.parent.parent)
                 if (b / "shared/cr/en/2026-01-16.txt").is_file()), None)


class _Probe:
    """Wherever a run judges an expectation, it judges every mutant of it too (run_scenario's
    ``each_check``)."""

    def __init__(self, sc: Scenario) -> None:
        self.sc = sc
        self.mutants: list[tuple[str, bool, str]] = []  # (where, killed, why)
        self.first: tuple[Expectation, Any] | None = None  # the first expectation with a mutant, and it

    def __call__(self, e: Expectation, ev: Evaluation, judge: Any) -> None:
        has = tuple(ev.state(e.object).abilities) if e.object in ev.views else ()
        for mutant in e.field.mutants(e.value, self.sc.players, has):
            where = f"{self.sc.path}:{e.line} {e.object}.{e.name}: {mutant!r}"
            if self.first is None:
                self.first = (e, mutant)
            try:
                check: Check = judge(mutant)
            except InputError as err:
                self.mutants.append((where, False, f"not a valid value: {err}"))
                continue
            self.mutants.append((where, not check.ok, f"still ok (actual {check.actual!r})"))


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
    cases = load_cases(ROOT)
    for case in cases.values():  # the free-standing cases (rules_src/cases/), as verify runs them
        runs.append((case.scenario, Target(case.id, "case", case.scenario.text), rules_version_of("")))
    total = killed = 0
    survivors: list[str] = []
    mutated_cases = 0
    for sc, target, version in runs:
        probe = _Probe(sc)
        if run_scenario(sc, cards, target.text, kind=target.kind, rules_version=version,
                        each_check=probe).status != "pass":
            continue
        official += sc.example.startswith("en:")
        mutated_cases += target.kind == "case" and bool(probe.mutants)
        for where, dead, why in probe.mutants:
            total += 1
            killed += dead
            if not dead:
                survivors.append(f"{where} ({why})")
        if probe.first is not None:  # end to end: the mutated scenario itself fails
            e, mutant = probe.first
            mutated = sc.replaced(e, replace(e, value=e.field.expected(mutant)))
            result = run_scenario(mutated, cards, target.text, kind=target.kind, rules_version=version)
            assert result.status == "fail", (sc.path, e.object, e.name, mutant, result.status, result.message)
    with capsys.disabled():
        print(f"\nmutation score: {killed}/{total} = {100 * killed / max(total, 1):.1f} % "
              f"({len(runs)} scenarios: {official} official, {mutated_cases} cases)")
    assert total > 1000
    assert OFFICIAL is None or official == len(load_official_scenarios(ROOT))  # each one mutated
    assert mutated_cases == len(cases)
    assert survivors == []
