"""A player's hands at an Akropolis table: reading the controls, taking a tile,
choosing a spot, turning the tile, confirming, as people do with the buttons."""

from __future__ import annotations

import asyncio
import re
from dataclasses import dataclass

from bot_harness import BotRunner, answered, ids_of

from tests.discord_emulator import Channel, DiscordEmulator, Interaction, Message, User

MENTION = re.compile(r"<@(\d+)>")


@dataclass
class AkropolisTable:
    """The players of one game's thread, and the bot that runs it."""

    emu: DiscordEmulator
    thread: Channel
    players: dict[int, User]
    runner: BotRunner

    def controls(self) -> Message:
        """The newest message of the thread that has live components."""
        return [m for m in self.emu.messages(self.thread) if m.components][-1]

    def to_move(self, message: Message | None = None) -> User:
        """The player the controls are for: the last mention of the message."""
        message = message or self.controls()
        return self.players[int(MENTION.findall(message.content)[-1])]

    async def click(self, user: User, message: Message, prefix: str,
                    index: int = 0) -> Interaction:
        return await answered(await self.emu.click(user, message,
                                                   ids_of(message, prefix)[index]))

    async def take(self, user: User, message: Message, index: int = 0) -> Interaction:
        """Take the ``index``-th affordable site tile."""
        return await self.click(user, message, "akropolis:take:", index)

    async def choose_spot(self, user: User, message: Message, option: int = 0) -> Interaction:
        """Pick the ``option``-th spot of the menu's page shown."""
        menu = ids_of(message, "akropolis:spot:")[0]
        value = message.component(menu)["options"][option]["value"]
        return await answered(await self.emu.select(user, message, menu, [value]))

    async def play_turn(self) -> Message:
        """Tile, spot, Confirm; the next table message once posted and noted."""
        message = self.controls()
        player = self.to_move(message)
        last = self.emu.messages(self.thread)[-1]
        await self.take(player, message)
        await self.choose_spot(player, message)
        await self.click(player, message, "akropolis:confirm:")
        return await self.noted(await self.emu.wait_for_message(
            self.thread, lambda m: m.attachments, after=last, timeout=10))

    async def noted(self, message: Message) -> Message:
        """Wait until the bot has recorded ``message`` as the game's table."""
        games = self.runner.bot.services.games
        for _ in range(500):
            row = await games.repo.latest_in_channel(self.thread.id)
            if row is not None and row.table_message_id == message.id:
                break
            await asyncio.sleep(0.01)
        return message

    async def play_out(self, limit: int = 200) -> Message:
        """Play turns with the buttons until the game ends; the final message."""
        message = self.controls()
        for _ in range(limit):
            row = await self.runner.bot.services.games.repo.latest_in_channel(self.thread.id)
            if not row.is_active:
                return message
            message = await self.play_turn()
        raise AssertionError(f"the game did not end in {limit} turns")

