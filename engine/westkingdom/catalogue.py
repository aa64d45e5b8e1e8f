"""The cards and characters of the base game, as tables (rules section 8).

Each row is the card as printed; what a row's ``hook`` or card id *does* lives with
the rule it bends (``economy``, ``buildings``, ``market``...), which reads these
tables. Promo content (A41-A43, B41-B43, the promo characters) is not here (R1).
"""

from __future__ import annotations

from dataclasses import dataclass

from .bundles import NOTHING, Bundle, bundle

CARPENTRY, TILING, MASONRY = 1, 2, 4
ALL_SKILLS = CARPENTRY | TILING | MASONRY
_SKILLS = {"": 0, "C": CARPENTRY, "T": TILING, "M": MASONRY, "CT": CARPENTRY | TILING,
           "CM": CARPENTRY | MASONRY, "TM": TILING | MASONRY, "CTM": ALL_SKILLS}

# Apprentice hooks (rules 8.1): where each card's ability applies.
AT_QUARRY, AT_FOREST, AT_MINES, AT_SILVERSMITH = "quarry", "forest", "mines", "silversmith"
AT_TAXSTAND, AT_MARKET = "taxstand", "market"
CATHEDRAL, DEBT, SQUIRE, GATEKEEPER = "cathedral", "debt", "squire", "gatekeeper"
CONSPIRATOR, ILLUSIONIST, THIEF, TRICKSTER = "conspirator", "illusionist", "thief", "trickster"
TRADE, LABOURER = "trade", "labourer"


@dataclass(frozen=True, slots=True)
class Apprentice:
    """An Apprentice card: its skills (a mask), the virtue change on hiring, and its
    ability: a ``hook`` naming where it applies, with the ``gain`` it gives there (a
    location bonus, a reset or Cathedral reward, a trade's output) and, for a trade,
    its ``cost``."""

    id: str
    name: str
    skills: int
    hire_virtue: int
    hook: str
    gain: Bundle = NOTHING
    cost: Bundle = NOTHING


def _apprentice(id: str, name: str, skills: str, virtue: int, hook: str,
                gain: str = "", cost: str = "") -> Apprentice:
    return Apprentice(id, name, _SKILLS[skills], virtue, hook, bundle(gain), bundle(cost))


APPRENTICES: dict[str, Apprentice] = {a.id: a for a in (
    _apprentice("A01", "Acolyte", "C", +1, CATHEDRAL, "1card"),
    _apprentice("A02", "Acolyte", "T", +1, CATHEDRAL, "2Cl"),
    _apprentice("A03", "Acolyte", "M", +1, CATHEDRAL, "2Ag"),  # R14: masonry
    _apprentice("A04", "Conspirator", "C", 0, CONSPIRATOR),
    _apprentice("A05", "Conspirator", "C", 0, CONSPIRATOR),
    _apprentice("A06", "Debt Collector", "T", 0, DEBT, "2Cl"),
    _apprentice("A07", "Debt Collector", "M", 0, DEBT, "2St"),
    _apprentice("A08", "Debt Collector", "C", 0, DEBT, "2Wd"),
    _apprentice("A09", "Gatekeeper", "M", -1, GATEKEEPER),
    _apprentice("A10", "Illusionist", "C", -1, ILLUSIONIST),
    _apprentice("A11", "Jeweller", "T", 0, AT_SILVERSMITH, "1Ag"),
    _apprentice("A12", "Jeweller", "T", 0, AT_SILVERSMITH, "1Ag"),
    _apprentice("A13", "Labourer", "CTM", 0, LABOURER),
    _apprentice("A14", "Merchant", "T", 0, TRADE, "3Cl", "1Ag"),
    _apprentice("A15", "Merchant", "M", 0, TRADE, "1Au", "2Ag"),
    _apprentice("A16", "Merchant", "T", 0, TRADE, "1Mb", "3Ag"),
    _apprentice("A17", "Merchant", "M", 0, TRADE, "2St", "1Ag"),
    _apprentice("A18", "Merchant", "C", 0, TRADE, "2Wd", "1Ag"),
    _apprentice("A19", "Miner", "T", 0, AT_MINES, "1Cl"),
    _apprentice("A20", "Miner", "T", 0, AT_MINES, "1Cl"),
    _apprentice("A21", "Patron", "T", 0, TRADE, "1V", "1Cl"),
    _apprentice("A22", "Patron", "M", 0, TRADE, "1V", "2Ag"),
    _apprentice("A23", "Patron", "M", 0, TRADE, "1V", "1St"),
    _apprentice("A24", "Patron", "C", 0, TRADE, "1V", "1Wd"),
    _apprentice("A25", "Pickpocket", "T", -1, AT_TAXSTAND, "1Au"),
    _apprentice("A26", "Squire", "T", +1, SQUIRE, "1Au"),
    _apprentice("A27", "Squire", "M", +1, SQUIRE, "1Mb"),
    _apprentice("A28", "Squire", "C", +1, SQUIRE, "2V"),
    _apprentice("A29", "Stonecutter", "M", 0, AT_QUARRY, "1St"),
    _apprentice("A30", "Stonecutter", "M", 0, AT_QUARRY, "1St"),
    _apprentice("A31", "Swindler", "T", -1, AT_MARKET, "2Cl"),
    _apprentice("A32", "Swindler", "M", -1, AT_MARKET, "1St"),
    _apprentice("A33", "Swindler", "C", -1, AT_MARKET, "1Wd"),
    _apprentice("A34", "Thief", "C", 0, THIEF),
    _apprentice("A35", "Trader", "T", 0, TRADE, "1Mb", "3Cl"),
    _apprentice("A36", "Trader", "M", 0, TRADE, "1Mb", "2St"),
    _apprentice("A37", "Trader", "C", 0, TRADE, "1Mb", "2Wd"),
    _apprentice("A38", "Trickster", "M", -1, TRICKSTER),
    _apprentice("A39", "Woodcutter", "C", 0, AT_FOREST, "1Wd"),
    _apprentice("A40", "Woodcutter", "C", 0, AT_FOREST, "1Wd"),
)}

