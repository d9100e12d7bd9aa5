"""The fifth review round's questions (issue 20): written from the docs alone, each answered
silently wrong before — a keyword taken that did nothing, a state-based action the game did not
perform, a copy of a creature that had left made from the card it became. Scenario files on
anonymous objects, each with the rule its answer rests on; each now passes, or its wording is
refused at its line."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.case_refusal import question, refusal
from verify.cards import CardDef, load_cards
from verify.cases import load_case, run_case

ROOT = Path(__file__).resolve().parent.parent / "rules_src"

HEAD = question("702.12b", "  - label: s\n    do:\n")

# 702.12b: destroyed and dealt lethal damage, a creature with indestructible stays; 704.5f still
# puts it into the graveyard at toughness 0. (It was destroyed like any other.)
INDESTRUCTIBLE = HEAD + """\
      - enter: {id: c, object: {name: 硬, type_line: Creature, pt: 2/2, abilities: [indestructible]}}
      - enter: {id: s, object: {name: 源, type_line: Creature, pt: 3/3}}
      - destroy: c
      - damage: {from: s, to: c, amount: 3}
      - sba: true
    expect:
      c: {zone: battlefield, damage: 3}
  - label: t
    do:
      - effect: {id: m, text: "Target creature gets -2/-2.", targets: [c], modify_pt: -2/-2}
      - sba: true
    expect:
      c: {zone: graveyard}
"""

# 702.2b, 704.5h: 1 damage from a source with deathtouch destroys a 4/4 — not one with
# indestructible (702.12b). (The 4/4 stayed with 1 damage marked.)
DEATHTOUCH = HEAD + """\
      - enter: {id: d, object: {name: 毒, type_line: Creature, pt: 1/1, abilities: [deathtouch]}}
      - enter: {id: b, object: {name: 大, type_line: Creature, pt: 4/4}}
      - enter: {id: i, object: {name: 硬, type_line: Creature, pt: 4/4, abilities: [indestructible]}}
      - damage: [{from: d, to: b, amount: 1}, {from: d, to: i, amount: 1}]
      - sba: true
    expect:
      b: {zone: graveyard}
      i: {zone: battlefield}
