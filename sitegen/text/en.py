"""The site's words in English (the command line's and, later, English pages'): record kinds
by the engine's own English (``engine/records.py``, through :mod:`verify.report`), the
vocabulary words as the engine spells them, and the labels of the page."""

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
        "deps": "Dependencies", "ability_of": "'s ability", "effect": "effect",
        "not_linked": "(no linked ability, 607.5)", "refers_to_none": "none (400.7)",
        "oracle_text": "Oracle text", "step_no": "Step",
        "stack_item": "a spell or ability on the stack", "trigger_item": "a triggered ability",
        "face_down": "a face-down permanent", "no_name": "an object with no name", "token": "Token",
        "copy_of": "{own} (a copy of {now})",
    },
    "step": {"upkeep": "upkeep step", "draw": "draw step", "main": "main phase", "end": "end step",
             "combat": "combat phase"},
    "status": {"pass": "✔ pass", "fail": "✘ fail", "stale": "✘ stale scenario", "error": "✘ error",
               "unexecuted": "not executed", "unchecked": "● run only (nothing checked)"},
    "change": {"unchanged": "unchanged", "renumbered": "renumbered", "merged": "merged", "approximate": "approximate",
               "new": "new", "removed": "removed"},
}


def word(table: str, key: str) -> str:
    """The English for ``key`` in ``table``: the table's entry, else the engine's word."""
    return WORDS.get(table, {}).get(key, key.replace("_", " "))
