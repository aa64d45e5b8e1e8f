"""Text on the images: the bundled fonts draw every character the renderer writes in
all three languages; names in Chinese, Japanese or emoji are drawn with the bundled
fallbacks, anything else is dropped before it is drawn, and names are cut with one
ellipsis in a way that keeps the rest of a line (the points) visible."""

from __future__ import annotations

import pytest

from i18n import LOCALES, catalogue
from render import missing_glyphs, printable
from render.amytis.favors import BOTTOM_ROW_SCALE, LABELS, POINTS
from render.fonts import BOLD, CONDENSED, FALLBACKS, FONT_DIR, covered, font
from render.text import (
    ELLIPSIS,
    NAME_MARK,
    fit,
    fit_around_name,
    fit_name,
    runs,
    text_width,
    truncate,
)

# Fixed strings the Amytis drawing code writes besides the catalogue.
DRAWN_LITERALS = ("✓ / ▶ +#×0123456789AB" + ELLIPSIS + BOTTOM_ROW_SCALE
                  + "".join(POINTS.values()) + "".join(LABELS.values()))


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


def test_the_fonts_and_their_licences_are_bundled():
    assert BOLD.parent == FONT_DIR and BOLD.exists() and CONDENSED.exists()
    assert "Bitstream" in (FONT_DIR / "LICENSE-DejaVu.txt").read_text(encoding="utf-8")
    assert "Apache License" in (FONT_DIR / "LICENSE-DroidSansFallback.txt").read_text("utf-8")
    assert "free for any use" in (FONT_DIR / "LICENSE-Symbola.txt").read_text("utf-8")
    assert all(path.exists() and path.stat().st_size < 1_000_000 for path in FALLBACKS)


def test_chinese_japanese_and_emoji_are_drawn_by_the_fallbacks():
    cjk, emoji = FALLBACKS
    assert all(ord(c) in covered(cjk) for c in "龍名前さくらカタカナ张伟")
    assert all(ord(c) in covered(emoji) for c in "😀🔥🎲🏰♛")
    parts = runs("Mei 名前 🔥", 30)
    assert [text for text, _ in parts] == ["Mei ", "名前", " ", "🔥"]
    assert [face.path for _, face in parts] == [str(BOLD), str(cjk), str(BOLD), str(emoji)]


def test_cyrillic_and_accented_latin_are_covered_by_the_main_face():
    have = covered(BOLD)
    assert all(ord(c) in have for c in "ЖжЁёЩщÉéÇçŒœÀàÂâ")
    assert ord("龍") not in have


def test_printable_keeps_what_a_bundled_font_draws_and_drops_the_rest():
    assert printable("Zoë Ёлка") == "Zoë Ёлка"
    assert printable("龍 x") == "龍 x"
    assert printable("a\u200bb\nc\td") == "ab c d"
    assert printable("김민수 Kim") == "Kim", "no bundled font has Hangul"
    assert missing_glyphs(printable("Zoë \U0001F9FF 𝔸lice")) == set()


def test_fit_shrinks_then_truncates_with_an_ellipsis():
    text, face = fit("Résidence", 40, 1000)
    assert text == "Résidence" and face.size == 40
    text, face = fit("Жилой дом", 40, 170)
    assert face.size < 40 and face.getlength(text) <= 170
    text, face = fit("W" * 100, 30, 200)
    assert text.endswith(ELLIPSIS) and face.getlength(text) <= 200


def test_a_long_name_is_cut_with_one_ellipsis():
    name = truncate("Alexandra" * 5, 24)
    text, face = fit_name(name, 30, 150)
    assert text.count(ELLIPSIS) == 1 and text.endswith(ELLIPSIS)
    assert text_width(text, face.size) <= 150


def test_a_name_in_a_line_is_cut_so_the_points_stay():
    line = f"{NAME_MARK}: +12 points"
    text, face = fit_around_name(line, "Maximilian-Alexander von Hohenberg", 30, 300)
    assert text.endswith(": +12 points") and text.count(ELLIPSIS) == 1
    assert text_width(text, face.size) <= 300
    assert fit_around_name(line, "Ann", 30, 300)[0] == "Ann: +12 points"


def test_truncate_cuts_long_names():
    assert truncate("Alexandra" * 5, 10) == "Alexandra" + ELLIPSIS
    assert truncate("Ann", 10) == "Ann"


def test_fonts_are_cached():
    assert font(30) is font(30)
