"""The examples in sitegen's docstrings hold (pytest collects doctests only under tests/)."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ["ruletext.concordance", "sitegen.progress", "sitegen.render", "sitegen.site", "sitegen.numbers",
           "sitegen.linkcheck", "sitegen.search", "sitegen.watch", "sitegen.readings", "sitegen.playground",
           "sitegen.guard", "sitegen.inbrowser", "sitegen.docs_tables", "sitegen.text.ja_reviewed"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0 and result.failed == 0
