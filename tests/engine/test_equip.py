"""702.6a: "Equip [cost]" is "[Cost]: Attach this permanent to target creature you control. Activate
only as a sorcery." — an activated ability on the stack (602.2) whose instruction ``attach`` attaches
its source as it resolves (701.3a: a new timestamp, 701.3c; it doesn't move to what it can't be
attached to and nothing happens if it is already attached to it, 701.3b), activated only when its
controller could cast a sorcery (602.5d, 117.1a). Before, "Equip {1}" was refused as a keyword the
game did not apply, no instruction attached anything, and the scenario action ``attach`` attached
anything to anything and gave a new timestamp even to an Aura attached again to the same creature.
Anonymous objects."""

from __future__ import annotations

import pytest
from engine_helpers import creature, permanent, spec, static

from engine import Game
from engine.abilities import ActivatedAbility
from engine.effects import AddTypes, GainControl, LoseAbilities, ModifyPT, SetTypes
from engine.errors import IllegalActionError, TargetError
from engine.expressions import Const
from engine.keywords import Keyword
from verify.abilities import parse_ability
from verify.errors import CardError
from verify.specs import Where

PLUS_ONE = static("Equipped creature gets +1/+1.", "equipped creature", ModifyPT(Const(1), Const(1)))


def _equip(text: str = "Equip {1}") -> ActivatedAbility:
    ab = parse_ability(text, Where("c.yaml", 3))
    assert isinstance(ab, ActivatedAbility)
    return ab


def _game() -> Game:
    g = Game()
    g.create("gear", permanent("Gear", ("artifact",), _equip(), PLUS_ONE, subtypes=("Equipment",)), controller="A",
             event=False)
    g.create("c", creature(pt=(2, 2)), controller="A", event=False)
    g.create("d", creature(pt=(2, 2)), controller="A", event=False)
    g.create("theirs", creature(pt=(3, 3)), controller="B", event=False)
    return g


def _pt(g: Game, oid: str) -> str:
    return g.characteristics(record=False).state(oid).pt


def test_equip_is_an_activated_ability_written_out() -> None:
    ab = _equip("Equip {1}{W} (reminder text)")
    assert (ab.cost.text, ab.target, ab.as_sorcery, [i.key for i in ab.instructions]) == (
        "{1}{W}", "target creature you control", True, ["attach"])


def test_equip_attaches_on_resolution_and_moves_to_another_creature() -> None:
    g = _game()
    g.activate_ability("gear", targets=["c"])
    assert g.obj("gear").attached_to is None and g.stack  # 602.2: on the stack
    g.resolve_top()
    assert (g.obj("gear").attached_to, _pt(g, "c")) == ("c", "3/3")
    g.activate_ability("gear", targets=["d"])
    g.resolve_top()
    assert (g.obj("gear").attached_to, _pt(g, "c"), _pt(g, "d")) == ("d", "2/2", "3/3")


def test_equip_targets_only_a_creature_you_control() -> None:
    g = _game()
    with pytest.raises(TargetError):
        g.activate_ability("gear", targets=["theirs"])


def test_equip_does_not_resolve_if_the_creature_is_no_longer_yours() -> None:  # 608.2b, 301.5b
    g = _game()
    g.activate_ability("gear", targets=["c"])
    g.create_effect(spec("B gains control of it.", "target creature", GainControl()), controller="B", targets=["c"])
    g.resolve_top()
    assert g.obj("gear").attached_to is None


def test_equip_to_the_creature_it_equips_does_nothing_and_gives_no_new_timestamp() -> None:  # 701.3b, 701.3c
    g = _game()
    g.activate_ability("gear", targets=["c"])
    g.resolve_top()
    stamp = g.obj("gear").timestamp
    g.activate_ability("gear", targets=["c"])
    g.resolve_top()
    assert (g.obj("gear").attached_to, g.obj("gear").timestamp) == ("c", stamp)
    assert any(e.says is not None and e.says.kind == "event.already_attached" for e in g.log)


@pytest.mark.parametrize("why", ["combat", "stack", "their turn"])
def test_equip_is_activated_only_as_a_sorcery(why: str) -> None:  # 602.5d, 117.1a
    g = _game()
    if why == "combat":
        g.begin_step("combat")
    elif why == "stack":
        g.create("rod", permanent("Rod", ("artifact",), _equip()), controller="A", event=False)
        g.create("rod2", permanent("Rod", ("artifact",), ActivatedAbility(
            "{0}: Nothing.", "{0}", spec("Nothing.", "self", ModifyPT(Const(0), Const(0))), _equip().duration)),
                 controller="A", event=False)
        g.activate_ability("rod2")
    else:
        g.end_turn()
    with pytest.raises(IllegalActionError, match=r"only as a sorcery .*602\.5d"):
        g.activate_ability("gear", targets=["c"])
    assert g.obj("gear").attached_to is None


