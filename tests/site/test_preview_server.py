"""The preview's server (build.py serve --watch) on a small site folder: answers as a static host
does, whatever it is sent (issue 22, list 9)."""

from __future__ import annotations

import http.client
import socket
import struct
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from tests.serving import preview_server


@pytest.fixture
def server(tmp_path: Path) -> Iterator[int]:
    site = tmp_path / "site"
    (site / "rules" / "607").mkdir(parents=True)
    (site / "rules" / "607" / "index.html").write_text("<html><body>607</body></html>", encoding="utf-8")
    (site / "bad.html").write_bytes(b"<html><body>\xff\xfe broken</body></html>")
    (site / "404.html").write_text("<html><body>not found</body></html>", encoding="utf-8")
    with preview_server(site) as port:
        yield port


@pytest.fixture
def big_server(tmp_path: Path) -> Iterator[int]:
    site = tmp_path / "site"
    site.mkdir()
    (site / "big.bin").write_bytes(b"x" * 20_000_000)  # larger than the socket buffers: the answer is cut
    (site / "404.html").write_text("<html><body>not found</body></html>", encoding="utf-8")
    with preview_server(site) as port:
        yield port


def _ask(port: int, method: str, path: str, host: str | None = None) -> tuple[int, dict[str, str], bytes]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    conn.putrequest(method, path, skip_host=host is not None)
    if host is not None:
        conn.putheader("Host", host)
    conn.endheaders()
    r = conn.getresponse()
    out = r.status, {k.lower(): v for k, v in r.getheaders()}, r.read()
    conn.close()
    return out


def test_a_folder_without_its_slash_is_moved_permanently(server: int) -> None:
    """Issue 22, list 9: /rules/607 answered 200 (relative links then broke) instead of 301."""
    status, headers, _ = _ask(server, "GET", "/rules/607")
    assert status == 301 and headers["location"] == "/rules/607/"


def test_head_says_the_length_get_sends(server: int) -> None:
    """Issue 22, list 9: HEAD gave the file's length, GET the page with the reload script."""
    _, got, body = _ask(server, "GET", "/rules/607/")
    status, head, nothing = _ask(server, "HEAD", "/rules/607/")
    assert status == 200 and nothing == b"" and head["content-length"] == got["content-length"] == str(len(body))


def test_a_page_with_invalid_utf8_is_still_served(server: int) -> None:
    """Issue 22, list 9: invalid UTF-8 in a page dropped the connection."""
    status, _, body = _ask(server, "GET", "/bad.html")
    assert status == 200 and "\ufffd" in body.decode("utf-8")


def test_a_nul_in_the_path_is_a_bad_request_and_the_server_goes_on(server: int) -> None:
    """Issue 22, list 9: a NUL in a path dropped the connection with a traceback."""
    assert _ask(server, "GET", "/a%00b.html")[0] == 400
    assert _ask(server, "GET", "/rules/607/")[0] == 200


def test_another_host_name_is_refused(server: int) -> None:
    """Issue 22, list 9: the Host header was not checked (DNS rebinding read /__preview__/wait)."""
    assert _ask(server, "GET", "/__preview__/wait?v=-1", host=f"evil.example:{server}")[0] == 421
    assert _ask(server, "GET", "/rules/607/", host=f"localhost:{server}")[0] == 200


def test_300_requests_at_once_are_all_answered(server: int) -> None:
    """Issue 22, list 9: 300 concurrent GETs left 35–79 unanswered after 30 s."""
    with ThreadPoolExecutor(300) as pool:
        statuses = list(pool.map(lambda _: _ask(server, "GET", "/rules/607/")[0], range(300)))
    assert statuses == [200] * 300


def test_a_browser_that_goes_away_mid_answer_is_no_traceback(big_server: int, capfd: pytest.CaptureFixture[str]) -> None:
    """A reader who leaves a page while it loads resets the connection: socketserver printed a
    traceback for each (once in every whole run of the suite); now nothing, and the server goes on."""
    for _ in range(3):
        with socket.create_connection(("127.0.0.1", big_server), timeout=10) as sock:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))  # close = reset
            sock.sendall(b"GET /big.bin HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            sock.recv(1000)
    assert _ask(big_server, "GET", "/missing.html")[0] == 404
    time.sleep(0.5)  # the answering threads see the reset
    err = capfd.readouterr().err
    assert "Traceback" not in err and "Exception occurred" not in err, err
