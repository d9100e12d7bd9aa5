"""Scenarios: ``rules_src/scenarios/**/*.yaml`` → steps run on the engine → results.

A scenario is keyed by the example id the parser gives, records the example text it
was written for (``text:``), and lists steps: actions, then expectations (format:
docs/scenarios.md).
"""

from __future__ import annotations

import contextlib
import dataclasses
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, ClassVar

from engine import (
    PT,
    Characteristics,
    EngineError,
    Evaluation,
    Game,
    Layer,
    ModifyPT,
    ObjectState,
    SetPT,
    SpellAbility,
)
from engine.abilities import ActivatedAbility, StaticAbility
from engine.budget import LIMITS, Budget, Limits
from engine.effects import AddAbilities, EffectSpec
from engine.evaluate import TraceEntry
from engine.events import EventKind
from engine.expressions import Const
from engine.instructions import Destroy as DestroyInstruction
from engine.keywords import Keyword
from engine.layers import RulesVersion
from engine.objects import mana_spent
from engine.records import (
    CardName,
    Field,
    Item,
    Obj,
    Record,
    Rule,
    Says,
    Term,
    Text,
    declare,
    missing_key,
    not_a,
    not_allowed,
    wrong_type,
)
from engine.records import Effect as EffectId
from engine.stack import check_chosen, phrases_of, untargeted
from engine.vocab import closest, suggest
from ruletext.errors import InputError, said, says_of
from ruletext.schema import check_keys
from verify import headline
from verify.actions import Action
from verify.cards import CardDef, CardSet, find_card, shown_names
from verify.errors import DuplicateScenarioError, ScenarioError, UnknownCardError, unknown_key_says
from verify.expectations import JSON, SCOPES
from verify.expectations import Field as ExpectedField
from verify.report import KINDS, Check, ExampleResult, StepResult
from verify.schema import check_choices
from verify.specs import Where, characteristics, texts_ja
from verify.stated import normalize_pair, same_text, stated_numbers
from verify.yamlload import LineDict, load_yaml_file, shown_path

# The record kinds this module's functions say (engine.records.declare: declared here, where they are said).
declare(
    __name__,
    ("fail.check", "{path}:{line}: {object}.{field}[[ before {at}]]: expected {expected}, got {actual}"),
    ("fail.numbers", "numbers stated in the example but not in the scenario: {numbers}"),
    ("fail.stale", "{path}:{line}: the {what} text changed since the scenario was written; check the scenario and "
                   "update its 'text'"),
    ("fail.input", "{path}:{line}: {message}"),
)

# The expectations whose values are abilities (verify/expectations.py): a keyword among them is named typed.
ABILITY_FIELDS = ("abilities", "has_abilities", "lacks_abilities")


def _listed(value: Any) -> list[str]:
    return [str(v) for v in value] if isinstance(value, list) else [str(value)] if isinstance(value, str) else []


SCENARIO_KEYS = ("example", "title", "text", "players", "active_player", "steps", "note")
# headline: the step the example is about, shown in the result box (docs/scenarios.md, "The result box")
STEP_KEYS = ("label", "do", "expect", "expect_before_layer", "note", "headline")

# The budget's time of a run: the CPU time of the thread that runs it, so that a build's result does
# not depend on how busy the machine is (at load ~20 the hostile suite's optional loop made its 20,000
# steps in 3.7–4.2 s of CPU but took more than 20 s of wall time); in the browser, where Pyodide has
# no thread clock, the Worker's wall time, which is its run's alone.
RUN_CLOCK: Callable[[], float] = getattr(time, "thread_time", time.monotonic)


@dataclass(frozen=True)
class Expectation:
    """One expected value of a step (``expect: {c1: {pt: 4/1}}``), parsed as the scenario is
    loaded: the id it is about, the field of the registry for what that id names (an
    object, a player, ``stack``, ``pending``, ``game``: :data:`verify.expectations.SCOPES`),
    the value checked by the field (:meth:`Field.expected`), its line, and the layer it is
    checked before (``expect_before_layer``), if any."""

    object: str
    scope: str  # what ``object`` names: object, player, stack, pending or game
    name: str  # the field as written
    field: type[ExpectedField]
    value: JSON
    line: int
    layer: Layer | None = None

    @property
    def at(self) -> str | None:
        """``before 7c`` for an expectation of ``expect_before_layer``."""
        return f"before {self.layer.current}" if self.layer is not None else None

    @staticmethod
    def parse(expect: Any, path: str, line: int, players: tuple[str, ...],
              layer: Layer | None = None) -> tuple[Expectation, ...]:
        """The expectations of one ``expect:`` mapping (id → field → value), each checked now.

        >>> from verify.yamlload import load_yaml
        >>> [(e.object, e.name, e.value) for e in Expectation.parse(load_yaml("c1: {pt: 4/1}", "s.yaml"), "s.yaml", 1, ("A",))]
        [('c1', 'pt', '4/1')]
        >>> Expectation.parse(load_yaml("A: {lfie: 3}", "s.yaml"), "s.yaml", 1, ("A",))  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        verify.errors.ScenarioError: s.yaml:1: A: unknown player expectation 'lfie' (known: ...; did you mean 'life'?)
        """
        if not isinstance(expect, LineDict):
            raise ScenarioError(path, line, "expect: a mapping of object id → {field: value}",
                                wrong_type("expect", "value_expect", expect))
        out = []
        for oid, fields in expect.items():
            if not isinstance(fields, LineDict):
                raise ScenarioError(path, expect.key_line(oid), f"expect {oid}: a mapping of field → value",
                                    wrong_type(f"expect {oid}", "value_fields", fields))
            scope = "player" if oid in players else oid if oid in ("stack", "pending", "game") else "object"
            for name, value in fields.items():
                at = fields.key_line(name)
                try:
                    cls = SCOPES[scope].get(name)
                    out.append(Expectation(str(oid), scope, str(name), cls, cls.expected(value), at, layer))
                except EngineError as err:
                    raise ScenarioError(path, at, f"{oid}: {err}", getattr(err, "says", None)) from None
        return tuple(out)


