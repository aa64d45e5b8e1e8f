"""The table image: a PNG of the promised size that shows the state where it can be
checked cheaply (tile colours, height badges, Architects, whose turn, last move)."""

from __future__ import annotations

import io
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PIL import Image

from engine.amytis import Game, Move, PublicView
from render.amytis import (
    architect_centre,
    board_tile,
    city_badge,
    city_tile,
    final_image,
    hand_card,
    player_names,
    render_final,
    render_game,
    render_table,
    table_image,
)
from render.amytis import style as S
from render.amytis.header import CHIP_TOP

MAX_PNG_BYTES = 300_000


def played(seed: int, turns: int, cell: int | None = None) -> Game:
    """A game ``turns`` turns in, moves drawn from a seeded generator; with ``cell``,
    every tile goes to that cell (so stacks grow)."""
    game = Game.new(seed)
    rng = random.Random(seed)
    while not game.is_over and game.turn < turns:
        moves = game.legal_moves()
        if cell is not None:
            moves = [m for m in moves if m.cell == cell] or moves
        game.play(rng.choice(moves))
    return game


def finished(seed: int) -> Game:
    return played(seed, 10_000)


def close(a: tuple, b: tuple, tolerance: int = 6) -> bool:
    """Colours equal up to the palette reduction of the PNG (a unit or two)."""
    return all(abs(x - y) <= tolerance for x, y in zip(a[:3], b[:3], strict=True))


