"""The words the site generates for the reader, in Japanese, and the names of one example's objects.

The verification report (docs/architecture.md) speaks the engine's vocabulary: zones,
colours, expectation fields, records (``{"kind", "args"}``, engine/records.py) and the ids
a scenario gives its objects (``c1``, ``moon/printed:0``, ``t1``, ``s2``). A judge reads
Japanese and card names: every generated word comes from the text table
(``sitegen/text/ja.py``), records are rendered by :mod:`sitegen.text`, and :class:`Names`
turns the ids of one example into the names of its cards. The ids themselves stay in
``data-*`` attributes and the JSON. Nothing here reads text the engine wrote.

>>> ja("zone", "battlefield"), ja("event", "zone_change"), ja("color", "mauve")
('戦場', '領域の移動', 'mauve')
>>> names = Names({"c1": "灰色熊"})
>>> names.say({"kind": "action.destroy", "args": {"objects": [{"object": "c1", "incarnation": 0}]}})
'《灰色熊》を破壊する'
>>> names.value("pt", ["white", "black"], "colors")
'白、黒'
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from .text import Say
from .text.ja import WORDS as WORDS


def ja(table: str, key: str) -> str:
    """The Japanese word for ``key`` in ``table``; the key itself when the table has none."""
    return WORDS[table].get(key, key)


# Records that say what a stack item or trigger is (engine/records.py): kind → what it is
# called after the object that made it ("" for the object itself).
_ITEM_OF = {"trigger.triggers": "trigger", "trigger.triggers_again": "trigger",
            "trigger.triggered": "trigger", "trigger.state": "trigger",
            "action.cast_spell": "", "action.cast_spell_x": "", "stack.activated": "ability",
            "action.activate_stack": "ability"}


def _of(src: str, stack_kind: str) -> str:
    """《src》's spell or ability of that kind (the text table's stack_kind), or 《src》 itself."""
    name = f"《{src}》"
    return WORDS["ui"]["of"].format(who=name, what=WORDS["stack_kind"][stack_kind]) if stack_kind else name


def _items_named(record: Mapping[str, Any], objects: Mapping[str, str], others: dict[str, str]) -> None:
    """The names of the stack items and triggers a record makes (``s1`` from ``t1``)."""
    args = record.get("args") or {}
    item = (args.get("item") or {}).get("item") if isinstance(args.get("item"), dict) else None
    if not item:
        return
    kind = str(record.get("kind", ""))
    if kind in _ITEM_OF:
        oid = str((args.get("object") or {}).get("object", ""))
        others.setdefault(str(item), _of(_own(objects.get(oid, oid)), _ITEM_OF[kind]))
    elif kind == "stack.put":
        trigger = str((args.get("trigger") or {}).get("item", ""))
        if trigger in others:
            others.setdefault(str(item), others[trigger])


_COPY_MARK = "\x00"  # between a copy's own card name and the name it has now (object_name)


def object_name(obj: Mapping[str, Any]) -> str:
    """The name the reader knows an object of a step by: its card's name (Japanese first); a
    token with no card by its types (111.4: ``エルフ・戦士・トークン``); a copy of another object
    (613.2, layer 1: only a copy effect or being face down changes a name) by its own card
    with what it is a copy of (:func:`shown_name`).

    >>> shown_name(object_name({"name": "灰色熊", "card": "クローン"}))
    '《クローン》（《灰色熊》のコピー）'
    >>> shown_name(object_name({"name": "Elf Warrior", "token": True, "subtypes": ["Elf", "Warrior"]}))
    '《エルフ・戦士・トークン》'
    """
    name = str(obj.get("name") or "")
    if obj.get("face_down"):
        return name or WORDS["ui"]["face_down"]
    if not name:
        return WORDS["ui"]["no_name"]
    subtypes = [str(s) for s in obj.get("subtypes") or []]
    if obj.get("token") and subtypes and name == " ".join(subtypes):  # 111.4: named by its subtypes
        return "・".join([*(ja("subtype", s) for s in subtypes), WORDS["ui"]["token"]])
    card = str(obj.get("card") or "")
    return f"{card}{_COPY_MARK}{name}" if card and card != name else name


def shown_name(name: str) -> str:
    """《name》, or for a copy 《own card》（《name》のコピー）."""
    own, mark, now = name.partition(_COPY_MARK)
    return str(WORDS["ui"]["copy_of"]).format(own=own, now=now) if mark else f"《{name}》"


def _own(name: str) -> str:
    """A copy's own card name (:func:`object_name`); any other name as it is."""
    return name.partition(_COPY_MARK)[0]


def _numbered(key: str, letter: str) -> bool:
    """``s12`` for ``s``: an id the engine numbers (stack items ``s``, triggers ``t``)."""
    return len(key) > 1 and key[0] == letter and key[1:].isdigit()


