"""The state of one object while the layers are applied, and its final snapshot.

A :class:`View` starts from the object's own values (:class:`engine.objects.GameObject`)
and is changed by continuous effects, layer by layer. Selectors and expressions always
read a view, i.e. the characteristics as far as the layers have computed them (613.1).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, NamedTuple

from engine.objects import SUPERTYPES, TYPE_LINE_ORDER, GameObject, ManaCost, order_colors

if TYPE_CHECKING:
    from engine.objects import Characteristics
    from engine.vocab import AbilityValue

# The fields of a view that effects write and selectors/expressions read. Dependency
# pruning (613.8a) compares these: B can only change A if B writes what A reads.
NAME = "name"
MANA_COST = "mana_cost"
COLORS = "colors"
CARD_TYPES_F = "card_types"
SUBTYPES = "subtypes"
SUPERTYPES_F = "supertypes"
ABILITIES_ADD = "abilities.add"
ABILITIES_REMOVE = "abilities.remove"
ABILITIES_TEXT = "abilities.text"
POWER = "power"
TOUGHNESS = "toughness"
CONTROLLER = "controller"
ABILITIES: frozenset[str] = frozenset({ABILITIES_ADD, ABILITIES_REMOVE, ABILITIES_TEXT})
COPIABLE: frozenset[str] = frozenset(
    {NAME, MANA_COST, COLORS, CARD_TYPES_F, SUBTYPES, SUPERTYPES_F, POWER, TOUGHNESS} | ABILITIES
)


@dataclass(slots=True)
class View:
    """Mutable characteristics of one object during one evaluation.

    ``abilities`` pairs each ability with a key that stays the same when a text-changing
    effect rewrites it: ``printed:0`` (rules text), ``copy:<id>:0`` (from a copy effect copying object <id>),
    ``e7:0`` (granted by effect e7; ``granted`` holds that effect's timestamp, 613.7a).
    """

    id: str
    owner: str
    controller: str
    zone: str
    timestamp: int
    face_down: bool
    attached_to: str | None
    choices: Mapping[str, str]
    counters: Mapping[str, int]
    name: str
    mana_cost: ManaCost | None
    colors: set[str]
    card_types: set[str]
    subtypes: list[str]
    supertypes: set[str]
    abilities: list[tuple[str, AbilityValue]]  # (key, engine.abilities.Ability)
    power: int | None
    toughness: int | None
    granted: dict[str, int] = field(default_factory=dict)
    incarnation: int = 0  # 400.7: which object this card is now (a zone change makes a new one)
    choice_links: Mapping[str, str] = field(default_factory=dict)  # 607.2d: choice → group of the ability that made it
    token: bool = False  # 111.1: a token, not a card
    designations: frozenset[str] = frozenset()  # 903.3: "commander" (engine/objects.py DESIGNATIONS)
    flipped: bool = False  # 110.5: its status — flipped (710.2)
    tapped: bool = False  # 110.5: its status — tapped (701.26); a condition reads it ("as long as ~ is tapped")
    flip: Characteristics | None = None  # 710.1b: the alternative characteristics among its copiable values
    x: int = 0  # 202.3e: the value chosen for X of a spell on the stack (0 anywhere else)
    front_cost: ManaCost | None = None  # 712.8e: a transformed permanent's front face's mana cost (its mana value)
    cant_have: frozenset[str] = frozenset()  # 113.11: the abilities (lowercased text) it can't have (layer 6)
    loyalty: int | None = None  # 306.5b: its printed loyalty (a copiable value, 707.2)

    @classmethod
    def of(cls, obj: GameObject) -> View:
        """The view of ``obj`` before any effect applies: its own values (613.1); the back
        face's if it is transformed (712.8d)."""
        card = obj.card.back if obj.transformed and obj.card.back is not None else obj.card
        return cls(
            id=obj.id,
            owner=obj.owner,
            controller=obj.controller,
            zone=obj.zone,
            timestamp=obj.timestamp,
            face_down=obj.face_down,
            attached_to=obj.attached_to,
            choices=obj.choices.copy(),
            counters=obj.counters.copy(),
            name=card.name,
            mana_cost=card.mana_cost,
            colors=set(card.colors),
            card_types=set(card.card_types),
            subtypes=list(card.subtypes),
            supertypes=set(card.supertypes),
            abilities=[(f"printed:{i}", a) for i, a in enumerate(card.abilities)],
            power=card.power,
            toughness=card.toughness,
            incarnation=obj.incarnation,
            choice_links=obj.choice_links.copy(),
            token=obj.token, designations=obj.designations, flipped=obj.flipped and obj.zone == "battlefield",
            flip=card.flip, x=obj.x if obj.zone == "stack" else 0,
            front_cost=obj.card.mana_cost if card is not obj.card else None,
            tapped=obj.tapped and obj.zone == "battlefield", loyalty=card.loyalty,
        )._flipped("printed:")

    def _flipped(self, prefix: str, kept: frozenset[str] = frozenset()) -> View:
        """710.2: a flipped permanent's normal name, text box, type line, power and toughness
        don't apply — the alternative ones do (colors and mana cost stay, 710.1c); ``kept``:
        the fields a copy effect's exceptions keep (707.9c)."""
        half = self.flip
        if self.flipped and half is not None:
            if NAME not in kept:
                self.name = half.name
            if CARD_TYPES_F not in kept:
                self.card_types, self.subtypes, self.supertypes = (set(half.card_types), list(half.subtypes),
                                                                   set(half.supertypes))
            self.abilities = [(f"{prefix}{i}", a) for i, a in enumerate(half.abilities)]
            if POWER not in kept:
                self.power, self.toughness = half.power, half.toughness
        return self

    def flip_as_copied(self, prefix: str, kept: frozenset[str] = frozenset()) -> None:
        """707.3: a copy's copiable values as modified by its status (110.5) — flipped, the
        alternative characteristics of the values it copied (710.2)."""
        self._flipped(prefix, kept)

    def copy(self) -> View:
        """An independent copy (for trial application, 613.8a)."""
        return View(
            id=self.id, owner=self.owner, controller=self.controller, zone=self.zone,
            timestamp=self.timestamp, face_down=self.face_down, attached_to=self.attached_to,
            choices=self.choices, counters=self.counters, name=self.name, mana_cost=self.mana_cost,
            colors=set(self.colors), card_types=set(self.card_types), subtypes=list(self.subtypes),
            supertypes=set(self.supertypes), abilities=list(self.abilities), power=self.power,
            toughness=self.toughness, granted=dict(self.granted),
            incarnation=self.incarnation, choice_links=self.choice_links, token=self.token,
            designations=self.designations, flipped=self.flipped, flip=self.flip, x=self.x, front_cost=self.front_cost,
            tapped=self.tapped, cant_have=self.cant_have, loyalty=self.loyalty,
        )

    @property
    def mana_value(self) -> int:
        """202.3 (a face-down object has no mana cost: 0); 202.3e: each X is the value chosen
        for it while the object is on the stack, 0 elsewhere; 712.8e: a transformed
        permanent's is its front face's (a copy of its back face: 0)."""
        cost = self.front_cost if self.front_cost is not None else self.mana_cost
        if cost is None:
            return 0
        return cost.mana_value + (self.x * cost.symbols.count("X") if self.zone == "stack" else 0)

    def ability_texts(self) -> list[str]:
        """The text of each ability the object has now."""
        return [a.text for _, a in self.abilities]

    def type_line(self) -> str:
        """``Legendary Land — Mountain``; ``Creature`` with no subtypes.

        Card types and supertypes are shown capitalized in the CR's order (205.2a, 205.4a).
        """
        words = [s.capitalize() for s in SUPERTYPES if s in self.supertypes]
        words += [t.capitalize() for t in TYPE_LINE_ORDER if t in self.card_types]
        line = " ".join(words)
        if self.subtypes:
            line += " — " + " ".join(self.subtypes)
        return line

    def pt(self) -> str:
        """``4/1``, or ``-`` when the object has no power/toughness."""
        if self.power is None and self.toughness is None:
            return "-"
        return f"{self.power if self.power is not None else '-'}/{self.toughness if self.toughness is not None else '-'}"

    def colors_text(self) -> str:
        """``white, blue`` or ``colorless``."""
        return ", ".join(order_colors(self.colors)) or "colorless"

    def state(self) -> ObjectState:
        """The frozen result for this object."""
        return ObjectState(
            id=self.id,
            name=self.name,
            mana_cost=None if self.mana_cost is None else str(self.mana_cost),
            mana_value=self.mana_value,
            colors=tuple(order_colors(self.colors)),
            card_types=tuple([t for t in TYPE_LINE_ORDER if t in self.card_types]),
            subtypes=tuple(self.subtypes),
            supertypes=tuple([s for s in SUPERTYPES if s in self.supertypes]),
            abilities=tuple(self.ability_texts()),
            power=self.power,
            toughness=self.toughness,
            controller=self.controller,
            owner=self.owner,
            zone=self.zone,
            face_down=self.face_down,
            attached_to=self.attached_to,
            counters=tuple(sorted(self.counters.items())),
        )


class ObjectState(NamedTuple):
    """An object's characteristics after the layers: what a player sees (a named tuple: one
    is made for each object shown at each step)."""

    id: str
    name: str
    mana_cost: str | None
    mana_value: int
    colors: tuple[str, ...]
    card_types: tuple[str, ...]
    subtypes: tuple[str, ...]
    supertypes: tuple[str, ...]
    abilities: tuple[str, ...]
    power: int | None
    toughness: int | None
    controller: str
    owner: str
    zone: str
    face_down: bool = False
    attached_to: str | None = None
    counters: tuple[tuple[str, int], ...] = ()

    @property
    def pt(self) -> str:
        """``2/2`` or ``-``."""
        if self.power is None and self.toughness is None:
            return "-"
        return f"{self.power}/{self.toughness}"
