"""Private panels: what one seat may see and decide that the table may not.

A game whose players hold hidden cards (a hand, a draft packet), or decide things
at once, shows them in ephemeral messages built from that seat's own view. Discord
lets an ephemeral message be edited for 15 minutes only and forgets it on a restart,
so no panel is ever relied upon: the public table carries a button (any game's,
``panel_button``) that opens a fresh panel for whoever presses it, and the game's
``GameTable.private_panel`` draws it. The button's id names only the game, so it
works after a restart and tells nothing about anyone's cards.
"""

from __future__ import annotations

import re

import discord

from service.errors import GameOver, NotAPlayer

from .component import RoutedItem
from .guard import Guard
from .replies import require_server, tell
from .tables import GameTable

PREFIX = "table:private:"
_NUMBER = r"(0|[1-9][0-9]{0,18})"
PATTERN = rf"{PREFIX}(?P<game>.*)"
_GAME = re.compile(_NUMBER)
MAX_NUMBER = 2**63 - 1


class PanelButton(RoutedItem, discord.ui.DynamicItem[discord.ui.Button], template=PATTERN):
    """The "my panel" button of any game's table; clicks go to ``open_panel``."""

    cog_name = "Lobby"
    handler = "on_private_panel"


def panel_button(game_id: int, label: str, *, emoji: str = "🔒") -> PanelButton:
    """The button that opens the presser's private panel of game ``game_id``."""
    return PanelButton(discord.ui.Button(custom_id=f"{PREFIX}{game_id}", label=label,
                                         emoji=emoji, style=discord.ButtonStyle.primary))


def parse(custom_id: str) -> int | None:
    """The game a panel button names, or ``None`` for an id the bot never writes."""
    match = _GAME.fullmatch(custom_id.removeprefix(PREFIX))
    if not custom_id.startswith(PREFIX) or match is None or int(match.group(1)) > MAX_NUMBER:
        return None
    return int(match.group(1))


async def open_panel(interaction: discord.Interaction, custom_id: str,
                     tables: dict[str, GameTable]) -> None:
    """Send the presser their private panel of the button's game: refused to anyone
    who does not play in it, and once it is over."""
    async with Guard(interaction, f"panel {custom_id[:100]!r}", "private") as t:
        require_server(interaction)
        game_id = parse(custom_id)
        services = interaction.client.services
        row = None if game_id is None else await services.games.get(game_id)
        table = None if row is None else tables.get(row.game_kind)
        if row is None or table is None or table.private_panel is None:
            await tell(interaction, t("errors.stale_panel"))
            return
        seat = next((s.seat for s in row.seats
                     if s.user_id == interaction.user.id and not s.is_computer), None)
        if seat is None:
            raise NotAPlayer(game_id=row.id, user_id=interaction.user.id)
        if not row.is_active:
            raise GameOver(game_id=row.id)
        await table.private_panel(interaction, t, row, seat)
