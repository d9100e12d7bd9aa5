"""Serving the built site locally: the site's own 404 page for any missing path, as a static
host serves ``404.html`` (``build.py serve`` and the browser tests)."""

from __future__ import annotations

import http.server
import sys
import urllib.parse
from http import HTTPStatus
from typing import Any


class SiteServer(http.server.ThreadingHTTPServer):
    """The local server: a thread per request, and room for many waiting connections (a page
    and its assets, a browser's parallel fetches: the listen queue of 5 dropped some)."""

    request_queue_size = 1024
    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A browser that went away while it was answered (a page left as it loaded, a cancelled
        download) is no error of the site: nothing is said. Anything else is one line on stderr,
        never socketserver's traceback; the server goes on either way."""
        err = sys.exc_info()[1]
        if isinstance(err, (ConnectionError, TimeoutError)):  # reset, broken pipe, aborted
            return
        print(f"error: a request from {client_address[0]} failed: {type(err).__name__}: {err}", file=sys.stderr,
              flush=True)


# The names a local server answers to: a page from another host name that resolves here (DNS
# rebinding) gets 421, never the preview's files or its /__preview__/wait (absolute paths).
LOCAL_HOSTS = ("127.0.0.1", "localhost", "[::1]")


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Files of the site folder; a missing one answers 404 with the site's ``404.html``; a
    request for another host, or with a NUL in its path, is refused before any file is looked at."""

    quiet = False

    def parse_request(self) -> bool:
        if not super().parse_request():
            return False
        host = (self.headers.get("Host") or "").strip().lower()
        name = host.rsplit(":", 1)[0] if not host.endswith("]") else host
        if name not in LOCAL_HOSTS:
            self.send_error(HTTPStatus.MISDIRECTED_REQUEST, "this server answers to 127.0.0.1 and localhost only")
            return False
        if "\0" in urllib.parse.unquote(self.path) or "\0" in self.path:
            self.send_error(HTTPStatus.BAD_REQUEST, "a NUL character in the path")
            return False
        return True

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        page = self.translate_path("/404.html")
        if code != HTTPStatus.NOT_FOUND or self.command != "GET":
            super().send_error(code, message, explain)
            return
        try:
            with open(page, "rb") as f:
                body = f.read()
        except OSError:
            super().send_error(code, message, explain)
            return
        self.send_response(code, message)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the base class's name
        if not self.quiet:
            super().log_message(format, *args)


class QuietSiteHandler(SiteHandler):
    quiet = True
