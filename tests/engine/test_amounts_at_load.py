"""The two amounts that read what their ability did — "the sacrificed creature's power" and
"that creature's power" (608.2h) — are checked when the card is read: where nothing was
sacrificed, or there is no target creature, they would be 0; that is a ``file:line`` message,
never a silent 0 when the ability resolves."""

from __future__ import annotations

import pytest

from verify.abilities import parse_ability
from verify.errors import CardError
from verify.specs import Where
from verify.yamlload import load_yaml

SACRIFICED = "the sacrificed creature's power"
THAT = "that creature's power"


def ability(text: str) -> object:
    return parse_ability(load_yaml(text, "c.yaml"), Where("c.yaml", 1))


def refused(text: str) -> str:
    with pytest.raises(CardError) as err:
        ability(text)
    return str(err.value)


def spell(do: str, extra: str = "") -> str:
    return f"spell:\n  text: x\n{extra}  do:\n{do}"


def test_the_sacrificed_creatures_power_needs_a_sacrifice_before_it() -> None:
    damage = f"    - damage: \"{SACRIFICED}\"\n      to: target creature\n"
    message = refused(spell(damage, "  target: target creature\n"))
    assert message.startswith(f"c.yaml:4: damage: {SACRIFICED!r} cannot take effect in a spell: it is read in an "
                              "ability that sacrificed one")
    ability(spell("    - sacrifice: creature\n" + damage, "  target: target creature\n"))  # 608.2h: after it
    # 601.2h: a spell whose additional cost sacrifices one
    ability(spell(damage, "  target: target creature\n  additional_cost: Sacrifice a creature\n"))
    # an activated ability whose cost sacrifices one, but not one whose cost does not
    activated = f"activated:\n  text: x\n  cost: \"{{1}}, Sacrifice a creature\"\n  do:\n    - gain_life: 1\n" \
                f"    - set_life: \"{SACRIFICED}\"\n"
    ability(activated)
    assert "cannot take effect in an activated ability" in refused(activated.replace(", Sacrifice a creature", ""))
    # the instruction before it matters: a sacrifice after it gives it nothing
    assert "cannot take effect" in refused(spell(f"    - set_life: \"{SACRIFICED}\"\n    - sacrifice: creature\n"))


def test_in_a_reflexive_ability_it_reads_the_instruction_before_it() -> None:
    def body(first: str) -> str:
        return ("triggered:\n  text: x\n  when: enters\n  do:\n    - " + first + "\n"
                "    - reflexive:\n        text: When you do, …\n        target: any target\n"
                "        do: [{damage: \"" + SACRIFICED + "\"}]\n")
    ability(body("{sacrifice: creature, may: true}"))  # 603.12: "you may sacrifice …. When you do, …"
    message = refused(body("{tap: self}"))
    assert f"damage: {SACRIFICED!r} cannot take effect in a reflexive ability" in message


def test_that_creatures_power_needs_a_target_or_the_object_of_a_reflexive() -> None:
    trig = f"triggered:\n  text: x\n  when: enters\n{{target}}  do:\n    - set_life: \"{THAT}\"\n"
    message = refused(trig.format(target=""))
    assert message.startswith(f"c.yaml:4: set_life: {THAT!r} cannot take effect in a triggered ability: it is read "
                              "in an ability with a `target`")
    ability(trig.format(target="  target: target creature\n"))
    reflexive = ("triggered:\n  text: x\n  when: enters\n  do:\n    - tap: target creature\n"
                 "    - reflexive:\n        text: When you do, …\n        target: any target\n"
                 f"        do: [{{damage: \"{THAT}\"}}]\n  target: target creature\n")
    ability(reflexive)  # 603.12: the creature the instruction before it acted on
    assert "cannot take effect in a spell" in refused(spell(f"    - set_life: \"{THAT}\"\n"))
