"""The words the site generates for the reader, in Japanese: one table.

The verification report (docs/architecture.md) speaks the engine's vocabulary: zones,
colours, event kinds, expectation fields, the verbs of a scenario's actions, and the
ids a scenario gives its objects (``c1``, ``moon/printed:0``, ``t1``, ``s2``). A judge
reads Japanese and card names: every generated word on a page comes from :data:`WORDS`
and :data:`ACTIONS` below, and :class:`Names` turns the ids of one example into the
names of its cards. The ids themselves stay in ``data-*`` attributes and the JSON.

>>> ja("zone", "battlefield"), ja("event", "zone_change"), ja("color", "mauve")
('戦場', '領域の移動', 'mauve')
>>> names = Names({"c1": "灰色熊"})
>>> names.text("destroy c1")
'《灰色熊》を破壊する'
>>> names.event("c1: battlefield → graveyard")
'《灰色熊》: 戦場 → 墓地'
>>> names.value("pt", ["white", "black"], "colors")
'白、黒'
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from .text import Say
from .text.ja import WORDS as WORDS


def ja(table: str, key: str) -> str:
    """The Japanese word for ``key`` in ``table``; the key itself when the table has none."""
    return WORDS[table].get(key, key)


# The verbs of a scenario's actions (verify/scenario.py) → Japanese. ``{…}`` groups are ids
# or lists of ids (turned into card names); in ``{text}`` (a card's own text and what follows
# it) only the ids outside the card's text are replaced.
ACTIONS: list[tuple[str, str]] = [
    (r"enter together, timestamps in the order (?P<ids>.+) \(613\.7m\)",
     "{ids} が同時に戦場に出る（タイムスタンプはこの順、613.7m）"),
    (r"enter (?P<ids>.+)", "{ids}を置く（シナリオの初期配置）"),
    (r"attach (?P<a>\S+) to (?P<b>\S+)", "{a}を{b}につける"),
    (r"put (?P<n>\d+) (?P<kind>\S+) counter\(s\) on (?P<a>\S+)", "{a}に{kind}カウンターを{n}個置く"),
    (r"effect (?P<e>\S+) \(timestamp (?P<ts>\d+)\): (?P<text>.*)", "効果（タイムスタンプ {ts}）: {text}"),
    (r"activate (?P<a>\S+): effect (?P<e>\S+) \(timestamp (?P<ts>\d+)\)", "{a}の能力を起動（効果のタイムスタンプ {ts}）"),
    (r"activate (?P<a>\S+): (?P<s>\S+) on the stack: (?P<text>.*)", "{a}の能力を起動し、スタックに置く: {text}"),
    (r"effect (?P<e>\S+) ends", "効果が終わる"),
    (r"end of turn \(514\.2: 'until end of turn' effects end\)", "ターン終了（514.2：「ターン終了時まで」の効果が終わる）"),
    (r"move (?P<a>\S+) to (?P<zone>\S+) \(400\.7: a new object\)", "{a}を{zone}に移す（400.7：新しいオブジェクトになる）"),
    (r"destroy (?P<ids>.+)", "{ids}を破壊する"),
    (r"cast (?P<a>\S+): (?P<s>\S+) on the stack \(X = (?P<x>\d+)\)", "{a}をX={x}で唱える（スタックへ、107.3）"),
    (r"cast (?P<a>\S+): (?P<s>\S+) on the stack", "{a}を唱える（スタックへ）"),
    (r"(?P<p>[A-Z]) applies replacement effects in the order (?P<ids>.+) \(616\.1\)",
     "{p}は置換効果を{ids}の順に適用する（616.1）"),
    (r"(?P<p>[A-Z]) chooses not to apply the optional replacement effects of (?P<ids>.+) \(614\.1\)",
     "{p}は{ids}の任意の置換効果を適用しないことを選ぶ（614.1）"),
    (r"(?P<a>\S+): mana ability \(605\.3\) → no mana", "{a}のマナ能力（605.3）: マナは出ない"),
    (r"(?P<a>\S+): mana ability \(605\.3\) → (?P<mana>.+)", "{a}のマナ能力（605.3）: {mana}"),
    (r"state-based actions, then triggered abilities to the stack \(603\.3b\): none",
     "状態起因処理のあと、誘発型能力をスタックに置く（603.3b）: なし"),
    (r"state-based actions, then triggered abilities to the stack \(603\.3b\): (?P<items>.+)",
     "状態起因処理のあと、誘発型能力をスタックに置く（603.3b）: {items}"),
    (r"resolve the top of the stack: (?P<ids>.+?) \(choosing (?P<chosen>.+)\)",
     "スタックの一番上を解決: {ids}（{chosen}を選ぶ）"),
    (r"resolve the top of the stack: (?P<ids>.+)", "スタックの一番上を解決: {ids}"),
    (r"resolve the top of the stack: ", "スタックの一番上を解決"),
    (r"combat damage dealt simultaneously: (?P<pairs>.+)", "戦闘ダメージを同時に与える: {pairs}"),
    (r"damage dealt simultaneously: (?P<pairs>.+)", "ダメージを同時に与える: {pairs}"),
    (r"declare attackers \(508\.1\): (?P<ids>.+) attack (?P<p>\S+); 508\.3a: attack triggers",
     "攻撃クリーチャー指定（508.1）: {ids}が{p}を攻撃（508.3a：攻撃時の誘発）"),
    (r"(?P<p>\S+) ventures into the dungeon \(701\.46\): (?P<room>.+) of (?P<a>\S+)",
     "{p}がダンジョンを探索する（701.46）: {a}の{room}"),
    (r"(?P<a>\S+) is turned face up \(708\.8\).*", "{a}が表向きになる（708.8：自身の特性に戻る。「表向きになったとき」の誘発）"),
    (r"the (?P<step>\S+) step begins", "{step}ステップの開始"),
    (r"state-based actions \(704\.3\): none", "状態起因処理（704.3）: なし"),
    (r"state-based actions \(704\.3\): (?P<items>.+)", "状態起因処理（704.3）: {items}"),
    (r"(?P<a>.+?) resolves: (?P<text>.+) → destroyed nothing", "{a}が解決される: {text} → 破壊されるものなし"),
    (r"(?P<a>.+?) resolves: (?P<text>.+) → destroyed (?P<ids>.+)", "{a}が解決される: {text} → {ids}が破壊される"),
    (r"(?P<a>.+?) resolves: effect (?P<e>\S+) \(timestamp (?P<ts>\d+)\): (?P<text>.*)",
     "{a}が解決される（効果のタイムスタンプ {ts}）: {text}"),
]
# The events of a step's log (engine/events.py texts) → Japanese, the same way.
EVENTS: list[tuple[str, str]] = [
    (r"(?P<n>\d+) (?P<kind>\S+) counters? put on (?P<a>\S+)", "{a}に{kind}カウンターが{n}個置かれる（122.6）"),
    (r"(?P<p>[A-Z]) wins the game \((?P<why>.*)\)", "{p}がゲームに勝利する（{why}）"),
    (r"(?P<p>[A-Z]) loses the game \((?P<why>.*)\)", "{p}がゲームに敗北する（{why}）"),
    (r"(?P<p>[A-Z])'s life total becomes (?P<n>\d+) \(119\.5: (?P<how>gains|loses) (?P<m>\d+) life\)",
     "{p}のライフの総量が{n}点になる（119.5: {m}点の{how}）"),
    (r"delayed ability created \(603\.7\): (?P<text>.*)", "遅延誘発型能力ができる（603.7）: {text}"),
    (r"(?P<t>t\d+): delayed ability triggers \(603\.7\): (?P<text>.*)", "遅延誘発型能力が誘発する（603.7）: {text}"),
    (r"(?P<p>[A-Z]) sacrifices (?P<ids>.+) \(701\.17a\)", "{p}が{ids}を生け贄に捧げる（701.17a）"),
    (r"(?P<s>s\d+) can't sacrifice (?P<a>\S+): (?P<text>.*) \(101\.2, effect (?P<e>\S+) of (?P<b>\S+)\)",
     "{s}は{a}を生け贄に捧げさせられない: {b}の「{text}」（101.2）"),
    (r"(?P<s>s\d+) can't exile (?P<a>\S+): (?P<text>.*) \(101\.2, effect (?P<e>\S+) of (?P<b>\S+)\)",
     "{s}は{a}を追放できない: {b}の「{text}」（101.2）"),
    (r"(?P<a>\S+) becomes tapped", "{a}がタップ状態になる"),
    (r"(?P<a>\S+) becomes untapped", "{a}がアンタップ状態になる"),
    (r"(?P<a>\S+) enters the battlefield", "{a}が戦場に出る"),
    (r"(?P<a>\S+): (?P<zone>\w+) → (?P<zone2>\w+)", "{a}: {zone} → {zone2}"),
    (r"(?P<p>\S+) casts (?P<a>\S+)", "{p}が{a}を唱える"),
    (r"(?P<t>t\d+): (?P<a>\S+)'s ability triggers an additional time \(603\.2d\) on event #(?P<n>\d+): (?P<text>.*)",
     "{a}の能力が追加で誘発する（603.2d、イベント #{n}）: {text}"),
    (r"(?P<t>t\d+): (?P<a>\S+)'s ability triggers on event #(?P<n>\d+): (?P<text>.*)",
     "{a}の能力が誘発する（イベント #{n}）: {text}"),
    (r"(?P<a>\S+)'s ability does not trigger on event #(?P<n>\d+): (?P<text>.*)",
     "{a}の能力は誘発しない（イベント #{n}）: {text}"),
    (r"(?P<t>t\d+) \((?P<a>\S+)'s ability\) triggered", "{a}の能力が誘発した"),
    (r"(?P<s>s\d+) \((?P<t>t\d+)\) put on the stack by (?P<p>\S+): (?P<text>.*?)(?: → targets (?P<targets>.+))?",
     "{p}が{t}をスタックに置く{targets}: {text}"),
    (r"(?P<s>s\d+) resolves: (?P<text>.*)", "{s}が解決される: {text}"),
    (r"(?P<s>s\d+): a copy of (?P<s2>s\d+) is put on the stack by (?P<p>\S+) \(707\.10; not cast or activated\): "
     r"(?P<text>.*?)(?: → targets (?P<targets>.+))?",
     "{p}が{s2}のコピーをスタックに置く（707.10、唱えても起動してもいない）{targets}: {text}"),
    (r"(?P<s>s\d+): (?P<a>\S+)'s ability is activated: (?P<text>.*?)(?: → targets (?P<targets>.+))?",
     "{a}の能力を起動する{targets}: {text}"),
    (r"(?P<p>[A-Z]) does not pay (?P<mana>\{[^:]*\}): (?P<s>s\d+) is countered \(701\.5a\): (?P<text>.*)",
     "{p}は{mana}を支払わない: {s}は打ち消される（701.5a）: {text}"),
    (r"(?P<p>[A-Z]) pays (?P<mana>\{[^:]*\}): (?P<s>s\d+) is not countered", "{p}が{mana}を支払う: {s}は打ち消されない"),
    (r"(?P<p>[A-Z]) copies (?P<s>\S+) \((?P<a>\S+), 707\.12\)", "{p}が{s}をコピーする（707.12）"),
    (r"(?P<p>[A-Z]) copies (?P<s>s\d+) \((?P<a>\S+)\) as (?P<s2>s\d+) — not cast \(707\.10\)",
     "{p}が{s}（{a}）をコピーする — 唱えてはいない（707.10）"),
    (r"(?P<p>[A-Z]) discovers (?P<n>\d+): exiled (?P<a>\S+)", "{p}が発見{n}を行う: {a}を追放"),
    (r"(?P<a>\S+) ceases to exist \(704\.5e\)", "{a}は消滅する（704.5e）"),
    (r"(?P<a>\S+) becomes a copy of (?P<b>\S+) \(707\)", "{a}は{b}のコピーになる（707）"),
    (r"(?P<a>\S+) transforms", "{a}が変身する"),
    (r"(?P<a>\S+) is not that permanent any more: it does not transform \(701\.28\)",
     "{a}はもうそのパーマネントではない: 変身しない（701.28）"),
    (r"(?P<a>\S+) is no longer the object that went to the graveyard \(400\.7\): it is not returned",
     "{a}は墓地に置かれたオブジェクトではなくなった（400.7）: 戻らない"),
    (r"(?P<a>\S+) is gone: it cannot be sacrificed, so nothing more happens", "{a}はもうない: 生け贄に捧げられないので、それ以上は何も起こらない"),
    (r"(?P<s>s\d+) does nothing: (?P<text>.*) is false on resolution \(603\.4\)",
     "{s}は何もしない: 解決時に「{text}」が偽（603.4）"),
    (r"(?P<s>s\d+): already done this turn — nothing happens", "{s}: このターンすでに行った — 何も起こらない"),
    (r"(?P<s>s\d+): (?P<p>[A-Z]) chooses not to copy (?P<s2>s\d+) \(603\.5\)", "{s}: {p}は{s2}をコピーしないことを選ぶ（603.5）"),
    (r"(?P<a>\S+): the chosen color is undefined for this ability \(607\.5a\): no mana",
     "{a}: この能力にとって選ばれた色は未定義（607.5a）: マナは出ない"),
    (r"(?P<p>[A-Z]) ventures into the dungeon: the marker moves into (?P<room>\S+) \((?P<a>\S+), room (?P<n>\d+) of (?P<m>\d+)\)",
     "{p}がダンジョンを探索する: マーカーが{a}の{room}に移る（{m}部屋中{n}部屋目）"),
    (r"(?P<m>\d+) → (?P<n>\d+) (?P<kind>\S+) counter\(s\) on (?P<a>\S+) \((?P<b>\S+): (?P<text>.*)\)",
     "{a}の{kind}カウンター: {m} → {n}（{b}: {text}）"),
    (r"(?P<a>\S+): '(?P<text>.*)' does not trigger: (?P<why>.*)", "{a}: 「{text}」は誘発しない: {why}"),
    (r"(?P<a>\S+): '(?P<text>.*)' (?P<why>.*)", "{a}: 「{text}」 {why}"),
    (r"(?P<p>\S+) gains (?P<n>\d+) life", "{p}は{n}点のライフを得る"),
    (r"(?P<p>\S+) loses (?P<n>\d+) life", "{p}は{n}点のライフを失う"),
    (r"(?P<a>\S+) deals (?P<n>\d+) combat damage to (?P<b>\S+)", "{a}が{b}に{n}点の戦闘ダメージを与える"),
    (r"(?P<a>\S+) deals (?P<n>\d+) damage to (?P<b>\S+)", "{a}が{b}に{n}点のダメージを与える"),
    (r"(?P<a>\S+) has lethal damage \(704\.5g\)", "{a}は致死ダメージを負っている（704.5g）"),
    (r"(?P<a>\S+): (?P<p>[A-Z]) controls two or more legendary permanents named (?P<name>.+) and keeps (?P<b>\S+) "
     r"\(704\.5j\)", "{p}は同じ名前の伝説のパーマネントを2つ以上コントロールしている: {b}を残し、{a}は墓地に置かれる（704.5j）"),
    (r"(?P<a>\S+) has toughness 0 \(704\.5f\)", "{a}はタフネスが0（704.5f）"),
    (r"(?P<a>\S+) attacks (?P<p>\S+)", "{a}が{p}を攻撃する"),
    (r"(?P<p>\S+) draws a card", "{p}がカードを1枚引く"),
    (r"(?P<p>\S+) scries (?P<n>\d+)", "{p}が占術{n}を行う"),
    (r"(?P<a>\S+) is turned face up", "{a}が表向きになる"),
    (r"(?P<p>[A-Z]) adds (?P<mana>\S+)", "{p}が{mana}を加える"),
    (r"(?P<p>[A-Z]) pays (?P<mana>\{[^:]*\})", "{p}が{mana}を支払う"),
    (r"(?P<step>upkeep|draw|main|end|combat)", "{step}ステップ"),
    (r"(?P<a>\S+) is regenerated: tapped, all damage removed, removed from combat \(701\.19a\)",
     "{a}は再生する: タップされ、すべてのダメージが取り除かれ、戦闘から取り除かれる（701.19a）"),
    (r"(?P<a>\S+): (?P<text>.*) — (?P<p>[A-Z]) chooses not to apply it \(optional, 608\.2d\)",
     "{a}の置換効果「{text}」: {p}は適用しないことを選ぶ（任意、608.2d）"),
    (r"(?P<a>\S+): (?P<text>.*) — a shield on (?P<ids>.+) this turn \((?P<why>[^()]*)\)",
     "{a}: {text} — このターン、{ids}に対する盾ができる（{why}）"),
    (r"(?P<a>\S+): (?P<text>.*) — (?P<before>.*) → (?P<after>.*) \((?P<r>\d+\.\w+), chosen by (?P<p>[A-Z])\)",
     "{a}の置換効果「{text}」: {before} → {after}（{r}、{p}が選んだ順）"),
    (r"(?P<a>\S+): (?P<text>.*) — (?P<before>.*) → (?P<after>.*) \((?P<r>\d+\.\w+), timestamp order\)",
     "{a}の置換効果「{text}」: {before} → {after}（{r}、選択がないのでタイムスタンプ順）"),
    (r"(?P<a>\S+): (?P<text>.*) — (?P<before>.*) → (?P<after>.*) \((?P<r>\d+\.\w+), used up\)",
     "{a}の置換効果「{text}」: {before} → {after}（{r}、盾は使われてなくなる）"),
    (r"(?P<a>\S+): (?P<text>.*) — (?P<before>.*) → (?P<after>.*) \((?P<why>[^()]*)\)",
     "{a}の置換効果「{text}」: {before} → {after}（{why}）"),
]


def _any_numbering(rx: str, tpl: str) -> tuple[re.Pattern[str], str]:
    """The rule numbers a pattern cites match any number, and the Japanese cites the one found:
    on a 2009 page the report's lines cite 2009 numbers (SiteData renumbers them)."""
    numbers: list[str] = []

    def group(m: re.Match[str]) -> str:
        numbers.append(m.group(0).replace("\\", ""))
        return rf"(?P<r{len(numbers)}>\d{{3}}\.\d+[a-z]?)"

    rx = re.sub(r"\d{3}\\\.\d+[a-z]?", group, rx)
    for i, number in enumerate(numbers, 1):
        tpl = tpl.replace(number, "{r" + str(i) + "}")
    return re.compile(rx + r"\Z", re.S), tpl


