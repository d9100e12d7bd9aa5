"""A verification result as something to show: steps, characteristics, trace, a dependency diagram.

Works on the plain JSON of ``Report.to_dict()`` (docs/architecture.md) and reads every
field with a default, so that a report from a later engine issue (triggers, linked
abilities) still renders: unknown step fields are shown as a generic key/value list.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from markupsafe import Markup, escape

# Layers: objects, checks, trace, dependencies. Triggers (603): the event log, triggered
# abilities waiting to be put on the stack, the stack (bottom → top), life totals, zones.
# Linked abilities (607): which ability exiled / chose what, and what the linked ability refers to.
KNOWN_STEP_FIELDS = {"label", "actions", "objects", "checks", "trace", "dependencies",
                     "events", "pending", "stack", "life", "zones", "links"}

STATUS_LABEL = {
    "pass": "✔ 成功 pass",
    "fail": "✘ 失敗 fail",
    "stale": "✘ 古いシナリオ stale",
    "error": "✘ エラー error",
    "unexecuted": "未実行 not yet executable",
}


class Row(dict[str, Any]):
    """A report record whose missing fields read as empty in templates."""

    def __getattr__(self, name: str) -> Any:
        return self.get(name, "")


@dataclass
class ObjectRow:
    id: str
    name: str
    name_en: str
    pt: str
    colors: str
    types: str
    abilities: str
    controller: str
    extra: str


@dataclass
class StepView:
    label: str
    actions: list[str]
    objects: list[ObjectRow]
    checks: list[Row]
    trace: list[Row]
    dependencies: list[dict[str, Any]]
    diagram: Markup
    other: list[tuple[str, str]] = field(default_factory=list)
    events: list[Row] = field(default_factory=list)
    pending: list[Row] = field(default_factory=list)
    # None: the step says nothing about the stack; []: the stack is empty.
    stack: list[Row] | None = None
    life: list[tuple[str, str]] = field(default_factory=list)
    zones: list[tuple[str, list[tuple[str, str]]]] = field(default_factory=list)
    links: list[Row] = field(default_factory=list)


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
        return ", ".join(_join(v) for v in value)
    if isinstance(value, dict):
        return ", ".join(f"{k}: {_join(v)}" for k, v in value.items())
    return str(value)


_OBJECT_FIELDS = {"id", "name", "name_en", "power", "toughness", "colors", "card_types", "subtypes",
                  "supertypes", "abilities", "controller", "pt"}


def _extra(obj: dict[str, Any]) -> str:
    """The object's other fields, leaving out the defaults (empty, false, on the battlefield)."""
    shown = []
    for key, value in obj.items():
        if key in _OBJECT_FIELDS or value in (None, False, "", [], {}, 0):
            continue
        if (key == "zone" and value == "battlefield") or (key == "owner" and value == obj.get("controller")):
            continue
        shown.append(f"{key}: {_join(value)}")
    return "; ".join(shown)


def _object_row(obj: dict[str, Any]) -> ObjectRow:
    power, toughness = obj.get("power"), obj.get("toughness")
    pt = f"{power}/{toughness}" if power is not None or toughness is not None else ""
    types = " ".join(_join(obj.get(k)) for k in ("supertypes", "card_types") if obj.get(k))
    if obj.get("subtypes"):
        types += " — " + " ".join(str(s) for s in obj["subtypes"])
    extra = _extra(obj)
    return ObjectRow(
        id=str(obj.get("id", "")),
        name=str(obj.get("name", "")),
        name_en=str(obj.get("name_en", "") or ""),
        pt=pt,
        colors=_join(obj.get("colors")),
        types=types,
        abilities=_join(obj.get("abilities")),
        controller=str(obj.get("controller", "") or ""),
        extra=extra,
    )


def _rows(value: Any) -> list[Row]:
    """A list of records, each field joined to text (``targets: [a, b]`` → ``"a, b"``)."""
    if not isinstance(value, list):
        return []
    return [Row({str(k): _join(v) for k, v in item.items()}) for item in value if isinstance(item, dict)]


def _zones(value: Any) -> list[tuple[str, list[tuple[str, str]]]]:
    """``{player: {zone: [names]}}`` → rows per player, leaving out empty zones."""
    if not isinstance(value, dict):
        return []
    out = []
    for player, zones in value.items():
        if isinstance(zones, dict):
            shown = [(str(z), _join(v)) for z, v in zones.items() if not _is_empty(v)]
            out.append((str(player), shown))
    return out


