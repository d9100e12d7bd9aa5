"""Schemas of the project's own YAML files: every key known, every value of its type.

A :class:`Schema` names the keys of one kind of mapping and the type of each value; a
:class:`Kind` checks a value. ``sources.yaml`` (here) and ``concordance.yaml``
(``ruletext/concordance.py``) are checked with them; an unknown key names the accepted
ones, a value of another type names what was expected and what was found.

>>> from ruletext.yamlfile import load_yaml
>>> schema = Schema("a source", {"id": SLUG, "about": TEXT_LIST}, required=("id",))
>>> schema.check(load_yaml("id: x\\nabout: [\\"613\\"]\\n", "s.yaml"), "s.yaml")["about"]
['613']
>>> schema.check(load_yaml("id: x\\ncolour: red\\n", "s.yaml"), "s.yaml")
Traceback (most recent call last):
...
ruletext.errors.SchemaError: s.yaml:2: unknown key 'colour' in a source (accepted: id, about)
>>> schema.check(load_yaml("id: [a, b]\\n", "s.yaml"), "s.yaml")
Traceback (most recent call last):
...
ruletext.errors.SchemaError: s.yaml:1: 'id' must be an id (a-z, 0-9, -), not a list
"""

from __future__ import annotations

import datetime
import difflib
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .errors import InputError, SchemaError, said
from .yamlfile import LineDict, line_of


def describe(value: Any) -> str:
    """What a YAML value is, for messages ("a list", "a number"…)."""
    if value is None:
        return "empty (null)"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, int | float):
        return f"a number ({value!r})"
    if isinstance(value, datetime.date):
        return f"a date ({value}; quote it to make it text)"
    if isinstance(value, str):
        return f"text ({value[:40]!r})"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, Mapping):
        return "a mapping"
    return type(value).__name__


# What an unknown key is, as a record's JSON (engine/records.py ``error.unknown_key``), given the
# key, the accepted keys and the closest of them ("" for none): ``InputError.says``.
KeySays = Callable[[str, tuple[str, ...], str], dict[str, object]]


def check_keys(mapping: Mapping[str, Any], accepted: Iterable[str], path: str, line: int | None = None, *,
               label: str = "", what: str = "", within: str = "", notes: Mapping[str, str] | None = None,
               error: type[InputError] = SchemaError, says: KeySays | None = None) -> None:
    """The one key checker: every key of ``mapping`` is one of ``accepted``. The first that is
    not is ``error`` at its own line (a :class:`LineDict`'s; else ``line``)::

        [label: ]unknown [what ]key 'k'[ in within][note] (accepted: a, b[; did you mean 'a'?])

    ``notes``: a further word for a key that is known elsewhere (`` — it goes with …``);
    ``says``: the error's record, for the reader's words.

    >>> from ruletext.yamlfile import load_yaml
    >>> check_keys(load_yaml("id: x\\ncolour: red\\n", "s.yaml"), ("id", "color"), "s.yaml", within="a source")
    Traceback (most recent call last):
    ...
    ruletext.errors.SchemaError: s.yaml:2: unknown key 'colour' in a source (accepted: id, color; did you mean 'color'?)
    >>> check_keys({"when": 1}, ("text", "do"), "c.yaml", 7, label="reflexive", notes={"when": " — no when"})
    Traceback (most recent call last):
    ...
    ruletext.errors.SchemaError: c.yaml:7: reflexive: unknown key 'when' — no when (accepted: text, do)
    """
    names = tuple(accepted)
    for key in mapping:
        if key in names:
            continue
        close = difflib.get_close_matches(str(key), names, n=1, cutoff=0.6)
        hint = close[0] if close else ""
        at = mapping.key_line(key) if isinstance(mapping, LineDict) else line
        message = (f"{label + ': ' if label else ''}unknown {what + ' ' if what else ''}key {key!r}"
                   f"{' in ' + within if within else ''}{(notes or {}).get(key, '')} (accepted: {', '.join(names)}"
                   f"{f'; did you mean {hint!r}?' if hint else ''})")
        raise error(path, at, message, says(str(key), names, hint) if says is not None else None)


class Kind:
    """The type of a value; :meth:`check` returns it as the program uses it or raises."""

    expected = "a value"

    def ok(self, value: Any) -> bool:
        raise NotImplementedError

    def check(self, value: Any, name: str, path: str, line: int, error: type[InputError]) -> Any:
        if not self.ok(value):
            raise error(path, line_of(value, line), *said("file.must_be", key=name, expected=self.expected,
                                                          value=describe(value)))
        return value


class _Text(Kind):
    expected = "text"

    def ok(self, value: Any) -> bool:
        return isinstance(value, str)


class _NonEmptyText(Kind):
    expected = "text (not empty)"

    def ok(self, value: Any) -> bool:
        return isinstance(value, str) and bool(value.strip())


class _Slug(Kind):
    """An id that becomes part of a URL or a file name."""

    expected = "an id (a-z, 0-9, -)"
    pattern = re.compile(r"[a-z0-9][a-z0-9-]{0,63}")

    def ok(self, value: Any) -> bool:
        return isinstance(value, str) and self.pattern.fullmatch(value) is not None


class _TextList(Kind):
    expected = "a list of text"

    def ok(self, value: Any) -> bool:
        return isinstance(value, list) and all(isinstance(v, str) for v in value)


class _List(Kind):
    expected = "a list"

    def ok(self, value: Any) -> bool:
        return isinstance(value, list)


class _Map(Kind):
    expected = "a mapping"

    def ok(self, value: Any) -> bool:
        return isinstance(value, Mapping)


class _TextMap(Kind):
    expected = "a mapping of text to text"

    def ok(self, value: Any) -> bool:
        return isinstance(value, Mapping) and all(isinstance(v, str) for v in value.values())


TEXT: Kind = _Text()
NONEMPTY: Kind = _NonEmptyText()
SLUG: Kind = _Slug()
TEXT_LIST: Kind = _TextList()
TEXT_MAP: Kind = _TextMap()
MAP: Kind = _Map()
LIST: Kind = _List()


@dataclass(frozen=True)
class Schema:
    """The keys of one kind of mapping (``what``: "a source", for messages) and their types."""

    what: str
    fields: dict[str, Kind]
    required: tuple[str, ...] = ()
    error: type[InputError] = field(default=SchemaError)

    def check(self, value: Any, path: str, line: int = 1) -> LineDict:
        """``value`` checked: a mapping, no unknown key, the required keys, each of its type."""
        if not isinstance(value, LineDict):
            raise self.error(path, line_of(value, line), f"{self.what} must be a mapping with the keys "
                                                         f"{', '.join(self.fields)}; found {describe(value)}")
        check_keys(value, self.fields, path, within=self.what, error=self.error)
        for key in self.required:
            if key not in value:
                raise self.error(path, value.line, f"{self.what} is missing the field {key!r}")
        for key, kind in self.fields.items():
            if key in value:
                kind.check(value[key], key, path, value.key_line(key), self.error)
        return value
