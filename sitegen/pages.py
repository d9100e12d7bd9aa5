"""Page writers: one function per kind of page, each returning ``{path: text}``.

Pages are markdown files whose untrusted text appears only inside HTML blocks built by
:mod:`sitegen.render` (escaped, our own links) and jinja2 templates with autoescape, or in
headings escaped by :func:`sitegen.render.escape_md_heading`.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemBytecodeCache
from markupsafe import Markup, escape

from ruletext.model import Article, Block, Example, RuleNode, SourceMeta
from verify.report import RECORD_SCHEMA
from verify.report import SCHEMA as REPORT_SCHEMA
from verify.unexecuted import NO_SCENARIO

from .example_html import compact, example_detail, example_element, template_env, views_of
from .numbers import number_pages, permalink_path
from .official import OFFICIAL_CSS, OfficialPages
from .render import escape_md_heading, render_inline
from .results import DATA_STATUS, STATUS_LABEL, ResultNotes, StepView
from .site import PageLinker, SiteData, relative, row_card, row_label
from .text import ui
from .words import WORDS


def make_env() -> Environment:
    # compiled templates are cached (per user, keyed by source checksum): output is unchanged;
    # one environment serves one build (Pages), which need not look for changed templates
    env = template_env(bytecode_cache=FileSystemBytecodeCache(), auto_reload=False)
    env.filters["mdh"] = lambda s: Markup(escape_md_heading(str(s)))
    env.filters["rid"] = lambda s: re.sub(r"[^0-9A-Za-z._\-\u3000-\u9fff\uff00-\uffef]", "-", str(s))
    env.filters["anchor"] = lambda s: Markup("{#" + env.filters["rid"](s) + "}")
    env.filters["yamlstr"] = lambda s: Markup(json.dumps(_plain_title(str(s)), ensure_ascii=False))
    env.filters["nums"] = whole_numbers
    return env


_NUMBER = re.compile(r"(?<![\d.])\d{3}(?:\.\d{1,3}[a-z]?)?(?:\s*\(\d[a-z]\))?(?![\d年])")


def whole_numbers(text: str) -> Markup:
    """Text with each rule number in a span that is never broken across lines (613.7c, not 613./7c).

    >>> whole_numbers("613.7c <b>")
    Markup('<span class="cr-num">613.7c</span> &lt;b&gt;')
    """
    out, at = [], 0
    s = str(text)
    for m in _NUMBER.finditer(s):
        out.append(str(escape(s[at:m.start()])) + f'<span class="cr-num">{escape(m.group())}</span>')
        at = m.end()
    return Markup("".join(out) + str(escape(s[at:])))


def _plain_title(s: str) -> str:
    """Titles go to the theme's <title> and nav: keep them free of markup characters."""
    return re.sub(r"[<>&\"'`]", "", s)


