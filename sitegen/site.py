"""What the pages are made from, and where everything lives in the site.

``SiteData`` gathers the parsed corpus, the verification report (:class:`verify.Report`;
the pages show each result in the JSON shape of docs/architecture.md), the card definitions
and the numbering concordance, and answers
the questions every page writer asks: which page holds rule 613.3e, what is its status,
where is card 《十字軍》 described.

URLs are directory URLs relative to the site root (``rules/613/``); links written into
pages are made relative to the page (:func:`relative`), so the site works from any path.
"""

from __future__ import annotations

import posixpath
import re
import unicodedata
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from ruletext.model import Article, Block, CardMention, Corpus, Example, Ref, RuleNode, Term
from ruletext.officialset import OfficialSet
from verify.cards import CardDef
from verify.report import ExampleResult, Report
from verify.unexecuted import NO_SCENARIO

from .concordance import Concordance
from .crindex import RULES as RULE_TITLES
from .example_html import in_numbering
from .glossary import find_terms, is_function_word
from .readings import Readings, order_key, own_reading
from .render import RefLink
from .results import STATUSES
from .words import WORDS

PREVIEW_CHARS = 180


def relative(from_url: str, to_url: str) -> str:
    """Link from the page at directory URL ``from_url`` to ``to_url`` (both site-relative).

    >>> relative("rules/613/", "rules/603/#603.2")
    '../603/#603.2'
    >>> relative("rules/613/", "rules/613/#613.3e")
    '#613.3e'
    >>> relative("", "cardlist/#card-crusade")
    'cardlist/#card-crusade'
    """
    path, _, frag = to_url.partition("#")
    suffix = f"#{frag}" if frag else ""
    if path == from_url and frag:
        return suffix
    rel = _relpath(path, from_url)
    if path.endswith("/") or path == "":
        rel = rel.rstrip("/") + "/"
    if rel == "./":
        rel = "./" if not suffix else ""
    return rel + suffix


def _relpath(path: str, start: str) -> str:
    """``posixpath.relpath("/" + path, "/" + start)``, without its normalising when the URLs
    have no ``.`` or ``..`` segment (ours have none): the segments after the common ones.

    >>> _relpath("rules/603/", "rules/613/"), _relpath("", "rules/613/"), _relpath("a/", "a/")
    ('../603', '../..', '.')
    """
    to, base = [s for s in path.split("/") if s], [s for s in start.split("/") if s]
    if "." in to or ".." in to or "." in base or ".." in base:
        return posixpath.relpath("/" + path, "/" + start)
    common = 0
    for a, b in zip(to, base, strict=False):
        if a != b:
            break
        common += 1
    return "/".join([".."] * (len(base) - common) + to[common:]) or "."


def slug(text: str) -> str:
    """An ASCII anchor fragment for an English name; empty when nothing ASCII is left.

    >>> slug("Raise the Alarm"), slug("Svogthos, the Restless Tomb"), slug("十字軍")
    ('raise-the-alarm', 'svogthos-the-restless-tomb', '')
    """
    norm = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", norm.lower()).strip("-")


def card_anchor(ja: str, en: str | None) -> str:
    """``card-<english slug>``, or ``card-<japanese name>`` when no English name is known."""
    s = slug(en or "")
    return f"card-{s}" if s else "card-" + re.sub(r"\s+", "-", ja.strip())


def term_key(en: str) -> str:
    """Glossary entries group by English term, case and spacing folded."""
    return " ".join(en.lower().split())


def term_anchor(en: str) -> str:
    s = slug(en)
    return f"term-{s}" if s else "term-" + re.sub(r"\s+", "-", en.strip())


@dataclass
class Occurrence:
    """Where a term or card name appears: a rule, an example or an article block."""

    url: str  # site-relative URL with fragment
    label: str  # "613.3e", "613.3e-1", "種類別 ¶3"
    context: str  # the text around it


@dataclass
class CardEntry:
    ja: str
    en: str | None
    anchor: str
    definition: dict[str, Any] | None = None
    mentions: list[Occurrence] = field(default_factory=list)
    reading: str | None = None  # its kana, for the gojūon order (sitegen.readings)
    where: str = ""  # the file and line to give its reading in


