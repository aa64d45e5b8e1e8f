"""The one dynamic item behind every West Kingdom button and select.

Its template matches every ``westkingdom:`` id, so each click reaches the cog after a
restart too, and a click whose id no longer parses is still answered.
"""

from __future__ import annotations

import discord

from cogs.common.component import RoutedItem, view_of

from . import ids

COG_NAME = "WestKingdom"


class WestKingdomComponent(RoutedItem, discord.ui.DynamicItem[discord.ui.Item],
                           template=ids.PATTERN):
    """Wraps a button or a select; hands every click to the West Kingdom cog."""

    cog_name = COG_NAME
    handler = "on_component"


def controls(*items: discord.ui.Item) -> discord.ui.View:
    """A view of dynamic items with no timeout: nothing of it is kept in memory.
    (Items that are already dynamic, like a private panel's button, stay as they are.)"""
    return view_of(*(item if isinstance(item, discord.ui.DynamicItem)
                     else WestKingdomComponent(item) for item in items))