_ACTIONS = [_any_numbering(rx, tpl) for rx, tpl in ACTIONS]
_EVENTS = [_any_numbering(rx, tpl) for rx, tpl in EVENTS]
# Groups that hold a card's own text or a number: shown as they are.
_VERBATIM = {"ts", "n", "m", "kind", "mana", "e", "r1", "r2", "r3", "room"}
STEP_WORDS = {"upkeep": "アップキープ", "draw": "ドロー", "main": "メイン", "end": "終了", "combat": "戦闘"}

_ID_BEFORE, _ID_AFTER = r"(?<![\w\-/:.{])", r"(?![\w\-/}]|:\S)"
_STACK_ID, _TRIGGER_ID = re.compile(r"s\d+"), re.compile(r"t\d+")


# Records that say what a stack item or trigger is (engine/records.py): kind → what it is
# called after the object that made it ("" for the object itself).
_ITEM_OF = {"trigger.triggers": "の誘発型能力", "trigger.triggers_again": "の誘発型能力",
            "trigger.triggered": "の誘発型能力", "trigger.state": "の誘発型能力",
            "action.cast_spell": "", "action.cast_spell_x": "", "stack.activated": "の起動型能力",
            "action.activate_stack": "の起動型能力"}


def _items_named(record: Mapping[str, Any], objects: Mapping[str, str], others: dict[str, str]) -> None:
    """The names of the stack items and triggers a record makes (``s1`` from ``t1``)."""
    args = record.get("args") or {}
    item = (args.get("item") or {}).get("item") if isinstance(args.get("item"), dict) else None
    if not item:
        return
    kind = str(record.get("kind", ""))
    if kind in _ITEM_OF:
        oid = str((args.get("object") or {}).get("object", ""))
        others.setdefault(str(item), f"《{objects.get(oid, oid)}》{_ITEM_OF[kind]}")
    elif kind == "stack.put":
        trigger = str((args.get("trigger") or {}).get("item", ""))
        if trigger in others:
            others.setdefault(str(item), others[trigger])


