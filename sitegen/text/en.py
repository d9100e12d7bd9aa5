"""The site's words in English (the command line's and the English CR pages'): record kinds
by the engine's own English (``engine/records.py``, through :mod:`verify.report`), and every
table the Japanese table has, key for key (tests/site/test_text_tables.py compares the key
sets), in English: the vocabulary words, the labels of the page."""

from __future__ import annotations

from verify.report import RECORD_KINDS

LIST_SEP = ", "
QUOTE = "{}"

RECORDS: dict[str, str] = {name: kind.english for name, kind in RECORD_KINDS.items()}

# A vocabulary word in English is the word itself (``battlefield``); the tables list the
# words the Japanese table knows, so that both languages name the same words.
WORDS: dict[str, dict[str, str]] = {
    "ui": {
        "steps": "How it was computed", "trace": "Layers applied", "events": "Events", "checks": "Checks",
        "result": "Result", "expected": "expected", "actual": "computed", "none": "none", "empty": "(empty)",
        "deps": "Dependencies", "effect": "effect",
        "not_linked": "(no linked ability, 607.5)", "refers_to_none": "none (400.7)",
        "oracle_text": "Oracle text", "step_no": "Step",
        "stack_item": "a spell or ability on the stack", "trigger_item": "a triggered ability",
        "face_down": "a face-down permanent", "no_name": "an object with no name", "token": "Token",
        "copy_of": "{own} (a copy of {now})",
        # -- the page's own labels (sitegen/templates: every word there is a t("key") of this table) --
        "list_sep": ", ", "sentence_end": ". ", "n_items": "({n})",
        "not_executed_note": "this example is not executed — not counted in the coverage", "why_not_executed": "Why not",
        "steps_and_checks": "{steps} steps, {checks} checks", "mismatches": " ({n} mismatched)",
        "steps_json": "the steps as data (JSON)", "match": "match", "mismatch": "mismatch",
        "scenario": "Scenario", "object": "Object", "pt": "P/T", "types": "Types", "player": "Player",
        "pending": "Triggered, waiting for the stack", "additional_trigger": " (triggers again, 603.2d)",
        "stack_heading": "Stack — resolves from the top", "stack_top": "top", "copy_of_item": " (a copy of {of})",
        "links": "Linked abilities' record", "exiled_card": "Exiled card", "ability": "Ability",
        "linked_group": "Linked group", "refers_to": "Can refer to", "note": "Note",
        "effect_col": "Effect", "layer": "Layer", "content": "What it does", "timestamp": "Timestamp", "order": "Order",
        "depends_on_col": "Depends on", "trace_change": "Change", "before": "before", "after": "after",
        "layer_n": "layer {n}", "layer_2009": " (2009: layer {n})", "not_applied": "not applied",
        "deps_caption": "effects apply in the order of their numbers; \u201c→ ①\u201d means the effect depends on ① (613.8) "
                        "and applies after it.",
        "depends_on": "→ depends on {on}",
        "stated_numbers": "Numbers in the example's text", "accounted": "checked by the computation",
        "article": "Commentary", "article_title": "Commentary: {title}", "discusses": "Discusses",
        "presentation_note": "The source's note on its tables' colours (this site's tables have none)",
        "verification": "Verification", "to_result": " (to the result)",
        "cards": "Cards", "cards_intro": "The cards these documents mention and the definitions the rules engine uses, in",
        "definition": "The engine's definition", "definition_json": "the definition as data (JSON)",
        "no_definition": "no definition for the engine yet", "mentions": "Mentioned in",
        "case": "Case", "case_mark": "not part of the CR text — an additional example run by the engine; rule {rule} "
                                     "(today's numbering)",
        "case_home": "→ {home} on this site", "case_list": "all cases", "sources": "Sources",
        "cases": "Cases",
        "cases_intro": "Besides the CR's own examples, cases answering judges' questions, run by the rules engine; not "
                       "part of the CR text. Each is listed under the rule it explains (today's numbering), and under "
                       "that rule's entry when the site has it. To write one, add one file to",
        "cases_format": "format", "cases_count": "{n} cases",
        "cases_of_rule": "the cases of rule {rule}", "cases_section_intro": "The cases that illustrate rule {rule} (current numbering): not CR text, further examples run by the rules engine.",
        "passed": "pass", "failed": "fail",
        "unexecuted": "not executed",
        "cr": "Comprehensive Rules", "examples_verified": "Examples verified", "of_total": "of {n}",
        "of_which_articles": " ({n} of them examples and rows of commentaries)",
        "source": "Source", "numbering_of": " (numbering: {numbering})",
        "rules_intro": "The sections of the Comprehensive Rules in these documents. Every example of a rule is run by "
                       "the rules engine and shown with its computed result.",
        "others": "Others", "search": "Search", "search_needs_js": "Search needs JavaScript.",
        "search_help": "Type a rule number (613.8a, full width too), a layer (layer 7b), a card name (Japanese, English or its reading) or a rules term (dependency); two card names find the examples with both.",
        "permalink": "link to this entry", "numbering_same": "the 2009 number is today's number", "current": "today",
        "numbering_moved": "the 2009 number → today's number ({change})", "approximate_under": ", under it (to check)",
        "english_of": "{number} of the English CR {version}", "en_mark": "EN",
        "untranslated": "Changed in English (not yet translated)",
        "earlier_number": "earlier number", "referenced_from": "Referenced from",
        "verification_summary": "Of {total} examples and table rows, {executed} executed (coverage {coverage}), "
                                "{passed} pass ({pass_rate}), {failed} fail, {unexecuted} not executed.",
        "kind": "Kind", "stale": "stale", "errors": "error", "total": "total", "examples": "Examples",
        "table_rows": "Table rows", "example": "Example", "state": "Status", "message": "Message",
        "card_table_rows": "Card table rows", "row": "Row",
        "glossary": "Glossary",
        "glossary_intro": "The CR's terms (layers, dependency, timestamps, characteristic-defining abilities…) and the "
                          "terms the text gives in Japanese and English, with where each occurs. An English term "
                          "translated in different ways is marked",
        "variants": "translated in different ways", "terms_count": "{n} terms",
        "terms_with_variants": "Terms translated in different ways",
        "japanese": "Japanese", "english": "English", "occurrences": "Occurrences",
        "several_english": "several English terms", "rule_term": "rules term", "and_more": " and {n} more",
        "numbering": "Numbering concordance",
        "numbering_intro": "CR 613 of these documents is the translation of 2009-12-23 and follows the numbering of "
                           "the CR of 2009-10-01 (Zendikar). Since 2020-04-17 (Ikoria) many of 613's entries have "
                           "other numbers. For translators, each rule's old and current numbers side by side.",
        "data": "data", "by_rule": "Rule by rule", "this_corpus": "(these documents)", "m10": "M10",
        "change": "Change", "note_col": "Note", "unchanged_since": "unchanged since {since}",
        "history_by_version": "History", "in_force": "In force", "rule": "Rule", "sublayers": "Sublayers of layer 7",
        "no_2009_counterpart": "Today's rules with no 2009 counterpart", "nearest_2009": "Nearest 2009 rule",
        "cited_outside": "Rules cited outside these documents", "unconfirmed": "unconfirmed",
        "site_name": "Comprehensive Rules in Japanese, a reference", "site_search": "Search the site",
        "search_placeholder": "rule number or words",
        "number_none_before": "{label} ", "number_none_after": " has no counterpart in these documents (numbered as "
                                                              "the CR of 2009-10-01). ",
        "nearest_rule": "Nearest rule", "edition_2009": "2009",
        "number_is_before": "{label} ", "number_is_mid": " is, in these documents,", "number_is_after": ".",
        "open_in_text": "open {rule} in the text", "other_before": "In {label}, ", "other_after": " was another rule",
        "official_crs": "The Comprehensive Rules from the official files",
        "official_intro": "The official files given to this build",
        "official_intro_versions": "The newest of each language is the main reading; older versions can be looked "
                                   "up by their own numbers",
        "edition": "version", "language": "Language", "effective": "Effective", "rule_nodes": "Entries",
        "three_digit": "three-digit rules", "terms": "Terms", "newest": " (newest)", "lang_en": "English",
        "lang_ja": "Japanese", "changes": "Changes", "added": "added", "removed": "removed", "changed": "changed",
        "moved": "moved", "concordance_disagrees": "Disagreements with the numbering concordance",
        "moved_by_similarity": "moves found by the text's similarity (0–1)", "official_files": "all official files",
        "old_number": "Old number", "new_number": "New number", "similarity": "Similarity", "formerly": "formerly",
        "examples_changed": "Examples changed",
        "examples_changed_intro": "Rules whose examples changed; where a Japanese example's scenario runs one, its "
                                  "result (stale when the English changed since the translated version).",
        "untranslated_intro": "Rules whose English text changed after the version the Japanese text translates, and "
                              "rules added since that have no Japanese text",
        "no_japanese": "no Japanese text (added after the English {version})",
        "results_changed": "English examples whose scenario's result differs between the two versions: {n} (stale "
                           "where the example reads otherwise).",
        "compared_with": " (compared with the English {version})", "japanese_source": "Japanese (its source version)",
        "english_change": "Change in English", "edition_en": "English", "edition_ja": "Japanese",
        "main_reading": " (the newest of this language: the main reading)", "older_paren": " (older version)",
        "older": "older version", "file": "File", "contents": "contents of this version",
        "changed_since": "changed since the English {version}",
        "ja_example_result": "the result of the Japanese example",
        "stale_translation": "; the English example changed since the translated version: check the scenario",
        "attached_to": "attached to {to}", "of": "{who}'s {what}", "of_player": "player {player}'s {what}",
        "has_all": "has them all", "has_none": "has none of them", "lacks": "lacks", "has": "has",
        "no_abilities": "no abilities", "no_types": "no types", "every_creature_type": "every creature type",
        "no_name_short": "no name",
        "now_number": "today {number}", "now_same": "today also {number}",
        "now_unconfirmed": "today's number not confirmed",
        "example_n": "{owner} example {n}", "example_of": "{owner} example", "table_row": "table {table} row {row}",
        "outside_corpus": "a rule outside these documents",
        "question": "Question", "answer": "Answer", "run_result": "Result of the run",
        "effect_said": "effect ({said})", "effect_text": "effect \u201c{text}\u201d",
        "home": "Home", "official_full": "Official files (full text)", "for_translators": "For translators",
        "playground": "Playground", "about": "About this project",
        "en_example": "English example", "en_example_n": "English example {n} ({title})",
        "first_included": "included", "history": "History", "from_number": " (from {number})",
    },
    "step": {"untap": "untap step", "upkeep": "upkeep step", "draw": "draw step", "main": "main phase", "end": "end step",
             "combat": "combat phase"},
    "status": {"pass": "✔ pass", "fail": "✘ fail", "stale": "✘ stale scenario", "error": "✘ error",
               "unexecuted": "not executed", "unchecked": "● run only (nothing checked)"},
    "change": {"unchanged": "unchanged", "renumbered": "renumbered", "merged": "merged", "approximate": "approximate",
               "new": "new", "removed": "removed"},
    "zone": {"battlefield": "battlefield", "graveyard": "graveyard", "exile": "exile", "hand": "hand",
             "library": "library", "stack": "stack", "command": "command zone"},
    "color": {"white": "white", "blue": "blue", "black": "black", "red": "red", "green": "green",
              "colorless": "colorless"},
    "type": {"creature": "creature", "artifact": "artifact", "enchantment": "enchantment", "land": "land",
             "instant": "instant", "sorcery": "sorcery", "planeswalker": "planeswalker", "tribal": "tribal",
             "kindred": "kindred", "battle": "battle", "dungeon": "dungeon"},
    "supertype": {"legendary": "legendary", "basic": "basic", "snow": "snow", "world": "world"},
    # Creature and land types are English words already (205.3).
    "subtype": {s: s for s in (
        "Human", "Cleric", "Bear", "Wizard", "Rogue", "Ally", "Soldier", "Warrior", "Elf", "Elemental", "Mountain",
        "Island", "Forest", "Plains", "Swamp", "Ogre", "Angel", "Aura", "Spirit", "Dinosaur", "Goblin", "Zombie",
        "Vampire", "Beast", "Bird", "Golem", "Faerie", "Wall", "Wolf", "Dog", "Insect", "Bat", "Shaman", "Horror",
        "Phyrexian", "Construct", "Shapeshifter", "Scout", "Druid", "Advisor", "Assassin", "Plant", "Thopter",
        "Samurai", "Barbarian", "Fish", "Ooze", "Lord", "Doctor", "Time", "Shrine", "Avatar", "Praetor",
        "Scarecrow", "Gorgon", "Efreet", "Thrull", "Hippogriff", "Metathran", "Ouphe", "Lhurgoyf", "Eldrazi", "Cat",
        "Time Lord", "Demon", "Merfolk", "Juggernaut", "Werewolf", "Rat", "Viashino", "Boar", "Manticore", "Equipment",
        "Fox")},
    "keyword": {k: k for k in (
        "Flying", "Flash", "Vigilance", "Lifelink", "Deathtouch", "Reach", "Trample", "Menace", "Haste", "Prowess",
        "Defender", "First strike", "Double strike", "Hexproof", "Indestructible", "Shroud", "Persist", "Undying",
        "Enchant creature", "Enchant equipment", "Devoid", "Myriad", "Doctor's companion",
        "Changeling", "Riot", "Sunburst", "Umbra armor", "Totem armor", "Split second", "Rebound", "Intimidate",
        "Fear", "Shadow", "Horsemanship", "Skulk", "Wither", "Infect",
        "Plainswalk", "Islandwalk", "Swampwalk", "Mountainwalk", "Forestwalk")},
    "keyword_with": {k: k for k in ("Morph", "Ward", "Kicker", "Modular", "Backup", "Reconfigure", "Toxic", "Absorb",
                                    "Bloodthirst", "Devour", "Flashback")},
    "event": {
        "zone_change": "zone change", "cast": "cast", "step": "step", "damage": "damage",
        "combat_damage": "combat damage", "attacks": "attack", "blocks": "block",
        "becomes_blocked": "becoming blocked", "ability_triggered": "triggered ability",
        "life": "life", "counters": "counters", "draw": "draw", "scry": "scry", "trigger": "trigger",
        "stack": "stack", "resolve": "resolve", "sba": "state-based action", "copy": "copy",
        "turned_face_up": "turned face up", "room": "venture", "replace": "replacement effect",
        "regenerate": "regeneration", "removed_from_combat": "removal from combat", "game": "game result", "sacrifice": "sacrifice", "tapped": "tap",
        "untapped": "untap", "cant": "\u201ccan't\u201d effect", "revealed": "reveal", "effect": "effect duration",
    },
    "stack_kind": {"spell": "spell", "ability": "activated ability", "trigger": "triggered ability"},
    "order": {"cda": "characteristic-defining ability (613.3)", "timestamp": "timestamp order",
              "dependency": "dependency (613.8)", "loop": "dependency loop (timestamp order)"},
    "player_field": {
        "life": "life", "hand": "hand", "library": "library", "graveyard": "graveyard", "exile": "exile",
        "mana": "mana pool", "scried": "cards seen by scrying", "won": "won the game", "lost": "lost the game",
        "poison": "poison counters",
    },
    "field": {
        "pt": "power/toughness", "power": "power", "toughness": "toughness", "colors": "colors",
        "card_types": "card types", "subtypes": "subtypes", "supertypes": "supertypes",
        "abilities": "abilities", "has_abilities": "has abilities", "lacks_abilities": "lacks abilities",
        "controller": "controller", "owner": "owner", "zone": "zone", "name": "name",
        "name_en": "English name", "type_line": "type line", "mana_value": "mana value", "counters": "counters",
        "damage": "damage", "tapped": "tapped", "exists": "whether it exists (704.5d)", "incarnation": "which object it is (400.7)",
        "attacking": "attacking", "blocking": "blocking", "can_block": "can block", "blocked": "blocked", "exiled_by": "exiled by", "entered_with": "moved together with",
        "castable": "can be cast", "activation_costs": "activation costs", "destroys": "destroys",
        "face_down": "face down", "count": "number", "sources": "sources", "texts": "texts",
        "controllers": "controllers", "targets": "targets", "kinds": "kinds", "ids": "order",
        "rules": "effects on the rules of the game (613.11)",
    },
    "check_object": {"pending": "abilities triggered, waiting for the stack", "stack": "spells and abilities on the stack",
                     "game": "the game"},
    "bool": {"True": "yes", "False": "no"},
    "message": {"not yet executable": "not yet executable", "": ""},
    # An input error with no record, by its cause (ruletext/errors.py, verify/errors.py).
    "error": {
        "YamlSyntaxError": "not readable as YAML", "CardError": "an error in a card definition",
        "UnknownCardError": "no such card", "ScenarioError": "an error in a scenario",
        "UnknownSelectorError": "a selector that cannot be read", "SchemaError": "an error in how it is written",
        "InputError": "an error in the input", "internal": "an internal error of the engine",
        "recursion": "the engine went too deep (a loop?)", "line": "line {line}: ",
    },
    "counter": {},
    "rules_version": {"": "", "2009-10-01": "run with the layers of the CR of October 2009 (counters in layer 7d, "
                                            "after 7c, 613.3d)"},
    "quote": {"text": QUOTE},
}
# Words of the engine's vocabularies a record names (engine.records.Key).
WORDS["key"] = {"gains": "life gain", "loses": "life loss", "cant_sacrifice": "can't be made to sacrifice",
                "cant_exile": "can't exile", "choose_pay": "paying", "choose_decline": "declining",
                "choice_copy": "what to copy", "choice_pay": "whether it is paid", "choice_color": "color", "choice_creature type": "creature type", "choice_riot": "riot's choice", "choice_top": "the order put back on top", "riot_counter": "an additional +1/+1 counter", "riot_haste": "haste", "combat_control": "its controller changed", "combat_not_creature": "it stopped being a creature", "combat_effect": "an effect removed it from combat", "combat_left": "it left the battlefield", "combat_not_planeswalker": "it stopped being a planeswalker",
                "choice_from": "the word replaced", "choice_to": "the word replacing it",
                "example": "example", "table row": "table row",
                # what a value is written as (engine.records.not_a, wrong_type): an error names it
                "value_color": "a color", "value_mana_type": "a type of mana", "value_mana_cost": "a mana cost",
                "value_mana_symbol": "a mana symbol", "value_pt": "a power/toughness",
                "value_changeable_word": "a color word, a land type or a creature type (612.2)", "value_link_label": "a label another ability of this object has (607.1)", "value_linked_kicker": "a kicker cost of this object (607.2i)", "value_keyword": "a keyword ability (702)", "value_protection": "protection from a color, a card type or everything (702.16a)", "value_counter": "a kind of counter", "value_layer": "a layer", "value_word": "a word of this field",
                "value_integer": "an integer", "value_flag": "true or false", "value_id_or_null": "an id or null",
                "value_words": "a list of words", "value_lists": "a list (one entry per object)", "value_text": "text",
                "value_counter_numbers": "a mapping of counter kind → number", "value_rule_number": "a rule number",
                # why a creature can't attack (engine/combat.py)
                "attack_not_creature": "not a creature on the battlefield",
                "attack_not_active": "not controlled by the active player", "attack_tapped": "tapped",
                "attack_defender": "it has defender",
                "attack_sick": "it came under its controller's control this turn (no haste)", "attack_already": "already attacking",
                "attack_restricted": "an effect says it can't attack",
                "attack_not_declared": "not declared as an attacker",
                "attack_not_attackable": "only a player, a planeswalker or a battle can be attacked",
                "attack_battle": "attacking a battle is not modelled (its protector, 310.8)",
                "attack_not_defenders": "not controlled by the defending player",
                # why a creature can't block (engine/combat.py, engine/blocking.py)
                "block_not_attacker": "only an attacking creature can be blocked",
                "block_not_creature": "not a creature on the battlefield",
                "block_not_defending": "not controlled by the player that creature attacks",
                "block_tapped": "tapped", "block_restricted": "an effect says it can't block",
                "block_flying": "a creature with flying can't be blocked except by creatures with flying and/or reach",
                "block_fear": "a creature with fear can't be blocked except by artifact creatures and/or black creatures",
                "block_intimidate": "a creature with intimidate can't be blocked except by artifact creatures and/or "
                                    "creatures that share a color with it",
                "block_shadow": "a creature with shadow and one without can't block each other",
                "block_horsemanship": "a creature with horsemanship can't be blocked by creatures without it",
                "block_skulk": "a creature with skulk can't be blocked by creatures with greater power",
                "block_protection": "an attacking creature with protection can't be blocked by creatures with that quality",
                "block_landwalk": "a creature with landwalk can't be blocked while the defending player controls such a land",
                "block_menace": "a creature with menace can't be blocked except by two or more creatures",
                "block_one": "more attacking creatures than it can block (one, and more for each effect that lets it)"}
