"""No silent wrong answer (issue 20, item 1): every word the vocabulary accepts takes effect
in every place it is accepted in, or is refused there.

The (word, place) pairs are derived from the registries: the selector words
(:func:`engine.selectors.selector_words`) × every place a selector phrase is read (each
schema key of type selector in the instruction, condition, replaced-event, replacement,
ability-kind, effect-key and trigger-event registries — an effect's ``affected``, a delayed
ability's ``what`` — with the few places no registry key is listed below), keeping the pairs the
place can give the word what it reads (:data:`engine.selectors.SELECTOR_CONTEXTS`; the
others are refused with ``file:line``, tested here too); the conditions × every place an
``if:`` is read; the amounts × every place an amount is read; the restrictions on attacking and
blocking (each ``game_rule`` text and each effect part that forbids one) × a static ability's
effect and a resolved one.

A pair is covered by an engine test that shows the word changing the outcome there:

- a selector word by its meaning (``test_each_selector_word_changes_what_is_selected``)
  and, for the place, a game run through that place showing that the part of the context
  the word reads reaches the phrase there (``test_each_place_gives_each_part_it_accepts``,
  one game per place and part: the word's meaning is the same wherever it is read, the
  context is what a place gives it);
- a condition or an amount by the test named for it in ``context_coverage.yaml``;
- a restriction by a game that declares attackers and blockers with it and without it
  (``test_each_restriction_forbids_what_it_says_where_it_is_written``).

A new word, place or part without a test is a failure here."""

from __future__ import annotations

import ast
from collections.abc import Callable, Mapping
from dataclasses import replace
from pathlib import Path

import pytest
import yaml

from engine import Const, Game, ModifyPT, ReplacementAbility
from engine.abilities import ABILITY_KINDS, AdditionalTriggers, MoreCounters, TriggeredAbility
from engine.amounts import AMOUNT_PLACES, AMOUNTS, parse_amount
from engine.conditions import CONDITION_PLACES, CONDITIONS, AtLeast, AtMost, LifeAtLeast, LifeAtMost, Tapped
from engine.effects import (
    EFFECT_PARTS,
    GAME_RULES,
    BlockPermission,
    BlockRequirement,
    CantCause,
    CombatRestriction,
    GameRule,
)
from engine.errors import IllegalActionError
from engine.expressions import parse_expression
from engine.instructions import INSTRUCTIONS, Exile, GainLife, Sacrifice, SetLife, Tap
from engine.replacement import MODIFICATIONS, REPLACED_EVENTS, DiesWould, ToZone
from engine.selectors import SELECTOR_CONTEXTS, Context, selector_words
from engine.selectors import parse_selector as sel
from engine.trigger_events import TRIGGER_EVENTS, BeginningOf
from engine.vocab import Key
from tests.engine.engine_helpers import FLYING, creature, permanent, spec, static

HERE = Path(__file__).parent
COVERAGE = yaml.safe_load((HERE / "context_coverage.yaml").read_text(encoding="utf-8"))

# Places a selector is read in that are no registry's schema key: place → its family in
# SELECTOR_CONTEXTS (the scenario action's effect, a target phrase, the phrases inside an amount or
# an expression, add_abilities_of's value, which its class reads itself: value type ``any``).
OTHER_SELECTOR_PLACES: dict[str, str] = {
    "effect affected": "affected", "add_abilities_of": "static", "target phrase": "target",
    "amount the total mana value of": "amount", "expression the number of": "expression",
    "damage_cant_be_prevented": "game rule",
}


def _keys_of(cls: object) -> tuple[Key, ...]:
    """An entry's schema keys: a written word's (its value's and a mapping's), another's schema."""
    return (*cls.schema(), *(k for k in getattr(cls, "keys", ()) if k not in cls.schema()))  # type: ignore[attr-defined]


def _schema_places(types: tuple[str, ...]) -> dict[str, str]:
    """``registry:entry.key`` → the family its selector is read in, for each schema key of ``types``
    in every registry of words that take selectors (an ``effect`` key: its ``affected``; a
    ``triggered`` one: the delayed ability's ``what``)."""
    out: dict[str, str] = {}
    for name, registry in (("instruction", INSTRUCTIONS), ("condition", CONDITIONS), ("would", REPLACED_EVENTS),
                           ("instead", MODIFICATIONS), ("ability", ABILITY_KINDS), ("effect", EFFECT_PARTS),
                           ("trigger event", TRIGGER_EVENTS)):
        for key, cls in registry.items():
            for k in _keys_of(cls):
                family = k.context or getattr(cls, "selector_context", "")
                if k.type in types:
                    out[f"{name}:{key}.{k.name}"] = family
                elif "selector" in types and k.type == "effect":
                    out[f"{name}:{key}.affected"] = family or "affected"
                elif "selector" in types and k.type == "triggered":
                    out[f"{name}:{key}.{k.name} what"] = "trigger"
    return out


def selector_places() -> dict[str, str]:
    return {**_schema_places(("selector", "selectors")), **OTHER_SELECTOR_PLACES}


def selector_pairs() -> list[tuple[str, str]]:
    """Every (selector word, place) the vocabulary accepts."""
    words = selector_words()
    return [(w, p) for p, family in selector_places().items() for w, needs in words.items()
            if needs <= SELECTOR_CONTEXTS[family]]


def condition_pairs() -> list[tuple[str, str]]:
    """Every (condition, place an `if:` is read in) the vocabulary accepts."""
    return [(c, p) for p in CONDITION_PLACES for c, cls in CONDITIONS.items() if not cls.places or p in cls.places]


def amount_pairs() -> list[tuple[str, str]]:
    """Every (amount, place an amount is read in) the vocabulary accepts: an instruction's
    amount is each schema key of type amount in the instruction registry."""
    instruction_keys = [p for p, family in _schema_places(("amount",)).items() if family == "instruction"]
    assert instruction_keys
    members = {p: [p] for p in AMOUNT_PLACES} | {"instruction": instruction_keys}
    return [(a, m) for p in AMOUNT_PLACES for m in members[p] for a, cls in AMOUNTS.items() if p in cls.places]


