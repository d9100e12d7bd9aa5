"""A verification result as something to show: a summary, steps, characteristics, trace, dependencies.

Works on the plain JSON of ``Report.to_dict()`` (docs/architecture.md) and reads every
field with a default, so that a report from a later engine issue still renders: unknown
step fields are shown as a generic key/value list. Every generated word comes from
:mod:`sitegen.words`; ids become card names (:class:`sitegen.words.Names`) and stay only
in ``data-*`` attributes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .words import WORDS, Names, effect_name, ja, keyword, layer_value, object_name, quoted, shown_name

# Layers: objects, checks, trace, dependencies. Triggers (603): the event log, triggered
# abilities waiting to be put on the stack, the stack (bottom → top), life totals, zones.
# Linked abilities (607): which ability exiled / chose what, and what the linked ability refers to.
KNOWN_STEP_FIELDS = {"label", "actions", "objects", "checks", "trace", "dependencies",
                     "events", "pending", "stack", "life", "zones", "links", "rules"}

STATUSES = ("pass", "fail", "unexecuted", "stale", "error")
# data-status on example elements is one of pass | fail | unexecuted: a stale scenario or an
# engine error is shown as a failure, with data-detail="stale" / "error" saying which.
DATA_STATUS = {"pass": "pass", "fail": "fail", "unexecuted": "unexecuted", "stale": "fail", "error": "fail"}

STATUS_LABEL = WORDS["status"]  # the text table's (sitegen/text/ja.py)


def _text(value: Any) -> str:
    return str(value) if value else ""


@dataclass
class ResultNotes:
    """What the example's element and its steps say about the run as a whole."""

    message: str  # the verification's message (a failed check, a stale scenario…), in Japanese
    rules: str  # the rules version the scenario ran under
    title: str  # the scenario's title
    scenario: str  # its file
    stated: list[str]  # the numbers the example's text states…
    accounted: list[str]  # …and those the computation confirms
    where: str = ""  # the files and lines the message is about (``path:line``), shown apart
    detail: str = ""  # an input error as the command line prints it (English, shown apart)

    @classmethod
    def of(cls, result: dict[str, Any], names: Names | None = None) -> ResultNotes:
        numbers = result.get("numbers")
        numbers = numbers if isinstance(numbers, dict) else {}
        says = [r for r in result.get("says") or [] if isinstance(r, dict)]
        if says:
            names = names or Names.of_result(result)
            message = "。".join(names.say(r) for r in says)
            where = "、".join(dict.fromkeys(f"{_arg(r, 'path')}:{_arg(r, 'line')}" for r in says
                                            if _arg(r, "path")))
            # the command line's English beside it, unless the error is typed (its record says it all)
            typed = any(str(r.get("kind", "")).startswith("error.") for r in says)
            detail = "" if typed else "; ".join(_arg(r, "message") for r in says if _arg(r, "message"))
        else:
            message, where, detail = ja("message", _text(result.get("message"))), "", ""
        return cls(message, ja("rules_version", _text(result.get("rules"))), _text(result.get("title")),
                   _text(result.get("scenario")), [str(n) for n in numbers.get("stated") or []],
                   [str(n) for n in numbers.get("accounted") or []], where, detail)


def _arg(record: dict[str, Any], name: str) -> str:
    """A plain argument of a record (a number, or a text's text)."""
    value = (record.get("args") or {}).get(name)
    return str(value.get("text", "")) if isinstance(value, dict) else "" if value is None else str(value)


@dataclass
class ObjectRow:
    id: str
    shown: str  # 《name》 as the reader knows the object (a copy told apart)
    name: str
    name_en: str
    pt: str
    colors: str
    types: str
    abilities: str
    controller: str
    extra: str


@dataclass
class TraceRow:
    layer: str
    layer_2009: str
    effect: str  # the reader's name of the effect (card name + what it is)
    effect_id: str
    description: str
    note: str
    timestamp: str
    order: str
    depends_on: str
    changes: list[tuple[str, str, str]]  # (object name, before, after)
    applied: bool


@dataclass
class CheckLine:
    ok: bool
    subject: str  # 《灰色熊》のパワー／タフネス
    expected: str
    actual: str
    at: str
    object_id: str
    field: str


@dataclass
class DepNode:
    number: int
    name: str
    description: str
    layer: str
    depends_on: list[int]


