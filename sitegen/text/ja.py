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
# what a committed vocabulary block of docs/cards.md and docs/scenarios.md holds: the build writes the table there
DOCS_TABLE_PLACE = "（この表はサイトのビルドが登録簿から書きます: `python -m sitegen.docs_tables --print {doc}`）"

RECORDS: dict[str, str] = {
    # -- the event log --
    "event.zone_change": "{object}: {from_zone} → {to_zone}",
    "event.enters": "{object}が{to_zone}に出る",
    "event.cast": "{player}が{object}を唱える",
    "event.cast_flashback": "{object}はフラッシュバックで墓地から唱えられる（{rule}）",
    "event.flashback_exiled": "{object}はフラッシュバックで唱えられたので、代わりに追放される（{rule}）",
    "event.step": "{step}の開始",
    "event.damage": "{object}が{target}に{amount}点のダメージを与える",
    "event.combat_damage": "{object}が{target}に{amount}点の戦闘ダメージを与える",
    "event.attacks": "{object}が{player}を攻撃する",
    "event.blocks": "{object}が{attacker}をブロックする",
    "event.becomes_blocked": "{object}がブロックされた状態になる",
    "event.gains": "{player}は{amount}点のライフを得る",
    "event.pays_life": "{player}は{amount}点のライフを支払う（{rule}）",
    "effect.never_starts": "効果{effect}は何もしない：その「～かぎり」の持続期間は始まらない（{rule}）",
    "effect.duration_over": "効果{effect}は終わる：その「～かぎり」の持続期間が終わった（{rule}）",
    "event.loses_life": "{player}は{amount}点のライフを失う",
    "event.life_total": "{player}のライフの総量が{total}点になる（{rule}: {amount}点の{how}）",
    "event.draw": "{player}がカードを1枚引く",
    "event.revealed": "{player}が{object}を公開する（{source}: {text}、{rule}）",
    "event.enters_unattached": "{object}は{to}につけられないので、何にもつけられずに戦場に出る（{rule}）",
    "resolve.not_unattached": "{object}はもうそのパーマネントではない（{rule}）: 何も起こらない",
    "event.unattached": "{object}が{attached}からはずれる（{rule}）",
    "event.aura_stays": "{object}はエンチャントできるものがないので戦場に出ず、{zone}にとどまる（{rule}）",
    "event.attached": "{object}が{to}につけられ、新しいタイムスタンプを得る（{rule}）",
    "event.already_attached": "{object}はすでに{to}についている: 何も起こらない（{rule}）",
    "event.cant_attach": "{object}は{to}につけられない: それは移動しない（{rule}）",
    "resolve.not_attached": "{object}はもうそのパーマネントではない（{rule}）: つけられない",
    "event.token_stays": "{object}は{zone}にあるトークンなので、他の領域に移動できない（{rule}）",
    "event.draw_empty": "{player}はカードを引けない：ライブラリーにカードがない（{rule}）",
    "event.scry": "{player}が占術{amount}を行う",
    "event.mills": "{player}がカードを{amount}枚切削する：{objects}（{rule}）",
    "event.counters": "{object}に{counter}カウンターが{amount}個置かれる（{rule}）",
    "event.more_counters": "{object}の{counter}カウンター: {before} → {count}（{source}: {text}、{rule}）",
    "event.tapped": "{object}がタップ状態になる",
    "event.untapped": "{object}がアンタップ状態になる",
    "event.stunned": "{object}はアンタップ状態にならず、代わりに麻痺カウンターが1個取り除かれる（{rule}）",
    "event.shielded": "{object}は破壊されず、代わりに盾カウンターが1個取り除かれる（{rule}）",
    "event.shield_prevents": "{object}に与えられる{amount}点のダメージは軽減され、盾カウンターが1個取り除かれる（{rule}）",
    "event.shield_unpreventable": "{object}から盾カウンターが1個取り除かれ、軽減できない{amount}点のダメージは与えられる（{rule}）",
    "event.turned_face_up": "{object}が表向きになる",
    "event.regenerate": "{object}は再生する: タップされ、すべてのダメージが取り除かれ、戦闘から取り除かれる（{rule}）",
    "event.removed_from_combat": "{object}は戦闘から取り除かれる: {why}（{rule}）",
    "event.damage_removed": "{object}は戦場に残る: 代わりにすべてのダメージが取り除かれる（{rule}）",
    "event.indestructible": "{object}は破壊不能を持ち、破壊されない（{rule}）",
    "event.protection_prevents": "{source}が{object}に与える{amount}点のダメージはプロテクションにより軽減される（{rule}）",
    "event.room": "{player}がダンジョンを探索する: マーカーが{object}の{room}に移る（{rooms}部屋中{amount}部屋目）",
    "event.loses": "{player}がゲームに敗北する（{why}）",
    "event.wins": "{player}がゲームに勝利する（{why}）",
    "event.sacrifices": "{player}が{objects}を生け贄に捧げる（{rule}）",
    "event.plain": "{object}: {what}",
    "event.plain_player": "{player}: {what}",
    "sba.toughness_zero": "{object}はタフネスが{toughness}（{rule}）",
    "sba.lethal_damage": "{object}は致死ダメージを負っている（{rule}）",
    "sba.no_loyalty": "{object}は忠誠度が0（{rule}）",
    "sba.aura": "{object}はエンチャントできるものについていない（{rule}）",
    "sba.token_ceases": "{object}は戦場以外の領域にあるトークンなので、消滅する（{rule}）",
    "sba.unattached": "{object}は{attached}からはずれ、戦場に残る（{rule}）",
    "sba.counter_limit": "{object}は{counter}カウンターを{most}個より多く持てない：{count}個が取り除かれる（{rule}）",
    "sba.deathtouch": "{object}は接死を持つ発生源からダメージを受けている（{rule}）",
    "sba.counters_annihilate": "{object}から+1/+1カウンターと-1/-1カウンターが{count}個ずつ取り除かれる（{rule}）",
    "sba.legend_rule": "{player}は同じ名前の伝説のパーマネントを2つ以上コントロールしている: {kept}を残し、"
                       "{object}は墓地に置かれる（{rule}）",
    "sba.world_rule": "{object}: ワールドの特殊タイプを持つパーマネントが2つ以上あり、それより短いか同じ期間それを持つものがある"
                      "ので、墓地に置かれる（{rule}）",
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
    "resolve.copy_not_created": "{object}は{item}の適正な対象ではない（{rule}）: コピーは作られない",
    "resolve.flips": "{object}が反転する（{rule}）",
    "resolve.not_spent": "{item}: それを唱えるために{mana}は支払われていない（{rule}）",
    "resolve.does_not_pay": "{player}は{mana}を支払わない",
    "resolve.not_exiled_until": "{object}はすでに戦場を離れている: 何も追放されない（{rule}）",
    "effect.returns_until": "{object}が戦場を離れた: {objects}が戦場に戻る（{rule}）",
    "resolve.fights": "{object}が{other}と格闘を行う（{rule}）",
    "resolve.no_fight": "どちらも格闘を行わない: {objects}（{rule}）",
    "resolve.surveils": "{player}が諜報{amount}を行う: {objects}を墓地に置く（{rule}）",
    "resolve.surveils_keeps": "{player}が諜報{amount}を行う: すべてライブラリーの一番上に戻す（{rule}）",
    "resolve.proliferates": "{player}が増殖を行う: {objects}（{rule}）",
    "resolve.proliferates_none": "{player}が増殖を行い、何も選ばない（{rule}）",
    "resolve.declines_sacrifice": "{player}は生け贄に捧げないことを選ぶ（任意、{rule}）",
    "resolve.not_transformed": "{object}はもうそのパーマネントではない: 変身しない（{rule}）",
    "resolve.transforms": "{object}が変身する",
    "resolve.copy_gone": "{item}: コピーする能力はもうスタックにない — 何もコピーされない",
    "resolve.declines_copy": "{item}: {player}は{original}をコピーしないことを選ぶ（{rule}）",
    "resolve.counter_gone": "{item}: その能力はもうスタックにない — 打ち消すものはない",
    "resolve.paid_not_countered": "{player}が{mana}を支払う: {item}は打ち消されない",
    "resolve.condition_false": "{item}は何もしない: 解決時に条件[[（{condition}）]]が偽（{rule}）",
    "resolve.no_legal_target": "{item}は解決されない: 適正な対象がもうない（{rule}）",
    "resolve.resolves": "{item}が解決される: {text}",
    "resolve.permanent_resolves": "{item}が解決される（{rule}）",
    "resolve.rebound": "{object}は反復を持ち手札から唱えられたので、代わりに追放される（{rule}）",
    "resolve.rebound_gone": "{item}: そのカードはもう追放領域にない — 何も唱えられない（{rule}）",
    "resolve.rebound_declined": "{item}: {player}は{object}を唱えないことを選ぶ（{rule}）",
    "resolve.ceases": "{object}は消滅する（{rule}）",
    "resolve.token_permanent": "{object}はパーマネント呪文のコピーなので、戦場に出るに際してトークンであるパーマネントになる（{rule}）",
    # -- the stack --
    "stack.copy": "{player}が{original}のコピーをスタックに置く（{rule}、唱えても起動してもいない）[[（対象: {targets}）]]: {text}",
    "stack.countered": "{player}は{mana}を支払わない: {item}は打ち消される（{rule}）: {text}",
    "stack.countered_by": "{item}は打ち消される（{rule}）: {text}",
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
    "trigger.condition_false": "{object}: {text}は誘発しない: 条件[[（{condition}）]]が偽（{rule}）",
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
    "replace.prevention": "{object}: {effect} — このターンの終わりまでの軽減効果ができる（{rule}）",
    "replace.declined": "{object}の置換効果{text}: {player}は適用しないことを選ぶ（任意、{rule}）",
    "replace.applied": "{object}の置換効果{text}: {before} → {after}（{why}）",
    "shield.regenerate": "{objects}を再生する",
    "shield.skip_turn": "{player}は自分の次のターンを飛ばす。",
    "shield.skip_step": "{player}は自分の次の{step}を飛ばす。",
    "shield.prevent_next": "このターン、{targets}に与えられる次の{amount}点のダメージを軽減する",
    "shield.prevent_next_from": "このターン、次に{source}が{targets}にダメージを与えるなら、そのダメージを軽減する",
    "shield.prevent_next_from_any": "このターン、次に{source}がダメージを与えるなら、そのダメージを軽減する",
    "shield.prevent_all_from": "このターン、{source}が{targets}に与えるすべてのダメージを軽減する",
    "shield.prevent_all_from_any": "このターン、{source}が与えるすべてのダメージを軽減する",
    "shield.prevent_all_combat": "このターン、与えられるすべての戦闘ダメージを軽減する。",
    "shield.prevent_all": "このターン、与えられるすべてのダメージを軽減する。",
    "shield.prevent_all_combat_by": "このターン、{sources}が与えるすべての戦闘ダメージを軽減する。",
    "shield.prevent_all_by": "このターン、{sources}が与えるすべてのダメージを軽減する。",
    "shield.redirect": "このターン、次に{player}にダメージが与えられるとき、代わりに{target}に与えられる",
    "would.damage": "{target}への{amount}点のダメージ",
    "would.gain": "{player}が{amount}点のライフを得る",
    "would.lose": "{player}が{amount}点のライフを失う",
    "would.pay": "{player}が{amount}点のライフを支払う",
    "would.no_life": "{player}のライフは変わらない",
    "would.zone_change": "{object}: {from_zone} → {to_zone}",
    "would.regenerated": "{object}: {from_zone} → {to_zone}（再生）",
    "would.damage_removed": "{object}: {from_zone} → {to_zone}（代わりにすべてのダメージが取り除かれる）",
    "would.tokens": "{player}のコントロール下でトークン{amount}体が生成される",
    "would.draw": "{player}がカードを1枚引く",
    "would.no_draw": "{player}はカードを引かない",
    "would.step": "{player}の{step}が始まる",
    "would.no_step": "{player}の{step}は飛ばされる",
    "would.turn": "{player}のターンが始まる",
    "would.no_turn": "{player}のターンは飛ばされる",
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
    "action.end_effect": "{effect}が終わる",
    "action.end_turn": "ターン終了[[ — {player}が{objects}を捨てる（{rule1}）]]（{rule}：「ターン終了時まで」の効果が終わる）",
    "action.play_land": "{player}が{object}をプレイする（{rule}）",
    "action.move": "{object}を{zone}に移す（{rule}：新しいオブジェクトになる）",
    "action.move_together": "{objects}を同時に{zone}に移す（{rule}：それぞれ新しいオブジェクトになる）",
    "action.destroy": "{objects}を破壊する",
    "action.choices_as_enters": "{object}が戦場に出るに際しての選択: {choices}（{rule}）",
    "action.choice": "{key}は{value}",
    "choice.devour": "貪食{devour}で{objects}",
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
    "resolve.on_top": "{player}は{objects}をこの順でライブラリーの一番上に戻す（{rule}）",
    "resolve.scry_bottom": "{player}は{objects}をライブラリーの一番下に置く（{rule}）",
    "action.damage": "ダメージを同時に与える: {pairs}",
    "action.combat_damage": "戦闘ダメージを同時に与える: {pairs}",
    "action.damage_pair": "{source} → {target}: {amount}",
    "action.begin_step": "{step}の開始",
    "action.begin_step_skipped": "{step}は飛ばされる（{rule}）",
    "action.replacement_order": "{player}は置換効果を{objects}の順に適用する（{rule}）",
    "action.decline_replacement": "{player}は{objects}の任意の置換効果を適用しないことを選ぶ（{rule}）",
    "action.sba": "状態起因処理（{rule}）: {objects}",
    "action.sba_none": "状態起因処理（{rule}）: なし",
    "action.attack": "攻撃クリーチャー指定（{rule}）: {objects}が{player}を攻撃[[（{attacked}）]]（{rule2}：攻撃時の誘発）",
    "action.attack_pw": "{object}は{target}を攻撃",
    "action.block": "ブロック・クリーチャー指定（{rule}）: {pairs}（{rule2}：ブロック時の誘発）",
    "action.block_none": "ブロック・クリーチャー指定（{rule}）: ブロックしない",
    "action.block_pair": "{object}が{attacker}をブロック",
    "action.combat_damage_step": "戦闘ダメージ・ステップ（{rule}）: {pairs}[[。状況起因処理: {objects}]]",
    "action.first_strike_damage_step": "先制攻撃の戦闘ダメージ・ステップ（{rule}）: {pairs}[[。状況起因処理: {objects}]]",
    "action.combat_damage_assigned": "{source} → {target}: {amount}",
    "action.combat_damage_none": "戦闘ダメージ・ステップ（{rule}）: 戦闘ダメージを与えるクリーチャーはいない",
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
    "effect.land_types": "基本土地タイプのマナ能力（{rule}）",
    "effect.enters_as_copy": "{object}が{copied}のコピーとして戦場に出る",
    "effect.parts": "{parts}",
    "part.modify_pt": "{pt}の修整",
    "part.set_pt": "基本のパワーとタフネスが{pt}",
    "part.switch_pt": "パワーとタフネスの入れ替え",
    "part.counters": "{counter}カウンター{amount}個",
    "part.reconfigured": "つけられている間はクリーチャーでない（{rule}）",
    "part.lose_all_abilities": "すべての能力を失う",
    "part.gain_control": "コントロールを得る",
    "part.add_abilities": "{abilities}を得る",
    "part.add_colors": "{colors}でもある",
    "part.change_text": "その文章の「{old}」を「{new}」に置き換える",
    "part.set_colors": "{colors}になる",
    "part.add_types": "{types}でもある",
    "part.set_types": "ほかのカード・タイプではなく{types}である",
    "part.plain": "{text}",
    "part.lose_abilities": "{abilities}を失う",
    "part.copy_target": "対象のコピーになる[[（ただし、{exceptions}）]]",
    "part.copy_chosen": "選ばれたオブジェクトのコピーになる[[（ただし、{exceptions}）]]",
    "copy.keeps": "{fields}はコピーしない（{rule}）",
    "copy.name": "名前は{name}（{rule}）",
    "copy.pt": "{pt}である（{rule}）",
    "copy.also": "{types}でもある（{rule}）",
    "copy.has": "{abilities}を持つ（{rule}）",
    # -- errors in a scenario or card file --
    "error.unknown_word": "{what}に{word}はありません[[。もしかして{hint}？]]",
    "error.unknown_key": "{key}というキーはありません（使えるキー: {accepted}）[[。もしかして{hint}？]]",
    "error.no_card": "カード{name}が見つかりません[[。もしかして{hint}？]]",
    "error.no_object": "ゲームにオブジェクト{object}はありません[[。もしかして{hint}？]]",
    "error.cant_modify": "{key}は would: {event} とともには効果を持ちません：それが修整する出来事は {kinds} です（{rule}）",
    "error.ceased": "{object}は消滅しています（戦場以外の領域にあるトークン、{rule}）：`exists: false` を期待してください",
    "error.not_a": "{value}は{what}として読めません[[（使えるもの: {accepted}）]][[。もしかして{hint}？]]",
    "error.expected": "{key}には{expected}を書きます（{value}ではなく）",
    "error.missing_key": "{key}が必要です",
    "error.illegal_targets": "{object}: {target}の適正な対象を選んでください[[（{chosen}は適正な対象ではありません）]]"
                             "（適正な対象: {legal}）[[（{rule}）]]",
    "error.cant_attack": "{object}は攻撃できません: {why}[[（{rule}）]]",
    "error.cant_block": "{object}は{attacker}をブロックできません: {why}（{rule}）",
    "error.not_japanese": "{key}は日本語で書きます: {value}には日本語の文字がありません（サイトは書かれたとおりに表示します）",
    "keyword.plain": "{keyword}",
    "keyword.protection": "プロテクション（{quality}）",
    "keyword.with": "{keyword}{amount}",
    "error.no_such": "{what}{value}はありません[[（あるもの: {accepted}）]][[。もしかして{hint}？]]",
    "error.cant_choose": "[[{object}: ]]{what}に{chosen}は選べません[[（{rule}）]]（選べるもの: {legal}）",
    "error.choose": "[[{object}: ]]{what}を選んでください（選べるもの: {legal}）",
    "error.not_allowed": "[[{object}: ]]{why}[[（{rule}）]]",
    "error.twice": "{key}に{value}が2回あります",
    "error.goes_with": "{key}は{other}とともに書きます",
    "error.not_both": "{key}と{other}はどちらか一方だけ書きます",
    "error.describes_none": "{text}は[[{zone}の]]どの{what}も表さないので、決して働きません",
    "error.cant_read_here": "{text}は{context}では働きません: {missing}を読みますが、そこにはありません（働く場所: {where}）",
    "error.no_object_of": "{key}は{event}とともには働きません: その出来事にはオブジェクトが関わりません",
    "error.no_ability": "{object}には{what}#{index}はありません（{count}個あります）",
    "error.cant_cast": "{object}は唱えられません: {source}の能力{text}（{rule}）",
    "error.read_in": "{key}[[の{amount}]]は{what}では働きません: {needs}の中で読むものです",
    "error.amount_place": "{text}は{place}では働きません（働く場所: {places}）",
    "error.goes_in": "{key}は{other}の中に書きます[[（{rule}）]]",
    "error.loop_draw": "{loop}がゲームを以前と同じ状態に戻し、そのループに任意の行動がないので、ゲームは引き分けです（{rule}）",
    "why.rule": "{rule}",
    "why.life": "{rule}：ライフが{life}点",
    "why.empty_library": "{rule}：カードのないライブラリーから引こうとした",
    "why.poison": "{rule}：毒カウンター{count}個",
    "why.effect": "{rule}: {text}",
    "why.won": "{player}がゲームに勝利した、{rule}",
    "why.opponents_left": "{rule}：対戦相手が全員ゲームから離れた",
    "part.cant_have": "{abilities}を持つことができない",
    "event.cant_enter": "{object}はインスタントかソーサリーのカードなので戦場に出られず、{zone}にとどまる（{rule}）",
    "event.discard_to_hand_size": "{player}が{objects}を捨て、手札を上限の{size}枚にする（{rule}）",
    "action.cleanup_priority": "クリンナップ・ステップ[[ — {player}が{objects}を捨てる（{rule1}）]]（{rule}：「ターン終了時まで」の効果が終わる）"
                               "[[。状況起因処理: {performed}]][[。誘発してスタックに置かれるのを待つ能力: {pending}]] — {active}が"
                               "クリンナップ・ステップで優先権を得るので、ターンはまだ終わらない。もう一度の end_turn が次のクリンナップ・ステップ（{rule2}）",
    "leave.game": "{player}がゲームから離れる（{rule}）。ゲームは続く",
    "leave.with_owner": "{object}はオーナーである{player}とともにゲームから離れる（{rule}）",
    "leave.control_ends": "効果{effect}はもう{player}にコントロールを与えない（{rule}）",
    "leave.ceases": "{object}は消滅する：コントローラーである{player}がゲームから離れた（{rule}）",
    "leave.pending": "{object}の誘発型能力はスタックに置かれない：コントローラーである{player}がゲームから離れた（{rule}）",
    "leave.attacks_nothing": "{object}が攻撃していた{player}はゲームから離れた：{object}は何も攻撃しておらず、その戦闘ダメージは割り振られない（{rule}）",
    "turn.left_player_turn": "ゲームから離れた{player}の次のターンが始まるはずだったので、その効果{effect}は終わる（{rule}）",
}

