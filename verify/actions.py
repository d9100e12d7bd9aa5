"""Scenario actions (docs/scenarios.md, "Actions"): the registry :data:`ACTIONS`.

Each action is a small class: its key in a ``do:`` list, its fields (key → value type
and meaning; the docs table is generated from them), the field a scalar body stands for
(``destroy: c1``), and :meth:`Action.perform`, which plays it on the scenario's game
and returns the line the report shows.

>>> ACTIONS.get("enter").fields["id"]
('id', 'the object id (`count`: ids `id-1` … `id-n`)')
>>> ACTIONS.get("resolve_tp")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
engine.errors.UnknownWordError: unknown action 'resolve_tp' (known: enter, enter_together, ...; did you mean 'resolve_top'?)
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar, cast

from engine import Duration, EffectSpec, EngineError, SpellAbility
from engine.actions import shielded
from engine.choices import CHOICES
from engine.effects import EFFECT_PARTS, parts_said
from engine.errors import ValueSyntaxError
from engine.events import STEPS
from engine.objects import mana_spent
from engine.records import (
    Arg,
    Counter,
    Item,
    Mana,
    Obj,
    Player,
    Record,
    Rule,
    Step,
    Term,
    Text,
    Zone,
    declare,
    missing_key,
    not_allowed,
    not_both,
    target_arg,
    wrong_type,
)
from engine.records import Effect as EffectId
from engine.stack import untargeted
from engine.vocab import Key, Registry, Word
from ruletext.schema import check_keys
from verify.errors import ScenarioError, unknown_key_says
from verify.schema import VALUE_TERMS, check_choices, convert
from verify.specs import Where, characteristics, condition, duration, effect_spec
from verify.yamlload import LineDict

if TYPE_CHECKING:
    from collections.abc import Container

    from engine.conditions import Condition
    from engine.ports import GameOps
    from verify.scenario import _Runner

A = TypeVar("A")


class Action(Word):
    """One action of a scenario step, parsed (:meth:`parse`, when the scenario is loaded)
    before it is played (:meth:`perform`, when it runs): ``body``, its checked fields;
    ``node``, the ``{action: body}`` mapping it was read from (its lines)."""

    fields: ClassVar[dict[str, tuple[str, str]]] = {}  # key → (value type, meaning)
    required: ClassVar[tuple[str, ...]] = ()
    scalar: ClassVar[str] = ""  # the field a scalar body stands for (``destroy: c1``)
    several: ClassVar[bool] = False  # a list body: several at the same time

    def __init__(self, body: dict[str, Any], node: LineDict, parsed: object = None) -> None:
        self.body = body
        self.node = node
        self.parsed = parsed  # what :meth:`checked` made of it as it loaded (an effect's spec)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.key} line {self.node.line}>"

    @classmethod
    def schema(cls) -> tuple[Key, ...]:
        """The body's keys."""
        return tuple(Key(name, name, t, doc, name in cls.required) for name, (t, doc) in cls.fields.items())

    @staticmethod
    def parse(node: Any, path: str, line: int) -> Action:
        """The action ``{key: body}`` (``line``: where it is when it is no mapping), its body
        checked against its class's fields and by the class itself (:meth:`checked`) — every
        error a :class:`ScenarioError` at its ``file:line``, before anything runs.

        >>> from verify.yamlload import load_yaml
        >>> Action.parse(load_yaml("destroy: c1", "s.yaml"), "s.yaml", 1).body
        {'objects': 'c1'}
        >>> Action.parse(load_yaml("destroy: {objets: c1}", "s.yaml"), "s.yaml", 1)
        Traceback (most recent call last):
        ...
        verify.errors.ScenarioError: s.yaml:1: destroy: unknown key 'objets' (accepted: objects; did you mean 'objects'?)
        """
        if not isinstance(node, LineDict) or len(node) != 1:
            raise ScenarioError(path, getattr(node, "line", line),
                                f"an action is a mapping with one key: {', '.join(ACTIONS)}",
                                wrong_type("do", "value_action", node))
        kind, raw = next(iter(node.items()))
        w = Where(path, node.key_line(kind)).at(raw)
        try:
            cls = ACTIONS.get(kind)
        except EngineError as err:
            raise ScenarioError(path, node.key_line(kind), str(err), getattr(err, "says", None)) from None
        # several (a list) at the same time, or one body checked against the action's fields
        body = {"each": raw if isinstance(raw, list) else [raw]} if cls.several else check_body(cls, raw, w)
        try:
            parsed = cls.checked(body, node, w)
        except EngineError as err:
            raise ScenarioError(path, node.key_line(kind), f"{kind}: {err}", getattr(err, "says", None)) from None
        action: Action = cls(body, node, parsed)
        return action

    @classmethod
    def checked(cls, body: dict[str, Any], node: LineDict, w: Where) -> object:
        """Further checks of the body, as it is loaded (nested bodies, effect parts, shapes);
        what it returns is kept for :meth:`perform` (``parsed``: read once)."""
        return None

    def card_uses(self) -> list[dict[str, Any]]:
        """The mappings of its body that name a card (``card:``)."""
        return [self.body] if "card" in self.body else []

    def bind(self, run: _Runner) -> None:
        """What it names among the cards the scenario runs with, found before anything runs
        (an unknown or broken card is the scenario's error)."""
        for data in self.card_uses():
            run.find(data, self.node)

    def perform(self, run: _Runner) -> Record:
        """Play it; what the report shows of it (a record, engine/records.py)."""
        raise NotImplementedError


ACTIONS: Registry[type[Action]] = Registry("action", "an action of a scenario step (`do:`)")


def check_body(cls: type[Action], raw: Any, w: Where) -> dict[str, Any]:
    """The body of ``{action: body}`` checked against the action's fields (a scalar body
    fills its ``scalar`` field); every error is ``file:line: message`` naming the key."""
    # a mapping stands for a mapping field too unless it is the long form (`block: {}`: no blockers)
    mapped = cls.scalar and cls.fields[cls.scalar][0] == "mapping" and isinstance(raw, dict) \
        and not (raw and set(raw) <= set(cls.fields))
    if not isinstance(raw, dict) or mapped:
        if not cls.scalar:
            raise ScenarioError(w.path, w.line, f"{cls.key}: a mapping ({', '.join(cls.fields)}), not {raw!r}",
                                wrong_type(cls.key, "value_mapping", raw))
        scalar = LineDict({cls.scalar: raw})
        scalar.line, scalar.key_lines = w.line, {}
        raw = scalar
    check_keys(raw, cls.fields, w.path, w.line, label=cls.key, error=ScenarioError, says=unknown_key_says)
    for key in cls.required:
        if key not in raw:
            raise ScenarioError(w.path, w.line, f"{cls.key}: give {key!r} ({cls.fields[key][1]})",
                                missing_key(f"{cls.key} {key}"))
    for k in cls.schema():
        if k.name in raw:  # each value by its type (verify.schema.convert: one place says what each is)
            convert(k, raw[k.name], w.key(raw, k.name), f"{cls.key} {k.name}", ScenarioError)
    return raw  # type: ignore[no-any-return]


def inline_object(data: dict[str, Any], w: Where) -> None:
    """A body's card: ``card`` (found when the scenario runs, among the cards given) or
    ``object``, an inline card checked now (docs/cards.md)."""
    if "card" in data:
        return
    if "object" not in data:
        raise ScenarioError(w.path, getattr(data, "line", w.line),
                            "give 'card' (a card from rules_src/cards/) or 'object' (an inline object)",
                            missing_key(Term("key_card_or_object")))
    obj = data["object"]
    if not isinstance(obj, LineDict):
        raise ScenarioError(w.path, data.key_line("object") if isinstance(data, LineDict) else w.line,
                            "'object' is a mapping (name, type_line, colors, pt, abilities)",
                            wrong_type("object", "value_object", obj))
    characteristics(obj, Where(w.path, obj.line), str(obj.get("name", data.get("id", ""))))