class Names:
    """The ids of one example's objects, stack items and triggers, as the reader names them."""

    def __init__(self, objects: Mapping[str, str], others: Mapping[str, str] | None = None,
                 protected: Iterable[str] = (), card_names: Mapping[str, str] | None = None) -> None:
        self.objects = {k: v for k, v in objects.items() if k}
        # English card names → Japanese (the trace's layer 1 values name the cards in English)
        self.card_names = dict(card_names or {})
        self.others = {k: v for k, v in (others or {}).items() if k}
        # Card texts quoted inside generated lines: never rewritten (an id may be an English word).
        self.protected = sorted({p for p in protected if len(p) > 3}, key=lambda p: (-len(p), p))  # longest first
        # effect ids that are plain words ("red", "switch") are not looked for in running text
        ids = sorted([*self.objects, *(k for k in self.others if re.search(r"[\d/:]", k))], key=len, reverse=True)
        alts = [re.escape(i) for i in ids] + [r"[st]\d+"]
        self._re = re.compile(_ID_BEFORE + "(?:" + "|".join(alts) + ")" + _ID_AFTER)

    @classmethod
    def of_result(cls, result: Mapping[str, Any]) -> Names:
        """Names from every step of a report entry: objects, stack items, pending triggers."""
        objects: dict[str, str] = {}
        others: dict[str, str] = {}
        protected: list[str] = []
        card_names: dict[str, str] = {}
        for step in result.get("steps") or []:
            if not isinstance(step, dict):
                continue
            for o in step.get("objects") or []:
                if isinstance(o, dict) and o.get("id"):
                    if o.get("name") or str(o["id"]) not in objects:
                        objects[str(o["id"])] = str(o.get("name") or ("裏向きのパーマネント" if o.get("face_down")
                                                                      else "名前のないオブジェクト"))
                    protected += [str(a) for a in o.get("abilities") or []]
                    if o.get("name_en") and o.get("name"):
                        card_names.setdefault(str(o["name_en"]), str(o["name"]))
            for zones in (step.get("zones") or {}).values():
                for entries in (zones or {}).values() if isinstance(zones, dict) else []:
                    for entry in entries or []:
                        if isinstance(entry, dict) and entry.get("id") and entry.get("name"):
                            objects.setdefault(str(entry["id"]), str(entry["name"]))
        for step in result.get("steps") or []:
            if not isinstance(step, dict):
                continue
            for t in step.get("pending") or []:
                if isinstance(t, dict) and t.get("id"):
                    src = objects.get(str(t.get("source", "")), str(t.get("source", "")))
                    others.setdefault(str(t["id"]), f"《{src}》の誘発型能力")
                    protected.append(str(t.get("text", "")))
            for s in step.get("stack") or []:
                if isinstance(s, dict) and s.get("id"):
                    src = objects.get(str(s.get("source", "")), str(s.get("source", "")))
                    kind = ja("stack_kind", str(s.get("kind", "")))
                    others.setdefault(str(s["id"]), f"《{src}》の{kind}" if src else kind)
                    protected.append(str(s.get("text", "")))
            for t in step.get("trace") or []:
                if isinstance(t, dict):
                    protected.append(str(t.get("description", "")))
                    eff = str(t.get("effect", ""))
                    others.setdefault(eff, effect_name(eff, str(t.get("source_name") or ""),
                                                       str(t.get("description", "")), objects))
            # stack items and triggers named in the log or the actions only
            records = [e.get("record") for e in step.get("events") or [] if isinstance(e, dict)]
            records += list(step.get("actions") or [])
            for record in records:
                if isinstance(record, dict):
                    _items_named(record, objects, others)
        return cls(objects, others, protected, card_names)

    def name(self, oid: Any) -> str:
        """《カード名》 for an object id; a stack item or trigger by what it is; else the value."""
        key = str(oid)
        if key in self.objects:
            return f"《{self.objects[key]}》"
        if key in self.others:
            return self.others[key]
        if _STACK_ID.fullmatch(key):
            return "スタック上の呪文・能力"
        if _TRIGGER_ID.fullmatch(key):
            return "誘発した能力"
        return key

    def ids(self, text: str) -> str:
        """Every id in a generated line replaced by its name (card texts in it left alone)."""
        if not text:
            return text
        keep: dict[str, str] = {}
        for i, p in enumerate(self.protected):
            if p in text:
                mark = f"\x00{i}\x00"
                keep[mark] = p
                text = text.replace(p, mark)
        text = self._re.sub(lambda m: self.name(m.group(0)), text)
        for mark, p in keep.items():
            text = text.replace(mark, p)
        return text

    def say(self, record: Mapping[str, Any]) -> str:
        """A record (engine/records.py) in Japanese, ids as names (:mod:`sitegen.text`)."""
        return Say("ja", name=self.name)(record)

    def text(self, action: str) -> str:
        """An action line of a step in Japanese (the table :data:`ACTIONS`), ids as names."""
        return self._words(action, _ACTIONS)

    def event(self, text: str) -> str:
        """A line of the event log in Japanese (the table :data:`EVENTS`), ids as names."""
        return self._words(text, _EVENTS)

    def note(self, text: str) -> str:
        """A note on a layer-trace row in Japanese (the table :data:`NOTES`), ids as names."""
        return self._words(text, _NOTES)

    def characteristics(self, layer: str, text: str) -> str:
        """A before or after value of the layer trace in words (:func:`characteristics`)."""
        return characteristics(layer, text, self.card_names, self.protected)

    def _words(self, action: str, table: list[tuple[re.Pattern[str], str]]) -> str:
        for rx, tpl in table:
            m = rx.match(action)
            if m:
                groups = {k: (v if k in _VERBATIM else self._group(k, v)) if v is not None else ""
                          for k, v in m.groupdict().items()}
                return tpl.format(**groups)
        return self.ids(action)

    def _group(self, key: str, value: str) -> str:
        if key in ("zone", "zone2"):
            return ja("zone", value)
        if key == "step":
            return STEP_WORDS.get(value, value)
        if key == "targets":
            return "（対象: " + "、".join(self.ids(v.strip()) for v in value.split(", ")) + "）"
        return "、".join(self.ids(v.strip()) for v in value.split(", ")) if key in ("ids", "items") else self.ids(value)

    def value(self, fld: str, value: Any, hint: str = "") -> str:
        """An expected or computed value in words: colours, zones, names, lists joined."""
        kind = hint or fld
        if value is None:
            return WORDS["ui"]["none"]
        if isinstance(value, bool):
            return ja("bool", str(value))
        if isinstance(value, dict):
            return "、".join(f"{k}×{v}" for k, v in value.items()) or WORDS["ui"]["none"]
        if isinstance(value, list | tuple):
            if not value:
                return WORDS["ui"]["none"]
            return "、".join(self.value(fld, v, hint) for v in value)
        text = str(value)
        if kind == "colors":
            return ja("color", text)
        if kind in ("card_types", "types"):
            return ja("type", text)
        if kind == "supertypes":
            return ja("supertype", text)
        if kind == "subtypes":
            return ja("subtype", text)
        if kind in ("zone", "kinds"):
            return ja("zone", text) if kind == "zone" else ja("stack_kind", text)
        if kind in ("abilities", "has_abilities", "lacks_abilities"):
            return keyword(text)
        if kind in ("sources", "exiled_by", "entered_with", "targets", "ids", "destroys", "controller", "owner"):
            return self.name(text)
        if text == "":
            return WORDS["ui"]["empty"]
        return text


