"""Loading ``rules_src/``: the metadata, every source through its reader, one tree of rule nodes.

The phases, in order: read the metadata; decode and read each source; merge rule nodes
(identical repeats merged, a repeat with other text is an error naming both lines); build the
hierarchy; find inline marks; resolve references.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date
from pathlib import Path

from .concordance import Concordance, load_concordance
from .confine import check_tree, inside
from .decode import read_lines
from .errors import ConflictingRepeat, InputError, MetadataError, OrderError, UnknownFormatError, said
from .inline import marks
from .model import Article, Block, CardMention, Corpus, Example, RuleNode, SourceMeta
from .numbers import LETTERS, RuleNumber
from .readers import READERS, RawNode, ReaderOutput
from .schema import LIST, NONEMPTY, SLUG, TEXT, TEXT_LIST, Schema
from .yamlfile import read_yaml

METADATA = "sources.yaml"
_REQUIRED = ("id", "path", "title", "kind", "language", "version", "reader", "numbering")


def load_corpus(root: Path) -> Corpus:
    """Parse every source listed in ``root/sources.yaml`` into one ``Corpus``."""
    check_tree(root, root)  # no symbolic link in rules_src/ leads out of it
    metas, about_lines = _read_metadata(root)
    known = read_card_names(root)
    outputs = [(meta, read_source(root, meta)) for meta in metas]
    warnings: list[str] = []
    rules = merge_nodes(root, outputs, warnings)
    link_hierarchy(rules, warnings)
    check_about(root, metas, about_lines, rules)
    articles = [a for _meta, out in outputs for a in out.articles]
    mark_rules(rules, known)
    mark_articles(articles, known)
    resolve_refs(rules, articles)
    return Corpus(sources=metas, rules=rules, articles=articles, warnings=warnings)


# --- metadata -------------------------------------------------------------------

_SOURCES_FILE = Schema("sources.yaml", {"sources": LIST}, required=("sources",), error=MetadataError)
_SOURCE = Schema("a source", {
    "id": SLUG, "path": NONEMPTY, "title": NONEMPTY, "kind": NONEMPTY, "language": NONEMPTY,
    "version": NONEMPTY, "reader": NONEMPTY, "numbering": NONEMPTY,
    "about": TEXT_LIST, "article": SLUG, "origin": TEXT,
}, required=_REQUIRED, error=MetadataError)


def _shown(root: Path, name: str) -> str:
    return str(root / name)


def read_metadata(root: Path) -> list[SourceMeta]:
    """The sources listed in ``sources.yaml``, each checked against its schema; errors name the line.

    A source's ``path`` must lead to a file inside ``root`` once symbolic links are resolved; its
    ``numbering`` must be one the concordance knows (:func:`check_numbering`).
    """
    return _read_metadata(root)[0]


def _read_metadata(root: Path) -> tuple[list[SourceMeta], dict[str, int]]:
    """The sources, and the line of each source's ``about:`` (by source id)."""
    shown = _shown(root, METADATA)
    numberings = _numberings(root)
    about_lines: dict[str, int] = {}
    doc = _SOURCES_FILE.check(read_yaml(root / METADATA, shown, MetadataError), shown)
    entries = doc["sources"]
    metas: list[SourceMeta] = []
    seen: dict[str, int] = {}
    articles: dict[str, tuple[str, int]] = {}
    for index, entry in enumerate(entries):
        line = entries.item_lines[index]
        values = _SOURCE.check(entry, shown, line)
        line = values.line
        reader = values["reader"]
        if reader not in READERS:
            raise UnknownFormatError(shown, values.key_line("reader"), *said("file.unknown_reader", reader=reader,
                                                                              known=sorted(READERS)))
        sid = values["id"]
        if sid in seen:
            raise MetadataError(shown, values.key_line("id"), *said("file.source_id_twice", id=sid, line=seen[sid]))
        seen[sid] = values.key_line("id")
        article = values.get("article") or ""
        if article in articles:
            other, other_line = articles[article]
            raise OrderError(shown, values.key_line("article"),
                             *said("file.article_id_twice", article=article, other=other, line=other_line))
        if article:
            articles[article] = (sid, values.key_line("article"))
        _check_source_path(root, values["path"], shown, values.key_line("path"))
        check_numbering(values["numbering"], numberings, shown, values.key_line("numbering"))
        if "about" in values:
            about_lines[sid] = values.key_line("about")
        metas.append(
            SourceMeta(
                id=sid,
                path=values["path"],
                title=values["title"],
                kind=values["kind"],
                language=values["language"],
                version=values["version"],
                reader=reader,
                numbering=values["numbering"],
                about=tuple(values.get("about") or ()),
                article=article,
                origin=values.get("origin") or "",
            )
        )
    return metas, about_lines


