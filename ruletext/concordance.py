"""The numbering concordance (``rules_src/concordance.yaml``) and the one function that maps
a rule number between numberings, :meth:`Concordance.renumber`.

Numberings are the columns of the concordance: ``before_2009`` (418.5a), ``m10`` (the Magic
2010 CR of 2009-07-11), ``old`` (the CR of 2009-10-01, which our CR 613 copy follows) and
``current`` (2020-04-17 to now). A source's ``numbering`` (``sources.yaml``) names its column
(:meth:`Concordance.column`). The engine and the scenarios cite today's rules; the site and
``build.py verify -v`` show each citation in the numbering of the page or example it belongs
to (:meth:`Concordance.renumber_text`).

Bad data raises :class:`ruletext.errors.MetadataError` (``file:line: message``).

>>> c = parse_concordance('''
... schema: concordance/1
... numberings: {old: "2009-10-01", current: "2020-04-17"}
... rules:
...   - {old: "613.3e", m10: "612.3e", current: "613.4d", change: renumbered}
...   - {old: "613.3c", current: "613.4c", change: renumbered}
...   - {old: "613.3d", current: "613.4c", change: merged}
... new:
...   - {current: "613.7c", parent_old: "613.6"}
... outside:
...   - {old: "706", current: "707", change: renumbered, basis: "x"}
... ''', "x.yaml")
>>> c.renumber("613.4d", "current", "old"), c.renumber("613.3e", "old", "m10")
('613.3e', '612.3e')
>>> c.renumber("613.4c", "current", "old")   # the counterpart, not the rule merged into it
'613.3c'
>>> c.renumber("613.7c", "current", "old") is None   # no counterpart: inserted later
True
>>> c.renumber_text("gets a new timestamp (613.4d); copy (706)", "current", "old")
'gets a new timestamp (613.3e); copy (706)'
>>> c.renumber_text("rule 706", "old", "current")
'rule 707'
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from .errors import MetadataError, said
from .schema import LIST, MAP, NONEMPTY, TEXT, TEXT_MAP, Schema
from .yamlfile import LineDict, LineList, load_yaml, read_text

CHANGES = ("unchanged", "renumbered", "merged", "split", "approximate", "new", "unverified")
COLUMNS = ("before_2009", "m10", "old", "current")  # oldest first


# A rule number as cited in text: 613, 613.7, 613.7e (not part of a longer number or a date).
CITATION_RE = re.compile(r"(?<![\d.\-/:])(\d{3}(?:\.\d{1,3}[a-z]?)?)(?![\d/])(?!\.\d)")


@dataclass(frozen=True)
class ConcordanceEntry:
    old: str  # number in the 2009-10-01 numbering (the CR 613 copy of 2009年12月23日)
    current: str  # number today
    change: str
    m10: str = ""  # number in the Magic 2010 CR (2009-07-11)
    before_2009: str = ""  # number before Magic 2010 ("418.5a (6a)": the rule, then the layer)
    note: str = ""
    note_ja: str = ""
    line: int = 0

    def number(self, column: str) -> str:
        """This rule's number in ``column``, without any annotation ("418.5a (6a)" → "418.5a")."""
        return str(getattr(self, column)).split(" ")[0]


@dataclass(frozen=True)
class NewRule:
    """A rule of today's CR with no counterpart in the 2009 numbering."""

    current: str
    parent_old: str = ""
    note: str = ""
    note_ja: str = ""
    line: int = 0


@dataclass(frozen=True)
class OutsideRef:
    """A rule cited by the corpus but outside it; ``current`` empty when not checked."""

    old: str
    current: str
    change: str
    note: str = ""
    note_ja: str = ""
    basis: str = ""
    line: int = 0


