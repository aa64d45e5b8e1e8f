"""The Amytis review image: the table before the judged turn as its seat saw it,
the move played and the better move marked, readable on a phone in every language,
and nothing on it that the seat could not see then."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest
from PIL import ImageChops
from review_pictures import banner_on_phone, decoded, judgement, mark_pixels

from engine.amytis import UPPER_FAVORS, Game, to_record
from engine.amytis.ai import choose_move
from engine.amytis.record import move_from_record
from engine.amytis.review import REVIEWER
from i18n import translate
from render.amytis import style as S
from render.amytis.favors import space_box
from render.amytis.review import render_review, review_image
from render.amytis.table import display_card
from render.review import title

INDEX = 14


@pytest.fixture(scope="module")
def record() -> dict:
    """A whole game played by two computer players, as the service stores it."""
    game = Game.new(11)
    while not game.is_over:
        game.play(choose_move(game.public_view(game.player), "easy", game.turn))
    return json.loads(json.dumps(to_record(game)))


def step(record: dict, index: int = INDEX, same: bool = False):
    """A judgement of move ``index``: a better move elsewhere on the board and in the
    city, unless ``same`` (the move played was the best found)."""
    game = REVIEWER.position(record, index)
    played = move_from_record(record["moves"][index], index)
    other = next(m for m in game.legal_moves()
                 if m.stack != played.stack and m.cell != played.cell)
    best = played if same else other
    return judgement(index, game.player, game.turn + 1, played.text, best.text)


def test_the_review_is_a_landscape_png_the_size_of_the_table(record):
    image = decoded(render_review(record, step(record), "en"))
    assert image.size == (S.WIDTH, S.HEIGHT) and image.width > image.height


def test_the_players_are_named_as_at_the_table_and_nothing_else_changes(record):
    judged = step(record)
    named = decoded(render_review(record, judged, "en", ["Zoé", "Bob"]))
    changed = ImageChops.difference(named, decoded(render_review(record, judged, "en")))
    assert changed.getbbox() is not None and changed.getbbox()[3] <= S.TOP


def test_the_move_played_and_the_better_move_both_carry_their_mark(record):
    image = decoded(render_review(record, step(record), "en"))
    assert mark_pixels(image, "played") > 2000 and mark_pixels(image, "better") > 1000


def test_a_move_that_was_the_best_found_carries_only_the_played_mark(record):
    image = decoded(render_review(record, step(record, same=True), "en"))
    assert mark_pixels(image, "played") > 2000 and mark_pixels(image, "better") == 0


def redealt(record: dict, index: int, seed: int) -> dict:
    """``record`` up to move ``index`` with the tiles still hidden beneath the
    main-board tops at that moment dealt differently among the stacks."""
    game = REVIEWER.position(record, index)
    heights = [len(stack) for stack in game.board.stacks]
    stacks = [list(stack) for stack in record["stacks"]]  # top first
    hidden = [t for stack, h in zip(stacks, heights, strict=True)
              for t in stack[len(stack) - h + 1:]]
    random.Random(seed).shuffle(hidden)
    for stack, h in zip(stacks, heights, strict=True):
        below = max(h - 1, 0)
        if below:
            stack[len(stack) - below:], hidden = hidden[:below], hidden[below:]
    return {**record, "stacks": stacks, "moves": record["moves"][:index + 1]}


def test_tiles_hidden_at_the_time_change_nothing_on_the_image(record):
    other = redealt(record, INDEX, seed=5)
    seat = REVIEWER.position(record, INDEX).player
    assert (REVIEWER.position(other, INDEX).board.stacks
            != REVIEWER.position(record, INDEX).board.stacks)
    assert (REVIEWER.position(other, INDEX).public_view(seat)
            == REVIEWER.position(record, INDEX).public_view(seat))
    assert render_review(other, step(record), "en") == render_review(record, step(record), "en")


@pytest.mark.parametrize("locale", ["en", "ru", "fr"])
@pytest.mark.parametrize("same", [False, True])
def test_the_title_and_legend_read_uncut_at_8_px_on_a_phone(drawn, record, locale, same):
    judged = step(record, same=same)
    review_image(record, judged, locale)
    assert banner_on_phone(drawn, judged, locale, S.WIDTH) >= 8


def test_the_title_names_the_turn_and_the_points_lost_with_their_error_in_the_readers_language(
        record):
    judged = step(record)
    assert title(judged, "fr") == translate("fr", "render.turn", number=judged.step.turn) + \
        " · ≈3 ±1 points perdus"


def test_an_exact_figure_is_titled_without_an_error(record):
    judged = replace(step(record), cost_se=0.0)
    assert title(judged, "en").endswith(" · ≈3.4 points lost")


def test_the_palace_card_a_move_took_is_marked_with_its_move(record):
    index = next(i for i, move in enumerate(record["moves"])
                 if str(move.get("palace", "")).startswith("display:"))
    judged = step(record, index, same=True)
    card = int(record["moves"][index]["palace"].removeprefix("display:"))
    x, y, w, h = display_card(card)
    around = review_image(record, judged, "en").crop((x - 12, y - 12, x + w + 12, y + h + 12))
    assert mark_pixels(around, "played") > 300


def test_a_favor_space_marked_better_keeps_its_label_clear(record):
    index, move = next((i, m) for i in range(INDEX, len(record["moves"]))
                       for m in REVIEWER.position(record, i).legal_moves()
                       if m.favor in UPPER_FAVORS)
    game = REVIEWER.position(record, index)
    played = move_from_record(record["moves"][index], index)
    image = review_image(record, judgement(index, game.player, game.turn + 1, played.text,
                                           move.text), "en")
    x, y, w, _ = space_box(S.CENTRE_WIDTH, list(UPPER_FAVORS).index(move.favor))
    left, top = S.CENTRE_X + x, S.FAVOR_Y + y
    label = image.crop((left + 6, top + 4, left + w - 6, top + 30))
    edge = image.crop((left - 3, top - 3, left + w + 3, top + 3))
    assert mark_pixels(label, "better") == 0 and mark_pixels(edge, "better") > 0
