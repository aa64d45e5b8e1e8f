"""The real bot, started against the local Discord emulator, and a player's hands.

``BotRunner`` starts the bot ``bot.make_bot`` makes (on one shard or several) on a real
SQLite file or PostgreSQL database; ``Table`` plays as the users would: it reads the
controls message, clicks its buttons and waits for what the bot posts next.
"""

from __future__ import annotations

import asyncio
import io
import re
import sys
from dataclasses import dataclass

from PIL import Image

from bot import AmytisBot, Settings, make_bot
from service import ManualClock, Place, Services
from service.amytis import GAME_KIND as AMYTIS
from store.database import Database
from tests.discord_emulator import Cast, Channel, DiscordEmulator, Interaction, Message, User

MENTION = re.compile(r"<@(\d+)>")


class BotRunner:
    """Starts, stops and restarts the bot; the database file outlives each bot."""

    def __init__(self, emu: DiscordEmulator, database: str, clock: ManualClock, *,
                 members_intent: bool = False, preview_games: frozenset[str] = frozenset(),
                 workers: int = 0, shard_count: int | None = None,
                 shard_ids: tuple[int, ...] = ()) -> None:
        self.emu = emu
        self.database = database
        self.clock = clock
        self.members_intent = members_intent
        """Ask for the privileged members intent, as an operator who enabled it
        would have the bot do (the emulator must grant it)."""
        self.preview_games = preview_games
        """Games not yet public that this bot offers, as ``PREVIEW_GAMES`` would."""
        self.workers = workers
        """Worker processes, as ``WORKERS`` sets; none by default, since starting
        processes for each of the suite's bots would cost more than the work."""
        self.shard_count = shard_count
        self.shard_ids = shard_ids
        """The shards this bot connects, as ``SHARD_COUNT`` and ``SHARD_IDS`` set."""
        self.bot: AmytisBot | None = None
        self._task: asyncio.Task | None = None

    async def start(self) -> AmytisBot:
        settings = Settings(token=self.emu.token, database_url=self.database,
                            preview_games=self.preview_games,
                            members_intent=self.members_intent, workers=self.workers,
                            shard_count=self.shard_count, shard_ids=self.shard_ids)
        self.bot = make_bot(settings, clock=self.clock, sweep_interval=3600,
                            guild_ready_timeout=0.05)
        self.bot.before_identify_hook = _identify_at_once
        await self.bot.login(self.emu.token)
        self._task = asyncio.create_task(self.bot.connect(reconnect=False))
        await asyncio.wait_for(self.bot.wait_until_ready(), 10)
        return self.bot

    async def stop(self) -> None:
        if self.bot is not None:
            cogs = {name: module for name, module in sys.modules.items()
                    if name.startswith("cogs.")}
            await self.bot.close()
            await self._task
            self.bot = None
            # Closing unloads the extensions, and discord.py drops their modules: the
            # next bot of this process (the next test's, a restart) imported all the
            # cogs anew, 48 ms of CPU. A bot's process imports them once, as every
            # other module of the bot; the next bot loads its extensions from them.
            for name, module in cogs.items():
                sys.modules.setdefault(name, module)

    async def restart(self) -> AmytisBot:
        await self.stop()
        return await self.start()


async def _identify_at_once(shard_id: int | None, *, initial: bool = False) -> None:
    """Discord spaces a process's IDENTIFYs by 5 s (discord.py waits before each shard
    after the first); the emulator has no such limit, so the tests do not wait."""


def ids_of(message: Message, prefix: str) -> list[str]:
    """The enabled components of ``message`` whose custom_id starts with ``prefix``."""
    found = []
    for row in message.components:
        for component in row.get("components", []):
            custom_id = component.get("custom_id", "")
            if custom_id.startswith(prefix) and not component.get("disabled"):
                found.append(custom_id)
    return found


async def answered(interaction: Interaction) -> Interaction:
    """Wait for the first answer and for what the user ends up seeing (the bot
    acknowledges first and answers through follow-ups)."""
    await interaction.response()
    await interaction.settled()
    return interaction


async def public_post(interaction: Interaction, timeout: float = 10.0) -> Message:
    """The first message the bot posted for everyone in answer to ``interaction``."""
    await interaction.response()
    return await interaction.wait(
        lambda i: next((m for m in i.followups if not m.ephemeral), None), timeout)


