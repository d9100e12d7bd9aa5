"""Vocabularies: one registry per open set of words, each word a small typed class.

A vocabulary (one-shot instructions, trigger events, conditions, amounts, costs…) is a
:class:`Registry`: a table from the word written in the data (``gain_life``) to the
class that owns it. Each class declares its *schema* — the keys it accepts and their
value types — as the fields of a frozen dataclass (:func:`value`, :func:`option`), and
its behaviour as methods (``perform``, ``matches``, ``holds``…). Loading checks a mapping
against the schema (``verify/``); documentation tables are generated from it.

>>> from dataclasses import dataclass
>>> from typing import ClassVar
>>> WORDS: Registry[Word] = Registry("word")
>>> @WORDS.register
... @dataclass(frozen=True)
... class Greet(Word):
...     key: ClassVar[str] = "greet"
...     doc: ClassVar[str] = "says hello"
...     who: str = value("text", "whom to greet")
...     loud: bool = option("flag", "shout it", default=False)
>>> [k.name for k in Greet.schema()]
['greet', 'loud']
>>> WORDS.get("gret")
Traceback (most recent call last):
...
engine.errors.UnknownWordError: unknown word 'gret' (known: greet; did you mean 'greet'?)
"""

from __future__ import annotations

import dataclasses
import difflib
from collections.abc import Iterable, Iterator
from dataclasses import MISSING, dataclass
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from engine.errors import UnknownWordError, ValueSyntaxError
from engine.records import Record, Says, Term, Text


@dataclass(frozen=True)
class Key:
    """One key an entry accepts: its name in the data, its value type, whether it must be given.

    ``type`` is one of the value types the loader knows (``int``, ``text``, ``flag``,
    ``word``, ``selector``, ``amount``, ``instructions``…: :data:`VALUE_TYPES`); ``words``
    lists the accepted words of a ``word``. ``main``: the value of the entry's own key
    (``gain_life: 2``)."""

    name: str
    field: str
    type: str
    doc: str = ""
    required: bool = False
    words: tuple[str, ...] = ()
    main: bool = False
    context: str = ""  # where its selector or condition is read, when not where the entry's are
    keys: tuple[Key, ...] = ()  # a ``mapping`` value's own keys (converted each by its type)


# The value types a schema may name (the loader converts each; docs describe them).
VALUE_TYPES: dict[str, str] = {
    "int": "an integer",
    "text": "text",
    "flag": "true or false",
    "true": "`true` (`false` would say nothing: refused)",
    "word": "one of the listed words",
    "words": "a word or a list of words",
    "selector": "a selector phrase (docs/cards.md)",
    "selectors": "a selector phrase, or a list of phrases any of which matches",
    "target": "a target phrase (`target creature`, `any target`)",
    "amount": "a number or an amount phrase (`its power`)",
    "counter": "a kind of counter (`+1/+1`, `-1/-1`, `fade`: engine/objects.py NAMED_COUNTERS)",
    "mana": "mana symbols (`{2}{B}`; 107.4)",
    "mana_type": "one mana of a type (`R`, `{G}`, `C`: 106.1b), or `chosen`",
    "instructions": "a list of instructions",
    "triggered": "a triggered-ability mapping",
    "reflexive": "a reflexive triggered-ability mapping (`text`, `target`, `if`, `do`; no `when`: 603.12)",
    "condition": "a condition mapping (`{count: …, at_least: N}`)",
    "object": "a token's values (`name`, `type_line`, `colors`, `pt`, `loyalty`, `abilities`: 111.3)",
    "colors": "a color or a list of colors (`chosen`: the color chosen for the effect)",
    "types": "a type line (`Artifact Creature — Golem`; a subtype alone: `Wall`)",
    "abilities": "an ability or a list of abilities (as in `abilities:`)",
    "pt_set": "power and toughness (`0/4`), an expression for both (`its mana value`), or `{power: …, toughness: …}`",
    "pt_modify": "`+N/+N` or `{power: …, toughness: …}`",
    "id": "an object id",
    "ids": "an object id or a list of ids",
    "player": "a player",
    "count": "a positive integer",
    "mapping": "a mapping",
    "list": "a list",
    "picks": "a non-empty list of ids or words",
    "zone": "a zone (`battlefield`, `graveyard`…: 400.1)",
    "choices": "choices: `{color: blue}` (each a word of the choice table)",
    "counters": "kinds of counter, each with a number: `{\"+1/+1\": 2}`",
    "card": "an inline card: `name`, `type_line`, `colors`, `pt`, `mana_cost`, `abilities`",
    "linked": "a linked value (`chosen color`, `exiled card types`: engine/linked.py, 607.2a)",
    "choice": "a choice word (`color`, `creature type`, `copy`…: the choice table)",
    "trigger_events": "a trigger event or a list of them",
    "cost": "a cost as printed (`{2}, {T}`, `Sacrifice a creature`: the cost table)",
    "duration": "`end_of_turn`, `until_your_next_turn` or `indefinite`",
    "pt": "power and toughness (`7/7`)",
    "replaced_event": "a replaced event mapping (`{dies: …}`: the table of replaced events)",
    "modifications": "a replacement or a list of them (the table of replacements)",
    "effect": "an effect: `affected` and the effect keys (docs/cards.md)",
    "modes": "two or more modes, each `{text, target, do}` (700.2)",
    "any": "any value",
}


