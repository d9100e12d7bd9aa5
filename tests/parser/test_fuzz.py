"""Damaged sources: whatever happens to the text, the parser either reads it or raises an
InputError naming the file (never another exception). Seeded, so a failure is reproducible."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

from ruletext import InputError, load_corpus

ROOT = Path(__file__).resolve().parents[2] / "rules_src"
SOURCES = sorted(p.name for p in (ROOT / "sources").iterdir())
NOISE = ["613.", "1a", "例：", "- ", "|", "[[", "]]", "《", "》", "／", "/", "rule ", "〔", "\r", "\ufeff",
         "第7種", "たとえば", "607.2", "\x00", "\udcff", "ａ", "(", ")", "「", "」", "コメント"]


def mutate(text: str, rng: random.Random) -> str:
    lines = text.splitlines(keepends=True)
    for _ in range(rng.randint(1, 6)):
        i = rng.randrange(len(lines))
        op = rng.randrange(5)
        if op == 0:
            del lines[i]
        elif op == 1:
            lines.insert(i, lines[rng.randrange(len(lines))])
        elif op == 2:
            cut = rng.randrange(len(lines[i]) + 1)
            lines[i] = lines[i][:cut] + rng.choice(NOISE) + lines[i][cut:]
        elif op == 3:
            lines[i] = lines[i][: rng.randrange(len(lines[i]) + 1)] + "\n"
        else:
            j = rng.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
        if not lines:
            lines = ["\n"]
    return "".join(lines)


@pytest.mark.parametrize("seed", range(40))
def test_damaged_source_reads_or_names_its_line(tmp_path: Path, seed: int) -> None:
    rng = random.Random(seed)
    root = tmp_path / "rules_src"
    shutil.copytree(ROOT, root, ignore=shutil.ignore_patterns("scenarios"))
    name = SOURCES[seed % len(SOURCES)]
    path = root / "sources" / name
    damaged = mutate(path.read_text(encoding="utf-8"), rng)
    path.write_bytes(damaged.encode("utf-8", errors="surrogateescape"))
    try:
        corpus = load_corpus(root)
    except InputError as err:
        assert str(err).startswith(str(root)), str(err)
        assert err.message
    else:
        for node in corpus.rules.values():
            for ref in node.refs:
                assert node.text[ref.start : ref.end] == ref.text
