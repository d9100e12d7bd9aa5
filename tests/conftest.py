"""Session-wide setup for every test."""

from __future__ import annotations

import signal

# A shell starts a background job (`make test &`, a CI runner without job control) with SIGINT
# ignored, and a child process inherits that: the build under test would then never see the
# Ctrl-C that the interrupt tests send. Give this process Python's own handler again, so the
# children start with the default disposition, as they do from a terminal.
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)
