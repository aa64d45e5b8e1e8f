"""The West Kingdom rules pages: every page in every language within Discord's limits,
the engine's numbers, the rulings of this table said plainly, and the official terms."""

from __future__ import annotations

import pytest

from cogs.westkingdom.rules import PAGES, Page, rules_page
from engine.westkingdom import CHARACTERS
from engine.westkingdom.board import HAND_LIMIT, TAX_START, WORKERS
from i18n import LOCALES, Translator, catalogue, translate


def page_of(name: str) -> int:
    return PAGES.index(name)


def page_text(page: Page) -> str:
    fields = "\n".join(f"{name}\n{value}" for name, value in page.fields)
    return "\n".join([page.title, page.text, fields, page.footer])


def test_the_pages_are_read_in_the_order_of_a_game():
    assert PAGES == ("goal", "turn", "places", "arrests", "market", "guildhall", "virtue",
                     "end", "sides", "rulings")


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
        for side in (None, "A", "B"):
            rules_page(t, page, side)
    written = {k for k in catalogue(locale) if k.startswith("westkingdom_rules.")}
    # The button labels are for the cog that wires the Previous / Next buttons.
    assert written - t.used == {"westkingdom_rules.previous", "westkingdom_rules.next"}


@pytest.mark.parametrize("page", range(len(PAGES)))
@pytest.mark.parametrize("locale", LOCALES)
def test_every_page_fits_discord_and_a_phone(locale, page):
    shown = rules_page(Translator(locale), page, "B")
    assert 0 < len(shown.title) <= 256
    assert 0 < len(shown.text) <= 1500
    assert len(shown.fields) <= 25
    assert all(len(name) <= 256 and len(value) <= 1024 for name, value in shown.fields)
    assert "{" not in page_text(shown)


def test_a_page_number_out_of_range_shows_the_nearest_page():
    t = Translator("en")
    assert rules_page(t, -3).title == rules_page(t, 0).title
    assert rules_page(t, 99).footer == f"Page {len(PAGES)} / {len(PAGES)}"


def test_the_numbers_come_from_the_engine():
    t = Translator("en")
    assert f"has {WORKERS} workers" in rules_page(t, page_of("goal")).text
    rulings = rules_page(t, page_of("rulings")).text
    assert f"starts with {TAX_START} silver" in rulings
    assert f"Hand limit {HAND_LIMIT} cards" in rulings


def test_the_rulings_that_differ_from_the_printed_rules_are_said_plainly():
    text = rules_page(Translator("en"), page_of("rulings")).text
    for ruling in ("no promo cards", "No solo automaton", "Conspirator",
                   "All 10 Black Market cards", "may be declined", "take one back"):
        assert ruling in text


def test_the_side_b_page_names_every_character_with_its_start_and_the_side_in_play():
    t = Translator("ru")
    page = rules_page(t, page_of("sides"), "B")
    assert page.text.endswith("Эта партия играется на стороне Б.")
    assert [name for name, _ in page.fields] == [
        translate("ru", f"render_westkingdom.character.{c}") for c in CHARACTERS]
    for (_, value), character in zip(page.fields, CHARACTERS.values(), strict=True):
        assert value.startswith(f"добродетель {character.virtue} · серебро {character.silver}")


def test_the_russian_pages_use_the_terms_of_the_russian_game_help():
    text = "\n".join(page_text(rules_page(Translator("ru"), p)) for p in range(len(PAGES)))
    for term in ("городской площади", "темниц", "пост часового", "казн", "чёрный рынок",
                 "гильди", "собор", "добродетел", "помощник", "сооружени"):
        assert term in text, term


def test_the_french_pages_use_the_names_of_the_french_board():
    text = "\n".join(page_text(rules_page(Translator("fr"), p)) for p in range(len(PAGES)))
    for place in ("quarry", "forest", "silversmith", "storehouse", "workshop", "towncentre",
                  "taxstand", "guardhouse"):
        assert translate("fr", f"render_westkingdom.place.{place}") in text, place