@dataclass(frozen=True)
class Step:
    """One step of a scenario, parsed: its actions (:class:`verify.actions.Action`), then
    what it expects — now, and before a layer (``expect_before_layer``)."""

    label: str
    actions: tuple[Action, ...]
    expect: tuple[Expectation, ...]
    before: tuple[tuple[Layer, tuple[Expectation, ...]], ...]
    headline: bool
    line: int
    do_line: int  # where the step's result is computed (an error of the budget's time)

    @staticmethod
    def parse(steps: list[LineDict], path: str, players: tuple[str, ...]) -> tuple[Step, ...]:
        """Every step of a scenario, each action and expectation checked: the first input
        error is a :class:`ScenarioError` at its ``file:line``, before anything runs."""
        out = []
        named: LineDict | None = None
        for step in steps:
            headline = "headline" in step  # the step the result box shows (verify.headline)
            if headline:
                if step["headline"] is not True:
                    raise ScenarioError(path, step.key_line("headline"),
                                        f"headline: true (or leave it out), not {step['headline']!r}",
                                        wrong_type("headline", "value_true", step["headline"]))
                if named is not None:
                    raise ScenarioError(path, step.key_line("headline"),
                                        f"one step is the headline: line {named.key_line('headline')} already is",
                                        Record.of("error.twice", key=Text("headline"), value=Text("true")).to_json())
                named = step
            actions = step.get("do") or []
            if not isinstance(actions, list):
                raise ScenarioError(path, step.key_line("do"), "'do' is a list of actions",
                                    wrong_type("do", "value_list", actions))
            done = tuple(Action.parse(a, path, step.line) for a in actions)
            expect = step.get("expect") or LineDict()
            if not isinstance(expect, LineDict):
                raise ScenarioError(path, step.key_line("expect"), "expect: a mapping",
                                    wrong_type("expect", "value_expect", expect))
            before = step.get("expect_before_layer") or LineDict()
            if not isinstance(before, LineDict):
                raise ScenarioError(path, step.key_line("expect_before_layer"),
                                    "expect_before_layer: a mapping of layer → expectations",
                                    wrong_type("expect_before_layer", "value_layer_expect", before))
            layers = []
            for label, exp in before.items():
                try:
                    layer = Layer.from_label(str(label))
                except EngineError as err:
                    raise ScenarioError(path, before.key_line(label), str(err)) from None
                layers.append((layer, Expectation.parse(exp, path, before.key_line(label), players, layer)))
            out.append(Step(str(step.get("label", "")), done,
                            Expectation.parse(expect, path, step.key_line("expect"), players) if expect else (),
                            tuple(layers), headline, step.line, step.key_line("do")))
        return tuple(out)


@dataclass(frozen=True)
class Scenario:
    """One scenario file, parsed: its steps typed (:class:`Step`). A step with bad input
    makes ``error`` the scenario's first input error (``file:line: message``), found as it
    is loaded: the scenario then does not run, and only its example fails."""

    example: str
    title: str
    text: str
    path: str
    line: int
    example_line: int
    data: LineDict
    players: tuple[str, ...] = ("A", "B")
    active_player: str = "A"
    steps: tuple[Step, ...] = ()
    error: InputError | None = field(default=None, compare=False)

    @classmethod
    def of(cls, example: str, title: str, text: str, path: str, data: LineDict, example_line: int,
           players: tuple[str, ...], active_player: str, steps: list[LineDict]) -> Scenario:
        """The scenario with these steps parsed (:meth:`Step.parse`; an input error kept as ``error``)."""
        try:
            parsed, error = Step.parse(steps, path, players), None
        except InputError as err:
            parsed, error = (), err
        return cls(example, title, text, path, data.line, example_line, data, players, active_player, parsed, error)

    def replaced(self, old: Expectation, new: Expectation) -> Scenario:
        """The scenario with the expectation ``old`` (this very one) replaced by ``new``."""
        def swap(exps: tuple[Expectation, ...]) -> tuple[Expectation, ...]:
            return tuple(new if e is old else e for e in exps)

        return replace(self, steps=tuple(replace(st, expect=swap(st.expect),
                                                 before=tuple((layer, swap(exps)) for layer, exps in st.before))
                                         for st in self.steps))


def load_scenario(file: Path, shown: str) -> Scenario:
    """Read one scenario file and check its shape."""
    return scenario_from_yaml(load_yaml_file(file, shown), shown)