class Pages:
    """Writes every generated page of the site from :class:`SiteData`."""

    def __init__(self, site: SiteData) -> None:
        self.site = site
        self.env = make_env()
        self._example_tpl = self.env.get_template("example.html.j2")
        self._detail_tpl = self.env.get_template("example_detail.html.j2")
        # Each result's steps in words, made once: its element (on a page) and its JSON both show them.
        self._views: dict[str, list[StepView]] = {}
        # Each result as JSON, encoded once: its own JSON and data/report.json both hold it.
        self._result_json: dict[str, str] = {}
        self._sources = {s.id: s for s in reversed(site.corpus.sources)}  # the first of an id, as next() found
        # build.py --cr: the official files' pages (sitegen.official), and the English of each seed rule
        self.official = OfficialPages(site, site.official, self.env) if site.official is not None else None

    def result_json(self, ex_id: str) -> str:
        """:meth:`SiteData.result` as JSON (:func:`to_json`)."""
        if ex_id not in self._result_json:
            self._result_json[ex_id] = to_json(self.site.result(ex_id))
        return self._result_json[ex_id]

    def views(self, ex_id: str) -> list[StepView]:
        if ex_id not in self._views:
            self._views[ex_id] = views_of(self.site.result(ex_id))
        return self._views[ex_id]

    # -- shared pieces ----------------------------------------------------------------

    def text(self, page_url: str, text: str, refs: Any, terms: Any, cards: Any) -> Markup:
        return render_inline(text, refs, terms, cards, PageLinker(self.site, page_url))

    def example(self, page_url: str, ex: Example, label: str = WORDS["ui"]["example"], heading: int = 0) -> Markup:
        """The example element; in articles its label is a heading (level ``heading``), so search can land on it."""
        return self._result_element(page_url, ex.id, label, self.text(page_url, ex.text, ex.refs, ex.terms, ex.cards),
                                    heading)

    def row_result(self, page_url: str, row_id: str) -> Markup:
        """The executed result of a card-table row: the same element as an example's
        (``id="ex-<row id>"``, ``data-example-id``, ``data-status``), its text the row's text."""
        row = self.site.rows_by_id[row_id]
        return self._result_element(page_url, row_id, row_label(row.table, row.row), Markup.escape(row.text), 0)

    def case(self, page_url: str, case: dict[str, Any], heading: int = 4) -> Markup:
        """A free-standing case (rules_src/cases/) as a computed example, marked as not part of
        the CR text: its rule, title, question and answer, then its result."""
        cid = str(case.get("id", ""))
        home = self.site.case_homes().get(cid)
        text = Markup(ui("ja", "question") + ": ") + str(case.get("question", ""))
        if case.get("answer"):
            text += Markup("<br>") + ui("ja", "answer") + ": " + str(case["answer"])
        result = self._result_element(page_url, cid, f"{ui('ja', 'case')}: {case.get('title', '')}", text, heading,
                                      case=True)
        listed_at = self.site.case_page(cid)
        on_cases_page = page_url == listed_at
        return compact(self.env.get_template("case.html.j2").render(
            rule=str(case.get("rule", "")), sources=str(case.get("sources") or ""), result=result, home=home or "",
            listed=on_cases_page,
            rule_href=relative(page_url, self.site.rule_url(home)) if home and on_cases_page else "",
            cases_href="" if on_cases_page else relative(page_url, listed_at) + f"#case-{cid}"))

    def _result_element(self, page_url: str, ex_id: str, label: str, text: Markup, heading: int,
                        case: bool = False) -> Markup:
        return example_element(self._example_tpl, ex_id, label, text, heading, self.site.result(ex_id), case=case,
                               detail_src=relative(page_url, example_json(ex_id)), views=self.views(ex_id))

    def render_template(self, name: str, **ctx: Any) -> str:
        return self.env.get_template(name).render(site=self.site, **ctx)

    # -- pages ------------------------------------------------------------------------

    def all_pages(self) -> dict[str, str]:
        """Every generated file, by path relative to docs_dir."""
        out: dict[str, str] = {}
        writers: list[Callable[[], dict[str, str]]] = [
            self.rules_index, self.rule_pages, self.articles, self.cardlist, self.glossary,
            self.numbering, self.verification, self.search, self.permalinks, self.data, self.cases, self.script_words,
        ]
        for writer in writers:
            out.update(writer())
        official = self.official
        if official is not None:
            out.update(official.all_pages())
            out.update(official.permalinks(out.__contains__))
            out[OFFICIAL_CSS] = (Path(__file__).parent / "official.css").read_text(encoding="utf-8")
        return out

    def rules_index(self) -> dict[str, str]:
        url = "rules/"
        sections = []
        for sec in self.site.sections():
            rules = [self.site.corpus.rules[c] for c in sec.children if c in self.site.corpus.rules]
            sections.append((sec, rules))
        orphans = [n for n in self.site.rule_pages() if n.parent not in self.site.corpus.rules]
        return {"rules/index.md": self.render_template(
            "rules_index.md.j2", sections=sections, orphans=orphans,
            href=lambda u: relative(url, u), rule_text=lambda n: self.text(url, n.text, n.refs, n.terms, n.cards),
            counts=self._rule_counts)}

    def _rule_counts(self, number: str) -> dict[str, int]:
        """The rule's examples and, in ``article``, the examples and card-table rows of the
        commentary articles about it (603's executed items are in its article)."""
        counts = {"pass": 0, "fail": 0, "unexecuted": 0, "total": 0, "article": 0}
        nodes = [self.site.corpus.rules[number], *self.site.descendants(number)]
        ids = [ex.id for node in nodes for ex in node.examples]
        own = len(ids)
        for art in self.site.articles_about.get(number, []):
            ids += [ex.id for ex in art.examples] + [row.id for row in self.site.table_rows.get(art.id, [])]
        for ex_id in ids:
            counts[DATA_STATUS[self.site.status(ex_id)]] += 1
            counts["total"] += 1
        counts["article"] = len(ids) - own
        return counts

    def rule_pages(self) -> dict[str, str]:
        out: dict[str, str] = {}
        for node in self.site.rule_pages():
            url = self.site.rule_page[node.number]
            nodes = [node, *self.site.descendants(node.number)]
            blocks = [(n, self._depth(n, node), self.rule_block(url, n)) for n in nodes]
            out[f"rules/{node.number}.md"] = self.render_template(
                "rule_page.md.j2", node=node, blocks=blocks,
                articles=[(a, relative(url, self.site.article_url(a.id))) for a in
                          self.site.articles_about.get(node.number, [])],
                counts=self._rule_counts(node.number),
                source=self._source(node.source),
            )
        return out

    def _depth(self, n: RuleNode, top: RuleNode) -> int:
        return {"rule": 1, "subrule": 2, "letter": 3}.get(n.level, 3) if n is not top else 1

    def _source(self, source_id: str) -> SourceMeta | None:
        return self._sources.get(source_id)

    def rule_block(self, url: str, node: RuleNode) -> Markup:
        site = self.site
        path = [(a, relative(url, site.rule_url(a))) for a in site.ancestors(node.number)]
        conc = site.concordance.by_old.get(node.number) if self._is_old_numbering(node) else None
        later = site.concordance.by_current.get(node.number, []) if not self._is_old_numbering(node) else []
        source = self._source(node.source)
        html = self.env.get_template("rule_block.html.j2").render(
            node=node,
            path=path,
            permalink=relative(url, permalink_path(site, node)),
            conc=conc,
            later=[e for e in later if e.old != node.number or e.m10],
            numbering_href=relative(url, "numbering/") + (f"#old-{conc.old}" if conc else ""),
            source=source,
            text=self.text(url, node.text, node.refs, node.terms, node.cards) if node.level != "rule" else "",
            examples=[self.example(url, ex, self.example_label(ex)) for ex in node.examples],
            cases=[self.case(url, c, _heading_below(node)) for c in site.cases()
                   if site.case_homes().get(str(c.get("id"))) == node.number],
            backrefs=[(o.label, relative(url, o.url)) for o in site.backrefs.get(node.number, [])
                      if not o.url.startswith(url + "#" + node.number)],
            english=self.official.english_of(node.number, url) if self.official is not None else None,
        )
        return compact(html)

    def _is_old_numbering(self, node: RuleNode) -> bool:
        src = self._source(node.source)
        return bool(src is not None and src.numbering == self.site.concordance.numberings.get("old"))

    def articles(self) -> dict[str, str]:
        out: dict[str, str] = {}
        for art in self.site.corpus.articles:
            url = self.site.article_url(art.id)
            out[f"articles/{art.id}.md"] = self.render_template(
                "article.md.j2", art=art, source=self._source(art.source),
                about=[(n, relative(url, self.site.rule_url(n))) for n in art.about if n in self.site.corpus.rules],
                body=self.article_body(art, url),
            )
        return out

    def article_body(self, art: Article, url: str) -> list[tuple[str, Any]]:
        """(kind, value) items: ("heading", (level, text, id)) or ("html", Markup).

        Headings go down one level at a time: an article's own headings are h2–h4, an
        example's heading is one level below the heading it stands under."""
        items: list[tuple[str, Any]] = []
        table_no = 0
        examples = {ex.id: ex for ex in art.examples}
        level = 1
        for i, block in enumerate(art.blocks):
            anchor = f"b{i + 1}"
            if block.kind == "heading":
                level = min(2 + block.level, 4, level + 1)
                items.append(("heading", (level, escape_md_heading(block.text), anchor)))
                continue
            if block.kind == "table":
                table_no += 1
            ex = examples.get(block.example_id or "")
            label = self.example_label(ex) if ex is not None else ""
            items.append(("html", self.article_block(url, art, block, anchor, table_no, ex, label, level + 1)))
        return items

    def article_block(self, url: str, art: Article, block: Block, anchor: str, table_no: int,
                      ex: Example | None, label: str = "", heading: int = 4) -> Markup:
        if block.kind == "table":
            rows = [r for r in self.site.table_rows.get(art.id, []) if r.table == table_no]
            body = []
            results: list[tuple[str, str, Markup]] = []
            for row, cells in zip(rows, block.rows[1:], strict=False):
                status = self.site.status(row.id)
                result = self.site.result(row.id)
                executed = bool(result.get("scenario"))
                # the steps (or why it is not executed), under the table; the badge links to them
                shown = executed or (status == "unexecuted" and result.get("message", NO_SCENARIO) != NO_SCENARIO)
                body.append((row, cells, DATA_STATUS[status], STATUS_LABEL[status], shown))
                if shown:
                    mention = row_card(block.rows[0], cells)
                    title = row_label(row.table, row.row) + (f"《{mention.ja}》" if mention else "")
                    title += " — " + ui("ja", "run_result" if executed else "why_not_executed")
                    results.append((row.id, title, self.row_result(url, row.id)))
            header = block.rows[0] if block.rows else []

            def cell(i: int, cells: list[str]) -> Markup:
                mention = row_card(header, cells) if i == 0 else None
                return self.text(url, cells[i], [], [], [mention] if mention else [])

            html = self.env.get_template("card_table.html.j2").render(
                anchor=anchor, header=header, body=body, cell=cell, results=results)
            return compact(html)
        text = self.text(url, block.text, block.refs, block.terms, block.cards)
        html = self.env.get_template("article_block.html.j2").render(
            block=block, anchor=anchor, text=text,
            example=self.example(url, ex, label, heading=min(heading, 6)) if ex is not None else "",
            card_href=self._card_href(url, block),
            presentation_note=any(w in block.text for w in PRESENTATION_WORDS),
        )
        return compact(html)

    def _card_href(self, url: str, block: Block) -> str:
        if block.kind != "card":
            return ""
        entry = self.site.cards.get(block.data.get("ja", "")) or self.site.cards.get(block.data.get("en", ""))
        return relative(url, f"cardlist/#{entry.anchor}") if entry else ""

    def cardlist(self) -> dict[str, str]:
        url = "cardlist/"
        cards = self.site.card_list()
        out = {"cardlist.md": self.render_template(
            "cardlist.md.j2", cards=cards, href=lambda u: relative(url, u), definition_json=card_json)}
        # each card's definition (the engine's view of it) loads when opened, like an example's steps
        for card in cards:
            if card.definition:
                html = str(Markup("<pre>{}</pre>").format(_definition_text(card.definition)))
                out[card_json(card.anchor)] = to_json({"id": card.anchor, "html": html,
                                                       "definition": card.definition}) + "\n"
        return out

    def glossary(self) -> dict[str, str]:
        url = "glossary/"
        entries = self.site.glossary_entries()
        by_ja: dict[str, set[str]] = {}
        for e in entries:
            for ja in e.variants:
                by_ja.setdefault(ja, set()).add(e.en)
        return {"glossary.md": self.render_template(
            "glossary.md.j2", entries=entries, href=lambda u: relative(url, u),
            ja_conflicts={ja: sorted(ens) for ja, ens in by_ja.items() if len(ens) > 1},
            variant_count=sum(1 for e in entries if len(e.variants) > 1))}

    def numbering(self) -> dict[str, str]:
        url = "numbering/"
        conc = self.site.concordance
        rows = [(e, relative(url, self.site.rule_url(e.old)) if e.old in self.site.corpus.rules else "", moves(e))
                for e in conc.entries]
        return {"numbering.md": self.render_template("numbering.md.j2", conc=conc, rows=rows,
                                                     change_words=CHANGE_WORDS)}

    def verification(self) -> dict[str, str]:
        url = "verification/"
        examples = list(self.site.corpus.examples.values())
        rows = []
        for ex in examples:
            result = self.site.result(ex.id)
            status = self.site.status(ex.id)
            rows.append((ex.id, relative(url, self.site.example_url[ex.id]), self.example_label(ex), status,
                         DATA_STATUS[status], message(result), str(result.get("scenario", "") or "")))
        table_rows = []
        for row in self.site.all_rows():
            status = self.site.status(row.id)
            art_title = next((a.title for a in self.site.corpus.articles if a.id == row.article), row.article)
            table_rows.append((row, relative(url, self.site.article_url(row.article) + f"#row-{row.id}"),
                               f"{art_title} {row_label(row.table, row.row)}", status, DATA_STATUS[status],
                               message(self.site.result(row.id))))
        counts = _counts([r[3] for r in rows])
        row_counts = _counts([r[3] for r in table_rows])
        total = counts["total"] + row_counts["total"]
        executed = total - counts["unexecuted"] - row_counts["unexecuted"]
        passed = counts["pass"] + row_counts["pass"]
        summary = {
            "total": total, "executed": executed, "pass": passed,
            "fail": executed - passed,
            "unexecuted": total - executed,
            "coverage": _percent(executed, total), "pass_rate": _percent(passed, total),
        }
        return {"verification.md": self.render_template(
            "verification.md.j2", rows=rows, table_rows=table_rows, counts=counts, row_counts=row_counts,
            summary=summary, labels=STATUS_LABEL)}

    def cases(self) -> dict[str, str]:
        """``cases/707.md``, one page for the cases of each CR rule: each case under its rule
        number (current numbering), with a link to the rule where the site has it; ``cases/index.md``
        lists them all, by rule, with their status."""
        out: dict[str, str] = {}
        sections = []
        for section, cases in self.site.case_sections().items():
            url = f"cases/{section}/"
            groups: dict[str, list[Markup]] = {}
            for case in cases:
                groups.setdefault(str(case.get("rule", "")), []).append(self.case(url, case, 3))
            counts = _counts([self.site.status(str(c.get("id"))) for c in cases])
            title = self.site.rule_title(section)
            out[f"cases/{section}.md"] = self.render_template(
                "cases_section.md.j2", section=section, title=title, groups=groups, counts=counts)
            sections.append({"section": section, "title": title, "counts": counts, "cases": [
                {"id": str(c.get("id")), "rule": str(c.get("rule", "")), "title": str(c.get("title", "")),
                 "status": self.site.status(str(c.get("id")))} for c in cases]})
        counts = _counts([self.site.status(str(c.get("id"))) for c in self.site.cases()])
        out["cases/index.md"] = self.render_template("cases.md.j2", sections=sections, counts=counts,
                                                     labels=STATUS_LABEL, data_status=DATA_STATUS)
        return out

    def example_label(self, ex: Example) -> str:
        return self.site.example_label(ex)

    def search(self) -> dict[str, str]:
        return {"search.md": self.render_template("search.md.j2")}

    def permalinks(self) -> dict[str, str]:
        """Permalinks in every numbering and the number index (:mod:`sitegen.numbers`)."""
        return number_pages(self.site, self.env)

    def example_data(self) -> dict[str, str]:
        """``data/examples/<id>.json`` for every example and row with steps: ``{"id", "status",
        "html", "result"}`` — ``html`` the steps as the page shows them, ``result`` the report entry.
        """
        out: dict[str, str] = {}
        ids = [*self.site.corpus.examples, *self.site.corpus.table_rows, *(str(c.get("id")) for c in self.site.cases())]
        for ex_id in ids:
            result = self.site.result(ex_id)
            html = example_detail(self._detail_tpl, result, self.views(ex_id))
            if html is None:
                continue
            # to_json({"id", "status", "html", "result"}), its keys in their sorted order, the result encoded once
            out[example_json(ex_id)] = (f'{{"html":{to_json(html)},"id":{to_json(ex_id)},"result":{self.result_json(ex_id)},'
                                        f'"status":{to_json(self.site.status(ex_id))}}}\n')
        return out

    def report_json(self) -> str:
        """``data/report.json``: :meth:`Report.to_dict` as JSON (:func:`to_json`), each entry
        encoded once: an example that cites today's numbers has the same entry in its own JSON
        (:meth:`result_json`; a 2009 page's example has it renumbered, :func:`in_numbering`)."""
        report = self.site.report

        def entry(ex_id: str) -> str:
            renumbered = "numbering" in self.site.result(ex_id)
            return to_json(report.examples[ex_id].to_dict()) if renumbered else self.result_json(ex_id)

        examples = ",".join(f"{to_json(k)}:{entry(k)}" for k in sorted(report.examples))
        return (f'{{"cases":{to_json(report.summary("case"))},"examples":{{{examples}}},'
                f'"records":{to_json(RECORD_SCHEMA)},"rows":{to_json(report.summary("row"))},'
                f'"schema":{to_json(REPORT_SCHEMA)},"summary":{to_json(report.summary())}}}\n')

    def script_words(self) -> dict[str, str]:
        """The words of the scripts every page runs (assets/cr.js, cr-search.js), from the text
        table, loaded before them (mkdocs.yml ``extra_javascript``)."""
        return {"assets/cr-text.js": "window.CRText = " + json.dumps(WORDS["script"], ensure_ascii=False, indent=0)
                + ";\n"}

    def data(self) -> dict[str, str]:
        """The rule nodes and the report as JSON, published with the site; one JSON per example
        (:meth:`example_data`), which the pages load when a reader opens its steps."""
        return {
            **self.example_data(),
            "data/rules.json": json.dumps(self.site.corpus.to_dict(), ensure_ascii=False,
                                          separators=(",", ":")) + "\n",
            "data/report.json": self.report_json(),
        }


