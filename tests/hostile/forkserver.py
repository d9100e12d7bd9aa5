"""``python build.py ARGS`` for the hostile suite's failing builds, from one process that has
imported what every build imports first (``sitegen.guard``, ``sitegen.outdir``,
``sitegen.pipeline``: build.py's ``main`` and ``cmd_build``): a failing build spends most of its
0.4 s importing them.

Each request is a fork of this process, which then is what a fresh ``python build.py`` is at
the start of ``main``: a session and process group of its own, the case's folder as its working
directory, the case's ``build.py`` run as ``__main__`` (its ``ROOT`` the case's project), its
stdout and stderr the caller's pipes, its exit status the build's (``os._exit`` in build.py).
Nothing a case does reaches the next one: each fork starts from this process as it was after
the imports, and nothing else runs here.

What a fork shares with the others — the hash seed, the environment, the signal dispositions,
the interpreter's start — is why the cases about those (another locale or time zone, a signal,
builds at once, a build that must succeed or be byte-identical) stay fresh subprocesses
(``test_hostile.forked``).

``python forkserver.py FD PROJECT`` imports from PROJECT (a copy of the project whose code
packages are links to the real ones, as every case's is). The protocol, on the socket FD
(``SOCK_SEQPACKET``: one message each): the caller sends a JSON request
``{"argv": [build.py, ...], "cwd": ...}`` with its stdout and stderr pipes' write ends
(``socket.send_fds``); this process answers ``{"pid": N}`` once the fork runs, then
``{"exit": code}`` once it has exited (a negative code: killed by that signal, as ``Popen``
says).
"""

from __future__ import annotations

import json
import os
import runpy
import socket
import sys


def serve(sock: socket.socket, project: str) -> None:
    sys.path[0] = project  # as `python PROJECT/build.py` has it (not this file's folder)
    import sitegen.guard  # noqa: F401  build.py's main() imports it before the command
    import sitegen.outdir  # noqa: F401  cmd_build imports both before any work
    import sitegen.pipeline  # noqa: F401

    while True:
        msg, fds, _flags, _addr = socket.recv_fds(sock, 65536, 2)
        if not msg:
            return  # the caller has gone
        request = json.loads(msg)
        pid = os.fork()
        if pid == 0:
            run(sock, request, fds)
        for fd in fds:
            os.close(fd)
        sock.send(json.dumps({"pid": pid}).encode())
        _, status = os.waitpid(pid, 0)
        sock.send(json.dumps({"exit": os.waitstatus_to_exitcode(status)}).encode())


def run(sock: socket.socket, request: dict[str, object], fds: list[int]) -> None:
    """The fork: ``python build.py ARGS`` from here on (never returns)."""
    code = 1
    try:
        sock.close()
        os.setsid()  # start_new_session=True, as the suite's Popen does
        os.dup2(fds[0], 1)
        os.dup2(fds[1], 2)
        for fd in fds:
            os.close(fd)
        argv = [str(a) for a in request["argv"]]  # type: ignore[attr-defined]
        os.chdir(str(request["cwd"]))
        sys.argv = argv
        sys.path[0] = os.path.dirname(os.path.abspath(argv[0]))  # a script's folder, as python puts it
        runpy.run_path(argv[0], run_name="__main__")  # build.py ends in os._exit(its status)
        code = 0
    except SystemExit as stop:
        code = stop.code if isinstance(stop.code, int) else 1
    except BaseException:
        import traceback

        traceback.print_exc()
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(code)


if __name__ == "__main__":
    serve(socket.socket(fileno=int(sys.argv[1])), sys.argv[2])