"""

# 702.15b, 702.15e: damage dealt by a source with lifelink makes its controller gain that much —
# one life-gain event per source; prevented damage gains nothing (615.1). (No life was gained.)
LIFELINK = HEAD + """\
      - enter: {id: w, object: {name: 誇, type_line: Enchantment, abilities: [{triggered: {text: "Whenever you gain
                life, you gain 1 life.", when: gains_life, do: [{gain_life: 1}]}}]}}
      - enter: {id: l1, object: {name: 絆一, type_line: Creature, pt: 2/2, abilities: [lifelink]}}
      - enter: {id: l2, object: {name: 絆二, type_line: Creature, pt: 3/3, abilities: [lifelink]}}
      - enter: {id: p, controller: B, object: {name: 盾, type_line: Enchantment, abilities: [{replacement: {text: "If
                a source would deal damage to you, prevent 1 of that damage.", would: {to_player: you},
                instead: [{prevent: 1}]}}]}}
      - damage: [{from: l1, to: B, amount: 2, combat: true}, {from: l2, to: B, amount: 3, combat: true}]
      - priority: true
    expect:
      A: {life: 23}
      B: {life: 17}
      stack: {count: 2}
"""

# 702.16e: damage a red source would deal to a creature with protection from red is prevented;
# a green source's is not. (All 3 was marked.)
PROTECTION = HEAD + """\
      - enter: {id: p, object: {name: 守, type_line: Creature, pt: 2/4, abilities: [protection from red]}}
      - enter: {id: r, object: {name: 赤, type_line: Creature, colors: [red], pt: 3/3}}
      - enter: {id: g, object: {name: 緑, type_line: Creature, colors: [green], pt: 1/1}}
      - damage: {from: r, to: p, amount: 3}
      - damage: {from: g, to: p, amount: 1}
    expect:
      p: {damage: 1}
"""

# 702.16b, 702.11b, 702.18a: a red spell can't target a creature with protection from red, an
# opponent's spell one with hexproof, any spell one with shroud. (Each was a legal target.)
TARGETS = HEAD + """\
      - enter: {id: p, controller: B, object: {name: 守, type_line: Creature, pt: 2/2, abilities: [protection from red]}}
      - cast_spell: {id: bolt, object: {name: 稲妻, type_line: Instant, colors: [red], abilities: [{spell: {text: "This
                     deals 3 damage to any target.", target: any target, do: [{damage: 3}]}}]}, targets: [p]}
"""

# 704.5q: a +1/+1 and a -1/-1 counter are removed in pairs; 704.8: a creature with undying that
# dies with one +1/+1 and three -1/-1 counters had a +1/+1 counter as it last existed — undying
# doesn't trigger. (The counters stayed; a persist creature given a +1/+1 counter never returned.)
COUNTERS = HEAD + """\
      - enter: {id: c, counters: {"+1/+1": 2}, object: {name: 生, type_line: Creature, pt: 2/2}}
      - counters: {object: c, kind: "-1/-1", count: 1}
      - sba: true
      - enter: {id: u, counters: {"+1/+1": 1}, object: {name: 狼, type_line: Creature, pt: 1/1, abilities: [{triggered:
                {text: "Undying", when: dies, if: {no_counters: "+1/+1"}, do: [{return_it: battlefield,
                counters: "+1/+1"}]}}]}}
      - counters: {object: u, kind: "-1/-1", count: 3}
      - priority: true
    expect:
      c: {counters: {"+1/+1": 1}, pt: 3/3}
      u: {zone: graveyard}
      pending: {count: 0}
      stack: {count: 0}
"""

# 208.2a, 613.1f: a */1+* creature that loses its abilities is 0/1 (the official rulings:
# "*/*+1 … it's 0/1"); 111.4: a token created without a name is named for its subtypes plus
# "Token". (It was 0/0, and the token was named "token".)
PRINTED = HEAD + """\
      - enter: {id: g, object: {name: 星, type_line: Creature, pt: "*/1+*", abilities: [{cda: {text: "Its power is equal
                to the number of creature cards in all graveyards and its toughness is that number plus 1.",
                affected: self, set_pt: {power: the number of creature cards in all graveyards, toughness: the number
                of creature cards in all graveyards plus 1}}}]}}
      - effect: {id: l, text: "Target creature loses all abilities.", targets: [g], lose_all_abilities: true}
      - enter: {id: m, object: {name: 兵, type_line: Enchantment, abilities: [{triggered: {text: "When this enters,
                create a 2/1 red Dwarf Berserker creature token.", when: enters, do: [{create_tokens: 1, token:
                {type_line: Creature — Dwarf Berserker, colors: [red], pt: 2/1}}]}}]}}
      - priority: true
      - resolve_top: 1
    expect:
      g: {pt: 0/1}
      token1: {name: Dwarf Berserker Token, pt: 2/1}
"""

# 608.2h, 707.2, 707.3: "a token that's a copy of that creature" after it died copies it as it last
# existed on the battlefield — a copy of a 2/2 there, its copy effect included; "becomes a copy of
# that creature" too (the official rulings of Nightmare Shepherd and Cemetery Puca). (Both copied
# the 0/0 card it became in the graveyard.)
LAST_KNOWN_COPY = HEAD + """\
      - enter: {id: w, object: {name: 影, type_line: Enchantment, abilities: [{triggered: {text: "Whenever a creature
                you control dies, create a token that's a copy of that creature.", when: dies, what: creature you
                control, do: [{create_token_copy: it}]}}]}}
      - enter: {id: q, controller: B, object: {name: 変, type_line: Creature, pt: 1/1, abilities: [{triggered: {text:
                "Whenever a creature dies, this creature becomes a copy of that creature.", when: dies, what: creature,
                do: [{become_copy: it}]}}]}}
      - enter: {id: o, object: {name: 元, type_line: Creature — Bear, pt: 2/2}}
      - enter: {id: k, object: {name: 写, type_line: Creature — Shapeshifter, pt: 0/0, abilities: [{as_enters: {text:
                "As this enters, it becomes a copy of a creature.", copy: creature}}]}, choices: {copy: o}}
      - destroy: k
      - priority: true
      - resolve_top: 2
    expect:
      token1: {name: 元, pt: 2/2}
      q: {name: 元, pt: 2/2}
"""


# 704.5m, 303.4d, 702.16c: an Aura on a permanent that is no longer what it can enchant, on one
# with protection from a quality of the Aura, or on nothing, goes to the graveyard when
# state-based actions are checked. (They stayed on the battlefield.)
AURAS = HEAD + """\
      - enter: {id: c, object: {name: 機, type_line: Artifact Creature, pt: 2/2}}
      - enter: {id: b, object: {name: 熊, type_line: Creature — Bear, pt: 2/2}}
      - enter: {id: a1, attached_to: c, object: {name: 甲, type_line: Enchantment — Aura, abilities: [enchant creature]}}
      - enter: {id: a2, attached_to: b, object: {name: 乙, type_line: Enchantment — Aura, abilities: [enchant creature]}}
      - enter: {id: a3, attached_to: c, object: {name: 丙, type_line: Enchantment — Aura, abilities: [enchant artifact]}}
      - effect: {id: n, text: "It's a noncreature artifact.", affected: target permanent, targets: [c], set_types: Artifact}
      - destroy: b
      - enter: {id: w, object: {name: 白守, type_line: Creature, pt: 1/1, abilities: [protection from white]}}
      - enter: {id: a4, silent: true, attached_to: w, object: {name: 丁, type_line: Enchantment — Aura, colors: [white],
                abilities: [enchant creature]}}
      - sba: true
    expect:
      a1: {zone: graveyard}
      a2: {zone: graveyard}
      a3: {zone: battlefield}
      a4: {zone: graveyard}
"""

# 704.5b, 121.4: a player who tried to draw from an empty library loses the next time
# state-based actions are checked. (They drew nothing and played on.)
EMPTY_LIBRARY = HEAD + """\
      - enter: {id: d, object: {name: 引, type_line: Enchantment, abilities: [{triggered: {text: "When this enters,
                draw a card.", when: enters, do: [{draw: 1}]}}]}}
      - priority: true
      - resolve_top: 1
      - sba: true
    expect:
      A: {lost: true}
      B: {won: true}
"""

# 108.2b, 111.7, 111.8: a token is no card — a player's graveyard holds no token as a card — and a
# token that has left the battlefield can't come back (persist returned it); it ceases to exist (704.5d).
TOKENS = HEAD + """\
      - enter: {id: t, token: true, object: {name: 精, type_line: Creature — Spirit, pt: 1/1, abilities: [{triggered:
                {text: "Persist", when: dies, if: {no_counters: "-1/-1"}, do: [{return_it: battlefield,
                counters: "-1/-1"}]}}]}}
      - destroy: t
      - priority: true
      - resolve_top: 1
    expect:
      t: {exists: false}
      A: {graveyard: 0}
"""


# 704.5i, 306.5c: a planeswalker with no loyalty counters goes to the graveyard; one with some
# stays. (Both stayed.)
LOYALTY = HEAD + """\
      - enter: {id: p0, object: {name: 零, type_line: Legendary Planeswalker — Jace, loyalty: 0}}
      - enter: {id: p3, counters: {loyalty: 3}, object: {name: 三, type_line: Legendary Planeswalker — Ajani}}
      - sba: true
    expect:
      p0: {zone: graveyard}
      p3: {zone: battlefield}
"""

# 115.1, 603.7c, 700.7: "destroy that creature" in a delayed trigger was taken as `destroy: target
# creature` — an ability with no target of its own, so it destroyed nothing — or as `destroy: it`,
# which destroyed the ability's source. Both are refused at their line; the word is `destroy: that
# creature` (tests/engine/test_that_creature.py).
THAT_CREATURE = HEAD + """\
      - enter: {id: c, object: {name: 的, type_line: Creature, pt: 2/2}}
      - enter: {id: s, object: {name: 源, type_line: Artifact, abilities: [{activated: {text: "{T}: Destroy target
                creature at the beginning of the next end step.", cost: "{T}", target: target creature, do: [{delayed:
                {text: "Destroy that creature at the beginning of the next end step.", when: beginning_of, step: end,
                do: [{destroy: target creature}]}}]}}]}}
"""


@pytest.fixture(scope="module")
def cards() -> dict[str, CardDef]:
    return load_cards(ROOT / "cards")


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "702.12b-question.yaml"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("text", [INDESTRUCTIBLE, DEATHTOUCH, LIFELINK, PROTECTION, COUNTERS, PRINTED,
                                  LAST_KNOWN_COPY, AURAS, EMPTY_LIBRARY, TOKENS, LOYALTY],
                         ids=["indestructible", "deathtouch", "lifelink", "protection", "counters", "printed",
                              "last-known-copy", "auras", "empty-library", "tokens", "loyalty"])
def test_the_question_gets_its_answer(tmp_path: Path, cards: dict[str, CardDef], text: str) -> None:
    result = run_case(load_case(_write(tmp_path, text), "q.yaml"), cards)
    assert result.status == "pass", result.message


@pytest.mark.parametrize(("old", "new"), [
    ("protection from red", "protection from red"),
    ("abilities: [protection from red]", "abilities: [hexproof]"),
    ("abilities: [protection from red]", "abilities: [shroud]"),
])
def test_an_untargetable_creature_is_refused_as_a_target(tmp_path: Path, cards: dict[str, CardDef], old: str,
                                                         new: str) -> None:
    result = run_case(load_case(_write(tmp_path, TARGETS.replace(old, new)), "q.yaml"), cards)
    assert result.status == "error"
    assert "q.yaml:9: " in result.message and "legal targets" in result.message


def test_hexproof_is_no_bar_to_its_controllers_own_spell(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    text = TARGETS.replace("controller: B, ", "").replace("abilities: [protection from red]", "abilities: [hexproof]")
    result = run_case(load_case(_write(tmp_path, text + "      - resolve_top: 1\n    expect:\n      p: {damage: 3}\n"),
                                "q.yaml"), cards)
    assert result.status == "pass", result.message


@pytest.mark.parametrize("quality", ["Goblins", "the chosen player", "reed"])
def test_a_protection_the_game_does_not_read_is_refused(tmp_path: Path, cards: dict[str, CardDef],
                                                         quality: str) -> None:
    path = _write(tmp_path, PROTECTION.replace("protection from red", f"protection from {quality}"))
    message = refusal(path, cards)
    assert "q.yaml:8: " in message and "a color (red), a card type (creatures) or everything (702.16a)" in message


def test_an_aura_enchants_what_a_selector_says_or_its_line_refuses_it(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    path = _write(tmp_path, AURAS.replace("[enchant artifact]", "[enchant gizmo]"))
    message = refusal(path, cards)
    assert "q.yaml:12: " in message and "what an Aura can enchant is a selector phrase" in message


@pytest.mark.parametrize(("old", "new", "words"), [
    ("{destroy: target creature}", "{destroy: target creature}", "it is read in an ability with a `target`"),
    ("{destroy: target creature}", "{destroy: it}", "unknown word 'it' in selector 'it'"),
])
def test_that_creature_in_a_delayed_trigger_is_refused(tmp_path: Path, cards: dict[str, CardDef], old: str, new: str,
                                                       words: str) -> None:
    path = _write(tmp_path, THAT_CREATURE.replace(old, new))
    message = refusal(path, cards)
    assert "q.yaml:12: " in message and words in message
