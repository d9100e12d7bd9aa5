"""What the page's Web Worker calls, in Pyodide: a scenario as YAML text and the card files
as texts → the result as the static page shows it (the same renderer), or the error as
``build.py verify`` reports it (``file:line: message``) — never a traceback.

    >>> import json
    >>> answer = json.loads(run(json.dumps({"scenario": "steps: [\\n", "cards": {}})))
    >>> answer["error"]["line"], answer["error"]["message"], answer["error"]["text"]
    (1, 'not valid YAML: did not find expected node content', 'YAMLとして読めません: 「did not find expected node content」')
"""

from __future__ import annotations

import json
from typing import Any

from jinja2 import Template
from markupsafe import Markup

from ruletext.concordance import Concordance, parse_concordance
from ruletext.errors import InputError, says_of
from verify.inpage import run_text, stopped_by

from .example_html import example_detail, example_element, in_numbering, template_env, views_of
from .words import WORDS, Names

_templates: dict[str, Template] = {}


def _template(name: str) -> Template:
    if name not in _templates:
        _templates[name] = template_env().get_template(name)
    return _templates[name]


def render(ex_id: str, result: dict[str, Any]) -> dict[str, str]:
    """The example element for ``result`` (its text left empty: the page has it) and its steps
    (what "計算の経過" shows), as the static page renders them."""
    case = result.get("kind") == "case"
    views = views_of(result)
    element = example_element(_template("example.html.j2"), ex_id, "", Markup(""), 0, result, case=case, views=views)
    detail = example_detail(_template("example_detail.html.j2"), result, views)
    return {"html": str(element), "detail": str(detail or "")}


def run(request: str) -> str:
    """``{"scenario", "cards": {path: text}, "id"?, "path"?, "target"?: {text, numbering, source, line,
    kind}, "concordance"?: text, "seconds"?: number}`` (JSON) → ``{"result", "html", "detail"}``,
    ``{"error": {"path", "line", "message"}}`` or ``{"stopped": {"limit", "value"}}`` (JSON). With
    the concordance, the steps of an example of a dated source cite rules in its numbering, as on
    its page. ``seconds``: the run's wall time (the budget's, :mod:`engine.budget`; the page's
    limit, counted from the run's start): past it the run stops with ``stopped``.

    >>> loop = "example: x\\ntext: \x27\x27\\nsteps:\\n  - do:\\n      - enter: {id: c, count: 3000, object: {name: C, type_line: Creature, pt: 1/1}}\\n"
    >>> json.loads(run(json.dumps({"scenario": loop, "seconds": 0})))
    {'stopped': {'limit': 'seconds', 'value': 0.0}}
    """
    req = json.loads(request)
    target = req.get("target") or {}
    ex_id = str(req.get("id") or "playground")
    try:
        result = run_text(str(req.get("scenario", "")), dict(req.get("cards") or {}),
                          target_text=target.get("text"), numbering=str(target.get("numbering", "")),
                          source=str(target.get("source", "")), line=int(target.get("line", 0)),
                          kind=str(target.get("kind", "example")), path=str(req.get("path") or "scenario.yaml"),
                          seconds=None if req.get("seconds") is None else float(req["seconds"]))
    except InputError as err:
        stop = stopped_by(err)
        if stop is not None and stop.limit == "seconds":  # the page says it in its own words (its limit)
            return json.dumps({"stopped": {"limit": stop.limit, "value": stop.value}})
        return json.dumps({"error": {"path": err.path, "line": err.line, "message": err.message,
                                     "text": error_words(err), "typed": says_of(err) is not None}},
                          ensure_ascii=False)
    except RecursionError:
        return json.dumps({"error": {"path": "", "line": None, "message": "the engine recursed too deeply (a loop?)",
                                     "text": WORDS["error"]["recursion"]}}, ensure_ascii=False)
    except Exception as err:  # an engine bug: said in one line, as the CLI would not crash either
        return json.dumps({"error": {"path": "", "line": None,
                                     "message": f"internal error in the engine: {type(err).__name__}: {err}",
                                     "text": WORDS["error"]["internal"]}}, ensure_ascii=False)
    if req.get("concordance") and target.get("numbering"):  # a 2009 page cites 2009 numbers, as the site does
        concordance = _concordance(str(req["concordance"]))
        result = in_numbering(result, concordance, concordance.column(str(target["numbering"])))
    return json.dumps({"result": result, **render(ex_id, result)}, ensure_ascii=False)


# A first run imports what the engine imports only when it runs and compiles the result's
# templates: done while the engine starts (worker.js; at build time for the memory snapshot,
# sitegen/snapshot.mjs), so that the page's time limit counts the scenario's run only.
WARM_UP = """rule: "613.1"
title: 準備
question: 準備
steps:
  - label: ステップ 1
    do:
      - enter: {id: c1, object: {name: クリーチャー, type_line: Creature, colors: [black], pt: 2/2}}
      - effect: {id: e1, text: "Target creature gets +1/+1.", affected: target creature, targets: [c1], modify_pt: +1/+1}
"""


def warm_up(cards: str) -> str:
    """One run of :data:`WARM_UP` with the site's card files (``{path: text}``, JSON: the engine
    keeps them read, by their text, for the runs after it); its answer as :func:`run` gives it.

    >>> json.loads(warm_up("{}"))["result"]["status"]
    'pass'
    """
    return run(json.dumps({"scenario": WARM_UP, "cards": json.loads(cards)}))


def error_words(err: InputError) -> str:
    """An input error in the reader's words: its record (``err.says``), else what its cause is
    called (the file, the line and the English stay beside it, ``path``, ``line``, ``message``).

    >>> from verify.errors import YamlSyntaxError
    >>> error_words(YamlSyntaxError("s.yaml", 2, "not valid YAML: …"))
    'YAMLとして読めません'
    """
    return said_words(says_of(err), [cls.__name__ for cls in type(err).__mro__])


def said_words(says: dict[str, Any] | None, causes: list[str]) -> str:
    """An error's words from its record (``says``), else from the first of its ``causes`` (its
    classes, most particular first) the table names.

    >>> said_words(None, ["ScenarioError", "InputError"])
    'シナリオに誤りがあります'
    """
    if says is not None:
        return Names({}).say(says)
    for cause in causes:
        if cause in WORDS["error"]:
            return str(WORDS["error"][cause])
    return str(WORDS["error"]["InputError"])


_concordances: dict[str, Concordance] = {}


def _concordance(text: str) -> Concordance:
    if text not in _concordances:
        _concordances.clear()
        _concordances[text] = parse_concordance(text, "rules_src/concordance.yaml")
    return _concordances[text]
