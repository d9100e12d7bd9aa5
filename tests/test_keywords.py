"""Every keyword of the CR (702.2–702.189) is applied or refused (issue 20: no silent wrong answer).

The keywords are :data:`engine.cr_keywords.CR_KEYWORDS`, read here from the 702 headings of the
English CR of 2026-01-16 when it is beside the repository. Each keyword the game applies
(:data:`engine.cr_keywords.APPLIED`) has a probe: a case on anonymous objects whose outcome the
keyword changes (run with it and without it). Every other keyword — with its parameter, as
printed: "Toxic 2", "Cumulative upkeep {1}" — is refused at its ``file:line`` wherever an ability
is written: an object's abilities, an effect's ``add_abilities``, a ``keyword_for``, a keyword
counter. (The seventh review round found 14 accepted that did nothing: changeling, devoid,
absorb, umbra armor, toxic, riot, cumulative upkeep, For Mirrodin!, champion, graft,
ravenous, sunburst, bloodthirst, haunt.)"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine import Keyword
from engine.cr_keywords import ALL_KEYWORDS, APPLIED, CR_KEYWORDS, VARIANTS, keyword_of
from engine.errors import ValueSyntaxError
from tests.case_refusal import question, refusal, written
from verify.cards import CardDef, load_cards
from verify.cases import load_case, run_case

ROOT = Path(__file__).resolve().parent.parent
CR = next((b / "shared/cr/en/2026-01-16.txt" for b in (ROOT.parent, ROOT.parent.parent)
           if (b / "shared/cr/en/2026-01-16.txt").is_file()), None)


@pytest.fixture(scope="module")
def cards() -> dict[str, CardDef]:
    return load_cards(ROOT / "rules_src")


def _headings() -> dict[str, str]:
    """The keywords the CR's 702 headings name, lower-case, with their rule: "Daybound and
    Nightbound" is two, "∞ (Infinity)" is ∞."""
    from ruletext.officialset import read_official
    assert CR is not None
    out: dict[str, str] = {}
    for rule in read_official(CR).rules:
        if re.fullmatch(r"702\.\d+", rule.number) and rule.number != "702.1":
            for name in rule.text.removesuffix(" (Infinity)").lower().split(" and "):
                out[name] = rule.number
    return out


@pytest.mark.skipif(CR is None, reason="../shared/cr/en/ is not beside the repository")
def test_the_keywords_are_the_crs_702_headings() -> None:
    assert _headings() == CR_KEYWORDS
    assert len(CR_KEYWORDS) == 189  # 702.2–702.189, 702.145 naming two


def test_the_registry_names_only_cr_keywords() -> None:
    assert set(APPLIED) <= set(ALL_KEYWORDS)
    for name, rule in APPLIED.items():  # the rule applied is one of the keyword's own
        assert rule.startswith(ALL_KEYWORDS[name] + ""), (name, rule)
    assert set(VARIANTS.values()) <= set(CR_KEYWORDS.values())


HEAD = question("702.1", "  - label: s\n    do:\n")


def _blocked(attacker: str, blocker: str, before: str = "") -> str:
    """A probe of evasion (509.1b): B's creature blocks A's attacking one, each with the given parts."""
    return (f"{before}      - enter: {{id: a, silent: true, object: {{name: 攻, type_line: Creature, {attacker}}}}}\n"
            f"      - enter: {{id: b, silent: true, controller: B, object: {{name: 守, type_line: Creature, {blocker}}}}}\n"
            "      - attack: {attackers: [a]}\n      - block: {blockers: {b: a}}\n    expect:\n      b: {blocking: a}\n")

