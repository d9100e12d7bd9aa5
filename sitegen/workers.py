"""The build's helpers, started first and working while the phases run.

``build.py`` starts them before anything heavy is imported (a forked child then shares
almost nothing with its parent, so forking costs nothing), and the pipeline hands work to
them and collects their results:

- ``verifying``: a forked child that imports the engine and reads the cards and
  scenarios while the parent parses the corpus, receives the corpus, and runs every
  scenario while the parent loads mkdocs.
- ``search``: Pagefind (extended build), loading its Japanese dictionary; mkdocs sends it
  each searchable page as soon as the page's Markdown is converted.
- ``links``: a forked child that reads the ids and links of each page as mkdocs renders
  it, and checks them all once the site is built.

On a machine with two cores this takes a build from about 2.2 s down to about 1.6 s.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import threading
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from .forked import Forked, fork_available
from .linkcheck import LinkChecker
from .search import SearchIndexer

Report = tuple[dict[str, Any], dict[str, Any]]


def verify_report(corpus: Any, rules_src: Path, cards: Any = None, scenarios: Any = None) -> Report:
    """The report of every scenario and the card definitions, as plain JSON (what pages use)."""
    import verify

    cards = verify.load_cards(rules_src) if cards is None else cards
    report = verify.run(corpus, rules_src, cards=cards, scenarios=scenarios)
    return report.to_dict(), {str(k): v.to_dict() for k, v in cards.items()}


def _verify_in_child(corpora: Connection, rules_src: Path) -> Report | None:
    """The verification child: it imports the engine and reads the cards and scenarios while
    the parent parses the corpus, which it then receives (``None``: the build stopped)."""
    from verify.cards import load_cards
    from verify.scenario import load_scenarios

    cards, scenarios = load_cards(rules_src), load_scenarios(rules_src)
    corpus = corpora.recv()
    corpora.close()
    return None if corpus is None else verify_report(corpus, rules_src, cards, scenarios)


class Verification:
    """Every example scenario run in a forked child (in this process where fork is not
    available): :meth:`corpus` hands it the parsed corpus, :meth:`result` waits for the report."""

    def __init__(self, rules_src: Path) -> None:
        self.rules_src = rules_src
        self._job: Forked[Report | None] | None = None
        self._report: Report | None = None
        self._sender: threading.Thread | None = None
        if fork_available():
            receive, self._send = multiprocessing.Pipe(duplex=False)
            self._job = Forked(_verify_in_child, receive, rules_src)
            receive.close()

    def corpus(self, corpus: Any) -> None:
        """The corpus parsed by the build: the child verifies it from now on."""
        if self._job is None:
            self._report = verify_report(corpus, self.rules_src)
            return
        # In a thread: the pickled corpus is larger than a pipe holds, and the child may still
        # be reading its cards; the build goes on to load mkdocs meanwhile.
        self._sender = threading.Thread(target=self._send_corpus, args=(corpus,), name="corpus-sender",
                                        daemon=True)
        self._sender.start()

    def _send_corpus(self, corpus: Any) -> None:
        with contextlib.suppress(OSError, ValueError):  # the child failed: result() says why
            self._send.send(corpus)
            self._send.close()

    def result(self) -> Report:
        if self._job is not None:
            self._report = self._job.result()
        if self._report is None:
            raise RuntimeError("the verification was never given the corpus")
        return self._report

    def close(self) -> None:
        if self._job is not None:
            if self._sender is None:  # the corpus never came: the child may stop waiting
                with contextlib.suppress(OSError, ValueError):
                    self._send.send(None)
                    self._send.close()
            self._job.close()


class Workers:
    """The three helpers of one build (see the module's docstring); :meth:`close` stops them."""

    def __init__(self, rules_src: Path) -> None:
        self.verifying = Verification(rules_src.resolve())
        self.links = LinkChecker()
        try:
            self.search = SearchIndexer()
        except BaseException:
            self.links.close()
            self.verifying.close()
            raise

    def close(self, wait: bool = True) -> None:
        """Stop what is still running (``wait``: until Pagefind has exited; not needed when
        this process is about to exit)."""
        self.verifying.close()
        self.links.close()
        self.search.close(wait)
