"""The Pagefind index (extended build: Japanese is segmented), started early.

Pagefind's extended binary loads its Japanese dictionary the first time it meets Japanese
text, which costs about a second. :class:`SearchIndexer` starts ``pagefind --service`` at
the beginning of the build and feeds it a throw-away Japanese page, so the dictionary is
loaded while the corpus is parsed and mkdocs runs.

Only the reference pages are searchable: rules, articles, cards (their page meta has
``cr_pagefind``, and their content carries ``data-pagefind-body``); the build sends each
to the index as mkdocs renders it. Permalink pages, the glossary and the verification
table are not indexed.

The service is spoken to by :class:`PagefindService`, a small synchronous client of its
protocol (each request and response is base64-encoded JSON ended by a comma). The
``pagefind`` package's own asyncio client polls for responses every 100 ms, which put
about 0.1 s on every request: 0.3 s of a 2 s build went waiting.
"""

from __future__ import annotations

import base64
import contextlib
import html
import json
import os
import queue
import shutil
import subprocess
import threading
from concurrent.futures import Future
from pathlib import Path
from typing import Any

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


def search_document(content: str, lang: str) -> str:
    """What Pagefind indexes of a page: its language and its searchable part, the page's
    content (``data-pagefind-body``; the theme's override puts exactly this in it).

    >>> search_document("<h1>依存</h1>", "ja")
    '<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"></head><body><div data-pagefind-body><h1>依存</h1></div></body></html>'
    """
    return (f'<!DOCTYPE html><html lang="{html.escape(lang)}"><head><meta charset="utf-8"></head>'
            f'<body><div data-pagefind-body>{content}</div></body></html>')


