"""The schema loader: a YAML mapping checked against a vocabulary entry's schema.

An entry of a registry (engine/vocab.py) declares its keys and their value types; here
each value is converted to its engine value and every error is ``file:line: message``
naming the key and the accepted ones, with a did-you-mean.
"""

from __future__ import annotations

from typing import Any

from engine import EngineError
from engine.amounts import parse_amount
from engine.choices import CHOICES
from engine.costs import parse_cost
from engine.errors import SelectorSyntaxError
from engine.layers import EffectPart
from engine.linked import LINKED_VALUES
from engine.objects import ZONES, ManaCost, counter_kind, mana_type
from engine.records import Record, Term, Text, missing_key, not_a, unknown_word, wrong_type
from engine.replacement import MODIFICATIONS, REPLACED_EVENTS
from engine.trigger_events import TRIGGER_EVENTS
from engine.vocab import VALUE_TYPES, Key, KeyValueError, Registry, Written, suggest
from ruletext.errors import InputError
from ruletext.schema import check_keys
from verify.errors import CardError, ScenarioError, UnknownSelectorError, unknown_key_says
from verify.specs import Where
from verify.yamlload import LineDict


def _fail(error: type[InputError], w: Where, message: str, says: dict[str, Any] | None) -> InputError:
    return error(w.path, w.line, message, says)


# What a value of each value type is written as, for the reader (sitegen/text ``key``): an error
# of one is a record (error.expected) the reader sees in Japanese.
VALUE_TERMS = {"id": "value_id", "text": "value_text", "player": "value_player", "word": "value_word_one",
               "counter": "value_counter", "ids": "value_ids", "int": "value_integer", "count": "value_count",
               "flag": "value_flag", "true": "value_true", "mapping": "value_mapping", "card": "value_object", "choices": "value_choices",
               "counters": "value_counter_numbers", "list": "value_list", "picks": "value_picks",
               "modes": "value_modes", "cost": "value_cost", "mana": "value_mana_symbols", "mana_type": "value_mana_type",
               "words": "value_words", "target": "value_target_phrase", "reflexive": "value_reflexive",
               "triggered": "value_triggered", "object": "value_token_object"}


def _want(ok: bool, error: type[InputError], w: Where, label: str, what: str, raw: object, t: str = "") -> None:
    if not ok:
        raise error(w.path, w.line, f"{label}: {what}, not {raw!r}", wrong_type(label, VALUE_TERMS[t], raw))


