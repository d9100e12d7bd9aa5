"""The dependency search (613.8) on long chains and on effects that read what they write.

The expected values are worked out by hand from the rules, not by the engine: a chain
"each T{k} is also a T{k+1}" created in reverse order, and a loop of three tribal effects.
"""

from __future__ import annotations

from engine_helpers import creature, permanent, static

from engine import AddTypes, Const, Game, ModifyPT, parse_selector
from engine.expressions import CountOf
from engine.objects import CREATURE_TYPES

# T[k]: a creature type for each link (a selector reads only real subtypes, 205.3m)
T = sorted(CREATURE_TYPES - {"Time Lord"})


def chain(typed: int, links: int) -> Game:
    """``typed`` creatures, creature i a T{i}; ``links`` effects "Each T{k} is also a T{k+1}.",
    created in reverse order (effect k+1 has the earlier timestamp)."""
    g = Game()
    for i in range(typed):
        g.create(f"c{i}", creature(subtypes=(T[i],)), controller="A")
    for k in reversed(range(links)):
        g.create(f"e{k}", permanent(f"E{k}", ("enchantment",), static(
            f"Each {T[k]} is also a {T[k + 1]}.", f"each {T[k]}", AddTypes(subtypes=(T[k + 1],)))), controller="A")
    return g


def test_a_chain_of_40_is_applied_link_by_link() -> None:
    # Every T{k} exists at first, so applying effect k changes what effect k+1 applies to
    # (613.8a): 39 dependencies, and effect k+1 waits for effect k (613.8b) although its
    # timestamp is earlier. Creature i ends up a T{i} … T{40}.
    ev = chain(40, 40).characteristics()
    assert sorted((d.dependent, d.depends_on) for d in ev.dependencies) == sorted(
        (f"e{k + 1}/printed:0", f"e{k}/printed:0") for k in range(39))
    assert len(ev.dependencies) == 39 and {d.layer.current for d in ev.dependencies} == {"4"}
    for i in range(40):
        assert ev.state(f"c{i}").subtypes == tuple(T[j] for j in range(i, 41))
    order = [(t.effect, t.order) for t in ev.trace if t.layer.current == "4"]
    assert order == [("e0/printed:0", "timestamp")] + [(f"e{k}/printed:0", "dependency") for k in range(1, 40)]


def test_links_beyond_the_typed_objects_are_not_dependencies_when_the_layer_starts() -> None:
    # 12 links but only T0 … T7 exist. Effects 9, 10, 11 apply to nothing at first and
    # applying 8, 9 or 10 changes nothing they apply to: no dependency, so they apply first,
    # in timestamp order (11, 10, 9), to nothing; then 0 … 8 in dependency order. Only the
    # links 1←0 … 8←7 are dependencies (the bench's chain of 240 on 200 creatures: 200).
    ev = chain(8, 12).characteristics()
    assert sorted((d.dependent, d.depends_on) for d in ev.dependencies) == sorted(
        (f"e{k + 1}/printed:0", f"e{k}/printed:0") for k in range(8))
    order = [t.effect for t in ev.trace if t.layer.current == "4"]
    assert order == [f"e{k}/printed:0" for k in (11, 10, 9, *range(9))]
    for i in range(8):
        assert ev.state(f"c{i}").subtypes == tuple(T[j] for j in range(i, 10))


def test_a_loop_of_effects_that_read_what_they_write() -> None:
    # E1 "Each Bear is also a Warrior." (earliest), E3 "Each Elf is also a Bear.", E2 "Each
    # Warrior is also an Elf." (latest). E2 depends on E1 (E1 makes c1 a Warrior), E3 on E2
    # (E2 makes c2 an Elf), E1 on E3 (E3 makes c3 a Bear): one loop, so the earliest, E1,
    # applies first (613.8b) — to the Bears then, c1 (613.6). Then E3 still depends on E2,
    # so E2 applies before it, against timestamp order (613.8c): c1 and c2 become Elves;
    # then E3 makes c1, c2, c3 Bears. In timestamp order (E1, E3, E2) c2 would not be a Bear.
    g = Game()
    g.create("c1", creature(subtypes=("Bear",)), controller="A")
    g.create("c2", creature(subtypes=("Warrior",)), controller="A")
    g.create("c3", creature(subtypes=("Elf",)), controller="A")
    for name, a, b in (("E1", "Bear", "Warrior"), ("E3", "Elf", "Bear"), ("E2", "Warrior", "Elf")):
        g.create(name.lower(), permanent(name, ("enchantment",), static(
            f"Each {a} is also a {b}.", f"each {a}", AddTypes(subtypes=(b,)))), controller="A")
    ev = g.characteristics()
    assert {(d.dependent[:2], d.depends_on[:2]) for d in ev.dependencies} == {
        ("e2", "e1"), ("e3", "e2"), ("e1", "e3")}
    assert len(ev.dependencies) == 3
    entries = [t for t in ev.trace if t.layer.current == "4"]
    assert [(t.effect[:2], t.order, t.affected) for t in entries] == [
        ("e1", "loop", ("c1",)), ("e2", "dependency", ("c1", "c2")), ("e3", "dependency", ("c1", "c2", "c3"))]
    assert entries[1].note is not None and entries[1].note.describe().startswith("before e3/printed:0")
    assert ev.state("c1").subtypes == ("Bear", "Warrior", "Elf")
    assert ev.state("c2").subtypes == ("Warrior", "Elf", "Bear")
    assert ev.state("c3").subtypes == ("Elf", "Bear")


