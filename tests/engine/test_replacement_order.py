"""616.1a–f in today's numbering, optional replacement effects, regeneration (701.19, 614.8),
prevention shields (615.7), redirection (614.9) and the counter-kind filter of ``counters_put``
(122.6) — with anonymous objects."""

from __future__ import annotations

from engine_helpers import creature, permanent, static

from engine import Characteristics, Game, ModifyPT, ReplacementAbility, parse_selector
from engine.abilities import AsEntersAbility, SpellAbility, TriggeredAbility
from engine.amounts import Number
from engine.expressions import Const
from engine.instructions import Damage, Destroy, GainLife
from engine.replacement import (
    STEPS,
    AsCopy,
    DamageWould,
    DiesWould,
    EntersWould,
    PreventAll,
    PreventDamage,
    RedirectTo,
    RegenerateIt,
    Tapped,
    ToZone,
    Transformed,
    UnderControl,
    WithCounters,
)
from engine.trigger_events import CountersPut


def rep(text: str, event: object, *instead: object, may: bool = False) -> ReplacementAbility:
    return ReplacementAbility(text, event, tuple(instead), optional=may)  # type: ignore[arg-type]


def enchantment(name: str, *abilities: object) -> Characteristics:
    return permanent(name, ("enchantment",), *abilities)


def replaced(g: Game) -> list[str]:
    return [e.text for e in g.log if e.kind == "replace"]


STEAL = rep("If a creature would enter the battlefield under an opponent's control, it enters under your control "
            "instead.", EntersWould(parse_selector("creature an opponent controls")), UnderControl())
GROW = rep("Each creature you control enters with an additional +1/+1 counter on it.",
           EntersWould(parse_selector("creature you control")), WithCounters(1))


def test_the_steps_of_616_1_in_todays_letters() -> None:
    assert STEPS == ("616.1a", "616.1b", "616.1c", "616.1d", "616.1e")
    assert (UnderControl.step, AsCopy.step, Transformed.step, Tapped.step) == ("616.1b", "616.1c", "616.1d", "616.1e")


def test_616_1b_control_first_whatever_the_affected_player_wants() -> None:
    g = Game()
    g.create("steal", enchantment("Steal", STEAL), controller="B", event=False)
    g.create("grow", enchantment("Grow", GROW), controller="A", event=False)
    g.replacement_order["A"] = ["grow", "steal"]  # A would rather have the counter first
    g.create("c", creature("C"), controller="A")
    # 616.1b: the control-changing effect is chosen first; then A's "creatures you control" no
    # longer applies (616.1f) — it enters under B's control with no counter.
    assert g.obj("c").controller == "B" and g.obj("c").counters == {}
    assert len(replaced(g)) == 1 and "616.1b" in replaced(g)[0]


def test_without_the_control_effect_the_counter_applies() -> None:
    g = Game()
    g.create("grow", enchantment("Grow", GROW), controller="A", event=False)
    g.create("c", creature("C"), controller="A")
    assert g.obj("c").controller == "A" and g.obj("c").counters == {"+1/+1": 1}


def test_616_1c_copy_before_other_effects_then_they_are_checked_again() -> None:
    cold = rep("Nonartifact creatures enter tapped.", EntersWould(parse_selector("nonartifact creature")), Tapped())
    clone = AsEntersAbility("You may have this creature enter as a copy of an artifact creature on the battlefield.",
                            copy=parse_selector("artifact creature"))
    g = Game()
    g.create("cold", enchantment("Cold", cold), controller="B", event=False)
    g.create("golem", permanent("Golem", ("artifact", "creature")), controller="B", event=False)
    g.replacement_order["A"] = ["cold"]
    g.create("clone", creature("Clone", abilities=(clone,)), controller="A", choices={"copy": "golem"})
    view = g.characteristics().state("clone")
    assert "artifact" in view.card_types
    assert not g.obj("clone").tapped  # copied first (616.1c): no longer a nonartifact creature
    assert "616.1c" in replaced(g)[0]
    g2 = Game()
    g2.create("cold", enchantment("Cold", cold), controller="B", event=False)
    g2.create("clone", creature("Clone", abilities=(clone,)), controller="A")  # no copy chosen
    assert g2.obj("clone").tapped


