"""The numbering concordance (``rules_src/concordance.yaml``): 2009 numbering against today's.

Bad data raises :class:`ruletext.errors.MetadataError` (``file:line: message``).

>>> c = parse_concordance('''
... schema: concordance/1
... numberings: {old: "2009-10-01", current: "2020-04-17"}
... rules:
...   - {old: "613.3e", m10: "612.3e", current: "613.4d", change: renumbered}
... ''', "x.yaml")
>>> c.by_old["613.3e"].current
'613.4d'
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from ruletext.errors import MetadataError

CHANGES = ("unchanged", "renumbered", "merged", "split", "approximate", "new")


@dataclass(frozen=True)
class ConcordanceEntry:
    old: str  # number in the 2009-10-01 numbering (the CR 613 copy of 2009年12月23日)
    current: str  # number today
    change: str
    m10: str = ""  # number in the Magic 2010 CR (2009-07-11)
    before_2009: str = ""  # number before Magic 2010
    note: str = ""
    line: int = 0


@dataclass
class Concordance:
    numberings: dict[str, str] = field(default_factory=dict)
    entries: list[ConcordanceEntry] = field(default_factory=list)
    history: list[dict[str, str]] = field(default_factory=list)
    path: str = ""

    @property
    def by_old(self) -> dict[str, ConcordanceEntry]:
        return {e.old: e for e in self.entries}

    @property
    def by_current(self) -> dict[str, list[ConcordanceEntry]]:
        out: dict[str, list[ConcordanceEntry]] = {}
        for e in self.entries:
            out.setdefault(e.current, []).append(e)
        return out


def _line_of(node: yaml.Node) -> int:
    return int(node.start_mark.line) + 1


def parse_concordance(text: str, path: str) -> Concordance:
    try:
        root = yaml.compose(text)
        data: Any = yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))  # noqa: S506
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        raise MetadataError(path, mark.line + 1 if mark else None, f"not valid YAML: {err}") from None
    if not isinstance(data, dict) or not isinstance(root, yaml.MappingNode):
        raise MetadataError(path, 1, "expected a mapping with 'schema', 'numberings' and 'rules'")
    if data.get("schema") != "concordance/1":
        raise MetadataError(path, 1, "schema must be 'concordance/1'")
    rules_node = next((v for k, v in root.value if k.value == "rules"), None)
    if not isinstance(rules_node, yaml.SequenceNode) or not isinstance(data.get("rules"), list):
        raise MetadataError(path, 1, "'rules' must be a list")
    out = Concordance(numberings={str(k): str(v) for k, v in (data.get("numberings") or {}).items()}, path=path)
    out.history = [{str(k): str(v) for k, v in h.items()} for h in data.get("history") or []]
    seen: set[str] = set()
    for item, node in zip(data["rules"], rules_node.value, strict=True):
        line = _line_of(node)
        if not isinstance(item, dict) or "old" not in item or "current" not in item:
            raise MetadataError(path, line, "each rule needs 'old' and 'current'")
        change = str(item.get("change", "renumbered"))
        if change not in CHANGES:
            raise MetadataError(path, line, f"unknown change {change!r} (one of {', '.join(CHANGES)})")
        old = str(item["old"])
        if old in seen:
            raise MetadataError(path, line, f"{old} is listed twice")
        seen.add(old)
        out.entries.append(
            ConcordanceEntry(
                old=old,
                current=str(item["current"]),
                change=change,
                m10=str(item.get("m10", "")),
                before_2009=str(item.get("before_2009", "")),
                note=str(item.get("note", "")),
                line=line,
            )
        )
    return out


def load_concordance(rules_src: Path) -> Concordance:
    """``rules_src/concordance.yaml``; an empty concordance when the file does not exist."""
    path = rules_src / "concordance.yaml"
    if not path.exists():
        return Concordance()
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise MetadataError(str(path), None, "not valid UTF-8") from None
    return parse_concordance(text, _display_path(path))


def _display_path(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path.cwd()))
    except ValueError:
        return str(path)
