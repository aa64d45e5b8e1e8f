"""How colours look to colour-blind players, and how far apart two colours look.

Every game's palette is checked with this (see the render tests): tile colours must
stay far apart for normal vision and for the three dichromacies, so that a player
never has to rely on the small shapes alone. The simulation is Machado, Oliveira and
Fernandes (2009) at full severity, applied in linear RGB; the distance is CIEDE2000
in CIELAB (D65), where about 2 is just noticeable and 20 a clearly different colour.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from itertools import combinations

RGB = tuple[int, int, int]

VISIONS = ("normal", "protanopia", "deuteranopia", "tritanopia")
_MACHADO = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779),
                   (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}


def _linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _encoded(value: float) -> int:
    v = min(1.0, max(0.0, value))
    v = v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(v * 255)


def simulate(colour: RGB, vision: str) -> RGB:
    """``colour`` as a person with ``vision`` (one of ``VISIONS``) sees it."""
    if vision == "normal":
        return colour
    linear = [_linear(c) for c in colour]
    return tuple(_encoded(sum(m * v for m, v in zip(row, linear, strict=True)))  # type: ignore[return-value]
                 for row in _MACHADO[vision])


def to_lab(colour: RGB) -> tuple[float, float, float]:
    """CIELAB (D65) coordinates of an sRGB colour."""
    r, g, b = (_linear(c) for c in colour)
    xyz = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b,
           0.2126729 * r + 0.7151522 * g + 0.0721750 * b,
           0.0193339 * r + 0.1191920 * g + 0.9503041 * b)

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = (f(v / w) for v, w in zip(xyz, (0.95047, 1.0, 1.08883), strict=True))
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e(first: RGB, second: RGB) -> float:
    """CIEDE2000 difference between two sRGB colours."""
    return ciede2000(to_lab(first), to_lab(second))


def ciede2000(first: tuple[float, float, float], second: tuple[float, float, float]) -> float:
    """CIEDE2000 difference between two CIELAB colours (Sharma, Wu and Dalal 2005)."""
    l1, a1, b1 = first
    l2, a2, b2 = second
    c_mean = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_mean ** 7 / (c_mean ** 7 + 25 ** 7)))
    a1p, a2p = a1 * (1 + g), a2 * (1 + g)
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360
    h2p = math.degrees(math.atan2(b2, a2p)) % 360
    dl, dc = l2 - l1, c2p - c1p
    dh = 0.0 if c1p * c2p == 0 else (h2p - h1p + 180) % 360 - 180
    dhh = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_mean, cp_mean = (l1 + l2) / 2, (c1p + c2p) / 2
    if c1p * c2p == 0:
        h_mean = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_mean = (h1p + h2p) / 2
    else:
        h_mean = (h1p + h2p + 360) / 2 % 360
    t = (1 - 0.17 * math.cos(math.radians(h_mean - 30))
         + 0.24 * math.cos(math.radians(2 * h_mean))
         + 0.32 * math.cos(math.radians(3 * h_mean + 6))
         - 0.20 * math.cos(math.radians(4 * h_mean - 63)))
    sl = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    sc = 1 + 0.045 * cp_mean
    sh = 1 + 0.015 * cp_mean * t
    rt = (-2 * math.sqrt(cp_mean ** 7 / (cp_mean ** 7 + 25 ** 7))
          * math.sin(math.radians(60 * math.exp(-(((h_mean - 275) / 25) ** 2)))))
    return math.sqrt((dl / sl) ** 2 + (dc / sc) ** 2 + (dhh / sh) ** 2
                     + rt * (dc / sc) * (dhh / sh))


def closest_pair(colours: Sequence[RGB], vision: str) -> float:
    """The smallest CIEDE2000 difference between any two of ``colours`` as seen with
    ``vision``: how easily the hardest pair of a palette is confused."""
    seen = [simulate(c, vision) for c in colours]
    return min(delta_e(a, b) for a, b in combinations(seen, 2))
