"""A city on the image, checked pixel by pixel on hand-built cities: each hex's colour,
its level's rim, its letter and number, the lines between tiles, lakes and the
framed last tile."""

from __future__ import annotations

import math

import pytest
from akropolis_pictures import close, played
from PIL import Image

from engine.akropolis import City, District, HexType
from render.akropolis import style as S
from render.akropolis.city import draw_city, last_tile_cells
from render.akropolis.layout import CityLayout, neighbour
from render.akropolis.sprites import LETTER_DY, LEVEL_DY, rim_colour, rim_width

BOX = (0, 0, 900, 800)


def drawn(city: City, locale: str = "en", highlight=()) -> tuple[Image.Image, CityLayout]:
    layout = CityLayout.fit(set(city.visible()) | set(city.lake_cells()), BOX, S.HEX_MAX)
    canvas = Image.new("RGB", BOX[2:], S.BACKGROUND)
    draw_city(canvas, city, layout, locale, highlight)
    return canvas, layout


def face_point(layout: CityLayout, cell) -> tuple[int, int]:
    """Left of the hex's centre: its colour only, clear of the letter and rim."""
    x, y = layout.centre(cell)
    return round(x - 0.55 * layout.size), round(y)


def rim_point(layout: CityLayout, cell, level: int) -> tuple[int, int]:
    """Inside the rim, at the middle of the hex's top edge."""
    x, y = layout.centre(cell)
    depth = math.sqrt(3) / 2 * layout.size
    return round(x), round(y - depth + 0.6 * rim_width(level) * depth)


def near_edge(layout: CityLayout, cell, direction: int, inset: float = 1.5) -> tuple[int, int]:
    """A point just inside ``cell`` from the middle of its edge towards ``direction``."""
    (ax, ay), (bx, by) = layout.edge(cell, direction)
    mx, my = (ax + bx) / 2, (ay + by) / 2
    cx, cy = layout.centre(cell)
    length = math.hypot(cx - mx, cy - my)
    return round(mx + (cx - mx) * inset / length), round(my + (cy - my) * inset / length)


DISTRICT_CITY = {
    (0, 0): ["house"], (1, 0): ["market"], (0, 1): ["barracks"], (-1, 1): ["temple"],
    (-1, 0): ["garden"], (0, -1): ["quarry"], (1, -1): ["plaza-garden"],
}


def test_each_district_hex_shows_its_colour():
    image, layout = drawn(City.from_columns(DISTRICT_CITY))
    for cell, (kind,) in DISTRICT_CITY.items():
        if kind in District.__members__.values():
            colour = S.DISTRICT_COLOURS[District(kind)]
            assert close(image.getpixel(face_point(layout, cell)), colour), kind


def test_a_quarry_is_grey_and_a_plaza_is_paved_around_its_districts_colour():
    image, layout = drawn(City.from_columns(DISTRICT_CITY))
    assert close(image.getpixel(face_point(layout, (0, -1))), S.QUARRY)
    x, y = layout.centre((1, -1))
    assert close(image.getpixel((round(x - 0.8 * layout.size), round(y))), S.PAVING)
    assert close(image.getpixel((round(x - 0.29 * layout.size), round(y - 0.1 * layout.size))),
                 S.DISTRICT_COLOURS[District.GARDEN])


def test_a_raised_hex_has_the_rim_of_its_level_and_a_ground_hex_none():
    city = City.from_columns({
        (0, 0): ["quarry"], (1, 0): ["quarry", "house"], (0, 1): ["quarry", "quarry", "house"],
        (2, 0): ["quarry", "quarry", "quarry", "house"],
    })
    image, layout = drawn(city)
    blue = S.DISTRICT_COLOURS[District.HOUSE]
    for cell, level in (((1, 0), 2), ((0, 1), 3), ((2, 0), 4)):
        assert close(image.getpixel(rim_point(layout, cell, level)), rim_colour(level)), level
        assert close(image.getpixel(face_point(layout, cell)), blue)
    x, y = layout.centre((0, 0))
    top = round(y - math.sqrt(3) / 2 * layout.size + 4)
    assert close(image.getpixel((round(x), top)), S.QUARRY)


