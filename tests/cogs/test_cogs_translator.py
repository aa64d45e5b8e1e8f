"""Slash command strings in each client's language: Russian and French from their
catalogues; English, and every language the bot does not speak, get the command's
own (English) text."""

from __future__ import annotations

import discord
from discord import app_commands

from cogs.common.translator import CatalogueTranslator, command_text
from i18n import catalogue

KEY = "commands.amytis.challenge.description"


async def test_every_discord_locale_gets_its_language_s_text_or_the_command_s_own():
    translator = CatalogueTranslator()
    answers = {locale: await translator.translate(command_text(KEY), locale, None)
               for locale in discord.Locale}
    assert answers == {locale: (catalogue(locale.value)[KEY]
                                if locale.value in ("ru", "fr") else None)
                       for locale in discord.Locale}
    assert answers[discord.Locale.russian] != answers[discord.Locale.french]


async def test_a_string_without_a_catalogue_key_is_left_as_it_is():
    translator = CatalogueTranslator()
    string = app_commands.locale_str("challenge")
    assert await translator.translate(string, discord.Locale.russian, None) is None
