"""A short human summary of a parsed corpus, one paragraph per source."""

from __future__ import annotations

from .model import Corpus


def summarize(corpus: Corpus) -> str:
    lines: list[str] = []
    for meta in corpus.sources:
        nodes = [n for n in corpus.rules.values() if n.source == meta.id]
        examples = sum(len(n.examples) for n in nodes)
        refs = [r for n in nodes for r in n.refs + [r for e in n.examples for r in e.refs]]
        terms = sum(len(n.terms) + sum(len(e.terms) for e in n.examples) for n in nodes)
        cards = sum(len(n.cards) + sum(len(e.cards) for e in n.examples) for n in nodes)
        lines.append(f"{meta.id}  ({meta.reader}: {meta.path}, {meta.version})")
        if nodes:
            top = ", ".join(n.number for n in nodes if n.level == "rule") or "-"
            lines.append(
                f"  rule nodes {len(nodes)} (rules {top}), examples {examples}, "
                f"refs {len(refs)} ({sum(r.resolved for r in refs)} resolved, "
                f"{sum(not r.resolved for r in refs)} outside the corpus), terms {terms}, cards {cards}"
            )
        for art in corpus.articles:
            if art.source == meta.id:
                kinds: dict[str, int] = {}
                for b in art.blocks:
                    kinds[b.kind] = kinds.get(b.kind, 0) + 1
                shown = ", ".join(f"{k} {v}" for k, v in sorted(kinds.items()))
                lines.append(
                    f"  article {art.id!r} {art.title} (about {', '.join(art.about)}): {shown}; "
                    f"examples {len(art.examples)}"
                )
    for number in ("603", "607", "613"):
        if number in corpus.rules:
            below = [n for n in corpus.rules if n.startswith(number + ".")]
            ex = sum(len(corpus.rules[n].examples) for n in below)
            lines.append(f"{number}: {len(below)} rule nodes below it, {ex} examples")
    outside = sorted({r.target for n in corpus.rules.values() for r in n.refs if not r.resolved})
    lines.append(f"references outside the corpus: {', '.join(outside) or 'none'}")
    for w in corpus.warnings:
        lines.append(f"warning: {w}")
    return "\n".join(lines)