def convert(k: Key, raw: Any, w: Where, label: str, error: type[InputError] = CardError, context: str = "") -> Any:
    """One value of a schema key (``k.type``, engine/vocab.py VALUE_TYPES) → its engine value;
    ``context``: where a selector of the entry is read (engine.selectors.SELECTOR_CONTEXTS)."""
    from verify import specs  # the value types are the card vocabulary's

    t = k.type
    if t == "any":
        return raw
    try:
        if t == "int" or t == "count":
            _want(isinstance(raw, int) and not isinstance(raw, bool) and (t == "int" or raw >= 1), error, w, label,
                  "an integer" if t == "int" else "a positive integer", raw, t)
            return raw
        if t == "flag":
            _want(isinstance(raw, bool), error, w, label, "true or false", raw, t)
            return raw
        if t == "true":  # a word that is only ever true: `false` would be taken for it, or do nothing
            _want(raw is True, error, w, label, "true (false says nothing; leave the key out)", raw, t)
            return raw
        if t in ("text", "id", "player"):
            _want(isinstance(raw, str) and bool(raw), error, w, label, VALUE_TYPES[t], raw, t)
            return raw
        if t == "ids":
            _want((isinstance(raw, str) and bool(raw)) or (isinstance(raw, list) and all(isinstance(x, str) for x in raw)),
                  error, w, label, VALUE_TYPES[t], raw, t)
            return raw
        if t in ("mapping", "list") and not k.keys:
            _want(isinstance(raw, dict if t == "mapping" else list), error, w, label, VALUE_TYPES[t], raw, t)
            return raw
        if t == "picks":
            _want(isinstance(raw, list) and bool(raw) and all(isinstance(x, str) and bool(x) for x in raw), error, w,
                  label, VALUE_TYPES[t], raw, t)
            return raw
        if t == "zone":
            if raw not in ZONES:
                raise error(w.path, w.line, f"{label}: one of {', '.join(ZONES)}, not {raw!r}{suggest(str(raw), ZONES)}",
                            not_a("value_zone", raw, ZONES))
            return raw
        if t == "choices":
            _want(isinstance(raw, dict), error, w, label, VALUE_TYPES[t], raw, t)
            return check_choices(raw, w, error)
        if t == "counters":  # 122.1: kinds of counter, each with a number, never a kind nothing reads
            _want(isinstance(raw, dict), error, w, label, VALUE_TYPES[t], raw, t)
            return {convert(_COUNTER, kind, w.key(raw, kind), label, error):
                    convert(_COUNT, n, w.key(raw, kind), f"{label} {kind}", error) for kind, n in raw.items()}
        if t == "card":
            _want(isinstance(raw, LineDict), error, w, label, VALUE_TYPES[t], raw, t)
            return specs.characteristics(raw, w.at(raw), str(raw.get("name", "")))
        if t == "linked":  # engine/linked.py: what a linked ability gives (607.2a)
            LINKED_VALUES.get(str(raw))
            return str(raw)
        if t == "choice":
            if raw not in CHOICES:
                raise _fail(error, w, f"{label}: one of {', '.join(CHOICES)}, not {raw!r}{suggest(str(raw), CHOICES)}",
                            not_a("value_choice", raw, CHOICES))
            return raw
        if t == "trigger_events":
            return convert(Key(k.name, k.field, "words", k.doc, words=TRIGGER_EVENTS.names()), raw, w, label, error)
        if t == "cost":
            _want(isinstance(raw, str), error, w, label, "a cost as printed ('{2}, {T}', 'Sacrifice a creature')", raw, t)
            return parse_cost(raw)
        if t == "duration":
            return specs.duration(raw, w)
        if t == "pt":
            return specs.pt_value(raw, w)
        if t == "replaced_event":
            return entry_of(REPLACED_EVENTS, raw, w, label, error=error)
        if t == "modifications":
            items = raw if isinstance(raw, list) else [raw]
            lines = getattr(raw, "item_lines", None)
            return tuple(entry_of(MODIFICATIONS, item, Where(w.path, lines[i]) if lines else w, label, error=error)
                         for i, item in enumerate(items))
        if t == "modes":  # 700.2: two or more, each its text, target and instructions
            _want(isinstance(raw, list) and len(raw) >= 2, error, w, label,
                  "a list of two or more modes (700.2), each {text, target, do}", raw, t)
            from engine.abilities import Mode
            lines = getattr(raw, "item_lines", None)
            return tuple(build_written(Mode, item, Where(w.path, lines[i]) if lines else w.at(item), error)
                         for i, item in enumerate(raw))
        if t == "mapping" and k.keys:
            _want(isinstance(raw, dict), error, w, label, f"a mapping ({', '.join(n.name for n in k.keys)})", raw, t)
            check_keys(raw, tuple(n.name for n in k.keys), w.path, w.line, label=label, error=error,
                       says=unknown_key_says)
            return convert_keys(k.keys, raw, w, label, error, context)
        if t == "mana":
            _want(isinstance(raw, str), error, w, label, "mana symbols ('{2}{B}')", raw, t)
            ManaCost.parse(raw)  # 107.4: only the symbols the CR defines
            return raw
        if t == "mana_type":
            _want(isinstance(raw, str), error, w, label, "a type of mana ('R', '{G}') or chosen", raw, t)
            return raw if raw.strip() == "chosen" else mana_type(raw)
        if t == "word":
            if raw not in k.words:
                raise _fail(error, w, f"{label}: one of {', '.join(k.words)}, not {raw!r}"
                                      f"{suggest(str(raw), k.words)}", not_a("value_word", raw, k.words))
            return raw
        if t == "words":
            items = raw if isinstance(raw, list) else [raw]
            _want(bool(items) and all(isinstance(i, str) for i in items), error, w, label,
                  f"one of {', '.join(k.words)} or a list" if k.words else "a word or a list of words", raw, t)
            for item in items:
                if k.words and item not in k.words:
                    raise _fail(error, w, f"{label}: one of {', '.join(k.words)}, not {item!r}"
                                          f"{suggest(str(item), k.words)}", not_a("value_word", item, k.words))
            return tuple(items)
        if t == "colors":
            return specs.colors(raw, w)
        if t == "types":
            words = raw if isinstance(raw, list) else [raw]
            return specs.type_line(" ".join(str(t) for t in words) if isinstance(raw, list) else raw, w,
                                   subtypes_alone=True)
        if t == "abilities":
            items = raw if isinstance(raw, list) else [raw]
            lines = getattr(raw, "item_lines", None)
            return tuple(one for i, a in enumerate(items)
                         for one in specs.abilities_of(a, Where(w.path, lines[i]) if lines else w.at(raw)))
        if t in ("pt_set", "pt_modify"):
            return specs.pt_exprs(raw, w, t == "pt_modify", label)
        if t == "counter":
            _want(isinstance(raw, str), error, w, label, "a counter kind ('+1/+1')", raw, t)
            return counter_kind(raw)
        if t == "selector":
            return specs.selector(raw, w, k.context or context)
        if t == "selectors":
            return specs.any_selector(raw, w, k.context or context)
        if t == "target":  # 115.3: a phrase, or a list of them — one for each instance of "target", in order
            if isinstance(raw, list) and len(raw) > 1:
                for item in raw:
                    _want(isinstance(item, str), error, w, label, "a target phrase", item, t)
                    specs.check_target(item, w)
                return tuple(raw)
            _want(isinstance(raw, str), error, w, label, "a target phrase (or a list of two or more)", raw, t)
            specs.check_target(raw, w)
            return raw
        if t == "amount":
            return parse_amount(raw)
        if t == "instructions":
            return specs.instructions(raw, w)
        if t == "reflexive":
            _want(isinstance(raw, LineDict), error, w, label, "a triggered-ability mapping (text, target, do…)", raw, t)
            return specs.reflexive(raw, w.at(raw))
        if t == "triggered":
            _want(isinstance(raw, LineDict), error, w, label, "a triggered-ability mapping (text, when, do…)", raw, t)
            from engine.abilities import DelayedTriggeredAbility  # the one triggered value: delayed's (603.7)
            return build_written(DelayedTriggeredAbility, raw, w.at(raw), error)
        if t == "condition":
            return specs.condition(raw, w, k.context or f"{context or label} if")
        if t == "object":
            _want(isinstance(raw, LineDict), error, w, label, "a mapping (name, type_line, colors, pt)", raw, t)
            return specs.characteristics(raw, w.at(raw), str(raw.get("name", "")), specs.TOKEN_KEYS)
    except EngineError as err:
        raise _fail(error, w, f"{label}: {err}", err.says) from None
    raise _fail(error, w, f"{label}: no loader for the value type {t!r}", None)  # pragma: no cover


