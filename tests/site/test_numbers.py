"""Numberings: the concordance complete for 613.6a–g, every rule addressable in every numbering
the concordance knows, citations in the page's own numbering (one mapping function)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from ruletext import load_corpus
from ruletext.concordance import COLUMNS, load_concordance, parse_concordance
from ruletext.errors import MetadataError
from sitegen.numbers import PREFIX

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def conc():  # type: ignore[no-untyped-def]
    return load_concordance(ROOT / "rules_src")


def test_2009_timestamp_rules_map_to_todays_letters(conc) -> None:  # type: ignore[no-untyped-def]
    # shared/facts/cr-613-numbering.md: 2009 613.6a–g → today's 613.7 letters
    expected = {"613.6a": "613.7a", "613.6b": "613.7b", "613.6c": "613.7d", "613.6d": "613.7e",
                "613.6e": "613.7h", "613.6f": "613.7i", "613.6g": "613.7m"}
    assert {o: conc.by_old[o].current for o in expected} == expected
    assert not [e for e in conc.entries if e.change == "approximate" or "要確認" in e.note]
    assert all(conc.by_old[o].note for o in expected)  # notes for translators
    assert {n.current for n in conc.new} >= {"613.7c", "613.7f", "613.7g", "613.7j", "613.7k"}


def test_one_function_maps_between_numberings(conc) -> None:  # type: ignore[no-untyped-def]
    assert conc.renumber("613.7e", "current", "old") == "613.6d"
    assert conc.renumber("613.6d", "old", "current") == "613.7e"
    assert conc.renumber("613.8a", "current", "old") == "613.7a"
    assert conc.renumber("613.7", "old", "m10") == "612.7"
    assert conc.renumber("613.7c", "current", "old") is None
    assert conc.renumber("706", "old", "current") == "707"
    assert conc.renumber_text("timestamp (613.7e), 514.2, 2009-10-01", "current", "old") == \
        "timestamp (613.6d), 514.2, 2009-10-01"


CR_EN = next((b / "shared/cr/en" for b in (ROOT.parent, ROOT.parent.parent) if (b / "shared/cr/en").is_dir()), None)


@pytest.mark.skipif(CR_EN is None, reason="../shared/cr/en/ is not beside the repository")
@pytest.mark.parametrize("column", ["m10", "old", "current"])
def test_each_layer_is_the_rule_the_english_cr_names_it_by(conc, column: str) -> None:  # type: ignore[no-untyped-def]
    # "613.4d Layer 7d: …" in the English CR of the numbering's first date (today's: the newest file)
    assert CR_EN is not None
    files = sorted(CR_EN.glob("*.txt"))
    first = {"m10": "2009-07-11", "old": "2009-10-01"}.get(column)
    text = (CR_EN / f"{first}.txt" if first else files[-1]).read_text(encoding="utf-8-sig")
    named = dict((m[2], m[1]) for m in re.finditer(r"(?m)^(61[23]\.\d[a-z])\.? Layer (\d[a-e]?)\b", text))
    assert conc.layers[column] == named


def test_todays_layers_follow_the_concordance_from_2009(conc) -> None:  # type: ignore[no-untyped-def]
    old, current = conc.layers["old"], conc.layers["current"]
    for layer in set(old) & set(current) - {"7d"}:  # 2009's 7d (counters) is merged into today's 7c
        assert conc.renumber(old[layer], "old", "current") == current[layer], layer
    assert conc.renumber(old["7e"], "old", "current") == current["7d"]  # switching: 7e then, 7d now
    assert conc.renumber(old["7d"], "old", "current") == current["7c"]


@pytest.mark.parametrize(("layers", "message"), [
    ("  today: {'1': '613.1a'}", r"x.yaml:4: layers: 'today' is not one of this file's numberings"),
    ("  old: {'7f': '613.3f'}", r"x.yaml:4: layers: old: '7f' is not a layer \(one of 1, 1a"),
    ("  old: {'7a': 'layer 7a'}", r"x.yaml:4: 7a: 'layer 7a' is not a rule number"),
    ("  old: '613.1a'", r"x.yaml:4: 'old' must be a mapping of text to text"),
])
def test_a_wrong_layer_in_the_concordance_is_an_error(layers: str, message: str) -> None:
    text = f"schema: concordance/1\nnumberings: {{old: '2009-10-01'}}\nlayers:\n{layers}\nrules: []\n"
    with pytest.raises(MetadataError, match=message):
        parse_concordance(text, "x.yaml")


def test_an_unknown_key_in_the_concordance_is_an_error() -> None:
    text = "schema: concordance/1\nrules:\n  - {old: '613.1', current: '613.1', chnage: unchanged}\n"
    with pytest.raises(MetadataError, match=r"x.yaml:3: unknown key 'chnage'.*accepted: "):
        parse_concordance(text, "x.yaml")


def test_every_rule_has_a_permalink_in_every_numbering(built_site: Path, conc) -> None:  # type: ignore[no-untyped-def]
    corpus = load_corpus(ROOT / "rules_src")
    missing = []
    for number in corpus.rules:
        if not (built_site / number / "index.html").exists() and not (built_site / "2009" / number).exists():
            missing.append(number)
    for e in conc.entries:
        for col in COLUMNS:
            n = e.number(col)
            if n and not (built_site / (PREFIX[col] + n) / "index.html").exists():
                missing.append(f"{col}:{n}")
    for new in conc.new:
        if not (built_site / new.current / "index.html").exists():
            missing.append(new.current)
    assert not missing


def test_todays_613_8_is_not_the_2009_613_8(built_site: Path) -> None:
    # What was seen: "/613.8/ opens the 2009 613.8 (today's 613.9), with only a badge to warn".
    html = (built_site / "613.8" / "index.html").read_text(encoding="utf-8")
    # issue #23 item 3: it opens 2009's 613.7 in the text (one tap), where cr.js shows the banner
    assert 'url=../rules/613/?from=613.8#613.7"' in html
    assert "refresh" in (built_site / "2009" / "613.8" / "index.html").read_text(encoding="utf-8")
    assert "refresh" in (built_site / "613.9" / "index.html").read_text(encoding="utf-8") or \
        'href="../rules/613/#613.8"' in (built_site / "613.9" / "index.html").read_text(encoding="utf-8")


def test_the_number_index_is_built_beside_pagefind(built_site: Path) -> None:
    data = json.loads((built_site / "data" / "numbers.json").read_text(encoding="utf-8"))
    rules = {(r[0], r[1]): r for r in data["rules"]}
    assert rules[("613.3e", "old")][2] == "rules/613/#613.3e"
    assert rules[("613.8a", "current")][4] == "alias"
    assert rules[("613.7c", "current")][4] == "none"
    assert rules[("418.5a", "before_2009")][2] == "2005/418.5a/"
    assert (built_site / "pagefind" / "pagefind.js").exists()


def test_a_2009_page_cites_2009_numbers(built_site: Path) -> None:
    # issue #9 item 7: a 2009 page cites 613.6d, not 613.7e; the 607 page cites today's (707, not 706)
    # (the steps of an example are loaded with it from its JSON)
    html = json.loads((built_site / "data" / "examples" / "613.8-1.json").read_text(encoding="utf-8"))["html"]
    assert "新しいタイムスタンプを得る（613.6d）" in html and "613.7e" not in html
    report = json.loads((built_site / "data" / "report.json").read_text(encoding="utf-8"))
    text = json.dumps([e["steps"] for e in report["examples"].values()], ensure_ascii=False)
    assert "(706)" not in text
    assert "(706)" not in (built_site / "rules" / "607" / "index.html").read_text(encoding="utf-8")


def test_outside_references_show_todays_number_or_say_it_is_not_checked(built_site: Path) -> None:
    html = (built_site / "rules" / "613" / "index.html").read_text(encoding="utf-8")
    assert 'data-ref="706" title="この資料の範囲外のルール">rule 706〔オブジェクトのコピー〕</span>' \
           '<span class="cr-ref-now">（現行 707）</span>' in html
    assert '<span class="cr-ref-now">（現行の番号は未確認）</span>' in html  # 604.3: not in our facts


def test_the_engine_report_cites_the_examples_own_numbering(capsys) -> None:  # type: ignore[no-untyped-def]
    # build.py verify -v: the same mapping as the pages (a 2009 example: 613.6d, not 613.7e)
    from verify.cli import main

    assert main(ROOT / "rules_src", ["613.8-1"], verbose=True) == 0
    out = capsys.readouterr().out
    assert "新しいタイムスタンプを得る（613.6d）" in out and "613.7e" not in out


def test_the_numbering_page_is_for_translators(built_site: Path) -> None:
    # issue #23 item 4: "shows internal notes (「issue #9 item 7 … not in shared/facts」, basis
    # 「none」), English-only notes, 607 marked 「変更なし」 although it was 606 before 2009-10-01,
    # 静的能力 where the rules say 常在型能力"
    html = (built_site / "numbering" / "index.html").read_text(encoding="utf-8")
    for internal in ("issue #", "shared/facts", "our facts", "basis", ">none<"):
        assert internal not in html, internal
    assert "静的能力" not in html and "常在型能力" in html
    row = html[html.index('id="old-607"'):]
    row = row[:row.index("</tr>")]
    assert '2009年10月: <span class="cr-num">606</span> → <span class="cr-num">607</span>' in row
    assert ">変更なし<" not in row
    # every note in both languages: Japanese, then the English it translates
    body = html[html.index('id="by-rule"'):]
    assert body.count('lang="en" class="cr-en"') >= 40 and "種類別は 2009年10月1日に" in body
