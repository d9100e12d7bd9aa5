"""Records: what a run says, as a kind plus typed arguments — never as prose.

Every event line, action, trace note, link note and check of a run is a :class:`Record`:
a kind (a key of :data:`KINDS`) and arguments whose types say what they are — an object
with its incarnation (400.7), a player, a zone, a counter kind, a rule number, a card's
own text, mana symbols, a stack item or trigger, an effect, a step, a number, or another
record. The engine's English for a kind (its ``describe()``) is for the command line and
the tests; the site renders the JSON (:meth:`Record.to_json`) through its text tables
(``sitegen/text/ja.py``, ``sitegen/text/en.py``), keyed by kind, and applies the page's
numbering to the :class:`Rule` arguments.

Adding a kind: a line in the ``records`` of the class that says it (a vocabulary entry, a
layer part: :class:`Says`; its English, whose ``{fields}`` are its arguments) — for a kind a
module's functions say, in that module's :func:`declare`; for one said in several places, in
:data:`KINDS` — and one entry per language in the site's text tables (a test checks both).

>>> r = Record.of("sba.toughness_zero", object=Obj("c1"), toughness=0, rule=Rule("704.5f"))
>>> r.describe()
'c1 has toughness 0 (704.5f)'
>>> r
Record.of('sba.toughness_zero', object=Obj('c1'), toughness=0, rule=Rule('704.5f'))
>>> r.to_json()
{'kind': 'sba.toughness_zero', 'args': {'object': {'object': 'c1', 'incarnation': 0}, 'toughness': 0, 'rule': {'rule': '704.5f'}}}
>>> Record.of("sba.toughness_zero", object=Obj("c1"))
Traceback (most recent call last):
...
engine.records.RecordError: sba.toughness_zero: arguments object, rule, toughness, not object
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from string import Formatter
from typing import Any, ClassVar, Union

from engine.errors import EngineError

SCHEMA = "record/1"  # the JSON shape of a record (docs/architecture.md)


class RecordError(EngineError):
    """A record of an unknown kind, or with other arguments than its kind's."""


@dataclass(frozen=True, slots=True)
class Obj:
    """A game object: its id and which object it is (400.7: a new object after a zone change)."""

    id: str
    incarnation: int = 0
    tag: ClassVar[str] = "object"

    def __repr__(self) -> str:
        return f"Obj({self.id!r})" if not self.incarnation else f"Obj({self.id!r}, {self.incarnation})"

    def json(self) -> dict[str, Any]:
        return {"object": self.id, "incarnation": self.incarnation}


@dataclass(frozen=True, slots=True)
class _Word:
    """An argument that is one word of a vocabulary (its JSON: ``{tag: value}``)."""

    value: str
    tag: ClassVar[str] = ""

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.value!r})"

    def json(self) -> dict[str, Any]:
        return {self.tag: self.value}


class Player(_Word):
    """A player (``A``)."""

    tag = "player"


class Zone(_Word):
    """A zone (``graveyard``; 400.1)."""

    tag = "zone"


class Counter(_Word):
    """A kind of counter (``+1/+1``; 122.1)."""

    tag = "counter"


class Rule(_Word):
    """A rule number in today's numbering; a page applies its own numbering to it."""

    tag = "rule"


class Text(_Word):
    """A card's own text (or an ability's), shown as it is written."""

    tag = "text"


class Mana(_Word):
    """Mana symbols (``{R}``, ``{2}{W}``)."""

    tag = "mana"


class Item(_Word):
    """A spell or ability on the stack (``s1``) or a triggered ability waiting (``t1``)."""

    tag = "item"


class Effect(_Word):
    """A continuous or replacement effect by its id (``moon/printed:0``)."""

    tag = "effect"


class Step(_Word):
    """A step or phase of the turn (``upkeep``; 500.1)."""

    tag = "step"


class Field(_Word):
    """A field of an expectation (``pt``, ``life``; verify/expectations.py)."""

    tag = "field"


class CardName(_Word):
    """A card's name as the reader knows it (Japanese first), for an object with no id."""

    tag = "card"


class Term(_Word):
    """A word of one of the engine's vocabularies that the text tables name (an event kind,
    a status, a layer)."""

    tag = "key"


Arg = Union[int, str, Obj, _Word, "Record", tuple["Arg", ...]]


