"""Japanese for the reader, ids for tools: no internal id in the text a reader sees.

The ids of the engine and the scenarios (``moon/printed:0``, ``e1:slogger``, ``c1``,
``lib-1``, ``cr613-2009:16``, event kinds like ``zone_change``) may appear in ``data-*``
attributes and the JSON only. Checked on every page and on the steps in every example's JSON.
"""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path

# Text in these elements is code or data shown as such (a scenario's path, a card definition).
SKIP = {"code", "pre", "script", "style", "svg"}
ID_PATTERNS = [
    re.compile(r"\b[a-z][\w-]*/printed:\d"),           # an effect of a printed ability
    re.compile(r"\b[a-z][\w-]*/counters[+-]"),         # a counters effect
    re.compile(r"\be\d+:[a-z]"),                       # an effect granted with others
    re.compile(r"\blib-\d+\b"),                        # a scenario's library card
    re.compile(r"\bcr613-2009:\d+"),                   # a source line
    re.compile(r"\b(zone_change|ability_triggered|combat_damage|turned_face_up)\b"),  # event kinds
    re.compile(r"\b[a-z]+-(ex|table)-\d"),            # an article example or table row by id
    re.compile(r"(?<![\w.])\d{3}\.\d+[a-z]?-\d+\b"),   # an example by id (613.3e-1)
    re.compile(r"\b(layer trace|event log|not yet executable)\b"),
]


