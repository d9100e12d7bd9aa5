"""Questions written from the docs alone that got a wrong answer with no error (issue 20), as
scenario files: each now passes, or its wording is refused at its line. Anonymous objects; the
rule each answer rests on is named beside it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.case_refusal import question, refusal, shipped_cards
from verify.cards import CardDef
from verify.cases import load_case, run_case

ROOT = Path(__file__).resolve().parent.parent / "rules_src"

HEAD = question("614.1a", "  - label: s\n    do:\n")

# 614.1a, 122.1: counters put on a permanent by the scenario's `counters` action are counters put
# on it, which "one more counter" replacements modify (they saw only an instruction's counters).
MORE_COUNTERS = HEAD + """\
      - enter: {id: g1, object: {name: 緑, type_line: Creature, colors: [green], pt: 1/1}}
      - enter: {id: r1, object: {name: 赤, type_line: Creature, colors: [red], pt: 1/1}}
      - enter: {id: h, object: {name: 賛, type_line: Enchantment, abilities: [{more_counters: {text: "If one or more
                +1/+1 counters would be put on a green creature you control, that many plus one are put on it instead.",
                what: green creature you control, add: 1}}]}}
      - counters: {object: g1, count: 1}
      - counters: {object: r1, count: 1}
    expect:
      g1: {counters: {"+1/+1": 2}}
      r1: {counters: {"+1/+1": 1}}