# A file's errors (ruletext/errors.py FILE_KINDS; the command line's checks: verify/errors.py).
RECORDS.update({
    "file.nul_byte": "テキスト・ファイルにNULバイトがあります（{column}文字目）",
    "file.nul_char": "テキスト・ファイルにNUL文字があります",
    "file.empty": "ファイルが空です",
    "file.long_line": "{length}文字の行があります（読むのは{limit}文字まで）",
    "file.missing": "ファイルがありません",
    "file.missing_folder": "ファイルがありません（ファイルがフォルダーとして指定されています）",
    "file.path_nul": "パスにNUL文字があります",
    "file.folder": "ファイルではなくフォルダーです",
    "file.not_regular": "通常のファイルではありません（デバイス、パイプ、ソケット）",
    "file.too_large": "{size}バイトあります（読むのは{limit}バイトまで）",
    "file.more_than": "{limit}バイトを超えています",
    "file.path_nul_in": "パス{path}にNUL文字があります",
    "file.path_loop": "パス{path}はシンボリック・リンクのループに入ります",
    "file.path_outside": "パス{path}はプロジェクトの外にあります（{base}の外に出ます）",
    "file.folder_unreadable": "このフォルダーを読めません（{why}）",
    "file.link_nowhere": "{link}へのシンボリック・リンクの先がありません（ループか、ないファイル）。リンクを削除してください",
    "file.link_outside": "{link}へのシンボリック・リンクがプロジェクト（{base}）の外を指しています。ファイルをコピーするか、リンクを削除してください",
    "file.link_folder": "フォルダー{link}へのシンボリック・リンクです。{folder}/ はフォルダーへのリンクをたどらずにコピーします（ページをコピーするか、リンクを削除してください）",
    "file.recursive_alias": "エイリアスが自分を含む値の中にあります（再帰的なエイリアス）",
    "file.merge_key": "マージ・キー（<<）は読みません。キーを書き出してください",
    "file.tag": "タグ{tag}は使えません（使えるのは文字列、数、true/false、null、リスト、マッピングだけです）",
    "file.too_deep": "入れ子が{limit}段を超えています",
    "file.key_not_text": "キーは文字列です（リストやマッピングは使えません）",
    "file.key_twice": "キー{key}が2回あります（最初は{line}行目）",
    "file.alias_bomb": "エイリアスを展開すると値が{limit}個を超えます（読むのはその数まで。エイリアス爆弾？）",
    "file.not_yaml": "YAMLとして読めません: {problem}",
    "file.nul_escape": "NUL文字があります（エスケープで書かれています）：取り除いてください",
    "file.not_a_date": "{value}は正しい日付や時刻ではありません（{why}）。文字列なら引用符で囲んでください",
    "file.number_in_line": "行の途中にルール番号{number}があります（改行が抜けている？）",
    "file.rule_no_text": "ルール{number}に本文がありません",
    "file.example_first": "どのルールより前に例（例：）があります",
    "file.example_no_text": "例（例：）に本文がありません",
    "file.example_of_no_text": "ルール{number}の例に本文がありません",
    "file.last_example_no_text": "最後の例（例：）に本文がありません",
    "file.text_before_rules": "最初のルールより前に文があります: {text}",
    "file.no_rules": "ルールがありません",
    "file.repeats": "ルール{number}が違う本文でもう一度あります（最初は{first}）",
    "file.out_of_order": "ルール{number}がルール{before}（{line}行目）の後にあります。ルールは番号の小さい順に並べます",
    "file.not_official": "公式の総合ルールのファイルではありません: 最初の数行に「Comprehensive Rules」（英語）も「マジック総合ルール(和訳 …)」（日本語）もありません",
    "file.version_twice": "版{version}が2回あります（もう一方は{other}）",
    "file.no_heading": "{name}の行がありません（{what}）",
    "file.unknown_month": "発効日の月{month}が読めません",
    "file.no_effective": "冒頭に「These rules are effective as of <Month D, YYYY>」の行がありません",
    "file.not_english_cr": "英語の総合ルールのファイルではありません: 最初の行は{title}です",
    "file.no_rules_after_contents": "目次の後にルールがありません（「1. …」の行）",
    "file.not_japanese_cr": "日本語の総合ルールのファイルではありません: 最初の30行に見出し「マジック総合ルール(和訳 YYYYMMDD.N 版)」がありません",
    "file.header_not_framed": "見出しが「=」の2本の行に挟まれていません",
    "file.no_contents_ja": "見出しの後にもくじがありません",
    "file.no_body_ja": "もくじの最初の見出しがもう一度出てきません（本文がありません）",
    "file.no_glossary_ja": "ルールの後に用語集がありません",
    "file.glossary_before_headword": "見出し語（「…／English」）より前に用語集の行があります: {text}",
    "file.unknown_reader": "読み取り方式{reader}はありません（あるもの: {known}）",
    "file.source_id_twice": "資料のid{id}は{line}行目ですでに使われています",
    "file.article_id_twice": "記事のid{article}は{line}行目の資料{other}ですでに使われています",
    "file.numbering_not_date": "numbering の{numbering}は日付（YYYY-MM-DD）でも「current」でもありません",
    "file.numbering_unmapped": "numbering の{numbering}: 「concordance.yaml」にその日付の番号付けはありません（あるもの: {known}）",
    "file.about_not_rule": "about の{number}はこのコーパスのルールではありません（ルール: {rules}）",
    "file.path_folder": "パス{path}はファイルではなくフォルダーです",
    "file.path_missing": "パス{path}: ファイルがありません",
    "file.needs_keys": "それぞれの{what}には{keys}が必要です",
    "file.needs_keys_or_empty": "それぞれの{what}には{keys}が必要です（わからないときは ''）",
    "file.not_rule_number": "{key}: {value}はルール番号ではありません（例:「613」「613.7」「613.7a」）",
    "file.unknown_change": "変更の種類{change}はありません（あるもの: {known}）",
    "file.schema": "schema は{schema}です",
    "file.listed_twice": "{number}が2回あります",
    "file.layer_numbering": "layers: {column}はこのファイルの番号体系ではありません（あるもの: {known}）",
    "file.unknown_layer": "layers: {column}: {layer}は種類別ではありません（あるもの: {known}）",
    "file.counterpart": "{number}には rules の下に対応するルールがあります",
    "file.must_be": "{key}には{expected}を書きます（{value}ではなく）",
    "file.no_such_file": "ファイルがありません",
    "file.cr_for_english": "「--cr」は英語の例のシナリオのためのものです（example: {prefix}…）。このファイルは元資料で実行します",
    "file.give_cr": "{example}は公式の英語ファイルの例です: 「--cr FILE」でファイルを指定してください（公開場所は README）",
    "file.not_example_of": "{example}は{version}の例ではありません（「en:RULE-N」: RULE の N 番目の例、603、607、613）",
    "file.no_target": "このコーパスに例や表の行{example}はありません（idは「build.py parse --json」で一覧できます）",
    "file.no_target_here": "このコーパスに例や表の行{example}はありません",
    "file.no_target_case": "このコーパスに例や表の行{example}はありません（単独のケースは「rule:」でルールを指定します）",
    "file.case_id_is_example": "ケースのid{example}（ファイル名）は例か表の行のidです",
    "file.stray_folder": "cards/ に読まれないフォルダーがあります: カードのファイルは rules_src/cards/*.yaml（1階層、名前は .yaml）です",
    "file.stray_file": "cards/ に読まれないファイルがあります: カードのファイルは rules_src/cards/*.yaml（1階層、名前は .yaml）です",
    "file.en_prefix": "公式ファイルの例のidは{prefix}で始まります（{prefix}613.4d-1）",
    "file.scenario_twice": "例{example}にはすでにシナリオがあります: {other}",
    "file.reasons_mapping": "例や行のidから、実行しない理由（日本語）へのマッピングを書きます",
    "file.reason_text": "{example}の理由は文字列です（{value}ではなく）",
    "file.reason_japanese": "{example}の理由は日本語で書きます（読者が読みます）",
    "file.reason_has_scenario": "{example}には今はシナリオがあります: {file}からその理由を削除してください",
    "file.broken": "{count}件のシナリオ、ケース、カードに誤りがあります（それぞれの行に）",
})

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
        "Human": "人間", "Cleric": "クレリック", "Bear": "熊", "Manticore": "マンティコア", "Wizard": "ウィザード", "Rogue": "ならず者",
        "Ally": "同盟者", "Soldier": "兵士", "Warrior": "戦士", "Elf": "エルフ", "Elemental": "エレメンタル",
        "Mountain": "山", "Island": "島", "Forest": "森", "Plains": "平地", "Swamp": "沼", "Desert": "砂漠", "Ogre": "オーガ",
        "Angel": "天使", "Aura": "オーラ", "Spirit": "スピリット", "Dinosaur": "恐竜", "Goblin": "ゴブリン",
        "Zombie": "ゾンビ", "Vampire": "吸血鬼", "Beast": "ビースト", "Bird": "鳥", "Golem": "ゴーレム",
        "Faerie": "フェアリー", "Wall": "壁", "Wolf": "狼", "Dog": "犬", "Insect": "昆虫", "Bat": "コウモリ",
        "Shaman": "シャーマン", "Horror": "ホラー", "Phyrexian": "ファイレクシアン", "Construct": "構築物",
        "Shapeshifter": "多相の戦士", "Scout": "スカウト", "Druid": "ドルイド", "Advisor": "アドバイザー",
        "Assassin": "暗殺者", "Plant": "植物", "Thopter": "飛行機械", "Samurai": "侍", "Barbarian": "バーバリアン",
        "Fish": "魚", "Ooze": "ウーズ", "Lord": "君主", "Doctor": "ドクター", "Time": "タイム", "Shrine": "祭殿",
        "Avatar": "アバター", "Praetor": "法務官", "Scarecrow": "カカシ", "Gorgon": "ゴルゴン", "Efreet": "イフリート",
        "Thrull": "スラル", "Hippogriff": "ヒッポグリフ", "Metathran": "メタスラン", "Ouphe": "アウフ",
        "Lhurgoyf": "ルアゴイフ", "Eldrazi": "エルドラージ", "Cat": "猫", "Time Lord": "タイム・ロード", "Rat": "ネズミ",
        "Demon": "デーモン", "Merfolk": "マーフォーク", "Juggernaut": "ジャガーノート", "Werewolf": "狼男",
        "Viashino": "ヴィーアシーノ", "Boar": "猪", "Equipment": "装備品", "Fox": "狐",
    },
    "keyword": {
        "Flying": "飛行", "Flash": "瞬速", "Vigilance": "警戒", "Lifelink": "絆魂", "Deathtouch": "接死",
        "Reach": "到達", "Trample": "トランプル", "Menace": "威迫", "Haste": "速攻", "Prowess": "果敢",
        "Defender": "防衛", "First strike": "先制攻撃", "Double strike": "二段攻撃", "Hexproof": "呪禁",
        "Indestructible": "破壊不能", "Shroud": "被覆",
        "Persist": "頑強", "Undying": "不死",
        # as the corpus's cards print them (their text_ja): 702.5, 702.114, 702.116, and a commander rule
        "Enchant creature": "エンチャント（クリーチャー）", "Enchant equipment": "エンチャント（装備品）", "Devoid": "欠色",
        "Myriad": "無数",
        "Doctor's companion": "ドクターのお供",
        "Changeling": "多相", "Riot": "暴動", "Sunburst": "烈日", "Umbra armor": "族霊鎧", "Totem armor": "トーテム鎧",
        "Split second": "刹那", "Rebound": "反復", "Intimidate": "威嚇", "Fear": "畏怖", "Shadow": "シャドー",
        "Horsemanship": "馬術", "Skulk": "潜伏", "Wither": "萎縮", "Infect": "感染",
        # 702.14: the basic landwalks (a text-changing effect turns one into another, 612.2)
        "Plainswalk": "平地渡り", "Islandwalk": "島渡り", "Swampwalk": "沼渡り", "Mountainwalk": "山渡り",
        "Forestwalk": "森渡り",
    },
    # Keywords followed by a cost or a number (702): the cost or number is shown as it is.
    "keyword_with": {"Morph": "変異", "Ward": "護法", "Kicker": "キッカー", "Modular": "接合", "Backup": "賛助",
                     "Reconfigure": "再構成", "Toxic": "毒性", "Absorb": "吸収", "Bloodthirst": "流血", "Devour": "貪食",
                     "Flashback": "フラッシュバック"},
    "event": {
        "zone_change": "領域の移動", "cast": "唱える", "step": "ステップ", "damage": "ダメージ",
        "combat_damage": "戦闘ダメージ", "attacks": "攻撃", "blocks": "ブロック", "becomes_blocked": "ブロックされる",
        "ability_triggered": "能力の誘発",
        "life": "ライフ", "counters": "カウンター", "draw": "ドロー", "scry": "占術", "trigger": "誘発",
        "stack": "スタック", "resolve": "解決", "sba": "状態起因処理", "copy": "コピー",
        "turned_face_up": "表向きになる", "room": "ダンジョン探索",
        "replace": "置換効果", "regenerate": "再生", "removed_from_combat": "戦闘からの除去", "game": "ゲームの勝敗", "sacrifice": "生け贄", "discard": "捨てること", "tapped": "タップ",
        "untapped": "アンタップ", "attached": "つけること", "cant": "「できない」効果", "revealed": "公開", "effect": "効果の持続期間",
    },
    "stack_kind": {"spell": "呪文", "ability": "起動型能力", "trigger": "誘発型能力"},
    "order": {
        "cda": "特性定義能力（613.3）", "timestamp": "タイムスタンプ順", "dependency": "依存（613.8）",
        "loop": "依存のループ（タイムスタンプ順）", "rule": "ルール（305.6：第4種のすべての効果の後）",
    },
    "player_field": {
        "life": "ライフ", "hand": "手札", "library": "ライブラリー", "graveyard": "墓地", "exile": "追放領域",
        "mana": "マナ・プール", "scried": "占術で見たカード", "won": "ゲームに勝利したか", "lost": "ゲームに敗北したか",
        "poison": "毒カウンター", "active": "アクティブ・プレイヤーか",
    },
    "field": {
        "pt": "パワー／タフネス", "power": "パワー", "toughness": "タフネス", "colors": "色",
        "card_types": "カード・タイプ", "subtypes": "サブタイプ", "supertypes": "特殊タイプ",
        "abilities": "能力", "has_abilities": "持つ能力", "lacks_abilities": "持たない能力",
        "controller": "コントローラー", "owner": "オーナー", "zone": "領域", "name": "名前",
        "name_en": "英語名", "type_line": "タイプ行", "mana_value": "マナ総量", "counters": "カウンター",
        "damage": "ダメージ", "tapped": "タップ状態", "exists": "存在するか（704.5d）", "incarnation": "何番目のオブジェクトか（400.7）",
        "attacking": "攻撃中", "blocking": "ブロック中", "can_block": "ブロックできるもの", "blocked": "ブロックされた", "exiled_by": "追放したもの", "attached_to": "ついているもの", "entered_with": "同時に移動したもの",
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
        "deps": "依存関係", "effect": "効果",
        "not_linked": "（関連している能力なし、607.5）", "refers_to_none": "なし（400.7）",
        "oracle_text": "英語のオラクル・テキスト", "step_no": "手順",
        "stack_item": "スタック上の呪文・能力", "trigger_item": "誘発した能力",
        "face_down": "裏向きのパーマネント", "no_name": "名前のないオブジェクト", "token": "トークン",
        "copy_of": "《{own}》（《{now}》のコピー）",
        # -- the page's own labels (sitegen/templates: every word there is a t("key") of this table) --
        "list_sep": "、", "sentence_end": "。", "n_items": "{n} 件",
        "not_executed_note": "この例は実行していません — カバレッジに未計上", "why_not_executed": "実行しない理由",
        "steps_and_checks": "{steps} 手順、確認 {checks} 件", "mismatches": "（不一致 {n}）",
        "steps_json": "経過のデータ (JSON)", "match": "一致", "mismatch": "不一致",
        "scenario": "シナリオ", "object": "オブジェクト", "pt": "P/T", "types": "タイプ", "player": "プレイヤー",
        "pending": "誘発済み・スタック待ち", "additional_trigger": "（追加の誘発, 603.2d）",
        "stack_heading": "スタック — 一番上から解決", "stack_top": "一番上", "copy_of_item": "（{of}のコピー）",
        "links": "関連している能力の記録", "exiled_card": "追放されたカード", "ability": "能力",
        "linked_group": "能力のまとまり", "refers_to": "参照できるもの", "note": "注",
        "effect_col": "効果", "layer": "種類別", "content": "内容", "timestamp": "タイムスタンプ", "order": "順序",
        "depends_on_col": "依存先", "trace_change": "変化", "before": "前", "after": "後",
        "layer_n": "第{n}種", "layer_2009": "（2009年: 第{n}種）", "not_applied": "適用されず",
        "deps_caption": "効果は番号の順に適用されます。「→ ①」はその効果が①に依存し（613.8）、①の後に適用されることを表します。",
        "depends_on": "→ {on} に依存",
        "stated_numbers": "例の文中の数値", "accounted": "計算で確認",
        "article": "解説記事", "article_title": "解説: {title}", "discusses": "扱うルール",
        "presentation_note": "原文の表の色分けについての注記（このサイトの表には色分けがありません）",
        "verification": "検証", "to_result": "（実行結果へ）",
        "cards": "カード一覧",
        "cards_intro": "この資料で言及されているカードと、ルールエンジンが使う定義。定義のファイルはここにあります:",
        "definition": "エンジンの定義", "definition_json": "定義のデータ (JSON)", "no_definition": "エンジン未定義",
        "mentions": "言及箇所",
        "case": "判定事例", "case_mark": "総合ルールの本文ではありません — エンジンで実行した追加の例。ルール {rule}（現行の番号）",
        "case_home": "→ このサイトの {home}", "case_list": "判定事例の一覧", "sources": "出典",
        "cases": "判定事例",
        "cases_intro": "総合ルールの例（「例：」）とは別に、ジャッジの質問に答える事例をルールエンジンで実行した結果です。"
                       "総合ルールの本文ではありません。各事例は説明するルールの番号（現行の番号体系）で並べ、"
                       "そのルールがこのサイトにある場合はその項目の下にも表示します。事例を書くには次のフォルダーにファイルを1つ追加します:",
        "cases_format": "書き方", "cases_count": "事例 {n} 件",
        "cases_of_rule": "ルール {rule} の判定事例", "cases_section_intro": "ルール {rule}（現行の番号）を説明する判定事例です。総合ルールの本文ではなく、ルールエンジンで実行した追加の例です。",
        "passed": "成功", "failed": "失敗", "unexecuted": "未実行",
        "cr": "総合ルール", "examples_verified": "例の検証", "of_total": "全 {n}", "of_which_articles": "（うち解説記事の例と表 {n}）",
        "source": "出典", "numbering_of": "（番号体系: {numbering}）",
        "rules_intro": "この資料に収録されている総合ルールの節です。各ルールの例は、ルールエンジンで実行され、その計算結果とともに表示されます。",
        "others": "その他", "search": "検索", "search_needs_js": "検索には JavaScript が必要です。",
        "search_help": "ルール番号（613.8a、全角でも）、種類別（第7b種、種類別 7c）、カード名（日本語、英語、読み）、ルールの用語（依存、いぞん）で探せます。カード名を2つ並べると、両方が出てくる例を探します。",
        "permalink": "この項目へのリンク", "numbering_same": "2009年の番号 = 現行の番号", "current": "現行",
        "numbering_moved": "2009年の番号 → 現行の番号（{change}）", "approximate_under": " の下位項目（要確認）",
        "english_of": "英語版 {version} の {number}", "en_mark": "EN", "untranslated": "英語版で変更あり（未訳）",
        "earlier_number": "以前の番号", "referenced_from": "参照元",
        "verification_summary": "例と表の行 {total} 件のうち、実行 {executed} 件（カバレッジ {coverage}）、成功 {passed} 件"
                                "（{pass_rate}）、失敗 {failed} 件、未実行 {unexecuted} 件。",
        "kind": "種類", "stale": "古い", "errors": "エラー", "total": "計", "examples": "例", "table_rows": "表の行",
        "example": "例", "state": "状態", "message": "メッセージ", "card_table_rows": "カード表の行", "row": "行",
        "glossary": "用語集",
        "glossary_intro": "総合ルールの用語（種類別、依存、タイムスタンプ、特性定義能力…）と、本文中で日本語／英語が"
                          "併記されている用語、それぞれの出現箇所。同じ英語が異なる日本語に訳されている場合は次の印を付けます:",
        "variants": "訳語の揺れ", "terms_count": "用語数 {n}", "terms_with_variants": "訳語の揺れがある用語",
        "japanese": "日本語", "english": "英語", "occurrences": "出現箇所", "several_english": "英語が複数",
        "rule_term": "ルールの用語", "and_more": " ほか {n} 箇所",
        "numbering": "番号対照表",
        "numbering_intro": "本資料の CR 613 は 2009年12月23日付の和訳で、2009年10月1日（ゼンディカー）の総合ルールの番号体系に"
                           "従っています。現行の総合ルールでは 2020年4月17日（イコリア）以降、613 の多くの項目の番号が変わりました。"
                           "翻訳者のために、ルールごとに旧番号と現行番号を対照します。",
        "data": "データ", "by_rule": "ルールごとの対照", "this_corpus": "（この資料）", "m10": "基本セット2010",
        "change": "変更", "note_col": "注記", "unchanged_since": "{since} 以降は変更なし",
        "history_by_version": "版ごとの沿革", "in_force": "施行", "rule": "ルール", "sublayers": "第7種の細別",
        "no_2009_counterpart": "2009年版に対応のない現行のルール", "nearest_2009": "近い 2009年版のルール",
        "cited_outside": "この資料が参照する範囲外のルール", "unconfirmed": "未確認",
        "site_name": "総合ルール 日本語リファレンス", "site_search": "サイト内検索", "search_placeholder": "ルール番号・語句",
        "number_none_before": "{label}の ", "number_none_after": " には、この資料（2009年10月1日版の番号体系）に対応するルールがありません。",
        "nearest_rule": "近いルール", "edition_2009": "2009年版",
        "number_is_before": "{label}の ", "number_is_mid": " は、この資料では", "number_is_after": " にあたります。",
        "open_in_text": "{rule} を本文で開く", "other_before": "{label}では、", "other_after": " は別のルールでした",
        "official_crs": "公式ファイルの総合ルール", "official_intro": "このビルドに与えられた公式ファイル",
        "official_intro_versions": "各言語の最新版が主な表示で、旧版もそれぞれの番号で引ける", "edition": "版",
        "language": "言語", "effective": "発効", "rule_nodes": "項目", "three_digit": "3桁の規則", "terms": "用語",
        "newest": "（最新）", "lang_en": "英語", "lang_ja": "日本語", "changes": "変更点",
        "added": "追加", "removed": "削除", "changed": "変更", "moved": "番号変更",
        "concordance_disagrees": "番号対照表との食い違い",
        "moved_by_similarity": "番号変更は本文の類似度（0–1）で見つけたもの", "official_files": "公式ファイルの一覧",
        "old_number": "旧番号", "new_number": "新番号", "similarity": "類似度", "formerly": "旧",
        "examples_changed": "例の変更",
        "examples_changed_intro": "例の文が変わった規則。日本語の例のシナリオで実行している例はその結果（英語の例文が訳の元の版"
                                  "から変わっていれば「古いシナリオ」: 再確認が必要）。",
        "untranslated_intro": "日本語の本文が訳している英語版（その出典の版）の後に、英語の本文が変わった規則と、"
                              "その後に加わって和訳のない規則",
        "no_japanese": "和訳なし（英語版 {version} の後に追加）",
        "results_changed": "英語の例のうち、シナリオの結果が旧版と新版で違うもの: {n} 件（例文が違う版では「古いシナリオ」）。",
        "compared_with": "（英語版 {version} と比べて）", "japanese_source": "日本語（出典の版）", "english_change": "英語版の変更",
        "edition_en": "英語版", "edition_ja": "日本語版", "main_reading": "（この言語の最新版: 主な表示）", "older_paren": "（旧版）",
        "older": "旧版", "file": "ファイル", "contents": "この版の目次", "changed_since": "英語版 {version} からの変更",
        "ja_example_result": "日本語の例の実行結果", "stale_translation": "。英語の例文が訳の元の版から変わった: シナリオの再確認が必要",
        "attached_to": "{to}につけられている", "of": "{who}の{what}", "of_player": "プレイヤー{player}の{what}",
        "has_all": "すべて持つ", "has_none": "どれも持たない", "lacks": "持たない", "has": "持つ",
        "no_abilities": "能力なし", "no_types": "タイプなし", "every_creature_type": "すべてのクリーチャー・タイプ",
        "no_name_short": "名前なし",
        "now_number": "現行 {number}", "now_same": "現行も {number}", "now_unconfirmed": "現行の番号は未確認",
        "example_n": "{owner} の例 {n}", "example_of": "{owner} の例", "table_row": "表{table}の{row}行目",
        "outside_corpus": "この資料の範囲外のルール",
        "question": "問", "answer": "答", "run_result": "実行結果",
        "effect_said": "効果（{said}）", "effect_text": "効果「{text}」",
        "home": "ホーム", "official_full": "公式ファイル（全文）", "for_translators": "翻訳者向け",
        "playground": "プレイグラウンド", "about": "このプロジェクトについて",
        "en_example": "英語の例", "en_example_n": "英語の例 {n}（{title}）", "first_included": "収録", "history": "履歴", "from_number": "（{number} から）",
    },
}
WORDS["step"] = {"untap": "アンタップ・ステップ", "upkeep": "アップキープ・ステップ", "draw": "ドロー・ステップ", "main": "メイン・フェイズ",
                 "end": "終了ステップ", "combat": "戦闘フェイズ"}