def value(type_: str, doc: str = "", *, default: Any = MISSING, words: Iterable[str] = ()) -> Any:
    """A dataclass field holding the value of the entry's own key (``gain_life: 2``)."""
    meta = {"key": ("", type_, doc, tuple(words), True)}
    if default is MISSING:
        return dataclasses.field(metadata=meta)
    return dataclasses.field(default=default, metadata=meta)


def option(type_: str, doc: str = "", *, default: Any = MISSING, words: Iterable[str] = (),
           name: str = "") -> Any:
    """A dataclass field holding another key of the entry (a modifier: ``who: each opponent``);
    ``name``: its key in the data when it differs from the field's name."""
    meta = {"key": (name, type_, doc, tuple(words), False)}
    if default is MISSING:
        return dataclasses.field(metadata=meta)
    return dataclasses.field(default=default, metadata=meta)


class Word(Says):
    """The base of every vocabulary entry: a frozen dataclass with a ``key``, a ``doc`` and
    the record kinds it says (``records``: :class:`engine.records.Says`)."""

    key: ClassVar[str]
    doc: ClassVar[str] = ""
    # Other keys that name this word in a mapping without its own key (its value then its
    # default): ``{to_player: you}`` is ``damage`` to a player alone (:meth:`Registry.words_in`).
    named_by: ClassVar[tuple[str, ...]] = ()
    # Keys shared by every entry of a vocabulary (``text``): accepted, stored by the caller.
    _schema: ClassVar[tuple[Key, ...] | None] = None

    @classmethod
    def schema(cls) -> tuple[Key, ...]:
        """The keys this entry accepts, its own key first (when it has a value)."""
        if cls.__dict__.get("_schema") is None:
            keys: list[Key] = []
            for f in dataclasses.fields(cls):  # type: ignore[arg-type]
                meta = f.metadata.get("key")
                if meta is None:
                    continue
                name, type_, doc, words, main = meta
                required = f.default is MISSING and f.default_factory is MISSING
                keys.append(Key(cls.key if main else (name or f.name), f.name, type_, doc, required, words, main))
            shared = {f.name for f in dataclasses.fields(cls) if f.kw_only}  # type: ignore[arg-type]
            keys.sort(key=lambda k: (not k.main, k.field in shared))  # own keys first, then a base's
            cls._schema = tuple(keys)
        return cls.__dict__["_schema"]  # type: ignore[no-any-return]

    @classmethod
    def check(cls, values: dict[str, Any]) -> None:  # noqa: B027 - an optional hook
        """Further checks of the converted values (field → value): raise ValueSyntaxError."""


class Written(Word):
    """A word whose value is written as a scalar of the value type :attr:`takes` or as a
    mapping of the keys :attr:`keys` (each of a value type); the loader (verify/) converts
    it, each key at its line, and :meth:`made` makes the engine value of it — an effect's
    parts (engine.layers.EffectPart), an ability (engine.abilities: ABILITY_KINDS).
    ValueSyntaxError from :meth:`made` is the value's error (:class:`KeyValueError`: one key's)."""

    takes: ClassVar[str] = ""  # the value type of a scalar value ("": a mapping only)
    keys: ClassVar[tuple[Key, ...]] = ()  # a mapping's keys (``field``: the name :meth:`made` gets it by)
    selector_context: ClassVar[str] = ""  # where its selectors are read (engine.selectors.SELECTOR_CONTEXTS)

    @classmethod
    def schema(cls) -> tuple[Key, ...]:
        """Its key (a scalar value's type), then a mapping's keys."""
        return (Key(cls.key, cls.key, cls.takes or "mapping", cls.doc, main=True), *cls.keys)

    @classmethod
    def keys_for(cls, raw: Any) -> tuple[Key, ...]:
        """The keys the mapping ``raw`` takes: :attr:`keys` — or, for a word whose keys depend on
        one of its values (a triggered ability's on ``when``), those that value takes
        (:class:`KeyValueError`: that value is not one)."""
        return cls.keys

    @classmethod
    def key_notes(cls, raw: Any) -> dict[str, str]:
        """The keys it takes only with other values, each with the note an error adds."""
        return {}

    @classmethod
    def made(cls, value: Any) -> Any:
        """The converted value (a scalar, or a mapping's values by field) → the engine value."""
        raise NotImplementedError


