"""The one dynamic item behind every Amytis button and select.

Its template matches every ``amytis:`` id, so each click reaches the cog after a
restart too, and a click whose id no longer parses is still answered.
"""

from __future__ import annotations

import discord

from cogs.common.component import RoutedItem

from . import ids

COG_NAME = "Amytis"


class AmytisComponent(RoutedItem, discord.ui.DynamicItem[discord.ui.Item], template=ids.PATTERN):
    """Wraps a button or a select; hands every click to the Amytis cog."""

    cog_name = COG_NAME
    handler = "on_component"


def button(custom_id: str, *, label: str | None = None, emoji: str | None = None,
           style: discord.ButtonStyle = discord.ButtonStyle.secondary, row: int | None = None,
           disabled: bool = False) -> AmytisComponent:
    """A button whose clicks survive restarts."""
    return AmytisComponent(discord.ui.Button(custom_id=custom_id, label=label, emoji=emoji,
                                             style=style, row=row, disabled=disabled))


def select(custom_id: str, options: list[discord.SelectOption], *, placeholder: str,
           row: int | None = None, min_values: int = 1, max_values: int = 1) -> AmytisComponent:
    """A select menu whose choices survive restarts."""
    return AmytisComponent(discord.ui.Select(custom_id=custom_id, options=options,
                                             placeholder=placeholder, row=row,
                                             min_values=min_values, max_values=max_values))