@dataclass
class Concordance:
    numberings: dict[str, str] = field(default_factory=dict)
    entries: list[ConcordanceEntry] = field(default_factory=list)
    new: list[NewRule] = field(default_factory=list)
    outside: list[OutsideRef] = field(default_factory=list)
    history: list[dict[str, str]] = field(default_factory=list)
    # numbering column → layer ("7d") → the rule that names it in that numbering (613.4d)
    layers: dict[str, dict[str, str]] = field(default_factory=dict)
    path: str = ""

    @property
    def by_old(self) -> dict[str, ConcordanceEntry]:
        return {e.old: e for e in self.entries}

    @property
    def by_current(self) -> dict[str, list[ConcordanceEntry]]:
        out: dict[str, list[ConcordanceEntry]] = {}
        for e in self.entries:
            out.setdefault(e.current, []).append(e)
        return out

    def column(self, numbering: str) -> str:
        """The column of a source's ``numbering``: ``old`` for "2009-10-01", ``current`` for
        "current" or any date from today's numbering on; "" when the concordance has none.

        >>> c = Concordance({"old": "2009-10-01", "current": "2020-04-17 –"})
        >>> c.column("2009-10-01"), c.column("2023-11-17"), c.column("current"), c.column("1999")
        ('old', 'current', 'current', '')
        """
        for col, label in self.numberings.items():
            if numbering == label:
                return col
        since = self.numberings.get("current", "").split(" ")[0]
        if numbering == "current" or (since and re.fullmatch(r"\d{4}-\d\d-\d\d", numbering) and numbering >= since):
            return "current"
        return ""

    def entries_for(self, number: str, column: str) -> list[ConcordanceEntry]:
        """The rules whose number in ``column`` is ``number`` (several when rules were merged:
        the counterpart first, the rules merged into it after)."""
        found = [e for e in self.entries if e.number(column) == number]
        return sorted(found, key=lambda e: e.change == "merged")

    def new_rule(self, number: str) -> NewRule | None:
        return next((n for n in self.new if n.current == number), None)

    def outside_ref(self, number: str) -> OutsideRef | None:
        return next((o for o in self.outside if o.old == number), None)

    def renumber(self, number: str, frm: str, to: str) -> str | None:
        """``number`` of numbering ``frm`` in numbering ``to`` (columns, :data:`COLUMNS`):
        the one mapping between numberings. None when the concordance knows no counterpart
        (a rule inserted later, or a number it does not list)."""
        if frm == to:
            return number
        found = self.entries_for(number, frm)
        if found:
            return found[0].number(to) or None
        if frm == "old" and to == "current":
            ref = self.outside_ref(number)
            return ref.current or None if ref else None
        if frm == "current" and to == "old":
            ref = next((o for o in self.outside if o.current == number), None)
            return ref.old if ref else None
        return None

    def renumber_text(self, text: str, frm: str, to: str) -> str:
        """Every rule citation in ``text`` mapped with :meth:`renumber`; a citation without a
        counterpart is left as it is."""
        if frm == to or not frm or not to:
            return text
        return CITATION_RE.sub(lambda m: self.renumber(m[1], frm, to) or m[1], text)


# The schemas of the file's parts (ruletext.schema): every key known, every value text.
_FILE = Schema("concordance.yaml", {"schema": TEXT, "numberings": TEXT_MAP, "history": LIST, "layers": MAP,
                                    "rules": LIST, "new": LIST, "outside": LIST}, required=("schema", "rules"), error=MetadataError)
_RULE = Schema("a rule", {"old": NONEMPTY, "current": NONEMPTY, "change": TEXT, "m10": TEXT, "before_2009": TEXT,
                          "note": TEXT, "note_ja": TEXT}, error=MetadataError)
_NEW = Schema("a new rule", {"current": NONEMPTY, "parent_old": TEXT, "note": TEXT, "note_ja": TEXT},
              error=MetadataError)
_OUTSIDE = Schema("an outside reference", {"old": NONEMPTY, "current": TEXT, "change": TEXT, "note": TEXT,
                                           "note_ja": TEXT, "basis": TEXT}, error=MetadataError)
_HISTORY = Schema("a history entry", {"in_force": TEXT, "rule": TEXT, "layers": TEXT, "sublayers": TEXT,
                                       "layers_ja": TEXT, "sublayers_ja": TEXT},
                  error=MetadataError)


def _items(data: LineDict, key: str, path: str, schema: Schema,
           needs: tuple[str, ...] = (), what: str = "") -> list[tuple[LineDict, int]]:
    """The mappings listed under ``key``, each checked against ``schema``; ``needs``: the keys
    each must have (``what`` names them in the message)."""
    out = []
    items = data.get(key) or LineList()
    for index, item in enumerate(items):
        line = items.item_lines[index]
        if isinstance(item, dict) and any(k not in item for k in needs):
            raise MetadataError(path, line, *said("file.needs_keys_or_empty" if key == "outside" else "file.needs_keys",
                                                  what=what, keys=" and ".join(repr(k) for k in needs)))
        out.append((schema.check(item, path, line), line))
    return out


# A rule number as the concordance gives it: 613, 613.7, 613.7e; before_2009 may add the layer
# after a space ("418.5a (6a)").
_NUMBER_RE = re.compile(r"\d{3}(?:\.\d{1,3}[a-z]?)?")


