"""One 256-colour palette for every Akropolis image, built once from the colours the
images are drawn with (``render.palettes`` says why)."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image

from render.palettes import flat_colours, mapped, palette_of

from . import style as S


def base_colours() -> list[S.RGB]:
    """Every flat colour the images draw with."""
    return sorted({*flat_colours(S), *S.DISTRICT_COLOURS.values(), *S.LEVEL_RIMS,
                   (255, 255, 255)})


@lru_cache(maxsize=1)
def palette() -> Image.Image:
    """The palette image, built once a process."""
    return palette_of(base_colours())


def to_palette(image: Image.Image) -> Image.Image:
    """``image`` mapped onto the shared palette, ready for ``encode_png``."""
    return mapped(image, palette())
