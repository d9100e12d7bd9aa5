"""Reading a source file: bytes to lines, with errors that name the line.

A UTF-8 BOM is dropped; CRLF and lone CR line endings are read as LF.

>>> decode_lines(b"\\xef\\xbb\\xbfa\\r\\nb\\r\\n", "x.txt")
['a', 'b']
>>> decode_lines(b"ok\\n\\xff\\n", "x.txt")
Traceback (most recent call last):
...
ruletext.errors.EncodingError: x.txt:2: invalid UTF-8 (byte 0xff at column 1)
"""

from __future__ import annotations

import re
from pathlib import Path

from .errors import EmptySourceError, EncodingError

_BOM = b"\xef\xbb\xbf"
_NEWLINE = re.compile(r"\r\n|\r|\n")


def decode_lines(data: bytes, path: str) -> list[str]:
    """Decode UTF-8 ``data`` into lines (without line endings); a final newline adds no line."""
    if data.startswith(_BOM):
        data = data[len(_BOM) :]
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        line = data.count(b"\n", 0, err.start) + 1
        column = err.start - (data.rfind(b"\n", 0, err.start) + 1) + 1
        raise EncodingError(
            path, line, f"invalid UTF-8 (byte 0x{data[err.start]:02x} at column {column})"
        ) from None
    if not text.strip():
        raise EmptySourceError(path, None, "the file is empty")
    if "\x00" in text:
        line = text.count("\n", 0, text.index("\x00")) + 1
        raise EncodingError(path, line, "NUL byte in a text file")
    lines = _NEWLINE.split(text)
    if lines and lines[-1] == "":
        lines.pop()
    return lines


def read_lines(path: Path, shown_as: str) -> list[str]:
    """Read and decode a file; ``shown_as`` is the path used in error messages."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise EmptySourceError(shown_as, None, "the file does not exist") from None
    return decode_lines(data, shown_as)
