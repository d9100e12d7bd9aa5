"""The keyword abilities of the Comprehensive Rules (702.2–702.189), and the ones the game applies.

:data:`CR_KEYWORDS` is every keyword the CR defines, by name (lower-case) with its rule — the
702 headings of the CR of 2026-01-16 (tests/test_keywords.py reads them from the English file
when it is beside the repository and checks the two agree, name by name and number by number),
with the names 702.124 gives partner's variants and 702.89's former name.
:data:`APPLIED` is the one registry of the keywords the game applies, each with the rule it
applies. An ability written as any other keyword would be shown and do nothing, silently: it
is refused where it is written (:func:`unapplied`), in every place an ability is accepted.

>>> CR_KEYWORDS["changeling"], CR_KEYWORDS["for mirrodin!"]
('702.73', '702.163')
>>> unapplied("Toxic 2") is None, unapplied("Graft 2")
(True, ('graft', '702.58'))
>>> unapplied("Flash"), unapplied("protection from red"), unapplied("a sentence.")
(None, None, None)
"""

from __future__ import annotations

import re

# 702.2–702.189: each keyword ability and its rule (CR 2026-01-16).
CR_KEYWORDS: dict[str, str] = {
    "deathtouch": "702.2", "defender": "702.3", "double strike": "702.4", "enchant": "702.5", "equip": "702.6",
    "first strike": "702.7", "flash": "702.8", "flying": "702.9", "haste": "702.10", "hexproof": "702.11",
    "indestructible": "702.12", "intimidate": "702.13", "landwalk": "702.14", "lifelink": "702.15",
    "protection": "702.16", "reach": "702.17", "shroud": "702.18", "trample": "702.19", "vigilance": "702.20",
    "ward": "702.21", "banding": "702.22", "rampage": "702.23", "cumulative upkeep": "702.24", "flanking": "702.25",
    "phasing": "702.26", "buyback": "702.27", "shadow": "702.28", "cycling": "702.29", "echo": "702.30",
    "horsemanship": "702.31", "fading": "702.32", "kicker": "702.33", "flashback": "702.34", "madness": "702.35",
    "fear": "702.36", "morph": "702.37", "amplify": "702.38", "provoke": "702.39", "storm": "702.40",
    "affinity": "702.41", "entwine": "702.42", "modular": "702.43", "sunburst": "702.44", "bushido": "702.45",
    "soulshift": "702.46", "splice": "702.47", "offering": "702.48", "ninjutsu": "702.49", "epic": "702.50",
    "convoke": "702.51", "dredge": "702.52", "transmute": "702.53", "bloodthirst": "702.54", "haunt": "702.55",
    "replicate": "702.56", "forecast": "702.57", "graft": "702.58", "recover": "702.59", "ripple": "702.60",
    "split second": "702.61", "suspend": "702.62", "vanishing": "702.63", "absorb": "702.64",
    "aura swap": "702.65", "delve": "702.66", "fortify": "702.67", "frenzy": "702.68", "gravestorm": "702.69",
    "poisonous": "702.70", "transfigure": "702.71", "champion": "702.72", "changeling": "702.73", "evoke": "702.74",
    "hideaway": "702.75", "prowl": "702.76", "reinforce": "702.77", "conspire": "702.78", "persist": "702.79",
    "wither": "702.80", "retrace": "702.81", "devour": "702.82", "exalted": "702.83", "unearth": "702.84",
    "cascade": "702.85", "annihilator": "702.86", "level up": "702.87", "rebound": "702.88",
    "umbra armor": "702.89", "infect": "702.90", "battle cry": "702.91", "living weapon": "702.92",
    "undying": "702.93", "miracle": "702.94", "soulbond": "702.95", "overload": "702.96", "scavenge": "702.97",
    "unleash": "702.98", "cipher": "702.99", "evolve": "702.100", "extort": "702.101", "fuse": "702.102",
    "bestow": "702.103", "tribute": "702.104", "dethrone": "702.105", "hidden agenda": "702.106",
    "outlast": "702.107", "prowess": "702.108", "dash": "702.109", "exploit": "702.110", "menace": "702.111",
    "renown": "702.112", "awaken": "702.113", "devoid": "702.114", "ingest": "702.115", "myriad": "702.116",
    "surge": "702.117", "skulk": "702.118", "emerge": "702.119", "escalate": "702.120", "melee": "702.121",
    "crew": "702.122", "fabricate": "702.123", "partner": "702.124", "undaunted": "702.125",
    "improvise": "702.126", "aftermath": "702.127", "embalm": "702.128", "eternalize": "702.129",
    "afflict": "702.130", "ascend": "702.131", "assist": "702.132", "jump-start": "702.133", "mentor": "702.134",
    "afterlife": "702.135", "riot": "702.136", "spectacle": "702.137", "escape": "702.138",
    "companion": "702.139", "mutate": "702.140", "encore": "702.141", "boast": "702.142", "foretell": "702.143",
    "demonstrate": "702.144", "daybound": "702.145", "nightbound": "702.145", "disturb": "702.146",
    "decayed": "702.147", "cleave": "702.148", "training": "702.149", "compleated": "702.150",
    "reconfigure": "702.151", "blitz": "702.152", "casualty": "702.153", "enlist": "702.154",
    "read ahead": "702.155", "ravenous": "702.156", "squad": "702.157", "space sculptor": "702.158",
    "visit": "702.159", "prototype": "702.160", "living metal": "702.161", "more than meets the eye": "702.162",
    "for mirrodin!": "702.163", "toxic": "702.164", "backup": "702.165", "bargain": "702.166", "craft": "702.167",
    "disguise": "702.168", "solved": "702.169", "plot": "702.170", "saddle": "702.171", "spree": "702.172",
    "freerunning": "702.173", "gift": "702.174", "offspring": "702.175", "impending": "702.176",
    "exhaust": "702.177", "max speed": "702.178", "start your engines!": "702.179", "harmonize": "702.180",
    "mobilize": "702.181", "job select": "702.182", "tiered": "702.183", "station": "702.184", "warp": "702.185",
    "∞": "702.186", "mayhem": "702.187", "web-slinging": "702.188", "firebending": "702.189",
}
# 702.124: partner's variants ("partner with [name]", 702.124c–f); 702.89: umbra armor's former name.
VARIANTS: dict[str, str] = {
    "partner with": "702.124", "friends forever": "702.124", "choose a background": "702.124",
    "doctor's companion": "702.124", "totem armor": "702.89",
}
ALL_KEYWORDS: dict[str, str] = {**CR_KEYWORDS, **VARIANTS}

