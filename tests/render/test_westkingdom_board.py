"""The West Kingdom board as the bot posts it after every turn: within Discord's
limits, the same bytes for the same public table whatever is hidden, the numbers a
player decides by large enough at 400 px wide, the player to move and the last
turn's changes framed in colours that mean one thing each."""

from __future__ import annotations

import io
import random
import re

import pytest
from PIL import Image
from westkingdom_pictures import hidden_shuffled, played

from engine.westkingdom import APPRENTICES, Game
from engine.westkingdom.board import OPEN_PLACES
from i18n import translate
from render.text import text_width
from render.westkingdom import board_image, render_board, render_game
from render.westkingdom import layout as L
from render.westkingdom import style as S
from render.westkingdom.apprentices import slot_price
from render.westkingdom.board import background
from render.westkingdom.changes import changes, previous_view
from render.westkingdom.tracks import VP_SIZE

NAMES = ["Anna", "Борис Годунов", "Zoé", "Maximilian-Alexander von Hohenberg", "Ω"]



def close(a: tuple, b: tuple, tolerance: int = 8) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a[:3], b[:3], strict=True))



@pytest.mark.parametrize(("seats", "turns", "locale"), [
    (2, 3, "en"), (2, 10**6, "ru"), (5, 20, "fr"), (5, 10**6, "en"), (3, 120, "ru")])
def test_the_board_is_a_light_landscape_png_early_and_late(seats, turns, locale):
    data = render_board(played(seats, seats, turns), locale, NAMES)
    image = Image.open(io.BytesIO(data))
    assert image.format == "PNG" and image.width == L.WIDTH
    assert image.width > image.height, "landscape, for Discord on Android"
    assert len(data) <= 300_000


def test_the_same_table_gives_the_same_bytes_and_a_language_its_own():
    game = played(4, 3, 40)
    assert render_board(game, "ru") == render_board(game, "ru")
    assert render_board(game, "ru") != render_board(game, "fr")
    assert render_board(game, "en-GB") == render_board(game, "en")
    assert render_game(game, "fr") == render_board(game, "fr")


@pytest.mark.parametrize(("seats", "turns"), [(2, 30), (5, 90)])
def test_the_board_shows_nothing_hidden(seats, turns):
    game = played(seats + 20, seats, turns)
    other = hidden_shuffled(game, 1)
    assert [p.hand for p in other.players] != [p.hand for p in game.players]
    assert other.public_view() == game.public_view()
    assert render_board(other, "en") == render_board(game, "en")
    # a seat's own view, hand and all, draws the spectators' board
    before, _ = previous_view(game)
    for seat in range(seats):
        assert (render_board(game.public_view(seat), "en", previous=before)
                == render_board(game.public_view(), "en", previous=before))


def test_every_size_a_player_decides_by_reads_at_400_px():
    assert S.MIN_TEXT * 400 / L.WIDTH >= 8
    assert S.NUMBER >= S.MIN_TEXT


def _inside(xy: tuple[float, float], box: L.Box) -> bool:
    x, y, w, h = box
    return x <= xy[0] <= x + w and y <= xy[1] <= y + h


@pytest.mark.parametrize("locale", ["en", "ru", "fr"])
def test_numbers_players_decide_by_are_drawn_at_least_min_text(drawn, locale):
    """Worker counts at the locations, the Tax Stand's pool, the display's prices and
    silver, and the mover's resources, virtue and hand size."""
    game = played(8, 5, 70)
    board_image(game, locale, NAMES)
    number = re.compile(r"^\d+$")
    boxes = [L.place_box(p) for p in OPEN_PLACES] + [L.prison_box()]
    boxes += [L.slot_box(s) for s in range(8)]
    boxes.append(L.row_box(game.current_player))
    decided = [(t, xy, size) for t, xy, size in drawn if number.match(t)
               and any(_inside(xy, box) for box in boxes)]
    assert len(decided) > 20
    assert all(size >= S.MIN_TEXT for _, _, size in decided), [
        d for d in decided if d[2] < S.MIN_TEXT]


@pytest.mark.parametrize("locale", ["en", "ru", "fr"])
def test_the_display_names_every_card_as_large_as_the_numbers(drawn, locale):
    """An apprentice's name is what a player hires by: drawn whole, at the size of the
    numbers, so that it reads at 400 px wide too."""
    game = played(8, 5, 70)
    board_image(game, locale, NAMES)
    view = game.public_view()
    for slot, card in enumerate(view.display):
        if card is None:
            continue
        name = translate(locale, f"render_westkingdom.apprentice.{APPRENTICES[card].name}")
        assert [size for t, xy, size in drawn
                if t == name and _inside(xy, L.slot_box(slot))] == [S.MIN_TEXT], (slot, name)


@pytest.mark.parametrize("locale", ["en", "ru", "fr"])
def test_every_apprentice_name_fits_its_display_card_uncut(locale):
    for apprentice in APPRENTICES.values():
        name = translate(locale, f"render_westkingdom.apprentice.{apprentice.name}")
        assert text_width(name, S.MIN_TEXT, condensed=True) <= L.CARD_W - 16, name


