"""The command line at its edges: no traceback (issue 22, item 3)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_parse_with_stdout_closed_is_one_error_line() -> None:
    """Issue 22, defect 5: `build.py parse >&-` gave an AttributeError traceback."""
    done = subprocess.run(["sh", "-c", f'exec "{sys.executable}" "{ROOT / "build.py"}" parse >&-'],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
    assert done.stderr.strip().splitlines()[-1] == "error: the output was closed before everything was written"


def test_serve_on_a_port_out_of_range_is_a_usage_error() -> None:
    """Issue 22, defect 5: `serve --port 70000` gave an OverflowError traceback."""
    done = subprocess.run([sys.executable, str(ROOT / "build.py"), "serve", "--port", "70000"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    assert "argument --port: '70000' is not a port (0 to 65535; 0: any free port)" in done.stderr


STOP_IN_A_CALLBACK = """
import gc, os, signal, sys, time, weakref
sys.path.insert(0, sys.argv[1])
from sitegen.guard import run

class Thing:
    pass

def command():
    # SIGTERM handled while Python runs a weakref callback (as importlib's module-lock one): the
    # stop raised there is one Python cannot pass on
    thing = Thing()
    keep = weakref.ref(thing, lambda _ref: (os.kill(os.getpid(), signal.SIGTERM), time.sleep(0.05)))
    del thing
    gc.collect()
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:  # the build going on, as if nothing had happened
        sum(range(1000))
    print("the stop was lost", keep)
    return 0

sys.exit(run(command))
"""


def test_a_stop_in_a_callback_python_cannot_raise_from_still_stops_quietly() -> None:
    """A SIGTERM met inside a weakref callback (importlib's module lock: a hostile signal case
    failed once on "Exception ignored … Traceback") stops the command with 143, no traceback."""
    root = Path(__file__).resolve().parents[1]
    done = subprocess.run([sys.executable, "-c", STOP_IN_A_CALLBACK, str(root)], capture_output=True, text=True,
                          timeout=60)
    assert (done.returncode, done.stdout) == (143, ""), (done.returncode, done.stdout, done.stderr)
    assert "Traceback" not in done.stderr and "Exception ignored" not in done.stderr, done.stderr


STOP_IN_SET_NAME = """
import os, signal, sys
sys.path.insert(0, sys.argv[1])
from sitegen.guard import run

class Named:
    def __set_name__(self, owner, name):
        os.kill(os.getpid(), signal.SIGTERM)  # the stop is raised inside __set_name__
        sum(range(1000))

def command():
    class Owner:  # as platform's uname_result is made while pagefind imports it
        field = Named()
    print("the stop was lost")
    return 0

sys.exit(run(command))
"""


def test_a_stop_python_wraps_in_a_class_body_still_stops_quietly() -> None:
    """A SIGTERM met while a class is made (its __set_name__; the hostile case sigterm-while-staging
    met it in platform, imported by pagefind): Python 3.11 wraps the stop in a RuntimeError, which
    was printed as a traceback; it stops the command with 143, no traceback."""
    root = Path(__file__).resolve().parents[1]
    done = subprocess.run([sys.executable, "-c", STOP_IN_SET_NAME, str(root)], capture_output=True, text=True,
                          timeout=60)
    assert (done.returncode, done.stdout) == (143, ""), (done.returncode, done.stdout, done.stderr)
    assert "Traceback" not in done.stderr, done.stderr