def amount_family(place: str) -> str:
    return "instruction" if place.startswith("instruction:") else place


def _tests_in_files() -> set[str]:
    out: set[str] = set()
    for path in HERE.glob("test_*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        out |= {f"tests/engine/{path.name}::{n.name}" for n in tree.body
                if isinstance(n, ast.FunctionDef) and n.name.startswith("test_")}
    return out


def test_every_accepted_pair_has_a_test_showing_it_changes_the_outcome() -> None:
    existing = _tests_in_files()
    missing: list[str] = []
    parts = COVERAGE["places"]
    for word, place in selector_pairs():
        family = selector_places()[place]
        for part in sorted(selector_words()[word]) or ["object"]:
            if (family, part) not in COVERED_PARTS and part not in parts.get(family, {}):
                missing.append(f"selector word {word!r} in {place} ({family}): no test of its {part}")
        if word not in WORD_PROBES:
            missing.append(f"selector word {word!r}: no probe of its meaning")
    for kind, pairs, probes in (("conditions", condition_pairs(), CONDITION_PROBES),
                                ("amounts", amount_pairs(), AMOUNT_PROBES)):
        for word, place in pairs:
            family = amount_family(place) if kind == "amounts" else place
            test = COVERAGE[kind].get(word, {}).get(family)
            if test is None and (word not in probes or family not in RUNNERS_AT[kind]
                                 or (kind == "amounts" and family not in AMOUNT_PROBES[word])):
                missing.append(f"{kind[:-1]} {word!r} in {place}: no test")
            elif test is not None and test not in existing:
                missing.append(f"{kind[:-1]} {word!r} in {place}: {test} does not exist")
    for family, by_part in parts.items():
        for part, test in by_part.items():
            if test not in existing:
                missing.append(f"{family} {part}: {test} does not exist")
    assert not missing, "\n".join(missing)


def pair_counts() -> dict[str, int]:
    """The number of (word, place) pairs of each kind, counted from the registries."""
    return {"selector": len(selector_pairs()), "condition": len(condition_pairs()), "amount": len(amount_pairs()),
            "restriction": len(restriction_pairs()), "permission": len(permission_pairs()),
            "requirement": len(requirement_pairs())}


def test_every_word_of_each_registry_is_accepted_somewhere() -> None:
    """No word is lost without notice: each selector word, condition, amount and restriction of
    the registries is in at least one pair (a word no place accepts does nothing anywhere). The
    count is derived (:func:`pair_counts`), never kept by hand."""
    words = {"selector": set(selector_words()), "condition": set(CONDITIONS), "amount": set(AMOUNTS),
             "restriction": {*GAME_RULES, *(k for k, c in EFFECT_PARTS.items() if issubclass(c, CombatRestriction))},
             "permission": {k for k, c in EFFECT_PARTS.items() if issubclass(c, BlockPermission)},
             "requirement": {k for k, c in EFFECT_PARTS.items() if issubclass(c, BlockRequirement)}}
    paired = {"selector": {w for w, _ in selector_pairs()}, "condition": {w for w, _ in condition_pairs()},
              "amount": {w for w, _ in amount_pairs()}, "restriction": {w for w, _ in restriction_pairs()},
              "permission": {w for w, _ in permission_pairs()},
              "requirement": {w for w, _ in requirement_pairs()}}
    assert {kind: sorted(words[kind] - paired[kind]) for kind in words} == {kind: [] for kind in words}
    assert all(pair_counts().values())


# ---- each restriction on attacking or blocking, in each place an effect is ----------------

def restriction_pairs() -> list[tuple[str, str]]:
    """Every (restriction, place) the vocabulary accepts: each ``game_rule`` text and each effect
    part that forbids the creatures its effect affects to attack or block (508.1c, 509.1b), in a
    static ability's effect and in a resolved spell's or ability's (611.2c)."""
    words = [*GAME_RULES, *(k for k, cls in EFFECT_PARTS.items() if issubclass(cls, CombatRestriction))]
    return [(w, p) for w in words for p in ("static", "affected")]


def _refused(part: object | None, place: str, controller: str, says: str, attackers: tuple[str, ...],
             blocks: Mapping[str, str | tuple[str, ...]] | None) -> str:
    """Which declaration of a combat is refused (``attack``, ``block``; ``""``: none) — A's creatures
    ``attackers`` attack B, then B's creature ``x`` blocks as ``blocks`` says (None: no blockers are
    declared) — with ``part`` (None: without it) in a static ability of ``controller``'s enchantment
    ``src`` (``place``: ``static``) or in a resolved effect of theirs (``affected``); ``says``: its text."""
    g = Game()
    for a in attackers:
        g.create(a, creature(), controller="A", event=False)
    g.create("x", creature(), controller="B", event=False)
    if part is not None and place == "static":
        g.create("src", permanent("Source", ("enchantment",), static(f"{says}.", "creatures", part)),
                 controller=controller, event=False)
    elif part is not None:
        g.create_effect(spec(f"{says} this turn.", "creatures", part), controller=controller)
    try:
        g.declare_attackers(list(attackers), "B")
    except IllegalActionError:
        return "attack"
    try:
        if blocks is not None:
            g.declare_blockers(dict(blocks))
    except IllegalActionError:
        return "block"
    return ""


@pytest.mark.parametrize(("word", "place"), restriction_pairs())
def test_each_restriction_forbids_what_it_says_where_it_is_written(word: str, place: str) -> None:
    part = GameRule(word) if word in GAME_RULES else EFFECT_PARTS.get(word)("")  # type: ignore[call-arg]
    forbids = GAME_RULES[word] if word in GAME_RULES else EFFECT_PARTS.get(word).forbids  # type: ignore[attr-defined]
    blocks = {"x": "a"} if forbids == "block" else None
    assert [_refused(p, place, "A", "They can't", ("a",), blocks) for p in (None, part)] == ["", forbids]


