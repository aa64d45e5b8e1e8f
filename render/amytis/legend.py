"""The footer: each building's icon with its name and the side (A or B) of its card
in play. Tiles show only icons, so this is where a player reads what each icon is
called, in type large enough for a phone."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engine.amytis import BUILDINGS
from i18n import translate

from ..fonts import printable
from ..text import draw_fitted, text_width
from .style import GOLD, INK, MUTED, PANEL, PANEL_EDGE, TEXT, TEXT_SIZES
from .tiles import building_icon, paste

GAP = 8


@lru_cache(maxsize=64)
def sides_legend(sides: tuple[tuple[str, str], ...], locale: str, width: int, height: int
                 ) -> Image.Image:
    """The footer for ``sides`` ((building, side) pairs): a caption, then per
    building its icon, its side letter and its name."""
    image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    chosen = dict(sides)
    draw.rounded_rectangle([0, 0, width - 1, height - 1], radius=12, fill=PANEL,
                           outline=PANEL_EDGE, width=2)
    size = TEXT_SIZES["building name"]
    caption = translate(locale, "render_amytis.sides")
    caption_width = 112
    draw_fitted(draw, (12, height / 2), caption, 24, caption_width - 16, MUTED, anchor="lm",
                condensed=True, min_size=18)
    icon_size = height - 14
    names = [translate(locale, f"amytis.building.{b.value}") for b in BUILDINGS]
    fixed = icon_size + 4 + 30 + 6
    natural = [fixed + text_width(printable(name), size, True) for name in names]
    room = width - caption_width - GAP
    spare = (room - sum(natural)) / len(BUILDINGS)
    x = caption_width
    for building, name, own in zip(BUILDINGS, names, natural, strict=True):
        item = own + spare if spare >= 0 else room / len(BUILDINGS)
        paste(image, building_icon(building, icon_size), x, 7)
        letter = translate(locale, f"render_amytis.side_{chosen[building.value]}")
        lx = x + icon_size + 4
        draw.rounded_rectangle([lx, height / 2 - 16, lx + 30, height / 2 + 16], radius=8,
                               fill=GOLD)
        draw_fitted(draw, (lx + 15, height / 2 + 1), letter, size, 28, INK)
        draw_fitted(draw, (lx + 36, height / 2 + 1), name, size, round(item - fixed),
                    TEXT, anchor="lm", condensed=True, min_size=size * 4 // 5)
        x += item
    return image
