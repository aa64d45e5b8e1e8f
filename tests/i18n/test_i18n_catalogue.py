"""The shared catalogue: complete in every language, plural forms from Babel, English
as the fallback, and a loud KeyError for a key nobody wrote."""

from __future__ import annotations

import json
import string

import pytest

import i18n.catalogues as cat
from i18n import LOCALES, Translator, catalogue, normalize_locale, translate


def _params(entry) -> dict[str, set[str]]:
    forms = {"": entry} if isinstance(entry, str) else dict(entry)
    return {form: {f for _, f, _, _ in string.Formatter().parse(text) if f}
            for form, text in forms.items()}


def _all_params(entry) -> set[str]:
    return set().union(*_params(entry).values())


@pytest.mark.parametrize("locale", [loc for loc in LOCALES if loc != "en"])
def test_every_english_key_exists_in_each_locale_with_the_same_params(locale):
    english, other = catalogue("en"), catalogue(locale)
    missing = sorted(set(english) - set(other))
    assert not missing, f"{locale} lacks {missing}"
    for key, entry in english.items():
        assert _all_params(other[key]) == _all_params(entry), key


@pytest.mark.parametrize("locale", LOCALES)
def test_each_plural_form_of_an_entry_uses_the_same_params(locale):
    for key, entry in catalogue(locale).items():
        if not isinstance(entry, str):
            assert len({frozenset(p) for p in _params(entry).values()}) == 1, key
            assert "other" in entry, key


def test_russian_plural_entries_have_one_few_and_many():
    plural = [e for e in catalogue("ru").values() if not isinstance(e, str)]
    assert plural
    for entry in plural:
        assert {"one", "few", "many"} <= set(entry)


@pytest.mark.parametrize(("count", "text"), [
    (1, "1 очко"), (2, "2 очка"), (4, "4 очка"), (5, "5 очков"), (11, "11 очков"),
    (21, "21 очко"), (22, "22 очка"), (0, "0 очков"),
])
def test_russian_points_take_the_right_plural_form(count, text):
    assert translate("ru", "render.points", count=count) == text


@pytest.mark.parametrize(("count", "text"), [(0, "0 point"), (1, "1 point"), (2, "2 points")])
def test_french_zero_and_one_are_singular(count, text):
    assert translate("fr", "render.points", count=count) == text


@pytest.mark.parametrize(("count", "text"), [(0, "0 points"), (1, "1 point"), (7, "7 points")])
def test_english_plural(count, text):
    assert translate("en", "render.points", count=count) == text


def test_params_are_formatted():
    assert translate("fr", "render.turn", number=12) == "Tour 12"
    assert translate("ru", "render.winner", name="Аня") == "Победитель: Аня"


def test_a_plural_entry_without_count_is_an_error():
    with pytest.raises(KeyError):
        translate("en", "render.points")


def test_a_key_missing_everywhere_raises_key_error():
    with pytest.raises(KeyError):
        translate("ru", "render.no_such_key")


@pytest.mark.parametrize(("code", "locale"), [
    ("en-US", "en"), ("en-GB", "en"), ("fr", "fr"), ("ru", "ru"), ("ru_RU", "ru"),
    ("pt-BR", "en"), ("", "en"), (None, "en"), ("FR", "fr"),
])
def test_discord_locale_codes_map_onto_catalogues(code, locale):
    assert normalize_locale(code) == locale


def test_translator_binds_a_locale():
    t = Translator("ru")
    assert t.locale == "ru"
    assert t("amytis.building.garden") == "Сад"
    assert Translator("fr-CA")("amytis.building.wall") == "Muraille"


def test_every_namespace_file_is_loaded_and_a_missing_key_falls_back_to_english(
        tmp_path, monkeypatch):
    for locale, data in {"en": {"hello": "Hello", "bye": "Bye {name}"},
                         "ru": {"hello": "Привет"}}.items():
        (tmp_path / locale).mkdir()
        (tmp_path / locale / "greet.json").write_text(json.dumps(data), encoding="utf-8")
        (tmp_path / locale / "nested.json").write_text(json.dumps({"a": {"b": "ab"}}))
    monkeypatch.setattr(cat, "LOCALE_DIR", tmp_path)
    catalogue.cache_clear()
    try:
        assert translate("ru", "greet.hello") == "Привет"
        assert translate("ru", "greet.bye", name="Ann") == "Bye Ann"
        assert translate("ru", "nested.a.b") == "ab"
        assert translate("fr", "greet.hello") == "Hello"
    finally:
        catalogue.cache_clear()


def test_a_key_defined_twice_is_refused(tmp_path, monkeypatch):
    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "x.json").write_text('{"a": {"b": "1"}, "a.b": "2"}')
    monkeypatch.setattr(cat, "LOCALE_DIR", tmp_path)
    catalogue.cache_clear()
    try:
        with pytest.raises(ValueError, match="twice"):
            catalogue("en")
    finally:
        catalogue.cache_clear()


def test_amytis_strings_live_in_amytis_named_files():
    generic = [k for k in catalogue("en") if k.startswith("render.")]
    for key in generic:
        text = str(dict(catalogue("en"))[key]).lower()
        for word in ("garden", "palace", "favor", "architect", "project"):
            assert word not in text, key
