"""Triggered abilities of spells (113.6, 601.2i): "When you cast this spell" functions
while its object is a spell on the stack; its source is the spell; it resolves before
the spell; 603.2d's "triggers an additional time" sees it. Anonymous objects only."""

from __future__ import annotations

from engine_helpers import creature, permanent

from engine import Game, parse_selector
from engine.abilities import AdditionalTriggers, TriggeredAbility
from engine.instructions import GainLife
from engine.keywords import Keyword
from engine.selectors import union


def cast_trigger(life: int = 2) -> TriggeredAbility:
    return TriggeredAbility(f"When you cast this spell, you gain {life} life.", event="cast_this",
                            instructions=(GainLife(life),))


def spell(colors: tuple[str, ...] = ()) -> object:
    """A creature spell with flash (702.8a): cast with others on the stack, on either player's turn (117.1a)."""
    return creature("Titan", (10, 10), colors=colors, abilities=(Keyword("flash"), cast_trigger()))


def test_casting_the_spell_triggers_its_own_ability_and_it_resolves_first() -> None:
    g = Game()
    g.create("titan", spell(), controller="A", zone="hand", event=False)  # type: ignore[arg-type]
    g.cast("titan")
    assert [(p.source, p.ability.event) for p in g.pending] == [("titan", "cast_this")]
    g.priority()
    assert [i.kind for i in g.stack] == ["spell", "trigger"]  # above the spell (603.3)
    g.resolve_top()
    assert g.life["A"] == 22 and g.obj("titan").zone == "stack"
    g.resolve_top()
    assert g.obj("titan").zone == "battlefield"


def test_the_ability_does_not_function_on_the_battlefield_or_in_the_hand() -> None:
    g = Game()
    g.create("titan", spell(), controller="A", event=False)  # type: ignore[arg-type]
    g.create("other", spell(), controller="A", zone="hand", event=False)  # type: ignore[arg-type]
    g.cast("other")
    assert [p.source for p in g.pending] == ["other"]  # not the permanent's, not for another spell


def test_cast_watchers_on_the_battlefield_are_not_cast_this() -> None:
    watcher = TriggeredAbility("Whenever you cast a spell, you gain 1 life.", event="cast",
                               what=parse_selector("spell you control"), instructions=(GainLife(1),))
    g = Game()
    g.create("w", creature(abilities=(watcher, cast_trigger())), controller="A", event=False)
    g.create("titan", spell(), controller="A", zone="hand", event=False)  # type: ignore[arg-type]
    g.cast("titan")
    assert sorted((p.source, p.ability.event) for p in g.pending) == [("titan", "cast_this"), ("w", "cast")]


def test_triggered_abilities_of_colorless_spells_you_control_trigger_an_additional_time() -> None:
    more = AdditionalTriggers("Triggered abilities of colorless spells you control and other colorless "
                              "permanents you control trigger an additional time.", "",
                              of=union([parse_selector("colorless spell you control"),
                                        parse_selector("other colorless permanent you control")]))
    g = Game()
    g.create("echo", permanent("Echo", ("enchantment",), more), controller="A", event=False)
    g.create("grey", spell(), controller="A", zone="hand", event=False)  # type: ignore[arg-type]
    g.create("white", spell(("white",)), controller="A", zone="hand", event=False)  # type: ignore[arg-type]
    g.create("theirs", spell(), controller="B", zone="hand", event=False)  # type: ignore[arg-type]
    g.cast("grey")
    assert [p.source for p in g.pending] == ["grey", "grey"]
    g.priority()
    g.cast("white")
    assert [p.source for p in g.pending] == ["white"]
    g.priority()
    g.cast("theirs")
    assert [p.source for p in g.pending] == ["theirs"]  # B's spell: not "spells you control"
