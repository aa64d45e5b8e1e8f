"""Invitations and open tables on Discord, for every game: the message with its
buttons, every click on them, and the start of the game.

A table's message shows who sits and who is awaited; each click edits it. When the
game starts, the message says so with the seat order, the game moves to a thread
made from it when the bot may make one, and the game's own cog posts its first
table there (``GameTable.started``).
"""

from __future__ import annotations

import functools
import logging
import re
from typing import Any

import discord

from i18n import Translator
from service import Place, Services
from store.games import GameRow
from store.lobbies import Lobby, LobbySeat

from . import lobby_ids
from .component import RoutedItem, view_of
from .members import display_name
from .places import open_thread
from .replay_ids import add_replay_button
from .replies import publish, tell
from .review_ids import add_review_button
from .tables import GameTable, Send

log = logging.getLogger("architects.lobby")
_SEAT = re.compile(r"(?P<position>0|[1-9][0-9]{0,8}):(?P<user>[1-9][0-9]{0,19})")
"""The value of a seat in the host's select: its position and who holds it."""


def level_label(t: Translator, level: str) -> str:
    """A computer level in the reader's language; a game's own level that the
    catalogues do not name yet keeps its name rather than failing the message."""
    try:
        return t(f"lobby.level.{level}")
    except KeyError:
        return level


def computer_name(t: Translator, services: Services, game_kind: str, level: int) -> str:
    """"computer (normal)": a computer seat of ``level`` (1 the weakest) in the
    reader's language."""
    levels = services.games.kind(game_kind).computer_levels
    return t("lobby.computer", level=level_label(t, levels[min(level, len(levels)) - 1]))


class LobbyButton(RoutedItem, discord.ui.DynamicItem[discord.ui.Item],
                  template=lobby_ids.PATTERN):
    """Every lobby button (and the host's select of the seats to free); hands each
    click to the ``Lobby`` cog, after a restart too."""

    cog_name = "Lobby"
    handler = "on_click"


def _button(custom_id: str, label: str,
            style: discord.ButtonStyle = discord.ButtonStyle.secondary, *,
            disabled: bool = False) -> LobbyButton:
    return LobbyButton(discord.ui.Button(custom_id=custom_id, label=label[:80], style=style,
                                         disabled=disabled))


def rematch_view(t: Translator, row: GameRow, services: Services) -> discord.ui.View | None:
    """The Rematch button for a game's last message, unless it was aborted, Review
    when its game offers one, and Replay. It needs no cog, so a game that ends while
    the bot closes still gets it."""
    if row.status != "finished":
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(_button(lobby_ids.make("rematch", row.id), "🔁 " + t("lobby.rematch"),
                          discord.ButtonStyle.success))
    add_review_button(view, t, services.games.kind(row.game_kind), row)
    add_replay_button(view, t, row)
    return view