def scenario_from_yaml(doc: Any, shown: str) -> Scenario:
    """A scenario from its parsed YAML (:func:`verify.yamlload.load_yaml`); ``shown``: its name in messages."""
    if not isinstance(doc, LineDict):
        raise ScenarioError(shown, 1, "a scenario is a mapping with 'example', 'text' and 'steps'",
                            wrong_type("scenario", "value_scenario", doc))
    check_keys(doc, SCENARIO_KEYS, shown, what="scenario", error=ScenarioError, says=unknown_key_says)
    for key in ("example", "text", "steps"):
        if key not in doc:
            raise ScenarioError(shown, doc.line, f"a scenario needs {key!r}", missing_key(key))
    if not isinstance(doc["example"], str):
        raise ScenarioError(shown, doc.key_line("example"),
                            f"quote the example id (YAML reads {doc['example']!r}): example: \"613.3e-1\"",
                            wrong_type("example", "value_quoted_id", doc["example"]))
    steps = doc["steps"]
    if not isinstance(steps, list) or not steps:
        raise ScenarioError(shown, doc.key_line("steps"), "'steps' is a non-empty list",
                            wrong_type("steps", "value_nonempty_list", steps))
    for step in steps:
        if not isinstance(step, LineDict):
            raise ScenarioError(shown, getattr(steps, "line", doc.line), "each step is a mapping",
                                wrong_type("steps", "value_step", step))
        check_keys(step, STEP_KEYS, shown, what="step", error=ScenarioError, says=unknown_key_says)
        if "label" in step and not isinstance(step["label"], str):
            raise ScenarioError(shown, step.key_line("label"), f"label: text, not {step['label']!r}",
                                wrong_type("label", "value_text", step["label"]))
    for key in ("title", "text", "note"):
        if key in doc and not isinstance(doc[key], str):
            raise ScenarioError(shown, doc.key_line(key), f"{key}: text, not {doc[key]!r}",
                                wrong_type(key, "value_text", doc[key]))
    raw_players = doc.get("players", ["A", "B"])
    if not isinstance(raw_players, list) or not raw_players or not all(isinstance(p, str) for p in raw_players):
        raise ScenarioError(shown, doc.key_line("players"), f"players: a list of player names, not {raw_players!r}",
                            wrong_type("players", "value_player_names", raw_players))
    players = tuple(raw_players)
    if len(set(players)) != len(players):
        twice = next(p for p in players if players.count(p) > 1)
        raise ScenarioError(shown, doc.key_line("players"), f"players: {twice!r} is named twice (each player once)",
                            Record.of("error.twice", key=Text("players"), value=Text(twice)).to_json())
    if "active_player" in doc and doc["active_player"] not in players:
        raise ScenarioError(shown, doc.key_line("active_player"),
                            f"active_player: one of {', '.join(players)}, not {doc['active_player']!r}",
                            not_a("value_player", doc["active_player"], players))
    return Scenario.of(str(doc["example"]), str(doc.get("title", "")), str(doc["text"]), shown, doc,
                       doc.key_line("example"), players, str(doc.get("active_player", players[0])), list(steps))


def load_scenarios(root: Path) -> dict[str, Scenario]:
    """Every scenario under ``root/scenarios/``, by example id."""
    out: dict[str, Scenario] = {}
    folder = root / "scenarios"
    if not folder.is_dir():
        return out
    for file in sorted(folder.rglob("*.yaml")):
        sc = load_scenario(file, shown_path(file, root))
        if sc.example in out:
            other = out[sc.example]
            raise DuplicateScenarioError(sc.path, sc.example_line,
                                         *said("file.scenario_twice", example=sc.example, other=other.path))
        out[sc.example] = sc
    return out


# ---- running ---------------------------------------------------------------------


def _trace_dict(t: TraceEntry, names: dict[str, str]) -> dict[str, Any]:
    return {
        "layer": t.layer.current,
        "layer_2009": t.layer.cr2009,
        "effect": t.effect,
        "description": t.description,
        **({"says": t.says.to_json()} if t.says is not None else {}),
        "part": t.part,
        "source": t.source,
        "source_name": names.get(t.source or "", ""),
        "kind": t.kind,  # what the effect is (engine.effects.EFFECT_KINDS): the reader's words, not its id
        **({"counter": t.counter} if t.counter else {}),
        "timestamp": t.timestamp,
        "order": t.order,
        "depends_on": list(t.depends_on),
        "affected": list(t.affected),
        "before": t.before,
        "after": t.after,
        "changes": [{"object": o, "before": b, "after": a, **({"values": {"before": v[0], "after": v[1]}} if v else {})}
                    for (o, b, a), v in zip(t.changes, t.values or [()] * len(t.changes), strict=True)],
        "applied": t.applied,
        "note": t.note.to_json() if t.note is not None else None,
        **({"swaps": [list(w) for w in t.swaps]} if t.swaps else {}),  # 612.2: [[old word, new word], …]
    }


# Called with each expectation as it is judged, the evaluation it is judged on, and a judge of
# another expected value there (:func:`run_scenario`'s ``each_check``: the mutation test).
EachCheck = Callable[["Expectation", Evaluation, Callable[[Any], Check]], None]


