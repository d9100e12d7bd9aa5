"""The word rewriting of text-changing effects (612.2, layer 3).

The parts of an ability that a text-changing effect can change (color words, land types and
other subtypes: 612.2) are ``word`` fields of selector predicates, ``subtypes`` fields (and the
name of a token they define, 612.2a), its rules ``text``, and the
words of a value that rewords itself (a keyword: ``islandwalk``, ``protection from red`` —
its ``reworded`` method). :func:`rewrite_words` changes them all, so an effect really acts on
the new word (a "destroy all Islands" that became "destroy all Forests" destroys Forests).
"""

from __future__ import annotations

import dataclasses
import re
from typing import TypeVar

T = TypeVar("T")


# The creature types whose plural ends in "ves" (205.3m: "Elves", "Wolves", "Dwarves").
_VES = frozenset({"Elf", "Wolf", "Dwarf"})


def plural(word: str) -> str:
    """The plural of a subtype as rules text writes it.

    >>> plural("Goblin"), plural("Elf"), plural("Ally"), plural("Sphinx"), plural("Plains")
    ('Goblins', 'Elves', 'Allies', 'Sphinxes', 'Plains')
    """
    if word in _VES:
        return word[:-1] + "ves"
    if word.endswith("y") and word[-2:-1] not in ("a", "e", "o", "u"):
        return word[:-1] + "ies"
    if word.endswith("s"):
        return word  # "Plains"
    return word + ("es" if word.endswith(("x", "ch", "sh")) else "s")


def replace_in_text(text: str, old: str, new: str) -> str:
    """Replace the word ``old`` (and its plural) in rules text, keeping capitalization.

    >>> replace_in_text("Elves you control get +1/+1. Each Elf ...", "Elf", "Goblin")
    'Goblins you control get +1/+1. Each Goblin ...'
    >>> replace_in_text("Goblins you control get +1/+1.", "Goblin", "Elf")
    'Elves you control get +1/+1.'
    """
    forms = sorted({plural(old), old + "s", old + "es"} - {old}, key=len, reverse=True)
    pattern = re.compile(rf"\b(?:(?P<many>{'|'.join(map(re.escape, forms))})|(?P<one>{re.escape(old)}))\b",
                         re.IGNORECASE)

    def sub(m: re.Match[str]) -> str:
        found = m.group(0)
        word = plural(new) if m.group("many") else new
        if found[0].isupper():
            word = word[:1].upper() + word[1:]
        elif found[0].islower():
            word = word[:1].lower() + word[1:]
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

    A field ``subtypes`` has the word replaced too (the types an effect gives, a token's), and so
    has the name of what has those subtypes (612.2a: a token named by its creature types):

    >>> from engine.objects import Characteristics
    >>> token = rewrite_words(Characteristics("Goblin", subtypes=("Goblin",)), "Goblin", "Elf")
    >>> token.name, token.subtypes
    ('Elf', ('Elf',))
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
            elif f.name == "subtypes" and isinstance(current, tuple) and old in current:
                changes[f.name] = tuple(new if s == old else s for s in current)  # the types it gives or makes
            elif f.name == "text" and isinstance(current, str):
                replaced = replace_in_text(current, old, new)
                if replaced != current:
                    changes[f.name] = replaced
            elif isinstance(current, tuple) or (dataclasses.is_dataclass(current) and not isinstance(current, type)):
                rewritten = rewrite_words(current, old, new)
                if rewritten != current:
                    changes[f.name] = rewritten
        name = getattr(value, "name", None)
        if "subtypes" in changes and isinstance(name, str) and "name" not in changes:
            changes["name"] = replace_in_text(name, old, new)  # 612.2a: a token named by its creature types
        return dataclasses.replace(value, **changes) if changes else value
    return value
