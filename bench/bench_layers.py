#!/usr/bin/env python3
"""Benchmark of the layer system: a full evaluation of a large board.

    python bench/bench_layers.py [--quick]

Boards: 200 permanents with 60 continuous effects that do not depend on each other;
the same with a chain of dependent layer-4 effects (each changes what the next one
applies to, timestamps in the opposite order, so every link is found by trial
application); then the number of effects doubled (60, 120, 240) and the number of
permanents doubled (200, 400, 800). Prints the median time of a full evaluation,
with and without the trace, the number of dependencies found, and the number of pairs
of effects tried by trial application (after pruning by what each effect reads/writes).

Then chains of 60, 120 and 240 dependent layer-4 effects among 200 other permanents, and
boards of 1,000 permanents with N layer-4 effects that read what they write ("each Bear is
also a Warrior": the shape of changelings and tribal anthems), N = 10, 20, 50, 100, with the
cost of the dependency search (pairs tried by trial application after pruning, dependencies
found, time by the wall clock and in CPU time). On 200 creatures a chain of 240 has 200 dependencies, not 239: the types T201 …
T240 exist on no object when the layer starts, so effects 201 … 239 apply to nothing, depend
on nothing (613.8a), and apply first, by timestamp; the row "every link" puts the chain among
240 creatures instead.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import (  # noqa: E402
    AddAbilities,
    AddColors,
    AddTypes,
    Characteristics,
    Const,
    Duration,
    EffectSpec,
    Game,
    Keyword,
    ModifyPT,
    SetPT,
    StaticAbility,
    parse_selector,
)
from engine.evaluate import evaluate  # noqa: E402
from engine.objects import CREATURE_TYPES  # noqa: E402

COLORS = ("white", "blue", "black", "red", "green")


def _static(text: str, affected: str, *parts: object) -> StaticAbility:
    return StaticAbility(text, EffectSpec(text, parse_selector(affected), tuple(parts)))  # type: ignore[arg-type]


def board(permanents: int, effects: int, chain: int, sources: int = 50) -> Game:
    """``permanents`` permanents in all, ``effects`` continuous effects of which ``chain`` form
    a dependency chain. The other effects: one in six from a resolved spell, the rest static
    abilities spread over ``sources`` enchantments (so the board stays the same size)."""
    g = Game(players=("A", "B"))
    independent = effects - chain
    statics = [j for j in range(independent) if j % 6 != 5]
    holders = min(sources, len(statics))
    base = permanents - chain - holders
    for i in range(base):
        if i % 10 == 9:
            card = Characteristics(f"Land {i}", card_types=frozenset({"land"}), subtypes=("Forest",))
        elif i % 10 == 8:
            card = Characteristics(f"Artifact {i}", card_types=frozenset({"artifact", "creature"}), power=1,
                                   toughness=1, subtypes=("Golem",))
        else:
            card = Characteristics(f"Creature {i}", card_types=frozenset({"creature"}), power=2, toughness=2,
                                   colors=frozenset({COLORS[i % 5]}),
                                   subtypes=(LINKS[i % chain],) if chain and i % 3 == 0 else ("Bear",))
        g.create(f"p{i}", card, controller="A" if i % 2 else "B")
    # The chain: effect k says "each Type{k} is also a Type{k+1}"; created in reverse order,
    # so Type{k+1}'s effect has the earlier timestamp but depends on Type{k}'s (613.8a):
    # applying effect k changes what effect k+1 applies to.
    for k in reversed(range(chain)):
        g.create(f"chain{k}", Characteristics(f"Chain {k}", card_types=frozenset({"enchantment"}), abilities=(
            _static(f"Each {LINKS[k]} is also a {LINKS[k + 1]}.", f"each {LINKS[k]}", AddTypes(subtypes=(LINKS[k + 1],))),
        )), controller="A")
    kinds = [
        lambda j: _static("Creatures you control get +1/+1.", "creatures you control", ModifyPT(Const(1), Const(1))),
        lambda j: _static(f"{COLORS[j % 5].capitalize()} creatures get +1/+0.", f"{COLORS[j % 5]} creatures",
                          ModifyPT(Const(1), Const(0))),
        lambda j: _static("White creatures have flying.", "white creatures", AddAbilities((Keyword("flying"),))),
        lambda j: _static("Each Golem is blue.", "each Golem", AddColors(("blue",))),
        lambda j: _static("Artifact creatures are also Constructs.", "artifact creatures",
                          AddTypes(subtypes=("Construct",))),
    ]
    held: list[list[StaticAbility]] = [[] for _ in range(holders)]
    for n, j in enumerate(statics):
        held[n % holders].append(kinds[j % len(kinds)](j))
    for h, abilities in enumerate(held):
        g.create(f"static{h}", Characteristics(f"Static {h}", card_types=frozenset({"enchantment"}),
                                               abilities=tuple(abilities)), controller="A" if h % 2 else "B")
    for j in range(independent):
        if j % 6 == 5:  # a resolved spell: target creature has base P/T 3/3 until end of turn
            g.create_effect(EffectSpec("It has base P/T 3/3.", parse_selector("target creature"),
                                       (SetPT(Const(3), Const(3)),)),
                            controller="A", targets=[f"p{(j * 10) % base}"], duration=Duration.END_OF_TURN)
    return g


# Creature types for a chain's links (a selector reads only real subtypes, 205.3m); Bear is the filler.
LINKS = sorted(CREATURE_TYPES - {"Time Lord", "Bear"})

TRIBES = ("Bear", "Warrior", "Elf", "Goblin", "Knight", "Wizard", "Soldier", "Zombie", "Spirit", "Cleric",
          "Rogue", "Shaman", "Merfolk", "Vampire", "Human", "Beast", "Dragon", "Angel", "Demon", "Giant")


def tribal_board(permanents: int, effects: int) -> Game:
    """``permanents`` permanents in all, ``effects`` of them enchantments with "Each T1 is also
    a T2." (layer 4): each effect reads the subtypes it writes, so every pair may depend on
    each other and each application may change what the others apply to (613.8a)."""
    g = Game(players=("A", "B"))
    n = len(TRIBES)
    for i in range(permanents - effects):
        tribe = TRIBES[(i * 7) % n]
        g.create(f"p{i}", Characteristics(f"Creature {i}", card_types=frozenset({"creature"}), power=2, toughness=2,
                                          subtypes=(tribe,)), controller="A" if i % 2 else "B")
    for k in range(effects):
        a, b = TRIBES[(k * 3) % n], TRIBES[(k * 3 + 1 + k // n) % n]
        if a == b:
            b = TRIBES[(k * 3 + 2) % n]
        g.create(f"tribal{k}", Characteristics(f"Tribal {k}", card_types=frozenset({"enchantment"}), abilities=(
            _static(f"Each {a} is also a {b}.", f"each {a}", AddTypes(subtypes=(b,))),
        )), controller="A")
    return g


def chain_board(permanents: int, chain: int) -> Game:
    """A dependency chain of ``chain`` layer-4 effects: effect k says "Each Type{k} is also a
    Type{k+1}.", created in reverse order; permanent i is a Type{i} (the rest are Bears), so
    each link k+1 ← k with a Type{k} among the permanents is a dependency (613.8a) found by
    trial application (all of them when there are at least ``chain`` other permanents)."""
    g = Game(players=("A", "B"))
    for i in range(permanents - chain):
        g.create(f"p{i}", Characteristics(f"Creature {i}", card_types=frozenset({"creature"}), power=2, toughness=2,
                                          subtypes=(LINKS[i],) if i < chain else ("Bear",)),
                 controller="A" if i % 2 else "B")
    for k in reversed(range(chain)):
        g.create(f"chain{k}", Characteristics(f"Chain {k}", card_types=frozenset({"enchantment"}), abilities=(
            _static(f"Each {LINKS[k]} is also a {LINKS[k + 1]}.", f"each {LINKS[k]}", AddTypes(subtypes=(LINKS[k + 1],))),
        )), controller="A")
    return g


def measure(g: Game, record: bool, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        evaluate(g, record=record)  # not g.characteristics(): a game reuses an evaluation of an unchanged state
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def row(permanents: int, effects: int, chain: int, repeat: int = 7) -> str:
    g = board(permanents, effects, chain)
    ev = g.characteristics()
    deps = len(ev.dependencies)
    trials = ev.trials
    fast = measure(g, False, repeat)
    traced = measure(g, True, repeat)
    return f"{permanents:>10} {effects:>8} {chain:>6} {deps:>5} {trials:>7} {fast:>14.1f} {traced:>11.1f}"


def cpu(g: Game, repeat: int) -> float:
    """The median CPU time (ms) of an evaluation without trace: steadier than the wall clock
    on a machine that others use too."""
    times = []
    for _ in range(repeat):
        start = time.process_time()
        evaluate(g, record=False)
        times.append(time.process_time() - start)
    return statistics.median(times) * 1000


def search_row(label: str, g: Game, repeat: int) -> str:
    ev = g.characteristics(record=False)
    fast = measure(g, False, repeat)
    return (f"{label:<34} {len(g.objects):>7} {len(ev.dependencies):>5} {ev.trials:>8} {fast:>10.1f} "
            f"{cpu(g, repeat):>10.1f}")


def main() -> int:
    quick = "--quick" in sys.argv
    print("Dependency search (median of 5 full evaluations, no trace; wall clock and CPU time)")
    print(f"{'board':<34} {'objects':>7} {'deps':>5} {'trials':>8} {'ms':>10} {'cpu ms':>10}")
    for n in (60, 120, 240):
        print(search_row(f"chain of {n} layer-4 effects", chain_board(200 + n, n), 5))  # 200 permanents besides
    print(search_row("chain of 240, every link", chain_board(480, 240), 5))  # 240 permanents besides
    for n in (10, 20, 50, 100):
        print(search_row(f"{n} self-dependent layer-4 effects", tribal_board(1000, n), 5 if n <= 50 else 3))
    if quick:
        return 0
    header = (f"{'permanents':>10} {'effects':>8} {'chain':>6} {'deps':>5} {'trials':>7} "
              f"{'ms (no trace)':>14} {'ms (trace)':>11}")
    print("Full evaluation of the layers (median of 7 runs)")
    print(header)
    print("-- no dependencies")
    for n in (60, 120, 240):
        print(row(200, n, 0))
    print("-- with a chain of dependent effects (chain = effects / 6)")
    for n in (60, 120, 240):
        print(row(200, n, n // 6))
    print("-- more permanents, 60 effects, chain of 10")
    for p in (200, 400, 800):
        print(row(p, 60, 10))
    print(f"(each board: {len(board(200, 60, 0).objects)} objects for 200 permanents)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
