"""Expectation fields (docs/scenarios.md, "Expectations"): one registry per kind of thing
expected — an object, a player, the stack, the pending triggers, the game.

Each field is a small class: the value it takes (:meth:`Field.expected`: checked and
normalised, with its line), the value the engine computed (:meth:`Field.actual`, plain
JSON), the comparison (exact; ``unordered`` lists compare as multisets) and the other
valid values a mutation test puts in its place (:meth:`Field.mutants`).

>>> OBJECT_FIELDS.get("pt").expected("4/1")
'4/1'
>>> OBJECT_FIELDS.get("colour")
Traceback (most recent call last):
...
engine.errors.UnknownWordError: unknown object expectation 'colour' (known: name, name_en, pt, power, toughness, colors, card_types, subtypes, supertypes, type_line, abilities, has_abilities, lacks_abilities, controller, owner, zone, mana_value, face_down, destroys, counters, damage, tapped, exists, incarnation, exiled_by, attached_to, attacking, blocking, can_block, blocked, entered_with, castable, activation_costs; did you mean 'colors'?)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from engine import PT, EngineError, Evaluation, SpellAbility
from engine.errors import ValueSyntaxError
from engine.events import EventKind
from engine.instructions import Destroy
from engine.objects import CARD_TYPES, COLORS, SUPERTYPES, ZONES
from engine.records import not_a, wrong_type
from engine.vocab import Registry, Word

if TYPE_CHECKING:
    from verify.scenario import _Runner

JSON = Any  # str | int | bool | None | list[JSON] | dict[str, JSON]


class Field(Word):
    """One expectation field."""

    type: ClassVar[str] = "text"  # text | int | flag | pt | list | lists | mapping | text_or_null
    unordered: ClassVar[bool] = False  # a list compared as a multiset ("order does not matter")
    subset: ClassVar[bool] = False  # a list of items that must each hold (not the whole value)
    words: ClassVar[tuple[str, ...]] = ()  # the words a value or each list item may be

    @classmethod
    def expected(cls, raw: Any) -> JSON:
        """The expected value, checked and normalised (ValueSyntaxError when it is not one
        this field takes)."""
        t = cls.type
        if t == "int":
            if isinstance(raw, bool) or not isinstance(raw, int):
                raise ValueSyntaxError(f"{cls.key}: an integer, not {raw!r}", wrong_type(cls.key, "value_integer", raw))
            return raw
        if t == "flag":
            if not isinstance(raw, bool):
                raise ValueSyntaxError(f"{cls.key}: true or false, not {raw!r}", wrong_type(cls.key, "value_flag", raw))
            return raw
        if t == "text_or_null":
            if raw is not None and not isinstance(raw, str):
                raise ValueSyntaxError(f"{cls.key}: an id or null, not {raw!r}", wrong_type(cls.key, "value_id_or_null", raw))
            return raw
        if t == "list":
            items = raw if isinstance(raw, list) else [raw]
            if not all(isinstance(x, str) for x in items):
                raise ValueSyntaxError(f"{cls.key}: a list of words, not {raw!r}", wrong_type(cls.key, "value_words", raw))
            out = [cls.word(x) for x in items]
            return out
        if t == "lists":
            if not isinstance(raw, list):
                raise ValueSyntaxError(f"{cls.key}: a list (one entry per object), not {raw!r}",
                                       wrong_type(cls.key, "value_lists", raw))
            return [[str(t) for t in (x if isinstance(x, list) else [x])] for x in raw]
        if not isinstance(raw, str):
            raise ValueSyntaxError(f"{cls.key}: text, not {raw!r}", wrong_type(cls.key, "value_text", raw))
        return cls.word(raw)

    @classmethod
    def word(cls, raw: str) -> str:
        """One word of the value (checked against ``words`` when there are any)."""
        if cls.words and raw.lower() not in cls.words:
            raise ValueSyntaxError(f"{cls.key}: one of {', '.join(cls.words)}, not {raw!r}",
                                   not_a("value_word", raw, cls.words))
        return raw.lower() if cls.words else raw

    @classmethod
    def actual(cls, run: _Runner, ev: Evaluation, oid: str) -> JSON:
        """What the engine computed."""
        raise NotImplementedError

    @classmethod
    def compare(cls, expected: JSON, actual: JSON) -> bool:
        """Exact equality (as multisets for ``unordered`` lists)."""
        if cls.unordered and isinstance(expected, list) and isinstance(actual, list):
            return sorted(map(str, expected)) == sorted(map(str, actual))
        return bool(expected == actual) and type(expected) is type(actual)

    @classmethod
    def judge(cls, run: _Runner, ev: Evaluation, oid: str, expected: JSON) -> tuple[JSON, bool]:
        """The actual value the report shows, and whether it is the expected one."""
        actual = cls.actual(run, ev, oid)
        return actual, cls.compare(expected, actual)

    @classmethod
    def mutants(cls, expected: JSON, players: tuple[str, ...], has: tuple[str, ...] = ()) -> list[JSON]:
        """Other valid values, each of which must make the check fail (the mutation test):
        every leaf changed in turn — a list's items one by one, and its length. ``players``:
        the scenario's players; ``has``: the abilities the object has (for ``lacks_abilities``)."""
        if isinstance(expected, bool):
            return [not expected]
        if isinstance(expected, int):
            return [expected + 1]
        if expected is None:
            return [players[0]]
        if isinstance(expected, list):
            out: list[JSON] = [[*expected[:i], cls.other(x, expected, has), *expected[i + 1:]]
                               for i, x in enumerate(expected)]
            if not cls.subset:
                out.append(expected[:-1] if expected else [cls.other("", expected, has)])
            return [m for m in out if m is not None and None not in m]
        if isinstance(expected, str):
            return [cls.other(expected, [expected], has)]
        return []

    @classmethod
    def other(cls, word: str, taken: list[Any], has: tuple[str, ...]) -> Any:
        """A valid value in place of ``word``, not among ``taken`` (None if there is none)."""
        if cls.words:
            return next((w for w in cls.words if w not in taken), None)
        return word + "x" if word else "x"