def decoded(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image.convert("RGB")


def tile_fill_point(x: int, y: int, size: int) -> tuple[int, int]:
    """A point of a tile's face that shows only its colour: left edge, mid-height,
    clear of the colour shape, the icon and the label."""
    return x + size // 8, y + size // 2


def test_table_png_opens_with_the_promised_size_and_weight():
    data = render_table(played(3, 20), "en", ["Ann", "Bob"])
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    image = Image.open(io.BytesIO(data))
    assert image.size == (S.WIDTH, S.HEIGHT)
    assert image.width > image.height, "landscape, for Discord on Android"
    assert len(data) < MAX_PNG_BYTES


def test_same_state_renders_to_the_same_bytes():
    game = played(5, 17)
    assert render_table(game, "ru") == render_table(game, "ru")
    assert render_table(game, "ru") == render_table(game.public_view(), "ru")
    assert render_table(game, "ru") != render_table(game, "fr")


@pytest.mark.parametrize("seed", [1, 2])
def test_city_tiles_show_their_colour(seed):
    game = played(seed, 24)
    image = decoded(render_table(game))
    for seat in (0, 1):
        for cell, stack in enumerate(game.public_view().cities[seat]):
            if stack:
                point = tile_fill_point(*city_tile(seat, cell, len(stack)))
                assert close(image.getpixel(point), S.TILE_COLOURS[stack[-1].colour]), (seat, cell)
            else:
                assert close(image.getpixel(city_tile(seat, cell, 0)[:2]), S.SLOT)


def test_main_board_tops_show_their_colour():
    game = played(4, 9)
    view = game.public_view()
    image = decoded(render_table(game))
    for stack, (top, height) in enumerate(zip(view.stack_tops, view.stack_heights, strict=True)):
        if top is not None:
            point = tile_fill_point(*board_tile(stack, height))
            assert close(image.getpixel(point), S.TILE_COLOURS[top.colour]), stack


def test_architects_stand_on_their_stacks_in_their_players_colour():
    game = played(8, 6)
    view = game.public_view()
    image = decoded(render_table(game))
    seen = set()
    for stack, seat in enumerate(view.architects):
        if seat is not None:
            cx, cy = architect_centre(stack, view.stack_heights[stack])
            # Inside the ring, left of the seat number.
            assert close(image.getpixel((round(cx - 18), round(cy))), S.PLAYER_FILL[seat])
            seen.add(seat)
    assert seen == {0, 1}


def test_a_stacks_height_badge_changes_when_a_tile_is_added():
    game = played(6, 0)
    heights, badges = [], []
    for _ in range(3):
        game.play(next(m for m in game.legal_moves() if m.cell == 4))
        game.play(next(m for m in game.legal_moves() if m.cell == 0))
        height = len(game.public_view().cities[0][4])
        heights.append(height)
        badges.append(decoded(render_table(game)).crop(city_badge(0, 4, height)))
    assert heights == [1, 2, 3]
    assert badges[0].tobytes() != badges[1].tobytes() != badges[2].tobytes()
    for crop in badges:
        centre = crop.getpixel((crop.width // 2 - 12, crop.height // 2))
        assert close(centre, S.INK, 12), "the badge is a dark disc"


def test_the_player_to_move_has_the_highlighted_chip():
    game = played(9, 5)
    image = decoded(render_table(game))
    mover = game.current_player
    mid = CHIP_TOP + 40
    assert close(image.getpixel((S.COLUMN_X[mover] + 1, mid)), S.TURN)
    assert not close(image.getpixel((S.COLUMN_X[1 - mover] + 1, mid)), S.TURN)


def test_the_last_move_is_framed_on_the_board_and_in_the_city():
    game = played(12, 7)
    move: Move = game.moves[-1]
    mover = (game.turn - 1) % 2
    image = decoded(render_table(game))
    from render.amytis import board_origin, city_origin
    bx, by = board_origin(move.stack)
    cx, cy = city_origin(mover, move.cell)
    assert close(image.getpixel((bx - 3, by + S.BOARD_CELL // 2)), S.HIGHLIGHT)
    assert close(image.getpixel((cx + S.CITY_CELL + 2, cy + S.CITY_CELL // 2)), S.HIGHLIGHT)


def test_completed_projects_are_drawn_as_completed():
    for seed in range(40):
        game = finished(seed)
        view = game.public_view()
        seat = next((s for s in (0, 1) if view.completed[s]), None)
        if seat is not None:
            break
    else:
        pytest.fail("no seed completed a project")
    image = decoded(render_final(game))
    for index, number in enumerate(view.projects[seat]):
        x, y, w, _h = hand_card(seat, index, len(view.projects[seat]))
        colour = image.getpixel((x + round(w * 0.6), y + 5))  # right of the number tab
        expected = S.CARD_DONE if number in view.completed[seat] else S.CARD
        assert close(colour, expected), number


def test_final_image_frames_the_winner_and_render_game_picks_it():
    game = finished(21)
    result = game.result()
    assert result.finished
    data = render_game(game, "fr", ["Zoé", "Élodie"])
    assert data == render_final(game, "fr", ["Zoé", "Élodie"])
    image = decoded(data)
    assert image.size == (S.WIDTH, S.HEIGHT)
    for seat in (0, 1):
        framed = close(image.getpixel((S.COLUMN_X[seat] + 1, CHIP_TOP + 40)), S.WINNER)
        assert framed == (seat in result.winners)
    assert len(data) < MAX_PNG_BYTES


def test_render_game_draws_the_table_while_the_game_runs():
    game = played(2, 30)
    assert render_game(game) == render_table(game)


def test_names_fall_back_are_cleaned_and_truncated():
    assert player_names(None, "ru") == ("Игрок 1", "Игрок 2")
    assert player_names(["", None], "fr") == ("Joueur 1", "Joueur 2")
    first, second = player_names(["名前\u200b" + "x" * 60, "Zoë"], "en")
    assert first.startswith("名前x") and len(first) <= 24 and first.endswith("…")
    assert first.count("…") == 1
    assert second == "Zoë"


def test_a_name_no_bundled_font_can_draw_becomes_player_n():
    assert player_names(["김민수", "🔥Bob🔥"], "en") == ("Player 1", "🔥Bob🔥")


def test_unusual_names_render():
    game = played(7, 11)
    names = ["\U0001F600" * 40 + "龍", "a\nb\tc\u202e" + "W" * 80]
    image = table_image(game, "ru", names)
    assert image.size == (S.WIDTH, S.HEIGHT)


def test_a_discord_locale_code_renders_like_its_language():
    game = played(10, 4)
    assert render_table(game, "en-GB") == render_table(game, "en")
    assert render_table(game, "fr") == render_table(game, "fr")


def test_final_image_of_a_running_game_shows_scores_as_if_it_ended():
    image = final_image(played(13, 8), "en")
    assert image.size == (S.WIDTH, S.HEIGHT)


def test_a_public_view_renders_like_its_game():
    game = played(14, 15)
    assert isinstance(game.public_view(), PublicView)
    assert table_image(game).tobytes() == table_image(game.public_view()).tobytes()


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), turns=st.integers(0, 60),
       locale=st.sampled_from(["en", "ru", "fr"]))
def test_any_position_renders(seed, turns, locale):
    image = table_image(played(seed, turns), locale, ["Ann", "Борис"])
    assert image.size == (S.WIDTH, S.HEIGHT)