def _crop(image: Image.Image, layout: CityLayout, cell, dy: float) -> Image.Image:
    x, y = layout.centre(cell)
    h = layout.size * 0.3
    return image.crop((round(x - h), round(y + dy * layout.size - h),
                       round(x + h), round(y + dy * layout.size + h)))


def test_a_hex_carries_its_level_number_and_its_letter():
    city = City.from_columns({
        (0, 0): ["quarry", "house"], (1, 0): ["quarry", "quarry", "house"],
        (0, 1): ["market"], (-1, 1): ["temple"],
    })
    image, layout = drawn(city)
    levels = [_crop(image, layout, cell, LEVEL_DY).tobytes() for cell in ((0, 0), (1, 0))]
    assert levels[0] != levels[1], "2 and 3 are drawn differently"
    number = _crop(image, layout, (0, 0), LEVEL_DY).convert("L")
    whites = number.point(lambda v: 255 if v > 220 else 0).histogram()[255]
    assert whites > 20, "the level number is drawn in white"
    letters = [_crop(image, layout, cell, LETTER_DY).convert("L").point(lambda v: v < 60 and 255)
               for cell in ((0, 1), (-1, 1))]
    assert letters[0].getbbox() and letters[1].getbbox(), "a dark letter on a light hex"
    assert letters[0].tobytes() != letters[1].tobytes(), "M and T differ"


def test_the_letters_follow_the_language():
    city = City.from_columns({(0, 0): ["house"], (1, 0): ["house"]})
    english, layout = drawn(city, "en")
    russian, _ = drawn(city, "ru")
    assert (_crop(english, layout, (0, 0), LETTER_DY).tobytes()
            != _crop(russian, layout, (0, 0), LETTER_DY).tobytes())


def test_tile_edges_are_thick_and_edges_inside_a_tile_thin():
    city = City.from_columns({
        (0, 0): [("house", 1)], (1, 0): [("house", 1)], (0, 1): [("house", 1)],
        (-1, 1): [("house", 2)],
    })
    image, layout = drawn(city)
    blue = S.DISTRICT_COLOURS[District.HOUSE]
    assert close(image.getpixel(near_edge(layout, (0, 0), 0)), blue), "same tile: thin line"
    assert close(image.getpixel(near_edge(layout, (0, 1), 3)), S.EDGE_TILE), "another tile"
    assert close(image.getpixel(near_edge(layout, (0, 0), 4)), S.EDGE_TILE), "the city's edge"


def test_a_lake_is_water_and_the_outside_is_left_empty():
    ring = {neighbour((0, 0), d): ["house"] for d in range(6)}
    city = City.from_columns(ring)
    assert city.lake_cells() == {(0, 0)}
    image, layout = drawn(city)
    assert close(image.getpixel(face_point(layout, (0, 0))), S.LAKE)
    assert close(image.getpixel(face_point(layout, (3, 0))), S.BACKGROUND)


@pytest.mark.parametrize("seed", [1, 2])
def test_every_visible_hex_of_a_real_city_shows_its_type(seed):
    city = played(seed, 2, 26).cities[0]
    image, layout = drawn(city)
    for cell, (kind, _, _) in city.visible().items():
        if kind in District.__members__.values():
            expected = S.DISTRICT_COLOURS[District(kind)]
        elif kind is HexType.QUARRY:
            expected = S.QUARRY
        else:
            continue
        assert close(image.getpixel(face_point(layout, cell)), expected), (cell, kind)


def test_the_last_tile_is_framed():
    city = played(4, 2, 12).cities[0]
    cells = last_tile_cells(city)
    assert len(cells) == 3 and set(cells) <= set(city.visible())
    image, layout = drawn(city, highlight=cells)
    for cell in cells:
        for direction in range(6):
            if neighbour(cell, direction) not in cells:
                assert close(image.getpixel(near_edge(layout, cell, direction, 1)), S.HIGHLIGHT)


def test_a_bigger_city_gets_smaller_hexes():
    small = CityLayout.fit(played(6, 2, 4).cities[0].visible(), BOX, S.HEX_MAX)
    large = CityLayout.fit(played(6, 2, 30).cities[0].visible(), BOX, S.HEX_MAX)
    assert large.size < small.size <= S.HEX_MAX
