"""``/<game> daily``: today's shared deal, for a game whose kind has daily rules.

The first use starts the player's daily game, by default in a private thread (the
tables show the deal, and a public thread would show it to the whole channel); a
later use continues an unfinished one, or, once it is over, shows the server's
leaderboard of the day, yesterday's winner and the player's streak, and with
``share`` posts their spoiler-free line in the channel. The final table of a daily
game carries the result (``daily_lines``), which each game adds to its final post.
"""

from __future__ import annotations

import logging

import discord
from discord import app_commands

from i18n import Translator, command_name
from service import Place, Services
from service.daily import DailyBoard, DailyResult
from service.errors import DailyAlreadyPlayed, ServiceError
from store.daily import DailyEntry
from store.games import GameRow

from .guard import Guard
from .places import open_private_thread, place_of, started_alone
from .replies import publish, require_server, tell
from .standings import NO_PINGS
from .tables import GameTable
from .translator import command_text

log = logging.getLogger("architects.daily")

SQUARES = {1: "🟩", 0: "🟨", -1: "🟥"}
"""A mark's colour: ahead of the opponent, level, behind."""


def squares(marks: tuple[int, ...]) -> str:
    """The row of coloured squares of a shared line."""
    return "".join(SQUARES[(m > 0) - (m < 0)] for m in marks)


def share_line(t: Translator, table: GameTable, result: DailyResult) -> str:
    """What a player may paste anywhere: the game, the day, the score, whether they
    won, and the squares; nothing of the deal."""
    entry = result.entry
    return t("daily.share_line", game=table.title(t), day=entry.day, score=entry.score,
             outcome="🏆" if entry.won else "·", squares=squares(result.marks))


def clock_text(seconds: float | None) -> str:
    """A game's length as h:mm:ss (or m:ss)."""
    whole = round(seconds or 0)
    hours, rest = divmod(whole, 3600)
    return f"{hours}:{rest // 60:02d}:{rest % 60:02d}" if hours else f"{rest // 60}:{rest % 60:02d}"


async def daily_lines(t: Translator, client: discord.Client, services: Services,
                      row: GameRow) -> list[str]:
    """For the final post of a daily game: the result, the rank so far today in
    this server, the line to share and how to share it; nothing for another game."""
    if row.daily_day is None or row.is_active:
        return []
    table = client.get_cog("Lobby").tables[row.game_kind]
    person = next((s.user_id for s in row.seats if not s.is_computer), None)
    result = None if person is None else await services.daily.result(row, person)
    if result is None:
        return []
    outcome = "daily.won" if result.entry.won else "daily.not_won"
    return [t(outcome, score=result.entry.score),
            t("daily.rank", rank=result.rank, count=result.of),
            share_line(t, table, result),
            t("daily.share_hint", command=command_name(t.locale, f"{table.name}.daily"))]


def board_text(t: Translator, table: GameTable, board: DailyBoard) -> str:
    """Today's leaderboard of the server (its tie rule said), yesterday's winner and
    the asker's streak."""
    lines = [t("daily.board.title", game=table.title(t), day=board.day.isoformat())]
    lines += [t("daily.board.line", rank=rank, player=f"<@{e.user_id}>", score=e.score,
                time=clock_text(e.seconds), won=" 🏆" if e.won else "")
              for rank, e in enumerate(board.ranked[:10], start=1)]
    if not board.ranked:
        lines.append(t("daily.board.empty"))
    lines.append(t("daily.board.ties"))
    lines.append(_yesterday(t, board.yesterday_winner))
    lines.append(t("daily.board.streak", played=t("daily.days", count=board.streak.played),
                   won=t("daily.days", count=board.streak.won)))
    return "\n".join(lines)


def _yesterday(t: Translator, winner: DailyEntry | None) -> str:
    if winner is None:
        return t("daily.board.no_yesterday")
    return t("daily.board.yesterday", player=f"<@{winner.user_id}>", score=winner.score)