# Words of a source's note about its own presentation that the site does not reproduce
# (MTG Wiki: "セルの背景色が紫色のカードは…"): such a note is shown folded, saying so.
PRESENTATION_WORDS = ("セルの背景色",)

# When each numbering took effect: a move between two of them is dated by the later one.
IN_FORCE = WORDS["numbering_since"]


def moves(entry: Any) -> list[str]:
    """Every change of number in a rule's history, oldest first (607: 606 → 607 in 2009-10),
    never only the change between 2009 and today.

    >>> from types import SimpleNamespace as N
    >>> moves(N(number=lambda c: {"m10": "606", "old": "607", "current": "607"}.get(c, "")))
    ['2009年10月: 606 → 607']
    """
    out, last = [], ""
    for col in ("before_2009", "m10", "old", "current"):
        number = entry.number(col)
        if number and last and number.split(" ")[0] != last.split(" ")[0]:
            out.append(f"{IN_FORCE[col]}: {last} → {number}")
        last = number or last
    return out


CHANGE_WORDS = WORDS["change"]  # the text table's (sitegen/text/ja.py)


def _heading_below(node: RuleNode) -> int:
    """The heading level for an example or case in a rule's block: one below the rule's heading
    (the page's rule is under h1, a rule like 613.3 an h2, a letter like 613.3e an h3)."""
    return {"rule": 2, "subrule": 3}.get(node.level, 4)


