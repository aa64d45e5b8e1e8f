"""The routing every persistent button and select shares: a dynamic item whose
template claims a custom-id prefix and whose clicks go to one method of one cog.

A dynamic item is rebuilt from the click's custom id, so clicks keep working after a
restart and nothing is held in memory; each game or shared flow only names its
template, its cog and the cog's handler.

discord.py rebuilds the item from the clicked message as Discord sends it with the
click, and drops the click, unanswered, when that message no longer holds the
component: a click made on the version a player's client still showed, arriving
just after the bot's edit of that message replaced its buttons. ``answer_dropped_click``
(an ``on_interaction`` listener) routes such a click by its id alone, so it is
answered as a click on an older version is.
"""

from __future__ import annotations

import re
from typing import Any, ClassVar, Self

import discord

ID_NUMBER = r"(0|[1-9][0-9]{0,18})"
"""A number in a custom id (a game, a seat, a step): no leading zero, so each id is
written one way only."""
MAX_ID_NUMBER = 2**63 - 1
"""The largest number an id may carry: SQLite's largest integer, as ids are compared
in SQL."""


class RoutedItem:
    """Mix in before ``discord.ui.DynamicItem[...]`` with ``template=...``, and set
    ``cog_name`` and ``handler``: every click calls ``cog.<handler>(interaction,
    custom_id)``."""

    cog_name: ClassVar[str]
    handler: ClassVar[str]
    pattern: ClassVar[re.Pattern[str]]
    item: discord.ui.Item

    def __init_subclass__(cls, **kwargs: Any) -> None:
        # The template also routes the clicks discord.py drops (``answer_dropped_click``).
        template = kwargs.get("template")
        if template is not None:
            cls.pattern = re.compile(template)
        super().__init_subclass__(**kwargs)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item,
                             match: re.Match[str]) -> Self:
        return cls(item)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await self.route(interaction, self.item.custom_id)

    @classmethod
    async def route(cls, interaction: discord.Interaction[Any], custom_id: str) -> None:
        """Hand the click on ``custom_id`` to this item's cog."""
        cog = interaction.client.get_cog(cls.cog_name)
        await getattr(cog, cls.handler)(interaction, custom_id)


def dropped_by_discord_py(interaction: discord.Interaction) -> bool:
    """Whether discord.py routes this click to no dynamic item: a component click
    whose message, as Discord sent it, does not hold the component clicked (the same
    search as ``ViewStore.schedule_dynamic_item_call``)."""
    if interaction.type is not discord.InteractionType.component:
        return False
    data = interaction.data or {}
    message = interaction.message
    if message is None:
        return True
    kind = discord.ui.LayoutView if message.flags.components_v2 else discord.ui.View
    return not any(getattr(item, "custom_id", None) == data.get("custom_id")
                   and item.type.value == data.get("component_type")
                   for item in kind.from_message(message, timeout=None).walk_children())


async def answer_dropped_click(interaction: discord.Interaction) -> None:
    """``on_interaction``: a click discord.py dropped goes to the cog whose item's
    template its id matches (a cog that is loaded: a game this bot offers)."""
    if not dropped_by_discord_py(interaction):
        return
    custom_id = str((interaction.data or {}).get("custom_id", ""))
    for routed in RoutedItem.__subclasses__():
        if (routed.pattern.fullmatch(custom_id)
                and interaction.client.get_cog(routed.cog_name) is not None):
            await routed.route(interaction, custom_id)
            return


def view_of(*items: discord.ui.Item) -> discord.ui.View:
    """A view with no timeout: its items are dynamic, so nothing is kept in memory."""
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view
