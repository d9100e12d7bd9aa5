"""The client of `pagefind --service`: pages in, an index out, errors as SearchIndexError."""

from __future__ import annotations

from pathlib import Path

import pytest

from sitegen.search import (
    PagefindService,
    SearchIndexer,
    SearchIndexError,
    extended_executable,
    search_document,
)

PAGE = search_document("<h1 id='603.2'>603.2 誘発型能力</h1><p>誘発イベントが起こるたびに誘発する。</p>", "ja")


def test_pages_sent_while_the_dictionary_loads_are_indexed(tmp_path: Path) -> None:
    indexer = SearchIndexer()
    try:
        indexer.add_page("/rules/603/", PAGE)  # not waited for: the service is still loading
        indexer.add_page("/rules/607/", search_document("<h1>607 関連付けられた能力</h1>", "ja"))
        assert indexer.write(tmp_path) == 2
    finally:
        indexer.close()
    entry = (tmp_path / "pagefind" / "pagefind-entry.json").read_text(encoding="utf-8")
    assert '"ja"' in entry and '"page_count":2' in entry
    assert len(list((tmp_path / "pagefind" / "fragment").iterdir())) == 2


def test_writing_with_no_page_is_an_error(tmp_path: Path) -> None:
    indexer = SearchIndexer()
    try:
        with pytest.raises(SearchIndexError, match="no page was marked"):
            indexer.write(tmp_path)
    finally:
        indexer.close()


def test_an_error_response_fails_its_request_only() -> None:
    service = PagefindService(extended_executable())
    try:
        bad = service.request({"type": "AddFile", "index_id": 999, "file_path": None, "url": "/x/",
                               "file_contents": PAGE})
        with pytest.raises(SearchIndexError):
            bad.result(30)
        assert isinstance(service.call({"type": "NewIndex", "config": None}, timeout=30)["index_id"], int)
    finally:
        service.close()


def test_requests_fail_when_the_service_has_exited() -> None:
    service = PagefindService(extended_executable())
    service.close()
    with pytest.raises(SearchIndexError, match="pagefind exited"):
        service.call({"type": "NewIndex", "config": None}, timeout=30)
