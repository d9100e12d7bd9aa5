"""Card definitions: ``rules_src/cards/*.yaml`` → :class:`CardDef` (JA/EN names + engine values).

A file holds one card (a mapping with ``ja``) or several (``cards:`` list). The
vocabulary is in docs/cards.md.

>>> from pathlib import Path
>>> cards = load_cards(Path(__file__).resolve().parent.parent / "rules_src")
>>> cards["crusade"].ja, cards["crusade"].en
('十字軍', 'Crusade')
>>> find_card(cards, "Crusade").id
'crusade'
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from engine import Characteristics
from engine.records import Record, Text, goes_with, missing_key, not_a, wrong_type
from ruletext.errors import InputError, UnreadableError, said
from ruletext.kana import is_reading
from ruletext.schema import check_keys, describe
from verify.errors import CardError, DuplicateCardError, unknown_key_says
from verify.specs import Where, characteristics, texts_ja
from verify.yamlload import LineDict, load_yaml_file, shown_path

CARD_KEYS = ("id", "ja", "en", "reading", "mana_cost", "type_line", "colors", "pt", "loyalty", "text", "text_ja",
             "abilities", "note", "back", "flip")


@dataclass(frozen=True)
class CardDef:
    """One card: names, printed text, engine values, and where it is defined."""

    id: str
    ja: str
    en: str | None
    path: str
    line: int
    data: dict[str, Any]
    card: Characteristics

    @property
    def name(self) -> str:
        """The name the engine uses (English when known)."""
        return self.en or self.ja

    @property
    def texts_ja(self) -> dict[str, str]:
        """The card's English texts the site may show (its ``text``, each ability's ``text``, a back
        face's) → their Japanese (``text_ja``), where given."""
        return texts_ja(self.data)

    def to_dict(self) -> dict[str, Any]:
        """JSON-able: names, source file/line, the definition as written."""
        return {
            "id": self.id,
            "ja": self.ja,
            "en": self.en,
            "path": self.path,
            "line": self.line,
            "mana_cost": self.data.get("mana_cost"),
            "type_line": self.data.get("type_line", ""),
            "pt": None if self.data.get("pt") is None else str(self.data.get("pt")),
            "text": self.data.get("text", ""),
            "text_ja": self.data.get("text_ja", ""),
            "note": self.data.get("note", ""),
            "definition": _plain(self.data),
        }


def _plain(value: Any) -> Any:
    """Plain dicts and lists (no line bookkeeping)."""
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def card_from_data(data: Any, path: str, default_id: str) -> CardDef:
    """One card mapping → :class:`CardDef`."""
    if not isinstance(data, LineDict):
        raise CardError(path, getattr(data, "line", 1), "a card is a mapping with 'ja', 'en', 'type_line', …",
                        wrong_type("card", "value_card", data))
    where = Where(path, data.line)
    check_keys(data, CARD_KEYS, path, what="card", error=CardError, says=unknown_key_says)
    for key in ("text", "text_ja", "note", "type_line"):  # shown on the site as they are
        if key in data and not isinstance(data[key], str):
            raise CardError(path, data.key_line(key), f"{key!r} must be text, not {describe(data[key])}",
                            wrong_type(key, "value_text", data[key]))
    if not isinstance(data.get("ja"), str) or not data["ja"].strip():
        raise CardError(path, data.line, "a card needs its Japanese name 'ja'", missing_key("ja"))
    if "reading" in data and not (isinstance(data["reading"], str) and is_reading(data["reading"])):
        raise CardError(path, data.key_line("reading"), "'reading' is the Japanese name's kana (hiragana or katakana, "
                                                        f"ー ・ 、) for the card list's gojūon order, not {data['reading']!r}",
                        not_a("value_reading", data["reading"], hint=False))
    en = data.get("en")
    if en is not None and not isinstance(en, str):
        raise CardError(path, data.key_line("en"), "'en' is the English name (text) or null",
                        wrong_type("en", "value_text_or_null", en))
    if "text_ja" in data and "text" not in data:
        raise CardError(path, data.key_line("text_ja"), "'text_ja' is the Japanese of the card's 'text': give 'text' too",
                        goes_with("text_ja", "text"))
    back = data.get("back")
    if isinstance(back, LineDict) and "text_ja" in back and (  # a back face's, as the front's (712)
            not isinstance(back["text_ja"], str) or "text" not in back):
        raise CardError(path, back.key_line("text_ja"),
                        "back: 'text_ja' is the Japanese of the back face's 'text' (text), with 'text' beside it",
                        goes_with("back text_ja", "back text"))
    if "type_line" not in data:
        raise CardError(path, data.line, "a card needs a 'type_line' (e.g. 'Creature — Bear')", missing_key("type_line"))
    name = en or data["ja"]
    return CardDef(id=str(data.get("id", default_id)), ja=data["ja"].strip(), en=en, path=path, line=data.line,
                   data=dict(data), card=characteristics(data, where, name, CARD_KEYS))