def _english(value: Arg) -> str:
    if isinstance(value, Record):
        return value.describe()
    if isinstance(value, tuple):
        return ", ".join(_english(v) for v in value)
    if isinstance(value, Obj):
        return value.id
    if isinstance(value, _Word):
        return value.value
    return str(value)


def _json(value: Arg) -> Any:
    if isinstance(value, Record):
        return {"record": value.to_json()}
    if isinstance(value, tuple):
        return [_json(v) for v in value]
    if isinstance(value, Obj | _Word):
        return value.json()
    return value


@dataclass(frozen=True, slots=True)
class Record:
    """One thing a run says: a kind of :data:`KINDS` and its arguments (in the kind's order)."""

    kind: str
    args: tuple[tuple[str, Arg], ...]

    @classmethod
    def of(cls, kind: str, **args: Arg) -> Record:
        """A record of ``kind``; its arguments are exactly those its English names."""
        try:
            fields = KINDS[kind].fields
        except KeyError:
            raise RecordError(f"no record kind {kind!r}") from None
        if set(args) != set(fields):
            raise RecordError(f"{kind}: arguments {', '.join(sorted(fields))}, not {', '.join(sorted(args))}")
        return cls(kind, tuple((f, args[f]) for f in fields))

    def __repr__(self) -> str:
        inner = "".join(f", {k}={v!r}" for k, v in self.args)
        return f"Record.of({self.kind!r}{inner})"

    def arg(self, name: str) -> Arg:
        return dict(self.args)[name]

    def describe(self) -> str:
        """The record in English, for the command line and the tests (never for the site)."""
        return fill(KINDS[self.kind].english, {k: _english(v) for k, v in self.args},
                    {k for k, v in self.args if v == () or v == ""})

    def to_json(self) -> dict[str, Any]:
        """``{"kind", "args": {name: value}}``; a typed value is ``{tag: …}`` (docs/architecture.md)."""
        return {"kind": self.kind, "args": {k: _json(v) for k, v in self.args}}


def fill(template: str, values: dict[str, str], empty: set[str]) -> str:
    """A template with its ``{fields}`` filled; a ``[[part]]`` of it is left out when a field
    in it is ``empty`` (an optional list: ``[[ → targets {targets}]]``).

    >>> fill("{a} resolves[[ → targets {t}]]", {"a": "s1", "t": ""}, {"t"})
    's1 resolves'
    >>> fill("{a} resolves[[ → targets {t}]]", {"a": "s1", "t": "c1"}, set())
    's1 resolves → targets c1'
    """
    out: list[str] = []
    for i, part in enumerate(template.replace("]]", "[[").split("[[")):
        if i % 2 and any(name in empty for _, name, _, _ in Formatter().parse(part) if name):
            continue
        out.append(part.format(**values))
    return "".join(out)


def describe_json(record: Mapping[str, Any]) -> str:
    """A record's English from its JSON (:meth:`Record.to_json`), for tools that read the report.

    >>> describe_json(Record.of("event.draw", player=Player("A")).to_json())
    'A draws a card'
    """
    def english(value: Any) -> str:
        if isinstance(value, list):
            return ", ".join(english(v) for v in value)
        if isinstance(value, dict):
            if "record" in value:
                return describe_json(value["record"])
            return str(next(iter(value.values()), ""))
        return str(value)

    args = record.get("args") or {}
    return fill(KINDS[str(record["kind"])].english, {k: english(v) for k, v in args.items()},
                {k for k, v in args.items() if v == [] or v == ""})


def not_a(what: str, value: object, accepted: Iterable[str] = (), hint: bool = True) -> dict[str, Any]:
    """What a value written in an unknown way is, for the reader (``error.not_a`` as JSON):
    ``what`` a word of the text tables (``value_color``), the accepted values, the closest.

    >>> not_a("value_color", "whte", ("white", "blue"))["args"]["hint"]
    {'text': 'white'}
    """
    import difflib

    known = [str(a) for a in accepted]
    close = difflib.get_close_matches(str(value), known, n=1, cutoff=0.6) if hint else []
    return Record.of("error.not_a", what=Term(what), value=Text(str(value)), accepted=tuple(Text(a) for a in known),
                     hint=Text(close[0]) if close else "").to_json()


