"""Every text the West Kingdom images draw, in all three languages, has its glyphs in
the bundled fonts, every language has every key, and the Russian terms are the Russian
game help's."""

from __future__ import annotations

import pytest

from engine.westkingdom import APPRENTICES
from i18n import LOCALES, catalogue, translate
from render import missing_glyphs
from render.fonts import BOLD, CONDENSED
from render.text import ELLIPSIS

DRAWN_LITERALS = "0123456789 +−-×÷·:▶↻◆★✓" + ELLIPSIS + "ABCDE"


def _strings(locale: str) -> str:
    texts = []
    for key, entry in catalogue(locale).items():
        if key.startswith(("render.", "render_westkingdom")):
            texts.extend([entry] if isinstance(entry, str) else entry.values())
    return "".join(texts)


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("path", [BOLD, CONDENSED])
def test_the_fonts_cover_every_character_drawn(locale, path):
    assert missing_glyphs(_strings(locale) + DRAWN_LITERALS, path) == set()


def test_every_language_has_every_key_of_english():
    keys = {k for k in catalogue("en") if k.startswith("render_westkingdom")}
    for locale in LOCALES:
        assert keys <= set(catalogue(locale)), locale


@pytest.mark.parametrize("locale", LOCALES)
def test_every_apprentice_has_a_name_and_skills_have_distinct_letters(locale):
    for apprentice in APPRENTICES.values():
        assert translate(locale, f"render_westkingdom.apprentice.{apprentice.name}")
    letters = [translate(locale, f"render_westkingdom.skill.{s}") for s in "CTM"]
    assert len(set(letters)) == 3


def test_the_russian_places_are_named_as_the_game_help_names_them():
    assert translate("ru", "render_westkingdom.place.silversmith") == "Чеканщик"
    assert translate("ru", "render_westkingdom.place.towncentre") == "Городская площадь"
    assert translate("ru", "render_westkingdom.place.guardhouse") == "Пост часового"
    assert translate("ru", "render_westkingdom.place.taxstand") == "Казна"
    assert translate("ru", "render_westkingdom.prison") == "Темница"
    assert translate("ru", "render_westkingdom.market") == "Чёрный рынок"


@pytest.mark.parametrize("locale", LOCALES)
def test_every_building_has_a_name_and_an_effect(locale):
    from engine.westkingdom import BUILDINGS

    for card in BUILDINGS:
        assert translate(locale, f"render_westkingdom_cards.name.{card}")
        assert translate(locale, f"render_westkingdom_cards.effect.{card}")
