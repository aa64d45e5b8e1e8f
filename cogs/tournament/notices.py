"""What a tournament tells outside its rounds: the sweeper's reminders and deadline
takeovers in each game's thread, tournaments started or cancelled at their time, and
what became of the games of a player the host removed."""

from __future__ import annotations

import logging
from collections.abc import Sequence

import discord

from cogs.common.courier import posting_guard
from cogs.common.servers import server_translator
from i18n import Translator
from service import TournamentSweep
from service.errors import ServiceError
from store.tournaments import TournamentRow

from .rounds import Rounds
from .texts import closed_content, mentions, when

log = logging.getLogger("architects.tournaments")


async def swept(rounds: Rounds, sweep: TournamentSweep) -> None:
    """Announce what the sweeper did: tournaments started or cancelled at their time,
    reminders, games the computer finished at a deadline; then do what is owed (a
    round or the whole event may have ended at the deadline)."""
    for row in sweep.started:
        await rounds.guarded(show_started(rounds, row), f"tournament {row.id} start")
    for reminder in sweep.reminders:
        t = await server_translator(rounds.bot, reminder.tournament.guild_id)
        text = t("tournament.reminder", players=mentions(reminder.waiting),
                 number=reminder.tournament.id, round=reminder.round_number,
                 deadline=when(reminder.deadline))
        await rounds.guarded(rounds.say(reminder.game.channel_id, text),
                             f"reminder of game {reminder.game.id}")
    for game in sweep.taken_over:
        t = await server_translator(rounds.bot, game.guild_id)
        await rounds.guarded(rounds.say(game.channel_id, t("tournament.taken_over")),
                             f"takeover of game {game.id}")
        await rounds.guarded(owed_table(rounds, t, game.id), f"last table of game {game.id}")
    for row in sweep.cancelled:
        t = await server_translator(rounds.bot, row.guild_id)
        count = len(await rounds.services.tournaments.entrants(row.id))
        text = t("tournament.cancelled", number=row.id, game=rounds.game_title(t, row.game_kind),
                 count=count, minimum=row.minimum)
        await rounds.guarded(rounds.say(row.channel_id, text), f"tournament {row.id} cancelled")
    await rounds.catch_up()


async def owed_table(rounds: Rounds, t: Translator, game_id: int) -> None:
    """The table a game owes, posted now through its own ``redeliver`` (what the
    courier posts after its grace): the turns the computer played at the deadline,
    and the final scores."""
    games = rounds.services.games
    table = None
    async with posting_guard(rounds.bot, game_id):
        delivery = await games.deliveries.get(game_id)
        if delivery is not None:
            row = await games.get(game_id)
            table = rounds.bot.get_cog("Lobby").tables.get(row.game_kind)
        if table is not None:
            channel = await rounds.channel(row.channel_id)
            await table.redeliver(t, row, channel.send, delivery.since_turn)


async def show_started(rounds: Rounds, row: TournamentRow) -> None:
    """The sign-up message of a tournament that started loses its buttons."""
    if row.message_id is None:
        return
    t = await server_translator(rounds.bot, row.guild_id)
    channel = await rounds.channel(row.channel_id)
    await channel.get_partial_message(row.message_id).edit(
        content=closed_content(t, rounds.game_title(t, row.game_kind), row), view=None)


async def games_of(rounds: Rounds, tournament_id: int, player: int) -> list[int]:
    """The games still going that ``player`` plays in the tournament's round."""
    return [x.game_id for x in await rounds.services.tournaments.pairings(tournament_id)
            if player in x.players and x.game_id is not None and not x.is_over]


async def after_removal(rounds: Rounds, row: TournamentRow, games: Sequence[int],
                        player: int) -> None:
    """Each game a removed player was playing says in its thread what became of it:
    lost by forfeit (two seats: its last message), or played on by the computer (its
    table posted now, the computer's turns played), as the service decided."""
    t = await server_translator(rounds.bot, row.guild_id)
    lobby = rounds.bot.get_cog("Lobby")
    params = {"player": f"<@{player}>", "number": row.id}
    for game_id in games:
        game = await rounds.services.games.get(game_id)
        table = lobby.tables.get(game.game_kind)
        try:
            channel = await rounds.channel(game.channel_id)
            async with posting_guard(rounds.bot, game.id):
                if not game.is_active:
                    await lobby.flow.ended(rounds.bot, channel.send, t, game,
                                           t("tournament.forfeit", **params))
                elif table is not None and table.resumed is not None:
                    await channel.send(t("tournament.computer_seat", **params))
                    await table.resumed(t, game, channel.send)
        except (discord.HTTPException, ServiceError) as error:  # the courier posts it
            log.info("game %s: the removal of %s not told: %s", game.id, player, error)
