"""The instruction ``mill`` (701.17a, 701.17b), one class (engine/instructions.py). Anonymous
objects, and read from a card's YAML as a contributor writes it."""

from __future__ import annotations

from engine_helpers import permanent

from engine import Game, TriggeredAbility
from engine.abilities import ActivatedAbility
from engine.amounts import parse_amount
from engine.effects import Duration
from engine.instructions import Mill
from verify.abilities import parse_ability
from verify.specs import Where
from verify.yamlload import load_yaml


def _game(library: int = 3) -> Game:
    g = Game()
    for i in range(library):
        g.create(f"l{i}", permanent("Card", ("land",)), controller="A", zone="library", event=False)
    return g


def activate(g: Game, *instructions: object, controller: str = "A") -> None:
    """An artifact of ``controller``'s with "{1}: <instructions>", activated and resolved."""
    ab = ActivatedAbility("{1}: …", "{1}", None, Duration.INDEFINITE, instructions=instructions)  # type: ignore[arg-type]
    oid = f"x{len(g.objects)}"
    g.create(oid, permanent("Tool", ("artifact",), ab), controller=controller, event=False)
    g.activate_ability(oid)
    g.resolve_top()


def test_mill_puts_the_top_cards_into_the_graveyard_at_the_same_time() -> None:
    g = _game()
    top = g.cards_in("library", "A")[:2]
    activate(g, Mill(2))
    assert g.cards_in("graveyard", "A") == top and len(g.cards_in("library", "A")) == 1  # 701.17a
    assert len({e.batch for e in g.log if e.kind == "zone_change" and e.to_zone == "graveyard"}) == 1
    short = _game(library=1)
    activate(short, Mill(3))  # 701.17b: no more than there are
    assert len(short.cards_in("graveyard", "A")) == 1
    b = _game()
    activate(b, Mill(1, who="each opponent"))
    assert b.cards_in("graveyard", "A") == []  # A's opponent mills; A's library is untouched


def test_mill_read_from_a_card() -> None:
    text = ("triggered:\n  text: When this enters, each opponent mills 2.\n  when: enters\n  do:\n"
            "    - mill: 2\n      who: each opponent\n")
    ab = parse_ability(load_yaml(text, "c.yaml"), Where("c.yaml", 1))
    assert isinstance(ab, TriggeredAbility) and ab.instructions == (Mill(parse_amount(2), who="each opponent"),)
