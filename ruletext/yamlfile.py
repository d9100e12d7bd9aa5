"""The one YAML loader of the project: safe, bounded, plain data, with line numbers.

Every YAML file the build reads (``sources.yaml``, ``concordance.yaml``, cards, scenarios)
goes through :func:`read_yaml`; ``verify.yamlload`` is a thin layer over it. What it
refuses, each as ``file:line: message``:

- invalid UTF-8 and NUL bytes (the line they are on), a file over :data:`MAX_BYTES`;
- YAML syntax errors, and more than one document;
- any tag beyond plain data (``!!python/…``, ``!!binary``, ``!custom``…);
- aliases expanding to more than :data:`MAX_VALUES` values (an alias bomb), an alias
  inside the value it names, nesting deeper than :data:`MAX_DEPTH`;
- a key given twice in one mapping (YAML would keep the last one silently).

Mappings and sequences keep their line numbers:

>>> doc = load_yaml("a: 1\\nb:\\n  c: 2\\n", "x.yaml")
>>> doc.line, doc.key_line("b"), doc["b"].line
(1, 2, 3)
>>> load_yaml("a: !!python/object/apply:os.system [ls]\\n", "x.yaml")
Traceback (most recent call last):
...
ruletext.errors.YamlError: x.yaml:1: the tag !!python/object/apply:os.system is not allowed (plain data only: text, numbers, true/false, null, lists, mappings)
>>> load_yaml("a: 1\\nb: 2\\na: 3\\n", "x.yaml")
Traceback (most recent call last):
...
ruletext.errors.YamlError: x.yaml:3: the key 'a' is given twice (first on line 1)
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from .decode import decode_text, read_bytes
from .errors import InputError, YamlError

# The largest YAML file of the project (docs aside) has about 20 kB.
MAX_BYTES = 1024 * 1024
# Values in one document once every alias is expanded: a file of MAX_BYTES has fewer
# without aliases; an alias bomb (9 aliases of 9 aliases …) has billions.
MAX_VALUES = 100_000
MAX_DEPTH = 64

_T = "tag:yaml.org,2002:"
_PLAIN_TAGS = frozenset(_T + t for t in ("str", "int", "float", "bool", "null", "seq", "map", "timestamp"))


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


def _line(node: yaml.Node) -> int:
    return int(node.start_mark.line) + 1


def _short_tag(tag: str) -> str:
    return "!!" + tag[len(_T):] if tag.startswith(_T) else tag


def check_nodes(root: yaml.Node, path: str, error: type[InputError] = YamlError) -> None:
    """Plain data within the limits (see the module's docstring), before anything is built
    from it: the walk counts each alias once per use but visits its value once."""
    size: dict[int, int] = {}  # values under a collection already walked, by id
    active: set[int] = set()  # the collections being walked (an alias to one is recursive)

    def walk(node: yaml.Node, depth: int) -> int:
        key = id(node)
        if key in size:
            return size[key]  # an alias of a value already counted
        if key in active:
            raise error(path, _line(node), "an alias inside the value it names (a recursive alias)")
        if node.tag not in _PLAIN_TAGS:
            if node.tag == _T + "merge":
                raise error(path, _line(node), "a merge key (<<) is not read: write the keys out")
            raise error(path, _line(node), f"the tag {_short_tag(node.tag)} is not allowed (plain data only: "
                                           "text, numbers, true/false, null, lists, mappings)")
        if depth > MAX_DEPTH:
            raise error(path, _line(node), f"nested more than {MAX_DEPTH} levels deep")
        if isinstance(node, yaml.MappingNode):
            _check_keys(node, path, error)
            children = [n for pair in node.value for n in pair]
        elif isinstance(node, yaml.SequenceNode):
            children = node.value
        else:
            return 1
        active.add(key)
        total = 1
        for child in children:  # MAX_DEPTH bounds the recursion
            total += walk(child, depth + 1)
        active.discard(key)
        if total > MAX_VALUES:
            raise error(path, _line(node), f"aliases expand this value to more than {MAX_VALUES:,} "
                                           "values (at most that many are read; an alias bomb?)")
        size[key] = total
        return total

    walk(root, 1)


def _check_keys(node: yaml.MappingNode, path: str, error: type[InputError]) -> None:
    seen: dict[str, int] = {}
    for key_node, _value in node.value:
        if not isinstance(key_node, yaml.ScalarNode):
            raise error(path, _line(key_node), "a key must be plain text, not a list or a mapping")
        name = str(key_node.value)
        if name in seen:
            raise error(path, _line(key_node), f"the key {name!r} is given twice (first on line {seen[name]})")
        seen[name] = _line(key_node)


def load_yaml(text: str, path: str, error: type[InputError] = YamlError) -> Any:
    """Parse one YAML document into plain values (:class:`LineDict`, :class:`LineList`, text,
    numbers…), checked by :func:`check_nodes`; every problem is ``error`` with its line."""
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None
        check_nodes(node, path, error)
        return loader.construct_document(node)
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None) or getattr(err, "context_mark", None)
        line = mark.line + 1 if mark is not None else None
        if mark is not None and mark.index >= len(text.rstrip()):
            line = text.rstrip().count("\n") + 1  # at the end: the last line with text on it
        problem = getattr(err, "problem", None) or str(err)
        raise error(path, line, f"not valid YAML: {problem}") from None
    finally:
        loader.dispose()


def read_text(path: Path, shown: str) -> str:
    """The text of a YAML file of at most :data:`MAX_BYTES` (UTF-8; a BOM is dropped; invalid
    bytes and NUL are reported with their line)."""
    return decode_text(read_bytes(path, shown, MAX_BYTES), shown)


def read_yaml(path: Path, shown: str, error: type[InputError] = YamlError) -> Any:
    """Read a YAML file (:func:`read_text`) and parse it (:func:`load_yaml`)."""
    return load_yaml(read_text(path, shown), shown, error)


def line_of(value: object, default: int = 0) -> int:
    """The line of a mapping or sequence read by :func:`load_yaml`, else ``default``."""
    return int(getattr(value, "line", default) or default)
