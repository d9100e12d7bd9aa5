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
import queue
import sys
import threading
import traceback
from collections.abc import Callable
from multiprocessing.connection import Connection
from types import TracebackType
from typing import Any, Generic, Protocol, TypeVar

T = TypeVar("T")


def fork_available() -> bool:
    return "fork" in multiprocessing.get_all_start_methods()


class Inbox(Protocol):
    """Where a job started with ``inbox=True`` reads the messages sent to it, in order."""

    def recv(self) -> Any: ...

    def close(self) -> None: ...


class _Replay:
    """The messages of a job run in this process, read back in order (no fork)."""

    def __init__(self, messages: list[Any]) -> None:
        self._messages = iter(messages)

    def recv(self) -> Any:
        try:
            return next(self._messages)
        except StopIteration:
            raise EOFError("no more messages") from None

    def close(self) -> None:
        pass


_END = object()  # closes the inbox


class Forked(Generic[T]):
    """``fn(*args)`` computed in a forked child; :meth:`result` returns its value or raises its
    exception here.

    With ``inbox=True`` the job is ``fn(inbox, *args)``: :meth:`send` passes it messages
    while it runs (queued to a thread that writes them to its pipe, so the sender never
    waits), :meth:`end_inbox` says there are no more. Where fork is not available the job
    runs in this process when its result is asked for (reading the messages sent so far).

    The child shares nothing back but the result, sent pickled through a pipe: ``fn`` must
    not change state this process relies on. Use it as a context manager (or :meth:`close`
    it), so that a child whose result is never asked for is stopped.
    """

    def __init__(self, fn: Callable[..., T], *args: Any, inbox: bool = False) -> None:
        self._fn, self._args = fn, args
        self._done = False
        self._value: T | None = None
        self._error: BaseException | None = None
        self._process: Any = None
        self._receive: Connection | None = None
        self._outbox: queue.SimpleQueue[Any] | None = None
        self._replay: list[Any] | None = None
        if not fork_available():
            if inbox:
                self._replay = []
            else:
                self._run_here(fn, args)
            return
        for stream in (sys.stdout, sys.stderr):  # nothing buffered may be written twice
            stream.flush()
        ctx = multiprocessing.get_context("fork")
        if inbox:
            messages, to_child = ctx.Pipe(duplex=False)
            args = (messages, *args)
        self._receive, send = ctx.Pipe(duplex=False)
        self._process = ctx.Process(target=_child, args=(fn, args, send), daemon=True)
        self._process.start()
        send.close()
        if inbox:
            messages.close()
            self._outbox = queue.SimpleQueue()
            threading.Thread(target=_forward, args=(self._outbox, to_child), name="forked-inbox",
                             daemon=True).start()

    def send(self, message: Any) -> None:
        """A message for the job's inbox (never waits)."""
        if self._replay is not None:
            self._replay.append(message)
        elif self._outbox is not None:
            self._outbox.put(message)

    def end_inbox(self) -> None:
        """No more messages."""
        if self._outbox is not None:
            self._outbox.put(_END)
            self._outbox = None

    def _run_here(self, fn: Callable[..., T], args: tuple[Any, ...]) -> None:
        try:
            self._value = fn(*args)
        except Exception as err:  # noqa: BLE001 - raised again by result()
            self._error = err
        self._done = True

    def result(self) -> T:
        if self._replay is not None and not self._done:
            self._run_here(self._fn, (_Replay(self._replay), *self._args))
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
        self.end_inbox()
        if self._process is not None and self._process.is_alive():
            self._process.terminate()
            self._process.join()
        if self._receive is not None and not self._receive.closed:
            self._receive.close()


def _forward(outbox: queue.SimpleQueue[Any], to_child: Connection) -> None:
    """The inbox's thread: write the queued messages to the child's pipe, in order."""
    while (message := outbox.get()) is not _END:
        try:
            to_child.send(message)
        except (OSError, ValueError):  # the child has gone: its result (or its absence) says why
            break
    to_child.close()


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