def _changed_texts(entry: Mapping[str, Any], texts: dict[str, str]) -> None:
    """612.2: the Japanese of the abilities a text-changing effect rewrote — each one's text
    before (its ``text_ja``) with the Japanese of every word it swapped (the trace's ``swaps``)
    put in place; the abilities before and after are the change's typed values, in order.

    >>> texts = {"Destroy all Islands.": "すべての島を破壊する。"}
    >>> _changed_texts({"swaps": [["Island", "Forest"]], "changes": [{"values": {
    ...     "before": {"abilities": ["Destroy all Islands."]}, "after": {"abilities": ["Destroy all Forests."]}}}]}, texts)
    >>> texts["Destroy all Forests."]
    'すべての森を破壊する。'
    """
    swaps = [(str(w[0]), str(w[1])) for w in entry.get("swaps") or [] if isinstance(w, list) and len(w) == 2]
    for change in entry.get("changes") or [] if swaps else []:
        values = change.get("values") if isinstance(change, dict) else None
        if not isinstance(values, dict):
            continue
        before, after = (values.get(k, {}).get("abilities") or [] for k in ("before", "after"))
        for was, now in zip(before, after, strict=False):
            if now != was and now not in texts and isinstance(japanese := texts.get(str(was)), str):
                for old, new in swaps:  # a land type (205.3i) or a color word (105.1)
                    japanese = japanese.replace(_changeable_ja(old), _changeable_ja(new))
                texts[str(now)] = japanese


def _changeable_ja(word: str) -> str:
    """A word 612.2 changes, in Japanese: a land type, or a color word."""
    return WORDS["subtype"].get(word) or WORDS["color"].get(word.lower(), word)


class Names:
    """The ids of one example's objects, stack items and triggers, as the reader names them."""

    def __init__(self, objects: Mapping[str, str], others: Mapping[str, str] | None = None,
                 card_names: Mapping[str, str] | None = None, texts: Mapping[str, str] | None = None,
                 keywords: Mapping[str, Any] | None = None) -> None:
        self.objects = {k: v for k, v in objects.items() if k}
        # English card names → Japanese (the trace's layer 1 values name the cards in English)
        self.card_names = dict(card_names or {})
        self.others = {k: v for k, v in (others or {}).items() if k}
        # the cards' English texts → their Japanese (the report's ``texts``, from text_ja), and
        # the abilities the engine writes itself (the text table's ``ability_text``)
        self.texts = {**WORDS["ability_text"], **(texts or {})}
        # each keyword ability's text → its record (the report's ``keywords``: engine.abilities.Keyword.says)
        self.keywords = dict(keywords or {})
        self._say = Say("ja", name=self.name, text=self.text)

    @classmethod
    def of_result(cls, result: Mapping[str, Any]) -> Names:
        """Names from every step of a report entry: objects, stack items, pending triggers."""
        objects: dict[str, str] = {}
        others: dict[str, str] = {}
        card_names: dict[str, str] = {}
        got = result.get("texts")
        texts: dict[str, str] = dict(got) if isinstance(got, dict) else {}
        for step in result.get("steps") or []:
            if not isinstance(step, dict):
                continue
            for o in step.get("objects") or []:
                if isinstance(o, dict) and o.get("id"):
                    if o.get("name") or str(o["id"]) not in objects:
                        objects[str(o["id"])] = object_name(o)
                    if o.get("name_en") and o.get("name"):
                        card_names.setdefault(str(o["name_en"]), str(o["name"]))
                    if o.get("card_en") and o.get("card"):  # the card's own name (a copy's, before it copied)
                        card_names.setdefault(str(o["card_en"]), str(o["card"]))
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
                    src = _own(objects.get(str(t.get("source", "")), str(t.get("source", ""))))
                    others.setdefault(str(t["id"]), _of(src, "trigger"))
            for s in step.get("stack") or []:
                if isinstance(s, dict) and s.get("id"):
                    src = _own(objects.get(str(s.get("source", "")), str(s.get("source", ""))))
                    kind = str(s.get("kind", ""))
                    others.setdefault(str(s["id"]), _of(src, kind) if src and kind in WORDS["stack_kind"]
                                      else ja("stack_kind", kind))
            for t in step.get("trace") or []:
                if isinstance(t, dict):
                    _changed_texts(t, texts)
                    eff = str(t.get("effect", ""))
                    said = Say("ja", name=lambda x: x)(t["says"]) if isinstance(t.get("says"), dict) else ""
                    description = str(t.get("description", ""))
                    others.setdefault(eff, effect_name(t, texts.get(description, description), objects, said))
            # stack items and triggers named in the log or the actions only
            records = [e.get("record") for e in step.get("events") or [] if isinstance(e, dict)]
            records += list(step.get("actions") or [])
            for record in records:
                if isinstance(record, dict):
                    _items_named(record, objects, others)
        got = result.get("keywords")
        return cls(objects, others, card_names, texts, got if isinstance(got, dict) else None)

    def text(self, text: str) -> str:
        """A card's text (or an ability's) in Japanese, from its ``text_ja``; as written when it has none.

        >>> Names({}, texts={"Destroy all creatures.": "クリーチャーをすべて破壊する。"}).text("Destroy all creatures.")
        'クリーチャーをすべて破壊する。'
        """
        if text in self.texts:
            return self.texts[text]
        if text in self.card_names:  # a permanent spell on the stack: its text is its card's name (608.3)
            return self.card_names[text]
        return keyword(text, self.keywords)  # a keyword ability's own text (a replacement named by it: 702.89a)

    def name(self, oid: Any) -> str:
        """《カード名》 for an object id (a copy: 《クローン》（《灰色熊》のコピー）); a stack item
        or trigger by what it is; else the value."""
        key = str(oid)
        if key in self.objects:
            return shown_name(self.objects[key])
        if key in self.others:
            return self.others[key]
        if _numbered(key, "s"):
            return WORDS["ui"]["stack_item"]
        if _numbered(key, "t"):
            return WORDS["ui"]["trigger_item"]
        return key

    def say(self, record: Mapping[str, Any]) -> str:
        """A record (engine/records.py) in Japanese, ids as names (:mod:`sitegen.text`)."""
        return self._say(record)

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
        if kind == "type_line":  # as a case writes it (205): read by the vocabulary's own type-line reader
            return _type_line_words(text)
        if kind in ("zone", "kinds"):
            return ja("zone", text) if kind == "zone" else ja("stack_kind", text)
        if kind in ("abilities", "has_abilities", "lacks_abilities"):
            word = keyword(text, self.keywords)
            return word if word != text else quoted(self.text(text))
        if kind in ("texts", "text", "rules"):
            return quoted(self.text(text))
        if kind in ("name", "name_en"):
            return f"《{text}》" if text else WORDS["ui"]["none"]
        if kind in ("sources", "exiled_by", "attached_to", "entered_with", "blocking", "can_block", "targets", "ids", "destroys", "controller", "owner"):
            return self.name(text)
        if kind == "attacking" and text:
            return self.name(text)  # 508.1b: a player, or a planeswalker by its card
        if text == "":
            return WORDS["ui"]["empty"]
        return text


