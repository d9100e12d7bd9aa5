"""The word rewriting of text-changing effects (612.2, layer 3).

The parts of an ability that a text-changing effect can change (color words, land types and
other subtypes: 612.2) are ``word`` fields of selector predicates, its rules ``text``, and the
words of a value that rewords itself (a keyword: ``islandwalk``, ``protection from red`` —
its ``reworded`` method). :func:`rewrite_words` changes them all, so an effect really acts on
the new word (a "destroy all Islands" that became "destroy all Forests" destroys Forests).
"""

from __future__ import annotations

import dataclasses
import re
from typing import TypeVar

T = TypeVar("T")


def replace_in_text(text: str, old: str, new: str) -> str:
    """Replace the word ``old`` (and its plural) in rules text, keeping capitalization."""
    pattern = re.compile(rf"\b({re.escape(old)})(s|es)?\b", re.IGNORECASE)

    def sub(m: re.Match[str]) -> str:
        word = new
        if m.group(1)[0].isupper():
            word = word[:1].upper() + word[1:]
        elif m.group(1)[0].islower():
            word = word[:1].lower() + word[1:]
        if m.group(2) and not word.endswith("s"):
            word += "s"
        return word

    return pattern.sub(sub, text)


def rewrite_words(value: T, old: str, new: str) -> T:
    """612.2: ``value`` with every ``old`` word replaced by ``new``.

    Walks frozen dataclasses and tuples: a field named ``word`` equal to ``old`` is
    replaced; a field named ``text`` has the word replaced in its prose.

    >>> from engine.selectors import parse_selector
    >>> sel = parse_selector("all Islands")
    >>> from engine.abilities import SpellAbility
    >>> from engine.instructions import Destroy
    >>> spell = rewrite_words(SpellAbility("Destroy all Islands.", instructions=(Destroy(sel),)), "Island", "Forest")
    >>> spell.text, spell.instructions[0].what.predicates[0].word
    ('Destroy all Forests.', 'Forest')
    >>> rewrite_words(sel, "Island", "Forest").predicates[0].word
    'Forest'
    >>> from engine.keywords import Keyword
    >>> rewrite_words((Keyword("islandwalk"), Keyword("protection from red")), "Island", "Forest")
    (Keyword(name='forestwalk'), Keyword(name='protection from red'))
    """
    reworded = getattr(value, "reworded", None)
    if callable(reworded):  # a value that knows where its words are (a keyword, 702)
        out: T = reworded(old, new)
        return out
    if isinstance(value, tuple):
        return type(value)(rewrite_words(v, old, new) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes: dict[str, object] = {}
        for f in dataclasses.fields(value):
            current = getattr(value, f.name)
            if f.name == "word" and current == old:
                changes[f.name] = new
            elif f.name == "text" and isinstance(current, str):
                replaced = replace_in_text(current, old, new)
                if replaced != current:
                    changes[f.name] = replaced
            elif isinstance(current, tuple) or (dataclasses.is_dataclass(current) and not isinstance(current, type)):
                rewritten = rewrite_words(current, old, new)
                if rewritten != current:
                    changes[f.name] = rewritten
        return dataclasses.replace(value, **changes) if changes else value
    return value
