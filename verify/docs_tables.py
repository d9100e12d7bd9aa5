"""The vocabulary tables of docs/cards.md and docs/scenarios.md, generated from the registries.

Each table sits between ``<!-- vocabulary: NAME -->`` and ``<!-- /vocabulary -->`` in the
doc; :func:`render` writes them — the site build does, into its copy of docs/ (the committed docs
hold the place only: sitegen/docs_tables.py). Every word of a table is said through a :class:`Words` — each entry's description and
every other phrase (header, value type, key note, field meaning, template): :data:`ENGLISH` for
the command line, the docs' Japanese from the text table (``python -m sitegen.docs_tables``).

>>> "| `gain_life:` a number or an amount phrase (`its power`) |" in table("instructions")
True
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from typing import Any, Protocol

from engine.abilities import ABILITY_KINDS, TriggeredAbility
from engine.amounts import AMOUNTS
from engine.choices import CHOICES
from engine.conditions import CONDITIONS
from engine.costs import COST_PARTS
from engine.cr_keywords import ALL_KEYWORDS, APPLIED
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


class Words(Protocol):
    """The language a table is written in: ``doc(key, english)`` says what the entry ``key`` (its
    registry's ``what`` and its word: ``instruction.gain_life``) does, given its own doc; ``say``
    gives every other English phrase of the tables (a header, a value type, a key's note, an action
    field's meaning, a template such as ``one of {words}`` filled with ``fields``) in the language."""

    def doc(self, key: str, english: str) -> str: ...

    def say(self, english: str, **fields: str) -> str: ...


class English:
    """The tables in English: each entry's own doc, each phrase as written (the command line's)."""

    def doc(self, key: str, english: str) -> str:
        return english

    def say(self, english: str, **fields: str) -> str:
        return english.format(**fields) if fields else english


ENGLISH = English()


@dataclasses.dataclass(frozen=True)
class Table:
    """One generated table: its header, its rows (cells as markdown) and a sentence after it."""

    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    after: str = ""


def markdown(t: Table) -> str:
    """A table as markdown (a cell's ``|`` escaped).

    >>> print(markdown(Table(("a", "b"), (("1", "x|y"),))))
    | a | b |
    |---|---|
    | 1 | x\\|y |
    """
    out = ["| " + " | ".join(t.header) + " |", "|" + "---|" * len(t.header)]
    out += ["| " + " | ".join(_cell(c) for c in row) + " |" for row in t.rows]
    return "\n".join(out) + (f"\n\n{t.after}" if t.after else "")


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _type(k: Key, w: Words) -> str:
    if k.words:
        return w.say("one of {words}", words=w.say(", ").join(f"`{x}`" for x in k.words))
    return w.say(VALUE_TYPES[k.type]) if k.type in VALUE_TYPES else f"`{k.type}`"


def _name(name: str, required: bool, w: Words) -> str:
    return w.say("{key} (required)", key=f"`{name}`") if required else f"`{name}`"


def _keys(keys: tuple[Key, ...], w: Words) -> str:
    shown = [w.say("{key}: {type} — {note}", key=_name(k.name, k.required, w), type=_type(k, w), note=w.say(k.doc))
             if k.doc else w.say("{key}: {type}", key=_name(k.name, k.required, w), type=_type(k, w))
             for k in keys if not k.main]
    return w.say("; ").join(shown) or "—"


def _main(word: str, main: Key | None, w: Words) -> str:
    return f"`{word}:` {_type(main, w)}" if main else f"`{word}:`"


def _head(w: Words, *names: str) -> tuple[str, ...]:
    return tuple(n if n.startswith("`") else w.say(n) for n in names)


def _instructions(w: Words) -> Table:
    shared = {f.name for f in dataclasses.fields(Instruction)}  # keys every instruction takes
    rows = []
    for word, cls in INSTRUCTIONS.items():
        main = next((k for k in cls.schema() if k.main), None)
        own = tuple(k for k in cls.schema() if k.field not in shared)
        rows.append((_main(word, main, w), _keys(own, w), w.doc(f"{INSTRUCTIONS.what}.{word}", cls.doc)))
    common = tuple(k for k in next(c for _, c in INSTRUCTIONS.items()).schema() if k.field in shared)
    return Table(_head(w, "instruction", "keys", "what it does"), tuple(rows),
                 w.say("Every instruction also takes {keys}.", keys=_keys(common, w)))


def _conditions(w: Words) -> Table:
    return Table(_head(w, "condition", "other keys", "holds when"),
                 tuple((f"`{word}`", _keys(cls.schema(), w), w.doc(f"{CONDITIONS.what}.{word}", cls.doc))
                       for word, cls in CONDITIONS.items()))


def _trigger_events(w: Words) -> Table:
    rows = tuple((f"`{word}`", w.say(", ").join(_name(o, o in cls.required, w) for o in (
        *cls.options(), *(r for r in cls.required if r not in cls.options()))) or "—",
        w.doc(f"{TRIGGER_EVENTS.what}.{word}", cls.doc)) for word, cls in TRIGGER_EVENTS.items())
    return Table(_head(w, "`when:`", "its own keys", "the trigger event"), rows)


def _triggered_keys(w: Words) -> Table:
    own = [(f"`{k.name}`", w.say("with {when}: {type} — {note}", when=f"`when: {word}`", type=_type(k, w),
                                 note=w.say(k.doc)))
           for word, cls in TRIGGER_EVENTS.items() for k in cls.schema()]
    return Table(_head(w, "key", "meaning"),
                 (*((f"`{k.name}`", w.doc(f"triggered key.{k.name}", k.doc)) for k in TriggeredAbility.keys), *own))


def _amounts(w: Words) -> Table:
    return Table(_head(w, "amount", "what it is"),
                 tuple((f"`{cls.written}`", w.doc(f"{AMOUNTS.what}.{word}", cls.doc)) for word, cls in AMOUNTS.items()))


# The layers that are not of characteristics, as the table names them (613.10, 613.11; 2009: 613.9, 613.10).
_LAYER_NAMES = {Layer.PLAYERS: "players (613.10; 613.9 in 2009)",
                Layer.GAME_RULES: "game rules (613.11; 613.10 in 2009)"}


def part_layer(cls: type[EffectPart], w: Words = ENGLISH) -> str:
    """The layer an effect key's parts apply in, today / in 2009 (613.1; the part's own), read
    from the parts its first written example makes.

    >>> part_layer(EFFECT_PARTS.get("modify_pt")), part_layer(EFFECT_PARTS.get("switch_pt"))
    ('7c / 7c', '7d / 7e')
    """
    example = load_yaml(cls.written.split("` / `")[0].strip("`"), "docs/cards.md")
    layers = sorted({p.layer for p in build_part(cls, example[cls.key], Where("docs/cards.md", 1))},
                    key=lambda la: la.step)
    shown = w.say(", ").join(w.say(_LAYER_NAMES[la]) if la in _LAYER_NAMES else f"{la.current} / {la.cr2009}"
                             for la in layers)
    return f"{shown} {w.say(cls.layer_note.strip())}" if cls.layer_note else shown


def _what(text: str, w: Words) -> str:
    return text if text == "—" else w.say(text)


def _effect_parts(w: Words) -> Table:
    return Table(_head(w, "key", "layer (today / 2009)", "what it does", "writes", "reads"),
                 tuple((cls.written, part_layer(cls, w), w.doc(f"{EFFECT_PARTS.what}.{word}", cls.doc),
                        _what(cls.doc_writes, w), _what(cls.doc_reads, w)) for word, cls in EFFECT_PARTS.items()))


def _costs(w: Words) -> Table:
    return Table(_head(w, "cost part", "paid on activation (602.2b)"),
                 tuple((f"`{cls.written}`", w.doc(f"{COST_PARTS.what}.{word}", cls.doc)) for word, cls in COST_PARTS.items()))


def _linked_values(w: Words) -> Table:
    return Table(_head(w, "linked value", "what", "as printed"),
                 tuple((f"`{word}`", w.doc(f"{LINKED_VALUES.what}.{word}", cls.doc), w.say(cls.written))
                       for word, cls in LINKED_VALUES.items()))


def _keywords(w: Words) -> Table:
    return Table(_head(w, "keyword", "its rule", "the rule the game applies"),
                 tuple((f"`{k}`", ALL_KEYWORDS[k], r) for k, r in sorted(APPLIED.items(), key=lambda i: int(ALL_KEYWORDS[i[0]][4:]))),
                 w.say("Any other keyword of 702 ({n} of {total}) is refused where it is written: an object with it "
                       "would do nothing.", n=str(len(ALL_KEYWORDS) - len(APPLIED)), total=str(len(ALL_KEYWORDS))))


def _ability_kinds(w: Words) -> Table:
    return Table(_head(w, "kind", "keys", "what it is"),
                 tuple((f"`{word}:`", w.say(", ").join(f"`{k}`" for k in key_names(cls.keys)) or "—",
                        w.doc(f"{ABILITY_KINDS.what}.{word}", cls.doc)) for word, cls in ABILITY_KINDS.items()))


def _words(registry: Registry[Any], *header: str) -> Callable[[Words], Table]:
    def render(w: Words) -> Table:
        rows = []
        for word, cls in registry.items():
            main = next((k for k in cls.schema() if k.main), None)
            rows.append((_main(word, main, w), _keys(cls.schema(), w), w.doc(f"{registry.what}.{word}", cls.doc)))
        return Table(_head(w, *header), tuple(rows))
    return render


def _choices(w: Words) -> Table:
    return Table(_head(w, "choice", "value"),
                 tuple((f"`{word}`", w.doc(f"{CHOICES.what}.{word}", cls.doc)) for word, cls in CHOICES.items()))


def _actions(w: Words) -> Table:
    rows = []
    for word, cls in ACTIONS.items():
        groups: list[tuple[list[str], str]] = []  # keys with the same meaning are listed together
        for name, (_, meaning) in cls.fields.items():
            shown = _name(name, name in cls.required, w)
            if groups and groups[-1][1] == meaning:
                groups[-1][0].append(shown)
            else:
                groups.append(([shown], meaning))
        fields = w.say("; ").join(w.say("{keys}: {meaning}", keys=w.say(", ").join(names), meaning=w.say(meaning))
                                  for names, meaning in groups) or "—"
        if cls.scalar:
            fields += w.say(" — {short} is short for {long}", short=f"`{word}: X`", long=f"`{{{cls.scalar}: X}}`")
        if cls.several:
            fields += w.say(" — or a list of such mappings (at the same time)")
        rows.append((f"`{word}`", fields, w.doc(f"{ACTIONS.what}.{word}", cls.doc)))
    return Table(_head(w, "action", "fields", "what happens"), tuple(rows))


def _fields(registry: Registry[Any]) -> Callable[[Words], Table]:
    def render(w: Words) -> Table:
        rows = []
        for word, cls in registry.items():
            how = "exact" if not cls.unordered else "exact, in any order"
            if cls.subset:
                how = "each of them"
            rows.append((f"`{word}`", w.doc(f"{registry.what}.{word}", cls.doc), w.say(how)))
        return Table(_head(w, "field", "value", "compared"), tuple(rows))
    return render


TABLES: dict[str, Callable[[Words], Table]] = {
    "ability kinds": _ability_kinds, "keywords": _keywords, "triggered keys": _triggered_keys, "trigger events": _trigger_events, "conditions": _conditions,
    "instructions": _instructions, "amounts": _amounts, "costs": _costs, "effect parts": _effect_parts, "linked values": _linked_values, "actions": _actions, "choices": _choices,
    "replaced events": _words(REPLACED_EVENTS, "`would:`", "other keys", "the event that would happen"),
    "replacements": _words(MODIFICATIONS, "`instead:`", "other keys", "what happens instead"),
    "object expectations": _fields(OBJECT_FIELDS), "player expectations": _fields(PLAYER_FIELDS),
    "stack expectations": _fields(STACK_FIELDS), "pending expectations": _fields(PENDING_FIELDS),
    "game expectations": _fields(GAME_FIELDS),
}
_BLOCK = re.compile(r"(<!-- vocabulary: (?P<name>[^>]+?) -->\n).*?(<!-- /vocabulary -->)", re.S)


def table(name: str, w: Words = ENGLISH) -> str:
    """One generated table (markdown) in the language of ``w`` (:class:`Words`)."""
    return markdown(TABLES[name](w))


def render(text: str, table_of: Callable[[str], str] = table) -> str:
    """A doc with every vocabulary block regenerated: ``table_of(name)`` writes each (English by default)."""
    return _BLOCK.sub(lambda m: f"{m.group(1)}{table_of(m.group('name'))}\n{m.group(3)}", text)


def blocks(text: str) -> list[str]:
    """The names of the vocabulary blocks of a doc."""
    return [m.group("name") for m in _BLOCK.finditer(text)]


class _Collect(English):
    """English, noting every entry described and every phrase said, and where."""

    def __init__(self) -> None:
        self.docs: dict[str, str] = {}
        self.phrases: dict[str, str] = {}
        self.where = ""

    def doc(self, key: str, english: str) -> str:
        self.docs.setdefault(key, english)
        return english

    def say(self, english: str, **fields: str) -> str:
        self.phrases.setdefault(english, self.where)
        return super().say(english, **fields)


def _collected() -> _Collect:
    seen = _Collect()
    for name, render_table in TABLES.items():
        seen.where = name
        render_table(seen)
    return seen


def entries() -> dict[str, str]:
    """Every entry a table describes, by key (``instruction.gain_life``) → its English (its own doc).

    >>> entries()["instruction.mill"].startswith("701.17a")
    True
    """
    return _collected().docs


def phrases() -> dict[str, str]:
    """Every other English phrase of the tables (headers, value types, key notes, field meanings,
    templates) → the first table that says it.

    >>> phrases()["what it does"], phrases()["one of {words}"]
    ('instructions', 'triggered keys')
    """
    return _collected().phrases
