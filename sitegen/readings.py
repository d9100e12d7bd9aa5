"""Readings (読み): the card list and the glossary in gojūon order (あいうえお順, ruletext.kana).

Where a reading comes from:

- a card defined in ``rules_src/cards/`` — its own ``reading:`` (docs/cards.md);
- a glossary term, or a card the texts mention without a definition — ``rules_src/readings.yaml``::

      readings:
        種類別: しゅるいべつ

- a Japanese name written in kana only is its own reading (コントローラー, タルモゴイフ).

A name with kanji and no reading is a warning with the file and line to add it in (fatal in a
strict build, as ``make site`` and the tests run it); without one the entry is listed after
those with a reading, in code-point order — never silently in a wrong place. An entry of
readings.yaml that no term or card takes is a warning too (a word that does nothing).
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

from ruletext.errors import InputError
from ruletext.kana import SEPARATORS, gojuon_key, hiragana, is_reading
from ruletext.schema import describe
from ruletext.yamlfile import LineDict, read_yaml

READINGS_FILE = "readings.yaml"
READINGS_KEYS = ("readings",)


class ReadingsError(InputError):
    """rules_src/readings.yaml is not what it should be."""


@dataclass
class Readings:
    """``rules_src/readings.yaml``: each name or term → its reading, and the line it is on."""

    path: str = "rules_src/" + READINGS_FILE
    by_name: dict[str, str] = field(default_factory=dict)
    lines: dict[str, int] = field(default_factory=dict)


def parse_readings(data: object, path: str) -> Readings:
    """The file's parsed YAML → :class:`Readings` (``file:line: message`` when it is not one).

    >>> from ruletext.yamlfile import load_yaml
    >>> parse_readings(load_yaml("readings:\\n  種類別: しゅるいべつ\\n", "r.yaml"), "r.yaml").by_name
    {'種類別': 'しゅるいべつ'}
    >>> parse_readings(load_yaml("readings:\\n  種類別: 種類別\\n", "r.yaml"), "r.yaml")
    Traceback (most recent call last):
    sitegen.readings.ReadingsError: r.yaml:2: the reading of 種類別 must be kana (hiragana or katakana, ー ・ 、), not '種類別'
    """
    out = Readings(path)
    if data is None:
        return out
    if not isinstance(data, LineDict):
        raise ReadingsError(path, 1, f"a mapping with {', '.join(READINGS_KEYS)} (name: reading), not {describe(data)}")
    for key in data:
        if key not in READINGS_KEYS:
            raise ReadingsError(path, data.key_line(key), f"unknown key {key!r} (accepted: {', '.join(READINGS_KEYS)})")
    names = data.get("readings")
    if names is None:
        return out
    if not isinstance(names, LineDict):
        raise ReadingsError(path, data.key_line("readings"), f"readings: a mapping name: reading, not {describe(names)}")
    for name, reading in names.items():
        line = names.key_line(name)
        if not isinstance(reading, str) or not is_reading(reading):
            shown = repr(reading) if isinstance(reading, str) else describe(reading)
            raise ReadingsError(path, line, f"the reading of {name} must be kana (hiragana or katakana, ー ・ 、), "
                                            f"not {shown}")
        out.by_name[str(name)] = reading
        out.lines[str(name)] = line
    return out


def load_readings(rules_src: Path) -> Readings:
    """``rules_src/readings.yaml``; none when the file does not exist."""
    path = rules_src / READINGS_FILE
    shown = f"{rules_src.name}/{READINGS_FILE}"
    if not path.exists():
        return Readings(shown)
    return parse_readings(read_yaml(path, shown, ReadingsError), shown)


def own_reading(name: str) -> str | None:
    """A name in kana is its own reading (its katakana as hiragana; punctuation and brackets set
    aside), else ``None``.

    >>> own_reading("コントローラー"), own_reading("〜してもよい。"), own_reading("謙虚")
    ('こんとろーらー', 'してもよい', None)
    """
    kept = "".join(c for c in name if not unicodedata.category(c).startswith(("P", "S")) or c in SEPARATORS)
    return hiragana(kept) if is_reading(kept) else None


def order_key(name: str, reading: str | None) -> tuple[int, tuple[str, str], str]:
    """The place of ``name`` in a gojūon list: by its reading; one without a reading after those
    with one, by code point.

    >>> sorted(["灰色熊", "謙虚", "アボレスの落とし子", "稲妻"],
    ...        key=lambda n: order_key(n, {"謙虚": "けんきょ", "灰色熊": "はいいろぐま", "アボレスの落とし子": "あぼれすのおとしご"}.get(n)))
    ['アボレスの落とし子', '謙虚', '灰色熊', '稲妻']
    """
    if reading is None:
        return 1, ("", ""), name
    return 0, gojuon_key(reading), name


__all__ = ["Readings", "ReadingsError", "load_readings", "order_key", "own_reading", "parse_readings"]
