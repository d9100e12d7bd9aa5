"""The vocabulary tables of docs/cards.md and docs/scenarios.md, generated from the registries.

Each table sits between ``<!-- vocabulary: NAME -->`` and ``<!-- /vocabulary -->`` in the
doc; :func:`render` rewrites them, each entry described by a :data:`Doc` (the docs': Japanese,
from the text table, ``python -m sitegen.docs_tables`` writes them), and a test fails when a
doc differs from what the registries say.

>>> "| `gain_life:` a number or an amount phrase (`its power`) |" in table("instructions")
True
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Sequence
from typing import Any

from engine.abilities import ABILITY_KINDS, TriggeredAbility
from engine.amounts import AMOUNTS
from engine.choices import CHOICES
from engine.conditions import CONDITIONS
from engine.costs import COST_PARTS
from engine.effects import EFFECT_PARTS
from engine.instructions import INSTRUCTIONS, Instruction
from engine.layers import EffectPart, Layer
from engine.linked import LINKED_VALUES
from engine.replacement import MODIFICATIONS, REPLACED_EVENTS
from engine.trigger_events import TRIGGER_EVENTS
from engine.vocab import VALUE_TYPES, Key, Registry
from verify.actions import ACTIONS
from verify.expectations import GAME_FIELDS, OBJECT_FIELDS, PENDING_FIELDS, PLAYER_FIELDS, STACK_FIELDS
from verify.schema import build_part, key_names
from verify.specs import Where
from verify.yamlload import load_yaml


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _type(k: Key) -> str:
    if k.words:
        return "one of " + ", ".join(f"`{w}`" for w in k.words)
    return VALUE_TYPES.get(k.type, k.type)


def _keys(keys: tuple[Key, ...]) -> str:
    shown = [f"`{k.name}`{' (required)' if k.required else ''}: {_type(k)}" + (f" — {k.doc}" if k.doc else "")
             for k in keys if not k.main]
    return "; ".join(shown) or "—"


def _rows(header: str, rows: Sequence[tuple[Any, ...]]) -> str:
    cols = header.count("|") - 1
    out = [header, "|" + "---|" * cols]
    out += ["| " + " | ".join(_cell(str(c)) for c in row) + " |" for row in rows]
    return "\n".join(out)


# What a table says an entry does: ``doc(key, english)`` for the entry ``key`` (its registry's
# ``what`` and its word: ``instruction.gain_life``) whose own doc is ``english`` — the English
# itself (:func:`english`), or the docs' Japanese (sitegen/docs_tables.py).
Doc = Callable[[str, str], str]


def english(key: str, text: str) -> str:
    """An entry's description in English: its own doc."""
    return text


def _instructions(doc: Doc) -> str:
    shared = {f.name for f in dataclasses.fields(Instruction)}  # keys every instruction takes
    rows = []
    for word, cls in INSTRUCTIONS.items():
        main = next((k for k in cls.schema() if k.main), None)
        own = tuple(k for k in cls.schema() if k.field not in shared)
        rows.append((f"`{word}:` {_type(main) if main else ''}".strip(), _keys(own),
                     doc(f"{INSTRUCTIONS.what}.{word}", cls.doc)))
    common = [k for k in next(c for _, c in INSTRUCTIONS.items()).schema() if k.field in shared]
    return _rows("| instruction | keys | what it does |", rows) + "\n\nEvery instruction also takes " + _keys(
        tuple(common)) + "."


def _conditions(doc: Doc) -> str:
    rows = [(f"`{word}`", _keys(cls.schema()), doc(f"{CONDITIONS.what}.{word}", cls.doc))
            for word, cls in CONDITIONS.items()]
    return _rows("| condition | other keys | holds when |", rows)


def _trigger_events(doc: Doc) -> str:
    rows = [(f"`{word}`", ", ".join(f"`{o}`" + (" (required)" if o in cls.required else "")
                                    for o in (*cls.options(), *(r for r in cls.required if r not in cls.options())))
             or "—", doc(f"{TRIGGER_EVENTS.what}.{word}", cls.doc)) for word, cls in TRIGGER_EVENTS.items()]
    return _rows("| `when:` | its own keys | the trigger event |", rows)


def _triggered_keys(doc: Doc) -> str:
    own = [(f"`{k.name}`", f"with `when: {word}`: {_type(k)} — {k.doc}") for word, cls in TRIGGER_EVENTS.items()
           for k in cls.schema()]
    return _rows("| key | meaning |", [*((f"`{k.name}`", doc(f"triggered key.{k.name}", k.doc))
                                         for k in TriggeredAbility.keys), *own])


def _amounts(doc: Doc) -> str:
    return _rows("| amount | what it is |", [(f"`{cls.written}`", doc(f"{AMOUNTS.what}.{word}", cls.doc))
                                             for word, cls in AMOUNTS.items()])


# The layers that are not of characteristics, as the table names them (613.10, 613.11; 2009: 613.9, 613.10).
_LAYER_NAMES = {Layer.PLAYERS: "players (613.10; 613.9 in 2009)",
                Layer.GAME_RULES: "game rules (613.11; 613.10 in 2009)"}


def part_layer(cls: type[EffectPart]) -> str:
    """The layer an effect key's parts apply in, today / in 2009 (613.1; the part's own), read
    from the parts its first written example makes.

    >>> part_layer(EFFECT_PARTS.get("modify_pt")), part_layer(EFFECT_PARTS.get("switch_pt"))
    ('7c / 7c', '7d / 7e')
    """
    example = load_yaml(cls.written.split("` / `")[0].strip("`"), "docs/cards.md")
    layers = sorted({p.layer for p in build_part(cls, example[cls.key], Where("docs/cards.md", 1))},
                    key=lambda la: la.step)
    return ", ".join(_LAYER_NAMES.get(la, f"{la.current} / {la.cr2009}") for la in layers) + cls.layer_note


