"""The readers of the two official formats, on our own fixtures (tests/parser/official/: text
written by us in the layout of the English and the Japanese files), and the diff between two
versions."""

from __future__ import annotations

from pathlib import Path

import pytest

from ruletext.crdiff import concordance, diff, history, marked
from ruletext.errors import InputError
from ruletext.official import CardName, OfficialExample, Reference
from ruletext.readers.official_en import read_official_en
from ruletext.readers.official_ja import read_official_ja

HERE = Path(__file__).parent / "official"
EN_OLD = (HERE / "en-2031-05-01.txt").read_bytes()
EN_NEW = (HERE / "en-2031-09-01.txt").read_bytes()
JA = (HERE / "JPN_CR_20310101_0.txt").read_bytes()


def _encodings(data: bytes) -> dict[str, bytes]:
    """The fixture in every encoding and line end the official files come in."""
    text = data.decode("utf-8")
    out = {}
    for end_name, end in (("lf", "\n"), ("crlf", "\r\n"), ("cr", "\r")):
        body = text.replace("\n", end)
        out[f"utf8-{end_name}"] = body.encode("utf-8")
        out[f"utf8bom-{end_name}"] = b"\xef\xbb\xbf" + body.encode("utf-8")
        out[f"utf16le-{end_name}"] = b"\xff\xfe" + body.encode("utf-16-le")
        out[f"utf16be-{end_name}"] = b"\xfe\xff" + body.encode("utf-16-be")
    # Both line ends in one file, as in some published files.
    half = len(text) // 2
    out["mixed"] = (text[:half].replace("\n", "\r\n") + text[half:].replace("\n", "\r")).encode("utf-8")
    return out


@pytest.mark.parametrize("name", sorted(_encodings(EN_OLD)))
def test_english_reads_the_same_in_every_encoding(name: str) -> None:
    assert read_official_en(_encodings(EN_OLD)[name], "x.txt") == read_official_en(EN_OLD, "x.txt")


@pytest.mark.parametrize("name", sorted(_encodings(JA)))
def test_japanese_reads_the_same_in_every_encoding(name: str) -> None:
    assert read_official_ja(_encodings(JA)[name], "x.txt") == read_official_ja(JA, "x.txt")


def test_english_windows_1252() -> None:
    data = EN_OLD.decode("utf-8").encode("cp1252")
    assert read_official_en(data, "x.txt") == read_official_en(EN_OLD, "x.txt")


def test_english_parts() -> None:
    cr = read_official_en(EN_OLD, "en.txt")
    assert (cr.version, cr.effective, cr.language) == ("2031-05-01", "2031-05-01", "en")
    assert cr.title == "Magic: The Gathering Comprehensive Rules"  # italics marks dropped
    assert cr.intro[-1].endswith("the Magic® game™ once.")
    assert cr.contents[:3] == (("1", "Basics"), ("100", "Overview"), ("101", "Order of Things"))
    assert [r.number for r in cr.rules] == ["1", "100", "100.1", "100.1a", "100.2", "101", "101.1", "6", "613",
                                            "613.1", "613.1a", "613.1b"]
    rules = cr.by_number
    assert rules["100.1"].text == "A fixture rule with “curly quotes” and an italic word."
    assert rules["100.1a"].examples == (
        OfficialExample("The first example of 100.1a.", 32),
        OfficialExample("A second example, written with a leading space as some 2009 files do.", 34))
    assert rules["100.2"].text == "Another rule.\nAn indented paragraph that continues 100.2."
    assert [(g.term, g.definition, g.line) for g in cr.glossary] == [
        ("Basics", "The things of section 1. See rule 100.", 55),
        ("Layer", "1. A step of applying things.\n2. A second sense. See rule 613.1.", 58)]
    assert cr.credits == ("Fixture authors: the project",)
    assert cr.counts() == {"rules": 10, "three_digit": 3, "examples": 2, "glossary": 2}
    assert rules["613.1a"].level == "letter" and rules["6"].level == "section"
    assert cr.notes == ()


def test_english_contents_checked_against_the_body() -> None:
    text = EN_OLD.decode("utf-8").replace("101. Order of Things\n\n6.", "101. Order of Things\n102. Missing\n\n6.")
    text = text.replace("613. Layered Things\n\nGlossary", "613. Layers\n\nGlossary")
    notes = read_official_en(text.encode(), "en.txt").notes
    assert "en.txt:9: the contents list 102. 'Missing', the body has no rule 102" in notes
    assert any(n.startswith("en.txt:46: 613 is 'Layered Things' in the body, 'Layers' in the contents")
               for n in notes)


