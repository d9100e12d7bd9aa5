"""Readings (読み) and the gojūon order (五十音順, あいうえお順) of the card list and the glossary.

A reading is kana: hiragana or katakana, the long-vowel mark ー, and the separators of a card's
name (・、 and spaces). :func:`gojuon_key` orders readings as a Japanese dictionary does: by the
kana with voicing and smallness set aside (か = が, つ = っ, ー the vowel before it), then
unvoiced before voiced before semi-voiced (は < ば < ぱ) and small before large.

>>> sorted(["ばら", "はら", "ぱら", "はこ"], key=gojuon_key)
['はこ', 'はら', 'ばら', 'ぱら']
>>> sorted(["タイムスタンプ", "そう", "コントローラー", "けんきょ"], key=gojuon_key)
['けんきょ', 'コントローラー', 'そう', 'タイムスタンプ']
"""

from __future__ import annotations

KATAKANA_TO_HIRAGANA = 0x30A1 - 0x3041
SEPARATORS = frozenset("・、 　")
LONG_VOWEL = "ー"
# a kana → the same kana unvoiced and large (the primary order)
_PLAIN = dict(zip("ぁぃぅぇぉがぎぐげござじずぜぞだぢっづでどばぱびぴぶぷべぺぼぽゃゅょゎゔゕゖ",
                  "あいうえおかきくけこさしすせそたちつつてとははひひふふへへほほやゆよわうかけ", strict=True))
_VOWEL_ROWS = ("あかさたなはまやらわがざだばぱぁゃゎ", "いきしちにひみりぎじぢびぴぃゐ", "うくすつぬふむゆるぐずづぶぷぅっゅゔ",
               "えけせてねへめれげぜでべぺぇゑ", "おこそとのほもよろをごぞどぼぽぉょ")
_VOWEL = {k: "あいうえお"[i] for i, row in enumerate(_VOWEL_ROWS) for k in row}


def hiragana(text: str) -> str:
    """Katakana as hiragana; everything else as it is.

    >>> hiragana("クローン・ヴェズーヴァ")
    'くろーん・ゔぇずーゔぁ'
    """
    return "".join(chr(ord(c) - KATAKANA_TO_HIRAGANA) if "ァ" <= c <= "ヶ" else c for c in text)


def is_kana(c: str) -> bool:
    return "ぁ" <= c <= "ゖ" or "ァ" <= c <= "ヺ" or c == LONG_VOWEL


def is_reading(text: str) -> bool:
    """Whether ``text`` is a reading: kana (and ・、 spaces), at least one kana.

    >>> is_reading("けんきょ"), is_reading("ヨーグモスのふんぼ、アーボーグ"), is_reading("謙虚"), is_reading("")
    (True, True, False, False)
    """
    return any(is_kana(c) for c in text) and all(is_kana(c) or c in SEPARATORS for c in text)


def gojuon_key(reading: str) -> tuple[str, str]:
    """The sort key of a reading: (primary, secondary), each a string compared by code point.

    >>> gojuon_key("コントローラー")
    ('こんとろおらあ', 'こんとろーらー')
    """
    secondary = "".join(c for c in hiragana(reading) if c not in SEPARATORS)
    primary: list[str] = []
    for c in secondary:
        if c == LONG_VOWEL:  # the vowel of the kana before it
            c = _VOWEL.get(primary[-1], LONG_VOWEL) if primary else LONG_VOWEL
        primary.append(_PLAIN.get(c, c))
    return "".join(primary), secondary


__all__ = ["gojuon_key", "hiragana", "is_kana", "is_reading"]
