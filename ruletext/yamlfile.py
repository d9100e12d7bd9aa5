"""The one YAML loader of the project: safe, bounded, plain data, with line numbers.

Every YAML file the build reads (``sources.yaml``, ``concordance.yaml``, cards, scenarios)
goes through :func:`read_yaml`; ``verify.yamlload`` is a thin layer over it. What it
refuses, each as ``file:line: message``:

- invalid UTF-8 and NUL bytes (the line they are on), a file over :data:`MAX_BYTES`;
- YAML syntax errors, and more than one document;
- any tag beyond plain data (``!!python/…``, ``!!binary``, ``!custom``…), and a tag that
  contradicts its value (``!!map x``, ``!!str [1]``);
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
>>> load_yaml("a: !!map x\\n", "x.yaml")
Traceback (most recent call last):
...
ruletext.errors.YamlError: x.yaml:1: not valid YAML: expected a mapping node, but found scalar
>>> load_yaml("a: 1\\nb: 2\\na: 3\\n", "x.yaml")
Traceback (most recent call last):
...
ruletext.errors.YamlError: x.yaml:3: the key 'a' is given twice (first on line 1)
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import yaml

from .decode import decode_text, read_bytes
from .errors import InputError, YamlError, said

# The largest YAML file of the project (docs aside) has about 20 kB.
MAX_BYTES = 1024 * 1024
# Values in one document once every alias is expanded: a file of MAX_BYTES has fewer
# without aliases; an alias bomb (9 aliases of 9 aliases …) has billions.
MAX_VALUES = 100_000
MAX_DEPTH = 64

_T = "tag:yaml.org,2002:"
_STR, _MAP, _SEQ = _T + "str", _T + "map", _T + "seq"
_SCALAR_TAGS = frozenset(_T + t for t in ("int", "float", "bool", "null", "timestamp"))  # text aside
_PLAIN_TAGS = _SCALAR_TAGS | {_STR, _MAP, _SEQ}


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
    """A safe loader: libyaml composes the nodes; :class:`_Builder` checks them and builds the values.

    The tag of each node is resolved as PyYAML's resolver does for the safe loader, which
    has no path resolvers: a plain scalar by the implicit resolvers of its first character,
    anything else by its kind (libyaml asks for every node)."""

    def descend_resolver(self, current_node: Any, current_index: Any) -> None:
        pass  # no path resolvers

    def ascend_resolver(self) -> None:
        pass

    def resolve(self, kind: type[yaml.Node], value: Any, implicit: tuple[bool, bool]) -> str:
        if kind is yaml.ScalarNode:
            if implicit[0]:
                for tag, regexp in _IMPLICIT.get(value[:1], ()):
                    if regexp.match(value):
                        return tag
            return _STR
        return _SEQ if kind is yaml.SequenceNode else _MAP


_IMPLICIT: dict[str, list[tuple[str, Any]]] = _SafeLoader.yaml_implicit_resolvers
assert not _SafeLoader.yaml_path_resolvers and None not in _IMPLICIT  # what _Loader.resolve leaves out


# Line breaks to YAML 1.1 (and so to the parser's marks) that an editor does not count (NEL,
# LS, PS): in a text that has one, a mark's line is counted from its index instead.
_OTHER_BREAKS = ("\x85", "\u2028", "\u2029")


def _lines(text: str) -> Callable[[Any], int]:
    """The 1-based line of a parser mark in ``text``, as an editor counts lines.

    >>> _lines("a: 1\\nb: 2\\n")(yaml.Mark("", 5, 1, 0, None, None))
    2
    >>> _lines("a: 'x\\x85y'\\nb: 2\\n")(yaml.Mark("", 10, 2, 0, None, None))  # NEL: line 3 to YAML
    2
    """
    if not any(b in text for b in _OTHER_BREAKS):
        return lambda mark: int(mark.line) + 1
    return lambda mark: text.count("\n", 0, int(mark.index)) + 1


def _short_tag(tag: str) -> str:
    return "!!" + tag[len(_T):] if tag.startswith(_T) else tag


class _Builder:
    """One walk over a document's nodes, in document order: each node is checked (plain data
    within the limits, see the module's docstring) before anything is built from it, then
    built — mappings as :class:`LineDict`, sequences as :class:`LineList`, scalars by the
    safe loader's own constructors. An alias is counted once per use but walked and built
    once (its value is shared, as PyYAML shares it)."""

    def __init__(self, loader: _Loader, path: str, error: type[InputError], text: str) -> None:
        self.loader = loader
        self.line = _lines(text)
        self.scalars = loader.yaml_constructors
        self.path = path
        self.error = error
        self.built: dict[int, tuple[Any, int]] = {}  # a collection already built, by id: (value, values under it)
        self.active: set[int] = set()  # the collections being walked (an alias to one is recursive)

    def scalar(self, node: yaml.Node, tag: str) -> Any:
        """A scalar's value; text without NUL (an escape can write one: no file of ours holds
        it), a date or time that exists (``2001-02-30`` is an error at its line, not a crash)."""
        if tag == _STR:
            if "\0" in node.value:
                raise self.error(self.path, self.line(node.start_mark), *said("file.nul_escape"))
            return node.value
        try:
            return self.scalars[tag](self.loader, node)
        except ValueError as err:  # 2001-02-30, 12:61:00: the safe loader's datetime() refuses them
            raise self.error(self.path, self.line(node.start_mark),
                             *said("file.not_a_date", value=node.value, why=str(err))) from None

    def item(self, node: yaml.Node, depth: int) -> tuple[Any, int]:
        """:meth:`build` of a value ``depth`` deep, a plain scalar without a call more."""
        if type(node) is yaml.ScalarNode and depth <= MAX_DEPTH:
            tag = node.tag
            if tag == _STR and "\0" not in node.value:
                return node.value, 1
            if tag == _STR or tag in _SCALAR_TAGS:
                return self.scalar(node, tag), 1
        return self.build(node, depth)

    def build(self, node: yaml.Node, depth: int) -> tuple[Any, int]:
        """The value of ``node`` and how many values it holds (itself included)."""
        key = id(node)
        done = self.built.get(key)
        if done is not None:
            return done  # an alias of a value already built
        error, path = self.error, self.path
        if key in self.active:
            raise error(path, self.line(node.start_mark), *said("file.recursive_alias"))
        tag = node.tag
        if tag not in _PLAIN_TAGS:
            if tag == _T + "merge":
                raise error(path, self.line(node.start_mark), *said("file.merge_key"))
            raise error(path, self.line(node.start_mark), *said("file.tag", tag=_short_tag(tag)))
        if depth > MAX_DEPTH:
            raise error(path, self.line(node.start_mark), *said("file.too_deep", limit=MAX_DEPTH))
        if (tag == _MAP) is not isinstance(node, yaml.MappingNode) or (tag == _SEQ) is not isinstance(
                node, yaml.SequenceNode):
            return self.loader.construct_object(node, deep=True), 1  # "!!str {…}": PyYAML's own error
        if isinstance(node, yaml.MappingNode):
            self.active.add(key)
            mapping = LineDict()
            mapping.line = self.line(node.start_mark)
            lines: dict[str, int] = {}
            mapping.key_lines = lines
            total = 1
            for key_node, value_node in node.value:  # MAX_DEPTH bounds the recursion
                if not isinstance(key_node, yaml.ScalarNode):
                    raise error(path, self.line(key_node.start_mark), *said("file.key_not_text"))
                name = str(self.item(key_node, depth + 1)[0])
                line = self.line(key_node.start_mark)
                if name in lines:
                    raise error(path, line, *said("file.key_twice", key=name, line=lines[name]))
                lines[name] = line
                value, size = self.item(value_node, depth + 1)
                total += 1 + size
                mapping[name] = value
            built: tuple[Any, int] = (mapping, total)
        elif isinstance(node, yaml.SequenceNode):
            self.active.add(key)
            items = LineList()
            items.line = self.line(node.start_mark)
            item_lines: list[int] = []
            items.item_lines = item_lines
            total = 1
            for item in node.value:
                value, size = self.item(item, depth + 1)
                total += size
                items.append(value)
                item_lines.append(self.line(item.start_mark))
            built = (items, total)
        else:
            return self.scalar(node, tag), 1
        self.active.discard(key)
        if total > MAX_VALUES:
            raise error(path, self.line(node.start_mark), *said("file.alias_bomb", limit=f"{MAX_VALUES:,}"))
        self.built[key] = built
        return built


def load_yaml(text: str, path: str, error: type[InputError] = YamlError) -> Any:
    """Parse one YAML document into plain values (:class:`LineDict`, :class:`LineList`, text,
    numbers…); every problem is ``error`` with its line."""
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None
        return _Builder(loader, path, error, text).build(node, 1)[0]
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None) or getattr(err, "context_mark", None)
        line = _lines(text)(mark) if mark is not None else None
        if mark is not None and mark.index >= len(text.rstrip()):
            line = text.rstrip().count("\n") + 1  # at the end: the last line with text on it
        problem = getattr(err, "problem", None) or str(err)
        raise error(path, line, *said("file.not_yaml", problem=str(problem))) from None
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
