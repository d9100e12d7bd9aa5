"""Bad input gives ``file:line: message``, exit status 1 and no traceback (cases.yaml)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

HERE = Path(__file__).parent
BUILD = HERE.parent.parent / "build.py"
CASES: list[dict[str, Any]] = yaml.safe_load((HERE / "cases.yaml").read_text(encoding="utf-8"))

METADATA = """sources:
  - id: x
    path: x.txt
    title: test
    kind: test
    language: ja
    version: test
    reader: {reader}
    numbering: current
"""


def make_root(tmp_path: Path, case: dict[str, Any]) -> Path:
    root = tmp_path / "rules_src"
    root.mkdir()
    if "metadata" in case:
        (root / "sources.yaml").write_text(case["metadata"], encoding="utf-8")
    else:
        (root / "sources.yaml").write_text(METADATA.format(reader=case["reader"]), encoding="utf-8")
    data = bytes.fromhex(case["hex"]) if "hex" in case else case.get("text", "").encode("utf-8")
    (root / "x.txt").write_bytes(data)
    return root


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_bad_input(tmp_path: Path, case: dict[str, Any]) -> None:
    root = make_root(tmp_path, case)
    proc = subprocess.run(
        [sys.executable, str(BUILD), "--root", str(root), "parse", "--json"],
        capture_output=True, text=True, timeout=60,
    )
    assert "Traceback" not in proc.stderr
    if "error" in case:
        assert proc.returncode == 1, proc.stdout[:500]
        message = proc.stderr.strip().splitlines()[-1]
        assert re.search(case["error"], message), message
    else:
        assert proc.returncode == 0, proc.stderr
        import json

        doc = json.loads(proc.stdout)
        assert [r["number"] for r in doc["rules"]] == case["rules"]


def test_html_is_kept_as_text(tmp_path: Path) -> None:
    """The parser keeps markup as plain text; escaping it is the renderer's job."""
    from ruletext import load_corpus

    case = next(c for c in CASES if c["name"] == "html-in-rule-text")
    corpus = load_corpus(make_root(tmp_path, case))
    assert corpus.rules["607.1"].text.startswith("<script>alert(1)</script>")


def test_identical_repeat_records_both_lines(tmp_path: Path) -> None:
    from ruletext import load_corpus

    case = next(c for c in CASES if c["name"] == "identical-repeat-merged")
    corpus = load_corpus(make_root(tmp_path, case))
    node = corpus.rules["613.1a"]
    assert (node.line, node.repeat_lines) == (3, [5])
    assert [e.id for e in node.examples] == ["613.1a-1"]


def test_a_numbering_the_concordance_cannot_map_is_refused(tmp_path: Path) -> None:
    """A source dated between two numberings the concordance maps would have its numbers read as
    today's without a word: refused at its line, with the numberings it knows."""
    from ruletext.corpus import read_metadata
    from ruletext.errors import MetadataError

    root = make_root(tmp_path, {"reader": "cr_text", "text": "613.1. 文。\n"})
    (root / "sources.yaml").write_text(METADATA.format(reader="cr_text").replace("current", "'2015-06-01'"),
                                       encoding="utf-8")
    (root / "concordance.yaml").write_text(
        'schema: concordance/1\nnumberings: {old: "2009-10-01", current: "2020-04-17 –"}\nrules: []\n', encoding="utf-8")
    with pytest.raises(MetadataError, match=r"sources\.yaml:9: numbering '2015-06-01': concordance\.yaml maps no "
                                            r"numbering of that date \(it knows: old 2009-10-01, current 2020-04-17 –\)"):
        read_metadata(root)
    (root / "sources.yaml").write_text(METADATA.format(reader="cr_text").replace("current", "'2021-01-01'"),
                                       encoding="utf-8")
    assert read_metadata(root)[0].numbering == "2021-01-01"