@dataclass
class EventLine:
    seq: str
    kind: str  # in Japanese
    kind_id: str  # the engine's word (data-kind)
    text: str


@dataclass
class PendingTrigger:
    """A triggered ability waiting to be put on the stack (603.3)."""

    id_raw: str
    source: str
    text: str
    controller: str
    additional: bool  # triggered again by an additional-trigger effect (603.2d)


@dataclass
class StackItem:
    id: str  # the reader's name of the spell or ability
    id_raw: str
    copy_of: str
    text: str
    controller: str
    targets: str


@dataclass
class LinkLine:
    """A linked-ability record (607): what an ability exiled and what its linked ability may refer to."""

    object: str
    card: str
    ability: str
    linked_to: str
    refers_to: str
    note: str


@dataclass
class StepView:
    label: str
    actions: list[str]
    objects: list[ObjectRow]
    checks: list[CheckLine]
    trace: list[TraceRow]
    dependencies: list[DepNode]
    other: list[tuple[str, str]] = field(default_factory=list)
    events: list[EventLine] = field(default_factory=list)
    pending: list[PendingTrigger] = field(default_factory=list)
    # None: the step says nothing about the stack; []: the stack is empty.
    stack: list[StackItem] | None = None
    life: list[tuple[str, str]] = field(default_factory=list)
    zones: list[tuple[str, list[tuple[str, str]]]] = field(default_factory=list)
    links: list[LinkLine] = field(default_factory=list)
    rules: list[str] = field(default_factory=list)


@dataclass
class Summary:
    """What a judge reads first: the state the example is about — the headline step
    (:mod:`verify.headline`), its objects and its checks of them — then how many steps and checks."""

    final: list[ObjectRow]
    checks: list[CheckLine]
    steps: int
    total_checks: int
    failed_checks: int
    step: int = 0  # the headline step's number (1-based; 0: no steps)
    label: str = ""  # …and its label


def _is_empty(value: Any) -> bool:
    """None, "", 0-length, or a container of empty things (a step's ``players: {A: {}, B: {}}``)."""
    if isinstance(value, dict):
        return all(_is_empty(v) for v in value.values())
    if isinstance(value, list | tuple):
        return all(_is_empty(v) for v in value)
    return value is None or value == ""


def _join(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, list | tuple):
        return "、".join(_join(v) for v in value)
    if isinstance(value, dict):
        return "、".join(f"{k}: {_join(v)}" for k, v in value.items())
    return str(value)


_OBJECT_FIELDS = {"id", "name", "name_en", "power", "toughness", "colors", "card_types", "subtypes",
                  "supertypes", "abilities", "controller", "pt", "card", "card_en", "token"}
_DEFAULTS: tuple[Any, ...] = (None, False, "", [], {}, 0)  # values an object's other fields are not shown with


def _extra(obj: dict[str, Any], names: Names) -> str:
    """The object's other fields, leaving out the defaults (empty, false, on the battlefield)."""
    shown = []
    for key, value in obj.items():
        if key in _OBJECT_FIELDS or value in _DEFAULTS:
            continue
        if (key == "zone" and value == "battlefield") or (key == "owner" and value == obj.get("controller")):
            continue
        if key == "mana_value":
            continue
        if key == "attached_to":
            shown.append(WORDS["ui"]["attached_to"].format(to=names.name(value)))
            continue
        shown.append(f"{ja('field', key)}: {names.value(key, value)}")
    return "; ".join(shown)


def _ability(text: str, names: Names) -> str:
    """A keyword in Japanese, other ability text quoted (in Japanese when its card gives its text_ja)."""
    word = keyword(text, names.keywords)
    return word if word != text else quoted(names.text(text))


