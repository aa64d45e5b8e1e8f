"""One 256-colour palette for every West Kingdom image, built once from the colours
the images are drawn with and their blends.

Letting Pillow discover a palette costs most of a board's render time (about 18 ms
of 35); mapping onto a palette known in advance costs a few. Every flat colour of
the style keeps an entry of its own, and the blends between them (anti-aliased
edges and text) fall on near neighbours. The same approach as Akropolis's.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from PIL import Image

from . import style as S

STEPS = (0.2, 0.4, 0.6, 0.8)
COLOURS = 256


def _is_rgb(value: object) -> bool:
    return (isinstance(value, tuple) and len(value) == 3
            and all(isinstance(c, int) for c in value))


def base_colours() -> list[S.RGB]:
    """Every flat colour the images draw with."""
    flat = [value for name, value in vars(S).items() if name.isupper() and _is_rgb(value)]
    return sorted({*flat, *S.PLAYER_COLOURS, *S.PLAYER_INKS, *S.RESOURCE_COLOURS.values(),
                   (255, 255, 255)})


@lru_cache(maxsize=1)
def palette() -> Image.Image:
    """The palette image: every flat colour exactly, then the blends of every pair
    reduced to the entries left."""
    base = base_colours()
    blends = [tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))
              for a, b in combinations(base, 2) for t in STEPS]
    swatch = Image.new("RGB", (len(blends), 1))
    swatch.putdata(blends)
    reduced = swatch.quantize(COLOURS - len(base), method=Image.Quantize.FASTOCTREE,
                              dither=Image.Dither.NONE).getpalette() or []
    entries = [c for colour in base for c in colour] + reduced[:3 * (COLOURS - len(base))]
    image = Image.new("P", (1, 1))
    image.putpalette(entries + [0] * (3 * COLOURS - len(entries)))
    return image


def to_palette(image: Image.Image) -> Image.Image:
    """``image`` mapped onto the shared palette, ready for ``encode_png``."""
    return image.convert("RGB").quantize(palette=palette(), dither=Image.Dither.NONE)
