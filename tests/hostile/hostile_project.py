"""A minimal project to attack: build.py, mkdocs.yml, docs/ and one source (607) with its
cards, readings, scenarios and concordance entries; the code packages are linked, not copied."""

from __future__ import annotations

import hashlib
import os
import shutil
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]
CODE = ("ruletext", "engine", "verify", "sitegen")
SOURCE = "viewer-cr607"
INDEX = "# 総合ルール\n\n[607. 関連している能力](rules/607.md)\n"


def make_project(dest: Path) -> Path:
    """A fresh minimal project in ``dest`` (created); returns it."""
    dest.mkdir(parents=True)
    for name in ("build.py", "mkdocs.yml", "README.md"):
        shutil.copy2(ROOT / name, dest / name)
    shutil.copytree(ROOT / "docs", dest / "docs")
    (dest / "docs" / "index.md").write_text(INDEX, encoding="utf-8")  # the home page links to every source
    for package in CODE:
        (dest / package).symlink_to(ROOT / package, target_is_directory=True)
    src, out = ROOT / "rules_src", dest / "rules_src"
    out.mkdir()
    meta = yaml.safe_load((src / "sources.yaml").read_text(encoding="utf-8"))
    entry = next(s for s in meta["sources"] if s["id"] == SOURCE)
    (out / "sources.yaml").write_text(yaml.safe_dump({"sources": [entry]}, allow_unicode=True, sort_keys=False),
                                      encoding="utf-8")
    (out / "sources").mkdir()
    shutil.copy2(src / entry["path"], out / entry["path"])
    shutil.copytree(src / "cards", out / "cards")
    shutil.copytree(src / "scenarios" / "607", out / "scenarios" / "607")
    concordance = yaml.safe_load((src / "concordance.yaml").read_text(encoding="utf-8"))
    concordance["rules"] = [r for r in concordance["rules"] if str(r["old"]).startswith("607")]
    (out / "concordance.yaml").write_text(yaml.safe_dump(concordance, allow_unicode=True, sort_keys=False),
                                          encoding="utf-8")
    _write_readings(src, out)
    return dest


def _write_readings(src: Path, out: Path) -> None:
    """The entries of readings.yaml that the minimal project's glossary and card list take (an
    entry nothing takes is a warning, fatal in the strict build)."""
    from sitegen.pipeline import Warnings, load, verify
    from sitegen.progress import Progress
    from sitegen.readings import load_readings
    from sitegen.site import SiteData

    corpus, concordance = load(out, Warnings(Progress(quiet=True)))
    report, cards = verify(corpus, out)
    site = SiteData(corpus, report, cards, concordance, readings=load_readings(src))
    taken = {next(iter(e.variants), "") for e in site.glossary_entries()}
    taken |= {c.ja for c in site.card_list() if c.definition is None}
    readings = yaml.safe_load((src / "readings.yaml").read_text(encoding="utf-8"))["readings"]
    (out / "readings.yaml").write_text(yaml.safe_dump({"readings": {k: v for k, v in readings.items() if k in taken}},
                                                      allow_unicode=True, sort_keys=False), encoding="utf-8")


def digest(folder: Path, skip: Path | None = None) -> dict[str, str]:
    """Every file, link and folder under ``folder`` (links not followed) → a hash of its content."""
    out: dict[str, str] = {}
    if not folder.exists():
        return out
    for here, dirs, files in os.walk(folder):
        base = Path(here)
        if skip is not None and (base == skip or skip in base.parents):
            dirs[:] = []
            continue
        for name in dirs + files:
            p = base / name
            if skip is not None and p == skip:
                continue
            rel = p.relative_to(folder).as_posix()
            if p.is_symlink():
                out[rel] = "link:" + os.readlink(p)
            elif p.is_dir():
                out[rel] = "dir"
            elif not p.is_file():
                out[rel] = "special"  # a FIFO: never opened
            else:
                out[rel] = hashlib.sha256(p.read_bytes()).hexdigest()
        dirs[:] = [d for d in dirs if not (base / d).is_symlink()]
    return out