OBJECT_FIELDS: Registry[type[Field]] = Registry("object expectation", "`expect: {ID: {field: value}}`")
PLAYER_FIELDS: Registry[type[Field]] = Registry("player expectation", "`expect: {A: {field: value}}`")
STACK_FIELDS: Registry[type[Field]] = Registry("stack expectation", "`expect: {stack: {field: value}}`")
PENDING_FIELDS: Registry[type[Field]] = Registry("pending expectation", "`expect: {pending: {field: value}}`")
GAME_FIELDS: Registry[type[Field]] = Registry("game expectation", "`expect: {game: {field: value}}`")


# ---- an object's characteristics (613) ---------------------------------------------------


@OBJECT_FIELDS.register
class Name(Field):
    """The name as the report shows it: the Japanese name of a card, else the engine's name."""

    key: ClassVar[str] = "name"
    doc: ClassVar[str] = "the Japanese (or English) name; `\"\"` for a face-down object"

    @classmethod
    def actual(cls, run: _Runner, ev: Evaluation, oid: str) -> JSON:
        """The Japanese name."""
        return run.display_name(ev.state(oid))[0]

    @classmethod
    def judge(cls, run: _Runner, ev: Evaluation, oid: str, expected: JSON) -> tuple[JSON, bool]:
        """The Japanese name, or the English one when there is one, exactly."""
        ja, en = run.display_name(ev.state(oid))
        return ja, expected == ja or (bool(en) and expected == en)


@OBJECT_FIELDS.register
class NameEn(Field):
    """The English name (``""`` if not a card)."""

    key: ClassVar[str] = "name_en"
    doc: ClassVar[str] = "the English name (`\"\"` if not a card)"

    @classmethod
    def actual(cls, run: _Runner, ev: Evaluation, oid: str) -> JSON:
        """The English name shown beside the Japanese one."""
        return run.display_name(ev.state(oid))[1]


@OBJECT_FIELDS.register
class Pt(Field):
    """Power/toughness."""

    key: ClassVar[str] = "pt"
    doc: ClassVar[str] = "`4/1`, or `\"-\"` for an object without power/toughness"

    @classmethod
    def expected(cls, raw: Any) -> JSON:
        """``4/1`` normalised; ``-``."""
        if raw == "-":
            return "-"
        try:
            return str(PT.parse(str(raw)))
        except EngineError:
            raise ValueSyntaxError(f"pt: power/toughness like 4/1 (or \"-\"), not {raw!r}",
                                   not_a("value_pt", raw, ("4/1", "-"), hint=False)) from None

    @classmethod
    def actual(cls, run: _Runner, ev: Evaluation, oid: str) -> JSON:
        """``4/1`` or ``-``."""
        return ev.state(oid).pt

    @classmethod
    def mutants(cls, expected: JSON, players: tuple[str, ...], has: tuple[str, ...] = ()) -> list[JSON]:
        """Power + 1, toughness + 1."""
        if expected == "-":
            return ["0/0"]
        pt = PT.parse(str(expected))
        return [f"{pt.power + 1}/{pt.toughness}", f"{pt.power}/{pt.toughness + 1}"]


