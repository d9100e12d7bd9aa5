"""The rules engine: game objects, continuous effects and the layer system (613).

Pure Python, no I/O. Cards and scenarios are data built by :mod:`verify`.

Modules, one concern each: ``layers`` (the Layer enum, both numberings), ``objects``
(GameObject, Characteristics = copiable values, mana costs), ``view`` (an object's
characteristics while the layers are applied), ``abilities`` (ability values and the
word rewriting of layer 3), ``selectors`` (which objects an effect applies to),
``expressions`` (numbers such as "its mana value"), ``effects`` (effect parts per layer,
ContinuousEffect, durations), ``evaluate`` (the layer system: order_key, dependency by
trial application, lock-in, trace), ``game`` (players, zones, the timestamp clock, life,
the stack, state-based actions). The trigger engine (603, 607): ``events`` (the event
log), ``instructions`` (one-shot instructions and trigger conditions), ``stack`` (stack
objects, legal targets, APNAP), ``triggers`` (matching events to triggered abilities,
putting them on the stack), ``resolve`` (608), ``linked`` (607: ability groups,
exiled-with records, linked choices).

>>> from engine import Game, Characteristics, EffectSpec, ModifyPT, Const, parse_selector
>>> g = Game()
>>> _ = g.create("c1", Characteristics("Bear", colors=frozenset({"green"}), card_types=frozenset({"creature"}), power=2, toughness=2), controller="A")
>>> _ = g.create_effect(EffectSpec("Target creature gets +3/+3.", parse_selector("target creature"), (ModifyPT(Const(3), Const(3)),)), controller="A", targets=["c1"])
>>> g.characteristics().state("c1").pt
'5/5'
"""

from engine.abilities import (
    Ability,
    ActivatedAbility,
    AdditionalTriggers,
    AsEntersAbility,
    MoreCounters,
    SpellAbility,
    StaticAbility,
    TriggeredAbility,
)
from engine.amounts import AMOUNTS, Amount, parse_amount
from engine.conditions import CONDITIONS, Condition
from engine.effects import (
    AddAbilities,
    AddColors,
    AddTypes,
    ChangeText,
    ContinuousEffect,
    CopyValues,
    CounterPT,
    Duration,
    EffectSpec,
    FaceDownValues,
    GainControl,
    GameRule,
    LoseAbilities,
    LoseAllAbilities,
    ModifyPT,
    Part,
    PlayersGain,
    SetColors,
    SetLandType,
    SetPT,
    SwitchPT,
)
from engine.errors import (
    ChoiceError,
    EmptyStackError,
    EngineError,
    ExpressionSyntaxError,
    IllegalActionError,
    SelectorSyntaxError,
    TargetError,
    UnknownObjectError,
    UnknownWordError,
    ValueSyntaxError,
)
from engine.evaluate import Dependency, Evaluation, TraceEntry, evaluate, order_key
from engine.events import Event
from engine.expressions import CardTypesAmong, Const, CountOf, Expr, ManaValue, Plus, parse_expression
from engine.game import Game
from engine.instructions import INSTRUCTIONS, Instruction
from engine.keywords import Keyword, ManaAbility
from engine.layers import Layer, RulesVersion
from engine.objects import PT, Characteristics, GameObject, ManaCost
from engine.ports import PendingTrigger, StackItem
from engine.replacement import ReplacementAbility, Would
from engine.selectors import Context, Predicate, Selector, parse_selector
from engine.trigger_events import TRIGGER_EVENTS, TriggerEvent
from engine.view import ObjectState, View
from engine.vocab import Registry
from engine.wording import rewrite_words

__all__ = [
    "AMOUNTS", "CONDITIONS", "INSTRUCTIONS", "TRIGGER_EVENTS", "Amount", "Registry", "TriggerEvent", "UnknownWordError",
    "parse_amount", "PT", "Ability", "ActivatedAbility", "AdditionalTriggers", "Condition", "Event", "Instruction", "MoreCounters",
    "PendingTrigger", "ReplacementAbility", "StackItem", "Would", "AddAbilities", "AddColors", "AddTypes", "AsEntersAbility",
    "CardTypesAmong", "ChangeText", "Characteristics", "Const", "Context", "ContinuousEffect", "CopyValues",
    "CountOf", "CounterPT", "Dependency", "Duration", "EffectSpec", "EngineError", "Evaluation", "Expr",
    "ChoiceError", "EmptyStackError", "ExpressionSyntaxError", "TargetError", "FaceDownValues", "GainControl", "Game", "GameRule", "GameObject", "IllegalActionError",
    "Keyword", "Layer", "RulesVersion", "LoseAbilities", "LoseAllAbilities", "ManaAbility", "ManaCost", "ManaValue",
    "ModifyPT", "ObjectState", "Part", "PlayersGain", "Plus", "Predicate", "SelectorSyntaxError", "Selector", "SetColors",
    "SetLandType", "SetPT", "SpellAbility", "StaticAbility", "SwitchPT", "TraceEntry", "TriggeredAbility", "UnknownObjectError",
    "ValueSyntaxError", "View", "evaluate", "order_key", "parse_expression", "parse_selector", "rewrite_words",
]