def test_616_1d_entering_transformed_before_other_effects() -> None:
    cold = rep("Creatures enter tapped.", EntersWould(parse_selector("creature")), Tapped())
    back = permanent("Back", ("land",))
    own = rep("This permanent enters transformed.", EntersWould(), Transformed())
    front = creature("Front", abilities=(own,))
    card = Characteristics(front.name, card_types=front.card_types, power=2, toughness=2, abilities=front.abilities,
                           back=back)
    g = Game()
    g.create("cold", enchantment("Cold", cold), controller="B", event=False)
    g.replacement_order["A"] = ["cold"]
    g.create("dfc", card, controller="A")
    assert g.obj("dfc").transformed and not g.obj("dfc").tapped  # a land now: "creatures enter tapped" no longer applies
    assert "616.1d" in replaced(g)[0]


def test_optional_replacement_applies_unless_its_controller_declines() -> None:
    ex = rep("If a creature you control would die, you may exile it instead.",
             DiesWould(parse_selector("creature you control")), ToZone("exile"), may=True)
    for declined, zone in ((False, "exile"), (True, "graveyard")):
        g = Game()
        g.create("ex", enchantment("Ex", ex), controller="A", event=False)
        g.create("c", creature("C"), controller="A", event=False)
        if declined:
            g.replacement_declined["A"] = {"ex"}
        g.move_together(["c"], "graveyard", destroyed=["c"])
        assert g.obj("c").zone == zone
        assert ("chooses not to apply" in replaced(g)[0]) is declined


def regen_spell() -> Characteristics:
    return permanent("Regen", ("instant",), SpellAbility("Regenerate target creature.", target="target creature",
                                                         instructions=(RegenerateIt(parse_selector("target creature")),)))


def test_701_19_regeneration_is_a_shield_used_up_once_applied() -> None:
    g = Game()
    g.create("c", creature("C", pt=(2, 2)), controller="A", event=False)
    g.create("regen", regen_spell(), controller="A", zone="hand", event=False)
    g.cast("regen", targets=["c"])
    g.resolve_top()
    g.obj("c").damage = 3
    g.check_state_based_actions()  # 704.5g: destroyed → regenerated instead
    c = g.obj("c")
    assert (c.zone, c.tapped, c.damage, c.incarnation) == ("battlefield", True, 0, 0)
    assert [e.kind for e in g.log].count("regenerate") == 1 and not g.shields  # used up (614.8)
    g.obj("c").damage = 3
    g.check_state_based_actions()
    assert g.obj("c").zone == "graveyard"


def test_701_19c_cant_be_regenerated_and_a_dies_replacement_is_not_regeneration() -> None:
    kill = permanent("Kill", ("instant",), SpellAbility("Destroy target creature. It can't be regenerated.",
                                                        target="target creature",
                                                        instructions=(Destroy(parse_selector("target creature"),
                                                                              no_regeneration=True),)))
    g = Game()
    g.create("c", creature("C"), controller="A", event=False)
    g.create("regen", regen_spell(), controller="A", zone="hand", event=False)
    g.create("kill", kill, controller="B", zone="hand", event=False)
    g.cast("regen", targets=["c"])
    g.resolve_top()
    g.cast("kill", targets=["c"])
    g.resolve_top()
    assert g.obj("c").zone == "graveyard" and g.shields  # the shield was not used
    g.end_turn()
    assert not g.shields  # "this turn" (701.19a)