def permission_pairs() -> list[tuple[str, str]]:
    """Every (permission, place): each effect part that lets the creatures its effect affects
    block more than one attacking creature (509.1a), in a static ability's effect and in a
    resolved spell's or ability's."""
    return [(k, p) for k, cls in EFFECT_PARTS.items() if issubclass(cls, BlockPermission) for p in ("static", "affected")]


@pytest.mark.parametrize(("word", "place"), permission_pairs())
def test_each_block_permission_lets_a_creature_block_two_where_it_is_written(word: str, place: str) -> None:
    part = EFFECT_PARTS.get(word).made(1 if EFFECT_PARTS.get(word).takes == "count" else True)[0]
    both = {"x": ("a1", "a2")}
    assert [_refused(p, place, "B", "They can", ("a1", "a2"), both) for p in (None, part)] == ["block", ""]


def requirement_pairs() -> list[tuple[str, str]]:
    """Every (requirement, place): each effect part that makes a requirement on blocking
    (509.1c), in a static ability's effect and in a resolved spell's or ability's."""
    return [(k, p) for k, cls in EFFECT_PARTS.items() if issubclass(cls, BlockRequirement)
            for p in ("static", "affected")]


@pytest.mark.parametrize(("word", "place"), requirement_pairs())
def test_each_block_requirement_makes_a_creature_block_where_it_is_written(word: str, place: str) -> None:
    part = EFFECT_PARTS.get(word).made(True)[0]
    assert [_refused(p, place, "B", "They must", ("a",), {}) for p in (None, part)] == ["", "block"]


# ---- what each selector word means (read with every part of a context) --------------------

def _word_game() -> tuple[Game, Context]:
    g = Game()
    g.create("w", creature("Watcher", colors=("white",), cost="{W}"), controller="A", event=False,
             choices={"color": "blue", "creature type": "Elf"})
    g.create("mine", creature("Mine", pt=(2, 2), colors=("blue",), subtypes=("Elf",), cost="{1}{U}"), controller="A",
             event=False)
    g.create("theirs", creature("Theirs", pt=(4, 4), colors=("red",), cost="{3}{R}", abilities=(FLYING,)),
             controller="B", event=False)
    g.create("tok", creature("Token", pt=(1, 1)), controller="A", token=True, event=False)
    g.create("aura", permanent("Aura", ("enchantment",), subtypes=("Aura",)), controller="A", attached_to="mine",
             event=False)
    g.create("legend", permanent("Legend", ("land",), supertypes=("legendary",)), controller="A", event=False,
             designations=("commander",))
    g.create("gy", creature("Dead"), controller="A", zone="graveyard", event=False)
    g.create("gy2", creature("Their dead"), controller="B", zone="graveyard", event=False)
    g.create("hand", creature("Held"), controller="A", zone="hand", event=False)
    g.create("ex", creature("Exiled"), controller="A", zone="exile", event=False)
    g.create("sp", permanent("Spell", ("instant",)), controller="A", zone="stack", event=False)
    g.create("dun", permanent("Dungeon", ("dungeon",)), controller="A", zone="command", event=False)
    views = g.characteristics().views
    return g, Context(views=views, source="w", controller="A", targets=("theirs",),
                      choices={"color": "blue", "creature type": "Elf"}, exiled=frozenset({"ex"}),
                      it=("theirs", views["theirs"].incarnation))


# word → (a phrase with it, what it selects, the same phrase without the word's effect selects)
WORD_PROBES: dict[str, tuple[str, set[str], set[str]]] = {
    "self": ("self", {"w"}, set()),
    "enchanted": ("enchanted creature", {"mine"}, set()),  # judged with the Aura as the source
    "equipped": ("equipped creature", {"mine"}, set()),
    "target": ("target creature", {"theirs"}, set()),
    "other": ("other creatures you control", {"mine", "tok"}, {"w", "mine", "tok"}),
    "permanent": ("permanents you control", {"w", "mine", "tok", "aura", "legend"}, set()),
    "card": ("cards you own", {"gy", "hand", "ex", "dun"}, set()),
    "spell": ("spells", {"sp"}, set()),
    "object": ("objects you own", {"w", "mine", "tok", "aura", "legend", "gy", "hand", "ex", "sp", "dun"}, set()),
    "dungeon": ("dungeon you own", {"dun"}, set()),
    "you control": ("creatures you control", {"w", "mine", "tok"}, {"w", "mine", "tok", "theirs"}),
    "you own": ("creature cards you own", {"gy", "hand", "ex"}, {"gy", "gy2", "hand", "ex"}),
    "an opponent owns": ("creature cards an opponent owns", {"gy2"}, {"gy", "gy2", "hand", "ex"}),
    "your opponents own": ("creature cards your opponents own", {"gy2"}, {"gy", "gy2", "hand", "ex"}),
    "you don't own": ("creature cards you don't own", {"gy2"}, {"gy", "gy2", "hand", "ex"}),
    "an opponent controls": ("creatures an opponent controls", {"theirs"}, set()),
    "your opponents control": ("creatures your opponents control", {"theirs"}, set()),
    "you don't control": ("creatures you don't control", {"theirs"}, set()),
    "on the battlefield": ("creature cards on the battlefield", {"w", "mine", "theirs"}, set()),
    "in your graveyard": ("creature cards in your graveyard", {"gy"}, set()),
    "in all graveyards": ("creature cards in all graveyards", {"gy", "gy2"}, set()),
    "from a graveyard": ("creature cards from a graveyard", {"gy", "gy2"}, set()),
    "in your hand": ("cards in your hand", {"hand"}, set()),
    "of the chosen color": ("creatures of the chosen color", {"mine"}, set()),
    "of the chosen creature type": ("creatures of the chosen creature type", {"mine"}, set()),
    "exiled with this": ("cards exiled with this", {"ex"}, set()),
    "exiled with ~": ("cards exiled with ~", {"ex"}, set()),
    "from anywhere": ("creature cards from anywhere", {"w", "mine", "theirs", "gy", "gy2", "hand", "ex"}, set()),
    "with mana value N or less": ("creatures with mana value 2 or less", {"w", "mine", "tok"}, set()),
    "with power N or less": ("creatures with power 2 or less", {"w", "mine", "tok"}, set()),
    "with KEYWORD": ("creatures with flying", {"theirs"}, {"w", "mine", "theirs", "tok"}),  # 702.9
    "without KEYWORD": ("creatures without flying", {"w", "mine", "tok"}, {"w", "mine", "theirs", "tok"}),
    "color": ("blue creatures", {"mine"}, set()),
    "colorless": ("colorless creatures", {"tok"}, set()),
    "token": ("creature tokens", {"tok"}, set()),
    "designation": ("commander lands", {"legend"}, set()),
    "card type": ("lands", {"legend"}, set()),
    "supertype": ("legendary permanents", {"legend"}, set()),
    "subtype": ("Elf creatures", {"mine"}, set()),
    "non-": ("nonwhite creatures", {"mine", "theirs", "tok"}, {"w"}),
    "that shares a color with it": ("creature that shares a color with it", {"theirs"}, set()),
    "that": ("that artifact", {"theirs"}, set()),  # 700.7: the object its ability refers to, of any quality  # the target: red
    "that share a color with it": ("creatures that share a color with it", {"theirs"}, set()),
}