"""

# 503.1: "at the beginning of your upkeep" — a step a turn has; any other word made an ability
# that never triggered (`step: upkeeep` was taken, and so was `begin_step: endd`).
UPKEEP = HEAD + """\
      - enter: {id: e, object: {name: 時計, type_line: Artifact, abilities: [{triggered: {text: "At the beginning of
                your upkeep, you gain 1 life.", when: beginning_of, step: your upkeep, do: [{gain_life: 1}]}}]}}
      - begin_step: upkeep
      - priority: true
    expect:
      stack: {count: 1}
"""


# 608.2h: "its KIND counters" counts counters of a kind of counter (122.1); another word ("its plus
# counters") counted none, silently.
ITS_COUNTERS = HEAD + """\
      - enter: {id: m, counters: {"+1/+1": 2}, object: {name: 模, type_line: Artifact Creature, pt: 1/1, abilities: [
                {triggered: {text: "When this creature dies, you gain life equal to its +1/+1 counters.", when: dies,
                do: [{gain_life: its +1/+1 counters}]}}]}}
      - destroy: m
      - priority: true
      - resolve_top: 1
    expect:
      A: {life: 22}
"""


# 601.2i, 113.6: "whenever you cast a spell" written without `what` was "when this object is cast",
# which a permanent's ability never sees: it never triggered.
CAST = HEAD + """\
      - enter: {id: w, object: {name: 見張り, type_line: Enchantment, abilities: [{triggered: {text: "Whenever you cast
                a spell, you gain 1 life.", when: cast, what: spell you control, do: [{gain_life: 1}]}}]}}
      - cast_spell: {id: s1, object: {name: 呪, type_line: Sorcery, abilities: [{spell: {text: "Draw a card.",
                     do: [{draw: 1}]}}]}}
      - priority: true
    expect:
      stack: {count: 2}
"""


# 612.2: a text-changing effect replaces a color word or a land type; another word ("Islnd") changed
# nothing. 205.3m: a chosen creature type is one — "Elff" made "of the chosen type" match nothing.
TEXT = HEAD + """\
      - enter: {id: c, object: {name: 水, type_line: Creature, pt: 1/1, abilities: [{static: {text: "Islands you
                control have hexproof.", affected: Islands you control, add_abilities: [hexproof]}}]}}
      - enter: {id: f, object: {name: 森, type_line: Basic Land — Forest}}
      - effect: {id: e, targets: [c], change_text: {from: Island, to: Forest}, text: "Island becomes Forest."}
      - enter: {id: m, choices: {creature type: Elf}, object: {name: 模, type_line: Creature, pt: 1/1, abilities: [
                {as_enters: {text: "As this enters, choose a creature type.", choose: creature type}}]}}
    expect:
      f: {has_abilities: [Hexproof]}
"""


# 607.1, 607.2a, 607.2i: a link label pairs abilities of one object — an exile "link: ring" with a
# return "link: rings" returned nothing, and `kicked: "{R}"` on a card with Kicker {W} was never true.
LINKED = HEAD + """\
      - enter: {id: c, controller: B, object: {name: 敵, type_line: Creature, pt: 2/2}}
      - enter: {id: ring, object: {name: 輪, type_line: Enchantment, abilities: [{triggered: {text: "When this
                enters, exile another target nonland permanent.", when: enters, target: target other nonland permanent,
                do: [{exile: target nonland permanent, link: ring}]}}, {triggered: {text: "When this leaves the
                battlefield, return the exiled card to the battlefield under its owner's control.", when: leaves,
                do: [{return_exiled: card, link: ring, all: true, owner_controls: true}]}}]}}
      - priority: {targets: {t1: [c]}}
      - resolve_top: 1
      - destroy: ring
      - priority: true
      - resolve_top: 1
      - enter: {id: k, zone: hand, object: {name: 蹴, type_line: Creature, mana_cost: "{1}{G}", pt: 1/1, abilities: [
                "Kicker {W}", {triggered: {text: "When this creature enters, if it was kicked, you gain 3 life.",
                when: enters, if: {kicked: "{W}"}, do: [{gain_life: 3}]}}]}}
      - cast_spell: {object: k, kicked: ["{W}"]}
      - resolve_top: 1
      - priority: true
      - resolve_top: 1
    expect:
      c: {zone: battlefield}
      A: {life: 23}
"""


# 702: a keyword ability is one of 702's — "vigilence" was an ability that did nothing (the creature
# tapped to attack), in `abilities`, `add_abilities` and `lose_abilities` alike.
KEYWORDS = HEAD + """\
      - enter: {id: c, silent: true, object: {name: 兵, type_line: Creature, pt: 1/1, abilities: [vigilance]}}
      - enter: {id: d, silent: true, object: {name: 騎, type_line: Creature, pt: 1/1}}
      - effect: {id: e, targets: [d], add_abilities: [vigilance], text: "Target creature gains vigilance."}
      - enter: {id: f, silent: true, object: {name: 従, type_line: Creature, pt: 1/1, abilities: [vigilance]}}
      - effect: {id: g, targets: [f], lose_abilities: [vigilance], text: "Target creature loses vigilance."}
      - attack: {attackers: [c, d, f]}
    expect:
      c: {tapped: false}
      d: {tapped: false}
      f: {tapped: true}
"""


@pytest.fixture(scope="module")
def cards() -> dict[str, CardDef]:
    return shipped_cards()


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "614.1a-question.yaml"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("text", [MORE_COUNTERS, UPKEEP, ITS_COUNTERS, CAST, TEXT, LINKED, KEYWORDS],
                         ids=["more-counters", "upkeep", "its-counters", "cast", "text", "linked", "keywords"])
def test_the_question_gets_its_answer(tmp_path: Path, cards: dict[str, CardDef], text: str) -> None:
    result = run_case(load_case(_write(tmp_path, text), "q.yaml"), cards)
    assert result.status == "pass", result.message


@pytest.mark.parametrize(("old", "new", "line", "words"), [
    ("step: your upkeep", "step: your upkeeep", 9, "step: one of untap, upkeep"),
    ("begin_step: upkeep", "begin_step: upkeeep", 10, "begin_step step: one of untap, upkeep"),
    ("its +1/+1 counters}", "its plus counters}", 10, "gain_life: not a kind of counter: 'plus'"),
    ("when: cast, what: spell you control,", "when: cast,", 8, "a 'cast' trigger needs 'what'"),
    ("when: cast, what: spell you control,", "when: cast, what: self,", 9, "a 'cast' trigger needs 'what'"),
    ("from: Island,", "from: Islnd,", 11, "not a color word, land type or creature type (612.2): 'Islnd'; did you mean 'Island'?"),
    ("{creature type: Elf}", "{creature type: Elff}", 12, "not a creature type (205.3m): 'Elff'; did you mean 'Elf'?"),
    ("link: ring, all", "link: rings, all", 11, "link: 'ring' names no other ability of this object (607.1"),
    ('kicked: "{W}"}', 'kicked: "{R}"}', 21, "kicked: '{R}' is no kicker cost of this object (its kicker costs: {W}"),
    ("abilities: [vigilance]}}\n      - enter: {id: d", "abilities: [vigilence]}}\n      - enter: {id: d", 8,
     "not a keyword ability (702): 'vigilence'; did you mean 'vigilance'?"),
    ("add_abilities: [vigilance]", "add_abilities: [vigilence]", 10, "not a keyword ability (702): 'vigilence'"),
    ("lose_abilities: [vigilance]", "lose_abilities: [vigilence]", 12, "not a keyword ability (702): 'vigilence'"),
])
def test_a_word_that_is_none_is_refused(tmp_path: Path, cards: dict[str, CardDef], old: str, new: str, line: int,
                                        words: str) -> None:
    base = (UPKEEP if "step" in old else CAST if "cast" in old else TEXT if "Island" in old or "Elf" in old
            else LINKED if "link" in old or "kicked" in old else KEYWORDS if "vigilance" in old else ITS_COUNTERS)
    path = _write(tmp_path, base.replace(old, new))
    message = refusal(path, cards)
    assert f"q.yaml:{line}: " in message and words in message
