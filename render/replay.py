"""A finished game as a spectator would have watched it (issue 46): frames from a
record, and the animated image of the whole game.

Each game registers by having ``render/<game>/replay.py`` export ``REPLAY``, a
``GameReplay``: it turns a record into ``Scene`` values (the table at the start,
one per turn or round, the score pad last) and draws a scene and its caption. This
module names no game; it captions, scales and paces the frames and encodes them.

Public only by construction: a scene holds the spectators' view of its position
(viewer ``None``) and what the table was told of the move, never the game itself,
so nothing hidden (a hand, a draft pick, a stack's order) can reach a frame.

For the bot: ``animate`` (a module-level function of plain values, so a worker
process can run it) gives the image to post; ``scenes`` and ``frame_png`` give one
step at a time for a step-through viewer.
"""

from __future__ import annotations

import io
import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import import_module
from importlib.util import find_spec
from typing import Any, Protocol

from PIL import Image, ImageDraw

from engine import GAMES
from engine.errors import RecordError
from i18n import normalize_locale, translate

from .png import encode_png
from .text import draw_fitted, text_width

Names = Sequence[str | None] | None

WIDTH = 800
"""Frame width in pixels: twice a phone's 400, so the caption stays sharp there."""
CAPTION_SIZE, CAPTION_MIN, CAPTION_HEIGHT = 28, 22, 78
"""The caption's font size (shrunk to ``CAPTION_MIN`` before it wraps or is cut) and
its band of two lines: at 400 px wide on a phone the text is 11 to 14 px high."""
BACKGROUND, CAPTION_TEXT = (24, 26, 34), (245, 245, 245)
TARGET_MS, FASTEST_MS, SLOWEST_MS = 75_000, 600, 4_000
"""The play time aimed at, and a frame's time: ``TARGET_MS`` shared among the
frames, kept between ``FASTEST_MS`` (a caption still read at a glance) and
``SLOWEST_MS``; with the score pad's hold a real game plays in 30 to 90 s."""
LONGEST_MS = 84_000
"""Frames beyond what fits in this at ``FASTEST_MS`` are dropped (evenly)."""
HOLD_MS = 5_000
"""How long the score pad stays before the animation loops."""
SIZE_LIMIT = 8 * 1000 * 1000
"""Discord's default upload limit (with a margin: 8 MB, not 8 MiB)."""
ATTEMPTS = ((WIDTH, 70), (WIDTH, 50), (640, 50), (512, 40))
"""Widths and WebP qualities tried in turn until the image fits ``SIZE_LIMIT``."""


@dataclass(frozen=True)
class Scene:
    """One frame's position: the spectators' view (``viewer`` None) after the move,
    what the caption tells (the game's own value: its events; ``None`` for the
    opening table) and whether it is the score pad."""

    view: Any
    told: Any = None
    final: bool = False


class GameReplay(Protocol):
    """What a game gives the replay: its record formats, its scenes, and how to draw
    and name what is in them. A scene's view has ``result`` (``players[i].total``,
    ``finished``), as every game's public view does."""

    formats: tuple[str, ...]

    def scenes(self, record: Mapping[str, Any]) -> tuple[Scene, ...]:
        """The table as dealt, one scene per turn or round, then the score pad;
        ``RecordError`` for a bad record."""
        ...

    def seat_names(self, view: Any, locale: str, names: Names) -> list[str]:
        """A display name per seat, as the game's images write them."""
        ...

    def table(self, view: Any, previous: Any, locale: str, names: Names) -> Image.Image:
        """The table at ``view`` (``previous``: the view of the frame before, to
        frame what changed, ``None`` for the first)."""
        ...

    def score_pad(self, view: Any, locale: str, names: Names) -> Image.Image:
        """The score pad of the game's end."""
        ...

    def told(self, told: Any, view: Any, locale: str, seated: Sequence[str]) -> str:
        """The caption of a scene that tells ``told``, its seats named ``seated``."""
        ...


def played(start: Any, moves: Iterable[Any], play: Callable[[Any, Any], Any]
           ) -> tuple[Scene, ...]:
    """The scenes of a game that shows a frame per move: ``start`` (a game as dealt,
    played on) first, then after each of ``moves`` (``play(game, move)`` plays it and
    returns what its caption tells), then the score pad."""
    shown = [Scene(start.public_view(None))]
    for move in moves:
        told = play(start, move)
        shown.append(Scene(start.public_view(None), told))
    return (*shown, Scene(start.public_view(None), final=True))


def picture(replay: GameReplay, scene: Scene, previous: Scene | None, locale: str,
            names: Names = None) -> Image.Image:
    """The image of ``scene``: its table, or the score pad."""
    if scene.final:
        return replay.score_pad(scene.view, locale, names)
    return replay.table(scene.view, None if previous is None else previous.view, locale, names)


