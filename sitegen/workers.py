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

from pathlib import Path
from typing import Any

from .forked import Forked, Inbox
from .linkcheck import LinkChecker
from .search import SearchIndexer

Report = tuple[dict[str, Any], dict[str, Any]]


def verify_report(corpus: Any, rules_src: Path, cards: Any = None, scenarios: Any = None) -> Report:
    """The report of every scenario and the card definitions, as plain JSON (what pages use)."""
    import verify

    cards = verify.load_cards(rules_src) if cards is None else cards
    report = verify.run(corpus, rules_src, cards=cards, scenarios=scenarios)
    return report.to_dict(), {str(k): v.to_dict() for k, v in cards.items()}


def _verify_in_child(corpora: Inbox, rules_src: Path) -> Report:
    """The verification child: it imports the engine and reads the cards and scenarios while
    the parent parses the corpus, which it then receives."""
    from verify.cards import load_cards
    from verify.scenario import load_scenarios

    cards, scenarios = load_cards(rules_src), load_scenarios(rules_src)
    corpus = corpora.recv()
    corpora.close()
    return verify_report(corpus, rules_src, cards, scenarios)


class Verification:
    """Every example scenario run in a forked child (:class:`Forked`, in this process where
    fork is not available): :meth:`corpus` hands it the parsed corpus, :meth:`result` waits
    for the report."""

    def __init__(self, rules_src: Path) -> None:
        self._job: Forked[Report] = Forked(_verify_in_child, rules_src, inbox=True)

    def corpus(self, corpus: Any) -> None:
        """The corpus parsed by the build: the child verifies it from now on."""
        self._job.send(corpus)
        self._job.end_inbox()

    def result(self) -> Report:
        return self._job.result()

    def close(self) -> None:
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