def test_regeneration_does_not_apply_to_toughness_0() -> None:
    g = Game()
    g.create("c", creature("C", pt=(1, 1)), controller="A", event=False)
    g.create("regen", regen_spell(), controller="A", zone="hand", event=False)
    g.cast("regen", targets=["c"])
    g.resolve_top()
    g.create_effect(static("x", "target creature", ModifyPT(Const(0), Const(-1))).effect, controller="A",
                    targets=["c"])
    g.check_state_based_actions()  # 704.5f: not destroyed
    assert g.obj("c").zone == "graveyard"


def test_615_7_prevent_the_next_3_damage_is_used_up_across_events() -> None:
    wall = permanent("Wall", ("instant",), SpellAbility(
        "Prevent the next 3 damage that would be dealt to any target this turn.", target="any target",
        instructions=(PreventDamage(3),)))
    hurt = TriggeredAbility("Whenever this creature is dealt damage, you gain 1 life.", event="dealt_damage",
                            instructions=(GainLife(1),))
    g = Game()
    g.create("c", creature("C", pt=(5, 5), abilities=(hurt,)), controller="A", event=False)
    g.create("wall", wall, controller="A", zone="hand", event=False)
    g.cast("wall", targets=["c"])
    g.resolve_top()
    g.deal_damage_together([("x", "c", 2)])
    assert g.obj("c").damage == 0 and g.shields[0].left == 1 and not g.pending  # all prevented: not dealt
    g.deal_damage_together([("x", "c", 4)])
    assert g.obj("c").damage == 3 and not g.shields  # 1 prevented, 3 dealt; the shield is used up
    assert len(g.pending) == 1
    g.deal_damage_together([("x", "c", 1)])
    assert g.obj("c").damage == 4


def test_615_7_a_shield_on_a_player() -> None:
    wall = permanent("Wall", ("instant",), SpellAbility(
        "Prevent the next 3 damage that would be dealt to any target this turn.", target="any target",
        instructions=(PreventDamage(3),)))
    g = Game()
    g.create("wall", wall, controller="A", zone="hand", event=False)
    g.cast("wall", targets=["A"])
    g.resolve_top()
    g.deal_damage(None, "A", 5)
    assert g.life["A"] == 18


def test_614_9_redirection_then_the_new_recipients_effects_apply() -> None:
    giant = creature("Giant", pt=(2, 7), abilities=(rep(
        "All damage that would be dealt to you and other creatures you control is dealt to this creature instead.",
        DamageWould(parse_selector("other creatures you control"), to_player="you"), RedirectTo("self")),))
    armor = rep("Prevent all damage that would be dealt to creatures with power 2 or less.",
                DamageWould(parse_selector("creature with power 2 or less")), PreventAll())
    g = Game()
    g.create("giant", giant, controller="A", event=False)
    g.create("bear", creature("Bear"), controller="A", event=False)
    g.deal_damage_together([("x", "bear", 2), ("x", "A", 3)])
    assert (g.obj("bear").damage, g.obj("giant").damage, g.life["A"]) == (0, 5, 20)
    assert all("614.1" in t for t in replaced(g))
    g2 = Game()
    g2.create("giant", giant, controller="A", event=False)
    g2.create("bear", creature("Bear", pt=(3, 3)), controller="A", event=False)
    g2.create("armor", enchantment("Armor", armor), controller="A", event=False)
    g2.deal_damage_together([("x", "bear", 2)])
    assert (g2.obj("bear").damage, g2.obj("giant").damage) == (0, 0)  # redirected, then prevented (616.1f)


def test_counters_put_with_a_counter_kind() -> None:
    plus = TriggeredAbility("Whenever one or more +1/+1 counters are put on this creature, you gain 1 life.",
                            on=CountersPut(counters="+1/+1"), instructions=(GainLife(1),))
    g = Game()
    g.create("c", creature("C", abilities=(plus,)), controller="A", event=False)
    g.put_counters("c", "-1/-1", 1)
    assert not g.pending
    g.put_counters("c", "+1/+1", 2)
    assert len(g.pending) == 1
    own = rep("This creature enters with two +1/+1 counters on it.", EntersWould(), WithCounters(2))
    g2 = Game()
    g2.create("d", creature("D", abilities=(plus, own)), controller="A")
    assert len(g2.pending) == 1  # entering with counters is having them put on it (122.6)


