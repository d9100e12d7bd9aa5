"""YAML with line numbers: every mapping remembers the line of itself and of each key.

>>> doc = load_yaml("a: 1\\nb:\\n  c: 2\\n", "x.yaml")
>>> doc.line, doc.key_line("b"), doc["b"].line
(1, 2, 3)
>>> load_yaml("a: [1\\n", "x.yaml")
Traceback (most recent call last):
...
verify.errors.YamlSyntaxError: x.yaml:2: not valid YAML: did not find expected ',' or ']'
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from verify.errors import YamlSyntaxError


class LineDict(dict[str, Any]):
    """A mapping read from YAML, with ``line`` (1-based) and the line of each key."""

    line: int = 0
    key_lines: dict[str, int]

    def key_line(self, key: str) -> int:
        """The line of ``key`` (or of the mapping when the key is absent)."""
        return self.key_lines.get(key, self.line)


class LineList(list[Any]):
    """A sequence read from YAML, with ``line`` and the line of each item."""

    line: int = 0
    item_lines: list[int]


# libyaml's parser (bundled with PyYAML's wheels) reads our files about 9 times faster than
# the pure-Python one; the constructors below are the same for both.
_SafeLoader: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class _Loader(_SafeLoader):  # type: ignore[valid-type,misc]
    """A safe loader whose mappings and sequences keep their line numbers."""


def _mapping(loader: _Loader, node: yaml.MappingNode) -> LineDict:
    out = LineDict()
    out.line = node.start_mark.line + 1
    out.key_lines = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        out[str(key)] = loader.construct_object(value_node, deep=True)
        out.key_lines[str(key)] = key_node.start_mark.line + 1
    return out


def _sequence(loader: _Loader, node: yaml.SequenceNode) -> LineList:
    out = LineList(loader.construct_object(v, deep=True) for v in node.value)
    out.line = node.start_mark.line + 1
    out.item_lines = [v.start_mark.line + 1 for v in node.value]
    return out


_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _mapping)
_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, _sequence)


def load_yaml(text: str, path: str) -> Any:
    """Parse YAML text; a syntax error becomes :class:`YamlSyntaxError` with its line."""
    try:
        return yaml.load(text, Loader=_Loader)  # noqa: S506 - a SafeLoader subclass
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None) or getattr(err, "context_mark", None)
        line = mark.line + 1 if mark is not None else None
        problem = getattr(err, "problem", None) or str(err)
        raise YamlSyntaxError(path, line, f"not valid YAML: {problem}") from None


def load_yaml_file(path: Path, shown: str) -> Any:
    """Read and parse a YAML file (UTF-8)."""
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as err:
        raise YamlSyntaxError(shown, None, f"not UTF-8: {err.reason}") from None
    return load_yaml(text, shown)


def line_of(value: object, default: int = 0) -> int:
    """The line of a mapping or sequence read by :func:`load_yaml`, else ``default``."""
    return int(getattr(value, "line", default) or default)
