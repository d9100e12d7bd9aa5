"""ruletext: the Japanese rule text in ``rules_src/`` as structured rule nodes.

    >>> from pathlib import Path
    >>> corpus = load_corpus(Path(__file__).resolve().parent.parent / "rules_src")
    >>> corpus.rules["613.3e"].parent
    '613.3'
    >>> [ex.id for ex in corpus.rules["613.3e"].examples]
    ['613.3e-1', '613.3e-2']
"""

from __future__ import annotations

from .corpus import load_corpus
from .errors import InputError
from .model import Article, Block, CardMention, Corpus, Example, Ref, RuleNode, SourceMeta, TableRow, Term

__all__ = [
    "Article",
    "Block",
    "CardMention",
    "Corpus",
    "Example",
    "InputError",
    "Ref",
    "RuleNode",
    "SourceMeta",
    "TableRow",
    "Term",
    "load_corpus",
]