# When a Building's effect happens (rules 8.2).
NOW, END, SCORE = "now", "end", "score"


@dataclass(frozen=True, slots=True)
class Building:
    """A Building card: printed VP, cost, the skills it needs (a mask), the virtue
    change on construction, when its effect happens, and for the plain cards the
    immediate ``gain``. Effects beyond a gain are in ``buildings``."""

    id: str
    name: str
    vp: int
    cost: Bundle
    skills: int
    virtue: int
    when: str
    gain: Bundle = NOTHING


def _building(id: str, name: str, vp: int, cost: str, skills: str, virtue: int, when: str,
              gain: str = "") -> Building:
    return Building(id, name, vp, bundle(cost), _SKILLS[skills], virtue, when, bundle(gain))


BUILDINGS: dict[str, Building] = {b.id: b for b in (
    _building("B01", "Smithy", 3, "4Cl 2Wd", "", 0, NOW, "4St"),
    _building("B02", "Steeple", 4, "2Wd 2Au", "", +1, SCORE),
    _building("B03", "Stone Market", 7, "2Cl 4St 1Mb", "M", 0, SCORE),
    _building("B04", "Tavern", 6, "3Wd 2St 1Au", "C", 0, NOW),
    _building("B05", "Thieves' Den", 8, "1Cl 2Wd 3St", "M", -2, NOW, "4Ag"),
    _building("B06", "Tiler's Hut", 5, "2Cl 1Wd 2St", "", 0, SCORE),
    _building("B07", "Trading Post", 7, "1Wd 3St 2Au", "M", 0, END),
    _building("B08", "Treasury", 6, "1Wd 3St 1Au", "T", 0, NOW),
    _building("B09", "University", 11, "4Cl 2Wd 3St 2Mb", "CTM", +1, SCORE),
    _building("B10", "Watchtower", 11, "3Cl 4Wd 1Au 1Mb", "CTM", -1, NOW),
    _building("B11", "Well", 3, "2Wd 2St", "", 0, NOW, "4Cl"),
    _building("B12", "Wood Market", 7, "2Cl 4Wd 1Au", "C", 0, SCORE),
    _building("B13", "Aqueduct", 3, "2Cl 3Wd 1Au", "", 0, SCORE),
    _building("B14", "Armoury", 9, "3Wd 5St 1Au", "CM", 0, NOW),
    _building("B15", "Barracks", 10, "2Cl 6Wd 2Au", "CTM", 0, NOW),
    _building("B16", "Betting House", 7, "1Cl 2St 1Au", "", -1, NOW),
    _building("B17", "Carpenter's Hut", 5, "3Cl 1Wd 1St", "", 0, SCORE),
    _building("B18", "Castle", 10, "2Cl 4Wd 1Au 2Mb", "CTM", 0, END),
    _building("B19", "Chapel", 6, "2Cl 1Wd 4St", "C", +1, END),
    _building("B20", "Church", 5, "3Cl 3St", "", +1, NOW),
    _building("B21", "Clay Market", 6, "3Cl 2St 1Au", "T", 0, SCORE),
    _building("B22", "Clay Pit", 3, "4Cl 1Wd", "", 0, NOW),
    _building("B23", "Drafting Room", 8, "4St 3Au", "CT", 0, NOW, "2card"),
    _building("B24", "Dungeon", 14, "4St 2Au 2Mb", "CTM", -1, END),
    _building("B25", "Factory", 7, "2Wd 2St 3Au", "M", 0, NOW, "2Mb"),
    _building("B26", "Fortress", 12, "3Cl 4St 1Au 2Mb", "CTM", -2, NOW),
    _building("B27", "Fountain", 4, "3St 1Mb", "", +1, SCORE),
    _building("B28", "Gambler's Den", 10, "1St 1Au 3Mb", "CT", -2, SCORE),
    _building("B29", "Hideout", 8, "1Cl 3Wd 2St", "CM", -2, NOW),
    _building("B30", "Keep", 12, "5Wd 2St 2Au", "CTM", -2, SCORE),
    _building("B31", "Library", 8, "4Wd 2St 1Mb", "CT", 0, NOW),
    _building("B32", "Lighthouse", 6, "3Wd 1St 2Mb", "T", 0, SCORE),
    _building("B33", "Lumber Camp", 3, "4Cl 2St", "", 0, NOW, "4Wd"),
    _building("B34", "Mason's Hut", 5, "2Wd 4St", "", 0, SCORE),
    _building("B35", "Moneylender", 5, "4Cl 2Wd 1Au", "M", -1, SCORE),
    _building("B36", "Monument", 9, "2Wd 3St 2Mb", "TM", +1, NOW),
    _building("B37", "Observatory", 7, "1Cl 3Wd 1St 1Au", "C", 0, END),
    _building("B38", "Palace", 9, "3Wd 3St 2Mb", "TM", 0, NOW),
    _building("B39", "Reservoir", 4, "6Cl 1Wd", "", 0, END),
    _building("B40", "Silver Market", 6, "2Wd 1Au 1Mb", "T", 0, SCORE),
)}


