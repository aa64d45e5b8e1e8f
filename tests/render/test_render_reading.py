"""What the table says, as the testers read it on a phone: one score that agrees with
the narration, how close the end is, numbered cards and cells, a Favor board that
needs no rulebook, the last move marked in one colour, and every number a player
decides by large enough at 400 px wide.

Texts are caught where they are drawn (``render.text.draw_text``), so a test reads
what the image says rather than guessing from pixels; positions are checked with
pixels where the place matters."""

from __future__ import annotations

import random
import re

import pytest
from PIL import Image

from engine.amytis import Game
from i18n import LOCALES
from render.amytis import (
    board_origin,
    cards,
    city_number,
    city_origin,
    favors,
    final_image,
    hand_card,
    header,
    legend,
    new_cards,
    table,
    table_image,
    tiles,
)
from render.amytis import style as S
from render.amytis.favors import OWNER_Y, pawns_left_label, space_box
from render.text import ELLIPSIS, text_width
from render.text import draw_text as real_draw_text

CACHED = [cards.project_card, cards.card_back, favors.favor_board_background, legend.sides_legend,
          table.background, tiles.tile_image, tiles.badge, tiles.tag]


@pytest.fixture
def drawn(monkeypatch) -> list[tuple[str, tuple[float, float], int]]:
    """Every text drawn while the test renders: (text, position, font size)."""
    texts: list[tuple[str, tuple[float, float], int]] = []

    def spy(draw, xy, text, face, *args, **kwargs):
        texts.append((text, xy, face.size))
        real_draw_text(draw, xy, text, face, *args, **kwargs)

    monkeypatch.setattr("render.text.draw_text", spy)
    monkeypatch.setattr("render.amytis.header.draw_text", spy)
    for cached in CACHED:
        cached.cache_clear()
    yield texts
    for cached in CACHED:
        cached.cache_clear()


def played(seed: int, until) -> Game:
    """A seeded random game played until ``until(game)`` holds."""
    game, rng = Game.new(seed), random.Random(seed)
    while not until(game):
        game.play(rng.choice(game.legal_moves()))
    return game


def header_texts(texts) -> list[str]:
    return [t for t, (_, y), _ in texts if y < S.HEADER_HEIGHT]


def test_the_chip_shows_the_total_as_if_the_game_ended_now_not_building_points(drawn):
    game = played(3, lambda g: g.result().players[0].favors > 0 or g.turn > 60)
    result = game.result()
    seat = 0
    assert result.players[seat].total != game.building_points[seat]
    table_image(game, "en", ["Ann", "Bob"])
    said = header_texts(drawn)
    assert str(result.players[seat].total) in said
    assert str(result.players[seat].favors) in said, "the breakdown shows the Favor points"
    assert "◀ score if the game ended now ▶" in said


def test_the_header_counts_empty_stacks_towards_the_end(drawn):
    game = played(5, lambda g: g.turn >= 10)
    empty = sum(1 for s in game.board.stacks if not s)
    table_image(game, "en")
    assert f"Turn {game.turn + 1} · empty stacks: {empty} of 2" in header_texts(drawn)


def test_the_second_players_last_turn_is_announced(drawn):
    def last_turn(g: Game) -> bool:
        return g.current_player == 1 and sum(1 for s in g.board.stacks if not s) >= 2

    game = next(g for seed in range(20)
                if not (g := played(seed, lambda g: g.is_over or last_turn(g))).is_over)
    table_image(game, "fr", ["Zoé", "Élodie"])
    assert "Dernier tour : Élodie" in header_texts(drawn)


def test_each_project_card_shows_its_number(drawn):
    game = Game.new(8)
    table_image(game, "en")
    said = {t for t, _, _ in drawn}
    for number in [*game.projects[0], *game.projects[1], *game.display]:
        assert f"#{number}" in said


def test_the_cities_number_their_cells_like_the_buttons(drawn):
    game = played(9, lambda g: g.turn >= 6)
    table_image(game, "en")
    said = [t for t, _, _ in drawn]
    for cell in range(9):
        assert said.count(str(cell + 1)) >= 2, "once in each city"


