"""The header band: each player's chip above that player's column (marker, name,
score as if the game ended now with its breakdown, whose turn), and in the middle
the turn and how close the end is, the last move, and what the scores are.

The chip's number is the same total the bot's narration gives (buildings + Projects
+ Favors, counted now), so the image and the text never disagree on who leads.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from engine.amytis import Building, PublicView
from i18n import translate

from ..fonts import font
from ..text import NAME_MARK, draw_fitted, draw_text, fit, fit_around_name, fit_name
from . import style as S
from .favors import pictogram
from .tiles import SUPERSAMPLE, building_icon, paste, paste_centred, pawn

CHIP_TOP, CHIP_HEIGHT = 8, 112
ROW1, ROW2 = CHIP_TOP + 38, CHIP_TOP + 88
SCORE_WIDTH = 112
END_EMPTY_STACKS = 2
"""The game ends once two main-board stacks are empty (see the rules)."""


def last_mover(view: PublicView) -> int | None:
    """The seat that played the last turn (seats alternate, the first player first)."""
    return (view.turn - 1) % 2 if view.turn else None


def empty_stacks(view: PublicView) -> int:
    """How many main-board stacks are empty (two end the game)."""
    return sum(1 for h in view.stack_heights if h == 0)


def is_last_turn(view: PublicView) -> bool:
    """The second player is to play the game's last turn."""
    return (not view.result.finished and view.player == 1
            and empty_stacks(view) >= END_EMPTY_STACKS)


@lru_cache(maxsize=4)
def breakdown_icons(size: int) -> tuple[Image.Image, Image.Image, Image.Image]:
    """Small pictures for buildings, Projects and Favors in the chip's breakdown."""
    k = SUPERSAMPLE
    card = Image.new("RGBA", (size * k, size * k), (0, 0, 0, 0))
    pictogram(ImageDraw.Draw(card), "projects", size * k / 2, size * k / 2, size * k)
    favor = Image.new("RGBA", (size * k, size * k), (0, 0, 0, 0))
    ImageDraw.Draw(favor).ellipse([k, k, size * k - k, size * k - k], fill=S.GOLD, outline=S.INK,
                                  width=2 * k)
    smooth = Image.Resampling.LANCZOS
    return (building_icon(Building.RESIDENCE, size), card.resize((size, size), smooth),
            favor.resize((size, size), smooth))


def draw_breakdown_line(canvas: Image.Image, right: float, y: float,
                        values: tuple[int, int, int]) -> float:
    """``[house] 30 + [card] 8 + [Favor] 4``, right-aligned at ``right``; returns
    where it starts, so that the status beside it never overlaps it."""
    draw = ImageDraw.Draw(canvas)
    size = S.TEXT_SIZES["score breakdown"]
    face, icons = font(size), breakdown_icons(size)
    x = right
    for index in (2, 1, 0):
        draw_text(draw, (x, y), str(values[index]), face, S.MUTED, anchor="rm")
        x -= face.getlength(str(values[index])) + 3 + size
        paste(canvas, icons[index], x, y - size / 2)
        if index:
            x -= 5
            draw_text(draw, (x, y), "+", face, S.MUTED, anchor="rm")
            x -= face.getlength("+") + 5
    return x


def draw_header(canvas: Image.Image, view: PublicView, names: Sequence[str], locale: str) -> None:
    """Both player chips and the centre lines; see the module docstring."""
    draw = ImageDraw.Draw(canvas)
    result = view.result
    for seat in (0, 1):
        x = S.COLUMN_X[seat]
        score = result.players[seat]
        if result.finished:
            frame = S.WINNER if seat in result.winners else None
            status = translate(locale, "render_amytis.winner") if frame else ""
        else:
            frame = S.TURN if seat == view.player else None
            status = "▶ " + translate(locale, "render.to_play") if frame else ""
        draw.rounded_rectangle([x, CHIP_TOP, x + S.SIDE_WIDTH - 1, CHIP_TOP + CHIP_HEIGHT],
                               radius=16, fill=S.PANEL, outline=frame or S.PANEL_EDGE,
                               width=5 if frame else 2)
        paste_centred(canvas, pawn(seat, 26), x + 38, ROW1)
        total, total_face = fit(str(score.total), 56, SCORE_WIDTH)
        draw_text(draw, (x + S.SIDE_WIDTH - 16, ROW1 + 2), total, total_face, S.TEXT, anchor="rm")
        # The name takes what the score leaves, so a long name never runs into it.
        name_width = S.SIDE_WIDTH - 16 - total_face.getlength(total) - 14 - 74
        shown, face = fit_name(names[seat], 30, round(name_width))
        draw_text(draw, (x + 74, ROW1), shown, face, S.TEXT, anchor="lm")
        left = draw_breakdown_line(canvas, x + S.SIDE_WIDTH - 16, ROW2,
                                   (score.building, score.projects, score.favors))
        if status:
            draw_fitted(draw, (x + 16, ROW2), status, 26, round(left - x - 28), frame,
                        anchor="lm")
    _draw_centre(draw, view, names, locale)


def _draw_centre(draw: ImageDraw.ImageDraw, view: PublicView, names: Sequence[str],
                 locale: str) -> None:
    centre = S.CENTRE_X + S.CENTRE_WIDTH / 2
    result = view.result
    size = S.TEXT_SIZES["end trigger"]
    if result.finished:
        first, first_ink = translate(locale, "render.game_over"), S.MUTED
        if len(result.winners) == 1:
            second = translate(locale, "render.winner", name=NAME_MARK)
            name = names[result.winners[0]]
        else:
            second, name = translate(locale, "render.shared_victory"), ""
        second_ink = S.WINNER
    else:
        if is_last_turn(view):
            first = translate(locale, "render_amytis.last_turn", name=names[1])
            first_ink = S.TURN
        else:
            first = translate(locale, "render_amytis.turn_and_end", number=view.turn + 1,
                              empty=empty_stacks(view), needed=END_EMPTY_STACKS)
            first_ink = S.MUTED
        seat = last_mover(view)
        second = _last_move_line(view, locale)
        second_ink = S.TEXT if seat is None else S.HIGHLIGHT  # yellow: the last move only
        name = "" if seat is None else names[seat]
    draw_fitted(draw, (centre, CHIP_TOP + 16), first, size, S.CENTRE_WIDTH, first_ink,
                condensed=True, min_size=26)
    shown, face = fit_around_name(second, name, 30, S.CENTRE_WIDTH)
    draw_text(draw, (centre, CHIP_TOP + 54), shown, face, second_ink)
    means = "render_amytis.final_score" if result.finished else "render_amytis.score_means"
    draw_fitted(draw, (centre, CHIP_TOP + 92), translate(locale, means), 24, S.CENTRE_WIDTH,
                S.MUTED, condensed=True, min_size=20)


def _last_move_line(view: PublicView, locale: str) -> str:
    seat = last_mover(view)
    if seat is None:
        return translate(locale, "render.game_start")
    points = view.turn_points[-1]
    return translate(locale, "render_amytis.last_move", name=NAME_MARK,
                     points="+" + translate(locale, "render.points", count=points))