def caption(replay: GameReplay, scene: Scene, locale: str, names: Names = None) -> str:
    """The one line (two at most when drawn) under ``scene``: the game's start, what
    the move or round did, or each seat's total."""
    seated = replay.seat_names(scene.view, locale, names)
    if scene.final:
        result = scene.view.result
        return score_line(locale, seated, [p.total for p in result.players], result.finished)
    if scene.told is None:
        return translate(locale, "render.game_start")
    return replay.told(scene.told, scene.view, locale, seated)


@dataclass(frozen=True)
class Frame:
    """A drawn frame: the picture with its caption band, and the caption's text."""

    image: Image.Image
    caption: str


@dataclass(frozen=True)
class Animation:
    """An encoded replay and how it plays: ``frames`` shown (after any dropped),
    ``frame_ms`` each, the score pad ``HOLD_MS`` more; ``width`` in pixels."""

    data: bytes
    extension: str
    frames: int
    frame_ms: int
    seconds: float
    width: int


@cache
def replays() -> dict[str, GameReplay]:
    """Every registered game's replay by record format: the games of ``engine.GAMES``
    that have a ``render/<game>/replay.py``."""
    found: dict[str, GameReplay] = {}
    for game in GAMES:
        name = f"{__package__}.{game}.replay"
        if find_spec(f"{__package__}.{game}") is not None and find_spec(name) is not None:
            replay: GameReplay = import_module(name).REPLAY
            found.update(dict.fromkeys(replay.formats, replay))
    return found


def _record(record: Mapping[str, Any] | str) -> Mapping[str, Any]:
    if isinstance(record, str):
        try:
            record = json.loads(record)
        except ValueError:
            raise RecordError("a record is JSON text") from None
    if not isinstance(record, Mapping):
        raise RecordError("a record is a JSON object")
    return record


def replay_of(record: Mapping[str, Any] | str) -> GameReplay:
    """The replay that reads ``record``'s format; ``RecordError`` for any other."""
    fmt = _record(record).get("format")
    known = replays()
    if not isinstance(fmt, str) or fmt not in known:
        raise RecordError(f"no replay for format {fmt!r} (known: {', '.join(sorted(known))})")
    return known[fmt]


def scenes(record: Mapping[str, Any] | str) -> tuple[Scene, ...]:
    """The scenes of a record (its JSON text, as the database stores it, or the
    parsed object): the table as dealt first, the score pad last."""
    data = _record(record)
    return replay_of(data).scenes(data)


def frame(replay: GameReplay, shown: Sequence[Scene], index: int, locale: str | None = "en",
          names: Names = None, width: int = WIDTH) -> Frame:
    """Scene ``index`` of ``shown`` drawn ``width`` pixels wide, captioned."""
    code = normalize_locale(locale)
    scene = shown[index]
    previous = shown[index - 1] if index > 0 else None
    text = caption(replay, scene, code, names)
    return Frame(captioned(picture(replay, scene, previous, code, names).convert("RGB"), text,
                           width), text)


def frame_png(record: Mapping[str, Any] | str, index: int, locale: str | None = "en",
              names: Names = None) -> bytes:
    """PNG bytes of step ``index`` of a record's replay (a step-through viewer's
    page); ``IndexError`` beyond its last scene."""
    replay, shown = stepped(record, index)
    return encode_png(frame(replay, shown, index, locale, names).image)


def stepped(record: Mapping[str, Any] | str, index: int
            ) -> tuple[GameReplay, tuple[Scene, ...]]:
    """The replay of ``record`` and its scenes, replayed once for a viewer asking for
    step ``index``: ``IndexError`` (not a wrapped-around step) when there is none."""
    data = _record(record)
    replay = replay_of(data)
    shown = replay.scenes(data)
    if not 0 <= index < len(shown):
        raise IndexError(f"step {index} does not exist (the replay has {len(shown)})")
    return replay, shown


def captioned(picture: Image.Image, text: str, width: int = WIDTH) -> Image.Image:
    """``picture`` scaled to ``width`` over a band with ``text``: one line, or two
    (cut at the separator nearest the middle) when one would have to shrink below
    ``CAPTION_MIN`` (a round of five seats, a long turn)."""
    scale = width / picture.width
    height = round(picture.height * scale)
    canvas = Image.new("RGB", (width, height + band(width)), BACKGROUND)
    canvas.paste(picture.resize((width, height), Image.Resampling.LANCZOS), (0, 0))
    size, smallest = (round(value * width / WIDTH) for value in (CAPTION_SIZE, CAPTION_MIN))
    room = width - 2 * size
    lines = [text] if text_width(text, smallest) <= room else _halves(text)
    draw = ImageDraw.Draw(canvas)
    middle, step = height + band(width) / 2, band(width) / 2.2
    for number, line in enumerate(lines):
        y = middle + (number - (len(lines) - 1) / 2) * step
        draw_fitted(draw, (width / 2, y), line, size, room, CAPTION_TEXT, min_size=smallest)
    return canvas


