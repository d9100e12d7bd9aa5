"""615.1, 611.2c: "Prevent all combat damage that would be dealt this turn" (Fog) and "prevent
all damage creatures would deal this turn" — a prevention effect on the rules of the game until
the turn ends, not a shield on a target: combat damage to and from anything is prevented, also
from a creature that entered after it began; noncombat damage is not (510.2); damage that can't
be prevented is dealt (615.12). Anonymous objects."""

from __future__ import annotations

from pathlib import Path

from engine import Game, SpellAbility
from engine.effects import DamageCantBePrevented
from engine.replacement import DamageWould, PreventAllDamage
from engine.selectors import parse_selector
from tests.engine.engine_helpers import creature, permanent, static


def _fog(g: Game, kind: str = "combat", by: str | None = None, controller: str = "B") -> None:
    """``controller`` casts and resolves the spell."""
    text = {"combat": "Prevent all combat damage that would be dealt this turn.",
            "all": "Prevent all damage that would be dealt this turn."}[kind]
    g.create("fog", permanent("Fog", ("instant",), SpellAbility(text, instructions=(
        PreventAllDamage(kind, by=None if by is None else parse_selector(by)),))), controller=controller,
        zone="hand", event=False)
    g.cast("fog")
    g.resolve_top()


def _combat(fog: bool, *, late: bool = False, cant_be_prevented: bool = False) -> Game:
    """A's 3/3 attacks B and is blocked by B's 2/4; A's 2/2 attacks unblocked."""
    g = Game()
    g.create("big", creature("Big", pt=(3, 3)), controller="A", event=False)
    if not late:
        g.create("small", creature("Small"), controller="A", event=False)
    g.create("wall", creature("Wall", pt=(2, 4)), controller="B", event=False)
    if cant_be_prevented:
        g.create("e", permanent("Enchantment", ("enchantment",),
                                static("Damage can't be prevented.", "self", DamageCantBePrevented(""))),
                 controller="A", event=False)
    if fog:
        _fog(g)
    if late:  # 611.2c: it entered after the effect began, and haste is not the question here
        g.create("small", creature("Small"), controller="A", event=False)
        g.obj("small").arrived_turn = -1
    g.declare_attackers(["big", "small"], "B")
    g.declare_blockers({"wall": "big"})
    g.combat_damage_step()
    return g


def _dealt(g: Game) -> tuple[int, int, int]:
    return g.obj("big").damage, g.obj("wall").damage, g.life["B"]


def test_fog_prevents_all_combat_damage_to_creatures_and_players() -> None:
    assert _dealt(_combat(False)) == (2, 3, 18)
    assert _dealt(_combat(True)) == (0, 0, 20)


def test_fog_applies_to_a_creature_that_entered_after_it_began() -> None:
    """611.2c: an effect that modifies no object's characteristics modifies the rules of the game:
    the set of what it applies to is not fixed as it begins."""
    assert _dealt(_combat(True, late=True)) == (0, 0, 20)


def test_noncombat_damage_is_not_prevented_and_the_effect_is_not_used_up() -> None:
    g = Game()
    g.create("c", creature("C", pt=(5, 5)), controller="A", event=False)
    g.create("x", creature("Source"), controller="B", event=False)
    _fog(g)
    g.deal_damage("x", "c", 2)
    assert g.obj("c").damage == 2  # 510.2: not combat damage
    assert len(g.shields) == 1 and g.shields[0].targets == ()  # no shield on a target (615.7)


def test_damage_that_cant_be_prevented_is_dealt() -> None:
    """615.12: the prevention effect applies and prevents none of it."""
    assert _dealt(_combat(True, cant_be_prevented=True)) == (2, 3, 18)


def test_prevent_all_damage_creatures_would_deal_judges_the_source_as_it_deals_it() -> None:
    """611.2c's second example: "prevent all damage creatures would deal this turn" — of any kind,
    from creatures only, and from a permanent that is a creature as it deals the damage."""
    g = Game()
    g.create("c", creature("C", pt=(5, 5)), controller="A", event=False)
    g.create("x", creature("Creature source"), controller="B", event=False)
    g.create("y", permanent("Enchantment source", ("enchantment",)), controller="B", event=False)
    _fog(g, "all", by="creatures")
    g.deal_damage("x", "c", 2)
    g.deal_damage("y", "c", 1)
    assert g.obj("c").damage == 1


def test_the_word_reads_combat_in_a_replacement_ability_too() -> None:
    """The replaced event's key `combat` (510.2): a static prevention of combat damage only."""
    from engine.replacement import Would, WouldKind
    from engine.selectors import Context

    event = DamageWould(parse_selector("creatures"), combat=True)
    ctx = Context(views=Game().characteristics().views)
    assert not event.matches(Would(WouldKind.DAMAGE, object="c", amount=1), {}, ctx)


def test_a_card_writes_it_and_a_wrong_kind_is_refused_at_its_line(tmp_path: Path) -> None:
    from test_verify_input import CARD
    from test_verify_input import make_root as make_one

    from ruletext.errors import InputError
    from tests.engine.engine_helpers import card_error
    from verify.cards import load_cards

    ok = "  - triggered: {text: t, when: enters, do: [{prevent_all_damage: combat}]}\n"
    assert not getattr(load_cards(make_one(tmp_path / "ok", card=CARD + "abilities:\n" + ok)), "broken", {})
    bad = "  - triggered: {text: t, when: enters, do: [{prevent_all_damage: noncombat}]}\n"
    message = str(card_error(load_cards(make_one(tmp_path / "bad", card=CARD + "abilities:\n" + bad)),
                             InputError).value)
    assert message.startswith("rules_src/cards/bear.yaml:7: ") and "noncombat" in message, message