# what an error says a game lacks, or why it does not allow an action (engine.records.no_such, not_allowed)
WORDS["key"].update({
    "kept_name": "name", "kept_mana_cost": "mana cost", "kept_colors": "colors", "kept_types": "types", "kept_pt": "P/T",
    "thing_player": "player", "thing_object": "object", "thing_effect": "effect", "thing_kicker": "kicker",
    "thing_pending": "pending triggered ability", "thing_spell": "spell on the stack",
    "thing_activated": "activated ability", "thing_mana_ability": "mana ability",
    "value_exiled_color": "a color of the exiled cards", "value_number_word": "a number (a word or digits: ten, 10)",
    "value_amount": "an amount", "value_zone": "a zone", "value_designation": "a designation",
    "value_player_word": "a player word", "value_target_phrase": "a target phrase", "value_word_one": "a word",
    "value_creature_type": "a creature type (one capitalised word)", "value_ids": "an object id or a list of ids",
    "choice_exile_as_enters": "the cards exiled as it enters", "choice_devour": "the creatures it devours", "choice_linked_exile": "a card its linked ability exiled",
    "choice_new_target": "a new target of the copy", "choices_none": "none",
    "cant_not_permanent": "not a permanent", "cant_uses_stack": "this ability uses the stack (activate_ability)",
    "cant_arrange_library": "not each of the library's cards once", "cant_pay_mana": "the mana spent does not pay its total cost (no partial payment)",
    "cant_pay_sacrifice": "nothing to sacrifice: the cost can't be paid",
    "cant_pay_discard": "no card in hand: 'Discard a card' can't be paid",
    "cant_pay_tapped": "it is tapped: its {T} cost can't be paid",
    "cant_cda_part": "a characteristic-defining ability defines only the object's colors, subtypes, power or toughness (write it as static:)",
    "cant_cda_others": "a characteristic-defining ability affects only the object it is on (affected: self; an effect on other objects is static:)",
    "cant_tap_sick": "it came under its controller's control this turn: its {T} ability can't be activated (no haste)",
    "cant_pay_exile_top": "too few cards in the library: the cost can't be paid",
    "cant_unapplied_keyword": "the game does not apply this keyword: an object with it would do nothing (leave it out, or write what it does as an ability of its kind)",
    "cant_that_many": "'that many' is only in a replacement's do: or discard_hand's then:",
    "cant_effect_exists": "an effect with this id already exists", "cant_no_effect": "the spell creates no continuous effect",
    "cant_x_negative": "X is 0 or more", "cant_object_exists": "an object with this id already exists",
    "cant_no_counter": "put at least one counter",
    "cant_timestamp_order": "the timestamp order lists each object entering at once exactly once",
    "cant_attach_itself": "it can't be attached to itself",
    "cant_pay_life": "not enough life to pay", "cant_play_not_land": "not a land card",
    "cant_play_from_zone": "it can't be played from there (from the hand, or the top of the library while an effect "
                           "allows it)",
    "cant_play_not_your_turn": "only in a main phase of their turn, with an empty stack",
    "cant_play_second_land": "they have already played a land this turn",
    "cant_untap_step": "no player receives priority during the untap step",
    "cant_cast_not_your_turn": "a noninstant spell without flash is cast on its caster's turn",
    "cant_cast_stack": "a noninstant spell without flash is cast with the stack empty",
    "cant_cast_not_main": "a noninstant spell without flash is cast in a main phase",
    "cant_cast_from_zone": "it can't be cast from there: only from the hand, unless a rule or effect allows it "
                           "(from a graveyard: flashback)",
    "cant_cast_split_second": "a spell with split second is on the stack: no other spell can be cast",
    "cant_activate_split_second": "a spell with split second is on the stack: only mana abilities can be activated",
    "cant_no_exile_ability": "it has no 'as it enters, exile …' ability for its choice exile",
    "cant_no_devour": "it has no devour ability of that number for its choice devour",
    "cant_block_list": "a blocking creature blocks one or more attacking creatures, each once",
    "cant_block_requirements": "the declaration obeys fewer blocking requirements than the most that could be obeyed without disobeying a restriction",
    "cant_block_requirements_size": "too many creatures to judge the blocking requirements (up to 20000 declarations)",
    "cant_riot_choices": "one riot choice for each riot ability (702.136b): the number of choices is not its number of riot abilities",
    "cant_not_face_down": "not a face-down permanent", "cant_no_dungeon": "no dungeon in the command zone (name one)",
    "cant_last_room": "the venture marker is on the last room (completing a dungeon is not modelled)",
    "cant_enter_instant": "an instant or sorcery card can't be on the battlefield",
    "cant_it_undefined": "'it' is not defined here (no triggering object)",
    "cant_copy_keeps_targets": "the copy keeps the original's targets",
    "cant_attack_active": "the active player can't be attacked",
    "cant_attack_twice": "a creature is declared as an attacker once",
    "cant_block_twice": "blockers are declared once a combat",
    "cant_banding": "banding changes who assigns combat damage, which is not modelled",
    "cant_combat_damage": "no creature is attacking or blocking",
    "cant_combat_damage_again": "this combat's combat damage steps are over",
    "cant_assign_not_dealing": "it is no attacking creature that deals combat damage in this step",
    "cant_assign_unblocked": "an unblocked creature's damage goes to the player it attacks",
    "cant_assign_no_blockers": "no creature blocks it now",
    "cant_assign_choose": "give how its controller divides its combat damage among its blockers (`assign`)",
    "cant_assign_to": "it can't assign combat damage to that",
    "cant_assign_amount": "a number of damage",
    "cant_assign_total": "it assigns combat damage equal to its power",
    "cant_assign_trample": "damage goes to the player only once each blocker is assigned lethal damage",
    "cant_stack_empty": "the stack is empty", "cant_no_targets": "this ability has no targets",
    "cant_no_players": "a game needs at least one player",
    "cant_move_choices": "choices are for one object (give choices_as_enters for each)",
    "cant_choices_unused": "it never entered the battlefield, so its choices as it enters were not used",
    "value_id": "an object id", "value_player": "a player", "value_count": "an integer of 1 or more",
    "value_mapping": "a mapping", "value_object": "a mapping (name, type_line, colors, pt, abilities)",
    "value_choices": "a mapping of choices", "value_list": "a list", "value_picks": "a non-empty list of ids",
    "value_action": "a mapping with one key (an action)", "value_expect": "a mapping of object id → field → value",
    "value_fields": "a mapping of field → value", "value_true": "true (or leave it out)",
    "value_layer_expect": "a mapping of layer → expectations", "value_scenario": "a mapping with example, text and steps",
    "value_quoted_id": "a quoted example id (\"613.3e-1\")", "value_nonempty_list": "a non-empty list",
    "value_step": "a mapping (a step)", "value_player_names": "a list of player names",
    "value_case": "a mapping with rule, title, question and steps",
    "value_case_file_name": "a file name of lowercase letters, digits, '.' and '-'",
    "value_selector": "a selector phrase", "value_expression": "an expression (a number or a phrase)",
    "value_mode": "a mode's number", "value_creature_type_or_chosen": "a creature type (capitalized) or chosen",
    "value_yes_no": "yes or no",
    "value_target_or_selector": "target or a selector phrase", "value_flag_or_selector": "true or a selector phrase",
    "value_selector_trailer": "a trailer of a selector phrase (the words after its noun)",
    "value_colors": "a color or a list of colors",
    "value_type_word": "a card type or supertype (subtypes go after \u2014)",
    "value_pt_change": "+N/+N or a mapping of power and toughness", "value_duration": "a duration",
    "value_face": "a mapping (en, type_line, pt, abilities…)", "value_card": "a mapping (ja, en, type_line…)",
    "value_reading": "the Japanese name's kana", "value_text_or_null": "text or null",
    "key_effect_part": "an effect part (the table of effect keys)", "key_power_toughness": "power and/or toughness",
    "cant_selector_union": "a list of selectors is of 'each …' phrases (no self, target or enchanted)",
    "cant_selector_nouns": "a list of nouns is either card/spell/permanent/object or types, not both",
    "cant_cast_others_card": "cast by the player who has it, not the one named",
    "cant_not_modal": "not a modal spell", "thing_permanent": "permanent", "thing_card": "card",
    "context_affected": "what a resolved effect affects", "context_static": "a static ability's effect",
    "context_instruction": "an instruction", "context_amount": "an amount", "context_expression": "an expression",
    "context_condition": "a condition", "context_would": "a replaced event", "context_instead": "what a replacement does",
    "context_trigger": "a trigger's what", "context_target": "a target phrase", "context_game rule": "a game rule",
    "context_replacement ability": "a replacement ability's what",
    "context_additional triggers": "additional triggers' what or of", "context_copy": "what it enters as a copy of",
    "context_library search": "a card searched for in a library",
    "part_source": "the object the ability or effect is of", "part_controller": "who 'you' is",
    "part_choices": "the choices its linked ability made", "part_targets": "the targets chosen for it",
    "part_exiled": "the cards its linked ability exiled",
    "part_it": "the object its triggered ability refers to (603.7c, 700.7: that creature)",
    "key_choose_copy_exile": "choose (a choice), copy or exile (a selector)",
    "key_event_or_of": "event (or of alone)", "key_what_add_double": "what (a selector) and add: N or double: true",
    "key_do_or_effect": "do (instructions) or an effect part",
    "value_ability": "a keyword or a mapping with one ability kind",
    "key_card_or_object": "card (a card) or object (an inline object)",
    "key_damage_or_to_player": "damage (the permanents dealt damage) or to_player (the player)",
    "key_object_or_card_id": "object (a card in a zone), or card and id"})
