"""Reader of a dictionary article (ニコニコ大百科): prose, the layer list, a card block, bullets.

* The layer list: lines ``第1a種…``; an entry with ``(例えば…)`` is an example with id
  ``<article>-<layer>`` (``layers-1a``).
* A card block: a line that is only ``日本語名/English Name``, then the cost ``(2)(U)``,
  the type line ``エンチャント - オーラ`` and the rules text.
* Examples: paragraphs that start with ``たとえば``; a paragraph that ends with ``たとえば``
  announces that the next paragraph (after a card block) is one.
"""

from __future__ import annotations

import re

from ..inline import find_cards
from ..model import Block, SourceMeta
from ..normalize import display_text
from .articles import add_example, bullet_level, is_heading, new_article
from .base import ReaderOutput

_LAYER = re.compile(r"^第(?P<layer>\d+[a-z]?)種(?P<name>.*)$")
_COST = re.compile(r"^(?:\([0-9A-Z/]+\)|\{[0-9A-Z/]+\})+$")
_TYPE_LINE = re.compile(r"\s[-－—–]\s|^[^。]{1,30}$")
_TITLE = re.compile(r"^(?P<word>.+?)とは(?:\s*[（(].*?[）)])?(?:\s*\[.*\])?$")
_FOR_EXAMPLE = ("たとえば", "例えば")
_RESIDUE = frozenset({"公式サイト"})


def read_dictionary(meta: SourceMeta, lines: list[str]) -> ReaderOutput:
    out = ReaderOutput()
    first = display_text(lines[0])
    m = _TITLE.match(first)
    headword = m["word"] if m else first
    art = new_article(meta, headword)
    out.articles.append(art)
    announced = False
    n_examples = 0
    idx = 1
    while idx < len(lines):
        raw, lineno = lines[idx], idx + 1
        display = display_text(raw)
        idx += 1
        if not display:
            continue
        if display in _RESIDUE:
            out.notes.append(f"{lineno}: page residue {display!r} set aside")
            continue
        layer = _LAYER.match(display)
        if layer:
            block = Block(
                kind="layer", text=display, raw=raw, line=lineno, level=bullet_level(raw),
                data={"layer": layer["layer"], "name": layer["name"]},
            )
            art.blocks.append(block)
            if any(w in display for w in _FOR_EXAMPLE):
                add_example(art, meta, block, f"{art.id}-{layer['layer']}", display)
            continue
        cards = find_cards(display, headword)
        if len(cards) == 1 and cards[0].start == 0 and cards[0].end == len(display):
            idx = _read_card_block(lines, idx, art.blocks, raw, lineno, cards[0].ja, cards[0].en or "")
            continue
        level = bullet_level(raw)
        if level:
            art.blocks.append(Block(kind="bullet", text=display, raw=raw, line=lineno, level=level))
            continue
        if is_heading(display, 20):
            art.blocks.append(Block(kind="heading", text=display, raw=raw, line=lineno))
            continue
        block = Block(kind="paragraph", text=display, raw=raw, line=lineno)
        art.blocks.append(block)
        if display.endswith(_FOR_EXAMPLE):
            announced = True
        elif announced or display.startswith(_FOR_EXAMPLE):
            announced = False
            n_examples += 1
            add_example(art, meta, block, f"{art.id}-ex-{n_examples}", display)
    return out


def _read_card_block(lines: list[str], idx: int, blocks: list[Block], raw: str, lineno: int, ja: str, en: str) -> int:
    """Read cost, type line and rules text after a card-name line; return the next line index."""
    data = {"ja": ja, "en": en, "cost": "", "type_line": "", "text": ""}
    raws = [raw]
    while idx < len(lines):
        display = display_text(lines[idx])
        if not display:
            idx += 1
            continue
        if not data["cost"] and _COST.match(display):
            data["cost"] = display
        elif not data["type_line"] and _TYPE_LINE.search(display) and "。" not in display:
            data["type_line"] = display
        elif not data["text"]:
            data["text"] = display
        else:
            break
        raws.append(lines[idx])
        idx += 1
        if data["text"]:
            break
    blocks.append(Block(kind="card", text=data["text"], raw="\n".join(raws), line=lineno, data=data))
    return idx
