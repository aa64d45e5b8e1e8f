"""Hand-built cities for the Akropolis scoring tests.

``city_of`` takes ``{(q, r): hexes}`` where hexes is one type name (level 1) or a list
bottom first; the cells a test does not care about are quarries (they never score).
"""

from engine.akropolis import City

LAKE_RING = [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)]
"""The six neighbours of (0, 0): built all round, they make (0, 0) a one-cell lake."""


def city_of(spec: dict[tuple[int, int], str | list[str]]) -> City:
    return City.from_columns({cell: [hexes] if isinstance(hexes, str) else hexes
                              for cell, hexes in spec.items()})


def raised(hex_type: str, level: int) -> list[str]:
    """A column whose visible hex ``hex_type`` lies on ``level``."""
    return ["quarry"] * (level - 1) + [hex_type]


def ringed_lake() -> dict:
    """The cells of a one-cell lake at (0, 0): its ring, all quarries."""
    return dict.fromkeys(LAKE_RING, "quarry")


def row(q0: int, r: int, hexes: list) -> dict:
    """Cells (q0, r), (q0 + 1, r), ... holding ``hexes`` in turn."""
    return {(q0 + i, r): h for i, h in enumerate(hexes)}
