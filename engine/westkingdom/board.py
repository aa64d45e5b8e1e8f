"""The board: its locations, the placement ids, the virtue track, the Cathedral and
the Guildhall grid with its trigger spaces (rules 1-2), and the fixed numbers.
"""

from __future__ import annotations

WORKERS = 20
"""Each player's workers, all owned from the start (rules 1)."""
HAND_LIMIT = 6
"""Building cards a player may keep at the end of a placement turn (R10)."""
APPRENTICE_LIMIT = 5
"""Hired apprentices a player may have; Rudolf may have one more (R10)."""
START_VIRTUE = 7
"""Side A's starting virtue (rules 2.2)."""
START_SILVER = 3
"""Side A: the first player's silver; each next one in turn order has 1 more (rules 3.5)."""
TAX_START = 4
"""Silver on the Tax Stand at the start (R9)."""
MARKET_VIRTUE_MAX = 9
"""At virtue 10 and above the Black Market is closed to a player (rules 2.2)."""
CATHEDRAL_VIRTUE_MIN = 5
"""Below virtue 5 a player cannot work on the Cathedral (rules 2.2)."""
DRAFT_ROUNDS = 3
DISPLAY_SLOTS = 8

OPEN_PLACES: tuple[str, ...] = (
    "quarry", "forest", "mines", "silversmith", "storehouse", "workshop", "towncentre",
    "taxstand", "guardhouse",
)
"""The open locations, where any number of workers stand and can be captured."""
(QUARRY, FOREST, MINES, SILVERSMITH, STOREHOUSE, WORKSHOP, TOWNCENTRE, TAXSTAND,
 GUARDHOUSE) = range(len(OPEN_PLACES))
PLACE_INDEX = {name: i for i, name in enumerate(OPEN_PLACES)}
MARKET_SPACES: tuple[str, ...] = ("bm_a", "bm_b", "bm_c")
"""The three Black Market spaces, one worker each."""
MARKET_SILVER = (1, 2, 3)
"""What each Black Market space costs in silver (rules 5.7)."""

PLACEMENTS: tuple[str, ...] = (
    "quarry", "forest", "mines:clay", "mines:gold", "silversmith", "storehouse",
    "workshop:hire", "workshop:draw", "towncentre", "taxstand", "guardhouse:1",
    "guardhouse:2", "guardhouse:3", "guardhouse:4", "bm_a", "bm_b:hire", "bm_b:draw5",
    "bm_c", "guildhall",
)
"""Every placement a turn may choose, in the record's order (record 2.2)."""

VIRTUE_MAX = 14
VIRTUE_POINTS: tuple[int, ...] = (-9, -8, -7, -5, -3, -1, 0, 0, 0, 0, 1, 2, 3, 5, 7)
"""End VP of each virtue value 0..14 (rules 2.2)."""


def tax_cut_for_virtue(virtue: int) -> int:
    """Tax ignored on every taxed payment at this virtue (rules 2.2-2.3)."""
    return 2 if virtue <= 1 else 1 if virtue <= 3 else 0


CATHEDRAL_TOP = 5
CATHEDRAL_POINTS: tuple[int, ...] = (0, 2, 4, 7, 12, 20)
"""End VP of each Cathedral row 0..5 (rules 2.4)."""
CATHEDRAL_ROOM: tuple[int, ...] = (5, 3, 3, 2, 2, 1)
"""How many markers each row holds."""
CATHEDRAL_MIX: tuple[int, ...] = (0, 0, 4, 0, 8, 0)
"""Levels paid in stone and wood in any mix: how many of them (0 for a fixed cost)."""
CATHEDRAL_FIXED: tuple[tuple[int, int], ...] = ((0, 0), (1, 0), (0, 0), (0, 1), (0, 0), (2, 2))
"""The fixed cost of the other levels, as (Au, Mb)."""

REFRESH, RESET, END = "refresh", "reset", "end"


def guildhall_row(seats: int) -> int:
    """Spaces in a Guildhall row: players + 1, with at least 2 players counted."""
    return max(2, seats) + 1


def guildhall_size(seats: int) -> int:
    """N, the Guildhall's spaces: four rows (rules 2.5)."""
    return 4 * guildhall_row(seats)


def guildhall_empty(seats: int, filled: int) -> int:
    """The Guildhall's spaces still empty with ``filled`` workers in it (none once the
    game's end is set off: the final turns may place beyond the last)."""
    return max(0, guildhall_size(seats) - filled)


def guildhall_trigger(space: int, seats: int) -> str | None:
    """What a worker placed on Guildhall ``space`` (1..N) triggers, if anything:
    the apprentice refresh, the Black Market reset, or the end of the game."""
    row = guildhall_row(seats)
    if space in (3, row + 3, 2 * row + 3):
        return REFRESH
    if space in (2 * row + 1, 3 * row + 1):
        return RESET
    if space == 4 * row:
        return END
    return None