def keyword(text: str) -> str:
    """A keyword ability in Japanese (``Protection from blue`` → プロテクション（青））; other text as is.

    >>> keyword("Flying"), keyword("Morph {2}{W}{W}"), keyword("Protection from creatures")
    ('飛行', '変異{2}{W}{W}', 'プロテクション（クリーチャー）')
    """
    if text in WORDS["keyword"]:
        return WORDS["keyword"][text]
    m = re.fullmatch(r"(\w+) ((?:\{[^}]*\})+|\d+)", text)
    if m and m.group(1) in WORDS["keyword_with"]:
        return WORDS["keyword_with"][m.group(1)] + m.group(2)
    m = re.fullmatch(r"Protection from (\w+)", text)
    if m:
        what = m.group(1)
        return f"プロテクション（{WORDS['color'].get(what, WORDS['type'].get(what.rstrip('s'), what))}）"
    return text


def effect_name(effect_id: str, source_name: str, description: str, objects: Mapping[str, str]) -> str:
    """How the reader names an effect: the card it comes from and what it is, never its id.

    >>> effect_name("moon/printed:0", "血染めの月", "Nonbasic lands are Mountains.", {})
    '《血染めの月》の能力'
    >>> effect_name("bear/counters+1/+1", "", "", {"bear": "灰色熊"})
    '《灰色熊》の+1/+1カウンター'
    >>> effect_name("plus01", "", "Target creature gets +0/+1.", {})
    '効果「Target creature gets +0/+1.」'
    """
    owner, _, what = effect_id.partition("/")
    src = source_name or (objects.get(owner, "") if what else "")
    if not src:
        return f"効果「{description}」" if description else "効果"
    if what.startswith("counters"):
        return f"《{src}》の{what[len('counters'):]}カウンター"
    if what == "face-down":
        return f"《{src}》が裏向きであること（708.2）"
    if what == "as-enters":
        return f"《{src}》が戦場に出るに際しての選択"
    if what.startswith("copy:"):
        return f"《{src}》のコピー効果（706）"
    if what.startswith("printed") or not what:
        return f"《{src}》の能力"
    return f"《{src}》の効果"