def _object_row(obj: dict[str, Any], names: Names) -> ObjectRow:
    power, toughness = obj.get("power"), obj.get("toughness")
    pt = f"{power}/{toughness}" if power is not None or toughness is not None else ""
    types = "".join([ja("supertype", str(s)) for s in obj.get("supertypes") or []])
    types += "・".join([ja("type", str(t)) for t in obj.get("card_types") or []])
    if obj.get("subtypes"):
        types += " — " + "・".join([ja("subtype", str(s)) for s in obj["subtypes"]])
    return ObjectRow(
        id=str(obj.get("id", "")),
        shown=names.name(obj.get("id", "")) if obj.get("id") else shown_name(object_name(obj)),
        name=str(obj.get("name", "") or obj.get("id", "")),
        name_en=str(obj.get("name_en", "") or ""),
        pt=pt,
        colors="・".join([ja("color", str(c)) for c in obj.get("colors") or []]) or WORDS["color"]["colorless"],
        types=types,
        abilities=" / ".join([_ability(str(a), names) for a in obj.get("abilities") or []]),
        controller=str(obj.get("controller", "") or ""),
        extra=_extra(obj, names),
    )


def _trace_row(t: dict[str, Any], names: Names) -> TraceRow:
    """One effect in one layer; its before → after values in words (the JSON keeps the engine's)."""
    changes = []
    for c in t.get("changes") or []:
        if isinstance(c, dict):
            obj = str(c.get("object", ""))
            values: dict[str, Any] = c["values"] if isinstance(c.get("values"), dict) else {}
            changes.append((WORDS["check_object"]["game"] if obj == "game" else names.name(obj),
                            layer_value(values["before"], names.card_names, names.texts, names.keywords) if "before" in values
                            else _join(c.get("before")),
                            layer_value(values["after"], names.card_names, names.texts, names.keywords) if "after" in values
                            else _join(c.get("after"))))
    if not changes and (t.get("before") or t.get("after")):
        affected = "、".join(names.name(a) for a in t.get("affected") or [])
        changes.append((affected, _join(t.get("before")), _join(t.get("after"))))
    deps = t.get("depends_on") or []
    said = names.say(t["says"]) if isinstance(t.get("says"), dict) else ""
    return TraceRow(
        layer=str(t.get("layer", "")),
        layer_2009=str(t.get("layer_2009", "")),
        effect=effect_name(t, names.text(str(t.get("description", ""))), names.objects, said),
        effect_id=str(t.get("effect", "")),
        description=said or quoted(names.text(str(t.get("description", "")))),
        note=names.say(t["note"]) if isinstance(t.get("note"), dict) else "",
        timestamp=_join(t.get("timestamp")),
        order=ja("order", str(t.get("order", ""))),
        depends_on=_join([_dep_name(str(d), names) for d in deps]) if isinstance(deps, list) else _join(deps),
        changes=changes,
        applied=t.get("applied", True) is not False,
    )


def _dep_name(effect_id: str, names: Names) -> str:
    """An effect this one depends on, by the name its own trace row gave it (Names.of_result)."""
    return names.others.get(effect_id) or WORDS["ui"]["effect"]


def check_line(c: dict[str, Any], names: Names) -> CheckLine:
    """A check in words: what was compared (names, colours, zones), the expected and computed value.

    For ``has_abilities`` / ``lacks_abilities`` the computed value is whether the object has
    the abilities looked for, not its whole ability list.
    """
    obj, fld = str(c.get("object", "")), str(c.get("field", ""))
    expected, actual = c.get("expected"), c.get("actual")
    if obj == "game":  # the game rules (613.11)
        subject = ja("field", fld)
    elif obj in WORDS["check_object"]:
        subject = WORDS["ui"]["of"].format(who=WORDS["check_object"][obj], what=ja("field", fld))
    elif obj in names.objects:
        subject = WORDS["ui"]["of"].format(who=names.name(obj), what=ja("field", fld))
    elif c.get("name"):
        subject = WORDS["ui"]["of"].format(who=f"《{c['name']}》", what=ja("field", fld))
    else:  # a player
        subject = WORDS["ui"]["of_player"].format(
            player=obj, what=ja("player_field", fld) if fld in WORDS["player_field"] else ja("field", fld))
    if fld in ("has_abilities", "lacks_abilities") and isinstance(actual, list):
        # ``actual`` lists those of the expected abilities the object has (has_abilities)
        # or lacks (lacks_abilities), never its whole list (docs/architecture.md).
        wanted = expected if isinstance(expected, list) else [expected]
        listed = {str(a).lower() for a in actual}
        other = [w for w in wanted if str(w).lower() not in listed]
        if fld == "has_abilities":
            shown = WORDS["ui"]["has_all"] if not other else WORDS["ui"]["lacks"] + ": " + names.value(fld, other)
        else:
            shown = WORDS["ui"]["has_none"] if not other else WORDS["ui"]["has"] + ": " + names.value(fld, other)
        return CheckLine(bool(c.get("ok")), subject, names.value(fld, wanted), shown, str(c.get("at", "") or ""),
                         obj, fld)
    if obj in ("pending", "stack") and fld == "sources":
        hint = "sources"
    elif obj in ("pending", "stack") and fld == "targets":
        expected = [names.value("targets", v) for v in expected or []] if isinstance(expected, list) else expected
        actual = [names.value("targets", v) for v in actual or []] if isinstance(actual, list) else actual
        hint = "plain"
    elif obj in ("pending", "stack") and fld == "kinds":
        hint = "kinds"
    else:
        hint = fld
    return CheckLine(bool(c.get("ok")), subject, names.value(fld, expected, hint), names.value(fld, actual, hint),
                     str(c.get("at", "") or ""), obj, fld)


