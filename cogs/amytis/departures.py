"""Players who leave the server: their games need not wait 72 hours for them.

With the members intent (privileged, optional), Discord tells the bot at once when
a member leaves: the opponent is told in the game's channel that they may claim
now, and a game against the computer is won by the computer at once. Without the
intent nothing is announced, but a claim still checks, through the API, whether
the player it waits for is still a member, so it succeeds at once either way.
Nothing here depends on the number of seats: every player still there wins.
"""

from __future__ import annotations

import logging

import discord

from cogs.common.members import gone_from
from service import Services
from service.amytis import GAME_KIND
from service.errors import ServiceError
from store.games import GameRow

from .play import TurnFlow
from .sweep import SweepAnnouncer

log = logging.getLogger("amytis.departures")


class Departures:
    """Finds players gone from a server and lets their games end at once."""

    def __init__(self, services: Services, turns: TurnFlow, announcer: SweepAnnouncer) -> None:
        self.services = services
        self.turns = turns
        self.announcer = announcer

    gone = staticmethod(gone_from)

    async def member_left(self, guild_id: int, user_id: int) -> None:
        """Tell the other players of each of the user's games in the guild that they
        may claim it now; the computer claims its own games at once."""
        for row in await self.services.games.of_user(user_id, guild_id):
            if row.game_kind != GAME_KIND or len(row.seats) != 2:
                continue  # other games, and tables of more, are the shared lobby's
            try:
                await self._announce(row, user_id)
            except (discord.HTTPException, ServiceError) as error:
                log.info("game %s: departure of %s not handled: %s", row.id, user_id, error)

    async def _announce(self, row: GameRow, user_id: int) -> None:
        channel = await self.announcer.channel(row.channel_id)
        t = await self.announcer.translator(row.guild_id)
        others = [s for s in row.seats if s.user_id != user_id]
        if self.services.games.only_person(row, user_id):
            ended = await self.services.games.end_deserted(row.id, user_id)
            if channel is not None:
                state = await self.services.turns.view(ended.id)
                lines = [t("lobby.deserted", player=f"<@{user_id}>", game=ended.id),
                         t("amytis.ended.forfeit", player=f"<@{others[0].user_id}>")]
                await self.turns.post_table(channel.send, state.row, state.game, t, lines)
            return
        if channel is not None:
            await channel.send(t("amytis.claim.left", player=f"<@{user_id}>",
                                 waiting=" ".join(f"<@{s.user_id}>" for s in others)))
