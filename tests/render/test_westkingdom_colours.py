"""The five player colours stay apart for colour-blind players (the shared Machado
2009 model, CIEDE2000), every seat has its own letter too, and the highlight and turn
colours are neither a player's colour nor each other."""

from __future__ import annotations

from itertools import combinations

import pytest

from render.colour_vision import VISIONS, closest_pair, delta_e, simulate
from render.westkingdom import style as S

MIN_DISTANCE = 15
"""The threshold the Akropolis and Amytis palettes keep."""


@pytest.mark.parametrize("vision", VISIONS)
def test_no_two_player_colours_look_alike(vision):
    colours = S.PLAYER_COLOURS
    assert closest_pair(list(colours), vision) >= MIN_DISTANCE, [
        (a, b, round(delta_e(simulate(colours[a], vision), simulate(colours[b], vision)), 1))
        for a, b in combinations(range(5), 2)]


def test_every_seat_has_its_own_letter_and_a_legible_ink():
    assert len(set(S.SEAT_LETTERS)) == len(S.PLAYER_COLOURS) == 5
    for colour, ink in zip(S.PLAYER_COLOURS, S.PLAYER_INKS, strict=True):
        assert delta_e(colour, ink) >= 40, colour


def test_the_highlight_means_one_thing():
    assert S.HIGHLIGHT != S.TURN
    for colour in S.PLAYER_COLOURS:
        assert delta_e(S.HIGHLIGHT, colour) >= 20
