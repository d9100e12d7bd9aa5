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


# The file errors' records (``file.*``): each kind with its English, the command line's words and
# the English table's (verify.report.RECORD_KINDS → sitegen/text/en.py); the Japanese in
# sitegen/text/ja.py (a test renders every kind in both). An argument is a number, a text as
# written (``{"text": …}``: a path, a rule number of the file, a line's start, a size with its
# thousands separators as the command line prints it) or a list of texts.
FILE_KINDS: dict[str, str] = {
    # -- reading a file (decode.py, official.py) --
    "file.nul_byte": "NUL byte in a text file (column {column})",
    "file.nul_char": "NUL character in a text file",
    "file.empty": "the file is empty",
    "file.long_line": "a line of {length} characters (at most {limit} are read)",
    "file.missing": "the file does not exist",
    "file.missing_folder": "the file does not exist (a file is named as a folder)",
    "file.path_nul": "the path holds a NUL character",
    "file.folder": "a folder, not a file",
    "file.not_regular": "not a regular file (a device, pipe or socket)",
    "file.too_large": "{size} bytes (at most {limit} are read)",
    "file.more_than": "more than {limit} bytes",
    # -- paths and links (confine.py) --
    "file.path_nul_in": "path {path!r} holds a NUL character",
    "file.path_loop": "path {path!r} leads into a loop of symbolic links",
    "file.path_outside": "path {path!r} is outside the project (it leads out of {base})",
    "file.folder_unreadable": "cannot read this folder ({why})",
    "file.link_nowhere": "a symbolic link to {link!r} that leads nowhere (a loop, or a missing file): remove it",
    "file.link_outside": "a symbolic link to {link!r}, outside the project ({base}): copy the file in, or remove the link",
    "file.link_folder": "a symbolic link to the folder {link!r}: {folder}/ is copied without following folder links "
                        "(copy the pages in, or remove the link)",
    # -- YAML (yamlfile.py) --
    "file.recursive_alias": "an alias inside the value it names (a recursive alias)",
    "file.merge_key": "a merge key (<<) is not read: write the keys out",
    "file.tag": "the tag {tag} is not allowed (plain data only: text, numbers, true/false, null, lists, mappings)",
    "file.too_deep": "nested more than {limit} levels deep",
    "file.key_not_text": "a key must be plain text, not a list or a mapping",
    "file.key_twice": "the key {key!r} is given twice (first on line {line})",
    "file.alias_bomb": "aliases expand this value to more than {limit} values (at most that many are read; an alias bomb?)",
    "file.not_yaml": "not valid YAML: {problem}",
    "file.nul_escape": "a NUL character (written as an escape): remove it",
    "file.not_a_date": "{value!r} is not a valid date or time ({why}); quote it if it is text",
    # -- a source's rules (readers/) --
    "file.number_in_line": "rule number {number!r} in the middle of a line (a line break missing?)",
    "file.rule_no_text": "rule {number} has no text",
    "file.example_first": "an example (例：) before any rule",
    "file.example_no_text": "an example (例：) with no text",
    "file.example_of_no_text": "an example of rule {number} with no text",
    "file.last_example_no_text": "the last example (例：) has no text",
    "file.text_before_rules": "text before the first rule: {text!r}",
    "file.no_rules": "no rules",
    "file.repeats": "rule {number} repeats with different text (first at {first})",
    "file.out_of_order": "rule {number} comes after rule {before} (line {line}): rules are numbered in increasing order",
    # -- an official CR file (officialset.py, readers/official_en.py, official_ja.py) --
    "file.not_official": "not an official CR file: neither 'Comprehensive Rules' (English) nor 「マジック総合ルール(和訳 …)」 "
                         "(Japanese) in its first lines",
    "file.version_twice": "version {version} is given twice (also {other})",
    "file.no_heading": "no line {name!r} ({what})",
    "file.unknown_month": "unknown month {month!r} in the effective date",
    "file.no_effective": "no line 'These rules are effective as of <Month D, YYYY>' near the top",
    "file.not_english_cr": "not an English CR file: the first line is {title!r}",
    "file.no_rules_after_contents": "no rules after the contents (a line '1. …')",
    "file.not_japanese_cr": "not a Japanese CR file: no header 「マジック総合ルール(和訳 YYYYMMDD.N 版)」 in the first 30 lines",
    "file.header_not_framed": "the header is not between two lines of '='",
    "file.no_contents_ja": "no もくじ (the table of contents) after the header",
    "file.no_body_ja": "the もくじ's first heading does not come again (no body)",
    "file.no_glossary_ja": "no 用語集 after the rules",
    "file.glossary_before_headword": "a 用語集 line before any headword (「…／English」): {text!r}",
    # -- sources.yaml and concordance.yaml (corpus.py, concordance.py) --
    "file.unknown_reader": "unknown reader {reader!r} (known: {known})",
    "file.source_id_twice": "source id {id!r} is already used on line {line}",
    "file.article_id_twice": "article id {article!r} is already used by source {other!r} on line {line}",
    "file.numbering_not_date": "numbering {numbering!r} is not a date (YYYY-MM-DD) or 'current'",
    "file.numbering_unmapped": "numbering {numbering!r}: concordance.yaml maps no numbering of that date (it knows: {known})",
    "file.about_not_rule": "about: {number!r} is not a rule of the corpus (its rules: {rules})",
    "file.path_folder": "path {path!r} is a folder, not a file",
    "file.path_missing": "path {path}: the file does not exist",
    "file.needs_keys": "each {what} needs {keys}",
    "file.needs_keys_or_empty": "each {what} needs {keys} ('' when unknown)",
    "file.not_rule_number": "{key}: {value!r} is not a rule number (e.g. \"613\", \"613.7\", \"613.7a\")",
    "file.unknown_change": "unknown change {change!r} (one of {known})",
    "file.schema": "schema must be {schema!r}",
    "file.listed_twice": "{number} is listed twice",
    "file.counterpart": "{number} has a counterpart under 'rules'",
    "file.must_be": "{key!r} must be {expected}, not {value}",
    "file.layer_numbering": "layers: {column!r} is not one of this file's numberings ({known})",
    "file.unknown_layer": "layers: {column}: {layer!r} is not a layer (one of {known})",
}

Said = tuple[str, dict[str, object]]


def declare(kinds: dict[str, str]) -> None:
    """More file error kinds (the command line's checks, verify/errors.py); a kind declared twice
    is a ValueError."""
    again = sorted(set(kinds) & set(FILE_KINDS))
    if again:
        raise ValueError(f"file error kinds declared twice: {', '.join(again)}")
    FILE_KINDS.update(kinds)


def said(kind: str, **args: int | str | list[str] | tuple[str, ...]) -> Said:
    """The English (the message) and the record (``says``) of a file error of ``kind``:
    ``raise EmptySourceError(path, None, *said("file.empty"))``.

    >>> said("file.rule_no_text", number="613.1")
    ('rule 613.1 has no text', {'kind': 'file.rule_no_text', 'args': {'number': {'text': '613.1'}}})
    >>> said("file.unknown_change", change="moved", known=["renumbered", "merged"])[0]
    "unknown change 'moved' (one of renumbered, merged)"
    """
    english = FILE_KINDS[kind].format(**{k: ", ".join(v) if isinstance(v, list | tuple) else v
                                         for k, v in args.items()})
    typed = {k: v if isinstance(v, int) else [{"text": x} for x in v] if isinstance(v, list | tuple)
             else {"text": v} for k, v in args.items()}
    return english, {"kind": kind, "args": typed}


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