# Each keyword the game applies, and a case on anonymous objects whose outcome it changes:
# ``KW`` is where the keyword is written (removed, the case answers otherwise or is refused).
PROBES: dict[str, tuple[str, str]] = {
    "deathtouch": ("deathtouch", """\
      - enter: {id: s, silent: true, object: {name: 源, type_line: Creature, pt: 1/1, abilities: [KW]}}
      - enter: {id: t, silent: true, controller: B, object: {name: 的, type_line: Creature, pt: 4/4}}
      - damage: {from: s, to: t, amount: 1}
      - sba: true
    expect:
      t: {zone: graveyard}
"""),
    "defender": ("defender", """\
      - enter: {id: c, silent: true, object: {name: 壁, type_line: Creature, pt: 0/4, abilities: [KW]}}
      - attack: {attackers: [c]}
    expect:
      c: {tapped: true}
"""),
    "enchant": ("enchant creature", """\
      - enter: {id: c, silent: true, object: {name: 熊, type_line: Creature, pt: 2/2}}
      - enter: {id: l, silent: true, object: {name: 地, type_line: Land}}
      - enter: {id: a, silent: true, attached_to: l, object: {name: 鎖, type_line: Enchantment — Aura, abilities: [KW]}}
      - sba: true
    expect:
      a: {zone: graveyard}
"""),
    "flash": ("flash", """\
      - end_turn: true
      - cast_spell: {id: f, controller: A, object: {name: 瞬, type_line: Creature, pt: 2/2, abilities: [KW]}}
      - resolve_top: 1
    expect:
      f: {zone: battlefield}
"""),
    "flashback": ("Flashback {1}{R}", """\
      - enter: {id: f, silent: true, zone: graveyard, object: {name: 再, type_line: Instant, abilities: [KW]}}
      - cast_spell: {object: f}
      - resolve_top: 1
    expect:
      f: {zone: exile}
"""),
    "rebound": ("Rebound", """\
      - cast_spell: {id: r, object: {name: 反, type_line: Instant, abilities: [KW]}}
      - resolve_top: 1
    expect:
      r: {zone: exile}
"""),
    "split second": ("Split second", """\
      - cast_spell: {id: s, object: {name: 刹, type_line: Instant, abilities: [KW]}}
      - cast_spell: {id: o, controller: B, object: {name: 他, type_line: Instant}}
    expect:
      stack: {count: 2}
"""),
    "haste": ("haste", """\
      - enter: {id: h, object: {name: 急, type_line: Creature, pt: 2/2, abilities: [KW]}}
      - attack: {attackers: [h]}
    expect:
      h: {tapped: true}
"""),
    "hexproof": ("hexproof", """\
      - enter: {id: c, silent: true, object: {name: 熊, type_line: Creature, pt: 2/2, abilities: [KW]}}
      - cast_spell: {id: s, controller: B, object: {name: 撃, type_line: Instant, abilities: [{spell: {text: "Destroy
                     target creature.", target: target creature, do: [{destroy: target creature}]}}]}, targets: [c]}
      - resolve_top: 1
    expect:
      c: {zone: graveyard}
"""),
    "indestructible": ("indestructible", """\
      - enter: {id: c, silent: true, object: {name: 熊, type_line: Creature, pt: 2/2, abilities: [KW]}}
      - destroy: c
    expect:
      c: {zone: battlefield}
"""),
    "kicker": ("Kicker {W}", """\
      - cast_spell: {id: k, object: {name: 蹴, type_line: Creature, pt: 2/2, abilities: [KW]}, kicked: ["{W}"]}
      - resolve_top: 1
    expect:
      k: {zone: battlefield}
"""),
    "lifelink": ("lifelink", """\
      - enter: {id: s, silent: true, object: {name: 源, type_line: Creature, pt: 2/2, abilities: [KW]}}
      - damage: {from: s, to: B, amount: 2}
    expect:
      A: {life: 22}
"""),
    "protection": ("protection from red", """\
      - enter: {id: c, silent: true, object: {name: 熊, type_line: Creature, pt: 2/2, abilities: [KW]}}
      - enter: {id: s, silent: true, controller: B, object: {name: 火, type_line: Creature, colors: [red], pt: 3/3}}
      - damage: {from: s, to: c, amount: 1}
    expect:
      c: {damage: 0}
"""),
    "shroud": ("shroud", """\
      - enter: {id: c, silent: true, object: {name: 熊, type_line: Creature, pt: 2/2, abilities: [KW]}}
      - cast_spell: {id: s, object: {name: 撃, type_line: Instant, abilities: [{spell: {text: "Destroy target
                     creature.", target: target creature, do: [{destroy: target creature}]}}]}, targets: [c]}
      - resolve_top: 1
    expect:
      c: {zone: graveyard}
"""),
    "vigilance": ("vigilance", """\
      - enter: {id: c, silent: true, object: {name: 兵, type_line: Creature, pt: 2/2, abilities: [KW]}}
      - attack: {attackers: [c]}
    expect:
      c: {tapped: false}
"""),
    "flying": ("flying", _blocked("pt: 2/2, abilities: [KW]", "pt: 2/2")),
    "intimidate": ("intimidate", _blocked("colors: [red], pt: 2/2, abilities: [KW]", "colors: [green], pt: 2/2")),
    "shadow": ("shadow", _blocked("pt: 2/2, abilities: [KW]", "pt: 2/2")),
    "horsemanship": ("horsemanship", _blocked("pt: 2/2, abilities: [KW]", "pt: 2/2")),
    "fear": ("fear", _blocked("pt: 2/2, abilities: [KW]", "colors: [green], pt: 2/2")),
    "menace": ("menace", _blocked("pt: 2/2, abilities: [KW]", "pt: 2/2")),
    "skulk": ("skulk", _blocked("pt: 1/1, abilities: [KW]", "pt: 2/2")),
    "reach": ("reach", _blocked("pt: 2/2, abilities: [flying]", "pt: 2/2, abilities: [KW]")),
    "landwalk": ("islandwalk", _blocked("pt: 2/2, abilities: [KW]", "pt: 2/2",
                                     "      - enter: {id: i, silent: true, controller: B, object: {name: 島, type_line: Land — Island}}\n")),
    "first strike": ("first strike", """\
      - enter: {id: a, silent: true, object: {name: 攻, type_line: Creature, pt: 2/2, abilities: [KW]}}
      - enter: {id: b, silent: true, controller: B, object: {name: 守, type_line: Creature, pt: 2/2}}
      - attack: {attackers: [a]}
      - block: {blockers: {b: a}}
      - combat_damage: true
    expect:
      a: {zone: battlefield}
"""),
    "double strike": ("double strike", """\
      - enter: {id: a, silent: true, object: {name: 攻, type_line: Creature, pt: 2/2, abilities: [KW]}}
      - attack: {attackers: [a]}
      - block: {blockers: {}}
      - combat_damage: true
      - combat_damage: true
    expect:
      B: {life: 16}
"""),
    "trample": ("trample", """\
      - enter: {id: a, silent: true, object: {name: 攻, type_line: Creature, pt: 5/5, abilities: [KW]}}
      - enter: {id: b, silent: true, controller: B, object: {name: 守, type_line: Creature, pt: 2/2}}
      - attack: {attackers: [a]}
      - block: {blockers: {b: a}}
      - combat_damage: true
    expect:
      B: {life: 17}
"""),
    "absorb": ("Absorb 1", """\
      - enter: {id: c, silent: true, object: {name: 吸, type_line: Creature, pt: 2/4, abilities: [KW]}}
      - enter: {id: s, silent: true, controller: B, object: {name: 源, type_line: Creature, pt: 3/3}}
      - damage: {from: s, to: c, amount: 3}
    expect:
      c: {damage: 2}
"""),
    "toxic": ("Toxic 2", """\
      - enter: {id: t, silent: true, object: {name: 毒, type_line: Creature, pt: 1/1, abilities: [KW]}}
      - damage: {from: t, to: B, combat: true}
    expect:
      B: {life: 19, poison: 2}
"""),
    "umbra armor": ("Umbra armor", """\
      - enter: {id: c, silent: true, object: {name: 熊, type_line: Creature, pt: 2/2}}
      - enter: {id: a, silent: true, object: {name: 鎧, type_line: Enchantment — Aura, abilities: [enchant creature, KW]}}
      - attach: {object: a, to: c}
      - destroy: c
    expect:
      c: {zone: battlefield}
      a: {zone: graveyard}
"""),
    "riot": ("Riot", """\
      - enter: {id: r, object: {name: 暴, type_line: Creature, pt: 2/2, abilities: [KW]}}
      - attack: {attackers: [r]}
    expect:
      r: {tapped: true}
"""),
    "bloodthirst": ("Bloodthirst 2", """\
      - enter: {id: s, silent: true, object: {name: 源, type_line: Creature, pt: 1/1}}
      - damage: {from: s, to: B, amount: 1}
      - enter: {id: c, object: {name: 血, type_line: Creature, pt: 2/2, abilities: [KW]}}
    expect:
      c: {pt: 4/4}
"""),
    "sunburst": ("Sunburst", """\
      - cast_spell: {id: c, object: {name: 烈, type_line: Artifact Creature, mana_cost: "{2}", pt: 0/0, abilities: [KW]},
                     spent: "{G}{W}"}
      - resolve_top: 1
    expect:
      c: {pt: 2/2}
"""),
    "changeling": ("changeling", """\
      - enter: {id: lord, silent: true, object: {name: 王, type_line: Enchantment, abilities: [{static: {text: "Goblins
                you control get +1/+1.", affected: Goblins you control, modify_pt: +1/+1}}]}}
      - enter: {id: c, silent: true, object: {name: 変, type_line: Creature — Shapeshifter, pt: 2/2, abilities: [KW]}}
    expect:
      c: {pt: 3/3}
"""),
    "devoid": ("devoid", """\
      - enter: {id: c, silent: true, object: {name: 虚, type_line: Creature — Eldrazi, mana_cost: "{1}{R}", pt: 2/2,
                abilities: [KW]}}
    expect:
      c: {colors: []}
"""),
    "equip": ("Equip {1}", """\
      - enter: {id: c, silent: true, object: {name: 熊, type_line: Creature, pt: 2/2}}
      - enter: {id: e, silent: true, object: {name: 装, type_line: Artifact — Equipment, abilities: [KW]}}
      - activate: {object: e, targets: [c]}
      - resolve_top: 1
    expect:
      e: {attached_to: c}
"""),
    "fortify": ("Fortify {1}", """\
      - enter: {id: l, silent: true, object: {name: 地, type_line: Land}}
      - enter: {id: f, silent: true, object: {name: 城, type_line: Artifact — Fortification, abilities: [KW]}}
      - activate: {object: f, targets: [l]}
      - resolve_top: 1
    expect:
      f: {attached_to: l}
"""),
    "persist": ("persist", """\
      - enter: {id: c, silent: true, object: {name: 熊, type_line: Creature, pt: 2/2, abilities: [KW]}}
      - destroy: c
    expect:
      pending: {count: 1}
"""),
    "undying": ("undying", """\
      - enter: {id: c, silent: true, object: {name: 熊, type_line: Creature, pt: 2/2, abilities: [KW]}}
      - destroy: c
    expect:
      pending: {count: 1}
"""),
    "wither": ("wither", """\
      - enter: {id: s, silent: true, object: {name: 源, type_line: Creature, pt: 1/1, abilities: [KW]}}
      - enter: {id: t, silent: true, controller: B, object: {name: 的, type_line: Creature, pt: 4/4}}
      - damage: {from: s, to: t, amount: 1}
    expect:
      t: {damage: 0, pt: 3/3}
"""),
    "infect": ("infect", """\
      - enter: {id: s, silent: true, object: {name: 源, type_line: Creature, pt: 1/1, abilities: [KW]}}
      - damage: {from: s, to: B, amount: 1}
    expect:
      B: {life: 20, poison: 1}
"""),
    "devour": ("Devour 1", """\
      - enter: {id: bear, silent: true, object: {name: 熊, type_line: Creature, pt: 2/2}}
      - choices_as_enters: {object: eater, choices: {devour: {1: [bear]}}}
      - cast_spell: {id: eater, object: {name: 食, type_line: Creature, pt: 1/1, abilities: [KW]}}
      - resolve_top: 1
    expect:
      eater: {pt: 2/2}
"""),
    "reconfigure": ("Reconfigure {2}", """\
      - enter: {id: bear, silent: true, object: {name: 熊, type_line: Creature, pt: 2/2}}
      - enter: {id: fox, silent: true, object: {name: 狐, type_line: Artifact Creature — Equipment Fox, pt: 3/3,
                abilities: [KW]}}
      - attach: {object: fox, to: bear}
      - priority: true
    expect:
      fox: {card_types: [artifact]}
"""),
}