def _choices(body: dict[str, Any], w: Where) -> dict[str, str]:
    return check_choices(body.get("choices") or {}, w)


declare(__name__, ("action.choice", "{key}: {value}"))


def _choice_said(key: str, value: str, objects: Container[str]) -> Record:
    """One choice made (``{key}: {value}``), for the reader: the choice word's name and its value."""
    return Record.of("action.choice", key=Term(f"choice_{key}"), value=CHOICES.get(key).said(value, objects))


def _ids(value: Any) -> list[str]:
    return [str(x) for x in value] if isinstance(value, list) else [str(value)]


def _abilities_now(game: GameOps, oid: str, kind: type[A]) -> list[A]:
    """The abilities of this kind the object has now (as effects have changed them, 613)."""
    view = game.characteristics(record=False).views[game.obj(oid).id]
    return [a for _, a in view.abilities if isinstance(a, kind)]


# ---- objects ------------------------------------------------------------------------------

_ENTER_FIELDS: dict[str, tuple[str, str]] = {
    "id": ("id", "the object id (`count`: ids `id-1` … `id-n`)"),
    "card": ("text", "a card of rules_src/cards/ (id, `ja` or `en`)"),
    "object": ("card", "an inline card: name, type_line, colors, pt, mana_cost, abilities"),
    "controller": ("player", "its controller (default: the active player)"),
    "owner": ("player", "its owner (default: its controller)"),
    "zone": ("zone", "the zone (default `battlefield`)"),
    "face_down": ("flag", "face down (708.2)"),
    "flipped": ("flag", "flipped (110.5, 710.2: a flip card's alternative characteristics apply)"),
    "attached_to": ("id", "the object it is attached to"),
    "choices": ("choices", "choices made as it enters: `{color: blue}`, `{copy: bears}`"),
    "counters": ("counters", "counters it enters with: `{\"+1/+1\": 2}` (122.6: put on it as it enters, so the "
                             "replacement effects on putting counters apply)"),
    "count": ("count", "n copies"),
    "silent": ("flag", "no enters event: nothing triggers (setting up the game)"),
    "tapped": ("flag", "it enters tapped"),
    "kicked": ("list", "the kicker costs paid (`[\"{W}\"]`)"),
    "token": ("flag", "it is a token (111.1), not a card"),
    "designations": ("list", "designations it has: `[commander]` (903.3: its owner's commander)"),
}


@ACTIONS.register
class Enter(Action):
    """An object enters a zone with a new timestamp (613.7d)."""

    key: ClassVar[str] = "enter"
    doc: ClassVar[str] = ("an object enters a zone with a new timestamp; \"as enters\" copy choices become a copy "
                          "effect (layer 1a); an instant or sorcery card on the battlefield is refused (400.4a)")
    fields: ClassVar[dict[str, tuple[str, str]]] = _ENTER_FIELDS
    required: ClassVar[tuple[str, ...]] = ("id",)

    records: ClassVar[dict[str, str]] = {
        "action.enter": "enter {objects}",
    }

    @classmethod
    def checked(cls, body: dict[str, Any], node: LineDict, w: Where) -> None:
        """An inline object's characteristics (docs/cards.md)."""
        inline_object(body, w)

    def perform(self, run: _Runner) -> Record:
        """``count`` objects."""
        body = self.body
        return Record.of("action.enter", objects=tuple(Obj(o) for o in run.enter(body)))


@ACTIONS.register
class EnterTogether(Action):
    """613.7m: objects enter at the same time; the active player orders their timestamps."""

    key: ClassVar[str] = "enter_together"
    doc: ClassVar[str] = "objects enter at the same time; the active player orders their timestamps (613.7m)"
    fields: ClassVar[dict[str, tuple[str, str]]] = {
        "objects": ("list", "enter mappings"), "order": ("list", "their ids in timestamp order")}
    required: ClassVar[tuple[str, ...]] = ("objects",)

    records: ClassVar[dict[str, str]] = {
        "action.enter_together": "enter together, timestamps in the order {objects} ({rule})",
    }

    @classmethod
    def checked(cls, body: dict[str, Any], node: LineDict, w: Where) -> None:
        """Each object an ``enter`` body."""
        for o in body["objects"]:
            Enter.checked(check_body(Enter, o, Where(w.path, getattr(o, "line", w.line))), node, w)

    def card_uses(self) -> list[dict[str, Any]]:
        """Its objects' cards."""
        return [o for o in self.body["objects"] if "card" in o]

    def perform(self, run: _Runner) -> Record:
        """One event."""
        body = self.body
        entries = []
        for o in body["objects"]:
            card, shown = run.card_of(o)
            run.account_card(card)
            entries.append((str(o["id"]), card, run.decided(str(o["id"]), run.enter_kwargs(o), o)))
            run.names[str(o["id"])] = shown
        order = [str(x) for x in body.get("order", [e[0] for e in entries])]
        run.game.create_together(entries, order)
        return Record.of("action.enter_together", objects=tuple(Obj(o) for o in order), rule=Rule("613.7m"))


@ACTIONS.register
class Attach(Action):
    """701.3a, 613.7e: an Aura or Equipment becomes attached and gets a new timestamp."""

    key: ClassVar[str] = "attach"
    doc: ClassVar[str] = ("an Aura/Equipment on the battlefield becomes attached and gets a new timestamp (613.7e); it "
                          "doesn't move to what it can't be attached to, and nothing happens if it is already attached "
                          "to that object (701.3b)")
    fields: ClassVar[dict[str, tuple[str, str]]] = {"object": ("id", "the Aura or Equipment"),
                                                    "to": ("id", "the object it becomes attached to")}
    required: ClassVar[tuple[str, ...]] = ("object", "to")

    records: ClassVar[dict[str, str]] = {
        "action.attach": "attach {object} to {to}",
    }

    def perform(self, run: _Runner) -> Record:
        """A new timestamp."""
        body = self.body
        run.game.attach(body["object"], body["to"])
        return Record.of("action.attach", object=Obj(body["object"]), to=Obj(body["to"]))


@ACTIONS.register
class Counters(Action):
    """122: counters are put on an object."""

    key: ClassVar[str] = "counters"
    doc: ClassVar[str] = ("counters are put on it (122); the replacement effects on putting counters apply "
                          "(614.1a: `more_counters`)")
    fields: ClassVar[dict[str, tuple[str, str]]] = {"object": ("id", "the object"),
                                                    "kind": ("counter", "the counter kind (default `+1/+1`)"),
                                                    "count": ("count", "how many (default 1)")}
    required: ClassVar[tuple[str, ...]] = ("object",)

    records: ClassVar[dict[str, str]] = {
        "action.counters": "put {amount} {counter} counter(s) on {object}",
    }

    def perform(self, run: _Runner) -> Record:
        """The kind gets a timestamp."""
        body = self.body
        kind, count = body.get("kind", "+1/+1"), body.get("count", 1)
        run.put_counters(body["object"], kind, count)
        return Record.of("action.counters", amount=count, counter=Counter(kind), object=Obj(body["object"]))