# where an amount or a condition is read and what it reads there, and more reasons an error gives
WORDS["key"].update({
    "ability_spell": "a spell", "ability_triggered": "a triggered ability",
    "ability_objectless": "a triggered ability whose trigger event involves no object",
    "ability_delayed": "a delayed ability of a spell or ability with no target and no object its trigger event involved", "ability_reflexive": "a reflexive ability",
    "ability_activated": "an activated ability", "ability_replacement": "a replacement effect's do:",
    "needs_trigger": "a triggered ability (the object its trigger event involved)",
    "needs_spell": "a spell (the X announced as it was cast, 601.2b)",
    "needs_sacrifice": "an ability that sacrificed one (after a sacrifice instruction, in a reflexive ability after "
                       "one, 603.12, or with a cost Sacrifice a SELECTOR, 601.2h)",
    "needs_target": "an ability with a target, or a reflexive ability (the object the instruction before it acted "
                    "on, 603.12)",
    "needs_created": "the instructions after one that creates tokens (create_tokens: that token, 707.10e)",
    "needs_target on the stack": "an ability whose target can be a spell or an ability on the stack (target spell, "
                                 "target creature spell, target triggered ability: 115.1, 701.6a)",
    "needs_target spell": "an ability whose target can be a spell (target spell, target instant spell: 115.1, 707.10)",
    "needs_target ability": "an ability whose target is a triggered ability on the stack (target triggered ability "
                            "you control: 115.1e)",
    "needs_that many": "a replacement effect's do: (the amount of the event it replaces) or the then of discard_hand",
    "needs_permanent": "an ability of a permanent (one that can leave the battlefield, 610.3)",
    "needs_resolves": "a spell or an ability that resolves (the choices made as it resolves, 608.2d; a replacement "
                      "effect's do: resolves nothing)",
    "place_instruction": "an instruction of a resolving spell or ability (608.2h)",
    "place_x_is": "an activated ability's x_is (107.3)",
    "place_with_counters": "the number of counters it enters with (with_counters, 614.1c)",
    "context_triggered if": "a triggered ability's if", "context_state trigger if": "a state trigger's if",
    "context_reflexive if": "a reflexive ability's if", "context_static as_long_as": "a static ability's as_long_as",
    "context_additional_triggers if": "additional triggers' if", "context_replacement if": "a replacement ability's if",
    "reads_no_counters": "the object the trigger event involved, as it last was",
    "reads_kicked": "the kicker paid for the object a trigger is of",
    "reads_you_control_this": "the object a resolved effect is of (its duration, 611.2b)",
    "context_effect for_as_long_as": "an effect's for_as_long_as (611.2b)",
    "reads_other_than_it": "the object the trigger event is about (`other_than: it`)",
    "value_set_types": "card types (and creature types after —; its supertypes stay)",
    "value_creature_types": "creature types after — (205.1a)", "value_zero_or_more": "a number, 0 or more",
    "value_number_or_x": "a number or X (107.3m)",
    "cant_this_way_delayed": "this_way cannot take effect in a delayed triggered ability: it is linked to no static "
                             "ability",
    "cant_this_way_no_link": "this_way needs link: the label it shares with the static ability whose reveals it means",
    "value_modes": "a list of two or more modes, each text, target, do (700.2)", "value_cost": "a cost as printed ({2}, {T})",
    "value_mana_symbols": "mana symbols ({2}{B})", "value_reflexive": "a triggered-ability mapping (text, target, do…)",
    "value_triggered": "a triggered-ability mapping (text, when, do…)", "value_token_object": "a mapping (name, type_line, colors, pt)",
    "value_choice": "a choice word", "value_one_word": "a mapping with exactly one word of its table as a key",
    "loop_sba": "state-based actions and the effects they bring about",
    "cant_reflexive_first": "reflexive follows the instruction it refers to",
    "cant_x_no_x": "no {X} in its costs: no value of X is announced for it",
    "cant_sacrifice_no_cost": "it has no additional cost that sacrifices a permanent",
    "cant_targets_removed": "it has no legal target, so it is removed from the stack: no targets are chosen for it",
    "thing_optional_replacement": "an object with an optional replacement effect",
    "thing_replacement_effect": "an object with a replacement effect",
    "cant_world_rule": "the supertype world from a static ability: how long it has had it (704.5k) is not modelled"})
