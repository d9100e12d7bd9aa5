"""The Pagefind service behind SearchIndex: pages in, an index out, errors as SearchIndexError."""

from __future__ import annotations

from pathlib import Path

import pytest

from sitegen.search import SearchIndex, SearchIndexError, search_document

PAGE = search_document("<h1 id='603.2'>603.2 誘発型能力</h1><p>誘発イベントが起こるたびに誘発する。</p>", "ja")


def test_pages_are_indexed_and_the_index_written(tmp_path: Path) -> None:
    index = SearchIndex()  # its dictionary loads from now on
    try:
        index.add("/rules/603/", PAGE)
        index.add("/rules/607/", search_document("<h1>607 関連付けられた能力</h1>", "ja"))
        assert index.write(tmp_path) == 2
    finally:
        index.close()
    entry = (tmp_path / "pagefind" / "pagefind-entry.json").read_text(encoding="utf-8")
    assert '"ja"' in entry and '"page_count":2' in entry
    assert len(list((tmp_path / "pagefind" / "fragment").iterdir())) == 2


def test_pages_are_sent_without_reading_an_answer_and_all_indexed(tmp_path: Path) -> None:
    """Pages are sent without waiting: the answers to these (each names its long title) fill the
    pipe back many times over before the index is written, and nothing blocks or is lost."""
    index = SearchIndex()
    try:
        for n in range(150):
            index.add(f"/p/{n}/", search_document(f"<h1>{n} {'依存' * 300}</h1><p>効果 {n}</p>", "ja"))
        assert index.write(tmp_path) == 150
    finally:
        index.close()
    assert '"page_count":150' in (tmp_path / "pagefind" / "pagefind-entry.json").read_text(encoding="utf-8")


def test_writing_with_no_page_is_an_error(tmp_path: Path) -> None:
    index = SearchIndex()
    try:
        with pytest.raises(SearchIndexError, match="no page was marked"):
            index.write(tmp_path)
    finally:
        index.close()


def test_an_error_response_is_a_search_index_error(tmp_path: Path) -> None:
    index = SearchIndex()
    try:
        index._index_id = 999  # an index the service does not have
        index.add("/x/", PAGE)
        with pytest.raises(SearchIndexError, match="/x/"):
            index.write(tmp_path)
    finally:
        index.close()


def test_a_service_that_has_exited_is_a_search_index_error(tmp_path: Path) -> None:
    index = SearchIndex()
    index._proc.kill()
    index._proc.wait()
    with pytest.raises(SearchIndexError, match="pagefind exited"):
        index.add("/x/", PAGE)  # sent at once
        index.write(tmp_path)
    index.close()


def test_a_missing_binary_is_a_search_index_error(tmp_path: Path) -> None:
    with pytest.raises(SearchIndexError, match="nowhere"):
        SearchIndex(tmp_path / "nowhere")
