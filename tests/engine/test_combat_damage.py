"""The combat damage steps (510): damage assigned by every attacking and blocking creature
and dealt at once (510.1–510.2), divided among blockers (510.1c), trample (702.19b–d) with
deathtouch (702.2c), first strike and double strike (510.4, 702.7, 702.4), and damage's own
rules on the way (lifelink, deathtouch, infect, wither). Anonymous objects only."""

from __future__ import annotations

import pytest
from engine_helpers import creature, spec

from engine import Game, Keyword
from engine.effects import AddAbilities, LoseAbilities
from engine.errors import IllegalActionError


def _combat(attacker: tuple[object, ...] = (), apt: tuple[int, int] = (2, 2),
            blockers: dict[str, tuple[tuple[int, int], tuple[object, ...]]] | None = None) -> Game:
    """A's ``a`` attacks B; B's ``blockers`` (id → (P/T, abilities)) block it."""
    g = Game()
    g.create("a", creature(pt=apt, abilities=attacker), controller="A", event=False)
    for oid, (pt, abilities) in (blockers or {}).items():
        g.create(oid, creature(pt=pt, abilities=abilities), controller="B", event=False)
    g.declare_attackers(["a"], "B")
    if blockers:
        g.declare_blockers({oid: "a" for oid in blockers})
    return g


def test_an_unblocked_creature_damages_the_player_it_attacks() -> None:
    # 510.1b
    g = _combat(apt=(3, 3))
    pairs, _ = g.combat_damage_step()
    assert pairs == [("a", "B", 3)] and g.life["B"] == 17


def test_attacker_and_blocker_deal_damage_at_once() -> None:
    # 510.2: both are dealt lethal damage at the same time; state-based actions follow (704.5g)
    g = _combat(apt=(2, 2), blockers={"x": ((2, 2), ())})
    _, done = g.combat_damage_step()
    assert (g.obj("a").zone, g.obj("x").zone) == ("graveyard", "graveyard") and g.life["B"] == 20
    assert sorted(done) == ["a", "x"]


def test_damage_is_divided_among_several_blockers_as_its_controller_chooses() -> None:
    # 510.1c (no damage assignment order): any division, not lethal damage first
    g = _combat(apt=(4, 4), blockers={"x": ((2, 2), ()), "y": ((3, 3), ())})
    with pytest.raises(IllegalActionError, match=r"divides its 4 combat damage"):
        g.combat_damage_step()
    g.combat_damage_steps = 0
    with pytest.raises(IllegalActionError, match=r"510\.1a"):
        g.combat_damage_step({"a": {"x": 1, "y": 1}})
    g.combat_damage_steps = 0
    g.combat_damage_step({"a": {"x": 1, "y": 3}})
    assert (g.obj("x").zone, g.obj("y").zone) == ("battlefield", "graveyard")


def test_a_blocked_creature_with_no_blockers_left_deals_no_damage_unless_it_has_trample() -> None:
    # 510.1c; 702.19d: with trample, all to the player
    for abilities, life in (((), 20), ((Keyword("trample"),), 17)):
        g = _combat(attacker=abilities, apt=(3, 3), blockers={"x": ((2, 2), ())})
        g.move("x", "graveyard")
        g.combat_damage_step()
        assert g.life["B"] == life and g.obj("a").blocked


def test_trample_assigns_lethal_damage_then_the_rest_to_the_player() -> None:
    # 702.19b: damage already marked counts; the rest goes to the player by default
    g = _combat(attacker=(Keyword("trample"),), apt=(5, 5), blockers={"x": ((3, 3), ())})
    g.deal_damage(None, "x", 1)
    pairs, _ = g.combat_damage_step()
    assert ("a", "x", 2) in pairs and ("a", "B", 3) in pairs and g.life["B"] == 17


def test_trample_may_not_skip_lethal_damage_to_a_blocker() -> None:
    g = _combat(attacker=(Keyword("trample"),), apt=(5, 5), blockers={"x": ((3, 3), ())})
    with pytest.raises(IllegalActionError, match=r"702\.19b"):
        g.combat_damage_step({"a": {"x": 2, "B": 3}})
    g.combat_damage_steps = 0
    g.combat_damage_step({"a": {"x": 5}})  # more than lethal to the blocker is allowed
    assert g.life["B"] == 20


def test_without_trample_no_damage_goes_to_the_player() -> None:
    g = _combat(apt=(5, 5), blockers={"x": ((3, 3), ())})
    with pytest.raises(IllegalActionError, match=r"can't assign combat damage to B"):
        g.combat_damage_step({"a": {"x": 3, "B": 2}})


def test_deathtouch_makes_one_damage_lethal_for_trample() -> None:
    # 702.19b, 702.2c
    g = _combat(attacker=(Keyword("trample"), Keyword("deathtouch")), apt=(4, 4),
                blockers={"x": ((2, 2), ()), "y": ((3, 3), ())})
    g.combat_damage_step()
    assert g.life["B"] == 18 and g.obj("x").zone == g.obj("y").zone == "graveyard"


def test_first_strike_makes_two_steps() -> None:
    # 510.4, 702.7b: the blocker is destroyed before it deals damage
    g = _combat(attacker=(Keyword("first strike"),), blockers={"x": ((2, 2), ())})
    pairs, done = g.combat_damage_step()
    assert pairs == [("a", "x", 2)] and done == ["x"]
    pairs, _ = g.combat_damage_step()
    assert pairs == [] and g.obj("a").damage == 0
    with pytest.raises(IllegalActionError, match=r"510\.4"):
        g.combat_damage_step()


def test_without_first_strike_there_is_one_step() -> None:
    g = _combat(blockers={"x": ((3, 3), ())})
    g.combat_damage_step()
    with pytest.raises(IllegalActionError, match=r"over \(510\.4\)"):
        g.combat_damage_step()


