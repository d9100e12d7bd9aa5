#!/usr/bin/env python3
"""Parser speed: the shipped corpus, and a synthetic corpus N times larger.

    .venv/bin/python bench/bench_parse.py

The synthetic corpus repeats the CR 613 text under new rule numbers (614, 615, …) so that
every line is parsed as new, not merged as a repeat.
"""

from __future__ import annotations

import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ruletext import load_corpus  # noqa: E402


def timed(root: Path, runs: int) -> tuple[float, int]:
    times = []
    nodes = 0
    for _ in range(runs):
        t0 = time.perf_counter()
        corpus = load_corpus(root)
        times.append(time.perf_counter() - t0)
        nodes = len(corpus.rules)
    return statistics.median(times), nodes


def synthetic(copies: int, folder: Path) -> Path:
    text = (ROOT / "rules_src/sources/cr613-2009-12-23.txt").read_text(encoding="utf-8")
    lines = text.splitlines()[1:41]  # one copy of 613.1 … 613.10 without the title and the repeat
    out = ["継続的効果の相互作用"]
    for k in range(copies):
        number = str(700 + k)
        out += [re.sub(r"(?<![\d.])613(?=\.)", number, line) for line in lines]
    (folder / "big.txt").write_text("\n".join(out) + "\n", encoding="utf-8")
    (folder / "sources.yaml").write_text(
        "sources:\n  - {id: big, path: big.txt, title: big, kind: cr-text, language: ja, "
        "version: x, reader: cr_text, numbering: x}\n",
        encoding="utf-8",
    )
    return folder


def main() -> None:
    t, n = timed(ROOT / "rules_src", 20)
    print(f"shipped corpus: {n} rule nodes, median {t * 1000:.1f} ms (20 runs)")
    for copies in (10, 50, 100):
        with tempfile.TemporaryDirectory() as tmp:
            root = synthetic(copies, Path(tmp))
            t, n = timed(root, 3)
            print(f"synthetic x{copies}: {n} rule nodes, median {t * 1000:.1f} ms, {n / t:,.0f} nodes/s")


if __name__ == "__main__":
    main()
