"""data/report.json follows the shape docs/architecture.md documents: its version fields, and
every record in it (actions, the event log) a known kind with exactly its kind's arguments,
each argument a number, a list, or one typed value."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from verify.report import RECORD_KINDS, RECORD_SCHEMA, SCHEMA

# The typed values an argument may be (docs/architecture.md, "Records"): tag → its other keys.
TAGS = {"object": {"incarnation"}, "player": set(), "zone": set(), "counter": set(), "rule": set(), "text": set(),
        "mana": set(), "item": set(), "effect": set(), "step": set(), "key": set(), "card": set(), "field": set(), "record": set()}


def check_record(record: Any, where: str) -> list[str]:
    if not isinstance(record, dict) or set(record) != {"kind", "args"}:
        return [f"{where}: not a record: {record!r}"[:200]]
    kind = RECORD_KINDS.get(record["kind"])
    if kind is None:
        return [f"{where}: unknown kind {record['kind']!r}"]
    bad = []
    if set(record["args"]) != set(kind.fields):
        bad.append(f"{where}: {record['kind']}: arguments {sorted(record['args'])}, not {sorted(kind.fields)}")
    for name, value in record["args"].items():
        bad += check_arg(value, f"{where}: {record['kind']}.{name}")
    return bad


def check_arg(value: Any, where: str) -> list[str]:
    if isinstance(value, bool) or value is None:
        return [f"{where}: {value!r} is not an argument"]
    if isinstance(value, int | str):
        return []
    if isinstance(value, list):
        return [b for i, v in enumerate(value) for b in check_arg(v, f"{where}[{i}]")]
    if isinstance(value, dict):
        tags = [t for t in value if t in TAGS]
        if len(tags) != 1 or set(value) - {tags[0]} - TAGS[tags[0]]:
            return [f"{where}: not a typed value: {value!r}"[:200]]
        if tags[0] == "record":
            return check_record(value["record"], where)
        return [] if isinstance(value[tags[0]], str) else [f"{where}: {value!r}"]
    return [f"{where}: {value!r} is not an argument"]


def test_report_json_follows_its_schema(built_site: Path) -> None:
    report = json.loads((built_site / "data" / "report.json").read_text(encoding="utf-8"))
    assert report["schema"] == SCHEMA and report["records"] == RECORD_SCHEMA
    assert set(report) == {"schema", "records", "examples", "summary", "rows", "cases"}
    bad: list[str] = []
    seen = 0
    for ex_id, entry in report["examples"].items():
        for i, step in enumerate(entry.get("steps", []), 1):
            for action in step.get("actions", []):
                seen += 1
                bad += check_record(action, f"{ex_id} step {i} action")
            for event in step.get("events", []):
                seen += 1
                bad += check_record(event.get("record"), f"{ex_id} step {i} event #{event.get('seq')}")
    assert seen > 1000, seen
    every = list(_records(report))  # and every other record in it (checks, notes, errors, trace parts…)
    bad += [b for i, r in enumerate(every) for b in check_record(r, f"record #{i}")]
    assert len(every) > seen, (len(every), seen)
    assert not bad, "\n".join(bad[:30])


def test_a_wrong_record_is_found() -> None:
    """The check above can fail: an unknown kind, a missing argument, an untyped value."""
    assert check_record({"kind": "no.such", "args": {}}, "x")
    assert check_record({"kind": "event.draw", "args": {}}, "x")
    assert check_record({"kind": "event.draw", "args": {"player": {"colour": "A"}}}, "x")
    assert not check_record({"kind": "event.draw", "args": {"player": {"player": "A"}}}, "x")


def _records(value: Any) -> Iterator[dict[str, Any]]:
    """Every record in a JSON value, nested ones too."""
    if isinstance(value, dict):
        if set(value) == {"kind", "args"} and isinstance(value["kind"], str):
            yield value
        for v in value.values():
            yield from _records(v)
    elif isinstance(value, list):
        for v in value:
            yield from _records(v)


def test_every_record_of_the_corpus_renders_in_both_languages(built_site: Path) -> None:
    """Each record the build wrote (data/report.json and every example's data/examples/*.json:
    actions, events, checks, notes, errors…) with its own arguments, in Japanese and in English;
    the Japanese with no run of English words (objects named as the page names them, in 《》)."""
    from sitegen.text import Say
    from tests.site.test_english_runs import english_runs

    files = [built_site / "data" / "report.json", *sorted((built_site / "data" / "examples").glob("*.json"))]
    say = {"ja": Say("ja", name=lambda oid: "《x》", text=lambda t: "x"), "en": Say("en")}
    kinds: set[str] = set()
    bad: list[str] = []
    for file in files:
        for record in _records(json.loads(file.read_text(encoding="utf-8"))):
            kinds.add(record["kind"])
            shown = {lang: s(record) for lang, s in say.items()}
            if not shown["en"] or english_runs(shown["ja"]):
                bad.append(f"{file.name}: {record['kind']}: {shown}"[:300])
    assert len(files) > 100 and len(kinds) > 100, (len(files), len(kinds))
    assert not bad, f"{len(bad)} records:\n" + "\n".join(sorted(set(bad))[:30])
