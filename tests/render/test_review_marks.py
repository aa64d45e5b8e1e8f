"""The review's two marks, shared by every game: apart for every colour vision, and
neither taken for the table they are drawn on."""

from __future__ import annotations

import pytest
from review_pictures import judgement

from render import review as R
from render.colour_vision import VISIONS, delta_e, simulate

BACKGROUNDS = {"table": (30, 34, 48), "panel": (42, 48, 66), "ink": R.INK}


@pytest.mark.parametrize("vision", VISIONS)
def test_the_played_and_the_better_mark_look_apart_for_every_vision(vision):
    assert delta_e(simulate(R.PLAYED, vision), simulate(R.BETTER, vision)) >= 25


@pytest.mark.parametrize("vision", VISIONS)
@pytest.mark.parametrize("mark", ["played", "better"])
def test_each_mark_stands_out_from_the_dark_table(vision, mark):
    for name, colour in BACKGROUNDS.items():
        assert delta_e(simulate(R.COLOURS[mark], vision), simulate(colour, vision)) >= 30, name


def test_the_better_mark_is_left_off_when_the_played_move_was_the_best_found():
    assert R.marks(judgement(3, 0, 4, "a", "a")) == ("played",)
    assert R.marks(judgement(3, 0, 4, "a", "b")) == ("played", "better")


def test_the_better_mark_is_left_off_when_the_fresh_deals_gave_the_other_move_less():
    assert R.marks(judgement(3, 0, 4, "a", "b", loss=-1.5)) == ("played",)
