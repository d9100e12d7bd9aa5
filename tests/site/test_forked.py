"""Work in a forked child: its value, its exceptions (input errors keep file and line), its end."""

from __future__ import annotations

import os
import pickle
import threading
import time

import pytest

from ruletext.errors import InputError, MalformedRuleLine
from sitegen import forked
from sitegen.forked import Forked, Inbox
from verify.errors import YamlSyntaxError

pytestmark = pytest.mark.skipif(not forked.fork_available(), reason="no fork on this platform")


def _raise_input_error() -> None:
    raise YamlSyntaxError("rules_src/scenarios/x.yaml", 7, "mapping values are not allowed here")


def _die() -> None:
    os._exit(3)


def _unpicklable() -> object:
    return threading.Lock()


def _length(inbox: Inbox) -> int:
    return len(inbox.recv())


def _sleep() -> None:
    time.sleep(60)


def _total(inbox: Inbox, start: int) -> int:
    total = start
    while (n := inbox.recv()) is not None:
        total += n
    return total


def test_the_value_comes_back() -> None:
    with Forked(sorted, {"b": 1, "a": 2}) as job:
        assert job.result() == ["a", "b"]
        assert job.result() == ["a", "b"]  # asked again: the same value, no second wait


def test_an_input_error_comes_back_with_its_class_file_and_line() -> None:
    with Forked(_raise_input_error) as job, pytest.raises(YamlSyntaxError) as err:
        job.result()
    assert str(err.value) == "rules_src/scenarios/x.yaml:7: mapping values are not allowed here"
    assert (err.value.path, err.value.line) == ("rules_src/scenarios/x.yaml", 7)


def test_input_errors_pickle() -> None:
    err = pickle.loads(pickle.dumps(MalformedRuleLine("a.txt", None, "no rule number")))
    assert isinstance(err, InputError) and str(err) == "a.txt: no rule number"


def test_a_child_that_dies_is_reported() -> None:
    with Forked(_die) as job, pytest.raises(ChildProcessError, match="exit code 3"):
        job.result()


def test_a_result_that_does_not_pickle_is_reported() -> None:
    with Forked(_unpicklable) as job, pytest.raises(RuntimeError, match="could not be sent back"):
        job.result()


def test_closing_stops_a_child_whose_result_is_not_wanted() -> None:
    job = Forked(_sleep)
    process = job._process
    start = time.perf_counter()
    job.close()
    assert time.perf_counter() - start < 10
    assert not process.is_alive()


def test_without_fork_the_work_is_done_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(forked, "fork_available", lambda: False)
    job = Forked(int, "42")
    assert job._process is None and job.result() == 42
    with pytest.raises(InputError):
        Forked(_raise_input_error).result()


def test_an_inbox_takes_messages_while_the_child_runs() -> None:
    with Forked(_total, 100, inbox=True) as job:
        for n in range(1, 4):
            job.send(n)
        job.send(None)
        job.end_inbox()
        assert job.result() == 106


def test_without_fork_the_inbox_is_read_back_when_the_result_is_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(forked, "fork_available", lambda: False)
    job = Forked(_total, 100, inbox=True)
    job.send(5)
    job.send(None)
    job.end_inbox()
    assert job._process is None and job.result() == 105


def test_a_message_larger_than_a_pipe_holds_arrives_whole() -> None:
    with Forked(_length, inbox=True) as job:
        job.send("x" * 5_000_000)  # queued; the inbox's thread writes it while the child reads
        job.end_inbox()
        assert job.result() == 5_000_000
