"""Reader of an MTG Wiki article: prose, headings, bullets, pipe tables, then a quotation of CR rules.

Examples are bullets marked ``例：`` or ``例えば``, and bullets that walk through a play with a
named card (``躁の蛮人/Manic Vandalを戦場に出した…``) without a marker; a bullet that only lists
cards (``…の例：繁茂/Wild Growth、…``) is not an example.
"""

from __future__ import annotations

import re

from ..inline import find_cards, find_terms
from ..model import Block, SourceMeta
from ..normalize import display_text
from .articles import add_example, bullet_level, is_heading, is_separator_row, new_article, table_cells
from .base import EXAMPLE, ReaderOutput, read_rule_lines

# "引用：総合ルール 20231117.0": from here on the page quotes CR rule lines.
_QUOTATION = re.compile(r"^引用[：:]\s*総合ルール\s*(?P<version>\S+)")
_RESIDUE = re.compile(r"^(目次\s*\|?|提供[：:].*)$")
_CARD_LIST = re.compile(r"の例[：:]")
_MARKED = re.compile(r"^(例\s*[：:]|例えば|たとえば)")


def _in_parentheses(text: str, pos: int) -> bool:
    depth = 0
    for ch in text[:pos]:
        if ch in "（(":
            depth += 1
        elif ch in "）)" and depth:
            depth -= 1
    return depth > 0


def is_example_bullet(text: str, headword: str) -> bool:
    """Is this bullet a worked example?

    >>> is_example_bullet("例：急報/Raise the Alarmによって2体のクリーチャーが戦場に出たとき", "誘発型能力")
    True
    >>> is_example_bullet("マナ能力である誘発型能力の例：繁茂/Wild Growth、魔力の篭手/Gauntlet of Power", "誘発型能力")
    False
    >>> is_example_bullet("これは誘発した誘発型能力をコピーしているわけではない。", "誘発型能力")
    False
    """
    if _MARKED.match(text):
        return True
    if _CARD_LIST.search(text):
        return False
    terms = find_terms(text, headword)
    cards = find_cards(text, headword, [(t.start, t.end) for t in terms])
    return any(not _in_parentheses(text, c.start) for c in cards)


def read_wiki(meta: SourceMeta, lines: list[str]) -> ReaderOutput:
    out = ReaderOutput()
    headword = display_text(lines[0])
    art = new_article(meta, headword)
    out.articles.append(art)
    table: Block | None = None
    quote_at = len(lines)
    n_examples = 0
    for idx in range(1, len(lines)):
        raw, lineno = lines[idx], idx + 1
        display = display_text(raw)
        if not display:
            table = None
            continue
        q = _QUOTATION.match(display)
        if q:
            art.blocks.append(Block(kind="paragraph", text=display, raw=raw, line=lineno))
            out.notes.append(f"{lineno}: quotation of CR {q['version']} starts")
            quote_at = idx + 1
            break
        if _RESIDUE.match(display):
            out.notes.append(f"{lineno}: page residue {display!r} set aside")
            continue
        if raw.lstrip().startswith("|"):
            cells = table_cells(raw)
            if table is None:
                table = Block(kind="table", text="", raw=raw, line=lineno)
                art.blocks.append(table)
            else:
                table.raw += "\n" + raw
            if not is_separator_row(cells):
                table.rows.append(cells)
                table.row_lines.append(lineno)
            continue
        if table is not None and table.rows and raw.rstrip().endswith("|"):
            # A row broken across two lines: this line continues the row above.
            header = len(table.rows[0])
            if len(table.rows[-1]) < header:
                table.rows[-1].extend(table_cells(raw))
                table.raw += "\n" + raw
                out.notes.append(f"{lineno}: continues the table row of line {table.row_lines[-1]}")
                continue
        table = None
        level = bullet_level(raw)
        if level:
            block = Block(kind="bullet", text=display, raw=raw, line=lineno, level=level)
            art.blocks.append(block)
            if is_example_bullet(display, headword):
                n_examples += 1
                add_example(art, meta, block, f"{art.id}-ex-{n_examples}", EXAMPLE.sub("", display, count=1))
        elif is_heading(display, 40):
            art.blocks.append(Block(kind="heading", text=display, raw=raw, line=lineno))
        else:
            art.blocks.append(Block(kind="paragraph", text=display, raw=raw, line=lineno))
    rules = read_rule_lines(lines[quote_at:], meta.path, first_line=quote_at + 1, title_line=False)
    out.nodes.extend(rules.nodes)
    out.notes.extend(rules.notes)
    return out