@pytest.mark.parametrize("word", sorted(selector_words()))
def test_each_selector_word_changes_what_is_selected(word: str) -> None:
    assert word in WORD_PROBES, f"no probe for the selector word {word!r}"
    phrase, selects, other = WORD_PROBES[word]
    _, ctx = _word_game()
    if word in ("enchanted", "equipped"):
        ctx = replace(ctx, source="aura")
    got = set(sel(phrase).select(ctx))
    assert got == selects
    assert selects != other  # the word changes the outcome


REFUSED = (
    ("  - triggered: {text: t, when: dies, what: target creature, do: []}\n",
     "'target creature' cannot take effect in a trigger: it reads the targets chosen for it"),
    ("  - triggered: {text: t, when: enters, if: {count: cards exiled with this, at_least: 1}, do: []}\n",
     "'cards exiled with this' cannot take effect in a condition"),
    ("  - static: {text: t, affected: target creature, modify_pt: +1/+1}\n",
     "'target creature' cannot take effect in a static"),
    ("  - replacement: {text: t, would: {dies: target creature}, instead: [{to_zone: exile}]}\n",
     "'target creature' cannot take effect in a would"),
    ("  - activated: {text: t, cost: '{X}', do: [{gain_life: 1}], x_is: its toughness}\n",
     "x_is: 'its toughness' cannot take effect in x_is"),
    ("  - replacement: {text: t, would: {enters: self}, instead: [{with_counters: its power}]}\n",
     "'its power' cannot take effect in with_counters"),
    ("  - static: {text: t, as_long_as: {kicked: '{W}'}, modify_pt: +1/+1}\n",
     "'kicked' cannot take effect in a static as_long_as"),
    ("  - triggered: {text: t, when: beginning_of, step: upkeep, what: creature, do: []}\n",
     "what cannot take effect with when: beginning_of: the event involves no object"),
    ("  - triggered: {text: t, when: cast, what: creature you control, do: []}\n",
     "what: 'creature you control' describes no object in the stack, where the object of when: cast is"),
    ("  - replacement: {text: t, would: {dies: creature card}, instead: [{to_zone: exile}]}\n",
     "'creature card' describes no permanent (it would never apply)"),
    ("  - spell: {text: t, do: [{set_life: its toughness}]}\n",
     "set_life: 'its toughness' cannot take effect in a spell: it is read in a triggered ability"),
    ("  - triggered: {text: t, when: enters, do: [{may_pay: '{1}', then: [{damage: X}]}]}\n",
     "damage: 'X' cannot take effect in a triggered ability: it is read in a spell"),
    ("  - activated: {text: t, cost: '{1}', do: [{draw: 1}, {set_life: that many}]}\n",
     "set_life: 'that many' cannot take effect in an activated ability: it is read in a replacement"),
    # 608.2d: a choice made on resolution; a replacement effect is no resolution (none is made)
    ("  - replacement: {text: t, would: {gain_life: you}, instead: [{do: [{sacrifice: creature}]}]}\n",
     "sacrifice cannot take effect in a replacement effect's do:: it is read in a spell or an ability that resolves"),
    ("  - replacement: {text: t, would: {gain_life: you}, instead: [{do: [{gain_life: 1}, {may_pay: '{1}', "
     "then: [{draw: 1}]}]}]}\n", "may_pay cannot take effect in a replacement effect's do"),
    ("  - replacement: {text: t, would: {draw: you}, instead: [{skip: true}, {do: [{discard_hand: you, then: "
     "[{surveil: 1}]}]}]}\n", "surveil cannot take effect in a replacement effect's do"),
)


@pytest.mark.parametrize(("ability", "says"), REFUSED)
def test_a_word_a_place_cannot_give_what_it_reads_is_refused(tmp_path: Path, ability: str, says: str) -> None:
    from test_verify_input import CARD
    from test_verify_input import make_root as make_one

    from ruletext.errors import InputError
    from tests.engine.engine_helpers import card_error
    from verify.cards import load_cards

    message = str(card_error(load_cards(make_one(tmp_path, card=CARD + "abilities:\n" + ability)), InputError).value)
    assert message.startswith("rules_src/cards/bear.yaml:7: ") and says in message, message