def test_english_published_slips_read_with_a_note() -> None:
    text = EN_OLD.decode("utf-8")
    text = text.replace("101.1. Only one rule here.", "101.1.Only one rule here.")
    text = text.replace("613.1b Layer 2: control.", "613. 1b Layer 2: control.")
    text = text.replace("Example: The first example", "Example:Example: The first example")
    cr = read_official_en(text.encode(), "en.txt")
    assert cr.by_number["101.1"].text == "Only one rule here."
    assert cr.by_number["613.1b"].text == "Layer 2: control."
    assert cr.by_number["100.1a"].examples[0].text == "The first example of 100.1a."
    assert [n.split(": ", 1)[1] for n in cr.notes] == [
        "'Example:' twice at the start of an example",
        "no space after rule number 101.1",
        "a space inside the rule number '613. 1b', read without it"]


@pytest.mark.parametrize("edit, message", [
    (lambda t: t.replace("Comprehensive Rules", "Something Else", 1),
     "en.txt:1: not an English CR file: the first line is 'Magic: The Gathering Something Else'"),
    (lambda t: t.replace("These rules are effective as of May 1, 2031.", "Effective soon."),
     "en.txt: no line 'These rules are effective as of <Month D, YYYY>' near the top"),
    (lambda t: t.replace("May 1, 2031", "Mai 1, 2031", 1), "en.txt:3: unknown month 'Mai' in the effective date"),
    (lambda t: t.replace("Contents", "Inhalt"), "en.txt: no line 'Contents' (the table of contents)"),
    (lambda t: t.replace("\nGlossary\n\nBasics", "\nGlossar\n\nBasics"),
     "en.txt: no line 'Glossary' (the glossary after the rules)"),
    (lambda t: t.replace("Example: The first example of 100.1a.", "Example:"), "en.txt:32: an example of rule 100.1a with no text"),
    (lambda t: "", "en.txt: the file is empty"),
])
def test_english_bad_files(edit: object, message: str) -> None:
    text = edit(EN_OLD.decode("utf-8"))  # type: ignore[operator]
    with pytest.raises(InputError) as err:
        read_official_en(text.encode(), "en.txt")
    assert str(err.value) == message


def test_english_bad_encoding_names_the_file() -> None:
    with pytest.raises(InputError, match=r"^en.txt: invalid utf-16-le"):
        read_official_en(b"\xff\xfe\x00\xd8", "en.txt")


def test_japanese_parts() -> None:
    cr = read_official_ja(JA, "JPN_CR_20310101_0.txt")
    # The version is the header's (20310501.1), not the file name's (20310101_0).
    assert (cr.version, cr.effective, cr.language) == ("20310501.1", "2031-05-01", "ja")
    assert cr.title == "マジック総合ルール(和訳 20310501.1 版)"
    assert cr.intro == ("このファイルはプロジェクトのテスト用に書いたもので、和訳の形式に倣っている。", "翻訳：テスト班",
                        "この版は試験用である。")
    assert [r.number for r in cr.rules] == ["1", "100", "100.1", "100.1a", "100.2", "100.3", "6", "613", "613.1",
                                            "613.1k", "613.1m"]
    rules = cr.by_number
    assert rules["100.1"].refs == (Reference("613", "重ねて適用されるもの"),)
    assert [e.text for e in rules["100.1a"].examples] == ["《試験の騎士/Test Knight》が戦場にある。", "半角コロンの例。"]
    assert rules["100.1a"].cards == (CardName("試験の騎士", "Test Knight"),)
    assert rules["100.2"].text == "行末で例が始まるルール。"
    assert rules["100.2"].examples == (OfficialExample("次の行に続く例の本文。", 25),)
    assert rules["100.3"].text == "途中に例：の無い行。この行は 100.3 の続き。"
    assert [e.text for e in rules["613.1m"].examples] == ["改行の後に続く例。"]
    assert [(g.term, g.en, g.definition) for g in cr.glossary] == [
        ("種類別", "Layer", "効果を適用する段階。rule 613 参照。"),
        ("タイムスタンプ順", "Timestamp Order", "効果の順番を決める仕組み。\n二行目の定義。")]
    assert cr.credits == ("テスト班",)
    assert cr.counts() == {"rules": 9, "three_digit": 2, "examples": 4, "glossary": 2}
    assert cr.notes == ("JPN_CR_20310101_0.txt:28: 'この行は 100.3 の続き。' read as a continuation of rule 100.3",)