_DATE = re.compile(r"(\d{4})-(\d\d)-(\d\d)")


def _numberings(root: Path) -> dict[str, str] | None:
    """The numberings ``root/concordance.yaml`` names (column → label), None without one."""
    if not (root / "concordance.yaml").exists():
        return None
    return load_concordance(root).numberings


def check_numbering(numbering: str, numberings: dict[str, str] | None, shown: str, line: int) -> None:
    """A source's ``numbering`` is ``current`` or a date (YYYY-MM-DD) of a numbering the
    concordance maps (:meth:`Concordance.column`): one it cannot map would leave the source's
    rule numbers read as today's, silently.

    >>> check_numbering("2009-10-01", {"old": "2009-10-01", "current": "2020-04-17 –"}, "s.yaml", 3)
    >>> check_numbering("../../x", None, "s.yaml", 3)
    Traceback (most recent call last):
    ruletext.errors.MetadataError: s.yaml:3: numbering '../../x' is not a date (YYYY-MM-DD) or 'current'
    >>> check_numbering("2015-06-01", {"old": "2009-10-01", "current": "2020-04-17 –"}, "s.yaml", 3)
    Traceback (most recent call last):
    ruletext.errors.MetadataError: s.yaml:3: numbering '2015-06-01': concordance.yaml maps no numbering \
of that date (it knows: old 2009-10-01, current 2020-04-17 –)
    """
    if numbering == "current":
        return
    match = _DATE.fullmatch(numbering)
    try:
        if match is None:
            raise ValueError(numbering)
        date(*(int(part) for part in match.groups()))
    except ValueError:
        raise MetadataError(shown, line, *said("file.numbering_not_date", numbering=numbering)) from None
    if numberings is not None and not Concordance(numberings=numberings).column(numbering):
        raise MetadataError(shown, line, *said("file.numbering_unmapped", numbering=numbering,
                                               known=[f"{col} {label}" for col, label in numberings.items()]))


def check_about(root: Path, metas: list[SourceMeta], lines: dict[str, int], rules: dict[str, RuleNode]) -> None:
    """Each number a source is ``about`` is a rule of the corpus (the article is linked from it;
    a number that is none would be dropped from the page without a word)."""
    shown = _shown(root, METADATA)
    for meta in metas:
        for number in meta.about:
            if number not in rules:
                have = ", ".join(n for n, node in rules.items() if node.level == "rule")
                raise MetadataError(shown, lines.get(meta.id, 0), *said("file.about_not_rule", number=number, rules=have))


def _check_source_path(root: Path, path: str, shown: str, line: int) -> None:
    """A source is a file inside ``root`` (after resolving symbolic links)."""
    target = inside(root, path, shown, line)
    if target.is_dir():
        raise MetadataError(shown, line, *said("file.path_folder", path=path))
    if not target.exists():
        raise MetadataError(shown, line, *said("file.path_missing", path=path))


