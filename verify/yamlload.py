"""YAML with line numbers for cards and scenarios: a thin layer over the project's one
loader, :mod:`ruletext.yamlfile` (safe, bounded, plain data; see its limits). Every mapping
remembers the line of itself and of each key.

>>> doc = load_yaml("a: 1\\nb:\\n  c: 2\\n", "x.yaml")
>>> doc.line, doc.key_line("b"), doc["b"].line
(1, 2, 3)
>>> load_yaml("a: [1\\n", "x.yaml")
Traceback (most recent call last):
...
verify.errors.YamlSyntaxError: x.yaml:1: not valid YAML: did not find expected ',' or ']'
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ruletext import yamlfile
from ruletext.yamlfile import LineDict, LineList, line_of
from verify.errors import YamlSyntaxError

__all__ = ["LineDict", "LineList", "line_of", "load_yaml", "load_yaml_file", "shown_path"]


def load_yaml(text: str, path: str) -> Any:
    """Parse YAML text; a syntax error or a limit becomes :class:`YamlSyntaxError` with its line."""
    return yamlfile.load_yaml(text, path, YamlSyntaxError)


def load_yaml_file(path: Path, shown: str) -> Any:
    """Read and parse a YAML file (UTF-8; invalid bytes and NUL are reported with their line)."""
    return yamlfile.read_yaml(path, shown, YamlSyntaxError)


def shown_path(path: Path, root: Path) -> str:
    """How a file under the rules folder ``root`` is named in messages: relative to the
    project (``rules_src/cards/x.yaml``), or as given when it is elsewhere."""
    try:
        return str(path.relative_to(root.parent))
    except ValueError:
        return str(path)
