"""The Pagefind index (extended build: Japanese is segmented), its dictionary loaded early.

Pagefind's extended binary loads its Japanese dictionary the first time it meets Japanese
text, which takes about a second. :class:`SearchIndex` starts ``pagefind --service`` when
the build starts and gives it a throw-away Japanese page at once, so the dictionary loads
while the build parses and verifies; each searchable page goes to it as soon as mkdocs has
converted it, and the ``index`` phase writes the index. The service reads its requests on a
thread of its own and queues its answers, so a page is sent without waiting for anything:
the answers are read when the index is written, by which time Pagefind has indexed the pages
on the other core while the build went on.

Only the reference pages are searchable: rules, articles, cards (their page meta has
``cr_pagefind``; what is indexed is their content, :func:`search_document`).

The service's protocol is Pagefind's documented one (the ``pagefind`` package speaks it
too, but polls for each response every 100 ms): each request is base64-encoded JSON
``{"message_id", "payload"}`` followed by a comma, each response likewise.
"""

from __future__ import annotations

import base64
import contextlib
import html
import json
import os
import subprocess
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


class SearchIndex:
    """``pagefind --service`` for one index: started (and its dictionary loading) at once,
    pages :meth:`add`-ed as mkdocs converts them, the index written by :meth:`write`.

    >>> index = SearchIndex()
    >>> index.add("/rules/613/", search_document("<h1>613 依存</h1>", "ja"))
    >>> import tempfile; out = Path(tempfile.mkdtemp())
    >>> index.write(out)
    1
    >>> (out / "pagefind" / "pagefind-ui.js").exists()
    True
    >>> index.close()
    """

    def __init__(self, executable: Path | None = None) -> None:
        exe = executable or extended_executable()
        if not exe.is_file():
            raise SearchIndexError(f"{exe}: no such file")
        # Not niced: on a shared machine a niced service is starved and the index phase waits for it.
        try:
            self._proc = subprocess.Popen([str(exe), "--service"],
                                          stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        except OSError as err:
            raise SearchIndexError(f"{exe}: {err.strerror or err}") from None
        self._last_id = 0
        self._buffer = b""
        self._responses: dict[int, dict[str, Any]] = {}
        self.pages: list[tuple[str, str]] = []
        self._sent: list[tuple[str, int]] = []  # pages whose answer has not been read
        # Both indexes exist before the warm-up page is sent: the service answers in order.
        warm = self._new_index()
        self._index_id = self._new_index()
        self._warm_up = self._send({"type": "AddFile", "index_id": warm, "file_path": None,
                                    "url": "/warm-up/", "file_contents": _WARM_UP})  # not waited for

    def add(self, url: str, page: str) -> None:
        """A searchable page (its site URL, ``/rules/613/``, and its HTML): sent at once, so that
        Pagefind indexes it on the other core while the build goes on; its answer is read by
        :meth:`write` (the service never stops reading while answers wait)."""
        self.pages.append((url, page))
        self._sent.append((url, self._send({"type": "AddFile", "index_id": self._index_id, "file_path": None,
                                             "url": url, "file_contents": page})))

    def _settle(self) -> None:
        """Read the answers to the pages sent (an error names its page)."""
        sent, self._sent = self._sent, []
        for url, message_id in sent:
            self._receive(message_id, url)

    def write(self, site_dir: Path) -> int:
        """Index the pages added and write ``site_dir/pagefind``; the number of pages indexed."""
        if not self.pages:
            raise SearchIndexError("pagefind: no page was marked for the search index (cr_pagefind)")
        self._settle()
        # The files come back in the response and are written here: the service's own
        # WriteFiles answers before its writes have reached the disk.
        files = self._receive(self._send({"type": "GetFiles", "index_id": self._index_id}), "GetFiles")["files"]
        out = site_dir / "pagefind"
        for file in files:
            path = out / file["path"]
            if Path(file["path"]).is_absolute() or ".." in Path(file["path"]).parts:
                raise SearchIndexError(f"pagefind: {file['path']}: outside pagefind/")
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(base64.b64decode(file["content"]))
        if not (out / "pagefind-ui.js").exists():
            raise SearchIndexError("pagefind: no pagefind/pagefind-ui.js was written")
        return len(self.pages)

    def reset(self) -> None:
        """A new, empty index in the same service (its dictionary stays loaded): the preview
        indexes its pages again after an edit (:mod:`sitegen.preview`)."""
        self._settle()
        self._index_id = self._new_index()
        self.pages = []

    def wait_ready(self) -> None:
        """Until the Japanese dictionary is loaded (for benchmarks)."""
        self._receive(self._warm_up, "warm-up")

    def close(self) -> None:
        """Close the service's input: it exits."""
        if self._proc.stdin and not self._proc.stdin.closed:
            with contextlib.suppress(OSError):
                self._proc.stdin.close()
        try:
            self._proc.wait(10)
        except subprocess.TimeoutExpired:
            self._proc.kill()
            self._proc.wait()
        if self._proc.stdout:
            self._proc.stdout.close()

    # -- the protocol -------------------------------------------------------------------

    def _new_index(self) -> int:
        return int(self._receive(self._send({"type": "NewIndex", "config": None}), "NewIndex")["index_id"])

    def _send(self, payload: dict[str, Any]) -> int:
        self._last_id += 1
        # UTF-8 JSON (half the size of \u escapes for Japanese), base64, a comma after it
        message = json.dumps({"message_id": self._last_id, "payload": payload}, ensure_ascii=False)
        assert self._proc.stdin is not None
        try:
            self._proc.stdin.write(base64.b64encode(message.encode("utf-8")) + b",")
            self._proc.stdin.flush()
        except (OSError, ValueError):
            raise SearchIndexError(f"pagefind exited (status {self._proc.poll()})") from None
        return self._last_id

    def _receive(self, message_id: int, what: str) -> dict[str, Any]:
        """The response to request ``message_id``; an ``Error`` response raises."""
        assert self._proc.stdout is not None
        while message_id not in self._responses:
            chunk = os.read(self._proc.stdout.fileno(), 1 << 16)
            if not chunk:
                raise SearchIndexError(f"pagefind exited (status {self._proc.wait()})")
            *messages, self._buffer = (self._buffer + chunk).split(b",")
            for raw in messages:
                self._dispatch(raw)
        payload = self._responses.pop(message_id)
        if payload.get("type") == "Error":
            raise SearchIndexError(f"pagefind: {what}: {payload.get('message', 'unknown error')}")
        return payload

    def _dispatch(self, raw: bytes) -> None:
        try:
            response = json.loads(base64.b64decode(raw))
            payload = response.get("payload") or {}
            message_id = response.get("message_id")
            if message_id is None and payload.get("original_message"):
                # a request the service could not parse comes back with the request itself
                message_id = json.loads(payload["original_message"]).get("message_id")
        except (ValueError, AttributeError):
            return  # not a protocol message
        if isinstance(message_id, int):
            self._responses[message_id] = payload