def quoted(text: Any) -> str:
    """A card's own text as the reader sees it: quoted, as written (「…」); nothing for none."""
    return str(WORDS["quote"]["text"]).format(text) if text else ""


def keyword(text: str, keywords: Mapping[str, Any]) -> str:
    """A keyword ability in Japanese from its record (``keywords``: the report's, each keyword
    ability's text → :meth:`engine.abilities.Keyword.says`); an ability with none, or a keyword
    the text table does not name, as it is.

    >>> from engine.keywords import Keyword
    >>> kws = {k: Keyword(k).says().to_json() for k in ("Flying", "Morph {2}{W}{W}", "Protection from creatures",
    ...                                                  "Ward 2", "Enchant creature")}
    >>> [keyword(k, kws) for k in kws]
    ['飛行', '変異{2}{W}{W}', 'プロテクション（クリーチャー）', '護法2', 'エンチャント（クリーチャー）']
    """
    record = keywords.get(text)
    if not isinstance(record, dict):
        return text
    words = [v["key"] for v in (record.get("args") or {}).values() if isinstance(v, dict) and "key" in v]
    return _SAY(record) if all(w in WORDS["key"] for w in words) else text


_SAY = Say("ja")


def effect_name(row: Mapping[str, Any], description: str, objects: Mapping[str, str], said: str = "") -> str:
    """How the reader names an effect (a layer-trace row of the report): the card it comes from
    and what it is (the row's typed ``kind``, ``counter``, ``source``), never its id.

    >>> effect_name({"kind": "ability", "source_name": "血染めの月"}, "Nonbasic lands are Mountains.", {})
    '《血染めの月》の能力'
    >>> effect_name({"kind": "counters", "counter": "+1/+1", "source": "bear"}, "", {"bear": "灰色熊"})
    '《灰色熊》の+1/+1カウンター'
    >>> effect_name({"effect": "plus01"}, "Target creature gets +0/+1.", {})
    '効果「Target creature gets +0/+1.」'
    """
    source = str(row.get("source") or "")
    src = str(row.get("source_name") or "") or (_own(objects[source]) if source in objects else "")
    if not src:
        if said:  # an effect with no card text, described by its parts
            return WORDS["ui"]["effect_said"].format(said=said)
        return WORDS["ui"]["effect_text"].format(text=description) if description else WORDS["ui"]["effect"]
    return WORDS["effect_of"][str(row.get("kind") or "effect")].format(src=f"《{src}》", counter=row.get("counter", ""))