# -- the values of the layer trace -------------------------------------------------------
# The engine writes what an effect changed as a line of text per layer (engine/evaluate.py,
# ``_render``): the name, type line and P/T (1a, 1b), the controller (2), the abilities (3, 6),
# the type line with the abilities when an effect sets both (4), the colours (5), the P/T (7).
# The site shows them in Japanese; card texts stay as they are, quoted.

_NONE = {"(none)": "なし", "(no abilities)": "能力なし", "no abilities": "能力なし", "(no types)": "タイプなし",
         "(no name)": "名前なし", "colorless": "無色", "-": "-"}


def _subtypes(words: list[str]) -> list[str]:
    """Subtypes of a type line, a subtype of two words (``Time Lord``) kept whole."""
    out: list[str] = []
    i = 0
    while i < len(words):
        pair = " ".join(words[i:i + 2])
        if i + 1 < len(words) and pair in WORDS["subtype"]:
            out.append(pair)
            i += 2
        else:
            out.append(words[i])
            i += 1
    return out


def type_line(text: str) -> str:
    """An engine type line (``Legendary Land — Mountain``) as a Japanese card prints it.

    >>> type_line("Legendary Land — Mountain")
    '伝説の土地 — 山'
    >>> type_line("Artifact Creature — Shapeshifter Elf")
    'アーティファクト・クリーチャー — 多相の戦士・エルフ'
    >>> type_line("Basic Land — Island"), type_line("(no types)")
    ('基本土地 — 島', 'タイプなし')
    """
    if text in _NONE:
        return _NONE[text]
    left, _, right = text.partition(" — ")
    supertypes, types = [], []
    for w in left.split():
        if w.lower() in WORDS["supertype"]:
            supertypes.append(WORDS["supertype"][w.lower()])
        else:
            types.append(ja("type", w.lower()) if w.lower() in WORDS["type"] else w)
    out = "".join(supertypes) + "・".join(types)
    if right:
        out += " — " + "・".join(ja("subtype", s) for s in _subtypes(right.split()))
    return out


