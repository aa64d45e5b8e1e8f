"""The pictures on the tiles, drawn with Pillow primitives (no copied artwork).

Each building type gets a simple silhouette that differs from the others in outline,
not only in detail, so it reads when small: a potted plant, a market stall, a
crenellated wall, a crown, a house and a theatre mask. Each colour's shape (circle,
star, triangle, square) is drawn the same way. Everything is light with a dark
outline so it stands out on all four tile colours.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PIL import ImageDraw

from engine.amytis import Building, Colour

Box = tuple[float, float, float, float]
Point = tuple[float, float]
LIGHT = (255, 255, 255)
DARK = (12, 14, 20)


class _Pen:
    """Unit-square coordinates (0..1) mapped onto a box, with one outline width."""

    def __init__(self, draw: ImageDraw.ImageDraw, box: Box, line: float) -> None:
        self.draw, self.line = draw, max(1, round(line))
        self.x, self.y = box[0], box[1]
        self.w, self.h = box[2] - box[0], box[3] - box[1]

    def p(self, x: float, y: float) -> Point:
        return (self.x + x * self.w, self.y + y * self.h)

    def poly(self, points: Sequence[Point], fill: tuple = LIGHT) -> None:
        self.draw.polygon([self.p(*q) for q in points], fill=fill, outline=DARK,
                          width=self.line)

    def rect(self, x0: float, y0: float, x1: float, y1: float, fill: tuple = LIGHT) -> None:
        self.draw.rectangle([self.p(x0, y0), self.p(x1, y1)], fill=fill, outline=DARK,
                            width=self.line)

    def oval(self, x0: float, y0: float, x1: float, y1: float, fill: tuple = LIGHT) -> None:
        self.draw.ellipse([self.p(x0, y0), self.p(x1, y1)], fill=fill, outline=DARK,
                          width=self.line)

    def stroke(self, points: Sequence[Point], width: float = 1.0) -> None:
        self.draw.line([self.p(*q) for q in points], fill=DARK,
                       width=max(1, round(self.line * width)), joint="curve")


def _lens(a: Point, b: Point, bulge: float, steps: int = 10) -> list[Point]:
    """A leaf: two arcs between ``a`` and ``b`` bulging ``bulge`` either side."""
    (ax, ay), (bx, by) = a, b
    nx, ny = -(by - ay), bx - ax
    points = []
    for side in (1, -1):
        for i in range(steps + 1):
            t = i / steps if side == 1 else 1 - i / steps
            k = side * bulge * math.sin(math.pi * t)
            points.append((ax + (bx - ax) * t + nx * k, ay + (by - ay) * t + ny * k))
    return points


def _garden(pen: _Pen) -> None:
    pen.stroke([(0.5, 0.62), (0.5, 0.22)], 1.6)
    pen.poly(_lens((0.5, 0.5), (0.1, 0.3), 0.22))
    pen.poly(_lens((0.5, 0.5), (0.9, 0.3), -0.22))
    pen.poly(_lens((0.5, 0.42), (0.5, 0.02), 0.25))
    pen.poly([(0.24, 0.6), (0.76, 0.6), (0.66, 0.98), (0.34, 0.98)])
    pen.rect(0.18, 0.56, 0.82, 0.68)


def _market(pen: _Pen) -> None:
    pen.rect(0.16, 0.36, 0.24, 0.8)
    pen.rect(0.76, 0.36, 0.84, 0.8)
    pen.rect(0.06, 0.74, 0.94, 0.96)
    pen.poly([(0.16, 0.06), (0.84, 0.06), (0.98, 0.32), (0.02, 0.32)])
    for i in range(4):
        x0 = 0.02 + i * 0.24
        pen.oval(x0, 0.22, x0 + 0.24, 0.46, fill=DARK if i % 2 else LIGHT)
    pen.poly([(0.38, 0.06), (0.5, 0.06), (0.52, 0.32), (0.36, 0.32)], fill=DARK)
    pen.poly([(0.62, 0.06), (0.74, 0.06), (0.8, 0.32), (0.64, 0.32)], fill=DARK)


def _wall(pen: _Pen) -> None:
    top, notch = 0.2, 0.4
    outline = [(0.04, 0.96), (0.04, top)]
    for i in range(3):
        x = 0.04 + i * 0.34
        outline += [(x + 0.22, top), (x + 0.22, notch), (x + 0.34, notch), (x + 0.34, top)]
    outline = [*outline[:-2], (0.96, top), (0.96, 0.96)]
    pen.poly(outline)
    for y in (0.58, 0.77):
        pen.stroke([(0.04, y), (0.96, y)], 0.8)
    for x in (0.3, 0.7):
        pen.stroke([(x, notch), (x, 0.58)], 0.8)
        pen.stroke([(x, 0.77), (x, 0.96)], 0.8)
    pen.stroke([(0.5, 0.58), (0.5, 0.77)], 0.8)


def _palace(pen: _Pen) -> None:
    pen.poly([(0.06, 0.78), (0.06, 0.3), (0.3, 0.52), (0.5, 0.16), (0.7, 0.52),
              (0.94, 0.3), (0.94, 0.78)])
    pen.rect(0.06, 0.72, 0.94, 0.92)
    for x, y in ((0.06, 0.26), (0.5, 0.12), (0.94, 0.26)):
        pen.oval(x - 0.08, y - 0.08, x + 0.08, y + 0.08)
    pen.oval(0.42, 0.76, 0.58, 0.88, fill=DARK)


def _residence(pen: _Pen) -> None:
    pen.poly([(0.5, 0.04), (0.97, 0.46), (0.86, 0.46), (0.86, 0.96), (0.14, 0.96),
              (0.14, 0.46), (0.03, 0.46)])
    pen.rect(0.42, 0.62, 0.62, 0.96, fill=DARK)
    pen.rect(0.22, 0.52, 0.36, 0.66, fill=DARK)
    pen.rect(0.68, 0.52, 0.8, 0.66, fill=DARK)


def _theater(pen: _Pen) -> None:
    face = [(0.5 + 0.44 * math.cos(a), 0.4 + 0.36 * math.sin(a) * (1.55 if a > 0 else 1))
            for a in (math.pi * (i / 16 - 1) for i in range(33))]
    pen.poly(face)
    pen.poly(_lens((0.2, 0.36), (0.42, 0.36), 0.25), fill=DARK)
    pen.poly(_lens((0.58, 0.36), (0.8, 0.36), 0.25), fill=DARK)
    pen.poly([(0.24, 0.6), (0.5, 0.72), (0.76, 0.6), (0.5, 0.86)], fill=DARK)


BUILDING_ICONS: dict[Building, Callable[[_Pen], None]] = {
    Building.GARDEN: _garden,
    Building.MARKET: _market,
    Building.WALL: _wall,
    Building.PALACE: _palace,
    Building.RESIDENCE: _residence,
    Building.THEATER: _theater,
}


def draw_building(draw: ImageDraw.ImageDraw, building: Building, box: Box, line: float) -> None:
    """Draw ``building``'s icon filling ``box`` with outlines ``line`` pixels wide."""
    BUILDING_ICONS[building](_Pen(draw, box, line))


