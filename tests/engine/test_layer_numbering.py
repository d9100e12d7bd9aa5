from __future__ import annotations

import pytest

from engine import Layer, RulesVersion, ValueSyntaxError
from engine.layers import LAYER_STEPS


def test_both_numberings() -> None:
    assert (Layer.L7C_MODIFY.current, Layer.L7C_MODIFY.cr2009) == ("7c", "7c")
    assert (Layer.L7C_COUNTERS.current, Layer.L7C_COUNTERS.cr2009) == ("7c", "7d")
    assert (Layer.L7D_SWITCH.current, Layer.L7D_SWITCH.cr2009) == ("7d", "7e")
    assert Layer.L1B_FACE_DOWN.cr2009 == "1"


def test_order_of_application() -> None:
    labels = [la.current for la in LAYER_STEPS if la.is_characteristic]
    assert labels == ["1a", "1b", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d"]


def test_unknown_label() -> None:
    with pytest.raises(ValueSyntaxError):
        Layer.from_label("8")


def _counter_then_pump(version: RulesVersion) -> list[str]:
    """A creature gets a +1/+1 counter, then a later +2/+2 effect: the 7c trace, in order."""
    from engine_helpers import creature, spec

    from engine import Game
    from engine.effects import ModifyPT
    from engine.expressions import Const

    g = Game(rules_version=version)
    g.create("c1", creature("Bear", (2, 2)), controller="A")
    g.put_counters("c1", "+1/+1")  # the earlier timestamp
    g.create_effect(spec("+2/+2", "target creature", ModifyPT(Const(2), Const(2))), controller="A", targets=["c1"])
    ev = g.characteristics()
    assert ev.state("c1").pt == "5/5"  # the same result under both orders
    return [f"{t.layer.cr2009}:{t.after}" for t in ev.trace if t.layer.step == Layer.L7C_MODIFY.step]


def test_counters_by_timestamp_within_7c_today() -> None:
    """613.4c (today): counters are part of 7c and apply in timestamp order with its effects."""

    assert [s.split(":")[0] for s in _counter_then_pump(RulesVersion.CURRENT)] == ["7d", "7c"]


def test_counters_after_every_7c_effect_in_2009() -> None:
    """613.3d (2009): counters are sublayer 7d, applied after every 7c effect whatever the timestamps."""

    assert [s.split(":")[0] for s in _counter_then_pump(RulesVersion.CR2009)] == ["7c", "7d"]
    assert RulesVersion.CR2009.steps().index(Layer.L7C_COUNTERS) == RulesVersion.CR2009.steps().index(Layer.L7C_MODIFY) + 1