def _field(item: dict[str, Any], key: str, names: Names, keep: tuple[str, ...] = ("text",)) -> str:
    """A field of a stack item or pending trigger as text, ids turned into names (``keep``: card texts as they are)."""
    v = item.get(key)
    if key in keep:
        return quoted(names.text(v) if isinstance(v, str) else _join(v))
    if isinstance(v, list):
        return "、".join(names.name(x) if not isinstance(x, list) else _join([names.name(y) for y in x]) for x in v)
    return names.name(v) if isinstance(v, str) else _join(v)


def _dicts(value: Any) -> list[dict[str, Any]]:
    return [item for item in value if isinstance(item, dict)] if isinstance(value, list) else []


def _pending(value: Any, names: Names) -> list[PendingTrigger]:
    return [PendingTrigger(id_raw=str(t.get("id", "")), source=_field(t, "source", names), text=_field(t, "text", names),
                           controller=_field(t, "controller", names), additional=bool(t.get("additional")))
            for t in _dicts(value)]


def _stack(value: Any, names: Names) -> list[StackItem]:
    return [StackItem(id=_field(s, "id", names), id_raw=str(s.get("id", "")), copy_of=_field(s, "copy_of", names),
                      text=_field(s, "text", names), controller=_field(s, "controller", names),
                      targets=_field(s, "targets", names))
            for s in _dicts(value)]


def _event_text(e: dict[str, Any], names: Names) -> str:
    record = e.get("record")
    return names.say(record) if isinstance(record, dict) else ""


def _events(value: Any, names: Names) -> list[EventLine]:
    return [EventLine(seq=str(e.get("seq", "")), kind=ja("event", str(e.get("kind", ""))), kind_id=str(e.get("kind", "")),
                      text=_event_text(e, names))
            for e in _dicts(value)]


def _links(value: Any, names: Names) -> list[LinkLine]:
    if not isinstance(value, list):
        return []
    out = []
    for item in value:
        if not isinstance(item, dict):
            continue
        group = item.get("group")
        note = item.get("note")
        ability = str(item.get("ability", ""))
        out.append(LinkLine(object=names.name(item.get("object", "")), card=names.name(item.get("card", "")),
                       ability=names.name(ability) if ability else WORDS["ui"]["not_linked"],
                       linked_to=names.say(group) if isinstance(group, dict) else "",
                       refers_to="、".join(names.name(r) for r in item.get("refers_to") or []) or WORDS["ui"]["refers_to_none"],
                       note=names.say(note) if isinstance(note, dict) else ""))
    return out


def _zones(value: Any, names: Names) -> list[tuple[str, list[tuple[str, str]]]]:
    """``{player: {zone: [{"id", "name"}]}}`` → rows per player, leaving out empty zones."""
    if not isinstance(value, dict):
        return []
    out = []
    for player, zones in value.items():
        if isinstance(zones, dict):
            shown = [(ja("zone", str(z)), "、".join(_shown_name(n, names) for n in (v if isinstance(v, list) else [v])))
                     for z, v in zones.items() if not _is_empty(v)]
            out.append((str(player), shown))
    return out


def _shown_name(entry: Any, names: Names) -> str:
    """An object in a zone (``{"id", "name"}``) by its name."""
    if isinstance(entry, dict):
        if str(entry.get("id", "")) in names.objects:  # as the steps name it (a copy told apart)
            return names.name(entry["id"])
        return f"《{entry['name']}》" if str(entry.get("name", "")).strip() else names.name(entry.get("id", ""))
    return names.name(entry)