class LobbyFlow:
    """Posts tables, answers their buttons and starts their games."""

    def __init__(self, services: Services, tables: dict[str, GameTable]) -> None:
        self.services = services
        self.tables = tables

    # -- what a table looks like --------------------------------------------------------

    def seat_name(self, t: Translator, seat: LobbySeat | Any, game_kind: str) -> str:
        """A mention for a person; "computer (normal)" for a computer seat."""
        if seat.computer_level is None:
            return f"<@{seat.user_id}>"
        return computer_name(t, self.services, game_kind, seat.computer_level)

    def content(self, t: Translator, lobby: Lobby) -> str:
        """The table's message while it is open."""
        minutes = t("bot.minutes", count=max(1, round(self.services.lobby.expiry / 60)))
        game = self.tables[lobby.game_kind].title(t)
        seated = ", ".join(self.seat_name(t, m, lobby.game_kind) for m in lobby.seated)
        if lobby.mode == "open":
            full = len(lobby.seated) >= lobby.seats
            return t("lobby.open_full" if full else "lobby.open", host=f"<@{lobby.host_id}>",
                     game=game, seats=lobby.seats, count=len(lobby.seated), players=seated,
                     minutes=minutes)
        waiting = " ".join(f"<@{user}>" for user in lobby.waiting_for)
        return t("lobby.invitation", host=f"<@{lobby.host_id}>", game=game, players=seated,
                 waiting=waiting, minutes=minutes)

    def view(self, t: Translator, lobby: Lobby) -> discord.ui.View:
        """Accept / Decline for an invitation, Join / Leave and a computer seat per
        level for an open table (disabled once every seat is taken); Start and Cancel
        for the host, and Remove a player once someone else holds a seat."""
        if lobby.mode == "open":
            full = len(lobby.seated) >= lobby.seats
            buttons = [_button(lobby_ids.make("join", lobby.id), t("lobby.join"),
                               discord.ButtonStyle.success, disabled=full),
                       _button(lobby_ids.make("leave", lobby.id), t("lobby.leave"))]
            levels = self.services.games.kind(lobby.game_kind).computer_levels
            buttons += [_button(lobby_ids.make("computer", lobby.id, number),
                                t("lobby.add_computer", level=level_label(t, level)),
                                disabled=full)
                        for number, level in enumerate(levels, start=1)]
        else:
            buttons = [_button(lobby_ids.make("accept", lobby.id), t("lobby.accept"),
                               discord.ButtonStyle.success),
                       _button(lobby_ids.make("decline", lobby.id), t("lobby.decline"),
                               discord.ButtonStyle.danger)]
        buttons += [_button(lobby_ids.make("start", lobby.id), t("lobby.start"),
                            discord.ButtonStyle.primary),
                    _button(lobby_ids.make("cancel", lobby.id), t("lobby.cancel"))]
        if lobby.guests:
            buttons.append(_button(lobby_ids.make("remove", lobby.id), t("lobby.remove")))
        return view_of(*buttons)

    # -- opening and answering ------------------------------------------------------------

    async def post(self, interaction: discord.Interaction, t: Translator, lobby: Lobby) -> None:
        """Show a new table in its channel, for everyone."""
        posted = await publish(interaction, content=self.content(t, lobby),
                               view=self.view(t, lobby))
        await self.services.lobby.set_message(lobby.id, posted.id)

    async def click(self, interaction: discord.Interaction, t: Translator,
                    parsed: lobby_ids.LobbyId) -> None:
        """One press of a table's button: the service decides, the message follows."""
        lobby = self.services.lobby
        user, table_id = interaction.user.id, parsed.lobby_id
        if parsed.action == "rematch":
            await self.rematch(interaction, t, table_id)
            return
        if parsed.action == "remove":
            await self.offer_removal(interaction, t, table_id)
            return
        if parsed.action == "unseat":
            await self.unseat(interaction, t, table_id)
            return
        if parsed.action == "accept":
            row = await lobby.accept(table_id, user)
        elif parsed.action == "decline":
            row = await lobby.decline(table_id, user)
        elif parsed.action == "cancel":
            row = await lobby.cancel(table_id, user)
        elif parsed.action == "join":
            row = await lobby.join(table_id, user)
        elif parsed.action == "leave":
            row = await lobby.leave(table_id, user)
        elif parsed.action == "computer":
            row = await lobby.add_computer(table_id, user, interaction.client.user.id,
                                           parsed.level or 1)
        else:
            row = await lobby.start(table_id, user)
        if row.game_id is not None:
            await self.start(interaction, t, row)
        elif row.is_pending:
            await interaction.edit_original_response(content=self.content(t, row),
                                                     view=self.view(t, row))
        else:
            await interaction.edit_original_response(content=self.closed(t, row, user), view=None)

    # -- the host frees a seat -----------------------------------------------------------

    async def offer_removal(self, interaction: discord.Interaction, t: Translator,
                            lobby_id: int) -> None:
        """Remove a player pressed: the host alone gets, privately, the seats they may
        free (a person who cannot play now, a computer seat)."""
        lobby = await self.services.lobby.removable(lobby_id, interaction.user.id)
        if not lobby.guests:
            await tell(interaction, t("lobby.remove_nobody"))
            return
        options = []
        for seat in lobby.guests:
            name = (self.seat_name(t, seat, lobby.game_kind) if seat.is_computer
                    else await display_name(interaction.guild, seat.user_id))
            options.append(discord.SelectOption(label=name[:100],
                                                value=f"{seat.position}:{seat.user_id}"))
        select = discord.ui.Select(custom_id=lobby_ids.make("unseat", lobby_id), options=options,
                                   placeholder=t("lobby.remove_placeholder"))
        await interaction.followup.send(t("lobby.remove_prompt"), ephemeral=True,
                                        view=view_of(LobbyButton(select)))

    async def unseat(self, interaction: discord.Interaction, t: Translator,
                     lobby_id: int) -> None:
        """The host chose a seat to free: it is freed, and the table's message shows it."""
        chosen = _SEAT.fullmatch(str(((interaction.data or {}).get("values") or [""])[0]))
        if chosen is None:  # a crafted click: a select's id on a button, no value
            await tell(interaction, t("errors.stale_table"))
            return
        lobby = await self.services.lobby.remove(lobby_id, interaction.user.id,
                                                 int(chosen["position"]), int(chosen["user"]))
        if lobby.message_id is not None and interaction.channel is not None:
            await interaction.channel.get_partial_message(lobby.message_id).edit(
                content=self.content(t, lobby), view=self.view(t, lobby))
        await interaction.edit_original_response(
            content=t("lobby.removed", game=self.tables[lobby.game_kind].title(t)), view=None)

    def closed(self, t: Translator, lobby: Lobby, by: int) -> str:
        """The message of a table that will not be played: declined, cancelled, expired."""
        return t(f"lobby.{lobby.status}", game=self.tables[lobby.game_kind].title(t),
                 player=f"<@{by}>", host=f"<@{lobby.host_id}>")

    # -- rematches ---------------------------------------------------------------------

    async def ended(self, client: discord.Client, send: Send, t: Translator, row: GameRow,
                    content: str) -> None:
        """Post the last message of a game ended outside its turns (resigned,
        claimed, forfeited, left, aborted), with the Rematch button unless it was
        aborted, and take the buttons off its last table: that turn will never be
        played."""
        view = rematch_view(t, row, self.services)
        posted = await send(content=content, **({} if view is None else {"view": view}))
        await self.services.games.set_messages(row.id, table_message_id=posted.id,
                                               controls_message_id=None,
                                               shown_version=row.version)
        await strip_controls(client, row)

    async def rematch(self, interaction: discord.Interaction, t: Translator,
                      game_id: int) -> None:
        """Rematch pressed: one person plays again at once (the computer seats too);
        a table of people gets the same invitation, which a second press of Rematch
        by another player accepts."""
        old = await self.services.games.get(game_id)
        table = self.tables[old.game_kind]
        send = functools.partial(publish, interaction)
        if sum(not seat.is_computer for seat in old.seats) == 1:
            row = await self.services.games.rematch_vs_computer(game_id, interaction.user.id)
            await table.started(interaction, t, row, send)
            return
        lobby = await self.services.lobby.rematch(game_id, interaction.user.id)
        if lobby.game_id is None:
            await self.post(interaction, t, lobby)
            return
        row = await self.services.games.get(lobby.game_id)
        if lobby.message_id is not None and interaction.channel is not None:
            await interaction.channel.get_partial_message(lobby.message_id).edit(
                content=self.started_text(t, table, self.seat_order(t, row), None), view=None)
        await table.started(interaction, t, row, send)

    # -- starting ---------------------------------------------------------------------

    async def start(self, interaction: discord.Interaction, t: Translator, lobby: Lobby) -> None:
        """The table is complete: say so with the seat order, move the game to a
        thread made from the table's message, and let the game post its first table."""
        table = self.tables[lobby.game_kind]
        row = await self.services.games.get(lobby.game_id)
        thread = await open_thread(interaction, interaction.message,
                                   t("lobby.thread", game=table.title(t), number=row.id))
        if thread is not None:
            row = await self.services.games.relocate(
                row.id, Place(row.guild_id, thread.id, thread.parent_id))
        await interaction.edit_original_response(
            content=self.started_text(t, table, self.seat_order(t, row), thread), view=None)
        send = thread.send if thread is not None else functools.partial(publish, interaction)
        await table.started(interaction, t, row, send)

    def seat_order(self, t: Translator, row: GameRow) -> str:
        """"1. @a · 2. @b · 3. computer (easy)": a game's seats, first player first."""
        return " · ".join(f"{seat.seat + 1}. {self.seat_name(t, seat, row.game_kind)}"
                          for seat in row.seats)

    @staticmethod
    def started_text(t: Translator, table: GameTable, order: str,
                     thread: discord.Thread | None) -> str:
        """The table's message once its game has started."""
        where = thread.mention if thread is not None else ""
        return t("lobby.started", game=table.title(t), order=order, where=where).strip()

    async def departed(self, channel: discord.abc.Messageable, t: Translator, lobby: Lobby,
                       user_id: int) -> None:
        """A member left the server (``LobbyService.depart``): their open table shows
        the seat freed; a table they hosted or were invited to is closed with a notice."""
        if lobby.message_id is None:
            return
        message = channel.get_partial_message(lobby.message_id)
        if lobby.is_pending:
            await message.edit(content=self.content(t, lobby), view=self.view(t, lobby))
        else:
            await message.edit(content=t("lobby.left", player=f"<@{user_id}>",
                                         game=self.tables[lobby.game_kind].title(t)), view=None)

    async def expired(self, channel: discord.abc.Messageable, t: Translator,
                      lobby: Lobby) -> None:
        """Show that a table expired: its message loses its buttons."""
        if lobby.message_id is not None:
            await channel.get_partial_message(lobby.message_id).edit(
                content=self.closed(t, lobby, lobby.host_id), view=None)


async def strip_controls(client: discord.Client, row: GameRow) -> None:
    """Take the buttons off an ended game's last table: that turn will never be
    played, and a press would only be refused."""
    if row.controls_message_id is None:
        return
    channel = client.get_partial_messageable(row.channel_id)
    try:
        await channel.get_partial_message(row.controls_message_id).edit(view=None)
    except discord.HTTPException as error:  # deleted, or too old to edit: harmless
        log.info("game %s: its last controls kept their buttons: %s", row.id, error)
