"""Challenges in a channel: the invitation with its buttons, and the start of the game.

On Accept the game gets its own public thread, made from the challenge message,
when the bot may create one; otherwise it is played in the channel itself. The
challenge is claimed (the game created in its channel) before the thread is made,
so a second Accept or a Cancel racing the first leaves no thread behind.
"""

from __future__ import annotations

import discord

from cogs.common.component import view_of
from cogs.common.places import open_thread, place_of
from cogs.common.replies import publish
from engine.amytis import BUILDINGS
from i18n import Translator
from service import Place, Services
from service.amytis import GAME_KIND as AMYTIS
from store.games import GameRow
from store.lobbies import Lobby

from . import ids
from .component import button, select
from .computer import level_number
from .play import Send, TurnFlow, followup
from .presenter import Presenter

SIDE_PRESETS = ("A", "B", "random")


def sides_text(t: Translator, sides: object) -> str:
    """"all A", "random", or "Garden B, Market A, ..." for a game's sides option."""
    if isinstance(sides, dict):
        return ", ".join(f"{t(f'amytis.building.{b.value}')} "
                         f"{t('amytis.side.' + sides.get(b.value, 'A'))}"
                         for b in BUILDINGS)
    return t(f"amytis.sides.{sides}")


class ChallengeFlow:
    """Create, answer and withdraw challenges; start the game on Accept."""

    def __init__(self, services: Services, presenter: Presenter, turns: TurnFlow) -> None:
        self.services = services
        self.presenter = presenter
        self.turns = turns

    def challenge_content(self, t: Translator, row: Lobby) -> str:
        minutes = max(1, round(self.services.lobby.expiry / 60))
        return t("amytis.challenge.open", challenger=self.presenter.mention(row.host_id),
                 opponent=self.presenter.mention(row.invited[0].user_id),
                 sides=sides_text(t, row.options.get("sides", "A")),
                 minutes=t("bot.minutes", count=minutes))

    @staticmethod
    def challenge_view(t: Translator, row: Lobby) -> discord.ui.View:
        return view_of(
            button(ids.make("accept", row.id), label=t("amytis.controls.accept"), emoji="⚔️",
                   style=discord.ButtonStyle.success),
            button(ids.make("decline", row.id), label=t("amytis.controls.decline"),
                   style=discord.ButtonStyle.danger),
            button(ids.make("cancel", row.id), label=t("amytis.controls.cancel")),
        )

    async def create(self, interaction: discord.Interaction, t: Translator, opponent_id: int,
                     sides: object) -> None:
        """Open the challenge and show it in the channel (a public message)."""
        row = await self.services.lobby.invite(
            game_kind=AMYTIS, place=place_of(interaction), host_id=interaction.user.id,
            invited=[opponent_id], options={"sides": sides})
        await self._show_challenge(interaction, t, row)

    async def _show_challenge(self, interaction: discord.Interaction, t: Translator,
                              row: Lobby) -> None:
        posted = await publish(interaction, content=self.challenge_content(t, row),
                               view=self.challenge_view(t, row))
        await self.services.lobby.set_message(row.id, posted.id)
        now = await self.services.lobby.get(row.id)
        if now.status == "started":  # asked back (a rematch) while this was being posted
            await posted.edit(content=self._accepted_text(t, now, ""), view=None)

    @staticmethod
    def custom_sides_view(t: Translator, opponent_id: int) -> discord.ui.View:
        """A select of the buildings to play on side B (the others on side A)."""
        options = [discord.SelectOption(value=b.value, label=t(f"amytis.building.{b.value}"),
                                        description=t(f"amytis.effect.{b.value}.B")[:100])
                   for b in BUILDINGS]
        return view_of(select(ids.make("sides", opponent_id), options,
                              placeholder=t("amytis.challenge.custom_placeholder"),
                              min_values=0, max_values=len(options)))

    async def custom_sides_chosen(self, interaction: discord.Interaction, t: Translator,
                                  opponent_id: int, side_b: list[str]) -> None:
        """The challenger picked the side-B buildings: the challenge goes out."""
        sides = {b.value: "B" if b.value in side_b else "A" for b in BUILDINGS}
        await interaction.edit_original_response(content=t("amytis.challenge.custom_sent"),
                                                 view=None)
        await self.create(interaction, t, opponent_id, sides)

    async def accept(self, interaction: discord.Interaction, t: Translator,
                     challenge_id: int) -> None:
        """Start the game, in a new thread when possible, and post its first table."""
        challenge = await self.services.lobby.accept(challenge_id, interaction.user.id)
        row = await self.services.games.get(challenge.game_id)
        await self._start(interaction, t, challenge, row, interaction.message)

    def _accepted_text(self, t: Translator, challenge: Lobby, where: str) -> str:
        return t("amytis.challenge.accepted",
                 challenger=self.presenter.mention(challenge.host_id),
                 opponent=self.presenter.mention(challenge.invited[0].user_id), where=where).strip()

    async def _start(self, interaction: discord.Interaction, t: Translator,
                     challenge: Lobby, row: GameRow,
                     message: discord.abc.Snowflake | None) -> None:
        """A challenge was accepted: its ``message`` says so, the game moves to a
        thread made from it when possible, and the first table is posted there."""
        row, thread = await self._into_thread(interaction, t, row, message)
        content = self._accepted_text(t, challenge, thread.mention if thread else "")
        if message is not None and message is interaction.message:
            await interaction.edit_original_response(content=content, view=None)
        elif message is not None:
            await interaction.channel.get_partial_message(message.id).edit(content=content,
                                                                           view=None)
        await self._first_table(interaction, t, row, thread)

    async def _into_thread(self, interaction: discord.Interaction, t: Translator, row: GameRow,
                           message: discord.abc.Snowflake | None,
                           ) -> tuple[GameRow, discord.Thread | None]:
        """Move a game just started in this channel to a new thread from ``message``,
        when the bot may make one; otherwise it stays in the channel."""
        names = await self.presenter.names(row)
        thread = await open_thread(interaction, message, t("amytis.challenge.thread",
                                                            first=names[0], second=names[1]))
        if thread is None:
            return row, None
        moved = await self.services.games.relocate(
            row.id, Place(row.guild_id, thread.id, thread.parent_id))
        return moved, thread

    async def _first_table(self, interaction: discord.Interaction, t: Translator, row: GameRow,
                           thread: discord.Thread | None) -> None:
        await self.started(interaction, t, row,
                           thread.send if thread is not None else followup(interaction))

    async def started(self, interaction: discord.Interaction, t: Translator, row: GameRow,
                      send: Send) -> None:
        """Post the first table of a game that has just started (``GameTable.started``:
        the shared lobby calls it for an open table)."""
        game = (await self.services.turns.view(row.id)).game
        await self.turns.post_table(send, row, game, t, [])

    async def start_solo(self, interaction: discord.Interaction, t: Translator, level: str,
                         sides: str) -> None:
        """A game against the computer, at once, in its own thread when possible."""
        me = interaction.client.user
        row = await self.services.games.start_solo(
            game_kind=AMYTIS, place=place_of(interaction), human_id=interaction.user.id,
            computer_id=me.id, level=level_number(level), options={"sides": sides})
        sent = await publish(interaction, content=t(
            "amytis.solo.started", player=interaction.user.mention, computer=me.mention,
            level=t(f"amytis.level.{level}"), sides=sides_text(t, sides)))
        row, thread = await self._into_thread(interaction, t, row, sent)
        await self._first_table(interaction, t, row, thread)

    async def answer(self, interaction: discord.Interaction, t: Translator, challenge_id: int,
                     action: str) -> None:
        """Decline (the challenged) or cancel (the challenger)."""
        if action == "decline":
            row = await self.services.lobby.decline(challenge_id, interaction.user.id)
        else:
            row = await self.services.lobby.cancel(challenge_id, interaction.user.id)
        await interaction.edit_original_response(
            content=t(f"amytis.challenge.{row.status}",
                      challenger=self.presenter.mention(row.host_id),
                      opponent=self.presenter.mention(row.invited[0].user_id)), view=None)

    async def rematch(self, interaction: discord.Interaction, t: Translator, game_id: int) -> None:
        """Play the same opponent again: same sides, the other player first. The
        computer accepts at once; a person is challenged, and a person who was
        already asked accepts by pressing Rematch too."""
        old = await self.services.games.get(game_id)
        if old.has_computer:
            row = await self.services.games.rematch_vs_computer(game_id, interaction.user.id)
            game = (await self.services.turns.view(row.id)).game
            await self.turns.post_table(followup(interaction), row, game, t, [])
            return
        challenge = await self.services.lobby.rematch(game_id, interaction.user.id)
        if challenge.game_id is None:
            await self._show_challenge(interaction, t, challenge)
        else:  # the other player asked first: this press accepted their challenge
            message = (discord.Object(challenge.message_id) if challenge.message_id is not None
                       else None)
            await self._start(interaction, t, challenge,
                              await self.services.games.get(challenge.game_id), message)