def illegal_targets(oid: str, target: str, legal: Iterable[str], chosen: Iterable[str] = (),
                    rule: str = "") -> dict[str, Any]:
    """Targets that are not legal, or none chosen (``error.illegal_targets`` as JSON)."""
    return Record.of("error.illegal_targets", object=Obj(oid), target=Text(target),
                     chosen=tuple(Obj(c) for c in chosen), legal=tuple(Obj(t) for t in legal),
                     rule=Rule(rule) if rule else "").to_json()


def wrong_type(key: str, what: str, value: object) -> dict[str, Any]:
    """A value of the wrong type for ``key`` (``error.expected`` as JSON): ``what`` a word of the
    text tables (``value_integer``)."""
    return Record.of("error.expected", key=Text(key), expected=Term(what),
                     value=Text(value if isinstance(value, str) else repr(value))).to_json()


def no_such(what: str, value: object, accepted: Iterable[str] = (), hint: bool = True) -> dict[str, Any]:
    """Something named that the game has none of (``error.no_such`` as JSON): ``what`` a word of
    the text tables (``thing_player``), what there is, the closest.

    >>> no_such("thing_player", "C", "AB")["args"]["accepted"]
    [{'text': 'A'}, {'text': 'B'}]
    """
    import difflib

    known = [str(a) for a in accepted]
    close = difflib.get_close_matches(str(value), known, n=1, cutoff=0.6) if hint else []
    return Record.of("error.no_such", what=Term(what), value=Text(str(value)), accepted=tuple(Text(a) for a in known),
                     hint=Text(close[0]) if close else "").to_json()


def unknown_word(what: str, word: object, known: Iterable[str]) -> dict[str, Any]:
    """A word outside a vocabulary (``error.unknown_word`` as JSON): ``what`` the vocabulary's
    name (``engine.vocab.Registry.what``: ``amount``), the closest known word."""
    import difflib

    close = difflib.get_close_matches(str(word), [str(k) for k in known], n=1, cutoff=0.6)
    return Record.of("error.unknown_word", what=Term(f"registry_{what}"), word=Text(str(word)),
                     hint=Text(close[0]) if close else "").to_json()


def _choices(ids: Iterable[str]) -> Arg:
    return tuple(Obj(i) for i in ids) or Term("choices_none")


def cant_choose(what: Arg, chosen: Iterable[str], legal: Iterable[str], oid: str = "",
                rule: str = "") -> dict[str, Any]:
    """Objects chosen that may not be (``error.cant_choose`` as JSON): for ``what`` (an ability's
    text, or a word of the text tables), the ones that may, the object choosing."""
    return Record.of("error.cant_choose", object=Obj(oid) if oid else "", chosen=tuple(Obj(c) for c in chosen),
                     what=what, rule=Rule(rule) if rule else "", legal=_choices(legal)).to_json()


def choose(what: Arg, legal: Iterable[str], oid: str = "") -> dict[str, Any]:
    """A choice not made where there is more than one (``error.choose`` as JSON)."""
    return Record.of("error.choose", object=Obj(oid) if oid else "", what=what, legal=_choices(legal)).to_json()


def not_allowed(why: str, oid: str = "", rule: str = "", player: str = "") -> dict[str, Any]:
    """An action the game does not allow now (``error.not_allowed`` as JSON): ``why`` a word of
    the text tables (``cant_not_permanent``), the object it is about, the rule.

    >>> Record.of("error.not_allowed", object=Obj("c1"), why=Term("cant_not_permanent"), rule="").describe()
    'c1: cant_not_permanent'
    """
    return Record.of("error.not_allowed", object=Obj(oid) if oid else Player(player) if player else "", why=Term(why),
                     rule=Rule(rule) if rule else "").to_json()


def missing_key(key: str | Term) -> dict[str, Any]:
    """A key that must be given (``error.missing_key`` as JSON): a key as written, or a word of the
    text tables for a choice of keys (``key_card_or_object``)."""
    return Record.of("error.missing_key", key=key if isinstance(key, Term) else Text(key)).to_json()


def goes_with(key: str, other: str) -> dict[str, Any]:
    """A key given without the one it goes with (``error.goes_with`` as JSON)."""
    return Record.of("error.goes_with", key=Text(key), other=Text(other)).to_json()


