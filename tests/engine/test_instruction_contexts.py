"""No silent wrong answer (issue 20, item 1): every instruction takes effect in every kind of
ability that accepts it, or is refused there with ``file:line``.

The (instruction, kind) pairs are derived from the registries: each word of
:data:`engine.instructions.INSTRUCTIONS` × each kind of ability with a ``do:`` of instructions
(each entry of :data:`engine.abilities.ABILITY_KINDS` with a key of type ``instructions``: a
spell, an activated ability, a triggered ability) and each replacement with one
(:data:`engine.replacement.MODIFICATIONS`: a replacement effect's ``do:``). For each pair the
instruction's own :attr:`~engine.instructions.Instruction.example` (an
:class:`~engine.instructions.Example`) is written into a card in that
kind, as a contributor writes it, and loaded: refused, the message must be ``file:line: …``; taken,
the game it runs in must end otherwise than the same game with ``{gain_life: 0}`` in its place.

The scene (:func:`scene`): A, at 20 life, controls ``this`` (the ability's source: a 2/2 white
creature), ``mine`` (a 2/2 blue Elf creature with a +1/+1 counter) and a tapped Forest ``land``; B controls ``theirs`` (a 3/3
red creature). Each library holds three cards (A's: ``a1`` a Forest, ``a2`` and ``a3`` creatures;
B's: ``b1``–``b3``), A's hand ``held``, A's graveyard ``dead`` (a creature card), B's ``their_dead``.
A spell is ``sp``, an instant in A's hand; a triggered ability triggers at A's upkeep (or, with
a ``when`` of an object or B's spell on the stack to target, as ``theirs`` dies, 500.2); an activated
one costs {0}; a replacement's ``do:`` is performed as A would gain 1 life (``fountain``'s ability).
An instruction whose example says ``combat`` (``remove_from_combat``) runs with ``mine`` attacking B first.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest
import yaml

from engine import Game
from engine.abilities import ABILITY_KINDS
from engine.errors import EngineError
from engine.instructions import INSTRUCTIONS, Example
from engine.replacement import MODIFICATIONS
from ruletext.errors import InputError
from tests.engine.engine_helpers import creature, permanent
from verify.cards import cards_from_yaml
from verify.yamlload import load_yaml

PATH = "rules_src/cards/probe.yaml"
NOTHING: dict[str, Any] = {"gain_life": 0}


def kinds() -> tuple[str, ...]:
    """The kinds of ability with a ``do:`` of instructions, from the registries."""
    own = [k for k, cls in ABILITY_KINDS.items()
           if any(key.type == "instructions" for key in (*cls.schema(), *getattr(cls, "keys", ())))]
    replacing = [k for k, cls in MODIFICATIONS.items() if any(key.type == "instructions" for key in cls.schema())]
    assert replacing == ["do"], replacing
    return (*own, "replacement")


def pairs() -> list[tuple[str, str]]:
    return [(word, kind) for word in INSTRUCTIONS for kind in kinds()]


def _ability(kind: str, do: Mapping[str, Any], target: str, when: Mapping[str, Any] | None = None) -> dict[str, Any]:
    aim = {"target": target} if target else {}
    if kind == "spell":
        return {"spell": {"text": "t", **aim, "do": [dict(do)]}}
    if kind == "activated":
        return {"activated": {"text": "t", "cost": "{0}", **aim, "do": [dict(do)]}}
    if kind == "triggered":
        return {"triggered": {"text": "t", **(when or {"when": "beginning_of", "step": "upkeep"}), **aim, "do": [dict(do)]}}
    assert kind == "replacement", kind
    return {"replacement": {"text": "t", "would": {"gain_life": "you"}, "instead": [{"do": [dict(do)]}]}}


def load(kind: str, do: Mapping[str, Any], target: str = "", more: Mapping[str, Any] | None = None,
         when: Mapping[str, Any] | None = None) -> Any:
    """The card with the ability (its Characteristics), or the InputError that refused it;
    ``more``: other keys of the card (a ``back`` face)."""
    card = {"ja": "試し", "en": "Probe", "type_line": "Instant" if kind == "spell" else "Creature — Elf",
            **({} if kind == "spell" else {"pt": "2/2", "colors": ["white"]}), "abilities": [_ability(kind, do, target, when)],
            **(more or {})}
    text = yaml.safe_dump(card, allow_unicode=True, sort_keys=False)
    cards = cards_from_yaml([(PATH, "probe", lambda: load_yaml(text, PATH))])
    if cards.broken:
        return next(iter(cards.broken.values()))
    return cards["probe"].card


def scene(kind: str, card: Any) -> Game:
    g = Game()
    if kind == "spell":
        g.create("this", creature("Source", colors=("white",)), controller="A", event=False)
        g.create("sp", card, controller="A", zone="hand", event=False)
    else:
        g.create("this", card, controller="A", event=False)
    g.create("mine", creature("Mine", colors=("blue",), subtypes=("Elf",), cost="{1}{U}"), controller="A", event=False,
             counters={"+1/+1": 1})
    g.create("land", permanent("Forest", ("land",), subtypes=("Forest",)), controller="A", event=False, tapped=True)
    g.create("theirs", creature("Theirs", pt=(3, 3), colors=("red",), cost="{2}{R}"), controller="B", event=False)
    g.create("a1", permanent("Forest", ("land",), subtypes=("Forest",)), controller="A", zone="library", event=False)
    g.create("a2", creature("Library two", cost="{2}"), controller="A", zone="library", event=False)
    g.create("a3", creature("Library three", cost="{3}"), controller="A", zone="library", event=False)
    for i in (1, 2, 3):
        g.create(f"b{i}", creature(f"Their library {i}"), controller="B", zone="library", event=False)
    g.create("held", creature("Held", cost="{1}"), controller="A", zone="hand", event=False)
    g.create("dead", creature("Dead", cost="{1}"), controller="A", zone="graveyard", event=False)
    g.create("their_dead", creature("Their dead"), controller="B", zone="graveyard", event=False)
    return g


def _resolve_all(g: Game, chosen: tuple[str, ...]) -> None:
    first = True
    for _ in range(8):
        g.priority()
        if not g.stack:
            return
        g.resolve_top(chosen if first else ())
        first = False


def _cast_bolt(g: Game) -> None:
    """B casts ``bolt``, an instant: "You gain 3 life." (the spell on the stack of ``stack``)."""
    from engine import SpellAbility
    from engine.instructions import GainLife

    g.create("bolt", permanent("Bolt", ("instant",), SpellAbility("You gain 3 life.", instructions=(GainLife(3),))),
             controller="B", zone="hand", event=False)
    g.cast("bolt")


def play(kind: str, card: Any, targets: tuple[str, ...], chosen: tuple[str, ...], stack: bool = False,
         dies: bool = False, combat: bool = False) -> Game:
    """The scene with the ability, played: cast, activated, triggered, or replacing a life gain;
    ``stack``: above B's spell ``bolt``, its target (the stack id); ``combat``: ``mine`` attacks B first."""
    g = scene(kind, card)
    if combat:
        g.declare_attackers(["mine"], "B")
    if stack and kind != "triggered":
        _cast_bolt(g)
    targets = tuple(g.stack[-1].id if t == "bolt" and g.stack else t for t in targets)
    if kind == "spell":
        g.cast("sp", targets=targets)
    elif kind == "activated":
        g.activate_ability("this", 0, targets=targets)
    elif kind == "triggered":
        if stack:  # B's spell first: a trigger waiting would go on the stack before B could cast (117.5)
            _cast_bolt(g)
            targets = tuple(g.stack[-1].id if t == "bolt" else t for t in targets)
        if dies:  # its trigger event: B's creature dies
            g.move_together(["theirs"], "graveyard")
        else:
            g.begin_step("upkeep")
        g.priority(targets={g.pending[0].id: list(targets)} if targets and g.pending else None)
    else:
        from engine import ActivatedAbility, Duration
        from engine.costs import parse_cost
        from engine.instructions import GainLife

        fountain = ActivatedAbility("{0}: You gain 1 life.", parse_cost("{0}"), None, Duration.INDEFINITE,
                                    (GainLife(1),))
        g.create("fountain", permanent("Fountain", ("artifact",), fountain), controller="A", event=False)
        g.activate_ability("fountain", 0)
    g.resolve_top(chosen)
    _resolve_all(g, ())
    return g