@dataclass
class TermEntry:
    en: str
    anchor: str
    variants: dict[str, list[Occurrence]] = field(default_factory=dict)  # ja → occurrences
    rule_term: bool = False  # one of the rules' own terms (sitegen.glossary.RULE_TERMS)


@dataclass(frozen=True)
class RowId:
    """A row of an article's card table, with its verification id."""

    id: str
    article: str
    table: int
    row: int
    line: int


def _rule_key(number: str) -> tuple[int, int, str]:
    """``613.7a`` → (613, 7, "a"): rule numbers in the CR's order."""
    head, _, rest = number.partition(".")
    digits = "".join(ch for ch in rest if ch.isdigit())
    return (int(head) if head.isdigit() else 0, int(digits) if digits else -1, rest[len(digits):])


def case_section(rule: str) -> str:
    """The rule a case's page is named after: its three-digit rule (``cases/707/``).

    >>> case_section("707.10c"), case_section("101.2")
    ('707', '101')
    """
    return rule.partition(".")[0] or "other"


def _parent_number(number: str) -> str:
    """``613.7a`` → ``613.7`` → ``613`` → ``""``."""
    if number and number[-1].isalpha() and "." in number:
        return number[:-1]
    return number.rpartition(".")[0]


class SiteData:
    """The corpus, the report, the cards and the concordance, indexed for the page writers."""

    def __init__(
        self,
        corpus: Corpus,
        report: Report,
        cards: Mapping[str, CardDef],
        concordance: Concordance,
        official: OfficialSet | None = None,
        official_results: Mapping[str, ExampleResult] | None = None,
        official_older: Mapping[str, Mapping[str, ExampleResult]] | None = None,
        readings: Readings | None = None,
    ) -> None:
        self.corpus = corpus
        self.readings = readings or Readings()  # rules_src/readings.yaml (sitegen.readings)
        self.official = official  # the official files given (build.py --cr), or None
        self.official_results = dict(official_results or {})  # en:613.4d-1 → its result (verify.official)
        # an older English version → those results on its examples (the diff pages: which changed)
        self.official_older = {v: dict(r) for v, r in (official_older or {}).items()}
        self.report = report
        self._results: dict[str, dict[str, Any]] = {}
        self.concordance = concordance
        self.numbering_of = {s.id: concordance.column(s.numbering) for s in corpus.sources}
        self.rule_page: dict[str, str] = {n: self._page_of(n) for n in corpus.rules}
        # The corpus's indexes, made once (Corpus makes them anew each time they are asked for)
        self.examples = corpus.examples
        self.rows_by_id = corpus.table_rows
        self._current: dict[str, str] = {}
        self._cases: list[dict[str, Any]] | None = None
        self._case_homes: dict[str, str] | None = None
        self._case_pages: dict[str, str] | None = None
        self.example_url: dict[str, str] = {}
        for ex in self.examples.values():
            self.example_url[ex.id] = self._example_page(ex) + f"#ex-{ex.id}"
        self.table_rows: dict[str, list[RowId]] = {a.id: list(self._table_rows(a)) for a in corpus.articles}
        self.cards = self._collect_cards(cards)
        self.terms = self._collect_terms()
        self.backrefs = self._collect_backrefs()
        self.articles_about: dict[str, list[Article]] = {}
        for art in corpus.articles:
            for number in art.about:
                self.articles_about.setdefault(number, []).append(art)

    # -- where things are -------------------------------------------------------------

    def _page_of(self, number: str) -> str:
        """Rules are grouped one page per rule (603, 607, 613); sections go on rules/."""
        node: RuleNode | None = self.corpus.rules.get(number)
        while node is not None and node.level not in ("rule", "section"):
            node = self.corpus.rules.get(node.parent) if node.parent else None
        if node is None or node.level == "section":
            return "rules/"
        return f"rules/{node.number}/"

    def rule_url(self, number: str) -> str:
        return self.rule_page[number] + f"#{number}"

    def article_url(self, article_id: str) -> str:
        return f"articles/{article_id}/"

    def _example_page(self, ex: Example) -> str:
        if ex.owner in self.corpus.rules:
            return self.rule_page[ex.owner]
        return self.article_url(ex.owner)

    def rule_pages(self) -> list[RuleNode]:
        """The nodes that get a page of their own, in document order."""
        return [n for n in self.corpus.rules.values() if n.level == "rule"]

    def sections(self) -> list[RuleNode]:
        return [n for n in self.corpus.rules.values() if n.level == "section"]

    def descendants(self, number: str) -> Iterator[RuleNode]:
        """The node's subtree in document order (depth first)."""
        for child in self.corpus.rules[number].children:
            if child in self.corpus.rules:
                yield self.corpus.rules[child]
                yield from self.descendants(child)

    def ancestors(self, number: str) -> list[str]:
        out: list[str] = []
        node = self.corpus.rules.get(number)
        while node is not None and node.parent and node.parent in self.corpus.rules:
            out.append(node.parent)
            node = self.corpus.rules[node.parent]
        return list(reversed(out))

    # -- verification -----------------------------------------------------------------

    def result(self, example_id: str) -> dict[str, Any]:
        """The report entry as JSON (docs/architecture.md), its steps citing rules in the
        numbering of the example's own source, or an ``unexecuted`` one when the report has none."""
        if example_id in self._results:
            return self._results[example_id]
        entry = self.report.examples.get(example_id)
        if entry is not None:
            return self._results.setdefault(example_id, self._in_own_numbering(example_id, entry.to_dict()))
        return {"id": example_id, "status": "unexecuted", "message": NO_SCENARIO,
                "steps": []}

    def cases(self) -> list[dict[str, Any]]:
        """The free-standing cases of the report (``kind: case``), by rule number, then id."""
        if self._cases is None:
            found = [self.result(eid) for eid, r in self.report.examples.items() if r.kind == "case"]
            self._cases = sorted(found, key=lambda r: (_rule_key(str(r.get("rule", ""))), str(r.get("id", ""))))
        return self._cases

    def case_sections(self) -> dict[str, list[dict[str, Any]]]:
        """The cases by the CR rule their page is named after (:func:`case_section`), in rule order."""
        out: dict[str, list[dict[str, Any]]] = {}
        for case in self.cases():
            out.setdefault(case_section(str(case.get("rule", ""))), []).append(case)
        return out

    def case_page(self, case_id: str) -> str:
        """The page of the cases of a case's rule (``cases/707/``)."""
        if self._case_pages is None:
            self._case_pages = {str(c.get("id")): f"cases/{section}/"
                                for section, cases in self.case_sections().items() for c in cases}
        return self._case_pages.get(case_id, "cases/")

    def rule_title(self, number: str) -> str:
        """A rule's title in Japanese (current numbering): the CR's table of contents, else the
        rule page's own heading; "" where neither has it."""
        if number in RULE_TITLES:
            return RULE_TITLES[number].ja
        return next((n.text for n in self.rule_pages() if self.current_number(n) == number), "")

    def current_number(self, node: RuleNode) -> str:
        """The node's number in today's numbering: its own, or for a node of a 2009 page the
        concordance's (613.6a → 613.7a); "" when the concordance gives no exact number."""
        if self.numbering_of.get(node.source) != "old":
            return node.number
        if node.number not in self._current:
            entry = self.concordance.by_old.get(node.number)
            self._current[node.number] = ("" if entry is None or entry.change not in ("unchanged", "renumbered")
                                          else self.concordance.renumber(node.number, "old", "current") or "")
        return self._current[node.number]

    def case_homes(self) -> dict[str, str]:
        """Case id → the rule node it is shown under: the node whose current number is the
        case's rule, else its nearest ancestor of the same rule on the site (613.2a → 613);
        a case for a rule outside the corpus (707.3) has none and is only on the cases page."""
        if self._case_homes is None:
            self._case_homes = self._find_case_homes()
        return self._case_homes

    def _find_case_homes(self) -> dict[str, str]:
        by_current: dict[str, str] = {}
        for node in self.corpus.rules.values():
            current = self.current_number(node)
            if current:
                by_current.setdefault(current, node.number)
        out: dict[str, str] = {}
        for case in self.cases():
            number = str(case.get("rule", ""))
            while number and number not in by_current:
                number = _parent_number(number)
            if number:
                out[str(case["id"])] = by_current[number]
        return out

    def _in_own_numbering(self, example_id: str, entry: dict[str, Any]) -> dict[str, Any]:
        """The engine and the scenarios cite today's rules: a step's texts (labels, actions,
        trace, events, notes) cite them in the numbering of the example's source instead
        (a 2009 page cites 613.6d, not 613.7e), by :meth:`Concordance.renumber_text`."""
        source = self.examples[example_id].source if example_id in self.examples else (
            self.rows_by_id[example_id].source if example_id in self.rows_by_id else "")
        return in_numbering(entry, self.concordance, self.numbering_of.get(source, ""))

    def status(self, example_id: str) -> str:
        status = str(self.result(example_id).get("status", "unexecuted"))
        return status if status in STATUSES else "error"

    def _table_rows(self, art: Article) -> Iterator[RowId]:
        for row in self.rows_by_id.values():  # the parser gives the row ids
            if row.article == art.id:
                yield RowId(row.id, art.id, row.table, row.row, row.line)

    def all_rows(self) -> list[RowId]:
        return [row for rows in self.table_rows.values() for row in rows]

    # -- links for the inline renderer ------------------------------------------------

    def preview(self, number: str) -> str:
        node = self.corpus.rules[number]
        text = node.text if len(node.text) <= PREVIEW_CHARS else node.text[:PREVIEW_CHARS] + "…"
        return f"{number} {text}"

    def outside_note(self, number: str) -> str:
        """What the concordance says of a rule outside the corpus (cited in 2009 numbering):
        today's number where it moved, or that it is not checked; "" when it lists nothing."""
        ref = self.concordance.outside_ref(number)
        if ref is None:
            return ""
        if ref.current and ref.current != number:
            return WORDS["ui"]["now_number"].format(number=ref.current)
        if ref.current:
            return WORDS["ui"]["now_same"].format(number=number)
        return WORDS["ui"]["now_unconfirmed"]

    def card_for(self, mention: CardMention) -> CardEntry | None:
        return self.cards.get(mention.ja) or (self.cards.get(mention.en) if mention.en else None)

    # -- collections ------------------------------------------------------------------

    def _places(self) -> Iterator[tuple[str, str, str, list[Ref], list[Term], list[CardMention]]]:
        """(url, label, text, refs, terms, cards) for every rule, example and article block."""
        for node in self.corpus.rules.values():
            yield self.rule_url(node.number), node.number, node.text, node.refs, node.terms, node.cards
            for ex in node.examples:
                yield self.example_url[ex.id], self.example_label(ex), ex.text, ex.refs, ex.terms, ex.cards
        for art in self.corpus.articles:
            rows = iter(self.table_rows.get(art.id, []))
            for i, block in enumerate(art.blocks):
                yield (self.block_url(art, i, block), f"{art.title} ¶{i + 1}", block.text, block.refs,
                       block.terms, block.cards)
                if block.kind != "table" or not block.rows:
                    continue
                for cells, row in zip(block.rows[1:], rows, strict=False):
                    mention = row_card(block.rows[0], cells)
                    if mention is not None:
                        yield (self.article_url(art.id) + f"#row-{row.id}", f"{art.title} {row_label(row.table, row.row)}",
                               cells[0], [], [], [mention])

    def example_label(self, ex: Example) -> str:
        """"613.4 の例 2" / "種類別 の例 3": the rule (or article) and the position, as the pages show it."""
        if ex.owner in self.corpus.rules:
            siblings = self.corpus.rules[ex.owner].examples
            n = next((i for i, e in enumerate(siblings, 1) if e.id == ex.id), 1)
            return (WORDS["ui"]["example_n"].format(owner=ex.owner, n=n) if len(siblings) > 1
                    else WORDS["ui"]["example_of"].format(owner=ex.owner))
        art = next((a for a in self.corpus.articles if a.id == ex.owner), None)
        if art is None:
            return ex.id
        n = next((i for i, e in enumerate(art.examples, 1) if e.id == ex.id), 1)
        return WORDS["ui"]["example_n"].format(owner=art.title, n=n)

    def block_url(self, art: Article, index: int, block: Block) -> str:
        if block.example_id:
            return self.example_url.get(block.example_id, self.article_url(art.id))
        return self.article_url(art.id) + f"#b{index + 1}"

    def _collect_cards(self, defs: Mapping[str, CardDef]) -> dict[str, CardEntry]:
        """Every card defined for the engine or mentioned in the text, keyed by JA and EN name."""
        entries: list[CardEntry] = []
        by_name: dict[str, CardEntry] = {}
        for key in sorted(defs):
            d = defs[key]
            ja, en = d.ja or key, d.en or None
            reading = d.data.get("reading")
            entry = CardEntry(ja, en, card_anchor(ja, en), d.to_dict(),
                              reading=reading if isinstance(reading, str) else own_reading(ja),
                              where=f"{d.path}:{d.line}")
            entries.append(entry)
            by_name.setdefault(ja, entry)
            if entry.en:
                by_name.setdefault(entry.en, entry)
        for url, label, text, _refs, _terms, cards in self._places():
            for m in cards:
                found = by_name.get(m.ja) or (by_name.get(m.en) if m.en else None)
                if found is None:
                    entry = CardEntry(m.ja, m.en, card_anchor(m.ja, m.en),
                                      reading=self.readings.by_name.get(m.ja) or own_reading(m.ja))
                    entries.append(entry)
                    by_name[m.ja] = entry
                    if m.en:
                        by_name.setdefault(m.en, entry)
                else:
                    entry = found
                    if entry.en is None and m.en:
                        entry.en = m.en
                if not any(o.url == url for o in entry.mentions):  # one link per place
                    entry.mentions.append(Occurrence(url, label, _context(text, m.start, m.end)))
        # anchors must be unique
        seen: set[str] = set()
        for entry in entries:
            base, n = entry.anchor, 2
            while entry.anchor in seen:
                entry.anchor, n = f"{base}-{n}", n + 1
            seen.add(entry.anchor)
        return by_name

    def card_list(self) -> list[CardEntry]:
        """Each card once, in gojūon order of its reading (sitegen.readings); cards known only by an
        English name last."""
        unique: dict[int, CardEntry] = {id(e): e for e in self.cards.values()}
        return sorted(unique.values(), key=lambda e: (not _has_japanese(e.ja), order_key(e.ja, e.reading), e.en or ""))

    def term_reading(self, entry: TermEntry) -> str | None:
        """The reading of a glossary entry: of its first Japanese form, the one it is listed by."""
        ja = next(iter(entry.variants), "")
        return self.readings.by_name.get(ja) or own_reading(ja)

    def glossary_entries(self) -> list[TermEntry]:
        """The glossary in gojūon order of each entry's first Japanese form."""
        return sorted(self.terms.values(), key=lambda e: (order_key(next(iter(e.variants), ""), self.term_reading(e)),
                                                          e.en))

    def reading_problems(self) -> list[str]:
        """A name the card list or the glossary lists with kanji and no reading, and an entry of
        readings.yaml that none takes: each ``file:line: message`` (sitegen.readings)."""
        out, taken = [], set()
        path = self.readings.path
        for card in self.card_list():
            if card.definition is None:
                taken.add(card.ja)
            if card.reading is None and _has_japanese(card.ja):
                where = card.where or f"{path}:1"
                add = "reading: <kana>" if card.where else f"{card.ja}: <kana> under readings:"
                out.append(f"{where}: 《{card.ja}》 has no reading (kana) — the card list is in gojūon order: "
                           f"add {add}")
        for entry in self.glossary_entries():
            ja = next(iter(entry.variants), "")
            taken.add(ja)
            if self.term_reading(entry) is None:
                out.append(f"{path}:1: 「{ja}」 ({entry.en}) has no reading (kana) — the glossary is in gojūon "
                           f"order: add {ja}: <kana> under readings:")
        for name, line in self.readings.lines.items():
            if name not in taken:
                out.append(f"{path}:{line}: {name}: no glossary term and no card without a definition is called so "
                           f"(a defined card takes reading: in its own file)")
        return out

    def _collect_terms(self) -> dict[str, TermEntry]:
        """The glossary: the rules' own terms (sitegen.glossary.RULE_TERMS) wherever they occur,
        and the JA/EN pairs the sources gloss, less function words (a → 1枚, the → その)."""
        out: dict[str, TermEntry] = {}
        listed: set[tuple[str, str, str]] = set()  # (term, ja, url): one occurrence per page

        def add(ja: str, en: str, occurrence: Occurrence, rule_term: bool = False) -> None:
            key = term_key(en)
            entry = out.setdefault(key, TermEntry(en, term_anchor(en)))
            entry.rule_term = entry.rule_term or rule_term
            occs = entry.variants.setdefault(ja, [])
            if (key, ja, occurrence.url) not in listed:
                listed.add((key, ja, occurrence.url))
                occs.append(occurrence)

        for url, label, text, _refs, terms, _cards in self._places():
            for t in terms:
                if not is_function_word(t.en):
                    add(t.ja, t.en, Occurrence(url, label, _context(text, t.start, t.end)))
            for ja, en, start, end in find_terms(text):
                add(ja, en, Occurrence(url, label, _context(text, start, end)), rule_term=True)
        seen: set[str] = set()
        for key in sorted(out):
            entry = out[key]
            base, n = entry.anchor, 2
            while entry.anchor in seen:
                entry.anchor, n = f"{base}-{n}", n + 1
            seen.add(entry.anchor)
        return out

    def _collect_backrefs(self) -> dict[str, list[Occurrence]]:
        out: dict[str, list[Occurrence]] = {}
        listed: set[tuple[str, str]] = set()  # (rule, url): one occurrence per page
        for url, label, text, refs, _terms, _cards in self._places():
            for r in refs:
                if r.target in self.corpus.rules and (r.target, url) not in listed:
                    listed.add((r.target, url))
                    out.setdefault(r.target, []).append(Occurrence(url, label, _context(text, r.start, r.end)))
        return out


