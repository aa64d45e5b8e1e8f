"""The West Kingdom review image: the board before the judged turn as the table saw
it, the placement played and the better one marked wherever a worker can go (or
come back from), readable on a phone in every language, and nothing on it that was
hidden then (the hands, the decks' order)."""

from __future__ import annotations

import json
import random

import pytest
from PIL import Image, ImageChops
from review_pictures import banner_on_phone, decoded, judgement, mark_pixels
from westkingdom_pictures import played

from engine.westkingdom.board import PLACEMENTS
from engine.westkingdom.record import to_record
from engine.westkingdom.review import REVIEWER
from render import review as R
from render.colour_vision import VISIONS, delta_e, simulate
from render.westkingdom import layout as L
from render.westkingdom import render_board
from render.westkingdom import style as S
from render.westkingdom.review import TOP, render_review, review_image

TURN = 14
"""The turn the images are drawn for (its step index counts the draft picks too)."""


STEPS: dict[str, list] = {}
"""Each record's review steps, by its text: listing them replays the whole game, and
the tests ask for the steps of the same two records some 150 times."""


def steps_of(record: dict) -> list:
    """``REVIEWER.steps(record)``, listed once per record."""
    text = json.dumps(record, sort_keys=True)
    if text not in STEPS:
        STEPS[text] = REVIEWER.steps(record)
    return STEPS[text]


def step_index(record: dict, turn: int = TURN) -> int:
    """The review's step index of turn ``turn`` (draft picks are steps too)."""
    return [i for i, s in enumerate(steps_of(record))
            if not s.played.startswith("draft:")][turn]


@pytest.fixture(scope="module", params=[2, 5])
def record(request) -> dict:
    """A whole seeded random game, as the service stores it."""
    return json.loads(json.dumps(to_record(played(request.param * 3, request.param))))


def step(record: dict, index: int | None = None, best: str | None = None, same: bool = False):
    """A judgement of step ``index`` (by default turn ``TURN``'s): ``best`` (by default
    another answer the seat could give) was the better one, unless ``same`` (the one
    played was the best)."""
    index = step_index(record) if index is None else index
    game = REVIEWER.position(record, index)
    turn = steps_of(record)[index]
    first = turn.played.split(" ")[0]
    prompt = first.partition(":")[0]
    other = next(f"{prompt}:{o}" for o in game.decision.options if f"{prompt}:{o}" != first)
    better = turn.played if same else best or other
    return judgement(index, turn.seat, turn.turn, turn.played, better)


def test_the_review_is_a_landscape_png_as_wide_as_the_board_its_banner_for_a_header(record):
    image = decoded(render_review(record, step(record), "en"))
    board = decoded(render_board(REVIEWER.position(record, step_index(record))))
    assert image.width == board.width > image.height
    assert image.height == board.height - L.HEADER + TOP


def test_the_players_are_named_in_their_rows_and_nothing_else_changes(record):
    judged = step(record)
    named = decoded(render_review(record, judged, "en", ["Zoé", "Bob", "Cy", "Di", "Ed"]))
    changed = ImageChops.difference(named, decoded(render_review(record, judged, "en")))
    assert changed.getbbox()[1] >= TOP - L.HEADER + L.ROWS_Y + L.ROWS_HEAD


def test_the_move_played_and_the_better_move_both_carry_their_mark(record):
    image = decoded(render_review(record, step(record), "en"))
    assert mark_pixels(image, "played") > 2000 and mark_pixels(image, "better") > 1000


def test_nothing_is_framed_or_keyed_as_changed_last_turn(record):
    image = decoded(render_review(record, step(record), "en"))
    assert sum(count for count, colour in image.getcolors(image.width * image.height)
               if colour == S.HIGHLIGHT) == 0


def test_a_draft_pick_frames_nothing_on_the_board_only_the_legend_shows_the_marks(record):
    pick = next(i for i, s in enumerate(steps_of(record)) if s.played.startswith("draft:"))
    marked = decoded(render_review(record, step(record, pick), "en"))
    plain = decoded(render_review(record, step(record, pick, same=True), "en"))
    banner_bottom = TOP - 12
    assert ImageChops.difference(marked, plain).getbbox()[3] <= banner_bottom
    assert mark_pixels(marked.crop((0, banner_bottom, marked.width, marked.height)),
                       "played") == 0


def test_a_turn_that_was_the_best_found_carries_only_the_played_mark(record):
    image = decoded(render_review(record, step(record, same=True), "en"))
    assert mark_pixels(image, "played") > 2000 and mark_pixels(image, "better") == 0


