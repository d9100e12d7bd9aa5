"""Errors of the engine, split by cause. All are ``ValueError`` subclasses.

>>> raise SelectorSyntaxError("no such noun: 'gizmos'")
Traceback (most recent call last):
...
engine.errors.SelectorSyntaxError: no such noun: 'gizmos'
"""

from __future__ import annotations


class EngineError(ValueError):
    """Base class of the engine's errors; ``says``: what the error is as a record's JSON
    (engine/records.py ``error.*``), for the reader's words, when it has one."""

    def __init__(self, message: str = "", says: dict[str, object] | None = None) -> None:
        super().__init__(message)
        self.says = says


class SelectorSyntaxError(EngineError):
    """A selector phrase uses a word outside the selector vocabulary."""


class ExpressionSyntaxError(EngineError):
    """A power/toughness expression is outside the expression vocabulary."""


class ValueSyntaxError(EngineError):
    """A mana cost, P/T, color, type or counter is written in an unknown way."""


class UnknownWordError(ValueSyntaxError):
    """A word outside a vocabulary (an instruction, a trigger event, a condition, an amount…);
    ``says``: the same as a record's JSON (``error.unknown_word``), for the reader's words."""


class UnknownObjectError(EngineError):
    """An action names an object or an effect the game does not have."""


class IllegalActionError(EngineError):
    """An action that the game state does not allow (e.g. attach to nothing)."""


class TargetError(IllegalActionError):
    """A target is missing or not legal (115, 601.2c, 603.3d)."""


class ChoiceError(IllegalActionError):
    """A choice (trigger order, a card chosen on resolution, a color, a kicker) is not allowed."""


class EmptyStackError(IllegalActionError):
    """Nothing on the stack to resolve (608)."""
