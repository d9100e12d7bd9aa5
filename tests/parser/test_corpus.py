"""Golden tests of the shipped corpus: counts, hierarchy, examples, marks, articles."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from ruletext import Corpus, load_corpus
from ruletext.numbers import RuleNumber

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    return load_corpus(ROOT / "rules_src")


def test_plain_is_asdict(corpus: Corpus) -> None:
    """Corpus.to_dict converts the parser's values by model.plain: the dicts dataclasses.asdict makes."""
    from dataclasses import asdict

    from ruletext.model import plain

    for value in [*corpus.sources, *corpus.rules.values(), *corpus.articles]:
        assert plain(value) == asdict(value)


def below(corpus: Corpus, number: str) -> list[str]:
    return [n for n in corpus.rules if n.startswith(number + ".")]


def test_613_has_31_nodes_and_10_examples(corpus: Corpus) -> None:
    nodes = below(corpus, "613")
    expected = (
        ["613.1"] + [f"613.1{c}" for c in "abcdefg"] + ["613.2", "613.3"] + [f"613.3{c}" for c in "abcde"]
        + ["613.4", "613.5", "613.6"] + [f"613.6{c}" for c in "abcdefg"] + ["613.7", "613.7a", "613.7b"]
        + ["613.8", "613.9", "613.10"]
    )
    assert nodes == expected
    assert len(nodes) == 31
    assert sum(len(corpus.rules[n].examples) for n in nodes) == 10


def test_603_has_45_nodes(corpus: Corpus) -> None:
    nodes = below(corpus, "603")
    assert len(nodes) == 45
    assert nodes[0] == "603.1" and nodes[-1] == "603.12"
    assert [n for n in nodes if n.startswith("603.10")] == ["603.10"] + [f"603.10{c}" for c in "abcdefg"]


def test_607_has_25_nodes_and_5_examples(corpus: Corpus) -> None:
    nodes = below(corpus, "607")
    assert len(nodes) == 25
    assert sum(len(corpus.rules[n].examples) for n in nodes) == 5
    # The CR skips the letters l and o.
    assert corpus.rules["607.2"].children[-5:] == ["607.2k", "607.2m", "607.2n", "607.2p", "607.2q"]
    assert [e.id for e in corpus.rules["607.5a"].examples] == ["607.5a-1", "607.5a-2"]


def test_hierarchy(corpus: Corpus) -> None:
    chain = []
    number: str | None = "613.3e"
    while number is not None:
        chain.append(number)
        number = corpus.rules[number].parent
    assert chain == ["613.3e", "613.3", "613", "6"]
    assert corpus.rules["6"].children == ["603", "607", "613"]
    assert corpus.rules["6"].text == "呪文、能力、効果"
    assert corpus.rules["613"].text == "継続的効果の相互作用"
    assert corpus.rules["607"].text == "関連している能力"
    assert corpus.rules["603"].text == "誘発型能力の扱い"
    for node in corpus.rules.values():
        assert RuleNumber.parse(node.number).level == node.level
        for child in node.children:
            assert corpus.rules[child].parent == node.number


def test_examples_in_order_with_stable_ids(corpus: Corpus) -> None:
    ex = corpus.rules["613.3e"].examples
    assert [e.id for e in ex] == ["613.3e-1", "613.3e-2"]
    assert ex[0].text.startswith("1/3クリーチャーが効果によって+0/+1の修整")
    assert (ex[0].line, ex[1].line) == (17, 18)
    assert [e.id for e in corpus.rules["613.5"].examples] == [f"613.5-{k}" for k in range(1, 5)]
    # "例:" with a half-width colon (607.5) is an example too.
    assert corpus.rules["607.5"].examples[0].text.startswith("《弧炎撒き》")


