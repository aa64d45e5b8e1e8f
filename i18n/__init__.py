"""Translations shared by every part of the bot, free of any one game's rules.

One catalogue per locale lives in ``i18n/locales/<locale>/*.json``; each file is a
namespace (``render.json`` gives keys ``render.*``). ``translate(locale, key, **params)``
formats the entry with ``str.format`` (after ``{cmd:games}`` placeholders
become the command as the reader's client names it); an entry written as an object of plural
categories (``one``/``few``/``many``/``other``) is chosen by the ``count`` param,
with the plural rules of Babel. A key missing in a locale falls back to English.
"""

from .catalogues import (
    DEFAULT_LOCALE,
    LOCALES,
    PLURAL_CATEGORIES,
    Translator,
    catalogue,
    command_name,
    normalize_locale,
    supported_locale,
    translate,
)

__all__ = [
    "DEFAULT_LOCALE",
    "LOCALES",
    "PLURAL_CATEGORIES",
    "Translator",
    "catalogue",
    "command_name",
    "normalize_locale",
    "supported_locale",
    "translate",
]
