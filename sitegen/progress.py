"""Progress lines on stderr: one line per phase, a bar where there is much work.

>>> import io
>>> out = io.StringIO()
>>> p = Progress(stream=out, quiet=False)
>>> with p.phase("parse"):
...     pass
>>> out.getvalue().startswith("[1] parse")
True
"""

from __future__ import annotations

import sys
import time
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import TextIO, TypeVar

T = TypeVar("T")


class Progress:
    """Writes ``[n] phase … done (0.12 s)`` lines; silent when ``quiet``."""

    def __init__(self, stream: TextIO | None = None, quiet: bool = False) -> None:
        self.stream = stream if stream is not None else sys.stderr
        self.quiet = quiet
        self.count = 0
        self.timings: dict[str, float] = {}
        self._open = False  # a phase line waiting for its " done"

    def _write(self, text: str) -> None:
        if not self.quiet:
            self.stream.write(text)
            self.stream.flush()

    def _close_line(self) -> None:
        if self._open:
            self._write("\n")
            self._open = False

    @contextmanager
    def phase(self, name: str) -> Iterator[None]:
        """Announce a phase, time it, and close its line when done."""
        self.count += 1
        self._close_line()
        self._write(f"[{self.count}] {name} …")
        self._open = True
        start = time.perf_counter()
        try:
            yield
        except BaseException:
            self._write(" failed\n" if self._open else "    failed\n")
            self._open = False
            raise
        elapsed = time.perf_counter() - start
        self.timings[name] = elapsed
        self._write(f" done ({elapsed:.2f} s)\n" if self._open else f"    done ({elapsed:.2f} s)\n")
        self._open = False

    def note(self, text: str) -> None:
        """A line of its own (a summary after a phase)."""
        self._close_line()
        self._write(f"    {text}\n")

    def bar(self, items: Iterable[T], total: int, label: str) -> Iterator[T]:
        """Yield items while drawing a bar on a terminal (plain count otherwise)."""
        tty = not self.quiet and self.stream.isatty()
        if tty:
            self._close_line()
        for i, item in enumerate(items, 1):
            if tty:
                filled = int(24 * i / max(total, 1))
                self.stream.write(f"\r    {label} [{'#' * filled}{'.' * (24 - filled)}] {i}/{total}")
                self.stream.flush()
            yield item
        if tty:
            self.stream.write("\n")
        elif total:
            self.note(f"{label}: {total}")
