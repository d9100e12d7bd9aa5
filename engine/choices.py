"""Choices made for an object or an effect ("as ~ enters, choose a color", 614.1c; the
object a clone copies; the words a text-changing effect swaps): the registry :data:`CHOICES`.

Each choice word checks the value chosen (:meth:`Choice.check`).

>>> CHOICES.get("color").take("Blue")
'blue'
>>> CHOICES.get("creature_type")
Traceback (most recent call last):
...
engine.errors.UnknownWordError: unknown choice 'creature_type' (known: color, creature type, copy, exile, enchant, top, devour, from, to, pay, riot; did you mean 'creature type'?)
"""

from __future__ import annotations

from collections.abc import Container
from typing import Any, ClassVar

from engine.errors import ValueSyntaxError
from engine.objects import COLORS, changeable_word, creature_type
from engine.records import Obj, Record, Term, Text, not_a, wrong_type
from engine.vocab import Registry, Word


class Choice(Word):
    """A choice word: the value it takes."""

    @classmethod
    def take(cls, value: object) -> str:
        """The value, normalised (ValueSyntaxError if it is not one this choice takes)."""
        if not isinstance(value, str) or not value.strip():
            raise ValueSyntaxError(f"choice {cls.key!r}: a word, not {value!r}", wrong_type(cls.key, "value_word_one", value))
        return value.strip()

    @classmethod
    def said(cls, value: str, objects: Container[str]) -> Any:
        """The value taken (:meth:`take`) as a record's argument: an object by its id, else the word."""
        return Obj(value) if value in objects else Text(value)

CHOICES: Registry[type[Choice]] = Registry("choice", "a word of `choices:` / `choose:`")


@CHOICES.register
class ColorChoice(Choice):
    """105: a color ("as ~ enters, choose a color")."""

    key: ClassVar[str] = "color"
    doc: ClassVar[str] = "a color: `{color: blue}` (105.1)"

    @classmethod
    def take(cls, value: object) -> str:
        """One of the five colors."""
        word = super().take(value).lower()
        if word not in COLORS:
            raise ValueSyntaxError(f"choice 'color': one of {', '.join(COLORS)}, not {value!r}", not_a("value_color", word, COLORS))
        return word


@CHOICES.register
class CreatureTypeChoice(Choice):
    """205.3m: a creature type."""

    key: ClassVar[str] = "creature type"
    doc: ClassVar[str] = "a creature type: `{creature type: Cleric}` (205.3m)"

    @classmethod
    def take(cls, value: object) -> str:
        """A capitalised word."""
        word = super().take(value)
        if not word[:1].isupper() or " " in word:
            raise ValueSyntaxError(f"choice 'creature type': one capitalised subtype (Elf, Cleric), not {value!r}",
                                   not_a("value_creature_type", word, ("Elf", "Cleric"), hint=False))
        try:
            return creature_type(word)  # 205.3m: another word would match nothing "of the chosen type"
        except ValueSyntaxError as err:
            raise ValueSyntaxError(f"choice 'creature type': {err}", err.says) from None


class IdsChoice(Choice):
    """A choice of objects: an id, or a list of ids."""

    @classmethod
    def take(cls, value: object) -> str:
        """Ids, space-separated (a list, or one id)."""
        return _ids(cls.key, value)

    @classmethod
    def said(cls, value: str, objects: Container[str]) -> Any:
        """Each object by its id."""
        return tuple(super(IdsChoice, cls).said(i, objects) for i in value.split())


@CHOICES.register
class CopyChoice(IdsChoice):
    """706, 614.1c: the object a permanent enters as a copy of."""

    key: ClassVar[str] = "copy"
    doc: ClassVar[str] = ("the id of the object to copy: `{copy: bears}` (706, 614.1c); a list when a copy effect it "
                          "enters with gives it another to apply (`{copy: [clone, bears]}`: the first copy effect "
                          "applied copies the first, the next the next — 616.1f, 707.9e)")