def _split_abilities(text: str, known: Iterable[str]) -> list[str]:
    """The engine's ``; ``-joined ability texts, one by one: the card texts the example knows
    are matched whole (a text may hold a ``;``); otherwise a text ends at a full stop, a
    quote or a keyword."""
    texts = sorted({k for k in known if k}, key=len, reverse=True)
    out: list[str] = []
    i = 0
    while i < len(text):
        for k in texts:
            end = i + len(k)
            if text.startswith(k, i) and (end == len(text) or text.startswith("; ", end)):
                out.append(k)
                i = end + 2
                break
        else:
            j = text.find("; ", i)
            while j != -1 and text[j - 1] not in ".\")" and keyword(text[i:j]) == text[i:j]:
                j = text.find("; ", j + 2)
            if j == -1:
                out.append(text[i:])
                break
            out.append(text[i:j])
            i = j + 2
    return out


def abilities(text: str, known: Iterable[str] = ()) -> str:
    """The abilities of a trace value: keywords in Japanese, other card text quoted as it is.

    >>> abilities("Flying; Whenever Exalted Angel deals damage, you gain that much life.; Morph {2}{W}{W}")
    '飛行、「Whenever Exalted Angel deals damage, you gain that much life.」、変異{2}{W}{W}'
    >>> abilities("Do this; then that.; Haste", known=["Do this; then that."])
    '「Do this; then that.」、速攻'
    >>> abilities("(no abilities)")
    '能力なし'
    """
    if text in _NONE:
        return _NONE[text]
    shown = []
    for a in _split_abilities(text, known):
        word = keyword(a)
        shown.append(word if word != a else f"「{a}」")
    return "、".join(shown)