@ACTIONS.register
class Effect(Action):
    """611.2: a continuous effect from a resolved spell or ability."""

    key: ClassVar[str] = "effect"
    doc: ClassVar[str] = ("a continuous effect from a resolved spell or ability: it gets a timestamp now and fixes "
                          "the objects it affects (611.2c). `affected` defaults to `target creature`")
    fields: ClassVar[dict[str, tuple[str, str]]] = {
        "id": ("id", "the effect's id"), "text": ("text", "its text"),
        "text_ja": ("text", "its text in Japanese, shown instead of `text`"),
        "affected": ("text", "a selector (default `target creature`)"), "targets": ("list", "its targets"),
        "controller": ("player", "its controller (default: the active player)"),
        "choices": ("choices", "choices made for it"), "duration": ("text", "`end_of_turn`, `until_your_next_turn` or `indefinite`"),
        "for_as_long_as": ("any", "a condition: its duration instead (611.2b), judged for its source and controller"),
        "source": ("id", "its source object"),
        **{k: ("any", "an effect part (docs/cards.md)") for k in EFFECT_PARTS}}

    records: ClassVar[dict[str, str]] = {
        "action.effect": "effect {effect} (timestamp {timestamp}): {text}",
    }

    @classmethod
    def checked(cls, body: dict[str, Any], node: LineDict,
                w: Where) -> tuple[EffectSpec, Duration, Condition | None]:
        """Its effect's parts and duration (a duration or a "for as long as" condition), read once."""
        data = node["effect"]
        here = Where(w.path, getattr(data, "line", node.line))
        spec = effect_spec(data, here, "target creature")
        spec = dataclasses.replace(spec, says=parts_said(spec.parts))  # a scenario's effect: no card text
        if body.get("targets"):
            try:
                untargeted(str(body.get("id", "effect")), _ids(body["targets"]), "", spec.needs)
            except EngineError as err:  # 115.1: an effect whose words read no target
                raise ScenarioError(w.path, here.key(data, "targets").line,
                                    f"effect targets: its affected {spec.affected.text!r} and its parts read no "
                                    f"target — {err} (write affected: target creature, or leave targets out)",
                                    getattr(err, "says", None)) from None
        lasts_while = None
        if "for_as_long_as" in body:
            if "duration" in body:
                raise ScenarioError(w.path, here.key(data, "for_as_long_as").line, "effect: for_as_long_as is its "
                                    "duration (611.2b): not with duration", not_both("for_as_long_as", "duration"))
            lasts_while = condition(body["for_as_long_as"], here.key(data, "for_as_long_as"), "effect for_as_long_as")
        return spec, duration(body.get("duration", "indefinite"), here.key(data, "duration")), lasts_while

    def perform(self, run: _Runner) -> Record:
        """A timestamp now."""
        body, action = self.body, self.node
        w = run.where(action["effect"])
        spec, lasts, lasts_while = cast("tuple[EffectSpec, Duration, Condition | None]", self.parsed)
        run.account_spec(spec)
        game = run.game
        choices = _choices(body, w.key(action["effect"], "choices"))
        unread = sorted(set(choices) - spec.choice_words)
        if unread:  # a choice no part or selector of it reads would do nothing, silently
            raise ScenarioError(w.path, w.key(action["effect"], "choices").line,
                                f"effect: nothing of it reads the choice(s) {', '.join(unread)}: a choice made for an "
                                "effect is read by its selectors (`of the chosen color`, `of the chosen creature type`, "
                                "607.2d) or by its parts' `chosen` words (`add_colors: [chosen]`, `set_creature_types: "
                                "chosen`, `change_text` from/to, 612.2; `copy`)"
                                f"{' — it reads ' + ', '.join(sorted(spec.choice_words)) if spec.choice_words else ''}",
                                not_allowed("cant_choice_unread"))
        e = game.create_effect(
            spec, controller=str(body.get("controller", game.active_player)), source=body.get("source"),
            targets=_ids(body.get("targets", [])), duration=lasts,
            choices=choices, effect_id=body.get("id"), lasts_while=lasts_while)
        return Record.of("action.effect", effect=EffectId(e.id), timestamp=e.timestamp, text=spec.says or Text(spec.text))


@ACTIONS.register
class Cast(Action):
    """608: a card's spell ability resolves at once (its effect and its instructions)."""

    key: ClassVar[str] = "cast"
    doc: ClassVar[str] = ("the card's spell ability resolves: its continuous effect (e.g. 手綱取り) and its one-shot "
                          "instructions (`destroy`…), without the stack; not a cast: no cast event (no cast triggers), no targets "
                          "checked (601.2, 608.2b) — to cast a spell, `cast_spell`")
    fields: ClassVar[dict[str, tuple[str, str]]] = {
        "card": ("text", "the card (id, `ja` or `en`)"), "id": ("id", "the id of the effect it creates"),
        "controller": ("player", "who casts it"), "targets": ("list", "its targets"),
        "choices": ("choices", "choices made for it")}
    required: ClassVar[tuple[str, ...]] = ("card",)


    def bind(self, run: _Runner) -> None:
        """A card with a spell ability."""
        found = run.find(self.body, self.node)
        if not any(isinstance(a, SpellAbility) for a in found.card.abilities):
            raise run.fail(self.node, f"{found.ja} has no spell ability to resolve", "cast")

    def perform(self, run: _Runner) -> Record:
        """The first spell ability of the card."""
        body, action = self.body, self.node
        found = run.card(body, action)
        run.account_card(found.card)
        spell = next(a for a in found.card.abilities if isinstance(a, SpellAbility))
        return run.resolve_spell(spell, body, None, found.ja, run.where(action["cast"]))


@ACTIONS.register
class Resolve(Action):
    """A spell object on the stack resolves with its current text (after layer 3)."""

    key: ClassVar[str] = "resolve"
    doc: ClassVar[str] = ("a spell *object* on the stack resolves with its *current* text (after layer 3), then "
                          "goes to the graveyard")
    fields: ClassVar[dict[str, tuple[str, str]]] = {"object": ("id", "the spell object")}
    required: ClassVar[tuple[str, ...]] = ("object",)
    scalar: ClassVar[str] = "object"

    def perform(self, run: _Runner) -> Record:
        """Its spell ability as it is now."""
        body, action = self.body, self.node
        game = run.game
        oid = body["object"]
        spells = _abilities_now(game, oid, SpellAbility)
        if not spells:
            raise run.fail(action, f"{oid} has no spell ability now", "resolve")
        text = run.resolve_spell(spells[0], {}, oid, oid, run.where(action))
        game.move(oid, "graveyard")
        return text


@ACTIONS.register
class Activate(Action):
    """602.2: an activated ability goes on the stack (a mana ability, 605.3a, is ``activate_mana``)."""

    key: ClassVar[str] = "activate"
    doc: ClassVar[str] = ("the object's activated ability (as it has it now) goes on the stack (602.2): its targets are "
                          "chosen and its costs paid now (`{T}`: refused for a tapped permanent, 118.3, or a creature "
                          "that came this turn, 302.6; a \"Sacrifice ~\" cost); it resolves with `resolve_top` "
                          "(its choices there, 608.2d; not if its targets are all illegal then, 608.2b); a target on "
                          "the stack is its id (`targets: [s1]` for \"target triggered ability you control\"); its "
                          "controller gets priority first, as with `cast_spell` (117.5, 602.2)")
    fields: ClassVar[dict[str, tuple[str, str]]] = {
        "object": ("id", "the object"), "ability": ("int", "index among its activated abilities (default 0)"),
        "targets": ("list", "its targets (a stack id: `s1`)"),
        "discarded": ("id", "the card discarded to pay a \"Discard a card\" cost (701.9b: its controller chooses)")}
    required: ClassVar[tuple[str, ...]] = ("object",)

    records: ClassVar[dict[str, str]] = {
        "action.activate_stack": "activate {object}: {item} on the stack: {text}",
    }

    def perform(self, run: _Runner) -> Record:
        """602.2: on the stack, its targets chosen and its costs paid."""
        body = self.body
        oid = body["object"]
        item = run.game.activate_ability(oid, body.get("ability", 0), targets=_ids(body.get("targets", [])),
                                         discarded=_ids(body.get("discarded", [])))
        return Record.of("action.activate_stack", object=Obj(oid), item=Item(item.id), text=Text(item.text))


