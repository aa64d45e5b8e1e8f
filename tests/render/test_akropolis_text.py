"""Every text the Akropolis images draw, in all three languages, has its glyphs in the
bundled fonts, and each language names the districts with its own letters."""

from __future__ import annotations

import pytest

from engine.akropolis import ARCHITECT_LEVELS, DISTRICTS
from i18n import LOCALES, catalogue, translate
from render import missing_glyphs
from render.fonts import BOLD, CONDENSED
from render.text import ELLIPSIS

# What the drawing code writes besides the catalogue: numbers, the score pad's
# working, signed changes, the turn arrow and the spot codes' letters.
DRAWN_LITERALS = "0123456789 ×=+−:▶" + ELLIPSIS + "abcdefghijklmnopqrstuvwxyz"


def _strings(locale: str) -> str:
    texts = []
    for key, entry in catalogue(locale).items():
        if key.startswith(("render.", "render_akropolis.")):
            texts.extend([entry] if isinstance(entry, str) else entry.values())
    return "".join(texts)


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("path", [BOLD, CONDENSED])
def test_the_fonts_cover_every_character_drawn(locale, path):
    assert missing_glyphs(_strings(locale) + DRAWN_LITERALS, path) == set()


@pytest.mark.parametrize("locale", LOCALES)
def test_each_language_has_five_distinct_district_letters_and_every_name(locale):
    letters = [translate(locale, f"render_akropolis.letter.{d.value}") for d in DISTRICTS]
    assert len(set(letters)) == 5 and all(len(letter) == 1 for letter in letters)
    for district in DISTRICTS:
        assert translate(locale, f"render_akropolis.district.{district.value}")
    for level in ARCHITECT_LEVELS:
        assert translate(locale, f"render_akropolis.level.{level}")


def test_every_language_has_every_key_of_english():
    keys = {k for k in catalogue("en") if k.startswith("render_akropolis.")}
    for locale in LOCALES:
        assert keys <= set(catalogue(locale)), locale


def test_the_official_terms_of_each_edition():
    assert translate("ru", "render_akropolis.site") == "Строительная площадка"
    assert translate("ru", "render_akropolis.chief") == "Главный архитектор"
    assert translate("fr", "render_akropolis.site") == "Chantier"
    assert translate("fr", "render_akropolis.district.barracks") == "Casernes"
    assert translate("ru", "render_akropolis.stacks", count=5) == "осталось 5 стопок"
