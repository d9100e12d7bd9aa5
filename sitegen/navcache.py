"""The theme's navigation, each part rendered once for all the pages where it looks the same.

mkdocs-material renders the whole navigation into every page: at the size of the whole CR
that is a fifth of the mkdocs phase, for HTML that differs from page to page only along
the current page's path (its items are ``active``, the page's table of contents is in
it) and in the links, which are relative to the page. An item off that path renders the
same on every page where its links come out the same: :func:`nav_cache` keeps each such
rendering by item, place in the navigation and those links, and the theme's ``render``
macro (``overrides/partials/nav-item.html``) asks it before rendering an item that is not
active. A new cache for each build (the navigation is made again).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from jinja2 import pass_context
from jinja2.runtime import Context
from mkdocs.structure.nav import Section

Render = Callable[[Any, str, int, Any], str]


def nav_cache() -> Callable[..., str]:
    """The ``cr_nav_item(render, item, path, level, parent)`` of one build: ``render``'s HTML for
    an item off the current page's path, made once for each set of its links' URLs."""
    rendered: dict[tuple[int, str, int, bool, tuple[str, ...]], str] = {}
    leaves: dict[int, list[str]] = {}

    def leaf_urls(item: Any) -> list[str]:
        urls = leaves.get(id(item))
        if urls is None:
            children = item.children if isinstance(item, Section) else None
            # The macro links an item without children to its url (a section has none: "").
            urls = leaves[id(item)] = ([u for child in children for u in leaf_urls(child)] if children
                                       else [getattr(item, "url", "")])
        return urls

    @pass_context
    def cr_nav_item(context: Context, render: Render, item: Any, path: str, level: int, parent: Any) -> str:
        # What the macro reads of the page: the links (the template's url filter makes them
        # relative to it), and with navigation.tabs whether the parent section is active.
        url = context.environment.filters["url"]
        key = (id(item), path, level, isinstance(parent, Section) and parent.active,
               tuple(url(context, u) for u in leaf_urls(item)))
        html = rendered.get(key)
        if html is None:
            html = rendered[key] = render(item, path, level, parent)
        return html

    return cr_nav_item