async def refusal(interaction: Interaction, timeout: float = 5.0) -> str:
    """The text of the private line the bot answered ``interaction`` with."""
    await interaction.response()
    message = await interaction.wait(
        lambda i: next((m for m in i.followups if m.ephemeral), None), timeout)
    return message.content


def opens_as_png(data: bytes) -> tuple[int, int]:
    """The size of a PNG (raises if the bytes are not one)."""
    image = Image.open(io.BytesIO(data))
    assert image.format == "PNG"
    return image.size


@dataclass
class Table:
    """Two players at a game's channel, clicking as people do.

    After each table post it also waits until the bot has noted the new message as
    the game's controls, as a person is never fast enough to notice that gap.
    """

    emu: DiscordEmulator
    channel: Channel
    players: dict[int, User]
    runner: BotRunner | None = None

    async def noted(self, message: Message) -> Message:
        """Wait until the bot has recorded ``message`` as the game's table."""
        if self.runner is None:
            return message
        games = self.runner.bot.services.games
        for _ in range(500):
            row = await games.repo.latest_in_channel(self.channel.id)
            if row is not None and row.table_message_id == message.id:
                break
            await asyncio.sleep(0.01)
        return message

    def controls(self) -> Message:
        """The newest message of the channel that has components."""
        return [m for m in self.emu.messages(self.channel) if m.components][-1]

    def to_move(self, message: Message | None = None) -> User:
        """The player the controls are for: the last mention of the message."""
        message = message or self.controls()
        return self.players[int(MENTION.findall(message.content)[-1])]

    async def click(self, user: User, message: Message, custom_id: str) -> Interaction:
        return await answered(await self.emu.click(user, message, custom_id))

    async def ready_turn(self, player: User, message: Message, choice: int = 0) -> None:
        """Choose a stack, a cell and (for a Palace) the first option: up to Confirm."""
        stacks = ids_of(message, "amytis:stack:")
        await self.click(player, message, stacks[choice % len(stacks)])
        cells = ids_of(message, "amytis:cell:")
        await self.click(player, message, cells[choice % len(cells)])
        palace = ids_of(message, "amytis:palace:")
        if palace:
            await self.click(player, message, palace[0])

    async def play_turn(self, choice: int = 0) -> Message:
        """Play one whole turn with the buttons; return the next table message."""
        message = self.controls()
        player = self.to_move(message)
        last_id = self.emu.messages(self.channel)[-1].id
        await self.ready_turn(player, message, choice)
        confirm = await self.click(player, message, ids_of(message, "amytis:confirm:")[0])
        await confirm.settled()
        favor = ids_of(message, "amytis:favor:")
        if favor:
            select = message.component(favor[0])
            choice_value = select["options"][0]["value"]
            await answered(await self.emu.select(player, message, favor[0], [choice_value]))
        return await self.noted(await self.emu.wait_for_message(
            self.channel, lambda m: m.id > last_id and m.attachments, timeout=10))


async def challenge_and_accept(emu: DiscordEmulator, cast: Cast, sides: str = "A",
                               channel: Channel | None = None,
                               runner: BotRunner | None = None) -> Table:
    """Alice challenges Bob, Bob accepts: the game's channel with its first table."""
    channel = channel or cast.channel
    asked = await emu.slash(cast.alice, channel, "amytis", subcommand="challenge",
                            options={"opponent": cast.bob, "sides": sides})
    challenge = await public_post(asked)
    threads_before = len(emu.threads)
    await answered(await emu.click(cast.bob, challenge, ids_of(challenge, "amytis:accept:")[0]))
    where = emu.threads[-1] if len(emu.threads) > threads_before else channel
    table = Table(emu, where, {cast.alice.id: cast.alice, cast.bob.id: cast.bob}, runner)
    await table.noted(await emu.wait_for_message(where, lambda m: m.attachments, timeout=10))
    return table


async def computer_first_game(runner: BotRunner, cast: Cast, computer: User) -> int:
    """A game in ``cast.channel`` where the computer (easy, which plays with some
    randomness) moves first against Alice, created while the bot is down: the bot
    is left stopped, so the test decides when it starts and finds the game waiting."""
    await runner.stop()
    db = await Database.open(runner.database)
    try:
        row = await Services.create(db, clock=runner.clock).games.start_solo(
            game_kind=AMYTIS, place=Place(cast.guild.id, cast.channel.id),
            human_id=cast.alice.id, computer_id=computer.id, level=1,
            options={"seats": "opponent_first"})
    finally:
        await db.close()
    assert row.user_at(row.to_move) == computer.id
    return row.id