SAME = {"totem armor": "umbra armor"}  # 702.89: its former name, the same keyword


def _outcome(tmp_path: Path, cards: dict[str, CardDef], text: str, name: str) -> tuple[str, str]:
    try:
        result = run_case(load_case(written(tmp_path, text, name), name), cards)
    except Exception as e:  # noqa: BLE001 — a refusal as the case is read is an outcome too
        return "refused", str(e)
    return result.status, result.message


@pytest.mark.parametrize("name", sorted(APPLIED))
def test_each_keyword_the_game_applies_changes_an_outcome(tmp_path: Path, cards: dict[str, CardDef],
                                                          name: str) -> None:
    assert name in PROBES or name in SAME, f"{name} ({APPLIED[name]}) is applied: give it a probe here"
    words, steps = PROBES[SAME.get(name, name)]
    words = words if name not in SAME else name[:1].upper() + name[1:]
    assert keyword_of(words) == name
    with_it = _outcome(tmp_path, cards, HEAD + steps.replace("KW", f"\"{words}\""), "with.yaml")
    without = _outcome(tmp_path, cards, HEAD + steps.replace("[KW]", "[]").replace(", KW]", "]").replace("[KW, ", "["), "without.yaml")
    assert with_it[0] != without[0] and "pass" in (with_it[0], without[0]), (with_it, without)
    assert "a keyword the game does not apply" not in with_it[1] + without[1]