def test_an_equipment_stays_where_it_is_when_the_target_stops_being_a_creature_first() -> None:  # 701.3b
    g = _game()
    g.activate_ability("gear", targets=["d"])
    g.resolve_top()
    g.activate_ability("gear", targets=["c"])
    # in response, c stops being a creature: the target is illegal, the ability doesn't resolve (608.2b)
    g.create_effect(spec("It becomes an artifact.", "target permanent", SetTypes(("artifact",))), controller="B",
                    targets=["c"])
    g.resolve_top()
    assert g.obj("gear").attached_to == "d"


def test_an_equipment_on_a_creature_that_stops_being_one_becomes_unattached() -> None:  # 301.5c, 704.5n
    g = _game()
    g.activate_ability("gear", targets=["c"])
    g.resolve_top()
    g.create_effect(spec("It becomes an artifact.", "target permanent", SetTypes(("artifact",))), controller="B",
                    targets=["c"])
    g.check_state_based_actions()
    assert (g.obj("gear").attached_to, g.obj("gear").zone) == (None, "battlefield")


@pytest.mark.parametrize(("thing", "to", "attached"), [
    (("artifact", (), "Equipment"), "land", False),  # 301.5: only a creature
    (("artifact", (), "Equipment"), "c", True),
    (("artifact", ("creature",), "Equipment"), "c", False),  # 301.5c: a creature Equipment can't equip
    (("artifact", (), "Fortification"), "c", False),  # 301.6: only a land
    (("artifact", (), "Fortification"), "land", True),
    (("artifact", (), "Vehicle"), "c", False),  # 701.3b: no Aura, Equipment or Fortification
    (("enchantment", (), "Aura"), "c", True),
])
def test_attach_moves_only_what_can_be_attached_there(thing: tuple[str, tuple[str, ...], str], to: str,
                                                       attached: bool) -> None:  # 701.3a, 701.3b
    kind, more, subtype = thing
    g = Game()
    g.create("c", creature(), controller="A", event=False)
    g.create("land", permanent("Land", ("land",)), controller="A", event=False)
    enchant = (Keyword("enchant creature"),) if subtype == "Aura" else ()
    g.create("x", permanent("Thing", (kind, *more), *enchant, subtypes=(subtype,)), controller="A", event=False,
             attached_to="land" if subtype == "Aura" else None)  # (an Aura enters attached, 303.4f)
    stamp = g.obj("x").timestamp
    assert g.attach("x", to) is attached
    assert (g.obj("x").attached_to, g.obj("x").timestamp != stamp) == ((to, True) if attached else (None, False))


def test_an_aura_does_not_move_to_what_it_could_not_enchant() -> None:  # 303.4j
    g = Game()
    g.create("c", creature(), controller="A", event=False)
    g.create("d", creature(colors=("blue",)), controller="A", event=False)
    g.create("aura", permanent("Aura", ("enchantment",), Keyword("enchant creature"), subtypes=("Aura",)),
             controller="A", event=False, attached_to="c")
    g.create_effect(spec("It has protection from enchantments.", "target creature",
                         _gains("protection from enchantments")), controller="A", targets=["d"])
    assert g.attach("aura", "d") is False
    assert g.obj("aura").attached_to == "c"


def test_a_reconfigure_equipment_creature_can_be_attached() -> None:  # 301.5c, 702.151b
    g = Game()
    g.create("c", creature(), controller="A", event=False)
    g.create("fox", permanent("Fox", ("artifact", "creature"), Keyword("reconfigure"), subtypes=("Equipment",)),
             controller="A", event=False)
    assert g.attach("fox", "c") is True


def test_equip_with_a_quality_is_refused_at_its_line() -> None:  # 702.6c, 702.6e
    for text in ("Equip legendary creature {3}", "Equip planeswalker {1}"):
        with pytest.raises(CardError, match=r"^c\.yaml:3: .*702\.6c"):
            parse_ability(text, Where("c.yaml", 3))


def test_the_equipment_that_loses_equip_has_no_ability_to_activate() -> None:  # 613.1f
    g = _game()
    g.create_effect(spec("It loses equip.", "target artifact", LoseAbilities(("Equip {1}",))), controller="B",
                    targets=["gear"])
    with pytest.raises(IllegalActionError, match="no activated ability"):
        g.activate_ability("gear", targets=["c"])


def test_an_equipment_that_becomes_a_creature_is_not_attached_by_equip() -> None:  # 301.5c
    g = _game()
    g.create_effect(spec("It becomes a creature.", "target artifact", AddTypes(("creature",))), controller="A",
                    targets=["gear"])
    g.activate_ability("gear", targets=["c"])
    g.resolve_top()
    assert g.obj("gear").attached_to is None


def _gains(keyword: str) -> object:
    from engine.effects import AddAbilities
    return AddAbilities((Keyword(keyword),))


