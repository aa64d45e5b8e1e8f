"""A 256-colour palette known in advance, for a game's images.

Letting Pillow discover a palette costs most of an image's render time (about 14 ms
of 30 for an Akropolis table, 18 of 35 for a West Kingdom board); mapping onto a
palette built once costs a few. Every flat colour of a game's style keeps an entry
of its own, and the blends between them (anti-aliased edges and text, veils) are
reduced to the entries left, so they fall on near neighbours.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations
from types import ModuleType

from PIL import Image

RGB = tuple[int, int, int]
STEPS = (0.2, 0.4, 0.6, 0.8)
COLOURS = 256


def flat_colours(style: ModuleType) -> list[RGB]:
    """The RGB constants of a style module (its upper-case names)."""
    return [value for name, value in vars(style).items()
            if name.isupper() and isinstance(value, tuple) and len(value) == 3
            and all(isinstance(c, int) for c in value)]


def palette_of(colours: Iterable[RGB]) -> Image.Image:
    """The palette image: every colour given exactly, then the blends of every pair
    reduced to the entries left."""
    base = sorted(set(colours))
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


def mapped(image: Image.Image, palette: Image.Image) -> Image.Image:
    """``image`` mapped onto ``palette``, ready for ``encode_png``."""
    return image.convert("RGB").quantize(palette=palette, dither=Image.Dither.NONE)