class CardSet(dict[str, CardDef]):
    """The cards by id, and ``broken``: the error of each card whose definition is broken,
    under its id and its names — a scenario that uses one fails with that error, the
    others run (one broken card blocks no other example)."""

    broken: dict[str, InputError]
    shown: dict[str, str]  # :func:`shown_names`, made once all the cards are in
    by_name: dict[str, CardDef]  # each Japanese and English name → the first card with it (find_card)


def shown_names(cards: dict[str, CardDef]) -> dict[str, str]:
    """The Japanese name of each name the engine knows a card by (its English name, or a back
    face's own name, 712)."""
    out = {c.name: c.ja for c in cards.values()}
    for c in cards.values():
        if c.card.back is not None:
            face = c.data.get("back") or {}
            out[c.card.back.name] = str(face.get("ja") or c.card.back.name)
    return out


def load_cards(root: Path) -> CardSet:
    """Every card in ``root/cards/*.yaml``, by id (the file stem unless ``id:`` is given).
    A file that is not valid YAML or a definition with an error is kept in ``broken``."""
    folder = root / "cards"
    try:
        os.listdir(folder) if folder.is_dir() else None  # glob would skip an unreadable folder silently
    except OSError as err:
        raise UnreadableError(shown_path(folder, root), None, f"cannot read this folder ({err.strerror})") from None
    files = sorted(folder.glob("*.yaml")) if folder.is_dir() else []
    for stray in sorted(set(folder.iterdir()) - set(files)) if folder.is_dir() else []:
        if not stray.name.startswith(".") and not stray.name.endswith("~"):  # an editor's files
            raise CardError(shown_path(stray, root), None,
                            *said("file.stray_folder" if stray.is_dir() else "file.stray_file"))
    return cards_from_yaml((shown_path(f, root), f.stem, partial(load_yaml_file, f, shown_path(f, root))) for f in files)


def cards_from_yaml(files: Iterable[tuple[str, str, Callable[[], Any]]]) -> CardSet:
    """Cards from card files given as ``(shown path, file stem, a function that reads its YAML)``
    (:func:`load_cards` reads rules_src/cards/; the engine in the browser gives texts)."""
    out = CardSet()
    out.broken = {}
    by_ja: dict[str, CardDef] = {}
    by_en: dict[str, CardDef] = {}
    for shown, stem, read in files:
        try:
            doc = read()
        except InputError as err:
            out.broken[stem] = err
            continue
        if isinstance(doc, dict) and "cards" in doc:
            entries = [(c, f"{stem}-{i + 1}") for i, c in enumerate(doc["cards"] or [])]
        else:
            entries = [(doc, stem)]
        for data, default_id in entries:
            try:
                card = card_from_data(data, shown, default_id)
            except InputError as err:
                names = [default_id] + ([str(data.get(k)) for k in ("id", "ja", "en") if data.get(k)]
                                        if isinstance(data, dict) else [])
                for name in names:
                    out.broken[name] = err
                continue
            for seen, key in ((out, card.id), (by_ja, card.ja), (by_en, card.en)):
                if key and key in seen:
                    other = seen[key]
                    raise DuplicateCardError(shown, card.line,
                                             f"card {key!r} is already defined at {other.path}:{other.line}",
                                             Record.of("error.twice", key=Text("card"), value=Text(key)).to_json())
            out[card.id] = card
            by_ja[card.ja] = card
            if card.en:
                by_en[card.en] = card
    out.shown = shown_names(out)
    out.by_name = {}
    for card in out.values():
        for known in (card.ja, card.en):
            if known:
                out.by_name.setdefault(known, card)
    return out


def find_card(cards: dict[str, CardDef], name: str) -> CardDef | None:
    """The card whose id, Japanese or English name is ``name``."""
    if name in cards:
        return cards[name]
    if isinstance(cards, CardSet):
        return cards.by_name.get(name)
    for card in cards.values():
        if name in (card.ja, card.en):
            return card
    return None
