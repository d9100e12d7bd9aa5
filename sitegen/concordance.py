"""The numbering concordance, for the site: see :mod:`ruletext.concordance` (the data and the
one mapping between numberings, shared with ``build.py verify``)."""

from __future__ import annotations

from ruletext.concordance import (
    CHANGES,
    Concordance,
    ConcordanceEntry,
    NewRule,
    OutsideRef,
    load_concordance,
    parse_concordance,
)

__all__ = ["CHANGES", "Concordance", "ConcordanceEntry", "NewRule", "OutsideRef", "load_concordance",
           "parse_concordance"]
