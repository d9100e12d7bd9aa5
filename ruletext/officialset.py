"""The official files a build is given (``build.py --cr FILE``), read and compared: each file
through the reader of its language (told from its first lines), every version's rule
histories and the diffs the site shows (each consecutive pair, and the newest against each
older), per language.

>>> from pathlib import Path
>>> here = Path(__file__).resolve().parent.parent / "tests" / "parser" / "official"
>>> s = load_official([here / "en-2031-09-01.txt", here / "en-2031-05-01.txt"])
>>> [c.version for c in s.crs], s.newest("en").version, [(d.old_version, d.new_version) for d in s.diffs]
(['2031-05-01', '2031-09-01'], '2031-09-01', [('2031-05-01', '2031-09-01')])
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from .crdiff import CRDiff, History, diff, history
from .decode import MAX_SOURCE_BYTES, read_bytes
from .errors import MetadataError, UnknownFormatError, said
from .official import OfficialCR, decode_official
from .readers.official_en import read_official_en
from .readers.official_ja import read_official_ja

LANGUAGES = ("en", "ja")


def read_official(path: Path, shown: str | None = None) -> OfficialCR:
    """An official file of either language; one that is neither is ``file:1: message``."""
    shown = shown or str(path)
    data = read_bytes(path, shown, MAX_SOURCE_BYTES)
    head = "\n".join(decode_official(data, shown)[:30])
    if "マジック総合ルール" in head:
        return read_official_ja(data, shown)
    if "Comprehensive Rules" in head:
        return read_official_en(data, shown)
    raise UnknownFormatError(shown, 1, *said("file.not_official"))


@dataclass
class OfficialSet:
    """The files of a build, oldest first within each language."""

    crs: tuple[OfficialCR, ...] = ()
    histories: dict[str, History] = field(default_factory=dict)
    diffs: tuple[CRDiff, ...] = ()

    def of(self, language: str) -> list[OfficialCR]:
        return [c for c in self.crs if c.language == language]

    def newest(self, language: str) -> OfficialCR | None:
        got = self.of(language)
        return got[-1] if got else None

    def version(self, version: str) -> OfficialCR:
        return next(c for c in self.crs if c.version == version)

    def diff(self, old: str, new: str) -> CRDiff | None:
        return next((d for d in self.diffs if (d.old_version, d.new_version) == (old, new)), None)


def load_official(paths: Iterable[Path]) -> OfficialSet:
    """Read every file; two files of one version is an error naming both."""
    crs: list[OfficialCR] = []
    for path in paths:
        cr = read_official(path)
        other = next((c for c in crs if c.version == cr.version), None)
        if other is not None:
            raise MetadataError(cr.path, None, *said("file.version_twice", version=cr.version, other=other.path))
        crs.append(cr)
    crs.sort(key=lambda c: (LANGUAGES.index(c.language), c.effective, c.version))
    out = OfficialSet(tuple(crs))
    diffs: list[CRDiff] = []
    for language in LANGUAGES:
        versions = out.of(language)
        if not versions:
            continue
        h = history(versions)
        out.histories[language] = h
        diffs.extend(h.diffs)
        newest = versions[-1]
        diffs.extend(diff(older, newest) for older in versions[:-2])  # consecutive pairs are done
    out.diffs = tuple(diffs)
    return out
