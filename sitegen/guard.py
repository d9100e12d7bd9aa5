"""The command's last line of defence: every failure one line, every signal a clean stop.

``build.py`` runs each command through :func:`run`:

- bad input (:class:`ruletext.errors.InputError`) prints ``error: file:line: message``;
- an OS error (permissions, a full disk, a read-only file system, a folder where a file
  was expected…) prints one line naming the path and what to do;
- exit status 1 for both, never a traceback; Ctrl-C exits 130 and SIGTERM 143 (SIGHUP
  129), quietly: the exception unwinds the build, whose ``finally`` removes its staging
  folder; a second signal while it stops is ignored; a stop once the new site is in place
  exits 0 with a note (the build is done; sitegen.outdir.swap); an error met while a stop
  unwinds the command does not hide the stop;
- whatever happens, every child process still running is ended and reaped before the
  command returns (no orphan, no defunct Pagefind), and no staging folder is left.

>>> import errno
>>> describe(OSError(errno.ENOSPC, "No space left on device", "site.tmp-x/rules/613/index.html"))
'site.tmp-x/rules/613/index.html: no space left on the device: free some space, or build elsewhere (--out)'
>>> describe(IsADirectoryError(errno.EISDIR, "Is a directory", "rules_src/cards/x.yaml"))
'rules_src/cards/x.yaml: a folder where a file was expected: remove or rename it'
>>> describe(shutil.Error([("docs/a.md", "site.tmp-x/docs/a.md", "[Errno 28] No space left on device: …")]))
'site.tmp-x/docs/a.md: no space left on the device: free some space, or build elsewhere (--out)'
"""

from __future__ import annotations

import contextlib
import errno
import io
import json
import os
import re
import shutil
import signal
import sys
import time
from collections.abc import Callable
from pathlib import Path
from types import FrameType
from typing import Any

from ruletext.errors import InputError

from .outdir import remove_staging, site_in_place

_WHAT_TO_DO = {
    errno.ENOSPC: "no space left on the device: free some space, or build elsewhere (--out)",
    errno.EDQUOT: "disk quota exceeded: free some space, or build elsewhere (--out)",
    errno.EACCES: "permission denied: make it writable (readable) for this user, or build elsewhere (--out)",
    errno.EPERM: "operation not permitted (an immutable file? see lsattr): lift that, or build elsewhere (--out)",
    errno.EROFS: "a read-only file system: build elsewhere (--out)",
    errno.EISDIR: "a folder where a file was expected: remove or rename it",
    errno.ENOTDIR: "a file where a folder was expected: remove or rename it",
    errno.ENOENT: "does not exist (was it removed during the build?)",
    errno.EEXIST: "is in the way: remove it and build again",
    errno.ENOTEMPTY: "is in the way: remove it and build again",
    errno.EMFILE: "too many open files: raise the limit (ulimit -n)",
    errno.ENAMETOOLONG: "the name is too long: use a shorter path",
    errno.ELOOP: "too many symbolic links: fix the link",
}

SIGNALS = (signal.SIGTERM, signal.SIGHUP)


class Terminated(BaseException):
    """SIGTERM or SIGHUP: unwinds the command like Ctrl-C does (never caught as an ``Exception``)."""

    def __init__(self, signum: int) -> None:
        super().__init__(signal.Signals(signum).name)
        self.signum = signum


def describe(err: OSError, where: str | None = None) -> str:
    """One line for an OS error: the path (``where`` when the error names none), what to do."""
    if isinstance(err, shutil.Error) and err.args and isinstance(err.args[0], list) and err.args[0]:
        _src, dst, why = err.args[0][0]  # copytree collects its errors as text: the first one
        code = re.match(r"\[Errno (\d+)\]", str(why))
        return describe(OSError(int(code[1]), str(why), dst), where) if code else f"{dst}: {why}"
    path = err.filename if err.filename is not None else where
    what = _WHAT_TO_DO.get(err.errno or 0) or (err.strerror or str(err))
    if err.filename2 is not None:
        path = f"{path} → {err.filename2}"
    return f"{path}: {what}" if path else what


