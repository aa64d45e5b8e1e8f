"""The short codes that name candidate spots for a tile, shared by the placement
image and the bot's buttons, menus and "type a code" box.

A spot is a cell that can take hex A of a legal placement (``Game.anchors()``).
Level-1 spots are numbered ``1, 2, 3…`` in reading order on the image (top to
bottom, then left to right); spots on a higher level are written with their level
and a letter in the same order (``2a, 2b, 3a``), so a code alone says how high the
tile would go and never looks like a level-1 number.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from string import ascii_lowercase

from engine.akropolis import Anchor

Cell = tuple[int, int]


def _reading_order(cell: Cell) -> tuple[int, int]:
    q, r = cell
    return 2 * r + q, q  # the pixel row grows with r + q / 2 (rules, section 2.1)


def _letters(index: int) -> str:
    """0 -> a, 25 -> z, 26 -> aa: enough for any number of spots on one level."""
    text = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        text = ascii_lowercase[rest] + text
    return text


def anchor_codes(anchors: Iterable[Anchor]) -> dict[Cell, str]:
    """Each anchor cell's code (see the module docstring), the same for the same
    anchors whatever their order."""
    codes: dict[Cell, str] = {}
    by_level: dict[int, list[Cell]] = {}
    for anchor in anchors:
        by_level.setdefault(anchor.level, []).append(anchor.cell)
    for level, cells in by_level.items():
        for index, cell in enumerate(sorted(cells, key=_reading_order)):
            codes[cell] = str(index + 1) if level == 1 else f"{level}{_letters(index)}"
    return codes


def cell_for_code(codes: Mapping[Cell, str], text: str) -> Cell | None:
    """The cell a typed code names (spaces and case ignored), or None."""
    wanted = "".join(text.split()).lower()
    return next((cell for cell, code in codes.items() if code == wanted), None)
