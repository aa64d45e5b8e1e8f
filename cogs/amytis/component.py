"""The one dynamic item behind every Amytis button and select.

Its template matches every ``amytis:`` id, so each click reaches the cog after a
restart too, and a click whose id no longer parses is still answered.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from . import ids

COG_NAME = "Amytis"


class AmytisComponent(discord.ui.DynamicItem[discord.ui.Item], template=ids.PATTERN):
    """Wraps a button or a select; hands every click to the Amytis cog."""

    def __init__(self, item: discord.ui.Item) -> None:
        super().__init__(item)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item, match: re.Match[str]
    ) -> AmytisComponent:
        return cls(item)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        cog = interaction.client.get_cog(COG_NAME)
        await cog.on_component(interaction, self.item.custom_id)


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


def view_of(*items: discord.ui.Item) -> discord.ui.View:
    """A view with no timeout: its items are dynamic, so nothing is kept in memory."""
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view