# The keywords the game applies: each with the rule it applies (tests/test_keywords.py: each one
# changes an outcome). Persist and undying are the triggered abilities they are written out as
# (engine.abilities.WRITTEN_OUT).
APPLIED: dict[str, str] = {
    "deathtouch": "702.2b",  # 704.5h, 702.2c
    "defender": "702.3b",
    "double strike": "702.4b",  # 510.4: both combat damage steps
    "first strike": "702.7b",  # 510.4: the first-strike combat damage step
    "enchant": "702.5a",  # 303.4, 704.5m
    "equip": "702.6a",  # written out: an activated ability that attaches it, as a sorcery (engine.keywords)
    "fortify": "702.67a",  # the same, to a land
    "flash": "702.8a",
    "flying": "702.9b",  # 509.1b: blocking
    "intimidate": "702.13b",
    "landwalk": "702.14c",
    "reach": "702.17b",
    "shadow": "702.28b",
    "horsemanship": "702.31b",
    "fear": "702.36b",
    "menace": "702.111b",
    "skulk": "702.118b",
    "haste": "702.10b",  # 302.6
    "hexproof": "702.11b",  # 702.11d: hexproof from a quality
    "indestructible": "702.12b",
    "kicker": "702.33a",  # 702.33d, 607.2i: "if it was kicked"
    "flashback": "702.34a",  # 601.3: cast from a graveyard; exiled as it leaves the stack
    "split second": "702.61a",  # 702.61b: mana abilities and triggers go on
    "rebound": "702.88a",  # exiled as it resolves; cast at the next upkeep (603.7)
    "lifelink": "702.15b",
    "protection": "702.16b",  # 702.16c–e
    "shroud": "702.18a",
    "trample": "702.19b",  # 510.1c: excess damage to the player
    "vigilance": "702.20b",
    "sunburst": "702.44a",  # 614.1c: a counter for each color of mana spent to cast it
    "bloodthirst": "702.54a",  # 614.1c: N +1/+1 counters if an opponent was dealt damage this turn
    "absorb": "702.64a",  # 615: prevents N of each damage dealt to it (702.64b: each instance)
    "changeling": "702.73a",  # 604.3: a CDA, every creature type (layer 4)
    "devoid": "702.114a",  # 604.3: a CDA, colorless (layer 5)
    "persist": "702.79a",
    "wither": "702.80a",
    "devour": "702.82a",
    "infect": "702.90b",  # 702.90c
    "undying": "702.93a",
    "reconfigure": "702.151a",  # its two activated abilities written out; attached, it is no creature (702.151b)
    "riot": "702.136a",  # 614.1c: an additional +1/+1 counter as it enters (choice riot: counter), or haste
    "toxic": "702.164c",  # combat damage to a player: poison counters too (702.164b: the total)
    "umbra armor": "702.89a",  # 614: the enchanted creature's destruction replaced; totem armor, its former name
    "totem armor": "702.89a",
}

