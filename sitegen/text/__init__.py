"""The words a reader sees, from typed records: one table per language (:mod:`.ja`, :mod:`.en`).

A record (``engine/records.py``, in the report as ``{"kind", "args"}``) is rendered by its
kind's template in the language's table; each argument by its type (docs/architecture.md):
an object, stack item or effect by the name the reader knows (``name``, from the example's
objects), a zone, step, counter or vocabulary key by the table, a rule number in the page's
numbering (``rule``), a card's text and mana as written, a list joined, a nested record
rendered the same way. Nothing here reads text the engine wrote.

>>> say = Say("ja", name=lambda oid: {"c1": "《灰色熊》"}.get(oid, oid))
>>> say({"kind": "event.zone_change", "args": {"object": {"object": "c1", "incarnation": 1},
...      "from_zone": {"zone": "battlefield"}, "to_zone": {"zone": "graveyard"}}})
'《灰色熊》: 戦場 → 墓地'
>>> Say("ja", rule=lambda n: {"704.5f": "420.5c"}.get(n, n))({"kind": "sba.toughness_zero",
...     "args": {"object": {"object": "c1"}, "toughness": 0, "rule": {"rule": "704.5f"}}})
'c1はタフネスが0（420.5c）'
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType
from typing import Any

from verify.report import fill

from . import en, ja

TABLES: dict[str, ModuleType] = {"ja": ja, "en": en}
# Typed arguments whose value is a word of a table (the tag is the table's name).
_WORD_TAGS = {"zone": "zone", "step": "step", "counter": "counter", "key": "key", "field": "field"}


def word(lang: str, table: str, key: str) -> str:
    """The word for ``key`` in the ``table`` of ``lang``; the key itself when it has none."""
    words: dict[str, dict[str, str]] = TABLES[lang].WORDS
    if table == "field" and key not in words.get("field", {}):
        table = "player_field"  # a player's field (life, hand…)
    return words.get(table, {}).get(key, key)


def ui(lang: str, key: str, **fields: object) -> str:
    """A label of the page in ``lang``: ``key`` in the ``ui`` table, or ``table.key`` in another
    (``field.colors``), filled with ``fields``; a key the table lacks is a KeyError (a test
    checks every key a template names, in every language).

    >>> ui("ja", "steps"), ui("en", "field.colors"), ui("ja", "n_items", n=3)
    ('計算の経過', 'colors', '3 件')
    """
    table, _, name = key.rpartition(".")
    template = str(TABLES[lang].WORDS[table or "ui"][name])
    return template.format(**fields) if fields else template


def _same(value: str) -> str:
    return value


class Say:
    """Renders records in one language: ``name`` names an object, stack item or effect by
    its id; ``rule`` gives a rule number (today's) in the page's numbering; ``text`` a card's
    text in the language (its ``text_ja``)."""

    def __init__(self, lang: str, name: Callable[[str], str] = _same, rule: Callable[[str], str] = _same,
                 text: Callable[[str], str] = _same) -> None:
        self.table = TABLES[lang]
        self.lang = lang
        self.name = name
        self.rule = rule
        self.text = text

    def __call__(self, record: Any) -> str:
        """A record (``{"kind", "args"}``) in words; a kind the table lacks is a KeyError (a test
        checks that every kind has an entry in every language)."""
        template: str = self.table.RECORDS[record["kind"]]
        args = record.get("args") or {}
        return fill(template, {k: self.arg(v) for k, v in args.items()},
                    {k for k, v in args.items() if v == [] or v == ""})

    def arg(self, value: Any) -> str:
        """One typed argument in words."""
        if isinstance(value, list):
            return str(self.table.LIST_SEP).join(self.arg(v) for v in value)
        if isinstance(value, dict):
            if "record" in value:
                return self(value["record"])
            if "object" in value:
                return self.name(str(value["object"]))
            if "item" in value:
                return self.name(str(value["item"]))
            if "effect" in value:
                return self.name(str(value["effect"]))
            if "rule" in value:
                return self.rule(str(value["rule"]))
            if "player" in value:
                return str(value["player"])
            for tag, table in _WORD_TAGS.items():
                if tag in value:
                    return word(self.lang, table, str(value[tag]))
            if "text" in value:
                return str(self.table.QUOTE).format(self.text(str(value["text"]))) if value["text"] else ""
            if "card" in value:
                return f"《{value['card']}》"
            if "mana" in value:
                return str(value["mana"])
        return str(value)
