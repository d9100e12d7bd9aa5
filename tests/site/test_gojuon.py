"""Issue #23 item 6: the card list and the glossary in gojūon order (あいうえお順), by readings
that are data — a card's ``reading:``, rules_src/readings.yaml for glossary terms and cards
without a definition, a kana name its own (sitegen/readings.py). What was seen: "the card list is
in code-point order and the glossary in English order"."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from ruletext.corpus import load_corpus
from ruletext.errors import InputError
from ruletext.kana import gojuon_key, hiragana
from ruletext.yamlfile import load_yaml, read_yaml
from sitegen.concordance import load_concordance
from sitegen.readings import Readings, load_readings, parse_readings
from sitegen.site import SiteData
from verify.cards import card_from_data, load_cards
from verify.report import Report

ROOT = Path(__file__).resolve().parents[2]
SRC = ROOT / "rules_src"


def _readings() -> dict[str, str]:
    """Every reading the data gives, read here from the files themselves."""
    out = dict(read_yaml(SRC / "readings.yaml", "readings.yaml")["readings"])
    for path in (SRC / "cards").glob("*.yaml"):
        data = read_yaml(path, path.name)
        if "reading" in data:
            out[data["ja"]] = data["reading"]
    return out


def _in_order(names: list[str]) -> list[str]:
    readings = _readings()
    keys = []
    for name in names:
        kana = readings.get(name) or hiragana(re.sub(r"[^\w・、ー]", "", name))
        assert not re.search(r"[\u4e00-\u9fff]", kana), f"{name}: no reading"
        keys.append(gojuon_key(kana))
    assert keys == sorted(keys), [n for n, k, nxt in zip(names, keys, keys[1:], strict=False) if k > nxt]
    return names


def test_the_card_list_is_in_gojuon_order(built_site: Path) -> None:
    html = (built_site / "cardlist" / "index.html").read_text(encoding="utf-8")
    names = [re.sub(r"<[^>]+>", "", t).split(" / ")[0].strip()
             for t in re.findall(r'<h2 id="card-[^"]*"[^>]*>(.*?)</h2>', html, re.S)]
    assert len(names) > 90
    _in_order(names)
    # あ行 first, ら行 last; 謙虚 (けんきょ) before 血染めの月 (ちぞめのつき), before 灰色熊 (はいいろぐま)
    assert names[0] == "アイスウィンド・デイルのウルフガル" and names[-1] == "嵐景学院の戦闘魔道士", (names[0], names[-1])
    assert names.index("謙虚") < names.index("血染めの月") < names.index("灰色熊")
    # ー is the vowel before it: トーモッド (とおもっど) before トカートリ (とかあとり)
    assert names.index("トーモッドの墓所") < names.index("トカートリの儀仗兵")


def test_the_glossary_is_in_gojuon_order(built_site: Path) -> None:
    html = (built_site / "glossary" / "index.html").read_text(encoding="utf-8")
    firsts = [re.findall(r'<span lang="ja">(.*?)</span>', th)[0].replace("&#34;", '"')
              for th in re.findall(r'<tr id="term-[^"]*"[^>]*><th[^>]*>(.*?)</th>', html)]
    assert len(firsts) > 60
    _in_order(firsts)
    assert firsts.index("依存") < firsts.index("種類別") < firsts.index("タイムスタンプ") < firsts.index("領域")


# -- a missing or wrong reading is said, with the file and line to mend ---------------------------

@pytest.fixture(scope="module")
def data() -> dict[str, Any]:
    corpus = load_corpus(SRC)
    return {"corpus": corpus, "cards": load_cards(SRC), "concordance": load_concordance(SRC),
            "readings": load_readings(SRC)}


def _site(data: dict[str, Any], **changes: Any) -> SiteData:
    given = {**data, **changes}
    return SiteData(given["corpus"], Report(), given["cards"], given["concordance"], readings=given["readings"])


def test_the_data_has_every_reading(data: dict[str, Any]) -> None:
    assert _site(data).reading_problems() == []


def test_a_card_without_its_reading(data: dict[str, Any]) -> None:
    cards = dict(data["cards"])
    humility = cards["humility"]
    cards["humility"] = replace(humility, data={k: v for k, v in humility.data.items() if k != "reading"})
    problems = _site(data, cards=cards).reading_problems()
    assert problems == [f"{humility.path}:{humility.line}: 《謙虚》 has no reading (kana) — the card list is in "
                        "gojūon order: add reading: <kana>"]
    # and it is listed after every card with a reading, not in a wrong place
    assert _site(data, cards=cards).card_list()[-1].ja == "謙虚"


def test_a_glossary_term_without_its_reading_and_a_reading_nothing_takes(data: dict[str, Any]) -> None:
    readings: Readings = data["readings"]
    by_name = {k: v for k, v in readings.by_name.items() if k != "種類別"} | {"謙虚": "けんきょ"}
    lines = dict(readings.lines) | {"謙虚": 99}
    problems = _site(data, readings=Readings(readings.path, by_name, lines)).reading_problems()
    assert problems == [
        "rules_src/readings.yaml:1: 「種類別」 (layer) has no reading (kana) — the glossary is in gojūon order: "
        "add 種類別: <kana> under readings:",
        "rules_src/readings.yaml:99: 謙虚: no glossary term and no card without a definition is called so "
        "(a defined card takes reading: in its own file)"]


@pytest.mark.parametrize(("text", "message"), [
    ("readings:\n  種類別: しゅるい別\n", "r.yaml:2: the reading of 種類別 must be kana (hiragana or katakana, ー ・ 、), "
                                       "not 'しゅるい別'"),
    ("readings:\n  種類別: [しゅるいべつ]\n", "r.yaml:2: the reading of 種類別 must be kana (hiragana or katakana, ー ・ 、), "
                                         "not a list"),
    ("reading:\n  種類別: しゅるいべつ\n", "r.yaml:1: unknown key 'reading' (accepted: readings)"),
    ("- 種類別\n", "r.yaml:1: a mapping with readings (name: reading), not a list"),
])
def test_readings_yaml_is_checked(text: str, message: str) -> None:
    with pytest.raises(InputError) as err:
        parse_readings(load_yaml(text, "r.yaml"), "r.yaml")
    assert str(err.value) == message


def test_a_card_reading_is_kana() -> None:
    card = "ja: 謙虚\nreading: 謙虚\ntype_line: Enchantment\n"
    with pytest.raises(InputError) as err:
        card_from_data(load_yaml(card, "c.yaml"), "c.yaml", "c")
    assert str(err.value).startswith("c.yaml:2: 'reading' is the Japanese name's kana")
    ok = card_from_data(load_yaml(card.replace("reading: 謙虚", "reading: けんきょ"), "c.yaml"), "c.yaml", "c")
    assert ok.data["reading"] == "けんきょ"
