"""What a rule number outside the corpus is: the chapter of the Comprehensive Rules it is in
and, for the rules a judge asks for most, the rule's title (the headings of the CR's table of
contents, in the Japanese CR's words and in English). The search box and the 404 page say
it and name the rules this site covers (``data/numbers.json``, :func:`outside_index`).

>>> describe("704.5j")
('7', '追加ルール', '704', '状況起因処理')
>>> describe("1234")
('', '', '', '')
"""

from __future__ import annotations

from typing import NamedTuple


class Heading(NamedTuple):
    ja: str
    en: str


# 1.–9.: the CR's chapters (unchanged since 2009).
CHAPTERS: dict[str, Heading] = {
    "1": Heading("ゲームの概念", "Game Concepts"),
    "2": Heading("カードの部分", "Parts of a Card"),
    "3": Heading("カード・タイプ", "Card Types"),
    "4": Heading("領域", "Zones"),
    "5": Heading("ターンの構造", "Turn Structure"),
    "6": Heading("呪文、能力、効果", "Spells, Abilities, and Effects"),
    "7": Heading("追加ルール", "Additional Rules"),
    "8": Heading("多人数戦ルール", "Multiplayer Rules"),
    "9": Heading("カジュアル変種ルール", "Casual Variants"),
}

# Rules of today's CR (current numbering) that the corpus cites or its cases illustrate.
RULES: dict[str, Heading] = {
    "100": Heading("全般", "General"),
    "101": Heading("マジックの黄金律", "The Magic Golden Rules"),
    "104": Heading("ゲームの終了", "Ending the Game"),
    "107": Heading("数と記号", "Numbers and Symbols"),
    "119": Heading("ライフ", "Life"),
    "120": Heading("ダメージ", "Damage"),
    "122": Heading("カウンター", "Counters"),
    "601": Heading("呪文を唱えること", "Casting Spells"),
    "602": Heading("起動型能力の起動", "Activating Activated Abilities"),
    "604": Heading("常在型能力の扱い", "Handling Static Abilities"),
    "608": Heading("呪文や能力の解決", "Resolving Spells and Abilities"),
    "611": Heading("継続的効果", "Continuous Effects"),
    "614": Heading("置換効果", "Replacement Effects"),
    "615": Heading("軽減効果", "Prevention Effects"),
    "616": Heading("置換効果や軽減効果の相互作用", "Interaction of Replacement and/or Prevention Effects"),
    "701": Heading("キーワード処理", "Keyword Actions"),
    "702": Heading("キーワード能力", "Keyword Abilities"),
    "704": Heading("状況起因処理", "State-Based Actions"),
    "707": Heading("オブジェクトのコピー", "Copying Objects"),
    "708": Heading("裏向きの呪文やパーマネント", "Face-Down Spells and Permanents"),
    "903": Heading("統率者戦", "Commander"),
}


def describe(number: str) -> tuple[str, str, str, str]:
    """(chapter, its title, rule, its title) of a number; "" where the CR has none we know."""
    head = number.partition(".")[0]
    if not (head.isdigit() and len(head) == 3) or head[0] not in CHAPTERS:
        return ("", "", "", "")
    rule = RULES.get(head)
    return (head[0], CHAPTERS[head[0]].ja, head if rule else "", rule.ja if rule else "")


def outside_index(covered: list[tuple[str, str, str]]) -> dict[str, object]:
    """``covered``: [number, title, url] of the rules this site holds; ``chapters`` and ``rules``:
    number → [ja, en]."""
    return {"covered": [list(c) for c in covered],
            "chapters": {k: list(v) for k, v in CHAPTERS.items()},
            "rules": {k: list(v) for k, v in RULES.items()}}
