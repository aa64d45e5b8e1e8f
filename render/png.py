"""PNG encoding tuned for board images.

A board image is flat colours plus anti-aliased edges: reduced to a 256-colour
palette (fast octree, no dithering, so flat areas stay flat) it looks the same,
encodes in a third of the time and weighs a quarter as much as full RGB.
"""

from __future__ import annotations

import io

from PIL import Image

COMPRESS_LEVEL = 3
COLOURS = 256


def encode_png(image: Image.Image, palette: bool = True) -> bytes:
    """The PNG bytes of ``image``: no metadata, fixed settings, so the same pixels
    always give the same bytes. ``palette`` reduces it to 256 colours first (each
    colour may move by a unit or two)."""
    if palette and image.mode != "P":
        image = image.convert("RGB").quantize(COLOURS, method=Image.Quantize.FASTOCTREE,
                                              dither=Image.Dither.NONE)
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", compress_level=COMPRESS_LEVEL)
    return buffer.getvalue()
