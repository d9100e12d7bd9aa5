"""Rule text → HTML: escaping, our own links, nothing else."""

from __future__ import annotations

import re

from ruletext.model import CardMention, Ref, Term
from sitegen.render import StaticLinker, escape_md_heading, render_inline
from sitegen.site import relative

LINKER = StaticLinker({"613.6": ("../613/#613.6", '613.6 "タイムスタンプ" <b>')})


def test_script_in_rule_text_is_inert() -> None:
    html = render_inline("前<script>alert(1)</script>後 <img src=x onerror=alert(1)>")
    assert "<script" not in html and "<img" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html


def test_javascript_link_in_rule_text_is_not_a_link() -> None:
    html = render_inline("[押す](javascript:alert(1)) <a href=\"javascript:alert(1)\">x</a> <javascript:alert(1)>")
    assert "<a" not in html
    assert 'href="javascript' not in html


def test_markdown_is_not_interpreted() -> None:
    html = render_inline("*強調* `code` # 見出し &amp; 1. list")
    assert html == "*強調* `code` # 見出し &amp;amp; 1. list"


def test_reference_is_a_link_with_escaped_preview() -> None:
    text = "rule 613.6 参照"
    html = render_inline(text, refs=[Ref("rule 613.6", 0, 10, "613.6", True)], linker=LINKER)
    assert html.startswith('<a class="cr-ref" href="../613/#613.6" data-ref="613.6" ')
    assert 'data-preview="613.6 &quot;タイムスタンプ&quot; &lt;b&gt;"' in html
    assert html.endswith("</a> 参照")


def test_reference_outside_the_corpus_is_marked_not_linked() -> None:
    html = render_inline("rule 706 参照", refs=[Ref("rule 706", 0, 8, "706", False)], linker=LINKER)
    assert "<a" not in html
    assert 'class="cr-ref cr-ref-outside"' in html and 'data-ref="706"' in html


def test_spans_keep_their_text_and_order() -> None:
    text = "《十字軍》と関連している／linkedとrule 613.6"
    html = render_inline(
        text,
        refs=[Ref("rule 613.6", 24, 34, "613.6", True)],
        terms=[Term("関連している", "linked", 6, 18)],
        cards=[CardMention("十字軍", None, 0, 5)],
        linker=LINKER,
    )
    assert re.sub(r"<[^>]+>", "", str(html)) == text
    assert '<span class="cr-card">《十字軍》</span>' in html
    assert 'class="cr-term"' in html


def test_malicious_span_target_stays_in_an_attribute() -> None:
    linker = StaticLinker({'x" onmouseover="alert(1)': ('#"><script>', "p")})
    html = render_inline("rule x", refs=[Ref("rule x", 0, 6, 'x" onmouseover="alert(1)', True)], linker=linker)
    assert "<script" not in html and '" onmouseover' not in html


def test_crlf_keeps_offsets() -> None:
    html = render_inline("a\r\nrule 613.6", refs=[Ref("rule 613.6", 3, 13, "613.6", True)], linker=LINKER)
    assert ">rule 613.6</a>" in html


def test_markdown_heading_escape() -> None:
    assert escape_md_heading("<script>") == "&lt;script&gt;"
    assert escape_md_heading("a {#x}") == "a \\{\\#x\\}"


def test_relative_links() -> None:
    assert relative("rules/613/", "rules/603/#603.2") == "../603/#603.2"
    assert relative("rules/613/", "rules/613/#613.3e") == "#613.3e"
    assert relative("613.3e/", "rules/613/#613.3e") == "../rules/613/#613.3e"
    assert relative("", "glossary/") == "glossary/"


def test_relative_path_is_posixpath_relpath() -> None:
    """relative() takes the segments after the common ones: what posixpath.relpath gives, also
    for the URLs it normalises (a '.' or '..' segment, '//')."""
    import itertools
    import posixpath

    from sitegen.site import _relpath

    urls = ["", "rules/", "rules/613/", "rules/603/", "rules/6130/", "data/examples/a.json", "a/b/c/", "a/b/",
            "a/", "x/../y/", "./rules/", "rules//613/", "rules/613/index.html", "../up/"]
    for path, start in itertools.product(urls, urls):
        assert _relpath(path, start) == posixpath.relpath("/" + path, "/" + start), (path, start)