@pytest.mark.parametrize("in_graveyard", [1, 2])
def test_a_choice_of_one_in_a_replacements_do_is_made_only_when_there_is_one(in_graveyard: int) -> None:
    """616.2's example: "return a card from your graveyard to your hand instead" — with one card
    there it returns; with two, the choice no one makes (608.2d: a replacement effect is no
    resolution) is refused, not made silently."""
    from engine.errors import ChoiceError
    from engine.instructions import Draw, ToHand
    from engine.replacement import Do, DrawWould, Skip

    rep = ReplacementAbility("If you would draw a card, return a card from your graveyard to your hand instead.",
                             DrawWould("you"), (Skip(True), Do((ToHand(sel("card in your graveyard"), one=True),))))
    g = _three(rep)
    for i in range(in_graveyard):
        g.create(f"gy{i}", creature(), controller="A", zone="graveyard", event=False)
    g.create("top", creature(), controller="A", zone="library", event=False)
    ab = TriggeredAbility("At the beginning of your upkeep, draw a card.", on=BeginningOf(step="upkeep"),
                          instructions=(Draw(1),))
    g.create("drawer", permanent("Drawer", ("enchantment",), ab), controller="A", event=False)
    if in_graveyard == 1:
        _upkeep(g)
        assert (g.obj("gy0").zone, g.obj("top").zone) == ("hand", "library")
    else:
        with pytest.raises(ChoiceError, match="to_hand: a choice among gy0, gy1 in a replacement's do"):
            _upkeep(g)


def test_a_static_ability_with_a_link_affects_the_cards_exiled_with_it() -> None:
    """607.2a: "cards exiled with this are blue" — only the cards its linked ability exiled."""
    from engine import AddColors, StaticAbility

    exile = TriggeredAbility("When this enters, exile target card from a graveyard.", event="enters",
                             target="target card from a graveyard",
                             instructions=(Exile(sel("target card from a graveyard"), link="i"),))
    blue = StaticAbility("Cards exiled with this are blue.", spec("blue", "cards exiled with this",
                                                                   AddColors(("blue",))), link="i")
    g = Game()
    g.create("c", creature("Dead"), controller="B", zone="graveyard", event=False)
    g.create("x", creature("Exiled"), controller="B", zone="exile", event=False)  # not exiled with it
    g.create("w", creature("Warden", abilities=(exile, blue)), controller="A")
    g.priority(targets={"t1": ["c"]})
    g.resolve_top()
    ev = g.characteristics()
    assert (ev.state("c").colors, ev.state("x").colors) == (("blue",), ())


# ---- each place gives the phrase each part of the context it accepts ----------------------

# part → (a phrase reading it, what it selects among w, mine and theirs)
PART_PROBES: dict[str, tuple[str, set[str]]] = {
    "object": ("red creatures", {"theirs"}),
    "controller": ("creatures you control", {"w", "mine"}),
    "source": ("other creatures", {"mine", "theirs"}),
    "choices": ("creatures of the chosen color", {"mine"}),
    "targets": ("target creature", {"theirs"}),
    "it": ("that creature", {"theirs"}),
}
THREE = ("w", "mine", "theirs")


def _three(*abilities: object, mine_abilities: tuple[object, ...] = ()) -> Game:
    g = Game()
    g.create("w", creature("Watcher", pt=(1, 1), colors=("white",), cost="{W}", abilities=abilities),
             controller="A", choices={"color": "blue"}, event=False)
    g.create("mine", creature("Mine", colors=("blue",), cost="{1}{U}", abilities=mine_abilities), controller="A",
             event=False)
    g.create("theirs", creature("Theirs", colors=("red",), cost="{3}{R}", abilities=(FLYING,)), controller="B",
             event=False)  # 702.9: the one with flying (test_each_place_reads_a_keyword_ability)
    return g


def _upkeep(g: Game, targets: list[str] | None = None) -> None:
    g.begin_step("upkeep")
    pending = [p.id for p in g.pending]
    g.priority(targets={pending[0]: targets} if targets and pending else None)
    while g.stack:
        g.resolve_top()


def _powers_up(g: Game, base: dict[str, int]) -> set[str]:
    ev = g.characteristics()
    return {o for o in THREE if (ev.state(o).power or 0) > base[o]}


BASE = {"w": 1, "mine": 2, "theirs": 2}


def run_affected(phrase: str) -> set[str]:
    g = _three()
    g.create_effect(spec("They get +1/+1.", phrase, ModifyPT(Const(1), Const(1))), controller="A", source="w",
                    targets=["theirs"], choices={"color": "blue"})
    return _powers_up(g, BASE)


def run_static(phrase: str) -> set[str]:
    return _powers_up(_three(static("They get +1/+1.", phrase, ModifyPT(Const(1), Const(1)))), BASE)


def run_instruction(phrase: str) -> set[str]:
    if phrase.startswith("that "):  # the object its triggered ability refers to (700.7): the one dealt damage
        g = _three(TriggeredAbility("Whenever a creature is dealt damage, tap that creature.", event="dealt_damage",
                                    what=sel("creature"), instructions=(Tap(sel(phrase)),)))
        g.deal_damage_together([("w", "theirs", 1)])
        g.priority()
        while g.stack:
            g.resolve_top()
        return {o for o in THREE if g.obj(o).tapped}
    target = "target creature" if phrase.startswith("target") else ""
    g = _three(TriggeredAbility("At the beginning of your upkeep, tap them.", on=BeginningOf(step="upkeep"),
                                target=target, instructions=(Tap(sel(phrase)),)))
    _upkeep(g, ["theirs"] if target else None)
    return {o for o in THREE if g.obj(o).tapped}


def run_condition(phrase: str) -> set[str]:
    """How many it counts, as the ids of a set that size (the count is what a condition sees)."""
    for n in range(4):
        g = _three(TriggeredAbility("At the beginning of your upkeep, if …, you gain 1 life.",
                                    on=BeginningOf(step="upkeep"), condition=AtLeast(n + 1, sel(phrase)),
                                    instructions=(GainLife(1),)))
        _upkeep(g)
        if g.life["A"] == 20:
            return set(THREE[:n])
    return set(THREE)


def _count(expected: set[str]) -> set[str]:
    return set(THREE[:len(expected)])


def run_would(phrase: str) -> set[str]:
    g = _three(ReplacementAbility("If it would die, exile it instead.", DiesWould(sel(phrase)), (ToZone("exile"),)))
    g.move_together(list(THREE), "graveyard")
    return {o for o in THREE if g.obj(o).zone == "exile"}