def test_dependencies_among_cards_in_a_graveyard_and_on_the_battlefield() -> None:
    # E4 "Each Goblin is also a Knight." (earliest), E3 "Each Goblin card is also a Wizard.",
    # E1 "Each Elf card is also a Goblin." (latest). "card" means outside the battlefield.
    # Applying E1 makes the Elf card g1 a Goblin card, so E3 depends on E1 and waits for it
    # (613.8a-b); the battlefield Elf c1 is no card, so E4 depends on nothing and applies
    # first, to the Goblin c2 only. In timestamp order g1 would not be a Wizard.
    g = Game()
    g.create("c1", creature(subtypes=("Elf",)), controller="A")
    g.create("c2", creature(subtypes=("Goblin",)), controller="A")
    g.create("g1", creature(subtypes=("Elf",)), controller="A", zone="graveyard")
    for name, affected, b in (("E4", "each Goblin", "Knight"), ("E3", "each Goblin card", "Wizard"),
                              ("E1", "each Elf card", "Goblin")):
        g.create(name.lower(), permanent(name, ("enchantment",), static(
            f"{affected}: also {b}", affected, AddTypes(subtypes=(b,)))), controller="A")
    ev = g.characteristics()
    assert [(d.dependent, d.depends_on) for d in ev.dependencies] == [("e3/printed:0", "e1/printed:0")]
    order = [(t.effect[:2], t.order, t.affected) for t in ev.trace if t.layer.current == "4"]
    assert order == [("e4", "timestamp", ("c2",)), ("e1", "timestamp", ("g1",)), ("e3", "dependency", ("g1",))]
    assert ev.state("g1").subtypes == ("Elf", "Goblin", "Wizard")
    assert ev.state("c1").subtypes == ("Elf",)
    assert ev.state("c2").subtypes == ("Goblin", "Knight")


def test_a_part_that_adds_two_subtypes_and_a_card_type() -> None:
    # E2 "Each Bear is also an Elf Warrior artifact." (earlier) depends on E1 "Each Wall is
    # also a Bear." (later): it makes c1 a Bear; E3 "Each Warrior is also a Knight." (earliest)
    # depends on E2: it makes the Bear c3 a Warrior. So E1, E2, E3 (613.8b).
    g = Game()
    g.create("c1", creature(subtypes=("Wall",)), controller="A")
    g.create("c2", creature(subtypes=("Warrior",)), controller="A")
    g.create("c3", creature(subtypes=("Bear",)), controller="A")
    for name, affected, part in (("E3", "each Warrior", AddTypes(subtypes=("Knight",))),
                                 ("E2", "each Bear", AddTypes(card_types=("artifact",), subtypes=("Elf", "Warrior"))),
                                 ("E1", "each Wall", AddTypes(subtypes=("Bear",)))):
        g.create(name.lower(), permanent(name, ("enchantment",), static(f"{affected}: {name}", affected, part)),
                 controller="A")
    ev = g.characteristics(record=False)
    assert sorted((d.dependent[:2], d.depends_on[:2]) for d in ev.dependencies) == [("e2", "e1"), ("e3", "e2")]
    assert ev.state("c1").subtypes == ("Wall", "Bear", "Elf", "Warrior", "Knight")
    assert ev.state("c1").card_types == ("artifact", "creature")
    assert ev.state("c2").subtypes == ("Warrior", "Knight")
    assert ev.state("c3").subtypes == ("Bear", "Elf", "Warrior", "Knight")


def test_a_dependency_on_an_effect_that_counts_other_objects_is_evaluated_again() -> None:
    # 7c: A "Creatures with power 2 or less get +0/+1." (earliest), B "Each Wall gets +X/+0,
    # where X is the number of creatures with power 1 or less.", X "Creatures you control get
    # +1/+0." (latest). At first B would give the 0/4 Wall +3/+0 (w, c1, c2 have power 1 or
    # less) and take it out of A's set: A depends on B, and B on X (X changes the count).
    # X applies first (c1, c2 become 2/1). Now B would give only +1/+0 (the Wall alone): the
    # Wall stays in A's set, so A no longer depends on B (613.8c) and applies before B, by
    # timestamp — the count B reads changed on objects B does not apply to.
    g = Game()
    g.create("w", creature(pt=(0, 4), subtypes=("Wall",)), controller="B")
    g.create("c1", creature(pt=(1, 1)), controller="A")
    g.create("c2", creature(pt=(1, 1)), controller="A")
    count = CountOf(parse_selector("creatures with power 1 or less"))
    for name, affected, part in (("A", "creatures with power 2 or less", ModifyPT(Const(0), Const(1))),
                                 ("B", "each Wall", ModifyPT(count, Const(0))),
                                 ("X", "creatures you control", ModifyPT(Const(1), Const(0)))):
        g.create(name.lower(), permanent(name, ("enchantment",), static(f"{affected}: {name}", affected, part)),
                 controller="A")
    ev = g.characteristics()
    assert [(d.dependent[:1], d.depends_on[:1]) for d in ev.dependencies] == [("a", "b"), ("b", "x")]
    assert [(t.effect[:1], t.affected) for t in ev.trace if t.layer.current == "7c"] == [
        ("x", ("c1", "c2")), ("a", ("w", "c1", "c2")), ("b", ("w",))]
    assert {o: ev.state(o).pt for o in ("w", "c1", "c2")} == {"w": "1/5", "c1": "2/2", "c2": "2/2"}
