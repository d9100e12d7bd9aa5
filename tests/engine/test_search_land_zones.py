"""701.23: `search_land` reads cards in a library — a phrase that describes none there (a
permanent's noun `basic land`, zone words `in your graveyard`, `on the battlefield`) found
nothing, silently; it is refused where it is written. Anonymous objects."""

from __future__ import annotations

import pytest
from engine_helpers import permanent

from engine import Game, parse_selector
from engine.abilities import ActivatedAbility
from engine.effects import Duration
from engine.errors import ValueSyntaxError
from engine.instructions import INSTRUCTIONS, SearchLand


@pytest.mark.parametrize("phrase", ["basic land", "Forest", "land card in your graveyard",
                                    "basic land card on the battlefield", "land card in your hand"])
def test_a_phrase_that_describes_no_card_in_a_library_is_refused(phrase: str) -> None:
    with pytest.raises(ValueSyntaxError, match="describes no card in a library"):
        INSTRUCTIONS.get("search_land").check({"what": parse_selector(phrase)})


@pytest.mark.parametrize(("phrase", "found"), [("basic land card", "forest"), ("Island card", "island"),
                                               ("Island or Forest card", "forest")])
def test_a_card_phrase_finds_the_card(phrase: str, found: str) -> None:
    INSTRUCTIONS.get("search_land").check({"what": parse_selector(phrase)})
    g = Game()
    g.create("forest", permanent("F", ("land",), subtypes=("Forest",), supertypes=("basic",)), controller="A",
             zone="library", event=False)
    g.create("island", permanent("I", ("land",), subtypes=("Island",)), controller="A", zone="library", event=False)
    ab = ActivatedAbility("{1}: search.", "{1}", None, Duration.INDEFINITE,  # type: ignore[arg-type]
                          instructions=(SearchLand(parse_selector(phrase)),))
    g.create("tool", permanent("Tool", ("artifact",), ab), controller="A", event=False)
    g.activate_ability("tool")
    g.resolve_top()
    assert g.obj(found).zone == "battlefield" and g.obj(found).tapped