class _StateInt(Field):
    type: ClassVar[str] = "int"

    @classmethod
    def actual(cls, run: _Runner, ev: Evaluation, oid: str) -> JSON:
        """The value now."""
        return getattr(ev.state(oid), cls.key)


@OBJECT_FIELDS.register
class Power(_StateInt):
    """208: power."""

    key: ClassVar[str] = "power"
    doc: ClassVar[str] = "an integer"


@OBJECT_FIELDS.register
class Toughness(_StateInt):
    """208: toughness."""

    key: ClassVar[str] = "toughness"
    doc: ClassVar[str] = "an integer"


class _StateList(Field):
    type: ClassVar[str] = "list"
    unordered: ClassVar[bool] = True

    @classmethod
    def actual(cls, run: _Runner, ev: Evaluation, oid: str) -> JSON:
        """The words now."""
        return [str(x) for x in getattr(ev.state(oid), cls.key)]


@OBJECT_FIELDS.register
class Colors(_StateList):
    """105: colors."""

    key: ClassVar[str] = "colors"
    doc: ClassVar[str] = "a list (`[]` = colorless); order does not matter"
    words: ClassVar[tuple[str, ...]] = COLORS


@OBJECT_FIELDS.register
class CardTypes(_StateList):
    """205.2: card types."""

    key: ClassVar[str] = "card_types"
    doc: ClassVar[str] = "a list; order does not matter"
    words: ClassVar[tuple[str, ...]] = CARD_TYPES


@OBJECT_FIELDS.register
class Subtypes(_StateList):
    """205.3: subtypes."""

    key: ClassVar[str] = "subtypes"
    doc: ClassVar[str] = "a list; order does not matter"


@OBJECT_FIELDS.register
class Supertypes(_StateList):
    """205.4: supertypes."""

    key: ClassVar[str] = "supertypes"
    doc: ClassVar[str] = "a list; order does not matter"
    words: ClassVar[tuple[str, ...]] = SUPERTYPES


@OBJECT_FIELDS.register
class TypeLine(Field):
    """205: the type line."""

    key: ClassVar[str] = "type_line"
    doc: ClassVar[str] = "`Land Creature — Plant Zombie`"

    @classmethod
    def actual(cls, run: _Runner, ev: Evaluation, oid: str) -> JSON:
        """As printed from the computed types."""
        return ev.views[oid].type_line()


@OBJECT_FIELDS.register
class Abilities(_StateList):
    """113: the exact list of ability texts."""

    key: ClassVar[str] = "abilities"
    doc: ClassVar[str] = "the exact list of ability texts (`[Defender]`, `[\"{T}: Add {R}.\"]`); order does not matter"


@OBJECT_FIELDS.register
class HasAbilities(Field):
    """Abilities that must be among the object's (case does not matter)."""

    key: ClassVar[str] = "has_abilities"
    doc: ClassVar[str] = "abilities that must be among them"
    type: ClassVar[str] = "list"
    unordered: ClassVar[bool] = True
    subset: ClassVar[bool] = True
    present: ClassVar[bool] = True

    @classmethod
    def other(cls, word: str, taken: list[Any], has: tuple[str, ...]) -> Any:
        """An ability it lacks (has_) or has (lacks_)."""
        if cls.present:
            return "Mutant ability"
        return next((a for a in has if a.lower() not in {t.lower() for t in taken}), None)

    @classmethod
    def actual(cls, run: _Runner, ev: Evaluation, oid: str) -> JSON:
        """Every ability text (lower case)."""
        return [a.lower() for a in ev.state(oid).abilities]

    @classmethod
    def judge(cls, run: _Runner, ev: Evaluation, oid: str, expected: JSON) -> tuple[JSON, bool]:
        """Those of the expected abilities that it has (has_) or lacks (lacks_): only what was
        asked is shown, never the whole list."""
        have = set(cls.actual(run, ev, oid))
        shown = [w for w in expected if (w.lower() in have) == cls.present]
        return shown, len(shown) == len(expected)


@OBJECT_FIELDS.register
class LacksAbilities(HasAbilities):
    """Abilities that must not be among the object's."""

    key: ClassVar[str] = "lacks_abilities"
    doc: ClassVar[str] = "abilities that must not be among them"
    present: ClassVar[bool] = False



