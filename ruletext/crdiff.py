"""What changed between two versions of the CR: rules added, removed, changed (the changed
words marked) and moved (renumbered: found by text similarity, with the score and the old and
new number); each rule's history across versions; the numbering concordance computed this way.

Rules are matched top-down, parent before child: sections by number, then within each pair
of matched parents their children, greedily by similarity (the same text first, then the
best score; on a tie the same number, then the nearer place). A child whose parent found no
counterpart is looked for among all the unmatched rules of its level. An old rule left over
whose words are mostly inside a matched new sibling was *merged* into it (613.3d, the
counters of layer 7d, into 613.4c since 2020).

>>> from ruletext.official import OfficialCR, OfficialRule as R
>>> def cr(version, *rules):
...     return OfficialCR("x", "en", version, version, "t", (), (), tuple(R(n, t, 1) for n, t in rules), (), ())
>>> old = cr("2001-01-01", ("6", "Spells"), ("613", "Layers"), ("613.1", "Copy effects are applied first."),
...          ("613.2", "Then control-changing effects are applied."), ("613.3", "Gone soon."))
>>> new = cr("2002-01-01", ("6", "Spells"), ("613", "Layers"), ("613.1", "A new rule about merged permanents."),
...          ("613.2", "Copy effects are applied first."), ("613.3", "Then control effects are applied."))
>>> d = diff(old, new)
>>> [(m.old, m.new, m.score) for m in d.moved]
[('613.1', '613.2', 1.0), ('613.2', '613.3', 0.86)]
>>> d.added, d.removed, [c.new for c in d.changed]
(('613.1',), ('613.3',), ['613.3'])
>>> marked(d.changed[0].words)
'Then [-control-changing-] {+control+} effects are applied.'
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from difflib import SequenceMatcher
from functools import cached_property

from .concordance import Concordance
from .official import OfficialCR, OfficialRule, compare_key

# A pair of rules at another number is a move only from this score on; at the same number,
# from _SAME_NUMBER on (a rule rewritten in place is changed, not removed and added).
MOVE_SCORE = 0.5
_SAME_NUMBER = 0.3
# An old rule left between two matched siblings matches a new rule left between their
# counterparts from this score on.
GAP_SCORE = 0.5
# A rule leaves its parent's counterpart for another rule of the same three-digit rule only
# with nearly the same words.
LEAVE_SCORE = 0.8

_TOKEN = re.compile(r"[A-Za-z0-9]+|[^\sA-Za-z0-9]")


def tokens(text: str) -> list[str]:
    """Words of English, characters of Japanese, each punctuation mark.

    >>> tokens("Layer 7d: 第7d種")
    ['Layer', '7d', ':', '第', '7d', '種']
    """
    return _TOKEN.findall(compare_key(text))


@dataclass(frozen=True)
class Change:
    """A rule whose text (or examples) differs between the two versions (``old_text``,
    ``new_text``); ``words``: the new text's words as ``(op, text)`` runs, op ``=`` kept, ``-``
    removed, ``+`` added."""

    old: str
    new: str
    old_text: str
    new_text: str
    examples_changed: bool = False

    @cached_property
    def words(self) -> tuple[tuple[str, str], ...]:
        """Found when first read: the matching, a concordance and a history need none of them
        (word_diff was half of a diff of 2009-10-01 and 2026-01-16, 1.3 of 2.45 s, for 826 rules)."""
        if compare_key(self.old_text) == compare_key(self.new_text):
            return (("=", self.new_text),)
        return word_diff(self.old_text, self.new_text)


@dataclass(frozen=True)
class Move:
    """A rule renumbered: its old and new number and the similarity of the two texts (0–1)."""

    old: str
    new: str
    score: float
    merged: bool = False


@dataclass(frozen=True)
class CRDiff:
    old_version: str
    new_version: str
    added: tuple[str, ...]
    removed: tuple[str, ...]
    changed: tuple[Change, ...]
    moved: tuple[Move, ...]
    # old number → new number of every matched rule (moved or not); merged rules included.
    matches: dict[str, str] = field(default_factory=dict)
    merged: dict[str, str] = field(default_factory=dict)

    def counts(self) -> dict[str, int]:
        return {"added": len(self.added), "removed": len(self.removed), "changed": len(self.changed),
                "moved": len(self.moved)}


def _text(rule: OfficialRule) -> str:
    return compare_key(rule.text)


def _examples(rule: OfficialRule) -> tuple[str, ...]:
    return tuple(compare_key(e.text) for e in rule.examples)


class _Side:
    """One version's rules with what matching needs: tokens (made once), children by parent."""

    def __init__(self, cr: OfficialCR) -> None:
        self.rules = cr.by_number
        self.order = {n: i for i, n in enumerate(self.rules)}
        self.keys = {n: _text(r) for n, r in self.rules.items()}
        self._tokens: dict[str, list[str]] = {}
        self._bags: dict[str, Counter[str]] = {}
        self.children: dict[str | None, list[str]] = {}
        for n, r in self.rules.items():
            self.children.setdefault(_parent(r), []).append(n)

    def tokens(self, number: str) -> list[str]:
        got = self._tokens.get(number)
        if got is None:
            got = self._tokens[number] = _TOKEN.findall(self.keys[number])
        return got

    def bag(self, number: str) -> Counter[str]:
        got = self._bags.get(number)
        if got is None:
            got = self._bags[number] = Counter(self.tokens(number))
        return got

    def similarity(self, number: str, other: _Side, other_number: str) -> float:
        """The Dice coefficient of the two rules' words (as multisets), two decimals."""
        a, b = self.bag(number), other.bag(other_number)
        total = a.total() + b.total()
        return round(2 * (a & b).total() / total, 2) if total else 1.0

    def overlap(self, number: str, other: _Side, other_number: str) -> float:
        """The share of the shorter rule's words found in the other (the overlap coefficient)."""
        a, b = self.bag(number), other.bag(other_number)
        least = min(a.total(), b.total())
        return round((a & b).total() / least, 2) if least else 0.0


