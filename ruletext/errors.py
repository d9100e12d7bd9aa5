"""Errors for bad input, split by cause.

Every error names the file and line it comes from and renders as
``file:line: message`` so that a command-line tool can print it as is.

>>> str(MalformedRuleLine("rules_src/x.txt", 3, "no rule number"))
'rules_src/x.txt:3: no rule number'
>>> import pickle; pickle.loads(pickle.dumps(MalformedRuleLine("x.txt", 3, "no rule number")))
MalformedRuleLine('no rule number')
"""

from __future__ import annotations


class InputError(ValueError):
    """Bad input in a project data file: has a path, a line and a message."""

    def __init__(self, path: str, line: int | None, message: str, says: dict[str, object] | None = None) -> None:
        super().__init__(message)
        self.path = path
        self.line = line
        self.message = message
        # what the error is, as a record's JSON (engine/records.py ``error.*``), for the reader's words
        self.says = says

    def __str__(self) -> str:
        where = self.path if self.line is None else f"{self.path}:{self.line}"
        return f"{where}: {self.message}"

    def __reduce__(self) -> tuple[type[InputError], tuple[str, int | None, str], dict[str, object]]:
        # Picklable (an error found in a worker process is raised again in the build).
        return type(self), (self.path, self.line, self.message), dict(self.__dict__)


def says_of(err: BaseException) -> dict[str, object] | None:
    """What an error is for the reader (a record's JSON): its own ``says``, else that of the
    error it was raised from or while handling (an engine error a file's error wraps).

    >>> inner = InputError("a.yaml", 1, "x", {"kind": "error.no_card", "args": {}})
    >>> try:
    ...     try:
    ...         raise inner
    ...     except InputError:
    ...         raise InputError("b.yaml", 2, "y") from None
    ... except InputError as err:
    ...     says_of(err)["kind"]
    'error.no_card'
    """
    seen: BaseException | None = err
    for _ in range(8):  # a chain of wrappers is short
        if seen is None:
            return None
        says = getattr(seen, "says", None)
        if isinstance(says, dict):
            return says
        seen = seen.__cause__ or seen.__context__
    return None


class EncodingError(InputError):
    """The file is not valid UTF-8 (or is empty where text is required)."""


class UnknownFormatError(InputError):
    """The metadata names a reader that does not exist, or a source is missing."""


class MalformedRuleLine(InputError):
    """A line that looks like a rule line but cannot be read as one."""


class ConflictingRepeat(InputError):
    """The same rule number appears twice with different text."""


class MetadataError(InputError):
    """The source metadata file is missing a field or is not valid YAML."""


class EmptySourceError(InputError):
    """A source file is missing or has no text."""


class YamlError(InputError):
    """A YAML file is not valid YAML, not plain data, or beyond the loader's limits."""


class SchemaError(InputError):
    """A YAML file's value has a key or a type its kind of file does not accept."""


class OutsideProjectError(InputError):
    """A path named by the configuration leads outside the project."""


class LinkError(InputError):
    """A symbolic link the build does not follow: a loop, a link to nothing, a folder link in docs/."""


class UnreadableError(InputError):
    """A file or folder of the project that cannot be read (permissions): never skipped."""


class OrderError(InputError):
    """A rule out of order within its parent, or an id used twice."""