def _halves(text: str) -> list[str]:
    """``text`` in two lines, cut after the separator (" · ", else a space) nearest
    its middle."""
    for separator in (" · ", " "):
        cuts = [i for i in range(len(text)) if text.startswith(separator, i)]
        if cuts:
            cut = min(cuts, key=lambda i: abs(2 * i - len(text)))
            return [text[:cut + len(separator)].strip(), text[cut + len(separator):].strip()]
    return [text]


def band(width: int) -> int:
    """The caption band's height at ``width``: room for two lines."""
    return round(CAPTION_HEIGHT * width / WIDTH)


def score_line(locale: str, names: Sequence[str], totals: Sequence[int],
               finished: bool = True) -> str:
    """The score pad's caption: "Game over · Alice 45 · Bob 38", best first."""
    order = sorted(range(len(totals)), key=lambda seat: (-totals[seat], seat))
    head = translate(locale, "render.game_over" if finished else "replay.so_far")
    return " · ".join([head, *(f"{names[seat]} {totals[seat]}" for seat in order)])


def pacing(count: int) -> tuple[tuple[int, ...], int]:
    """Which of ``count`` scenes are shown (the last is the score pad) and each
    one's time in ms: ``TARGET_MS`` shared among them, between ``FASTEST_MS`` and
    ``SLOWEST_MS``; past ``LONGEST_MS`` at the fastest, scenes are dropped evenly
    (the first and the score pad always stay)."""
    playing = max(count - 1, 1)
    keep = min(playing, LONGEST_MS // FASTEST_MS)
    shown = sorted({round(i * (playing - 1) / max(keep - 1, 1)) for i in range(keep)})
    frame_ms = max(FASTEST_MS, min(SLOWEST_MS, TARGET_MS // len(shown)))
    return (*shown, count - 1), frame_ms


def animate(record: Mapping[str, Any] | str, locale: str | None = "en",
            names: Names = None) -> Animation:
    """The whole game as an animated WebP under ``SIZE_LIMIT``: a frame per scene
    with its caption, the score pad held ``HOLD_MS``. Narrower and coarser when it
    must be, then with fewer frames. (A GIF of the same frames weighs three to four
    times as much, so WebP is always the smaller.)"""
    data = _record(record)
    replay = replay_of(data)
    everything = replay.scenes(data)
    indices, frame_ms = pacing(len(everything))
    shown = [everything[i] for i in indices]
    full = [frame(replay, shown, i, locale, names).image for i in range(len(shown))]
    while True:
        for width, quality in ATTEMPTS:
            frames = full if width == WIDTH else [_narrower(image, width) for image in full]
            encoded = _webp(frames, frame_ms, quality)
            seconds = (frame_ms * (len(frames) - 1) + HOLD_MS) / 1000
            made = Animation(encoded, "webp", len(frames), frame_ms, seconds, width)
            if len(encoded) <= SIZE_LIMIT:
                return made
        if len(full) <= 2:  # the table and the score pad: nothing more to leave out
            return made
        full = full[:-1:2] + full[-1:]  # every other frame, the score pad kept
        frame_ms = min(SLOWEST_MS, frame_ms * 2)


def _narrower(image: Image.Image, width: int) -> Image.Image:
    return image.resize((width, round(image.height * width / image.width)),
                        Image.Resampling.LANCZOS)


def _webp(frames: Sequence[Image.Image], frame_ms: int, quality: int) -> bytes:
    """An animated WebP of ``frames`` on one canvas (each frame top-aligned on the
    background), ``frame_ms`` each and the last ``HOLD_MS``."""
    width = max(image.width for image in frames)
    height = max(image.height for image in frames)
    canvases = []
    for image in frames:
        if image.size == (width, height):
            canvases.append(image)
            continue
        canvas = Image.new("RGB", (width, height), BACKGROUND)
        canvas.paste(image, ((width - image.width) // 2, (height - image.height) // 2))
        canvases.append(canvas)
    buffer = io.BytesIO()
    canvases[0].save(buffer, "WEBP", save_all=True, append_images=canvases[1:],
                     duration=[frame_ms] * (len(canvases) - 1) + [HOLD_MS], loop=0,
                     quality=quality, method=4)
    return buffer.getvalue()
