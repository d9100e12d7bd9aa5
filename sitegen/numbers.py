"""Rules by number: permalinks in every numbering the concordance knows, and the number index
the search box reads (``data/numbers.json``, built beside Pagefind).

A rule has a permalink in its own numbering and in each other one:

- ``/613.8a/``: today's number (what a judge has in hand). When the rule is in our corpus
  in today's numbering, it redirects to it; when our text is the 2009 one, a page with a
  banner says which rule of the 2009 text it is and what changed; when today's rule has
  no counterpart in 2009 (inserted later), a page says so.
- ``/2009/613.7a/``: the CR of 2009-10-01 (our CR 613 copy); ``/2009-07/612.7/``: the Magic
  2010 CR; ``/2005/418.5a/``: before Magic 2010. A number of these that today's CR does not
  use also answers without the prefix (``/613.3e/``, ``/418.5a/``).

Every mapping comes from :meth:`ruletext.concordance.Concordance.renumber` and its entries.
Pages are small standalone HTML (jinja2 autoescape), not themed: about 400 of them.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote

from jinja2 import Environment

from ruletext.concordance import COLUMNS, ConcordanceEntry, NewRule
from ruletext.kana import SEPARATORS, hiragana
from ruletext.model import RuleNode

from .crindex import outside_index
from .site import SiteData, relative
from .words import WORDS

NUMBER_RE = re.compile(r"^[0-9]+(\.[0-9]+[a-z]?)?$")

# URL prefix of each numbering ("" for today's); the reader's name for it.
PREFIX = {"current": "", "old": "2009/", "m10": "2009-07/", "before_2009": "2005/"}
LABEL = WORDS["numbering_label"]  # the text table's (sitegen/text/ja.py)
SHORT = WORDS["numbering_short"]
CHANGE_JA = WORDS["number_change"]
PREVIEW = 60


@dataclass
class Target:
    """A rule of the corpus that a number of some numbering stands for."""

    node: RuleNode
    column: str  # the node's own numbering
    entry: ConcordanceEntry | None


@dataclass
class Address:
    """One number in one numbering, and what it stands for."""

    number: str
    column: str
    targets: list[Target] = field(default_factory=list)
    new: NewRule | None = None

    @property
    def path(self) -> str:
        return f"{PREFIX[self.column]}{self.number}/"


class NumberIndex:
    """Every number of every numbering with the corpus rules it stands for."""

    def __init__(self, site: SiteData) -> None:
        self.site = site
        conc = site.concordance
        self.addresses: dict[tuple[str, str], Address] = {}
        for node in site.corpus.rules.values():
            if not NUMBER_RE.match(node.number):
                continue
            own = site.numbering_of.get(node.source) or "current"
            entries = [conc.by_old[node.number]] if own == "old" and node.number in conc.by_old else (
                conc.entries_for(node.number, "current") if own == "current" else [])
            self._add(node.number, own, Target(node, own, entries[0] if entries else None))
            for entry in entries:
                for col in COLUMNS:
                    number = entry.number(col)
                    if col != own and number:
                        self._add(number, col, Target(node, own, entry))
        for new in conc.new:
            addr = self.addresses.setdefault(("current", new.current), Address(new.current, "current"))
            addr.new = new

    def _add(self, number: str, column: str, target: Target) -> None:
        addr = self.addresses.setdefault((column, number), Address(number, column))
        if all(t.node is not target.node for t in addr.targets):
            addr.targets.append(target)

    def bare(self) -> dict[str, Address]:
        """``/N/`` for every number: today's meaning first, else the oldest numbering that has it
        after 2009-10 (our 613 text), else any."""
        out: dict[str, Address] = {}
        order = ("current", "old", "m10", "before_2009")
        for col in order:
            for (c, number), addr in self.addresses.items():
                if c == col:
                    out.setdefault(number, addr)
        return out

    def lands(self, addr: Address) -> bool:
        """The address is one rule of another numbering (today's 613.8a = 2009's 613.7a): it opens
        that rule in the text, with a banner saying so."""
        return len(addr.targets) == 1 and addr.new is None and not self.is_redirect(addr)

    def is_redirect(self, addr: Address) -> bool:
        """The address is a rule's own number: the page sends the reader straight to it."""
        if len(addr.targets) != 1 or addr.new is not None:
            return False
        target = addr.targets[0]
        return target.column == addr.column or (target.entry is not None and target.entry.change == "unchanged"
                                                and target.node.number == addr.number)


