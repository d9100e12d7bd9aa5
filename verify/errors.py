"""Bad card or scenario input, split by cause. Each renders as ``file:line: message``.

>>> str(UnknownCardError("rules_src/scenarios/613/613.4-1.yaml", 12, "no card '十字'"))
"rules_src/scenarios/613/613.4-1.yaml:12: no card '十字'"
"""

from __future__ import annotations

from engine.records import Record, Text
from ruletext.errors import InputError


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
    (the first one's place is the error's place)."""

    def __init__(self, messages: list[str]) -> None:
        first = messages[0]
        path, _, rest = first.partition(":")
        line, _, message = rest.partition(":")
        if not line.isdigit():  # an error with no line ("file: message")
            message = rest
        super().__init__(path, int(line) if line.isdigit() else None,
                         message.strip() + "".join(f"\n{m}" for m in messages[1:]))
        self.messages = list(messages)

    def __reduce__(self) -> tuple[type[BrokenInputError], tuple[list[str]]]:  # type: ignore[override]
        return type(self), (self.messages,)