def not_both(key: str, other: str) -> dict[str, Any]:
    """Two keys of which one is given, not both (``error.not_both`` as JSON)."""
    return Record.of("error.not_both", key=Text(key), other=Text(other)).to_json()


def describes_none(text: str, what: str, zone: str = "") -> dict[str, Any]:
    """A phrase that describes nothing where it is read, so that it would never take effect
    (``error.describes_none``): ``what`` a word of the text tables (``thing_permanent``)."""
    return Record.of("error.describes_none", text=Text(text), what=Term(what),
                     zone=Zone(zone) if zone else "").to_json()


def no_ability(oid: str, what: str, index: int, count: int) -> dict[str, Any]:
    """An ability asked for by its number that the object does not have (``error.no_ability``)."""
    return Record.of("error.no_ability", object=Obj(oid), what=Term(what), index=index, count=count).to_json()


def read_in(key: str, amount: str, what: str, needs: str) -> Record:
    """An instruction (or its amount, as written) that reads what ``what`` (a kind of ability:
    ``ability_spell``) does not give, read only in ``needs`` (``needs_trigger``, a word of the
    text tables: engine.amounts.AMOUNT_NEEDS) — ``error.read_in``."""
    return Record.of("error.read_in", key=Text(key), amount=Text(amount) if amount else "", what=Term(what),
                     needs=Term(needs))


def amount_place(text: str, place: str, places: Iterable[str]) -> Record:
    """An amount that cannot take effect where it is read (``error.amount_place``): ``place`` and
    ``places`` words of the text tables (``place_x_is``).

    >>> amount_place("its power", "place_with_counters", ["place_instruction"]).describe()
    'its power cannot take effect in place_with_counters (it can in: place_instruction)'
    """
    return Record.of("error.amount_place", text=Text(text), place=Term(place),
                     places=tuple(Term(p) for p in places))


def goes_in(key: str, other: str, rule: str = "") -> dict[str, Any]:
    """A key written outside the part it belongs to (``error.goes_in``: a spell's ``do`` in a mode)."""
    return Record.of("error.goes_in", key=Text(key), other=Text(other), rule=Rule(rule) if rule else "").to_json()


def target_arg(target: str, players: Iterable[str]) -> Obj | Player:
    """A target as a typed argument: a player, else an object (or a stack item, 115.1)."""
    return Player(target) if target in players else Obj(target)


@dataclass(frozen=True, slots=True)
class Kind:
    """A kind of record: its English (whose ``{fields}`` are its arguments)."""

    name: str
    english: str
    owner: str = ""  # the class that says it (``module.Class``: :class:`Says`); "" — said in several places

    @property
    def fields(self) -> tuple[str, ...]:
        out: list[str] = []
        for _, name, _, _ in Formatter().parse(self.english.replace("[[", "").replace("]]", "")):
            if name and name not in out:
                out.append(name)
        return tuple(out)


def _kinds(*pairs: tuple[str, str]) -> dict[str, Kind]:
    return {name: Kind(name, english) for name, english in pairs}


