"""The routing every persistent button and select shares: a dynamic item whose
template claims a custom-id prefix and whose clicks go to one method of one cog.

A dynamic item is rebuilt from the click's custom id, so clicks keep working after a
restart and nothing is held in memory; each game or shared flow only names its
template, its cog and the cog's handler.
"""

from __future__ import annotations

import re
from typing import Any, ClassVar, Self

import discord


class RoutedItem:
    """Mix in before ``discord.ui.DynamicItem[...]`` with ``template=...``, and set
    ``cog_name`` and ``handler``: every click calls ``cog.<handler>(interaction,
    custom_id)``."""

    cog_name: ClassVar[str]
    handler: ClassVar[str]
    item: discord.ui.Item

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item,
                             match: re.Match[str]) -> Self:
        return cls(item)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        cog = interaction.client.get_cog(self.cog_name)
        await getattr(cog, self.handler)(interaction, self.item.custom_id)


def view_of(*items: discord.ui.Item) -> discord.ui.View:
    """A view with no timeout: its items are dynamic, so nothing is kept in memory."""
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view
