"""The site's words in Japanese: one table, keyed by record kind (:data:`RECORDS`, the kinds
of ``engine/records.py``) and by registry key or vocabulary word (:data:`WORDS`). Nothing
else in sitegen/ writes a word for the reader; ``sitegen/text/__init__.py`` renders with it.

A template's ``{field}`` is an argument of the record, rendered by its type: an object,
stack item or effect by the name the reader knows, a zone or step in Japanese, a rule number
in the page's numbering, a card's text as it is written.
"""

from __future__ import annotations

LIST_SEP = "、"
QUOTE = "「{}」"  # a card's own text, as written

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
    # -- resolving --
    "resolve.done_this_turn": "{item}: このターンすでに行った — 何も起こらない",
    "resolve.not_returned": "{object}は墓地に置かれたオブジェクトではなくなった（{rule}）: 戻らない",
    "resolve.no_linked_card": "{item}: 関連している能力で追放されたカードはない（{rule}）",
    "resolve.finds_nothing": "{player}はカードを見つけられない",
    "resolve.delayed_created": "遅延誘発型能力ができる（{rule}）: {text}",
    "resolve.nothing_to_copy": "{item}: コピーするものがないか、発生源がもうない",
    "resolve.no_token_copy": "{item}: コピーするオブジェクトがない — トークンは生成されない",
    "resolve.becomes_copy": "{object}は{copied}のコピーになる（{rule}）",
    "resolve.source_gone": "{object}はもうない: 生け贄に捧げられないので、それ以上は何も起こらない",
    "resolve.discovers": "{player}が発見{amount}を行う: {objects}を追放",
    "resolve.discovers_nothing": "{player}が発見{amount}を行う: 追放されるカードなし",
    "resolve.pays": "{player}が{mana}を支払う",
    "resolve.does_not_pay": "{player}は{mana}を支払わない",
    "resolve.declines_sacrifice": "{player}は生け贄に捧げないことを選ぶ（任意、{rule}）",
    "resolve.not_transformed": "{object}はもうそのパーマネントではない: 変身しない（{rule}）",
    "resolve.transforms": "{object}が変身する",
    "resolve.copy_gone": "{item}: コピーする能力はもうスタックにない — 何もコピーされない",
    "resolve.declines_copy": "{item}: {player}は{original}をコピーしないことを選ぶ（{rule}）",
    "resolve.counter_gone": "{item}: その能力はもうスタックにない — 打ち消すものはない",
    "resolve.paid_not_countered": "{player}が{mana}を支払う: {item}は打ち消されない",
    "resolve.condition_false": "{item}は何もしない: 解決時に{condition}が偽（{rule}）",
    "resolve.no_legal_target": "{item}は解決されない: 適正な対象がもうない（{rule}）",
    "resolve.resolves": "{item}が解決される: {text}",
    "resolve.ceases": "{object}は消滅する（{rule}）",
    # -- the stack --
    "stack.copy": "{player}が{original}のコピーをスタックに置く（{rule}、唱えても起動してもいない）[[（対象: {targets}）]]: {text}",
    "stack.countered": "{player}は{mana}を支払わない: {item}は打ち消される（{rule}）: {text}",
    "stack.no_target": "{item}はスタックから取り除かれる: {target}の適正な対象がない（{rule}）",
    "stack.put": "{player}が{trigger}をスタックに置く[[（対象: {targets}）]]: {text}",
    "stack.activated": "{object}の能力を起動する[[（対象: {targets}）]]: {text}",
    "copy.card": "{player}が{object}をコピーする（{rule}）",
    "copy.spell": "{player}が{original}（{object}）をコピーする — 唱えてはいない（{rule}）",
    # -- triggering --
    "trigger.reflexive": "再帰誘発型能力が誘発する（{rule}）: {text}",
    "trigger.reflexive_not": "そうしなかったので、再帰誘発型能力は誘発しない（{rule}）: {text}",
    "trigger.banned": "{object}の能力は誘発しない（イベント #{seq}）: {source}の{ban}（{rule}、{rule2}）: {text}",
    "trigger.triggered": "{object}の能力が誘発した",
    "trigger.condition_false": "{object}: {text}は誘発しない: {condition}が偽（{rule}）",
    "trigger.once_each_turn": "{object}: {text}はこのターンすでに誘発した（{rule}）",
    "trigger.triggers": "{object}の能力が誘発する（イベント #{seq}）: {text}",
    "trigger.triggers_again": "{object}の能力が追加で誘発する（{rule}、イベント #{seq}）: {text}",
    "trigger.delayed": "遅延誘発型能力が誘発する（{rule}）: {text}",
    "trigger.state": "{object}の状況誘発型能力が誘発する（{rule}）: {text}",
    # -- mana --
    "mana.undefined_color": "{object}: この能力にとって選ばれた色は未定義（{rule}）: マナは出ない",
    "mana.adds": "{player}が{mana}を加える",
    "mana.no_color": "{object}: この能力に関連している追放されたカードに色がない: マナは出ない",
    # -- "can't" --
    "cant.act": "{item}は{object}を{action}: {source}の{text}（{rule}）",
    # -- replacement and prevention effects --
    "replace.shield": "{object}: {effect} — このターン、{targets}に対する盾ができる（{rule}）",
    "replace.declined": "{object}の置換効果{text}: {player}は適用しないことを選ぶ（任意、{rule}）",
    "replace.applied": "{object}の置換効果{text}: {before} → {after}（{why}）",
    "shield.regenerate": "{objects}を再生する",
    "shield.prevent_next": "このターン、{targets}に与えられる次の{amount}点のダメージを軽減する",
    "shield.redirect": "このターン、次に{player}にダメージが与えられるとき、代わりに{target}に与えられる",
    "would.damage": "{target}への{amount}点のダメージ",
    "would.gain": "{player}が{amount}点のライフを得る",
    "would.lose": "{player}が{amount}点のライフを失う",
    "would.zone_change": "{object}: {from_zone} → {to_zone}",
    "would.regenerated": "{object}: {from_zone} → {to_zone}（再生）",
    "would.tokens": "{player}のコントロール下でトークン{amount}体が生成される",
    "would.draw": "{player}がカードを1枚引く",
    "would.no_draw": "{player}はカードを引かない",
    "would.enters": "{object}が戦場に出る",
    "would.enters_as": "{object}が{how}戦場に出る",
    "how.under": "{player}のコントロール下で",
    "how.copy": "{object}のコピーとして",
    "how.transformed": "変身した状態で",
    "how.tapped": "タップ状態で",
    "how.counters": "{counters}が置かれた状態で",
    "how.counter": "{counter}カウンター{amount}個",
    "why.replace_chosen": "{rule}、{player}が選んだ順",
    "why.replace_timestamp": "{rule}、選択がないのでタイムスタンプ順",
    "why.used_up": "{why}、盾は使われてなくなる",
    # -- a scenario's actions --
    "action.enter": "{objects}を置く（シナリオの初期配置）",
    "action.enter_together": "{objects} が同時に戦場に出る（タイムスタンプはこの順、{rule}）",
    "action.attach": "{object}を{to}につける",
    "action.counters": "{object}に{counter}カウンターを{amount}個置く",
    "action.effect": "効果（タイムスタンプ {timestamp}）: {text}",
    "action.activate_stack": "{object}の能力を起動し、スタックに置く: {text}",
    "action.activate_effect": "{object}の能力を起動（効果のタイムスタンプ {timestamp}）",
    "action.end_effect": "{effect}が終わる",
    "action.end_turn": "ターン終了（{rule}：「ターン終了時まで」の効果が終わる）",
    "action.move": "{object}を{zone}に移す（{rule}：新しいオブジェクトになる）",
    "action.move_together": "{objects}を同時に{zone}に移す（{rule}：それぞれ新しいオブジェクトになる）",
    "action.destroy": "{objects}を破壊する",
    "action.choices_as_enters": "{object}が戦場に出るに際しての選択: {choices}（{rule}）",
    "action.choice": "{key}は{value}",
    "action.cast_spell": "{object}を唱える（スタックへ）",
    "action.cast_spell_x": "{object}をX={x}で唱える（スタックへ、{rule}）",
    "action.spell_resolves": "{spell}が解決される（{done}）: {text}",
    "action.spell_effect": "効果のタイムスタンプ {timestamp}",
    "action.spell_nothing_moves": "移動するオブジェクトなし",
    "action.spell_destroys": "{spell}が解決される: {text} → {objects}が破壊される",
    "action.spell_destroys_nothing": "{spell}が解決される: {text} → 破壊されるものなし",
    "action.mana": "{object}のマナ能力（{rule}）: {mana}",
    "action.mana_none": "{object}のマナ能力（{rule}）: マナは出ない",
    "action.priority": "状態起因処理のあと、誘発型能力をスタックに置く（{rule}）: {items}",
    "action.priority_none": "状態起因処理のあと、誘発型能力をスタックに置く（{rule}）: なし",
    "action.resolve_top": "スタックの一番上を解決: {items}[[（{chosen}を選ぶ）]]",
    "action.damage": "ダメージを同時に与える: {pairs}",
    "action.combat_damage": "戦闘ダメージを同時に与える: {pairs}",
    "action.damage_pair": "{source} → {target}: {amount}",
    "action.begin_step": "{step}の開始",
    "action.replacement_order": "{player}は置換効果を{objects}の順に適用する（{rule}）",
    "action.decline_replacement": "{player}は{objects}の任意の置換効果を適用しないことを選ぶ（{rule}）",
    "action.sba": "状態起因処理（{rule}）: {objects}",
    "action.sba_none": "状態起因処理（{rule}）: なし",
    "action.attack": "攻撃クリーチャー指定（{rule}）: {objects}が{player}を攻撃（{rule2}：攻撃時の誘発）",
    "action.turn_face_up": "{object}が表向きになる（{rule}：自身の特性に戻る。「表向きになったとき」の誘発）",
    "action.venture": "{player}がダンジョンを探索する（{rule}）: {object}の{room}",
    # -- notes on a layer-trace row --
    "note.gone": "存在しない：発生源がもうこの能力を持っていない（{rule}）",
    "note.before_dependents": "{effects}より先に適用される（そちらがこの効果に依存する、{rule}）",
    # -- what an ability exiled (607.2a) --
    "link.exiled": "{source}の能力が{card}を追放した（{group}）。{finds}[[。{left}]]",
    "link.printed": "印刷されている能力",
    "link.copied": "{object}のコピーとして得た能力",
    "link.granted": "効果で得た能力",
    "link.granted_with": "{object}の能力とともに効果で得た能力",
    "link.can_find": "同じまとまりの関連している能力はそれを見つけられる（{rule}）",
    "link.none": "これと関連している能力はない（{rule}）",
    "link.left_exile": "それは追放領域を離れている（{rule}）",
    # -- why an example failed --
    "fail.check": "{object}の{field}[[（第{at}種の適用前）]]が期待と違う",
    "fail.numbers": "例の本文にある数値をシナリオが確かめていない: {numbers}",
    "fail.stale": "{what}の本文がシナリオを書いた後に変わった。シナリオを確かめて text を直す",
    "fail.input": "シナリオかカード定義に誤りがある",
    # -- an effect with no card text, by its typed parts --
    "effect.face_down": "裏向きであること（{rule}）",
    "effect.enters_as_copy": "{object}が{copied}のコピーとして戦場に出る",
    "effect.parts": "{parts}",
    "part.modify_pt": "{pt}の修整",
    "part.set_pt": "基本のパワーとタフネスが{pt}",
    "part.switch_pt": "パワーとタフネスの入れ替え",
    "part.counters": "{counter}カウンター{amount}個",
    "part.lose_all_abilities": "すべての能力を失う",
    "part.gain_control": "コントロールを得る",
    "part.add_abilities": "{abilities}を得る",
    "part.add_colors": "{colors}でもある",
    "part.set_colors": "{colors}になる",
    "part.add_types": "{types}でもある",
    "part.plain": "{text}",
    # -- errors in a scenario or card file --
    "error.unknown_word": "{what}に{word}はありません[[。もしかして{hint}？]]",
    "error.unknown_key": "{key}というキーはありません（使えるキー: {accepted}）[[。もしかして{hint}？]]",
    "error.no_card": "カード{name}が見つかりません[[。もしかして{hint}？]]",
    "error.no_object": "ゲームにオブジェクト{object}はありません[[。もしかして{hint}？]]",
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
        "Demon": "デーモン", "Merfolk": "マーフォーク", "Juggernaut": "ジャガーノート", "Werewolf": "狼男",
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
        "mana": "マナ・プール", "scried": "占術で見たカード", "won": "ゲームに勝利したか", "lost": "ゲームに敗北したか",
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
        "not_linked": "（関連している能力なし、607.5）", "refers_to_none": "なし（400.7）",
        "oracle_text": "英語のオラクル・テキスト", "step_no": "手順",
        "stack_item": "スタック上の呪文・能力", "trigger_item": "誘発した能力",
        "face_down": "裏向きのパーマネント", "no_name": "名前のないオブジェクト", "token": "トークン",
        "copy_of": "《{own}》（《{now}》のコピー）",
    },
}
WORDS["step"] = {"upkeep": "アップキープ・ステップ", "draw": "ドロー・ステップ", "main": "メイン・フェイズ",
                 "end": "終了ステップ", "combat": "戦闘フェイズ"}
