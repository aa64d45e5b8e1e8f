"""The words that tell an Akropolis turn, in the reader's language: shared by the
table's narration (``cogs.akropolis``), the review and the replay's captions.

"Alice: tile 2 (houses + garden★, 2 stones) → level 2, +1 stone, score +5" for a
turn (a tile's number is its cost, as the image prints it), "The Famous Architect
took tile 0 (market★, free)" for the solo Architect's.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.akropolis import Events, HexType, Tile
from i18n import Translator


def signed(change: int) -> str:
    """``+3``, ``0``, ``-2``: a change of score as players write it."""
    return f"{change:+d}" if change else "0"


def gained(t: Translator, count: int) -> str:
    """", +1 stone" after a level, or nothing when no stone was gained (most turns)."""
    return f", {t('render_akropolis.stones_gained', count=count)}" if count else ""


def stones(t: Translator, count: int) -> str:
    """"free" or "2 stones"."""
    return t("render_akropolis.free") if count == 0 else t("akropolis_play.stones", count=count)


def tile_text(t: Translator, tile: Tile) -> str:
    """A tile's districts as players name them, its quarries left out and plazas
    starred: "houses + garden★" (two hexes of one district are named once, plural)."""
    parts: list[tuple[str, bool, int]] = []
    for hex_type in tile.hexes:
        if hex_type is HexType.QUARRY:
            continue
        plaza = hex_type.value.startswith("plaza-")
        district = hex_type.value.removeprefix("plaza-")
        same = next((i for i, p in enumerate(parts) if p[:2] == (district, plaza)), None)
        if same is None:
            parts.append((district, plaza, 1))
        else:
            parts[same] = (district, plaza, 2)
    names = [t(f"akropolis_play.hex.{'many' if count > 1 else 'one'}.{district}")
             + ("★" if plaza else "") for district, plaza, count in parts]
    return " + ".join(names) or t("akropolis_play.hex.quarries")


def tile_number(index: int) -> int:
    """The number a site tile goes by everywhere (buttons, narration, the preview):
    its cost in stones, which is what the table image prints under it."""
    return index


def turn_lines(t: Translator, names: Sequence[str], events: Events) -> list[str]:
    """The turn of ``events``, then the Architect's turn that followed it, if any."""
    lines = [t("akropolis_play.narration.turn", player=names[events.player],
               number=tile_number(events.take), tile=tile_text(t, events.tile),
               cost=stones(t, events.cost), level=events.level,
               gained=gained(t, events.stones_gained),
               change=signed(events.total_change))]
    if events.architect is not None:
        architect = events.architect
        lines.append(t("akropolis_play.narration.architect", number=tile_number(architect.take),
                       tile=tile_text(t, architect.tile), cost=stones(t, architect.cost)))
    return lines
