"""The pages of the official files a build is given (``build.py --cr FILE``): the whole CR of
each version, the diffs, the rules' histories, English beside Japanese.

    cr/                          the versions given, the diffs, the concordance check
    cr/<version>/                a version's sections and rules; cr/<version>/glossary/
    cr/<version>/<rule>/         a three-digit rule with its sub-rules (anchors #613.7a)
    cr/diff/<old>_<new>/         what changed: consecutive pairs, and the newest against each older
    cr/untranslated/             the rules whose English text changed after the Japanese one's version
    <version>/<number>/          a permalink of every rule of every version
    <number>/                    the newest English rule, where the seeds have no page of that number

The newest file of each language is the main reading (in the navigation first, searchable);
older versions are in the navigation under 旧版 and not searched (their hits would repeat it).
Nothing here is written when no file is given: the site is then the seeds' alone.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from jinja2 import Environment
from markupsafe import Markup, escape

from ruletext.crdiff import CRDiff, word_diff
from ruletext.model import RuleNode
from ruletext.official import OfficialCR, OfficialRule, compare_key
from ruletext.officialset import OfficialSet
from verify.report import ExampleResult as Result

from .example_html import compact
from .results import DATA_STATUS, STATUS_LABEL
from .site import SiteData, relative, slug, term_key
from .text import ui

# The official pages' styles: published only with them, so a build without --cr is the same.
OFFICIAL_CSS = "assets/cr-official.css"
_CITATION = re.compile(r"\b(rules?|sections?) (\d{3}(?:\.\d{1,3}[a-z]?)?|\d)\b")
_DATE = re.compile(r"\d{4}-\d\d-\d\d")


def rule_page_of(number: str) -> str:
    """The page a rule is on: its three-digit rule's; a section's is the version's index.

    >>> rule_page_of("613.7a"), rule_page_of("613"), rule_page_of("6")
    ('613', '613', '')
    """
    return number.split(".")[0] if len(number) >= 3 else ""


def version_url(version: str) -> str:
    return f"cr/{version}/"


def rule_url(version: str, number: str) -> str:
    page = rule_page_of(number)
    return f"cr/{version}/{page}/#{number}" if page else f"cr/{version}/#s{number}"


def diff_url(d: CRDiff) -> str:
    return f"cr/diff/{d.old_version}_{d.new_version}/"


@dataclass(frozen=True)
class Japanese:
    """The Japanese text of a rule: from a seed source (a rule node) or an official Japanese file."""

    number: str
    text: str
    version: str  # as its source states it
    translates: str  # the English version it translates (a date), "" when unknown
    href: str  # the page of the site that has it
    terms: tuple[tuple[str, str], ...] = ()  # the glossary pairs (Japanese, English) its text uses
    glossary: str = ""  # an official file's: its glossary page, where those terms are


@dataclass(frozen=True)
class ExampleResult:
    """The result shown by an English example: its Japanese example's (label, status, the
    badge's class and words, the link to it)."""

    label: str
    status: str
    badge: str
    words: str
    href: str  # the Japanese example's element; "" for an English example's own scenario
    message: str = ""