class _Runner(Says):
    """Runs one scenario on a fresh game."""

    records: ClassVar[dict[str, str]] = {
        "link.exiled": "{card} exiled by {source}'s ability ({group}); {finds}[[; {left}]]",
        "link.printed": "printed on the object",
        "link.copied": "copied from {object}",
        "link.granted": "granted by effect {effect}",
        "link.granted_with": "granted by effect {effect} together with the other abilities of {object}",
        "link.can_find": "its linked ability of the same group can find it ({rule})",
        "link.none": "no ability is linked to this one ({rule})",
        "link.left_exile": "it has left exile ({rule})",
        "action.spell_resolves": "{spell} resolves: {done}: {text}",
        "action.spell_effect": "effect {effect} (timestamp {timestamp})",
        "action.spell_nothing_moves": "no object moves",
        "action.spell_destroys": "{spell} resolves: {text} → destroyed {objects}",
        "action.spell_destroys_nothing": "{spell} resolves: {text} → destroyed nothing",
        "action.cast_spell": "cast {object}: {item} on the stack",
        "action.cast_spell_x": "cast {object}: {item} on the stack (X = {x}, {rule})",
    }

    def __init__(self, sc: Scenario, cards: dict[str, CardDef],
                 rules_version: RulesVersion = RulesVersion.CURRENT, limits: Limits = LIMITS,
                 each_check: EachCheck | None = None) -> None:
        self.sc = sc
        self.each_check = each_check
        self.cards = cards
        self.en_to_ja = cards.shown if isinstance(cards, CardSet) else shown_names(cards)
        self.game = Game(players=sc.players, active_player=sc.active_player, rules_version=rules_version,
                         budget=Budget(limits, clock=RUN_CLOCK))  # every run has the same limits (engine.budget)
        self.game.keep_traces = True  # each step shows its trace: the engine's own evaluations then serve it
        self.accounted: set[str] = set()
        self.step_numbers: set[str] = set()  # those the checks of the step being run account for
        self.used_cards: list[str] = []
        # the English texts shown → Japanese: the used cards' (CardDef.texts_ja), the scenario's own
        # (an inline object's, an effect's: verify.specs.texts_ja)
        self.texts: dict[str, str] = texts_ja(sc.data)
        self.keywords: dict[str, dict[str, Any]] = {}  # each keyword ability's text → its record (Keyword.says)
        self.names: dict[str, str] = {}  # object id → display name at creation
        self.log_seen = 0  # how much of the event log earlier steps reported
        self.choice_lines: dict[str, int] = {}  # object id → the line of its choices as it enters (614.12a)
        # Cards whose definitions are broken, by id and names: a scenario using one fails with its error.
        self.broken: dict[str, InputError] = getattr(cards, "broken", {})

    def where(self, value: object, default: int | None = None) -> Where:
        return Where(self.sc.path, getattr(value, "line", default or self.sc.line))

    def fail(self, value: object, message: str, key: str | None = None,
             says: dict[str, object] | None = None) -> ScenarioError:
        line = value.key_line(key) if isinstance(value, LineDict) and key else getattr(value, "line", self.sc.line)
        return ScenarioError(self.sc.path, line, message, says)

    # -- numbers the scenario accounts for --

    def account(self, number: str, checked: bool = False) -> None:
        self.accounted.add(number)
        if checked:
            self.step_numbers.add(number)

    def account_spec(self, spec: EffectSpec) -> None:
        for part in spec.parts:
            if isinstance(part, SetPT) and isinstance(part.power, Const) and isinstance(part.toughness, Const):
                self.account(f"{part.power.value}/{part.toughness.value}")
            elif isinstance(part, ModifyPT) and isinstance(part.power, Const) and isinstance(part.toughness, Const):
                self.account(f"{part.power.value:+d}/{part.toughness.value:+d}")
            elif isinstance(part, AddAbilities):
                for ability in part.abilities:
                    self.account_ability(ability)

    def account_ability(self, ability: object) -> None:
        """The numbers an ability's own values say: its effect's P/T, the tokens it creates (111.3) and the
        P/T counters it puts or adds (122.1, 614.1a) — wherever they stand in it (its instructions, modes,
        granted abilities)."""
        effect = getattr(ability, "effect", None)
        if isinstance(ability, (StaticAbility, ActivatedAbility, SpellAbility)) and isinstance(effect, EffectSpec):
            self.account_spec(effect)
        seen: set[int] = set()

        def walk(value: object, depth: int) -> None:
            if depth > 8 or id(value) in seen:
                return
            seen.add(id(value))
            if isinstance(value, Characteristics):
                self.account_card(value)
                return
            if isinstance(value, (tuple, list)):
                for item in value:
                    walk(item, depth + 1)
                return
            if not dataclasses.is_dataclass(value) or isinstance(value, type):
                return
            # a counter kind: `more_counters`' `counters`, and every vocabulary field of type counter
            # (`with_counters`' `kind`, 614.1c)
            kinds = [getattr(value, "counters", None)] + [
                getattr(value, f.name) for f in dataclasses.fields(value) if f.metadata.get("key", ("", ""))[1] == "counter"]
            for kind in kinds:
                if isinstance(kind, str) and kind != "any":
                    with contextlib.suppress(EngineError):  # not a P/T counter
                        self.account(PT.parse(kind).signed())
            for f in dataclasses.fields(value):
                walk(getattr(value, f.name), depth + 1)

        walk(ability, 0)

    def account_card(self, card: Characteristics) -> None:
        defined = any(isinstance(a, StaticAbility) and a.cda and any(isinstance(p, SetPT) for p in a.effect.parts)
                      for a in card.abilities)  # "*/1+*": no printed number
        if card.power is not None and card.toughness is not None and not defined:
            self.account(f"{card.power}/{card.toughness}")
        for ability in card.abilities:
            self.account_ability(ability)

    # -- objects --

    def card(self, data: dict[str, Any], action: Any = None) -> CardDef:
        """The card named by ``data['card']`` (id, ja or en), recorded as used."""
        card = self.find(data, action)
        if card.ja not in self.used_cards:
            self.used_cards.append(card.ja)
            self.texts.update(card.texts_ja)
        return card

    def find(self, data: dict[str, Any], action: Any = None) -> CardDef:
        """The card named by ``data['card']`` (id, ja or en). A card whose definition is broken
        fails this scenario with that definition's error; an unknown one is ``file:line``."""
        name = data["card"]
        card = find_card(self.cards, str(name))
        if card is None:
            broken = self.broken.get(str(name))
            if broken is not None:
                raise broken
            line = data.key_line("card") if isinstance(data, LineDict) else getattr(action, "line", self.sc.line)
            names = [n for c in self.cards.values() for n in (c.id, c.ja, c.en) if n]
            hint = closest(str(name), names)
            raise UnknownCardError(self.sc.path, line,
                                   f"no card {name!r} in rules_src/cards/ (by id, ja or en name)" + suggest(str(name), names),
                                   Record.of("error.no_card", name=Text(str(name)),
                                             hint=Text(hint) if hint else "").to_json())
        return card

    def card_of(self, data: dict[str, Any]) -> tuple[Characteristics, str]:
        if "card" in data:
            card = self.card(data)
            return card.card, card.ja
        if "object" in data:
            obj = data["object"]
            if not isinstance(obj, LineDict):
                raise self.fail(data, "'object' is a mapping (name, type_line, colors, pt, abilities)", "object")
            name = str(obj.get("name", data.get("id", "")))
            char = characteristics(obj, self.where(obj), name)
            face = obj.get("back")
            if char.back is not None and isinstance(face, LineDict) and face.get("ja"):
                # 712: an inline back face is shown by its Japanese name, as a card's is (shown_names)
                self.en_to_ja = {**self.en_to_ja, char.back.name: str(face["ja"])}
            return char, name
        raise self.fail(data, "give 'card' (a card from rules_src/cards/) or 'object' (an inline object)")

    def enter_kwargs(self, data: dict[str, Any]) -> dict[str, object]:
        kwargs: dict[str, object] = {
            "controller": str(data.get("controller", self.game.active_player)),
            "zone": str(data.get("zone", "battlefield")),
            "face_down": bool(data.get("face_down", False)),
            "choices": check_choices(data.get("choices") or {}, self.where(data)),
        }
        if "owner" in data:
            kwargs["owner"] = str(data["owner"])
        if "attached_to" in data:
            kwargs["attached_to"] = str(data["attached_to"])
        if data.get("silent"):
            kwargs["event"] = False  # set up without an event (nothing triggers)
        if data.get("tapped"):
            kwargs["tapped"] = True
        if data.get("flipped"):
            kwargs["flipped"] = True
        if "kicked" in data:
            kwargs["kicked"] = tuple(str(k) for k in data["kicked"])
        if data.get("token"):
            kwargs["token"] = True  # 111.1
        if "designations" in data:
            kwargs["designations"] = tuple(str(d) for d in data["designations"])  # 903.3
        if data.get("counters"):
            # 122.6: counters it enters with are put on it as it enters (replacements apply)
            kwargs["counters"] = {self.counter_kind(str(k)): int(n) for k, n in data["counters"].items()}
        return kwargs

    def enter(self, data: dict[str, Any]) -> list[str]:
        card, shown = self.card_of(data)
        self.account_card(card)
        count = int(data.get("count", 1))
        self.game.budget.room_for("objects", count, have=len(self.game.objects))
        ids = [str(data["id"])] if count == 1 else [f"{data['id']}-{i + 1}" for i in range(count)]
        for oid in ids:
            self.game.create(oid, card, **self.decided(oid, self.enter_kwargs(data), data))  # type: ignore[arg-type]
            self.names[oid] = shown
        return ids

    def decided(self, oid: str, kwargs: dict[str, object], data: object) -> dict[str, object]:
        """614.12a: the choices made for an object entering the battlefield are its controller's
        decisions, which the engine holds each one to being taken by what it enters with; an
        object put into another zone makes none (they would be dropped as it later enters, 400.7)."""
        if kwargs.get("choices") and kwargs.get("zone") != "battlefield":
            raise self.fail(data, f"enter: {oid}: choices are made as an object enters the battlefield (614.12a), "
                            f"and it is put into the {kwargs.get('zone')} — give them as it enters the battlefield "
                            "(`choices_as_enters`, or `cast_spell`'s `choices` for a permanent spell)", "choices",
                            not_allowed("cant_choices_elsewhere", oid, "614.12a"))
        if kwargs.get("choices"):
            self.game.choose_as_enters(oid, kwargs.pop("choices"))  # type: ignore[arg-type]
        return kwargs

    def counter_kind(self, kind: str) -> str:
        """A counter kind as the engine writes it (``+1/+1``), a P/T one accounted for."""
        try:
            kind = PT.parse(kind).signed()
            self.account(kind)
        except EngineError:
            pass  # not a P/T counter
        return kind

    def put_counters(self, oid: str, kind: str, n: int) -> None:
        """122.1, 614.1a: counters are put on it — the replacement effects on putting counters
        apply (they did not: `more_counters` saw only an instruction's counters)."""
        kind = self.counter_kind(kind)
        self.game.put_counters(oid, kind, self.game.counters_replaced(oid, kind, n))

    # -- actions --

    def do(self, action: Action) -> Record:
        """Play one parsed action; an engine error is ``file:line`` at the action."""
        kind, node = action.key, action.node
        try:
            return action.perform(self)
        except InputError:
            raise
        except EngineError as err:
            raise self.fail(node, f"{kind}: {err}", kind, getattr(err, "says", None)) from None
        except KeyError as err:
            raise self.fail(node, f"{kind}: missing {err.args[0]!r} (see docs/scenarios.md)", kind) from None
        except (TypeError, ValueError, AttributeError) as err:
            raise self.fail(node, f"{kind}: malformed ({err}; see docs/scenarios.md)", kind) from None

    def cast_spell(self, body: dict[str, Any], action: LineDict) -> Record:
        """``cast_spell``: a card (in a zone, or ``card`` + ``id`` made in the hand) goes on the stack."""
        game = self.game
        if "card" in body or isinstance(body.get("object"), dict):
            card, shown = self.card_of(body)
            self.account_card(card)
            oid = str(body["id"])
            game.create(oid, card, controller=str(body.get("controller", game.active_player)), zone="hand",
                        event=False)
            self.names[oid] = shown
        else:
            oid = str(body["object"])
            caster = game.obj(oid).controller  # 601.2: its owner, who has it in a zone they cast from
            if "controller" in body and str(body["controller"]) != caster:
                raise self.fail(action, f"cast_spell: {oid} is cast by {caster}, not {body['controller']} (601.2; "
                                "`controller` says who casts a card made by `card:`)", "controller",
                                not_allowed("cant_cast_others_card", oid, "601.2"))
        if "choices" in body:  # 614.12a: made for it as it enters, when it resolves
            game.choose_as_enters(oid, check_choices(body["choices"], self.where(action)))
            self.choice_lines[oid] = action.line
        item = game.cast(oid, targets=[str(t) for t in body.get("targets", [])],
                         kicked=[str(k) for k in body.get("kicked", [])], x=int(body.get("x", 0)),
                         sacrificed=[str(body["sacrificed"])] if "sacrificed" in body else [],
                         discarded=[str(body["discarded"])] if "discarded" in body else [],
                         spent=mana_spent(str(body["spent"])) if "spent" in body else None, mode=int(body.get("mode", 0)))
        if "x" in body:
            return Record.of("action.cast_spell_x", object=Obj(oid), item=Item(item.id), x=item.x, rule=Rule("107.3"))
        return Record.of("action.cast_spell", object=Obj(oid), item=Item(item.id))

    def resolve_spell(self, spell: SpellAbility, body: dict[str, Any], source: str | None, shown: str,
                      w: Where) -> Record:
        """A spell resolves at once, without the stack: its continuous effect (611.2), then its
        instructions (608.2c)."""
        game = self.game
        controller = str(body.get("controller", game.active_player))
        targets = [str(t) for t in body.get("targets", [])]
        untargeted(source or shown, targets, spell.target or tuple(p for m in spell.modes for p in phrases_of(m.target)),
                   spell.effect.needs if spell.effect is not None else frozenset())
        if targets and spell.target:  # 601.2c, 115.3: a target for each instance of "target", in its order
            check_chosen(source or shown, phrases_of(spell.target), targets, lambda p: list(targets))
        done: list[Record] = []
        name: Obj | CardName = Obj(source) if source else CardName(shown)
        if spell.effect is not None:
            e = game.resolve_spell(spell, controller=controller, source=source, targets=targets,
                                   choices=check_choices(body.get("choices") or {}, w), effect_id=body.get("id"))
            done.append(Record.of("action.spell_effect", effect=EffectId(e.id), timestamp=e.timestamp))
        if spell.instructions:
            logged = len(game.log)
            game.perform_now(spell, controller=controller, source=source, targets=targets)
            moved = [e for e in game.log[logged:] if e.kind is EventKind.ZONE_CHANGE]
            if all(isinstance(i, DestroyInstruction) for i in spell.instructions):
                if not moved:
                    return Record.of("action.spell_destroys_nothing", spell=name, text=Text(spell.text))
                return Record.of("action.spell_destroys", spell=name, text=Text(spell.text),
                                 objects=tuple(Obj(str(e.object)) for e in moved))
            done += [e.record() for e in moved] or [Record.of("action.spell_nothing_moves")]
        return Record.of("action.spell_resolves", spell=name, done=tuple(done), text=Text(spell.text))

    # -- expectations --

    def display_name(self, state: ObjectState) -> tuple[str, str]:
        """(JA name, EN name) of an object as it is now."""
        ja = self.en_to_ja.get(state.name, state.name)
        en = state.name if state.name in self.en_to_ja and state.name != ja else ""
        return ja, en

    def object_dict(self, state: ObjectState) -> dict[str, Any]:
        ja, en = self.display_name(state)
        return {
            "id": state.id, "name": ja, "name_en": en, "power": state.power, "toughness": state.toughness,
            "pt": state.pt, "colors": list(state.colors), "card_types": list(state.card_types),
            "subtypes": list(state.subtypes), "supertypes": list(state.supertypes),
            "abilities": list(state.abilities), "controller": state.controller, "owner": state.owner,
            "zone": state.zone, "mana_value": state.mana_value, "face_down": state.face_down,
            "attached_to": state.attached_to, "counters": {k: v for k, v in state.counters},
            # the card it is (its own name as the reader knows it: a copy of another is told apart) and
            # whether it is a token (111.1: named by its types)
            "card": self.names.get(state.id, ""), "card_en": self.game.objects[state.id].card.name,
            "token": self.game.objects[state.id].token,
        }

    def check(self, ev: Evaluation, e: Expectation) -> Check:
        """One expectation judged on ``ev``: the computed value and whether it is the expected one
        (an object the game does not have is ``file:line``)."""
        if e.scope == "object" and e.object not in ev.views and e.name != "exists":
            if e.object in self.game.ceased:  # 704.5d: what a case says of it is whether it exists
                raise ScenarioError(self.sc.path, e.line, f"{e.object!r} ceased to exist (a token off the battlefield, "
                                    f"704.5d): expect `exists: false`",
                                    Record.of("error.ceased", object=Text(e.object), rule=Rule("704.5d")).to_json())
            known = [*ev.views, *self.game.players, "stack", "pending", "game"]
            hint = closest(e.object, known)
            raise ScenarioError(self.sc.path, e.line, f"no object {e.object!r} in the game" + suggest(e.object, known),
                                Record.of("error.no_object", object=Text(e.object),
                                          hint=Text(hint) if hint else "").to_json())
        if e.name == "pt" and e.value != "-":
            self.account(normalize_pair(*str(e.value).split("/")), checked=True)
        if e.name == "counters":
            for kind in e.value:
                if "/" in kind:
                    self.account(kind, checked=True)
        check = self.judge(ev, e, e.value)
        if self.each_check is not None:
            self.each_check(e, ev, lambda value: self.judge(ev, e, self.expected(e, value)))
        return check

    def expected(self, e: Expectation, value: Any) -> JSON:
        """``value`` as ``e``'s field takes it (``file:line`` at ``e`` when it does not)."""
        try:
            return e.field.expected(value)
        except EngineError as err:
            raise ScenarioError(self.sc.path, e.line, f"{e.object}: {err}", getattr(err, "says", None)) from None

    def judge(self, ev: Evaluation, e: Expectation, value: JSON) -> Check:
        """``e`` with the expected ``value``, judged on ``ev`` (nothing accounted for)."""
        actual, ok = e.field.judge(self, ev, e.object, value)
        name = self.display_name(ev.state(e.object))[0] if e.scope == "object" and e.object in ev.views else ""
        return Check(e.object, e.name, value, actual, ok, e.at, e.line, name)

    def uses_triggers(self) -> bool:
        """Whether the game went beyond characteristics (events that matter, the stack, life)."""
        game = self.game
        return bool(game.stack or game.pending or game.exiled_with or any(
            e.kind is not EventKind.ZONE_CHANGE for e in game.log) or any(
            v != 20 for v in game.life.values()))

    def game_state(self, res: StepResult, ev: Evaluation) -> None:
        """The report's trigger fields for a step (docs/architecture.md)."""
        game = self.game
        res.events = [{"seq": e.seq, "batch": e.batch, "kind": e.kind, "text": e.describe(),
                       "record": e.record().to_json()}
                      for e in game.log[self.log_seen:]]
        self.log_seen = len(game.log)
        res.pending = [{"id": p.id, "text": p.text, "source": p.source, "controller": p.controller,
                        "additional": p.additional} for p in game.pending]
        res.stack = [{"id": i.id, "kind": i.kind, "text": i.text, "source": i.source, "controller": i.controller,
                      "targets": list(i.targets), "trigger": i.trigger.id if i.trigger else None,
                      "copy_of": i.copy_of or None}
                     for i in game.stack]
        res.life = dict(game.life)
        zones: dict[str, dict[str, list[dict[str, str]]]] = {p: {} for p in game.players}
        for oid, v in ev.views.items():
            zone_owner = v.controller if v.zone == "battlefield" else v.owner
            zones.setdefault(zone_owner, {}).setdefault(v.zone, []).append(
                {"id": oid, "name": self.display_name(ev.state(oid))[0]})
        res.zones = zones
        res.links = [self.link_dict(r) for r in game.exiled_with]

    def link_dict(self, r: Any) -> dict[str, Any]:
        """One exiled-with record (607.2a): which object's ability exiled which card, the
        ability group and pair it belongs to, and what a linked ability can still find."""
        game = self.game
        now = game.objects.get(r.object)  # None: a token that ceased to exist (704.5d)
        current = now is not None and now.incarnation == r.incarnation and now.zone == "exile"
        group: Record
        if r.group == "printed":
            group = Record.of("link.printed")
        elif r.group.startswith("copy:"):
            group = Record.of("link.copied", object=Obj(r.group[5:]))
        else:
            eid, _, donor = r.group.partition(":")
            group = (Record.of("link.granted_with", effect=EffectId(eid), object=Obj(donor)) if donor
                     else Record.of("link.granted", effect=EffectId(eid)))
        finds = Record.of("link.can_find", rule=Rule("607.2a")) if r.link else Record.of("link.none", rule=Rule("607.5"))
        left = "" if current else Record.of("link.left_exile", rule=Rule("400.7"))
        return {"object": r.source, "card": r.object, "ability": r.link or "", "linked_to": r.group,
                "group": group.to_json(), "refers_to": [r.object] if current and r.link else [],
                "note": Record.of("link.exiled", card=Obj(r.object, r.incarnation), source=Obj(r.source), group=group,
                                  finds=finds, left=left).to_json()}

    def run(self) -> list[StepResult]:
        results: list[StepResult] = []
        self.log_seen = 0
        for step in self.sc.steps:  # every card the scenario names is found before anything runs
            for action in step.actions:
                action.bind(self)
            for e in (*step.expect, *(e for _, exps in step.before for e in exps)):
                if e.name in ABILITY_FIELDS:  # a keyword the scenario expects (or not): the reader's word for it too
                    self.keywords.update((k.text, k.says().to_json()) for k in map(Keyword.written, _listed(e.value)) if k)
        for step in self.sc.steps:
            res = StepResult(label=step.label)
            self.step_numbers = res.numbers
            res.headline = step.headline
            for action in step.actions:
                res.actions.append(self.do(action))
            try:
                ev = self.game.characteristics()
            except EngineError as err:  # the budget's time, while the step's result is computed
                raise ScenarioError(self.sc.path, step.do_line, str(err)) from None
            expected = {e.object for e in step.expect}
            shown = [oid for oid, v in ev.views.items() if v.zone in ("battlefield", "stack") or oid in expected]
            res.objects = [self.object_dict(ev.state(oid)) for oid in shown]
            self.keywords.update((a.text, a.says().to_json()) for v in ev.views.values() for _, a in v.abilities
                                 if isinstance(a, Keyword))
            # the printed ones too: a layer's trace shows an ability as it was before an effect changed it (612.2)
            self.keywords.update((a.text, a.says().to_json()) for o in self.game.objects.values()
                                 for a in o.card.abilities if isinstance(a, Keyword) and a.text not in self.keywords)
            res.players = {p: list(a) for p, a in ev.players.items()}
            res.rules = list(ev.rules)
            res.checks = [self.check(ev, e) for e in step.expect]
            for layer, before in step.before:
                partial = self.game.characteristics(stop_before=layer, record=False)
                res.checks += [self.check(partial, e) for e in before]
            self.game_state(res, ev)
            res.trace = [_trace_dict(t, self.names) for t in ev.trace]
            res.dependencies = [{"dependent": d.dependent, "depends_on": d.depends_on, "layer": d.layer.current,
                                 "layer_2009": d.layer.cr2009} for d in ev.dependencies]
            results.append(res)
        for oid, choices in self.game.entering_choices.items():
            # made for an object that never entered the battlefield: nothing is ignored silently
            raise ScenarioError(self.sc.path, self.choice_lines.get(oid, self.sc.line),
                                f"{oid} never entered the battlefield, so the choices made for it as it enters "
                                f"({', '.join(f'{k}: {v}' for k, v in choices.items())}) were not used (614.12a)",
                                not_allowed("cant_choices_unused", oid, "614.12a"))
        if not self.uses_triggers():
            for res in results:  # a characteristics-only scenario: no trigger fields in the report
                res.events, res.pending, res.stack, res.life, res.zones, res.links = [], [], [], {}, {}, []
        return results


