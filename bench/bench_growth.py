#!/usr/bin/env python3
"""How a scenario's run grows with its size: four shapes at three sizes each (issue 22).

    python bench/bench_growth.py [--quick] [--repeat N]

Each shape is a scenario run as the build runs it (``verify.scenario.run_scenario``), with
a budget raised far enough not to stop it (``engine.budget.Limits``):

- ``enter count N``: one `enter` of N creatures, each an event;
- ``N watchers enter together``: N creatures with "whenever another creature enters, you
  gain 1 life" enter at the same time (N·(N-1) triggers, 603.2, 603.6a), then are put on the
  stack (117.5, 603.3);
- ``copies of copies N``: a creature, then N creatures each entering as a copy of the one
  before (706, 707.5, 614.1c);
- ``N identical anthems``: N enchantments "each other non-Aura enchantment is a creature …
  with base power and toughness each equal to its mana value" (Opalescence's shape).

Prints the wall time of each (the best of ``--repeat``, default 1) and its ratio to the
size before: linear growth doubles or quadruples with the size, quadratic squares it.
"""

from __future__ import annotations

import argparse
import inspect
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from verify.scenario import run_scenario, scenario_from_yaml  # noqa: E402
from verify.yamlload import load_yaml  # noqa: E402

HEAD = 'example: "bench"\ntext: "bench"\nsteps:\n  - do:\n'
CREATURE = "{name: C, type_line: Creature — Bear, pt: 2/2}"
WATCHER = ("{name: W, type_line: Creature — Bear, pt: 1/1, abilities: [{triggered: {text: \"Whenever another "
           "creature enters the battlefield, you gain 1 life.\", when: enters, what: other creature, "
           "do: [{gain_life: 1}]}}]}")
CLONE = ("{name: K, type_line: Creature — Shapeshifter, pt: 0/0, abilities: [{as_enters: {text: \"You may have "
         "this creature enter the battlefield as a copy of any creature on the battlefield.\", copy: creature}}]}")
ANTHEM = ("{name: O, mana_cost: \"{2}{W}{W}\", type_line: Enchantment, abilities: [{static: {text: \"Each other "
          "non-Aura enchantment is a creature in addition to its other types and has base power and base "
          "toughness each equal to its mana value.\", affected: each other non-Aura enchantment, "
          "add_types: Creature, set_pt: its mana value}}]}")


def enter_count(n: int) -> str:
    return HEAD + f"      - enter: {{id: c, count: {n}, object: {CREATURE}}}\n"


def watchers_together(n: int) -> str:
    objects = ", ".join(f"{{id: w{i}, object: {WATCHER}}}" for i in range(n))
    return HEAD + f"      - enter_together: {{objects: [{objects}]}}\n      - priority: true\n"


def copies_of_copies(n: int) -> str:
    lines = [f"      - enter: {{id: k0, object: {CREATURE}}}\n"]
    lines += [f"      - enter: {{id: k{i}, object: {CLONE}, choices: {{copy: k{i - 1}}}}}\n" for i in range(1, n + 1)]
    return HEAD + "".join(lines)


def anthems(n: int) -> str:
    return HEAD + f"      - enter: {{id: o, count: {n}, object: {ANTHEM}}}\n"


SHAPES: list[tuple[str, Callable[[int], str], tuple[int, int, int]]] = [
    ("enter count N", enter_count, (1000, 4000, 16000)),
    ("N watchers enter together", watchers_together, (25, 50, 100)),
    ("copies of copies N", copies_of_copies, (25, 50, 100)),
    ("N identical anthems", anthems, (25, 50, 100)),
]


def run_once(text: str) -> tuple[float, str]:
    sc = scenario_from_yaml(load_yaml(text, "bench.yaml"), "bench.yaml")
    kwargs: dict[str, object] = {}
    if "limits" in inspect.signature(run_scenario).parameters:  # a tree before the budget has none
        from engine.budget import Limits
        kwargs["limits"] = Limits(steps=10**8, objects=10**6, pending=10**6, stack=10**6, seconds=3600)
    t0 = time.perf_counter()
    result = run_scenario(sc, {}, sc.text, **kwargs)  # type: ignore[arg-type]
    return time.perf_counter() - t0, result.status if result.status != "error" else result.message[:120]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="the two smaller sizes only")
    ap.add_argument("--repeat", type=int, default=1, help="runs per size (the best is shown)")
    ap.add_argument("--only", help="the shapes whose name contains this")
    args = ap.parse_args()
    for name, make, sizes in SHAPES:
        if args.only and args.only not in name:
            continue
        before = None
        row = []
        for n in sizes[:2] if args.quick else sizes:
            text = make(n)
            runs = [run_once(text) for _ in range(args.repeat)]
            best = min(t for t, _ in runs)
            ratio = f" (×{best / before:.1f})" if before else ""
            row.append(f"N={n}: {best:.2f} s{ratio}" + ("" if runs[0][1] == "pass" else f" [{runs[0][1]}]"))
            before = best
        print(f"{name:28} " + "; ".join(row))


if __name__ == "__main__":
    main()