class _StateText(Field):
    @classmethod
    def actual(cls, run: _Runner, ev: Evaluation, oid: str) -> JSON:
        """The value now."""
        return str(getattr(ev.state(oid), cls.key))


@OBJECT_FIELDS.register
class Controller(_StateText):
    """108.4: its controller."""

    key: ClassVar[str] = "controller"
    doc: ClassVar[str] = "a player"

    @classmethod
    def mutants(cls, expected: JSON, players: tuple[str, ...], has: tuple[str, ...] = ()) -> list[JSON]:
        """Another player."""
        return [p for p in players if p != expected][:1]


@OBJECT_FIELDS.register
class Owner(Controller):
    """108.3: its owner."""

    key: ClassVar[str] = "owner"
    doc: ClassVar[str] = "a player"


@OBJECT_FIELDS.register
class Zone(_StateText):
    """400.1: the zone it is in."""

    key: ClassVar[str] = "zone"
    doc: ClassVar[str] = "a zone"
    words: ClassVar[tuple[str, ...]] = ZONES


@OBJECT_FIELDS.register
class ManaValueField(_StateInt):
    """202.3: mana value."""

    key: ClassVar[str] = "mana_value"
    doc: ClassVar[str] = "an integer (202.3)"


@OBJECT_FIELDS.register
class FaceDown(Field):
    """708: face down."""

    key: ClassVar[str] = "face_down"
    doc: ClassVar[str] = "true or false (708)"
    type: ClassVar[str] = "flag"

    @classmethod
    def actual(cls, run: _Runner, ev: Evaluation, oid: str) -> JSON:
        """The status now."""
        return bool(ev.state(oid).face_down)


@OBJECT_FIELDS.register
class Destroys(Field):
    """701.8: what a spell's non-targeted destroy instructions would destroy now."""

    key: ClassVar[str] = "destroys"
    doc: ClassVar[str] = "for a spell with a `destroy` instruction: the ids it would destroy now"
    type: ClassVar[str] = "list"
    unordered: ClassVar[bool] = True

    @classmethod
    def actual(cls, run: _Runner, ev: Evaluation, oid: str) -> JSON:
        """Selected with the object's current text (after layer 3)."""
        state = ev.state(oid)
        out: list[str] = []
        for _, ability in ev.views[oid].abilities:
            if isinstance(ability, SpellAbility):
                for ins in ability.instructions:
                    if isinstance(ins, Destroy) and ins.what.scope != "target":
                        out += ins.what.select(ev.context(controller=state.controller, source=oid))
        return sorted(out)


# ---- an object in the game (603, 607) ----------------------------------------------------


@OBJECT_FIELDS.register
class CountersField(Field):
    """122: counters on it."""

    key: ClassVar[str] = "counters"
    doc: ClassVar[str] = "`{\"-1/-1\": 1}`: every kind of counter on it (none: `{}`)"
    type: ClassVar[str] = "mapping"

    @classmethod
    def expected(cls, raw: Any) -> JSON:
        """Counter kind → number; a P/T kind is signed (``1/1`` → ``+1/+1``)."""
        if raw is None:
            return {}
        if not isinstance(raw, dict) or not all(isinstance(v, int) and not isinstance(v, bool) for v in raw.values()):
            raise ValueSyntaxError(f"counters: a mapping of counter kind → number, not {raw!r}",
                                   wrong_type("counters", "value_counter_numbers", raw))
        return {normalize_counter(str(k)): v for k, v in raw.items()}

    @classmethod
    def actual(cls, run: _Runner, ev: Evaluation, oid: str) -> JSON:
        """The kinds it has at least one of."""
        return {k: v for k, v in run.game.obj(oid).counters.items() if v}

    @classmethod
    def mutants(cls, expected: JSON, players: tuple[str, ...], has: tuple[str, ...] = ()) -> list[JSON]:
        """One more of each kind; or a counter where there is none."""
        if not expected:
            return [{"+1/+1": 1}]
        return [{**expected, k: v + 1} for k, v in expected.items()]


class _ObjectInt(Field):
    type: ClassVar[str] = "int"

    @classmethod
    def actual(cls, run: _Runner, ev: Evaluation, oid: str) -> JSON:
        """The value on the object."""
        return getattr(run.game.obj(oid), cls.key)


