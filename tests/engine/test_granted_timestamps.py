"""613.7a: the timestamp of a static ability granted by an effect, and abilities granted in
a layer that create effects in that same layer (anonymous objects)."""

from __future__ import annotations

from engine import AddAbilities, Const, Game, Keyword, LoseAbilities, SetPT
from tests.engine.engine_helpers import creature, permanent, spec, static

BASE_0_4 = static("Enchanted creature has base power and toughness 0/4.", "enchanted creature",
                  SetPT(Const(0), Const(4)))
BASE_2_6 = static("Enchanted creature has base power and toughness 2/6.", "enchanted creature",
                  SetPT(Const(2), Const(6)))


def test_a_granted_static_ability_gets_a_new_timestamp_with_its_object() -> None:
    g = Game()
    g.create("c", creature("Creature", pt=(1, 1)), controller="A")  # ts 1
    g.create("printed", permanent("Aura P", ("enchantment",), BASE_2_6, subtypes=("Aura",)), controller="A",
             attached_to="c")  # ts 2
    g.create("bare", permanent("Aura G", ("enchantment",), subtypes=("Aura",)), controller="A", attached_to="c")  # ts 3
    g.create_effect(spec("Target Aura gains that ability.", "target enchantment", AddAbilities((BASE_0_4,))),
                    controller="A", targets=["bare"], effect_id="grant")  # ts 4
    g.create_effect(spec("Base 3/3.", "target creature", SetPT(Const(3), Const(3))), controller="A",
                    targets=["c"], effect_id="three")  # ts 5
    ev = g.characteristics()
    stamps = {t.effect: t.timestamp for t in ev.trace if t.layer.current == "7b"}
    assert stamps == {"printed/printed:0": 2, "bare/grant:0": 4, "three": 5}
    assert ev.state("c").pt == "3/3"
    # Both Auras are attached to another creature and back: each gets a new timestamp (613.7e), and
    # so does each effect of its static abilities, the granted one included (613.7a, second
    # sentence). Attached again to the creature it is on, nothing happens (701.3b).
    g.create("d", creature("Other"), controller="A")  # ts 6
    g.attach("printed", "c")
    assert g.obj("printed").timestamp == 2
    for aura in ("printed", "bare"):
        g.attach(aura, "d")  # ts 7, 9
        g.attach(aura, "c")  # ts 8, 10
    ev = g.characteristics()
    stamps = {t.effect: t.timestamp for t in ev.trace if t.layer.current == "7b"}
    assert stamps == {"three": 5, "printed/printed:0": 8, "bare/grant:0": 10}
    assert ev.state("c").pt == "0/4"  # the granted ability's effect applies last


def test_a_new_timestamp_keeps_the_relative_order_of_its_objects_effects() -> None:
    # 613.7a's example, anonymous: an Equipment with "Equipped creature gets +10/+10 and
    # loses flying" is granted "Equipped creature has flying" by a later effect. Attached
    # again, both effects get its new timestamp, the granted one still after its own.
    loses = static("Equipped creature loses flying.", "equipped creature", LoseAbilities(("Flying",)))
    has = static("Equipped creature has flying.", "equipped creature", AddAbilities((Keyword("flying"),)))
    g = Game()
    g.create("hammer", permanent("Equipment", ("artifact",), loses, subtypes=("Equipment",)), controller="A")  # ts 1
    g.create_effect(spec("Target Equipment gains that ability.", "target artifact", AddAbilities((has,))),
                    controller="A", targets=["hammer"], effect_id="rune")  # ts 2
    g.create("c", creature("Creature"), controller="A")  # ts 3
    g.attach("hammer", "c")  # ts 4: its effects both have it now
    ev = g.characteristics()
    layer6 = [(t.effect, t.timestamp) for t in ev.trace if t.layer.current == "6"]
    assert layer6 == [("rune", 2), ("hammer/printed:0", 4), ("hammer/rune:0", 4)]
    assert ev.state("c").abilities == ("Flying",)


def test_turning_face_up_gives_a_new_timestamp() -> None:
    g = Game()
    g.create("m", creature("Spy"), controller="A", face_down=True)  # ts 1
    g.turn_face_up("m")
    assert g.obj("m").timestamp == 2  # 613.7f


def test_a_static_grant_takes_the_later_object_timestamp() -> None:
    # "Creatures you control have '…'" from a permanent older than the creature: the
    # creature's timestamp is the later one.
    gets = static("This creature has base power and toughness 5/5.", "self", SetPT(Const(5), Const(5)))
    g = Game()
    g.create("anthem", permanent("Anthem", ("enchantment",), static(
        "Creatures you control have that ability.", "creatures you control", AddAbilities((gets,)))), controller="A")
    g.create("c", creature("Creature", pt=(1, 1)), controller="A")  # ts 2
    ev = g.characteristics()
    assert [(t.effect, t.timestamp) for t in ev.trace if t.layer.current == "7b"] == [("c/anthem/printed:0:0", 2)]


def test_an_ability_granted_in_layer_6_that_grants_in_layer_6_applies_in_it() -> None:
    give_flying = static("Other creatures you control have flying.", "other creatures you control",
                         AddAbilities((Keyword("flying"),)))
    g = Game()
    g.create("c1", creature("One"), controller="A")  # ts 1
    g.create("c2", creature("Two"), controller="A")  # ts 2
    g.create_effect(spec("Two loses flying.", "target creature", LoseAbilities(("Flying",))), controller="A",
                    targets=["c2"], effect_id="lose-early")  # ts 3: before the ability exists
    g.create_effect(spec("One gains it.", "target creature", AddAbilities((give_flying,))), controller="A",
                    targets=["c1"], effect_id="grant")  # ts 4
    ev = g.characteristics()
    assert ev.state("c2").abilities == ("Flying",)
    layer6 = [(t.effect, t.timestamp) for t in ev.trace if t.layer.current == "6"]
    assert layer6 == [("lose-early", 3), ("grant", 4), ("c1/grant:0", 4)]
    g.create_effect(spec("Two loses flying.", "target creature", LoseAbilities(("Flying",))), controller="A",
                    targets=["c2"], effect_id="lose-late")  # ts 5: after it
    assert g.characteristics().state("c2").abilities == ()