def test_double_strike_deals_damage_in_both_steps() -> None:
    # 702.4b: unblocked, 2 + 2
    g = _combat(attacker=(Keyword("double strike"),))
    g.combat_damage_step()
    assert g.life["B"] == 18
    g.combat_damage_step()
    assert g.life["B"] == 16


def test_first_strike_gained_or_lost_between_the_steps() -> None:
    # 702.7c: gaining first strike after the first step doesn't stop the second; losing it
    # after dealing first-strike damage doesn't give a second (702.4c: nor losing double strike)
    g = Game()
    g.create("fs", creature(abilities=(Keyword("first strike"),)), controller="A", event=False)
    g.create("late", creature(), controller="A", event=False)
    g.create("ds", creature(abilities=(Keyword("double strike"),)), controller="A", event=False)
    g.declare_attackers(["fs", "late", "ds"], "B")
    g.combat_damage_step()
    assert g.life["B"] == 16  # fs and ds
    g.create_effect(spec("It gains first strike.", "target creature", AddAbilities((Keyword("first strike"),))),
                    controller="A", targets=["late"])
    g.create_effect(spec("It loses first strike.", "target creature", LoseAbilities(("first strike",))),
                    controller="A", targets=["fs"])
    g.create_effect(spec("It loses double strike.", "target creature", LoseAbilities(("double strike",))),
                    controller="A", targets=["ds"])
    pairs, _ = g.combat_damage_step()
    assert pairs == [("late", "B", 2)] and g.life["B"] == 14


def test_double_strike_given_after_the_first_step_deals_again() -> None:
    # 702.4d
    g = _combat(attacker=(Keyword("first strike"),))
    g.combat_damage_step()
    g.create_effect(spec("It gains double strike.", "target creature", AddAbilities((Keyword("double strike"),))),
                    controller="A", targets=["a"])
    g.combat_damage_step()
    assert g.life["B"] == 16


def test_lifelink_infect_and_wither_through_the_damage_rules() -> None:
    # 702.15b, 702.90b, 702.80a: combat damage is damage
    g = Game()
    g.create("life", creature(abilities=(Keyword("lifelink"),)), controller="A", event=False)
    g.create("inf", creature(abilities=(Keyword("infect"),)), controller="A", event=False)
    g.create("wit", creature(abilities=(Keyword("wither"),)), controller="A", event=False)
    g.create("x", creature(pt=(3, 3)), controller="B", event=False)
    g.declare_attackers(["life", "inf", "wit"], "B")
    g.declare_blockers({"x": "wit"})
    g.combat_damage_step()
    assert (g.life["A"], g.life["B"], g.poison.get("B")) == (22, 18, 2)
    assert g.obj("x").counters.get("-1/-1") == 2 and g.obj("x").damage == 0


def test_zero_power_assigns_no_damage_and_a_division_for_another_creature_is_refused() -> None:
    # 510.1a
    g = _combat(apt=(0, 2), blockers={"x": ((2, 2), ())})
    g.create("y", creature(), controller="B", event=False)
    with pytest.raises(IllegalActionError, match=r"no attacking or blocking creature that deals"):
        g.combat_damage_step({"y": {"a": 2}})
    pairs, _ = g.combat_damage_step()  # 510.1e: the refused assignment changed nothing
    assert pairs == [("x", "a", 2)]


def test_banding_in_combat_is_refused() -> None:
    # 702.22j: who assigns combat damage changes — not modelled, so not silently ignored
    g = _combat(blockers={"x": ((2, 2), (Keyword("banding"),))})
    with pytest.raises(IllegalActionError, match=r"702\.22j"):
        g.combat_damage_step()


def test_combat_damage_triggers_wait_for_the_stack() -> None:
    # 510.3a
    from engine.abilities import TriggeredAbility
    from engine.instructions import GainLife

    ab = TriggeredAbility("Whenever this creature deals combat damage to a player, you gain 1 life.",
                          event="combat_damage_to_player", instructions=(GainLife(1),))
    g = _combat(attacker=(ab,))
    g.combat_damage_step()
    assert [p.source for p in g.pending] == ["a"]


CASE = """\
  - label: s
    do:
      - enter: {id: a, silent: true, object: {name: 甲, type_line: Creature, pt: 4/4}}
      - enter: {id: x, controller: B, silent: true, object: {name: 乙, type_line: Creature, pt: 2/2}}
      - enter: {id: y, controller: B, silent: true, object: {name: 丙, type_line: Creature, pt: 2/2}}
      - attack: {attackers: [a]}
      - block: {blockers: {x: a, y: a}}
      - combat_damage: true
    expect:
      x: {zone: graveyard}
"""


@pytest.mark.parametrize(("old", "new", "line", "says"), [
    ("combat_damage: true", "combat_damage: true", 13, "divides its 4 combat damage among them (510.1c)"),
    ("combat_damage: true", "combat_damage: {assign: {a: 3}}", 13, "a mapping of recipient → damage"),
    ("combat_damage: true", "combat_damage: {assign: {a: {x: 2, y: 1}}}", 13, "equal to its power, 4, not 3"),
    ("pt: 4/4}}", "pt: 4/4, abilities: [flying]}}", 12, "x can't block a: it has flying"),
])
def test_the_actions_refuse_at_their_line(tmp_path: object, old: str, new: str, line: int, says: str) -> None:
    from pathlib import Path

    from tests.case_refusal import question, refusal, shipped_cards

    path = Path(str(tmp_path)) / "q.yaml"
    path.write_text(question("510.1c", CASE.replace(old, new)), encoding="utf-8")
    message = refusal(path, shipped_cards())
    assert message.startswith(f"q.yaml:{line}: ") and says in message, message
