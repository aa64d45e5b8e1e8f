"""The channel permissions a game needs, and which of them the bot lacks."""

from __future__ import annotations

import discord

from i18n import Translator

IN_CHANNEL = ("send_messages", "attach_files", "embed_links")
"""What posting a table with its image and scores needs in a text channel."""
IN_THREAD = ("send_messages_in_threads", "attach_files", "embed_links")
THREAD_CREATION = ("create_public_threads", "send_messages_in_threads")
"""What giving a game its own thread needs; without it the game stays in the channel."""


def missing(permissions: discord.Permissions, needed: tuple[str, ...]) -> list[str]:
    """The names of the ``needed`` permissions that ``permissions`` lacks."""
    return [name for name in needed if not getattr(permissions, name)]


def needed_to_play(channel: object) -> tuple[str, ...]:
    """The permissions to post a game in ``channel`` (a thread needs its own send)."""
    return IN_THREAD if isinstance(channel, discord.Thread) else IN_CHANNEL


def describe_missing(t: Translator, names: list[str]) -> str:
    """"The bot lacks: Attach Files, Embed Links" in the user's language."""
    return t("errors.missing_permissions",
             permissions=", ".join(t(f"permissions.{name}") for name in names))