def permalink_path(site: SiteData, node: RuleNode) -> str:
    """The permalink of a rule in its own numbering: ``613.3e/`` for today's numbering,
    ``2009/613.8/`` for the 2009 text (``/613.8/`` is today's 613.8, which is 2009's 613.7).

    >>> from types import SimpleNamespace as N
    >>> site = N(numbering_of={"cr613-2009": "old", "viewer": "current"})
    >>> permalink_path(site, N(number="613.8", source="cr613-2009")), permalink_path(site, N(number="607.2a", source="viewer"))
    ('2009/613.8/', '607.2a/')
    """
    return PREFIX[site.numbering_of.get(node.source) or "current"] + node.number + "/"


def _preview(text: str) -> str:
    return text if len(text) <= PREVIEW else text[:PREVIEW] + "…"


def number_pages(site: SiteData, env: Environment) -> dict[str, str]:
    """Every permalink page (``613.8a/index.html``, ``2009/613.7a/index.html`` …) and
    ``data/numbers.json``."""
    index = NumberIndex(site)
    redirect = env.get_template("permalink.html.j2")
    alias = env.get_template("number_page.html.j2")
    out: dict[str, str] = {}
    pages = {addr.path: addr for addr in index.addresses.values()}
    pages.update({f"{number}/": addr for number, addr in index.bare().items()})
    for path, addr in sorted(pages.items()):
        if index.is_redirect(addr):
            node = addr.targets[0].node
            out[f"{path}index.html"] = redirect.render(
                number=node.number, target=relative(path, site.rule_url(node.number)))
            continue
        if index.lands(addr):
            # one rule in another numbering: open it in the text, with the banner (cr.js, data/numbers.json)
            node = addr.targets[0].node
            target = (relative(path, site.rule_page[node.number]) + "?from=" + quote(landing_key(addr), safe="")
                      + f"#{node.number}")
            out[f"{path}index.html"] = redirect.render(number=addr.number, target=target)
            continue
        out[f"{path}index.html"] = alias.render(**_alias_context(site, index, addr, path))
    out["data/numbers.json"] = numbers_json(site, index)
    # apart, so that each search loads only what it reads: card names (a word), banners (cr.js)
    numbers = json.loads(out["data/numbers.json"])
    out["data/names.json"] = _json({"schema": "names/1", "cards": card_uses(site), "terms": numbers["terms"],
                                    "notes": [[*r[:3], r[3][:24], "", r[5]] for r in numbers["rules"] if len(r) > 5 and r[5]],
                                    "numberings": numbers["numberings"]})
    out["data/landings.json"] = _json({"schema": "landings/1", "landings": landings(site, index)})
    return out


def _reading(name: str, reading: str | None) -> str:
    """A name's reading for the search (typed in kana), "" where the name is its own (クローン).

    >>> _reading("謙虚", "けんきょ"), _reading("クローン", "くろーん")
    ('けんきょ', '')
    """
    plain = "".join(c for c in hiragana(name) if c not in SEPARATORS)
    return "" if not reading or plain == "".join(c for c in reading if c not in SEPARATORS) else reading


