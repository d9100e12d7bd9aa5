"""Loading ``rules_src/``: the metadata, every source through its reader, one tree of rule nodes.

The phases, in order: read the metadata; decode and read each source; merge rule nodes
(identical repeats merged, a repeat with other text is an error naming both lines); build the
hierarchy; find inline marks; resolve references.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import yaml

from .decode import read_lines
from .errors import ConflictingRepeat, MetadataError, UnknownFormatError
from .inline import marks
from .model import Article, Block, CardMention, Corpus, Example, RuleNode, SourceMeta
from .numbers import LETTERS, RuleNumber
from .readers import READERS, RawNode, ReaderOutput

METADATA = "sources.yaml"
# libyaml's safe loader where PyYAML has it (about 9 times faster), else the Python one.
_SafeLoader: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_REQUIRED = ("id", "path", "title", "kind", "language", "version", "reader", "numbering")


def load_corpus(root: Path) -> Corpus:
    """Parse every source listed in ``root/sources.yaml`` into one ``Corpus``."""
    metas = read_metadata(root)
    known = read_card_names(root)
    outputs = [(meta, read_source(root, meta)) for meta in metas]
    warnings: list[str] = []
    rules = merge_nodes(root, outputs, warnings)
    link_hierarchy(rules, warnings)
    articles = [a for _meta, out in outputs for a in out.articles]
    mark_rules(rules, known)
    mark_articles(articles, known)
    resolve_refs(rules, articles)
    return Corpus(sources=metas, rules=rules, articles=articles, warnings=warnings)


# --- metadata -------------------------------------------------------------------


def _scalar(node: yaml.Node) -> Any:
    return yaml.safe_load(yaml.serialize(node))


def read_metadata(root: Path) -> list[SourceMeta]:
    """The sources listed in ``sources.yaml``, each checked; errors name the line."""
    shown = str(root / METADATA)
    lines = read_lines(root / METADATA, shown)
    try:
        doc = yaml.compose("\n".join(lines), Loader=yaml.SafeLoader)
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        raise MetadataError(shown, line, f"not valid YAML: {getattr(err, 'problem', err)}") from None
    if not isinstance(doc, yaml.MappingNode):
        raise MetadataError(shown, 1, "expected a mapping with a 'sources' list")
    entries = next((v for k, v in doc.value if k.value == "sources"), None)
    if not isinstance(entries, yaml.SequenceNode):
        raise MetadataError(shown, 1, "expected a 'sources' list")
    metas: list[SourceMeta] = []
    seen: dict[str, int] = {}
    for entry in entries.value:
        line = entry.start_mark.line + 1
        if not isinstance(entry, yaml.MappingNode):
            raise MetadataError(shown, line, "each source is a mapping")
        fields = {k.value: v for k, v in entry.value}
        for name in _REQUIRED:
            if name not in fields:
                raise MetadataError(shown, line, f"source is missing the field '{name}'")
        values = {k: _scalar(v) for k, v in fields.items()}
        reader = str(values["reader"])
        if reader not in READERS:
            known = ", ".join(sorted(READERS))
            raise UnknownFormatError(
                shown, fields["reader"].start_mark.line + 1, f"unknown reader {reader!r} (known: {known})"
            )
        sid = str(values["id"])
        if sid in seen:
            raise MetadataError(shown, line, f"source id {sid!r} is already used on line {seen[sid]}")
        seen[sid] = line
        metas.append(
            SourceMeta(
                id=sid,
                path=str(values["path"]),
                title=str(values["title"]),
                kind=str(values["kind"]),
                language=str(values["language"]),
                version=str(values["version"]),
                reader=reader,
                numbering=str(values["numbering"]),
                about=tuple(str(a) for a in values.get("about") or ()),
                article=str(values.get("article") or ""),
                origin=str(values.get("origin") or ""),
            )
        )
    return metas


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
            walk(yaml.load(path.read_text(encoding="utf-8"), Loader=_SafeLoader))  # noqa: S506
        except (yaml.YAMLError, UnicodeDecodeError):
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


def merge_nodes(
    root: Path, outputs: list[tuple[SourceMeta, ReaderOutput]], warnings: list[str]
) -> dict[str, RuleNode]:
    """One node per number; identical repeats merged; a repeat with other text is an error."""
    nodes: dict[str, RuleNode] = {}
    where: dict[str, str] = {}
    for meta, out in outputs:
        path = str(root / meta.path)
        for raw in out.nodes:
            number = RuleNumber.parse(raw.number)
            old = nodes.get(raw.number)
            if old is not None:
                if old.text != raw.text or not _examples_equal(old.examples, raw):
                    raise ConflictingRepeat(
                        path, raw.line, f"rule {raw.number} repeats with different text (first at {where[raw.number]})"
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
