"""Work done in a forked child process while this process goes on with something else.

The build verifies the examples in a child from its first moment, while it parses the
corpus, loads mkdocs (imports, config, theme) and starts Pagefind itself: these do not
depend on each other, and the machine has a second core.

>>> with Forked(sum, [1, 2, 3]) as job:
...     job.result()
6
>>> with Forked(int, "x") as job:
...     try:
...         job.result()
...     except ValueError as err:
...         print(err)
invalid literal for int() with base 10: 'x'
"""

from __future__ import annotations

import multiprocessing
import sys
import traceback
from collections.abc import Callable
from multiprocessing.connection import Connection
from types import TracebackType
from typing import Any, Generic, TypeVar

T = TypeVar("T")


def fork_available() -> bool:
    return "fork" in multiprocessing.get_all_start_methods()


class Forked(Generic[T]):
    """``fn(*args)`` computed in a forked child; :meth:`result` returns its value or raises its
    exception here. Where fork is not available it is computed at once, in this process.

    The child shares nothing back but the result, sent pickled through a pipe: ``fn`` must
    not change state this process relies on. Use it as a context manager, so that a child
    whose result is never asked for is stopped.
    """

    def __init__(self, fn: Callable[..., T], *args: Any) -> None:
        self._done = False
        self._value: T | None = None
        self._error: BaseException | None = None
        self._process: Any = None
        self._receive: Connection | None = None
        if not fork_available():
            self._run_here(fn, args)
            return
        for stream in (sys.stdout, sys.stderr):  # nothing buffered may be written twice
            stream.flush()
        ctx = multiprocessing.get_context("fork")
        self._receive, send = ctx.Pipe(duplex=False)
        self._process = ctx.Process(target=_child, args=(fn, args, send), daemon=True)
        self._process.start()
        send.close()

    def _run_here(self, fn: Callable[..., T], args: tuple[Any, ...]) -> None:
        try:
            self._value = fn(*args)
        except Exception as err:  # noqa: BLE001 - raised again by result()
            self._error = err
        self._done = True

    def result(self) -> T:
        if not self._done:
            assert self._receive is not None and self._process is not None
            try:
                ok, payload = self._receive.recv()
            except EOFError:
                self._process.join()
                raise ChildProcessError(f"the child process ended without a result "
                                        f"(exit code {self._process.exitcode})") from None
            finally:
                self._receive.close()
            self._process.join()
            self._done = True
            if ok:
                self._value = payload
            else:
                self._error = payload
        if self._error is not None:
            raise self._error
        return self._value  # type: ignore[return-value]

    def __enter__(self) -> Forked[T]:
        return self

    def __exit__(self, kind: type[BaseException] | None, err: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()

    def close(self) -> None:
        """Stop the child if its result was never asked for."""
        if self._process is not None and self._process.is_alive():
            self._process.terminate()
            self._process.join()
        if self._receive is not None and not self._receive.closed:
            self._receive.close()


def _child(fn: Callable[..., Any], args: tuple[Any, ...], send: Connection) -> None:
    try:
        message: tuple[bool, Any] = (True, fn(*args))
    except KeyboardInterrupt:  # Ctrl-C reaches the whole build: the parent reports it, once
        send.close()
        return
    except Exception as err:  # noqa: BLE001 - sent to the parent, which raises it
        err.add_note("(in a forked child process)\n" + "".join(traceback.format_exception(err)).rstrip())
        message = (False, err)
    try:
        send.send(message)
    except Exception:  # noqa: BLE001 - the value or the exception does not pickle
        text = "".join(traceback.format_exception(message[1])) if not message[0] else repr(message[1])[:200]
        send.send((False, RuntimeError(f"the child's result could not be sent back:\n{text}")))
    finally:
        send.close()
