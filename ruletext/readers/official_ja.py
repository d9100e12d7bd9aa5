"""The Japanese translation of the CR as its translators publish it (``JPN_CR_YYYYMMDD_N.txt``).

Its parts: a header between lines of ``=`` (「マジック総合ルール(和訳 YYYYMMDD.N 版)」 and the
translators' lines); もくじ (the section and rule headings once more: skipped, but checked
against the body); the sections 0–9 (a section 0 of prose, if any, is read as the
introduction) with rules one a line (``100.1. …``, ``205.3m …``), ``例：``/``例:`` lines under
their rule (a line may end with ``例：`` and the example go on in the next line), references
``rule 725〔…〕参照``, card names ``《日本語/English》``; 用語集 (a headword ending in
``／English``, its definition lines); クレジット. The version is the header's, not the file
name's (the two can disagree).

>>> text = '''==========
... マジック総合ルール(和訳 20310501.1 版)
... 翻訳: 誰か
... ==========
... もくじ
... 1. ゲームの概念
... 100. 総則
... 10. 用語集
... 11. クレジット
...
... 1. ゲームの概念
... 100. 総則
... 100.1. ルールである。rule 725〔ゲームの再開〕参照。例：
... 《十字軍/Crusade》が戦場にある。
... 100.1a 例: 二つ目。
... 10. 用語集
... 用語／Term
... その定義。
...
... 11. クレジット
... 誰か
... '''
>>> cr = read_official_ja(text.encode("utf-8"), "x.txt")
>>> cr.version, cr.effective, [r.number for r in cr.rules]
('20310501.1', '2031-05-01', ['1', '100', '100.1', '100.1a'])
>>> r = cr.by_number["100.1"]
>>> r.text, r.examples, r.refs, r.cards
('ルールである。rule 725〔ゲームの再開〕参照。', (OfficialExample(text='《十字軍/Crusade》が戦場にある。', line=13),), (Reference(target='725', title='ゲームの再開'),), (CardName(ja='十字軍', en='Crusade'),))
>>> cr.by_number["100.1a"].text, cr.by_number["100.1a"].examples[0].text
('', '二つ目。')
>>> cr.glossary, cr.credits
((GlossaryEntry(term='用語', definition='その定義。', line=17, en='Term'),), ('誰か',))
"""

from __future__ import annotations

import re

from ..errors import MalformedRuleLine, said
from ..official import (
    CardName,
    GlossaryEntry,
    OfficialCR,
    OfficialExample,
    OfficialRule,
    Reference,
    contents_notes,
    decode_official,
)

_HEADER = re.compile(r"マジック総合ルール\s*[（(]\s*和訳\s*(?P<date>\d{8})\.(?P<n>\d+)\s*版\s*[）)]")
_RULE = re.compile(r"^(?P<num>\d{3}\.\d{1,3}[a-z]?|\d{3})\.?(?:[ \t\u3000]+|(?=[^\x00-\x7f]))(?P<text>.*?)\s*$")
_SECTION = re.compile(r"^(?P<num>\d{1,2})\.[ \t\u3000]*(?P<text>\S.*?)\s*$")
_EXAMPLE = re.compile(r"^例\s*[：:]\s*")
_TRAILING_EXAMPLE = re.compile(r"\s*例\s*[：:]\s*$")
_REF = re.compile(r"rule\s*(?P<num>\d{3}(?:\.\d{1,3}[a-z]?)?)(?:\s*〔(?P<title>[^〕]*)〕)?\s*参照")
_CARD = re.compile(r"《(?P<ja>[^《》/／]+)(?:[/／](?P<en>[^《》]+))?》")
_HEADWORD = re.compile(r"^(?P<ja>.+?)／(?P<en>[A-Za-z0-9][\x20-\x7e]*?)\s*$")
_GLOSSARY, _CREDITS = "用語集", "クレジット"


def _heading_name(line: str) -> str:
    """``10. 用語集`` → ``用語集``; ``用語集`` → ``用語集``."""
    m = _SECTION.match(line.strip())
    return m["text"] if m else line.strip()


def read_official_ja(data: bytes, path: str) -> OfficialCR:
    """Read a Japanese CR file; bad input is ``file:line: message``."""
    lines = decode_official(data, path)
    notes: list[str] = []
    head = next((i for i, line in enumerate(lines[:30]) if _HEADER.search(line)), None)
    if head is None:
        raise MalformedRuleLine(path, 1, *said("file.not_japanese_cr"))
    m = _HEADER.search(lines[head])
    assert m is not None
    version = f"{m['date']}.{m['n']}"
    effective = f"{m['date'][:4]}-{m['date'][4:6]}-{m['date'][6:]}"
    rule_eq = [i for i in range(min(len(lines), head + 30)) if re.fullmatch(r"\s*[=＝]{3,}\s*", lines[i])]
    after = [i for i in rule_eq if i > head]
    if not any(i < head for i in rule_eq) or not after:
        raise MalformedRuleLine(path, head + 1, *said("file.header_not_framed"))
    header_end = after[0]
    translators = tuple(x.strip() for x in lines[head + 1 : header_end] if x.strip())
    contents_at = next((i for i in range(header_end, len(lines)) if lines[i].strip() in ("もくじ", "目次")), None)
    if contents_at is None:
        raise MalformedRuleLine(path, header_end + 2, *said("file.no_contents_ja"))
    # The contents end where their first heading comes again: the body.
    first_entry = next((i for i in range(contents_at + 1, len(lines)) if lines[i].strip()), None)
    body_at = None
    if first_entry is not None:
        body_at = next((i for i in range(first_entry + 1, len(lines)) if lines[i].strip() == lines[first_entry].strip()),
                       None)
    if first_entry is None or body_at is None:
        raise MalformedRuleLine(path, contents_at + 1, *said("file.no_body_ja"))
    contents = []
    for i in range(contents_at + 1, body_at):
        if lines[i].strip():
            em = _RULE.match(lines[i].strip()) or _SECTION.match(lines[i].strip())
            contents.append((em["num"], em["text"]) if em else ("", lines[i].strip()))
    glossary_at = next((i for i in range(body_at, len(lines)) if _heading_name(lines[i]) == _GLOSSARY), None)
    if glossary_at is None:
        raise MalformedRuleLine(path, len(lines), *said("file.no_glossary_ja"))
    credits_at = next((i for i in range(glossary_at, len(lines)) if _heading_name(lines[i]) == _CREDITS), None)
    if credits_at is None:
        notes.append(f"{path}:{len(lines)}: no クレジット after the 用語集 (the file ends in it)")
    intro, rules = _body(lines, body_at, glossary_at, path, notes)
    notes.extend(contents_notes(contents, rules, contents_at + 1, path, 'もくじ'))
    glossary = _glossary(lines, glossary_at + 1, credits_at or len(lines), path, notes)
    credits = tuple(x.strip() for x in lines[(credits_at or len(lines)) + 1 :] if x.strip())
    return OfficialCR(path=path, language="ja", version=version, effective=effective, title=m[0],
                      intro=translators + intro, contents=tuple(contents), rules=rules, glossary=glossary,
                      credits=credits, notes=tuple(notes))