class OfficialPages:
    """Every page of the official files, from :class:`SiteData` (the seeds, for the Japanese
    beside the English and the links into their pages) and the :class:`OfficialSet`."""

    def __init__(self, site: SiteData, official: OfficialSet, env: Environment) -> None:
        self.site = site
        self.official = official
        self.env = env
        self.newest = {lang: official.newest(lang) for lang in ("en", "ja")}
        self._japanese = self._japanese_texts()
        newest_en = self.newest["en"]
        self._glossary_anchors = {_glossary_anchor(g.term) for g in newest_en.glossary} if newest_en else set()
        self.untranslated = self._untranslated()

    # -- which Japanese text goes beside an English rule --------------------------------

    def _japanese_texts(self) -> dict[str, Japanese]:
        """Today's number (the newest English numbering) → the newest Japanese text of it."""
        out: dict[str, Japanese] = {}
        site = self.site
        sources = {s.id: s for s in site.corpus.sources}
        conc = site.concordance
        for node in site.corpus.rules.values():
            src = sources.get(node.source)
            if src is None or src.language != "ja" or node.level == "section":
                continue
            translates = src.numbering if _DATE.fullmatch(src.numbering) else ""
            if self._english_of(translates) is not None:  # numbered as an English version the build has
                today = self._today(translates, node.number)
            else:
                column = site.numbering_of.get(node.source) or "current"
                today = node.number if column == "current" else conc.renumber(node.number, column, "current")
            if not today:
                continue
            out.setdefault(today, Japanese(node.number, node.text, src.version, translates,
                                           site.rule_url(node.number), _terms(node)))
        # An official Japanese file is newer than any seed; of the files, the newest that has
        # the rule (oldest first, each over the one before).
        for ja_cr in self.official.of("ja"):
            pairs = [(g.term, g.en) for g in ja_cr.glossary if g.en]
            for rule in ja_cr.rules:
                today = self._today(ja_cr.effective, rule.number) if rule.level != "section" else None
                if today:
                    out[today] = Japanese(rule.number, rule.text, ja_cr.version, ja_cr.effective,
                                          rule_url(ja_cr.version, rule.number),
                                          tuple((ja, en) for ja, en in pairs if ja in rule.text),
                                          f"cr/{ja_cr.version}/glossary/")
        return out

    def _today(self, translates: str, number: str) -> str | None:
        """The newest English number of rule ``number`` of the English version ``translates``
        (through the rules' histories); the number itself when the build has no such version."""
        base, newest, hist = self._english_of(translates), self.newest["en"], self.official.histories.get("en")
        if base is None or newest is None or hist is None or base is newest:
            return number
        return hist.counterpart(base.version, number, newest.version)

    def english_of(self, number: str, page: str) -> tuple[str, str, str, bool] | None:
        """The newest English rule a seed rule stands beside (its number, the link from
        ``page``, the version, whether it changed after the version the Japanese translates)."""
        en = self.newest["en"]
        href = self.site.rule_url(number)
        for today, ja in self._japanese.items():
            if ja.number == number and ja.href == href and en is not None and today in en.by_number:
                return today, relative(page, rule_url(en.version, today)), en.version, today in self.untranslated
        return None

    def _english_of(self, translates: str) -> OfficialCR | None:
        """The English file a Japanese text translates (of its date, else the newest before it);
        None when the build has none that old or the date is unknown."""
        if not translates:
            return None
        return next((c for c in reversed(self.official.of("en")) if c.effective <= translates), None)

    def _untranslated(self) -> dict[str, tuple[str, tuple[tuple[str, str], ...]]]:
        """Rule (newest English number) → (the English version the Japanese translates, the
        English change since): where the English text changed after that version."""
        en = self.newest["en"]
        hist = self.official.histories.get("en")
        out: dict[str, tuple[str, tuple[tuple[str, str], ...]]] = {}
        if en is None or hist is None:
            return out
        for number, ja in self._japanese.items():
            rule = en.by_number.get(number)
            base = self._english_of(ja.translates)
            if rule is None or base is None or base is en:
                continue
            then = hist.counterpart(en.version, number, base.version)
            old = base.by_number.get(then) if then else None
            if old is None:
                out[number] = (base.version, (("+", rule.text),))
            elif compare_key(old.text) != compare_key(rule.text):
                out[number] = (base.version, word_diff(old.text, rule.text))
        # With an official Japanese file: the rules added to the English after the version it
        # translates, which no Japanese text has yet (its whole text is the change).
        ja_cr = self.newest["ja"]
        base = self._english_of(ja_cr.effective) if ja_cr is not None else None
        if base is not None and base is not en:
            for rule in en.rules:
                if (rule.level != "section" and rule.number not in self._japanese
                        and hist.counterpart(en.version, rule.number, base.version) is None):
                    out[rule.number] = (base.version, (("+", rule.text),))
        return out

    # -- pieces ----------------------------------------------------------------------

    def linked(self, text: str, version: str, page: str) -> Markup:
        """The text escaped, each "rule 613.4" a link to that rule of the same version."""
        known = self.official.version(version).by_number
        parts: list[Markup | str] = []
        at = 0
        for m in _CITATION.finditer(text):
            number = m[2]
            if number not in known:
                continue
            parts.append(text[at : m.start(2)])
            parts.append(Markup('<a href="{}">{}</a>').format(relative(page, rule_url(version, number)), number))
            at = m.end(2)
        parts.append(text[at:])
        html = Markup("").join(escape(p) if not isinstance(p, Markup) else p for p in parts)
        return Markup(str(html).replace("\n", "<br>\n"))  # a paragraph on a line of its own (str: Markup.replace escapes)

    def history_of(self, cr: OfficialCR, number: str) -> list[tuple[str, str, str, str]]:
        """(version, what happened in words, the old number, the diff page) of a rule."""
        hist = self.official.histories.get(cr.language)
        if hist is None:
            return []
        out = []
        first = hist.versions[0] if hist.versions else ""
        for e in hist.of(cr.version, number):
            d = self._diff_into(e.version)
            what = ui("ja", {"created": "first_included" if e.version == first else "change.new", "changed": "changed",
                             "moved": "moved", "removed": "removed"}[e.kind])
            out.append((e.version, what, e.old, diff_url(d) if d and e.version != first else ""))
        return out

    def _diff_into(self, version: str) -> CRDiff | None:
        hist = self.official.histories.get("en")
        for d in hist.diffs if hist else ():
            if d.new_version == version:
                return d
        return None

    def rule_block(self, cr: OfficialCR, rule: OfficialRule, page: str, main: bool) -> Markup:
        ja = self._japanese.get(rule.number) if main and cr.language == "en" else None
        glossary = self.newest["en"]
        terms = []
        if ja is not None:
            for ja_term, en_term in ja.terms:
                entry = self.site.terms.get(term_key(en_term))
                en_anchor = _glossary_anchor(en_term)
                ja_href = (relative(page, "glossary/") + f"#{entry.anchor}" if entry
                           else relative(page, ja.glossary) + f"#{en_anchor}" if ja.glossary else "")
                terms.append((ja_term, en_term, ja_href,
                              relative(page, f"cr/{glossary.version}/glossary/") + f"#{en_anchor}"
                              if glossary is not None and en_anchor in self._glossary_anchors else ""))
        change = self.untranslated.get(rule.number) if main and cr.language == "en" else None
        html = self.env.get_template("cr_rule.html.j2").render(
            rule=rule, cr=cr, text=self.linked(rule.text, cr.version, page),
            examples=list(zip([self.linked(e.text, cr.version, page) for e in rule.examples],
                              self.example_results(cr, rule, ja, page), strict=True)),
            permalink=relative(page, f"{cr.version}/{rule.number}/"),
            history=[(v, what, old, relative(page, href) if href else "") for v, what, old, href in
                     self.history_of(cr, rule.number)],
            ja=ja, ja_href=relative(page, ja.href) if ja else "", terms=terms,
            change=change, change_words=_runs(change[1]) if change else "",
            untranslated_href=relative(page, "cr/untranslated/"), lang=cr.language,
        )
        return compact(html)

    def example_results(self, cr: OfficialCR, rule: OfficialRule, ja: Japanese | None,
                        page: str) -> list[ExampleResult | None]:
        """For each English example, the result of the Japanese example it translates: the
        seed rule beside it has as many examples (the n-th for the n-th), and the engine ran
        that example's scenario. ``stale`` where the English example's text changed after the
        version the Japanese translates (its scenario is to be checked again)."""
        out: list[ExampleResult | None] = [None] * len(rule.examples)
        if self._main(cr) and cr.language == "en":  # its own scenario first (verify.official)
            for i in range(len(rule.examples)):
                own = self.site.official_results.get(f"en:{rule.number}-{i + 1}")
                if own is not None:
                    status = own.status if own.status in DATA_STATUS else "error"
                    out[i] = ExampleResult(ui("ja", "en_example_n", n=i + 1, title=own.title), status, DATA_STATUS[status],
                                           STATUS_LABEL[status], "", own.message)
        if any(out):
            return out
        node = self.site.corpus.rules.get(ja.number) if ja is not None else None
        if ja is None or node is None or self.site.rule_url(node.number) != ja.href:
            return out
        if len(node.examples) != len(rule.examples):
            return out
        base = self._english_of(ja.translates)
        before: tuple[str, ...] = ()
        if base is not None and base is not cr and "en" in self.official.histories:
            then = self.official.histories["en"].counterpart(cr.version, rule.number, base.version)
            old = base.by_number.get(then) if then else None
            before = tuple(compare_key(e.text) for e in old.examples) if old else ()
        for i, (mine, theirs) in enumerate(zip(rule.examples, node.examples, strict=True)):
            status = self.site.status(theirs.id)
            stale = bool(base is not None and base is not cr and compare_key(mine.text) not in before)
            out[i] = ExampleResult(ui("ja", "japanese") + " " + self.site.example_label(theirs), "stale" if stale else status,
                                   DATA_STATUS["stale" if stale else status], STATUS_LABEL["stale" if stale else status],
                                   relative(page, self.site.example_url[theirs.id]))
        return out

    # -- pages ---------------------------------------------------------------------------

    def all_pages(self) -> dict[str, str]:
        out: dict[str, str] = {"cr/index.md": self.index_page(), "cr/untranslated.md": self.untranslated_page()}
        for cr in self.official.crs:
            out.update(self.version_pages(cr))
        for d in self.official.diffs:
            out[f"cr/diff/{d.old_version}_{d.new_version}.md"] = self.diff_page(d)
        return out

    def _main(self, cr: OfficialCR) -> bool:
        return self.newest[cr.language] is cr

    def index_page(self) -> str:
        url = "cr/"
        versions = [(cr, relative(url, version_url(cr.version)), cr.counts(), self._main(cr))
                    for cr in self.official.crs]
        diffs = [(d, relative(url, diff_url(d)), d.counts()) for d in self.official.diffs]
        return self.env.get_template("cr_index.md.j2").render(
            versions=versions, diffs=diffs, untranslated=len(self.untranslated),
            untranslated_href=relative(url, "cr/untranslated/"), checks=self.official_checks)

    official_checks: tuple[str, ...] = ()

    def version_pages(self, cr: OfficialCR) -> dict[str, str]:
        base = version_url(cr.version)
        main = self._main(cr)
        sections: list[tuple[OfficialRule, list[tuple[OfficialRule, str]]]] = []
        for rule in cr.rules:
            if rule.level == "section":
                sections.append((rule, []))
            elif rule.level == "rule" and sections:
                sections[-1][1].append((rule, relative(base, f"cr/{cr.version}/{rule.number}/")))
        out = {f"cr/{cr.version}/index.md": self.env.get_template("cr_version.md.j2").render(
            cr=cr, sections=sections, main=main, counts=cr.counts(),
            glossary_href=relative(base, f"cr/{cr.version}/glossary/"),
            home=relative(base, "cr/"), lang=cr.language)}
        pages: dict[str, list[OfficialRule]] = {}
        for rule in cr.rules:
            page = rule_page_of(rule.number)
            if page:
                pages.setdefault(page, []).append(rule)
        for page, rules in pages.items():
            url = f"cr/{cr.version}/{page}/"
            blocks = [(r, self.rule_block(cr, r, url, main)) for r in rules]
            out[f"cr/{cr.version}/{page}.md"] = self.env.get_template("cr_rule_page.md.j2").render(
                cr=cr, top=rules[0], blocks=blocks, main=main, home=relative(url, base), lang=cr.language)
        out[f"cr/{cr.version}/glossary.md"] = self.glossary_page(cr)
        return out

    def glossary_page(self, cr: OfficialCR) -> str:
        url = f"cr/{cr.version}/glossary/"
        entries = []
        uses = self._ja_term_uses()
        newest = self.newest["en"]
        for g in cr.glossary:
            ja = self.site.terms.get(term_key(g.en or g.term))
            entries.append((g, _glossary_anchor(g.en or g.term), self.linked(g.definition, cr.version, url),
                            list(ja.variants) if ja else [], relative(url, "glossary/") + f"#{ja.anchor}" if ja else "",
                            [(n, relative(url, rule_url(newest.version, n)))
                             for n in uses.get((g.en or g.term).lower(), [])] if newest else []))
        return self.env.get_template("cr_glossary.md.j2").render(cr=cr, entries=entries, main=self._main(cr),
                                                                   lang=cr.language)

    def _ja_term_uses(self) -> dict[str, list[str]]:
        """English term (lower case) → the rules (newest English numbers) whose Japanese text pairs it."""
        out: dict[str, list[str]] = {}
        for number, ja in self._japanese.items():
            for _ja, en in ja.terms:
                out.setdefault(en.lower(), []).append(number)
        return out

    def diff_page(self, d: CRDiff) -> str:
        url = f"cr/diff/{d.old_version}_{d.new_version}/"
        old, new = self.official.version(d.old_version), self.official.version(d.new_version)
        o, n = old.by_number, new.by_number

        def link(cr: OfficialCR, number: str) -> str:
            return relative(url, rule_url(cr.version, number))

        changed = [(c, link(old, c.old), link(new, c.new), _runs(c.words)) for c in d.changed
                   if c.words != (("=", n[c.new].text),)]
        main = self._main(new)
        older = self.site.official_older.get(d.old_version, {}) if main else {}
        examples = [(c, link(new, c.new), [e.text for e in o[c.old].examples], [e.text for e in n[c.new].examples],
                     [r for r in self.example_results(new, n[c.new], self._japanese.get(c.new), url) if r]
                     if main else [], self._results_then(c.new, len(n[c.new].examples), older))
                    for c in d.changed if c.examples_changed]
        changed_results = sum(1 for *_, then in examples for before, after in then if before.status != after.status)
        return self.env.get_template("cr_diff.md.j2").render(
            d=d, counts=d.counts(), changed=changed, examples=examples, changed_results=changed_results,
            added=[(x, link(new, x), n[x].text) for x in d.added],
            removed=[(x, link(old, x), o[x].text) for x in d.removed],
            moved=[(m, link(old, m.old), link(new, m.new)) for m in d.moved],
            home=relative(url, "cr/"))

    def _results_then(self, number: str, count: int, older: Mapping[str, Result]
                      ) -> list[tuple[ExampleResult, ExampleResult]]:
        """For each English example of rule ``number`` with a scenario that ran on the older
        version too: (its result then, its result now) — which results changed."""
        out = []
        for i in range(count):
            tid = f"en:{number}-{i + 1}"
            then, now = older.get(tid), self.site.official_results.get(tid)
            if then is not None and now is not None:
                out.append((self._badge(i, then), self._badge(i, now)))
        return out

    @staticmethod
    def _badge(i: int, r: Result) -> ExampleResult:
        status = r.status if r.status in DATA_STATUS else "error"
        return ExampleResult(ui("ja", "en_example_n", n=i + 1, title=r.title), status, DATA_STATUS[status],
                             STATUS_LABEL[status], "", r.message)

    def untranslated_page(self) -> str:
        url = "cr/untranslated/"
        en = self.newest["en"]
        rows = []
        for number, (base, words) in sorted(self.untranslated.items(), key=lambda kv: _order(en, kv[0])):
            ja = self._japanese.get(number)  # None: a rule added since, with no Japanese text
            rows.append((number, relative(url, rule_url(en.version, number)) if en else "", ja,
                         relative(url, ja.href) if ja else "", base, _runs(words)))
        return self.env.get_template("cr_untranslated.md.j2").render(rows=rows, newest=en)

    # -- the permalinks ------------------------------------------------------------------

    def permalinks(self, taken: Callable[[str], bool]) -> dict[str, str]:
        """``<version>/<number>/index.html`` for every rule of every version, and the bare
        ``<number>/`` of the newest English rules where ``taken`` (the seeds' pages) has none."""
        redirect = self.env.get_template("permalink.html.j2")
        out: dict[str, str] = {}
        for cr in self.official.crs:
            for rule in cr.rules:
                path = f"{cr.version}/{rule.number}/"
                out[f"{path}index.html"] = redirect.render(
                    number=rule.number, target=relative(path, rule_url(cr.version, rule.number)))
        en = self.newest["en"]
        for rule in en.rules if en else ():
            path = f"{rule.number}/"
            if not taken(f"{path}index.html"):
                out[f"{path}index.html"] = redirect.render(
                    number=rule.number, target=relative(path, rule_url(en.version, rule.number)))  # type: ignore[union-attr]
        return out

    def nav(self) -> list[Any]:
        """The navigation: the main reading of each language by section, then older versions."""
        def title(s: str) -> str:
            return "".join(ch for ch in s if ch not in "<>&\"'`")

        def of(cr: OfficialCR) -> list[Any]:
            items: list[Any] = [f"cr/{cr.version}/index.md"]
            section: list[Any] | None = None
            for rule in cr.rules:
                if rule.level == "section":
                    section = []
                    items.append({title(f"{rule.number}. {rule.text}"): section})
                elif rule.level == "rule":
                    (section if section is not None else items).append(
                        {title(f"{rule.number} {rule.text}"): f"cr/{cr.version}/{rule.number}.md"})
            items.append({ui(cr.language, "glossary"): f"cr/{cr.version}/glossary.md"})
            return items

        out: list[Any] = ["cr/index.md"]
        older: list[Any] = []
        for cr in self.official.crs:
            label = f"{ui('ja', 'edition_' + cr.language)} {cr.version}"
            (out if self._main(cr) else older).append({label: of(cr)})
        out.append({ui("ja", "changes"): [{f"{d.old_version} → {d.new_version}": f"cr/diff/{d.old_version}_{d.new_version}.md"}
                               for d in self.official.diffs]})
        out.append({ui("ja", "untranslated"): "cr/untranslated.md"})
        if older:
            out.append({ui("ja", "older"): older})
        return out


def _terms(node: RuleNode) -> tuple[tuple[str, str], ...]:
    return tuple(dict.fromkeys((t.ja, t.en) for t in node.terms))


def _glossary_anchor(term: str) -> str:
    return "term-" + (slug(term) or "x")


def _runs(words: tuple[tuple[str, str], ...]) -> Markup:
    """Word runs as HTML: removed ``<del>``, added ``<ins>``."""
    out = []
    for op, text in words:
        tag = {"-": "del", "+": "ins"}.get(op)
        out.append(Markup("<{0}>{1}</{0}>").format(Markup(tag), text) if tag else escape(text))
    return Markup("").join(_spaced(out))


def _spaced(parts: list[Markup]) -> list[Markup]:
    out: list[Markup] = []
    for p in parts:
        if out and not str(out[-1]).endswith(" ") and not str(p).startswith(" "):
            out.append(Markup(" "))
        out.append(p)
    return out


def _order(cr: OfficialCR | None, number: str) -> int:
    if cr is None:
        return 0
    keys = list(cr.by_number)
    return keys.index(number) if number in keys else len(keys)