def run_trigger(phrase: str) -> set[str]:
    g = _three(TriggeredAbility("Whenever it dies, ….", event="dies", what=sel(phrase)))
    g.move_together(list(THREE), "graveyard")
    return {p.it for p in g.pending if p.it}


def run_target(phrase: str) -> set[str]:
    out = set()
    for o in THREE:
        g = _three(TriggeredAbility("At the beginning of your upkeep, tap target ….", on=BeginningOf(step="upkeep"),
                                    target="target " + phrase, instructions=(Tap(sel("target creature")),)))
        g.begin_step("upkeep")
        try:
            g.priority(targets={g.pending[0].id: [o]})
        except Exception:  # noqa: BLE001 - an illegal target: not selected
            continue
        out |= {o} if g.stack else set()
    return out


def run_game_rule(phrase: str) -> set[str]:
    cant = static("They can't be exiled.", "self", CantCause("…", ("triggered",), "any", ("exile",), sel(phrase)))
    g = _three(cant)
    g.create("x", permanent("Exiler", ("enchantment",), TriggeredAbility(
        "At the beginning of your upkeep, exile all creatures.", on=BeginningOf(step="upkeep"),
        instructions=(Exile(sel("creatures")),))), controller="A", event=False)
    _upkeep(g)
    return {o for o in THREE if g.obj(o).zone == "battlefield"}


def run_replacement_ability(phrase: str) -> set[str]:
    g = _three(MoreCounters("…that many plus one…", "+1/+1", sel(phrase), add=1))
    return {o for o in THREE if g.counters_replaced(o, "+1/+1", 1) == 2}


def run_additional_triggers(phrase: str) -> set[str]:
    watcher = TriggeredAbility("Whenever a creature dies, you gain 1 life.", event="dies", what=sel("creature"))
    g = _three(AdditionalTriggers("… triggers an additional time.", "dies", sel(phrase)))
    g.create("watch", permanent("Watch", ("enchantment",), watcher), controller="A", event=False)
    g.move_together(list(THREE), "graveyard")
    its = [p.it for p in g.pending if p.source == "watch"]
    return {o for o in THREE if its.count(o) == 2}


def run_amount(phrase: str) -> set[str]:
    """The total mana value of what it describes (1, 2 and 4: the sum names the set)."""
    target = "target creature" if phrase.startswith("target") else ""
    g = _three(TriggeredAbility("At the beginning of your upkeep, your life total becomes their total mana value.",
                                on=BeginningOf(step="upkeep"), target=target,
                                instructions=(SetLife(parse_amount(f"the total mana value of {phrase}")),)))
    _upkeep(g, ["theirs"] if target else None)
    values = {"w": 1, "mine": 2, "theirs": 4}
    return {o for o in THREE if g.life["A"] & values[o]}


def run_copy(phrase: str) -> set[str]:
    """Which of them an entering object with "you may have it enter as a copy of …" may copy
    (one it may not is an error naming why)."""
    from engine import AsEntersAbility, Characteristics
    from engine.errors import ChoiceError

    out = set()
    for o in ("mine", "theirs"):
        g = _three()
        clone = Characteristics("Clone", card_types=frozenset({"creature"}), power=0, toughness=0,
                                abilities=(AsEntersAbility("You may have this enter as a copy of ….", copy=sel(phrase)),))
        try:
            g.create("clone", clone, controller="A", choices={"copy": o, "color": "blue"})
        except ChoiceError:
            continue
        if g.characteristics().state("clone").name == g.characteristics().state(o).name:
            out.add(o)
    return out


def run_expression(phrase: str) -> set[str]:
    from engine.effects import SetPT

    counts = static("This creature's power is the number of them.", "self",
                    SetPT(parse_expression(f"the number of {phrase}"), Const(9)))
    g = _three(counts)
    return _count(set(THREE[:g.characteristics().state("w").power or 0]))


def run_library_search(phrase: str) -> set[str]:
    """Which of mine and theirs, each a card alone in A's library, search_land finds (the phrase
    said of cards: "red creature cards")."""
    from engine.instructions import SearchLand

    out = set()
    for o, color in (("mine", "blue"), ("theirs", "red")):
        g = Game()
        g.create("w", creature("Watcher", pt=(1, 1), colors=("white",), abilities=(TriggeredAbility(
            "At the beginning of your upkeep, search your library for ….", on=BeginningOf(step="upkeep"),
            instructions=(SearchLand(sel(phrase.replace("creatures", "creature cards"))),)),)),
            controller="A", choices={"color": "blue"}, event=False)
        g.create(o, creature(o.title(), colors=(color,), abilities=(FLYING,) if o == "theirs" else ()),
                 controller="A", zone="library", event=False)
        _upkeep(g)
        if g.obj(o).zone == "battlefield":
            out.add(o)
    return out


RUNNERS: dict[str, Callable[[str], set[str]]] = {
    "affected": run_affected, "static": run_static, "instruction": run_instruction, "condition": run_condition,
    "would": run_would, "trigger": run_trigger, "target": run_target, "game rule": run_game_rule,
    "replacement ability": run_replacement_ability, "additional triggers": run_additional_triggers,
    "amount": run_amount, "expression": run_expression, "copy": run_copy, "instead": run_copy,
    "library search": run_library_search,
}
# the object entering is not there yet, nor is a card in a library the source: among mine and theirs
ONLY_OTHERS = {"copy", "instead", "library search"}
COUNTING = {"condition", "expression"}  # they see a number: the set is known by its size
# (family, part) pairs a runner covers
COVERED_PARTS = {(f, p) for f in RUNNERS for p in PART_PROBES if (p in SELECTOR_CONTEXTS[f] or p == "object")
                 and not (f in ONLY_OTHERS and p == "source")}