def _rule(number: str, text: str, line: int, examples: list[tuple[list[str], int]]) -> OfficialRule:
    whole = "\n".join([text, *("".join(t) for t, _ in examples)])
    refs = tuple(dict.fromkeys(Reference(m["num"], m["title"] or "") for m in _REF.finditer(whole)))
    cards = tuple(dict.fromkeys(CardName(m["ja"].strip(), (m["en"] or "").strip()) for m in _CARD.finditer(whole)))
    return OfficialRule(number, text, line, tuple(OfficialExample("".join(t), n) for t, n in examples), refs, cards)


def _body(lines: list[str], start: int, end: int, path: str,
          notes: list[str]) -> tuple[tuple[str, ...], tuple[OfficialRule, ...]]:
    out: list[OfficialRule] = []
    intro: list[str] = []
    seen: dict[str, int] = {}
    current: tuple[str, list[str], int] | None = None
    examples: list[tuple[list[str], int]] = []
    open_example = False  # the last line ended in 例： : the next line is that example's text
    in_section_0 = False

    def close() -> None:
        if current is not None:
            out.append(_rule(current[0], "".join(current[1]), current[2], examples))

    for i in range(start, end):
        raw = lines[i].strip()
        if not raw:
            continue
        lineno = i + 1
        if open_example:
            examples[-1][0].append(_EXAMPLE.sub("", raw))
            open_example = False
            continue
        section = _SECTION.match(raw) if not _RULE.match(raw) else None
        if section:
            close()
            current, examples = None, []
            if section["num"] == "0":
                in_section_0 = True
                continue
            in_section_0 = False
            current = (section["num"], [section["text"]], lineno)
            seen.setdefault(section["num"], lineno)
            continue
        rm = _RULE.match(raw)
        if rm:
            close()
            number = rm["num"]
            if number in seen:
                notes.append(f"{path}:{lineno}: rule {number} again (first on line {seen[number]}); both kept")
            seen.setdefault(number, lineno)
            text, examples = rm["text"], []
            em = _EXAMPLE.match(text)
            if em:  # "100.1a 例：…": a rule whose only text is its example
                examples.append(([text[em.end():]], lineno))
                text = ""
            if _TRAILING_EXAMPLE.search(text):
                text = _TRAILING_EXAMPLE.sub("", text)
                examples.append(([], lineno))
                open_example = True
            current = (number, [text], lineno)
            continue
        if in_section_0:
            intro.append(raw)
            continue
        if current is None:
            raise MalformedRuleLine(path, lineno, *said("file.text_before_rules", text=raw[:40]))
        if _EXAMPLE.match(raw):
            body = _EXAMPLE.sub("", raw)
            examples.append(([body], lineno))
            if not body:
                open_example = True
            continue
        notes.append(f"{path}:{lineno}: {raw[:30]!r} read as a continuation of rule {current[0]}")
        (examples[-1][0] if examples else current[1]).append(raw)
    close()
    if open_example:
        raise MalformedRuleLine(path, end, *said("file.last_example_no_text"))
    if not out:
        raise MalformedRuleLine(path, start + 1, *said("file.no_rules"))
    return tuple(intro), tuple(out)


def _glossary(lines: list[str], start: int, end: int, path: str, notes: list[str]) -> tuple[GlossaryEntry, ...]:
    out: list[GlossaryEntry] = []
    entry: tuple[str, str, int] | None = None
    definition: list[str] = []

    def close() -> None:
        if entry is not None:
            if not definition:
                notes.append(f"{path}:{entry[2]}: 用語集 headword {entry[0]!r} has no definition")
            out.append(GlossaryEntry(entry[0], "\n".join(definition), entry[2], entry[1]))

    for i in range(start, end):
        raw = lines[i].strip()
        if not raw:
            continue
        m = _HEADWORD.match(raw)
        if m:
            close()
            entry, definition = (m["ja"].strip(), m["en"].strip(), i + 1), []
        elif entry is None:
            raise MalformedRuleLine(path, i + 1, *said("file.glossary_before_headword", text=raw[:30]))
        else:
            definition.append(raw)
    close()
    return tuple(out)