@OBJECT_FIELDS.register
class DamageField(_ObjectInt):
    """120.3: damage marked on it."""

    key: ClassVar[str] = "damage"
    doc: ClassVar[str] = "the damage marked on it (120.3)"


@OBJECT_FIELDS.register
class Tapped(Field):
    """701.26: tapped."""

    key: ClassVar[str] = "tapped"
    doc: ClassVar[str] = "true or false"
    type: ClassVar[str] = "flag"

    @classmethod
    def actual(cls, run: _Runner, ev: Evaluation, oid: str) -> JSON:
        """The status now."""
        return bool(run.game.obj(oid).tapped)


@OBJECT_FIELDS.register
class Exists(Field):
    """Whether the object is in the game: a token off the battlefield ceases to exist (704.5d,
    111.7), and so does a copy of a spell off the stack (704.5e)."""

    key: ClassVar[str] = "exists"
    doc: ClassVar[str] = ("true or false — `false`: it has ceased to exist (a token off the battlefield, 704.5d; a "
                          "copy of a spell off the stack, 704.5e)")
    type: ClassVar[str] = "flag"

    @classmethod
    def actual(cls, run: _Runner, ev: Evaluation, oid: str) -> JSON:
        """Whether the game has it now."""
        return oid in run.game.objects


@OBJECT_FIELDS.register
class Incarnation(_ObjectInt):
    """400.7: how many zone changes made it a new object."""

    key: ClassVar[str] = "incarnation"
    doc: ClassVar[str] = "how many zone changes made it a new object (400.7)"


@OBJECT_FIELDS.register
class ExiledBy(Field):
    """607.2a: the object whose ability exiled it."""

    key: ClassVar[str] = "exiled_by"
    doc: ClassVar[str] = "the object whose ability exiled it (607.2a), or `null`"
    type: ClassVar[str] = "text_or_null"

    @classmethod
    def actual(cls, run: _Runner, ev: Evaluation, oid: str) -> JSON:
        """From the exiled-with records of this object as it is now."""
        obj = run.game.obj(oid)
        recs = [r for r in run.game.exiled_with if r.object == oid and r.incarnation == obj.incarnation]
        return recs[-1].source if recs else None


@OBJECT_FIELDS.register
class AttachedTo(Field):
    """701.3a: the object or player it is attached to."""

    key: ClassVar[str] = "attached_to"
    doc: ClassVar[str] = "the object or player it is attached to (701.3a, 303.4b, 301.5a), or `null`"
    type: ClassVar[str] = "text_or_null"

    @classmethod
    def actual(cls, run: _Runner, ev: Evaluation, oid: str) -> JSON:
        """None when it is attached to nothing."""
        return run.game.obj(oid).attached_to


@OBJECT_FIELDS.register
class Attacking(Field):
    """508.1: the player it attacks."""

    key: ClassVar[str] = "attacking"
    doc: ClassVar[str] = ("the player or planeswalker it attacks, or `null` (508.1, 508.1b); `\"\"` when it attacks "
                          "nothing: the planeswalker it attacked was removed from combat (506.4c)")
    type: ClassVar[str] = "text_or_null"

    @classmethod
    def actual(cls, run: _Runner, ev: Evaluation, oid: str) -> JSON:
        """None when it is not attacking."""
        return run.game.obj(oid).attacking


@OBJECT_FIELDS.register
class Blocking(Field):
    """509.1g: the attacking creature it blocks."""

    key: ClassVar[str] = "blocking"
    doc: ClassVar[str] = ("the attacking creature it blocks, or `null` (509.1g); a list of them when it blocks more "
                          "than one (509.1a: `block_additional`), in any order")
    type: ClassVar[str] = "text_or_null"

    @classmethod
    def expected(cls, raw: Any) -> JSON:
        """An id, ``null``, or a list of ids."""
        if isinstance(raw, list) and raw and all(isinstance(x, str) for x in raw):
            return [str(x) for x in raw]
        return super().expected(raw)

    @classmethod
    def actual(cls, run: _Runner, ev: Evaluation, oid: str) -> JSON:
        """None when it is not blocking; the id when it blocks one; else the ids."""
        blocking = run.game.obj(oid).blocking
        return None if not blocking else blocking[0] if len(blocking) == 1 else list(blocking)

    @classmethod
    def compare(cls, expected: JSON, actual: JSON) -> bool:
        """A list as a multiset of the attacking creatures it blocks (one: its id)."""
        if isinstance(expected, list):
            return sorted(expected) == sorted([] if actual is None else [actual] if isinstance(actual, str) else actual)
        return super().compare(expected, actual)