# Words of the engine's vocabularies a record names (engine.records.Key).
WORDS["key"] = {"gains": "ライフ獲得", "loses": "ライフ喪失", "cant_sacrifice": "生け贄に捧げさせられない",
                "cant_exile": "追放できない", "choose_pay": "支払うこと", "choose_decline": "断ること",
                "choice_copy": "コピーするもの", "choice_enchant": "エンチャントするもの", "choice_pay": "支払うかどうか", "choice_color": "色", "choice_creature type": "クリーチャー・タイプ",
                "choice_from": "置き換えられる語", "choice_to": "置き換える語",
                "choice_riot": "暴動の選択", "choice_top": "一番上に戻す順", "riot_counter": "追加の+1/+1カウンター", "riot_haste": "速攻",
                "combat_control": "コントローラーが変わった", "combat_not_creature": "クリーチャーでなくなった",
                "combat_effect": "効果がそれを戦闘から取り除いた", "combat_left": "戦場を離れた",
                "combat_not_planeswalker": "プレインズウォーカーでなくなった"}
WORDS["key"].update({f"event_{k}": v for k, v in WORDS["event"].items()})  # an event no record says more of
WORDS["key"].update({"example": "例", "table row": "表の行"})
# What a value is written as (engine.records.not_a, wrong_type): an error names it.
WORDS["key"].update({
    "value_color": "色", "value_mana_type": "マナの種類", "value_mana_cost": "マナ・コスト",
    "value_mana_symbol": "マナ・シンボル", "value_pt": "パワー／タフネス", "value_changeable_word": "色の語、土地タイプ、クリーチャー・タイプのいずれか（612.2）", "value_link_label": "このオブジェクトの他の能力が持つ関連のラベル（607.1）", "value_linked_kicker": "このオブジェクトのキッカー・コスト（607.2i）", "value_keyword": "キーワード能力（702）", "value_protection": "色、カード・タイプ、またはすべてのものからのプロテクション（702.16a）", "value_counter": "カウンターの種類",
    "value_layer": "種類別", "value_word": "この項目に使える語", "value_integer": "整数", "value_flag": "true か false",
    "value_id_or_null": "オブジェクトのidかnull", "value_words": "語のリスト", "value_lists": "オブジェクトごとのリスト",
    "value_text": "文字列", "value_counter_numbers": "カウンターの種類とその個数の対応",
    "value_rule_number": "ルール番号",
    # why a creature can't attack (engine/combat.py)
    "attack_not_creature": "戦場のクリーチャーではない", "attack_not_active": "アクティブ・プレイヤーがコントロールしていない",
    "attack_tapped": "タップ状態である", "attack_defender": "防衛を持つ", "attack_sick": "このターンにコントロール下に置かれた（速攻がない）", "attack_already": "すでに攻撃している",
    "attack_restricted": "攻撃できないという効果を受けている",
    "attack_not_declared": "攻撃クリーチャーとして指定されていない",
    "attack_not_attackable": "攻撃できるのはプレイヤー、プレインズウォーカー、バトルだけである",
    "attack_battle": "バトルを攻撃することはエンジンにない（守る者、310.8）",
    "attack_not_defenders": "防御プレイヤーがコントロールしていない",
    # why a creature can't block (engine/combat.py, engine/blocking.py)
    "block_not_attacker": "攻撃クリーチャーではないものはブロックできない", "block_not_creature": "戦場のクリーチャーではない",
    "block_not_defending": "その攻撃クリーチャーが攻撃しているプレイヤーがコントロールしていない",
    "block_tapped": "タップ状態である", "block_restricted": "ブロックできないという効果を受けている",
    "block_flying": "飛行を持つクリーチャーは、飛行か到達を持つクリーチャーでしかブロックできない",
    "block_fear": "畏怖を持つクリーチャーは、アーティファクト・クリーチャーか黒のクリーチャーでしかブロックできない",
    "block_intimidate": "威嚇を持つクリーチャーは、アーティファクト・クリーチャーかそれと共通の色を持つクリーチャーでしかブロックできない",
    "block_shadow": "シャドーを持つクリーチャーとシャドーを持たないクリーチャーは互いにブロックできない",
    "block_horsemanship": "馬術を持つクリーチャーは、馬術を持たないクリーチャーにはブロックされない",
    "block_skulk": "潜伏を持つクリーチャーは、それより大きいパワーを持つクリーチャーにはブロックされない",
    "block_protection": "プロテクションを持つ攻撃クリーチャーは、その性質を持つクリーチャーにはブロックされない",
    "block_landwalk": "防御プレイヤーがその土地をコントロールしているので、土地渡りを持つクリーチャーはブロックされない",
    "block_menace": "威迫を持つクリーチャーは、2体以上のクリーチャーでしかブロックできない",
    "block_one": "ブロックできる攻撃クリーチャーの数を超える（1体。追加でブロックできるという効果の分だけ多く）",
    # what a copy effect does not copy (707.9c: engine.copying.CopyValues.says)
    "kept_name": "名前", "kept_mana_cost": "マナ・コスト", "kept_colors": "色", "kept_types": "タイプ",
    "kept_pt": "パワー／タフネス"})
# What an error says a game lacks, or why it does not allow an action (engine.records.no_such,
# not_allowed, cant_choose: engine/zones.py, casting.py, instructions.py …).
WORDS["key"].update({
    "thing_player": "プレイヤー", "thing_object": "オブジェクト", "thing_effect": "効果", "thing_kicker": "キッカー・コスト", "thing_enchant": "エンチャントするもの",
    "thing_pending": "誘発待ちの能力", "thing_spell": "スタック上の呪文", "thing_activated": "起動型能力",
    "thing_mana_ability": "マナ能力",
    "value_exiled_color": "追放されたカードの色", "value_number_word": "数（単語か数字: ten、10）", "value_amount": "数量",
    "value_zone": "領域", "value_designation": "指定", "value_player_word": "プレイヤーを表す語",
    "value_target_phrase": "対象の書き方", "value_word_one": "1つの語", "value_creature_type": "クリーチャー・タイプ（大文字で始まる1語）",
    "value_ids": "オブジェクトのidかそのリスト",
    "choice_exile_as_enters": "戦場に出るに際して追放するカード", "choice_devour": "貪食で生け贄に捧げるクリーチャー", "choice_linked_exile": "関連する能力が追放したカード",
    "choice_new_target": "コピーの新しい対象", "choices_none": "なし",
    "cant_not_permanent": "パーマネントではありません",
    "cant_arrange_library": "ライブラリーのカードをそれぞれ1回ずつ選んでいません",
    "cant_pay_mana": "支払ったマナではその総コストを支払えません（一部だけの支払いはできない）",
    "cant_pay_sacrifice": "生け贄に捧げられるものがなく、コストを支払えません",
    "cant_pay_discard": "手札にカードがなく、「カードを1枚捨てる」を支払えません",
    "cant_pay_tapped": "タップ状態なので、{T}のコストを支払えません",
    "cant_cda_part": "特性定義能力が定めるのは、そのオブジェクトの色、サブタイプ、パワー、タフネスだけです（static: として書いてください）",
    "cant_cda_others": "特性定義能力が影響を及ぼすのは、それを持つオブジェクトだけです（affected: self。ほかのオブジェクトへの効果は static: として書いてください）",
    "cant_tap_sick": "このターンにコントロール下に置かれたクリーチャーなので、{T}の能力は起動できません（速攻がない）",
    "cant_pay_exile_top": "ライブラリーのカードが足りず、コストを支払えません",
    "cant_unapplied_keyword": "ゲームはこのキーワードを適用しません。それを持つオブジェクトには何も起こりません（書かないか、それが行うことをその種類の能力として書き出してください）",
    "cant_that_many": "「that many」は置換効果の do: か discard_hand の then: の中だけで使えます",
    "cant_effect_exists": "そのidの効果はすでにあります", "cant_no_effect": "その呪文は継続的効果を生成しません",
    "cant_x_negative": "Xは0以上です", "cant_object_exists": "そのidのオブジェクトはすでにあります",
    "cant_no_counter": "カウンターは1個以上置きます",
    "cant_timestamp_order": "タイムスタンプの順序には、同時に出るオブジェクトをちょうど1回ずつ並べます",
    "cant_attach_itself": "それ自身にはつけられません",
    "cant_aura_enchant_illegal": "このオーラはそれをエンチャントできないので、それについて戦場に出られません（303.4i：元の領域にとどまり、トークンなら生成されない）",
    "cant_aura_nothing_to_enchant": "このオーラがエンチャントできるものがないので、戦場に出られません（303.4g：元の領域にとどまり、トークンなら生成されない）",
    "cant_attach_not_permanent": "つけることで動くのは戦場にあるオーラ、装備品、城砦です（戦場に出るオーラは、出るに際してつけられます）",
    "cant_equip_quality": "エンジンが書き出すのは「装備［コスト］」だけです（性質を持つ装備やプレインズウォーカー装備は、その activated: 能力として書いてください）",
    "cant_activate_not_your_turn": "「ソーサリーとしてのみ起動できる」能力は、そのコントローラーのターンに起動する",
    "cant_activate_stack": "「ソーサリーとしてのみ起動できる」能力は、スタックが空のときに起動する",
    "cant_activate_not_attached": "「クリーチャーについているときにのみ起動できる」能力は、それがクリーチャーについているときに起動する",
    "cant_activate_not_main": "「ソーサリーとしてのみ起動できる」能力は、メイン・フェイズに起動する",
    "cant_pay_life": "支払うだけのライフがない", "cant_play_not_land": "土地カードではない",
    "cant_play_from_zone": "その領域からはプレイできない（手札、またはそれを許す効果があるときのライブラリーの一番上から）",
    "cant_play_not_your_turn": "自分のターンのメイン・フェイズに、スタックが空のときにしかプレイできない",
    "cant_play_second_land": "このターンにすでに土地をプレイした",
    "cant_cast_from_zone": "その領域からは唱えられない（手札から。ルールか効果が許すときだけほかの領域から。墓地からならフラッシュバック）",
    "cant_cast_split_second": "刹那を持つ呪文がスタックにあるので、ほかの呪文は唱えられない",
    "cant_activate_split_second": "刹那を持つ呪文がスタックにあるので、マナ能力以外の能力は起動できない",
    "cant_untap_step": "アンタップ・ステップにはどのプレイヤーも優先権を得ない",
    "cant_cast_not_your_turn": "瞬速を持たないインスタントでない呪文は、唱えるプレイヤーのターンに唱える",
    "cant_cast_stack": "瞬速を持たないインスタントでない呪文は、スタックが空のときに唱える",
    "cant_cast_not_main": "瞬速を持たないインスタントでない呪文は、メイン・フェイズに唱える",
    "cant_no_exile_ability": "「戦場に出るに際し、…を追放する」能力がないので、exile の選択は使えません",
    "cant_no_devour": "その数の貪食の能力がないので、devour の選択は使えません",
    "cant_block_list": "ブロック・クリーチャーは1体以上の攻撃クリーチャーを、それぞれ1回だけブロックする",
    "cant_block_requirements": "ブロックについての要求に従う数が、制限に違反せずに従える最大の数より少ない",
    "cant_block_requirements_size": "クリーチャーが多すぎて、ブロックについての要求を判断できない（20000通りまで）",
    "cant_riot_choices": "暴動の選択は暴動の能力1つごとに1つ（702.136b）。選択の数が暴動の数と合いません",
    "cant_not_face_down": "裏向きのパーマネントではありません", "cant_no_dungeon": "統率領域にダンジョンがありません（進むダンジョンを指定します）",
    "cant_last_room": "ダンジョンの最後の部屋にいます（ダンジョンの完了はエンジンにありません）",
    "cant_enter_instant": "インスタントやソーサリーのカードは戦場に置けません",
    "cant_it_undefined": "「それ」が定まりません（誘発させたオブジェクトがありません）",
    "cant_copy_keeps_targets": "コピーは元の対象を引き継ぎます（新しい対象は選べません）",
    "cant_attack_active": "アクティブ・プレイヤーは攻撃されません",
    "cant_attack_twice": "1体のクリーチャーは攻撃クリーチャーとして一度だけ指定します",
    "cant_block_twice": "ブロック・クリーチャーの指定は1回の戦闘に1度です",
    "cant_banding": "バンドは戦闘ダメージを割り振るプレイヤーを変えますが、エンジンにはありません",
    "cant_combat_damage": "攻撃しているクリーチャーもブロックしているクリーチャーもいません",
    "cant_combat_damage_again": "この戦闘の戦闘ダメージ・ステップは終わっています",
    "cant_assign_not_dealing": "このステップで戦闘ダメージを与える攻撃クリーチャーではありません",
    "cant_assign_unblocked": "ブロックされていないクリーチャーのダメージは、それが攻撃しているプレイヤーに割り振られます",
    "cant_assign_no_blockers": "それをブロックしているクリーチャーは今いません",
    "cant_assign_choose": "ブロック・クリーチャーの間でのダメージの割り振りを書きます（`assign`）",
    "cant_assign_to": "そこには戦闘ダメージを割り振れません",
    "cant_assign_amount": "ダメージの点数（数）を書きます",
    "cant_assign_total": "自身のパワーに等しい戦闘ダメージを割り振ります",
    "cant_assign_trample": "ブロック・クリーチャーすべてに致死ダメージを割り振った後でだけ、プレイヤーに割り振れます",
    "cant_stack_empty": "スタックは空です", "cant_step_stack": "スタックが空ではありません。ステップはスタックが空ですべてのプレイヤーが続けてパスしたときにだけ終わります（先に解決する）",
    "cant_step_pending": "スタックに置かれるのを待つ誘発型能力があります。ステップはスタックが空ですべてのプレイヤーが続けてパスしたときにだけ終わります（先に priority）",
    "cant_priority_unasked": "ここでプレイヤーが優先権を得て、自分の誘発型能力を選んだ順にスタックに置きます。先に priority でその順を示してください",
    "cant_no_targets": "この能力は対象をとりません",
    "cant_new_targets_several": "「対象」を2か所以上で使う呪文や能力のコピーの新しい対象は、ここでは述べられません",
    "cant_target_count": "「対象」という語1つにつき対象を1つずつ、文章の順に選びます",
    "cant_target_twice": "対象の句が2つ同じに書かれていて、指示がどちらの対象を指すのか区別できません",
    "cant_target_unnamed": "「対象」を2か所以上で使う能力では、指示は対象をその句で指します",
    "cant_no_players": "ゲームには1人以上のプレイヤーが必要です",
    "cant_aura_target": "プレイヤーにもオブジェクトにもつけられるオーラ呪文の対象の句は、エンジンにはありません",
    "cant_leave_own_turn": "自分のターン中にゲームから離れることは扱えません（800.4j：アクティブ・プレイヤーのいないターンは未実装）",
    "cant_left_game": "そのプレイヤーはゲームから離れています（800.4a）",
    "cant_move_choices": "choices は1つのオブジェクトのためのものです（それぞれに choices_as_enters を書きます）",
    "cant_choices_unused": "戦場に出なかったので、戦場に出るに際しての選択が使われませんでした",
    "cant_choice_untaken": "戦場に出るに際してのその選択をするものを、それは持っていません（その選択は何もしません）",
    "cant_choice_unread": "その効果のどこもその選択を読みません（その選択は何もしません）",
    "cant_choices_elsewhere": "戦場に出るのではないので、戦場に出るに際しての選択はできません",
    # what a scenario's value is written as (verify/actions.py VALUE_TERMS, verify/scenario.py)
    "value_id": "オブジェクトのid", "value_player": "プレイヤー名", "value_count": "1以上の整数",
    "value_mapping": "マッピング（キー: 値）", "value_object": "オブジェクトの定義のマッピング（name、type_line、pt…）",
    "value_choices": "選択のマッピング", "value_list": "リスト", "value_picks": "空でないidのリスト",
    "value_action": "キーが1つのアクションのマッピング", "value_expect": "オブジェクトのidから確認項目へのマッピング",
    "value_fields": "確認項目から値へのマッピング", "value_true": "true（書かないなら省きます）",
    "value_layer_expect": "種類別から確認項目へのマッピング", "value_scenario": "example、text、steps のマッピング",
    "value_quoted_id": "引用符で囲んだ例のid（\"613.3e-1\"）", "value_nonempty_list": "空でないリスト",
    "value_step": "手順のマッピング", "value_player_names": "プレイヤー名のリスト",
    "value_case": "rule、title、question、steps のマッピング", "value_case_file_name": "小文字・数字・「.」「-」のファイル名",
    "value_selector": "選び方の句", "value_expression": "式（数か句）", "value_mode": "モードの番号",
    "value_creature_type_or_chosen": "クリーチャー・タイプ（大文字で始まる1語）か chosen",
    "value_basic_land_type": "基本土地タイプ（305.7：Plains、Island、Swamp、Mountain、Forest）",
    "value_yes_no": "yes か no",
    "value_target_or_selector": "target か選び方の句", "value_flag_or_selector": "true か選び方の句",
    "value_selector_trailer": "選び方の句の後置句（名詞の後の語）",
    "value_colors": "色か色のリスト",
    "value_type_word": "カード・タイプか特殊タイプ（サブタイプは「—」の後）", "value_pt_change": "+N/+N か power と toughness のマッピング",
    "value_duration": "期間", "value_face": "面のマッピング（en、type_line、pt、abilities…）",
    "value_card": "カードのマッピング（ja、en、type_line…）", "value_reading": "日本語名の読み（ひらがなかカタカナ、ー・、）",
    "value_text_or_null": "文字列か null", "key_effect_part": "効果の部品（効果のキーの表）",
    "key_power_toughness": "power と／または toughness",
    "cant_selector_union": "選び方のリストは「each …」の句だけです（self、target、enchanted は使えません。対象が2つなら「対象とする」ごとに句を1つずつ並べたリストにします：target: [target creature, target player]）",
    "cant_selector_nouns": "名詞のリストは card/spell/permanent/object かタイプのどちらかで、両方は使えません",
    "cant_cast_others_card": "それを持つプレイヤーが唱えるもので、指定したプレイヤーではありません",
    "cant_not_modal": "モードを持つ呪文ではありません", "thing_permanent": "パーマネント", "thing_card": "カード",
    # where a selector phrase is read, and what it reads there (engine/selectors.py SELECTOR_CONTEXTS, CONTEXT_PARTS)
    "context_affected": "解決した効果が影響を及ぼすもの", "context_static": "常在型能力の効果", "context_instruction": "指示",
    "context_amount": "数量", "context_expression": "式", "context_condition": "条件", "context_would": "置換される出来事",
    "context_instead": "置換で代わりに起こること", "context_trigger": "誘発の what", "context_target": "対象の句",
    "context_game rule": "ゲームのルールへの効果", "context_replacement ability": "置換能力の what",
    "context_additional triggers": "追加の誘発の what・of", "context_copy": "コピーとして戦場に出るもの",
    "context_library search": "ライブラリーから探すカード",
    "part_source": "能力や効果の発生源（self、other、enchanted）", "part_controller": "「あなた」が誰か（you control など）",
    "part_choices": "関連する能力の選択（607.2d）", "part_targets": "選ばれた対象（target …）",
    "part_exiled": "関連する能力が追放したカード（607.2a）",
    "part_it": "その誘発型能力が参照するオブジェクト（603.7c、700.7：that creature）",
    "key_choose_copy_exile": "choose（選択）、copy か exile（選び方）", "key_event_or_of": "event（または of だけ）",
    "key_what_add_double": "what（選び方）と、add: N か double: true", "key_do_or_effect": "do（指示）か効果の部品",
    "value_ability": "キーワードか、能力の種類1つのマッピング",
    "key_card_or_object": "card（カード）か object（その場で書くオブジェクト）",
    "key_damage_or_to_player": "damage（ダメージを与えられるパーマネント）か to_player（プレイヤー）",
    "key_object_or_card_id": "object（領域にあるカード）か、card と id"})
for _table in ("color", "type", "subtype", "supertype", "keyword"):  # a vocabulary word a record names
    WORDS["key"].update({f"{_table}_{k}": v for k, v in WORDS[_table].items()})
WORDS["key"].update({f"keyword_{k}": v for k, v in WORDS["keyword_with"].items()})  # a keyword with its cost or number
# The vocabularies (engine.vocab.Registry.what) an unknown word is looked up in.
WORDS["key"].update({f"registry_{k}": v for k, v in {
    "ability kind": "能力の種類", "action": "アクション", "amount": "数量", "choice": "選択", "condition": "条件",
    "cost": "コスト", "effect key": "効果のキー", "game expectation": "ゲームの確認項目",
    "instruction": "指示", "linked value": "関連する値", "object expectation": "オブジェクトの確認項目",
    "pending expectation": "誘発待ちの能力の確認項目", "player expectation": "プレイヤーの確認項目",
    "replaced event": "置換される出来事", "replacement": "置換", "stack expectation": "スタックの確認項目",
    "trigger event": "誘発イベント", "selector": "選び方の語"}.items()})
