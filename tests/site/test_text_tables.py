"""The text tables (sitegen/text/ja.py, en.py): every record kind and every word a reader
may see has an entry in both languages, and each template names only its kind's arguments."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path
from string import Formatter

import pytest
from jinja2 import Environment

from sitegen import inbrowser as _inbrowser
from sitegen.text import TABLES, Say
from verify.report import RECORD_KINDS


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in Formatter().parse(template) if name}


@pytest.mark.parametrize("lang", sorted(TABLES))
def test_every_record_kind_has_a_template(lang: str) -> None:
    records = TABLES[lang].RECORDS
    missing = sorted(set(RECORD_KINDS) - set(records))
    assert not missing, f"{lang}: no template for record kinds {missing}"
    unknown = sorted(set(records) - set(RECORD_KINDS))
    assert not unknown, f"{lang}: templates for kinds the engine does not have: {unknown}"
    for kind, template in records.items():
        extra = _fields(template) - set(RECORD_KINDS[kind].fields)
        assert not extra, f"{lang}: {kind}: {sorted(extra)} is not an argument of the kind"


def test_every_rule_argument_is_shown_in_japanese() -> None:
    """A rule number the engine cites is a field: the Japanese shows it (in the page's numbering)."""
    for kind, k in RECORD_KINDS.items():
        if "rule" in k.fields:
            assert "rule" in _fields(TABLES["ja"].RECORDS[kind]), kind


@pytest.mark.parametrize("lang", sorted(TABLES))
def test_every_kind_renders(lang: str) -> None:
    """Each kind renders with an argument of every type in place of its fields."""
    say = Say(lang)
    for kind, k in RECORD_KINDS.items():
        args = {f: {"object": "x", "incarnation": 0} for f in k.fields}
        assert say({"kind": kind, "args": args}), kind


def test_every_word_a_reader_may_see_has_an_entry_in_both_languages() -> None:
    """The registry keys and vocabulary words the site names: expectation fields (every scope),
    event kinds, zones, statuses, rule-number changes; an action is said by its records (above)."""
    from engine.events import EVENT_KINDS
    from engine.objects import ZONES
    from sitegen.results import STATUSES
    from verify.expectations import SCOPES

    wanted = {
        "field": {f for scope, reg in SCOPES.items() if scope != "player" for f in reg},
        "player_field": set(SCOPES["player"]) - set(TABLES["ja"].WORDS["field"]),
        "event": set(EVENT_KINDS), "zone": set(ZONES), "status": {*STATUSES, "unchecked"},
        "change": {"unchanged", "renumbered", "merged", "approximate", "new", "removed"},
    }
    for lang in ("ja", "en"):
        words = TABLES[lang].WORDS
        for table, keys in wanted.items():
            missing = sorted(k for k in keys if k not in words.get(table, {}))
            assert not missing, f"{lang} {table}: no entry for {missing}"


def test_both_languages_have_the_same_words() -> None:
    """en.py is complete: every table and key of ja.py, and no other (an English page or the
    command line never falls back to the engine's word)."""
    ja, en = TABLES["ja"].WORDS, TABLES["en"].WORDS
    assert sorted(ja) == sorted(en)
    for table in ja:
        assert sorted(set(ja[table]) - set(en[table])) == [], f"en {table}: missing"
        assert sorted(set(en[table]) - set(ja[table])) == [], f"en {table}: not in ja"
        for key, value in ja[table].items():  # the same fields to fill
            assert _fields(str(value)) == _fields(str(en[table][key])), f"{table}.{key}"


# -- the templates' words: every one a t("key") of the text tables --------------------------

TEMPLATES = Path(__file__).resolve().parents[2] / "sitegen" / "templates"
# Attributes whose value a reader sees or hears (a tooltip, a screen reader, a card's label on a phone).
_SHOWN_ATTRS = {"title", "aria-label", "placeholder", "alt", "data-label", "label"}
_LETTER = re.compile(r"[^\W\d_]")
_HOLE = "\ue000"  # where a template tag or expression was (a private-use character: no letter)
_KEY = re.compile(r"""\bt\(\s*["']([\w.]+)["']""")


class _Words(HTMLParser):
    """The text nodes and shown attribute values of an HTML fragment holding a letter."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.skip = 0
        self.found: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("style", "script", "code"):
            self.skip += 1
        self.found += [f"{tag} {name}=: {value}" for name, value in attrs
                       if name in _SHOWN_ATTRS and value and _LETTER.search(value.replace(_HOLE, ""))]

    def handle_endtag(self, tag: str) -> None:
        if tag in ("style", "script", "code"):
            self.skip = max(0, self.skip - 1)

    def handle_data(self, data: str) -> None:
        if not self.skip and _LETTER.search(data.replace(_HOLE, "")):
            self.found.append(" ".join(data.replace(_HOLE, " ").split()))


def template_literals(name: str, source: str) -> list[str]:
    r"""The words a template writes itself (not by a ``{{ … }}``): its literal text nodes and
    shown attributes, and in a markdown page its title; code, styles, scripts, markdown
    anchors (``{#id}``) and the front matter's other keys are not words.

    >>> template_literals("x.html.j2", '<p title="{{ t(\'a\') }}">{{ t("b") }}: <code>x y</code></p>')
    []
    >>> template_literals("x.html.j2", '<td data-label="状態">{{ x }} 件</td>')
    ['td data-label=: 状態', '件']
    >>> template_literals("x.md.j2", '---\ntitle: "検索"\ncr_search: true\n---\n{{ t("s") }} {#search}')
    ['"検索"']
    """
    from sitegen.example_html import TEMPLATE_SYNTAX

    parts = [value if kind == "data" else "\n" * value.count("\n") + _HOLE
             for _, kind, value in Environment(**TEMPLATE_SYNTAX).lex(source)]
    text = "".join(parts)
    if name.endswith(".md.j2"):
        if text.startswith("---"):
            end = text.index("---", 3) + 3
            text = "\n".join(re.findall(r"(?m)^title:(.*)$", text[:end])) + "\n" + text[end:]
        text = re.sub(r"\{#[^}]*\}", "", text)
    words = _Words()
    words.feed(text)
    words.close()
    return words.found


def test_templates_write_no_word_of_their_own() -> None:
    """Every word of sitegen/templates comes from the text table (``{{ t("key") }}``): a literal
    word put back in a template fails here."""
    found = [f"{path.name}: {w}" for path in sorted(TEMPLATES.glob("*.j2"))
             for w in template_literals(path.name, path.read_text(encoding="utf-8"))]
    assert not found, "\n".join(found)


def test_every_key_a_template_names_is_in_both_tables() -> None:
    """``t("key")`` (``table.key`` for another table) has an entry in every language; a prefix
    completed in the template (``t("edition_" ~ cr.language)``) in each of its completions."""
    from sitegen.text import ui

    keys = {k for path in TEMPLATES.glob("*.j2") for k in _KEY.findall(path.read_text(encoding="utf-8"))}
    assert len(keys) > 150, len(keys)
    completions = {"edition_": ("en", "ja"), "lang_": ("en", "ja"),
                   "change.": ("unchanged", "renumbered", "merged", "approximate", "new", "removed")}
    for lang in TABLES:
        for key in sorted(keys):
            for full in [key + c for c in completions[key]] if key in completions else [key]:
                ui(lang, full)  # a KeyError names the key


def test_every_page_label_is_used() -> None:
    """A label no template or module names is a word that does nothing."""
    ui_keys = set(TABLES["ja"].WORDS["ui"])
    root = TEMPLATES.parent
    sources = "\n".join(p.read_text(encoding="utf-8") for p in [*TEMPLATES.glob("*.j2"), *root.glob("*.py")])
    unused = sorted(k for k in ui_keys if f'"{k}"' not in sources and f"'{k}'" not in sources
                    and not any(f'"{k[:i]}"' in sources for i in range(len(k)) if k[i - 1:i] == "_"))
    assert not unused, unused


def test_every_ability_the_engine_writes_has_japanese() -> None:
    """A mana ability the engine writes (a basic land type's, 305.6, or a card's ``mana:``) has
    a Japanese entry in the text table, for every value the ability kind accepts."""
    from engine.keywords import ManaAbility
    from engine.linked import LINKED_VALUES

    made = [ManaAbility(m) for m in (*"WUBRGC", "chosen", "any")] + [ManaAbility(any_of=k) for k in LINKED_VALUES]
    for lang in TABLES:
        missing = [a.text for a in made if a.text not in TABLES[lang].WORDS["ability_text"]]
        assert not missing, f"{lang}: {missing}"
    assert all(TABLES["ja"].WORDS["ability_text"][a.text] != a.text for a in made)


def test_every_kind_of_effect_has_its_name() -> None:
    """A trace row names its effect by its typed kind (engine.effects.EFFECT_KINDS), never by
    its id: each kind has its words in both languages."""
    from engine.effects import EFFECT_KINDS

    for lang in TABLES:
        assert sorted(TABLES[lang].WORDS["effect_of"]) == sorted(EFFECT_KINDS), lang


def test_no_id_is_decoded_by_splitting() -> None:
    """The modules that turn the report into words read typed fields: none splits an id."""
    root = TEMPLATES.parent
    for name in ("words.py", "results.py", "example_html.py", "text/__init__.py"):
        source = (root / name).read_text(encoding="utf-8")
        assert not re.search(r"""\.(partition|rpartition|split)\(\s*["'][/:#]["']""", source), name


PLAYGROUND_JS = TEMPLATES.parent / "assets" / "playground" / "playground.js"
_JS_STRING = re.compile(r""""(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'""")
_JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def _js_code(source: str) -> str:
    """The playground's code without its comments (// to the end of a line, /* … */)."""
    source = re.sub(r"/\*.*?\*/", "", source, flags=re.S)
    return "\n".join(re.sub(r"(^|\s)//.*$", "", line) for line in source.splitlines())


def test_the_playground_writes_no_word_of_its_own() -> None:
    """Every word of playground.js is a t("key") of the text table's ``playground`` (written
    beside it as text.js): no string of its code holds a Japanese letter, every key it names is
    in both languages, and every entry is used."""
    code = _js_code(PLAYGROUND_JS.read_text(encoding="utf-8"))
    own = [s for s in _JS_STRING.findall(code) if _JAPANESE.search(s)]
    assert not own, own
    keys = set(re.findall(r"""\bt\(\s*["'](\w+)["']""", code)) | set(re.findall(r"""\[\s*"(tpl_\w+)",""", code))
    for lang in TABLES:
        table = TABLES[lang].WORDS["playground"]
        assert sorted(keys - set(table)) == [], lang
        assert sorted(set(table) - keys) == [], f"{lang}: unused"


# A Japanese letter (kana or kanji; not the punctuation a list is joined with: 、・《》「」).
_JA_LETTER = re.compile(r"[\u3041-\u3096\u30a1-\u30fa\u4e00-\u9fff]")
SCRIPTS = [TEMPLATES.parent / "assets" / name for name in ("cr.js", "cr-search.js")]


def test_the_scripts_of_every_page_write_no_word_of_their_own() -> None:
    """Every word cr.js and cr-search.js show is a t("key") of the text table's ``script``
    (written as assets/cr-text.js): no string of their code holds a Japanese letter, every key
    they name is in both languages, and every entry is used."""
    keys: set[str] = set()
    for path in SCRIPTS:
        code = _js_code(path.read_text(encoding="utf-8"))
        own = [s for s in _JS_STRING.findall(code) if _JA_LETTER.search(s)]
        assert not own, (path.name, own)
        keys |= set(re.findall(r"""\bt\(\s*["'](\w+)["']""", code))
    for lang in TABLES:
        table = TABLES[lang].WORDS["script"]
        assert sorted(keys - set(table)) == [], lang
        assert sorted(set(table) - keys) == [], f"{lang}: unused"


# Japanese in sitegen's code that is no word a reader is shown: text the sources themselves
# write, which the code looks for, and input the code makes for itself.
_NOT_SHOWN = {
    ("pages.py", "セルの背景色"): "a source's note about its presentation, recognised in the source",
    ("pages.py", r"(?<![\d.])\d{3}(?:\.\d{1,3}[a-z]?)?(?:\s*\(\d[a-z]\))?(?![\d年])"): "a pattern over the rule text",
    ("site.py", "カード名"): "the card tables' first column header, as the source writes it",
    ("inbrowser.py", _inbrowser.WARM_UP): "a scenario the engine warms up with as it starts, never shown",
    ("search.py", _WARM := '<html lang="ja"><body><h1>依存</h1><p>種類別の中での効果の適用順は依存関係によって変更される。'
                           '</p></body></html>'): "a page Pagefind indexes to warm up, never published",
}


def _code_literals(path: Path, japanese: bool = False) -> list[str]:
    """The string literals of a module that are not docstrings; with ``japanese``, those whose
    source holds a Japanese letter (a range written ``"\\u4e00"`` is none)."""
    import ast

    source = path.read_text(encoding="utf-8")
    tree = ast.parse(source)
    docs = {id(n.body[0].value) for n in ast.walk(tree)
            if isinstance(n, ast.Module | ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) and n.body
            and isinstance(n.body[0], ast.Expr) and isinstance(n.body[0].value, ast.Constant)}
    return [n.value for n in ast.walk(tree)
            if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docs
            and (not japanese or (_JA_LETTER.search(n.value)
                                  and _JA_LETTER.search(ast.get_source_segment(source, n) or "")))]


def _literals(path: Path) -> list[str]:
    return _code_literals(path, japanese=True)


def test_sitegen_writes_no_word_of_its_own() -> None:
    """No module of sitegen/ but the text tables holds a Japanese word in its code (its
    docstrings and comments may): the words a reader sees come from sitegen/text/ja.py."""
    root = TEMPLATES.parent
    found = []
    for path in sorted(root.rglob("*.py")):
        if path.parent.name == "text":
            continue
        for value in _literals(path):
            if (path.name, value) not in _NOT_SHOWN:
                found.append((path.relative_to(root).as_posix(), value[:60]))
    assert not found, found


def test_the_literals_let_through_are_there() -> None:
    """Each literal :data:`_NOT_SHOWN` lets through is still in its module (none is let through for nothing)."""
    root = TEMPLATES.parent
    for name, value in _NOT_SHOWN:
        assert value in _literals(root / name), name


def test_a_keyword_is_named_from_its_record() -> None:
    """A keyword ability reaches the page as the engine's record of it (its quality, cost or
    number typed: engine.abilities.Keyword.says, the report's ``keywords``), never by reading
    its English: no literal of sitegen/ holds "protection from", and every keyword the table
    names renders from its record."""
    from engine.keywords import Keyword
    from sitegen.words import keyword

    root = TEMPLATES.parent
    for path in sorted(p for p in root.rglob("*.py") if p.parent.name != "text"):
        assert not [v for v in _code_literals(path) if "rotection from" in v.lower()], path
    ja = TABLES["ja"].WORDS
    written = [*ja["keyword"], *(f"{k} 2" for k in ja["keyword_with"]), "Morph {2}{W}{W}",
               *(f"Protection from {c}" for c in ja["color"] if c != "colorless"), "Protection from artifacts"]
    records = {k: Keyword(k).says().to_json() for k in written}
    shown = [keyword(k, records) for k in written]
    assert not [(k, s) for k, s in zip(written, shown, strict=True) if s == k or _JA_LETTER.search(s) is None]
    assert keyword("Protection from blue", {}) == "Protection from blue"  # no record: not read from the text
    assert shown[written.index("Protection from blue")] == "プロテクション（青）"
