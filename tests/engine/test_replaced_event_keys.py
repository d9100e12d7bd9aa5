"""No silent wrong answer (issue 20, item 1) for the events a replacement effect watches: every
key of every replaced event (engine.replacement.REPLACED_EVENTS, each word's schema) changes
whether an event is the one it watches. The (word, key) pairs are derived from the registry; a
new word or key without a probe here fails. Each probe: the event with the key, the same event
without it (or with another value), an event that happens, and whether the first matches it —
the second must answer otherwise."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.replacement import (
    MODIFICATIONS,
    REPLACED_EVENTS,
    CreateTokensWould,
    DamageWould,
    DestroyedWould,
    DiesWould,
    DrawWould,
    EntersWould,
    GainLifeWould,
    LoseLifeWould,
    PayLifeWould,
    PutIntoWould,
    StepWould,
    TurnWould,
    Would,
    WouldKind,
)
from engine.selectors import Context
from engine.selectors import parse_selector as sel
from tests.case_refusal import question, refusal, shipped_cards
from tests.engine.test_context_coverage import _three

MINE_DIES = Would(WouldKind.ZONE_CHANGE, object="mine", from_zone="battlefield", to_zone="graveyard")
TO_A = Would(WouldKind.DAMAGE, player="A", source="theirs", amount=1)
LOSS = Would(WouldKind.LIFE, player="A", amount=-2, life=10)
STEP = Would(WouldKind.STEP, player="A", amount=1, step="draw")

# (word, key) → (the event with the key, without it, the event that happens, whether the first matches)
WOULD_KEY_PROBES: dict[tuple[str, str], tuple[object, object, Would, bool]] = {
    ("damage", "damage"): (DamageWould(sel("creatures you control")), DamageWould(sel("creatures an opponent controls")),
                           Would(WouldKind.DAMAGE, object="mine", source="theirs", amount=1), True),
    ("damage", "to_player"): (DamageWould(to_player="you"), DamageWould(to_player="an opponent"), TO_A, True),
    ("damage", "by"): (DamageWould(to_player="you", by=sel("creatures you control")), DamageWould(to_player="you"),
                       TO_A, False),
    ("damage", "combat"): (DamageWould(to_player="you", combat=True), DamageWould(to_player="you"), TO_A, False),
    ("gain_life", "gain_life"): (GainLifeWould("you"), GainLifeWould("an opponent"),
                                 Would(WouldKind.LIFE, player="A", amount=2), True),
    ("lose_life", "lose_life"): (LoseLifeWould("you"), LoseLifeWould("an opponent"), LOSS, True),
    ("lose_life", "from_damage"): (LoseLifeWould("you", from_damage=True), LoseLifeWould("you"), LOSS, False),
    ("lose_life", "below"): (LoseLifeWould("you", below=5), LoseLifeWould("you"), LOSS, False),
    ("pay_life", "pay_life"): (PayLifeWould("you"), PayLifeWould("an opponent"),
                               Would(WouldKind.LIFE, player="A", amount=-2, cause="pay"), True),
    ("pay_life", "library_at_least"): (PayLifeWould("you", library_at_least=True), PayLifeWould("you"),
                                       Would(WouldKind.LIFE, player="A", amount=-2, cause="pay"), False),
    ("create_tokens", "create_tokens"): (CreateTokensWould("you"), CreateTokensWould("an opponent"),
                                         Would(WouldKind.TOKENS, player="A", amount=1), True),
    ("draw", "draw"): (DrawWould("you"), DrawWould("an opponent"), Would(WouldKind.DRAW, player="A", amount=1), True),
    ("step", "step"): (StepWould("draw"), StepWould("upkeep"), STEP, True),
    ("step", "whose"): (StepWould("draw", whose="an opponent"), StepWould("draw"), STEP, False),
    ("turn", "turn"): (TurnWould("you"), TurnWould("an opponent"), Would(WouldKind.TURN, player="A", amount=1), True),
    ("dies", "dies"): (DiesWould(sel("creatures you control")), DiesWould(sel("creatures an opponent controls")),
                       MINE_DIES, True),
    ("destroyed", "destroyed"): (DestroyedWould(sel("creatures you control")),
                                 DestroyedWould(sel("creatures an opponent controls")),
                                 Would(WouldKind.ZONE_CHANGE, object="mine", from_zone="battlefield",
                                       to_zone="graveyard", cause="destroy"), True),
    ("put_into", "put_into"): (PutIntoWould(sel("creatures you control")),
                               PutIntoWould(sel("creatures an opponent controls")), MINE_DIES, True),
    ("put_into", "zone"): (PutIntoWould(sel("creature"), zone="exile"), PutIntoWould(sel("creature")), MINE_DIES,
                           False),
    ("put_into", "from"): (PutIntoWould(sel("creature"), from_zone="hand"), PutIntoWould(sel("creature")), MINE_DIES,
                           False),
    ("enters", "enters"): (EntersWould(sel("creatures you control")), EntersWould(),
                           Would(WouldKind.ENTERS, object="mine"), True),
}


def replaced_event_keys() -> list[tuple[str, str]]:
    """Every (replaced event, key) the vocabulary accepts."""
    return [(word, k.name) for word, cls in REPLACED_EVENTS.items() for k in cls.schema()]


def test_every_key_of_every_replaced_event_has_a_probe() -> None:
    assert sorted(set(replaced_event_keys()) - set(WOULD_KEY_PROBES)) == []
    assert sorted(set(WOULD_KEY_PROBES) - set(replaced_event_keys())) == []


@pytest.mark.parametrize(("word", "key"), sorted(WOULD_KEY_PROBES))
def test_each_key_changes_whether_the_event_is_the_one_it_watches(word: str, key: str) -> None:
    with_key, without, would, matches = WOULD_KEY_PROBES[(word, key)]
    assert type(with_key).key == word  # type: ignore[attr-defined]
    g = _three()
    views = g.characteristics().views
    ctx = Context(views=views, source="w", controller="A")
    got = (with_key.matches(would, views, ctx), without.matches(would, views, ctx))  # type: ignore[attr-defined]
    assert got == (matches, not matches)


def test_every_replaced_event_says_the_kind_of_event_it_watches() -> None:
    assert [w for w, cls in REPLACED_EVENTS.items() if cls.watches is None] == []
    assert [w for w, cls in MODIFICATIONS.items() if not cls.modifies] == []


@pytest.mark.parametrize(("would", "instead", "says"), [
    # "prevent 1" of a step beginning made its amount 0 and skipped the step
    ("{step: draw}", "{prevent: 1}", "prevent cannot take effect with would: step: it modifies damage (614.1)"),
    # twice that many draws: a draw event is one card (121.2) — it did nothing
    ("{draw: you}", "{double: true}", "double cannot take effect with would: draw: it modifies damage or life or tokens"),
    ("{dies: creature}", "{tapped: true}", "tapped cannot take effect with would: dies: it modifies enters"),
    ("{gain_life: you}", "{to_zone: exile}", "to_zone cannot take effect with would: gain_life: it modifies zone_change"),
])
def test_what_cannot_modify_the_event_is_refused_at_its_line(tmp_path: Path, would: str, instead: str,
                                                             says: str) -> None:
    path = tmp_path / "614.1-q.yaml"
    path.write_text(question("614.1", f"""\
  - label: s
    do:
      - enter: {{id: s, object: {{name: 盾, type_line: Enchantment, abilities: [{{replacement: {{text: "…",
                would: {would}, instead: [{instead}]}}}}]}}}}
"""), encoding="utf-8")
    message = refusal(path, shipped_cards())
    assert "q.yaml:9: " in message and says in message, message