def add_daily_command(group: app_commands.Group, services: Services, table: GameTable) -> None:
    """Put ``daily`` in ``table``'s command group (its texts: ``commands.<game>.daily``)."""

    def text(key: str) -> app_commands.locale_str:
        return command_text(f"commands.{table.name}.daily.{key}")

    places = [app_commands.Choice(name=text(f"place.{value}"), value=value)
              for value in ("private", "thread")]

    @group.command(name=text("name"), description=text("description"))
    @app_commands.rename(place=text("place.name"), share=text("share.name"))
    @app_commands.describe(place=text("place.description"), share=text("share.description"))
    @app_commands.choices(place=places)
    async def daily_command(interaction: discord.Interaction,
                            place: app_commands.Choice[str] | None = None,
                            share: bool = False) -> None:
        async with Guard(interaction, f"{table.name} daily", "private") as t:
            await daily(interaction, t, services, table,
                        public_thread=place is not None and place.value == "thread",
                        share=share)


async def daily(interaction: discord.Interaction, t: Translator, services: Services,
                table: GameTable, *, public_thread: bool, share: bool) -> None:
    """Answer ``/<game> daily``: start, continue, or (once played) the board."""
    require_server(interaction)
    user = interaction.user.id
    own = await services.daily.entry(table.name, user)
    if own is not None and own.status == "active":
        row = await services.games.get(own.game_id)
        await tell(interaction, t("daily.continue", game=row.id, place=f"<#{row.channel_id}>"))
        return
    if own is not None:
        await _played(interaction, t, services, table, own, share=share)
        return
    if share:
        await tell(interaction, t("daily.share_first"))
        return
    await _start(interaction, t, services, table, public_thread=public_thread)


async def _played(interaction: discord.Interaction, t: Translator, services: Services,
                  table: GameTable, own: DailyEntry, *, share: bool) -> None:
    """Today's game is over: the board privately, or the shared line publicly."""
    row = await services.games.get(own.game_id)
    result = await services.daily.result(row, interaction.user.id)
    if share and result is not None:
        await publish(interaction, content=t("daily.shared", player=interaction.user.mention,
                                             line=share_line(t, table, result)),
                      allowed_mentions=NO_PINGS)
        return
    board = await services.daily.board(table.name, interaction.guild_id, interaction.user.id)
    refusal = t(f"errors.{DailyAlreadyPlayed.key}", game_id=own.game_id)
    await interaction.followup.send(refusal + "\n\n" + board_text(t, table, board),
                                    ephemeral=True, allowed_mentions=NO_PINGS)


async def _start(interaction: discord.Interaction, t: Translator, services: Services,
                 table: GameTable, *, public_thread: bool) -> None:
    """A new daily game: in a private thread unless the player asked for a public one
    (or the bot may not make a private one here), with a warning then."""
    bot_id, rules = interaction.client.user.id, services.daily.rules(table.name)
    thread = None if public_thread else await open_private_thread(
        interaction, t("daily.thread", game=table.title(t), day=services.daily.today()))
    here = place_of(interaction)
    place = here if thread is None else Place(here.guild_id, thread.id, thread.parent_id)
    try:
        started = await services.daily.play(table.name, place, interaction.user.id, bot_id)
    except ServiceError:
        if thread is not None:  # refused after all: no empty thread left behind
            await _remove(thread)
        raise
    intro = t("daily.started", player=interaction.user.mention, game=table.title(t),
              day=started.row.daily_day, opponent=t(rules.opponent(started.row.options)))
    if thread is None:
        warning = t("daily.public" if public_thread else "daily.no_private")
        await tell(interaction, intro + "\n" + warning)
        await started_alone(interaction, t, services, table, started.row)
        return
    await thread.send(intro, allowed_mentions=discord.AllowedMentions(users=True))
    await table.started(interaction, t, started.row, thread.send)
    await tell(interaction, t("daily.private", place=thread.mention))


async def _remove(thread: discord.Thread) -> None:
    """Delete a thread made for nothing; deleting a thread takes Manage Threads, which
    the bot is not asked for, so without it the thread is left to be archived."""
    try:
        await thread.delete()
    except discord.HTTPException as error:
        log.info("empty daily thread %s left to archive: %s", thread.id, error)
