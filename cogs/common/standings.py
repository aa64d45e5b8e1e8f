"""What every game shows the same way: its leaderboard, a player's record, and a
game's export as a file. Games against the computer are counted apart. Ratings are
shown on the 1500 scale of ``service.ratings.shown_rating``, the same in every game."""

from __future__ import annotations

import io
import json
from collections.abc import Sequence

import discord

from i18n import Translator
from service import Services
from service.ratings import Rating, shown_change, shown_rating
from store.games import GameRow

NO_PINGS = discord.AllowedMentions.none()


def rating_lines(t: Translator, row: GameRow, names: Sequence[str]) -> list[str]:
    """Each rated seat's new rating and its change, for a game's final post."""
    lines = []
    for seat in row.seats:
        if seat.rating_after is not None:
            change = shown_change(seat.rating_before, seat.rating_after)
            lines.append(t("bot.rating_change", player=names[seat.seat],
                           rating=shown_rating(seat.rating_after), change=f"{change:+d}"))
    return lines


async def send_leaderboard(interaction: discord.Interaction, t: Translator, services: Services,
                           game_kind: str) -> None:
    """The ten best rated players of this server in one game."""
    rows = await services.stats.leaderboard(interaction.guild_id or 0, game_kind)
    embed = discord.Embed(title=t("bot.leaderboard.title"), colour=0xC9A227)
    if not rows:
        embed.description = t("bot.leaderboard.empty")
    else:
        embed.description = "\n".join(
            t("bot.leaderboard.line", rank=rank, player=f"<@{r.user_id}>",
              rating=shown_rating(Rating(r.rating_mu, r.rating_sigma).ordinal), wins=r.wins,
              losses=r.losses, ties=r.ties)
            for rank, r in enumerate(rows, start=1))
    await interaction.followup.send(embed=embed, allowed_mentions=NO_PINGS)


async def send_stats(interaction: discord.Interaction, t: Translator, services: Services,
                     game_kind: str, player: discord.abc.User) -> None:
    """A player's rated line in one game, and their games with computer seats apart."""
    record = await services.stats.player_record(interaction.guild_id or 0, player.id, game_kind)
    embed = discord.Embed(title=t("bot.stats.title", player=player.display_name),
                          colour=0xC9A227)
    rated = record.rated
    if rated is None:
        embed.description = t("bot.stats.no_games")
    else:
        rating = Rating(rated.rating_mu, rated.rating_sigma).ordinal
        embed.add_field(name=t("bot.stats.rated"), inline=False, value=t(
            "bot.stats.line", games=t("bot.games", count=rated.games_played),
            wins=rated.wins, losses=rated.losses, ties=rated.ties) + "\n" + t(
            "bot.stats.rating", rating=shown_rating(rating)))
    computer = record.vs_computer
    if computer is not None:
        embed.add_field(name=t("bot.stats.vs_computer"), inline=False, value=t(
            "bot.stats.line", games=t("bot.games", count=computer.games_played),
            wins=computer.wins, losses=computer.losses, ties=computer.ties))
    await interaction.followup.send(embed=embed, allowed_mentions=NO_PINGS)


async def send_export(interaction: discord.Interaction, t: Translator, services: Services,
                      row: GameRow, texts: str) -> None:
    """``row`` as a JSON file, privately: whole once it is over, else only what its
    players may see (the game kind's public export). ``texts`` is the game's
    catalogue namespace, whose ``export.done`` and ``export.view`` say which. The
    interaction was acknowledged privately before the database was read."""
    export = await services.games.export(row.id, interaction.user.id)
    data = json.dumps(export.data, indent=1).encode()
    if export.complete:
        text, name = t(f"{texts}.export.done", game=row.id), f"{row.game_kind}-game-{row.id}.json"
    else:
        text = t(f"{texts}.export.view", game=row.id)
        name = f"{row.game_kind}-game-{row.id}-view.json"
    await interaction.followup.send(
        text, file=discord.File(io.BytesIO(data), filename=name), ephemeral=True)
