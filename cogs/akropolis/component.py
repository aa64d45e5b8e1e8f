"""The one dynamic item behind every Akropolis button and select.

Its template matches every ``akropolis:`` id, so each click reaches the cog after a
restart too, and a click whose id no longer parses is still answered.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from . import ids

COG_NAME = "Akropolis"


class AkropolisComponent(discord.ui.DynamicItem[discord.ui.Item], template=ids.PATTERN):
    """Wraps a button or a select; hands every click to the Akropolis cog."""

    def __init__(self, item: discord.ui.Item) -> None:
        super().__init__(item)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item,
                             match: re.Match[str]) -> AkropolisComponent:
        return cls(item)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.client.get_cog(COG_NAME).on_component(interaction,
                                                                self.item.custom_id)


def controls(*items: discord.ui.Item) -> discord.ui.View:
    """A view of dynamic items with no timeout: nothing of it is kept in memory."""
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(AkropolisComponent(item))
    return view
