"""Reading a text file: bytes to text or lines, bounded, with errors that name the line.

A UTF-8 BOM is dropped; CRLF and lone CR line endings are read as LF. Only a regular file
is read (a directory, a FIFO or a device is an error), of at most ``max_bytes``.

>>> decode_lines(b"\\xef\\xbb\\xbfa\\r\\nb\\r\\n", "x.txt")
['a', 'b']
>>> decode_lines(b"ok\\n\\xff\\n", "x.txt")
Traceback (most recent call last):
...
ruletext.errors.EncodingError: x.txt:2: invalid UTF-8 (byte 0xff at column 1)
"""

from __future__ import annotations

import os
import re
import stat
from pathlib import Path

from .errors import EmptySourceError, EncodingError, InputError, UnreadableError, said

_BOM = b"\xef\xbb\xbf"
_NEWLINE = re.compile(r"\r\n|\r|\n")
# A source document is a few hundred kilobytes; twenty times the corpus fits many times over.
MAX_SOURCE_BYTES = 16 * 1024 * 1024
# The longest rule line of the sources has 1,428 characters.
MAX_LINE_CHARS = 10_000


class TooLargeError(InputError):
    """A file or a line beyond the size the build reads."""


def decode_text(data: bytes, path: str) -> str:
    """Decode UTF-8 ``data`` (a BOM dropped); invalid UTF-8 and NUL bytes name their line.

    >>> decode_text(b"a: 1\\nb: \\x00\\n", "x.yaml")
    Traceback (most recent call last):
    ...
    ruletext.errors.EncodingError: x.yaml:2: NUL byte in a text file (column 4)
    """
    if data.startswith(_BOM):
        data = data[len(_BOM) :]
    nul = data.find(b"\x00")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        if 0 <= nul < err.start:
            _raise_nul(data, nul, path)
        line = data.count(b"\n", 0, err.start) + 1
        column = err.start - (data.rfind(b"\n", 0, err.start) + 1) + 1
        raise EncodingError(
            path, line, f"invalid UTF-8 (byte 0x{data[err.start]:02x} at column {column})"
        ) from None
    if nul >= 0:
        _raise_nul(data, nul, path)
    return text


def _raise_nul(data: bytes, at: int, path: str) -> None:
    line = data.count(b"\n", 0, at) + 1
    column = at - (data.rfind(b"\n", 0, at) + 1) + 1
    raise EncodingError(path, line, *said("file.nul_byte", column=column))


def decode_lines(data: bytes, path: str) -> list[str]:
    """Decode UTF-8 ``data`` into lines (without line endings); a final newline adds no line."""
    text = decode_text(data, path)
    if not text.strip():
        raise EmptySourceError(path, None, *said("file.empty"))
    lines = _NEWLINE.split(text)
    if lines and lines[-1] == "":
        lines.pop()
    for number, line in enumerate(lines, start=1):
        if len(line) > MAX_LINE_CHARS:
            raise TooLargeError(path, number, *said("file.long_line", length=f"{len(line):,}", limit=f"{MAX_LINE_CHARS:,}"))
    return lines


def read_bytes(path: Path, shown_as: str, max_bytes: int) -> bytes:
    """The bytes of a regular file of at most ``max_bytes``; anything else is an InputError."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise EmptySourceError(shown_as, None, *said("file.missing")) from None
    except NotADirectoryError:
        raise EmptySourceError(shown_as, None, *said("file.missing_folder")) from None
    except ValueError:  # os.stat: "embedded null byte"
        raise EmptySourceError(shown_as, None, *said("file.path_nul")) from None
    except OSError as err:  # a folder on the way that cannot be searched, a loop of links
        raise UnreadableError(shown_as, None, f"cannot read this file ({err.strerror})") from None
    if stat.S_ISDIR(info.st_mode):
        raise EmptySourceError(shown_as, None, *said("file.folder"))
    if not stat.S_ISREG(info.st_mode):
        raise EmptySourceError(shown_as, None, *said("file.not_regular"))
    if info.st_size > max_bytes:
        raise TooLargeError(shown_as, None, *said("file.too_large", size=f"{info.st_size:,}", limit=f"{max_bytes:,}"))
    try:
        with open(path, "rb") as f:
            data = f.read(max_bytes + 1)
    except OSError as err:  # permissions: an unreadable file is an error, never skipped
        raise UnreadableError(shown_as, None, f"cannot read this file ({err.strerror})") from None
    if len(data) > max_bytes:
        raise TooLargeError(shown_as, None, *said("file.more_than", limit=f"{max_bytes:,}"))
    return data


def read_lines(path: Path, shown_as: str) -> list[str]:
    """Read and decode a file; ``shown_as`` is the path used in error messages."""
    return decode_lines(read_bytes(path, shown_as, MAX_SOURCE_BYTES), shown_as)