def _parent(rule: OfficialRule) -> str | None:
    n = rule.number
    if rule.level == "section":
        return None
    if rule.level == "rule":
        return n[0]
    if rule.level == "subrule":
        return n.split(".")[0]
    return n[:-1]


def _pair(old: _Side, new: _Side, olds: list[str], news: list[str], taken: set[str],
          matches: dict[str, str], scores: dict[str, float], floor_moved: float = 0.0, gaps: bool = True) -> None:
    """Match ``olds`` to ``news``: greedily by similarity (equal texts first), then each old rule
    left between two matched siblings to the best new rule left between their counterparts."""
    free_new = [n for n in news if n not in taken]
    free_old = [o for o in olds if o not in matches]
    if not free_new or not free_old:
        return
    candidates: list[tuple[float, bool, int, str, str]] = []
    for o in free_old:
        for n in free_new:
            floor = _SAME_NUMBER if o == n else floor_moved or MOVE_SCORE
            score = 1.0 if old.keys[o] == new.keys[n] else old.similarity(o, new, n)
            if score >= floor:
                candidates.append((score, o == n, -abs(old.order[o] - new.order[n]), o, n))
    candidates.sort(reverse=True)
    for score, _same, _dist, o, n in candidates:
        if o in matches or n in taken:
            continue
        matches[o], scores[o] = n, score
        taken.add(n)
    if not gaps:
        return
    # The gaps: 613.6c (2009), between 613.6b → 613.7b and 613.6d → 613.7e, is today's 613.7c or
    # 613.7d: the one whose words are most inside the other's (613.7d, a shorter rule).
    place = {n: i for i, n in enumerate(news)}
    for i, o in enumerate(olds):
        if o in matches:
            continue
        before = next((place[matches[p]] for p in reversed(olds[:i]) if matches.get(p) in place), -1)
        after = next((place[matches[p]] for p in olds[i + 1 :] if matches.get(p) in place), len(news))
        gap = [n for n in news[before + 1 : after] if n not in taken]
        best = max(((old.overlap(o, new, n), n) for n in gap), default=None)
        if best and best[0] >= GAP_SCORE:
            matches[o], scores[o] = best[1], best[0]
            taken.add(best[1])


