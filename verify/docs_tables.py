"""The vocabulary tables of docs/cards.md and docs/scenarios.md, generated from the registries.

Each table sits between ``<!-- vocabulary: NAME -->`` and ``<!-- /vocabulary -->`` in the
doc; :func:`render` rewrites them, and a test fails when a doc differs from what the
registries say (``python -m verify.docs_tables`` writes them).

>>> "| `gain_life:` a number or an amount phrase (`its power`) |" in table("instructions")
True
"""

from __future__ import annotations

import dataclasses
import re
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
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

DOCS = Path(__file__).resolve().parent.parent / "docs"


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


def _instructions() -> str:
    shared = {f.name for f in dataclasses.fields(Instruction)}  # keys every instruction takes
    rows = []
    for word, cls in INSTRUCTIONS.items():
        main = next((k for k in cls.schema() if k.main), None)
        own = tuple(k for k in cls.schema() if k.field not in shared)
        rows.append((f"`{word}:` {_type(main) if main else ''}".strip(), _keys(own), cls.doc))
    common = [k for k in next(c for _, c in INSTRUCTIONS.items()).schema() if k.field in shared]
    return _rows("| instruction | keys | what it does |", rows) + "\n\nEvery instruction also takes " + _keys(
        tuple(common)) + "."


def _conditions() -> str:
    rows = [(f"`{word}`", _keys(cls.schema()), cls.doc) for word, cls in CONDITIONS.items()]
    return _rows("| condition | other keys | holds when |", rows)


def _trigger_events() -> str:
    rows = [(f"`{word}`", ", ".join(f"`{o}`" + (" (required)" if o in cls.required else "")
                                    for o in (*cls.options(), *(r for r in cls.required if r not in cls.options())))
             or "—", cls.doc) for word, cls in TRIGGER_EVENTS.items()]
    return _rows("| `when:` | its own keys | the trigger event |", rows)


def _triggered_keys() -> str:
    own = [(f"`{k.name}`", f"with `when: {word}`: {_type(k)} — {k.doc}") for word, cls in TRIGGER_EVENTS.items()
           for k in cls.schema()]
    return _rows("| key | meaning |", [*((f"`{k.name}`", k.doc) for k in TriggeredAbility.trigger_keys), *own])


def _amounts() -> str:
    return _rows("| amount | what it is |", [(f"`{cls.written}`", cls.doc) for _, cls in AMOUNTS.items()])


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


def _effect_parts() -> str:
    return _rows("| key | layer (today / 2009) | what it does | writes | reads |",
                 [(cls.written, part_layer(cls), cls.doc, cls.doc_writes, cls.doc_reads)
                  for _, cls in EFFECT_PARTS.items()])


def _costs() -> str:
    return _rows("| cost part | paid on activation (602.2b) |", [(f"`{cls.written}`", cls.doc)
                                                                  for _, cls in COST_PARTS.items()])


def _linked_values() -> str:
    return _rows("| linked value | what | as printed |", [(f"`{word}`", cls.doc, cls.written)
                                                         for word, cls in LINKED_VALUES.items()])


def _ability_kinds() -> str:
    rows = [(f"`{word}:`", ", ".join(f"`{k}`" for k in key_names(cls.keys)) or "—", cls.doc)
            for word, cls in ABILITY_KINDS.items()]
    return _rows("| kind | keys | what it is |", rows)


def _words(registry: Registry[Any], header: str) -> Callable[[], str]:
    def render() -> str:
        rows = []
        for word, cls in registry.items():
            main = next((k for k in cls.schema() if k.main), None)
            rows.append((f"`{word}:` {_type(main) if main else ''}".strip(), _keys(cls.schema()), cls.doc))
        return _rows(header, rows)
    return render


def _choices() -> str:
    return _rows("| choice | value |", [(f"`{word}`", cls.doc) for word, cls in CHOICES.items()])


def _actions() -> str:
    rows = []
    for word, cls in ACTIONS.items():
        groups: list[tuple[list[str], str]] = []  # keys with the same meaning are listed together
        for name, (_, doc) in cls.fields.items():
            shown = f"`{name}`{' (required)' if name in cls.required else ''}"
            if groups and groups[-1][1] == doc:
                groups[-1][0].append(shown)
            else:
                groups.append(([shown], doc))
        fields = "; ".join(f"{', '.join(names)}: {doc}" for names, doc in groups)
        short = f" — `{word}: X` is short for `{{{cls.scalar}: X}}`" if cls.scalar else ""
        several = " — or a list of such mappings (at the same time)" if cls.several else ""
        rows.append((f"`{word}`", (fields or "—") + short + several, cls.doc))
    return _rows("| action | fields | what happens |", rows)


def _fields(registry: Registry[Any]) -> Callable[[], str]:
    def render() -> str:
        rows = []
        for word, cls in registry.items():
            how = "exact" if not cls.unordered else "exact, in any order"
            if cls.subset:
                how = "each of them"
            rows.append((f"`{word}`", cls.doc, how))
        return _rows("| field | value | compared |", rows)
    return render


TABLES: dict[str, Callable[[], str]] = {
    "ability kinds": _ability_kinds, "triggered keys": _triggered_keys, "trigger events": _trigger_events, "conditions": _conditions,
    "instructions": _instructions, "amounts": _amounts, "costs": _costs, "effect parts": _effect_parts, "linked values": _linked_values, "actions": _actions, "choices": _choices,
    "replaced events": _words(REPLACED_EVENTS, "| `would:` | other keys | the event that would happen |"),
    "replacements": _words(MODIFICATIONS, "| `instead:` | other keys | what happens instead |"),
    "object expectations": _fields(OBJECT_FIELDS), "player expectations": _fields(PLAYER_FIELDS),
    "stack expectations": _fields(STACK_FIELDS), "pending expectations": _fields(PENDING_FIELDS),
    "game expectations": _fields(GAME_FIELDS),
}
_BLOCK = re.compile(r"(<!-- vocabulary: (?P<name>[^>]+?) -->\n).*?(<!-- /vocabulary -->)", re.S)


def table(name: str) -> str:
    """One generated table (markdown)."""
    return TABLES[name]()


def render(text: str) -> str:
    """A doc with every vocabulary block regenerated."""
    return _BLOCK.sub(lambda m: f"{m.group(1)}{table(m.group('name'))}\n{m.group(3)}", text)


def blocks(text: str) -> list[str]:
    """The names of the vocabulary blocks of a doc."""
    return [m.group("name") for m in _BLOCK.finditer(text)]


def main(argv: list[str]) -> int:
    """``python -m verify.docs_tables [--check]``: rewrite (or check) docs/cards.md and docs/scenarios.md."""
    stale = []
    for path in (DOCS / "cards.md", DOCS / "scenarios.md"):
        old = path.read_text(encoding="utf-8")
        new = render(old)
        if new != old:
            stale.append(str(path))
            if "--check" not in argv:
                path.write_text(new, encoding="utf-8")
    if stale and "--check" in argv:
        print("out of date (run `python -m verify.docs_tables`): " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