def _effect_parts(doc: Doc) -> str:
    return _rows("| key | layer (today / 2009) | what it does | writes | reads |",
                 [(cls.written, part_layer(cls), doc(f"{EFFECT_PARTS.what}.{word}", cls.doc), cls.doc_writes,
                   cls.doc_reads) for word, cls in EFFECT_PARTS.items()])


def _costs(doc: Doc) -> str:
    return _rows("| cost part | paid on activation (602.2b) |", [(f"`{cls.written}`", doc(f"{COST_PARTS.what}.{word}", cls.doc))
                                                                  for word, cls in COST_PARTS.items()])


def _linked_values(doc: Doc) -> str:
    return _rows("| linked value | what | as printed |", [(f"`{word}`", doc(f"{LINKED_VALUES.what}.{word}", cls.doc),
                                                          cls.written)
                                                         for word, cls in LINKED_VALUES.items()])


def _ability_kinds(doc: Doc) -> str:
    rows = [(f"`{word}:`", ", ".join(f"`{k}`" for k in key_names(cls.keys)) or "—",
             doc(f"{ABILITY_KINDS.what}.{word}", cls.doc))
            for word, cls in ABILITY_KINDS.items()]
    return _rows("| kind | keys | what it is |", rows)


def _words(registry: Registry[Any], header: str) -> Callable[[Doc], str]:
    def render(doc: Doc) -> str:
        rows = []
        for word, cls in registry.items():
            main = next((k for k in cls.schema() if k.main), None)
            rows.append((f"`{word}:` {_type(main) if main else ''}".strip(), _keys(cls.schema()),
                         doc(f"{registry.what}.{word}", cls.doc)))
        return _rows(header, rows)
    return render


def _choices(doc: Doc) -> str:
    return _rows("| choice | value |", [(f"`{word}`", doc(f"{CHOICES.what}.{word}", cls.doc))
                                        for word, cls in CHOICES.items()])


def _actions(doc: Doc) -> str:
    rows = []
    for word, cls in ACTIONS.items():
        groups: list[tuple[list[str], str]] = []  # keys with the same meaning are listed together
        for name, (_, meaning) in cls.fields.items():
            shown = f"`{name}`{' (required)' if name in cls.required else ''}"
            if groups and groups[-1][1] == meaning:
                groups[-1][0].append(shown)
            else:
                groups.append(([shown], meaning))
        fields = "; ".join(f"{', '.join(names)}: {meaning}" for names, meaning in groups)
        short = f" — `{word}: X` is short for `{{{cls.scalar}: X}}`" if cls.scalar else ""
        several = " — or a list of such mappings (at the same time)" if cls.several else ""
        rows.append((f"`{word}`", (fields or "—") + short + several, doc(f"{ACTIONS.what}.{word}", cls.doc)))
    return _rows("| action | fields | what happens |", rows)


def _fields(registry: Registry[Any]) -> Callable[[Doc], str]:
    def render(doc: Doc) -> str:
        rows = []
        for word, cls in registry.items():
            how = "exact" if not cls.unordered else "exact, in any order"
            if cls.subset:
                how = "each of them"
            rows.append((f"`{word}`", doc(f"{registry.what}.{word}", cls.doc), how))
        return _rows("| field | value | compared |", rows)
    return render


TABLES: dict[str, Callable[[Doc], str]] = {
    "ability kinds": _ability_kinds, "triggered keys": _triggered_keys, "trigger events": _trigger_events, "conditions": _conditions,
    "instructions": _instructions, "amounts": _amounts, "costs": _costs, "effect parts": _effect_parts, "linked values": _linked_values, "actions": _actions, "choices": _choices,
    "replaced events": _words(REPLACED_EVENTS, "| `would:` | other keys | the event that would happen |"),
    "replacements": _words(MODIFICATIONS, "| `instead:` | other keys | what happens instead |"),
    "object expectations": _fields(OBJECT_FIELDS), "player expectations": _fields(PLAYER_FIELDS),
    "stack expectations": _fields(STACK_FIELDS), "pending expectations": _fields(PENDING_FIELDS),
    "game expectations": _fields(GAME_FIELDS),
}
_BLOCK = re.compile(r"(<!-- vocabulary: (?P<name>[^>]+?) -->\n).*?(<!-- /vocabulary -->)", re.S)


def table(name: str, doc: Doc = english) -> str:
    """One generated table (markdown); ``doc`` says what each entry does (:data:`Doc`)."""
    return TABLES[name](doc)


def render(text: str, doc: Doc = english) -> str:
    """A doc with every vocabulary block regenerated."""
    return _BLOCK.sub(lambda m: f"{m.group(1)}{table(m.group('name'), doc)}\n{m.group(3)}", text)


def blocks(text: str) -> list[str]:
    """The names of the vocabulary blocks of a doc."""
    return [m.group("name") for m in _BLOCK.finditer(text)]


def entries() -> dict[str, str]:
    """Every entry a table describes, by key (:data:`Doc`) → its English (its own doc).

    >>> entries()["instruction.mill"].startswith("701.17a")
    True
    """
    found: dict[str, str] = {}

    def keep(key: str, text: str) -> str:
        found.setdefault(key, text)
        return text

    for render_table in TABLES.values():
        render_table(keep)
    return found