@ACTIONS.register
class EndEffect(Action):
    """An effect ends."""

    key: ClassVar[str] = "end_effect"
    doc: ClassVar[str] = "that effect ends"
    fields: ClassVar[dict[str, tuple[str, str]]] = {"effect": ("id", "the effect id")}
    required: ClassVar[tuple[str, ...]] = ("effect",)
    scalar: ClassVar[str] = "effect"

    records: ClassVar[dict[str, str]] = {
        "action.end_effect": "effect {effect} ends",
    }

    def perform(self, run: _Runner) -> Record:
        """Removed."""
        body = self.body
        run.game.end_effect(body["effect"])
        return Record.of("action.end_effect", effect=EffectId(body["effect"]))


@ACTIONS.register
class EndTurn(Action):
    """514: a cleanup step; the next player becomes active — unless the active player gets priority in it (514.3a)."""

    key: ClassVar[str] = "end_turn"
    doc: ClassVar[str] = ("a cleanup step (514): the active player discards down to their maximum hand size, seven "
                          "(514.1, 402.2: no effect changes it; `discarded` names the cards — with more than seven "
                          "and none named, it is refused; each goes from the hand to the graveyard, 701.9a, a move "
                          "replacement effects see — the engine has no \"whenever a player discards\" trigger and no "
                          "madness), then \"until end of turn\" effects end and damage is "
                          "removed (514.2); then state-based actions are checked (514.3a): if any are performed "
                          "or a triggered ability waits, the active player gets priority in the cleanup step and the "
                          "turn does not end — `priority` puts the triggers on the stack, and `end_turn` once the "
                          "stack is empty is another cleanup step (514.3a); otherwise the next player becomes active. "
                          "Casting spells in that priority is as in any step; \"at the beginning of the next cleanup "
                          "step\" abilities are not modelled")
    fields: ClassVar[dict[str, tuple[str, str]]] = {
        "end": ("true", "`true`"),
        "discarded": ("list", "514.1, 701.9b: the cards the active player chooses to discard down to their maximum "
                              "hand size (as many as they have over seven)")}
    scalar: ClassVar[str] = "end"

    records: ClassVar[dict[str, str]] = {
        "action.end_turn": "end of turn[[ — {player} discards {objects} ({rule1})]] ({rule}: 'until end of turn' "
            "effects end)",
        "action.cleanup_priority": "cleanup step[[ — {player} discards {objects} ({rule1})]] ({rule}: 'until end of "
            "turn' effects end)[[; state-based actions: {performed}]][[; triggered abilities wait: {pending}]] — "
            "{active} gets priority in the cleanup step and the turn does not end: `end_turn` again is another "
            "cleanup step ({rule2})",
    }

    def perform(self, run: _Runner) -> Record:
        """514.1, 514.2, 514.3a."""
        game = run.game
        player = game.active_player
        done = game.end_turn(_ids(self.body.get("discarded", [])))
        discards: dict[str, Arg] = {"player": Player(player), "objects": tuple(Obj(o) for o in done.discarded), "rule1": Rule("514.1")}
        if not done.priority:
            return Record.of("action.end_turn", rule=Rule("514.2"), **discards)
        return Record.of("action.cleanup_priority", rule=Rule("514.2"), **discards, active=Player(player),
                         performed=tuple(target_arg(o, game.players) for o in done.performed),
                         pending=tuple(Item(t.id) for t in game.pending), rule2=Rule("514.3a"))


@ACTIONS.register
class Move(Action):
    """400.7: an object changes zone and becomes a new object."""

    key: ClassVar[str] = "move"
    doc: ClassVar[str] = ("the object changes zone and becomes a new object with a new timestamp (400.7); an event. "
                          "An instant or sorcery card that would enter the battlefield stays in its zone (400.4a), "
                          "by this action or any instruction")
    fields: ClassVar[dict[str, tuple[str, str]]] = {
        "object": ("ids", "the object, or a list: they move at the same time"), "to": ("zone", "the zone"),
        "choices": ("choices", "to the battlefield: the choices made as it enters (614.12a): `{copy: bears}`")}
    required: ClassVar[tuple[str, ...]] = ("object", "to")

    records: ClassVar[dict[str, str]] = {
        "action.move": "move {object} to {zone} ({rule}: a new object)",
        "action.move_together": "move {objects} to {zone} at the same time ({rule}: each a new object)",
    }

    @classmethod
    def checked(cls, body: dict[str, Any], node: LineDict, w: Where) -> None:
        """Choices for one object."""
        if "choices" in body and len(_ids(body["object"])) > 1:
            raise ScenarioError(w.path, node.line, "move: choices are for one object (give choices_as_enters for each)",
                                not_allowed("cant_move_choices"))

    def perform(self, run: _Runner) -> Record:
        """A new object."""
        body, action = self.body, self.node
        ids = _ids(body["object"])
        if "choices" in body:
            _entering_choices(run, {**body, "object": ids[0]}, action)
        run.game.move_together(ids, body["to"])
        if len(ids) > 1:
            return Record.of("action.move_together", objects=tuple(Obj(i) for i in ids), zone=Zone(body["to"]),
                             rule=Rule("400.7"))
        return Record.of("action.move", object=Obj(ids[0]), zone=Zone(body["to"]), rule=Rule("400.7"))


@ACTIONS.register
class PlayLand(Action):
    """305.1: a player plays a land (a special action, 116.2a)."""

    key: ClassVar[str] = "play_land"
    doc: ClassVar[str] = ("305.1: its owner plays the land card — from their hand, or the top of their library while an "
                          "effect lets them (`play_from_top: lands`) — in a main phase of their turn with an empty stack, once a "
                          "turn (305.2); it enters the battlefield (an event)")
    fields: ClassVar[dict[str, tuple[str, str]]] = {
        "object": ("id", "the land card"),
        "choices": ("choices", "the choices made as it enters (614.12a): `{pay: yes}`")}
    required: ClassVar[tuple[str, ...]] = ("object",)
    scalar: ClassVar[str] = "object"
    records: ClassVar[dict[str, str]] = {"action.play_land": "{player} plays {object} ({rule})"}

    def perform(self, run: _Runner) -> Record:
        """Onto the battlefield."""
        body, action = self.body, self.node
        oid = str(body["object"])
        _entering_choices(run, body, action)
        player = run.game.obj(oid).owner
        run.game.play_land(oid)
        return Record.of("action.play_land", player=Player(player), object=Obj(oid), rule=Rule("305.1"))


def _entering_choices(run: _Runner, body: dict[str, Any], action: LineDict, key: str = "object") -> None:
    """614.12a: ``choices`` made for the object the next time it enters the battlefield."""
    if "choices" in body:
        run.game.choose_as_enters(str(body[key]), _choices(body, run.where(action)))
        run.choice_lines[str(body[key])] = action.line


