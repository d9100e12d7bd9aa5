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

from collections.abc import Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class ExileRecord:
    """A card (as the object it became in exile) exiled by an ability of ``source``."""

    object: str
    incarnation: int
    source: str
    source_incarnation: int
    group: str
    link: str

    def linked_to(self, source: str, incarnation: int, group: str, link: str) -> bool:
        """607.2a / 607.5: exiled by the ability linked to this one (same object, same group, same pair)."""
        return (self.source, self.source_incarnation, self.group, self.link) == (source, incarnation, group, link)


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
