"""Scenarios: ``rules_src/scenarios/**/*.yaml`` → steps run on the engine → results.

A scenario is keyed by the example id the parser gives, records the example text it
was written for (``text:``), and lists steps: actions, then expectations (format:
docs/scenarios.md).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

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
from engine.effects import AddAbilities, EffectSpec
from engine.evaluate import TraceEntry
from engine.expressions import Const
from engine.layers import RulesVersion
from ruletext.errors import InputError
from verify.cards import CardDef, find_card
from verify.errors import DuplicateScenarioError, ScenarioError, UnknownCardError
from verify.report import Check, ExampleResult, StepResult
from verify.specs import Where, characteristics, duration, effect_spec, pt_value
from verify.stated import normalize_pair, same_text, stated_numbers
from verify.yamlload import LineDict, load_yaml_file

SCENARIO_KEYS = ("example", "title", "text", "players", "active_player", "steps", "note")
STEP_KEYS = ("label", "do", "expect", "expect_before_layer", "note")
ACTIONS = ("enter", "enter_together", "attach", "counters", "effect", "cast", "resolve", "activate",
           "end_effect", "end_turn", "move", "destroy", "cast_spell", "activate_mana", "priority", "resolve_top",
           "damage", "begin_step", "sba", "attack", "turn_face_up", "venture")
PLAYER_FIELDS = ("abilities", "life", "hand", "library", "graveyard", "exile", "mana", "scried")
STACK_FIELDS = ("count", "sources", "texts", "controllers", "targets", "kinds")
PENDING_FIELDS = ("count", "sources", "ids", "texts", "controllers")
FIELDS = ("name", "name_en", "pt", "power", "toughness", "colors", "card_types", "subtypes", "supertypes",
          "type_line", "abilities", "has_abilities", "lacks_abilities", "controller", "owner", "zone",
          "mana_value", "face_down", "destroys", "counters", "damage", "tapped", "incarnation", "exiled_by",
          "entered_with", "attacking", "castable", "activation_costs")


@dataclass
class Scenario:
    """One scenario file."""

    example: str
    title: str
    text: str
    path: str
    line: int
    example_line: int
    data: LineDict
    players: tuple[str, ...] = ("A", "B")
    active_player: str = "A"
    steps: list[LineDict] = field(default_factory=list)


def _rel(path: Path, root: Path) -> str:
    try:
        return str(path.relative_to(root.parent))
    except ValueError:
        return str(path)


def load_scenario(file: Path, shown: str) -> Scenario:
    """Read one scenario file and check its shape."""
    doc = load_yaml_file(file, shown)
    if not isinstance(doc, LineDict):
        raise ScenarioError(shown, 1, "a scenario is a mapping with 'example', 'text' and 'steps'")
    for key in doc:
        if key not in SCENARIO_KEYS:
            raise ScenarioError(shown, doc.key_line(key),
                                f"unknown scenario key {key!r} (known: {', '.join(SCENARIO_KEYS)})")
    for key in ("example", "text", "steps"):
        if key not in doc:
            raise ScenarioError(shown, doc.line, f"a scenario needs {key!r}")
    if not isinstance(doc["example"], str):
        raise ScenarioError(shown, doc.key_line("example"),
                            f"quote the example id (YAML reads {doc['example']!r}): example: \"613.3e-1\"")
    steps = doc["steps"]
    if not isinstance(steps, list) or not steps:
        raise ScenarioError(shown, doc.key_line("steps"), "'steps' is a non-empty list")
    for step in steps:
        if not isinstance(step, LineDict):
            raise ScenarioError(shown, getattr(steps, "line", doc.line), "each step is a mapping")
        for key in step:
            if key not in STEP_KEYS:
                raise ScenarioError(shown, step.key_line(key),
                                    f"unknown step key {key!r} (known: {', '.join(STEP_KEYS)})")
    players = tuple(str(p) for p in doc.get("players", ["A", "B"]))
    return Scenario(
        example=str(doc["example"]), title=str(doc.get("title", "")), text=str(doc["text"]), path=shown,
        line=doc.line, example_line=doc.key_line("example"), data=doc, players=players,
        active_player=str(doc.get("active_player", players[0])), steps=list(steps),
    )


def load_scenarios(root: Path) -> dict[str, Scenario]:
    """Every scenario under ``root/scenarios/``, by example id."""
    out: dict[str, Scenario] = {}
    folder = root / "scenarios"
    if not folder.is_dir():
        return out
    for file in sorted(folder.rglob("*.yaml")):
        sc = load_scenario(file, _rel(file, root))
        if sc.example in out:
            other = out[sc.example]
            raise DuplicateScenarioError(sc.path, sc.example_line,
                                         f"example {sc.example!r} already has a scenario: {other.path}")
        out[sc.example] = sc
    return out


# ---- running ---------------------------------------------------------------------


def _trace_dict(t: TraceEntry, names: dict[str, str]) -> dict[str, Any]:
    return {
        "layer": t.layer.current,
        "layer_2009": t.layer.cr2009,
        "effect": t.effect,
        "description": t.description,
        "part": t.part,
        "source": t.source,
        "source_name": names.get(t.source or "", ""),
        "timestamp": t.timestamp,
        "order": t.order,
        "depends_on": list(t.depends_on),
        "affected": list(t.affected),
        "before": t.before,
        "after": t.after,
        "changes": [{"object": o, "before": b, "after": a} for o, b, a in t.changes],
        "applied": t.applied,
        "note": t.note,
    }


class _Runner:
    """Runs one scenario on a fresh game."""

    def __init__(self, sc: Scenario, cards: dict[str, CardDef],
                 rules_version: RulesVersion = RulesVersion.CURRENT) -> None:
        self.sc = sc
        self.cards = cards
        self.en_to_ja = {c.name: c.ja for c in cards.values()}
        for c in cards.values():  # 712: a back face shows its own name
            if c.card.back is not None:
                face = c.data.get("back") or {}
                self.en_to_ja[c.card.back.name] = str(face.get("ja") or c.card.back.name)
        self.game = Game(players=sc.players, active_player=sc.active_player, rules_version=rules_version)
        self.accounted: set[str] = set()
        self.used_cards: list[str] = []
        self.names: dict[str, str] = {}  # object id → display name at creation
        self.log_seen = 0  # how much of the event log earlier steps reported

    def where(self, value: object, default: int | None = None) -> Where:
        return Where(self.sc.path, getattr(value, "line", default or self.sc.line))

    def fail(self, value: object, message: str, key: str | None = None) -> ScenarioError:
        line = value.key_line(key) if isinstance(value, LineDict) and key else getattr(value, "line", self.sc.line)
        return ScenarioError(self.sc.path, line, message)

    # -- numbers the scenario accounts for --

    def account_spec(self, spec: EffectSpec) -> None:
        for part in spec.parts:
            if isinstance(part, SetPT) and isinstance(part.power, Const) and isinstance(part.toughness, Const):
                self.accounted.add(f"{part.power.value}/{part.toughness.value}")
            elif isinstance(part, ModifyPT) and isinstance(part.power, Const) and isinstance(part.toughness, Const):
                self.accounted.add(f"{part.power.value:+d}/{part.toughness.value:+d}")
            elif isinstance(part, AddAbilities):
                for ability in part.abilities:
                    self.account_ability(ability)

    def account_ability(self, ability: object) -> None:
        effect = getattr(ability, "effect", None)
        if isinstance(ability, (StaticAbility, ActivatedAbility, SpellAbility)) and isinstance(effect, EffectSpec):
            self.account_spec(effect)

    def account_card(self, card: Characteristics) -> None:
        defined = any(isinstance(a, StaticAbility) and a.cda and any(isinstance(p, SetPT) for p in a.effect.parts)
                      for a in card.abilities)  # "*/1+*": no printed number
        if card.power is not None and card.toughness is not None and not defined:
            self.accounted.add(f"{card.power}/{card.toughness}")
        for ability in card.abilities:
            self.account_ability(ability)

    # -- objects --

    def card(self, data: LineDict) -> CardDef:
        """The card named by ``data['card']`` (id, ja or en), recorded as used."""
        card = find_card(self.cards, str(data["card"]))
        if card is None:
            raise UnknownCardError(self.sc.path, data.key_line("card"),
                                   f"no card {data['card']!r} in rules_src/cards/ (by id, ja or en name)")
        if card.ja not in self.used_cards:
            self.used_cards.append(card.ja)
        return card

    def card_of(self, data: LineDict) -> tuple[Characteristics, str]:
        if "card" in data:
            card = self.card(data)
            return card.card, card.ja
        if "object" in data:
            obj = data["object"]
            if not isinstance(obj, LineDict):
                raise self.fail(data, "'object' is a mapping (name, type_line, colors, pt, abilities)", "object")
            name = str(obj.get("name", data.get("id", "")))
            return characteristics(obj, self.where(obj), name), name
        raise self.fail(data, "give 'card' (a card from rules_src/cards/) or 'object' (an inline object)")

    def enter_kwargs(self, data: LineDict) -> dict[str, object]:
        kwargs: dict[str, object] = {
            "controller": str(data.get("controller", self.game.active_player)),
            "zone": str(data.get("zone", "battlefield")),
            "face_down": bool(data.get("face_down", False)),
            "choices": {str(k): str(v) for k, v in (data.get("choices") or {}).items()},
        }
        if "owner" in data:
            kwargs["owner"] = str(data["owner"])
        if "attached_to" in data:
            kwargs["attached_to"] = str(data["attached_to"])
        if data.get("silent"):
            kwargs["event"] = False  # set up without an event (nothing triggers)
        if data.get("tapped"):
            kwargs["tapped"] = True
        if "kicked" in data:
            kwargs["kicked"] = tuple(str(k) for k in data["kicked"])
        return kwargs

    def enter(self, data: Any) -> list[str]:
        if not isinstance(data, LineDict) or "id" not in data:
            raise self.fail(data, "enter: a mapping with 'id' and 'card' or 'object'")
        card, shown = self.card_of(data)
        self.account_card(card)
        count = int(data.get("count", 1))
        ids = [str(data["id"])] if count == 1 else [f"{data['id']}-{i + 1}" for i in range(count)]
        for oid in ids:
            self.game.create(oid, card, **self.enter_kwargs(data))  # type: ignore[arg-type]
            self.names[oid] = shown
            counters = data.get("counters") or {}
            for kind, n in counters.items():
                self.put_counters(oid, str(kind), int(n))
        return ids

    def put_counters(self, oid: str, kind: str, n: int) -> None:
        try:
            amount = PT.parse(kind)
            kind = amount.signed()
            self.accounted.add(kind)
        except EngineError:
            pass  # not a P/T counter
        self.game.put_counters(oid, kind, n)

    # -- actions --

    def do(self, action: Any) -> str:
        if not isinstance(action, LineDict) or len(action) != 1:
            raise self.fail(action, f"an action is a mapping with one key: {', '.join(ACTIONS)}")
        kind, body = next(iter(action.items()))
        if kind not in ACTIONS:
            raise self.fail(action, f"unknown action {kind!r} (known: {', '.join(ACTIONS)})", kind)
        try:
            return self._do(kind, body, action)
        except InputError:
            raise
        except EngineError as err:
            raise self.fail(action, f"{kind}: {err}", kind) from None
        except KeyError as err:
            raise self.fail(action, f"{kind}: missing {err.args[0]!r} (see docs/scenarios.md)", kind) from None
        except (TypeError, ValueError, AttributeError) as err:
            raise self.fail(action, f"{kind}: malformed ({err}; see docs/scenarios.md)", kind) from None

    def _do(self, kind: str, body: Any, action: LineDict) -> str:
        game = self.game
        if kind == "enter":
            ids = self.enter(body)
            return f"enter {', '.join(ids)}"
        if kind == "enter_together":
            objs = body.get("objects") if isinstance(body, LineDict) else None
            if not isinstance(objs, list):
                raise self.fail(action, "enter_together: give 'objects' (a list) and 'order'", kind)
            entries = []
            for o in objs:
                card, shown = self.card_of(o)
                self.account_card(card)
                entries.append((str(o["id"]), card, self.enter_kwargs(o)))
                self.names[str(o["id"])] = shown
            order = [str(x) for x in body.get("order", [e[0] for e in entries])]
            game.create_together(entries, order)
            return f"enter together, timestamps in the order {', '.join(order)} (613.7m)"
        if kind == "attach":
            game.attach(str(body["object"]), str(body["to"]))
            return f"attach {body['object']} to {body['to']}"
        if kind == "counters":
            self.put_counters(str(body["object"]), str(body.get("kind", "+1/+1")), int(body.get("count", 1)))
            return f"put {body.get('count', 1)} {body.get('kind', '+1/+1')} counter(s) on {body['object']}"
        if kind == "effect":
            if not isinstance(body, LineDict):
                raise self.fail(action, "effect: a mapping (affected, text, parts…)", kind)
            spec = effect_spec(body, self.where(body), "target creature")
            self.account_spec(spec)
            e = game.create_effect(
                spec, controller=str(body.get("controller", game.active_player)),
                source=str(body["source"]) if "source" in body else None,
                targets=[str(t) for t in body.get("targets", [])],
                duration=duration(body.get("duration", "indefinite"), self.where(body)),
                choices={str(k): str(v) for k, v in (body.get("choices") or {}).items()},
                effect_id=str(body["id"]) if "id" in body else None,
            )
            return f"effect {e.id} (timestamp {e.timestamp}): {spec.text}"
        if kind == "cast":
            found = self.card(body)
            self.account_card(found.card)
            spells = [a for a in found.card.abilities if isinstance(a, SpellAbility)]
            if not spells:
                raise self.fail(body, f"{found.ja} has no spell ability to resolve", "card")
            return self.resolve_spell(spells[0], body, None, found.ja)
        if kind == "resolve":
            oid = str(body["object"]) if isinstance(body, dict) else str(body)
            state = game.characteristics(record=False)
            view = state.views[game.obj(oid).id]
            spells = [a for _, a in view.abilities if isinstance(a, SpellAbility)]
            if not spells:
                raise self.fail(action, f"{oid} has no spell ability now", kind)
            text = self.resolve_spell(spells[0], body if isinstance(body, LineDict) else LineDict(), oid, oid)
            game.move(oid, "graveyard")
            return text
        if kind == "activate" and self._uses_stack(str(body["object"]), int(body.get("ability", 0))):
            item = game.activate_ability(str(body["object"]), int(body.get("ability", 0)),
                                         targets=[str(t) for t in body.get("targets", [])])
            return f"activate {body['object']}: {item.id} on the stack: {item.text}"
        if kind == "activate":
            e = game.activate(str(body["object"]), int(body.get("ability", 0)),
                              targets=[str(t) for t in body.get("targets", [])],
                              choices={str(k): str(v) for k, v in (body.get("choices") or {}).items()},
                              effect_id=str(body["id"]) if "id" in body else None)
            self.account_spec(e.spec)
            return f"activate {body['object']}: effect {e.id} (timestamp {e.timestamp})"
        if kind == "end_effect":
            game.end_effect(str(body))
            return f"effect {body} ends"
        if kind == "end_turn":
            game.end_turn()
            return "end of turn (514.2: 'until end of turn' effects end)"
        if kind == "move":
            game.move(str(body["object"]), str(body["to"]))
            return f"move {body['object']} to {body['to']} (400.7: a new object)"
        if kind == "destroy":
            ids = [str(x) for x in body] if isinstance(body, list) else [str(body)]
            game.move_together(ids, "graveyard")
            return f"destroy {', '.join(ids)}"
        if kind == "cast_spell":
            return self.cast_spell(body, action)
        if kind == "activate_mana":
            oid = str(body["object"]) if isinstance(body, LineDict) else str(body)
            mana = game.activate_mana(oid, int(body.get("ability", 0)) if isinstance(body, LineDict) else 0,
                                      str(body["color"]) if isinstance(body, LineDict) and "color" in body else None)
            return f"{oid}: mana ability (605.3) → {''.join('{' + m + '}' for m in mana) or 'no mana'}"
        if kind == "priority":
            opts = body if isinstance(body, LineDict) else LineDict()
            pushed = game.priority([str(x) for x in opts.get("order", [])],
                                   {str(k): [str(t) for t in (v if isinstance(v, list) else [v])]
                                    for k, v in (opts.get("targets") or {}).items()})
            return ("state-based actions, then triggered abilities to the stack (603.3b): "
                    + (", ".join(f"{i.id} ({i.trigger.id if i.trigger else ''})" for i in pushed) or "none"))
        if kind == "resolve_top":
            if isinstance(body, LineDict):  # {count: 1, choose: [card]}: choices made on resolution
                n, chosen = int(body.get("count", 1)), [str(c) for c in body.get("choose", [])]
            else:
                n, chosen = (int(body) if not isinstance(body, bool) else 1), []
            done = [game.resolve_top(chosen).id for _ in range(n)]
            return f"resolve the top of the stack: {', '.join(done)}" + (f" (choosing {', '.join(chosen)})"
                                                                         if chosen else "")
        if kind == "damage":
            items = body if isinstance(body, list) else [body]
            pairs = []
            state = game.characteristics(record=False)
            for d in items:
                src = str(d["from"])
                amount = int(d["amount"]) if "amount" in d else int(state.state(src).power or 0)
                pairs.append((src, str(d["to"]), amount))
            combat = any(bool(d.get("combat")) for d in items)
            game.deal_damage_together(pairs, combat=combat)
            return ("combat " if combat else "") + "damage dealt simultaneously: " + ", ".join(f"{a} → {b}: {n}" for a, b, n in pairs)
        if kind == "attack":
            if not isinstance(body, LineDict) or not isinstance(body.get("attackers"), list):
                raise self.fail(action, "attack: {attackers: [ids], defender: player}", kind)
            attackers = [str(a) for a in body["attackers"]]
            defender = str(body.get("defender", next(p for p in game.players if p != game.active_player)))
            game.declare_attackers(attackers, defender)
            return f"declare attackers (508.1): {', '.join(attackers)} attack {defender}; 508.3a: attack triggers"
        if kind == "venture":
            if not isinstance(body, LineDict):
                raise self.fail(action, "venture: {player: A} (and the first time: id, card or object — the dungeon)",
                                kind)
            player = str(body.get("player", game.active_player))
            dungeon = None
            if "card" in body or "object" in body:
                card, shown = self.card_of(body)
                self.names[str(body["id"])] = shown
                dungeon = (str(body["id"]), card)
            event = game.venture(player, dungeon)
            return f"{player} ventures into the dungeon (701.46): {event.target} of {event.object}"
        if kind == "turn_face_up":
            game.turn_face_up(str(body))
            return f"{body} is turned face up (708.8): its own characteristics again; 'turned face up' triggers"
        if kind == "begin_step":
            game.begin_step(str(body))
            return f"the {body} step begins"
        if kind == "sba":
            done = game.check_state_based_actions()
            return f"state-based actions (704.3): {', '.join(done) or 'none'}"
        raise self.fail(action, f"unknown action {kind!r}")  # pragma: no cover

    def _uses_stack(self, oid: str, index: int) -> bool:
        view = self.game.characteristics(record=False).views[self.game.obj(oid).id]
        found = [a for _, a in view.abilities if isinstance(a, ActivatedAbility)]
        return 0 <= index < len(found) and found[index].effect is None

    def cast_spell(self, body: Any, action: LineDict) -> str:
        """``cast_spell``: a card (in a zone, or ``card`` + ``id`` made in the hand) goes on the stack."""
        if not isinstance(body, LineDict):
            raise self.fail(action, "cast_spell: a mapping with 'object' (or 'card' and 'id')", "cast_spell")
        game = self.game
        if "card" in body or "object" in body:
            card, shown = self.card_of(body)
            self.account_card(card)
            oid = str(body["id"])
            game.create(oid, card, controller=str(body.get("controller", game.active_player)), zone="hand",
                        event=False)
            self.names[oid] = shown
        else:
            oid = str(body["object"])
        item = game.cast(oid, targets=[str(t) for t in body.get("targets", [])],
                         kicked=[str(k) for k in body.get("kicked", [])])
        return f"cast {oid}: {item.id} on the stack"

    def resolve_spell(self, spell: SpellAbility, body: LineDict, source: str | None, shown: str) -> str:
        game = self.game
        controller = str(body.get("controller", game.active_player))
        if spell.action == "destroy" and spell.affected is not None:
            state = game.characteristics(record=False)
            doomed = spell.affected.select(state.context(controller=controller, source=source))
            if doomed:
                game.move_together(doomed, "graveyard")  # 701.7: destroyed at the same time
            return f"{shown} resolves: {spell.text} → destroyed {', '.join(doomed) or 'nothing'}"
        e = game.resolve_spell(
            spell, controller=controller, source=source, targets=[str(t) for t in body.get("targets", [])],
            choices={str(k): str(v) for k, v in (body.get("choices") or {}).items()},
            effect_id=str(body["id"]) if "id" in body else None)
        return f"{shown} resolves: effect {e.id} (timestamp {e.timestamp}): {spell.text}"

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
        }

    def actual(self, ev: Evaluation, oid: str, fld: str) -> Any:
        state = ev.state(oid)
        if fld == "pt":
            return state.pt
        if fld == "name":
            return self.display_name(state)[0]
        if fld == "name_en":
            return self.display_name(state)[1]
        if fld == "type_line":
            return ev.views[oid].type_line()
        obj = self.game.obj(oid)
        if fld == "counters":
            return {k: v for k, v in obj.counters.items() if v}
        if fld in ("damage", "tapped", "incarnation", "attacking"):
            return getattr(obj, fld)
        if fld == "activation_costs":
            return self.game.activation_costs(oid)
        if fld == "castable":
            return self.game.can_cast(oid)[0]
        if fld == "entered_with":
            # The objects that moved in the same event as this object's latest zone change.
            moves = [e for e in self.game.log if e.kind == "zone_change" and e.object == oid]
            if not moves:
                return []
            batch = moves[-1].batch
            return sorted(str(e.object) for e in self.game.log if e.kind == "zone_change" and e.batch == batch)
        if fld == "exiled_by":
            recs = [r for r in self.game.exiled_with if r.object == oid and r.incarnation == obj.incarnation]
            return recs[-1].source if recs else None
        if fld == "destroys":
            out: list[str] = []
            for _, ability in ev.views[oid].abilities:
                if isinstance(ability, SpellAbility) and ability.action == "destroy" and ability.affected:
                    out += ability.affected.select(ev.context(controller=state.controller, source=oid))
            return sorted(out)
        value = getattr(state, fld)
        return list(value) if isinstance(value, tuple) else value

    def check(self, ev: Evaluation, oid: str, fld: str, expected: Any, line: int, at: str | None) -> Check:
        if oid not in ev.views and oid in self.game.players:
            return self.player_check(ev, oid, fld, expected, line, at)
        if oid not in ev.views and oid in ("stack", "pending"):
            return self.stack_check(oid, fld, expected, line, at)
        if oid not in ev.views and oid == "game":
            # 613.11: the effects on the game rules.
            if fld != "rules":
                raise ScenarioError(self.sc.path, line, f"a game expectation is 'rules', not {fld!r}")
            exp_list = [str(x) for x in (expected if isinstance(expected, list) else [expected])]
            return Check(oid, fld, exp_list, list(ev.rules), sorted(exp_list) == sorted(ev.rules), at, line)
        if fld not in FIELDS:
            raise ScenarioError(self.sc.path, line, f"unknown expectation {fld!r} (known: {', '.join(FIELDS)})")
        if oid not in ev.views:
            raise ScenarioError(self.sc.path, line, f"no object {oid!r} in the game")
        if fld in ("has_abilities", "lacks_abilities"):
            wanted = [str(x) for x in (expected if isinstance(expected, list) else [expected])]
            have = {a.lower() for a in ev.state(oid).abilities}
            ok = all((w.lower() in have) == (fld == "has_abilities") for w in wanted)
            return Check(oid, fld, wanted, list(ev.state(oid).abilities), ok, at, line)
        actual = self.actual(ev, oid, fld)
        if fld == "pt":
            exp = str(expected)
            try:
                pt = pt_value(exp, Where(self.sc.path, line))
                exp = str(pt)
                self.accounted.add(normalize_pair(str(pt.power), str(pt.toughness)))
            except Exception:
                pass
            return Check(oid, fld, exp, actual, exp == actual, at, line)
        if fld == "counters":
            exp_map = {normalize_counter(str(k)): int(v) for k, v in (expected or {}).items()}
            for k in exp_map:
                if "/" in k:
                    self.accounted.add(k)
            return Check(oid, fld, exp_map, actual, exp_map == actual, at, line)
        if isinstance(actual, list):
            exp_list = [str(x) for x in (expected if isinstance(expected, list) else [expected])]
            if fld in ("colors", "card_types", "supertypes"):
                exp_list = [x.lower() for x in exp_list]
            return Check(oid, fld, exp_list, actual, sorted(exp_list) == sorted(str(a) for a in actual), at, line)
        if fld == "name":
            ja, en = self.display_name(ev.state(oid))
            return Check(oid, fld, expected, actual, str(expected) in (ja, en), at, line)
        return Check(oid, fld, expected, actual, expected == actual, at, line)

    def player_check(self, ev: Evaluation, player: str, fld: str, expected: Any, line: int, at: str | None) -> Check:
        """A player's abilities (613.10), life (119), cards per zone, mana pool, scry total."""
        game = self.game
        if fld not in PLAYER_FIELDS:
            raise ScenarioError(self.sc.path, line, f"unknown player expectation {fld!r} (known: {', '.join(PLAYER_FIELDS)})")
        if fld == "abilities":
            current = list(ev.players.get(player, []))
            exp_list = [str(x) for x in (expected if isinstance(expected, list) else [expected])]
            return Check(player, fld, exp_list, current, sorted(exp_list) == sorted(current), at, line)
        actual: Any
        if fld == "life":
            actual = game.life[player]
        elif fld == "mana":
            actual = "".join("{" + m + "}" for m in game.mana_pool[player])
            expected = str(expected)
        elif fld == "scried":
            actual = game.scried.get(player, 0)
        else:  # a count of cards in a zone
            actual = sum(1 for o in game.objects.values() if o.zone == fld and o.owner == player)
        return Check(player, fld, expected, actual, expected == actual, at, line)

    def stack_check(self, what: str, fld: str, expected: Any, line: int, at: str | None) -> Check:
        """The stack (bottom → top) or the pending triggered abilities."""
        game = self.game
        known = STACK_FIELDS if what == "stack" else PENDING_FIELDS
        if fld not in known:
            raise ScenarioError(self.sc.path, line, f"unknown {what} expectation {fld!r} (known: {', '.join(known)})")
        actual: Any
        if what == "stack":
            items = game.stack
            values = {"count": len(items), "sources": [i.source for i in items], "texts": [i.text for i in items],
                      "controllers": [i.controller for i in items], "targets": [list(i.targets) for i in items],
                      "kinds": [i.kind for i in items]}
        else:
            pend = game.pending
            values = {"count": len(pend), "sources": [p.source for p in pend], "ids": [p.id for p in pend],
                      "texts": [p.text for p in pend], "controllers": [p.controller for p in pend]}
        actual = values[fld]
        if fld == "targets" and isinstance(expected, list):
            expected = [[str(t) for t in (x if isinstance(x, list) else [x])] for x in expected]
        elif isinstance(expected, list):
            expected = [str(x) for x in expected]
        return Check(what, fld, expected, actual, expected == actual, at, line)

    def checks(self, ev: Evaluation, expect: Any, at: str | None, line: int) -> list[Check]:
        if not isinstance(expect, LineDict):
            raise ScenarioError(self.sc.path, line, "expect: a mapping of object id → {field: value}")
        out: list[Check] = []
        for oid, fields in expect.items():
            if not isinstance(fields, LineDict):
                raise ScenarioError(self.sc.path, expect.key_line(oid), f"expect {oid}: a mapping of field → value")
            for fld, value in fields.items():
                out.append(self.check(ev, str(oid), str(fld), value, fields.key_line(fld), at))
        return out

    def uses_triggers(self) -> bool:
        """Whether the game went beyond characteristics (events that matter, the stack, life)."""
        game = self.game
        return bool(game.stack or game.pending or game.exiled_with or any(
            e.kind not in ("zone_change",) for e in game.log) or any(
            v != 20 for v in game.life.values()))

    def game_state(self, res: StepResult, ev: Evaluation) -> None:
        """The report's trigger fields for a step (docs/architecture.md)."""
        game = self.game
        res.events = [{"seq": e.seq, "batch": e.batch, "kind": e.kind, "text": e.describe()}
                      for e in game.log[self.log_seen:]]
        self.log_seen = len(game.log)
        res.pending = [{"id": p.id, "text": p.text, "source": p.source, "controller": p.controller,
                        "additional": p.additional} for p in game.pending]
        res.stack = [{"id": i.id, "kind": i.kind, "text": i.text, "source": i.source, "controller": i.controller,
                      "targets": list(i.targets), "trigger": i.trigger.id if i.trigger else None,
                      "copy_of": i.copy_of or None}
                     for i in game.stack]
        res.life = dict(game.life)
        zones: dict[str, dict[str, list[str]]] = {p: {} for p in game.players}
        for oid, v in ev.views.items():
            zone_owner = v.controller if v.zone == "battlefield" else v.owner
            zones.setdefault(zone_owner, {}).setdefault(v.zone, []).append(
                f"{self.display_name(v.state())[0]} ({oid})")
        res.zones = zones
        res.links = [self.link_dict(r) for r in game.exiled_with]

    def link_dict(self, r: Any) -> dict[str, Any]:
        """One exiled-with record (607.2a): which object's ability exiled which card, the
        ability group and pair it belongs to, and what a linked ability can still find."""
        game = self.game
        now = game.objects[r.object]
        current = now.incarnation == r.incarnation and now.zone == "exile"
        if r.group == "printed":
            label = "printed on the object"
        elif r.group.startswith("copy:"):
            label = f"copied from {r.group[5:]}"
        else:
            eid, _, donor = r.group.partition(":")
            label = f"granted by effect {eid}" + (f" together with the other abilities of {donor}" if donor else "")
        return {"object": r.source, "card": r.object, "ability": r.link or "(not linked)", "linked_to": r.group,
                "refers_to": [r.object] if current and r.link else [],
                "note": f"{r.object} exiled by {r.source}'s ability ({label}); "
                        + ("its linked ability of the same group can find it (607.2a)" if r.link
                           else "no ability is linked to this one (607.5)")
                        + ("" if current else "; it has left exile (400.7)")}

    def run(self) -> list[StepResult]:
        results: list[StepResult] = []
        self.log_seen = 0
        for step in self.sc.steps:
            res = StepResult(label=str(step.get("label", "")))
            actions = step.get("do") or []
            if not isinstance(actions, list):
                raise ScenarioError(self.sc.path, step.key_line("do"), "'do' is a list of actions")
            for action in actions:
                res.actions.append(self.do(action))
            ev = self.game.characteristics()
            expect = step.get("expect") or LineDict()
            if not isinstance(expect, LineDict):
                raise ScenarioError(self.sc.path, step.key_line("expect"), "expect: a mapping")
            shown = [oid for oid, v in ev.views.items() if v.zone in ("battlefield", "stack") or oid in expect]
            res.objects = [self.object_dict(ev.state(oid)) for oid in shown]
            res.players = {p: list(a) for p, a in ev.players.items()}
            res.rules = list(ev.rules)
            res.checks = self.checks(ev, expect, None, step.key_line("expect")) if expect else []
            before = step.get("expect_before_layer") or LineDict()
            if not isinstance(before, LineDict):
                raise ScenarioError(self.sc.path, step.key_line("expect_before_layer"),
                                    "expect_before_layer: a mapping of layer → expectations")
            for label, exp in before.items():
                try:
                    layer = Layer.from_label(str(label))
                except EngineError as err:
                    raise ScenarioError(self.sc.path, before.key_line(label), str(err)) from None
                partial = self.game.characteristics(stop_before=layer, record=False)
                res.checks += self.checks(partial, exp, f"before {layer.current}", before.key_line(label))
            self.game_state(res, ev)
            res.trace = [_trace_dict(t, self.names) for t in ev.trace]
            res.dependencies = [{"dependent": d.dependent, "depends_on": d.depends_on, "layer": d.layer.current,
                                 "layer_2009": d.layer.cr2009} for d in ev.dependencies]
            results.append(res)
        if not self.uses_triggers():
            for res in results:  # a characteristics-only scenario: no trigger fields in the report
                res.events, res.pending, res.stack, res.life, res.zones, res.links = [], [], [], {}, {}, []
        return results