def dependency_nodes(deps: list[dict[str, Any]], trace: list[dict[str, Any]], names: Names) -> list[DepNode]:
    """The effects of a dependency picture in the order they applied, each with the numbers it waited for."""
    order: list[str] = []
    for t in trace:
        eff = str(t.get("effect", ""))
        if eff and eff not in order:
            order.append(eff)
    for d in deps:
        for eff in (str(d.get("depends_on", "")), str(d.get("dependent", ""))):
            if eff and eff not in order:
                order.append(eff)
    info = {str(t.get("effect", "")): t for t in trace}
    number = {eff: i + 1 for i, eff in enumerate(order)}
    nodes = []
    for eff in order:
        t = info.get(eff, {})
        waits = sorted({number[str(d.get("depends_on", ""))] for d in deps
                        if str(d.get("dependent", "")) == eff and str(d.get("depends_on", "")) in number})
        layers = {str(d.get("layer", "")) for d in deps if str(d.get("dependent", "")) == eff}
        said = names.say(t["says"]) if isinstance(t.get("says"), dict) else ""
        description = names.text(str(t.get("description", "")))
        nodes.append(DepNode(number[eff], effect_name(t, description, names.objects, said),
                             said or quoted(description), "・".join(sorted(layers)) or str(t.get("layer", "")),
                             waits))
    return nodes


def step_views(result: dict[str, Any], names: Names | None = None) -> list[StepView]:
    names = names or Names.of_result(result)
    out: list[StepView] = []
    for i, step in enumerate(result.get("steps") or []):
        if not isinstance(step, dict):
            continue
        trace = [t for t in step.get("trace") or [] if isinstance(t, dict)]
        deps = [d for d in step.get("dependencies") or [] if isinstance(d, dict)]
        out.append(
            StepView(
                label=str(step.get("label", f"{WORDS['ui']['step_no']} {i + 1}")),
                actions=[names.say(a) for a in step.get("actions") or [] if isinstance(a, dict)],
                objects=[_object_row(o, names) for o in step.get("objects") or [] if isinstance(o, dict)],
                checks=[check_line(c, names) for c in step.get("checks") or [] if isinstance(c, dict)],
                trace=[_trace_row(t, names) for t in trace],
                dependencies=dependency_nodes(deps, trace, names) if deps else [],
                other=[(str(k), _join(v)) for k, v in step.items() if k not in KNOWN_STEP_FIELDS and not _is_empty(v)],
                events=_events(step.get("events"), names),
                pending=_pending(step.get("pending"), names),
                stack=_stack(step.get("stack"), names) if "stack" in step else None,
                life=[(str(k), _join(v)) for k, v in (step.get("life") or {}).items()]
                if isinstance(step.get("life"), dict) else [],
                zones=_zones(step.get("zones"), names),
                links=_links(step.get("links"), names),
                rules=[quoted(names.text(str(r))) for r in step.get("rules") or []] if isinstance(step.get("rules"), list)
                else [],
            )
        )
    return out


def summary(result: dict[str, Any], views: list[StepView]) -> Summary:
    """The headline step's objects and its checks of them (a check of a player, the stack or the
    game is always shown); the last step when the result names none."""
    checks = [c for v in views for c in v.checks]
    headline = result.get("headline")
    headline = headline if isinstance(headline, dict) else {}
    index = headline.get("step")
    index = index if isinstance(index, int) and 0 <= index < len(views) else len(views) - 1
    step = views[index] if views else None
    shown = headline.get("objects")
    if step is None:
        final, step_checks = [], []
    elif isinstance(shown, list):
        final = [o for o in step.objects if o.id in shown]
        ids = {o.id for o in step.objects}
        step_checks = [c for c in step.checks if c.object_id in shown or c.object_id not in ids]
    else:
        final, step_checks = [o for o in step.objects if o.pt and o.pt != "-"], step.checks
    return Summary(
        final=final,
        checks=step_checks,
        steps=len(views),
        total_checks=len(checks),
        failed_checks=sum(1 for c in checks if not c.ok),
        step=index + 1 if step else 0,
        label=step.label if step else "",
    )