WORDS["key"].update({f"event_{k}": v for k, v in WORDS["event"].items()})
for _table in ("color", "type", "subtype", "supertype", "keyword"):
    WORDS["key"].update({f"{_table}_{k}": v for k, v in WORDS[_table].items()})
WORDS["key"].update({f"keyword_{k}": v for k, v in WORDS["keyword_with"].items()})  # a keyword with its cost or number
# The vocabularies (engine.vocab.Registry.what) an unknown word is looked up in: their own names.
WORDS["key"].update({f"registry_{k}": k for k in (
    "ability kind", "action", "amount", "choice", "condition", "cost", "effect key", "game expectation",
    "instruction", "linked value", "object expectation", "pending expectation", "player expectation",
    "replaced event", "replacement", "stack expectation", "trigger event", "selector")})

# The CR numberings a number may be in and what happened to a number (sitegen/numbers.py).
WORDS["numbering_label"] = {
    "current": "today's Comprehensive Rules (from 2020-04-17)", "old": "the Comprehensive Rules of 2009-10-01",
    "m10": "the Comprehensive Rules of 2009-07-11 (Magic 2010)", "before_2009": "the Comprehensive Rules up to 2009-05",
}
WORDS["numbering_short"] = {"current": "today", "old": "2009", "m10": "2009-07", "before_2009": "–2009-05"}
WORDS["number_change"] = {
    "unchanged": "the number has not changed", "renumbered": "the number changed",
    "merged": "merged into today's rule", "split": "split", "approximate": "an approximate counterpart",
    "new": "a rule added since", "unverified": "today's number not confirmed",
}
# What an effect is (engine.effects.EFFECT_KINDS, a trace row's ``kind``), named by its source.
WORDS["effect_of"] = {
    "effect": "{src}'s ability", "ability": "{src}'s ability", "copied_ability": "{src}'s copy effect (706)",
    "counters": "{src}'s {counter} counters", "face_down": "{src} being face down (708.2)",
    "enters_as_copy": "{src}'s choice as it enters", "created_as_copy": "{src}'s effect",
    "reconfigured": "{src} being attached with reconfigure (702.151b)",
}
# The abilities the engine writes itself (engine/abilities.py ManaAbility), as it writes them.
WORDS["ability_text"] = {t: t for t in (
    *(f"{{T}}: Add {{{m}}}." for m in "WUBRGC"), "{T}: Add one mana of the chosen color.",
    "{T}: Add one mana of any color.", "{T}: Add one mana of any of the chosen color.",
    "{T}: Add one mana of any of each of the exiled card's card types.",
    "{T}: Add one mana of any of the exiled card's colors.", "{T}: Add one mana of any of the exiled card's name.",
    "At the beginning of your next upkeep, you may cast this card from exile without paying its mana cost.")}