def _numbers(item: LineDict, path: str, keys: tuple[str, ...], may_be_empty: tuple[str, ...] = ()) -> None:
    """Each of ``keys`` that ``item`` gives is a rule number (``may_be_empty``: or '')."""
    for key in keys:
        if key not in item:
            continue
        value = str(item[key])
        number = value.split(" ", 1)[0] if key == "before_2009" else value
        if (value == "" and key in may_be_empty) or _NUMBER_RE.fullmatch(number):
            continue
        raise MetadataError(path, item.key_line(key), *said("file.not_rule_number", key=key, value=value))


# 613.1a–g (layers 1–7), 613.2a–b (1a, 1b; since 2020-04-17), the sublayers of 7 (7a–7d; 7a–7e up to 2020)
LAYERS = ("1", "1a", "1b", "2", "3", "4", "5", "6", "7", "7a", "7b", "7c", "7d", "7e")


def _layers(data: LineDict, path: str, numberings: dict[str, str]) -> dict[str, dict[str, str]]:
    """``layers``: for a numbering, each layer by the rule that names it (``7d: "613.4d"``)."""
    layers = data.get("layers") or LineDict()
    out: dict[str, dict[str, str]] = {}
    for column, table in layers.items():
        line = layers.key_line(column)
        if column not in numberings:
            raise MetadataError(path, line, *said("file.layer_numbering", column=column, known=", ".join(numberings)))
        if not isinstance(table, LineDict) or not TEXT_MAP.ok(table):
            raise MetadataError(path, line, *said("file.must_be", key=column, expected=TEXT_MAP.expected,
                                                  value=type(table).__name__))
        for layer in table:
            if str(layer) not in LAYERS:
                raise MetadataError(path, table.key_line(layer), *said("file.unknown_layer", column=column,
                                                                      layer=str(layer), known=", ".join(LAYERS)))
        _numbers(table, path, tuple(table))
        out[column] = {str(k): str(v) for k, v in table.items()}
    return out


def _change(item: LineDict, path: str) -> str:
    change = str(item.get("change", "renumbered"))
    if change not in CHANGES:
        raise MetadataError(path, item.key_line("change"), *said("file.unknown_change", change=change,
                                                                                known=list(CHANGES)))
    return change


def parse_concordance(text: str, path: str) -> Concordance:
    data = _FILE.check(load_yaml(text, path, MetadataError), path)
    if data["schema"] != "concordance/1":
        raise MetadataError(path, data.key_line("schema"), *said("file.schema", schema="concordance/1"))
    out = Concordance(numberings=dict(data.get("numberings") or {}), path=path)
    out.history = [dict(h) for h, _line in _items(data, "history", path, _HISTORY)]
    out.layers = _layers(data, path, out.numberings)
    seen: set[str] = set()
    for item, line in _items(data, "rules", path, _RULE, ("old", "current"), "rule"):
        _numbers(item, path, ("old", "current", "m10", "before_2009"))
        old = item["old"]
        if old in seen:
            raise MetadataError(path, line, *said("file.listed_twice", number=old))
        seen.add(old)
        out.entries.append(ConcordanceEntry(
            old=old, current=item["current"], change=_change(item, path),
            m10=item.get("m10", ""), before_2009=item.get("before_2009", ""),
            note=item.get("note", ""), note_ja=item.get("note_ja", ""), line=line))
    currents = {e.current for e in out.entries}
    for item, line in _items(data, "new", path, _NEW, ("current",), "new rule"):
        _numbers(item, path, ("current", "parent_old"))
        if item["current"] in currents:
            raise MetadataError(path, line, *said("file.counterpart", number=item["current"]))
        out.new.append(NewRule(item["current"], item.get("parent_old", ""), item.get("note", ""),
                               item.get("note_ja", ""), line))
    for item, line in _items(data, "outside", path, _OUTSIDE, ("old", "current"), "outside reference"):
        _numbers(item, path, ("old", "current"), may_be_empty=("current",))
        out.outside.append(OutsideRef(item["old"], item["current"], _change(item, path),
                                      item.get("note", ""), item.get("note_ja", ""),
                                      item.get("basis", ""), line))
    return out


def load_concordance(rules_src: Path) -> Concordance:
    """``rules_src/concordance.yaml``; an empty concordance when the file does not exist."""
    path = rules_src / "concordance.yaml"
    if not path.exists():
        return Concordance()
    shown = _display_path(path)
    return parse_concordance(read_text(path, shown), shown)


def _display_path(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path.cwd()))
    except ValueError:
        return str(path)
