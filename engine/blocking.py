"""Which creatures may block which (509.1a–b, 702): the evasion abilities of an attacking
creature and menace, judged on the views of the game as blockers are declared.

:meth:`engine.combat.Combat.declare_blockers` asks :func:`cant_block_because` for each
blocker and attacker, then :func:`menace_unmet` for each attacker; a reason is the word of
the text tables (``block_flying``) and the rule.

>>> from engine.abilities import Keyword
>>> from engine.view import View
>>> def v(*keywords: str, colors: set[str] = set(), types: set[str] = {"creature"}) -> View:
...     return View("x", "A", "A", "battlefield", 0, False, None, {}, {}, "X", None, set(colors), set(types), [],
...                 set(), [(k, Keyword(k)) for k in keywords], 2, 2)
>>> cant_block_because(v("flying"), v(), [])[:2]
('block_flying', '702.9b')
>>> cant_block_because(v("flying"), v("reach"), []) is None
True
>>> cant_block_because(v("fear"), v(colors={"black"}), []) is None
True
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine.cr_keywords import keyword_of
from engine.keywords import Keyword, keywords_of, protected_from

if TYPE_CHECKING:
    from engine.view import View


def cant_block_because(attacker: View, blocker: View, lands: Sequence[View]) -> tuple[str, str, str] | None:
    """Why ``blocker`` can't block ``attacker`` — (the reason's word, the rule, in English) — or None;
    ``lands``: the lands the defending player controls (702.14c)."""
    a, b = keywords_of(attacker), keywords_of(blocker)
    if "flying" in a and not b & {"flying", "reach"}:
        return "block_flying", "702.9b", "it has flying; the blocker has neither flying nor reach"  # 702.17b
    if "fear" in a and not ("artifact" in blocker.card_types or "black" in blocker.colors):
        return "block_fear", "702.36b", "it has fear; the blocker is neither an artifact creature nor black"
    if "intimidate" in a and not ("artifact" in blocker.card_types or attacker.colors & blocker.colors):
        return ("block_intimidate", "702.13b",
                "it has intimidate; the blocker is no artifact creature and shares no color with it")
    if ("shadow" in a) != ("shadow" in b):
        return "block_shadow", "702.28b", "one of them has shadow and the other hasn't"
    if "horsemanship" in a and "horsemanship" not in b:
        return "block_horsemanship", "702.31b", "it has horsemanship; the blocker hasn't"
    if "skulk" in a and (blocker.power or 0) > (attacker.power or 0):
        return "block_skulk", "702.118b", "it has skulk; the blocker has greater power"
    if protected_from(attacker, blocker):
        return "block_protection", "702.16f", "it has protection from a quality the blocker has"
    for _, ab in attacker.abilities:
        if isinstance(ab, Keyword) and keyword_of(ab.name) == "landwalk" and any(
                _walks(ab.name, land) for land in lands):
            return "block_landwalk", "702.14c", f"{ab.name}: the defending player controls such a land"
    return None


def menace_unmet(attacker: View, blockers: int) -> bool:
    """702.111b: a creature with menace can't be blocked except by two or more creatures."""
    return blockers == 1 and "menace" in keywords_of(attacker)


def _walks(keyword: str, land: View) -> bool:
    """702.14c: the land has what "[type]walk" names: a land type (``Islandwalk``), a card
    type or supertype (``artifact landwalk``, ``legendary landwalk``), without one
    (``nonbasic landwalk``), or both (``snow swampwalk``)."""
    words = re.sub(r"\s*\(.*\)\s*$", "", keyword).strip().lower().split()
    head = words[-1].removesuffix("walk")
    qualities = [*words[:-1], *([] if head == "land" else [head])]
    return all(_has(land, q.removeprefix("non")) != q.startswith("non") for q in qualities)


def _has(land: View, quality: str) -> bool:
    """A land type (``island``), card type (``artifact``) or supertype (``basic``) the land has."""
    return (quality in land.card_types or quality in land.supertypes
            or quality in (s.lower() for s in land.subtypes))


__all__ = ["cant_block_because", "menace_unmet"]