def _json(data: dict[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n"


def landing_key(addr: Address) -> str:
    """``613.8a`` (today's), ``2009-07/612.7``: the address a rule page's banner describes."""
    return addr.path.rstrip("/")


def _others(site: SiteData, index: NumberIndex, addr: Address, path: str | None) -> list[dict[str, str]]:
    """The same number in the other numberings, where it meant a different rule (today's
    613.7a is 2009's 613.6a; 2009's 613.7a is dependency): what it was there and where to read it."""
    mine = {id(t.node) for t in addr.targets}
    out = []
    for col in ("current", "old", "m10", "before_2009"):
        other = index.addresses.get((col, addr.number))
        if col == addr.column or other is None or not other.targets or {id(t.node) for t in other.targets} == mine:
            continue
        for t in other.targets:
            e = t.entry
            url = site.rule_url(t.node.number)
            out.append({"short": SHORT[col], "label": LABEL[col], "number": addr.number,
                        "rule": f"{SHORT[t.column]} {t.node.number}" + (
                            "（" + WORDS["ui"]["now_number"].format(number=now) + "）"
                            if (now := site.current_number(t.node)) and now != t.node.number else ""),
                        "text": _preview(t.node.text),
                        "note": (e.note_ja or e.note) if e and not (e.note or "").startswith("Follows") else "",
                        "href": relative(path, url) if path is not None else url})
    return out


def landings(site: SiteData, index: NumberIndex) -> dict[str, dict[str, Any]]:
    """The banner of each number that opens a rule of another numbering (``613.8a`` → 2009's
    613.7a): what the number is, what changed, and where the same number meant another rule."""
    out: dict[str, dict[str, Any]] = {}
    for addr in index.addresses.values():
        if not index.lands(addr):
            continue
        t = addr.targets[0]
        e = t.entry
        out[landing_key(addr)] = {
            "number": addr.number, "label": LABEL[addr.column], "short": SHORT[addr.column],
            "rule": t.node.number, "rule_short": SHORT[t.column],
            "change": CHANGE_JA.get(e.change, e.change) if e else "",
            "numbers": " → ".join(f"{SHORT[c]} {e.number(c)}" for c in COLUMNS if e and e.number(c)),
            "note": (e.note_ja or e.note) if e else "", "note_en": e.note if e and e.note_ja else "",
            "others": _others(site, index, addr, None),
            "stub": addr.path,
        }
    return out


def _alias_context(site: SiteData, index: NumberIndex, addr: Address, path: str) -> dict[str, Any]:
    conc = site.concordance
    targets = []
    for t in addr.targets:
        e = t.entry
        targets.append({
            "number": t.node.number,
            "label": LABEL[t.column],
            "short": SHORT[t.column],
            "text": t.node.text,
            "href": relative(path, site.rule_url(t.node.number)),
            "change": CHANGE_JA.get(e.change, e.change) if e else "",
            "note": (e.note_ja or e.note) if e else "",
            "note_en": e.note if e and e.note_ja else "",
            "numbers": [(SHORT[c], e.number(c)) for c in COLUMNS if e and e.number(c)],
        })
    parent = ""
    if addr.new is not None and addr.new.parent_old in site.corpus.rules:
        parent = relative(path, site.rule_url(addr.new.parent_old))
    return {
        "number": addr.number,
        "label": LABEL[addr.column],
        "short": SHORT[addr.column],
        "targets": targets,
        "new": addr.new,
        "parent_old": addr.new.parent_old if addr.new else "",
        "parent_current": (conc.renumber(addr.new.parent_old, "old", "current") or "") if addr.new else "",
        "parent_href": parent,
        "home": relative(path, ""),
        "numbering": relative(path, "numbering/"),
        "search": relative(path, "search/"),
        "others": _others(site, index, addr, path),
    }


def numbers_json(site: SiteData, index: NumberIndex) -> str:
    """The number index the search box reads: ``rules`` are ``[number, numbering, url, text,
    kind]`` (kind: ``rule`` lands on the rule, ``alias`` on a page for another numbering,
    ``none`` on a page saying there is no counterpart), a rule of the 2009 text with the
    concordance's English note as a sixth item ("Dependency."); ``terms`` are ``[english,
    [japanese…], url]`` from the glossary. An English word finds both. ``cards`` and ``cases``:
    :func:`card_uses`, :func:`case_index`."""
    rules: list[list[str]] = []
    order = {c: i for i, c in enumerate(("current", "old", "m10", "before_2009"))}
    for (col, number), addr in sorted(index.addresses.items(), key=lambda kv: (order[kv[0][0]], kv[0][1])):
        if index.is_redirect(addr):
            node = addr.targets[0].node
            entry = addr.targets[0].entry
            note = entry.note if entry is not None and col == "old" and not entry.note.startswith("Follows") else ""
            rules.append([number, col, site.rule_url(node.number), _preview(node.text), "rule", note])
        elif addr.new is not None:
            rules.append([number, col, addr.path, addr.new.note_ja or addr.new.note, "none"])
        else:
            text = "・".join(f"{SHORT[t.column]} {t.node.number} {_preview(t.node.text)}" for t in addr.targets)
            url = addr.path
            if index.lands(addr):  # straight to the rule, with its banner
                node = addr.targets[0].node
                url = f"{site.rule_page[node.number]}?from={quote(landing_key(addr), safe='')}#{node.number}"
            rules.append([number, col, url, "→ " + text, "alias"])
    terms = []
    for term in site.terms.values():
        terms.append([term.en, sorted(term.variants), f"glossary/#{term.anchor}",
                      _reading(next(iter(term.variants), ""), site.term_reading(term))])
    data = {"schema": "numbers/1", "numberings": SHORT, "rules": rules, "layers": site.concordance.layers,
            "terms": sorted(terms, key=lambda t: str(t[0]).lower()),
            "cases": case_index(site),
            "outside": outside_index([(n.number, n.text, site.rule_url(n.number)) for n in site.rule_pages()])}
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n"


def case_url(site: SiteData, case_id: str) -> str:
    """Where a case is read: under its rule (``rules/613/#case-…``), else on the page of its
    rule's cases (``cases/707/#case-…``)."""
    home = site.case_homes().get(case_id)
    return (site.rule_page[home] if home else site.case_page(case_id)) + f"#case-{case_id}"


def card_uses(site: SiteData) -> list[list[Any]]:
    """``[ja, en, url, [[label, url]…], reading]`` for each card: its entry in the card list, then the
    examples and cases whose run uses it, then the other places that name it (card tables, rules);
    its reading in kana (a search typed in kana finds it). A search for the card's name lists these first."""
    runs: dict[str, list[list[str]]] = {}
    for ex in site.examples.values():
        for ja in site.result(ex.id).get("cards") or []:
            runs.setdefault(str(ja), []).append([site.example_label(ex), site.example_url[ex.id]])
    for case in site.cases():
        cid = str(case.get("id", ""))
        for ja in case.get("cards") or []:
            runs.setdefault(str(ja), []).append([f"{WORDS['ui']['case']} {case.get('rule', '')} {case.get('title', '')}".strip(),
                                                 case_url(site, cid)])
    out: list[list[Any]] = []
    for entry in site.card_list():
        uses = list(runs.get(entry.ja, []))
        seen = {url for _, url in uses}
        for occ in entry.mentions:
            if occ.url not in seen:
                seen.add(occ.url)
                uses.append([occ.label, occ.url])
        out.append([entry.ja, entry.en or "", f"cardlist/#{entry.anchor}", uses, _reading(entry.ja, entry.reading)])
    return out


def case_index(site: SiteData) -> list[list[str]]:
    """``[rule, url, title]`` for each free-standing case: a number search finds the cases of a
    rule outside the corpus (101.2) too."""
    return [[str(c.get("rule", "")), case_url(site, str(c.get("id", ""))), str(c.get("title", ""))]
            for c in site.cases()]
