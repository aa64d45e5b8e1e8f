"""Fixtures of the image tests."""

from __future__ import annotations

import pytest

from render.text import draw_text as real_draw_text

Drawn = list[tuple[str, tuple[float, float], int]]


@pytest.fixture
def drawn(monkeypatch) -> Drawn:
    """Every text drawn while the test renders: (text, position, font size), through
    ``render.text.draw_text``, which every renderer draws its words with."""
    texts: Drawn = []

    def spy(draw, xy, text, face, *args, **kwargs):
        texts.append((text, xy, face.size))
        real_draw_text(draw, xy, text, face, *args, **kwargs)

    monkeypatch.setattr("render.text.draw_text", spy)
    return texts
