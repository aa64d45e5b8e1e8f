"""The Akropolis rules pages: every page in every language within Discord's limits, the
variants of the game shown, the numbers of the rules and the official terms."""

from __future__ import annotations

import discord
import pytest

from cogs.akropolis.rules import PAGES, rules_embed
from engine.akropolis import DISTRICTS
from i18n import LOCALES, Translator, catalogue, translate

ALL = [d.value for d in DISTRICTS]


def embed_text(embed: discord.Embed) -> str:
    fields = "\n".join(f"{f.name}\n{f.value}" for f in embed.fields)
    return "\n".join([embed.title or "", embed.description or "", fields,
                      embed.footer.text or ""])


def page_of(name: str) -> int:
    return PAGES.index(name)


def test_the_pages_are_read_in_the_order_of_a_game():
    assert PAGES == ("goal", "take", "place", "scoring", "districts", "variants", "solo", "end")


class OwnCatalogue:
    """A translator that fails on a key its locale lacks (``translate`` would fall back
    to English) and remembers the keys it was asked for."""

    def __init__(self, locale: str) -> None:
        self.locale, self.used = locale, set()

    def __call__(self, key: str, **params) -> str:
        assert key in catalogue(self.locale), f"{self.locale} lacks {key}"
        self.used.add(key)
        return translate(self.locale, key, **params)


@pytest.mark.parametrize("locale", LOCALES)
def test_every_page_is_written_in_every_language_and_uses_every_entry(locale):
    t = OwnCatalogue(locale)
    for page in range(len(PAGES)):
        for variants in ((), ("house",), ALL):
            rules_embed(t, page, variants)
    written = {k for k in catalogue(locale) if k.startswith("akropolis_rules.")}
    # The button labels are for the cog that wires the Previous / Next buttons.
    assert written - t.used == {"akropolis_rules.previous", "akropolis_rules.next"}


@pytest.mark.parametrize("variants", [(), ("house",), ALL])
@pytest.mark.parametrize("page", range(len(PAGES)))
@pytest.mark.parametrize("locale", LOCALES)
def test_every_page_fits_discord_and_a_phone(locale, page, variants):
    embed = rules_embed(Translator(locale), page, variants)
    assert 0 < len(embed.title) <= 256
    assert 0 < len(embed.description) <= 1000
    assert len(embed.fields) <= 25
    for field in embed.fields:
        assert 0 < len(field.name) <= 256 and 0 < len(field.value) <= 1024
    assert len(embed) <= 6000
    assert "{" not in embed_text(embed) and "akropolis_rules." not in embed_text(embed)


@pytest.mark.parametrize("locale", LOCALES)
def test_the_footer_gives_the_page_and_the_number_of_pages(locale):
    assert rules_embed(Translator(locale), 2, ()).footer.text.endswith("3 / 8")


@pytest.mark.parametrize(("asked", "shown"), [(-5, 0), (0, 0), (7, 7), (8, 7), (99, 7)])
def test_the_page_number_is_clamped(asked, shown):
    t = Translator("en")
    assert rules_embed(t, asked, ()).to_dict() == rules_embed(t, shown, ()).to_dict()


def test_the_variants_page_names_exactly_the_variants_in_play():
    embed = rules_embed(Translator("en"), page_of("variants"), ["market", "garden"])
    assert [f.name for f in embed.fields[:2]] == ["✅ 🟨 Markets", "✅ 🟩 Gardens"]
    assert "next to a Markets plaza" in embed.fields[0].value
    assert "next to a lake" in embed.fields[1].value
    assert embed.fields[2].value == "Off in this game: Houses, Barracks, Temples."
    assert len(embed.fields) == 3


def test_the_variants_page_lists_no_off_line_when_all_five_are_in_play():
    embed = rules_embed(Translator("fr"), page_of("variants"), ALL)
    assert [f.name for f in embed.fields] == [
        "✅ 🟦 Habitations", "✅ 🟨 Marchés", "✅ 🟥 Casernes", "✅ 🟪 Temples", "✅ 🟩 Jardins"]


@pytest.mark.parametrize(("locale", "text"), [
    ("en", "No variant is in play"), ("ru", "В этой партии вариантов нет"),
    ("fr", "Aucune variante dans cette partie")])
