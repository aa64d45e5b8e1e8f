"""The bundled fonts, and which characters they can draw.

DejaVu Sans (Latin, Cyrillic and much more) ships with the code so that every
machine draws the same pixels. Player names can hold any Unicode: Chinese and
Japanese characters and emoji come from bundled fallback subsets (see
``fonts/README.md`` for what they hold and their licences); ``printable`` drops what
no bundled font has rather than letting Pillow draw a missing-glyph box.
"""

from __future__ import annotations

import struct
import unicodedata
from functools import cache
from pathlib import Path

from PIL import ImageFont

FONT_DIR = Path(__file__).with_name("fonts")
BOLD = FONT_DIR / "DejaVuSans-Bold.ttf"
CONDENSED = FONT_DIR / "DejaVuSansCondensed-Bold.ttf"
FALLBACKS = (FONT_DIR / "DroidSansFallback-subset.ttf", FONT_DIR / "Symbola-subset.ttf")
"""Tried in order for a character DejaVu lacks (CJK first, then symbols and emoji)."""


@cache
def font(size: int, condensed: bool = False) -> ImageFont.FreeTypeFont:
    """The bold face at ``size`` pixels (condensed for long labels in tight boxes).

    The basic layout engine is forced: raqm may or may not be installed, and the
    image must not depend on it.
    """
    path = CONDENSED if condensed else BOLD
    return ImageFont.truetype(str(path), size, layout_engine=ImageFont.Layout.BASIC)


@cache
def fallback_font(path: Path, size: int) -> ImageFont.FreeTypeFont:
    """A fallback face at ``size`` pixels (basic layout, as for ``font``)."""
    return ImageFont.truetype(str(path), size, layout_engine=ImageFont.Layout.BASIC)


def fallback_for(ch: str) -> Path | None:
    """The first fallback font that draws ``ch``, if any."""
    return next((path for path in FALLBACKS if ord(ch) in covered(path)), None)


@cache
def covered(path: Path = BOLD) -> frozenset[int]:
    """The code points the font at ``path`` maps to a real glyph (from its cmap)."""
    data = path.read_bytes()
    num_tables = struct.unpack_from(">H", data, 4)[0]
    cmap = next(struct.unpack_from(">I", data, 12 + 16 * i + 8)[0] for i in range(num_tables)
                if data[12 + 16 * i:16 + 16 * i] == b"cmap")
    records = {}
    for i in range(struct.unpack_from(">H", data, cmap + 2)[0]):
        platform, encoding, offset = struct.unpack_from(">HHI", data, cmap + 4 + 8 * i)
        records[(platform, encoding)] = cmap + offset
    for key in ((3, 10), (0, 4), (0, 6)):
        if key in records and struct.unpack_from(">H", data, records[key])[0] == 12:
            return _format12(data, records[key])
    start = records.get((3, 1), records.get((0, 3)))
    if start is None:
        raise ValueError(f"{path.name} has no Unicode cmap")
    return _format4(data, start)


def _format12(data: bytes, at: int) -> frozenset[int]:
    groups = struct.unpack_from(">I", data, at + 12)[0]
    points: set[int] = set()
    for g in range(groups):
        first, last, _ = struct.unpack_from(">III", data, at + 16 + 12 * g)
        points.update(range(first, last + 1))
    return frozenset(points)


def _format4(data: bytes, at: int) -> frozenset[int]:
    segments = struct.unpack_from(">H", data, at + 6)[0] // 2
    ends = struct.unpack_from(f">{segments}H", data, at + 14)
    starts = struct.unpack_from(f">{segments}H", data, at + 16 + 2 * segments)
    deltas = struct.unpack_from(f">{segments}h", data, at + 16 + 4 * segments)
    offsets_at = at + 16 + 6 * segments
    offsets = struct.unpack_from(f">{segments}H", data, offsets_at)
    points: set[int] = set()
    for s in range(segments):
        for code in range(starts[s], ends[s] + 1):
            if code == 0xFFFF:
                continue
            if offsets[s] == 0:
                glyph = (code + deltas[s]) & 0xFFFF
            else:
                where = offsets_at + 2 * s + offsets[s] + 2 * (code - starts[s])
                glyph = struct.unpack_from(">H", data, where)[0]
                glyph = (glyph + deltas[s]) & 0xFFFF if glyph else 0
            if glyph:
                points.add(code)
    return frozenset(points)


def missing_glyphs(text: str, path: Path = BOLD) -> set[str]:
    """The characters of ``text`` the font cannot draw (a test asks for none)."""
    have = covered(path)
    return {ch for ch in text if ord(ch) not in have}


@cache
def _drawable() -> frozenset[int]:
    return frozenset().union(covered(BOLD) & covered(CONDENSED),
                             *(covered(path) for path in FALLBACKS))


def printable(text: str) -> str:
    """``text`` made drawable: control, invisible and combining-only characters
    dropped, each character no bundled font has replaced by its decomposed base
    letter when there is one (a rare accented letter) or else dropped."""
    have = _drawable()
    out = []
    for ch in unicodedata.normalize("NFC", text):
        if ch.isspace():
            out.append(" ")
        elif unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn"):
            continue
        elif ord(ch) in have:
            out.append(ch)
        else:
            base = unicodedata.normalize("NFD", ch)[0]
            if ord(base) in have and base.isalnum():
                out.append(base)
    return " ".join("".join(out).split())