@OBJECT_FIELDS.register
class CanBlock(Field):
    """509.1a–b: the attacking creatures it could block now."""

    key: ClassVar[str] = "can_block"
    doc: ClassVar[str] = ("the attacking creatures it could block now, each alone (509.1a: untapped and the defending "
                          "player's, 509.1b: no \"can't block\", and the attacker's evasion: flying 702.9b, fear, "
                          "intimidate, shadow, horsemanship, skulk, protection, landwalk); menace asks for a second "
                          "blocker (702.111b), judged by `block`")
    type: ClassVar[str] = "list"
    unordered: ClassVar[bool] = True

    @classmethod
    def actual(cls, run: _Runner, ev: Evaluation, oid: str) -> JSON:
        """What :meth:`engine.combat.Combat.can_block` says."""
        return list(run.game.can_block(oid))


@OBJECT_FIELDS.register
class Blocked(Field):
    """509.1h: an attacking creature is blocked (it stays blocked with no blockers left)."""

    key: ClassVar[str] = "blocked"
    doc: ClassVar[str] = ("whether it is a blocked creature (509.1h: it stays one when its blockers leave combat); "
                          "`false` for an unblocked attacker and a creature not attacking")
    type: ClassVar[str] = "flag"

    @classmethod
    def actual(cls, run: _Runner, ev: Evaluation, oid: str) -> JSON:
        """509.1h."""
        return run.game.obj(oid).blocked


@OBJECT_FIELDS.register
class EnteredWith(Field):
    """603.2c: the objects that moved in the same event as its latest zone change."""

    key: ClassVar[str] = "entered_with"
    doc: ClassVar[str] = "the ids that moved in the same event as its latest zone change, itself included"
    type: ClassVar[str] = "list"
    unordered: ClassVar[bool] = True

    @classmethod
    def actual(cls, run: _Runner, ev: Evaluation, oid: str) -> JSON:
        """One batch of the event log."""
        moves = [e for e in run.game.log if e.kind is EventKind.ZONE_CHANGE]
        mine = [e for e in moves if e.object == oid]
        if not mine:
            return []
        batch = mine[-1].batch
        return sorted(str(e.object) for e in moves if e.batch == batch)


@OBJECT_FIELDS.register
class Castable(Field):
    """101.2: whether a prohibition forbids casting it now."""

    key: ClassVar[str] = "castable"
    doc: ClassVar[str] = "whether it may be cast now, as far as prohibitions go (101.2)"
    type: ClassVar[str] = "flag"

    @classmethod
    def actual(cls, run: _Runner, ev: Evaluation, oid: str) -> JSON:
        """The game's answer."""
        return run.game.can_cast(oid)[0]


@OBJECT_FIELDS.register
class ActivationCosts(Field):
    """602.1: its activated abilities' costs now, X computed."""

    key: ClassVar[str] = "activation_costs"
    doc: ClassVar[str] = "its activated abilities' costs now, X computed (in order)"
    type: ClassVar[str] = "list"

    @classmethod
    def actual(cls, run: _Runner, ev: Evaluation, oid: str) -> JSON:
        """In the order of its abilities."""
        return run.game.activation_costs(oid)


# ---- players, the stack, the game ---------------------------------------------------------


@PLAYER_FIELDS.register
class PlayerAbilities(Field):
    """613.10: what the player has from effects."""

    key: ClassVar[str] = "abilities"
    doc: ClassVar[str] = "abilities the player has from effects (613.10)"
    type: ClassVar[str] = "list"
    unordered: ClassVar[bool] = True

    @classmethod
    def actual(cls, run: _Runner, ev: Evaluation, oid: str) -> JSON:
        """From the evaluation."""
        return list(ev.players.get(oid, []))


@PLAYER_FIELDS.register
class Life(Field):
    """119: life total."""

    key: ClassVar[str] = "life"
    doc: ClassVar[str] = "the life total (119)"
    type: ClassVar[str] = "int"

    @classmethod
    def actual(cls, run: _Runner, ev: Evaluation, oid: str) -> JSON:
        """Now."""
        return run.game.life[oid]


class _Outcome(Field):
    """Whether the player has won (``won``) or lost the game."""

    type: ClassVar[str] = "flag"
    won: ClassVar[bool]

    @classmethod
    def actual(cls, run: _Runner, ev: Evaluation, oid: str) -> JSON:
        """Now."""
        return oid in (run.game.winners if cls.won else run.game.losers)