def test_messy_input_handled(corpus: Corpus) -> None:
    # The date glued to the first rule is split off; the raw line keeps it.
    first = corpus.rules["613.1"]
    assert first.text.startswith("オブジェクトの特性の値は")
    assert first.raw.startswith("2009年12月23日613.1.")
    assert first.line == 2
    # The block 613.1a–613.10 appears twice: merged, both lines kept.
    assert (corpus.rules["613.1a"].line, corpus.rules["613.1a"].repeat_lines) == (3, [43])
    assert corpus.rules["613.10"].repeat_lines == [82]
    # The trailing "コメント" is not part of 613.10.
    assert not corpus.rules["613.10"].text.endswith("コメント")
    # The heading "- 603 誘発型能力の扱い" at the end of the wiki page is a repeat.
    assert corpus.rules["603"].repeat_lines == [172]
    # Wiki link residue is gone; the CR's own placeholder brackets stay.
    assert "[[" not in corpus.rules["603.1"].text
    assert "「[誘発条件またはイベント]とき/たび/時に" in corpus.rules["603.1"].text
    assert "[誘発イベント]とき/たび/時に" in corpus.rules["603.4"].text
    # Spaces left by removed links between Japanese words are gone.
    assert "追放領域" in corpus.rules["607.2a"].text
    assert corpus.warnings == []


def test_references(corpus: Corpus) -> None:
    refs = corpus.rules["613.1a"].refs
    assert [(r.text, r.target, r.resolved) for r in refs] == [("rule 706〔オブジェクトのコピー〕", "706", False)]
    assert [(r.target, r.resolved) for r in corpus.rules["613.7a"].refs] == [("613.1", True), ("613.3", True)]
    assert [r.target for r in corpus.rules["603.3a"].refs] == ["603.7d", "603.7e", "603.7f"]
    assert [r.target for r in corpus.rules["603.3d"].refs] == ["601.2c", "601.2d"]
    assert [(r.target, r.resolved) for r in corpus.rules["603.11"].refs] == [("607", True)]
    layers = next(a for a in corpus.articles if a.id == "layers")
    assert any(r.target == "613" and r.resolved for b in layers.blocks for r in b.refs)
    for node in corpus.rules.values():
        for r in node.refs:
            assert node.text[r.start : r.end] == r.text
            assert r.resolved == (r.target in corpus.rules)


def test_every_reference_resolved_or_outside(corpus: Corpus) -> None:
    outside = sorted(
        {r.target for n in corpus.rules.values() for r in n.refs + [x for e in n.examples for x in e.refs]
         if not r.resolved},
        key=lambda s: RuleNumber.parse(s).sort_key,
    )
    assert outside == [
        "101.4", "104.3", "117", "120", "400.7", "601.2b", "601.2c", "601.2d", "601.2e", "604.3", "612",
        "614", "614.12b", "700.2", "702.72", "706", "712",
    ]


def test_terms(corpus: Corpus) -> None:
    pairs = {(t.ja, t.en) for n in corpus.rules.values() for t in n.terms}
    assert ("関連している", "linked") in pairs
    assert ("開始時に", "at the beginning of") in pairs
    assert ("入れ替える", "switch") in pairs
    assert ("再帰誘発型能力", "reflexive triggered ability") in pairs
    wiki = next(a for a in corpus.articles if a.id == "triggered")
    head = {(t.ja, t.en) for b in wiki.blocks for t in b.terms}
    assert ("誘発型能力", "Triggered Ability") in head
    assert ("〜とき", "when") in head
    for node in corpus.rules.values():
        for t in node.terms:
            assert t.ja in node.text[t.start : t.end] and t.en in node.text[t.start : t.end]


def test_card_mentions(corpus: Corpus) -> None:
    ex = corpus.examples
    # 《十字軍》 names no English; the card definition in rules_src/cards/ gives it.
    assert [(c.ja, c.en) for c in ex["613.4-1"].cards][0] == ("十字軍", "Crusade")
    # An unmarked name of a defined card is found in examples, not in rule text.
    assert ("野生の雑種犬", "Wild Mongrel") in [(c.ja, c.en) for c in ex["613.5-1"].cards]
    assert [(c.ja, c.en) for c in ex["triggered-ex-1"].cards] == [
        ("急報", "Raise the Alarm"), ("魂の管理人", "Soul Warden")]
    assert ("溶鉄の尖峰、ヴァラクート", "Valakut, the Molten Pinnacle") in [
        (c.ja, c.en) for c in ex["triggered-ex-2"].cards]
    layers = next(a for a in corpus.articles if a.id == "layers")
    card = next(b for b in layers.blocks if b.kind == "card")
    assert card.data == {
        "ja": "氷結", "en": "Deep Freeze", "cost": "(2)(U)", "type_line": "エンチャント - オーラ",
        "text": "エンチャントされているクリーチャーは、基本のパワーとタフネスが0/4になり、防衛を得るとともに"
                "他の能力をすべて失い、それの他の色やタイプに加えて青の壁でもある。",
    }