def row_label(table: int, row: int) -> str:
    """A card-table row as the reader counts it."""
    return WORDS["ui"]["table_row"].format(table=table, row=row)


CARD_COLUMN = "カード名"


def row_card(header: list[str], cells: list[str]) -> CardMention | None:
    """The card named in the first cell of a card table row (``日本語名/English Name``)."""
    if not header or header[0].strip() != CARD_COLUMN or not cells or not cells[0].strip():
        return None
    cell = cells[0]
    ja, sep, en = cell.partition("/")
    if not sep:
        return CardMention(cell.strip(), None, 0, len(cell))
    return CardMention(ja.strip(), en.strip() or None, 0, len(cell))


def _has_japanese(text: str) -> bool:
    return any("\u3040" <= ch <= "\u30ff" or "\u4e00" <= ch <= "\u9fff" for ch in text)


def _context(text: str, start: int, end: int, width: int = 24) -> str:
    left = max(0, start - width)
    right = min(len(text), end + width)
    return ("…" if left else "") + text[left:right] + ("…" if right < len(text) else "")


class PageLinker:
    """The :class:`sitegen.render.Linker` for one page at ``page_url``."""

    def __init__(self, site: SiteData, page_url: str) -> None:
        self.site = site
        self.page_url = page_url

    def href(self, url: str) -> str:
        return relative(self.page_url, url)

    def ref(self, ref: Ref) -> RefLink:
        if ref.target not in self.site.corpus.rules:
            return RefLink(None, self.site.outside_note(ref.target))
        return RefLink(self.href(self.site.rule_url(ref.target)), self.site.preview(ref.target))

    def term(self, term: Term) -> str | None:
        entry = self.site.terms.get(term_key(term.en))
        return self.href(f"glossary/#{entry.anchor}") if entry else None

    def card(self, card: CardMention) -> str | None:
        entry = self.site.card_for(card)
        return self.href(f"cardlist/#{entry.anchor}") if entry else None
