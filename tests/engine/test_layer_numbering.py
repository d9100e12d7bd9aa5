from __future__ import annotations

import pytest

from engine import Layer, ValueSyntaxError
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