@ACTIONS.register
class ChoicesAsEnters(Action):
    """614.12a: the choices made for an object as it next enters the battlefield, however it gets there."""

    key: ClassVar[str] = "choices_as_enters"
    doc: ClassVar[str] = ("614.12a: the choices its controller makes for the object the next time it enters the "
                          "battlefield — cast and resolved, returned by an ability, put there — before it enters "
                          "(the object an \"enter as a copy\" effect copies, a color)")
    fields: ClassVar[dict[str, tuple[str, str]]] = {
        "object": ("id", "the object: a card in any zone, or a token yet to be created (`token1`); a choice never "
                         "used by the end of the scenario is an error"),
        "choices": ("choices", "`{copy: bears}`, `{color: red}`")}
    required: ClassVar[tuple[str, ...]] = ("object", "choices")

    records: ClassVar[dict[str, str]] = {
        "action.choices_as_enters": "as {object} enters the battlefield: {choices} ({rule})",
    }

    def perform(self, run: _Runner) -> Record:
        """Remembered until it enters."""
        body, action = self.body, self.node
        _entering_choices(run, body, action)
        made = tuple(_choice_said(k, str(v), run.game.objects)
                     for k, v in run.game.entering_choices[str(body["object"])].items())
        return Record.of("action.choices_as_enters", object=Obj(str(body["object"])), choices=made, rule=Rule("614.12a"))


@ACTIONS.register
class Destroy(Action):
    """701.8: objects are destroyed at the same time."""

    key: ClassVar[str] = "destroy"
    doc: ClassVar[str] = "it goes to the graveyard (an event: \"dies\" abilities trigger); a list: at the same time"
    fields: ClassVar[dict[str, tuple[str, str]]] = {"objects": ("ids", "an object id, or a list")}
    required: ClassVar[tuple[str, ...]] = ("objects",)
    scalar: ClassVar[str] = "objects"

    records: ClassVar[dict[str, str]] = {
        "action.destroy": "destroy {objects}",
    }

    def perform(self, run: _Runner) -> Record:
        """One event."""
        body = self.body
        ids = _ids(body["objects"])
        doomed = shielded(run.game, ids)  # 122.1c: destroyed by an effect
        run.game.move_together(doomed, "graveyard", destroyed=doomed)
        return Record.of("action.destroy", objects=tuple(Obj(o) for o in ids))


@ACTIONS.register
class CastSpell(Action):
    """601.2: a card goes on the stack; a cast event."""

    key: ClassVar[str] = "cast_spell"
    doc: ClassVar[str] = ("601.2: the card goes on the stack; a cast event (cast triggers). Resolve it with "
                          "`resolve_top`. A noninstant spell without flash: on its caster's turn, in a main phase (the "
                          "step begun last; none begun: a main phase), with the stack empty (117.1a, 307.1). Its caster "
                          "gets priority first, as with `priority` (117.5: state-based actions, then the triggered "
                          "abilities waiting go on the stack, below it; refused when a player would order two or more of "
                          "them or choose their targets: say it with `priority` first)")
    fields: ClassVar[dict[str, tuple[str, str]]] = {
        "object": ("any", "a card already in a zone (its id), or an inline object (its id: this action's `id`)"),
        "card": ("text", "a card (made in the hand, with `id`)"), "id": ("id", "the id of the card made"),
        "controller": ("player", "who casts it"),
        "targets": ("list", "its targets (a spell on the stack: its id or its stack id `s1`, 112.1, 115.1)"),
        "kicked": ("list", "the kicker costs paid (`[\"{W}\"]`)"),
        "x": ("int", "the value announced for X (601.2b, 107.3): the amount `X` of its instructions"),
        "choices": ("choices", "a permanent spell: the choices made as it enters (614.12a): `{copy: bears}`"),
        "sacrificed": ("id", "what it sacrifices to pay an additional cost (601.2h: `additional_cost: Sacrifice a "
                             "creature`)"),
        "discarded": ("id", "the card it discards to pay an additional cost (701.9b: `additional_cost: Discard a card`)"),
        "mode": ("int", "a modal spell's mode, chosen as it is cast (700.2a; 1: the first)"),
        "spent": ("text", "the mana spent to cast it, a symbol for each mana (`\"{G}{W}\"`: 601.2h, 106.1b): what "
                          "`if_spent` reads; given, it pays the total cost exactly — its mana cost, or from a graveyard "
                          "its flashback cost (702.34a), plus the kicker costs — or the cast is refused (601.2f–h; "
                          "`\"\"`: nothing spent)")}


    @classmethod
    def checked(cls, body: dict[str, Any], node: LineDict, w: Where) -> None:
        """A card made in the hand (``card`` or an inline ``object``, with ``id``) or one in a zone (``object``)."""
        if "card" in body or isinstance(body.get("object"), dict):
            if "id" not in body:
                raise ScenarioError(w.path, node.key_line(cls.key), "cast_spell: give the 'id' of the card made in the hand",
                                    missing_key("cast_spell id"))
            inline_object(body, w)
        elif "object" not in body:
            raise ScenarioError(w.path, node.key_line(cls.key),
                                "cast_spell: give 'object' (a card in a zone) or 'card' and 'id'",
                                missing_key(Term("key_object_or_card_id")))
        if "spent" in body:  # 601.2h: each mana of a type (106.1b)
            try:
                mana_spent(str(body["spent"]))
            except ValueSyntaxError as err:
                raise ScenarioError(w.path, node.key_line(cls.key), f"cast_spell spent: {err}") from None

    def perform(self, run: _Runner) -> Record:
        """See :meth:`verify.scenario._Runner.cast_spell`."""
        body, action = self.body, self.node
        return run.cast_spell(body, action)


@ACTIONS.register
class ActivateMana(Action):
    """605.3: a mana ability resolves at once."""

    key: ClassVar[str] = "activate_mana"
    doc: ClassVar[str] = ("605.3: mana is added at once (`A: {mana: \"{R}\"}`); its {T} is paid: refused for a tapped "
                          "permanent (118.3) and for a creature that came under its controller's control since their "
                          "turn began, unless it has haste (302.6)")
    fields: ClassVar[dict[str, tuple[str, str]]] = {
        "object": ("id", "the object"), "ability": ("int", "index among its mana abilities"),
        "color": ("text", "the color chosen, for mana of an exiled card's color")}
    required: ClassVar[tuple[str, ...]] = ("object",)
    scalar: ClassVar[str] = "object"

    records: ClassVar[dict[str, str]] = {
        "action.mana": "{object}: mana ability ({rule}) → {mana}",
        "action.mana_none": "{object}: mana ability ({rule}) → no mana",
    }

    def perform(self, run: _Runner) -> Record:
        """No stack."""
        body = self.body
        oid = body["object"]
        mana = run.game.activate_mana(oid, body.get("ability", 0), body.get("color"))
        if not mana:
            return Record.of("action.mana_none", object=Obj(oid), rule=Rule("605.3"))
        return Record.of("action.mana", object=Obj(oid), rule=Rule("605.3"), mana=Mana("".join("{" + m + "}" for m in mana)))


@ACTIONS.register
class Priority(Action):
    """117.5: state-based actions, then pending triggered abilities go on the stack."""

    key: ClassVar[str] = "priority"
    doc: ClassVar[str] = ("117.5: state-based actions (704.3), then every pending triggered ability goes on the "
                          "stack: the active player's first, each player's in the listed `order` (603.3b); `targets` "
                          "are chosen now (603.3d)")
    fields: ClassVar[dict[str, tuple[str, str]]] = {
        "now": ("true", "`true`"), "order": ("list", "trigger ids, bottom first"),
        "targets": ("mapping", "`{t1: [ids or players]}`")}
    scalar: ClassVar[str] = "now"

    records: ClassVar[dict[str, str]] = {
        "action.priority": "state-based actions, then triggered abilities to the stack ({rule}): {items}",
        "action.priority_none": "state-based actions, then triggered abilities to the stack ({rule}): none",
    }

    def perform(self, run: _Runner) -> Record:
        """APNAP."""
        body = self.body
        pushed = run.game.priority([str(x) for x in body.get("order", [])],
                                   {str(k): _ids(v) for k, v in (body.get("targets") or {}).items()})
        if not pushed:
            return Record.of("action.priority_none", rule=Rule("603.3b"))
        return Record.of("action.priority", rule=Rule("603.3b"), items=tuple(Item(i.id) for i in pushed))


