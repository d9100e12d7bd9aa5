"""Linked abilities (607).

Two abilities are linked when they are printed on the same object (607.1), copied from
the same object together, or granted together by the same effect (607.5). The engine
knows an ability's *group* from its key on the object (``printed:1``, ``copy:<id>:1``,
``e7:0``, see :func:`engine.triggers.link_group`); a pair is two abilities of one group
with the same ``link`` label.

- 607.2a: "exiled with [this object]" means exiled by the linked ability of this object
  (this object as it is now, 400.7): an :class:`ExileRecord` remembers which object and
  which group of abilities exiled a card, and a linked "return" ability only finds those.
- 607.2d / 607.5a: "the chosen color" is the choice made by the linked "as enters"
  ability. An object remembers which group made each choice (``choice_links``); an
  ability of another group finds the choice undefined (no mana, no protection).
- 607.2i: a triggered ability "if it was kicked with its {W} kicker" is linked to the
  kicker ability with that cost.

>>> r = ExileRecord("card", 1, "golem", 0, "printed", "stone")
>>> r.linked_to("golem", 0, "printed", "stone"), r.linked_to("golem", 0, "e2", "stone")
(True, False)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Protocol

from engine.objects import COLORS
from engine.vocab import Registry, Word

if TYPE_CHECKING:
    from engine.objects import Characteristics, GameObject


class Exiling(Protocol):
    """What exiling "with" an ability asks of the game (a narrow part of engine.ports.GameOps)."""

    exiled_with: list[ExileRecord]

    def move_together(self, ids: Iterable[str], zone: str) -> list[GameObject]: ...


class ExilingAbility(Protocol):
    """What it asks of the ability exiling (an engine.stack.StackItem): its source and group."""

    @property
    def source(self) -> str | None: ...
    @property
    def source_incarnation(self) -> int: ...
    @property
    def link_group(self) -> str: ...


@dataclass(frozen=True)
class ExileRecord:
    """A card (as the object it became in exile) exiled by an ability of ``source``."""

    object: str
    incarnation: int
    source: str
    source_incarnation: int
    group: str
    link: str
    until_leaves: bool = False  # 610.3: exiled "until" its source leaves the battlefield

    def linked_to(self, source: str, incarnation: int, group: str, link: str) -> bool:
        """607.2a / 607.5: exiled by the ability linked to this one (same object, same group, same pair)."""
        return (self.source, self.source_incarnation, self.group, self.link) == (source, incarnation, group, link)


def exile_remembered(game: Exiling, ids: Iterable[str], item: ExilingAbility, link: str,
                     until_leaves: bool = False) -> None:
    """607.2a: exile ``ids`` in one event, each remembered as exiled by the ability of
    ``item`` (its source as it is now, its group, the pair ``link``) for its linked ability;
    ``until_leaves``: until that source leaves the battlefield (610.3)."""
    for obj in game.move_together(ids, "exile"):
        game.exiled_with.append(ExileRecord(obj.id, obj.incarnation, item.source or "", item.source_incarnation,
                                            item.link_group, link, until_leaves))


def linked_choices(choices: Mapping[str, str], choice_links: Mapping[str, str], group: str) -> dict[str, str]:
    """The choices an ability of ``group`` may refer to (607.2d, 607.5a): those made by
    an ability of the same group. A choice with no recorded maker (set directly by a
    scenario) counts as linked.

    >>> linked_choices({"color": "blue"}, {"color": "copy:voice"}, "copy:voice")
    {'color': 'blue'}
    >>> linked_choices({"color": "blue"}, {"color": "copy:voice"}, "copy:elf")
    {}
    """
    return {k: v for k, v in choices.items() if choice_links.get(k, group) == group}


def link_group(key: str) -> str:
    """The group of abilities an ability key belongs to (607.1, 607.5): printed on the
    object (``printed``), copied from one object (``copy:<id>``), or granted together by
    one effect (``e7``).

    >>> link_group("printed:2"), link_group("copy:voice:1"), link_group("e7:0")
    ('printed', 'copy:voice', 'e7')
    """
    head, _, _ = key.rpartition(":")
    return head or key


# ---- what a linked ability's words refer to ----------------------------------------------


class LinkedValue(Word):
    """A value an ability reads from its linked ability (607.2a, 607.2d): the choice it made,
    or something about every card it exiled. Its words are in the ability's choices under
    ``choice`` (:func:`exiled_values` puts the exiled ones there)."""

    choice: ClassVar[str]
    written: ClassVar[str]  # how the rules text says it
    many: ClassVar[bool] = False  # several words (one granted ability each)
    plural: ClassVar[bool] = False  # the words are card types written in the plural ("artifacts")

    @classmethod
    def words(cls, choices: Mapping[str, str]) -> list[str]:
        """The words now (none when the choice is undefined for this ability, 607.5a)."""
        raw = choices.get(cls.choice)
        if raw is None:
            return []
        words = [w for w in raw.split(SEP) if w] if cls.many else [raw]
        return [_plural(w) for w in words] if cls.plural else words


SEP = "|"  # between the words of a many-valued choice (names may have commas)
LINKED_VALUES: Registry[type[LinkedValue]] = Registry("linked value", "what a linked ability's words refer to (607)")


def _plural(word: str) -> str:
    return word[:-1] + "ies" if word.endswith("y") else word + "s"


@LINKED_VALUES.register
class ChosenColor(LinkedValue):
    """607.2d: the color the linked "as enters" ability chose."""

    key: ClassVar[str] = "chosen color"
    doc: ClassVar[str] = "the color chosen by the linked ability (607.2d)"
    choice: ClassVar[str] = "color"
    written: ClassVar[str] = "the chosen color"


@LINKED_VALUES.register
class ExiledCardTypes(LinkedValue):
    """607.2a: each card type of every card the linked ability exiled."""

    key: ClassVar[str] = "exiled card types"
    doc: ClassVar[str] = "each card type of every card the linked ability exiled (607.2a), in the plural"
    choice: ClassVar[str] = "exiled card types"
    written: ClassVar[str] = "each of the exiled card's card types"
    many: ClassVar[bool] = True
    plural: ClassVar[bool] = True


@LINKED_VALUES.register
class ExiledColors(LinkedValue):
    """607.2a: each color of every card the linked ability exiled."""

    key: ClassVar[str] = "exiled colors"
    doc: ClassVar[str] = "each color of every card the linked ability exiled (607.2a)"
    choice: ClassVar[str] = "exiled colors"
    written: ClassVar[str] = "the exiled card's colors"
    many: ClassVar[bool] = True


@LINKED_VALUES.register
class ExiledNames(LinkedValue):
    """607.2a: the name of every card the linked ability exiled."""

    key: ClassVar[str] = "exiled names"
    doc: ClassVar[str] = "the name of every card the linked ability exiled (607.2a)"
    choice: ClassVar[str] = "exiled names"
    written: ClassVar[str] = "the exiled card's name"
    many: ClassVar[bool] = True


def exiled_values(cards: Sequence[Characteristics], colors: Sequence[Iterable[str]] | None = None) -> dict[str, str]:
    """The generic values of the cards a linked ability exiled (607.2a; with additional
    triggers, every card it exiled): their card types, colors (``colors``: as they are
    now, else as printed), names and total mana value, as choices words.

    >>> from engine.objects import Characteristics
    >>> exiled_values([Characteristics("Shock", card_types=frozenset({"instant"}))])["exiled card types"]
    'instant'
    """
    types = sorted({t for c in cards for t in c.card_types})
    found = {col for cs in (colors if colors is not None else [c.colors for c in cards]) for col in cs}
    return {"exiled card types": SEP.join(types),
            "exiled colors": SEP.join(c for c in COLORS if c in found),
            "exiled names": SEP.join(c.name for c in cards),
            "exiled mana value": str(sum(c.mana_value for c in cards))}