@dataclass(frozen=True, slots=True)
class MarketCard:
    """A Black Market card: the small side (``bm_a``, left pile) and the large side
    (``bm_c``, right pile) of the same card."""

    id: str
    small: Bundle
    large: Bundle


MARKET_CARDS: dict[str, MarketCard] = {c.id: c for c in (
    MarketCard("BM01", bundle("1Mb"), bundle("2Mb 2Wd")),
    MarketCard("BM02", bundle("2Au"), bundle("1Mb 1Au 1St 1Wd")),
    MarketCard("BM03", bundle("1Mb 1St"), bundle("2Mb 2St")),
    MarketCard("BM04", bundle("1Au 1Wd"), bundle("1Au 1St 2Wd")),
    MarketCard("BM05", bundle("1Mb 1Wd"), bundle("1Mb 1Wd 2St")),
    MarketCard("BM06", bundle("1Mb"), bundle("2Mb 2St")),
    MarketCard("BM07", bundle("2Au"), bundle("1Mb 1Wd 2St")),
    MarketCard("BM08", bundle("1Mb 1St"), bundle("1Au 1St 2Wd")),
    MarketCard("BM09", bundle("1Au 1Wd"), bundle("1Mb 1Au 1St 1Wd")),
    MarketCard("BM10", bundle("1Mb 1Wd"), bundle("2Mb 2Wd")),
)}
SMALL_DEFAULT = bundle("1Mb 1Au")
"""Printed under the left pile: the ``bm_a`` reward while that pile is empty."""
LARGE_DEFAULT = bundle("2Mb 1St 1Wd")
"""Printed under the right pile: the ``bm_c`` reward while that pile is empty."""

REWARDS: dict[str, Bundle] = {
    "R01": bundle("1V 3Ag"), "R02": bundle("1V 2Wd"), "R03": bundle("1V 2St"),
    "R04": bundle("1V 1card"), "R05": bundle("2V"), "R06": bundle("1V 3Ag"),
    "R07": bundle("1V 2Wd"), "R08": bundle("1V 2St"), "R09": bundle("1V 1card"),
    "R10": bundle("2V"), "R11": bundle("1V 1Au"),
}
"""The 11 Reward cards (rules 8.4)."""
EMPTY_REWARD = bundle("1V")
"""What a Cathedral advance gives once the reward pile is empty."""

THERESE, CAROLINE, ADA, FREDERICK, RUDOLF = "CH1", "CH3", "CH4", "CH6", "CH8"


@dataclass(frozen=True, slots=True)
class Character:
    """A side-B player board: the workers it starts with in the Prison, its starting
    silver and virtue, its items (``card`` counts are drawn after the draft) and
    unpaid debts. Abilities are read where they apply, by the character's id."""

    id: str
    name: str
    prison: int
    silver: int
    virtue: int
    items: Bundle
    debts: int = 0


CHARACTERS: dict[str, Character] = {c.id: c for c in (
    Character(THERESE, "Therese", 4, 5, 5, bundle("1card")),
    Character(CAROLINE, "Caroline", 8, 10, 3, bundle("1Mb"), debts=1),
    Character(ADA, "Ada", 0, 0, 11, bundle("1Au 1card")),
    Character(FREDERICK, "Frederick", 0, 4, 7, bundle("1St")),
    Character(RUDOLF, "Rudolf", 0, 3, 9, bundle("1Wd")),
)}
"""The five base characters (rules 8.5)."""
