"""The West Kingdom score pad: a column per seat with the seven lines and the total
the rules add up, the tie-break values, the winners framed, and the tie-break that
decided named in words."""

from __future__ import annotations

import io
from dataclasses import replace

import pytest
from PIL import Image
from westkingdom_pictures import played

from engine.westkingdom import Game, PlayerScore, Result
from engine.westkingdom.moves import winners
from render.westkingdom import render_game, render_scorepad, scorepad_image
from render.westkingdom import style as S
from render.westkingdom.scorepad import ROWS, WIDTH, column_centre, row_centre, verdict

NAMES = ["Anna", "Борис Годунов", "Zoé", "Maximilian-Alexander von Hohenberg", "Ω"]




@pytest.mark.parametrize(("seats", "locale"), [(2, "fr"), (5, "ru"), (3, "en")])
def test_the_pad_is_a_light_landscape_png(seats, locale):
    data = render_scorepad(played(seats * 3, seats), locale, NAMES)
    image = Image.open(io.BytesIO(data))
    assert image.width == WIDTH and image.width > image.height
    assert len(data) <= 300_000


def test_a_finished_game_shows_its_pad(drawn):
    game = played(9, 4)
    assert game.is_over
    assert render_game(game, "en") == render_scorepad(game, "en")


def test_every_line_and_total_is_written_in_its_column(drawn):
    game = played(13, 3)
    scorepad_image(game, "en", NAMES)
    for seat, score in enumerate(game.result().players):
        x = column_centre(seat, 3)
        column = [t for t, (tx, _), _ in drawn if abs(tx - x) < 120]
        for key, points in score.lines.items():
            assert str(points) in column, key
        assert str(score.total) in column
        assert f"{score.final_virtue} · {score.final_silver}" in column


def test_the_winners_columns_are_framed_in_gold():
    game = played(21, 3)
    image = scorepad_image(game, "en")
    column = (WIDTH - 2 * S.MARGIN - 300) / 3
    for seat in range(3):
        x = column_centre(seat, 3)
        edge = image.getpixel((round(x - column / 2 + 8), round(row_centre(len(ROWS) - 2))))
        framed = all(abs(a - b) <= 8 for a, b in zip(edge, S.GOLD, strict=True))
        assert framed == (seat in game.result().winners), seat


def _ended(game: Game, *players: tuple[int, int, int]):
    """``game``'s view with each seat's (points, virtue, silver) as its result."""
    scores = tuple(PlayerScore(points, 0, 0, 0, 0, 0, 0, virtue, silver)
                   for points, virtue, silver in players)
    return replace(game.public_view(), result=Result(True, scores, winners(scores)),
                   finished=True)


def test_the_pad_names_the_tie_break_that_decided():
    game = played(3, 2, 6)
    names = ["A", "B"]
    mark = "\ue000"
    assert verdict(_ended(game, (40, 9, 3), (30, 9, 3)), names, "en") == (
        f"Winner: {mark}", "")
    assert verdict(_ended(game, (40, 8, 3), (40, 9, 0)), names, "en")[1] == (
        "Tied on points: the highest virtue wins")
    assert verdict(_ended(game, (40, 9, 3), (40, 9, 5)), names, "en")[1] == (
        "Tied on points and virtue: the most silver wins")
    assert verdict(_ended(game, (40, 9, 5), (40, 9, 5)), names, "fr") == (
        "Victoire partagée\u202f!",
        "Égalité de points, de vertu et d'argent\u00a0: victoire partagée")


def test_a_running_game_is_titled_as_the_score_so_far(drawn):
    scorepad_image(played(5, 2, 30), "en")
    said = {t for t, _, _ in drawn}
    assert "Score so far" in said and "score if it ended now" in said
