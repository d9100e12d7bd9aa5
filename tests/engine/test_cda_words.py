"""604.3a: a characteristic-defining ability defines colors, subtypes, power or toughness of
the object it is on, and affects no other object. A `cda:` written with another part, or
affecting other objects, was applied first in its layer (613.3) as if it were one — a static
ability with a later timestamp lost to it, silently. Now it is refused at its line."""

from __future__ import annotations

from pathlib import Path

import pytest
from engine_helpers import card_error
from test_strict_input import make_root
from test_verify_input import CARD

from verify.cards import load_cards
from verify.errors import CardError


def _cda(body: str) -> str:
    return CARD + "abilities:\n  - cda:\n      text: It is what it is.\n" + body


@pytest.mark.parametrize(("body", "said"), [
    ("      affected: all creatures\n      set_colors: [black]\n", "affects only the object it is on"),
    ("      affected: self\n      gain_control: true\n", "'gain_control'"),
    ("      affected: self\n      modify_pt: +1/+1\n", "'modify_pt'"),
    ("      affected: self\n      add_types: Artifact\n", "'add_types'"),
    ("      affected: self\n      add_abilities: [flying]\n", "'add_abilities'"),
])
def test_a_cda_that_is_none_is_refused_at_its_line(tmp_path: Path, body: str, said: str) -> None:
    err = card_error(load_cards(make_root(tmp_path, card=_cda(body))), CardError)
    assert str(err.value).startswith("rules_src/cards/bear.yaml:8: cda: "), str(err.value)
    assert "604.3a" in str(err.value) and said in str(err.value)


@pytest.mark.parametrize("body", [
    "      affected: self\n      set_colors: []\n",  # 702.114a devoid
    "      affected: self\n      add_types: \"— Elf Goblin\"\n",  # 702.73a changeling
    "      affected: self\n      set_pt: {power: the number of creature cards in your graveyard, toughness: 1}\n",
])
def test_the_cdas_of_604_3a_load(tmp_path: Path, body: str) -> None:
    cards = load_cards(make_root(tmp_path, card=_cda(body)))
    assert not getattr(cards, "broken", {})
