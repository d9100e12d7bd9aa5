"""Why an example or a card-table row is not executed: ``rules_src/unexecuted.yaml``, an
id → a reason in Japanese, shown to the reader next to the example.

Each id must be an example or a row of the corpus with no scenario: an unknown id, an id
that has a scenario, or a reason not in Japanese is ``file:line: message``.

>>> from verify.yamlload import load_yaml
>>> reasons_of(load_yaml("x-1: これは設計の歴史です。\\n", "u.yaml"), "u.yaml")
{'x-1': ('これは設計の歴史です。', 1)}
>>> reasons_of(load_yaml("x-1: design history\\n", "u.yaml"), "u.yaml")
Traceback (most recent call last):
...
verify.errors.ScenarioError: u.yaml:1: write the reason for 'x-1' in Japanese (the reader sees it)
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Container, Mapping
from pathlib import Path

from ruletext.errors import said
from verify.errors import ScenarioError, UnknownExampleError
from verify.yamlload import LineDict, load_yaml_file

FILE = "unexecuted.yaml"
# The reason of an example or row that has no scenario and is not listed.
NO_SCENARIO = "この例を実行するシナリオはまだありません。"


def _japanese(text: str) -> bool:
    return any(unicodedata.name(ch, "").startswith(("HIRAGANA", "KATAKANA", "CJK UNIFIED")) for ch in text)


def reasons_of(doc: object, shown: str) -> dict[str, tuple[str, int]]:
    """The reasons by id, each with its line."""
    if doc is None:
        return {}
    if not isinstance(doc, LineDict):
        raise ScenarioError(shown, 1, *said("file.reasons_mapping"))
    out: dict[str, tuple[str, int]] = {}
    for key, value in doc.items():
        line = doc.key_line(key)
        if not isinstance(value, str) or not value.strip():
            raise ScenarioError(shown, line, *said("file.reason_text", example=str(key), value=repr(value)))
        if not _japanese(value):
            raise ScenarioError(shown, line, *said("file.reason_japanese", example=str(key)))
        # one paragraph: line breaks of the YAML are spaces between words, nothing between Japanese
        text = re.sub(r"\s+(?=[^\x00-\x7f])|(?<=[^\x00-\x7f])\s+", "", " ".join(value.split()))
        out[str(key)] = (text, line)
    return out


def load_reasons(root: Path, targets: Container[str], scenarios: Mapping[str, object]) -> dict[str, str]:
    """``root/unexecuted.yaml`` checked against the corpus (``targets``) and the scenarios."""
    path = root / FILE
    if not path.is_file():
        return {}
    shown = f"{root.name}/{FILE}"
    found = reasons_of(load_yaml_file(path, shown), shown)
    for rid, (_, line) in found.items():
        if rid not in targets:
            raise UnknownExampleError(shown, line, *said("file.no_target_here", example=rid))
        if rid in scenarios:
            raise ScenarioError(shown, line, *said("file.reason_has_scenario", example=rid, file=FILE))
    return {rid: reason for rid, (reason, _) in found.items()}


__all__ = ["FILE", "NO_SCENARIO", "load_reasons", "reasons_of"]
