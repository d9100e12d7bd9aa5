"""The layers of rule 613, named in the rules' own terms, with both numberings.

The CR of 2009 (613.1a–g, 613.3a–e) and today's CR (613.1a–g with 613.2 splitting
layer 1, 613.4a–d) number the same layers differently: counters were sublayer 7d in
2009 and are part of 7c today; switching was 7e and is 7d today.

>>> Layer.L7C_COUNTERS.current, Layer.L7C_COUNTERS.cr2009
('7c', '7d')
>>> Layer.L7D_SWITCH.current, Layer.L7D_SWITCH.cr2009
('7d', '7e')
>>> Layer.L7C_COUNTERS.step == Layer.L7C_MODIFY.step
True
>>> Layer.from_label("7b")
<Layer.L7B_SET: (72, '7b', '7b')>
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING, Any, ClassVar, Self

from engine.errors import ValueSyntaxError
from engine.records import not_a
from engine.vocab import Written

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping

    from engine.selectors import Context
    from engine.view import View


class Layer(Enum):
    """A layer or sublayer: ``(step, current label, label in the 2009 CR)``.

    ``step`` orders the layers; two members with the same step are one sublayer
    of today's CR (613.4c: effects and counters that modify power/toughness).
    """

    L1A_COPY = (10, "1a", "1")  # 613.2a (today), 613.1a (2009)
    L1B_FACE_DOWN = (11, "1b", "1")  # 613.2b (today)
    L2_CONTROL = (20, "2", "2")  # 613.1b
    L3_TEXT = (30, "3", "3")  # 613.1c
    L4_TYPE = (40, "4", "4")  # 613.1d
    L5_COLOR = (50, "5", "5")  # 613.1e
    L6_ABILITY = (60, "6", "6")  # 613.1f
    L7A_CDA = (71, "7a", "7a")  # 613.4a (today), 613.3a (2009)
    L7B_SET = (72, "7b", "7b")  # 613.4b / 613.3b
    L7C_MODIFY = (73, "7c", "7c")  # 613.4c / 613.3c
    L7C_COUNTERS = (73, "7c", "7d")  # 613.4c (today) / 613.3d (2009)
    L7D_SWITCH = (74, "7d", "7e")  # 613.4d / 613.3e
    PLAYERS = (80, "players", "players")  # 613.10 (today), 613.9 (2009)
    GAME_RULES = (90, "rules", "rules")  # 613.11 (today), 613.10 (2009)

    # Plain attributes, set once per member: they are read in the inner loop of evaluation.
    step: int  # the position in the order of application
    current: str  # the label in today's numbering ("7c")
    cr2009: str  # the label in the numbering of the CR of October 2009 ("7d" for counters)

    def __init__(self, step: int, current: str, cr2009: str) -> None:
        self.step = step
        self.current = current
        self.cr2009 = cr2009

    @property
    def is_characteristic(self) -> bool:
        """Layers 1–7: effects on objects' characteristics (not players, not game rules)."""
        return self.step < 80

    @classmethod
    def from_label(cls, label: str) -> Layer:
        """The layer whose current label is ``label`` (``"7c"`` gives the effects sublayer)."""
        for layer in cls:
            if layer.current == label.strip().lower():
                return layer
        raise ValueSyntaxError(f"no layer {label!r} (expected one of 1a 1b 2 3 4 5 6 7a 7b 7c 7d)",
                               not_a("value_layer", label, [layer.current for layer in cls]))


# Layers in the order they are applied; L7C_COUNTERS is applied within L7C_MODIFY's step.
LAYER_STEPS: tuple[Layer, ...] = tuple(
    layer for layer in sorted(Layer, key=lambda la: la.step) if layer is not Layer.L7C_COUNTERS
)

