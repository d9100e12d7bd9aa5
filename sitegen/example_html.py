"""An example's element with its computed result, as HTML: one function for the static pages
(:class:`sitegen.pages.Pages`) and for the engine in the browser (:mod:`sitegen.inbrowser`),
so that a result run on the page looks exactly like the one the build wrote.

Needs jinja2, markupsafe and sitegen's results.py and words.py only (it is part of the wheel
the browser loads).

>>> env = template_env()
>>> html = example_element(env.get_template("example.html.j2"), "x-1", "例", Markup("text"), 0,
...                        {"status": "pass", "steps": []})
>>> 'data-status="pass"' in html, "● 実行のみ（確認なし）" in html  # a run that checked nothing
(True, True)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from jinja2 import (
    BaseLoader,
    Environment,
    PackageLoader,
    StrictUndefined,
    Template,
    pass_context,
    select_autoescape,
)
from jinja2.runtime import Context
from markupsafe import Markup

from .results import DATA_STATUS, STATUS_LABEL, STATUSES, ResultNotes, StepView, step_views, summary
from .text import ui
from .words import Names

if TYPE_CHECKING:
    from ruletext.concordance import Concordance

# How our templates are written: the options of every Environment that renders them.
TEMPLATE_SYNTAX: dict[str, Any] = {
    "trim_blocks": True,
    "lstrip_blocks": True,
    "keep_trailing_newline": True,
    # "{#id}" is markdown (attr_list) in our pages; template comments are written {#- … -#}.
    "comment_start_string": "{#-",
    "comment_end_string": "-#}",
}


@pass_context
def _t(context: Context, key: str, lang: str = "", **fields: object) -> str:
    """``{{ t("key") }}`` in a template: the page's label from the text table of the page's
    language (the context's ``lang``, Japanese unless a page says otherwise; ``lang=`` for a
    part marked in another language)."""
    return ui(lang or str(context.get("lang") or "ja"), key, **fields)


def template_env(loader: BaseLoader | None = None, **options: Any) -> Environment:
    """An environment for sitegen/templates (autoescaped, strict about undefined names); every
    word of a template is a ``t("key")`` lookup in sitegen/text (tests/site/test_text_tables.py)."""
    env = Environment(
        loader=loader or PackageLoader("sitegen", "templates"),
        autoescape=select_autoescape(default=True, default_for_string=True),
        undefined=StrictUndefined,
        **TEMPLATE_SYNTAX,
        **options,
    )
    env.globals["t"] = _t
    return env


def compact(html: str) -> Markup:
    """An HTML fragment as one raw HTML block: no blank lines, no indentation (markdown-safe)."""
    return Markup("\n".join(line.strip() for line in str(html).splitlines() if line.strip()))


def views_of(result: dict[str, Any]) -> list[StepView]:
    """The steps of ``result`` as the reader sees them (:func:`sitegen.results.step_views`)."""
    return step_views(result, Names.of_result(result))


def example_element(template: Template, ex_id: str, label: str, text: Markup, heading: int,
                    result: dict[str, Any], case: bool = False, detail_src: str = "",
                    views: list[StepView] | None = None) -> Markup:
    """The example (card-table row, or free-standing case when ``case``) ``ex_id`` with its text
    and ``result`` (the report entry, ``ExampleResult.to_dict()``), results first, rendered by
    ``example.html.j2``; its steps (:func:`example_detail`) are loaded from ``detail_src``.
    ``views``: ``views_of(result)``, when the caller has them already."""
    status = str(result.get("status", "unexecuted"))
    status = status if status in STATUSES else "error"
    views = views_of(result) if views is None else views
    shown = summary(result, views)
    label_key = "unchecked" if status == "pass" and not shown.total_checks else status
    html = template.render(
        case=case,
        ex_id=ex_id,
        label=label,
        heading=heading,
        text=text,
        result=ResultNotes.of(result),
        status=status,
        data_status=DATA_STATUS[status],
        detail=status if status in ("stale", "error") else "",
        status_label=STATUS_LABEL[label_key],
        summary=shown,
        detail_src=detail_src,

    )
    return compact(html)


def example_detail(template: Template, result: dict[str, Any], views: list[StepView] | None = None) -> Markup | None:
    """The steps of ``result`` as the page shows them when "計算の経過" is opened
    (``example_detail.html.j2``); None when it has none. ``views`` as for :func:`example_element`."""
    views = views_of(result) if views is None else views
    if not views:
        return None
    return compact(template.render(result=ResultNotes.of(result), steps=views))


def in_numbering(entry: dict[str, Any], concordance: Concordance, to: str) -> dict[str, Any]:
    """The engine and the scenarios cite today's rules: a step's records cite them as rule
    fields (``{"rule": "613.7e"}``), each mapped to the numbering ``to`` (a concordance
    column: a 2009 page cites 613.6d, not 613.7e) by :meth:`Concordance.renumber`, and the
    step labels the scenario's author wrote by :meth:`Concordance.renumber_text`; card texts
    and values are left as they are. ``entry`` itself is returned when ``to`` is today's
    numbering (or unknown)."""
    if to in ("", "current") or not entry.get("steps"):
        return entry

    def renumber(value: Any) -> Any:
        if isinstance(value, list):
            return [renumber(v) for v in value]
        if isinstance(value, dict):
            if set(value) == {"rule"}:
                return {"rule": concordance.renumber(str(value["rule"]), "current", to) or value["rule"]}
            return {k: renumber(v) for k, v in value.items()}
        return value

    steps = [{**renumber(s), "label": concordance.renumber_text(str(s.get("label", "")), "current", to)}
             if isinstance(s, dict) else s for s in entry["steps"]]
    return {**entry, "steps": steps, "numbering": to}