# Where an amount or a condition is read and what it reads there (engine.instructions.unfit_amount,
# engine.amounts.amount_refused, engine.conditions.refused_at_says), and more reasons an error gives.
WORDS["key"].update({
    "ability_spell": "呪文", "ability_triggered": "誘発型能力",
    "ability_objectless": "誘発イベントがオブジェクトに関わらない誘発型能力",
    "ability_delayed": "対象も、誘発イベントに関わったオブジェクトもない呪文や能力が作る遅延誘発型能力", "ability_reflexive": "再帰誘発型能力",
    "ability_activated": "起動型能力", "ability_replacement": "置換効果の do:",
    "needs_trigger": "誘発型能力（その誘発イベントに関わったオブジェクト）",
    "needs_spell": "呪文（唱えたときに宣言したX、601.2b）",
    "needs_sacrifice": "生け贄に捧げた能力（sacrifice の指示の後、その後の再帰誘発型能力（603.12）、"
                       "または「SELECTORを1つ生け贄に捧げる」コスト（601.2h））",
    "needs_target": "target のある能力か再帰誘発型能力（その前の指示が扱ったオブジェクト、603.12）",
    "needs_created": "トークンを生成する指示の後の指示（create_tokens の「そのトークン」、707.10e）",
    "needs_target on the stack": "target がスタック上の呪文か能力でありうる能力（target spell、target creature spell、"
                                 "target triggered ability：115.1、701.6a）",
    "needs_target spell": "target が呪文でありうる能力（target spell、target instant spell：115.1、707.10）",
    "needs_target ability": "target がスタック上の誘発型能力である能力（target triggered ability you control：115.1e）",
    "needs_that many": "置換効果の do:（置換する出来事の数）か discard_hand の then（捨てたカード）",
    "needs_permanent": "パーマネントの能力（戦場を離れうるもの、610.3）",
    "needs_resolves": "解決する呪文や能力（解決時にコントローラーが行う選択、608.2d。置換効果の do: は解決しない）",
    "place_instruction": "解決する呪文や能力の指示（608.2h）", "place_x_is": "起動型能力の x_is（107.3）",
    "place_with_counters": "戦場に出るときのカウンターの数（with_counters、614.1c）",
    "context_triggered if": "誘発型能力の if", "context_state trigger if": "状況誘発の if",
    "context_reflexive if": "再帰誘発型能力の if", "context_static as_long_as": "常在型能力の as_long_as",
    "context_additional_triggers if": "追加の誘発の if", "context_replacement if": "置換能力の if",
    "reads_no_counters": "誘発イベントに関わったオブジェクトの最後の状態",
    "reads_kicked": "誘発型能力のもとのオブジェクトに支払われたキッカー",
    "reads_you_control_this": "解決した効果のもとのオブジェクト（その持続期間、611.2b）",
    "context_effect for_as_long_as": "効果の for_as_long_as（611.2b）",
    "reads_other_than_it": "誘発イベントが関わるオブジェクト（`other_than: it`）",
    "value_set_types": "カード・タイプ（と「—」の後のクリーチャー・タイプ。特殊タイプはもとのまま）",
    "value_creature_types": "「—」の後に書けるクリーチャー・タイプ（205.1a）", "value_zero_or_more": "0以上の整数",
    "value_number_or_x": "0以上の数かX（107.3m）",
    "cant_this_way_delayed": "遅延誘発型能力では this_way は働きません: 関連する常在型能力がありません",
    "cant_this_way_no_link": "this_way には link が必要です（公開した常在型能力と共有するラベル）",
    "value_modes": "2つ以上のモードのリスト（それぞれ text、target、do、700.2）", "value_cost": "印刷されているとおりのコスト（'{2}, {T}'）",
    "value_mana_symbols": "マナ・シンボル（'{2}{B}'）", "value_reflexive": "誘発型能力のマッピング（text、target、do…）",
    "value_triggered": "誘発型能力のマッピング（text、when、do…）", "value_token_object": "マッピング（name、type_line、colors、pt、loyalty、abilities）",
    "value_choice": "選択の語", "value_one_word": "その表の語をちょうど1つキーに持つマッピング",
    "loop_sba": "状態起因処理とそれがもたらす効果",
    "cant_reflexive_first": "reflexive はそれが参照する指示の後に書きます（「…してもよい。そうしたとき、…」）",
    "cant_x_no_x": "コストに{X}がないので、Xの値は宣言されません",
    "cant_sacrifice_no_cost": "パーマネントを生け贄に捧げる追加コストがありません",
    "cant_targets_removed": "適正な対象がないのでスタックから取り除かれます。対象は選ばれません",
    "thing_optional_replacement": "任意の置換効果を持つオブジェクト",
    "thing_replacement_effect": "置換効果を持つオブジェクト",
    "cant_world_rule": "ワールドの特殊タイプを常在型能力から得ているとき、それを持っていた期間（704.5k）は扱えません",
    "cant_no_loyalty": "印刷された忠誠度のないプレインズウォーカーです。オブジェクトに loyalty を書くか、忠誠カウンターを置いて enter してください",
    "cant_loyalty_not_planeswalker": "印刷された忠誠度を持つのはプレインズウォーカーだけです",
    "cant_after_cleanup": "アクティブ・プレイヤーがクリンナップ・ステップで優先権を得たので、次はもう一度のクリンナップ・ステップ（end_turn）です。"
                          "このターンのほかのステップや戦闘はありません",
    "cant_discard_hand_size": "手札が上限を超えていないので、何も捨てません（discarded を書きません）"})
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

# The CR numberings a number may be in (sitegen/numbers.py: /2009/613.6d/ …) and what happened to a number.
WORDS["numbering_label"] = {
    "current": "現行の総合ルール（2020年4月17日〜）", "old": "2009年10月1日版の総合ルール",
    "m10": "2009年7月11日版（基本セット2010）の総合ルール", "before_2009": "2009年5月までの総合ルール",
}
WORDS["numbering_short"] = {"current": "現行", "old": "2009年版", "m10": "2009年7月版", "before_2009": "〜2009年5月"}
WORDS["number_change"] = {
    "unchanged": "番号は変わっていません", "renumbered": "番号が変わりました", "merged": "現行のルールに統合されました",
    "split": "分割されました", "approximate": "おおよその対応です", "new": "新しく追加されたルールです",
    "unverified": "現行の番号は未確認です",
}
# What an effect is (engine.effects.EFFECT_KINDS, a trace row's ``kind``), named by its source.
WORDS["effect_of"] = {
    "effect": "{src}の能力", "ability": "{src}の能力", "copied_ability": "{src}のコピー効果（706）",
    "counters": "{src}の{counter}カウンター", "face_down": "{src}が裏向きであること（708.2）",
    "enters_as_copy": "{src}が戦場に出るに際しての選択", "created_as_copy": "{src}の効果",
    "reconfigured": "{src}が再構成を持ちつけられていること（702.151b）",
    "land_types": "{src}の基本土地タイプ（305.6）",
}
# The abilities the engine writes itself (engine/abilities.py ManaAbility: a basic land type's
# intrinsic ability, 305.6, and the `mana:` ability kind), by the text it gives them; a card's
# own text_ja wins (tests/site/test_text_tables.py: every ManaAbility the cards can make).
WORDS["ability_text"] = {
    **{f"{{T}}: Add {{{m}}}.": f"{{T}}：{{{m}}}を加える。" for m in "WUBRGC"},
    "{T}: Add one mana of the chosen color.": "{T}：選ばれた色のマナ1点を加える。",
    "{T}: Add one mana of any color.": "{T}：好きな色のマナ1点を加える。",
    "{T}: Add one mana of any of the chosen color.": "{T}：選ばれた色のマナ1点を加える。",
    "{T}: Add one mana of any of each of the exiled card's card types.":
        "{T}：追放されたカードのカード・タイプのうち1つのマナ1点を加える。",
    "{T}: Add one mana of any of the exiled card's colors.": "{T}：追放されたカードの色のうち好きな色のマナ1点を加える。",
    "{T}: Add one mana of any of the exiled card's name.": "{T}：追放されたカードの名前のマナ1点を加える。",
    # 702.88a: the delayed triggered ability rebound creates (engine/resolve.py REBOUND)
    "At the beginning of your next upkeep, you may cast this card from exile without paying its mana cost.":
        "あなたの次のアップキープの開始時に、あなたはこのカードを追放領域からそのマナ・コストを支払うことなく唱えてもよい。",
}

# The playground's words (sitegen/assets/playground/playground.js: every word there is a
# t("key") of this table, written beside it as text.js by sitegen/playground.py).
WORDS["playground"] = {
    "starter_title": "試してみる", "starter_question": "何が起こるか？", "step_n": "ステップ {n}",
    "about_mb": "約 {mb} MB", "starting": "エンジンを準備しています", "first_download": "（初回のみ {mb} をダウンロード）",
    "line": "{line}行目: ", "scenario_yaml": "シナリオ (YAML)", "cards_used": "使われているカード — 編集できます",
    "run": "実行", "copy_yaml": "YAMLをコピー", "copied": "YAMLをコピーしました", "share": "共有リンク",
    "shared": "共有リンクを作りました", "running": "実行中…",
    "restarted": "（エンジンが応答しなくなったため、新しく起動しました）",
    "timeout": "{s}秒以上かかったため停止しました — ループしていませんか？", "done": "実行しました（{ms} ms）",
    "engine_failed": "エンジンを読み込めませんでした", "shared_too_large": "共有リンクのシナリオが 1 MiB を超えます",
    "run_this": "この例を動かす {id}", "run_this_head": "この例を動かす — シナリオを編集して「実行」（あなたのブラウザの中で動きます）",
    "loading": "読み込んでいます…", "reset": "元に戻す", "load_failed": "読み込めませんでした",
    "tpl_object": "オブジェクト（その場で書くクリーチャー）", "tpl_object_name": "クリーチャー",
    "tpl_modify": "効果 +1/+1（第7c種）", "tpl_colors": "効果 色（第5種）", "tpl_counters": "カウンター",
    "tpl_destroy": "破壊", "tpl_priority": "優先権（誘発した能力をスタックへ）", "tpl_resolve": "解決（スタックの一番上）",
    "clear": "新規", "search_cards": "カードを検索（日本語 / 英語）", "search_cards_label": "カード名（日本語か英語）で検索",
    "add_step": "ステップを追加", "templates": "アクションのひな形", "add_action": "アクションを追加",
    "added": "{card}を追加しました", "add": "追加",
    "shared_loaded": "共有されたシナリオを読み込みました — 「実行」で動かします",
    "shared_damaged": "共有リンクを読めませんでした（壊れています）",
}

# The CR's chapters and the titles of the rules a judge asks for most, as the Japanese CR heads
# them (sitegen/crindex.py: what a number outside the corpus is).
WORDS["cr_chapter"] = {
    "1": "ゲームの概念", "2": "カードの部分", "3": "カード・タイプ", "4": "領域", "5": "ターンの構造",
    "6": "呪文、能力、効果", "7": "追加ルール", "8": "多人数戦ルール", "9": "カジュアル変種ルール",
}
WORDS["cr_rule_title"] = {
    "100": "全般", "101": "マジックの黄金律", "104": "ゲームの終了", "107": "数と記号", "119": "ライフ", "120": "ダメージ",
    "122": "カウンター", "601": "呪文を唱えること", "602": "起動型能力の起動", "604": "常在型能力の扱い",
    "608": "呪文や能力の解決", "611": "継続的効果", "614": "置換効果", "615": "軽減効果",
    "616": "置換効果や軽減効果の相互作用", "701": "キーワード処理", "702": "キーワード能力", "704": "状況起因処理",
    "707": "オブジェクトのコピー", "708": "裏向きの呪文やパーマネント", "903": "統率者戦",
}
# The rules' own terms for the glossary (sitegen/glossary.py RULE_TERMS), by their English, as
# the Comprehensive Rules write them; found in the text wherever they occur.
WORDS["rule_term"] = {
    "layer": "種類別", "dependency": "依存", "timestamp": "タイムスタンプ",
    "characteristic-defining ability": "特性定義能力", "continuous effect": "継続的効果", "characteristics": "特性",
    "copiable values": "コピー可能な値", "copy effect": "コピー効果", "replacement effect": "置換効果",
    "triggered ability": "誘発型能力", "activated ability": "起動型能力", "static ability": "常在型能力",
    "delayed triggered ability": "遅延誘発型能力", "reflexive triggered ability": "再帰誘発型能力",
    "state trigger": "状況誘発", "zone-change trigger": "領域変更誘発", "trigger event": "誘発イベント",
    "trigger condition": "誘発条件", "triggers an additional time": "追加で誘発", "linked abilities": "関連している能力",
    "face down": "裏向き", "morph": "変異", "controller": "コントローラー", "owner": "オーナー", "target": "対象",
    "stack": "スタック", "resolve": "解決", "zone": "領域", "counter": "カウンター", "power": "パワー",
    "toughness": "タフネス",
}
# When each numbering took effect (sitegen/pages.py moves: a move is dated by the later one).
WORDS["numbering_since"] = {"m10": "2009年7月", "old": "2009年10月", "current": "2020年4月"}
# The site's own name (the web manifest, sitegen/offline.py; the output folder's marker, sitegen/outdir.py)
# and the preview's words (sitegen/preview.py).
WORDS["site"] = {
    "name": "総合ルール 日本語リファレンス (MTG Comprehensive Rules in Japanese)", "short_name": "総合ルール",
    "preview_failed": "プレビューの更新に失敗しました", "preview_last_good": "（最後に成功したサイトを表示しています）",
    "preview_other": "ビルドに失敗しました（下の英語と、端末に出た行を見てください）",
}
# The words of the scripts every page runs (sitegen/assets/cr.js, cr-search.js: every word there
# is a t("key") of this table, written as assets/cr-text.js by sitegen/pages.py).
WORDS["script"] = {
    # cr.js
    "detail_failed": "経過を読み込めませんでした。", "table_region": "表 {n}（横にスクロールできます）",
    "landing_what": "{label}の {number} は、このページの {rule_short} {rule} にあたります。",
    "landing_other": "{label}では、{number} は別のルールでした: ", "numbering_link": "番号対照表 (numbering)",
    "run_example": "この例を動かす",
    # cr-search.js
    "outside_rule": "{q} は総合ルール第{chapter}章「{chapter_title}」の {rule}「{rule_title}」（{rule_en}）のルールです。",
    "outside_chapter": "{q} は総合ルール第{chapter}章「{chapter_title}」（{chapter_en}）のルールです。",
    "outside_none": "{q} は総合ルールにない番号です。", "outside_covered": "このサイトが収録しているのは {covered} です。",
    "numbers": "ルール番号", "searching": "検索中…", "cases": "判定事例", "case_n": "判定事例 {number}",
    "nearest": "近いルール", "nearest_n": "近いルール {number}", "cards": "カード", "card": "カード",
    "card_use": "《{card}》を使う例", "terms": "用語", "n_found": "{n} 件", "none_found": "見つかりませんでした",
    "search_failed": "検索できませんでした", "pages": "本文", "more": "さらに表示（残り {n} ページ）",
    "search_page": "検索ページ", "placeholder": "ルール番号（613.8a、603.3b）・語句（依存、タイムスタンプ）",
    "search": "検索", "results": "検索結果", "no_rule_page": "「{raw}」というルール番号のページはありません。",
    "nearest_colon": "近いルール:", "no_page": "このアドレスのページはありません。このサイトのルール:",
}