@CHOICES.register
class ExileChoice(IdsChoice):
    """614.1c, 614.13a: the cards exiled as it enters ("as this enters, exile any number of …")."""

    key: ClassVar[str] = "exile"
    doc: ClassVar[str] = ("the ids of the cards exiled as it enters: `{exile: [c1, c2]}` (614.1c; not one entering with "
                          "it, 614.13a)")


def _ids(key: str, value: object) -> str:
    """An object id or a list of ids → the ids, space-separated."""
    ids = [str(i).strip() for i in (value if isinstance(value, list) else [value]) if isinstance(i, str)]
    if not ids or len(ids) != (len(value) if isinstance(value, list) else 1) or any(not i or " " in i for i in ids):
        raise ValueSyntaxError(f"choice {key!r}: an object id or a list of ids, not {value!r}",
                               wrong_type(key, "value_ids", value))
    return " ".join(ids)


@CHOICES.register
class EnchantChoice(Choice):
    """303.4f: what an Aura put onto the battlefield without being cast enchants, chosen as it enters."""

    key: ClassVar[str] = "enchant"
    doc: ClassVar[str] = ("the object or player an Aura put onto the battlefield other than by resolving as an Aura "
                          "spell enchants, chosen as it enters: `{enchant: bears}` (303.4f: one it can legally "
                          "enchant — not targeted, so hexproof and shroud don't matter, protection does; not given: "
                          "the one there is, refused among more; none: it stays in its zone, 303.4g)")


@CHOICES.register
class TopChoice(IdsChoice):
    """701.25a, 701.22a: the order of the cards a surveil or scry puts back on top of the library."""

    key: ClassVar[str] = "top"
    doc: ClassVar[str] = ("the cards a surveil or scry puts back on top of the library, in the order chosen — the top "
                          "one first: `{top: [c3, c2]}` (701.25a, 701.22a; made on resolution: `resolve_top`; not "
                          "given: the order they were in)")


@CHOICES.register
class DevourChoice(Choice):
    """702.82a, 614.13b: the creatures sacrificed for each devour ability as it enters."""

    records: ClassVar[dict[str, str]] = {"choice.devour": "{objects} for devour {devour}"}

    key: ClassVar[str] = "devour"
    doc: ClassVar[str] = ("the creatures sacrificed for each devour ability as it enters, by its number: `{devour: {3: "
                          "[bear]}}` (702.82a; not one entering with it, 614.13a; none for two of them, 614.13b)")

    @classmethod
    def take(cls, value: object) -> str:
        """``N=id,id N=id``: for each devour N, the ids."""
        if not isinstance(value, dict) or not value:
            raise ValueSyntaxError(f"choice 'devour': a mapping of a devour number to ids ({{3: [bear]}}), not {value!r}",
                                   wrong_type("devour", "value_mapping", value))
        out = []
        for n, ids in value.items():
            n = int(n) if isinstance(n, str) and n.strip().isdigit() else n
            if isinstance(n, bool) or not isinstance(n, int) or n < 1:
                raise ValueSyntaxError(f"choice 'devour': a devour number is a positive integer, not {n!r}",
                                       wrong_type("devour", "value_count", n))
            out.append(f"{n}=" + ",".join(_ids(cls.key, ids).split()) if ids != [] else f"{n}=")
        return " ".join(out)

    @classmethod
    def said(cls, value: str, objects: Container[str]) -> Any:
        """For each devour ability, by its number, the objects sacrificed (as :meth:`take` writes them)."""
        return tuple(Record.of("choice.devour", devour=int(n), objects=tuple(Choice.said(i, objects)
                                                                               for i in ids.split(",") if i))
                     for n, _, ids in (part.partition("=") for part in value.split()))


