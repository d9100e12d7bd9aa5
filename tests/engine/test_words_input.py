"""Input errors of the words added for 614–616, 111, 122 and 707: ``file:line: message``."""

from __future__ import annotations

from pathlib import Path

from engine_helpers import example_error
from test_verify_input import corpus, make_root

from verify import run

UNUSED = """\
example: "art-ex-1"
title: a test
text: "2/2のクリーチャーが+1/+1の修整を受けて3/3になる。"
steps:
  - label: it gets +1/+1
    do:
      - enter: {id: c, card: テストの熊}
      - choices_as_enters: {object: token9, choices: {color: red}}
      - effect: {id: e, affected: target creature, targets: [c], modify_pt: +1/+1}
    expect:
      c: {pt: 3/3}
"""


def test_choices_made_for_an_object_that_never_enters_are_an_error(tmp_path: Path) -> None:
    report = run(corpus(), make_root(tmp_path, scenario=UNUSED))
    message = str(example_error(report).value)
    assert "art-ex-1.yaml:8:" in message and "token9 never entered the battlefield" in message


def test_more_counters_of_an_unknown_kind_is_an_error(tmp_path: Path) -> None:
    card = """\
ja: テストの熊
en: Test Bear
type_line: Creature — Bear
pt: 2/2
abilities:
  - more_counters: {text: "…", what: creature you control, double: true, counters: fad}
"""
    report = run(corpus(), make_root(tmp_path, card=card))
    message = str(example_error(report).value)
    assert "bear.yaml:6:" in message and "did you mean 'fade'?" in message