# Words of the engine's vocabularies a record names (engine.records.Key).
WORDS["key"] = {"gains": "ライフ獲得", "loses": "ライフ喪失", "cant_sacrifice": "生け贄に捧げさせられない",
                "cant_exile": "追放できない", "choose_pay": "支払うこと", "choose_decline": "断ること",
                "choice_copy": "コピーするもの", "choice_color": "色", "choice_creature type": "クリーチャー・タイプ",
                "choice_from": "置き換えられる語", "choice_to": "置き換える語"}
WORDS["key"].update({f"event_{k}": v for k, v in WORDS["event"].items()})  # an event no record says more of
WORDS["key"].update({"example": "例", "table row": "表の行"})
for _table in ("color", "type", "subtype", "supertype"):  # a vocabulary word a part names
    WORDS["key"].update({f"{_table}_{k}": v for k, v in WORDS[_table].items()})
# The vocabularies (engine.vocab.Registry.what) an unknown word is looked up in.
WORDS["key"].update({f"registry_{k}": v for k, v in {
    "ability kind": "能力の種類", "action": "アクション", "amount": "数量", "choice": "選択", "condition": "条件",
    "cost": "コスト", "effect key": "効果のキー", "game expectation": "ゲームの確認項目",
    "instruction": "指示", "linked value": "関連する値", "object expectation": "オブジェクトの確認項目",
    "pending expectation": "誘発待ちの能力の確認項目", "player expectation": "プレイヤーの確認項目",
    "replaced event": "置換される出来事", "replacement": "置換", "stack expectation": "スタックの確認項目",
    "trigger event": "誘発イベント"}.items()})