class _Closed(io.TextIOBase):
    """The standard output of a command started without one: each write is a closed pipe."""

    def write(self, text: str) -> int:
        raise BrokenPipeError(errno.EPIPE, "the standard output is closed")


def error_json(err: BaseException, where: str | None = None) -> dict[str, Any]:
    """A failure as the preview's banner shows it: ``english``, the command line's line (after
    ``error: ``); for bad input its place (``where``: ``file:line``), its record (``says``, or
    null) and its classes (``causes``), and the errors a :class:`verify.errors.BrokenInputError`
    lists (``parts``, each the same).

    >>> error_json(InputError("a.yaml", 3, "no card 'x'"))["where"]
    'a.yaml:3'
    """
    from ruletext.errors import says_of
    from verify.errors import BrokenInputError

    if not isinstance(err, InputError):
        english = describe(err, where) if isinstance(err, OSError) else str(err)
        return {"english": english, "where": "", "says": None, "causes": [c.__name__ for c in type(err).__mro__]}
    parts = ([error_json(e) if e is not None else {"english": m, "where": "", "says": None, "causes": ["InputError"]}
              for m, e in zip(err.messages, err.errors, strict=True)] if isinstance(err, BrokenInputError) else [])
    return {"english": str(err), "where": err.path if err.line is None else f"{err.path}:{err.line}",
            "says": says_of(err), "causes": [c.__name__ for c in type(err).__mro__], "parts": parts}


def write_error(path: Path | None, err: BaseException, where: str | None = None) -> None:
    """The failure ``err`` written to ``path`` as :func:`error_json` (nothing when ``path`` is None);
    a file that cannot be written is left: the command line's message is the error's account."""
    if path is not None:
        with contextlib.suppress(OSError):
            path.write_text(json.dumps(error_json(err, where), ensure_ascii=False), encoding="utf-8")