def read_card_names(root: Path) -> dict[str, str | None]:
    """JA → EN names of the cards defined in ``root/cards/`` (to find unmarked mentions).

    Only the ``ja``/``en`` keys are read; the card definitions themselves are ``verify``'s.
    """
    names: dict[str, str | None] = {}
    folder = root / "cards"
    if not folder.is_dir():
        return names

    def walk(value: object) -> None:
        if isinstance(value, dict):
            ja, en = value.get("ja"), value.get("en")
            if isinstance(ja, str) and ja and (en is None or isinstance(en, str)):
                names[ja] = en or None
            for v in value.values():
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)

    for path in sorted(folder.glob("*.y*ml")):
        try:
            walk(read_yaml(path, str(path)))
        except InputError:
            continue  # verify reports a broken card file with its line
    return names


# --- sources --------------------------------------------------------------------


def read_source(root: Path, meta: SourceMeta) -> ReaderOutput:
    path = root / meta.path
    shown = str(root / meta.path)
    lines = read_lines(path, shown)
    out = READERS[meta.reader](replace(meta, path=shown), lines)
    for node in out.nodes:
        node.raw = node.raw  # raw lines are kept as read
    return out


# --- rule nodes -----------------------------------------------------------------


def _examples_equal(a: list[Example], b: RawNode) -> bool:
    return len(b.examples) <= len(a) and all(x.text == y.text for x, y in zip(a, b.examples, strict=False))


def _common_prefix(a: str, b: str) -> int:
    return next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))


def _differs_at(old: RuleNode, raw: RawNode) -> int:
    """The line of ``raw`` where its text first differs from ``old``'s (a repeat's text may
    continue over several lines, or an example differ)."""
    if old.text != raw.text:
        return raw.line_at(_common_prefix(old.text, raw.text))
    for mine, theirs in zip(raw.examples, old.examples, strict=False):
        if mine.text != theirs.text:
            at = _common_prefix(theirs.text, mine.text)
            return max((line for line, start in mine.more if start <= at), default=mine.line)
    return raw.examples[len(old.examples)].line if len(raw.examples) > len(old.examples) else raw.line


def merge_nodes(
    root: Path, outputs: list[tuple[SourceMeta, ReaderOutput]], warnings: list[str]
) -> dict[str, RuleNode]:
    """One node per number; identical repeats merged; a repeat with other text is an error."""
    nodes: dict[str, RuleNode] = {}
    where: dict[str, str] = {}
    for meta, out in outputs:
        path = str(root / meta.path)
        check_order(out.nodes, path)
        for raw in out.nodes:
            number = RuleNumber.parse(raw.number)
            old = nodes.get(raw.number)
            if old is not None:
                if old.text != raw.text or not _examples_equal(old.examples, raw):
                    raise ConflictingRepeat(
                        path, _differs_at(old, raw),
                        *said("file.repeats", number=raw.number, first=where[raw.number])
                    )
                if old.source == meta.id:
                    old.repeat_lines.append(raw.line)
                continue
            parent = number.parent
            node = RuleNode(
                number=raw.number,
                level=number.level,
                parent=str(parent) if parent else None,
                text=raw.text,
                raw=raw.raw,
                source=meta.id,
                line=raw.line,
            )
            for k, ex in enumerate(raw.examples, start=1):
                node.examples.append(
                    Example(
                        id=f"{raw.number}-{k}", owner=raw.number, text=ex.text, raw=ex.raw, source=meta.id, line=ex.line
                    )
                )
            nodes[raw.number] = node
            where[raw.number] = f"{path}:{raw.line}"
    return dict(sorted(nodes.items(), key=lambda kv: RuleNumber.parse(kv[0]).sort_key))


def check_order(raws: list[RawNode], path: str) -> None:
    """Within one source, the rules of one parent come in increasing order (``613.3`` after
    ``613.2``). A number seen before is a repeat (a copied page may hold a block twice),
    merged or reported by :func:`merge_nodes`."""
    last: dict[str | None, RawNode] = {}
    seen: set[str] = set()
    for raw in raws:
        if raw.number in seen:
            continue
        seen.add(raw.number)
        number = RuleNumber.parse(raw.number)
        parent = str(number.parent) if number.parent else None
        before = last.get(parent)
        if before is not None and number.sort_key < RuleNumber.parse(before.number).sort_key:
            raise OrderError(path, raw.line, *said("file.out_of_order", number=raw.number, before=before.number,
                                                   line=before.line))
        last[parent] = raw


