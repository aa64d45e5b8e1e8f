"""One step of a replay for a step-through viewer: its frame, and the caption of
every step so the viewer can offer a jump to any of them (issue 46).

Both come from one replay of the record, in one worker call, rather than replaying
the game once for the frame and again for the names of the steps (captions are
words only: cheap beside the one frame drawn).
"""

from __future__ import annotations

from dataclasses import dataclass

from i18n import normalize_locale

from .png import encode_png
from .replay import Names, caption, frame, stepped


@dataclass(frozen=True)
class Step:
    """Step ``index`` of a replay: its frame as PNG bytes, and the caption of each of
    the replay's steps in order (as many as it has steps)."""

    index: int
    png: bytes
    captions: tuple[str, ...]

    @property
    def total(self) -> int:
        """How many steps the replay has, the table as dealt and the score pad included."""
        return len(self.captions)


def step(record: str, index: int, locale: str, names: Names = None) -> Step:
    """Step ``index`` of the replay of ``record`` (JSON text, as the database stores
    it) drawn in ``locale``; ``IndexError`` for a step the replay does not have."""
    replay, shown = stepped(record, index)
    code = normalize_locale(locale)
    png = encode_png(frame(replay, shown, index, code, names).image)
    return Step(index, png, tuple(caption(replay, scene, code, names) for scene in shown))
