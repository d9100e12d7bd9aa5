"""The text tables (sitegen/text/ja.py, en.py): every record kind and every word a reader
may see has an entry in both languages, and each template names only its kind's arguments."""

from __future__ import annotations

from string import Formatter

import pytest

from sitegen.text import TABLES, Say
from verify.report import RECORD_KINDS


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in Formatter().parse(template) if name}


@pytest.mark.parametrize("lang", sorted(TABLES))
def test_every_record_kind_has_a_template(lang: str) -> None:
    records = TABLES[lang].RECORDS
    missing = sorted(set(RECORD_KINDS) - set(records))
    assert not missing, f"{lang}: no template for record kinds {missing}"
    unknown = sorted(set(records) - set(RECORD_KINDS))
    assert not unknown, f"{lang}: templates for kinds the engine does not have: {unknown}"
    for kind, template in records.items():
        extra = _fields(template) - set(RECORD_KINDS[kind].fields)
        assert not extra, f"{lang}: {kind}: {sorted(extra)} is not an argument of the kind"


def test_every_rule_argument_is_shown_in_japanese() -> None:
    """A rule number the engine cites is a field: the Japanese shows it (in the page's numbering)."""
    for kind, k in RECORD_KINDS.items():
        if "rule" in k.fields:
            assert "rule" in _fields(TABLES["ja"].RECORDS[kind]), kind


@pytest.mark.parametrize("lang", sorted(TABLES))
def test_every_kind_renders(lang: str) -> None:
    """Each kind renders with an argument of every type in place of its fields."""
    say = Say(lang)
    for kind, k in RECORD_KINDS.items():
        args = {f: {"object": "x", "incarnation": 0} for f in k.fields}
        assert say({"kind": kind, "args": args}), kind
