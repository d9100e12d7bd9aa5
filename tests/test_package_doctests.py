"""The examples in the docstrings of ruletext, engine and verify hold (pytest collects
doctests only under tests/; sitegen's are in tests/site/test_doctests.py)."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

PACKAGES = ["ruletext", "engine", "verify"]
MODULES = sorted(
    name for pkg in PACKAGES
    for name in [pkg] + [m.name for m in pkgutil.walk_packages(importlib.import_module(pkg).__path__, prefix=pkg + ".")]
)


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0
