"""Everything but the turns: status, the end of a game by command, rules, statistics,
export. A game whose thread or message was deleted stays playable through
``/amytis status``, which posts the table and the controls again for the player to
move; anyone else (a spectator, the player waiting, anyone after the game has
ended) sees the table privately, so status never floods a game's thread.
"""

from __future__ import annotations

import json
import logging

import discord

from cogs.common.game_commands import numbered_game
from cogs.common.places import place_of
from cogs.common.standings import send_export, send_leaderboard, send_stats
from i18n import Translator
from service import Services
from service.amytis import GAME_KIND as AMYTIS
from service.amytis import load
from service.errors import NoGameHere
from store.games import GameRow

from .departures import Departures
from .play import TurnFlow, followup
from .presenter import Presenter
from .rules import rules_embed, rules_view, sides_code

log = logging.getLogger("amytis.info")


class InfoFlow:
    """Status, resignation/claim/abort, rules, leaderboard, stats and export."""

    def __init__(self, services: Services, presenter: Presenter, turns: TurnFlow,
                 departures: Departures) -> None:
        self.services = services
        self.presenter = presenter
        self.turns = turns
        self.departures = departures

    async def game_here_or_mine(self, interaction: discord.Interaction) -> GameRow:
        """The game of this channel, else the user's only active game in this server."""
        try:
            return await self.services.games.in_channel(interaction.channel_id, AMYTIS)
        except NoGameHere:
            mine = await self.services.games.of_user(interaction.user.id, interaction.guild_id,
                                                     AMYTIS)
            if len(mine) == 1:
                return mine[0]
            raise

    async def status(self, interaction: discord.Interaction, t: Translator,
                     number: int | None = None) -> None:
        """The table here: with the controls for the player to move, privately for
        anyone else; the result of the game that ended here; elsewhere, your games.
        Game ``number`` is shown privately, without controls, wherever it is asked."""
        if number is not None:
            row = await numbered_game(interaction, t, self.services, AMYTIS, number, "status")
            if row is not None:
                await self._show(interaction, t, row, here=False)
            return
        recovered = False
        try:
            row = await self.services.games.in_channel(interaction.channel_id, AMYTIS,
                                                       viewer=interaction.user.id)
        except NoGameHere:
            row = await self._recover_lost_game(interaction)
            recovered = row is not None
        if row is None:
            try:
                row = await self.services.games.latest_in_channel(
                    interaction.channel_id, AMYTIS, viewer=interaction.user.id)
            except NoGameHere:
                await self._list_games(interaction, t)
                return
        await self._show(interaction, t, row, here=True, recovered=recovered)

    async def _show(self, interaction: discord.Interaction, t: Translator, row: GameRow, *,
                    here: bool, recovered: bool = False) -> None:
        """The table of ``row``, privately; posted with its controls instead when the
        game is played ``here`` and the user is the player to move, or it was just
        ``recovered`` here (its channel was gone)."""
        state = await self.services.turns.view(row.id)
        # A turn waiting for Confirm is shown as buttons, not yet on the table.
        committed = load(state.row.record) if state.ready is not None else state.game
        narration = [t("amytis.status.turn", turn=committed.turn + 1)] if row.is_active else []
        if here and (recovered or (row.is_active
                                   and state.user_to_act == interaction.user.id)):
            await self.turns.post_table(followup(interaction), state.row, committed, t,
                                        narration, state=state)
            return
        message = await self.turns.table_message(state.row, committed, t, narration, state,
                                                 controls=False)
        await interaction.followup.send(ephemeral=True, **message)

    async def _recover_lost_game(self, interaction: discord.Interaction) -> GameRow | None:
        """Move the user's game here when its channel or thread no longer exists."""
        mine = await self.services.games.of_user(interaction.user.id, interaction.guild_id,
                                                 AMYTIS)
        for row in mine:
            if interaction.client.get_channel(row.channel_id) is not None:
                continue
            try:
                await interaction.client.fetch_channel(row.channel_id)
            except discord.NotFound:
                log.info("game %s lost its channel %s; moving it to %s", row.id, row.channel_id,
                         interaction.channel_id)
                return await self.services.games.relocate(row.id, place_of(interaction))
            except discord.HTTPException:
                continue
        return None

    async def _list_games(self, interaction: discord.Interaction, t: Translator) -> None:
        games = await self.services.games.of_user(interaction.user.id, interaction.guild_id, AMYTIS)
        if not games:
            await interaction.followup.send(t("amytis.status.none"), ephemeral=True)
            return
        lines = [t("amytis.status.yours")]
        for row in games[:10]:
            opponent = next(s.user_id for s in row.seats if s.user_id != interaction.user.id)
            waiting = t("amytis.status.your_move") if row.to_move is not None and row.user_at(
                row.to_move) == interaction.user.id else t("amytis.status.their_move")
            lines.append(f"• <#{row.channel_id}> — {self.presenter.mention(opponent)} — {waiting}")
        await interaction.followup.send("\n".join(lines), ephemeral=True)

    async def end_game(self, interaction: discord.Interaction, t: Translator, how: str) -> None:
        """Resign, claim by forfeit, or abort (moderators); then show the result."""
        row = await self.game_here_or_mine(interaction)
        user = interaction.user.id
        if how == "resign":
            ended = await self.services.games.resign(row.id, user)
        elif how == "claim":
            gone = await self.departures.gone(interaction.guild, row, user)
            ended = await self.services.games.claim_forfeit(row.id, user, departed=gone)
        else:
            ended = await self.services.games.abort(row.id, user)
        names = await self.presenter.names(ended)
        line = t(f"amytis.ended.{ended.end_reason}", player=self.presenter.mention(user),
                 first=names[0], second=names[1])
        state = await self.services.turns.view(ended.id)
        await self.turns.post_table(followup(interaction), state.row, state.game, t, [line])

    async def rules(self, interaction: discord.Interaction, t: Translator) -> None:
        """Page 1 of the rules, with the sides of the game here (all A otherwise)."""
        try:
            row = await self.services.games.in_channel(interaction.channel_id, AMYTIS)
            sides = json.loads(row.record)["sides"]
        except NoGameHere:
            sides = None
        code = sides_code(sides)
        await interaction.followup.send(embed=rules_embed(t, 0, code),
                                        view=rules_view(t, 0, code), ephemeral=True)

    async def rules_page(self, interaction: discord.Interaction, t: Translator, page: int,
                         code: str) -> None:
        """Turn a page of the rules, on the reader's own private message."""
        await interaction.edit_original_response(embed=rules_embed(t, page, code),
                                                 view=rules_view(t, page, code))

    async def leaderboard(self, interaction: discord.Interaction, t: Translator) -> None:
        """The ten best rated players of this server."""
        await send_leaderboard(interaction, t, self.services, AMYTIS)

    async def stats(self, interaction: discord.Interaction, t: Translator,
                    player: discord.abc.User) -> None:
        """A player's rated line, games against the computer apart."""
        await send_stats(interaction, t, self.services, AMYTIS, player)

    async def export(self, interaction: discord.Interaction, t: Translator,
                     number: int | None = None) -> None:
        """Game ``number``, else the game here (even ended), else the user's only game
        in progress, as a file, privately: whole once it is over, else only what its
        players may see."""
        if number is not None:
            row = await numbered_game(interaction, t, self.services, AMYTIS, number, "export")
            if row is None:
                return
        else:
            try:
                row = await self.services.games.latest_in_channel(
                    interaction.channel_id, AMYTIS, viewer=interaction.user.id)
            except NoGameHere:
                row = await self.game_here_or_mine(interaction)
        await send_export(interaction, t, self.services, row, "amytis")
