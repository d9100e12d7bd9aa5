"""The pages of official CR files (``build.py --cr``), on our own fixtures
(tests/parser/official/): every version addressable, the diff page, histories, English beside
Japanese, the untranslated marks, the glossary linked both ways; without files the pages are
the seeds' alone, byte for byte."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import verify
from ruletext import load_corpus
from ruletext.officialset import OfficialSet, load_official
from sitegen.concordance import load_concordance
from sitegen.pages import Pages
from sitegen.pipeline import build
from sitegen.site import SiteData

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "parser" / "official"
FILES = [FIXTURES / "en-2031-09-01.txt", FIXTURES / "en-2031-05-01.txt", FIXTURES / "JPN_CR_20310101_0.txt"]


@pytest.fixture(scope="module")
def seeds() -> tuple[object, ...]:
    root = ROOT / "rules_src"
    corpus = load_corpus(root)
    cards = verify.load_cards(root)
    return corpus, verify.run(corpus, root, cards=cards, strict=True), cards, load_concordance(root)


def _pages(seeds: tuple[object, ...], official: OfficialSet | None) -> dict[str, str]:
    return Pages(SiteData(*seeds, official)).all_pages()  # type: ignore[arg-type]


def _official_pages(site: SiteData) -> dict[str, str]:
    """The pages of the official files alone (``cr/…``: what the tests below read), as
    :meth:`Pages.all_pages` writes them beside the seeds' pages — without rendering those again
    (0.05 s of CPU where the whole site's pages take 1.45 s)."""
    official = Pages(site).official
    assert official is not None
    return official.all_pages()


@pytest.fixture(scope="module")
def both(seeds: tuple[object, ...]) -> tuple[dict[str, str], dict[str, str]]:
    return _pages(seeds, None), _pages(seeds, load_official(FILES))


def test_without_files_the_pages_are_the_seeds_and_files_only_add(both: tuple[dict[str, str], dict[str, str]]) -> None:
    alone, with_cr = both
    assert not any(p.startswith("cr/") for p in alone)
    changed = sorted(p for p in alone if with_cr.get(p) != alone[p])
    # Every page of the seeds is there, the same bytes, but for the link of a seed rule to the
    # English it stands beside (and its mark) on the rule pages.
    assert changed == ["rules/607.md", "rules/613.md"]
    english = re.compile(r'<a class="cr-english" [^>]*>EN [0-9.a-z]+</a>( <span class="cr-untranslated">[^<]*</span>)? ')
    for path in changed:
        assert english.sub("", with_cr[path]) == alone[path]
    # 613.1a of the 2009 text is 613.1a today (concordance.yaml); 613.1 has the official Japanese file's text beside it.
    assert '<a class="cr-english" href="../../cr/2031-09-01/613/#613.1a" lang="en" title="英語版 2031-09-01 の 613.1a">' \
           'EN 613.1a</a>' in with_cr["rules/613.md"]


def test_every_version_is_addressable(both: tuple[dict[str, str], dict[str, str]]) -> None:
    _alone, pages = both
    for version in ("2031-05-01", "2031-09-01", "20310501.1"):
        assert f"cr/{version}/index.md" in pages and f"cr/{version}/glossary.md" in pages
    assert 'url=../../cr/2031-05-01/613/#613.1a"' in pages["2031-05-01/613.1a/index.html"]
    assert 'url=../../cr/2031-09-01/613/#613.1c"' in pages["2031-09-01/613.1c/index.html"]
    # Today's numbers resolve as before (the seeds' 613.1a); a number the seeds lack: the newest English.
    assert pages["613.1a/index.html"] == _pages_alone_permalink(both, "613.1a")
    assert 'url=../cr/2031-09-01/100/#100.1"' in pages["100.1/index.html"]


def _pages_alone_permalink(both: tuple[dict[str, str], dict[str, str]], number: str) -> str:
    return both[0][f"{number}/index.html"]


def test_the_diff_page(both: tuple[dict[str, str], dict[str, str]]) -> None:
    page = both[1]["cr/diff/2031-05-01_2031-09-01.md"]
    assert "追加 4 · 削除 0 · 変更 3 · 番号変更 2" in page
    assert re.search(r'<td><a href="[^"]*2031-05-01/613/#613.1a">613.1a</a></td><td><a href="[^"]*2031-09-01/613/'
                     r'#613.1b">613.1b</a></td><td>1.00</td>', page)
    assert "<ins>here, changed in a few words.</ins>" in page or "<ins>, changed in a few words.</ins>" in page
    assert "<ins>The first example of 100.1a, now longer.</ins>" in page  # the examples whose text changed


def test_history_english_beside_japanese_and_the_untranslated_mark(both: tuple[dict[str, str], dict[str, str]]) -> None:
    pages = both[1]
    rule = pages["cr/2031-09-01/100.md"]
    block = rule[rule.index('id="100.2"'):]
    block = block[: block.find('<div class="cr-rule', 10)]
    # The Japanese file (和訳 20310501.1) translates the English of 2031-05-01; 100.2 changed since.
    assert '<div class="cr-bi-ja" lang="ja">' in block and "行末で例が始まるルール。" in block
    assert "Another rule, reworded." in block and "英語版で変更あり（未訳）" in block
    assert "<ins>rule, reworded.</ins>" in block or "<ins>reworded.</ins>" in block
    assert "履歴: 2031-05-01 収録 · " in block and "2031-09-01 変更" in block
    assert 'href="../../untranslated/"' in block
    listing = pages["cr/untranslated.md"]
    assert ">100.2</a>" in listing and ">100.1</a>" not in listing
    moved = pages["cr/2031-09-01/613.md"]
    assert "2031-09-01 番号変更（613.1b から）" in moved
    # The old version is there as it was, without the Japanese beside it.
    assert "cr-bi-ja" not in pages["cr/2031-05-01/100.md"]


def test_an_english_example_shows_the_result_of_the_japanese_example_it_stands_beside(
        both: tuple[dict[str, str], dict[str, str]]) -> None:
    page = both[1]["cr/2031-09-01/607.md"]
    assert "能力が、複数の組の関連した能力の一部になることがありうる。" in page  # the seed's 607.4 beside
    assert re.search(r'<a class="cr-badge cr-badge-pass" href="../../../rules/607/#ex-607.4-1" lang="ja" '
                     r'data-pagefind-ignore title="[^"]*">日本語 607.4 の例: ✔ 成功</a>', page)


def test_the_glossary_is_linked_both_ways(both: tuple[dict[str, str], dict[str, str]]) -> None:
    pages = both[1]
    ja = pages["cr/20310501.1/glossary.md"]
    assert '<dt id="term-layer">種類別 <span lang="en">／Layer</span></dt>' in ja
    en = pages["cr/2031-09-01/glossary.md"]
    assert '<dt id="term-basics">Basics</dt>' in en


def test_a_whole_build_with_the_files(tmp_path: Path) -> None:
    """The pipeline in strict mode (every link and anchor checked) with the three fixtures."""
    out = tmp_path / "site"
    assert build(ROOT, ROOT / "rules_src", out, strict=True, quiet=True, cr_files=FILES) == 0
    page = (out / "cr" / "2031-09-01" / "613" / "index.html").read_text(encoding="utf-8")
    assert 'id="613.1c"' in page and 'data-pagefind-body' in page
    assert (out / "assets" / "cr-official.css").is_file()
    assert (out / "2031-05-01" / "613.1a" / "index.html").is_file()


def test_an_english_example_with_its_own_scenario_shows_its_result(seeds: tuple[object, ...]) -> None:
    from verify.report import ExampleResult

    results = {"en:100.1a-1": ExampleResult(id="en:100.1a-1", status="fail", message="x.yaml:3: expected 4/1",
                                            title="題")}
    site = SiteData(*seeds, load_official(FILES), results)  # type: ignore[arg-type]
    page = _official_pages(site)["cr/2031-09-01/100.md"]
    assert ('<span class="cr-badge cr-badge-fail" lang="ja" data-pagefind-ignore data-status="fail" '
            'title="英語の例 1（題）: x.yaml:3: expected 4/1">英語の例: ✘ 失敗</span>') in page


def test_two_japanese_files_the_newest_that_has_a_rule_its_terms_and_the_rules_added_since(
        seeds: tuple[object, ...]) -> None:
    """Each rule shows the newest Japanese text that has it (20310601.1 has 100.2, not 613.1),
    with the pairs of that file's glossary its text uses, linked both ways; a rule the English
    added after the version the Japanese translates, with no Japanese text, is untranslated too."""
    pages = _official_pages(SiteData(*seeds, load_official([*FILES, FIXTURES / "JPN_CR_20310701_0.txt"])))  # type: ignore[arg-type]
    rule = pages["cr/2031-09-01/100.md"]
    block = rule[rule.index('id="100.2"'):]
    block = block[: block.find('<div class="cr-rule', 10)]
    assert "言い換えられた別のルール（種類別を参照）。" in block and "— 20310601.1" in block
    assert re.search(r'用語: <a href="[^"]*glossary/#term-layer">種類別</a> ↔ <span lang="en">Layer</span>', block)
    assert "reworded.<br>\nAn indented paragraph" in block  # a paragraph of its own (not an escaped <br>)
    layered = pages["cr/2031-09-01/613.md"]
    one = layered[layered.index('id="613.1"'):]
    assert "順番に適用される。" in one[: one.find('<div class="cr-rule', 10)]  # from the older file
    glossary = pages["cr/20310601.1/glossary.md"]
    assert re.search(r'<a href="[^"]*2031-09-01/100/#100.2">100.2</a>', glossary)  # the term's rule, the other way
    listing = pages["cr/untranslated.md"]
    assert ">101.2</a>" in listing and "和訳なし（英語版 2031-05-01 の後に追加）" in listing
    page101 = pages["cr/2031-09-01/101.md"]
    added = page101[page101.index('id="101.2"'):]
    assert "英語版で変更あり（未訳）" in added[: added.find('<div class="cr-rule', 10)]


def test_the_diff_page_says_which_results_of_the_english_examples_changed(seeds: tuple[object, ...]) -> None:
    from verify.report import ExampleResult

    now = {"en:100.1a-1": ExampleResult(id="en:100.1a-1", status="pass", title="題"),
           "en:100.1a-2": ExampleResult(id="en:100.1a-2", status="pass", title="題2")}
    then = {"2031-05-01": {"en:100.1a-1": ExampleResult(id="en:100.1a-1", status="stale", title="題",
                                                        message="x.yaml:4: the example text changed"),
                           "en:100.1a-2": ExampleResult(id="en:100.1a-2", status="pass", title="題2")}}
    site = SiteData(*seeds, load_official(FILES), now, then)  # type: ignore[arg-type]
    page = _official_pages(site)["cr/diff/2031-05-01_2031-09-01.md"]
    assert "シナリオの結果が旧版と新版で違うもの: 1 件" in page
    assert re.search(r'<span class="cr-result-change cr-result-changed" [^>]*><span class="cr-badge cr-badge-fail" '
                     r'title="x.yaml:4: the example text changed">2031-05-01: ✘ 古いシナリオ</span> → <span class="cr-badge '
                     r'cr-badge-pass" title="">2031-09-01: ✔ 成功</span></span>', page)
    assert '<span class="cr-result-change" lang="ja"' in page  # the second one: the same result in both