class Says:
    """The base of a class that owns the record kinds it says (an instruction, a layer part):
    its own ``records`` (kind → English) are kinds of :data:`KINDS` once the class exists; a
    kind declared twice is an error.

    >>> class Mill(Says):
    ...     records = {"event.mills_doctest": "{player} mills {amount}"}
    >>> Record.of("event.mills_doctest", player=Player("A"), amount=2).describe()
    'A mills 2'
    >>> class Again(Says):
    ...     records = {"event.mills_doctest": "…"}
    Traceback (most recent call last):
    ...
    engine.records.RecordError: record kind 'event.mills_doctest' of Again is already a kind
    >>> del KINDS["event.mills_doctest"]
    """

    records: ClassVar[dict[str, str]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        for name, english in cls.__dict__.get("records", {}).items():
            _declared(name, english, f"{cls.__module__}.{cls.__qualname__}", cls.__qualname__)


def _declared(name: str, english: str, owner: str, shown: str) -> None:
    """A kind of :data:`KINDS`, declared by ``owner`` (a class, or a module: :func:`declare`)."""
    if name in KINDS:
        raise RecordError(f"record kind {name!r} of {shown} is already a kind")
    KINDS[name] = Kind(name, english, owner)


def declare(module: str, *pairs: tuple[str, str]) -> None:
    """The record kinds the functions of ``module`` say (none of its classes), declared there —
    as a class's ``records`` are by :class:`Says`; a kind declared twice is an error.

    >>> declare("doctest", ("event.mills_doctest", "{player} mills {amount}"))
    >>> KINDS["event.mills_doctest"].owner
    'doctest'
    >>> del KINDS["event.mills_doctest"]
    """
    for name, english in pairs:
        _declared(name, english, module, module)


# The kinds of record said in more than one place, with their English: the rest are declared by
# the class that says them (:class:`Says`) or, said by a module's functions, by that module
# (:func:`declare`). Group by what says it: ``event.*`` the event log (engine/), ``note.*`` a
# layer-trace row, ``error.*`` input errors.
KINDS: dict[str, Kind] = _kinds(
    # -- the event log (engine/events.py kinds) --
    ("event.sacrifices", "{player} sacrifices {objects} ({rule})"),
    # (declared by the class that says them, ``records``: a scenario's actions (verify/actions.py), the
    # game sections' events (engine/zones.py, combat.py, casting.py, mana.py, …), what an ability exiled
    # (link.*, verify/scenario.py); or by the module whose functions say them (``declare``: the
    # stack, triggering, resolving, replacement, "can't", why a game is won or lost, why an example
    # failed))
    # -- notes on a layer-trace row (engine/evaluate.py) --
    # -- an effect with no card text (engine/effects.py EffectSpec.says) and its parts --
    ("part.plain", "{text}"),
    # -- errors in a scenario or card file, for the reader (ruletext.errors.InputError.says) --
    ("error.unknown_word", "unknown {what} {word}[[; did you mean {hint}?]]"),
    ("error.unknown_key", "unknown key {key} (accepted: {accepted})[[; did you mean {hint}?]]"),
    ("error.no_card", "no card {name}[[; did you mean {hint}?]]"),
    ("error.no_object", "no object {object} in the game[[; did you mean {hint}?]]"),
    ("error.ceased", "{object} ceased to exist (a token off the battlefield, {rule}): expect `exists: false`"),
    ("error.not_a", "not {what}: {value}[[ (one of {accepted})]][[; did you mean {hint}?]]"),
    ("error.expected", "{key}: {expected}, not {value}"),
    ("error.missing_key", "{key} is needed"),
    ("error.illegal_targets", "{object}: choose legal targets for {target}[[ ({chosen} is not one)]] "
                              "(legal: {legal})[[ ({rule})]]"),
    ("error.cant_attack", "{object} can't attack: {why}[[ ({rule})]]"),
    ("error.cant_block", "{object} can't block {attacker}: {why} ({rule})"),
    ("error.not_japanese", "write the {key} in Japanese: {value} has no Japanese letter"),
    ("error.no_such", "no {what} {value}[[ (there are: {accepted})]][[; did you mean {hint}?]]"),
    ("error.cant_choose", "[[{object}: ]]{chosen} can't be chosen for {what}[[ ({rule})]] (choices: {legal})"),
    ("error.choose", "[[{object}: ]]choose {what} (one of {legal})"),
    ("error.not_allowed", "[[{object}: ]]{why}[[ ({rule})]]"),
    ("error.twice", "{key}: {value} is named twice"),
    ("error.goes_with", "{key} goes with {other}"),
    ("error.not_both", "{key} or {other}, not both"),
    ("error.describes_none", "{text} describes no {what}[[ in the {zone}]]: it would never take effect"),
    ("error.cant_read_here", "{text} cannot take effect in {context}: it reads {missing}, which it does not give "
                             "(it can in: {where})"),
    ("error.no_object_of", "{key} cannot take effect with {event}: the event involves no object"),
    ("error.no_ability", "{object} has no {what} #{index} (it has {count})"),
    ("error.cant_cast", "{object} can't be cast: {source}'s ability {text} ({rule})"),
    ("error.read_in", "{key}[[: {amount}]] cannot take effect in {what}: it is read in {needs}"),
    ("error.amount_place", "{text} cannot take effect in {place} (it can in: {places})"),
    ("error.goes_in", "{key} goes in {other}[[ ({rule})]]"),
    ("error.loop_draw", "{loop} return the game to a state it was in before, with no optional action in the loop: "
                        "the game is a draw ({rule})"),
)
