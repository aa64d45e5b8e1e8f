"""The Akropolis images as a player reads them on a phone, where Discord shows them
about 400 px wide: the site, the city of the player to move and the preview's codes
at least 8 px high there, stars at least 6 px, no level digit on level 1, one
meaning per highlight colour and no label cut when it fits.

Texts are caught where they are drawn (``render.text.draw_text``, the ``drawn``
fixture), with their font size; a hex's letter and level are drawn on a picture
twice the size (``SUPERSAMPLE``), so their sizes are halved. A size is read at
400 px by scaling it with the image's width.
"""

from __future__ import annotations

from itertools import combinations

import pytest
from akropolis_pictures import played
from PIL import Image

from engine.akropolis import DISTRICTS, PLAZA_STARS, City, HexType
from i18n import translate
from render.akropolis import placement_image, ranked_spots, table_image
from render.akropolis import style as S
from render.akropolis.city import draw_city
from render.akropolis.panel import SIDE_X
from render.akropolis.seats import to_move
from render.akropolis.site import draw_loose_tile, site_grid
from render.akropolis.sprites import STARS_DY, SUPERSAMPLE, hex_face
from render.akropolis.table import city_layout, site_box
from render.akropolis.table_layout import SITE_HEX, WIDTH, table_layout
from render.colour_vision import VISIONS, delta_e, simulate
from render.fonts import printable
from render.text import ELLIPSIS

PHONE = 400
NAMES = ["Anna", "Борис Годунов", "Zoé", "Ω"]


def at_phone_width(size: float) -> float:
    return size * PHONE / WIDTH


def late(seats: int):
    """A game late in its course (a few turns before the end), not over."""
    game = played(seats * 5, seats, turns={1: 24, 2: 24, 3: 14 * 3 - 4, 4: 10 * 4 + 1}[seats])
    assert not game.is_over
    return game


def city_glyphs(drawn, city: City, layout, locale: str = "en") -> list[tuple[str, float]]:
    """Every letter and level number drawn for ``city`` at ``layout`` (size as on the
    image)."""
    hex_face.cache_clear()
    drawn.clear()
    draw_city(Image.new("RGB", (WIDTH, 980)), city, layout, locale)
    return [(text, size / SUPERSAMPLE) for text, _, size in drawn]


@pytest.mark.parametrize("seats", [3, 4])
@pytest.mark.parametrize("locale", ["en", "ru", "fr"])
def test_late_in_a_big_game_the_movers_letters_and_levels_read_at_8_px(drawn, seats, locale):
    game = late(seats)
    view = game.public_view()
    mover = to_move(view)
    city = view.cities[mover]
    glyphs = city_glyphs(drawn, city, city_layout(city, mover, seats, mover), locale)
    levels = {str(level) for _, level, _ in city.visible().values() if level >= 2}
    assert levels <= {text for text, _ in glyphs}
    assert min(at_phone_width(size) for _, size in glyphs) >= 8


@pytest.mark.parametrize("seats", [1, 2])
def test_with_one_or_two_seats_every_city_reads_like_the_movers(drawn, seats):
    game = late(seats)
    view = game.public_view()
    cities = [(seat, c) for seat, c in enumerate(view.cities) if isinstance(c, City)]
    smallest = {seat: min(size for _, size in city_glyphs(
        drawn, c, city_layout(c, seat, len(view.cities), view.player, view.seats == 1)))
        for seat, c in cities}
    assert min(smallest.values()) >= smallest[view.player]
    assert at_phone_width(min(smallest.values())) >= 8


def test_the_other_seats_are_compact_cards_beside_the_movers_large_city():
    layout = table_layout(4, 2)
    assert layout.compact == (True, True, False, True)
    big = layout.panels[2]
    assert all(big[2] * big[3] > 4 * w * h for x, y, w, h in layout.panels if (x, y) != big[:2])


def test_level_one_carries_no_digit(drawn):
    city = City.from_columns({(0, 0): ["house"], (1, 0): ["market"], (0, 1): ["plaza-garden"],
                              (2, 0): ["quarry", "temple"]})
    said = [text for text, _ in city_glyphs(drawn, city, city_layout(city, 0, 2))]
    assert "1" not in said and said.count("2") == 1


