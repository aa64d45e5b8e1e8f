"""A player's hands at an Akropolis table: taking a tile, choosing a spot, turning
the tile, confirming, as people do with the buttons."""

from __future__ import annotations

from dataclasses import dataclass

from bot_harness import BotRunner, Table, answered, ids_of, public_post

from tests.discord_emulator import Cast, DiscordEmulator, Interaction, Message, User


@dataclass
class AkropolisTable(Table):
    """The players of one game's thread (``channel``), and the bot that runs it."""

    @property
    def thread(self):
        return self.channel

    async def press(self, user: User, message: Message, prefix: str,
                    index: int = 0) -> Interaction:
        """Press the ``index``-th enabled component whose id starts with ``prefix``."""
        return await self.click(user, message, ids_of(message, prefix)[index])

    async def take(self, user: User, message: Message, index: int = 0) -> Interaction:
        """Take the ``index``-th affordable site tile."""
        return await self.press(user, message, "akropolis:take:", index)

    async def choose_spot(self, user: User, message: Message, option: int = 0) -> Interaction:
        """Pick the ``option``-th spot of the menu's page shown."""
        menu = ids_of(message, "akropolis:spot:")[0]
        value = message.component(menu)["options"][option]["value"]
        return await answered(await self.emu.select(user, message, menu, [value]))

    async def play_turn(self, choice: int = 0) -> Message:
        """Tile, spot, Confirm; the next table message once posted and noted."""
        message = self.controls()
        player = self.to_move(message)
        last = self.emu.messages(self.channel)[-1]
        await self.take(player, message)
        await self.choose_spot(player, message, choice)
        await self.press(player, message, "akropolis:confirm:")
        return await self.noted(await self.emu.wait_for_message(
            self.channel, lambda m: m.attachments, after=last, timeout=10))

    async def play_out(self, limit: int = 200) -> Message:
        """Play turns with the buttons until the game ends; the final message."""
        message = self.controls()
        for _ in range(limit):
            row = await self.runner.bot.services.games.repo.latest_in_channel(self.channel.id)
            if not row.is_active:
                return message
            message = await self.play_turn()
        raise AssertionError(f"the game did not end in {limit} turns")


async def first_table(emu: DiscordEmulator, runner: BotRunner,
                      players: list[User]) -> AkropolisTable:
    """The newest thread's game once its first table is posted."""
    thread = await emu.wait_for(lambda: emu.threads and emu.threads[-1])
    hands = AkropolisTable(emu, thread, {p.id: p for p in players}, runner)
    await hands.noted(await emu.wait_for_message(thread, lambda m: m.attachments, timeout=10))
    return hands


async def two_players(emu: DiscordEmulator, cast: Cast, runner: BotRunner) -> AkropolisTable:
    """Alice opens a table of two, Bob joins, Alice starts: the first table posted."""
    table = await public_post(await emu.slash(cast.alice, cast.channel, "akropolis",
                                              subcommand="open", options={"seats": 2}))
    await answered(await emu.click(cast.bob, table, ids_of(table, "lobby:join:")[0]))
    await answered(await emu.click(cast.alice, table, ids_of(table, "lobby:start:")[0]))
    return await first_table(emu, runner, [cast.alice, cast.bob])


async def with_computers(emu: DiscordEmulator, cast: Cast, runner: BotRunner,
                         computers: int) -> AkropolisTable:
    """Alice opens a table, fills it with ``computers`` computer seats (easy) and
    starts it: the first table posted."""
    table = await public_post(await emu.slash(cast.alice, cast.channel, "akropolis",
                                              subcommand="open",
                                              options={"seats": 1 + computers}))
    for _ in range(computers):
        await answered(await emu.click(cast.alice, table, ids_of(table, "lobby:computer:")[0]))
    await answered(await emu.click(cast.alice, table, ids_of(table, "lobby:start:")[0]))
    return await first_table(emu, runner, [cast.alice])