def outcome(g: Game) -> tuple[object, ...]:
    """What a game ended with, without its clock, ids of effects or log: objects, players, the
    stack, pending and delayed triggers, shields and effects."""
    ev = g.characteristics(record=False)
    objects = tuple((o.id, o.zone, o.controller, o.tapped, tuple(sorted(o.counters.items())), o.damage, o.face_down,
                     o.attacking, o.blocking, o.blocked,
                     o.attached_to, o.transformed, o.flipped, o.token,
                     (v.name, v.power, v.toughness, tuple(sorted(v.colors)), tuple(sorted(v.card_types)),
                      tuple(sorted(str(t) for t in v.subtypes)), tuple(a.text for _, a in v.abilities))
                     if (v := ev.views.get(o.id)) is not None else None)
                    for o in g.objects.values())
    return (objects, tuple(sorted(g.life.items())), tuple(sorted(g.poison.items())),
            tuple((p, tuple(m)) for p, m in sorted(g.mana_pool.items())), tuple(sorted(g.losers)), tuple(g.winners),
            tuple(s.text for s in g.stack), tuple(p.ability.text for p in g.pending), len(g.delayed),
            len(g.shields), tuple(sorted(e.spec.text for e in g.effects.values())), len(g.exiled_with),
            tuple(sorted(g.scried.items())))


DIES: dict[str, Any] = {"when": "dies", "what": "creature"}


def when_of(ex: Example, kind: str) -> Mapping[str, Any] | None:
    """The trigger event of the example's triggered ability: its own, or with a spell on the stack
    to target, ``theirs`` dying — no step begins with B's spell on the stack (500.2)."""
    return ex.when or (DIES if kind == "triggered" and ex.stack else None)


