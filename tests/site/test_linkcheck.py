"""The link check's reading of HTML: ids and links, whatever the markup around them."""

from __future__ import annotations

from pathlib import Path

import pytest

from sitegen.linkcheck import check_site, parse_html

CASES = [
    ('<a href="../b/#x">b</a>', set(), [("a.href", "../b/#x")]),
    ("<A HREF='x/'>", set(), [("a.href", "x/")]),
    ("<a href=x/ id=y>", {"y"}, [("a.href", "x/")]),
    ('<a title="a > b" href="x/">', set(), [("a.href", "x/")]),
    ('<a href="?a=1&amp;b=2">', set(), [("a.href", "?a=1&b=2")]),
    ('<a name="top"></a><p name="no">', {"top"}, []),
    ('<h2 id="613.3e">', {"613.3e"}, []),
    ('<!-- <a href="gone/"> -->', set(), []),
    ('<script src="s.js"></script><script>var a = "<a href=nowhere>";</script>', set(), [("script.src", "s.js")]),
    ('<style>a[href="x"] { }</style><link rel="stylesheet" href="c.css">', set(), [("link.href", "c.css")]),
    ('<img src="i.png" alt="<b>">', set(), [("img.src", "i.png")]),
    ('<form action="/search/"><input id="q"></form>', {"q"}, [("form.action", "/search/")]),
    # only tags with an attribute the check reads are matched: names in any case, spaces around "="
    ('<p class="x"><A TITLE="t" HREF = "a/" ID=\'b\'>', {"b"}, [("a.href", "a/")]),
    ('<a data-id="x" data-href="y" href=z/>', set(), [("a.href", "z/")]),
    ('<a href>', set(), []),
    # a script ends at its own end tag only
    ('<script>"</style><a href=r>"</script><a href=s>', set(), [("a.href", "s")]),
    ('<STYLE>a { }</style><a id=k>', {"k"}, []),
]


@pytest.mark.parametrize(("html", "ids", "links"), CASES, ids=[c[0][:40] for c in CASES])
def test_ids_and_links(html: str, ids: set[str], links: list[tuple[str, str]]) -> None:
    page = parse_html(html)
    assert page.ids == ids
    assert page.links == links


def test_broken_links_of_every_kind(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "index.html").write_text(
        '<a href="../b/">ok</a><a href="/b/#y">ok</a><a href="../c/">no file</a>'
        '<a href="../../x/">outside</a><a href="#nope">no id</a><a href="https://example.org/">external</a>'
        '<a href="mailto:x@example.org">mail</a>', encoding="utf-8")
    (tmp_path / "b").mkdir()
    (tmp_path / "b" / "index.html").write_text('<p id="y">', encoding="utf-8")
    problems = check_site(tmp_path)
    assert problems == [
        "a/index.html: a.href='../c/': no such file c/index.html",
        "a/index.html: a.href='../../x/': no such file outside the site",
        "a/index.html: a.href='#nope': no element with id 'nope'",
    ]


def test_the_build_fails_on_a_broken_anchor_in_raw_html(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """mkdocs does not look into raw HTML; the link check does."""
    import shutil

    from sitegen.pipeline import build

    root = Path(__file__).resolve().parents[2]
    (tmp_path / "project").mkdir()
    shutil.copy(root / "mkdocs.yml", tmp_path / "project" / "mkdocs.yml")
    shutil.copytree(root / "docs", tmp_path / "project" / "docs")
    (tmp_path / "project" / "sitegen").symlink_to(root / "sitegen")  # the theme's custom_dir
    (tmp_path / "project" / "docs" / "extra.md").write_text(
        '# Extra\n\n<p><a href="../rules/613/#613.3z">nowhere</a></p>\n', encoding="utf-8")
    assert build(tmp_path / "project", root / "rules_src", tmp_path / "site", strict=True, quiet=True) == 1
    err = capsys.readouterr().err
    assert "extra/index.html: a.href='../rules/613/#613.3z': no element with id '613.3z'" in err
    assert not (tmp_path / "site").exists()