def diff(old_cr: OfficialCR, new_cr: OfficialCR) -> CRDiff:
    """The rules added, removed, changed and moved from ``old_cr`` to ``new_cr``."""
    old, new = _Side(old_cr), _Side(new_cr)
    matches: dict[str, str] = {}
    scores: dict[str, float] = {}
    taken: set[str] = set()
    # Sections by number; every other level within matched parents, then among the rest.
    for level in ("section", "rule", "subrule", "letter"):
        at_level = [n for n, r in old.rules.items() if r.level == level]
        if level == "section":
            for n in at_level:
                if n in new.rules:
                    matches[n], scores[n] = n, old.similarity(n, new, n)
                    taken.add(n)
            continue
        parents = dict.fromkeys(_parent(old.rules[n]) for n in at_level)
        for p in parents:
            if p in matches:
                _pair(old, new, old.children.get(p, []), new.children.get(matches[p], []), taken, matches, scores)
        rest_old = [n for n in at_level if n not in matches]
        rest_new = [n for n, r in new.rules.items() if r.level == level and n not in taken]
        if rest_old and rest_new:
            _group_rest(old, new, rest_old, rest_new, taken, matches, scores)
    merged = _merged(old, new, matches)
    added = tuple(n for n in new.rules if n not in taken)
    removed = tuple(o for o in old.rules if o not in matches and o not in merged)
    changed: list[Change] = []
    moved: list[Move] = []
    for o, n in matches.items():
        a, b = old.rules[o], new.rules[n]
        if o != n:
            moved.append(Move(o, n, scores[o]))
        text_changed = old.keys[o] != new.keys[n]
        ex_changed = _examples(a) != _examples(b)
        if text_changed or ex_changed:
            changed.append(Change(o, n, a.text, b.text, ex_changed))
    for o, n in merged.items():
        moved.append(Move(o, n, old.overlap(o, new, n), merged=True))
    order = new.order
    moved.sort(key=lambda m: (order[m.new], m.old))
    changed.sort(key=lambda c: order[c.new])
    return CRDiff(old_cr.version, new_cr.version, added, removed, tuple(changed), tuple(moved),
                  {**matches, **merged}, merged)


def _group_rest(old: _Side, new: _Side, rest_old: list[str], rest_new: list[str], taken: set[str],
                matches: dict[str, str], scores: dict[str, float]) -> None:
    """Rules left over: those whose parent has no counterpart are looked for within the same
    three-digit rule, then the same section; a rule that left its matched parent only with
    nearly the same words (LEAVE_SCORE)."""
    orphans = [o for o in rest_old if _parent(old.rules[o]) not in matches]
    for width in (3, 1):
        groups_old: dict[str, list[str]] = {}
        groups_new: dict[str, list[str]] = {}
        for o in orphans:
            if o not in matches:
                groups_old.setdefault(_scope(o, width, matches), []).append(o)
        for n in rest_new:
            if n not in taken:
                groups_new.setdefault(n[:width], []).append(n)
        for scope, olds in groups_old.items():
            if scope in groups_new:
                _pair(old, new, olds, groups_new[scope], taken, matches, scores, gaps=False)
    movers = [o for o in rest_old if o not in matches]
    by_rule: dict[str, list[str]] = {}
    for n in rest_new:
        if n not in taken:
            by_rule.setdefault(n.split(".")[0], []).append(n)
    for o in movers:
        scope = _scope(o, 3, matches)
        _pair(old, new, [o], by_rule.get(scope, []), taken, matches, scores, LEAVE_SCORE, gaps=False)


def _scope(number: str, width: int, matches: dict[str, str]) -> str:
    """The three-digit rule (or the section) an old rule is looked for in, in the new numbering."""
    rule = number.split(".")[0]
    return matches.get(rule, rule)[:width]


def _merged(old: _Side, new: _Side, matches: dict[str, str]) -> dict[str, str]:
    """Old rules left over whose words went into the counterpart of a neighbour (the sibling
    before or after): the words that counterpart gained over its old self are mostly (and at
    least two of them) the old rule's; of the two neighbours, the one with the larger share."""
    out: dict[str, str] = {}
    for parent, olds in old.children.items():
        if parent is not None and parent not in matches:
            continue
        for i, o in enumerate(olds):
            if o in matches or old.rules[o].level in ("section", "rule"):
                continue
            mine = old.bag(o)
            best: tuple[float, int, str] | None = None
            for p in (olds[i - 1] if i else None, olds[i + 1] if i + 1 < len(olds) else None):
                if p is None or p not in matches:
                    continue
                gained = new.bag(matches[p]) - old.bag(p)
                hit = (gained & mine).total()
                share = hit / max(gained.total(), 1)
                if hit >= 2 and share >= 0.5 and (best is None or (share, hit) > best[:2]):
                    best = (share, hit, matches[p])
            if best:
                out[o] = best[2]
    return out