def _input_error(result: ExampleResult, err: InputError, cards: list[str]) -> ExampleResult:
    result.status, result.message = "error", str(err)
    result.says = [Record.of("fail.input", path=Text(err.path), line=err.line or 0, message=Text(err.message))]
    typed = says_of(err)  # what the error is, for the reader (a record's JSON), when it is typed
    if typed is not None:
        result.says.append(typed)
    result.error = err
    result.cards = cards
    return result


def rules_version_of(numbering: str) -> RulesVersion:
    """The order of layers of the CR a text is numbered after: counters became part of 7c
    on 2020-04-17 (613.4c); before that they were sublayer 7d (613.3d of 2009-10-01).

    >>> rules_version_of("2009-10-01"), rules_version_of("2023-11-17"), rules_version_of("current")
    (<RulesVersion.CR2009: '2009-10-01'>, <RulesVersion.CURRENT: 'current'>, <RulesVersion.CURRENT: 'current'>)
    """
    dated = len(numbering) >= 10 and numbering[:4].isdigit()
    return RulesVersion.CR2009 if dated and numbering < "2020-04-17" else RulesVersion.CURRENT


# The report's ``rules``: the CR whose order of layers a scenario ran under, when not today's.
RULES_VERSION_NOTE = {RulesVersion.CURRENT: "", RulesVersion.CR2009: RulesVersion.CR2009.value}