@CHOICES.register
class FromChoice(Choice):
    """612.2: the word a text-changing effect replaces."""

    key: ClassVar[str] = "from"
    doc: ClassVar[str] = "the color word or land type replaced (612.2): `{from: Island, to: Forest}`"

    @classmethod
    def take(cls, value: object) -> str:
        """A color word or land type (612.2: another word changed nothing)."""
        try:
            return changeable_word(super().take(value))
        except ValueSyntaxError as err:
            raise ValueSyntaxError(f"choice {cls.key!r}: {err}", err.says) from None


@CHOICES.register
class ToChoice(FromChoice):
    """612.2: the word a text-changing effect puts instead."""

    key: ClassVar[str] = "to"
    doc: ClassVar[str] = "the new color word or land type (612.2)"


@CHOICES.register
class PayChoice(Choice):
    """614.1c, 119.4: whether the optional cost paid as it enters ("you may pay 2 life") is paid."""

    key: ClassVar[str] = "pay"
    doc: ClassVar[str] = ("whether its controller pays the optional cost of \"as this enters, you may pay …\": "
                          "`{pay: yes}` or `{pay: no}` (614.1c; not given: not paid)")

    @classmethod
    def take(cls, value: object) -> str:
        """``yes`` or ``no`` (YAML's true and false too)."""
        word = {True: "yes", False: "no"}.get(value, value) if isinstance(value, bool) else value
        word = super().take(word).lower()
        if word not in ("yes", "no"):
            raise ValueSyntaxError(f"choice 'pay': yes or no, not {value!r}", not_a("value_yes_no", word, ("yes", "no")))
        return word


@CHOICES.register
class RiotChoice(Choice):
    """702.136a–b: for each instance of riot, whether the permanent enters with an additional
    +1/+1 counter (``counter``) or gains haste (``haste``)."""

    key: ClassVar[str] = "riot"
    doc: ClassVar[str] = ("riot's choice as it enters (702.136a): `{riot: counter}` — an additional +1/+1 counter; "
                          "`{riot: haste}` or not given — it gains haste; one choice for each riot it has, in the "
                          "order of its abilities (702.136b: each works separately): `{riot: [counter, haste]}` — a "
                          "list of another length than its riot abilities is refused as it enters, one word is each "
                          "one's choice")

    @classmethod
    def take(cls, value: object) -> str:
        """``counter`` or ``haste``, or a list of them: space-separated."""
        words = value if isinstance(value, list) else [value]
        out = []
        for w in words:
            word = super().take(w).lower()
            if word not in RIOT_WORDS:
                raise ValueSyntaxError(f"choice 'riot': counter or haste, or a list of them, not {value!r}",
                                       not_a("value_word", word, RIOT_WORDS))
            out.append(word)
        if not out:
            raise ValueSyntaxError("choice 'riot': counter or haste, or a list of them, not []",
                                   not_a("value_word", "", RIOT_WORDS))
        return " ".join(out)

    @classmethod
    def said(cls, value: str, objects: Container[str]) -> Any:
        """Each instance's choice, by its word of the text tables (``riot_counter``)."""
        return tuple(Term(f"riot_{w}") for w in value.split())


RIOT_WORDS: tuple[str, ...] = ("counter", "haste")


def riot_choices(value: str | None, instances: int) -> list[str] | None:
    """702.136b: the choice of each of ``instances`` riot abilities — the one word for each, a
    list word by word; ``None`` when the list has another length (the caller refuses it).

    >>> riot_choices(None, 2), riot_choices("counter", 2), riot_choices("counter haste", 2), riot_choices("haste", 0)
    (['haste', 'haste'], ['counter', 'counter'], ['counter', 'haste'], [])
    >>> riot_choices("counter haste", 3) is None
    True
    """
    words = (value or "haste").split()
    if len(words) == 1:
        return words * instances
    return words if len(words) == instances else None


__all__ = ["CHOICES", "RIOT_WORDS", "Choice", "riot_choices"]