def word_diff(old: str, new: str) -> tuple[tuple[str, str], ...]:
    """The words of ``new`` against ``old`` as runs ``(op, text)``: ``=`` kept, ``-`` removed,
    ``+`` added (the runs join to the text, removed runs left out).

    >>> word_diff("the active player chooses", "each player chooses")
    (('-', 'the active'), ('+', 'each'), ('=', ' player chooses'))
    """
    a = re.findall(r"\s+|[^\s]+", old)
    b = re.findall(r"\s+|[^\s]+", new)
    sm = SequenceMatcher(None, [compare_key(x) or " " for x in a], [compare_key(x) or " " for x in b],
                         autojunk=False)
    out: list[tuple[str, str]] = []
    for op, i1, i2, j1, j2 in sm.get_opcodes():
        if op == "equal":
            _add(out, "=", "".join(b[j1:j2]))
        else:
            _add(out, "-", "".join(a[i1:i2]).strip())
            _add(out, "+", "".join(b[j1:j2]).strip())
    return tuple(out)


def _add(out: list[tuple[str, str]], op: str, text: str) -> None:
    if not text:
        return
    if out and out[-1][0] == op:
        out[-1] = (op, out[-1][1] + text)
    else:
        out.append((op, text))


def marked(words: Iterable[tuple[str, str]]) -> str:
    """Runs in the plain form of ``git diff --word-diff``: ``[-removed-]`` ``{+added+}``."""
    parts = []
    for op, text in words:
        parts.append(text if op == "=" else f"[-{text}-]" if op == "-" else f"{{+{text}+}}")
    return _join(parts)


def _join(parts: list[str]) -> str:
    out = ""
    for p in parts:
        if out and not out[-1].isspace() and not p[:1].isspace():
            out += " "
        out += p
    return out


# --- history ----------------------------------------------------------------------


@dataclass(frozen=True)
class Event:
    """A step in a rule's history: ``created``, ``changed``, ``moved`` (from ``old``) or
    ``removed``, in ``version``."""

    version: str
    kind: str
    number: str
    old: str = ""


@dataclass
class History:
    """Every rule's history across versions (oldest first), by lineage: a rule keeps its
    lineage while it is matched from one version to the next."""

    versions: tuple[str, ...]
    events: dict[int, list[Event]] = field(default_factory=dict)
    # (version, number) → lineage
    lineage: dict[tuple[str, str], int] = field(default_factory=dict)
    diffs: tuple[CRDiff, ...] = ()
    _numbers: dict[tuple[str, int], str] | None = None

    def of(self, version: str, number: str) -> list[Event]:
        """The history of rule ``number`` as numbered in ``version``."""
        key = self.lineage.get((version, number))
        return [] if key is None else self.events[key]

    def counterpart(self, version: str, number: str, other: str) -> str | None:
        """The number in version ``other`` of rule ``number`` of ``version`` (None: not there)."""
        key = self.lineage.get((version, number))
        if key is None:
            return None
        if self._numbers is None:
            self._numbers = {(v, k): n for (v, n), k in self.lineage.items()}
        return self._numbers.get((other, key))