@pytest.mark.parametrize("seats", [1, 2, 3, 4])
def test_the_site_tiles_letters_and_costs_read_at_8_px(drawn, seats):
    game = played(seats, seats, 0)
    view = game.public_view()
    table_image(game, "en", NAMES)
    x, y, w, h = site_box(len(view.cities), to_move(view))
    costs = [size for text, (tx, ty), size in drawn
             if text.isdigit() and x <= tx <= x + w and y <= ty <= y + h]
    assert len(costs) == len(game.site) and at_phone_width(min(costs)) >= 8
    layout = table_layout(len(view.cities), to_move(view))
    size, _ = site_grid(len(view.site), layout.site, layout.site_rows, SITE_HEX)
    hex_face.cache_clear()
    drawn.clear()
    for tile in view.site:
        draw_loose_tile(Image.new("RGB", (300, 300)), tile, 150, 150, size, "en")
    assert at_phone_width(min(s / SUPERSAMPLE for _, _, s in drawn)) >= 8


def test_a_plaza_star_is_6_px_wide_on_a_phone():
    """Measured tip to tip, ink outline included, on the site's tiles."""
    layout = table_layout(4, 0)
    size, _ = site_grid(6, layout.site, layout.site_rows, SITE_HEX)
    one_star = next(d for d, stars in zip(DISTRICTS, PLAZA_STARS, strict=True) if stars == 1)
    face = hex_face(HexType(f"plaza-{one_star.value}"), 0, size, "H")
    row = face.height / 2 + STARS_DY * size
    star = [x for x in range(face.width) for y in range(round(row - 0.45 * size), round(row))
            if face.getpixel((x, y))[3] > 200 and sum(
                abs(a - b) for a, b in zip(face.getpixel((x, y))[:3], S.PAVING, strict=True)) > 90]
    assert at_phone_width(max(star) - min(star) + 1) >= 6


@pytest.mark.parametrize("seats", [1, 2, 4])
def test_the_previews_codes_read_at_8_px_and_only_the_best_are_labelled(drawn, seats):
    game = late(seats)
    placement_image(game, 0, "en", names=NAMES)  # hex pictures cached: codes drawn alone
    drawn.clear()
    placement_image(game, 0, "en", names=NAMES)
    codes = {spot.code for spot in ranked_spots(game, 0)}
    shown = [(text, size) for text, (x, _), size in drawn if x < SIDE_X and text in codes]
    assert 0 < len(shown) <= 10 < len(codes)
    assert at_phone_width(min(size for _, size in shown)) >= 8


@pytest.mark.parametrize("locale", ["en", "ru", "fr"])
def test_the_preview_explains_the_code_and_the_arrows_uncut(drawn, locale):
    game = late(2)
    placement_image(game, 0, locale, names=NAMES)
    placement = ranked_spots(game, 0)[0].best
    placement_image(game, 0, locale, placement, NAMES)
    said = [text for text, _, _ in drawn]
    assert not [text for text in said if ELLIPSIS in text]
    for key in ("code_key", "arrow_key"):
        assert said.count(printable(translate(locale, f"render_akropolis.{key}"))) == 2


@pytest.mark.parametrize("seats", [1, 2, 3, 4])
@pytest.mark.parametrize("locale", ["en", "ru", "fr"])
def test_no_name_or_label_is_cut_when_it_fits(drawn, seats, locale):
    table_image(late(seats), locale, NAMES)
    assert not [text for text, _, _ in drawn if ELLIPSIS in text]


@pytest.mark.parametrize("vision", VISIONS)
def test_each_highlight_has_its_own_colour_for_every_vision(vision):
    """The player to move, the last tile, the chosen tile and a raised hex's rim are
    on the image together: no two of them may look alike."""
    colours = {"turn": S.TURN, "last tile": S.HIGHLIGHT, "chosen": S.CHOSEN,
               **{f"rim {level + 2}": rim for level, rim in enumerate(S.LEVEL_RIMS)}}
    for (a, first), (b, second) in combinations(colours.items(), 2):
        if a.startswith("rim") and b.startswith("rim"):
            continue  # the rims tell levels apart by width and number, not hue
        assert delta_e(simulate(first, vision), simulate(second, vision)) >= 15, (a, b)
