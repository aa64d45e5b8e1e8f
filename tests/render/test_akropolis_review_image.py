"""The Akropolis review image: the seat's city and the site before the judged turn,
the move played and the better move marked, readable on a phone in every language,
and nothing on it that the seat could not see then (the order of the stacks)."""

from __future__ import annotations

import json
import random

import pytest
from PIL import ImageChops
from review_pictures import PHONE, banner_on_phone, decoded, judgement, mark_pixels

from engine.akropolis import Game, to_record
from engine.akropolis.ai import choose_move
from engine.akropolis.review import REVIEWER
from render import review as R
from render.akropolis import style as S
from render.akropolis.panel import HEIGHT, SIDE_X, WIDTH
from render.akropolis.review import SITE, SITE_HEX, SITE_TILES, render_review, review_image
from render.akropolis.seats import HEADER_HEIGHT
from render.akropolis.site import site_grid
from render.fonts import printable

INDEX = 13


@pytest.fixture(scope="module", params=[2, 4])
def record(request) -> dict:
    """A whole game played by computer players, as the service stores it."""
    game = Game.new(request.param * 7, seats=request.param)
    while not game.is_over:
        game.play(choose_move(game.public_view(game.current_player), "easy", game.turn))
    return json.loads(json.dumps(to_record(game)))


def step(record: dict, index: int = INDEX, same: bool = False):
    """A judgement of move ``index``: a better move with another tile (when the seat
    could afford one) on another spot, unless ``same`` (the move played was the best found)."""
    game = REVIEWER.position(record, index)
    played = record["moves"][index]
    played_text = f"{played['take']}:{played['anchor'][0]},{played['anchor'][1]}/{played['rot']}"
    take = next((t for t in game.legal_takes() if t != played["take"]), played["take"])
    game.decide(take)
    spot = next(p for p in game.legal_placements() if tuple(p.anchor) != tuple(played["anchor"]))
    best = played_text if same else f"{take}:{spot.text}"
    return judgement(index, game.current_player, game.turn + 1, played_text, best)


def test_the_review_is_a_landscape_png(record):
    image = decoded(render_review(record, step(record), "en"))
    assert image.size == (WIDTH, HEIGHT) and image.width > image.height


def test_the_seat_is_named_as_at_the_table_and_nothing_else_changes(record):
    judged = step(record)
    named = decoded(render_review(record, judged, "en", ["Zoé", "Bob", "Cy", "Di"]))
    changed = ImageChops.difference(named, decoded(render_review(record, judged, "en")))
    left, _, _, bottom = changed.getbbox()
    assert left >= SIDE_X and bottom <= S.MARGIN + HEADER_HEIGHT


def test_the_move_played_and_the_better_move_both_carry_their_mark(record):
    image = decoded(render_review(record, step(record), "en"))
    assert mark_pixels(image, "played") > 2000 and mark_pixels(image, "better") > 1000


def test_a_move_that_was_the_best_found_carries_only_the_played_mark(record):
    image = decoded(render_review(record, step(record, same=True), "en"))
    assert mark_pixels(image, "played") > 2000 and mark_pixels(image, "better") == 0


def restacked(record: dict, index: int, seed: int) -> dict:
    """``record`` up to move ``index`` with the tiles still face down in the stacks
    at that moment in another order."""
    dealt = REVIEWER.position(record, index).dealt
    tiles = list(record["tiles"])
    rest = tiles[dealt:]
    random.Random(seed).shuffle(rest)
    return {**record, "tiles": tiles[:dealt] + rest, "moves": record["moves"][:index + 1]}


def test_the_order_of_the_stacks_changes_nothing_on_the_image(record):
    other = restacked(record, INDEX, seed=5)
    assert other["tiles"] != record["tiles"]
    judged = step(record)
    assert render_review(other, judged, "en") == render_review(record, judged, "en")


@pytest.mark.parametrize("locale", ["en", "ru", "fr"])
@pytest.mark.parametrize("same", [False, True])
def test_the_title_and_legend_read_uncut_at_8_px_on_a_phone(drawn, record, locale, same):
    judged = step(record, same=same)
    review_image(record, judged, locale)
    assert banner_on_phone(drawn, judged, locale, WIDTH) >= 8


@pytest.mark.parametrize("locale", ["en", "ru", "fr"])
def test_each_moves_cost_level_and_points_read_at_8_px_on_a_phone(drawn, record, locale):
    review_image(record, step(record), locale)
    below_header = S.MARGIN + HEADER_HEIGHT
    side = [size for text, (x, y), size in drawn if x >= SIDE_X and y > below_header]
    assert len(side) >= 8 and min(side) * PHONE / WIDTH >= 8


def test_six_site_tiles_are_drawn_as_large_as_three():
    assert site_grid(6, SITE_TILES, 1, SITE_HEX)[0] == site_grid(3, SITE_TILES, 1, SITE_HEX)[0]


def test_the_side_column_ends_above_the_site_across_the_foot(record):
    image = review_image(record, step(record), "en")
    below_site_title = (WIDTH - S.MARGIN - 40, SITE[1] + 20)
    assert image.getpixel(below_site_title) == S.PANEL
    assert image.getpixel((SIDE_X + 40, SITE[1] - S.MARGIN // 2)) == S.BACKGROUND


def test_a_wide_banner_shows_the_points_lost_with_their_error(drawn, record):
    judged = step(record)
    review_image(record, judged, "en")
    assert printable(R.title(judged, "en")) in {text for text, _, _ in drawn}
    assert "≈3 ±1 points" in R.title(judged, "en")
