"""Effects on the game rules that stop abilities from triggering (603.2 changed by an
effect of 613.11), and type-noun lists in selectors ("artifact or creature").
Anonymous objects only."""

from __future__ import annotations

from engine_helpers import creature, permanent, static

from engine import Game, parse_selector
from engine.abilities import AdditionalTriggers, TriggeredAbility
from engine.effects import CantTrigger, LoseAllAbilities
from engine.instructions import GainLife
from engine.selectors import Context

GAIN1 = (GainLife(1),)


def watcher(event: str = "enters", what: str | None = "other creature") -> TriggeredAbility:
    return TriggeredAbility(f"Whenever {what} {event}s, you gain 1 life.", event=event,
                            what=parse_selector(what) if what else None, instructions=GAIN1)


def etb() -> TriggeredAbility:
    return TriggeredAbility("When this enters, you gain 1 life.", event="enters", instructions=GAIN1)


def stopper(what: str = "creature", events: tuple[str, ...] = ("enters",), whose: str | None = None) -> object:
    text = f"{what} entering don't cause abilities to trigger."
    return static(text, "self", CantTrigger(text, events, parse_selector(what),
                                            parse_selector(whose) if whose else None))


def test_a_creature_entering_causes_no_trigger_at_all() -> None:
    g = Game()
    g.create("orb", permanent("Orb", ("artifact",), stopper()), controller="B", event=False)
    g.create("w", creature("Watcher", abilities=(watcher(),)), controller="A", event=False)
    g.create("x", creature(abilities=(etb(),)), controller="A")
    assert g.pending == []  # neither its own ability nor another permanent's
    assert any("does not trigger" in e.text and "613.11" in e.text for e in g.log)
    assert g.characteristics().rules == ["creature entering don't cause abilities to trigger."]


def test_other_events_and_other_objects_still_trigger() -> None:
    g = Game()
    g.create("orb", permanent("Orb", ("artifact",), stopper()), controller="B", event=False)
    g.create("w", creature("Watcher", abilities=(watcher("dies", "creature"),)), controller="A", event=False)
    g.create("x", creature(), controller="A", event=False)
    g.create("land", permanent("Land", ("land",), etb()), controller="A")
    assert [p.source for p in g.pending] == ["land"]  # a land entering is not covered
    g.move("x", "graveyard")
    assert [p.source for p in g.pending] == ["land", "w"]  # dying is not entering


def test_entering_together_with_the_stopper_is_covered() -> None:
    # 603.6a: enters abilities look at the game after the event; the effect is in force then.
    g = Game()
    g.create("w", creature("Watcher", abilities=(watcher(),)), controller="A", event=False)
    g.create_together([("orb", permanent("Orb", ("artifact",), stopper()), {"controller": "A"}),
                       ("x", creature(), {"controller": "A"})])
    assert g.pending == []


def test_dying_is_judged_looking_back() -> None:
    # 603.10a: the stopper dying together with the creature still stops the dies triggers.
    g = Game()
    g.create("w", creature("Watcher", abilities=(watcher("dies", "creature"),)), controller="A", event=False)
    g.create("s", creature("Hush", abilities=(stopper(events=("enters", "dies")),)), controller="A", event=False)
    g.create("x", creature(), controller="A", event=False)
    g.move_together(["s", "x"], "graveyard")
    assert g.pending == []


def test_a_stopper_that_lost_its_abilities_stops_nothing() -> None:
    # the effect comes from a static ability: layer 6 removes it, and with it the rule effect
    g = Game()
    g.create("orb", permanent("Orb", ("artifact",), stopper()), controller="B", event=False)
    g.create("w", creature("Watcher", abilities=(watcher(),)), controller="A", event=False)
    g.create_effect(static("lose", "target permanent", LoseAllAbilities()).effect, controller="A",
                    targets=["orb"])
    g.create("x", creature(), controller="A")
    assert [p.source for p in g.pending] == ["w"]


def test_whose_limits_it_to_the_opponents_permanents() -> None:
    g = Game()
    g.create("norn", permanent("Norn", ("enchantment",), stopper("permanent", whose="permanents your opponents control")),
             controller="A", event=False)
    g.create("mine", creature("Watcher", abilities=(watcher(),)), controller="A", event=False)
    g.create("theirs", creature("Watcher", abilities=(watcher(),)), controller="B", event=False)
    g.create("x", creature(abilities=(etb(),)), controller="B")
    assert [p.source for p in g.pending] == ["mine"]


def test_artifact_or_creature_is_a_disjunction() -> None:
    sel = parse_selector("artifact or creature")
    g = Game()
    g.create("a", permanent("Thing", ("artifact",)), controller="A", event=False)
    g.create("c", creature(), controller="A", event=False)
    g.create("ac", permanent("Golem", ("artifact", "creature")), controller="A", event=False)
    g.create("l", permanent("Land", ("land",)), controller="A", event=False)
    views = g.characteristics().views
    assert sel.select(Context(views=views, controller="A")) == ["a", "c", "ac"]
    assert parse_selector("artifacts and creatures you control").select(Context(views=views, controller="B")) == []
    assert parse_selector("noncreature artifact or land").select(Context(views=views)) == ["a", "l"]


def test_a_mixed_noun_list_is_an_error() -> None:
    import pytest

    from engine.errors import SelectorSyntaxError
    with pytest.raises(SelectorSyntaxError, match="either card/spell/permanent/object or types"):
        parse_selector("creatures and spells")


def test_additional_triggers_with_a_disjunction() -> None:
    # 603.2d with "artifact or creature": a land entering gets no additional trigger.
    extra = AdditionalTriggers("… an additional time.", "enters", parse_selector("artifact or creature"))
    g = Game()
    g.create("e", permanent("Echo", ("artifact",), extra), controller="A", event=False)
    g.create("a", permanent("Thing", ("artifact",), etb()), controller="A")
    assert len(g.pending) == 2
    g.create("l", permanent("Land", ("land",), etb()), controller="A")
    assert len(g.pending) == 3
