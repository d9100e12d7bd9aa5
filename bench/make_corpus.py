#!/usr/bin/env python3
"""A synthetic corpus N times the seeds, in the seeds' shapes, for measuring the build at scale.

    python bench/make_corpus.py OUT --scale 20     # about the whole CR: 2,100 rule nodes, 1,000 examples

OUT becomes a rules_src folder: the seeds as they are, plus N-1 units. A unit is a copy of
the four seed sources with their rules renumbered (603, 607 and 613 become three other
rules of one of the CR's nine sections), their articles renamed (``triggered`` →
``triggered-u3``), each with the scenarios of its examples and card-table rows renumbered
and renamed the same way, and 16 more card definitions (copies of seed cards under new
names). So every unit parses, verifies and renders like the seeds: N=20 gives about 2,100
rule nodes, 1,000 examples and table rows with their scenarios, 60 rules (603, 607, 613 and
57 copies, each a page of its own: ``rules/<number>/``) in all 9 sections, 40 articles and
about 400 cards.

"Sections": the site's sections are the CR's (``1. ゲームの概念`` … ``9. カジュアル・変種ルール``,
the rule nodes of level ``section``, a single digit in the CR's numbering), and the corpus
has all nine of them, as the whole CR does. The issue's "30+ sections" can only be three-digit
rules such as 613 (the CR's 100–905, about 130, each a page of the site): 60 here.

``build.py --root OUT --out SITE --no-strict`` builds it (the copies' pages cite rule
numbers the numbering concordance does not know, which strict mode reports).
"""

from __future__ import annotations

import argparse
import re
import shutil
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
SEEDS = ROOT / "rules_src"
SEED_RULES = ("603", "607", "613")
SECTIONS = {"1": "ゲームの概念", "2": "カードの部分", "3": "カード・タイプ", "4": "領域", "5": "ターンの構造",
            "6": "呪文、能力、効果", "7": "追加ルール", "8": "多人数戦ルール", "9": "カジュアル・変種ルール"}
CARDS_PER_UNIT = 16


def unit_numbers(unit: int) -> dict[str, str]:
    """Three rule numbers for unit ``unit`` (1, 2, …), none a seed's: units go round the
    sections 1–9, a unit's three rules in one section (its 607 copy names the section)."""
    section = 1 + (unit - 1) % 9
    first = 20 + 3 * ((unit - 1) // 9)
    return {seed: f"{section}{first + i:02d}" for i, seed in enumerate(SEED_RULES)}


def renumber(text: str, numbers: dict[str, str]) -> str:
    """Every seed rule number (``613``, ``613.3e``, ``rule 613``) → the unit's."""
    pattern = re.compile(r"(?<![0-9.])(" + "|".join(numbers) + r")(?![0-9])")
    return pattern.sub(lambda m: numbers[m.group(1)], text)


def section_line(text: str, numbers: dict[str, str]) -> str:
    """A source's section heading (``6. 呪文、能力、効果``) for the section of its rule."""
    def heading(m: re.Match[str]) -> str:
        digit = next(iter(numbers.values()))[0]
        return f"{digit}. {SECTIONS[digit]}"
    return re.sub(r"^6\. 呪文、能力、効果$", heading, text, flags=re.M)


def make(out: Path, scale: int) -> dict[str, int]:
    if out.exists():
        shutil.rmtree(out)
    shutil.copytree(SEEDS, out)
    meta = yaml.safe_load((SEEDS / "sources.yaml").read_text(encoding="utf-8"))
    entries = list(meta["sources"])
    articles = {e["article"] for e in entries if e.get("article")}
    seed_cards = sorted((SEEDS / "cards").glob("*.yaml"))
    for unit in range(1, scale):
        numbers = unit_numbers(unit)
        prefix = {a: f"{a}-u{unit}" for a in articles}
        for entry in entries:
            seed_rule = next(r for r in SEED_RULES if r in entry.get("about", []))
            own = {seed_rule: numbers[seed_rule]}
            src = SEEDS / entry["path"]
            text = src.read_bytes().decode("utf-8")
            new_path = f"sources/unit-{unit}/{src.name}"
            (out / new_path).parent.mkdir(parents=True, exist_ok=True)
            (out / new_path).write_bytes(section_line(renumber(text, own), own).encode("utf-8"))
            copy = dict(entry, id=f"{entry['id']}-u{unit}", path=new_path, about=[own[seed_rule]])
            if copy.get("article"):
                copy["article"] = prefix[copy["article"]]
            meta["sources"].append(copy)
        for scenario in sorted((SEEDS / "scenarios").rglob("*.yaml")):
            text = renumber(scenario.read_text(encoding="utf-8"), numbers)
            for article, renamed in prefix.items():
                text = re.sub(rf'^(example: "?){re.escape(article)}-', rf"\g<1>{renamed}-", text, flags=re.M)
            target = out / "scenarios" / f"unit-{unit}" / scenario.relative_to(SEEDS / "scenarios")
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
        for i in range(CARDS_PER_UNIT):
            card = seed_cards[(unit * CARDS_PER_UNIT + i) % len(seed_cards)]
            doc = card.read_text(encoding="utf-8")
            doc = re.sub(r"^ja: (.*)$", rf"ja: \1 第{unit}版", doc, count=1, flags=re.M)
            doc = re.sub(r"^en: (.*)$", rf"en: \1 (Unit {unit})", doc, count=1, flags=re.M)
            (out / "cards" / f"{card.stem}-u{unit}.yaml").write_text(doc, encoding="utf-8")
    (out / "sources.yaml").write_text(
        "# A synthetic corpus made by bench/make_corpus.py from the seeds.\n"
        + yaml.safe_dump(meta, allow_unicode=True, sort_keys=False), encoding="utf-8")
    rules = {*SEED_RULES, *(n for unit in range(1, scale) for n in unit_numbers(unit).values())}
    return {"sources": len(meta["sources"]), "sections": len({r[0] for r in rules}), "rules (pages)": len(rules),
            "scenarios": len(list((out / "scenarios").rglob("*.yaml"))),
            "cards": len(list((out / "cards").glob("*.yaml")))}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="the rules_src folder to write (replaced)")
    parser.add_argument("--scale", type=int, default=20, help="how many times the seeds (1: the seeds)")
    args = parser.parse_args()
    if args.out.resolve() == SEEDS:
        print("error: will not overwrite the seeds", file=sys.stderr)
        return 1
    counts = make(args.out, args.scale)
    print(f"{args.out}: " + ", ".join(f"{v} {k}" for k, v in counts.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