# The playground's words (sitegen/assets/playground/playground.js), key for key as ja.py's.
WORDS["playground"] = {
    "starter_title": "Try it", "starter_question": "What happens?", "step_n": "Step {n}",
    "about_mb": "about {mb} MB", "starting": "Starting the engine", "first_download": " (downloading {mb}, once)",
    "line": "line {line}: ", "scenario_yaml": "Scenario (YAML)", "cards_used": "Cards used — editable",
    "run": "Run", "copy_yaml": "Copy the YAML", "copied": "YAML copied", "share": "Share link",
    "shared": "Share link made", "running": "Running…",
    "restarted": "(the engine stopped answering; a new one was started)",
    "timeout": "Stopped after {s} seconds — a loop?", "done": "Done ({ms} ms)",
    "engine_failed": "The engine could not be loaded", "shared_too_large": "The shared scenario is over 1 MiB",
    "run_this": "Run this example {id}", "run_this_head": "Run this example — edit the scenario and press Run (in your browser)",
    "loading": "Loading…", "reset": "Undo changes", "load_failed": "Could not load",
    "tpl_object": "An object (a creature written in place)", "tpl_object_name": "Creature",
    "tpl_modify": "Effect +1/+1 (layer 7c)", "tpl_colors": "Effect color (layer 5)", "tpl_counters": "Counters",
    "tpl_destroy": "Destroy", "tpl_priority": "Priority (triggered abilities to the stack)",
    "tpl_resolve": "Resolve (the top of the stack)",
    "clear": "New", "search_cards": "Search cards (Japanese / English)",
    "search_cards_label": "Search the cards by Japanese or English name",
    "add_step": "Add a step", "templates": "An action to insert", "add_action": "Add the action",
    "added": "{card} added", "add": "Add",
    "shared_loaded": "A shared scenario — press Run", "shared_damaged": "The share link is damaged",
}