def run(command: Callable[[], int], where: str | None = None, error_to: Path | None = None) -> int:
    """Run ``command`` (see the module's docstring); ``where``: the path an OS error is about
    when it names none (the output folder); ``error_to``: a file the failure is also written to,
    as :func:`error_json` (``build.py --error-json``: the preview's banner reads it)."""
    owner = os.getpid()
    done = False  # the command has returned or unwound: a stop from here to the exit changes nothing

    def on_signal(signum: int, frame: FrameType | None) -> None:
        if done:
            return
        if os.getpid() != owner:  # a forked child inherited the handler: end as the signal says
            signal.signal(signum, signal.SIG_DFL)
            os.kill(os.getpid(), signum)
            return
        for s in SIGNALS:  # stopping: a second signal does not cut the clean-up short
            signal.signal(s, signal.SIG_IGN)
        received.append(signum)
        raise Terminated(signum)

    def on_interrupt(signum: int, frame: FrameType | None) -> None:  # Python's own, remembered
        if done:
            return
        if os.getpid() == owner:
            received.append(signum)
        raise KeyboardInterrupt

    def on_unraisable(unraisable: sys.UnraisableHookArgs) -> None:
        """A stop raised where Python cannot pass it on — a weakref callback such as importlib's
        module-lock one, a ``__del__`` — would be printed as "Exception ignored … Traceback" and
        lost: it is raised again a moment later (SIGALRM), once that callback has returned."""
        stop = unraisable.exc_value
        if os.getpid() != owner or not isinstance(stop, (Terminated, KeyboardInterrupt)):
            previous_hook(unraisable)
            return

        def again(signum: int, frame: FrameType | None) -> None:
            signal.signal(signal.SIGALRM, signal.SIG_DFL)
            raise stop

        signal.signal(signal.SIGALRM, again)
        signal.setitimer(signal.ITIMER_REAL, 0.02)

    received: list[int] = []  # the stops this command got, in order
    previous_hook, sys.unraisablehook = sys.unraisablehook, on_unraisable
    previous = {s: signal.signal(s, on_signal) for s in SIGNALS}
    if signal.getsignal(signal.SIGINT) is signal.default_int_handler:  # (an ignored Ctrl-C stays ignored)
        previous[signal.SIGINT] = signal.signal(signal.SIGINT, on_interrupt)
    if sys.stdout is None:  # started with stdout closed (`>&-`): writing to it is a closed pipe
        sys.stdout = _Closed()
    try:
        try:
            return command()
        finally:
            end_children()
            remove_staging()  # a build stopped before its own clean-up knew of its staging
    except Terminated as stop:
        return _stopped(128 + stop.signum)
    except KeyboardInterrupt:
        return _stopped(130)
    except (InputError, OSError) as err:
        if received:  # the stop's unwinding failed on its way (shutil.rmtree cut short between a
            return _stopped(128 + received[0])  # close and its bookkeeping closes again: EBADF)
        write_error(error_to, err, where)
        if isinstance(err, InputError):
            print(f"error: {err}", file=sys.stderr)
        elif isinstance(err, BrokenPipeError):
            sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - nothing more may reach the closed pipe
            print("error: the output was closed before everything was written", file=sys.stderr)
        else:
            print(f"error: {describe(err, where)}", file=sys.stderr)
        return 1
    except Exception as err:
        if received and _caused_by_stop(err):  # Python wrapped the stop on its way out: a class body's
            return _stopped(128 + received[0])  # __set_name__ (RuntimeError, 3.11) while a module is imported
        raise
    finally:
        done = True  # (a stop while the handlers are put back would raise from this finally)
        if site_in_place() is not None:  # a stop from here to the exit changes nothing
            for s in (*SIGNALS, signal.SIGINT):
                signal.signal(s, signal.SIG_IGN)
        else:
            for s, handler in previous.items():
                signal.signal(s, handler)
        sys.unraisablehook = previous_hook
        signal.setitimer(signal.ITIMER_REAL, 0)  # a stop raised again is not raised after the command


def _caused_by_stop(err: BaseException) -> bool:
    """Whether ``err`` was raised because of a stop (a :class:`Terminated` in its chain of causes)."""
    seen: set[int] = set()
    cur: BaseException | None = err
    while cur is not None and id(cur) not in seen:
        if isinstance(cur, (Terminated, KeyboardInterrupt)):
            return True
        seen.add(id(cur))
        cur = cur.__cause__ or cur.__context__
    return False


def _stopped(code: int) -> int:
    """The exit status after a stop: ``code`` (128 + the signal), or 0 when the new site was
    already in place — the build is done; only the old site's deletion may have been cut short
    (the next build finishes it)."""
    out = site_in_place()
    if out is None:
        return code
    print(f"note: stopped after the new site was in place ({out}); an old site left beside it is removed "
          "by the next build", file=sys.stderr)
    return 0


def children() -> list[int]:
    """The process ids of this process's children (Linux: from /proc; elsewhere none)."""
    me = os.getpid()
    found: list[int] = []
    proc = Path("/proc")
    if not proc.is_dir():
        return found
    for entry in proc.iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        fields = stat[stat.rfind(")") + 2:].split()
        if len(fields) > 1 and fields[1] == str(me):
            found.append(int(entry.name))
    return found


def end_children(grace: float = 2.0) -> None:
    """End every child still running (SIGTERM, then SIGKILL after ``grace`` seconds) and reap it."""
    pids = children()
    for pid in pids:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGTERM)
    deadline = time.monotonic() + grace
    for pid in pids:
        while True:
            try:
                done, _status = os.waitpid(pid, os.WNOHANG)
            except ChildProcessError:  # reaped already (by subprocess or multiprocessing)
                break
            if done:
                break
            if time.monotonic() > deadline:
                os.kill(pid, signal.SIGKILL)
                with contextlib.suppress(ChildProcessError):
                    os.waitpid(pid, 0)
                break
            time.sleep(0.005)