def characteristics(layer: str, text: str, card_names: Mapping[str, str] | None = None,
                    known: Iterable[str] = ()) -> str:
    """A before or after value of the layer trace, in words, by what its layer changes.

    ``card_names``: English card names → Japanese; ``known``: the example's ability texts.

    >>> characteristics("4", "Legendary Land — Mountain [{T}: Add {R}.]")
    '伝説の土地 — 山［「{T}: Add {R}.」］'
    >>> characteristics("1a", "Grizzly Bears, Creature — Bear, 2/2", {"Grizzly Bears": "灰色熊"})
    '《灰色熊》、クリーチャー — 熊、2/2'
    >>> characteristics("5", "white, blue"), characteristics("7c", "3/3"), characteristics("6", "Trample")
    ('白、青', '3/3', 'トランプル')
    >>> characteristics("rules", ""), characteristics("rules", "Creatures can't block.")
    ('—', "「Creatures can't block.」")
    """
    if not text:
        return "—" if layer == "rules" else text
    if layer in ("1a", "1b"):
        parts = text.rsplit(", ", 2)
        if len(parts) != 3:
            return text
        name, line, pt = parts
        shown = _NONE["(no name)"] if name == "(no name)" else f"《{(card_names or {}).get(name, name)}》"
        return f"{shown}、{type_line(line)}、{pt}"
    if layer in ("3", "6"):
        return abilities(text, known)
    if layer == "4":
        m = re.fullmatch(r"(.*?) \[(.*)\]", text, re.S)
        if m:
            return f"{type_line(m.group(1))}［{abilities(m.group(2), known)}］"
        return type_line(text)
    if layer == "5":
        return _NONE.get(text) or "、".join(ja("color", c) for c in text.split(", "))
    if layer == "rules":  # an effect on the game rules (613.11): its card text
        return f"「{text}」"
    if text in _NONE:
        return _NONE[text]
    if layer == "players":  # abilities players have (613.10)
        return abilities(text.replace(", ", "; "), known)
    return text


