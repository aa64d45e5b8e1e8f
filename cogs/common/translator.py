"""Slash command names and descriptions in the user's language.

Discord shows each user the command tree in their client's language; discord.py
asks a ``Translator`` for every string marked with a ``locale_str`` key when it
syncs. The texts come from the same catalogues as every other message
(``i18n/locales/<locale>/commands.json``).
"""

from __future__ import annotations

import discord
from discord import app_commands

from i18n import DEFAULT_LOCALE, catalogue, normalize_locale


class CatalogueTranslator(app_commands.Translator):
    """Answers each command string from the catalogue of the asked locale."""

    def __init__(self) -> None:
        super().__init__()
        self.catalogues = {locale: catalogue(language) for locale in discord.Locale
                           if (language := normalize_locale(locale.value)) != DEFAULT_LOCALE}
        """The catalogue of each Discord locale the bot speaks but English: discord.py
        asks for every string of the command tree in every locale at each start (some
        15,000 questions), so each locale's language is looked up once."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        key = string.extras.get("key")
        entries = self.catalogues.get(locale)
        if key is None or entries is None:
            return None  # the English text is the command's own
        entry = entries.get(key)
        return entry if isinstance(entry, str) else None


def command_text(key: str) -> app_commands.locale_str:
    """A command string: its English text (what Discord shows to a client whose
    language has no translation) with its catalogue key for the others."""
    return app_commands.locale_str(str(catalogue(DEFAULT_LOCALE)[key]), key=key)