class PagefindService:
    """``pagefind --service`` in a subprocess; :meth:`request` returns a future of the response payload.

    Requests are written at once and may be pipelined; a reader thread resolves each
    future as its response arrives. An ``Error`` response, or the service exiting, fails
    the future with :class:`SearchIndexError`.
    """

    def __init__(self, executable: Path) -> None:
        # At a lower priority (all its threads): it has until the end of mkdocs to load its
        # dictionary and index the pages, and the build's own work must not wait for it.
        nice = shutil.which("nice")
        command = [*([nice, "-n", "10"] if nice else []), str(executable), "--service"]
        try:
            self._proc = subprocess.Popen(
                command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        except OSError as err:
            raise SearchIndexError(f"{executable}: {err.strerror or err}") from None
        self._lock = threading.Lock()
        self._pending: dict[int, Future[dict[str, Any]]] = {}
        self._last_id = 0
        self._exit_status: int | None = None
        # Requests go through a queue to a writer thread: a page of a megabyte must not hold
        # up the build while the service, busy with its dictionary, reads its pipe slowly.
        self._outbox: queue.SimpleQueue[bytes | None] = queue.SimpleQueue()
        self._writer = threading.Thread(target=self._write, name="pagefind-writer", daemon=True)
        self._writer.start()
        self._reader = threading.Thread(target=self._read, name="pagefind-reader", daemon=True)
        self._reader.start()

    def request(self, payload: dict[str, Any]) -> Future[dict[str, Any]]:
        future: Future[dict[str, Any]] = Future()
        with self._lock:
            if self._exit_status is not None:
                future.set_exception(SearchIndexError(f"pagefind exited (status {self._exit_status})"))
                return future
            self._last_id += 1
            message = {"message_id": self._last_id, "payload": payload}
            self._pending[self._last_id] = future
            # UTF-8 JSON (half the size of \u escapes for Japanese), base64, a comma after it
            self._outbox.put(base64.b64encode(json.dumps(message, ensure_ascii=False).encode("utf-8")) + b",")
        return future

    def _write(self) -> None:
        stdin = self._proc.stdin
        assert stdin is not None
        while (data := self._outbox.get()) is not None:
            try:
                stdin.write(data)
                stdin.flush()
            except (OSError, ValueError):  # the service has exited (the reader fails the futures)
                break
        with contextlib.suppress(OSError):
            stdin.close()

    def call(self, payload: dict[str, Any], timeout: float = 300) -> dict[str, Any]:
        """Send a request and wait for its response."""
        return self.request(payload).result(timeout)

    def _read(self) -> None:
        assert self._proc.stdout is not None
        fd = self._proc.stdout.fileno()
        buffer = b""
        while chunk := os.read(fd, 1 << 16):
            buffer += chunk
            *messages, buffer = buffer.split(b",")
            for raw in messages:
                self._dispatch(raw)
        status = self._proc.wait()
        with self._lock:
            pending, self._pending = self._pending, {}
            self._exit_status = status
        for future in pending.values():
            future.set_exception(SearchIndexError(f"pagefind exited (status {status})"))

    def _dispatch(self, raw: bytes) -> None:
        try:
            response = json.loads(base64.b64decode(raw))
        except ValueError:
            return  # not a protocol message
        if not isinstance(response, dict):
            return
        payload = response.get("payload") or {}
        message_id = response.get("message_id")
        if message_id is None and payload.get("original_message"):
            # a request the service could not parse comes back with the request itself
            try:
                message_id = json.loads(payload["original_message"]).get("message_id")
            except (ValueError, AttributeError):
                message_id = None
        with self._lock:
            future = self._pending.pop(message_id, None) if isinstance(message_id, int) else None
        if future is None:
            return
        if payload.get("type") == "Error":
            future.set_exception(SearchIndexError(str(payload.get("message", "unknown error"))))
        else:
            future.set_result(payload)

    def close(self, wait: bool = True) -> None:
        """Close its input: the service exits. ``wait``: until it has (not needed when this
        process is about to exit too)."""
        self._outbox.put(None)  # the writer closes stdin after what is queued
        if not wait:
            return
        self._writer.join(10)
        try:
            self._proc.wait(10)
        except subprocess.TimeoutExpired:
            self._proc.kill()
            self._proc.wait()
        self._reader.join(10)


class SearchIndexer:
    """A Pagefind service warming up in the background.

    Pages are fed to it as mkdocs converts them (:meth:`add_page`, not waited for: Pagefind
    indexes on the other core while mkdocs goes on); :meth:`start_writing` writes the index
    once they are all in, while mkdocs renders the pages; :meth:`write` waits for it.

    >>> indexer = SearchIndexer()
    >>> indexer.add_page("/rules/613/", '<html lang="ja"><body><h1>依存</h1></body></html>')
    >>> import tempfile; out = Path(tempfile.mkdtemp())
    >>> indexer.write(out)
    1
    >>> (out / "pagefind" / "pagefind-ui.js").exists()
    True
    >>> indexer.close()
    """

    def __init__(self) -> None:
        self._service = PagefindService(extended_executable())
        # Both indexes are made before the warm-up page is sent: the service answers in order,
        # and nothing may wait behind the dictionary load (about a second).
        warm = self._new_index()
        self._index_id = self._new_index()
        # Not waited for: the dictionary loads while the build goes on.
        self._warm_up = self._add(warm, "/warm-up/", _WARM_UP)
        self._added: list[tuple[str, Future[dict[str, Any]]]] = []
        self._written: Future[int] | None = None

    def _new_index(self) -> int:
        return int(self._service.call({"type": "NewIndex", "config": None}, timeout=30)["index_id"])

    def _add(self, index_id: int, url: str, html: str) -> Future[dict[str, Any]]:
        return self._service.request(
            {"type": "AddFile", "index_id": index_id, "file_path": None, "url": url, "file_contents": html})

    def wait_ready(self, timeout: float = 60) -> None:
        """Block until the Japanese dictionary is loaded (for benchmarks)."""
        self._warm_up.result(timeout)

    def add_page(self, url: str, html: str) -> None:
        """Send one built page (its site URL, ``/rules/613/``, and its HTML) to the index."""
        self._added.append((url, self._add(self._index_id, url, html)))

    def start_writing(self, site_dir: Path, timeout: float = 300) -> None:
        """Write the index into ``site_dir/pagefind`` once every page added is indexed, in a
        thread: mkdocs renders its pages meanwhile. :meth:`write` waits for it."""
        if self._written is not None:
            return
        self._written = Future()
        threading.Thread(target=self._write_index, args=(site_dir.resolve(), timeout, self._written),
                         name="pagefind-write", daemon=True).start()

    def _write_index(self, site_dir: Path, timeout: float, done: Future[int]) -> None:
        try:
            if not self._added:
                raise SearchIndexError("no page was marked for the search index (cr_pagefind)")
            for url, future in self._added:
                try:
                    future.result(timeout)
                except SearchIndexError as err:
                    raise SearchIndexError(f"{url}: {err}") from None
            self._service.call({"type": "WriteFiles", "index_id": self._index_id,
                                "output_path": str(site_dir / "pagefind")}, timeout)
        except Exception as err:  # noqa: BLE001 - raised again by write()
            done.set_exception(err)
        else:
            done.set_result(len(self._added))

    def write(self, site_dir: Path, timeout: float = 300) -> int:
        """Write the index of the pages added into ``site_dir/pagefind`` (or wait for
        :meth:`start_writing` to have done it); the number of pages indexed."""
        self.start_writing(site_dir, timeout)
        assert self._written is not None
        try:
            count = self._written.result(timeout)
        except SearchIndexError as err:
            raise SearchIndexError(f"pagefind: {err}") from None
        if not (site_dir / "pagefind" / "pagefind-ui.js").exists():
            raise SearchIndexError("pagefind: no pagefind/pagefind-ui.js was written")
        return count

    def close(self, wait: bool = True) -> None:
        """Stop the service (``wait``: until it has exited)."""
        self._service.close(wait)
