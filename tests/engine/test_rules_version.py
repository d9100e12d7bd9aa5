"""Examples run under the order of layers of the CR their text was written for."""

from __future__ import annotations

from pathlib import Path

from ruletext import load_corpus
from verify import run

ROOT = Path(__file__).resolve().parents[2] / "rules_src"


def test_2009_example_applies_counters_after_7c_as_its_text_says() -> None:
    """613.4-2 (CR of 2009) states (0/1→+4/+4→+0/+2→+1/+1→)5/8: the counter comes last."""
    corpus = load_corpus(ROOT)
    report = run(corpus, ROOT, ids=["613.4-2", "layers-7c"]).to_dict()["examples"]
    ogre = report["613.4-2"]
    assert ogre["status"] == "pass" and ogre["rules"] == "2009-10-01"
    last = ogre["steps"][-1]
    p_t = [t["layer_2009"] for t in last["trace"] if t["layer"] in ("7b", "7c")]
    assert p_t == ["7b", "7c", "7c", "7d"]
    # An example from a text in today's numbering runs under today's order.
    assert report["layers-7c"]["rules"] == ""