def normalize_counter(kind: str) -> str:
    """``-1/-1`` stays, ``+1/+1`` stays, ``1/1`` → ``+1/+1`` (a P/T counter is signed)."""
    try:
        return PT.parse(kind).signed()
    except EngineError:
        return kind


def rules_version_of(numbering: str) -> RulesVersion:
    """The order of layers of the CR a text is numbered after: counters became part of 7c
    on 2020-04-17 (613.4c); before that they were sublayer 7d (613.3d of 2009-10-01).

    >>> rules_version_of("2009-10-01"), rules_version_of("2023-11-17"), rules_version_of("current")
    (<RulesVersion.CR2009: '2009-10-01'>, <RulesVersion.CURRENT: 'current'>, <RulesVersion.CURRENT: 'current'>)
    """
    dated = len(numbering) >= 10 and numbering[:4].isdigit()
    return RulesVersion.CR2009 if dated and numbering < "2020-04-17" else RulesVersion.CURRENT


RULES_VERSION_NOTE = {
    RulesVersion.CURRENT: "",
    RulesVersion.CR2009: "2009年10月の総合ルールの種類別で実行（カウンターは第7c種の後の第7d種, 613.3d）"
                         " — run with the layers of the CR of 2009-10-01 (counters in 7d, after 7c)",
}


