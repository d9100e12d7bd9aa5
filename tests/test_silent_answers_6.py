"""The sixth review round's questions (issue 20): written from the docs alone, each answered
silently wrong before — a cost that moved its source lost what it last was, X counted nowhere,
a transformed permanent's mana value 0, two players at 0 life one winner, damage to a
planeswalker marked, wither and infect marked as damage. Scenario files on anonymous objects,
each with the rule its answer rests on; each now passes, or its wording is refused at its line."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.case_refusal import question, refusal, shipped_cards
from verify.cards import CardDef
from verify.cases import load_case, run_case

ROOT = Path(__file__).resolve().parent.parent / "rules_src"

HEAD = question("608.2h", "  - label: s\n    do:\n")

# 608.2h, 113.7a: "Sacrifice ~: it deals damage equal to its power" uses its power as it last
# existed on the battlefield, its counters included. (It dealt 2: the card in the graveyard.)
SACRIFICED_SOURCE = HEAD + """\
      - enter: {id: c, counters: {"+1/+1": 2}, object: {name: 砲手, type_line: Creature, pt: 2/2, abilities:
                [{activated: {text: "Sacrifice 砲手: It deals damage equal to its power to target player.",
                cost: "Sacrifice 砲手", target: target player, do: [{damage: its power}]}}]}}
      - activate: {object: c, targets: [B]}
      - resolve_top: 1
    expect:
      c: {zone: graveyard}
      B: {life: 16}
"""

# 202.3e: X is the number chosen for it while the object is on the stack, 0 elsewhere; 107.3m: a
# permanent's X is 0. (On the stack {X}{R} with X=3 was 1.)
MANA_VALUE_X = HEAD + """\
      - enter: {id: s, zone: hand, object: {name: 波, type_line: Sorcery, mana_cost: "{X}{R}", abilities: [{spell:
                {text: "You gain X life.", do: [{gain_life: X}]}}]}}
      - enter: {id: h, zone: hand, object: {name: 水, type_line: Creature — Hydra, pt: 0/0, mana_cost: "{X}{G}",
                abilities: [{replacement: {text: "This creature enters with X +1/+1 counters on it.", would:
                {enters: self}, instead: [{with_counters: X}]}}]}}
    expect:
      s: {mana_value: 1}
  - label: t
    do:
      - cast_spell: {object: s, x: 3}
    expect:
      s: {zone: stack, mana_value: 4}
  - label: u
    do:
      - resolve_top: 1
      - cast_spell: {object: h, x: 2}
      - resolve_top: 1
    expect:
      s: {zone: graveyard, mana_value: 1}
      h: {zone: battlefield, mana_value: 1, pt: 2/2}
