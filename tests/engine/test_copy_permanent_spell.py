"""608.3f, 707.10f: a copy of a permanent spell becomes a token permanent as it resolves, under
its controller's control, with the decisions made for the original (707.10: whether it was
kicked; 115.1b: an Aura spell's target), so its enters abilities trigger; a token, it ceases to
exist once it has left the battlefield (111.8, 704.5d). Anonymous objects."""

from __future__ import annotations

from pathlib import Path

from engine_helpers import creature, permanent, static

from engine import Game
from engine.abilities import SpellAbility
from engine.effects import GainControl
from engine.instructions import CopySpell
from engine.keywords import Keyword
from engine.objects import Characteristics
from tests.case_refusal import question, shipped_cards, written
from verify.cases import load_case, run_case

KICKED = """  - label: キッカーで唱えてコピーする
    do:
      - cast_spell: {id: k, kicked: ["{W}"], object: {name: クリーチャー, type_line: Creature, pt: 2/2, abilities: ["Kicker {W}", {triggered: {text: "When this creature enters, if it was kicked, you gain 3 life.", text_ja: "このクリーチャーが戦場に出たとき、それがキッカーされていた場合、あなたは3点のライフを得る。", when: enters, if: {kicked: "{W}", text: "if it was kicked", text_ja: "それがキッカーされていた場合"}, do: [{gain_life: 3}]}}]}}
      - cast_spell: {id: cp, targets: [k], object: {name: 複写, type_line: Instant, abilities: [{spell: {text: "Copy target spell.", text_ja: "呪文1つを対象とし、それをコピーする。", target: target spell, do: [{copy_spell: target}]}}]}}
      - resolve_top: 1
      - resolve_top: 1
      - priority: true
      - resolve_top: 1
    expect:
      A: {life: LIFE}
"""


def test_the_copy_of_a_kicked_creature_spell_enters_as_a_kicked_token(tmp_path: Path) -> None:
    # before: the copy "ceased to exist" as it resolved (704.5e), no token, no trigger: life 20
    for kicked, life in (('["{W}"]', "23"), ("[]", "20")):
        text = question("608.3f", KICKED.replace('["{W}"]', kicked).replace("LIFE", life))
        result = run_case(load_case(written(tmp_path, text, "608.3f-q.yaml"), "q.yaml"), shipped_cards())
        assert result.status == "pass", (kicked, result.message)


def test_the_token_is_its_controllers_and_ceases_once_it_leaves() -> None:
    g = Game()
    g.create("bear", creature(pt=(2, 2)), controller="A", zone="hand")
    g.create("cp", permanent("Copy", ("instant",), SpellAbility("Copy target spell.", target="target spell",
                                                                instructions=(CopySpell("target"),))),
             controller="B", zone="hand")
    spell = g.cast("bear")
    g.active = "B"
    g.cast("cp", targets=[spell.id])
    g.resolve_top()
    copy = g.stack[-1]
    assert copy.copy_of == spell.id and copy.controller == "B"
    g.resolve_top()
    token = g.obj(str(copy.object))
    assert (token.zone, token.token, token.controller) == ("battlefield", True, "B")  # 608.3f
    assert any(e.says is not None and e.says.kind == "resolve.token_permanent" for e in g.log)
    g.resolve_top()
    assert g.obj("bear").zone == "battlefield" and not g.obj("bear").token  # the original: the card
    g.move(str(copy.object), "graveyard")
    g.check_state_based_actions()
    assert str(copy.object) not in g.objects  # 704.5d: a token not on the battlefield ceases to exist


def test_the_copy_of_an_aura_spell_enters_attached_to_the_same_target() -> None:
    aura = Characteristics(name="Aura", card_types=frozenset({"enchantment"}), subtypes=("Aura",),
                           abilities=(Keyword("enchant creature"),
                                      static("You control enchanted creature.", "enchanted creature", GainControl())))
    g = Game()
    g.create("c", creature(), controller="B")
    g.create("a", aura, controller="A", zone="hand")
    g.create("cp", permanent("Copy", ("instant",), SpellAbility("Copy target spell.", target="target spell",
                                                                instructions=(CopySpell("target"),))),
             controller="A", zone="hand")
    spell = g.cast("a", targets=["c"])
    g.cast("cp", targets=[spell.id])
    g.resolve_top()
    copy = g.stack[-1]
    g.resolve_top()
    token = g.obj(str(copy.object))
    assert token.token and token.attached_to == "c"  # 707.10: the copied target; 608.3c
    assert g.characteristics().state("c").controller == "A"