def build_word(cls: Any, data: LineDict | dict[str, Any], w: Where, shared: tuple[str, ...] = (),
               error: type[InputError] = CardError) -> Any:
    """A mapping → an instance of the vocabulary entry ``cls``: every key must be one of its
    schema (or ``shared``, read by the caller); each value is converted by its type; a
    missing required key or a wrong value is ``file:line: message`` naming the key."""
    from verify import specs
    schema = {k.name: k for k in cls.schema()}
    check_keys(data, (*schema, *shown_ja(schema), *shared), w.path, w.line, label=cls.key, error=error,
               says=unknown_key_says)
    specs.text_ja_beside(data, w, cls.key, error)
    values: dict[str, Any] = {}
    for name, k in schema.items():
        if name in data:
            values[k.field] = convert(k, data[name], w.key(data, name), f"{cls.key}" + ("" if k.main else f" {name}"),
                                      error, getattr(cls, "selector_context", ""))
        elif k.required:
            raise error(w.path, w.line, f"{cls.key}: give {name!r} ({k.doc or VALUE_TYPES[k.type]})",
                        missing_key(f"{cls.key} {name}"))
    try:
        cls.check(values)
        return cls(**values)
    except EngineError as err:
        raise error(w.path, w.line, f"{cls.key}: {err}") from None


_COUNTER, _COUNT = Key("kind", "kind", "counter"), Key("count", "count", "count")


def check_choices(value: Any, w: Where, error: type[InputError] = ScenarioError) -> dict[str, str]:
    """``choices:`` — each key a word of the choice registry, each value one it takes."""
    out: dict[str, str] = {}
    for key, v in value.items():
        try:
            out[str(key)] = CHOICES.get(key).take(v)
        except EngineError as err:
            raise error(w.path, w.key(value, key).line, str(err)) from None
    return out


def convert_keys(keys: tuple[Key, ...], data: dict[str, Any], w: Where, label: str,
                 error: type[InputError] = CardError, context: str = "") -> dict[str, Any]:
    """The values of ``keys`` in the mapping ``data`` (its keys checked by the caller), each
    converted by its type at its line (field → value); a missing required one is ``file:line``."""
    out: dict[str, Any] = {}
    for k in keys:
        if k.name in data:
            out[k.field] = convert(k, data[k.name], w.key(data, k.name), f"{label} {k.name}", error, context)
        elif k.required:
            raise error(w.path, w.line, f"{label}: give {k.name!r} ({k.doc or VALUE_TYPES[k.type]})",
                        missing_key(f"{label} {k.name}"))
    return out