@ACTIONS.register
class ResolveTop(Action):
    """608: the top of the stack resolves."""

    key: ClassVar[str] = "resolve_top"
    doc: ClassVar[str] = ("608: the top of the stack resolves, that many times — before each resolution (the first "
                          "too: after a spell is cast, 601.2i, or an ability activated, 602.2) a player gets priority, as "
                          "with `priority` (117.5: state-based actions, then pending triggered abilities "
                          "go on the stack, and the next to resolve is the new top; refused when a player would order two "
                          "or more of them or choose their targets: resolve one at a time); after the last, state-based "
                          "actions wait for the next `priority` or `sba` (704.3); `choose`: the choices made on "
                          "resolution (608.2d: which card to exile, which exiled cards to copy and in what order, "
                          "`pay` for \"you may pay …\", the new targets of a copied ability, 707.10c, `decline` for "
                          "\"you may copy that ability\", 603.5)")
    fields: ClassVar[dict[str, tuple[str, str]]] = {
        "count": ("count", "how many times (default 1)"),
        "choose": ("picks", "the choices made on resolution: a non-empty list of ids or words, each one that the "
                            "resolving spell or ability takes"),
        "choices": ("choices", "the words chosen as its continuous effect begins: `{from: Island, to: Forest}` "
                               "(612.2: `change_text: {from: chosen, to: chosen}`); each one its effect takes")}
    scalar: ClassVar[str] = "count"

    records: ClassVar[dict[str, str]] = {
        "action.resolve_top": "resolve the top of the stack: {items}[[ (choosing {chosen})]]",
    }

    def perform(self, run: _Runner) -> Record:
        """One at a time."""
        body = self.body
        n, chosen = body.get("count", 1), [str(c) for c in body.get("choose", [])]
        words = _choices(body, run.where(self.node))
        done: list[str] = []
        for _ in range(n):
            # 117.5, 704.3, 603.3: the top resolves once all players pass in succession (608.1), so a player gets
            # priority first — after a spell was cast (601.2i) or an ability activated (602.2), between two
            # resolutions — as with `priority`: state-based actions, then the waiting triggers go on the stack
            run.game.priority(unasked=f"after {done[-1]} resolved" if done else "before the top resolves")
            done.append(run.game.resolve_top(chosen, words).id)
        return Record.of("action.resolve_top", items=tuple(Item(i) for i in done),
                         chosen=tuple(Obj(c) if c in run.game.objects else Term(f"choose_{c}") for c in chosen)
                         + tuple(_choice_said(k, v, run.game.objects) for k, v in words.items()))


_DAMAGE_FIELDS: dict[str, tuple[str, str]] = {
    "from": ("id", "the source"), "to": ("id", "the object or player dealt damage"),
    "amount": ("int", "how much (default: the source's power)"), "combat": ("flag", "combat damage (510.3a)"),
    "cant_be_prevented": ("flag", "615.12: it can't be prevented (each item of a list alike)")}


@ACTIONS.register
class Damage(Action):
    """120.3: damage, dealt at the same time."""

    key: ClassVar[str] = "damage"
    doc: ClassVar[str] = ("120.3: damage to a creature is marked, to a player it is life loss; a list: at the same "
                          "time; combat damage can trigger abilities (510.3a)")
    fields: ClassVar[dict[str, tuple[str, str]]] = _DAMAGE_FIELDS
    required: ClassVar[tuple[str, ...]] = ("from", "to")
    several: ClassVar[bool] = True

    records: ClassVar[dict[str, str]] = {
        "action.damage": "damage dealt simultaneously: {pairs}",
        "action.combat_damage": "combat damage dealt simultaneously: {pairs}",
        "action.damage_pair": "{source} → {target}: {amount}",
    }

    @classmethod
    def checked(cls, body: dict[str, Any], node: LineDict, w: Where) -> None:
        """Each item a damage mapping."""
        body["each"] = [check_body(Damage, d, Where(w.path, getattr(d, "line", node.line))) for d in body["each"]]
        if len({bool(d.get("cant_be_prevented", False)) for d in body["each"]}) > 1:
            raise ScenarioError(w.path, node.key_line(cls.key), "damage: cant_be_prevented is said of all the damage "
                                "dealt at the same time or of none (write two damage actions)",
                                not_both("cant_be_prevented", "cant_be_prevented: false"))

    def perform(self, run: _Runner) -> Record:
        """``body['each']``: the list of damage mappings."""
        body = self.body
        game = run.game
        items = body["each"]
        state = game.characteristics(record=False)
        pairs = [(d["from"], d["to"], d["amount"] if "amount" in d else int(state.state(d["from"]).power or 0))
                 for d in items]
        combat = any(d.get("combat", False) for d in items)
        game.deal_damage_together(pairs, combat=combat, preventable=not any(d.get("cant_be_prevented") for d in items))
        return Record.of("action.combat_damage" if combat else "action.damage", pairs=tuple(
            Record.of("action.damage_pair", source=Obj(a), target=target_arg(b, game.players), amount=n)
            for a, b, n in pairs))


@ACTIONS.register
class BeginStep(Action):
    """A step of the active player's turn begins."""

    key: ClassVar[str] = "begin_step"
    doc: ClassVar[str] = ("the active player's step begins (`upkeep`, `end`): \"at the beginning of …\", delayed "
                          "triggers; `untap`: the active player untaps every permanent they control (502.3), and no "
                          "spell is cast nor ability activated until the next step (502.4); `draw`: the active player "
                          "draws a card (504.1, a turn-based action; \"if you would draw … instead\" replaces it, "
                          "614.11; from an empty library they lose at the next state-based actions, 704.5b) — in every "
                          "draw step: a scenario's turns are not counted from the game's first, so the starting "
                          "player's first draw step is not skipped (103.8a is not modelled). Mana pools empty as the "
                          "step before it ends (500.5)")
    fields: ClassVar[dict[str, tuple[str, str]]] = {"step": ("word", "the step's name")}
    required: ClassVar[tuple[str, ...]] = ("step",)
    scalar: ClassVar[str] = "step"

    records: ClassVar[dict[str, str]] = {
        "action.begin_step": "the {step} step begins",
        "action.begin_step_skipped": "the {step} step is skipped ({rule})",
    }

    @classmethod
    def schema(cls) -> tuple[Key, ...]:
        """``step``: one of the steps a turn has (engine.events.STEPS) — another word began no step."""
        return (Key("step", "step", "word", cls.fields["step"][1], True, words=STEPS),)

    def perform(self, run: _Runner) -> Record:
        """An event."""
        body = self.body
        if run.game.begin_step(body["step"]) is None:  # 614.10: a replacement effect skipped it
            return Record.of("action.begin_step_skipped", step=Step(body["step"]), rule=Rule("614.10"))
        return Record.of("action.begin_step", step=Step(body["step"]))