def test_damage_instruction_for_a_redirected_spell() -> None:
    bolt = permanent("Bolt", ("instant",), SpellAbility("Bolt deals 3 damage to any target.", target="any target",
                                                        instructions=(Damage(Number(3)),)))
    giant = creature("Giant", pt=(2, 7), abilities=(rep(
        "All damage that would be dealt to you is dealt to this creature instead.",
        DamageWould(to_player="you"), RedirectTo("self")),))
    g = Game()
    g.create("giant", giant, controller="A", event=False)
    g.create("bolt", bolt, controller="B", zone="hand", event=False)
    g.cast("bolt", targets=["A"])
    g.resolve_top()
    assert (g.life["A"], g.obj("giant").damage) == (20, 3)


def test_614_9_a_redirection_shield_used_once() -> None:
    from engine.replacement import RedirectDamage
    deflect = permanent("Deflect", ("instant",), SpellAbility(
        "The next time damage would be dealt to you this turn, it is dealt to target creature instead.",
        target="target creature", instructions=(RedirectDamage("you"),)))
    g = Game()
    g.create("c", creature("C", pt=(2, 7)), controller="B", event=False)
    g.create("deflect", deflect, controller="A", zone="hand", event=False)
    g.cast("deflect", targets=["c"])
    g.resolve_top()
    g.deal_damage("x", "A", 3)
    g.deal_damage("x", "A", 2)
    assert (g.life["A"], g.obj("c").damage) == (18, 3)


def test_a_shield_is_about_that_object_not_a_new_one_400_7() -> None:
    g = Game()
    g.create("c", creature("C"), controller="A", event=False)
    g.create("regen", regen_spell(), controller="A", zone="hand", event=False)
    g.cast("regen", targets=["c"])
    g.resolve_top()
    g.move("c", "hand")
    g.move("c", "battlefield")  # a new object (400.7)
    g.move_together(["c"], "graveyard", destroyed=["c"])
    assert g.obj("c").zone == "graveyard"


def test_616_1_the_controller_orders_counter_replacements_too() -> None:
    from engine import MoreCounters

    def game() -> Game:
        g = Game()
        g.create("twice", enchantment("Twice", MoreCounters("…twice that many instead.", "+1/+1",
                                                            parse_selector("creature you control"), double=True)),
                 controller="A", event=False)
        g.create("plus", enchantment("Plus", MoreCounters("…that many plus one instead.", "+1/+1",
                                                          parse_selector("creature you control"), add=1)),
                 controller="A", event=False)
        g.create("c", creature("C"), controller="A", event=False)
        return g

    g = game()
    assert g.counters_replaced("c", "+1/+1", 2) == 5  # timestamp order: 2×2, then +1
    g = game()
    g.replacement_order["A"] = ["plus", "twice"]
    assert g.counters_replaced("c", "+1/+1", 2) == 6  # A's order: 2+1, then ×2


def test_701_19b_a_static_regeneration_applies_each_time() -> None:
    from engine.replacement import DestroyedWould, Regenerate
    troll = creature("Troll", abilities=(rep("If this creature would be destroyed, regenerate it.",
                                             DestroyedWould(parse_selector("self")), Regenerate()),))
    g = Game()
    g.create("t", troll, controller="A", event=False)
    for _ in range(2):
        g.move_together(["t"], "graveyard", destroyed=["t"])
        assert g.obj("t").zone == "battlefield" and g.obj("t").tapped
    g.move_together(["t"], "graveyard", destroyed=["t"], no_regeneration=True)
    assert g.obj("t").zone == "graveyard"