class _Text(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.skip = 0
        self.parts: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in SKIP:
            self.skip += 1

    def handle_endtag(self, tag: str) -> None:
        if tag in SKIP and self.skip:
            self.skip -= 1

    def handle_data(self, data: str) -> None:
        if not self.skip:
            self.parts.append(data)


def visible_text(html: str) -> str:
    p = _Text()
    p.feed(html)
    return " ".join(p.parts)


ROOT = Path(__file__).resolve().parents[2]


def test_no_internal_id_in_what_a_reader_sees(built_site: Path) -> None:
    """Every generated page (the hand-written docs for contributors may name ids and fields)."""
    hand = {p.stem for p in (ROOT / "docs").glob("*.md")} - {"index"}
    found: list[str] = []
    for path in sorted(built_site.rglob("*.html")):
        if path.relative_to(built_site).parts[0] in hand:
            continue
        text = visible_text(path.read_text(encoding="utf-8"))
        for rx in ID_PATTERNS:
            for m in rx.finditer(text):
                found.append(f"{path.relative_to(built_site)}: {m.group(0)!r}")
    assert not found, "\n".join(found[:20])


def _card_texts(result: dict) -> list[str]:  # type: ignore[type-arg]
    """Texts quoted from cards (abilities, stack items, effects): they may contain any word."""
    out: list[str] = []
    for step in result.get("steps", []):
        for o in step.get("objects", []):
            out += o.get("abilities", [])
        out += [s.get("text", "") for s in step.get("stack", []) + step.get("pending", [])]
        out += [t.get("description", "") for t in step.get("trace", [])]
        out += [t.get("part", "") for t in step.get("trace", [])]
        for t in step.get("trace", []):
            out += [str(t.get("before", "")), str(t.get("after", ""))]
        for record in [e.get("record") for e in step.get("events", [])] + step.get("actions", []):
            out += _record_texts(record)
    return sorted({t for t in out if t}, key=len, reverse=True)


def _record_texts(value: object) -> list[str]:
    """The card texts quoted in a record (its ``{"text": …}`` arguments)."""
    if isinstance(value, list):
        return [t for v in value for t in _record_texts(v)]
    if isinstance(value, dict):
        if set(value) == {"text"}:
            return [str(value["text"])]
        return [t for v in value.values() for t in _record_texts(v)]
    return []


def test_steps_name_objects_by_their_cards(built_site: Path) -> None:
    """In every example's steps the objects are named by their cards, never by their ids."""
    found: list[str] = []
    files = sorted((built_site / "data" / "examples").glob("*.json"))
    assert len(files) >= 80
    for path in files:
        doc = json.loads(path.read_text(encoding="utf-8"))
        text = visible_text(doc["html"])
        for quoted in _card_texts(doc["result"]):
            text = text.replace(quoted, " ")
        ids = {o["id"] for s in doc["result"].get("steps", []) for o in s.get("objects", [])}
        for oid in sorted(ids):
            if re.search(r"(?<![\w\-/《])" + re.escape(oid) + r"(?![\w\-/》])", text):
                found.append(f"{doc['id']}: {oid}")
        for rx in ID_PATTERNS:
            found += [f"{doc['id']}: {m.group(0)!r}" for m in rx.finditer(text)]
    assert not found, "\n".join(found[:30])


def test_check_lines_are_words_not_python_values(built_site: Path) -> None:
    """✔/✘ lines show values in words: no ['black'], no True, no whole ability list on lacks_abilities."""
    bad: list[str] = []
    for path in sorted((built_site / "data" / "examples").glob("*.json")):
        doc = json.loads(path.read_text(encoding="utf-8"))
        for line in re.findall(r'<li class="cr-(?:ok|ng)"[^>]*>(.*?)</li>', doc["html"]):
            text = visible_text(line)
            if re.search(r"\[['\"]|\bTrue\b|\bFalse\b|\bNone\b|\{'", text):
                bad.append(f"{doc['id']}: {text}")
        lines = re.findall(r'<li class="cr-(?:ok|ng)"[^>]*data-field="lacks_abilities"[^>]*>(.*?)</li>', doc["html"])
        for step in doc["result"].get("steps", []):
            for o in step.get("objects", []):
                for c in step.get("checks", []):
                    if c["field"] == "lacks_abilities" and c["object"] == o["id"]:
                        others = [a for a in o.get("abilities", []) if a not in c["expected"] and len(a) > 8]
                        if any(a in line for a in others for line in lines):
                            bad.append(f"{doc['id']}: lacks_abilities prints the object's ability list")
    assert not bad, "\n".join(bad[:20])


def test_every_action_and_event_of_the_report_is_in_the_words_table(built_site: Path) -> None:
    """A line the table does not know would be shown in English: a new verb needs its words."""
    from sitegen import words
    from sitegen.text import TABLES

    report = json.loads((built_site / "data" / "report.json").read_text(encoding="utf-8"))
    unknown: set[str] = set()
    for entry in report["examples"].values():
        for step in entry.get("steps", []):
            for action in step.get("actions", []):
                if action.get("kind") not in TABLES["ja"].RECORDS:
                    unknown.add(f"action: {action}")
            for event in step.get("events", []):
                record = event.get("record") or {}
                if record.get("kind") not in TABLES["ja"].RECORDS or record["kind"].startswith("event.plain"):
                    unknown.add(f"{event['kind']}: {event['text'][:80]}")  # an event no record says more of
                assert event["kind"] in words.WORDS["event"], event["kind"]
    assert not unknown, "\n".join(sorted(unknown)[:30])


def test_example_headings_trace_counts_and_the_dependency_picture(built_site: Path) -> None:
    """Headings name the article (or rule) and the position; a trace's count is a count, not a
    step number; the dependency picture names the cards, has a legend and no clipped SVG text."""
    layers = (built_site / "articles" / "layers" / "index.html").read_text(encoding="utf-8")
    assert re.search(r'<h[3-6] class="cr-ex-heading" id="ex-layers-ex-3-h">種類別 の例 \d+</h', layers)
    rules = (built_site / "rules" / "613" / "index.html").read_text(encoding="utf-8")
    assert re.search(r'class="cr-example-label"[^>]*>613\.3e の例 1</a>', rules)
    doc = json.loads((built_site / "data" / "examples" / "layers-ex-2.json").read_text(encoding="utf-8"))
    html = doc["html"]
    assert re.search(r"<summary>種類別の適用 \d+ 件</summary>", html) and "layer trace" not in html
    figure = html[html.index('<figure class="cr-deps"'):html.index("</figure>")]
    assert "<figcaption>" in figure and "依存" in figure  # the legend
    assert "《血染めの月》" in figure and "《ヨーグモスの墳墓、アーボーグ》" in figure
    assert "<svg" not in figure and "printed:" not in visible_text(figure)


# Kana or kanji; a run of four English words once card names (《》), quoted card text (「」,
# "…") and mana symbols are taken out.
_JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
_ENGLISH_RUN = re.compile(r"[A-Za-z][\w'’-]*(?:[ ,]+[A-Za-z][\w'’-]*){3,}")


def english_in(label: str) -> str:
    """What makes an author's label or title English: '' when it reads as Japanese.

    >>> english_in("《灰色熊》が戦場に出る")
    ''
    >>> english_in("a creature enters under A's control")
    'no Japanese'
    >>> english_in("《魂の管理人》 triggers an additional time")
    "'triggers an additional time'"
    >>> english_in("「Whenever a creature dies, you gain 1 life」を持つ")
    ''
    """
    if not _JAPANESE.search(label):
        return "no Japanese"
    bare = re.sub(r"《[^》]*》|「[^」]*」|\"[^\"]*\"|\{[^}]*\}", " ", label)
    m = _ENGLISH_RUN.search(bare)
    return repr(m.group(0)) if m else ""


def test_step_labels_and_titles_are_japanese(built_site: Path) -> None:
    """The labels of the steps and the scenario titles a reader sees with every example and case
    are Japanese: the scenario's author writes them so (docs/scenarios.md), and English with a
    card name or two mixed in fails here."""
    bad: list[str] = []
    seen = 0
    for path in sorted((built_site / "data" / "examples").glob("*.json")):
        doc = json.loads(path.read_text(encoding="utf-8"))
        shown = re.findall(r'<p class="cr-step-label">手順 \d+: (.*?)</p>', doc["html"])
        shown += re.findall(r'<p class="cr-scenario-title">シナリオ: (.*?)</p>', doc["html"])
        for raw in shown:
            seen += 1
            why = english_in(visible_text(raw))
            if why:
                bad.append(f"{doc['result'].get('scenario') or doc['id']}: {why}: {visible_text(raw)[:90]}")
    assert seen >= 400, seen
    assert not bad, f"{len(bad)} labels or titles are not Japanese:\n" + "\n".join(bad[:30])


def test_case_titles_on_the_cases_page_are_japanese(built_site: Path) -> None:
    """A case's title is its heading on the cases page (and in search)."""
    html = "".join(p.read_text(encoding="utf-8") for p in sorted((built_site / "cases").glob("*/index.html")))
    titles = [visible_text(t) for t in re.findall(r'<h[2-6] class="cr-ex-heading"[^>]*>(.*?)</h[2-6]>', html)]
    titles = [t for t in titles if t.strip()]
    assert len(titles) >= 20
    bad = [t for t in titles if english_in(t)]
    assert not bad, "\n".join(bad)


def test_trace_values_are_in_words(built_site: Path) -> None:
    """The before → after values of the layer trace, its notes, the notes on what an ability
    exiled (607) and the rules version an example ran under are Japanese: type lines,
    colours, keywords and names in words (sitegen/words.py); card texts stay, quoted in 「」.
    (`Legendary Land — Mountain [{T}: Add {R}.]` was shown as the engine writes it.)"""
    bad: list[str] = []
    seen = 0
    for path in sorted((built_site / "data" / "examples").glob("*.json")):
        doc = json.loads(path.read_text(encoding="utf-8"))
        cells = re.findall(r'<span class="cr-change-item">(.*?)</span>', doc["html"])
        cells += re.findall(r'<td data-label="内容">[^<]*<br><small>(.*?)</small>', doc["html"])
        cells += re.findall(r'<td data-label="注">(.*?)</td>', doc["html"])  # 607's exiled-with notes
        cells += re.findall(r'<p class="cr-note cr-rules-version">(.*?)</p>', doc["html"])
        cells += re.findall(r'<p class="cr-sub">ゲームのルールへの効果（613\.11）: (.*?)</p>', doc["html"])
        for cell in cells:
            seen += 1
            text = re.sub(r"《[^》]*》|「[^」]*」", " ", visible_text(cell))
            m = re.search(r"[A-Za-z]{2,}", text)
            if m:
                bad.append(f"{doc['id']}: {m.group(0)!r} in {visible_text(cell)[:100]}")
    assert seen >= 150, seen
    assert not bad, "\n".join(sorted(set(bad))[:30])


def test_the_report_keeps_the_engines_values(built_site: Path) -> None:
    """The JSON for tools is not translated: the trace values stay as the engine wrote them."""
    report = json.loads((built_site / "data" / "report.json").read_text(encoding="utf-8"))
    values = {str(c.get(k)) for e in report["examples"].values() for s in e.get("steps", [])
              for t in s.get("trace", []) for c in t.get("changes", []) for k in ("before", "after")}
    assert "Legendary Land — Mountain [{T}: Add {R}.]" in values
    assert not any("伝説の土地" in v for v in values)