@ACTIONS.register
class ReplacementOrder(Action):
    """616.1: the order in which a player applies replacement effects to an event that affects them."""

    key: ClassVar[str] = "replacement_order"
    doc: ClassVar[str] = ("616.1: `player` will apply the replacement effects of these objects (`order`, their ids) "
                          "in this order to events that affect them or what they control (otherwise: timestamp order)")
    fields: ClassVar[dict[str, tuple[str, str]]] = {"player": ("player", "the affected player"),
                                                    "order": ("list", "object ids, first applied first")}
    required: ClassVar[tuple[str, ...]] = ("player", "order")

    records: ClassVar[dict[str, str]] = {
        "action.replacement_order": "{player} applies replacement effects in the order {objects} ({rule})",
    }

    def perform(self, run: _Runner) -> Record:
        """The choice holds until the scenario changes it."""
        body = self.body
        order = [str(x) for x in body["order"]]
        run.game.order_replacements(body["player"], order)
        return Record.of("action.replacement_order", player=Player(body["player"]), objects=tuple(Obj(o) for o in order),
                         rule=Rule("616.1"))


@ACTIONS.register
class DeclineReplacement(Action):
    """614.1: a player chooses not to apply optional ("you may … instead") replacement effects."""

    key: ClassVar[str] = "decline_replacement"
    doc: ClassVar[str] = ("`player` chooses not to apply the optional (`may: true`) replacement effects of these "
                          "objects (`objects`, their ids) from now on (otherwise they apply)")
    fields: ClassVar[dict[str, tuple[str, str]]] = {"player": ("player", "the effects' controller"),
                                                    "objects": ("list", "object ids")}
    required: ClassVar[tuple[str, ...]] = ("player", "objects")

    records: ClassVar[dict[str, str]] = {
        "action.decline_replacement": "{player} chooses not to apply the optional replacement effects of {objects} "
            "({rule})",
    }

    def perform(self, run: _Runner) -> Record:
        """The choice holds until the scenario ends."""
        body = self.body
        ids = [str(x) for x in body["objects"]]
        run.game.decline_replacements(body["player"], ids)
        return Record.of("action.decline_replacement", player=Player(body["player"]),
                         objects=tuple(Obj(o) for o in ids), rule=Rule("614.1"))


@ACTIONS.register
class Sba(Action):
    """704.3: state-based actions only."""

    key: ClassVar[str] = "sba"
    doc: ClassVar[str] = ("state-based actions only (704.5a 0 life, 704.5b a draw from an empty library, 704.5c ten "
                          "poison counters, 704.5d a token off the battlefield ceases to exist, 704.5f "
                          "toughness 0, 704.5g lethal damage, 704.5h deathtouch, 704.5i a planeswalker without loyalty "
                          "counters, 704.5j the legend rule: `keep: [id]` the legendary permanents their controllers "
                          "choose to keep — by default the newest, 704.5k the world rule (of two or more permanents with "
                          "the supertype world, all but the one that has had it for the shortest time; on a tie, all), "
                          "704.5m an Aura on nothing it can enchant, 704.5n an "
                          "Equipment or Fortification on an illegal permanent and 704.5p another permanent attached "
                          "become unattached, 704.5q +1/+1 and -1/-1 counters in pairs, 704.5r counters over a "
                          "permanent's limit)")
    fields: ClassVar[dict[str, tuple[str, str]]] = {"now": ("true", "`true`"),
                                                    "keep": ("list", "704.5j: the legendary permanents kept")}
    scalar: ClassVar[str] = "now"

    records: ClassVar[dict[str, str]] = {
        "action.sba": "state-based actions ({rule}): {objects}",
        "action.sba_none": "state-based actions ({rule}): none",
    }

    def perform(self, run: _Runner) -> Record:
        """Repeated until none applies."""
        body = self.body
        run.game.keep_legends(_ids(body.get("keep", [])))
        done = run.game.check_state_based_actions()
        if not done:
            return Record.of("action.sba_none", rule=Rule("704.3"))
        return Record.of("action.sba", rule=Rule("704.3"), objects=tuple(target_arg(o, run.game.players) for o in done))


@ACTIONS.register
class Attack(Action):
    """508.1: attackers are declared."""

    key: ClassVar[str] = "attack"
    doc: ClassVar[str] = ("508.1: the active player's untapped creatures become attacking creatures and tap "
                          "(508.1f; not with vigilance); `attacked: {creature: planeswalker}`: it attacks a planeswalker "
                          "the defending player controls (508.1b; a battle is refused: its protector is not modelled, "
                          "310.8); one `attacks` event per attacker, all at the same time: "
                          "\"whenever … attacks\" abilities trigger (508.3a). `end_turn` ends combat (506.4)")
    fields: ClassVar[dict[str, tuple[str, str]]] = {
        "attackers": ("list", "the attacking creatures"), "defender": ("player", "the player attacked (default: the "
                                                                                "next player)"),
        "attacked": ("mapping", "508.1b: an attacking creature → the planeswalker of the defending player it attacks")}
    required: ClassVar[tuple[str, ...]] = ("attackers",)

    records: ClassVar[dict[str, str]] = {
        "action.attack": "declare attackers ({rule}): {objects} attack {player}[[ ({attacked})]]; {rule2}: attack "
            "triggers",
        "action.attack_pw": "{object} attacks {target}",
    }

    def perform(self, run: _Runner) -> Record:
        """508.1f: they tap, unless vigilance."""
        body = self.body
        game = run.game
        attackers = _ids(body["attackers"])
        defender = body.get("defender", next(p for p in game.players if p != game.active_player))
        attacked = {str(a): str(t) for a, t in body.get("attacked", {}).items()}
        game.declare_attackers(attackers, defender, attacked)
        return Record.of("action.attack", rule=Rule("508.1"), objects=tuple(Obj(o) for o in attackers),
                         player=Player(defender), rule2=Rule("508.3a"), attacked=tuple(
                             Record.of("action.attack_pw", object=Obj(a), target=Obj(t)) for a, t in attacked.items()))


@ACTIONS.register
class Block(Action):
    """509.1: blockers are declared."""

    key: ClassVar[str] = "block"
    doc: ClassVar[str] = ("509.1: the defending player's untapped creatures block attacking creatures — "
                          "`blockers: {blocker: attacker}`, each blocking one (or `{blocker: [attacker, attacker]}` when an effect lets it "
                          "block more, 509.1a); an illegal declaration is refused "
                          "with the rule (509.1a tapped or not the defending player's, 509.1b \"can't block\", "
                          "flying and reach 702.9b, menace 702.111b, fear, intimidate, shadow, horsemanship, skulk, "
                          "protection, landwalk; 509.1c fewer requirements obeyed than could be without disobeying a restriction: "
                          "`must_block`, `must_be_blocked`); one `blocks` event per blocker and one `becomes_blocked` per "
                          "attacker blocked, all at the same time (509.3a, 509.3c)")
    fields: ClassVar[dict[str, tuple[str, str]]] = {
        "blockers": ("mapping", "each blocking creature → the attacking creature it blocks, or a list of them when an "
                                "effect lets it block more than one (509.1a: `block_additional`, `block_any_number`) "
                                "(`{}`: no blockers)")}
    required: ClassVar[tuple[str, ...]] = ("blockers",)
    scalar: ClassVar[str] = "blockers"

    @classmethod
    def checked(cls, body: dict[str, Any], node: LineDict, w: Where) -> None:
        """``blockers``: each blocker's attacker, an id or a list of ids."""
        for blocker, attackers in body.get("blockers", {}).items():
            items = attackers if isinstance(attackers, list) else [attackers]
            if not items or not all(isinstance(x, str) for x in items):
                raise ScenarioError(w.path, node.key_line(cls.key), f"block: {blocker}: the attacking creature it "
                                    f"blocks (an id) or a list of ids, not {attackers!r}",
                                    wrong_type("block", "value_ids", attackers))

    records: ClassVar[dict[str, str]] = {
        "action.block": "declare blockers ({rule}): {pairs}; {rule2}: block triggers",
        "action.block_none": "declare blockers ({rule}): no blockers",
        "action.block_pair": "{object} blocks {attacker}",
    }

    def perform(self, run: _Runner) -> Record:
        """509.1g–h: blocking and blocked."""
        blocks = {str(b): tuple(str(x) for x in a) if isinstance(a, list) else str(a)
                  for b, a in self.body["blockers"].items()}
        run.game.declare_blockers(blocks)
        if not blocks:
            return Record.of("action.block_none", rule=Rule("509.1"))
        return Record.of("action.block", rule=Rule("509.1"), rule2=Rule("509.3"), pairs=tuple(
            Record.of("action.block_pair", object=Obj(b), attacker=Obj(a) if isinstance(a, str)
                      else tuple(Obj(x) for x in a)) for b, a in blocks.items()))