# What each word of the vocabularies does, in Japanese: the description columns of the tables of
# docs/cards.md and docs/scenarios.md (sitegen/docs_tables.py), by registry and word
# (``engine.vocab.Registry.what``); the English is the registry entry's own ``doc``
# (tests/test_docs_vocabulary.py: every entry has both).
VOCAB_DOC: dict[str, str] = {
    # -- ability kinds (verify/abilities.py) --
    "ability kind.keyword": "`- flying`、`- enchant creature`、`- Kicker {W}`：ゲームが適用するキーワード（下のキーワードの表。"
                            "enchant は選び方の句か player を取り、オーラ呪文はそれがつけられるものを対象とし（唱えるときに選ぶ："
                            "`cast_spell: {targets: [id]}`）、解決するとそれにつけられる（115.1b、303.4a、608.3b〜c）。プロテクションと呪禁は色・カード・タイプ・すべてのものからを取る）。"
                            "702 のほかのキーワードは書かれたところで拒まれる",
    "ability kind.keyword_for": "関連する値の語からなるキーワード：`{keyword: \"protection from {}\", each: chosen color}` — 語ごとに"
                                "キーワード1つ（`exiled card types`：「追放されたカードのカード・タイプのそれぞれからのプロテクション」）。"
                                "オブジェクト自身の能力（その語は第6種の前に定まる。`link`：関連する追放の能力のラベル、607.2a）か、"
                                "`add_abilities` で与えられるもの（与える能力の関連する値）",
    "ability kind.static": "効果（下の表）。オブジェクトがその能力を持つ間適用される（604、611.3）。`as_long_as`：条件（611.3a："
                           "「あなたのライフが40点以上である限り、…」— 条件が真である間だけ適用され、常に確かめられる）",
    "ability kind.cda": "特性定義能力（604.3）：このオブジェクト自身の色、サブタイプ、パワー／タフネスを定める — ほかの部品や"
                        "ほかの `affected` は拒まれる（604.3a）。第7a種（パワー／タフネス）で、またはその種類別の最初に適用される",
    "ability kind.activated": "`cost:`（部分はコストの表）＋効果＋`duration:`、と／または単発の `do:`（`x_is` は `do:` とともに）。"
                              "`target:`、`link`。スタックに置かれ（602.2：起動するときに対象を選び、コストを支払う）、"
                              "後で解決する（608.2b：そのときに対象がすべて不正なら解決しない）。効果は解決するときに、"
                              "指示より先に生成される（611.2a）。`as_sorcery: true`：「ソーサリーとしてのみ起動できる」"
                              "（602.5d：そのコントローラーのメイン・フェイズにスタックが空のときでなければ拒まれる、117.1a）。"
                              "`only_if_attached: true`：「このパーマネントがクリーチャーについているときにのみ起動できる」"
                              "（702.151a：そうでなければ拒まれる）",
    "ability kind.spell": "インスタントやソーサリーの指示：効果＋`duration:`、と／または `do:`（`target:` とともに）。"
                          "`target:` がなく効果が `affected: target …` ならその句が呪文の対象になる（115.1a：唱えるときに"
                          "選んで確かめ（601.2c）、解決するときにも確かめる（608.2b））。"
                          "`destroy: SELECTOR` は `do: [{destroy: SELECTOR}]` の短縮形。`additional_cost: Sacrifice a creature`"
                          "（601.2b、601.2h：唱えるときに支払う — シナリオの `cast_spell: {sacrificed: id}`。部分はコストの表）。"
                          "`modes:` はモードを持つ呪文のモード（700.2：「以下から1つを選ぶ — ・…」）。それぞれ `{text, target, do}` で、"
                          "唱えるときに1つ選ぶ（シナリオの `cast_spell: {mode: 1}`、700.2a。コピーも同じモード、700.2g）",
    "ability kind.mana": "`mana: R` — {T}：{R}を加える（W、U、B、R、G、C のどれか：106.1b）。`mana: chosen`（607.2d）。"
                         "`mana: any` — 好きな色のマナ1点（106.4。シナリオの `activate_mana` が `color:` を与える）。"
                         "`mana: {any_of: exiled colors, link: L}`：関連する値の色のうち好きな色のマナ1点"
                         "（607.2a。シナリオの `activate_mana` が `color:` を与える）",
    "ability kind.as_enters": "`choose: color`（または別の選択の語）、`exile: creature cards in your graveyard`"
                              "（「…を好きな数だけ追放する」：選択 `exile`。一緒に戦場に出るカードは選べない、614.13a）、"
                              "または `copy: creature`（614.1c〜d、707.5）。707.9 のコピーの例外とともに：`plus_abilities: [abilities]`"
                              "（707.9a：「さらに…を持つ」）、`except_pt: 7/7`、`except_name: NAME`、`plus_types: [Enchantment]`"
                              "（707.9b：「他のタイプに加えて…でもある」。カード・タイプ、特殊タイプ、サブタイプ）、`except_colors: true`、"
                              "`not_copied: [name, mana_cost, colors, types, pt]`（707.9c：自身のものを保つ）。例外が定めたり保ったりする特性の"
                              "特性定義能力はコピーされない（707.9d。`plus_types` を除く）。`if_creature: {with_counters: N, plus_abilities: […]}`"
                              "（707.9f：「それがクリーチャーであるなら、追加の+1/+1カウンターN個が置かれた状態で戦場に出て、…を持つ」"
                              "— ほかの例外を適用したコピーについて、戦場に出るに際して判断する）。`with_counters: X`（または N："
                              "「ただし、追加のX個の+1/+1カウンターが置かれた状態で戦場に出る」。その呪文のX、107.3m — 追加の効果："
                              "`if_creature` のものとともに、この後に別のコピー効果が適用されるなら起こらない、707.9e）。コピーによって"
                              "得たコピー効果が次に適用されるときは、選択 `copy` はリスト（616.1f）。`pay_life_or_tapped: N`："
                              "「あなたはN点のライフを支払ってもよい。そうしないなら、それはタップ状態で戦場に出る」（614.1c、119.4。選択 `pay`）",
    "ability kind.triggered": "誘発型能力（603）：`when`、`what`、`if`、`target`、`do`…（下の表）",
    "ability kind.additional_triggers": "603.2d：`event`（`enters`…）、`what`（選び方）：「…によってあなたがコントロールするパーマネントの"
                                        "誘発型能力が誘発するなら、その能力は追加でもう1回誘発する」（`event: attacks`、`what: creature you "
                                        "control`：「あなたがコントロールするクリーチャーが攻撃すること」。`event: dealt_damage`：「あなたがコント"
                                        "ロールするクリーチャーがダメージを受けること」。`event: turned_face_up`、`what: permanent`：「裏向きの"
                                        "パーマネントが表向きになること」。`event: cast_or_copy`、`what: instant or sorcery spell you control`："
                                        "「あなたがインスタントかソーサリーである呪文を唱えるかコピーすること」— `cast` の能力も含む）。`of`"
                                        "（選び方。`event` があってもなくても）：「[それが表すパーマネント]の誘発型能力が誘発するなら…」"
                                        "（`of: legendary creature you control`。リストならそのどれか — `[colorless spell you control, other "
                                        "colorless permanent you control]`、スタック上の呪文の能力、113.6）。`event` はリストでもよい"
                                        "（`[enters, leaves]`：「戦場に出るか戦場を離れること」。`leaves` は死亡時の能力も含む、700.4）。"
                                        "`what` は句のリストでもよく、そのどれかがオブジェクトを表せばよい（`[legendary permanent, artifact]`："
                                        "「伝説のパーマネントかアーティファクト」）。`if`（`{count: Shrines you control, at_least: 6}`）："
                                        "それが真である間だけ",
    "ability kind.reveal_first_draw": "常在型能力（604.1）：「あなたが各ターンに最初に引くカードを公開する」— このパーマネントが戦場にある間、"
                                      "コントローラーのそのターン最初のドローでカードが手札に入るに際し、それを公開する（701.20a）。"
                                      "`link`：これと関連する誘発型能力のラベル（`when: revealed`、`this_way: true`：603.11、607）",
    "ability kind.more_counters": "614.1a、置換効果：「[`of_keyword` の能力が] [この能力のコントローラーにとって `what` が表すパーマネント]の上に"
                                  "`counters`（既定は `+1/+1`）を1個以上置くなら、代わりにその数に `add` を加えた数を置く」（`double: true`："
                                  "その2倍。`counters: any`：どの種類のカウンターも、「代わりにそれらのカウンターをその2倍置く」、122.1）。"
                                  "複数あれば影響を受けるオブジェクトのコントローラーが選ぶ順に（616.1：シナリオの `replacement_order`）、"
                                  "なければタイムスタンプ順に適用する。パーマネントが置かれた状態で戦場に出るカウンターも置かれるカウンター"
                                  "であり（122.6）、その戦場に出ることへの `replacement` の効果の後に置換される",
    "ability kind.counter_limit": "704.5r：「このパーマネントは `counters` カウンターを `most` 個より多く持てない」— それより多く"
                                  "持つたびに、`most` 個を残してそれらが取り除かれる（状況起因処理）",
    "ability kind.replacement": "614.1、615.1：置換（または軽減）効果 — `would:` 見張る出来事（`damage`、`gain_life`、`lose_life`、"
                                "`pay_life`、`create_tokens`、`draw`、`step`、`turn`、`dies`、`destroyed`、`put_into`、`enters` のどれか）、`instead:` 代わりに起こること"
                                "（`prevent`、`prevent_all`、`double`、`plus`、`minus`、`reduce_to`、`skip`、`do`、`to_zone`、`with_counters`、"
                                "`tapped`、`pay_life_or_tapped`、`under_control`、`as_copy`、`transformed`、`regenerate`、`redirect_to` のリスト）、自己置換効果なら"
                                "`self: true`（614.15：最初に適用される、616.1a）、任意のものなら `may: true`（「代わりに…してもよい」："
                                "コントローラーが選ぶ。断らなければ適用される — シナリオの `decline_replacement`）、`if:` 条件（条件の表）"
                                "— それが真である間だけ適用される（「あなたがクリーチャーをコントロールしているなら、…」）。1つの出来事に"
                                "複数あるなら影響を受けるプレイヤーかコントローラーが順を選ぶ（616.1。シナリオの `replacement_order`）— "
                                "自己置換効果が先（616.1a）、次にコントロールを変えて戦場に出させるもの（616.1b）、コピーとして戦場に出させる"
                                "もの（616.1c）、変身した状態で戦場に出させるもの（616.1d）、それから任意のもの（616.1e）。それぞれ1回だけ適用"
                                "され、残りは適用のたびに確かめ直される（616.1f）。生じた出来事も誘発にとってはその出来事である",
    # -- the triggered ability's keys (verify/specs.py TRIGGER_KEY_DOCS) --
    "triggered key.text": "能力の英語のテキスト（必須）",
    "triggered key.when": "誘発イベント：下の表の語",
    "triggered key.what": "出来事のオブジェクトが一致すべき選び方。誘発が見る状態で判断する（`dies`/`leaves` では出来事の前）："
                          "`other creature`、`creature you control`（これ自身を含む）、`Mountain you control`、"
                          "`spell of the chosen color`。省略か `self`：このオブジェクト",
    "triggered key.if": "割り込み「if」節（603.4）。出来事が起きたときと解決時に確かめる：条件（下の条件の表）。その `text:` が"
                        "記録に示される",
    "triggered key.target": "対象：`target player`、`target opponent`、`any target`、`target SELECTOR`"
                            "（`target artifact`、`target nonblack creature`）",
    "triggered key.once_each_turn": "`true`：各ターンに1回だけ誘発する（603.2h）。追加の誘発も含む（101.2）",
    "triggered key.one_or_more": "`true`：「1つ以上の…たび」：関わるオブジェクトの数によらず出来事ごとに1回（603.2c）",
    "triggered key.link": "関連するキッカー・コスト（607.2i）、または関連する能力の組のラベル（607.2a）",
    "triggered key.do": "指示。順に（下の表）",
    "triggered key.affected": "解決するときに作る継続的効果（611.2）：呪文と同じく `affected` と効果のキー（`affected: target artifact`、"
                              "`gain_control: true`）",
    "triggered key.duration": "その効果の持続期間（既定は無期限）",
    "triggered key.for_as_long_as": "611.2b：その効果は、これが真である限り続き、初めて偽になったときに終わる（解決時に真でなければ、"
                                    "その効果は何もしない）",
    "triggered key.keyword": "この誘発型能力が書き出されたキーワードであるとき、そのキーワード（`backup`）：`of_keyword` が探すもの",
    # -- trigger events (engine/trigger_events.py) --
    "trigger event.enters": "オブジェクトが戦場に出る（603.6a：出来事の後の状態を見る）",
    "trigger event.counters_put": "`what` が表すパーマネント（既定はこれ）の上にカウンターが1個以上置かれる — カウンターが置かれた状態で"
                                  "戦場に出ることを含む（122.6）。`counters: \"+1/+1\"`：その種類のカウンターだけ",
    "trigger event.dies": "クリーチャーが戦場から墓地に置かれる（700.4。振り返る、603.10a）",
    "trigger event.leaves": "オブジェクトが戦場を離れる（603.6c。振り返る、603.10a）",
    "trigger event.put_into_graveyard": "`what` が表すオブジェクト（既定はこれ）が戦場から墓地に置かれる（603.6c。振り返る、603.10a："
                                        "`what: land` — 「土地が戦場から墓地に置かれるたび」。クリーチャーならこれが `dies`、700.4）",
    "trigger event.cast": "呪文が唱えられる（601.2i）。`what` がその呪文を表す",
    "trigger event.cast_this": "「あなたがこの呪文を唱えたとき」（601.2i）：呪文自身の能力で、スタック上で機能する（113.6）。発生源は"
                               "その呪文。呪文より先に解決する",
    "trigger event.cast_or_copy": "呪文が唱えられるか、そのコピーがスタックに置かれる（707.10。魔技：`what: instant or sorcery spell you control`）",
    "trigger event.beginning_of": "ステップが始まる：`step: upkeep`、`step: your upkeep`、`step: end`",
    "trigger event.combat_damage_to_player": "このオブジェクトがプレイヤーに戦闘ダメージを与える（510.3a）",
    "trigger event.damage_to_player": "`what` が表す発生源（既定はこのオブジェクト）が、戦闘でもそうでなくても"
                                      "プレイヤーにダメージを与える（120.3）：`who` — `a player`（既定）、`you`、`an opponent`（ダメージを受けるプレイヤー）",
    "trigger event.attacks": "`what` が表すクリーチャー（既定はこれ）が攻撃クリーチャーとして指定される（508.3a：`what: creature you control`）",
    "trigger event.blocks": "`what` が表すクリーチャー（既定はこれ）がブロック・クリーチャーとして指定される（509.3a：「このクリーチャーがブロックするたび」。`what: creature you control`）",
    "trigger event.becomes_blocked": "`what` が表す攻撃クリーチャー（既定はこれ）がブロックされた状態になる。何体にブロックされても1回（509.3c：「このクリーチャーがブロックされた状態になるたび」）",
    "trigger event.dealt_damage": "`what` が表すパーマネント（既定はこれ）が、戦闘でもそうでなくてもダメージを受ける"
                                  "（120.3：激昂。プレイヤーへのダメージは含まない）",
    "trigger event.becomes_tapped": "`what` が表すパーマネント（既定はこれ）がタップ状態になる：603.2e、戦場でアンタップ状態から"
                                    "タップ状態に変わること — タップ状態で戦場に出ることも、タップ状態のものをタップすることも含まない（701.26a）",
    "trigger event.becomes_untapped": "`what` が表すパーマネント（既定はこれ）がアンタップ状態になる：戦場でタップ状態からアンタップ状態に"
                                      "変わること（603.2e、701.26b）",
    "trigger event.gains_life": "プレイヤーがライフを得る（119.9：ライフを得る出来事ごとに、量によらず1回。0点は出来事ではない）："
                                "`who: you`（既定）、`an opponent`、`a player`",
    "trigger event.loses_life": "プレイヤーがライフを失う（119.3：ライフを失う出来事ごとに1回。効果によるもの、ライフの支払い（119.4）、"
                                "そのプレイヤーへのダメージ（120.3a）。0点は出来事ではない）：`who: you`（既定）、`an opponent`、`a player`",
    "trigger event.revealed": "あなたが手札の、`what` が表すカードを公開する（701.20a：`what: basic land card in your hand`）。"
                              "`this_way: true`（`link` とともに）：このオブジェクトの、これと関連する常在型能力による公開だけ"
                              "（603.11：「あなたが各ターンに最初に引くカードを公開する。あなたがこれにより基本土地カードを公開するたび、…」。607.2）",
    "trigger event.turned_face_up": "`what` が表すパーマネント（既定はこれ）が表向きになる（708.8）",
    "trigger event.room_entered": "ダンジョンの `room: NAME` の部屋能力（309.4c）。ダンジョンの部屋はその部屋能力を順に並べたもので、"
                                  "その能力は統率領域で機能する",
    "trigger event.ability_triggers": "`what` が表すパーマネントの誘発型能力が誘発する。`of_keyword`：そのキーワードのものだけ。"
                                      "`caused_by: EVENT`（誘発イベント：`enters`）：そのような出来事が誘発させたものだけ。`its_own`："
                                      "その出来事が関わるオブジェクトの能力だけ。`caused_by: enters`：パーマネントが戦場に出たことで誘発した"
                                      "ものだけ。誘発させた能力の後にスタックに置かれる",
    "trigger event.state": "603.8：状況誘発。`if:` がその状態 — それが真になると誘発し、スタックを離れるまで再び誘発しない。解決時に状態を確かめ直さない（603.4 の「if」節とは違う）",
    # -- conditions (engine/conditions.py) --
    "condition.at_least": "`{count: SELECTOR, at_least: N}`：一致するオブジェクトがN個以上（603.4）",
    "condition.at_most": "`{count: SELECTOR, at_most: N}`：一致するオブジェクトがN個以下（603.8：`at_most: 0`）",
    "condition.no_counters": "`{no_counters: \"-1/-1\"}`：最後に存在したとき、その種類のカウンターがなかった（頑強）",
    "condition.kicked": "`{kicked: \"{W}\"}`：そのコストのキッカーが支払われた（607.2i）",
    "condition.you_control_this": "`{you_control_this: true}`：効果のもとのオブジェクトが、効果のコントローラーのコントロール下で"
                                  "戦場にある（「あなたが~をコントロールし続けているかぎり」、611.2b）",
    "condition.tapped": "`{tapped: true}`：能力や効果のもとのオブジェクトが、タップ状態のパーマネントである（「~がタップ状態であるかぎり」、"
                        "611.3a。「~がタップ状態であり続けるかぎり」、611.2b）。`false`：アンタップ状態のもの",
    "condition.life_at_least": "`{life_at_least: 40}`（`who: an opponent`）：そのプレイヤーのライフ総量がN点以上"
                               "（「あなたのライフが40点以上であるなら」）",
    "condition.life_at_most": "`{life_at_most: 5}`（`who: an opponent`）：そのプレイヤーのライフ総量がN点以下",
    # -- instructions (engine/instructions.py) --
    "instruction.gain_life": "119：`who` がN点のライフを得る",
    "instruction.lose_life": "119：`who` がN点のライフを失う",
    "instruction.damage": "120.3：発生源が各対象に同時にN点（または `its power`、608.2h）のダメージを与える — `to` があれば、それが表す"
                          "各オブジェクトに（`to: each creature`：「各クリーチャーにそれぞれ2点のダメージを与える」）。"
                          "`cant_be_prevented: true`：「このダメージは軽減できない」（615.12：軽減効果は適用され — その追加の"
                          "効果は起こる — が、どのダメージも軽減せず、盾も減らない。プロテクションも軽減しない）",
    "instruction.fight": "701.14a：`by`（既定は `self`：「このクリーチャーは…と格闘を行う」）と、それが表すクリーチャーが、"
                         "それぞれ自身のパワーに等しい点数のダメージを互いに同時に与える。戦闘ダメージではない（701.14d。"
                         "接死や絆魂などは適用される）。両方が対象の句なら、それぞれが `target:` の自分の句のために選ばれた対象である"
                         "（「あなたがコントロールしているクリーチャー1体と、あなたがコントロールしていないクリーチャー1体を"
                         "対象とする。前者は後者と格闘を行う」：`target: [target creature you control, target creature you "
                         "don't control]`、115.3）。701.14b：どちらかがもう戦場のクリーチャーでないか、不適正な対象なら、"
                         "どちらも格闘を行わない。701.14c：自身と格闘を行うクリーチャーは、自身にパワーの2倍のダメージを与える",
    "instruction.destroy": "701.8：`target artifact`（対象）や `all creatures`。同時に破壊される。`no_regeneration: true`："
                           "「それらは再生できない」（701.19c）",
    "instruction.regenerate": "701.19a：それが表すもの（`self`、`target creature`）を再生する：このターン次にそれが破壊されるなら、"
                              "代わりにそれをタップし、それからすべてのダメージを取り除き、それを戦闘から取り除く",
    "instruction.prevent_damage": "615.7：このターン、その対象（オブジェクトかプレイヤー）に次に与えられるN点のダメージを軽減する — "
                                  "盾。軽減した分だけ減り、使い切ると終わる（`prevent_damage: 3`）。`and_each: SELECTOR`：「…対象の"
                                  "クリーチャーと、それと共通の色を持つ他の各クリーチャーに…」— それぞれに自分の盾。その集合は解決時に"
                                  "決まる（615.11）。`then`：615.5、その追加の効果 — 「これによりダメージが軽減されたなら、…」："
                                  "それがダメージを軽減するたびにその直後に、そのコントローラーが行う。`that many` はそれが軽減した"
                                  "ダメージ（軽減できないダメージでは、軽減したであろう分、615.12）",
    "instruction.prevent_damage_from": ("615.8：このターン、次にそのコントローラーが選んだ、句が表す発生源1つがダメージ（`to`："
                                        "`you` — そのコントローラーに、既定。`target` — その対象に。`any` — 何にでも）を与えるなら、"
                                        "そのダメージを軽減する — 量にかかわらず次の1回。`all: true`：このターンにその発生源が与える"
                                        "すべてのダメージ（615.9）。発生源は解決時に選ぶ（シナリオの `resolve_top: {choose: [id]}`："
                                        "そのとき句が表すもの、608.2d）。615.9：それがダメージを与えようとするたびに盾は句を確かめ"
                                        "直す — もう真でなければ、ダメージは軽減されず盾も使われない（`prevent_damage_from: red "
                                        "objects`）"),
    "instruction.redirect_damage": "614.9：このターン、次に `you`（そのコントローラー）にダメージが与えられるなら、代わりにその対象に"
                                   "与えられる（`redirect_damage: you`）",
    "instruction.exile": "607.2a：追放する。この能力で追放されたものとして記憶される。`one`：カード1枚。解決時に選ぶ"
                         "（シナリオの `resolve_top: {choose: [id]}`）。`until: leaves`：「これが戦場を離れるまで」（610.3）"
                         "— 発生源が戦場を離れた直後に、それが追放したものがオーナーのコントロール下で戦場に戻る（610.3c。"
                         "能力ではなく、スタックを使わない。同時に離れた発生源のものは同時に戻る、610.3d）。追放しようと"
                         "するときに発生源がすでに戦場を離れていたら、何も追放されない（610.3a、610.3b）。パーマネントの"
                         "能力だけ",
    "instruction.exile_graveyard": "そのプレイヤーの墓地のカードをすべて追放する",
    "instruction.return_it": "誘発イベントが墓地に置いたオブジェクトを戻す — それがまだそのオブジェクトである場合だけ（400.7）。"
                             "`counters`：その種類のカウンター1個とともに",
    "instruction.return_exiled": "607.2a、607.5：このオブジェクトの関連する能力が追放したカードを、あなたのコントロール下で戦場に出す"
                                 " — どれかは解決時に選ぶ（608.2d：シナリオの `resolve_top: {choose: [id]}`。既定は最初のもの）。"
                                 "`all`：そのようなカードすべてを同時に。`owner_controls`：オーナーのコントロール下で",
    "instruction.create_tokens": "111：N個のトークン `token: {name, type_line, colors, pt, loyalty, abilities}` が一緒に戦場に出る"
                                 "（1つの出来事）。ほかのキーは誤り",
    "instruction.create_token_copy": "111.1、707.2：`target`（その対象）、`it`（誘発させたオブジェクト）、または `self`（このオブジェクト）の"
                                     "コピーであるトークンを生成する。`count`：その数。その数はトークンの生成への置換効果が"
                                     "決める数（`would: {create_tokens: you}`、616.1g）",
    "instruction.discard_hand": "701.9a：`who` が手札を捨てる — そのすべてのカードを同時に。`then`：その後の指示。その中では数量 "
                                "`that many` が捨てたカードの枚数（「手札を捨て、その後その枚数に等しい枚数のカードを引く」）",
    "instruction.draw": "121：あなたはカードをN枚、1枚ずつ引く（121.2。各ドローは置換効果が置換しうる出来事：`would: {draw: you}`）。"
                        "置換の `do` では `draw: that many`",
    "instruction.to_hand": "400.7：それが表すものをオーナーの手札に置く（`to_hand: target creature`。`to_hand: card in your graveyard, "
                           "one: true`：「あなたの墓地からカード1枚をあなたの手札に戻す」、解決時に選ぶ — シナリオの "
                           "`resolve_top: {choose: [id]}`、なければ最初のもの）",
    "instruction.scry": "701.22a：あなたはライブラリーの一番上からN枚のカードを見て、そのうち望む枚数をライブラリーの一番下に置く — "
                        "解決時に選んだものを選んだ順に、最後のものが一番下（シナリオの `resolve_top: {choose: [id, …]}`。"
                        "選ばなければ0枚）— 残りは選んだ順に一番上に戻す（`resolve_top: {choices: {top: [id, …]}}`、"
                        "最初のものが一番上。選ばなければもとの順番）。その中にないカードは拒否される",
    "instruction.skip_next": "614.10：`who`（既定はあなた）が自分の次のターン（`skip_next: turn`：次のプレイヤーのターンが始まる、"
                             "500.11）か、その名前の次のステップやフェイズ（`skip_next: draw`、`combat`…）を飛ばす。このターンが"
                             "終わっても次のものを待ち、2つあれば次の2回を飛ばす（614.10a）",
    "instruction.surveil": "701.25a：あなたはライブラリーの一番上からN枚のカードを見て、そのうち望む枚数を墓地に置く — 解決時に"
                           "選んだもの（シナリオの `resolve_top: {choose: [id, …]}`。選ばなければ0枚）— 残りは選んだ順に"
                           "一番上に戻す（`resolve_top: {choices: {top: [id, …]}}`、最初のものが一番上。選ばなければもとの"
                           "順番）。その中にないカードは拒否される",
    "instruction.proliferate": "701.34a：あなたはカウンターが置かれているパーマネントやプレイヤーを望む数だけ選び — 解決時に"
                               "（シナリオの `resolve_top: {choose: [id, B]}`。選ばなければ何もない）— それぞれに、すでに"
                               "置かれている各種類のカウンターを1個ずつ追加で与える（カウンターを置くことへの置換効果は適用"
                               "される、122.6。プレイヤーのカウンターは毒）。カウンターのないものを選ぶと拒否される",
    "instruction.search_land": ("701.23：ライブラリーから一致するカードを、タップ状態で戦場に出す — 句はカードのもの"
                                "（`basic land card`）。ライブラリーのどのカードも表さない句（`basic land`、`… in your "
                                "graveyard`）は拒まれる"),
    "instruction.nth_resolution": "「これがこのターンにこの能力が解決したN回目であるなら」：`then`、そうでなければ `otherwise`",
    "instruction.if_spent": "601.2h：「この呪文を唱えるために{G}が支払われていたなら、…」（`if_spent: G`、`then: [...]`）：その種類の"
                            "マナが唱えるために支払われた場合だけ（シナリオの `cast_spell: {spent: \"{G}{W}\"}`）。呪文のコピーは"
                            "唱えられておらず、マナは支払われていない（707.10）",
    "instruction.reflexive": "603.12：「そうしたとき、…」：参照する指示の後に続き、その指示が行動をしたときだけ誘発する"
                             "（`sacrifice`、`exile`、`destroy`、`sacrifice_source`、支払われた `may_pay`。ほかはいつも行動する）。"
                             "「そのクリーチャー」（`that creature's power`、`the sacrificed creature's power`、`its toughness`）は"
                             "その指示が働きかけたオブジェクト",
    "instruction.delayed": "603.7：遅延誘発型能力を作る（1回だけ誘発する、603.7b）：誘発型能力のマッピング。`what` がなければその"
                           "オブジェクトについてのもの — 「そのクリーチャーが…とき」：最初の対象、なければ誘発の「それ」、なければ"
                           "起動型能力の発生源（「このクリーチャーが…とき」）— で、まさにそのオブジェクトが関わる出来事だけが誘発"
                           "させ、カードがなった新しいオブジェクトは決して誘発させない（603.7a、603.7c、400.7）。`what` があれば、"
                           "`what` が表すオブジェクトが関わる出来事（そのコントローラーにとって判断する）",
    "instruction.add_mana": "106.4：ある種類のマナ1点（`R`、`{C}`：106.1b）、または `chosen` — 関連する選択（607.2d）",
    "instruction.pay_life": "119.4：この能力のコントローラーがN点のライフを支払う（ライフがN点以上のときのみ。ライフの喪失であり、"
                            "`would: {pay_life: …}` と `{lose_life: …}` の置換がそれを変更する）",
    "instruction.become_copy": "706：発生源が `it`（誘発させたオブジェクト）か、その `target` のコピーになる。`except_colors`、"
                               "`has_this_ability`：706.9a の例外",
    "instruction.exile_top": "あなたのライブラリーの一番上からN枚のカードを追放する（または量：置換の `do` の中の `that many`。"
                             "記憶される、607.2a）。そのライブラリーから戦場に出ようとしているカードは含まれない（614.13c）",
    "instruction.mill": "701.17a：`who`（既定はあなた）がN枚切削する：ライブラリーの一番上からN枚のカードを同時に墓地に置く"
                        "（701.17b：あるだけ）",
    "instruction.sacrifice_source": "「あなたはそれを生け贄に捧げてもよい。そうしたなら、…」（`then`）：発生源がまだ戦場にある同じ"
                                    "オブジェクトである場合だけ（400.7）",
    "instruction.discover": "701.57：マナ総量がN以下の土地でないカードが出るまで一番上から追放する。それは手札に加わり（唱えることは"
                            "エンジンにない）、残りは一番下に置かれる",
    "instruction.may_pay": "「あなたは…を支払ってもよい。そうしたなら、…」（`then`）：解決中に決める（シナリオの "
                           "`resolve_top: {choose: [pay]}`）。マナの支払いはエンジンにない",
    "instruction.transform": "701.27：発生源がもう一方の面に変わる — それがまだそのパーマネントである場合だけ（同じオブジェクトのまま）",
    "instruction.flip": "710.2：発生源のパーマネントが反転する（`flip: self`）— それがまだそのパーマネントである場合だけ："
                        "反転カードのもう一方の名前、文章欄、タイプ行、パワーとタフネスが適用される（色とマナ・コストは変わらない、"
                        "710.1c）。状態（110.5）：戦場にある間は、別のオブジェクトのコピーになっても反転したままで（707.3）、戦場を"
                        "離れると反転していない（710.4）",
    "instruction.cast_copies": "707.12：関連する能力が追放した各カードについて、コントローラーはそれをコピーしてそのコピーを唱えてよい"
                               "（シナリオの `resolve_top: {choose: [唱える順の id]}`）",
    "instruction.copy_trigger": "707.10：誘発型能力のコピーをスタックに置く — `target`、または `it`（それが誘発したことでこの能力を誘発させた"
                                "能力）。`new_targets`（707.10c）、`may`（603.5：選択 `decline`）",
    "instruction.put_counters": "122.1：各対象のクリーチャーの上にN個のカウンター（`counters`、既定は `+1/+1`）を置く — または誘発させた"
                                "オブジェクトにあった数（`its +1/+1 counters`、608.2h）。`onto`：代わりにそれが表す各パーマネントの上に"
                                "（`onto: self`：「このクリーチャーの上に+1/+1カウンター1個を置く」— 今何のコピーであっても発生源、707.11）。"
                                "`more_counters` が適用される",
    "instruction.copy_spell": "707.10：対象の呪文（`it`：この能力を誘発させた、唱えられた呪文 —「その呪文をコピーする」）のコピーを"
                              "スタックに置く。コントローラーはこの能力のコントローラー。唱えられてはいない（`copy` の出来事）。"
                              "`new_targets`：解決時に選ぶ（707.10c）。元の呪文のモード（700.2g）、X と支払ったキッカー・コストを持つ（707.10）。"
                              "`colors: [red]`：「ただしそのコピーは赤である」（707.9b）。パーマネント呪文のコピーは解決するに際して"
                              "トークンであるパーマネントになる（608.3f、707.10f。オーラ呪文のコピーはその対象につけられる、608.3c）。`target_created`：「そのコピーはそのトークンを対象とする」— 直前の指示が"
                              "生成したトークン（複数なら解決時に選んだ1つ。適正な対象でなければコピーは作られない、707.10e）",
    "instruction.gains": "611.2：`what`（`it`：誘発イベントのオブジェクト。`target`：その対象）がこれらの能力を得る（`gains: [Devour 5]`）。"
                         "ターン終了時まで、または期限なし（`duration`）。能力を得たパーマネント呪文は、それがなるパーマネントも"
                         "それを持つ（400.7a）",
    "instruction.counter_unless_pays": "701.6：`when: ability_triggers` とともに、「その能力」をそのコントローラーが支払わないかぎり"
                                       "打ち消す — これの解決中に決める（シナリオの `resolve_top: {choose: [pay]}`）",
    "instruction.counter": "701.6a：`counter: target` はスタック上の対象の呪文か能力（`target spell`、"
                           "`target triggered ability you control`）を打ち消す：それは解決されない。呪文はオーナーの墓地に置かれ、"
                           "呪文のコピーは消滅する（707.10a）",
    "instruction.set_life": "119.5：`who` のライフ総量がN（数量）になる：差を得るか失うので、ライフを得ることや失うことへの効果が適用される",
    "instruction.win_game": "104.2b：`you win the game`（`win_game: you`）。ゲームが終わる（104.1）：他のすべてのプレイヤーが敗北している",
    "instruction.lose_game": "104.3e：名前を挙げられたプレイヤーが同時にゲームに敗北する（`lose_game: each opponent`）。残った1人が勝利する（104.2a）。"
                             "2人以上残るとゲームは続き、敗北したプレイヤーはゲームから離れる（800.4a：そのプレイヤーがオーナーであるものはともに離れ、"
                             "そのプレイヤーにコントロールを与える効果は終わり、そのプレイヤーがコントロールするスタック上のカードでないものは消滅し、"
                             "それでもコントロールしているものは追放される。もう対戦相手でも対象でも防御プレイヤーでもない）— アクティブ・プレイヤーが"
                             "離れることになるときは拒否されます（800.4j）",
    "instruction.sacrifice": "701.21a：`who`（既定はあなた）が、それが表すパーマネント（`sacrifice: creature`）のうち自分がコントロール"
                             "するものを `count`（既定は1）個、解決時に選んで生け贄に捧げる（シナリオの `resolve_top: {choose: [id]}`）。"
                             "数量 `the sacrificed creature's power` がそれを読む（608.2h）。`may: true`：「…を生け贄に捧げてもよい」— "
                             "選んだものだけが生け贄に捧げられ（選ばなければ捧げない）、その後の再帰的な「そうしたとき」は捧げた"
                             "場合だけ誘発する（603.12）",
    "instruction.attach": ("701.3a：「これをあなたがコントロールするクリーチャー1体を対象としてつける」（装備、702.6a）— "
                           "解決するとき、発生源がまだそのパーマネントなら（400.7）、選択子が表す1つのオブジェクトにつけられ、"
                           "新しいタイムスタンプを得る（701.3c）。つけられないものには移動せず（701.3b：オーラはエンチャント"
                           "できないものに、装備品はクリーチャーでないものに、それ以外のものは何にも）、すでにそれについて"
                           "いるなら何も起こらない"),
    "instruction.unattach": ("「このパーマネントをはずす」（再構成、702.151a。701.3d）— 解決するとき、発生源がまだそのパーマネント"
                             "で（400.7）何かについているなら、何にもつけられていない状態で戦場に残る。そうでなければ何も起こらない"),
    "instruction.tap": "701.26a：それが表すものをタップする（`tap: target creature`）。それぞれに `tapped` の出来事",
    "instruction.untap": "701.26b：それが表すものをアンタップする（`untap: target creature`）",
    # -- amounts (engine/amounts.py) --
    "amount.number": "カードに書かれた0以上の数（107.1b）",
    "amount.its power": "呪文や能力が解決するときの発生源のパワー。戦場を離れていれば、最後に戦場に存在したときのもの（608.2h、113.7a）",
    "amount.its toughness": "能力が解決するときの、誘発させたオブジェクトのタフネス（誘発したときのものではない）。その領域を離れて"
                            "いれば、最後にそこに存在したときのもの（608.2h）",
    "amount.its counters": "能力が解決するときの、誘発させたオブジェクトの上のある種類のカウンターの数（誘発したときのものでは"
                           "ない）。その領域を離れていれば、最後にそこに存在したときのもの（608.2h）",
    "amount.total mana value": "選び方が表すオブジェクトのマナ総量の合計（`cards exiled with this`：関連する能力が追放したすべての"
                               "カード、607.2a）",
    "amount.your life total": "この呪文や能力のコントローラーの、今のライフ総量（119）",
    "amount.X": "107.3：呪文を唱えたときに宣言したXの値（シナリオの `cast_spell: {x: N}`）",
    "amount.the sacrificed creature's power": "その `sacrifice` の指示 — またはそのコストの支払い（呪文の `additional_cost: Sacrifice a "
                                              "creature`。コピーなら元のもの、707.10）— が生け贄に捧げたもののパワー、最後に存在したときの"
                                              "もの（608.2h）",
    "amount.that creature's power": "その対象のクリーチャー — 再帰誘発型能力では、その前の指示が働きかけたクリーチャー（603.12）— "
                                    "のパワー。今の、または戦場に最後に存在したときのもの（608.2h）",
    "amount.that many": "614.1a：置換の `do:` では、それが置換する出来事の量（「代わりにその枚数のカードを引く」）。`discard_hand` の "
                        "`then` では、捨てたカードの枚数。ほかの場所では受け付けない",
    # -- costs (engine/costs.py) --
    "cost.mana": "マナ・シンボル。エンジンはマナを支払わない（`activation_costs` の確認がXを計算して示す）",
    "cost.tap": "{T}：オブジェクトがタップ状態になる（107.5）",
    "cost.exile top": "あなたのライブラリーの一番上からN枚のカードを追放する（この能力で追放されたものとして記憶される、607.2a）",
    "cost.sacrifice it": "そのオブジェクトを生け贄に捧げる（701.21）。ほかの部分の後に",
    "cost.sacrifice one": "それが表す、あなたがコントロールするパーマネント1つを生け贄に捧げる（701.21。選ぶもの：`cast_spell: "
                          "{sacrificed: id}`、なければ唯一のもの）。`the sacrificed creature's power` がそれを読む",
    "cost.discard": ("701.9a：コストを支払うときに、手札のカード1枚をあなたの墓地に置く（選ぶもの：`activate: {discarded: id}`、"
                     "`cast_spell: {discarded: id}`。なければ唯一のもの）。手札がなければその能力は起動できない（118.3）"),
    # -- effect keys (engine/effects.py EFFECT_PARTS) --
    "effect key.copy": "コピー可能な値が、`copy` として選ばれたオブジェクトのものになる（707.2）",
    "effect key.gain_control": "効果のコントローラーがそれをコントロールする",
    "effect key.change_text": ("そのすべての能力とタイプ行の色の語、土地タイプ、クリーチャー・タイプを置き換える（612.1：島に"
                               "された森は{T}で{U}を出す、305.6）— クリーチャー・"
                               "タイプはクリーチャー・タイプに（`{from: Goblin, to: Elf}`：その選択子、それが与えるタイプ、"
                               "それが生成するトークンとその名前も。612.2a）。`chosen`：効果が始まるときに選ぶ語 — "
                               "解決する呪文や能力の選択 `from`/`to`（シナリオの `resolve_top: {choices: {from: Island, to: "
                               "Forest}}`、`effect:` の `choices`）か、そのオブジェクトの関連する選択（607.2d）。`of: basic land "
                               "type`、`of: color word`、`of: creature type`：選ぶ語が何でなければならないか（「基本土地タイプ1つを"
                               "他の基本土地タイプ1つに」）"),
    "effect key.add_types": "カード・タイプ、サブタイプ（`Wall` だけならサブタイプ）、特殊タイプを加える",
    "effect key.set_land_type": ("305.7：基本土地タイプ（ほかの語は拒否される）。土地はほかの土地タイプと、ルール・テキストと"
                                 "元の土地タイプから生じる能力を失い、新しいタイプのマナ能力を持つ（305.6）。カード・タイプ、"
                                 "特殊タイプ、ほかのサブタイプは残り、効果が与える能力（第6種）も残る"),
    "effect key.set_creature_types": "205.1a：クリーチャー・タイプがこれになる — `chosen`：選ばれたクリーチャー・タイプ（607.2d："
                                     "「あなたがコントロールするクリーチャーは選ばれたタイプである」）— ほかのものに置き換わり、加わるのではない。"
                                     "ほかのサブタイプは残る",
    "effect key.set_types": "205.1a：カード・タイプがこれらになり、ほかのものに置き換わる（インスタントやソーサリーはそのタイプを保つ）。"
                            "もう持たないカード・タイプのサブタイプは取り除かれる。与えられたクリーチャー・タイプはそのクリーチャー・"
                            "タイプに置き換わる。特殊タイプは残る",
    "effect key.add_colors": "色を加える",
    "effect key.set_colors": "色を置き換える",
    "effect key.lose_all_abilities": "すべての能力を失う",
    "effect key.lose_abilities": "名前を挙げた能力を失う",
    "effect key.add_abilities": "能力を得る（613.7a：その効果はオブジェクトとこの効果のタイムスタンプの遅いほうを取り、オブジェクトが新しい"
                                "タイムスタンプを得るとそれを取る）。`keyword_for` は関連する値の語を得る（607.2a、607.2d）",
    "effect key.add_abilities_of": "対象のすべての起動型能力を、まとめて与えられたものとして得る（607.5）— または選び方が表すすべての"
                                   "オブジェクトのもの（`all creature cards in all graveyards`）。この種類別の時点でのもの",
    "effect key.set_pt": "パワーと／またはタフネスを定める（式：下の表）",
    "effect key.modify_pt": "パワーとタフネスに加える",
    "effect key.switch_pt": "パワーとタフネスを入れ替える",
    "effect key.players_gain": "プレイヤーが能力を得る。`who`：`you`、`opponents`、`each`",
    "effect key.game_rule": ("ゲームのルールへの効果。次のいずれか：`\"Creatures can't attack.\"`（508.1c：どのクリーチャーも攻撃"
                             "クリーチャーとして指定できない）、`\"Creatures can't block.\"`（509.1b：ブロック・クリーチャーとしても）— "
                             "`attack` と `block` が強制する。ほかの文章は拒まれる。ゲームのルールとともに示す"),
    "effect key.cant_attack": ("508.1c：効果が影響を及ぼすクリーチャー（`affected`。常在型能力の既定は `self`）は攻撃クリーチャーとして"
                               "指定できない — `attack` がそれを拒む。ゲームのルールとともに示す"),
    "effect key.cant_block": ("509.1b：効果が影響を及ぼすクリーチャー（`affected`。常在型能力の既定は `self`）はブロック・クリーチャーとして"
                              "指定できない — `block` がそれを拒む。ゲームのルールとともに示す"),
    "effect key.block_additional": ("509.1a：効果が影響を及ぼすクリーチャー（`affected`。常在型能力の既定は `self`）は、各戦闘で"
                                    "さらにN体の攻撃クリーチャーをブロックできる（「各戦闘で、追加のクリーチャー1体をブロックできる」"
                                    "なら1。2つの効果は足し合わされる）— `block: {ブロック・クリーチャー: [攻撃クリーチャー, 攻撃クリーチャー]}`。"
                                    "それは戦闘ダメージを、コントローラーが選んだとおりにそれらに割り振る（510.1d）。ゲームのルールとともに示す"),
    "effect key.block_any_number": ("509.1a：効果が影響を及ぼすクリーチャー（`affected`。常在型能力の既定は `self`）は、好きな数の"
                                    "攻撃クリーチャーをブロックできる — `block: {ブロック・クリーチャー: [攻撃クリーチャー, …]}`。それは戦闘ダメージを、"
                                    "コントローラーが選んだとおりにそれらに割り振る（510.1d）。ゲームのルールとともに示す"),
    "effect key.must_block": ("509.1c：効果が影響を及ぼすクリーチャー（`affected`。常在型能力の既定は `self`）は、各戦闘で可能ならブロックする"
                              " — 要求。制限（「ブロックできない」、回避能力、威迫）に違反せずに従える最大の数より少ない要求にしか従わない"
                              "指定を `block` は拒む。ゲームのルールとともに示す"),
    "effect key.must_be_blocked": ("509.1c：「このクリーチャーをブロックできるすべてのクリーチャーはそれをブロックする」— 効果が影響を及ぼす攻撃"
                                   "クリーチャー（`affected`。常在型能力の既定は `self`）それぞれについて、防御プレイヤーのクリーチャーそれぞれに"
                                   "それをブロックするという要求がある。制限に違反せずに従える最大の数より少ない要求にしか従わない指定を `block` は"
                                   "拒む。ゲームのルールとともに示す"),
    "effect key.cant_trigger": "603.2 の変更：`what` が表すオブジェクトが関わる出来事（`enters`、`dies`、またはリスト `[enters, dies]`）が"
                               "（その出来事の種類の）能力を誘発させない。`whose: permanents your opponents control` はそれをそのパーマネントの"
                               "能力に限る（「あなた」は効果のコントローラー）。`engine/triggers.py` が強制する：誘発が見る状態で判断する"
                               "（戦場に出ることは出来事の後、603.6a。死亡は前、603.10a）。誘発しなかった各能力が記録される。"
                               "ゲームのルールとともに示す",
    "effect key.cant_cause": "101.2（「できない」は「できる」に優先する）：`by` が挙げる種類（`spell`、`activated`、`triggered`、または"
                             "リスト）の、`controlled_by`（`you`：効果のコントローラー、`opponents`、`any`。既定は `you`）がコントロール"
                             "する呪文や能力は、`what` が表すオブジェクト（効果のコントローラーにとって判断する）を `actions`"
                             "（`sacrifice`、`exile`、またはリスト）できない。生け贄に捧げる指示と追放する指示が強制する"
                             "（`engine/prohibitions.py`）：生け贄に捧げるよう指示されたプレイヤーは残りから選ぶ。残された各オブジェクト"
                             "が記録される。ゲームのルールとともに示す",
    "effect key.play_from_top": "305.1：「あなたはあなたのライブラリーの一番上から土地をプレイしてもよい」— 効果のコントローラーは"
                                "ライブラリーの一番上のカードが土地ならそれをプレイできる（`play_land`）。1ターンにプレイできる土地の"
                                "数は変わらない（305.2）。ゲームのルールとして示される",
    "effect key.legend_rule_exempt": "704.5j の変更：それが表すパーマネント（効果のコントローラーにとって判断する）に「『レジェンド・ルール』は"
                                     "適用されない」：レジェンド・ルールを確かめるときに数えない。ゲームのルールとともに示す",
    # -- linked values (engine/linked.py) --
    "linked value.chosen color": "関連する能力が選んだ色（607.2d）",
    "linked value.exiled card types": "関連する能力が追放したすべてのカードの各カード・タイプ（607.2a）。複数形で",
    "linked value.exiled colors": "関連する能力が追放したすべてのカードの各色（607.2a）",
    "linked value.exiled names": "関連する能力が追放したすべてのカードの名前（607.2a）",
    # -- scenario actions (verify/actions.py) --
    "action.enter": "オブジェクトが新しいタイムスタンプで領域に入る。「戦場に出るに際し」のコピーの選択はコピー効果になる（第1a種）。"
                    "戦場に置くインスタントやソーサリーのカードは拒まれる（400.4a）",
    "action.enter_together": "オブジェクトが同時に入る。アクティブ・プレイヤーがそれらのタイムスタンプの順を決める（613.7m）",
    "action.attach": ("戦場にあるオーラ／装備品がつけられ、新しいタイムスタンプを得る（613.7e）。つけられないものには移動せず、"
                      "すでにそのオブジェクトについているなら何も起こらない（701.3b）"),
    "action.counters": "その上にカウンターが置かれる（122）。カウンターを置くことへの置換効果が適用される（614.1a：`more_counters`）",
    "action.effect": "解決した呪文や能力からの継続的効果：今タイムスタンプを得て、影響を受けるオブジェクトが決まる（611.2c）。"
                     "`affected` の既定は `target creature`",
    "action.cast": ("カードの呪文能力が解決する：その継続的効果（例：手綱取り）と単発の指示（`destroy`…）。スタックを使わない。"
                    "唱えることではない：唱えたイベントはなく（唱えたときの誘発はない）、対象も確かめない（601.2、608.2b）— "
                    "呪文を唱えるには `cast_spell`"),
    "action.resolve": "スタック上の呪文*オブジェクト*がその*今の*テキスト（第3種の後）で解決し、墓地に置かれる",
    "action.activate": "オブジェクトの起動型能力（今持っているもの）がスタックに置かれる（602.2）：対象は今選ばれ、コストは今"
                       "支払われる（`{T}`：タップ状態のパーマネント（118.3）やこのターンに来たクリーチャー（302.6）では拒まれる。"
                       "「~を生け贄に捧げる」のコスト）。`resolve_top` で解決する（そこでの選択、608.2d。そのときに対象がすべて"
                       "不正なら解決しない、608.2b）。スタック上の対象はその id（「あなたがコントロールする誘発型能力1つを対象と"
                       "する」なら `targets: [s1]`）。コントローラーは先に優先権を得る（`cast_spell` と同じ。117.5、602.2）",
    "action.end_effect": "その効果が終わる",
    "action.end_turn": "クリンナップ・ステップ（514）：アクティブ・プレイヤーが手札を上限の7枚まで捨てる（514.1、402.2：上限を変える効果はない。"
                       "捨てるカードは `discarded` で示す。8枚以上あって示さなければ拒否する。それぞれ手札から墓地に置かれ（701.9a）、"
                       "その移動は置換効果が見る — エンジンには「プレイヤーがカードを捨てるたび」の誘発もマッドネスもない）。次に「ターン終了時まで」の効果が終わり、"
                       "ダメージが取り除かれる（514.2）。次に状況起因処理を確かめる（514.3a）：処理が行われたか、誘発型能力が待っていれば、"
                       "アクティブ・プレイヤーがクリンナップ・ステップで優先権を得て、ターンは終わらない — `priority` で誘発型能力を"
                       "スタックに置き、スタックが空になってからの `end_turn` が次のクリンナップ・ステップ（514.3a）。そうでなければ次の"
                       "プレイヤーがアクティブになる。その優先権で呪文を唱えるのはほかのステップと同じ。「次のクリンナップ・ステップの"
                       "開始時に」の能力は扱わない",
    "action.play_land": "305.1：オーナーが土地カードをプレイする — 手札から、または効果が許す間はライブラリーの一番上から"
                        "（`play_from_top: lands`）。自分のターンのメイン・フェイズでスタックが空のとき、1ターンに1回（305.2）。戦場に出る（出来事）",
    "action.move": ("オブジェクトが領域を移り、新しいタイムスタンプを持つ新しいオブジェクトになる（400.7）。出来事。"
                    "戦場に出ることになるインスタントやソーサリーのカードは、この行動でもどの指示でも、元の領域に残る（400.4a）"),
    "action.choices_as_enters": "614.12a：次にそのオブジェクトが戦場に出るとき — 唱えられて解決する、能力で戻る、置かれる — に、戦場に"
                                "出る前にコントローラーがそれについて行う選択（「コピーとして戦場に出る」効果がコピーするオブジェクト、色）",
    "action.destroy": "それが墓地に置かれる（出来事：「死亡したとき」の能力が誘発する）。リストなら同時に",
    "action.cast_spell": "601.2：カードがスタックに置かれる。唱える出来事（唱えたときの誘発）。`resolve_top` で解決する。"
                         "瞬速を持たないインスタントでない呪文は、唱えるプレイヤーのターンのメイン・フェイズ（最後に始めたステップ。"
                         "始めていなければメイン・フェイズ）に、スタックが空のときに唱える（117.1a、307.1）。唱えるプレイヤーは先に"
                         "優先権を得る（`priority` と同じ。117.5：状況起因処理の後、待っている誘発型能力がその呪文の下に置かれる。"
                         "プレイヤーが2つ以上の順を選ぶか対象を選ぶときは拒否する：先に `priority` で示す）",
    "action.activate_mana": "605.3：マナがすぐに加えられる（`A: {mana: \"{R}\"}`）。その{T}は支払われる：タップ状態のパーマネント"
                            "（118.3）と、コントローラーのそのターンの開始以降にそのコントロール下になったクリーチャー（速攻を持つなら除く、"
                            "302.6）では起動できない",
    "action.priority": "117.5：状況起因処理（704.3）、次に誘発待ちのすべての誘発型能力がスタックに置かれる：アクティブ・プレイヤーの"
                       "ものが先に、各プレイヤーのものは並べた `order` の順に（603.3b）。`targets` は今選ぶ（603.3d）",
    "action.resolve_top": "608：スタックの一番上が、その回数だけ解決する。それぞれの解決の前に（呪文を唱えた後や能力を起動した後の最初の解決の前にも、601.2i、602.2）プレイヤーが優先権を得る（`priority` と同じ。117.5："
                          "状況起因処理の後、待っている誘発型能力がスタックに置かれ、次に解決するのは新しい一番上。プレイヤーが2つ以上の"
                          "順を選ぶか対象を選ぶときは拒否する：1つずつ解決する）。最後の解決の後の状況起因処理は次の `priority` か `sba` で"
                          "行われる（704.3）。`choose`：解決時に行う選択（608.2d：どのカードを追放するか、"
                          "追放したどのカードをどの順にコピーするか、「…を支払ってもよい」への `pay`、コピーした能力の新しい対象、"
                          "707.10c、「その能力をコピーしてもよい」への `decline`、603.5）",
    "action.damage": "120.3：クリーチャーへのダメージは記録され、プレイヤーへのものはライフの喪失になる。リストなら同時に。戦闘ダメージは"
                     "能力を誘発させうる（510.3a）",
    "action.begin_step": "アクティブ・プレイヤーのステップが始まる（`upkeep`、`end`）：「…の開始時に」、遅延誘発。"
                         "`untap`：アクティブ・プレイヤーは自分がコントロールするすべてのパーマネントをアンタップする（502.3）。次のステップ"
                         "まで呪文は唱えられず、能力は起動できない（502.4）。`draw`：アクティブ・プレイヤーはカードを1枚引く（504.1、"
                         "ターン起因処理。「カードを引く場合、代わりに…」で置換される、614.11。ライブラリーが空なら次の状況起因処理で"
                         "敗北する、704.5b）— どのドロー・ステップでも：シナリオのターンはゲームの最初のターンから数えないので、"
                         "先攻のプレイヤーの最初のドロー・ステップも飛ばされない（103.8a はエンジンにない）。"
                         "マナ・プールは前のステップの終わりに空になる（500.5）",
    "action.replacement_order": "616.1：`player` は、これらのオブジェクト（`order`、その id）の置換効果を、その人やその人がコントロール"
                                "するものに影響する出来事にこの順で適用する（なければタイムスタンプ順）",
    "action.decline_replacement": "`player` は、これらのオブジェクト（`objects`、その id）の任意の（`may: true`）置換効果を、今後適用"
                                  "しないことを選ぶ（なければ適用される）",
    "action.sba": "状況起因処理だけ（704.5a ライフ0、704.5b 空のライブラリーからのドロー、704.5c 毒カウンター10個、704.5d 戦場以外の"
                  "領域にあるトークンの消滅、704.5f タフネス0、704.5g 致死ダメージ、"
                  "704.5h 接死、704.5i 忠誠カウンターのないプレインズウォーカー、704.5j レジェンド・ルール：`keep: [id]` "
                  "コントローラーが残すことを選ぶ伝説のパーマネント — 既定は最も新しいもの、704.5k ワールド・ルール（ワールドの特殊"
                  "タイプを持つパーマネントが2つ以上あれば、それを最も短い期間持つもの以外すべて。同じならすべて）、"
                  "704.5m エンチャントできるものに"
                  "ついていないオーラ、704.5n 不正なパーマネントについている装備品や城砦と 704.5p ほかのついているパーマネントが"
                  "はずれること、704.5q +1/+1カウンターと-1/-1カウンターの対消滅、704.5r 上限を超えるカウンター）",
    "action.attack": "508.1：アクティブ・プレイヤーのアンタップ状態のクリーチャーが攻撃クリーチャーになり、タップする（508.1f。警戒を"
                     "持つなら除く）。`attacked: {クリーチャー: プレインズウォーカー}`：防御プレイヤーがコントロールするプレインズウォーカーを"
                     "攻撃する（508.1b。バトルは拒まれる：守る者はエンジンにない、310.8）。攻撃クリーチャーごとに1つの `attacks` の出来事が"
                     "同時に：「…が攻撃するたび」の能力が誘発する"
                     "（508.3a）。`end_turn` で戦闘が終わる（506.4）",
    "action.block": ("509.1：防御プレイヤーのアンタップ状態のクリーチャーが攻撃クリーチャーをブロックする — "
                     "`blockers: {ブロックするクリーチャー: 攻撃クリーチャー}`、それぞれ1体をブロックする（効果がさらにブロックさせるなら "
                     "`{ブロックするクリーチャー: [攻撃クリーチャー, 攻撃クリーチャー]}`、509.1a）。不正な指定はルールとともに拒まれる"
                     "（509.1a タップ状態か防御プレイヤーのものでない、509.1b「ブロックできない」、飛行と到達 702.9b、威迫 702.111b、"
                     "畏怖、威嚇、シャドー、馬術、潜伏、プロテクション、土地渡り。509.1c 制限に違反せずに従える数より少ない要求にしか従わない："
                     "`must_block`、`must_be_blocked`）。ブロック・クリーチャーごとに1つの `blocks` の出来事と、"
                     "ブロックされた攻撃クリーチャーごとに1つの `becomes_blocked` の出来事が、すべて同時に（509.3a、509.3c）"),
    "action.combat_damage": ("510：戦闘ダメージ・ステップ — 攻撃クリーチャーとブロック・クリーチャーはそれぞれ自身のパワーに等しい"
                             "戦闘ダメージを、すべて同時に与える（510.2）：ブロックされていないものはそれが攻撃しているプレイヤーに"
                             "（510.1b）、ブロックされたものはそれをブロックしているクリーチャーに（1体もいなければ与えない、510.1c。"
                             "トランプルを持つならすべてプレイヤーに、702.19d）、ブロック・クリーチャーはそれがブロックしているクリーチャーに"
                             "（510.1d）。`assign: {攻撃クリーチャー: {ブロック・クリーチャー: 2, 別のもの: 1}}`：複数のブロック・クリーチャーの"
                             "間でのダメージの割り振り。コントローラーが選ぶ（510.1c）。ブロック・クリーチャーのダメージの、それがブロックしている"
                             "複数の攻撃クリーチャーの間での割り振りも（510.1d）。トランプルを持つなら、ブロック・クリーチャーそれぞれに"
                             "致死ダメージを割り振った後はプレイヤーにも。ほかの攻撃クリーチャーがそれに割り振るダメージも数える（`B: 3`、"
                             "702.19b。接死なら1点が致死、702.2c）。`assign` が"
                             "なければ、1体のブロック・クリーチャーにすべてを割り振り、トランプルはブロック・クリーチャーそれぞれに致死ダメージを、"
                             "残りをプレイヤーに割り振る。先制攻撃か二段攻撃を持つ攻撃クリーチャーかブロック・クリーチャーがいるなら、"
                             "1つ目の `combat_damage` が先制攻撃の戦闘ダメージ・ステップ、2つ目がもう1つのステップ（510.4。二段攻撃は"
                             "両方で与える、702.4b。その間に得たり失ったりした先制攻撃、702.7c）。攻撃クリーチャーが指定されたが"
                             "戦闘に残っているものがないなら、このステップは行われ、何も与えない（508.8 が飛ばすのは攻撃クリーチャーが"
                             "指定されなかったときだけ）。絆魂、接死、萎縮、感染、プロテクションは"
                             "すべてのダメージと同じ。その後に状況起因処理（704.3）。バンドを持つクリーチャーが戦闘にいれば拒まれる"
                             "（702.22j：誰がダメージを割り振るかはエンジンにない）"),
    "action.turn_face_up": "708.8：裏向きのパーマネントが表向きになる — 同じオブジェクトで、新しいタイムスタンプ（613.7f）。再び自身の"
                           "特性を持つ（第1b種はもう適用されない）。表向きになったことで誘発する能力が誘発する（表向きのパーマネント"
                           "自身のもの、`when: turned_face_up`）",
    "action.venture": "701.49a：ダンジョンに探索する — ダンジョン（`type_line: Dungeon`、その部屋能力）が統率領域に置かれてマーカーが最初の"
                      "部屋に入る、またはマーカーが次の部屋に移る。その部屋の能力が誘発する（309.4c）。ダンジョンの完了はエンジンにない",
    # -- choices (engine/choices.py) --
    "choice.color": "色：`{color: blue}`（105.1）",
    "choice.creature type": "クリーチャー・タイプ：`{creature type: Cleric}`（205.3m）",
    "choice.enchant": ("オーラ・呪文として解決する以外の方法で戦場に出るオーラがエンチャントするオブジェクトかプレイヤー。"
                       "戦場に出るに際して選ぶ：`{enchant: bears}`（303.4f：適正にエンチャントできるもの — 対象にとらないので"
                       "呪禁や被覆は関係なく、プロテクションは関係する。書かなければ、それが1つだけならそれ、複数なら拒まれる。"
                       "1つもなければ元の領域にとどまる、303.4g）"),
    "choice.copy": "コピーするオブジェクトの id：`{copy: bears}`（706、614.1c）",
    "choice.pay": "「戦場に出るに際し、…を支払ってもよい」の任意のコストをコントローラーが支払うかどうか："
                  "`{pay: yes}` か `{pay: no}`（614.1c。与えないなら支払わない）",
    "choice.riot": "暴動の、戦場に出るに際しての選択（702.136a）：`{riot: counter}` — 追加の+1/+1カウンター1個。"
                  "`{riot: haste}` か与えないなら — 速攻を得る。持つ暴動1つごとに1つ、能力の順に選ぶ（702.136b：それぞれ別々に"
                  "機能する）：`{riot: [counter, haste]}` — 暴動の数と長さの違うリストは戦場に出るときに拒まれる。語が1つなら"
                  "どの暴動もそれを選ぶ",
    "choice.top": "諜報や占術がライブラリーの一番上に戻すカードを、選んだ順に — 最初のものが一番上：`{top: [c3, c2]}`"
                  "（701.25a、701.22a。解決時に行う：`resolve_top`。与えないならもとの順番）",
    "choice.exile": "戦場に出るに際して追放するカードの id：`{exile: [c1, c2]}`（614.1c。一緒に戦場に出るものは選べない、614.13a）",
    "choice.devour": "戦場に出るに際して各貪食の能力のために生け贄に捧げるクリーチャーを、その数ごとに：`{devour: {3: [bear]}}`"
                     "（702.82a。一緒に戦場に出るものは選べない、614.13a。2つの貪食のために同じものは選べない、614.13b）",
    "choice.from": "置き換えられる色の語か土地タイプ（612.2）：`{from: Island, to: Forest}`",
    "choice.to": "新しい色の語か土地タイプ（612.2）",
    # -- replaced events (engine/replacement.py) --
    "replaced event.damage": "それが表すパーマネントに（`damage: creatures you control`）、プレイヤーに（`damage:` なしで"
                             "`to_player: an opponent`）、またはそのどちらかに（両方のキー）与えられるダメージ。"
                             "`by`：そのような発生源からのものだけ。`combat: true`：戦闘ダメージだけ（510.2）",
    "replaced event.gain_life": "プレイヤーがライフを得る（`gain_life: you`）",
    "replaced event.pay_life": "プレイヤーがライフを支払う（119.4）（`pay_life: you`）。`library_at_least: true`："
                               "そのプレイヤーのライブラリーにその点数以上の枚数のカードがある間のみ（そこから戦場に出ようとしているカードは"
                               "数えない、614.13c）",
    "replaced event.lose_life": "プレイヤーがライフを失う。ダメージを含む（120.3a）（`lose_life: an opponent`）。`from_damage: true`："
                                "ダメージによる喪失だけ（「あなたのライフ総量を減らすダメージ」）。`below: N`：ライフ総量をN点未満にする"
                                "喪失だけ",
    "replaced event.create_tokens": "効果が、プレイヤーのコントロール下でトークンを1つ以上生成する（111.1。`create_tokens: you`）。"
                                    "それらが戦場に出ることはその中の出来事で、その後に置換される（616.1g）",
    "replaced event.draw": "プレイヤーがカードを引く — 引くカード1枚ごとに1つの出来事（121.2）（`draw: you`）",
    "replaced event.step": "プレイヤーのターンのステップが始まる（614.10：`step: draw`、`whose: you` — `instead: [{skip: true}]` で"
                           "「あなたのドロー・ステップを飛ばす」：そのステップは始まらず、「…の開始時に」の能力は誘発せず、遅延誘発"
                           "型能力は次のものを待つ、614.10a）",
    "replaced event.turn": "プレイヤーのターンが始まる（614.10：`turn: you` — `instead: [{skip: true}]` で「あなたのターンを"
                           "飛ばす」：そのターンは起こらず、次のプレイヤーのターンが始まる、500.11。「あなたの次のターンを"
                           "飛ばす」は指示 `skip_next`）",
    "replaced event.dies": "それが表すクリーチャーが死亡する（700.4）（`dies: creature you control`）",
    "replaced event.destroyed": "それが表すパーマネントが破壊される（701.8、704.5g）（`destroyed: creature you control`）",
    "replaced event.put_into": "それが表すオブジェクトが、どこからでも、または `from` の領域から `zone`（既定は墓地）に置かれる"
                               "（`put_into: card`：戦場を含むどの領域からでもカード — トークンは含まない、108.2b。`put_into: creature`："
                               "クリーチャー・パーマネント。`cards and nontoken permanents`）",
    "replaced event.enters": "それが表すパーマネントが戦場に出る。戦場にあるものとして判断する（614.12）（`enters: creature you control`。"
                             "`enters: self`：このパーマネント、614.1c）",
    # -- what happens instead (engine/replacement.py MODIFICATIONS) --
    "replacement.prevent": "615.1：そのダメージのうちN点を軽減する（`prevent: 2`）、またはすべてを（`prevent_all: true`）",
    "replacement.prevent_all": "615.1：そのダメージをすべて軽減する",
    "replacement.double": "代わりにその2倍のダメージかライフ、またはその2倍の数のトークン（`double: true`）",
    "replacement.plus": "代わりにその量にNを加えたもの（`plus: 1`）",
    "replacement.minus": "代わりにその量からNを引いたもの。0未満にはならない（`minus: 1`）",
    "replacement.reduce_to": "614.1a：ライフの喪失が、代わりにライフ総量をN点にする（`would: {lose_life: you, below: 1}` とともに"
                             "`reduce_to: 1`）。ライフ総量がN点以下なら何も失わない",
    "replacement.skip": "614.1a：その出来事が起こらない — ダメージも、ライフも、トークンも、ドローもなく、ステップやターンも"
                        "ない（614.10）（`skip: true`。`do:` があれば代わりに起こること）",
    "replacement.do": "614.1a：この効果のコントローラーが、出来事の一部としてこれらの指示を行う（`do: [{gain_life: 2}]`。`skip: true` が"
                      "あればその代わりに。`to_zone: exile` があれば「代わりにそれを追放し、…」）",
    "replacement.to_zone": "代わりにそれがその領域に置かれる（`to_zone: exile`）",
    "replacement.with_counters": "614.1c：それがN個の（追加の）カウンターが置かれた状態で戦場に出る（`with_counters: 2`、`kind: \"+1/+1\"`）。"
                                 "`with_counters: X`：それになった呪文のX（107.3m。シナリオの `cast_spell: {x: N}`）",
    "replacement.pay_life_or_tapped": "614.1c、119.4：「あなたはN点のライフを支払ってもよい。そうしないなら、それはタップ状態で"
                                      "戦場に出る」（`pay_life_or_tapped: 2`）：選択 `pay: yes` があれば、戦場に出るに際してコントローラーが"
                                      "支払う。なければタップ状態で戦場に出る",
    "replacement.tapped": "614.1c：それがタップ状態で戦場に出る（`tapped: true`）",
    "replacement.under_control": "616.1b：それが代わりにあなた（この効果のコントローラー）のコントロール下で戦場に出る"
                                 "（`under_control: true`）。ほかの効果より先に選ばれる",
    "replacement.as_copy": "616.1c、707.5：それが、それのために選ばれたオブジェクト（その選択 `copy`。戦場に出る前に行う、614.12a）の"
                           "コピーとして戦場に出る。それはこれが表すもの（`as_copy: creature`）でなければならない。または"
                           "このパーマネントの（`as_copy: self`：「このクリーチャーのコピーとして戦場に出る」）。コントロール以外の"
                           "ほかの効果より先に選ばれる",
    "replacement.transformed": "616.1d：それが変身した状態 — 第2面を表にして — 戦場に出る（`transformed: true`）。コントロールとコピー"
                               "以外のほかの効果より先に選ばれる",
    "replacement.regenerate": "701.19、614.8：破壊される代わりに再生される — タップされ、すべてのダメージが取り除かれ、戦闘から取り除か"
                              "れる（`regenerate: true`）。再生できないときは除く（701.19c）",
    "replacement.redirect_to": "614.9：そのダメージが代わりに別のものに与えられる — `self`（このパーマネント）、`you`（そのコントローラー）、"
                               "`target`（この効果を作った呪文や能力の対象）",
    # -- object expectations (verify/expectations.py) --
    "object expectation.name": "日本語の（または英語の）名前。裏向きのオブジェクトなら `\"\"`",
    "object expectation.name_en": "英語の名前（カードでなければ `\"\"`）",
    "object expectation.pt": "`4/1`。パワー／タフネスのないオブジェクトなら `\"-\"`",
    "object expectation.power": "整数",
    "object expectation.toughness": "整数",
    "object expectation.colors": "リスト（`[]` は無色）。順は問わない",
    "object expectation.card_types": "リスト。順は問わない",
    "object expectation.subtypes": "リスト。順は問わない",
    "object expectation.supertypes": "リスト。順は問わない",
    "object expectation.type_line": "タイプ行：`Land Creature — Plant Zombie`",
    "object expectation.abilities": "能力のテキストのリストそのもの（`[Defender]`、`[\"{T}: Add {R}.\"]`）。順は問わない",
    "object expectation.has_abilities": "その中にあるべき能力",
    "object expectation.lacks_abilities": "その中にあってはならない能力",
    "object expectation.controller": "プレイヤー",
    "object expectation.owner": "プレイヤー",
    "object expectation.zone": "領域",
    "object expectation.mana_value": "整数（202.3）",
    "object expectation.face_down": "true か false（708）",
    "object expectation.destroys": "`destroy` の指示を持つ呪文について：今それが破壊するオブジェクトの id",
    "object expectation.counters": "`{\"-1/-1\": 1}`：その上のすべての種類のカウンター（なければ `{}`）",
    "object expectation.damage": "その上に記録されたダメージ（120.3）",
    "object expectation.tapped": "true か false",
    "object expectation.exists": "true か false — `false`：消滅している（戦場以外の領域にあるトークン、704.5d。スタック以外の"
                                 "領域にある呪文のコピー、704.5e）",
    "object expectation.incarnation": "何回の領域の移動でそれが新しいオブジェクトになったか（400.7）",
    "object expectation.exiled_by": "その能力がそれを追放したオブジェクト（607.2a）、または `null`",
    "object expectation.attached_to": "それがついているオブジェクトかプレイヤー（701.3a、303.4b、301.5a）、または `null`",
    "object expectation.attacking": ("それが攻撃しているプレイヤーかプレインズウォーカー、または `null`（508.1、508.1b）。攻撃していた"
                                     "プレインズウォーカーが戦闘から取り除かれて何も攻撃していないなら `\"\"`（506.4c）"),
    "object expectation.blocking": ("それがブロックしている攻撃クリーチャー、または `null`（509.1g）。2体以上をブロックしている"
                                    "ならそのリスト（509.1a：`block_additional`）。順は問わない"),
    "object expectation.can_block": ("それが今ブロックできる攻撃クリーチャー。1体ずつ判断する（509.1a：アンタップ状態で防御プレイヤーの"
                                     "もの、509.1b：「ブロックできない」がない、攻撃クリーチャーの回避能力：飛行 702.9b、畏怖、威嚇、シャドー、"
                                     "馬術、潜伏、プロテクション、土地渡り）。威迫は2体目のブロック・クリーチャーを求める（702.111b）ので `block` が判断する"),
    "object expectation.blocked": ("それがブロックされたクリーチャーかどうか（509.1h：ブロック・クリーチャーが戦闘から取り除かれても"
                                   "そのまま）。ブロックされていない攻撃クリーチャーと攻撃していないクリーチャーは `false`"),
    "object expectation.entered_with": "最後の領域の移動で同じ出来事の中で移った id。それ自身を含む",
    "object expectation.castable": "禁止に関する限り、今それを唱えられるかどうか（101.2）",
    "object expectation.activation_costs": "今の起動型能力のコスト。Xを計算して（順に）",
    # -- player expectations --
    "player expectation.abilities": "効果によってプレイヤーが持つ能力（613.10）",
    "player expectation.life": "ライフ総量（119）",
    "player expectation.lost": "ゲームに敗北しているかどうか（104.3。704.5a：状況起因処理を確かめるときにライフが0点以下）",
    "player expectation.won": "ゲームに勝利しているかどうか（104.2）",
    "player expectation.hand": "そこにある、その人がオーナーであるカードの枚数",
    "player expectation.library": "そこにある、その人がオーナーであるカードの枚数",
    "player expectation.graveyard": "そこにある、その人がオーナーであるカードの枚数",
    "player expectation.exile": "そこにある、その人がオーナーであるカードの枚数",
    "player expectation.mana": "マナ・プール（`\"{R}\"`。なければ `\"\"`）",
    "player expectation.scried": "占術を行った合計（701.22）",
    "player expectation.poison": "毒カウンターの数（122.1f。感染を持つ発生源からのダメージ、120.3b）",
    "player expectation.active": "アクティブ・プレイヤーかどうか：そのプレイヤーのターンである（102.1。アクティブ・プレイヤーが"
                                 "クリンナップ・ステップで優先権を得ている間、ターンは続く、514.3a）",
    # -- stack expectations --
    "stack expectation.count": "スタック上のオブジェクトの数",
    "stack expectation.sources": "その発生源。下 → 上",
    "stack expectation.texts": "そのテキスト",
    "stack expectation.controllers": "そのコントローラー",
    "stack expectation.kinds": "それぞれ `spell`、`ability`、`trigger` のどれか",
    "stack expectation.targets": "オブジェクトごとの対象のリスト",
    # -- pending expectations --
    "pending expectation.count": "誘発して、まだスタックに置かれていない能力の数",
    "pending expectation.sources": "その発生源",
    "pending expectation.ids": "その誘発の id",
    "pending expectation.texts": "そのテキスト",
    "pending expectation.controllers": "そのコントローラー",
    # -- game expectations --
    "game expectation.rules": "有効なゲームのルールへの効果（613.11）：そのテキスト",
    "effect key.cant_have": ("113.11、613.1f：「飛行を失い、飛行を持つことも得ることもできない」— 名前を挙げた能力を失い、"
                             "これが適用されている間は、どの効果（先のものも後のものも、常在型能力のものも解決した呪文や能力の"
                             "ものも）もキーワード・カウンターもそれを与えない。それらのほかの能力は与えられる"),
    "effect key.damage_cant_be_prevented": ("常在型能力の（または解決した）効果としての615.12。`true`：「ダメージは軽減できない。」— "
                                            "これが適用されている間、どのダメージも軽減できない。選び方の句：それが表す発生源の"
                                            "ダメージだけ（`creatures you control`：「あなたがコントロールしているクリーチャーが"
                                            "与えるダメージは軽減できない」。ダメージが与えられるときに判断する）。軽減効果は"
                                            "適用され（その追加の効果は起こる）が、どのダメージも軽減せず、盾も減らず、"
                                            "プロテクションも軽減しない。ゲームのルールとともに示す"),
    "instruction.remove_from_combat": ("506.4：「クリーチャー1体を対象とする。それを戦闘から取り除く。」— それが表す各クリーチャーは"
                                       "攻撃クリーチャー、ブロック・クリーチャー、ブロックされたクリーチャー、ブロックされて"
                                       "いないクリーチャーでなくなる：戦闘ダメージを与えも受けもしない（510.1）。それがブロック"
                                       "していたクリーチャーはブロックされたままである（509.1h）。戦闘にいないもの：何もしない"),
    "instruction.prevent_all_damage": ("615.1、611.2c：このターン、与えられるある種類のすべてのダメージを軽減する — `combat`：すべての"
                                       "戦闘ダメージ（510.2：「このターン、与えられるすべての戦闘ダメージを軽減する。」）、`all`：すべての"
                                       "ダメージ。`by: 選び方の句`：そのような発生源が与えるダメージだけ（「このターン、クリーチャーが"
                                       "与えるすべてのダメージを軽減する。」）。ダメージが与えられるときに判断する。ターンの終わりまで"
                                       "ゲームのルールに対する1つの軽減効果で、どのパーマネントやプレイヤーへのダメージにも適用される"
                                       "（対象への盾ではない、615.7）。軽減できないダメージは軽減しない（615.12）"),
}