"""

# 712.8e: a transformed permanent's mana value is its front face's ({2}{B}: 3); a copy of its back
# face has 0. (The transformed bat was 0.)
BACK_FACE = HEAD + """\
      - enter: {id: bat, card: Screeching Bat}
      - begin_step: upkeep
      - priority: true
      - resolve_top: {count: 1, choose: [pay]}
      - enter: {id: cl, choices: {copy: bat}, object: {name: 複製, type_line: Creature — Shapeshifter, pt: 0/0,
                mana_cost: "{3}{U}", abilities: [{as_enters: {text: "You may have this creature enter as a copy of any
                creature on the battlefield.", copy: creature}}]}}
    expect:
      bat: {name: 忍び寄る吸血鬼, pt: 5/5, mana_value: 3}
      cl: {name: 忍び寄る吸血鬼, mana_value: 0}
"""

# 704.3, 104.4a: state-based actions are performed at once — two players at 0 life both lose and
# the game is a draw. (The second one "won" as the first lost.)
BOTH_LOSE = HEAD + """\
      - enter: {id: s, object: {name: 源, type_line: Creature, pt: 2/2}}
      - damage: [{from: s, to: A, amount: 20}, {from: s, to: B, amount: 20}]
      - sba: true
    expect:
      A: {lost: true, won: false}
      B: {lost: true, won: false}
"""

# 120.3c: damage to a planeswalker removes that many loyalty counters (704.5i then puts one with
# none into the graveyard); it is not marked. (2 damage was marked and the loyalty stayed.)
PLANESWALKER = HEAD + """\
      - enter: {id: p1, controller: B, counters: {loyalty: 3}, object: {name: 一, type_line: Legendary Planeswalker — Jace}}
      - enter: {id: p2, controller: B, counters: {loyalty: 3}, object: {name: 二, type_line: Legendary Planeswalker — Ajani}}
      - enter: {id: s, object: {name: 源, type_line: Creature, pt: 3/3}}
      - damage: [{from: s, to: p1, amount: 2}, {from: s, to: p2, amount: 3}]
      - sba: true
    expect:
      p1: {counters: {loyalty: 1}, damage: 0, zone: battlefield}
      p2: {zone: graveyard}
"""

# 120.3b, 120.3d, 702.80a, 702.90b–c, 120.3f: damage from a source with wither or infect to a
# creature is -1/-1 counters, from infect to a player poison counters (no life lost); lifelink still
# gains. (All of it was marked damage and life lost.)
WITHER_INFECT = HEAD + """\
      - enter: {id: w, object: {name: 萎, type_line: Creature, pt: 2/2, abilities: [wither]}}
      - enter: {id: i, object: {name: 感, type_line: Creature, pt: 2/2, abilities: [infect, lifelink]}}
      - enter: {id: t1, controller: B, object: {name: 一, type_line: Creature, pt: 3/3}}
      - enter: {id: t2, controller: B, object: {name: 二, type_line: Creature, pt: 3/3}}
      - damage: [{from: w, to: t1, amount: 2}, {from: i, to: t2, amount: 1}, {from: i, to: B, amount: 2}]
    expect:
      t1: {damage: 0, counters: {"-1/-1": 2}, pt: 1/1}
      t2: {damage: 0, counters: {"-1/-1": 1}, pt: 2/2}
      A: {life: 23}
      B: {life: 20, poison: 2}
"""

# 704.5c: a player with ten or more poison counters loses the game.
POISONED = HEAD + """\
      - enter: {id: i, object: {name: 感, type_line: Creature, pt: 10/10, abilities: [infect]}}
      - damage: {from: i, to: B, amount: 10, combat: true}
      - sba: true
    expect:
      B: {life: 20, poison: 10, lost: true}
      A: {won: true}
"""

# 702.11d: "hexproof from black" keeps the creature from an opponent's black spells only — a white
# one may target it. (It was read as hexproof: no spell of an opponent could.)
HEXPROOF_FROM = HEAD + """\
      - enter: {id: h, controller: B, object: {name: 守, type_line: Creature, pt: 2/2, abilities: [hexproof from black]}}
      - cast_spell: {id: s, object: {name: 白矢, type_line: Instant, colors: [white], abilities: [{spell: {text: "This
                     deals 1 damage to target creature.", target: target creature, do: [{damage: 1}]}}]}, targets: [h]}
      - resolve_top: 1
    expect:
      h: {damage: 1}
"""

# 702.79a, 702.93a: persist and undying written as keywords are the triggered abilities they are.
# (Each was a word that did nothing: the creature stayed in the graveyard.)
UNDYING_PERSIST = HEAD + """\
      - enter: {id: u, object: {name: 不, type_line: Creature, pt: 2/2, abilities: [undying]}}
      - enter: {id: p, object: {name: 頑, type_line: Creature, pt: 2/2, abilities: [persist]}}
      - destroy: [u, p]
      - priority: true
      - resolve_top: 2
    expect:
      u: {zone: battlefield, counters: {"+1/+1": 1}, pt: 3/3}
      p: {zone: battlefield, counters: {"-1/-1": 1}, pt: 1/1}
"""

# 702.108a, 702.83a, 702.21a, 702.85a: a triggered keyword the game does not apply did nothing on its
# event, silently (prowess, exalted, ward, cascade); it is refused where an object is given it.
PROWESS = HEAD + """\
      - enter: {id: p, object: {name: 僧, type_line: Creature, pt: 1/1, abilities: [prowess]}}
"""

# 118.3, 601.2h: a tapped permanent's {T} can't be paid, nor "Exile the top two cards of your
# library" with one card there — and no part of a cost is paid then. (Both were activated.)
COSTS = HEAD + """\
      - enter: {id: l1, zone: library, object: {name: 一枚, type_line: Creature, pt: 1/1}}
      - enter: {id: a, tapped: true, object: {name: 杖, type_line: Artifact, abilities: [{activated: {text: "{T}: Target
                player loses 1 life.", cost: "{T}", target: target player, do: [{lose_life: 1, who: target player}]}}]}}
      - enter: {id: b, object: {name: 書庫, type_line: Artifact, abilities: [{activated: {text: "{T}, Exile the top two
                cards of your library: You gain 1 life.", cost: "{T}, Exile the top 2 cards of your library", do:
                [{gain_life: 1}]}}]}}
      - activate: {object: a, targets: [B]}
"""

# 115.1, 702.18a: an ability that resolves at once can't target a creature with shroud — its
# controller's own included. (It gave the creature +1/+1.)
SHROUD_EFFECT = HEAD + """\
      - enter: {id: h, object: {name: 隠者, type_line: Creature, pt: 2/2, abilities: [shroud]}}
      - enter: {id: a, object: {name: 杖, type_line: Artifact, abilities: [{activated: {text: "{1}: Target creature gets
                +1/+1 until end of turn.", cost: "{1}", affected: target creature, modify_pt: +1/+1, duration:
                end_of_turn}}]}}
      - activate: {object: a, targets: [h]}
"""

# 702.11c, 613.10: a player with hexproof can't be the target of an opponent's spell — they can of
# their own. (The opponent's spell targeted them.)
PLAYER_HEXPROOF = HEAD + """\
      - enter: {id: e, controller: B, object: {name: 加護, type_line: Enchantment, abilities: [{static: {text: "You
                have hexproof.", affected: self, players_gain: {who: you, abilities: [hexproof]}}}]}}
      - cast_spell: {id: s, object: {name: 呪, type_line: Instant, abilities: [{spell: {text: "Target player loses 2
                life.", target: target player, do: [{lose_life: 2, who: target player}]}}]}, targets: [B]}
"""

# 122.1c: a shield counter replaces being destroyed by an effect and prevents damage, each time
# removing a shield counter; 122.1d: a stun counter replaces becoming untapped. (The counters did
# nothing: destroyed, destroyed by the damage, untapped.)
SHIELD_STUN = HEAD + """\
      - enter: {id: a, counters: {shield: 1}, object: {name: 甲, type_line: Creature, pt: 2/2}}
      - enter: {id: b, counters: {shield: 1}, object: {name: 乙, type_line: Creature, pt: 2/2}}
      - enter: {id: c, tapped: true, counters: {stun: 1}, object: {name: 丙, type_line: Creature, pt: 2/2}}
      - enter: {id: s, controller: B, object: {name: 源, type_line: Creature, pt: 3/3}}
      - destroy: a
      - damage: {from: s, to: b, amount: 3}
      - sba: true
      - cast_spell: {id: u, object: {name: 目覚め, type_line: Instant, abilities: [{spell: {text: "Untap target
                     creature.", target: target creature, do: [{untap: target creature}]}}]}, targets: [c]}
      - resolve_top: 1
    expect:
      a: {zone: battlefield, counters: {}}
      b: {zone: battlefield, damage: 0, counters: {}}
      c: {tapped: true, counters: {}}
  - label: t
    do:
      - destroy: a
      - damage: {from: s, to: b, amount: 3}
      - sba: true
    expect:
      a: {zone: graveyard}
      b: {zone: graveyard}
"""

# 117.1a, 307.1, 702.8a: a noninstant spell is cast on its caster's turn with the stack empty —
# with flash, any time an instant could be. (A sorcery was cast above an instant, and on the
# opponent's turn.)
TIMING = HEAD + """\
      - cast_spell: {id: i, object: {name: 速, type_line: Instant, abilities: [{spell: {text: "You gain 1 life.", do:
                     [{gain_life: 1}]}}]}}
      - cast_spell: {id: s, controller: A, object: {name: 遅, type_line: Sorcery, abilities: [{spell: {text: "You gain 2 life.", do:
                     [{gain_life: 2}]}}]}}
"""

# 302.6, 602.5a, 702.10b–c: a creature that came onto the battlefield this turn can't attack or
# pay a {T} cost — with haste it can; on its controller's next turn it can. (It attacked at once.)
SICK = HEAD + """\
      - enter: {id: c, object: {name: 新兵, type_line: Creature, pt: 2/2, abilities: [{activated: {text: "{T}: Target
                player loses 1 life.", cost: "{T}", target: target player, do: [{lose_life: 1, who: target
                player}]}}]}}
      - enter: {id: h, object: {name: 急使, type_line: Creature, pt: 2/2, abilities: [haste]}}
      - attack: {attackers: [h]}
    expect:
      h: {attacking: B}
  - label: t
    do:
      - end_turn: true
      - end_turn: true
      - activate: {object: c, targets: [B]}
      - resolve_top: 1
    expect:
      B: {life: 19}
"""

# 122.1b, 613.1f: a keyword counter gives its keyword in layer 6, in its timestamp order — an
# ability-removing effect after it removes it; a counter put after the effect gives it again.
# (The kind "deathtouch" was refused: the docs' counters take a kind.)
KEYWORD_COUNTER = HEAD + """\
      - enter: {id: c, object: {name: 小, type_line: Creature, pt: 1/1}}
      - enter: {id: t, controller: B, object: {name: 大, type_line: Creature, pt: 4/4}}
      - enter: {id: f, object: {name: 鳥, type_line: Creature, pt: 1/1}}
      - counters: {object: c, kind: deathtouch}
      - counters: {object: f, kind: flying}
      - effect: {id: l, text: "Target creature loses all abilities.", targets: [f], lose_all_abilities: true}
      - damage: {from: c, to: t, amount: 1}
      - sba: true
    expect:
      t: {zone: graveyard}
      c: {has_abilities: [deathtouch]}
      f: {abilities: []}
  - label: t
    do:
      - counters: {object: f, kind: flying}
    expect:
      f: {abilities: [Flying], counters: {flying: 2}}
"""


@pytest.fixture(scope="module")
def cards() -> dict[str, CardDef]:
    return shipped_cards()


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "608.2h-question.yaml"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("text", [SACRIFICED_SOURCE, MANA_VALUE_X, BACK_FACE, BOTH_LOSE, PLANESWALKER, WITHER_INFECT,
                                  POISONED, HEXPROOF_FROM, UNDYING_PERSIST, SHIELD_STUN, SICK, KEYWORD_COUNTER],
                         ids=["sacrificed-source", "mana-value-x", "back-face", "both-lose", "planeswalker",
                              "wither-infect", "poisoned", "hexproof-from", "undying-persist", "shield-stun",
                              "summoning-sick", "keyword-counter"])
def test_the_question_gets_its_answer(tmp_path: Path, cards: dict[str, CardDef], text: str) -> None:
    result = run_case(load_case(_write(tmp_path, text), "q.yaml"), cards)
    assert result.status == "pass", result.message


def test_hexproof_from_a_quality_still_keeps_out_that_quality(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    path = _write(tmp_path, HEXPROOF_FROM.replace("colors: [white]", "colors: [black]"))
    message = refusal(path, cards)
    assert "q.yaml:9: " in message and "legal targets" in message


def test_a_hexproof_quality_the_game_does_not_read_is_refused(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    message = refusal(_write(tmp_path, HEXPROOF_FROM.replace("hexproof from black", "hexproof from Goblins")), cards)
    assert "q.yaml:8: " in message and "hexproof from a color (black) or a card type" in message


@pytest.mark.parametrize(("keyword", "rule"), [("prowess", "702.108"), ("exalted", "702.83"),
                                               ('"Ward {2}"', "702.21"), ("cascade", "702.85")])
def test_a_triggered_keyword_the_game_does_not_apply_is_refused(tmp_path: Path, cards: dict[str, CardDef],
                                                                keyword: str, rule: str) -> None:
    message = refusal(_write(tmp_path, PROWESS.replace("[prowess]", f"[{keyword}]")), cards)
    assert "q.yaml:8: " in message and f"({rule}), a keyword the game does not apply" in message


@pytest.mark.parametrize(("old", "new", "words"), [
    ("x", "x", "a is tapped: its {T} cost can't be paid (118.3)"),
    ("      - activate: {object: a, targets: [B]}", "      - activate: {object: b}",
     "fewer than 2 cards in the library"),
])
def test_a_cost_that_cannot_be_paid_is_refused(tmp_path: Path, cards: dict[str, CardDef], old: str, new: str,
                                               words: str) -> None:
    message = refusal(_write(tmp_path, COSTS.replace(old, new)), cards)
    assert "q.yaml:14: " in message and words in message


def test_an_ability_that_resolves_at_once_cannot_target_shroud(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    message = refusal(_write(tmp_path, SHROUD_EFFECT), cards)
    assert "q.yaml:12: " in message and "legal targets for 'target creature'" in message


def test_a_player_with_hexproof_is_no_target_of_an_opponents_spell(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    message = refusal(_write(tmp_path, PLAYER_HEXPROOF), cards)
    assert "q.yaml:10: " in message and "legal targets for 'target player' (legal: A)" in message
    text = PLAYER_HEXPROOF.replace("controller: B, ", "").replace("targets: [B]}", "targets: [A]}")
    result = run_case(load_case(_write(tmp_path, text + "      - resolve_top: 1\n    expect:\n      A: {life: 18}\n"),
                                "q.yaml"), cards)
    assert result.status == "pass", result.message


@pytest.mark.parametrize(("old", "new"), [
    ("x", "x"),  # above an instant on the stack
    ("""      - cast_spell: {id: i, object: {name: 速, type_line: Instant, abilities: [{spell: {text: "You gain 1 life.", do:
                     [{gain_life: 1}]}}]}}
""", "      - end_turn: true\n"),  # on B's turn, the stack empty
])
def test_a_sorcery_is_cast_on_its_casters_turn_with_the_stack_empty(tmp_path: Path, cards: dict[str, CardDef],
                                                                   old: str, new: str) -> None:
    message = refusal(_write(tmp_path, TIMING.replace(old, new)), cards)
    assert "can't be cast now: a noninstant spell without flash" in message


def test_flash_casts_a_creature_on_the_opponents_turn(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    text = HEAD + """\
      - end_turn: true
      - cast_spell: {id: f, controller: A, object: {name: 瞬, type_line: Creature, pt: 2/2, abilities: [flash]}}
      - resolve_top: 1
    expect:
      f: {zone: battlefield, controller: A}
"""
    result = run_case(load_case(_write(tmp_path, text), "q.yaml"), cards)
    assert result.status == "pass", result.message
    message = refusal(_write(tmp_path, text.replace(", abilities: [flash]", "")), cards)
    assert "q.yaml:9: " in message and "can't be cast now" in message


@pytest.mark.parametrize(("old", "new", "words"), [
    ("attackers: [h]", "attackers: [c]", "c came under its controller's control this turn and can't attack (302.6"),
    ("      - attack: {attackers: [h]}", "      - activate: {object: c, targets: [B]}",
     "its {T} ability can't be activated (302.6, 602.5a"),
])
def test_a_creature_that_came_this_turn_cannot_attack_or_tap(tmp_path: Path, cards: dict[str, CardDef], old: str,
                                                             new: str, words: str) -> None:
    message = refusal(_write(tmp_path, SICK.replace(old, new)), cards)
    assert "q.yaml:12: " in message and words in message


def test_a_keyword_counter_the_game_does_not_apply_is_refused(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    message = refusal(_write(tmp_path, KEYWORD_COUNTER.replace("kind: deathtouch", "kind: exalted")), cards)
    assert "q.yaml:11: " in message and "an exalted counter gives exalted (702.83), a keyword the game does not apply" in message