def test_fortify_attaches_a_fortification_to_a_land_you_control() -> None:  # 702.67a
    ab = _equip("Fortify {3}")
    assert (ab.target, ab.as_sorcery) == ("target land you control", True)
    g = Game()
    g.create("fort", permanent("Fort", ("artifact",), ab, subtypes=("Fortification",)), controller="A", event=False)
    g.create("land", permanent("Land", ("land",)), controller="A", event=False)
    g.create("c", creature(), controller="A", event=False)
    with pytest.raises(TargetError):
        g.activate_ability("fort", targets=["c"])
    g.activate_ability("fort", targets=["land"])
    g.resolve_top()
    assert g.obj("fort").attached_to == "land"


def _fox() -> Game:
    from verify.abilities import parse_abilities
    abilities = parse_abilities("Reconfigure {2}", Where("c.yaml", 3))
    g = Game()
    g.create("fox", permanent("Fox", ("artifact", "creature"), *abilities, PLUS_ONE, subtypes=("Equipment", "Fox")),
             controller="A", event=False)
    g.create("c", creature(pt=(2, 2)), controller="A", event=False)
    return g


def test_reconfigure_attaches_and_unattaches_as_a_sorcery() -> None:  # 702.151a
    g = _fox()
    with pytest.raises(IllegalActionError, match=r"attached to a creature \(702\.151a\)"):
        g.activate_ability("fox", 1)  # unattach: not attached
    with pytest.raises(TargetError):
        g.activate_ability("fox", 0, targets=["fox"])  # "another target creature"
    g.activate_ability("fox", 0, targets=["c"])
    g.resolve_top()
    ev = g.characteristics(record=False)
    assert (g.obj("fox").attached_to, ev.state("c").pt, "creature" in ev.views["fox"].card_types) == ("c", "3/3", False)
    g.begin_step("combat")
    with pytest.raises(IllegalActionError, match=r"602\.5d"):
        g.activate_ability("fox", 1)
    g.begin_step("main")
    g.activate_ability("fox", 1)
    g.resolve_top()
    ev = g.characteristics(record=False)
    assert (g.obj("fox").attached_to, ev.state("c").pt, "creature" in ev.views["fox"].card_types) == (None, "2/2", True)


def _attached_with(ability_yaml: str) -> Game:
    from verify.yamlload import load_yaml
    ab = parse_ability(load_yaml(ability_yaml, "c.yaml"), Where("c.yaml", 1))
    g = Game()
    g.create("c", creature(pt=(2, 2)), controller="A", event=False)
    g.create("gear", permanent("Gear", ("artifact",), ab, PLUS_ONE, subtypes=("Equipment",)), controller="A",
             event=False, attached_to="c")
    return g


def test_unattach_in_a_triggered_ability() -> None:  # 701.3d
    g = _attached_with("triggered:\n  text: At the beginning of your upkeep, unattach this.\n  when: beginning_of\n"
                       "  step: upkeep\n  do: [{unattach: self}]\n")
    g.begin_step("upkeep")
    g.priority()
    g.resolve_top()
    assert (g.obj("gear").attached_to, g.characteristics(record=False).state("c").pt) == (None, "2/2")


def test_unattach_in_a_replacements_do() -> None:  # 701.3d
    from engine import ActivatedAbility as Act
    from engine import Duration
    from engine.costs import parse_cost
    from engine.instructions import GainLife
    g = _attached_with("replacement:\n  text: If you would gain life, unattach this instead.\n"
                       "  would: {gain_life: you}\n  instead: [{skip: true}, {do: [{unattach: self}]}]\n")
    g.create("fountain", permanent("Fountain", ("artifact",), Act("{0}: You gain 1 life.", parse_cost("{0}"), None,
                                                                   Duration.INDEFINITE, (GainLife(1),))),
             controller="A", event=False)
    g.activate_ability("fountain")
    g.resolve_top()
    assert (g.obj("gear").attached_to, g.life["A"]) == (None, 20)


def test_a_keyword_written_out_is_a_keyword_a_selector_reads() -> None:  # 702.6a, 702.79a: "with equip"
    from engine.effects import SetColors
    from verify.abilities import parse_abilities
    g = _game()
    g.create("plain", permanent("Plain", ("artifact",), subtypes=("Equipment",)), controller="A", event=False)
    g.create("p", creature(abilities=parse_abilities("persist", Where("c.yaml", 3))), controller="A", event=False)
    g.create("lord", permanent("Lord", ("enchantment",), static("Artifacts with equip are red.", "artifacts with equip",
                                                                 SetColors(("red",))),
                               static("Creatures with persist are blue.", "creatures with persist",
                                      SetColors(("blue",)))), controller="A", event=False)
    views = g.characteristics(record=False).views
    assert (views["gear"].colors, views["plain"].colors, views["p"].colors, views["c"].colors) == (
        frozenset({"red"}), frozenset(), frozenset({"blue"}), frozenset())
