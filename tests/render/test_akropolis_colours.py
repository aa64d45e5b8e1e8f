"""The district colours stay apart for colour-blind players: simulated with Machado,
Oliveira and Fernandes (2009) at full severity (protanopia, deuteranopia,
tritanopia), every pair of the five districts, the plaza and quarry greys and the
lake water is still clearly different in CIELAB."""

from __future__ import annotations

import math
from itertools import combinations

import pytest

from render.akropolis import style as S

MACHADO = {
    "normal": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
WHITE = (0.95047, 1.0, 1.08883)
"""The D65 white point in XYZ."""
APART = 20
"""CIE76 distance two hex colours must keep: about 2.3 is just noticeable, 20 is an
obviously different colour at a glance."""


def to_linear(channel: float) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def seen_as(colour: tuple[int, int, int], vision: str) -> tuple[float, float, float]:
    """The linear RGB a person with ``vision`` perceives for an sRGB ``colour``."""
    rgb = [to_linear(c) for c in colour]
    return tuple(min(1.0, max(0.0, sum(m * v for m, v in zip(row, rgb, strict=True))))
                 for row in MACHADO[vision])


def lab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    """CIELAB of a linear-RGB (sRGB primaries) colour."""
    r, g, b = rgb
    xyz = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b,
           0.2126729 * r + 0.7151522 * g + 0.0721750 * b,
           0.0193339 * r + 0.1191920 * g + 0.9503041 * b)

    def f(t: float) -> float:
        return math.cbrt(t) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = (f(v / w) for v, w in zip(xyz, WHITE, strict=True))
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


HEX_COLOURS = {**{d.value: c for d, c in S.DISTRICT_COLOURS.items()},
               "quarry": S.QUARRY, "plaza": S.PAVING, "lake": S.LAKE}


@pytest.mark.parametrize("vision", list(MACHADO))
def test_no_two_hex_colours_look_alike(vision):
    seen = {name: lab(seen_as(colour, vision)) for name, colour in HEX_COLOURS.items()}
    for a, b in combinations(seen, 2):
        assert math.dist(seen[a], seen[b]) >= APART, (vision, a, b)


def test_the_simulation_confuses_red_and_green_as_deuteranopes_do():
    red, green = (200, 40, 40), (60, 140, 40)
    normal = math.dist(lab(seen_as(red, "normal")), lab(seen_as(green, "normal")))
    deutan = math.dist(lab(seen_as(red, "deuteranopia")), lab(seen_as(green, "deuteranopia")))
    assert normal > 60 and deutan < 25