def _printed(name: str) -> list[str]:
    """``name`` as it may be printed: alone, with a number, with a cost."""
    if name == "landwalk":
        return ["islandwalk", "nonbasic landwalk"]
    if name == "cycling":
        return ["Cycling {2}", "Plainscycling {2}"]
    if name == "offering":
        return ["Goblin offering"]
    if name == "partner with":
        return ["Partner with Some Name"]
    if name == "protection":
        return ["protection from red"]
    cap = name[:1].upper() + name[1:]
    return [cap, f"{cap} 2", f"{cap} {{1}}{{G}}"]


UNAPPLIED = sorted(set(ALL_KEYWORDS) - set(APPLIED))


@pytest.mark.parametrize("name", UNAPPLIED)
def test_each_keyword_the_game_does_not_apply_is_refused(name: str) -> None:
    for text in _printed(name):
        assert keyword_of(text) == name, text
        with pytest.raises(ValueSyntaxError, match=re.escape(f"({ALL_KEYWORDS[name]}), a keyword the game does not apply")):
            Keyword.made(text)


def test_the_seventh_rounds_keywords_each_now_do_something_or_are_refused() -> None:
    for name in ("changeling", "devoid", "absorb", "umbra armor", "toxic", "riot", "cumulative upkeep",
                 "for mirrodin!", "champion", "graft", "ravenous", "sunburst", "bloodthirst", "haunt"):
        assert name in APPLIED or name in UNAPPLIED, name