@PLAYER_FIELDS.register
class Lost(_Outcome):
    """104.3: whether the player has lost the game."""

    key: ClassVar[str] = "lost"
    doc: ClassVar[str] = "whether they have lost the game (104.3; 704.5a: 0 or less life, when state-based actions are checked)"
    won: ClassVar[bool] = False


@PLAYER_FIELDS.register
class Won(_Outcome):
    """104.2: whether the player has won the game."""

    key: ClassVar[str] = "won"
    doc: ClassVar[str] = "whether they have won the game (104.2)"
    won: ClassVar[bool] = True


class _ZoneCount(Field):
    type: ClassVar[str] = "int"

    @classmethod
    def actual(cls, run: _Runner, ev: Evaluation, oid: str) -> JSON:
        """Cards they own there."""
        return len(run.game.cards_in(cls.key, oid))


@PLAYER_FIELDS.register
class Hand(_ZoneCount):
    """402: cards in hand."""

    key: ClassVar[str] = "hand"
    doc: ClassVar[str] = "the number of cards they own there"


@PLAYER_FIELDS.register
class Library(_ZoneCount):
    """401: cards in the library."""

    key: ClassVar[str] = "library"
    doc: ClassVar[str] = "the number of cards they own there"


@PLAYER_FIELDS.register
class Graveyard(_ZoneCount):
    """404: cards in the graveyard."""

    key: ClassVar[str] = "graveyard"
    doc: ClassVar[str] = "the number of cards they own there"


@PLAYER_FIELDS.register
class ExileCount(_ZoneCount):
    """406: cards in exile."""

    key: ClassVar[str] = "exile"
    doc: ClassVar[str] = "the number of cards they own there"


@PLAYER_FIELDS.register
class Mana(Field):
    """106.4: the mana pool."""

    key: ClassVar[str] = "mana"
    doc: ClassVar[str] = "the mana pool (`\"{R}\"`, `\"\"` for none)"

    @classmethod
    def actual(cls, run: _Runner, ev: Evaluation, oid: str) -> JSON:
        """In the order added."""
        return "".join("{" + m + "}" for m in run.game.mana_pool[oid])

    @classmethod
    def mutants(cls, expected: JSON, players: tuple[str, ...], has: tuple[str, ...] = ()) -> list[JSON]:
        """One more mana."""
        return [expected + "{C}"]


@PLAYER_FIELDS.register
class Scried(Field):
    """701.22: how many cards they scried in all."""

    key: ClassVar[str] = "scried"
    doc: ClassVar[str] = "the total scried (701.22)"
    type: ClassVar[str] = "int"

    @classmethod
    def actual(cls, run: _Runner, ev: Evaluation, oid: str) -> JSON:
        """Counted."""
        return run.game.scried.get(oid, 0)


@PLAYER_FIELDS.register
class Poison(Field):
    """122.1f: how many poison counters they have (120.3b: damage from a source with infect)."""

    key: ClassVar[str] = "poison"
    doc: ClassVar[str] = "their poison counters (122.1f; damage from a source with infect, 120.3b)"
    type: ClassVar[str] = "int"

    @classmethod
    def actual(cls, run: _Runner, ev: Evaluation, oid: str) -> JSON:
        """Counted."""
        return run.game.poison.get(oid, 0)


@PLAYER_FIELDS.register
class Active(Field):
    """102.1: whether it is their turn — after ``end_turn``, still the active player's while they
    got priority in the cleanup step (514.3a)."""

    key: ClassVar[str] = "active"
    doc: ClassVar[str] = ("whether they are the active player: it is their turn (102.1; the turn goes on while the "
                          "active player has priority in its cleanup step, 514.3a)")
    type: ClassVar[str] = "flag"

    @classmethod
    def actual(cls, run: _Runner, ev: Evaluation, oid: str) -> JSON:
        """Now."""
        return run.game.active_player == oid


class _Listed(Field):
    """A field of each object on the stack (bottom → top) or of each pending ability."""

    type: ClassVar[str] = "list"
    attribute: ClassVar[str] = ""
    pending: ClassVar[bool] = False

    @classmethod
    def items(cls, run: _Runner) -> list[Any]:
        """The stack or the pending triggers."""
        return list(run.game.pending if cls.pending else run.game.stack)

    @classmethod
    def actual(cls, run: _Runner, ev: Evaluation, oid: str) -> JSON:
        """One value per object, in order."""
        return [str(getattr(i, cls.attribute)) for i in cls.items(run)]

    @classmethod
    def mutants(cls, expected: JSON, players: tuple[str, ...], has: tuple[str, ...] = ()) -> list[JSON]:
        """Each item changed, reversed (when that differs), one fewer."""
        out: list[JSON] = [[*expected[:i], x + "x", *expected[i + 1:]] for i, x in enumerate(expected)]
        out += [list(reversed(expected))] if list(reversed(expected)) != expected else []
        return out + ([expected[:-1]] if expected else [["x"]])


