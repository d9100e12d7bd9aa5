"""Done when (issue 19): sitegen/ holds no regular expression over engine or verify output —
the words reach the page from typed records (sitegen/text/). Every regular expression of
sitegen/*.py is listed here with what it reads; a new one fails until it is listed, and none
may read what the engine or verify wrote (a record's English, a trace value, an id)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
_RE_CALLS = {"compile", "match", "search", "sub", "subn", "fullmatch", "finditer", "findall", "split"}

# file:scope (the function, or the module-level name it is assigned to) → what it reads
READS = {
    "sitegen/guard.py:describe": "the text shutil.Error gives an OS error of a copy ([Errno N])",
    "sitegen/linkcheck.py:_ATTR": "the built HTML (links and anchors)",
    "sitegen/linkcheck.py:_RAW": "the built HTML (comments, scripts, styles skipped)",
    "sitegen/linkcheck.py:_TAG": "the built HTML (links and anchors)",
    "sitegen/numbers.py:NUMBER_RE": "a rule number of rules_src or of an address (613.8a)",
    "sitegen/official.py:_CITATION": "an official CR file's rule text (its citations)",
    "sitegen/official.py:_DATE": "an official CR file's version (its date)",
    "sitegen/pages.py:_NUMBER": "a concordance note of rules_src (rule numbers kept whole)",
    "sitegen/pages.py:_plain_title": "a page title of rules_src (characters a title attribute drops)",
    "sitegen/pages.py:example_json": "an example id, to a file name",
    "sitegen/pages.py:make_env": "an id, to an anchor (the rid filter)",
    "sitegen/pipeline.py:page_language": "a page's front matter lang and the html element mkdocs wrote",
    "sitegen/playground.py:_node_error": "node's own error output when the engine's memory snapshot fails (a build warning)",
    "sitegen/rawhtml.py:_CLOSE": "hand-written docs' raw HTML blocks",
    "sitegen/rawhtml.py:_ID": "hand-written docs' raw HTML blocks",
    "sitegen/rawhtml.py:_OPEN": "hand-written docs' raw HTML blocks",
    "sitegen/rawhtml.py:_PARAGRAPH": "the placeholder rawhtml.py itself wrote",
    "sitegen/site.py:card_anchor": "a card name of rules_src, to an anchor",
    "sitegen/site.py:slug": "a name of rules_src, to an anchor",
    "sitegen/site.py:term_anchor": "a glossary term of rules_src, to an anchor",
}


def regex_scopes(root: Path = ROOT) -> set[str]:
    """Where ``root``'s sitegen/*.py calls ``re.*`` (``file:scope``)."""
    found: set[str] = set()

    def visit(node: ast.AST, scope: str, path: str) -> None:
        for child in ast.iter_child_nodes(node):
            inner = scope
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                inner = f"{scope}.{child.name}" if scope else child.name
            elif isinstance(child, ast.Assign | ast.AnnAssign) and not scope:
                target = child.targets[0] if isinstance(child, ast.Assign) else child.target
                inner = target.id if isinstance(target, ast.Name) else scope
            if (isinstance(child, ast.Call) and isinstance(child.func, ast.Attribute) and child.func.attr in _RE_CALLS
                    and isinstance(child.func.value, ast.Name) and child.func.value.id == "re"):
                found.add(f"{path}:{inner}")
            visit(child, inner, path)

    for file in sorted((root / "sitegen").rglob("*.py")):
        visit(ast.parse(file.read_text(encoding="utf-8")), "", file.relative_to(root).as_posix())
    return found


def test_every_regular_expression_of_sitegen_reads_no_engine_output() -> None:
    found = regex_scopes()
    assert sorted(found - set(READS)) == [], "a regular expression not listed in READS: what does it read?"
    assert sorted(set(READS) - found) == [], "listed, but no longer there"


def test_a_new_regular_expression_is_found(tmp_path: Path) -> None:
    """The scan can fail: words.py had 33 action and 62 event regexes over the engine's English."""
    (tmp_path / "sitegen").mkdir()
    (tmp_path / "sitegen" / "words.py").write_text(
        "import re\n_ENTERS = re.compile(r'(\\w+) enters')\n\ndef action_words(line):\n"
        "    return re.sub(r'counter\\(s\\)', 'カウンター', line)\n", encoding="utf-8")
    assert regex_scopes(tmp_path) == {"sitegen/words.py:_ENTERS", "sitegen/words.py:action_words"}