def history(crs: Sequence[OfficialCR]) -> History:
    """The histories of the rules of ``crs`` (one language, oldest first) from consecutive diffs.

    >>> from ruletext.official import OfficialCR, OfficialRule as R
    >>> def cr(v, *rules):
    ...     return OfficialCR("x", "en", v, v, "t", (), (), tuple(R(n, t, 1) for n, t in rules), (), ())
    >>> h = history([cr("1", ("6", "S"), ("601", "Casting spells")),
    ...              cr("2", ("6", "S"), ("601", "A new rule"), ("602", "Casting spells")),
    ...              cr("3", ("6", "S"), ("601", "A new rule."), ("602", "Casting spells"))])
    >>> [(e.version, e.kind, e.old) for e in h.of("3", "602")]
    [('1', 'created', ''), ('2', 'moved', '601')]
    >>> [(e.version, e.kind) for e in h.of("3", "601")]
    [('2', 'created'), ('3', 'changed')]
    >>> h.counterpart("3", "602", "1"), h.counterpart("3", "601", "1")
    ('601', None)
    """
    crs = sorted(crs, key=lambda c: c.effective)
    out = History(tuple(c.version for c in crs))
    if not crs:
        return out
    next_id = 0
    for number in crs[0].by_number:
        out.lineage[(crs[0].version, number)] = next_id
        out.events[next_id] = [Event(crs[0].version, "created", number)]
        next_id += 1
    diffs = []
    for a, b in zip(crs, crs[1:], strict=False):
        d = diff(a, b)
        diffs.append(d)
        changed = {c.new for c in d.changed}
        for o, n in d.matches.items():
            key = out.lineage[(a.version, o)]
            if (b.version, n) in out.lineage:  # merged into a rule that has its own lineage
                out.events[key].append(Event(b.version, "moved", n, o))
                continue
            out.lineage[(b.version, n)] = key
            if o != n:
                out.events[key].append(Event(b.version, "moved", n, o))
            if n in changed:
                out.events[key].append(Event(b.version, "changed", n))
        for n in d.added:
            out.lineage[(b.version, n)] = next_id
            out.events[next_id] = [Event(b.version, "created", n)]
            next_id += 1
        for o in d.removed:
            out.events[out.lineage[(a.version, o)]].append(Event(b.version, "removed", o))
    out.diffs = tuple(diffs)
    return out


# --- the numbering concordance ---------------------------------------------------------


def concordance(old_cr: OfficialCR, new_cr: OfficialCR, prefix: str = "") -> dict[str, tuple[str, str]]:
    """Each rule of ``old_cr`` (under ``prefix``) → (its number in ``new_cr``, how): ``unchanged``,
    ``renumbered``, ``merged`` or ``removed`` (number ``""``)."""
    d = diff(old_cr, new_cr)
    out: dict[str, tuple[str, str]] = {}
    for o in old_cr.by_number:
        if prefix and not (o == prefix or o.startswith(prefix + ".")):
            continue
        if o in d.merged:
            out[o] = (d.merged[o], "merged")
        elif o in d.matches:
            n = d.matches[o]
            out[o] = (n, "unchanged" if n == o else "renumbered")
        else:
            out[o] = ("", "removed")
    return out


def check_concordance(hand: Concordance, crs: Sequence[OfficialCR]) -> list[str]:
    """Where the hand-written concordance (``rules_src/concordance.yaml``) disagrees with the one
    computed from the English files among ``crs`` that carry its numberings (``m10`` → ``old``,
    ``old`` → ``current``: the newest file from ``current``'s date on), as ``file:line: message``.
    A pair of numberings without both files is not checked."""
    english = sorted((c for c in crs if c.language == "en"), key=lambda c: c.effective)
    by_version = {c.version: c for c in english}
    since = hand.numberings.get("current", "").split(" ")[0]
    files = {col: by_version.get(hand.numberings.get(col, "")) for col in ("m10", "old")}
    files["current"] = next((c for c in reversed(english) if since and c.effective >= since), None)
    out: list[str] = []
    for frm, to in (("m10", "old"), ("old", "current")):
        a, b = files[frm], files[to]
        if a is None or b is None or a is b:
            continue
        d = diff(a, b)
        for entry in hand.entries:
            number, expected = entry.number(frm), entry.number(to)
            if not number or not expected:
                continue
            got = d.matches.get(number)
            if got != expected:
                how = f"{got}" if got else "no counterpart"
                out.append(f"{hand.path}:{entry.line}: {frm} {number} → {to} {expected} here, {how} computed "
                           f"from the files of {a.version} and {b.version}")
        if to == "current":
            inverse = {n: o for o, n in d.matches.items()}
            for new in hand.new:
                if new.current in inverse and inverse[new.current] not in d.merged:
                    out.append(f"{hand.path}:{new.line}: {new.current} is listed as new (no 2009 counterpart), "
                               f"computed as the counterpart of {a.version} {inverse[new.current]}")
    return out
