"""Game objects and their characteristics.

An object's printed values (or the values a token or copy was created with) are its
:class:`Characteristics`; its current characteristics are always computed from those
plus the continuous effects in force (see :mod:`engine.evaluate`).

>>> ManaCost.parse("{2}{W}{W}")
ManaCost(symbols=('2', 'W', 'W'))
>>> ManaCost.parse("{2}{W}{W}").mana_value
4
>>> sorted(ManaCost.parse("{B}{G}").colors)
['black', 'green']
>>> PT.parse("+0/+1")
PT(power=0, toughness=1)
>>> str(PT(1, 3))
'1/3'
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from engine.cr_keywords import APPLIED, CR_KEYWORDS
from engine.errors import ValueSyntaxError
from engine.records import not_a, not_allowed
from engine.vocab import suggest

if TYPE_CHECKING:
    from collections.abc import Mapping

    from engine.vocab import AbilityValue

# 105.1: the five colors, in WUBRG order.
COLORS: tuple[str, ...] = ("white", "blue", "black", "red", "green")
COLOR_OF_SYMBOL: dict[str, str] = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
# 205.2a
CARD_TYPES: tuple[str, ...] = (
    "artifact", "battle", "creature", "enchantment", "instant", "kindred", "land", "planeswalker", "sorcery",
    "dungeon",  # 309: not a permanent; in the command zone while a player ventures (309.2a)
)
# The order card types are written in on a type line ("Artifact Creature", "Land Creature").
TYPE_LINE_ORDER: tuple[str, ...] = (
    "kindred", "artifact", "enchantment", "land", "creature", "planeswalker", "battle", "instant", "sorcery",
    "dungeon",
)
PERMANENT_TYPES: frozenset[str] = frozenset(
    {"artifact", "battle", "creature", "enchantment", "land", "planeswalker"}
)
# 205.4a
SUPERTYPES: tuple[str, ...] = ("basic", "legendary", "ongoing", "snow", "world")
# 205.3g artifact types, 205.3h enchantment types, 205.3k spell types
ARTIFACT_TYPES: frozenset[str] = frozenset({
    "Attraction", "Blood", "Bobblehead", "Clue", "Contraption", "Equipment", "Food", "Fortification", "Gold",
    "Incubator", "Junk", "Map", "Powerstone", "Spacecraft", "Treasure", "Vehicle"})
ENCHANTMENT_TYPES: frozenset[str] = frozenset({
    "Aura", "Background", "Cartouche", "Case", "Class", "Curse", "Role", "Room", "Rune", "Saga", "Shard", "Shrine"})
SPELL_TYPES: frozenset[str] = frozenset({"Adventure", "Arcane", "Lesson", "Omen", "Trap"})
# 205.3g–k: the subtypes that are not creature types (artifact, enchantment and spell types; land
# types are LAND_TYPES) — what an effect that sets an object's creature types keeps (205.1a).
NONCREATURE_SUBTYPES: frozenset[str] = ARTIFACT_TYPES | ENCHANTMENT_TYPES | SPELL_TYPES
# 305.6: basic land types and the mana each one's intrinsic ability adds.
BASIC_LAND_TYPES: dict[str, str] = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


def land_type_mana_text(land_type: str) -> str:
    """305.6: the text of a basic land type's intrinsic mana ability.

    >>> land_type_mana_text("Swamp")
    '{T}: Add {B}.'
    """
    return f"{{T}}: Add {{{BASIC_LAND_TYPES[land_type]}}}."


# 205.3i: land types (basic and nonbasic).
LAND_TYPES: frozenset[str] = frozenset(
    set(BASIC_LAND_TYPES) | {"Cave", "Desert", "Gate", "Lair", "Locus", "Mine", "Planet", "Power-Plant", "Sphere",
                             "Tower", "Town", "Urza's"}
)
# 205.3m: creature types (one of them two words long), 205.3j: planeswalker types.
CREATURE_TYPES: frozenset[str] = frozenset({
    "Advisor", "Aetherborn", "Alien", "Ally", "Angel", "Antelope", "Ape", "Archer", "Archon", "Armadillo", "Army",
    "Artificer", "Assassin", "Assembly-Worker", "Astartes", "Atog", "Aurochs", "Avatar", "Azra", "Badger",
    "Balloon", "Barbarian", "Bard", "Basilisk", "Bat", "Bear", "Beast", "Beaver", "Beeble", "Beholder", "Berserker",
    "Bird", "Bison", "Blinkmoth", "Boar", "Bringer", "Brushwagg", "Camarid", "Camel", "Capybara", "Caribou",
    "Carrier", "Cat", "Centaur", "Child", "Chimera", "Citizen", "Cleric", "Clown", "Cockatrice", "Construct",
    "Coward", "Coyote", "Crab", "Crocodile", "Custodes", "Cyberman", "Cyclops", "C’tan", "Dalek", "Dauthi",
    "Demigod", "Demon", "Deserter", "Detective", "Devil", "Dinosaur", "Djinn", "Doctor", "Dog", "Dragon", "Drake",
    "Dreadnought", "Drix", "Drone", "Druid", "Dryad", "Dwarf", "Echidna", "Efreet", "Egg", "Elder", "Eldrazi",
    "Elemental", "Elephant", "Elf", "Elk", "Employee", "Eye", "Faerie", "Ferret", "Fish", "Flagbearer", "Fox",
    "Fractal", "Frog", "Fungus", "Gamer", "Gargoyle", "Germ", "Giant", "Gith", "Glimmer", "Gnoll", "Gnome", "Goat",
    "Goblin", "God", "Golem", "Gorgon", "Graveborn", "Gremlin", "Griffin", "Guest", "Hag", "Halfling", "Hamster",
    "Harpy", "Hedgehog", "Hellion", "Hero", "Hippo", "Hippogriff", "Homarid", "Homunculus", "Horror", "Horse",
    "Human", "Hydra", "Hyena", "Illusion", "Imp", "Incarnation", "Inkling", "Inquisitor", "Insect", "Jackal",
    "Jellyfish", "Juggernaut", "Kangaroo", "Kavu", "Kirin", "Kithkin", "Knight", "Kobold", "Kor", "Kraken", "Lamia",
    "Lammasu", "Leech", "Lemur", "Leviathan", "Lhurgoyf", "Licid", "Lizard", "Llama", "Lobster", "Manticore",
    "Masticore", "Mercenary", "Merfolk", "Metathran", "Minion", "Minotaur", "Mite", "Mole", "Monger", "Mongoose",
    "Monk", "Monkey", "Moogle", "Moonfolk", "Mount", "Mouse", "Mutant", "Myr", "Mystic", "Nautilus", "Necron",
    "Nephilim", "Nightmare", "Nightstalker", "Ninja", "Noble", "Noggle", "Nomad", "Nymph", "Octopus", "Ogre",
    "Ooze", "Orb", "Orc", "Orgg", "Otter", "Ouphe", "Ox", "Oyster", "Pangolin", "Peasant", "Pegasus", "Pentavite",
    "Performer", "Pest", "Phelddagrif", "Phoenix", "Phyrexian", "Pilot", "Pincher", "Pirate", "Plant", "Platypus",
    "Porcupine", "Possum", "Praetor", "Primarch", "Prism", "Processor", "Qu", "Rabbit", "Raccoon", "Ranger", "Rat",
    "Rebel", "Reflection", "Rhino", "Rigger", "Robot", "Rogue", "Sable", "Salamander", "Samurai", "Sand",
    "Saproling", "Satyr", "Scarecrow", "Scientist", "Scion", "Scorpion", "Scout", "Sculpture", "Seal", "Serf",
    "Serpent", "Servo", "Shade", "Shaman", "Shapeshifter", "Shark", "Sheep", "Siren", "Skeleton", "Skunk", "Slith",
    "Sliver", "Sloth", "Slug", "Snail", "Snake", "Soldier", "Soltari", "Sorcerer", "Spawn", "Specter",
    "Spellshaper", "Sphinx", "Spider", "Spike", "Spirit", "Splinter", "Sponge", "Squid", "Squirrel", "Starfish",
    "Surrakar", "Survivor", "Symbiote", "Synth", "Tentacle", "Tetravite", "Thalakos", "Thopter", "Thrull",
    "Tiefling", "Time Lord", "Toy", "Treefolk", "Trilobite", "Triskelavite", "Troll", "Turtle", "Tyranid",
    "Unicorn", "Vampire", "Varmint", "Vedalken", "Villain", "Volver", "Wall", "Walrus", "Warlock", "Warrior",
    "Weasel", "Weird", "Werewolf", "Whale", "Wizard", "Wolf", "Wolverine", "Wombat", "Worm", "Wraith", "Wurm",
    "Yeti", "Zombie", "Zubera"})
PLANESWALKER_TYPES: frozenset[str] = frozenset({
    "Ajani", "Aminatou", "Angrath", "Arlinn", "Ashiok", "Bahamut", "Basri", "Bolas", "Calix", "Chandra", "Comet",
    "Dack", "Dakkon", "Daretti", "Davriel", "Dihada", "Domri", "Dovin", "Ellywick", "Elminster", "Elspeth",
    "Estrid", "Freyalise", "Garruk", "Gideon", "Grist", "Guff", "Huatli", "Jace", "Jared", "Jaya", "Jeska", "Kaito",
    "Karn", "Kasmina", "Kaya", "Kiora", "Koth", "Liliana", "Lolth", "Lukka", "Minsc", "Mordenkainen", "Nahiri",
    "Narset", "Niko", "Nissa", "Nixilis", "Oko", "Quintorius", "Ral", "Rowan", "Saheeli", "Samut", "Sarkhan",
    "Serra", "Sivitri", "Sorin", "Szat", "Tamiyo", "Tasha", "Teferi", "Teyo", "Tezzeret", "Tibalt", "Tyvar", "Ugin",
    "Urza", "Venser", "Vivien", "Vraska", "Vronos", "Will", "Windgrace", "Wrenn", "Xenagos", "Yanggu", "Yanling",
    "Zariel"})
# 205.3: every subtype a selector may name (205.3q battle types, 205.3p dungeon types; planar types are
# not here: no plane cards). A word that is none of these is no subtype (a selector refuses it).
SUBTYPE_WORDS: frozenset[str] = (CREATURE_TYPES | PLANESWALKER_TYPES | ARTIFACT_TYPES | ENCHANTMENT_TYPES
                                 | SPELL_TYPES | LAND_TYPES | frozenset({"Siege", "Undercity"}))


def changeable_word(text: str) -> str:
    """A word a text-changing effect replaces or puts (612.2): a color word (as the selectors
    write it, lower-case), a land type or a creature type — ValueSyntaxError for any other (it
    changed nothing).

    >>> changeable_word("White"), changeable_word("Island"), changeable_word("Goblin")
    ('white', 'Island', 'Goblin')
    >>> changeable_word("Islnd")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    engine.errors.ValueSyntaxError: not a color word, land type or creature type (612.2): 'Islnd'; did you mean 'Island'?
    """
    import difflib

    word = str(text).strip()
    if word.lower() in COLORS:
        return word.lower()
    if word in LAND_TYPES or word in CREATURE_TYPES:
        return word
    known = (*COLORS, *sorted(LAND_TYPES))
    close = difflib.get_close_matches(word, sorted(CREATURE_TYPES), n=1, cutoff=0.6)  # the hint, not all 315
    raise ValueSyntaxError(f"not a color word, land type or creature type (612.2): {word!r}"
                           f"{suggest(word, (*known, *close))}",
                           not_a("value_changeable_word", word, (*known, *close)))


def creature_type(text: str) -> str:
    """A creature type (205.3m) — ValueSyntaxError for another word (a choice of it matched nothing).

    >>> creature_type("Cleric")
    'Cleric'
    >>> creature_type("Elff")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    engine.errors.ValueSyntaxError: not a creature type (205.3m): 'Elff'; did you mean 'Elf'?
    """
    import difflib

    word = str(text).strip()
    if word in CREATURE_TYPES:
        return word
    close = difflib.get_close_matches(word, sorted(CREATURE_TYPES), n=1, cutoff=0.6)  # the hint, not all 315
    raise ValueSyntaxError(f"not a creature type (205.3m): {word!r}{suggest(word, close)}",
                           not_a("value_creature_type", word, close))


# 400.1
ZONES: tuple[str, ...] = ("library", "hand", "battlefield", "graveyard", "stack", "exile", "command")
# Designations an object can have (they are not characteristics, and no effect copies them):
# 903.3: the card designated as a player's commander stays so in every zone.
DESIGNATIONS: tuple[str, ...] = ("commander",)
# 122.1: kinds of counters without rules of their own (their cards give them meaning) besides the
# +N/+N and -N/-N ones (122.1a: those modify power and toughness, 613.4c); shield, stun and loyalty
# counters have rules of their own (122.1c–e). Keyword counters are below.
NAMED_COUNTERS: tuple[str, ...] = (
    "age", "charge", "divinity", "doom", "fade", "hatchling", "ice", "level", "lore", "loyalty", "oil", "page",
    "plague", "quest", "shield", "storage", "stun", "time", "verse", "wish")
# 122.1b: the keywords a keyword counter can be — the object has that keyword (layer 6, 613.1f).
KEYWORD_COUNTER_KINDS: tuple[str, ...] = (
    "deathtouch", "decayed", "double strike", "exalted", "first strike", "flying", "haste", "hexproof",
    "indestructible", "lifelink", "menace", "reach", "shadow", "trample", "vigilance")
# The kinds of keyword counters accepted: those whose keyword the game applies (engine.cr_keywords);
# another would give a keyword that does nothing, and is refused as its keyword is.
KEYWORD_COUNTERS: tuple[str, ...] = tuple(k for k in KEYWORD_COUNTER_KINDS if k in APPLIED)

_SYMBOL = re.compile(r"\{([^{}]+)\}")
MANA_TYPES: tuple[str, ...] = ("W", "U", "B", "R", "G", "C")  # 106.1b: the six types of mana, as symbols
# 107.4: the symbols of a cost — W U B R G C, numbers, X (107.3: and Y, Z), hybrid (two colors,
# 2 or C and a color), Phyrexian (a color or a hybrid pair, /P) and snow (S)
_SYMBOLS_SHOWN = ("{W}", "{U}", "{B}", "{R}", "{G}", "{C}", "{2}", "{X}", "{W/U}", "{2/W}", "{W/P}", "{S}")  # 107.4
_COST_SYMBOL = re.compile(r"\d+|[WUBRGCXYZS]|[WUBRG]/[WUBRG](?:/P)?|[2C]/[WUBRG]|[WUBRG]/P")


def mana_type(text: str) -> str:
    """One mana of a type (106.1b) as its symbol: ``R``, ``{G}``, ``C``.

    >>> mana_type("{G}"), mana_type("C")
    ('G', 'C')
    >>> mana_type("purple")
    Traceback (most recent call last):
    ...
    engine.errors.ValueSyntaxError: not a type of mana: 'purple' (one of {W}, {U}, {B}, {R}, {G}, {C}: 106.1b)
    """
    word = str(text).strip()
    symbol = word[1:-1] if word.startswith("{") and word.endswith("}") else word
    if symbol not in MANA_TYPES:
        raise ValueSyntaxError(f"not a type of mana: {word!r} (one of "
                               f"{', '.join('{' + t + '}' for t in MANA_TYPES)}: 106.1b)",
                               not_a("value_mana_type", word, ("{" + t + "}" for t in MANA_TYPES)))
    return symbol


def mana_spent(text: str) -> tuple[str, ...]:
    """The mana spent to cast a spell (601.2h), one symbol a mana, each of a type (106.1b).

    >>> mana_spent("{G}{W}{C}")
    ('G', 'W', 'C')
    >>> mana_spent("{2}{G}")
    Traceback (most recent call last):
    ...
    engine.errors.ValueSyntaxError: not a type of mana: '{2}' (one of {W}, {U}, {B}, {R}, {G}, {C}: 106.1b)
    """
    symbols = re.findall(r"\{[^}]*\}|[^{}\s]+", str(text))
    return tuple(mana_type(s) for s in symbols)


def order_colors(colors: frozenset[str] | set[str]) -> list[str]:
    """Colors in WUBRG order.

    >>> order_colors({"green", "white"})
    ['white', 'green']
    """
    return [c for c in COLORS if c in colors]


def check_color(word: str) -> str:
    """``word`` if it is a color, else :class:`ValueSyntaxError`."""
    if word not in COLORS:
        raise ValueSyntaxError(f"not a color: {word!r} (expected one of {', '.join(COLORS)})",
                               not_a("value_color", word, COLORS))
    return word


@dataclass(frozen=True)
class ManaCost:
    """A mana cost as its symbols, ``{2}{W}{W}`` → ``('2', 'W', 'W')`` (202.1)."""

    symbols: tuple[str, ...]

    @classmethod
    def parse(cls, text: str) -> ManaCost:
        """Read ``{2}{W}{W}``; raise :class:`ValueSyntaxError` on anything else, a symbol
        the CR does not define included (107.4).

        >>> ManaCost.parse("{2}{W/U}{G/P}").symbols
        ('2', 'W/U', 'G/P')
        >>> ManaCost.parse("{purple}")
        Traceback (most recent call last):
        ...
        engine.errors.ValueSyntaxError: not a mana symbol: {purple} in '{purple}' (107.4: {W}, {U}, {B}, {R}, {G}, {C}, {2}, {X}, {W/U}, {2/W}, {W/P}, {S} …)
        """
        stripped = text.strip()
        symbols = tuple(_SYMBOL.findall(stripped))
        if "".join(f"{{{s}}}" for s in symbols) != stripped:
            raise ValueSyntaxError(f"not a mana cost: {text!r} (write symbols in braces, e.g. {{2}}{{W}})",
                                   not_a("value_mana_cost", text, ("{2}{W}",), hint=False))
        for s in symbols:
            if not _COST_SYMBOL.fullmatch(s):
                raise ValueSyntaxError(f"not a mana symbol: {{{s}}} in {text!r} (107.4: {{W}}, {{U}}, {{B}}, {{R}}, "
                                       "{G}, {C}, {2}, {X}, {W/U}, {2/W}, {W/P}, {S} …)",
                                       not_a("value_mana_symbol", "{" + s + "}", _SYMBOLS_SHOWN, hint=False))
        return cls(symbols)

    @property
    def mana_value(self) -> int:
        """202.3: the total amount of mana in the cost (X is 0)."""
        total = 0
        for sym in self.symbols:
            if sym.isdigit():
                total += int(sym)
            elif sym not in ("X", "Y", "Z"):
                total += 1
        return total

    @property
    def colors(self) -> frozenset[str]:
        """202.2: the colors of the mana symbols (hybrid symbols give both)."""
        out: set[str] = set()
        for sym in self.symbols:
            for letter in sym.split("/"):
                if letter in COLOR_OF_SYMBOL:
                    out.add(COLOR_OF_SYMBOL[letter])
        return frozenset(out)

    def paid_by(self, spent: tuple[str, ...], x: int = 0) -> bool | None:
        """601.2h: whether the mana ``spent`` (a type a mana, 106.1b) pays this cost exactly — each
        colored symbol by mana of its color, {C} by colorless mana, a hybrid symbol by either half
        (107.4e; {2/W}: two mana, or one white), generic and X (``x`` each) by any; no partial
        payment, and no mana left over. None when a symbol asks for more than mana (Phyrexian: life,
        107.4f; snow, 107.4h) — the engine does not judge those.

        >>> ManaCost.parse("{1}{R}").paid_by(("R", "G")), ManaCost.parse("{1}{R}").paid_by(("R",))
        (True, False)
        >>> ManaCost.parse("{W/U}{X}").paid_by(("U", "C", "C"), x=2), ManaCost.parse("{2}").paid_by(("G", "G", "G"))
        (True, False)
        """
        if any(s == "S" or s.endswith("/P") for s in self.symbols):
            return None
        generic = sum(int(s) for s in self.symbols if s.isdigit()) + x * sum(s in ("X", "Y", "Z") for s in self.symbols)
        needs = [s for s in self.symbols if not s.isdigit() and s not in ("X", "Y", "Z")]

        def pay(i: int, pool: list[str], extra: int) -> bool:
            if i == len(needs):
                return len(pool) == extra
            sym = needs[i]
            for half in sym.split("/"):
                if half == "2":
                    if len(pool) >= 2 and pay(i + 1, pool, extra + 2):
                        return True
                elif half in pool:
                    rest = list(pool)
                    rest.remove(half)
                    if pay(i + 1, rest, extra):
                        return True
            return False

        return pay(0, list(spent), generic)

    def __str__(self) -> str:
        return "".join(f"{{{s}}}" for s in self.symbols)


@dataclass(frozen=True)
class PT:
    """A power/toughness pair; also a modification such as +0/+1."""

    power: int
    toughness: int

    @classmethod
    def parse(cls, text: str) -> PT:
        """Read ``2/2``, ``+4/+4`` or ``-1/-0``."""
        m = re.fullmatch(r"\s*([+-]?\d+)\s*/\s*([+-]?\d+)\s*", text)
        if not m:
            raise ValueSyntaxError(f"not a power/toughness: {text!r} (expected e.g. 2/2 or +1/+1)",
                                   not_a("value_pt", text, ("2/2", "+1/+1"), hint=False))
        return cls(int(m.group(1)), int(m.group(2)))

    def __str__(self) -> str:
        return f"{self.power}/{self.toughness}"

    def signed(self) -> str:
        """The modification form: ``+0/+1``.

        >>> PT(-1, 0).signed()
        '-1/+0'
        """
        return f"{self.power:+d}/{self.toughness:+d}"


def in_combat(obj: GameObject) -> bool:
    """506.4: an attacking, blocking or blocked creature (an unblocked one is attacking)."""
    return obj.attacking is not None or bool(obj.blocking) or obj.blocked


def summoning_sick(obj: GameObject, turn_began: Mapping[str, int], controller: str) -> bool:
    """302.6: whether ``obj`` has not been under ``controller``'s control continuously since
    their most recent turn began (``turn_began``: the turn each player's most recent turn began)
    — it came onto the battlefield since (``arrived_turn``), or under their control since
    (``control``: a control-changing effect began or ended, 613.1b).

    >>> o = GameObject("c", Characteristics("Bear"), owner="B", controller="B")
    >>> summoning_sick(o, {"A": 3, "B": 2}, "B")
    False
    >>> o.control = ("A", 3)  # A gained control of it on A's turn 3
    >>> summoning_sick(o, {"A": 3, "B": 2}, "A"), summoning_sick(o, {"A": 5, "B": 4}, "A")
    (True, False)
    """
    since = max(obj.arrived_turn, obj.control[1]) if obj.control[0] == controller else obj.arrived_turn
    return since >= 0 and since >= turn_began.get(controller, 0)


def counter_kind(text: str) -> str:
    """A kind of counter (122.1) as the engine writes it: ``+1/+1`` or a named kind.

    >>> counter_kind("+1/+1"), counter_kind("1/1"), counter_kind("fade")
    ('+1/+1', '+1/+1', 'fade')
    >>> counter_kind("fad")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    engine.errors.ValueSyntaxError: not a kind of counter: 'fad' (+1/+1, -1/-1 or one of: age, ...; did you mean 'fade'?)
    """
    word = str(text).strip()
    if word in NAMED_COUNTERS or word in KEYWORD_COUNTERS:
        return word
    if word in KEYWORD_COUNTER_KINDS:  # 122.1b: a keyword counter whose keyword would do nothing
        rule = CR_KEYWORDS[word]
        raise ValueSyntaxError(f"{'an' if word[0] in 'aeiou' else 'a'} {word} counter gives {word} ({rule}), a keyword the game does not apply: it "
                               "would do nothing", not_allowed("cant_unapplied_keyword", rule=rule))
    try:
        return PT.parse(word).signed()
    except ValueSyntaxError:
        raise ValueSyntaxError(f"not a kind of counter: {word!r} (+1/+1, -1/-1 or one of: "
                               f"{', '.join(NAMED_COUNTERS)}; a keyword counter: {', '.join(KEYWORD_COUNTERS)}"
                               f"{suggest(word, NAMED_COUNTERS + KEYWORD_COUNTERS)})",
                               not_a("value_counter", word, ("+1/+1", "-1/-1", *NAMED_COUNTERS, *KEYWORD_COUNTERS))) from None


@dataclass(frozen=True)
class Characteristics:
    """An object's copiable values (706.2): what is printed, or what a token was created with.

    ``subtypes`` keeps the printed order; ``abilities`` are engine ability values.
    """

    name: str
    mana_cost: ManaCost | None = None
    colors: frozenset[str] = frozenset()
    card_types: frozenset[str] = frozenset()
    subtypes: tuple[str, ...] = ()
    supertypes: frozenset[str] = frozenset()
    abilities: tuple[AbilityValue, ...] = ()  # engine.abilities.Ability (known here by its text)
    power: int | None = None
    toughness: int | None = None
    back: Characteristics | None = None  # 712.1: the back face of a transforming double-faced card
    # 710.1b: a flip card's alternative name, text box, type line, power and toughness (its colors and mana cost
    # are the normal ones, 710.1c), used only while the permanent is flipped
    flip: Characteristics | None = None
    loyalty: int | None = None  # 209.1, 306.5b: a planeswalker's printed loyalty

    def __post_init__(self) -> None:
        """305.6: "{T}: Add {G}" written on a land with the basic land type Forest is that type's
        intrinsic ability (the text box's reminder of it), not a second ability of its own: the
        layers give it from the land's types (engine.evaluate), so it is not kept among the rest."""
        basic = [s for s in dict.fromkeys(self.subtypes) if s in BASIC_LAND_TYPES]
        if not basic or not self.abilities or "land" not in self.card_types:
            return
        intrinsic = [land_type_mana_text(s) for s in basic]
        kept: list[AbilityValue] = []
        for ability in self.abilities:
            if ability.key == "mana" and ability.text in intrinsic:  # the ability kind `mana:` (605)
                intrinsic.remove(ability.text)
            else:
                kept.append(ability)
        if len(kept) < len(self.abilities):
            object.__setattr__(self, "abilities", tuple(kept))

    @property
    def mana_value(self) -> int:
        """202.3: the mana value (0 without a mana cost)."""
        return 0 if self.mana_cost is None else self.mana_cost.mana_value


@dataclass
class GameObject:
    """A card, token or copy in a zone. Rule 400.7: a zone change makes a new object.

    ``timestamp`` is when it entered its zone (613.7d today, 613.6c in 2009), or for an
    Aura/Equipment when it was last attached (613.7e / 613.6d). ``choices`` holds the
    choices made for it as it entered (a color, an object to copy).
    """

    id: str
    card: Characteristics
    owner: str
    controller: str
    zone: str = "battlefield"
    timestamp: int = 0
    face_down: bool = False
    attached_to: str | None = None
    counters: dict[str, int] = field(default_factory=dict)
    counter_timestamps: dict[str, int] = field(default_factory=dict)
    choices: dict[str, str] = field(default_factory=dict)
    incarnation: int = 0
    damage: int = 0  # 120.3e: damage marked on a creature
    deathtouched: bool = False  # 702.2b, 704.5h: dealt damage by a source with deathtouch since the last check
    tapped: bool = False
    # 508.1b: the player or planeswalker it attacks — "" once that is removed from combat (506.4c); an
    # attacking creature until combat ends (506.4)
    attacking: str | None = None
    defending: str | None = None  # 506.2: an attacking creature's defending player
    blocking: tuple[str, ...] = ()  # 509.1g: the attacking creatures it blocks (a blocking creature until combat ends)
    blocked: bool = False  # 509.1h: an attacking creature that became blocked stays blocked, even with no blockers left
    first_striker: bool = False  # 510.4: it had first strike or double strike as the first combat damage step began
    kicked: tuple[str, ...] = ()  # 702.33: the kicker costs paid for it (607.2i)
    flashback: bool = False  # 702.34a: a spell cast with its flashback (exiled as it leaves the stack)
    cast_from: str = ""  # 601.2a: as a spell, the zone it was cast from (702.88a: rebound's "cast from your hand")
    transformed: bool = False  # 712.8: its back face is up
    flipped: bool = False  # 110.5, 710.2: a permanent's status; it keeps it until it leaves the battlefield (710.4)
    choice_links: dict[str, str] = field(default_factory=dict)  # 607.2d: choice → group of the ability that made it
    token: bool = False  # 111.1: a token (not a card); 111.8: it stays one as it changes zones
    x: int = 0  # 107.3m: the X of the spell that became this permanent as it resolved (its own X is 0)
    spent: tuple[str, ...] = ()  # 601.2h, 702.44a: the mana spent to cast the spell that became this permanent
    arrived_turn: int = -1  # 302.6: the turn it came onto the battlefield (-1: there as the game was set up)
    # 302.6: the controller it was last seen with (613.1b, layer 2) and the turn it came under that control
    # (-1: when it arrived) — set when it is made, changed by State.characteristics when control changes
    control: tuple[str, int] = ("", -1)

    def __post_init__(self) -> None:
        if not self.control[0]:
            self.control = (self.controller, -1)
    designations: frozenset[str] = frozenset()  # DESIGNATIONS it has (903.3: "commander"), in every zone