class RulesVersion(Enum):
    """Which CR's order of layers an evaluation follows.

    ``CURRENT`` (613 since 2020-04-17): counters change power and toughness together with
    the other effects of 7c, in timestamp order (613.4c). ``CR2009`` (613 of 2009-10-01):
    counters are a sublayer of their own, 7d, applied after every 7c effect and before the
    switch, 7e (613.3d–e).

    >>> [la.cr2009 for la in RulesVersion.CR2009.steps() if la.step == 73]
    ['7c', '7d']
    >>> [la.current for la in RulesVersion.CURRENT.steps() if la.step == 73]
    ['7c']
    """

    CURRENT = "current"
    CR2009 = "2009-10-01"

    def steps(self) -> tuple[Layer, ...]:
        """The layers and sublayers in the order they are applied."""
        if self is RulesVersion.CURRENT:
            return LAYER_STEPS
        at = LAYER_STEPS.index(Layer.L7C_MODIFY) + 1
        return LAYER_STEPS[:at] + (Layer.L7C_COUNTERS,) + LAYER_STEPS[at:]

    @property
    def counters_apart(self) -> bool:
        """Counters are applied in a sublayer of their own (613.3d of 2009)."""
        return self is RulesVersion.CR2009


# Layers in which characteristic-defining abilities apply first (613.3 today, 613.2 in 2009).
CDA_FIRST: frozenset[Layer] = frozenset(
    {Layer.L2_CONTROL, Layer.L3_TEXT, Layer.L4_TYPE, Layer.L5_COLOR, Layer.L6_ABILITY}
)


class EffectPart(Written):
    """A key of an effect mapping (docs/cards.md, "Effects: one part per layer"), the part of a
    continuous effect it makes (613.1): its value is of the value type :attr:`takes`
    (engine/vocab.py VALUE_TYPES, converted by the loader) — or, for a mapping, has the keys
    :attr:`keys` — and :meth:`made` turns that value into the parts. The layer each part
    applies in is the part's own (``layer``).

    >>> from engine.effects import EFFECT_PARTS
    >>> EFFECT_PARTS.get("switch_pt").made(True)
    (SwitchPT(),)
    >>> [k.name for k in EFFECT_PARTS.get("players_gain").schema()]
    ['players_gain', 'abilities', 'who']
    """

    written: ClassVar[str]  # examples of the key and its value (`a` / `b`): the first is read for its layer
    layer_note: ClassVar[str] = ""  # another layer it may apply in (`cda:`)
    doc_writes: ClassVar[str] = "—"  # what it writes and reads, for the docs (the dependency search: 613.8)
    doc_reads: ClassVar[str] = "—"
    takes: ClassVar[str] = "flag"

    @property
    def needs(self) -> frozenset[str]:
        """What of its context it reads beyond the object (engine.selectors.CONTEXT_PARTS): its
        selectors' (``targets``: the part reads the targets chosen for its effect, 115.1)."""
        out: frozenset[str] = frozenset()
        for name in getattr(self, "__dataclass_fields__", ()):
            read = getattr(getattr(self, name), "needs", None)
            if isinstance(read, frozenset):
                out |= read
        return out

    @property
    def chosen_as_it_begins(self) -> frozenset[str]:
        """The choice words it reads that are made as its effect begins (a resolving spell's or
        ability's effect: the words a text-changing effect swaps, 612.2 — ``chosen``)."""
        return frozenset()

    @property
    def choice_words(self) -> frozenset[str]:
        """The choices it reads (engine.choices): those made as its effect begins
        (:attr:`chosen_as_it_begins`) and its selectors' and expressions' ("of the chosen color")."""
        out = set(self.chosen_as_it_begins)
        for name in getattr(self, "__dataclass_fields__", ()):
            value = getattr(self, name)
            for v in (value, getattr(value, "selector", None)):
                words = getattr(v, "choice_words", None)
                if isinstance(words, frozenset):
                    out |= words
        return frozenset(out)

    def fixed(self, views: Mapping[str, View], affected: Iterable[str], ctx: Context) -> Self:
        """608.2h: this part of a resolved spell's or ability's effect with the information it reads of
        the game determined once, as the effect is created, for the objects it affects (611.2c) —
        itself when it reads none (a static ability's effect is not fixed, 611.3a)."""
        return self

    def check_choices(self, choices: Mapping[str, str]) -> None:
        """ChoiceError when the choices made as its effect begins (:attr:`chosen_as_it_begins`)
        lack one it reads or hold one it can't take; nothing by default."""

    @classmethod
    def made(cls, value: Any) -> tuple[Any, ...]:
        """The converted value → its parts (a flag: one part, none for ``false``; a mapping:
        the part of those keys); ValueSyntaxError for a value it cannot take."""
        if cls.takes == "flag":
            return (cls(),) if value else ()
        if isinstance(value, dict):
            return (cls(**value),)
        return (cls(value),)  # type: ignore[call-arg]  # a part of one field: that value