# The CR's chapters and the titles of the rules a judge asks for most (sitegen/crindex.py).
WORDS["cr_chapter"] = {
    "1": "Game Concepts", "2": "Parts of a Card", "3": "Card Types", "4": "Zones", "5": "Turn Structure",
    "6": "Spells, Abilities, and Effects", "7": "Additional Rules", "8": "Multiplayer Rules", "9": "Casual Variants",
}
WORDS["cr_rule_title"] = {
    "100": "General", "101": "The Magic Golden Rules", "104": "Ending the Game", "107": "Numbers and Symbols",
    "119": "Life", "120": "Damage", "122": "Counters", "601": "Casting Spells", "602": "Activating Activated Abilities",
    "604": "Handling Static Abilities", "608": "Resolving Spells and Abilities", "611": "Continuous Effects",
    "614": "Replacement Effects", "615": "Prevention Effects",
    "616": "Interaction of Replacement and/or Prevention Effects", "701": "Keyword Actions", "702": "Keyword Abilities",
    "704": "State-Based Actions", "707": "Copying Objects", "708": "Face-Down Spells and Permanents", "903": "Commander",
}
# The rules' own terms (sitegen/glossary.py): their English is their key.
WORDS["rule_term"] = {k: k for k in (
    "layer", "dependency", "timestamp", "characteristic-defining ability", "continuous effect", "characteristics",
    "copiable values", "copy effect", "replacement effect", "triggered ability", "activated ability", "static ability",
    "delayed triggered ability", "reflexive triggered ability", "state trigger", "zone-change trigger", "trigger event",
    "trigger condition", "triggers an additional time", "linked abilities", "face down", "morph", "controller",
    "owner", "target", "stack", "resolve", "zone", "counter", "power", "toughness")}