@pytest.mark.parametrize("vision", VISIONS)
@pytest.mark.parametrize("mark", ["played", "better"])
def test_each_mark_stands_out_from_the_board_for_every_vision(vision, mark):
    for colour in (S.BACKGROUND, S.PANEL):
        assert delta_e(simulate(R.COLOURS[mark], vision), simulate(colour, vision)) >= 30


BOXES = {
    "quarry": L.place_box("quarry"), "forest": L.place_box("forest"),
    "mines:clay": L.place_box("mines"), "mines:gold": L.place_box("mines"),
    "silversmith": L.place_box("silversmith"), "storehouse": L.place_box("storehouse"),
    "workshop:hire": L.place_box("workshop"), "workshop:draw": L.place_box("workshop"),
    "towncentre": L.place_box("towncentre"), "taxstand": L.place_box("taxstand"),
    **{f"guardhouse:{n}": L.place_box("guardhouse") for n in range(1, 5)},
    "bm_a": L.market_box(0), "bm_b:hire": L.market_box(1), "bm_b:draw5": L.market_box(1),
    "bm_c": L.market_box(2), "guildhall": L.guildhall_box(),
}
"""Where each placement's worker stands on the board."""
RECOVERIES = {
    "recover:guardhouse": L.place_box("guardhouse"), "recover:bm_c": L.market_box(2),
    "recover:prison": L.prison_box(), "recover:board:1": L.row_box(1),
}
"""Where a seat with no worker left takes one back from: a location, a Black Market
space, the Prison, another player's board (its row)."""


def mark_area(image: Image.Image, mark: str) -> tuple[int, int, int, int]:
    """The bounding box of ``mark``'s colour on ``image`` (up to the palette's rounding)."""
    off = ImageChops.difference(image, Image.new("RGB", image.size, R.COLOURS[mark]))
    near = [channel.point(lambda v: 255 if v <= 10 else 0) for channel in off.split()]
    return ImageChops.multiply(ImageChops.multiply(near[0], near[1]), near[2]).getbbox()


def test_every_placement_has_its_place_on_the_board():
    assert set(BOXES) == set(PLACEMENTS)


@pytest.mark.parametrize(("answer", "box"), [
    *((f"place:{placement} pay:{{\"Ag\":1}}", box) for placement, box in BOXES.items()),
    *RECOVERIES.items()])
def test_every_kind_of_turn_is_marked_on_its_place(record, answer, box):
    image = decoded(render_review(record, step(record, best=answer), "en"))
    below_banner = image.crop((0, TOP, image.width, image.height))
    x, y, w, h = box
    y -= L.HEADER  # the board's boxes start at its header's foot, the crop's top
    left, top, right, bottom = mark_area(below_banner, "better")
    grow = 12  # the badge astride the frame's corner
    assert mark_pixels(below_banner, "better") > 800
    assert x - grow <= left and right <= x + w + grow and y - grow <= top and bottom <= y + h + grow


def redealt(record: dict, index: int, seed: int) -> dict:
    """``record`` with the Building and apprentice cards still in their decks before
    turn ``index`` shuffled (nobody has seen them), cut after that turn's start."""
    game = REVIEWER.position(record, step_index(record, index))
    out = dict(record)
    for key in ("building_deck", "apprentice_deck"):
        deck, left = record[key], getattr(game, key)
        drawn = next(d for d in range(len(deck) + 1) if left[:len(deck) - d] == deck[d:])
        rest = deck[drawn:]
        random.Random(seed).shuffle(rest)
        out[key] = deck[:drawn] + rest
    starts = [i for i, raw in enumerate(record["decisions"]) if "place" in raw or "recover" in raw]
    out["decisions"] = record["decisions"][:starts[index] + 1]
    return out


def test_the_hidden_cards_change_nothing_on_the_image(record):
    other = redealt(record, TURN, seed=5)
    assert other["building_deck"] != record["building_deck"]
    judged = step(record)
    assert render_review(other, judged, "en") == render_review(record, judged, "en")


@pytest.mark.parametrize("locale", ["en", "ru", "fr"])
@pytest.mark.parametrize("same", [False, True])
def test_the_title_and_legend_read_uncut_at_8_px_on_a_phone(drawn, record, locale, same):
    judged = step(record, same=same)
    width = review_image(record, judged, locale).width
    assert banner_on_phone(drawn, judged, locale, width) >= 8
