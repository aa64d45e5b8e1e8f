"""Every text the bot can show exists in every language and fits Discord's limits."""

import pytest

from engine.amytis import BUILDINGS, FAVOR_SPACES, TILE_KINDS
from i18n import LOCALES, catalogue
from service.errors import ALL_ERRORS


@pytest.mark.parametrize("locale", LOCALES)
def test_every_service_refusal_has_a_translation(locale):
    missing = [e.key for e in ALL_ERRORS if f"errors.{e.key}" not in catalogue(locale)]
    assert missing == []


@pytest.mark.parametrize("locale", LOCALES)
def test_every_tile_favor_and_effect_is_named(locale):
    entries = catalogue(locale)
    keys = [f"amytis.tile.{t.id}" for t in TILE_KINDS]
    keys += [f"amytis.favor.{s}" for s in FAVOR_SPACES]
    keys += [f"amytis.favor_rule.{s}" for s in FAVOR_SPACES]
    keys += [f"amytis.effect.{b.value}.{side}" for b in BUILDINGS for side in "AB"]
    assert [k for k in keys if k not in entries] == []


@pytest.mark.parametrize("locale", LOCALES)
def test_effect_texts_fit_a_select_option_description(locale):
    entries = catalogue(locale)
    for building in BUILDINGS:
        assert len(entries[f"amytis.effect.{building.value}.B"]) <= 100


@pytest.mark.parametrize("locale", LOCALES)
def test_command_names_are_valid_discord_names(locale):
    names = [v for k, v in catalogue(locale).items()
             if k.startswith("commands.") and k.endswith(".name")]
    assert names
    for name in names:
        assert 1 <= len(name) <= 32 and name == name.lower() and " " not in name


@pytest.mark.parametrize("locale", LOCALES)
def test_command_descriptions_fit_discord(locale):
    descriptions = [v for k, v in catalogue(locale).items()
                    if k.startswith("commands.") and isinstance(v, str)]
    assert all(1 <= len(text) <= 100 for text in descriptions)
