"""One 256-colour palette for every Akropolis image, built once from the colours the
images are drawn with and their blends.

Reducing an image to a palette it must first discover costs most of an image's
render time (about 14 ms of 30 for a table); mapping it onto a palette known in
advance costs about 2 ms. Every flat colour of the style keeps an entry of its own,
and the blends between them (anti-aliased edges and text, the veil over the site
tiles one cannot afford) fall on near neighbours.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from PIL import Image

from . import style as S

BLOCK = 48
STEPS = (0.2, 0.4, 0.6, 0.8)
COLOURS = 256


def base_colours() -> list[S.RGB]:
    """Every flat colour the images draw with."""
    flat = [value for name, value in vars(S).items()
            if name.isupper() and isinstance(value, tuple) and len(value) == 3
            and all(isinstance(c, int) for c in value)]
    return sorted({*flat, *S.DISTRICT_COLOURS.values(), *S.LEVEL_RIMS, (255, 255, 255)})


@lru_cache(maxsize=1)
def palette() -> Image.Image:
    """The palette image: the flat colours as big blocks (so each keeps its own entry)
    and every pair's blends as small ones."""
    base = base_colours()
    blends = [tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))
              for a, b in combinations(base, 2) for t in STEPS]
    pixels = [colour for colour in base for _ in range(BLOCK * BLOCK)] + blends
    swatch = Image.new("RGB", (BLOCK * BLOCK, -(-len(pixels) // (BLOCK * BLOCK))), base[0])
    swatch.putdata(pixels)
    return swatch.quantize(COLOURS, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)


def to_palette(image: Image.Image) -> Image.Image:
    """``image`` mapped onto the shared palette, ready for ``encode_png``."""
    return image.convert("RGB").quantize(palette=palette(), dither=Image.Dither.NONE)