def link_hierarchy(rules: dict[str, RuleNode], warnings: list[str]) -> None:
    """Children lists; a missing parent becomes an empty placeholder node (with a warning)."""
    for number in list(rules):
        for anc in RuleNumber.parse(number).ancestors():
            if str(anc) not in rules:
                parent = anc.parent
                rules[str(anc)] = RuleNode(
                    number=str(anc), level=anc.level, parent=str(parent) if parent else None,
                    text="", raw="", source="", line=0,
                )
                warnings.append(f"rule {anc} has no text in any source (needed as parent of {number})")
    ordered = sorted(rules.values(), key=lambda n: RuleNumber.parse(n.number).sort_key)
    rules.clear()
    rules.update((n.number, n) for n in ordered)
    for node in ordered:
        node.children = []
    for node in ordered:
        if node.parent is not None:
            rules[node.parent].children.append(node.number)
    for node in ordered:
        letters = [RuleNumber.parse(c).letter for c in node.children]
        present = [c for c in letters if c]
        if present:
            expected = LETTERS[: len(present)]
            if "".join(present) != expected:
                warnings.append(f"rule {node.number}: sub-rule letters {''.join(present)} have a gap")


# --- inline marks ---------------------------------------------------------------


def mark_rules(rules: dict[str, RuleNode], known: dict[str, str | None]) -> None:
    """Rule text gets marked mentions only; examples also unmarked names of defined cards."""
    for node in rules.values():
        node.refs, node.terms, cards = marks(node.text)
        node.cards = _with_en(cards, known)
        for ex in node.examples:
            ex.refs, ex.terms, cards = marks(ex.text, known_names=known)
            ex.cards = _with_en(cards, known)


def _with_en(cards: list[CardMention], known: dict[str, str | None]) -> list[CardMention]:
    return [replace(c, en=known[c.ja]) if c.en is None and known.get(c.ja) else c for c in cards]


def mark_articles(articles: list[Article], known: dict[str, str | None]) -> None:
    for art in articles:
        tables = [b for b in art.blocks if b.kind == "table" and b.rows]
        for t, table in enumerate(tables, start=1):
            table.row_ids = [f"{art.id}-table-{t}-row-{r}" for r in range(1, len(table.rows))]
        for block in art.blocks:
            if block.kind == "table":
                block.cell_cards = [[_with_en(marks(cell, art.title)[2], known) for cell in row] for row in block.rows]
                continue
            names = known if block.kind in ("paragraph", "layer", "bullet") else {}
            block.refs, block.terms, cards = marks(block.text, art.title, names)
            if block.kind == "card":
                cards = [CardMention(ja=block.data["ja"], en=block.data["en"] or None, start=0, end=0)] + cards
            block.cards = _with_en(cards, known)
        by_block: dict[str, Block] = {b.example_id: b for b in art.blocks if b.example_id}
        for ex in art.examples:
            ex.refs, ex.terms, cards = marks(ex.text, art.title, known)
            ex.cards = _with_en(cards, known)
            assert ex.id in by_block


def resolve_refs(rules: dict[str, RuleNode], articles: list[Article]) -> None:
    """A reference is resolved when its target is a node of the corpus; otherwise it is outside."""

    def fix(holder: RuleNode | Example | Block) -> None:
        holder.refs = [replace(r, resolved=r.target in rules) for r in holder.refs]

    for node in rules.values():
        fix(node)
        for ex in node.examples:
            fix(ex)
    for art in articles:
        for block in art.blocks:
            fix(block)
        for ex in art.examples:
            fix(ex)
