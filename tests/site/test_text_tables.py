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


def test_every_word_a_reader_may_see_has_an_entry_in_both_languages() -> None:
    """The registry keys and vocabulary words the site names: expectation fields (every scope),
    event kinds, zones, statuses, rule-number changes; an action is said by its records (above)."""
    from engine.events import EVENT_KINDS
    from engine.objects import ZONES
    from sitegen.results import STATUSES
    from verify.expectations import SCOPES

    wanted = {
        "field": {f for scope, reg in SCOPES.items() if scope != "player" for f in reg},
        "player_field": set(SCOPES["player"]) - set(TABLES["ja"].WORDS["field"]),
        "event": set(EVENT_KINDS), "zone": set(ZONES), "status": {*STATUSES, "unchecked"},
        "change": {"unchanged", "renumbered", "merged", "approximate", "new", "removed"},
    }
    for lang in ("ja", "en"):
        words = TABLES[lang].WORDS
        for table, keys in wanted.items():
            if lang == "en" and table not in words:
                continue  # English names these words by the engine's own word (sitegen/text/en.py word())
            missing = sorted(k for k in keys if k not in words.get(table, {}))
            assert not missing, f"{lang} {table}: no entry for {missing}"
