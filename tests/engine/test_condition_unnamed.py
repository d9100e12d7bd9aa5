"""603.4: the record of an intervening "if" that is false names the condition when it has a text,
and says "its condition" when it has none — never an empty quotation (「解決時にが偽」)."""

from __future__ import annotations

import pytest

from engine.records import Item, Obj, Record, Rule, Text
from sitegen.text import Say


@pytest.mark.parametrize("kind, args, english, japanese", [
    ("resolve.condition_false", {"item": Item("s1")},
     "s1 does nothing: its condition is false on resolution (603.4)", "は何もしない: 解決時に条件が偽（603.4）"),
    ("trigger.condition_false", {"object": Obj("c"), "text": Text("When this enters, draw a card.")},
     "c: 'When this enters, draw a card.' does not trigger: its condition is false (603.4)", "は誘発しない: 条件が偽（603.4）"),
])
def test_a_condition_without_text_is_called_its_condition(kind: str, args: dict[str, object], english: str,
                                                          japanese: str) -> None:
    unnamed = Record.of(kind, condition=(), rule=Rule("603.4"), **args)  # type: ignore[arg-type]
    assert unnamed.describe() == english
    assert Say("ja")(unnamed.to_json()).endswith(japanese)
    named = Record.of(kind, condition=Text("you control an artifact"), rule=Rule("603.4"), **args)  # type: ignore[arg-type]
    assert "its condition (you control an artifact) is false" in named.describe()
    assert "条件（" in Say("ja")(named.to_json()) and "）が偽" in Say("ja")(named.to_json())
