"""The generated pages' HTML blocks, kept out of Python-Markdown's way.

A generated page is Markdown headings (for the table of contents) between blocks of HTML
that our templates have already rendered and escaped. Python-Markdown would read each
block with its HTML parser, written in Python, only to put it back as it was: at the size
of the whole CR that is most of the build. :func:`stash` replaces each block by a
placeholder paragraph before the conversion and :func:`unstash` puts it back after, with
the framing Python-Markdown gives a raw block (a blank line after it, the whole document
stripped), so the page is byte for byte what Python-Markdown makes of it.

>>> text, blocks = stash('# Title\\n\\n<div class="x">\\n<p id="a">1 &lt; 2</p>\\n</div>\\n\\n## Next\\n')
>>> text
'# Title\\n\\ncrrawhtmlblock0x\\n\\n## Next\\n'
>>> unstash('<h1>Title</h1>\\n<p>crrawhtmlblock0x</p>\\n<h2>Next</h2>', blocks)
'<h1>Title</h1>\\n<div class="x">\\n<p id="a">1 &lt; 2</p>\\n</div>\\n\\n<h2>Next</h2>'
>>> sorted(anchor_ids(blocks))
['a']
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from html import unescape

_BLOCK_TAGS = "div|details|section|table|ul|ol|dl|p|figure|nav|aside|pre|blockquote|svg|form"
_OPEN = re.compile(rf"<(?:{_BLOCK_TAGS})\b", re.I)
_CLOSE = re.compile(rf"</(?:{_BLOCK_TAGS})\s*>", re.I)
_PLACEHOLDER = "crrawhtmlblock{}x"
_PARAGRAPH = re.compile(r"<p>crrawhtmlblock(\d+)x</p>")
_ID = re.compile(r'\sid="([^"]*)"')


def _balanced(chunk: str) -> bool:
    return len(_OPEN.findall(chunk)) == len(_CLOSE.findall(chunk))


def stash(markdown: str) -> tuple[str, list[str]]:
    """Each HTML block (a line starting with ``<`` after a blank line, to the blank line where
    its block tags are closed) replaced by a placeholder paragraph; the blocks."""
    if "crrawhtmlblock" in markdown:
        return markdown, []  # a page that holds the placeholder's text is left alone
    lines = markdown.split("\n")
    out: list[str] = []
    blocks: list[str] = []
    i, after_blank = 0, True
    while i < len(lines):
        line = lines[i]
        if after_blank and line.startswith("<") and not line.startswith("<!--"):
            j = i
            while True:
                while j < len(lines) and lines[j].strip():
                    j += 1
                chunk = "\n".join(lines[i:j])
                balanced = _balanced(chunk)
                if balanced or j >= len(lines):
                    break
                j += 1
            if balanced:
                out.append(_PLACEHOLDER.format(len(blocks)))
                blocks.append(chunk + "\n")
                i, after_blank = j, False
                continue
        out.append(line)
        after_blank = not line.strip()
        i += 1
    return "\n".join(out), blocks


def unstash(html: str, blocks: list[str]) -> str:
    """The converted page with its blocks back (the whole stripped, as Python-Markdown does)."""
    if not blocks:
        return html
    return _PARAGRAPH.sub(lambda m: blocks[int(m.group(1))], html).strip()


def anchor_ids(blocks: Iterable[str]) -> set[str]:
    """The ids in the blocks (what mkdocs collects from raw HTML to check links to anchors).

    The blocks are our templates' output (jinja2 autoescape): an id is always written
    ``id="…"``, and no text or attribute value holds ``id="`` unescaped. (Every anchor is
    checked again on the built site by :mod:`sitegen.linkcheck`, which reads HTML as it comes.)
    """
    return {unescape(value) for value in _ID.findall("".join(blocks))}
