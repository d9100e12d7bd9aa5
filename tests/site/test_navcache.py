"""The navigation rendered once per look (sitegen.navcache): the same pages as without it."""

from __future__ import annotations

from pathlib import Path

import material

from sitegen.pipeline import MkDocs

ROOT = Path(__file__).resolve().parents[2]
OURS = ROOT / "sitegen" / "overrides" / "partials" / "nav-item.html"
THEIRS = Path(material.__file__).parent / "templates" / "partials" / "nav-item.html"


def test_the_override_is_materials_nav_item_with_render_wrapped() -> None:
    """Only the wrapper is ours: a new mkdocs-material must be copied again."""
    note, _, rest = OURS.read_text(encoding="utf-8").partition("-#}\n")
    body, _, wrapper = rest.rpartition("{% macro render(")
    assert "sitegen.navcache" in note and "cr_nav_item(_render" in wrapper
    assert body.replace("{% macro _render(", "{% macro render(") == THEIRS.read_text(encoding="utf-8")


def _site(tmp_path: Path, nav_cache: bool) -> dict[str, str]:
    project = tmp_path / ("cached" if nav_cache else "plain")
    pages = {"index.md": "# Home\n", "a/x.md": "# X\n\n## x1\n", "a/y.md": "# Y\n\n## y1\n\n### y2\n",
             "b/z.md": "# Z\n", "b/c/w.md": "# W\n", "c.md": "# C\n"}
    for path, text in pages.items():
        (project / "docs" / path).parent.mkdir(parents=True, exist_ok=True)
        (project / "docs" / path).write_text(text, encoding="utf-8")
    (project / "mkdocs.yml").write_text(f"""site_name: t
theme:
  name: material
  language: ja
  custom_dir: {ROOT / "sitegen" / "overrides"}
  features: [navigation.sections, navigation.indexes, toc.integrate]
nav:
  - index.md
  - A: [a/x.md, a/y.md]
  - B: [b/z.md, {{C: [b/c/w.md]}}]
  - c.md
  - Out: https://example.org/
  - Empty: []
""", encoding="utf-8")
    if nav_cache:
        MkDocs(project / "mkdocs.yml", strict=True, quiet=True).build()
    else:  # mkdocs alone: no hook puts the cache in, the override renders every item itself
        from mkdocs.commands.build import build
        from mkdocs.config import load_config

        build(load_config(str(project / "mkdocs.yml")))
    site = project / "site"
    return {p.relative_to(site).as_posix(): p.read_text(encoding="utf-8") for p in sorted(site.rglob("*.html"))}


def test_every_page_is_the_same_with_the_cache_as_without(tmp_path: Path) -> None:
    cached, plain = _site(tmp_path, True), _site(tmp_path, False)
    assert cached.keys() == plain.keys() and len(cached) == 7
    assert [p for p in cached if cached[p] != plain[p]] == []
    assert 'href="../../b/z/"' in cached["a/x/index.html"]  # the links, relative to each page