def test_the_variants_page_says_when_no_variant_is_in_play(locale, text):
    embed = rules_embed(Translator(locale), page_of("variants"), [])
    assert embed.description.startswith(text) and not embed.fields


def test_an_unknown_variant_name_is_not_shown_as_in_play():
    embed = rules_embed(Translator("en"), page_of("variants"), ["house", "harbour"])
    assert [f.name for f in embed.fields[:1]] == ["✅ 🟦 Houses"]
    assert "harbour" not in embed_text(embed)


def test_the_variant_thresholds_are_those_of_the_rules():
    text = embed_text(rules_embed(Translator("en"), page_of("variants"), ALL))
    assert "**10 or more**" in text and "**3 or 4 empty" in text and "**level 2 or higher**" in text


@pytest.mark.parametrize(("locale", "stars"), [
    ("en", "Houses ★1, Markets ★2, Barracks ★2, Temples ★2, Gardens ★3"),
    ("ru", "Жилые кварталы ★1, Рынки ★2, Казармы ★2, Храмы ★2, Парки ★3"),
    ("fr", "Habitations ★1, Marchés ★2, Casernes ★2, Temples ★2, Jardins ★3"),
])
def test_the_scoring_page_gives_the_plaza_stars_and_the_example(locale, stars):
    text = rules_embed(Translator(locale), page_of("scoring"), ()).description
    assert stars in text
    assert "5×1 + 2×2 = 9" in text and "9 × 3 = 27" in text


def test_the_districts_page_has_one_field_per_district_with_its_plaza_stars():
    embed = rules_embed(Translator("ru"), page_of("districts"), ())
    assert [f.name for f in embed.fields] == [
        "🟦 Жилые кварталы · ★1", "🟨 Рынки · ★2", "🟥 Казармы · ★2", "🟪 Храмы · ★2",
        "🟩 Парки · ★3"]


def test_the_take_page_gives_the_cost_of_a_tile():
    text = rules_embed(Translator("en"), page_of("take"), ()).description
    assert "The first tile is free" in text and "the 3rd 2 stones" in text


def test_the_solo_page_lists_the_three_levels_of_the_architect():
    embed = rules_embed(Translator("fr"), page_of("solo"), ())
    assert [f.name for f in embed.fields][:3] == [
        "Hippodamos (facile)", "Métagénès (moyen)", "Callicratès (difficile)"]
    assert "**plus 2 points par Carrière**" in embed.fields[1].value
    assert embed.title == "Solo\u00a0: l'Illustre Architecte"


@pytest.mark.parametrize(("locale", "terms"), [
    ("ru", ["Строительной площадк", "Главный архитектор", "каменоломн", "площад", "камн",
            "участок", "сектор", "Жилые кварталы", "Рынки", "Казармы", "Храмы", "Парки",
            "Гипподам (простой уровень)", "Метаген (средний уровень)",
            "Калликрат (сложный уровень)", "площадь жилых кварталов", "Рыночн"]),
    ("fr", ["Chantier", "Architecte en chef", "Carrière", "Place", "pierre", "Habitations",
            "Marchés", "Casernes", "Temples", "Jardins", "Illustre Architecte"]),
])
def test_the_rules_use_the_official_terms(locale, terms):
    t = Translator(locale)
    text = "\n".join(embed_text(rules_embed(t, page, ALL)) for page in range(len(PAGES)))
    for term in terms:
        assert term in text, term


def test_the_images_and_messages_use_the_terms_of_the_rules():
    assert catalogue("fr")["render_akropolis.architect"] == "Illustre Architecte"
    assert catalogue("ru")["render_akropolis.choose_spot"] == "Куда положить участок {number}?"
    assert catalogue("ru")["render_akropolis.site"] == "Строительная площадка"
    russian = [str(entry) for key, entry in catalogue("ru").items()
               if key.startswith(("akropolis", "render_akropolis", "commands.akropolis"))]
    # the Russian rulebook's words, not the unofficial ones players did not recognise
    for unofficial in ("плитк", "тайл", "Стройплощадк", "Жилые дома", "Сады", "район",
                       "шестиугольник", "площадь Рынков", "(легко)"):
        assert not any(unofficial in entry for entry in russian), unofficial
    assert (catalogue("ru")["akropolis_play.controls.previous"],
            catalogue("ru")["akropolis_play.controls.next"]) == ("Назад", "Далее")
