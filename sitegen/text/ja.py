"""The site's words in Japanese: one table, keyed by record kind (:data:`RECORDS`, the kinds
of ``engine/records.py``) and by registry key or vocabulary word (:data:`WORDS`). Nothing
else in sitegen/ writes a word for the reader; ``sitegen/text/__init__.py`` renders with it.

A template's ``{field}`` is an argument of the record, rendered by its type: an object,
stack item or effect by the name the reader knows, a zone or step in Japanese, a rule number
in the page's numbering, a card's text as it is written.
"""

from __future__ import annotations

LIST_SEP = "、"

RECORDS: dict[str, str] = {
    # -- the event log --
    "event.zone_change": "{object}: {from_zone} → {to_zone}",
    "event.enters": "{object}が{to_zone}に出る",
    "event.cast": "{player}が{object}を唱える",
    "event.step": "{step}の開始",
    "event.damage": "{object}が{target}に{amount}点のダメージを与える",
    "event.combat_damage": "{object}が{target}に{amount}点の戦闘ダメージを与える",
    "event.attacks": "{object}が{player}を攻撃する",
    "event.gains": "{player}は{amount}点のライフを得る",
    "event.loses_life": "{player}は{amount}点のライフを失う",
    "event.life_total": "{player}のライフの総量が{total}点になる（{rule}: {amount}点の{how}）",
    "event.draw": "{player}がカードを1枚引く",
    "event.scry": "{player}が占術{amount}を行う",
    "event.counters": "{object}に{counter}カウンターが{amount}個置かれる（{rule}）",
    "event.more_counters": "{object}の{counter}カウンター: {before} → {count}（{source}: {text}、{rule}）",
    "event.tapped": "{object}がタップ状態になる",
    "event.untapped": "{object}がアンタップ状態になる",
    "event.turned_face_up": "{object}が表向きになる",
    "event.regenerate": "{object}は再生する: タップされ、すべてのダメージが取り除かれ、戦闘から取り除かれる（{rule}）",
    "event.room": "{player}がダンジョンを探索する: マーカーが{object}の{room}に移る（{rooms}部屋中{amount}部屋目）",
    "event.loses": "{player}がゲームに敗北する（{why}）",
    "event.wins": "{player}がゲームに勝利する（{why}）",
    "event.sacrifices": "{player}が{objects}を生け贄に捧げる（{rule}）",
    "event.plain": "{object}: {what}",
    "event.plain_player": "{player}: {what}",
    "sba.toughness_zero": "{object}はタフネスが{toughness}（{rule}）",
    "sba.lethal_damage": "{object}は致死ダメージを負っている（{rule}）",
    "sba.legend_rule": "{player}は同じ名前の伝説のパーマネントを2つ以上コントロールしている: {kept}を残し、"
                       "{object}は墓地に置かれる（{rule}）",
    "why.rule": "{rule}",
    "why.life": "{rule}：ライフが{life}点",
    "why.effect": "{rule}: {text}",
    "why.won": "{player}がゲームに勝利した、{rule}",
    "why.opponents_left": "{rule}：対戦相手が全員ゲームから離れた",
}