# The keywords written with a number (702.64 absorb N, 702.164 toxic N…): one without it is refused.
NUMBERED: frozenset[str] = frozenset({"absorb", "bloodthirst", "devour", "toxic"})
# The keywords that say how their permanent enters the battlefield (614.1c), applied as it enters.
ENTERING: frozenset[str] = frozenset({"bloodthirst", "riot", "sunburst"})

def keyword_of(text: str) -> str | None:
    """The keyword (702) an ability written as a keyword is — its name, lower-case — or None:
    ``Kicker {W}`` → ``kicker``, ``islandwalk`` → ``landwalk`` (702.14), ``Plainscycling {2}`` →
    ``cycling`` (702.29), ``Goblin offering`` → ``offering`` (702.48), reminder text aside.

    >>> keyword_of("Kicker {W}"), keyword_of("islandwalk"), keyword_of("Toxic 2 (reminder)")
    ('kicker', 'landwalk', 'toxic')
    >>> keyword_of("vigilence") is None
    True
    """
    words = re.sub(r"\s*\(.*\)\s*$", "", text).strip().lower()
    for n in _LONGEST_FIRST:
        if words == n or words.startswith(n + " ") or words.startswith(n + "{"):
            return n
    head = words.split(" {")[0].split(" ")
    if head and head[-1].endswith("walk") or words.endswith("walk"):
        return "landwalk"  # 702.14: islandwalk, nonbasic landwalk
    if head and head[0].endswith("cycling"):
        return "cycling"  # 702.29: typecycling
    if len(head) > 1 and head[1] == "offering":
        return "offering"  # 702.48: Goblin offering
    return None


_LONGEST_FIRST = sorted(ALL_KEYWORDS, key=len, reverse=True)


def unapplied(text: str) -> tuple[str, str] | None:
    """The keyword ``text`` is written as and its rule, when the game does not apply it (an
    object with it would do nothing, silently); None for an applied keyword or other text."""
    name = keyword_of(text)
    if name is None or name in APPLIED:
        return None
    return name, ALL_KEYWORDS[name]


def number_of(text: str) -> int | None:
    """The number a keyword is written with ("Toxic 2" → 2), or None.

    >>> number_of("Toxic 2"), number_of("Absorb 1 (reminder)"), number_of("riot")
    (2, 1, None)
    """
    m = re.fullmatch(r"[^\d(]+ (\d+)", re.sub(r"\s*\(.*\)\s*$", "", text).strip())
    return int(m[1]) if m else None


__all__ = ["ALL_KEYWORDS", "APPLIED", "CR_KEYWORDS", "ENTERING", "NUMBERED", "VARIANTS", "keyword_of", "number_of",
           "unapplied"]