def _listed(registry: Registry[type[Field]], pending: bool, key: str, attribute: str, doc: str) -> None:
    cls = type(f"{'Pending' if pending else 'Stack'}{key.title()}", (_Listed,),
               {"key": key, "attribute": attribute, "doc": doc, "pending": pending, "__doc__": doc})
    registry.register(cls)


class _Count(Field):
    type: ClassVar[str] = "int"
    pending: ClassVar[bool] = False

    @classmethod
    def actual(cls, run: _Runner, ev: Evaluation, oid: str) -> JSON:
        """How many."""
        return len(run.game.pending if cls.pending else run.game.stack)


@STACK_FIELDS.register
class StackCount(_Count):
    """405: objects on the stack."""

    key: ClassVar[str] = "count"
    doc: ClassVar[str] = "how many objects are on the stack"


for _key, _attr, _doc in (("sources", "source", "their sources, bottom → top"),
                          ("texts", "text", "their texts"), ("controllers", "controller", "their controllers"),
                          ("kinds", "kind", "`spell`, `ability` or `trigger` each")):
    _listed(STACK_FIELDS, False, _key, _attr, _doc)


@STACK_FIELDS.register
class StackTargets(_Listed):
    """115: each stack object's targets."""

    key: ClassVar[str] = "targets"
    doc: ClassVar[str] = "a list of targets per object"
    type: ClassVar[str] = "lists"

    @classmethod
    def actual(cls, run: _Runner, ev: Evaluation, oid: str) -> JSON:
        """Per object."""
        return [list(i.targets) for i in run.game.stack]

    @classmethod
    def mutants(cls, expected: JSON, players: tuple[str, ...], has: tuple[str, ...] = ()) -> list[JSON]:
        """Each target changed; a target more on the top object."""
        if not expected:
            return [[["A"]]]
        out: list[JSON] = [[*expected[:i], [*t[:j], x + "x", *t[j + 1:]], *expected[i + 1:]]
                           for i, t in enumerate(expected) for j, x in enumerate(t)]
        return out + [[*expected[:-1], [*expected[-1], "x"]]]


@PENDING_FIELDS.register
class PendingCount(_Count):
    """603.3: abilities that triggered and wait to be put on the stack."""

    key: ClassVar[str] = "count"
    doc: ClassVar[str] = "how many abilities triggered and are not on the stack yet"
    pending: ClassVar[bool] = True


for _key, _attr, _doc in (("sources", "source", "their sources"), ("ids", "id", "their trigger ids"),
                          ("texts", "text", "their texts"), ("controllers", "controller", "their controllers")):
    _listed(PENDING_FIELDS, True, _key, _attr, _doc)


@GAME_FIELDS.register
class Rules(Field):
    """613.11: effects on the rules of the game in force."""

    key: ClassVar[str] = "rules"
    doc: ClassVar[str] = "the effects on the game rules in force (613.11): their texts"
    type: ClassVar[str] = "list"
    unordered: ClassVar[bool] = True

    @classmethod
    def actual(cls, run: _Runner, ev: Evaluation, oid: str) -> JSON:
        """From the evaluation."""
        return list(ev.rules)


def normalize_counter(kind: str) -> str:
    """``-1/-1`` stays, ``+1/+1`` stays, ``1/1`` → ``+1/+1`` (a P/T counter is signed)."""
    try:
        return PT.parse(kind).signed()
    except EngineError:
        return kind


# What an expectation key names → the registry of its fields.
SCOPES: dict[str, Registry[type[Field]]] = {
    "object": OBJECT_FIELDS, "player": PLAYER_FIELDS, "stack": STACK_FIELDS, "pending": PENDING_FIELDS,
    "game": GAME_FIELDS,
}

__all__ = ["GAME_FIELDS", "OBJECT_FIELDS", "PENDING_FIELDS", "PLAYER_FIELDS", "SCOPES", "STACK_FIELDS", "Field",
           "normalize_counter"]