WORDS: dict[str, dict[str, str]] = {
    "zone": {
        "battlefield": "戦場", "graveyard": "墓地", "exile": "追放領域", "hand": "手札",
        "library": "ライブラリー", "stack": "スタック", "command": "統率領域",
    },
    "color": {"white": "白", "blue": "青", "black": "黒", "red": "赤", "green": "緑", "colorless": "無色"},
    "type": {
        "creature": "クリーチャー", "artifact": "アーティファクト", "enchantment": "エンチャント",
        "land": "土地", "instant": "インスタント", "sorcery": "ソーサリー",
        "planeswalker": "プレインズウォーカー", "tribal": "部族", "kindred": "同族", "battle": "バトル",
        "dungeon": "ダンジョン",
    },
    "supertype": {"legendary": "伝説の", "basic": "基本", "snow": "氷雪", "world": "ワールド"},
    "subtype": {
        "Human": "人間", "Cleric": "クレリック", "Bear": "熊", "Wizard": "ウィザード", "Rogue": "ならず者",
        "Ally": "同盟者", "Soldier": "兵士", "Warrior": "戦士", "Elf": "エルフ", "Elemental": "エレメンタル",
        "Mountain": "山", "Island": "島", "Forest": "森", "Plains": "平地", "Swamp": "沼", "Ogre": "オーガ",
        "Angel": "天使", "Aura": "オーラ", "Spirit": "スピリット", "Dinosaur": "恐竜", "Goblin": "ゴブリン",
        "Zombie": "ゾンビ", "Vampire": "吸血鬼", "Beast": "ビースト", "Bird": "鳥", "Golem": "ゴーレム",
        "Faerie": "フェアリー", "Wall": "壁", "Wolf": "狼", "Dog": "犬", "Insect": "昆虫", "Bat": "コウモリ",
        "Shaman": "シャーマン", "Horror": "ホラー", "Phyrexian": "ファイレクシアン", "Construct": "構築物",
        "Shapeshifter": "多相の戦士", "Scout": "スカウト", "Druid": "ドルイド", "Advisor": "アドバイザー",
        "Assassin": "暗殺者", "Plant": "植物", "Thopter": "飛行機械", "Samurai": "侍", "Barbarian": "バーバリアン",
        "Fish": "魚", "Ooze": "ウーズ", "Lord": "君主", "Doctor": "ドクター", "Time": "タイム", "Shrine": "祭殿",
        "Avatar": "アバター", "Praetor": "法務官", "Scarecrow": "カカシ", "Gorgon": "ゴルゴン", "Efreet": "イフリート",
        "Thrull": "スラル", "Hippogriff": "ヒッポグリフ", "Metathran": "メタスラン", "Ouphe": "アウフ",
        "Lhurgoyf": "ルアゴイフ", "Eldrazi": "エルドラージ", "Cat": "猫", "Time Lord": "タイム・ロード",
    },
    "keyword": {
        "Flying": "飛行", "Flash": "瞬速", "Vigilance": "警戒", "Lifelink": "絆魂", "Deathtouch": "接死",
        "Reach": "到達", "Trample": "トランプル", "Menace": "威迫", "Haste": "速攻", "Prowess": "果敢",
        "Defender": "防衛", "First strike": "先制攻撃", "Double strike": "二段攻撃", "Hexproof": "呪禁",
        "Indestructible": "破壊不能", "Shroud": "被覆",
        "Persist": "頑強", "Undying": "不死",
    },
    # Keywords followed by a cost or a number (702): the cost or number is shown as it is.
    "keyword_with": {"Morph": "変異", "Ward": "護法", "Kicker": "キッカー", "Modular": "接合", "Backup": "賛助"},
    "event": {
        "zone_change": "領域の移動", "cast": "唱える", "step": "ステップ", "damage": "ダメージ",
        "combat_damage": "戦闘ダメージ", "attacks": "攻撃", "ability_triggered": "能力の誘発",
        "life": "ライフ", "counters": "カウンター", "draw": "ドロー", "scry": "占術", "trigger": "誘発",
        "stack": "スタック", "resolve": "解決", "sba": "状態起因処理", "copy": "コピー",
        "turned_face_up": "表向きになる", "room": "ダンジョン探索",
        "replace": "置換効果", "regenerate": "再生", "game": "ゲームの勝敗", "sacrifice": "生け贄", "tapped": "タップ",
        "untapped": "アンタップ", "cant": "「できない」効果",
    },
    "stack_kind": {"spell": "呪文", "ability": "起動型能力", "trigger": "誘発型能力"},
    "order": {
        "cda": "特性定義能力（613.3）", "timestamp": "タイムスタンプ順", "dependency": "依存（613.8）",
        "loop": "依存のループ（タイムスタンプ順）",
    },
    "player_field": {
        "life": "ライフ", "hand": "手札", "library": "ライブラリー", "graveyard": "墓地", "exile": "追放領域",
        "mana": "マナ・プール", "scried": "占術で見たカード",
    },
    "field": {
        "pt": "パワー／タフネス", "power": "パワー", "toughness": "タフネス", "colors": "色",
        "card_types": "カード・タイプ", "subtypes": "サブタイプ", "supertypes": "特殊タイプ",
        "abilities": "能力", "has_abilities": "持つ能力", "lacks_abilities": "持たない能力",
        "controller": "コントローラー", "owner": "オーナー", "zone": "領域", "name": "名前",
        "name_en": "英語名", "type_line": "タイプ行", "mana_value": "マナ総量", "counters": "カウンター",
        "damage": "ダメージ", "tapped": "タップ状態", "incarnation": "何番目のオブジェクトか（400.7）",
        "attacking": "攻撃中", "exiled_by": "追放したもの", "entered_with": "同時に移動したもの",
        "castable": "唱えられるか", "activation_costs": "起動コスト", "destroys": "破壊するもの",
        "face_down": "裏向き", "count": "数", "sources": "発生源", "texts": "文章", "controllers": "コントローラー",
        "targets": "対象", "kinds": "種類", "ids": "順序", "rules": "ゲームのルールへの効果（613.11）",
    },
    "check_object": {"pending": "誘発してスタック待ちの能力", "stack": "スタック上の呪文・能力", "game": "ゲーム"},
    "bool": {"True": "はい", "False": "いいえ"},
    # Messages of the verification (verify/) the site shows: the ones it knows in Japanese.
    "message": {"not yet executable": "まだ実行できません", "": ""},
    "ui": {
        "steps": "計算の経過", "trace": "種類別の適用", "events": "イベント", "checks": "確認",
        "result": "計算結果", "expected": "期待", "actual": "計算", "none": "なし", "empty": "（空）",
        "deps": "依存関係", "ability_of": "の能力", "effect": "効果",
    },
}
WORDS["step"] = {"upkeep": "アップキープ・ステップ", "draw": "ドロー・ステップ", "main": "メイン・フェイズ",
                 "end": "終了ステップ", "combat": "戦闘フェイズ"}
# Words of the engine's vocabularies a record names (engine.records.Key).
WORDS["key"] = {"gains": "ライフ獲得", "loses": "ライフ喪失"}
# Kinds of counters with a name (122.1); a P/T counter is shown as it is written.
WORDS["counter"] = {}
# What a result's status is called (verify/report.py STATUSES).
WORDS["status"] = {"pass": "✔ 成功", "fail": "✘ 失敗", "stale": "✘ 古いシナリオ", "error": "✘ エラー",
                   "unexecuted": "未実行"}
