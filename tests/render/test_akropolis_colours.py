"""The district colours stay apart for colour-blind players: simulated with the
shared Machado (2009) model, every pair of the five districts, the plaza and quarry
greys and the lake water stays clearly different (CIEDE2000) for normal vision and
the three dichromacies."""

from __future__ import annotations

from itertools import combinations

import pytest

from render.akropolis import style as S
from render.colour_vision import VISIONS, closest_pair, delta_e, simulate

MIN_DISTANCE = 15
"""The threshold the Amytis palette keeps too: above 10, two colours are not taken
for one."""

HEX_COLOURS = {**{d.value: c for d, c in S.DISTRICT_COLOURS.items()},
               "quarry": S.QUARRY, "plaza": S.PAVING, "lake": S.LAKE}


@pytest.mark.parametrize("vision", VISIONS)
def test_no_two_hex_colours_look_alike(vision):
    assert closest_pair(list(HEX_COLOURS.values()), vision) >= MIN_DISTANCE, [
        (a, b, round(delta_e(simulate(HEX_COLOURS[a], vision),
                             simulate(HEX_COLOURS[b], vision)), 1))
        for a, b in combinations(HEX_COLOURS, 2)]
