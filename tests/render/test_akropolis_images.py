"""The Akropolis images as the bot posts them: sizes and weights within Discord's
limits for 1 to 4 seats, the same bytes for the same state, and what each image
shows where it can be checked cheaply (whose turn, the site's costs, the city's
hexes, spot codes, the placed tile, the score pad's winner)."""

from __future__ import annotations

import io
from dataclasses import replace

import pytest
from akropolis_pictures import close, decoded, played
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PIL import Image

from engine.akropolis import TILES, District, DistrictScore, IllegalMove, PlayerScore, Result
from engine.akropolis.moves import winners
from render.akropolis import (
    LABELLED,
    city_image,
    city_layout,
    full_city_layout,
    panel_box,
    placement_image,
    preview_layout,
    ranked_spots,
    render_city,
    render_game,
    render_placement,
    render_scorepad,
    render_table,
    scorepad_image,
    site_box,
    table_image,
)
from render.akropolis import style as S
from render.akropolis.architect import ROWS, architect_row_centre
from render.akropolis.palette import base_colours, to_palette
from render.akropolis.panel import SIDE_X
from render.akropolis.scorepad import cell_text, column_centre, row_centre, verdict
from render.akropolis.site import site_grid, tile_layout
from render.akropolis.table import SITE_HEX, city_box

MAX_WIDTH, MAX_HEIGHT, MAX_BYTES = 1400, 1000, 300_000
NAMES = ["Anna", "Борис Годунов", "Zoé", "Ω"]