@pytest.mark.parametrize(("family", "part"), sorted(COVERED_PARTS))
def test_each_place_gives_each_part_it_accepts(family: str, part: str) -> None:
    phrase, selects = PART_PROBES[part]
    got = RUNNERS[family](phrase)
    want = _count(selects) if family in COUNTING else selects & {"mine", "theirs"} if family in ONLY_OTHERS else selects
    assert got == want, (family, part, phrase, got)
    # without that part the outcome differs: the phrase with the word left out selects otherwise
    baseline = RUNNERS[family]("creatures")
    assert got != baseline, (family, part, "the word changed nothing")


@pytest.mark.parametrize("family", sorted(RUNNERS))
def test_each_place_reads_a_keyword_ability(family: str) -> None:
    """702: "creatures with flying" / "creatures without flying" in every place a selector is read
    (an effect's affected, a static's, an instruction, an `if:`, a `would:`, a trigger's `what`, a
    target phrase, a game rule, an amount, an expression, a copy choice, a library search): theirs
    alone has flying, and each phrase selects otherwise than "creatures"."""
    def want(selects: set[str]) -> set[str]:
        return _count(selects) if family in COUNTING else selects & {"mine", "theirs"} if family in ONLY_OTHERS \
            else selects
    baseline = RUNNERS[family]("creatures")
    for phrase, selects in (("creatures with flying", {"theirs"}), ("creatures without flying", {"w", "mine"})):
        got = RUNNERS[family](phrase)
        assert got == want(selects), (family, phrase, got)
        assert got != baseline, (family, phrase, "the word changed nothing")




# ---- each condition in each place an `if:` is read in ------------------------------------

# condition → (one that holds in the game of the runners, one that does not)
CONDITION_PROBES: dict[str, tuple[object, object]] = {
    "at_least": (AtLeast(2, sel("creatures you control")), AtLeast(3, sel("creatures you control"))),
    "at_most": (AtMost(2, sel("creatures you control")), AtMost(1, sel("creatures you control"))),
    "life_at_least": (LifeAtLeast(20), LifeAtLeast(21)),
    "life_at_most": (LifeAtMost(20), LifeAtMost(19)),
    "tapped": (Tapped(False), Tapped(True)),  # the source is untapped
}


def _gains_at_upkeep(ab: TriggeredAbility) -> bool:
    g = _three(ab)
    _upkeep(g)
    return g.life["A"] > 20


def if_triggered(cond: object) -> bool:
    return _gains_at_upkeep(TriggeredAbility("At the beginning of your upkeep, if …, you gain 1 life.",
                                             on=BeginningOf(step="upkeep"), condition=cond,  # type: ignore[arg-type]
                                             instructions=(GainLife(1),)))


def if_state(cond: object) -> bool:
    g = _three(TriggeredAbility("When …, you gain 1 life.", event="state", condition=cond,  # type: ignore[arg-type]
                                instructions=(GainLife(1),)))
    g.priority()
    return bool(g.stack) or bool(g.pending)


def if_reflexive(cond: object) -> bool:
    from engine.instructions import Reflexive

    then = TriggeredAbility("When you do, if …, you gain 1 life.", condition=cond,  # type: ignore[arg-type]
                            instructions=(GainLife(1),))
    g = _three(TriggeredAbility("At the beginning of your upkeep, tap the other creatures you control. When you do, …",
                                on=BeginningOf(step="upkeep"), instructions=(Tap(sel("other creatures you control")),
                                                                             Reflexive(then))))
    _upkeep(g)
    g.priority()
    while g.stack:
        g.resolve_top()
    return g.life["A"] > 20


def if_static(cond: object) -> bool:
    from engine import StaticAbility

    grow = StaticAbility("As long as …, this creature gets +1/+1.", spec("grow", "self", ModifyPT(Const(1), Const(1))),
                         condition=cond)  # type: ignore[arg-type]
    return (_three(grow).characteristics().state("w").power or 0) > 1


def if_additional(cond: object) -> bool:
    watcher = TriggeredAbility("Whenever a creature dies, you gain 1 life.", event="dies", what=sel("creature"))
    g = _three(AdditionalTriggers("… triggers an additional time as long as ….", "dies", sel("creature"),
                                  condition=cond))  # type: ignore[arg-type]
    g.create("watch", permanent("Watch", ("enchantment",), watcher), controller="A", event=False)
    g.move_together(["theirs"], "graveyard")
    return len(g.pending) == 2


def if_replacement(cond: object) -> bool:
    rep = ReplacementAbility("If …, if a creature would die, exile it instead.", DiesWould(sel("creature")),
                             (ToZone("exile"),), condition=cond)  # type: ignore[arg-type]
    g = _three(rep)
    g.move_together(["theirs"], "graveyard")
    return g.obj("theirs").zone == "exile"


def if_for_as_long_as(cond: object) -> bool:
    g = _three()
    g.create_effect(spec("grow", "self", ModifyPT(Const(1), Const(1))), controller="A", source="w",
                    lasts_while=cond)  # type: ignore[arg-type]
    return (g.characteristics().state("w").power or 0) > 1


RUNNERS_AT: dict[str, dict[str, Callable[..., object]]] = {
    "conditions": {"triggered if": if_triggered, "state trigger if": if_state, "reflexive if": if_reflexive,
                   "static as_long_as": if_static, "additional_triggers if": if_additional,
                   "replacement if": if_replacement, "effect for_as_long_as": if_for_as_long_as},
    "amounts": {},
}


@pytest.mark.parametrize(("word", "place"), [p for p in condition_pairs() if p[0] in CONDITION_PROBES])
def test_each_condition_changes_the_outcome_where_it_is_read(word: str, place: str) -> None:
    holds, fails = CONDITION_PROBES[word]
    run = RUNNERS_AT["conditions"][place]
    assert (run(holds), run(fails)) == (True, False)


# ---- each amount in each place an amount is read in --------------------------------------