REFUSED_IN = HEAD + """\
      - enter: {id: c, silent: true, object: {name: 熊, type_line: Creature, pt: 2/2, abilities: [flying]}}
      - effect: {id: e, targets: [c], add_abilities: [flying], text: "Target creature gains it."}
    expect:
      c: {pt: 2/2}
"""


@pytest.mark.parametrize(("old", "new", "line"), [
    ("abilities: [flying]}}", 'abilities: ["Graft 2"]}}', 8),  # an inline object
    ("add_abilities: [flying]", 'add_abilities: ["Cumulative upkeep {1}"]', 9),  # a granted ability
    ("add_abilities: [flying]", 'add_abilities: [{keyword_for: {keyword: "fading {}", each: chosen color}}]', 9),
    ("      - effect: {id: e, targets: [c], add_abilities: [flying], text: \"Target creature gains it.\"}",
     "      - counters: {object: c, kind: exalted}", 9),  # a keyword counter (122.1b)
])
def test_an_unapplied_keyword_is_refused_at_its_line_wherever_an_ability_is_written(
        tmp_path: Path, cards: dict[str, CardDef], old: str, new: str, line: int) -> None:
    text = REFUSED_IN.replace("abilities: [flying]}}", "abilities: [vigilance]}}").replace(
        "add_abilities: [flying]", "add_abilities: [vigilance]")
    text = text.replace(old.replace("flying", "vigilance"), new)
    assert new in text
    message = refusal(written(tmp_path, text, "q.yaml"), cards)
    assert f"q.yaml:{line}: " in message and "a keyword the game does not apply" in message, message


def test_no_card_file_has_an_unapplied_keyword(cards: dict[str, CardDef]) -> None:
    assert cards  # loading them refuses one (test_cases runs every case and scenario the same way)


@pytest.mark.parametrize("text", ["Toxic", "Absorb", "Bloodthirst", "Devour"])
def test_a_keyword_written_with_a_number_is_refused_without_it(text: str) -> None:
    with pytest.raises(ValueSyntaxError, match="is written with its number"):
        Keyword.made(text)