def key_names(keys: tuple[Key, ...]) -> tuple[str, ...]:
    """The names of ``keys`` as written: an ``effect`` key is the effect's (``affected`` and the
    effect keys, engine.effects.EFFECT_PARTS)."""
    from engine.effects import EFFECT_PARTS
    return tuple(n for k in keys for n in (("affected", *EFFECT_PARTS) if k.type == "effect" else (k.name,)))


def shown_ja(names: Any) -> tuple[str, ...]:
    """``text_ja`` where a mapping takes a shown English ``text`` (verify.specs.text_ja_beside).

    >>> shown_ja(("text", "when")), shown_ja(("when",))
    (('text_ja',), ())
    """
    return ("text_ja",) if "text" in names else ()


def build_written(cls: type[Written], raw: Any, w: Where, error: type[InputError] = CardError) -> Any:
    """The value of a written word (engine.vocab.Written ``cls``: an effect key, an ability kind)
    → what the class makes of it: a scalar converted by its value type, or a mapping whose keys
    are checked and each converted at its line (an ``effect`` key: the mapping's effect, read by
    :func:`verify.specs.effect_spec`) — then ``cls.made``; every error is ``file:line``."""
    from verify import specs
    if isinstance(raw, dict) and cls.keys or not cls.takes:
        if not isinstance(raw, dict):
            raise error(w.path, w.line, f"{cls.key}: a mapping ({', '.join(key_names(cls.keys))}), not {raw!r}",
                        wrong_type(cls.key, "value_mapping", raw))
        try:
            keys = cls.keys_for(raw)
        except KeyValueError as err:
            raise error(w.path, w.key(raw, err.key).line, str(err), err.says) from None
        names = key_names(keys)
        check_keys(raw, (*names, *shown_ja(names)), w.path, w.line, label=cls.key, notes=cls.key_notes(raw),
                   error=error, says=unknown_key_says)
        specs.text_ja_beside(raw, w, cls.key, error)
        text = next((specs.ability_text(raw, w, cls.key) for k in keys if k.name == "text" and k.required), None)
        value = convert_keys(tuple(k for k in keys if k.type != "effect"), raw, w, cls.key, error,
                             cls.selector_context)
        for k in keys:  # an ability's effect: its text the ability's (613.11 parts show it)
            if k.type == "effect" and (k.required or any(n in raw for n in key_names((k,)))):
                value[k.field] = specs.effect_spec(raw, w, "self", text, k.context or "affected",  # type: ignore[arg-type]
                                                   checked=True)
    else:
        value = convert(cls.schema()[0], raw, w, cls.key, error, cls.selector_context)
    try:
        return cls.made(value)
    except KeyValueError as err:
        raise error(w.path, w.key(raw, err.key).line, str(err), err.says) from None
    except SelectorSyntaxError as err:
        raise UnknownSelectorError(w.path, w.line, f"{cls.key}: {err}") from None
    except EngineError as err:
        raise error(w.path, w.line, f"{cls.key}: {err}") from None


def build_part(cls: type[EffectPart], raw: Any, w: Where, error: type[InputError] = CardError) -> tuple[Any, ...]:
    """The value of an effect key (engine.layers.EffectPart ``cls``) → its parts."""
    parts: tuple[Any, ...] = build_written(cls, raw, w, error)
    return parts


def entry_of(registry: Registry[Any], data: Any, w: Where, what: str, shared: tuple[str, ...] = (),
             error: type[InputError] = CardError) -> Any:
    """A mapping with exactly one word of ``registry`` as a key, or a key that names one
    (engine.vocab.Word.named_by), and that word's other keys."""
    if not isinstance(data, dict):
        raise error(w.path, w.line, f"{what} is a mapping with one of: {', '.join(registry)}; got {data!r}",
                    Record.of("error.expected", key=Term(f"registry_{registry.what}"), expected=Term("value_one_word"),
                              value=Text(repr(data))).to_json())
    found = registry.words_in(data)
    if len(found) != 1:
        unknown = [k for k in data if k not in registry and k not in shared]
        hint = suggest(unknown[0], registry) if unknown else ""
        raise error(w.path, w.key(data, unknown[0]).line if unknown and len(found) == 0 else w.line,
                    f"{what} has exactly one of: {', '.join(registry)}; got {', '.join(map(str, data)) or 'nothing'}"
                    + hint, unknown_word(registry.what, unknown[0], registry) if unknown and not found else
                    Record.of("error.expected", key=Term(f"registry_{registry.what}"), expected=Term("value_one_word"),
                              value=Text(", ".join(map(str, data)))).to_json())
    return build_word(registry.get(found[0]), data, w, shared, error)


__all__ = ["build_part", "build_written", "key_names", "shown_ja", "build_word", "check_choices", "convert", "convert_keys", "entry_of"]