def example_of(word: str) -> Example:
    ex = INSTRUCTIONS.get(word).example
    assert ex is not None, f"{word}: no example (give its class an `example`: engine.instructions.Example)"
    return ex


@pytest.mark.parametrize(("word", "kind"), pairs())
def test_each_instruction_changes_the_outcome_in_each_kind_or_is_refused_there(word: str, kind: str) -> None:
    ex = example_of(word)
    if (word, kind) in COVERED_BY:
        pytest.skip(f"covered by {COVERED_BY[(word, kind)]}")
    when = when_of(ex, kind)
    card = load(kind, ex.do, ex.target, ex.card, when)
    if isinstance(card, InputError):
        assert str(card).startswith(f"{PATH}:"), str(card)
        return
    if (word, kind) in NOT_SHOWN:
        pytest.xfail(NOT_SHOWN[(word, kind)])
    base = load(kind, NOTHING, ex.target, ex.card, when)
    assert not isinstance(base, InputError), str(base)
    try:
        got = outcome(play(kind, card, ex.targets, ex.chosen, ex.stack, bool(when), ex.combat))
    except EngineError as err:
        raise AssertionError(f"{word} in a {kind}: {err}") from None
    assert got != outcome(play(kind, base, ex.targets, (), ex.stack, bool(when), ex.combat)), \
        f"{word} in a {kind}: the same outcome as without it"


# Pairs the scene cannot show, each shown by a test of its own (a linked exile, mana spent, the
# ability whose triggering made this one trigger).
COVERED_BY: dict[tuple[str, str], str] = {
    ("cast_copies", "activated"): "tests/engine/test_linked.py::test_cast_copies_of_every_linked_card_and_x_is_their_total",
    ("return_exiled", "activated"): "tests/engine/test_linked.py::test_return_finds_only_what_its_linked_ability_exiled",
    ("return_exiled", "triggered"): "tests/engine/test_triggers.py::test_leaves_ability_returns_every_linked_card_at_once",
    ("if_spent", "spell"): "tests/engine/test_mana_spent.py::test_each_type_spent_gives_its_part",
    ("copy_trigger", "triggered"): "tests/engine/test_copy_trigger.py",
    ("counter_unless_pays", "triggered"): "tests/engine/test_counter_unless.py",
    # the scene's source is attached to nothing (unattach does nothing there): shown with reconfigure's
    ("unattach", "activated"): "tests/engine/test_equip.py::test_reconfigure_attaches_and_unattaches_as_a_sorcery",
    ("unattach", "triggered"): "tests/engine/test_equip.py::test_unattach_in_a_triggered_ability",
    ("unattach", "replacement"): "tests/engine/test_equip.py::test_unattach_in_a_replacements_do",
}
# Pairs taken that no test shows yet, each with why (a pair refused since fails here; a new pair
# that is neither shown nor refused fails the test above).
NOT_SHOWN: dict[tuple[str, str], str] = {
    ("cast_copies", "spell"): "a spell's own linked exile (607.2a) is not modelled by the scene",
    ("cast_copies", "triggered"): "a triggered ability's linked exile (607.2a) is not modelled by the scene",
}


def test_each_covering_test_exists_and_each_pair_left_is_still_left() -> None:
    import ast
    from pathlib import Path

    here = Path(__file__).parent
    for (word, kind), test in COVERED_BY.items():
        path, _, name = test.partition("::")
        tree = ast.parse((here.parent.parent / path).read_text(encoding="utf-8"))
        assert not name or name in {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}, test
        assert not isinstance(load(kind, example_of(word).do, example_of(word).target, example_of(word).card,
                                   example_of(word).when), InputError), (word, kind, "refused: no longer covered")
    for word, kind in NOT_SHOWN:
        assert (word, kind) in pairs() and not isinstance(
            load(kind, example_of(word).do, example_of(word).target, example_of(word).card, example_of(word).when), InputError), (word, kind)


def census() -> dict[str, int]:
    """How many pairs; how many refused at their line; how many taken, shown changing the outcome
    by the scene or by a test of their own; how many not shown yet."""
    refused = sum(isinstance(load(k, example_of(w).do, example_of(w).target, example_of(w).card, example_of(w).when),
                             InputError) for w, k in pairs() if (w, k) not in COVERED_BY)
    return {"pairs": len(pairs()), "refused": refused, "shown": len(pairs()) - refused - len(NOT_SHOWN),
            "by a test of its own": len(COVERED_BY), "not shown": len(NOT_SHOWN)}

if __name__ == "__main__":  # python -m tests.engine.test_instruction_contexts
    print(census())


def test_614_5_a_replacements_do_is_not_replaced_by_it_again() -> None:
    """614.5: "if you would gain life, you gain that much and 2 more" — the 2 its ``do`` gains is part
    of the event it modified, which it affected once: 1 + 2, not an endless chain."""
    card = load("replacement", {"gain_life": 2})
    g = play("replacement", card, (), ())
    assert g.life["A"] == 23