def within_limits(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    assert image.format == "PNG"
    assert image.width <= MAX_WIDTH and image.height <= MAX_HEIGHT
    assert image.width > image.height, "landscape, for Discord on Android"
    assert len(data) <= MAX_BYTES
    return image


@pytest.mark.parametrize("seats", [1, 2, 3, 4])
def test_every_image_of_a_late_game_stays_within_size_and_weight(seats):
    game = played(seats * 7, seats, turns=(seats + 1) * 11 if seats > 1 else 20)
    assert not game.is_over
    within_limits(render_table(game, "ru", NAMES))
    for seat in range(len(game.cities)):
        within_limits(render_city(game, seat, "fr", NAMES))
    within_limits(render_placement(game, 0, "en", names=NAMES))
    placement = game.legal_placements()[0]
    within_limits(render_placement(game, 0, "en", placement, NAMES))
    finished = played(seats * 7, seats)
    within_limits(render_scorepad(finished, "ru", NAMES))
    within_limits(render_table(finished, "ru", NAMES))


def test_same_state_renders_to_the_same_bytes_and_a_view_like_its_game():
    game = played(5, 3, 20)
    assert render_table(game, "ru") == render_table(game, "ru")
    assert render_table(game, "ru") == render_table(game.public_view(), "ru")
    assert render_table(game, "ru") != render_table(game, "fr")
    assert render_table(game, "en-GB") == render_table(game, "en")


def test_render_game_shows_the_table_while_running_and_the_score_pad_at_the_end():
    running = played(3, 2, 10)
    assert render_game(running) == render_table(running)
    over = played(3, 2)
    assert over.is_over and render_game(over, "fr") == render_scorepad(over, "fr")


def test_the_panel_of_the_player_to_move_is_framed_in_the_turn_colour():
    game = played(9, 4, 9)
    image = table_image(game)
    for seat in range(4):
        x, y, _, h = panel_box(seat, 4, game.current_player)
        framed = close(image.getpixel((x + 1, y + h // 2)), S.TURN)
        assert framed == (seat == game.current_player), seat


def test_site_tiles_the_mover_cannot_afford_are_dimmed():
    game = played(2, 4, 0)
    assert game.stones[0] == 1 and len(game.site) == 6
    image = table_image(game)
    size, centres = site_grid(len(game.site), site_box(4, game.current_player), 2, SITE_HEX)
    for index, tile in enumerate(game.site):
        x, y = tile_layout(*centres[index], size).centre((0, 0))
        pixel = image.getpixel((round(x - 0.7 * size), round(y)))
        kind = TILES[tile].hexes[0].value
        colour = (S.DISTRICT_COLOURS[District(kind)] if kind in District.__members__.values()
                  else S.QUARRY if kind == "quarry" else S.PAVING)
        assert close(pixel, colour) == (index <= 1), index


def test_the_table_draws_each_city_where_its_layout_says():
    game = played(12, 2, 20)
    image = decoded(render_table(game))
    for seat, city in enumerate(game.cities):
        layout = city_layout(city, seat, 2)
        for cell, (kind, _, _) in city.visible().items():
            if kind in District.__members__.values():
                x, y = layout.centre(cell)
                point = (round(x - 0.55 * layout.size), round(y))
                assert close(image.getpixel(point), S.DISTRICT_COLOURS[District(kind)])


def test_the_full_size_city_has_bigger_hexes_than_on_the_table():
    game = played(8, 4, 40)
    city = game.cities[2]
    assert full_city_layout(city).size > city_layout(city, 2, 4).size
    image = city_image(game, 2, "en", NAMES)
    assert image.size == (1400, 960)
    with pytest.raises(ValueError, match="seat 4 does not exist"):
        city_image(game, 4)


def test_only_the_best_spots_are_labelled_and_other_empty_cells_stay_empty(drawn):
    game = played(6, 2, 14)
    city = game.cities[game.current_player]
    ranked = ranked_spots(game, 0)
    assert len(ranked) == len(game.anchors()) > 2 * LABELLED
    shown = ranked[:LABELLED]
    layout = preview_layout(city, [spot.cell for spot in shown])
    image = placement_image(game, 0)
    said = [text for text, (x, _), _ in drawn if x < SIDE_X]
    for spot in ranked:
        assert (spot.code in said) == (spot in shown), spot.code
        if spot not in shown and city.level(*spot.cell) == 0:
            x, y = layout.centre(spot.cell)
            if 0 <= x < SIDE_X - layout.size and 0 <= y < image.height:
                assert close(image.getpixel((round(x), round(y))), S.BACKGROUND), spot.code


def test_the_spots_are_ranked_by_their_best_score_change():
    game = played(6, 2, 14)
    changes = [spot.change for spot in ranked_spots(game, 0)]
    assert changes == sorted(changes, reverse=True)
    best = ranked_spots(game, 0)[0]
    assert game.preview(best.best, 0).total_change == best.change


def test_a_chosen_placement_is_drawn_in_place_at_its_level():
    game = played(6, 2, 14)
    game.decide(0)
    placement = game.legal_placements()[-1]
    preview = game.preview(placement)
    tile = game.site[0]
    city = game.cities[game.current_player]
    layout = preview_layout(city, [], placement)
    image = placement_image(game, None, "en", placement)
    kind = TILES[tile].hexes[0].value
    x, y = layout.centre(placement.anchor)
    if kind in District.__members__.values():
        assert close(image.getpixel((round(x - 0.55 * layout.size), round(y))),
                     S.DISTRICT_COLOURS[District(kind)])
    assert preview.level == city.level(*placement.anchor) + 1


def test_a_preview_refuses_what_the_rules_refuse():
    game = played(6, 2, 14)
    with pytest.raises(IllegalMove):
        placement_image(game)
    with pytest.raises(IllegalMove):
        placement_image(game, 0, placement=((40, 40), 0))


def test_the_score_pad_frames_the_winner_and_shows_each_total():
    game = played(21, 3)
    result = game.result()
    image = scorepad_image(game, "en", NAMES)
    assert image.width == 1400
    keys = 7  # five districts, stones, total
    for seat in range(3):
        x = column_centre(seat, 3)
        column = (1400 - 2 * S.MARGIN - 300) / 3
        edge = (round(x - column / 2 + 10), round(row_centre(keys - 1)))
        assert close(image.getpixel(edge), S.WINNER) == (seat in result.winners)


def test_the_solo_score_pad_has_the_architects_column_and_quarry_bonus():
    game = played(4, 1, architect="metagenes")
    image = scorepad_image(game, "ru")
    assert game.result().players[1].quarry_bonus > 0
    assert image.height == round(row_centre(7) + 35) + 130


def test_the_architects_quarry_bonus_shows_the_quarries_it_counts():
    architect = played(4, 1, architect="metagenes").result().players[1]
    working, bonus = cell_text(architect, "quarry_bonus")
    assert architect.quarries > 0
    assert (working, bonus) == (f"{architect.quarries} × 2 =", str(2 * architect.quarries))
    player = played(4, 1, architect="metagenes").result().players[0]
    assert cell_text(player, "quarry_bonus") == ("", "")


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), seats=st.integers(1, 4), turns=st.integers(0, 70),
       locale=st.sampled_from(["en", "ru", "fr"]))
def test_any_position_renders(seed, seats, turns, locale):
    game = played(seed, seats, turns)
    assert table_image(game, locale, ["\U0001F600" * 30, "a\u202eb"]).size == (1400, 980)


def test_every_flat_colour_keeps_its_own_entry_in_the_shared_palette():
    colours = base_colours()
    image = Image.new("RGB", (10 * len(colours), 10))
    for index, colour in enumerate(colours):
        image.paste(colour, (10 * index, 0, 10 * index + 10, 10))
    mapped = to_palette(image).convert("RGB")
    for index, colour in enumerate(colours):
        assert close(mapped.getpixel((10 * index + 5, 5)), colour, 3), colour


def test_the_solo_architect_is_shown_as_its_hexes_by_kind():
    game = played(8, 1, 12)
    image = table_image(game)
    box = city_box(1, 2, game.current_player, solo=True)
    for row, (district, _) in enumerate(ROWS):
        x, y = architect_row_centre(row, 0, box)
        colour = S.DISTRICT_COLOURS[District(district.value)]
        assert close(image.getpixel((round(x - 18), round(y))), colour), district


def test_the_chief_architect_marker_sits_in_its_seats_header():
    game = played(10, 3, 9)
    chief = game.chief
    image = table_image(game)
    for seat in range(3):
        x, y, _, _ = panel_box(seat, 3, game.current_player)
        dx, dy = (34, 11) if seat == game.current_player else (110, 66 - 17)  # header, card
        ring = image.getpixel((x + dx, y + dy))  # the marker's gold rim
        assert close(ring, S.GOLD, 40) == (seat == chief), seat


def _ended(game, *players: tuple[int, int]):
    """``game``'s view with the result replaced: each player's (points, stones)."""
    scores = tuple(PlayerScore(stones, (DistrictScore(points, 1, points),
                                        *[DistrictScore(0, 0, 0)] * 4))
                   for points, stones in players)
    return replace(game.public_view(), result=Result(True, scores, winners(scores)))


def test_the_score_pad_names_the_tie_break_that_decided():
    game = played(3, 2, 6)
    assert verdict(_ended(game, (40, 1), (30, 5)), ["A", "B"], "en") == ("Winner: A", "")
    assert verdict(_ended(game, (40, 1), (39, 2)), ["A", "B"], "en") == ("Winner: B", (
        "Tied on points: the most stones wins"))
    assert verdict(_ended(game, (40, 2), (40, 2)), ["A", "B"], "fr") == (
        "Victoire partagée\u202f!", "Égalité de points et de pierres\u00a0: victoire partagée")
    solo = played(3, 1, 6)
    assert verdict(_ended(solo, (40, 2), (40, 2)), ["A", "B"], "en")[0] == (
        "A draw with the Famous Architect")