# Every other phrase of those tables in Japanese — the headers, the value types, each key's note,
# each action field's meaning, the templates that join them — keyed by the English phrase itself
# (verify/docs_tables.py says each through ``Words.say``; the command line's tables are the
# English). A changed English phrase is a key no table says any more: tests/test_docs_vocabulary.py
# fails at this entry's line, beside the English that now has no Japanese, until it is reviewed.
DOC_PHRASES: dict[str, str] = {
    # -- how a table is put together --
    ", ": "、", "; ": "。", "one of {words}": "{words} のいずれか", "{key} (required)": "{key}（必須）",
    "{key}: {type} — {note}": "{key}：{type} — {note}",
    "with {when}: {type} — {note}": "{when} のとき：{type} — {note}", "{keys}: {meaning}": "{keys}：{meaning}",
    " — {short} is short for {long}": " — {short} は {long} の短縮形",
    " — or a list of such mappings (at the same time)": " — または、そのようなマッピングのリスト（同時に）",
    "Every instruction also takes {keys}.": "どの指示も、ほかに次のキーを取ります：{keys}。",
    # -- headers --
    "kind": "種類", "keys": "キー", "what it is": "内容", "key": "キー", "meaning": "意味", "its own keys": "固有のキー",
    "the trigger event": "誘発イベント", "condition": "条件", "other keys": "ほかのキー", "holds when": "成り立つとき",
    "instruction": "指示", "what it does": "働き", "amount": "数量", "cost part": "コストの部分",
    "paid on activation (602.2b)": "起動するときに支払う（602.2b）", "layer (today / 2009)": "種類別（現在／2009年）",
    "writes": "書き換えるもの", "reads": "読むもの", "linked value": "関連する値", "what": "内容",
    "as printed": "印刷された書き方", "action": "行動", "fields": "フィールド", "what happens": "起こること",
    "choice": "選択", "value": "値", "the event that would happen": "起ころうとする出来事",
    "what happens instead": "代わりに起こること", "field": "項目", "compared": "比べ方",
    "keyword": "キーワード", "its rule": "そのルール", "the rule the game applies": "ゲームが適用するルール",
    "Any other keyword of 702 ({n} of {total}) is refused where it is written: an object with it would do nothing.":
        "702 のほかのキーワード（{total} のうち {n}）は、書かれたところで拒まれます：それを持つオブジェクトには何も起こらないからです。",
    # -- value types (engine.vocab.VALUE_TYPES) --
    "an integer": "整数", "text": "テキスト", "true or false": "`true` か `false`", "`true` (`false` would say nothing: refused)": "`true`（`false` は何も言わないので拒まれます）",
    "a selector phrase (docs/cards.md)": "選択子の句（`docs/cards.md`）",
    "a number or an amount phrase (`its power`)": "数、または数量の句（`its power`）",
    "a kind of counter (`+1/+1`, `-1/-1`, `fade`: engine/objects.py NAMED_COUNTERS)":
        "カウンターの種類（`+1/+1`、`-1/-1`、`fade`：`engine/objects.py` の `NAMED_COUNTERS`）",
    "mana symbols (`{2}{B}`; 107.4)": "マナ・シンボル（`{2}{B}`。107.4）",
    "one mana of a type (`R`, `{G}`, `C`: 106.1b), or `chosen`":
        "あるタイプのマナ1点（`R`、`{G}`、`C`：106.1b）、または `chosen`",
    "a list of instructions": "指示のリスト", "a triggered-ability mapping": "誘発型能力のマッピング",
    "a reflexive triggered-ability mapping (`text`, `target`, `if`, `do`; no `when`: 603.12)":
        "再帰誘発型能力のマッピング（`text`、`target`、`if`、`do`。`when` は持たない：603.12）",
    "a token's values (`name`, `type_line`, `colors`, `pt`, `loyalty`, `abilities`: 111.3)":
        "トークンの値（`name`、`type_line`、`colors`、`pt`、`loyalty`、`abilities`：111.3）",
    "an ability or a list of abilities (as in `abilities:`)": "能力、または能力のリスト（`abilities:` と同じ書き方）",
    "a positive integer": "正の整数",
    # -- the keys' notes: triggered abilities, trigger events, conditions --
    "only counters of that kind (`\"+1/+1\"`: \"whenever one or more +1/+1 counters are put on …\")":
        "その種類のカウンターだけ（`\"+1/+1\"`：「…の上に+1/+1カウンターが1個以上置かれるたび」）",
    "\"a spell that targets only a single …\": it has one target, an object this describes (judged for this "
    "ability's controller)": "「単一の…のみを対象とする呪文」：対象は1つで、それがこれの表すオブジェクトである（この能力の"
                              "コントローラーにとって判断する）",
    "`upkeep`, `your upkeep` (the controller's turn only), `end`": "`upkeep`、`your upkeep`（コントローラーのターンだけ）、`end`",
    "whose gaining life": "ライフを得るのがだれか", "whose losing life": "ライフを失うのがだれか",
    "`true` (with `link`): only a reveal by the linked static ability of this object (603.11, 607.2: \"… this way\")":
        "`true`（`link` とともに）：このオブジェクトの関連する常在型能力による公開だけ（603.11、607.2：「これにより…」）",
    "the room of this dungeon it is the ability of (309.4c)": "この能力を部屋能力として持つ、このダンジョンの部屋（309.4c）",
    "only an ability with that `keyword` (\"a backup ability\")": "その `keyword` の能力だけ（「賛助能力」）",
    "a trigger event (`enters`) — only an ability that such an event made trigger, whatever its source (\"whenever a "
    "permanent entering the battlefield causes a triggered ability to trigger\")":
        "誘発イベント（`enters`）— 発生源によらず、そのような出来事が誘発させた能力だけ（「パーマネントが戦場に出ることによって"
        "誘発型能力が誘発するたび」）",
    "`true` (with `caused_by`): only an ability of the object that event involves (\"a creature entering … causes a "
    "triggered ability of that creature to trigger\")":
        "`true`（`caused_by` とともに）：その出来事が関わるオブジェクトの能力だけ（「クリーチャーが…戦場に出ることによって"
        "そのクリーチャーの誘発型能力が誘発する」）",
    "the objects counted": "数えるオブジェクト",
    "a condition: its duration instead (611.2b), judged for its source and controller":
        "条件：duration の代わりの持続期間（611.2b）。効果の発生源とコントローラーについて判断する",
    "`it`: the phrase's `other` is other than the object the trigger event is about, not this object (\"whenever a Mountain enters, if you control five other Mountains\": other than the one that entered)":
        "`it`：句の `other`（「他の」）は、このオブジェクトではなく誘発イベントが関わるオブジェクト以外を意味する"
        "（「山1つが戦場に出るたび、あなたが他の山を5つ以上コントロールしている場合」：戦場に出たその山以外）",
 "the clause as printed, for the log": "印刷されたとおりの節（記録に示す）",
    "whose life total": "だれのライフ総量か",
    # -- the keys' notes: instructions --
    "who gains it": "ライフを得るプレイヤー", "who loses it": "ライフを失うプレイヤー",
    "instead of its targets: each object it describes": "その対象の代わりに：それが表す各オブジェクト",
    "they can't be regenerated (701.19c)": "「それらは再生できない」（701.19c）",
    "\"until this leaves the battlefield\" (610.3)": "「これが戦場を離れるまで」（610.3）",
    "who skips it": "それを飛ばすプレイヤー", "the creature that fights": "格闘を行うクリーチャー",
    "and each object it describes as it resolves: a shield on each": "さらに、解決時にそれが表す各オブジェクト：それぞれに盾",
    "the label of the linked pair (607.2a)": "関連する能力の組のラベル（607.2a）",
    "a single one, chosen on resolution (608.2d)": "1つだけ。解決時に選ぶ（608.2d）",
    "it returns with one counter of this kind": "この種類のカウンター1個が置かれた状態で戻る",
    "every such card, at the same time": "そのようなカードすべてを同時に", "under its owner's control": "オーナーのコントロール下で",
    "the token's values (111.3)": "トークンの値（111.3）", "how many": "数",
    "then (`that many`: the cards discarded)": "その後（`that many`：捨てたカードの枚数）",
    "if it is": "そうであるなら", "if it is not": "そうでないなら", "if it was": "そうであったなら",
    "what gains them": "それらを得るもの", "how long": "期間",
    "706.9a: except its colors": "706.9a：ただし、その色を除く", "706.9a: and it has this ability": "706.9a：さらにこの能力を持つ",
    "who mills": "切削するプレイヤー", "if it was sacrificed": "生け贄に捧げたなら", "if paid": "支払ったなら",
    "707.10c: you may choose new targets for the copy": "707.10c：そのコピーの新しい対象を選んでもよい",
    "\"you may copy\": declined by the choice `decline`": "「コピーしてもよい」：選択 `decline` で断る",
    "the counter kind": "カウンターの種類",
    "instead of its target creatures: each permanent it describes": "対象のクリーチャーの代わりに：それが表す各パーマネント",
    "707.9b: \"except that the copy is red\" — its colors instead": "707.9b：「ただし、そのコピーは赤である」— 代わりのその色",
    "707.10e: \"the copy targets that token\" — the token the instruction before it created (of several, the one chosen "
    "on resolution)": "707.10e：「そのコピーはそのトークンを対象とする」— その前の指示が生成したトークン（複数なら解決時に選んだもの）",
    "who sacrifices": "生け贄に捧げるプレイヤー",
    "\"you may sacrifice\": only if they choose to (608.2d)": "「生け贄に捧げてもよい」：そう選んだときだけ（608.2d）",
    "\"Do this only once each turn\": the ability may still trigger and resolve; the action happens once":
        "「これは毎ターン1回しか行えない」：能力はそれでも誘発し解決する。その処理が行われるのは1回",
    # -- effect parts: what each writes and reads (613.8), the layers that are not of characteristics --
    "everything copiable": "コピー可能な値すべて", "the copied object": "コピーされるオブジェクト",
    "controller": "コントローラー", "ability text, subtypes": "能力の文章、サブタイプ", "types": "タイプ", "subtypes, abilities": "サブタイプ、能力",
    "subtypes": "サブタイプ", "colors": "色", "abilities": "能力", "P/T": "パワー／タフネス", "the expressions": "式",
    "players": "プレイヤー", "rules": "ルール", "(7a under `cda:`)": "（`cda:` の下では 7a）",
    "players (613.10; 613.9 in 2009)": "プレイヤー（613.10。2009年は 613.9）",
    "game rules (613.11; 613.10 in 2009)": "ゲームのルール（613.11。2009年は 613.10）",
    # -- linked values as printed (607.2a) --
    "the chosen color": "「選ばれた色」", "each of the exiled card's card types": "「追放されたカードが持つカード・タイプのそれぞれ」",
    "the exiled card's colors": "「追放されたカードの色」", "the exiled card's name": "「追放されたカードの名前」",
    # -- the actions' fields (verify/actions.py) --
    "the object id (`count`: ids `id-1` … `id-n`)": "オブジェクトの id（`count` があれば、id は `id-1` … `id-n`）",
    "a card of rules_src/cards/ (id, `ja` or `en`)": "`rules_src/cards/` のカード（id、`ja` か `en`）",
    "an inline card: name, type_line, colors, pt, mana_cost, abilities":
        "その場で書くカード：`name`、`type_line`、`colors`、`pt`、`mana_cost`、`abilities`",
    "its controller (default: the active player)": "コントローラー（既定はアクティブ・プレイヤー）",
    "its owner (default: its controller)": "オーナー（既定はコントローラー）",
    "the zone (default `battlefield`)": "領域（既定は `battlefield`）", "face down (708.2)": "裏向き（708.2）",
    "flipped (110.5, 710.2: a flip card's alternative characteristics apply)":
        "反転している（110.5、710.2：反転カードの別の特性が適用される）",
    "the object it is attached to": "それがついているオブジェクト",
    "choices made as it enters: `{color: blue}`, `{copy: bears}`": "戦場に出るに際して行う選択：`{color: blue}`、`{copy: bears}`",
    "counters it enters with: `{\"+1/+1\": 2}` (122.6: put on it as it enters, so the replacement effects on putting "
    "counters apply)": "置かれた状態で出るカウンター：`{\"+1/+1\": 2}`（122.6：出るに際して置かれるので、カウンターを置くことへの"
                       "置換効果が適用される）",
    "n copies": "同じものを n 個", "no enters event: nothing triggers (setting up the game)":
        "戦場に出る出来事はない：何も誘発しない（ゲームの準備）",
    "it enters tapped": "タップ状態で出る", "the kicker costs paid (`[\"{W}\"]`)": "支払ったキッカー・コスト（`[\"{W}\"]`）",
    "it is a token (111.1), not a card": "カードではなくトークン（111.1）",
    "designations it has: `[commander]` (903.3: its owner's commander)": "持つ指定：`[commander]`（903.3：オーナーの統率者）",
    "enter mappings": "`enter` のマッピング", "their ids in timestamp order": "それらの id。タイムスタンプ順に",
    "the Aura or Equipment": "オーラか装備品", "the object it becomes attached to": "それがつけられるオブジェクト",
    "the object": "オブジェクト", "the counter kind (default `+1/+1`)": "カウンターの種類（既定は `+1/+1`）",
    "how many (default 1)": "数（既定は1）", "the effect's id": "効果の id", "its text": "そのテキスト",
    "its text in Japanese, shown instead of `text`": "その日本語のテキスト。`text` の代わりに示される",
    "a selector (default `target creature`)": "選択子（既定は `target creature`）", "its targets": "その対象",
    "choices made for it": "それについて行った選択", "`end_of_turn`, `until_your_next_turn` or `indefinite`":
        "`end_of_turn`、`until_your_next_turn`、`indefinite` のいずれか",
    "its source object": "その発生源のオブジェクト", "an effect part (docs/cards.md)": "効果の部品（`docs/cards.md`）",
    "the card (id, `ja` or `en`)": "カード（id、`ja` か `en`）", "the id of the effect it creates": "それが生み出す効果の id",
    "who casts it": "それを唱えるプレイヤー", "the spell object": "呪文のオブジェクト",
    "index among its activated abilities (default 0)": "その起動型能力の中での番号（既定は0）",
    "its targets (a stack id: `s1`)": "その対象（スタックの id：`s1`）", "its targets (a spell on the stack: its id or its stack id `s1`, 112.1, 115.1)": "その対象（スタック上の呪文はその id かスタックの id `s1`。112.1、115.1）", "the effect id": "効果の id", "`true`": "`true`",
    "the object, or a list: they move at the same time": "オブジェクト、またはそのリスト：同時に移る", "the zone": "領域",
    "to the battlefield: the choices made as it enters (614.12a): `{copy: bears}`":
        "戦場へなら：戦場に出るに際して行う選択（614.12a）：`{copy: bears}`",
    "the land card": "土地カード", "the choices made as it enters (614.12a): `{pay: yes}`":
        "戦場に出るに際して行う選択（614.12a）：`{pay: yes}`",
    "the object: a card in any zone, or a token yet to be created (`token1`); a choice never used by the end of the "
    "scenario is an error": "オブジェクト：いずれかの領域のカード、またはこれから生成されるトークン（`token1`）。シナリオの"
                            "終わりまで使われない選択は誤り",
    "`{copy: bears}`, `{color: red}`": "`{copy: bears}`、`{color: red}`",
    "an object id, or a list": "オブジェクトの id、またはそのリスト",
    "a card already in a zone (its id), or an inline object (its id: this action's `id`)":
        "すでにいずれかの領域にあるカード（その id）、またはその場で書くオブジェクト（その id はこの行動の `id`）",
    "a card (made in the hand, with `id`)": "カード（`id` を付けて手札に作る）", "the id of the card made": "作ったカードの id",
    "the value announced for X (601.2b, 107.3): the amount `X` of its instructions":
        "Xの値として宣言する値（601.2b、107.3）：その指示の数量 `X`",
    "a permanent spell: the choices made as it enters (614.12a): `{copy: bears}`":
        "パーマネント呪文なら：戦場に出るに際して行う選択（614.12a）：`{copy: bears}`",
    "what it sacrifices to pay an additional cost (601.2h: `additional_cost: Sacrifice a creature`)":
        "追加コストを支払うために生け贄に捧げるもの（601.2h：`additional_cost: Sacrifice a creature`）",
    "a modal spell's mode, chosen as it is cast (700.2a; 1: the first)":
        "モードを持つ呪文のモード。唱えるに際して選ぶ（700.2a。1 が最初のもの）",
    "the mana spent to cast it, a symbol for each mana (`\"{G}{W}\"`: 601.2h, 106.1b): what `if_spent` reads; "
    "given, it pays the total cost exactly — its mana cost, or from a graveyard its flashback cost (702.34a), plus the "
    "kicker costs — or the cast is refused (601.2f–h; `\"\"`: nothing spent)":
        "それを唱えるために支払ったマナ。マナ1点ごとに記号1つ（`\"{G}{W}\"`：601.2h、106.1b）：`if_spent` が読むもの。"
        "与えたなら、それが総コストをちょうど支払う — そのマナ・コスト、墓地からならフラッシュバック・コスト（702.34a）、"
        "それに支払ったキッカー・コスト — さもなければ唱えることは拒まれる（601.2f〜h。`\"\"`：何も支払わない）",
    "index among its mana abilities": "そのマナ能力の中での番号",
    "the color chosen, for mana of an exiled card's color": "選んだ色（追放されたカードの色のマナのため）",
    "trigger ids, bottom first": "誘発の id。下から順に", "`{t1: [ids or players]}`": "`{t1: [ids or players]}`",
    "how many times (default 1)": "回数（既定は1）",
    "the choices made on resolution: a non-empty list of ids or words, each one that the resolving spell or ability "
    "takes": "解決時に行う選択：id か語の、空でないリスト。それぞれ、解決する呪文や能力が受け取るもの",
    "the words chosen as its continuous effect begins: `{from: Island, to: Forest}` (612.2: `change_text: {from: "
    "chosen, to: chosen}`); each one its effect takes": "その継続的効果が始まるときに選ぶ語：`{from: Island, to: Forest}`"
    "（612.2：`change_text: {from: chosen, to: chosen}`）。それぞれ、その効果が受け取るもの",
    "the source": "発生源", "the object or player dealt damage": "ダメージを与えられるオブジェクトかプレイヤー",
    "615.12: it can't be prevented (each item of a list alike)": "615.12：そのダメージは軽減できない（リストの各項目で同じ）",
    "615.12: the damage can't be prevented": "615.12：そのダメージは軽減できない",
    "to whom the damage would be dealt": "ダメージが与えられる先",
    "615.9: all damage from it this turn (else the next time only, 615.8)":
        "615.9：このターンにそれが与えるすべてのダメージ（さもなければ次の1回だけ、615.8）",
    "615.5: right after it prevents damage (`that many`: the damage prevented)":
        "615.5：それがダメージを軽減した直後に（`that many`：軽減したダメージ）",
    "how much (default: the source's power)": "量（既定は発生源のパワー）", "combat damage (510.3a)": "戦闘ダメージ（510.3a）",
    "the step's name": "ステップの名前", "the affected player": "影響を受けるプレイヤー",
    "object ids, first applied first": "オブジェクトの id。先に適用するものから", "the effects' controller": "それらの効果のコントローラー",
    "object ids": "オブジェクトの id", "704.5j: the legendary permanents kept": "704.5j：残す伝説のパーマネント",
    "an attacking or blocking creature → its recipients → damage (510.1c–d, 702.19b)":
        "攻撃クリーチャーかブロック・クリーチャー → ダメージを割り振られるもの → ダメージ（510.1c～d、702.19b）",
    "each blocking creature → the attacking creature it blocks, or a list of them when an effect lets it block more "
    "than one (509.1a: `block_additional`, `block_any_number`) (`{}`: no blockers)":
        "ブロック・クリーチャーごとに → それがブロックする攻撃クリーチャー。効果が2体以上をブロックさせるならそのリスト"
        "（509.1a：`block_additional`、`block_any_number`）（`{}`：ブロックしない）",
    "the attacking creatures": "攻撃クリーチャー",
    "508.1b: an attacking creature → the planeswalker of the defending player it attacks":
        "508.1b：攻撃クリーチャー → それが攻撃する、防御プレイヤーのプレインズウォーカー", "the player attacked (default: the next player)":
        "攻撃されるプレイヤー（既定は次のプレイヤー）",
    "the permanent": "パーマネント", "who ventures (default: the active player)": "探索するプレイヤー（既定はアクティブ・プレイヤー）",
    "the dungeon's id (the first time)": "ダンジョンの id（最初のとき）", "the dungeon card (the first time)":
        "ダンジョン・カード（最初のとき）",
    "an inline dungeon (the first time)": "その場で書くダンジョン（最初のとき）",
    # -- replaced events and replacements --
    "the player dealt damage": "ダメージを与えられるプレイヤー", "the sources dealing it": "それを与える発生源",
    "whose turn": "誰のターンか",
    "only life lost from damage dealt to the player (120.3a)": "そのプレイヤーに与えられたダメージによって失うライフだけ（120.3a）",
    "only a loss that would reduce the life total to less than N": "ライフ総量をN点未満にするような喪失だけ",
    "only while the player's library has at least that many cards in it":
        "そのプレイヤーのライブラリーにその枚数以上のカードがある間だけ",
    "the zone it would go to": "置かれようとする領域", "only from this zone": "この領域からのものだけ", "the kind": "種類",
    # -- expectations: how a value is compared --
    "exact": "完全に一致", "exact, in any order": "完全に一致（順序は問わない）", "each of them": "そのそれぞれを含む",
    "the card it discards to pay an additional cost (701.9b: `additional_cost: Discard a card`)":
        "追加コストを支払うために捨てるカード（701.9b：`additional_cost: Discard a card`）",
    "the card discarded to pay a \"Discard a card\" cost (701.9b: its controller chooses)":
        "「カードを1枚捨てる」コストを支払うために捨てるカード（701.9b：そのコントローラーが選ぶ）",
    "514.1, 701.9b: the cards the active player chooses to discard down to their maximum hand size (as many as they have over seven)":
        "514.1、701.9b：アクティブ・プレイヤーが手札の上限まで捨てるために選ぶカード（7枚を超える枚数だけ）",
    "only combat damage (510.2)": "戦闘ダメージだけ（510.2）",
    "only damage the sources it describes would deal": "それが表す発生源が与えるダメージだけ",
}