def _star(cx: float, cy: float, r: float) -> list[Point]:
    return [(cx + (r if i % 2 == 0 else r * 0.5) * math.sin(math.pi * i / 5),
             cy - (r if i % 2 == 0 else r * 0.5) * math.cos(math.pi * i / 5))
            for i in range(10)]


def draw_shape(draw: ImageDraw.ImageDraw, colour: Colour, box: Box, line: float,
               fill: tuple = LIGHT) -> None:
    """Draw the shape that goes with ``colour`` (circle, star, triangle, square)."""
    x0, y0, x1, y1 = box
    cx, cy, r = (x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 2
    width = max(1, round(line))
    if colour is Colour.GREEN:
        draw.ellipse(box, fill=fill, outline=DARK, width=width)
    elif colour is Colour.BLUE:
        draw.polygon(_star(cx, cy + r * 0.1, r * 1.2), fill=fill, outline=DARK, width=width)
    elif colour is Colour.ORANGE:
        draw.polygon([(cx, y0), (x1, y1 - r * 0.1), (x0, y1 - r * 0.1)], fill=fill,
                     outline=DARK, width=width)
    else:
        inset = r * 0.12
        draw.rectangle([x0 + inset, y0 + inset, x1 - inset, y1 - inset], fill=fill,
                       outline=DARK, width=width)