def run_scenario(sc: Scenario, cards: dict[str, CardDef], example_text: str, source: str = "",
                 line: int = 0, kind: str = "example",
                 rules_version: RulesVersion = RulesVersion.CURRENT, limits: Limits = LIMITS,
                 each_check: EachCheck | None = None) -> ExampleResult:
    """Run a parsed scenario on a fresh game and judge it: pass, fail (a check or an
    unaccounted number), stale, error — the typed result (:class:`verify.report.ExampleResult`:
    each step's actions as records, objects, checks, trace).

    ``example_text`` is the text of what it is written for (an example, or a table row's
    ``TableRow.text`` when ``kind`` is ``row``); ``rules_version``: the CR whose order of
    layers applies (that of the text the example comes from); ``limits``: the run's budget
    (:mod:`engine.budget`; every command uses the default, a benchmark may raise it);
    ``each_check``: called with each expectation as it is judged, the evaluation it is judged
    on and a judge of another expected value there (the mutation test, tests/test_mutations.py).
    A scenario whose steps have bad input (``sc.error``) does not run: its result is ``error``.

    >>> from verify.yamlload import load_yaml
    >>> text = '''
    ... example: "x-1"
    ... text: "A 2/2 creature."
    ... steps:
    ... - do:
    ...   - enter: {id: c1, object: {name: Bear, type_line: Creature — Bear, pt: 2/2}}
    ...   expect: {c1: {pt: 2/2}}
    ... '''
    >>> sc = scenario_from_yaml(load_yaml(text, "x.yaml"), "x.yaml")
    >>> result = run_scenario(sc, {}, "A 2/2 creature.")
    >>> result.status, [(c.object, c.field, c.actual, c.ok) for c in result.steps[0].checks]
    ('pass', [('c1', 'pt', '2/2', True)])
    >>> judged = []
    >>> _ = run_scenario(sc, {}, "A 2/2 creature.", each_check=lambda e, ev, judge: judged.append(judge("3/3").ok))
    >>> judged
    [False]
    """
    result = ExampleResult(id=sc.example, status="pass", scenario=sc.path, title=sc.title,
                           stated=stated_numbers(example_text), source=source, line=line, kind=kind,
                           rules=RULES_VERSION_NOTE[rules_version])
    if sc.error is not None:  # found as it was loaded: nothing runs
        return _input_error(result, sc.error, [])
    runner = _Runner(sc, cards, rules_version, limits, each_check)
    try:
        result.steps = runner.run()
    except InputError as err:  # a broken scenario or card fails this example only
        return _input_error(result, err, runner.used_cards)
    except EngineError as err:  # pragma: no cover - actions wrap engine errors as ScenarioError
        result.status, result.message = "error", f"{sc.path}: {err}"
        return result
    except RecursionError:  # no limit of the budget caught it: this example fails, not the build
        result.status, result.message = "error", (f"{sc.path}:{sc.line}: the engine recursed too deeply "
                                                  "(a loop of effects?)")
        result.cards = runner.used_cards
        return result
    result.accounted = sorted(runner.accounted)
    result.texts = dict(sorted(runner.texts.items()))
    result.keywords = dict(sorted(runner.keywords.items()))
    result.headline = headline.choose(result.steps, result.stated, example_text)
    result.cards = runner.used_cards
    failed = [c for s in result.steps for c in s.checks if not c.ok]
    missing = [n for n in result.stated if n not in runner.accounted]
    says: list[Record | dict[str, Any]] = [
        Record.of("fail.check", path=Text(sc.path), line=c.line, object=Obj(c.object),
                  field=Field(c.field), at=Text(c.layer.removeprefix("before ")) if c.layer else "",
                  expected=Text(str(c.expected)), actual=Text(str(c.actual))) for c in failed]
    if missing:
        says.append(Record.of("fail.numbers", numbers=tuple(Text(n) for n in missing)))
    if says:
        result.status, result.says = "fail", says
    if not same_text(sc.text, example_text):
        result.status = "stale"
        result.says = [Record.of("fail.stale", path=Text(sc.path), line=sc.data.key_line("text"),
                                 what=Term(KINDS[kind]))]
    result.message = " | ".join(r.describe() if isinstance(r, Record) else str(r) for r in result.says)
    return result


__all__ = ["EachCheck", "Expectation", "Scenario", "Step", "load_scenario", "load_scenarios", "run_scenario",
           "scenario_from_yaml"]
