"""205.1a: an effect that sets an object's card types (``set_types``, layer 4, 613.1d) — the new
card types replace the others (an instant or sorcery keeps that type), the subtypes of a card
type it no longer has go with it, creature types given replace its creature types; unlike
``add_types`` ("in addition to its other types", 205.1b). Anonymous objects only."""

from __future__ import annotations

import pytest

from engine import AddTypes, Game
from engine.effects import EFFECT_PARTS, SetTypes
from tests.engine.engine_helpers import creature, permanent, spec
from verify.errors import CardError
from verify.schema import build_part
from verify.specs import Where
from verify.yamlload import load_yaml


def types_of(g: Game, oid: str) -> tuple[list[str], list[str], list[str]]:
    s = g.characteristics().state(oid)
    return sorted(s.card_types), list(s.subtypes), sorted(s.supertypes)


def test_the_new_card_types_replace_the_others_and_their_subtypes_go() -> None:
    g = Game()
    g.create("land", permanent("Land", ("land",), subtypes=("Forest",), supertypes=("legendary",)), controller="A")
    g.create_effect(spec("It becomes an artifact creature.", "all lands", SetTypes(("artifact", "creature"))),
                    controller="A")
    # Forest is a land type, and it is no longer a land (205.1a); legendary stays
    assert types_of(g, "land") == (["artifact", "creature"], [], ["legendary"])


def test_a_subtype_of_a_type_it_still_has_stays_and_creature_types_given_replace() -> None:
    g = Game()
    g.create("gear", permanent("Gear", ("artifact", "creature"), subtypes=("Equipment", "Elf")), controller="A")
    g.create("other", permanent("Other", ("artifact", "creature"), subtypes=("Equipment", "Elf")), controller="A")
    g.create_effect(spec("It becomes an artifact.", "target artifact", SetTypes(("artifact",))),
                    controller="A", targets=("gear",))
    g.create_effect(spec("It becomes a Golem artifact creature.", "target artifact",
                         SetTypes(("artifact", "creature"), ("Golem",))), controller="A", targets=("other",))
    assert types_of(g, "gear") == (["artifact"], ["Equipment"], [])  # Elf went with creature
    assert types_of(g, "other") == (["artifact", "creature"], ["Equipment", "Golem"], [])  # Golem instead of Elf


def test_an_instant_keeps_its_type() -> None:
    g = Game()
    # on the stack: an instant card is never on the battlefield (400.4a)
    g.create("spell", permanent("Spell", ("instant",), subtypes=("Arcane",)), controller="A", zone="stack")
    g.create_effect(spec("It becomes a creature.", "instant spells", SetTypes(("creature",))), controller="A")
    assert types_of(g, "spell") == (["creature", "instant"], ["Arcane"], [])


@pytest.mark.parametrize(("first", "then", "expected"), [
    (AddTypes(("creature",)), SetTypes(("artifact",)), ["artifact"]),  # set later: it replaces the creature type
    (SetTypes(("artifact",)), AddTypes(("creature",)), ["artifact", "creature"]),  # added later: in addition
])
def test_in_layer_4_by_timestamp(first: object, then: object, expected: list[str]) -> None:
    g = Game()
    g.create("c", creature(subtypes=("Elf",)), controller="A")
    g.create_effect(spec("First.", "all creatures", first), controller="A")  # type: ignore[arg-type]
    g.create_effect(spec("Then.", "target permanent", then), controller="A", targets=("c",))  # type: ignore[arg-type]
    assert types_of(g, "c")[0] == expected


def test_written_as_a_type_line_and_checked_as_it_loads() -> None:
    def part(value: str) -> object:
        return build_part(EFFECT_PARTS.get("set_types"), load_yaml(f"v: {value}", "c.yaml")["v"], Where("c.yaml", 3))
    assert part("Artifact Creature — Golem") == (SetTypes(("artifact", "creature"), ("Golem",)),)
    for bad, says in (("Legendary Artifact", "its supertypes stay"), ("Artifact — Equipment", "only creature types"),
                      ("Gizmo", "card types"), ("Artifakt", "card types")):
        with pytest.raises(CardError) as err:
            part(bad)
        assert str(err.value).startswith("c.yaml:3: set_types: ") and says in str(err.value), err.value