@ACTIONS.register
class CombatDamage(Action):
    """510: a combat damage step."""

    key: ClassVar[str] = "combat_damage"
    doc: ClassVar[str] = ("510: a combat damage step — each attacking and blocking creature deals combat damage equal "
                          "to its power, all at once (510.2): an unblocked one to the player it attacks (510.1b), a "
                          "blocked one to its blockers (none with none left, 510.1c; with trample, all to the player, "
                          "702.19d), a blocker to the creature it blocks (510.1d). `assign: {attacker: {blocker: 2, "
                          "other: 1}}`: how its controller divides its damage among several blockers (510.1c), and a blocking creature's "
                          "among the several attacking creatures it blocks (510.1d) — with "
                          "trample, the player too once each blocker is assigned lethal damage, counting what the other "
                          "attacking creatures assign to it (`B: 3`, 702.19b; deathtouch: 1 is lethal, 702.2c). Without `assign`, one blocker is assigned it all, and "
                          "trample assigns each blocker lethal damage and the player the rest. If an attacking or "
                          "blocking creature has first strike or double strike, the first `combat_damage` is the "
                          "first-strike step and the second the other one (510.4; double strike deals in both, "
                          "702.4b; first strike gained or lost between them, 702.7c). Attackers declared but none left "
                          "in combat: the step happens and deals nothing (508.8 skips it only when none were declared). "
                          "Lifelink, deathtouch, wither, "
                          "infect and protection as for all damage; state-based actions follow (704.3). A creature with banding in "
                          "combat is refused (702.22j: who assigns its damage is not modelled)")
    fields: ClassVar[dict[str, tuple[str, str]]] = {
        "now": ("true", "`true`"),
        "assign": ("mapping", "an attacking or blocking creature → its recipients → damage (510.1c–d, 702.19b)")}
    scalar: ClassVar[str] = "now"

    records: ClassVar[dict[str, str]] = {
        "action.combat_damage_step": "combat damage step ({rule}): {pairs}[[; state-based actions: {objects}]]",
        "action.first_strike_damage_step": "first-strike combat damage step ({rule}): {pairs}"
            "[[; state-based actions: {objects}]]",
        "action.combat_damage_none": "combat damage step ({rule}): no creature deals combat damage",
        "action.combat_damage_assigned": "{source} → {target}: {amount}",
    }

    @classmethod
    def checked(cls, body: dict[str, Any], node: LineDict, w: Where) -> None:
        """``assign``: each attacking creature's recipients, each with a number."""
        for attacker, division in body.get("assign", {}).items():
            if not isinstance(division, dict) or not all(
                    isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in division.values()):
                raise ScenarioError(w.path, node.key_line(cls.key), f"combat_damage assign: {attacker}: a mapping of "
                                    f"recipient → damage (a number), not {division!r}",
                                    wrong_type("combat_damage assign", "value_mapping", division))

    def perform(self, run: _Runner) -> Record:
        """510.4: the first-strike step or the other one."""
        game = run.game
        first = game.combat_damage_steps == 0
        divisions = {str(a): {str(t): n for t, n in d.items()} for a, d in self.body.get("assign", {}).items()}
        pairs, done = game.combat_damage_step(divisions)
        kind, rule = (("action.first_strike_damage_step", "510.4") if first and game.combat_damage_steps == 1
                      else ("action.combat_damage_step", "510.2"))
        if not pairs:
            return Record.of("action.combat_damage_none", rule=Rule("510.2"))
        return Record.of(kind, rule=Rule(rule),
                         pairs=tuple(Record.of("action.combat_damage_assigned", source=Obj(a or ""),
                                               target=target_arg(b, game.players), amount=n) for a, b, n in pairs),
                         objects=tuple(target_arg(o, game.players) for o in done))


@ACTIONS.register
class TurnFaceUp(Action):
    """708.8: a face-down permanent is turned face up."""

    key: ClassVar[str] = "turn_face_up"
    doc: ClassVar[str] = ("708.8: a face-down permanent is turned face up — the same object, with a new timestamp (613.7f); "
                          "its own characteristics again (layer 1b no longer applies); abilities that trigger on its "
                          "being turned face up trigger (the face-up permanent's own, `when: turned_face_up`)")
    fields: ClassVar[dict[str, tuple[str, str]]] = {"object": ("id", "the permanent")}
    required: ClassVar[tuple[str, ...]] = ("object",)
    scalar: ClassVar[str] = "object"

    records: ClassVar[dict[str, str]] = {
        "action.turn_face_up": "{object} is turned face up ({rule}): its own characteristics again; 'turned face up' "
            "triggers",
    }

    def perform(self, run: _Runner) -> Record:
        """The same object."""
        body = self.body
        run.game.turn_face_up(body["object"])
        return Record.of("action.turn_face_up", object=Obj(body["object"]), rule=Rule("708.8"))


@ACTIONS.register
class Venture(Action):
    """701.49a: venture into the dungeon."""

    key: ClassVar[str] = "venture"
    doc: ClassVar[str] = ("701.49a: venture into the dungeon — the dungeon (`type_line: Dungeon`, its room "
                          "abilities) goes to the command zone and the marker into its first room, or the marker "
                          "moves into the next room; that room's ability triggers (309.4c). Completing a dungeon is "
                          "not modelled")
    fields: ClassVar[dict[str, tuple[str, str]]] = {
        "player": ("player", "who ventures (default: the active player)"),
        "id": ("id", "the dungeon's id (the first time)"), "card": ("text", "the dungeon card (the first time)"),
        "object": ("card", "an inline dungeon (the first time)")}

    records: ClassVar[dict[str, str]] = {
        "action.venture": "{player} ventures into the dungeon ({rule}): {room} of {object}",
    }

    @classmethod
    def checked(cls, body: dict[str, Any], node: LineDict, w: Where) -> None:
        """The first time: the dungeon's id and card."""
        if "card" in body or "object" in body:
            if "id" not in body:
                raise ScenarioError(w.path, node.key_line(cls.key), "venture: give the dungeon's 'id'",
                                    missing_key("venture id"))
            inline_object(body, w)

    def perform(self, run: _Runner) -> Record:
        """The first time, with the dungeon."""
        body = self.body
        game = run.game
        player = body.get("player", game.active_player)
        dungeon = None
        if "card" in body or "object" in body:
            card, shown = run.card_of(body)
            run.names[body["id"]] = shown
            dungeon = (body["id"], card)
        event = game.venture(player, dungeon)
        return Record.of("action.venture", player=Player(player), rule=Rule("701.49"), room=Text(event.target or ""),
                         object=Obj(event.object or ""))


__all__ = ["ACTIONS", "VALUE_TERMS", "Action", "check_body"]
