"""Text on the images: the bundled fonts draw every character the renderer writes in
all three languages, and anything else is replaced before it is drawn."""

from __future__ import annotations

import pytest

from i18n import LOCALES, catalogue
from render import missing_glyphs, printable
from render.amytis.favors import BOTTOM_ROW_POINTS, POINTS
from render.fonts import BOLD, CONDENSED, FONT_DIR, covered, font
from render.text import ELLIPSIS, fit, truncate

# Fixed strings the Amytis drawing code writes besides the catalogue.
DRAWN_LITERALS = "✓ / ▶ +0123456789AB" + ELLIPSIS + BOTTOM_ROW_POINTS + "".join(POINTS.values())


def _render_strings(locale: str) -> str:
    texts = []
    for key, entry in catalogue(locale).items():
        if key.startswith(("render.", "render_amytis.")):
            texts.extend([entry] if isinstance(entry, str) else entry.values())
    return "".join(texts)


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("path", [BOLD, CONDENSED])
def test_the_fonts_cover_every_character_drawn(locale, path):
    assert missing_glyphs(_render_strings(locale) + DRAWN_LITERALS, path) == set()


def test_the_font_and_its_licence_are_bundled():
    assert BOLD.parent == FONT_DIR and BOLD.exists() and CONDENSED.exists()
    licence = (FONT_DIR / "LICENSE-DejaVu.txt").read_text(encoding="utf-8")
    assert "Bitstream" in licence


def test_cyrillic_and_accented_latin_are_covered_and_cjk_is_not():
    have = covered(BOLD)
    assert all(ord(c) in have for c in "ЖжЁёЩщÉéÇçŒœÀàÂâ")
    assert ord("龍") not in have


def test_printable_replaces_what_the_font_lacks():
    assert printable("Zoë Ёлка") == "Zoë Ёлка"
    assert printable("龍 x") == "? x"
    assert printable("a\u200bb\nc\td") == "ab c d"
    assert missing_glyphs(printable("名前 \U0001F9FF 𝔸lice")) == set()


def test_fit_shrinks_then_truncates_with_an_ellipsis():
    text, face = fit("Résidence", 40, 1000)
    assert text == "Résidence" and face.size == 40
    text, face = fit("Жилой дом", 40, 170)
    assert face.size < 40 and face.getlength(text) <= 170
    text, face = fit("W" * 100, 30, 200)
    assert text.endswith(ELLIPSIS) and face.getlength(text) <= 200


def test_truncate_cuts_long_names():
    assert truncate("Alexandra" * 5, 10) == "Alexandra" + ELLIPSIS
    assert truncate("Ann", 10) == "Ann"


def test_fonts_are_cached():
    assert font(30) is font(30)