class KeyValueError(ValueSyntaxError):
    """The value of one key of a mapping (``key``) cannot be taken; the message is whole."""

    def __init__(self, key: str, message: str, says: dict[str, object] | None = None) -> None:
        super().__init__(message, says)
        self.key = key


class AbilityValue(Protocol):
    """What the lower values (an object's characteristics, its view, the layer parts that grant
    abilities) know of an ability: its kind (the word of engine.abilities.ABILITY_KINDS:
    ``activated``) and its text."""

    key: ClassVar[str]

    @property
    def text(self) -> str: ...


W = TypeVar("W", bound=type)


def closest(word: str, known: Iterable[str]) -> str:
    """The known word closest to ``word`` (a did-you-mean), or ``""``."""
    close = difflib.get_close_matches(str(word), list(known), n=1, cutoff=0.6)
    return close[0] if close else ""


def suggest(word: str, known: Iterable[str]) -> str:
    """``; did you mean 'x'?`` for the closest known word, or ``""``.

    >>> suggest("creature_type", ["color", "creature type"])
    "; did you mean 'creature type'?"
    """
    close = difflib.get_close_matches(str(word), list(known), n=1, cutoff=0.6)
    return f"; did you mean {close[0]!r}?" if close else ""


class Registry(Generic[W]):
    """The words of one vocabulary, each to the class that owns it, in registration order."""

    def __init__(self, what: str, doc: str = "") -> None:
        self.what = what
        self.doc = doc
        self._entries: dict[str, Any] = {}

    def register(self, cls: Any) -> Any:
        """Class decorator: add ``cls`` under its ``key``."""
        key = cls.key
        if key in self._entries:
            raise ValueError(f"{self.what} {key!r} is registered twice")
        self._entries[key] = cls
        return cls

    def get(self, word: str) -> Any:
        """The class of ``word`` (UnknownWordError with the known words and a did-you-mean)."""
        try:
            return self._entries[word]
        except (KeyError, TypeError):
            hint = closest(str(word), self._entries)
            says = Record.of("error.unknown_word", what=Term(f"registry_{self.what}"), word=Text(str(word)),
                             hint=Text(hint) if hint else "").to_json()
            raise UnknownWordError(f"unknown {self.what} {word!r} (known: {', '.join(self._entries)}"
                                   f"{suggest(str(word), self._entries)})", says) from None

    def __contains__(self, word: object) -> bool:
        return word in self._entries

    def __iter__(self) -> Iterator[str]:
        return iter(self._entries)

    def __len__(self) -> int:
        return len(self._entries)

    def words_in(self, keys: Iterable[object]) -> list[str]:
        """The words a mapping with ``keys`` names: its keys that are words, or, with none, the
        words one of whose ``named_by`` keys it has.

        >>> from engine.replacement import REPLACED_EVENTS
        >>> REPLACED_EVENTS.words_in(["to_player", "by"]), REPLACED_EVENTS.words_in(["damage", "to_player"])
        (['damage'], ['damage'])
        """
        keys = list(keys)
        found = [k for k in keys if k in self._entries]
        if found:
            return found
        return [w for w, cls in self._entries.items() if any(k in getattr(cls, "named_by", ()) for k in keys)]

    def names(self) -> tuple[str, ...]:
        """The words, in registration order."""
        return tuple(self._entries)

    def items(self) -> list[tuple[str, Any]]:
        """(word, class) pairs."""
        return list(self._entries.items())

    def __repr__(self) -> str:
        return f"<Registry {self.what}: {len(self._entries)} entries>"


__all__ = ["VALUE_TYPES", "Key", "KeyValueError", "Registry", "Word", "Written", "option", "suggest", "value"]