def step_views(result: dict[str, Any], diagram_id: str) -> list[StepView]:
    out: list[StepView] = []
    for i, step in enumerate(result.get("steps") or []):
        if not isinstance(step, dict):
            continue
        trace = [t for t in step.get("trace") or [] if isinstance(t, dict)]
        deps = [d for d in step.get("dependencies") or [] if isinstance(d, dict)]
        out.append(
            StepView(
                label=str(step.get("label", f"step {i + 1}")),
                actions=[_join(a) for a in step.get("actions") or []],
                objects=[_object_row(o) for o in step.get("objects") or [] if isinstance(o, dict)],
                checks=[Row(c) for c in step.get("checks") or [] if isinstance(c, dict)],
                trace=[Row({k: _join(v) for k, v in t.items()}) for t in trace],
                dependencies=deps,
                diagram=dependency_svg(deps, trace, f"{diagram_id}-{i + 1}") if deps else Markup(""),
                other=[(str(k), _join(v)) for k, v in step.items() if k not in KNOWN_STEP_FIELDS and not _is_empty(v)],
                events=_rows(step.get("events")),
                pending=_rows(step.get("pending")),
                stack=_rows(step.get("stack")) if "stack" in step else None,
                life=[(str(k), _join(v)) for k, v in (step.get("life") or {}).items()]
                if isinstance(step.get("life"), dict) else [],
                zones=_zones(step.get("zones")),
                links=_rows(step.get("links")),
            )
        )
    return out


def dependency_svg(deps: list[dict[str, Any]], trace: list[dict[str, Any]], ident: str) -> Markup:
    """Effects as boxes in application order, an arc from each dependent effect to what it depends on."""
    order: list[str] = []
    for t in trace:
        eff = str(t.get("effect", ""))
        if eff and eff not in order:
            order.append(eff)
    for d in deps:
        for eff in (str(d.get("depends_on", "")), str(d.get("dependent", ""))):
            if eff and eff not in order:
                order.append(eff)
    desc = {str(t.get("effect", "")): str(t.get("description", "")) for t in trace}
    box_w, gap, top = 150, 30, 70
    width = len(order) * (box_w + gap) + gap
    height = top + 60
    x_of = {eff: gap + i * (box_w + gap) + box_w // 2 for i, eff in enumerate(order)}
    parts = [
        f'<svg class="cr-deps" role="img" viewBox="0 0 {width} {height}" width="{width}" height="{height}" '
        f'aria-labelledby="{escape(ident)}-title" xmlns="http://www.w3.org/2000/svg">',
        f'<title id="{escape(ident)}-title">依存関係 (dependencies)</title>',
    ]
    for eff in order:
        x = x_of[eff] - box_w // 2
        label = desc.get(eff, "")
        label = label if len(label) <= 16 else label[:15] + "…"
        parts.append(
            f'<g class="cr-dep-node"><rect x="{x}" y="{top}" width="{box_w}" height="44" rx="6"/>'
            f'<text x="{x_of[eff]}" y="{top + 18}" text-anchor="middle" class="cr-dep-id">{escape(eff)}</text>'
            f'<text x="{x_of[eff]}" y="{top + 36}" text-anchor="middle">{escape(label)}</text></g>'
        )
    for d in deps:
        a, b = str(d.get("dependent", "")), str(d.get("depends_on", ""))
        if a not in x_of or b not in x_of:
            continue
        x1, x2 = x_of[a], x_of[b]
        lift = 20 + min(40, abs(x1 - x2) // 6)
        parts.append(
            f'<g class="cr-dep-edge"><path d="M{x1},{top} C{x1},{top - lift} {x2},{top - lift} {x2},{top - 4}"/>'
            f'<polygon points="{x2 - 5},{top - 10} {x2 + 5},{top - 10} {x2},{top}"/>'
            f'<text x="{(x1 + x2) // 2}" y="{top - lift + 4}" text-anchor="middle">'
            f'{escape(a)} → {escape(b)} (第{escape(str(d.get("layer", "")))}種)</text></g>'
        )
    parts.append("</svg>")
    return Markup("".join(parts))
