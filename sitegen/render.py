"""Rule text → safe HTML.

The text of a rule, an example or an article block is untrusted: it is rendered with
markdown-it-py with raw HTML off and every markdown construct off, so that the only
markup in the output comes from three inline rules of our own, one for each kind of
span the parser gives (references, JA/EN terms, card names). Everything else is text,
escaped.

>>> from ruletext.model import Ref
>>> r = InlineRenderer()
>>> html = r.render("rule 613.6 参照 <b>", refs=[Ref("rule 613.6", 0, 10, "613.6", True)],
...                 linker=StaticLinker({"613.6": ("../613/#613.6", "613.6 各種類別…")}))
>>> print(html)
<a class="cr-ref" href="../613/#613.6" data-ref="613.6" data-preview="613.6 各種類別…">rule 613.6</a> 参照 &lt;b&gt;
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal, Protocol

from markdown_it import MarkdownIt
from markdown_it.common.utils import escapeHtml
from markdown_it.rules_inline import StateInline
from markdown_it.token import Token
from markupsafe import Markup

from ruletext.model import CardMention, Ref, Term

from .words import WORDS

MarkKind = Literal["ref", "term", "card"]


@dataclass(frozen=True)
class RefLink:
    """Where a reference goes: ``href`` is None for a rule outside the corpus."""

    href: str | None
    preview: str


class Linker(Protocol):
    """Resolves spans to URLs relative to the page being written."""

    def ref(self, ref: Ref) -> RefLink: ...

    def term(self, term: Term) -> str | None: ...

    def card(self, card: CardMention) -> str | None: ...


class StaticLinker:
    """A linker from a fixed table ``number -> (href, preview)``; for tests and doctests."""

    def __init__(self, refs: dict[str, tuple[str, str]]) -> None:
        self.refs = refs

    def ref(self, ref: Ref) -> RefLink:
        href, preview = self.refs.get(ref.target, (None, ""))
        return RefLink(href, preview)

    def term(self, term: Term) -> str | None:
        return None

    def card(self, card: CardMention) -> str | None:
        return None


@dataclass(frozen=True)
class _Mark:
    kind: MarkKind
    start: int
    end: int
    value: Ref | Term | CardMention


def _marks(refs: Sequence[Ref], terms: Sequence[Term], cards: Sequence[CardMention], size: int) -> dict[int, _Mark]:
    """Spans by start offset; overlapping or out-of-range spans are dropped (first wins)."""
    found: list[_Mark] = [_Mark("ref", r.start, r.end, r) for r in refs]
    found += [_Mark("card", c.start, c.end, c) for c in cards]
    found += [_Mark("term", t.start, t.end, t) for t in terms]
    found.sort(key=lambda m: (m.start, -m.end))
    out: dict[int, _Mark] = {}
    last_end = 0
    for mark in found:
        if mark.start < last_end or not (0 <= mark.start < mark.end <= size):
            continue
        out[mark.start] = mark
        last_end = mark.end
    return out


def _attr(value: str) -> str:
    return escapeHtml(value).replace("'", "&#39;")


def _mark_rule(state: StateInline, silent: bool) -> bool:
    marks: dict[int, _Mark] = state.env.get("cr_marks", {})
    mark = marks.get(state.pos)
    if mark is None or mark.end > state.posMax:
        return False
    if not silent:
        token = state.push("cr_mark", "", 0)
        token.content = state.src[mark.start : mark.end]
        token.meta = {"mark": mark}
    state.pos = mark.end
    return True


def _text_rule(state: StateInline, silent: bool) -> bool:
    """Plain text up to the next mark or line break, in one piece (markdown-it's own text
    rule is off: it would run over the start of a mark)."""
    starts: list[int] = state.env.get("cr_starts", [])
    end = state.posMax
    i = bisect.bisect_right(starts, state.pos)
    if i < len(starts):
        end = min(end, starts[i])
    newline = state.src.find("\n", state.pos, end)
    if newline != -1:
        end = newline
    if end <= state.pos:
        return False
    if not silent:
        state.pending += state.src[state.pos : end]
    state.pos = end
    return True


def _render_ref(ref: Ref, text: str, linker: Linker) -> str:
    link = linker.ref(ref)
    target = _attr(ref.target)
    preview = _attr(link.preview)
    if link.href is None:
        # the preview of an outside rule: today's number where it moved (the concordance)
        now = f'<span class="cr-ref-now">（{escapeHtml(link.preview)}）</span>' if link.preview else ""
        return (
            f'<span class="cr-ref cr-ref-outside" data-ref="{target}" '
            f'title="{escapeHtml(WORDS["ui"]["outside_corpus"])}">{escapeHtml(text)}</span>{now}'
        )
    return (
        f'<a class="cr-ref" href="{_attr(link.href)}" data-ref="{target}" '
        f'data-preview="{preview}">{escapeHtml(text)}</a>'
    )


def _render_mark(mark: _Mark, text: str, linker: Linker) -> str:
    if isinstance(mark.value, Ref):
        return _render_ref(mark.value, text, linker)
    if isinstance(mark.value, Term):
        href = linker.term(mark.value)
        title = _attr(f"{mark.value.ja} / {mark.value.en}")
        if href is None:
            return f'<span class="cr-term" title="{title}">{escapeHtml(text)}</span>'
        return f'<a class="cr-term" href="{_attr(href)}" title="{title}">{escapeHtml(text)}</a>'
    card = mark.value
    href = linker.card(card)
    shown = escapeHtml(text)
    if card.en and text.endswith("/" + card.en):  # 急報/Raise the Alarm: the English name marked as such
        shown = f'{escapeHtml(text[: -len(card.en)])}<span lang="en">{escapeHtml(card.en)}</span>'
    if href is None:
        return f'<span class="cr-card">{shown}</span>'
    return f'<a class="cr-card" href="{_attr(href)}">{shown}</a>'


class InlineRenderer:
    """markdown-it-py configured as an escaping tokenizer with our three inline rules."""

    def __init__(self) -> None:
        md = MarkdownIt("commonmark", {"html": False, "linkify": False, "typographer": False})
        # No markdown constructs at all: rule text is text. Only line breaks and our marks.
        md.disable([r for r in md.get_active_rules()["inline"] if r != "newline"])
        md.disable(md.get_active_rules()["inline2"])
        md.inline.ruler.before("newline", "cr_mark", _mark_rule)
        md.inline.ruler.after("cr_mark", "cr_text", _text_rule)
        md.add_render_rule("cr_mark", self._render_token)
        self.md = md

    @staticmethod
    def _render_token(renderer: Any, tokens: Sequence[Token], idx: int, options: Any, env: Any) -> str:
        token = tokens[idx]
        return _render_mark(token.meta["mark"], token.content, env["cr_linker"])

    def render(
        self,
        text: str,
        refs: Sequence[Ref] = (),
        terms: Sequence[Term] = (),
        cards: Sequence[CardMention] = (),
        linker: Linker | None = None,
    ) -> Markup:
        """HTML for ``text`` with its spans as links; everything else escaped."""
        # markdown-it normalises CR LF to LF, which would shift the offsets: keep lengths.
        src = text.replace("\r", " ").replace("\0", "\ufffd")
        marks = _marks(refs, terms, cards, len(src))
        env = {
            "cr_marks": marks,
            "cr_starts": sorted(marks),
            "cr_linker": linker if linker is not None else StaticLinker({}),
        }
        return Markup(self.md.renderInline(src, env))


_RENDERER: InlineRenderer | None = None


def render_inline(
    text: str,
    refs: Sequence[Ref] = (),
    terms: Sequence[Term] = (),
    cards: Sequence[CardMention] = (),
    linker: Linker | None = None,
) -> Markup:
    """Module-level shortcut over one shared :class:`InlineRenderer`."""
    global _RENDERER
    if _RENDERER is None:
        _RENDERER = InlineRenderer()
    return _RENDERER.render(text, refs, terms, cards, linker)


def escape_md_heading(text: str) -> str:
    """Text safe inside a markdown heading: HTML-escaped and markdown punctuation backslashed.

    >>> escape_md_heading("<b>*x*</b> {#id}")
    '&lt;b&gt;\\\\*x\\\\*&lt;/b&gt; \\\\{\\\\#id\\\\}'
    """
    out = escapeHtml(text)
    return "".join("\\" + ch if ch in "\\`*_{}[]()#+-.!|" else ch for ch in out)
