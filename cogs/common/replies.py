"""Short answers to one user: refusals, errors, confirmations, always ephemeral.

Expected refusals (a ``ServiceError``) become one translated line; anything else is
logged with the interaction's context and the user only hears that something went
wrong, never a traceback.
"""

from __future__ import annotations

import logging

import discord

from i18n import Translator
from service.errors import ServiceError

log = logging.getLogger("amytis.interactions")


def translator_for(interaction: discord.Interaction) -> Translator:
    """The user's language (their Discord client's), English when unsupported."""
    return Translator(interaction.locale.value if interaction.locale else "en")


def refusal_text(t: Translator, error: ServiceError) -> str:
    """A service refusal in the user's language (its key names the catalogue entry)."""
    return t(f"errors.{error.key}", **error.params)


async def tell(interaction: discord.Interaction, text: str) -> None:
    """An ephemeral line, whether or not the interaction was answered already."""
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True)
    else:
        await interaction.response.send_message(text, ephemeral=True)


async def report_unexpected(interaction: discord.Interaction, error: BaseException,
                            context: str) -> None:
    """Log an unexpected error with its context and tell the user, briefly."""
    log.error("unexpected error in %s (user %s, channel %s)", context,
              interaction.user.id if interaction.user else None, interaction.channel_id,
              exc_info=error)
    try:
        await tell(interaction, translator_for(interaction)("errors.unexpected"))
    except discord.HTTPException:
        log.warning("could not tell the user about the error in %s", context)
