"""The Pagefind index (extended build: Japanese is segmented), started early.

Pagefind's extended binary loads its Japanese dictionary the first time it meets Japanese
text, which costs about a second. :class:`SearchIndexer` starts the Pagefind service in a
background thread at the beginning of the build and feeds it a throw-away Japanese page,
so the dictionary is loaded while the corpus is parsed and mkdocs runs; indexing the built
site afterwards takes a fraction of a second.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import threading
from pathlib import Path
from typing import Any

# Only the reference pages are searchable: rules, articles, cards (each also carries
# data-pagefind-body); permalink pages, the glossary and the verification table are not.
GLOB = "{rules,articles,cardlist}/**/*.html"
_WARM_UP = '<html lang="ja"><body><h1>依存</h1><p>種類別の中での効果の適用順は依存関係によって変更される。</p></body></html>'


class SearchIndexError(Exception):
    pass


def extended_executable() -> Path:
    """The extended Pagefind binary; the plain one does not segment Japanese."""
    try:
        from pagefind_bin_extended import get_executable  # type: ignore[import-untyped]
    except ImportError:
        raise SearchIndexError("pagefind_bin_extended is not installed (pagefind[extended])") from None
    exe = Path(get_executable())
    if "extended" not in exe.name:
        raise SearchIndexError(f"{exe}: not the extended Pagefind binary")
    return exe


class SearchIndexer:
    """A Pagefind service warming up in a background thread; :meth:`index` a site with it."""

    def __init__(self) -> None:
        extended_executable()
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="pagefind", daemon=True)
        self.thread.start()
        self._service: concurrent.futures.Future[Any] = asyncio.run_coroutine_threadsafe(self._start(), self.loop)

    async def _start(self) -> Any:
        from pagefind.service import PagefindService

        service = await PagefindService().launch()
        warm = await service.create_index()
        await warm.add_html_file(content=_WARM_UP, url="/warm-up/")
        await warm.delete_index()
        return service

    async def _index(self, site_dir: Path) -> int:
        service = await asyncio.wrap_future(self._service)
        index = await service.create_index()
        result = await index.add_directory(str(site_dir), glob=GLOB)
        await index.write_files(output_path=str(site_dir / "pagefind"))
        await index.delete_index()
        return int(result.get("page_count", 0))

    def index(self, site_dir: Path, timeout: float = 300) -> int:
        """Index the built site into ``site_dir/pagefind``; the number of pages indexed."""
        try:
            count = asyncio.run_coroutine_threadsafe(self._index(site_dir.resolve()), self.loop).result(timeout)
        except Exception as err:  # the service reports its own errors as exceptions
            raise SearchIndexError(f"pagefind: {err}") from None
        if not (site_dir / "pagefind" / "pagefind-ui.js").exists():
            raise SearchIndexError("pagefind: no pagefind/pagefind-ui.js was written")
        return count

    def close(self) -> None:
        async def _close() -> None:
            try:
                service = await asyncio.wrap_future(self._service)
            except Exception:  # noqa: BLE001 - it never started; nothing to close
                return
            await service.close()

        try:
            asyncio.run_coroutine_threadsafe(_close(), self.loop).result(30)
        finally:
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join(10)
            self.loop.close()