# Notes the engine writes on a trace row (engine/evaluate.py).
NOTES: list[tuple[str, str]] = [
    (r"does not exist: its source no longer has the ability \(613\.8a\)",
     "存在しない：発生源がもうこの能力を持っていない（613.8a）"),
    (r"before (?P<ids>.+), which depend\(s\) on it \(613\.8b\)",
     "{ids}より先に適用される（そちらがこの効果に依存する、613.8b）"),
]
_NOTES = [_any_numbering(rx, tpl) for rx, tpl in NOTES]


# Notes on an exiled-with record (verify/scenario.py, 607.2a): which ability exiled the card,
# the group of abilities it belongs to, and whether a linked ability can find the card.
LINK_NOTES: list[tuple[str, str]] = [
    (r"(?P<a>\S+) exiled by (?P<b>\S+)'s ability \((?P<group>.+?)\); (?P<rest>.+)", "{b}の能力が{a}を追放した（{group}）。{rest}"),
]
_LINK_GROUPS: list[tuple[str, str]] = [
    (r"printed on the object", "印刷されている能力"),
    (r"copied from (?P<a>\S+)", "{a}のコピーとして得た能力"),
    (r"granted by effect ?(?P<e>\S*) together with the other abilities of (?P<a>\S+)", "{a}の能力とともに効果で得た能力"),
    (r"granted by effect ?(?P<e>\S*)", "効果で得た能力"),
]
_LINK_FINDS: list[tuple[str, str]] = [
    (r"its linked ability of the same group can find it \((?P<r1>\d{3}\.\d+[a-z]?)\)",
     "同じまとまりの関連している能力はそれを見つけられる（{r1}）"),
    (r"no ability is linked to this one \((?P<r1>\d{3}\.\d+[a-z]?)\)", "これと関連している能力はない（{r1}）"),
    (r"it has left exile \((?P<r1>\d{3}\.\d+[a-z]?)\)", "それは追放領域を離れている（{r1}）"),
]


def link_note(text: str, names: Names) -> str:
    """An exiled-with record's note in Japanese, ids as names (the parts it does not know: ids only).

    >>> link_note("c2 exiled by golem's ability (printed on the object); no ability is linked to this one (607.5)",
    ...           Names({"c2": "熊", "golem": "鏡のゴーレム"}))
    '《鏡のゴーレム》の能力が《熊》を追放した（印刷されている能力）。これと関連している能力はない（607.5）'
    """
    m = re.fullmatch(LINK_NOTES[0][0], text, re.S)
    if not m:
        return names.ids(text)

    def words(part: str, table: list[tuple[str, str]]) -> str:
        for rx, tpl in table:
            g = re.fullmatch(rx, part.strip())
            if g:
                return tpl.format(**{k: (v if k.startswith("r") else names.name(v)) for k, v in g.groupdict().items()})
        return names.ids(part)

    rest = "。".join(words(p, _LINK_FINDS) for p in m.group("rest").split("; "))
    return LINK_NOTES[0][1].format(a=names.name(m.group("a")), b=names.name(m.group("b")),
                                   group=words(m.group("group"), _LINK_GROUPS), rest=rest)


def bilingual_note(text: str) -> str:
    """A note the verification writes in Japanese, then ``" — "`` and English for tools: the Japanese.

    >>> bilingual_note("2009年10月の総合ルールの種類別で実行 — run with the layers of the CR of 2009-10-01")
    '2009年10月の総合ルールの種類別で実行'
    """
    head, sep, tail = text.partition(" — ")
    return head if sep and re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", head) and not re.search(
        r"[\u3040-\u30ff\u4e00-\u9fff]", tail) else text
