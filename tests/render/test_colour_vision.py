"""Colour-blind players can tell the tile colours apart: the palette is checked under
a standard simulation (Machado 2009) with a standard distance (CIEDE2000)."""

from __future__ import annotations

from itertools import combinations

import pytest

from render.amytis.style import TILE_COLOURS
from render.colour_vision import VISIONS, ciede2000, closest_pair, delta_e, simulate

MIN_DISTANCE = 15
"""CIEDE2000: 2 is barely noticeable, above 10 two colours are not taken for one."""


@pytest.mark.parametrize(("first", "second", "expected"), [
    ((50, 2.6772, -79.7751), (50, 0, -82.7485), 2.0425),
    ((50, 2.5, 0), (73, 25, -18), 27.1492),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
])
def test_ciede2000_matches_the_published_test_data(first, second, expected):
    assert ciede2000(first, second) == pytest.approx(expected, abs=1e-4)


@pytest.mark.parametrize("vision", VISIONS)
def test_greys_look_the_same_to_everyone(vision):
    for level in (0, 60, 128, 255):
        seen = simulate((level, level, level), vision)
        assert delta_e(seen, (level, level, level)) < 1.5


def test_the_simulation_reproduces_the_confusions_testers_reported():
    """The first palette: green and orange merged for protanopes, orange and pink
    for tritanopes, though all are far apart for normal vision."""
    green, orange, pink = (47, 158, 68), (247, 103, 7), (230, 73, 128)
    assert delta_e(green, orange) > 50 and delta_e(orange, pink) > 30
    assert delta_e(simulate(green, "protanopia"), simulate(orange, "protanopia")) < 8
    assert delta_e(simulate(orange, "tritanopia"), simulate(pink, "tritanopia")) < 5


@pytest.mark.parametrize("vision", VISIONS)
def test_every_pair_of_tile_colours_stays_distinct(vision):
    colours = list(TILE_COLOURS.values())
    assert closest_pair(colours, vision) >= MIN_DISTANCE, [
        (a.value, b.value, round(delta_e(simulate(TILE_COLOURS[a], vision),
                                         simulate(TILE_COLOURS[b], vision)), 1))
        for a, b in combinations(TILE_COLOURS, 2)]
