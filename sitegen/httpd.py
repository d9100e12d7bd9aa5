"""Serving the built site locally: the site's own 404 page for any missing path, as a static
host serves ``404.html`` (``build.py serve`` and the browser tests)."""

from __future__ import annotations

import http.server
from http import HTTPStatus
from typing import Any


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Files of the site folder; a missing one answers 404 with the site's ``404.html``."""

    quiet = False

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
