"""mkdocs.yml is data, not code: its schema, and every path in it confined to the project.

The trust boundary (docs/architecture.md, "What is code"): the Python the build runs is the
project's tracked packages and build.py, and the pinned dependencies of requirements.lock —
nothing that a configuration file names. So mkdocs.yml may not name code to run (``hooks``,
``plugins``, Markdown extensions that read files), another file to read (``INHERIT``), or a
folder outside the project (``theme.custom_dir`` is confined as ``sources.yaml``'s paths
are, :func:`ruletext.confine.inside`, links followed); what the build sets itself
(``docs_dir``, ``site_dir``, ``nav``) is not given there. Every other key is one of
:data:`KEYS`; anything else is ``mkdocs.yml:line: message``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ruletext.confine import check_tree, inside
from ruletext.errors import OutsideProjectError, SchemaError
from ruletext.schema import check_keys
from ruletext.yamlfile import LineDict, line_of

# The project's code (sitegen/ and beside it), wherever the project being built links it from.
CODE_ROOT = Path(__file__).resolve().parent.parent
# The top-level keys mkdocs.yml may have (MkDocs 1.6's, less those refused below).
KEYS = ("site_name", "site_description", "site_author", "site_url", "copyright", "repo_url", "repo_name",
        "edit_uri", "strict", "use_directory_urls", "validation", "theme", "plugins", "markdown_extensions",
        "extra_css", "extra_javascript", "extra", "exclude_docs", "not_in_nav", "draft_docs")
# Keys refused, and why (one place per message).
REFUSED = {
    "hooks": "hooks are Python files MkDocs runs; the build runs only the project's own code (sitegen/)",
    "INHERIT": "a second configuration file is not read: write its keys here",
    "docs_dir": "build.py sets it (the hand-written docs/ and the generated pages, in a staging folder)",
    "site_dir": "build.py sets it (--out)",
    "nav": "the navigation is generated from the rules (sitegen/pipeline.py, make_nav)",
    "watch": "the preview watches the project itself (build.py serve --watch)",
}
THEME_KEYS = ("name", "language", "custom_dir", "font", "features", "palette", "logo", "favicon", "icon",
              "locale", "direction", "static_templates")
# Python-Markdown's own extensions and pymdownx's, less those that read files (snippets, b64).
EXTENSIONS = frozenset({
    "abbr", "admonition", "attr_list", "def_list", "fenced_code", "footnotes", "md_in_html", "tables", "toc",
    "sane_lists", "smarty", "meta", "nl2br", "wikilinks", "codehilite", "legacy_attrs", "legacy_em", "extra",
    *(f"pymdownx.{n}" for n in ("arithmatex", "betterem", "caret", "critic", "details", "emoji", "escapeall",
                                "highlight", "inlinehilite", "keys", "mark", "progressbar", "saneheaders",
                                "smartsymbols", "superfences", "tabbed", "tasklist", "tilde", "blocks.admonition",
                                "blocks.details", "blocks.tab")),
})
EXTENSIONS_FULL = frozenset(f"markdown.extensions.{n}" for n in EXTENSIONS if "." not in n)


def check_config(config: Any, root_dir: Path, shown: str) -> dict[str, Any]:
    """mkdocs.yml's values, checked (:data:`KEYS`, :data:`REFUSED`) and with ``theme.custom_dir``
    resolved inside ``root_dir``; else :class:`SchemaError` at the line."""
    if not isinstance(config, LineDict):
        raise SchemaError(shown, 1, "mkdocs.yml must be a mapping")
    for key in config:
        if key in REFUSED:
            raise SchemaError(shown, config.key_line(key), f"{key!r} is not accepted: {REFUSED[key]}")
    check_keys(config, KEYS, shown)
    out = dict(config)
    plugins = config.get("plugins", [])
    if plugins != []:
        raise SchemaError(shown, config.key_line("plugins"), "plugins: [] — the build adds its own (Pagefind is the "
                                                             "search); a plugin is code, and the build runs only "
                                                             "the project's")
    for ext in config.get("markdown_extensions") or []:
        name = next(iter(ext)) if isinstance(ext, dict) and len(ext) == 1 else ext
        if not isinstance(name, str) or (name not in EXTENSIONS and name not in EXTENSIONS_FULL):
            raise SchemaError(shown, line_of(ext, config.key_line("markdown_extensions")),
                              f"markdown extension {name!r} is not accepted (accepted: {', '.join(sorted(EXTENSIONS))}; "
                              "none that reads files)")
    theme = config.get("theme")
    if theme is not None:
        if not isinstance(theme, LineDict):
            raise SchemaError(shown, config.key_line("theme"), "theme: a mapping (name: material, …)")
        check_keys(theme, THEME_KEYS, shown, within="theme")
        theme = dict(theme)
        if theme.get("custom_dir"):
            line = config["theme"].key_line("custom_dir")
            if not isinstance(theme["custom_dir"], str):
                raise SchemaError(shown, line, "theme.custom_dir: a folder of the project (text)")
            try:
                folder = inside(root_dir, theme["custom_dir"], shown, line)
            except OutsideProjectError:  # the project's own code (sitegen/overrides) may be linked in
                if not (root_dir / theme["custom_dir"]).resolve().is_relative_to(CODE_ROOT):
                    raise
                folder = (root_dir / theme["custom_dir"]).resolve()
            if not folder.is_dir():
                raise SchemaError(shown, line, f"theme.custom_dir: {theme['custom_dir']!r} is not a folder")
            check_tree(folder, folder)  # and no link in it leads out of it
            theme["custom_dir"] = str(folder)
        out["theme"] = theme
    return out


__all__ = ["EXTENSIONS", "KEYS", "REFUSED", "check_config"]