def test_wiki_article(corpus: Corpus) -> None:
    wiki = next(a for a in corpus.articles if a.id == "triggered")
    assert (wiki.title, wiki.about) == ("誘発型能力", ["603"])
    tables = [b for b in wiki.blocks if b.kind == "table"]
    assert len(tables) == 5
    assert all(len(row) == 5 for t in tables for row in t.rows)
    # The row broken across two lines (Strionic Resonator) is one row.
    resonator = next(r for t in tables for r in t.rows if r[0].startswith("ストリオン共鳴体"))
    assert resonator[4] == "基本セット2014"
    assert tables[0].rows[0] == ["カード名", "コスト", "タイプ", "効果", "初出セット"]
    ids = [e.id for e in wiki.examples]
    assert ids[:3] == ["triggered-ex-1", "triggered-ex-2", "triggered-ex-3"]
    # Examples without "例": a play walked through with a named card.
    texts = [e.text for e in wiki.examples]
    assert any(t.startswith("あなたしかアーティファクトをコントロールしていないときに躁の蛮人") for t in texts)
    # A list of cards is not an example.
    assert not any(t.startswith("マナ能力である誘発型能力の例") for t in texts)


def test_dictionary_article(corpus: Corpus) -> None:
    art = next(a for a in corpus.articles if a.id == "layers")
    assert (art.title, art.about) == ("種類別", ["613"])
    layers = [b.data["layer"] for b in art.blocks if b.kind == "layer"]
    assert layers == ["1", "1a", "1b", "2", "3", "4", "5", "6", "7", "7a", "7b", "7c", "7d"]
    assert [e.id for e in art.examples] == [
        "layers-1a", "layers-1b", "layers-2", "layers-3", "layers-4", "layers-5", "layers-6",
        "layers-7a", "layers-7b", "layers-7c", "layers-7d", "layers-ex-1", "layers-ex-2", "layers-ex-3"]
    assert corpus.examples["layers-ex-1"].text.startswith("これの、「壁でもある」は第4種")
    assert corpus.examples["layers-ex-3"].text.startswith("たとえば、謙虚（")


def test_parse_json_command() -> None:
    proc = subprocess.run([sys.executable, str(ROOT / "build.py"), "parse", "--json"],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    doc = json.loads(proc.stdout)
    rules = {r["number"]: r for r in doc["rules"]}
    assert {"number", "parent", "text", "source", "line", "examples", "refs", "terms", "cards"} <= set(rules["613.3e"])
    assert rules["613.3e"]["examples"][0]["id"] == "613.3e-1"
    assert {"target", "resolved"} <= set(rules["613.1a"]["refs"][0])
    assert len(doc["articles"]) == 2


def test_parse_summary_command() -> None:
    proc = subprocess.run([sys.executable, str(ROOT / "build.py"), "parse"], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0
    assert "613: 31 rule nodes below it, 10 examples" in proc.stdout
    assert "603: 45 rule nodes below it" in proc.stdout
    assert "607: 25 rule nodes below it, 5 examples" in proc.stdout


def test_table_rows_have_stable_ids(corpus: Corpus) -> None:
    rows = corpus.table_rows
    assert len(rows) == 39
    first = rows["triggered-table-1-row-1"]
    assert first.cells[0] == "パンハモニコン/Panharmonicon"
    assert first.text.startswith("カード名: パンハモニコン/Panharmonicon / コスト: 4 / タイプ: アーティファクト")
    assert first.line == 67
    # The row broken across two lines is one row, with the line it starts on.
    resonator = next(r for r in rows.values() if r.cells[0].startswith("ストリオン共鳴体"))
    assert (resonator.id, resonator.line, resonator.cells[4]) == ("triggered-table-4-row-1", 104, "基本セット2014")
