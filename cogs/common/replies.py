"""Answers to interactions: the first acknowledgement, refusals, errors, public posts.

Every handler acknowledges its interaction before any database work (Discord allows
3 s for the first answer, and a busy database can take a while); what follows goes
through the interaction's follow-up webhook. Expected refusals (a ``ServiceError``)
become one translated private line; anything else is logged with the interaction's
context and the user only hears that something went wrong, never a traceback.
"""

from __future__ import annotations

import logging

import discord

from i18n import Translator, command_name
from service.errors import ServiceError

log = logging.getLogger("architects.interactions")

PRIVATE_ACK = "private_ack"
"""``interaction.extras`` flag: the interaction was acknowledged with a private
"thinking" answer, which only a private message can complete."""


class OutsideServer(ServiceError):
    """A command or click that did not come from a server channel (a DM, a group DM)."""

    key = "guild_only"
    template = "Games are played in a server."


def require_server(interaction: discord.Interaction) -> None:
    """Refuse politely outside a server: Discord's own ``guild_only`` flag on a
    command is a client-side hint that an old client or a user install can bypass."""
    if interaction.guild_id is None:
        raise OutsideServer()


async def acknowledge(interaction: discord.Interaction, how: str | None) -> None:
    """The first answer, before any work: ``"update"`` for a click (the clicked
    message is edited later), ``"private"`` or ``"public"`` for a command (a thinking
    answer that the first follow-up completes), ``None`` for a handler that answers
    at once by itself."""
    if how is None or interaction.response.is_done():
        return
    if how == "update":
        await interaction.response.defer()
    else:
        await interaction.response.defer(ephemeral=how == "private", thinking=True)
        interaction.extras[PRIVATE_ACK] = how == "private"


async def publish(interaction: discord.Interaction, **message) -> discord.WebhookMessage:
    """Post ``message`` in the interaction's channel for everyone to see.

    A private thinking answer can only become a private message, so it is settled
    first and removed once the public message is out.
    """
    private = interaction.extras.pop(PRIVATE_ACK, False)
    if private:
        await interaction.edit_original_response(content="✅")
    posted = await interaction.followup.send(wait=True, **message)
    if private:
        await interaction.delete_original_response()
    return posted


def translator_for(interaction: discord.Interaction) -> Translator:
    """The user's language (their Discord client's), English when unsupported."""
    return Translator(interaction.locale.value if interaction.locale else "en")


def refusal_text(t: Translator, error: ServiceError, game: str | None = None) -> str:
    """A service refusal in the user's language (its key names the catalogue entry).
    A refusal that sends the user to a command (``{abort}``) names ``game``'s own, so a
    player of one game is never sent to another game's commands; without a game
    (a handler every game shares) it names the command by what it does."""
    abort = command_name(t.locale, f"{game}.abort") if game else t("errors.its_abort")
    params = {"abort": abort, **error.params}
    if "minutes" in params:
        params["wait"] = duration(t, params["minutes"])
    return t(f"errors.{error.key}", **params)


HOURS_FROM = 120
"""A wait of this many minutes or more is said in hours ("72 hours", not "4320 min")."""


def duration(t: Translator, minutes: int) -> str:
    """A wait as players say it: "5 minutes", "3 hours" (rounded up)."""
    if minutes >= HOURS_FROM:
        return t("bot.hours", count=-(-minutes // 60))
    return t("bot.minutes", count=minutes)


def game_of(interaction: discord.Interaction) -> str | None:
    """The game whose command group or component the interaction used (its group's
    name, or its custom_id's prefix, is the game's kind), or None for a command or
    component every game shares (``/games``, the lobby's buttons)."""
    lobby = interaction.client.get_cog("Lobby") if interaction.client else None
    if interaction.type is discord.InteractionType.application_command:
        command = interaction.command
        name = command.qualified_name.split(" ")[0] if command is not None else ""
    else:
        name = str((interaction.data or {}).get("custom_id", "")).split(":", 1)[0]
    return name if lobby is not None and name in lobby.tables else None


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