# An input error with no record, by its cause (ruletext/errors.py, verify/errors.py).
WORDS["error"] = {
    "YamlSyntaxError": "YAMLとして読めません", "CardError": "カード定義に誤りがあります",
    "UnknownCardError": "カードが見つかりません", "ScenarioError": "シナリオに誤りがあります",
    "UnknownSelectorError": "対象や選び方の書き方が読めません", "SchemaError": "書き方に誤りがあります",
    "InputError": "入力に誤りがあります", "internal": "エンジンの内部エラー", "recursion": "エンジンの処理が深くなりすぎました（ループ？）",
    "line": "{line}行目: ",
}
# Kinds of counters with a name (122.1); a P/T counter is shown as it is written.
WORDS["counter"] = {}
# The CR whose order of layers a scenario ran under (the report's ``rules``, verify/scenario.py).
WORDS["rules_version"] = {"": "", "2009-10-01": "2009年10月の総合ルールの種類別で実行（カウンターは第7c種の後の第7d種, 613.3d）"}
WORDS["quote"] = {"text": QUOTE}
# What a result's status is called (verify/report.py STATUSES).
WORDS["status"] = {"pass": "✔ 成功", "fail": "✘ 失敗", "stale": "✘ 古いシナリオ", "error": "✘ エラー",
                   "unexecuted": "未実行",
                   # a scenario that ran and checked nothing is not a success (a check that cannot fail is a bug)
                   "unchecked": "● 実行のみ（確認なし）"}
# How a rule's number changed between CR versions (rules_src/concordance.yaml ``change``).
WORDS["change"] = {"unchanged": "変更なし", "renumbered": "番号変更", "merged": "統合", "approximate": "近い項目（要確認）",
                   "new": "新設", "removed": "削除"}