def _life_after(instructions: tuple[object, ...], *, event: str = "beginning_of", target: str = "",
                targets: list[str] | None = None, setup: Callable[[Game], None] | None = None) -> int:
    """A's life after w's ability resolves (its instructions end with ``set_life`` of the amount)."""
    on = BeginningOf(step="upkeep") if event == "beginning_of" else TRIGGER_EVENTS.get(event)()
    ab = TriggeredAbility("…, your life total becomes that amount.", on=on,
                          what=sel("creature") if event == "dies" else None, target=target,
                          instructions=instructions)  # type: ignore[arg-type]
    g = _three(ab)
    if setup is not None:
        setup(g)
    if event == "dies":
        g.move_together(["theirs"], "graveyard")
        g.priority()
    else:
        _upkeep(g, targets)
    while g.stack:
        g.resolve_top()
    return g.life["A"]


def _becomes(amount: str) -> SetLife:
    return SetLife(parse_amount(amount))


def _cast_x(amount: str) -> int:
    from engine import SpellAbility

    g = _three()
    g.create("sp", permanent("Spell", ("sorcery",), SpellAbility("Your life total becomes X.",
                                                                    instructions=(_becomes(amount),))),
             controller="A", zone="hand", event=False)
    g.cast("sp", x=7)
    g.resolve_top()
    return g.life["A"]


def _with_counters(amount: str) -> int:
    from engine import Characteristics
    from engine.replacement import EntersWould, WithCounters

    rep = ReplacementAbility("This creature enters with N +1/+1 counters.", EntersWould(),
                             (WithCounters(parse_amount(amount)),), True)
    g = Game()
    g.create("sp", Characteristics("Hydra", card_types=frozenset({"creature"}), power=0, toughness=0,
                                   abilities=(rep,)), controller="A", zone="hand", event=False)
    g.cast("sp", x=3)
    g.resolve_top()
    return g.obj("sp").counters.get("+1/+1", 0)


def _that_many() -> int:
    """614.1a: 'If you would gain life, your life total becomes that many instead.'"""
    from engine.replacement import Do, GainLifeWould, Skip

    rep = ReplacementAbility("If you would gain life, your life total becomes that many instead.",
                             GainLifeWould("you"), (Skip(True), Do((_becomes("that many"),))))
    return _life_after((GainLife(5),), setup=lambda g: g.create("rep", permanent("Rep", ("enchantment",), rep),
                                                                controller="A", event=False))


def _x_is(amount: str) -> str:
    from engine import ActivatedAbility, Duration
    from engine.costs import parse_cost

    ab = ActivatedAbility("{X}: ….", parse_cost("{X}"), None, Duration.INDEFINITE, (GainLife(1),),
                          x_is=parse_amount(amount))
    g = _three(ab)
    return g.activation_costs("w")[0]


# amount → place → (what to run, the outcome it must give); each outcome differs from the
# game without it (A at 20 life, no counters, the cost "{X}")
AMOUNT_PROBES: dict[str, dict[str, tuple[Callable[[], object], object]]] = {
    "number": {"instruction": (lambda: _life_after((_becomes("7"),)), 7),
               "x_is": (lambda: _x_is("5"), "{5}"), "with_counters": (lambda: _with_counters("2"), 2)},
    "its power": {"instruction": (lambda: _life_after((_becomes("its power"),)), 1),
                  "x_is": (lambda: _x_is("its power"), "{1}")},
    "its toughness": {"instruction": (lambda: _life_after((_becomes("its toughness"),), event="dies"), 2)},
    "its counters": {"instruction": (lambda: _life_after((_becomes("its +1/+1 counters"),), event="dies",
                                                         setup=lambda g: g.put_counters("theirs", "+1/+1", 3)), 3)},
    "total mana value": {
        "instruction": (lambda: _life_after((_becomes("the total mana value of creatures you control"),)), 3),
        "x_is": (lambda: _x_is("the total mana value of creatures you control"), "{3}")},
    "your life total": {"instruction": (lambda: _life_after((GainLife(5), _becomes("your life total"))), 25),
                        "x_is": (lambda: _x_is("your life total"), "{20}")},
    "X": {"instruction": (lambda: _cast_x("X"), 7), "with_counters": (lambda: _with_counters("X"), 3)},
    "the sacrificed creature's power": {"instruction": (lambda: _life_after(
        (Sacrifice(sel("other creature")), _becomes("the sacrificed creature's power"))), 2)},
    "that many": {"instruction": (lambda: _that_many(), 5)},
    "that creature's power": {"instruction": (lambda: _life_after(
        (_becomes("that creature's power"),), target="target creature", targets=["theirs"],
        setup=lambda g: g.put_counters("theirs", "+1/+1", 2)), 4)},
}
RUNNERS_AT["amounts"] = {p: _x_is for p in AMOUNT_PLACES}  # every place has its probes above


@pytest.mark.parametrize(("word", "place"), sorted({(w, amount_family(p)) for w, p in amount_pairs()}))
def test_each_amount_changes_the_outcome_where_it_is_read(word: str, place: str) -> None:
    assert place in AMOUNT_PROBES.get(word, {}), f"no probe of the amount {word!r} in {place}"
    run, outcome = AMOUNT_PROBES[word][place]
    assert run() == outcome


@pytest.mark.parametrize(("counters", "triggers"), [(0, True), (1, False)])
def test_no_counters_in_an_intervening_if(counters: int, triggers: bool) -> None:
    from engine.conditions import NoCounters
    from engine.instructions import ReturnIt

    persist = TriggeredAbility("When this dies, if it had no -1/-1 counters on it, return it with one.", event="dies",
                               condition=NoCounters("-1/-1"), instructions=(ReturnIt("battlefield", counters="-1/-1"),))
    g = _three(mine_abilities=(persist,))
    if counters:
        g.put_counters("mine", "-1/-1", counters)
    g.move_together(["mine"], "graveyard")
    assert bool(g.pending) is triggers


if __name__ == "__main__":  # python -m tests.engine.test_context_coverage: the count of pairs
    counts = pair_counts()
    print(", ".join(f"{kind} {n}" for kind, n in counts.items()) + f": {sum(counts.values())} (word, place) pairs")