# -- the values of the layer trace -------------------------------------------------------
# What an effect changed, per layer, typed (engine/evaluate.py ``layer_value``): the name,
# type line and P/T (1a, 1b), the controller (2), the abilities (3, 6), the type line with the
# abilities when an effect sets both (4), the colours (5), the P/T (7); on players (613.10)
# their abilities, on the game rules (613.11) their texts. Card texts stay as they are, quoted.

_NONE = {"(no abilities)": WORDS["ui"]["no_abilities"], "(no types)": WORDS["ui"]["no_types"],
         "(no name)": WORDS["ui"]["no_name_short"]}


def type_words(types: Mapping[str, Any]) -> str:
    """A type line from its typed parts, as a Japanese card prints it."""
    out = "".join(ja("supertype", str(t)) for t in types.get("supertypes") or [])
    out += "・".join(ja("type", str(t)) for t in types.get("card_types") or [])
    shown = [ja("subtype", str(t)) for t in types.get("subtypes") or []]
    if types.get("every_creature_type"):  # 205.3m, 702.73a (engine.evaluate: said once)
        shown.append(WORDS["ui"]["every_creature_type"])
    if shown:
        out += " — " + "・".join(shown)
    return out or _NONE["(no types)"]


def _type_line_words(text: str) -> str:
    """A type line written in the vocabulary's words (``Legendary Land — Mountain``, 205) as a Japanese card
    prints it; as written when it is not one.

    >>> _type_line_words("Legendary Land — Mountain"), _type_line_words("Basic Land — Island")
    ('伝説の土地 — 山', '基本土地 — 島')
    """
    from verify.errors import CardError
    from verify.specs import Where, type_line

    try:
        card_types, subtypes, supertypes = type_line(text, Where("type_line", 0))
    except CardError:
        return text
    return type_words({"supertypes": supertypes, "card_types": card_types, "subtypes": subtypes})


def _ability_words(texts: Iterable[Any], card_texts: Mapping[str, str] | None = None,
                   keywords: Mapping[str, Any] | None = None) -> str:
    shown = []
    for a in texts:
        word = keyword(str(a), keywords or {})
        shown.append(word if word != a else quoted((card_texts or {}).get(str(a), a)))
    return "、".join(shown) or _NONE["(no abilities)"]


def layer_value(value: Mapping[str, Any], card_names: Mapping[str, str] | None = None,
                card_texts: Mapping[str, str] | None = None, keywords: Mapping[str, Any] | None = None) -> str:
    """A before or after value of the layer trace (typed, ``engine.evaluate.layer_value``) in words;
    ``keywords``: the report's (:func:`keyword`).

    >>> layer_value({"name": "Grizzly Bears", "types": {"card_types": ["creature"], "subtypes": ["Bear"]},
    ...              "pt": "2/2"}, {"Grizzly Bears": "灰色熊"})
    '《灰色熊》、クリーチャー — 熊、2/2'
    >>> layer_value({"types": {"supertypes": ["legendary"], "card_types": ["land"], "subtypes": ["Mountain"]},
    ...              "abilities": ["{T}: Add {R}."]})
    '伝説の土地 — 山［「{T}: Add {R}.」］'
    >>> kws = {k: {"kind": "keyword.plain", "args": {"keyword": {"key": f"keyword_{k}"}}} for k in ("Flying", "Haste")}
    >>> layer_value({"colors": []}), layer_value({"abilities": ["Flying", "Haste"]}, keywords=kws), layer_value({"rules": []})
    ('無色', '飛行、速攻', '—')
    """
    if "name" in value:
        name = str(value["name"])
        shown = f"《{(card_names or {}).get(name, name)}》" if name else _NONE["(no name)"]
        return f"{shown}、{type_words(value.get('types') or {})}、{value.get('pt', '')}"
    if "types" in value:
        line = type_words(value["types"])
        return f"{line}［{_ability_words(value['abilities'], card_texts, keywords)}］" if "abilities" in value else line
    if "abilities" in value:
        return _ability_words(value["abilities"], card_texts, keywords)
    if "colors" in value:
        return "、".join(ja("color", str(c)) for c in value["colors"]) or WORDS["color"]["colorless"]
    if "rules" in value:
        return "、".join(quoted((card_texts or {}).get(str(r), r)) for r in value["rules"]) or "—"
    if "controller" in value:
        return str(value["controller"])
    return str(value.get("pt", ""))