def run_scenario(sc: Scenario, cards: dict[str, CardDef], example_text: str, source: str = "",
                 line: int = 0, kind: str = "example",
                 rules_version: RulesVersion = RulesVersion.CURRENT) -> ExampleResult:
    """Run a scenario and judge it: pass, fail (a check or an unaccounted number), stale, error.

    ``example_text`` is the text of what it is written for (an example, or a table row's
    ``TableRow.text`` when ``kind`` is ``row``); ``rules_version``: the CR whose order of
    layers applies (that of the text the example comes from)."""
    result = ExampleResult(id=sc.example, status="pass", scenario=sc.path, title=sc.title,
                           stated=stated_numbers(example_text), source=source, line=line, kind=kind,
                           rules=RULES_VERSION_NOTE[rules_version])
    runner = _Runner(sc, cards, rules_version)
    try:
        result.steps = runner.run()
    except EngineError as err:  # pragma: no cover - actions wrap engine errors as ScenarioError
        result.status, result.message = "error", f"{sc.path}: {err}"
        return result
    result.accounted = sorted(runner.accounted)
    result.cards = runner.used_cards
    failed = [c for s in result.steps for c in s.checks if not c.ok]
    missing = [n for n in result.stated if n not in runner.accounted]
    messages = []
    if failed:
        messages.append("; ".join(
            f"{sc.path}:{c.line}: {c.object}.{c.field}{' ' + c.layer if c.layer else ''}: "
            f"expected {c.expected}, got {c.actual}" for c in failed))
    if missing:
        messages.append(f"numbers stated in the example but not in the scenario: {', '.join(missing)}")
    if messages:
        result.status = "fail"
        result.message = " | ".join(messages)
    if not same_text(sc.text, example_text):
        result.status = "stale"
        what = "table row" if kind == "row" else "example"
        result.message = (f"{sc.path}:{sc.data.key_line('text')}: the {what} text changed since the scenario "
                          "was written; check the scenario and update its 'text'")
    return result


__all__ = ["Scenario", "load_scenario", "load_scenarios", "run_scenario"]