def test_a_cell_number_sits_on_the_tile_bottom_left():
    game = played(9, lambda g: g.turn >= 8)
    seat, cell = next((s, c) for s in (0, 1) for c in range(9) if game.cities[s].stacks[c])
    image = table_image(game, "en")
    x, y = city_number(seat, cell, len(game.cities[seat].stacks[cell]))
    assert image.getpixel((round(x) + 6, round(y) + 17)) == S.INK


def test_the_favor_board_prints_the_rulebook_labels_and_the_bottom_row(drawn):
    table_image(Game.new(1), "ru")
    said = {t for t, _, _ in drawn}
    assert {"I", "II", "III", "IV", "I-II-III", "III+"} <= said
    assert {"3×", "2×", "4×", "6×", "5×"} <= said
    assert "Нижний ряд" in said and "1→4 · 2→10 · 3→18 · 4→30" in said


@pytest.mark.parametrize("locale", LOCALES)
def test_the_pawns_left_caption_is_never_cut(locale):
    shown, _ = pawns_left_label(S.CENTRE_WIDTH, locale)
    assert not shown.endswith(ELLIPSIS)


def test_the_pawns_left_are_shown(monkeypatch):
    game = Game.new(1)
    game.pawns = [3, 5]
    view = game.public_view()
    texts: list[str] = []
    original = favors.draw_fitted

    def spy(draw, xy, text, *args, **kwargs):
        texts.append(text)
        original(draw, xy, text, *args, **kwargs)

    monkeypatch.setattr(favors, "draw_fitted", spy)
    favors.draw_favor_board(Image.new("RGB", (S.WIDTH, S.HEIGHT)), S.CENTRE_X, S.FAVOR_Y,
                            S.CENTRE_WIDTH, S.FAVOR_HEIGHT, view.favor_owners, view.bottom_row,
                            view.pawns, "en")
    assert texts[-2:] == ["×3", "×5"]


def test_the_russian_legend_uses_sides_a_and_b_in_cyrillic(drawn):
    table_image(Game.new(2, {"palace": "B"}), "ru")
    said = {t for t, _, _ in drawn}
    assert {"А", "Б", "Стороны"} <= said


def with_new_upper_favor() -> Game:
    """A seeded game whose last turn placed a pawn on an upper Favor space."""
    return next(g for seed in range(40)
                if (g := played(seed, lambda g: g.is_over or bool(
                    g.moves and g.moves[-1].favor not in (None, "bottom-row")))).moves[-1].favor
                not in (None, "bottom-row"))


