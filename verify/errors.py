"""Bad card or scenario input, split by cause. Each renders as ``file:line: message``.

>>> str(UnknownCardError("rules_src/scenarios/613/613.4-1.yaml", 12, "no card '十字'"))
"rules_src/scenarios/613/613.4-1.yaml:12: no card '十字'"
"""

from __future__ import annotations

from engine.records import Record, Text
from ruletext.errors import InputError, declare

# The command line's checks of a run (verify/cli.py, verify/__init__.py …), as file errors' records
# (ruletext.errors.said): each kind with its English.
declare({
    "file.no_such_file": "no such file",
    "file.cr_for_english": "--cr is for a scenario of an English example (example: {prefix}…); this file runs on the seeds",
    "file.give_cr": "{example} is an example of an official English file: give the file with --cr FILE (README: "
                    "where they are published)",
    "file.not_example_of": "{example} is not an example of {version} (en:RULE-N: the N-th example of RULE, 603, 607 "
                           "or 613)",
    "file.no_target": "no example or table row {example!r} in the corpus (ids: `build.py parse --json`)",
    "file.no_target_here": "no example or table row {example!r} in the corpus",
    "file.no_target_case": "no example or table row {example!r} in the corpus (a free-standing case names its rule "
                           "with 'rule:' instead)",
    "file.case_id_is_example": "the case id {example!r} (the file's stem) is an example or table-row id",
    "file.stray_folder": "a folder in cards/ that is not read: the card files are rules_src/cards/*.yaml (one level, "
                         "named .yaml)",
    "file.stray_file": "a file in cards/ that is not read: the card files are rules_src/cards/*.yaml (one level, "
                       "named .yaml)",
    "file.en_prefix": "an official file's example id starts with {prefix!r} ({prefix}613.4d-1)",
    "file.scenario_twice": "example {example!r} already has a scenario: {other}",
    "file.reasons_mapping": "a mapping: example or row id → the reason it is not executed, in Japanese",
    "file.reason_text": "the reason for {example!r} is a text, not {value}",
    "file.reason_japanese": "write the reason for {example!r} in Japanese (the reader sees it)",
    "file.reason_has_scenario": "{example!r} has a scenario now: remove its reason from {file}",
    "file.broken": "{count} scenarios, cases or cards have bad input (each on its line)",
})


def unknown_key_says(key: str, accepted: tuple[str, ...], hint: str) -> dict[str, object]:
    """What an unknown key is, as a record (ruletext.schema.check_keys ``says``), for the reader's words."""
    return Record.of("error.unknown_key", key=Text(key), accepted=tuple(Text(a) for a in accepted),
                     hint=Text(hint) if hint else "").to_json()


class YamlSyntaxError(InputError):
    """A card or scenario file is not valid YAML."""


class CardError(InputError):
    """A card definition is malformed (missing field, unknown ability kind, bad value)."""


class UnknownCardError(InputError):
    """A scenario names a card that no file in rules_src/cards/ defines."""


class DuplicateCardError(InputError):
    """Two card definitions share a Japanese name or an id."""


class ScenarioError(InputError):
    """A scenario is malformed (unknown action, bad expectation, unknown object)."""


class UnknownSelectorError(InputError):
    """A selector or expression phrase outside the documented vocabulary."""


class UnknownExampleError(InputError):
    """A scenario is written for an example id that the corpus does not have."""


class DuplicateScenarioError(InputError):
    """Two scenarios for the same example id."""


class BrokenInputError(InputError):
    """Some scenarios or cards have bad input: every ``file:line: message``, one per line
    (the first one's place is the error's place); ``errors``: the input error of each message,
    with its record, where one was raised (None where the message alone is known)."""

    def __init__(self, messages: list[str], says: dict[str, object] | None = None,
                 errors: list[InputError | None] | None = None) -> None:
        first = messages[0]
        path, _, rest = first.partition(":")
        line, _, message = rest.partition(":")
        if not line.isdigit():  # an error with no line ("file: message")
            message = rest
        super().__init__(path, int(line) if line.isdigit() else None,
                         message.strip() + "".join(f"\n{m}" for m in messages[1:]), says)
        self.messages = list(messages)
        self.errors: list[InputError | None] = list(errors) if errors is not None else [None] * len(messages)

    def __reduce__(self) -> tuple[type[BrokenInputError], tuple[list[str], dict[str, object] | None,  # type: ignore[override]
                                                                 list[InputError | None]]]:
        return type(self), (self.messages, self.says, self.errors)