def test_the_virtue_tracks_values_and_end_points_read_at_400_px(drawn):
    """Each value at the size of the numbers (8 px at 400 px wide), the VP it gives
    at the end at least 20 px (6.7 px)."""
    background.cache_clear()  # the track is drawn with the cached background
    board_image(played(8, 2, 10), "en")
    track = [(t, size) for t, xy, size in drawn if _inside(xy, L.virtue_box())
             and re.fullmatch(r"[+−]?\d+", t)]
    assert len(track) == 30
    assert sorted(int(t) for t, size in track if size >= S.MIN_TEXT) == list(range(15))
    assert VP_SIZE >= 20 and all(size >= VP_SIZE for _, size in track)


def test_a_workers_count_keeps_six_pixels_of_ink_at_400_px_wide():
    """A 26 px digit on the 1200 px board is 8.7 px at 400 px wide; its ink, about
    three quarters of that, must stay at least 6 px tall."""
    game = played(8, 5, 70)
    image = board_image(game, "en").convert("L")
    scale = 400 / L.WIDTH
    small = image.resize((400, round(image.height * scale)), Image.Resampling.LANCZOS)
    _x, y, _w, h = L.row_box(game.current_player)
    left = 236  # the resource columns of the row
    crop = small.crop((round(left * scale), round(y * scale) + 2,
                       round((left + 6 * 58) * scale), round((y + h) * scale) - 2))
    rows = [r for r in range(crop.height)
            if any(crop.getpixel((c, r)) > 150 for c in range(crop.width))]
    assert rows and rows[-1] - rows[0] + 1 >= 6


def test_each_location_counts_every_seats_workers(drawn):
    game = played(3, 4, 60)
    board_image(game, "en")
    view = game.public_view()
    for index, place in enumerate(OPEN_PLACES):
        box = L.place_box(place)
        said = sorted(int(t) for t, xy, size in drawn
                      if t.isdigit() and size == S.NUMBER and _inside(xy, box)
                      and xy[1] > box[1] + 34)
        assert said == sorted(t.workers[index] for t in view.tableaus if t.workers[index])


def test_the_display_prices_each_card_for_the_player_to_move(drawn):
    game = played(5, 3, 25)
    board_image(game, "en")
    mover = game.current_player
    view = game.public_view()
    for slot in range(8):
        box = L.slot_box(slot)
        said = {t for t, xy, size in drawn if _inside(xy, box) and size == S.NUMBER}
        assert str(slot_price(view, mover, slot)) in said


def test_the_player_to_move_is_framed_in_the_turn_colour():
    game = played(6, 4, 33)
    image = board_image(game, "en")
    for seat in range(4):
        x, y, w, _h = L.row_box(seat)
        pixel = image.getpixel((x + w // 2, y + 3))
        assert close(pixel, S.TURN) == (seat == game.current_player), seat


def test_the_last_turns_changes_are_framed_in_the_highlight_colour_only():
    turns = 21
    while True:
        game = played(11, 3, turns)
        before, mover = previous_view(game)
        changed = changes(before, game.public_view(), mover)
        if changed.places and len(changed.places) < 9:
            break
        turns += 1
    image = board_image(game, "en")
    for place in OPEN_PLACES:
        x, y, w, _h = L.place_box(place)
        framed = close(image.getpixel((x + w // 2, y + 1)), S.HIGHLIGHT)
        assert framed == (place in changed.places or (place == "taxstand" and changed.tax))
    assert S.HIGHLIGHT not in (S.TURN, *S.PLAYER_COLOURS)


def test_nothing_is_framed_before_the_first_placement():
    game = Game.new(2, 2)
    before, mover = previous_view(game)
    assert before is None and mover is None
    image = board_image(game, "ru")
    for place in OPEN_PLACES:
        x, y, w, _ = L.place_box(place)
        assert not close(image.getpixel((x + w // 2, y + 1)), S.HIGHLIGHT)


def key_highlight(image: Image.Image) -> int:
    """Pixels of the changed frame's colour in the key below the board."""
    x, y, w, h = L.legend_box()
    key = image.crop((x, y, x + w, y + h))
    return sum(count for count, colour in key.getcolors(w * h) if close(colour, S.HIGHLIGHT))


def test_the_changed_frame_is_keyed_only_once_something_is_framed():
    assert key_highlight(board_image(Game.new(2, 2), "en")) == 0
    assert key_highlight(board_image(played(11, 2, 3), "en")) > 100


def test_the_header_says_how_close_the_end_is(drawn):
    game = played(7, 2, 10**6)
    assert game.is_over
    board_image(game, "en")
    assert "Game over" in {t for t, _, _ in drawn}
    early = Game.new(7, 2)
    drawn.clear()
    board_image(early, "ru")
    assert "в гильдии осталось 12 клеток" in {t for t, _, _ in drawn}


@pytest.mark.parametrize("seats", [2, 5])
def test_a_side_b_game_draws_every_image(seats):
    from render.westkingdom import render_hand, render_scorepad, render_tableau

    game = Game.new(seats, seats, "B")
    rng = random.Random(seats)
    while not game.is_over and game.turn < 50:
        game.decide(rng.choice(game.decision.options))
    assert render_board(game, "fr").startswith(b"\x89PNG")
    assert render_scorepad(game, "ru").startswith(b"\x89PNG")
    for seat in range(seats):
        assert render_tableau(game, seat, "en").startswith(b"\x89PNG")
        assert render_hand(game, seat, "fr").startswith(b"\x89PNG")