def test_the_last_move_frames_the_stack_it_took_from_with_a_taken_tag(drawn):
    game = with_new_upper_favor()
    image = table_image(game, "en")
    x, y = board_origin(game.moves[-1].stack)
    assert image.getpixel((x - 3, y + S.BOARD_CELL // 2)) == S.HIGHLIGHT
    assert "taken" in {t for t, _, _ in drawn}


def test_the_new_favor_pawn_is_framed_in_the_last_move_colour():
    game = with_new_upper_favor()
    image = table_image(game, "en")
    index = list(favors.UPPER_FAVORS).index(game.moves[-1].favor)
    sx, sy, w, _ = space_box(S.CENTRE_WIDTH, index)
    cx, cy = S.CENTRE_X + sx + w / 2, S.FAVOR_Y + sy + OWNER_Y
    ring = favors.PAWN_RADIUS + 2 + 2  # inside the 4 px frame
    assert image.getpixel((round(cx + ring), round(cy))) == S.HIGHLIGHT
    other = (index + 1) % len(favors.UPPER_FAVORS)
    sx, sy, w, _ = space_box(S.CENTRE_WIDTH, other)
    cx, cy = S.CENTRE_X + sx + w / 2, S.FAVOR_Y + sy + OWNER_Y
    assert image.getpixel((round(cx + ring), round(cy))) != S.HIGHLIGHT


def test_a_card_drawn_or_completed_last_turn_is_framed():
    for seed in range(60):
        game = played(seed, lambda g: g.is_over or (bool(g.last_completed) and g.turn > 4))
        if game.last_completed:
            break
    view = game.public_view()
    seat = (game.turn - 1) % 2
    assert set(view.last_completed) <= set(new_cards(view))
    image = table_image(game, "en")
    hand = view.projects[seat]
    for i, number in enumerate(hand):
        x, y, _w, h = hand_card(seat, i, len(hand))
        framed = image.getpixel((x - 3, y + h // 2)) == S.HIGHLIGHT
        assert framed == (number in new_cards(view)), number


def test_the_highlight_colour_means_the_last_move_only():
    game = played(4, lambda g: g.turn >= 7)
    image = table_image(game, "en").convert("RGB")
    mover = game.current_player
    assert image.getpixel((S.COLUMN_X[mover] + 1, header.CHIP_TOP + 40)) == S.TURN
    assert S.HIGHLIGHT not in (S.TURN, S.WINNER)
    x, y = city_origin(1 - mover, game.moves[-1].cell)
    assert image.getpixel((x - 3, y + S.CITY_CELL // 2)) == S.HIGHLIGHT


def test_the_final_image_keeps_the_favor_board(drawn):
    game = played(12, lambda g: g.is_over)
    final_image(game, "en")
    said = {t for t, _, _ in drawn}
    assert {"I-II-III", "III+", "Bottom row"} <= said


def test_every_size_a_player_decides_by_reads_at_400_px():
    assert min(S.TEXT_SIZES.values()) >= S.MIN_TEXT
    assert S.MIN_TEXT * 400 / S.WIDTH >= 7.8


@pytest.mark.parametrize("locale", ["en", "ru", "fr"])
def test_numbers_players_decide_by_are_drawn_at_least_min_text(drawn, locale):
    """Sizes as drawn, scaled back from the supersampled pictures they live in."""
    game = played(14, lambda g: g.turn >= 20)
    table_image(game, locale)
    number = re.compile(r"^(#?\d+×?|[IV]+(-II-III|\+)?|[АБAB])$")
    sizes = {text: size / (tiles.SUPERSAMPLE if size >= 3 * S.MIN_TEXT * 0.8 else 1)
             for text, _, size in drawn if number.match(text)}
    small = {text: size for text, size in sizes.items() if size < S.MIN_TEXT}
    assert not small


def test_a_stack_height_digit_keeps_six_pixels_of_ink_at_400_px_wide():
    """The 28 px font is 8.5 px at 400 px wide, and a digit's ink about three
    quarters of that (the first layout's 24 px font left 5 px)."""
    game = played(15, lambda g: g.turn >= 2)
    image = table_image(game, "en").convert("L")
    small = image.resize((400, round(400 * S.HEIGHT / S.WIDTH)), Image.Resampling.LANCZOS)
    scale = 400 / S.WIDTH
    heights = []
    for stack in range(9):
        height = game.public_view().stack_heights[stack]
        left, top, right, bottom = tiles.badge_box(*board_origin(stack), S.BOARD_CELL,
                                                   S.BOARD_TILE, S.BOARD_STEP,
                                                   min(height - 1, 4))
        crop = small.crop((round(left * scale) + 2, round(top * scale) + 2,
                           round(right * scale) - 2, round(bottom * scale) - 2))
        middle = range(crop.width * 3 // 10, crop.width * 7 // 10 + 1)  # clear of the ring
        rows = [y for y in range(crop.height) if any(crop.getpixel((x, y)) > 150 for x in middle)]
        heights.append(rows[-1] - rows[0] + 1)
    assert min(heights) >= 6, heights


def test_a_long_name_stops_before_a_three_digit_score(drawn):
    game = Game.new(3)
    game.building_points = [142, 108]
    long_name = "Maximilian-Alexander von Hohenberg-Wittelsbach"
    table_image(game, "en", [long_name, "Bob"])
    name = next((t, xy, size) for t, xy, size in drawn if t.startswith("Maximilian"))
    score = next((t, xy, size) for t, xy, size in drawn if t == "142" and xy[1] < 60)
    assert name[0].endswith("…") and name[0].count("…") == 1
    name_right = name[1][0] + text_width(name[0], name[2])
    score_left = score[1][0] - text_width(score[0], score[2])
    assert name_right < score_left


def test_the_last_move_line_keeps_the_points_of_a_long_name(drawn):
    game = played(2, lambda g: g.turn >= 1)
    table_image(game, "en", ["Maximilian-Alexander von Hohenberg-Wittelsbach", "Bob"])
    points = game.turn_points[-1]
    unit = "point" if points == 1 else "points"
    line = next(t for t, _, _ in drawn if t.startswith("Maximilian") and ": +" in t)
    assert line.endswith(f"…: +{points} {unit}")