def test_japanese_every_section_letters_skipping_l_and_o_and_names_without_english() -> None:
    """The second fixture: sections 0 to 9 each with a rule, 用語集 and クレジット; 200.1n then
    200.1p (the letters l and o are not used); a card name without its English; a line ending
    in 例: (half-width) going on in the next; two references on a line, one to a letter rule."""
    cr = read_official_ja((HERE / "JPN_CR_20310701_0.txt").read_bytes(), "JPN_CR_20310701_0.txt")
    assert (cr.version, cr.effective) == ("20310601.1", "2031-06-01")
    assert [r.number for r in cr.rules if r.level == "section"] == [str(n) for n in range(1, 10)]
    assert [r.number for r in cr.rules if r.number.startswith("200.1")] == ["200.1", "200.1n", "200.1p"]
    assert cr.intro == ("このファイルもプロジェクトのテスト用に書いたもので、0 から 9 までのすべての節と用語集、クレジットを持つ。",
                        "翻訳：テスト班", "監修：テスト班", "二つ目の和訳の版である。")
    rules = cr.by_number
    assert rules["300.1"].cards == (CardName("名だけのカード"),)
    assert rules["300.1"].refs == (Reference("200.1n", "文字"),)
    assert rules["300.1"].examples == (OfficialExample("次の行に続く、半角コロンの例。", 44),)
    assert rules["400.1"].refs == (Reference("300.1", "カード・タイプ"), Reference("613", "重ねて適用されるもの"))
    assert [(g.term, g.en) for g in cr.glossary] == [("種類別", "Layer")] and cr.credits == ("テスト班",)
    assert cr.counts() == {"rules": 20, "three_digit": 9, "examples": 1, "glossary": 1}
    assert cr.notes == ()


@pytest.mark.parametrize("edit, message", [
    (lambda t: t.replace("マジック総合ルール", "総合ルール"),
     "ja.txt:1: not a Japanese CR file: no header 「マジック総合ルール(和訳 YYYYMMDD.N 版)」 in the first 30 lines"),
    (lambda t: t.split("\n", 1)[1], "ja.txt:1: the header is not between two lines of '='"),
    (lambda t: t.replace("もくじ", "内容"), "ja.txt:6: no もくじ (the table of contents) after the header"),
    (lambda t: t.replace("10. 用語集\n種類別", "10. 用語\n種類別"), "ja.txt:47: no 用語集 after the rules"),
    (lambda t: t.replace("種類別／Layer\n", "種類別\n"),
     "ja.txt:39: a 用語集 line before any headword (「…／English」): '種類別'"),
    (lambda t: t.replace("改行の後に続く例。", "").replace("\n\n10. 用語集", "\n10. 用語集"),
     "ja.txt:36: the last example (例：) has no text"),
])
def test_japanese_bad_files(edit: object, message: str) -> None:
    text = edit(JA.decode("utf-8"))  # type: ignore[operator]
    with pytest.raises(InputError) as err:
        read_official_ja(text.encode(), "ja.txt")
    assert str(err.value) == message


def test_japanese_contents_checked_against_the_body() -> None:
    text = JA.decode("utf-8").replace("613. 重ねて適用されるもの\n10.", "613. 重なり\n10.")
    notes = read_official_ja(text.encode(), "ja.txt").notes
    assert any(n.startswith("ja.txt:31: 613 is '重ねて適用されるもの' in the body, '重なり' in the もくじ") for n in notes)


def test_diff_of_two_versions() -> None:
    old, new = read_official_en(EN_OLD, "a.txt"), read_official_en(EN_NEW, "b.txt")
    d = diff(old, new)
    assert (d.old_version, d.new_version) == ("2031-05-01", "2031-09-01")
    assert [(m.old, m.new, m.score) for m in d.moved] == [("613.1a", "613.1b", 1.0), ("613.1b", "613.1c", 1.0)]
    assert d.added == ("101.2", "607", "607.4", "613.1a") and d.removed == ()
    changed = {c.new: c for c in d.changed}
    # Curly against straight quotes and italics marks are not changes; changed words are.
    assert sorted(changed) == ["100.1a", "100.2", "101.1"]
    assert marked(changed["101.1"].words) == "Only one rule here{+, changed in a few words.+} [-here.-]" or \
        marked(changed["101.1"].words) == "Only one rule [-here.-] {+here, changed in a few words.+}"
    assert changed["100.1a"].examples_changed and changed["100.1a"].words == (("=", "A lettered rule under 100.1."),)
    assert concordance(old, new, "613") == {"613": ("613", "unchanged"), "613.1": ("613.1", "unchanged"),
                                            "613.1a": ("613.1b", "renumbered"), "613.1b": ("613.1c", "renumbered")}
    h = history([new, old])
    assert [(e.version, e.kind, e.old) for e in h.of("2031-09-01", "613.1c")] == [
        ("2031-05-01", "created", ""), ("2031-09-01", "moved", "613.1b")]
    assert [(e.version, e.kind) for e in h.of("2031-09-01", "613.1a")] == [("2031-09-01", "created")]