WORDS["numbering_since"] = {"m10": "2009-07", "old": "2009-10", "current": "2020-04"}
WORDS["site"] = {
    "name": "MTG Comprehensive Rules in Japanese, executed", "short_name": "Comprehensive Rules",
    "preview_failed": "The preview could not be updated", "preview_last_good": " (the last good site is shown)",
    "preview_other": "the build failed (see the English below, and the terminal)",
}
# The words of the scripts every page runs (sitegen/assets/cr.js, cr-search.js).
WORDS["script"] = {
    "detail_failed": "The steps could not be loaded.", "table_region": "Table {n} (scrolls sideways)",
    "landing_what": "{number} of {label} is {rule_short} {rule} of this page.",
    "landing_other": "In {label}, {number} was another rule: ", "numbering_link": "Numbering table",
    "run_example": "Run this example",
    "outside_rule": "{q} is a rule of {rule} \u201c{rule_title}\u201d ({rule_en}) in chapter {chapter} "
                    "\u201c{chapter_title}\u201d of the Comprehensive Rules.",
    "outside_chapter": "{q} is a rule of chapter {chapter} \u201c{chapter_title}\u201d ({chapter_en}) of the "
                       "Comprehensive Rules.",
    "outside_none": "{q} is no number of the Comprehensive Rules.", "outside_covered": "This site covers {covered}.",
    "numbers": "Rule numbers", "searching": "Searching…", "cases": "Cases", "case_n": "Case {number}",
    "nearest": "Nearest rules", "nearest_n": "Nearest rule {number}", "cards": "Cards", "card": "Card",
    "card_use": "An example with {card}", "terms": "Terms", "n_found": "{n} found", "none_found": "Nothing found",
    "search_failed": "The search failed", "pages": "Text", "more": "More ({n} pages left)",
    "search_page": "Search page", "placeholder": "A rule number (613.8a, 603.3b) or words (dependency, timestamp)",
    "search": "Search", "results": "Search results", "no_rule_page": "No page for the rule number \u201c{raw}\u201d.",
    "nearest_colon": "Nearest rules:", "no_page": "No page at this address. The rules of this site:",
}