def message(result: dict[str, Any]) -> str:
    """The verification's message about an example, in Japanese (:class:`ResultNotes`)."""
    return ResultNotes.of(result).message


def card_json(anchor: str) -> str:
    """Site-relative URL of a card's definition JSON (the anchor may be Japanese: a digest names the file)."""
    return f"data/cards/{hashlib.sha1(anchor.encode('utf-8')).hexdigest()[:12]}.json"


def to_json(value: Any) -> str:
    """JSON as the site publishes it: UTF-8, keys sorted, no spaces.

    >>> to_json({"b": ["う", 1], "a": None})
    '{"a":null,"b":["う",1]}'
    """
    return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def example_json(ex_id: str) -> str:
    """Site-relative URL of an example's JSON (its report entry and the HTML of its steps)."""
    return f"data/examples/{re.sub(r'[^0-9A-Za-z._-]', '_', ex_id)}.json"


def _counts(statuses: list[str]) -> dict[str, int]:
    out = {s: 0 for s in ("pass", "fail", "unexecuted", "stale", "error")}
    for s in statuses:
        out[s] = out.get(s, 0) + 1
    out["total"] = len(statuses)
    return out


def _percent(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}%" if whole else "—"


def _definition_text(definition: dict[str, Any] | None) -> str:
    if not definition:
        return ""
    d = definition.get("definition", definition)
    return json.dumps(d, ensure_ascii=False, indent=1, sort_keys=True)


def write_pages(pages: dict[str, str], docs_dir: Path) -> None:
    for folder in sorted({(docs_dir / rel).parent for rel in pages}):
        folder.mkdir(parents=True, exist_ok=True)
    for rel, text in sorted(pages.items()):
        (docs_dir / rel).write_text(text, encoding="utf-8", newline="\n")
