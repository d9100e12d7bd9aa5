"""Bad card or scenario input, split by cause. Each renders as ``file:line: message``.

>>> str(UnknownCardError("rules_src/scenarios/613/613.4-1.yaml", 12, "no card '十字'"))
"rules_src/scenarios/613/613.4-1.yaml:12: no card '十字'"
"""

from __future__ import annotations

from ruletext.errors import InputError


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
