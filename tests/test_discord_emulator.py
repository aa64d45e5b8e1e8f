"""The Discord emulator serves a real discord.py bot the way Discord does.

A small bot defined here (an ``amytis`` command group and a ``DynamicItem`` button)
connects to the emulator; the tests then act as users and check what the bot received
and what Discord would have shown or refused.
"""

from __future__ import annotations

import asyncio
import io
import re
from collections.abc import AsyncIterator
from typing import Any

import discord
import pytest
from discord import app_commands
from discord.ext import commands
from PIL import Image

from tests.discord_emulator import GUILD_MEMBERS, DiscordEmulator, UserActionRefused, permissions
from tests.discord_emulator.validation import check_message_body


class CounterButton(discord.ui.DynamicItem[discord.ui.Button], template=r"emu:count:(?P<n>\d+)"):
    """A button rebuilt from its custom id, as the game's buttons are after a restart."""

    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label=f"Count {n}", custom_id=f"emu:count:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str]) -> CounterButton:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(CounterButton(self.n + 1))
        await interaction.response.edit_message(content=f"count {self.n + 1}", view=view)


def table_png() -> bytes:
    """A small landscape PNG, standing in for the game table image."""
    buffer = io.BytesIO()
    Image.new("RGB", (64, 32), (200, 160, 90)).save(buffer, "PNG")
    return buffer.getvalue()


class NameModal(discord.ui.Modal, title="Name your city"):
    """A modal shown from a select, answered by updating the message it came from."""

    name: discord.ui.TextInput = discord.ui.TextInput(label="Name", custom_id="emu:name")

    def __init__(self, choice: str) -> None:
        super().__init__()
        self.choice = choice

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.edit_message(
            content=f"{self.choice} by {self.name.value}", view=None)


class PickView(discord.ui.View):
    """A select whose choice opens a modal."""

    @discord.ui.select(custom_id="emu:pick", options=[
        discord.SelectOption(label=s.upper(), value=s) for s in ("a", "b", "c")])
    async def pick(self, interaction: discord.Interaction, select: discord.ui.Select) -> None:
        await interaction.response.send_modal(NameModal(select.values[0]))


def make_bot() -> commands.Bot:
    """The bot under test: ``/amytis challenge|table|slow|post|thread|pick``."""
    bot = commands.Bot(command_prefix="!", intents=discord.Intents.default(),
                       guild_ready_timeout=0.05)
    bot.seen: dict[str, Any] = {"deleted": [], "app_permissions": []}  # type: ignore[attr-defined]
    group = app_commands.Group(name="amytis", description="Play Amytis")

    @group.command(name="challenge", description="Challenge someone")
    async def challenge(interaction: discord.Interaction, opponent: discord.Member) -> None:
        bot.seen["opponent"] = opponent  # type: ignore[attr-defined]
        bot.seen["locale"] = interaction.locale  # type: ignore[attr-defined]
        await interaction.response.send_message(
            f"{interaction.user.name} challenges {opponent.name}", ephemeral=True)

    @group.command(name="table", description="Show the table")
    async def table(interaction: discord.Interaction) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(CounterButton(0))
        await interaction.response.send_message(
            "count 0", file=discord.File(io.BytesIO(table_png()), "table.png"), view=view)

    @group.command(name="slow", description="Think first")
    async def slow(interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)
        await asyncio.sleep(0.05)
        await interaction.followup.send("done thinking")
        await interaction.followup.send("and one more", ephemeral=True)

    @group.command(name="post", description="Post in the channel itself")
    async def post(interaction: discord.Interaction) -> None:
        bot.seen["app_permissions"].append(interaction.app_permissions)  # type: ignore[attr-defined]
        await interaction.response.defer(ephemeral=True)
        results = []
        assert isinstance(interaction.channel, discord.TextChannel)
        for attempt in ("send", "file", "thread"):
            try:
                if attempt == "send":
                    await interaction.channel.send("plain")
                elif attempt == "file":
                    await interaction.channel.send(file=discord.File(io.BytesIO(b"x"), "a.txt"))
                else:
                    await interaction.channel.create_thread(
                        name="game", type=discord.ChannelType.public_thread)
                results.append(f"{attempt}:ok")
            except discord.Forbidden as error:
                results.append(f"{attempt}:{error.code}")
        await interaction.followup.send(" ".join(results))

    @group.command(name="thread", description="Open a game thread")
    async def thread(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("Game starts")
        message = await interaction.original_response()
        created = await message.create_thread(name="Amytis game")
        await created.send("first move")

    @group.command(name="pick", description="Pick a stack")
    async def pick(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("Pick a stack", view=PickView())

    bot.tree.add_command(group)

    async def setup_hook() -> None:
        bot.add_dynamic_items(CounterButton)
        await bot.tree.sync()

    async def on_raw_message_delete(payload: discord.RawMessageDeleteEvent) -> None:
        bot.seen["deleted"].append(payload.message_id)  # type: ignore[attr-defined]

    bot.setup_hook = setup_hook  # type: ignore[method-assign]
    bot.add_listener(on_raw_message_delete)
    return bot


async def start_bot(emu: DiscordEmulator) -> tuple[commands.Bot, asyncio.Task[None]]:
    """Log in and connect like ``bot.start`` does, then wait for on_ready."""
    bot = make_bot()
    await bot.login(emu.token)
    task = asyncio.create_task(bot.connect(reconnect=False))
    await asyncio.wait_for(bot.wait_until_ready(), 5)
    return bot, task


async def stop_bot(bot: commands.Bot, task: asyncio.Task[None]) -> None:
    """Close the client and let its connect task finish."""
    await bot.close()
    await asyncio.wait_for(task, 5)


@pytest.fixture
async def emu() -> AsyncIterator[DiscordEmulator]:
    async with DiscordEmulator() as emulator:
        yield emulator


@pytest.fixture
async def running(emu: DiscordEmulator) -> AsyncIterator[tuple[Any, commands.Bot]]:
    cast = await emu.populate()
    bot, task = await start_bot(emu)
    yield cast, bot
    await stop_bot(bot, task)


async def test_bot_connects_and_syncs_its_commands(emu, running) -> None:
    cast, bot = running
    assert bot.user is not None and bot.user.id == emu.bot.id
    assert bot.get_guild(cast.guild.id) is not None
    [command] = emu.commands()
    assert command["name"] == "amytis"
    assert {o["name"] for o in command["options"]} >= {"challenge", "table", "slow"}
    assert emu.failures == []


async def test_slash_command_answers_ephemerally_with_resolved_member(emu, running) -> None:
    cast, bot = running
    inter = await emu.slash(cast.alice, cast.channel, "amytis", subcommand="challenge",
                            options={"opponent": cast.bob}, locale="ru")
    await inter.response()
    assert inter.callback_type == 4
    assert inter.flags & 64 and inter.ephemeral
    assert inter.content == "alice challenges bob"
    assert inter.response_delay is not None and inter.response_delay < 3
    assert isinstance(bot.seen["opponent"], discord.Member)
    assert bot.seen["opponent"].id == cast.bob.id
    assert bot.seen["locale"] is discord.Locale.russian
    assert emu.messages(cast.channel) == []  # ephemeral messages stay off the channel


async def test_attachment_bytes_open_with_pillow_and_button_updates_message(emu, running) -> None:
    cast, _ = running
    inter = await emu.slash(cast.alice, cast.channel, "amytis", subcommand="table")
    message = await inter.settled()
    [attachment] = message.attachments
    assert Image.open(io.BytesIO(attachment.data)).size == (64, 32)
    assert emu.messages(cast.channel) == [message]

    click = await emu.click(cast.bob, message, "emu:count:0")
    await click.response()
    assert click.callback_type == 7
    assert message.content == "count 1"
    assert message.custom_ids() == ["emu:count:1"]
    assert message.attachments == [attachment]  # an edit without attachments keeps them
    with pytest.raises(UserActionRefused):
        await emu.click(cast.bob, message, "emu:count:0")  # that button is gone


async def test_deferred_response_then_followups(emu, running) -> None:
    cast, _ = running
    inter = await emu.slash(cast.alice, cast.channel, "amytis", subcommand="slow")
    await inter.response()
    assert inter.callback_type == 5
    first = await inter.followup(0)
    second = await inter.followup(1)
    assert first is inter.original and first.content == "done thinking"
    assert not first.flags & 128  # no longer "thinking"
    assert second.ephemeral and second.content == "and one more"
    assert emu.messages(cast.channel) == [first]


async def test_missing_permissions_are_refused_with_50013(emu, running) -> None:
    cast, bot = running
    inter = await emu.slash(cast.alice, cast.channel, "amytis", subcommand="post")
    assert (await inter.followup()).content == "send:ok file:ok thread:ok"

    p = permissions
    denied = p.SEND_MESSAGES | p.ATTACH_FILES | p.CREATE_PUBLIC_THREADS
    await emu.set_permissions(cast.channel, emu.bot, deny=denied)
    inter = await emu.slash(cast.alice, cast.channel, "amytis", subcommand="post")
    assert (await inter.followup()).content == "send:50013 file:50013 thread:50013"
    assert int(inter.payload["app_permissions"]) & denied == 0
    assert not bot.seen["app_permissions"][-1].send_messages
    assert bot.seen["app_permissions"][0].send_messages
    assert [f.code for f in emu.failures] == [50013, 50013, 50013]


async def test_threads_and_deletions_reach_both_sides(emu, running) -> None:
    cast, bot = running
    inter = await emu.slash(cast.alice, cast.channel, "amytis", subcommand="thread")
    starter = await inter.settled()
    thread = await emu.wait_for(lambda: next(iter(emu.threads), None))
    assert thread.id == starter.id and thread.parent_id == cast.channel.id
    posted = await emu.wait_for_message(thread)
    assert posted.content == "first move"
    await emu.wait_for(lambda: bot.get_channel(thread.id))

    await emu.archive_thread(thread)
    await emu.wait_for(lambda: bot.get_channel(thread.id) is None)  # discord.py drops archived
    with pytest.raises(UserActionRefused):
        await emu.slash(cast.alice, thread, "amytis", subcommand="table")

    await emu.delete_message(posted)
    await emu.wait_for(lambda: posted.id in bot.seen["deleted"])
    assert emu.messages(thread) == []


async def test_answering_twice_or_late_is_refused(emu, running) -> None:
    cast, bot = running
    inter = await emu.slash(cast.alice, cast.channel, "amytis", subcommand="challenge",
                            options={"opponent": cast.bob})
    await inter.response()
    route = discord.http.Route("POST", "/interactions/{iid}/{token}/callback",
                               iid=inter.id, token=inter.token)
    with pytest.raises(discord.HTTPException) as error:
        await bot.http.request(route, json={"type": 4, "data": {"content": "again"}})
    assert error.value.code == 40060


async def test_select_opens_a_modal_whose_submit_updates_the_message(emu, running) -> None:
    cast, bot = running
    message = await (await emu.slash(cast.alice, cast.channel, "amytis",
                                     subcommand="pick")).settled()
    # discord.py files the message's view only once the response call has returned;
    # on Python 3.12+ the test runs first and would click into that gap, which no
    # person is fast enough to do.
    await emu.wait_for(lambda: bot._connection._view_store.is_message_tracked(message.id))
    with pytest.raises(UserActionRefused):
        await emu.select(cast.alice, message, "emu:pick", ["z"])  # not an option
    chosen = await emu.select(cast.alice, message, "emu:pick", ["b"])
    await chosen.response()
    assert chosen.callback_type == 9 and chosen.modal is not None
    submitted = await emu.submit_modal(cast.alice, chosen, {"emu:name": "Babylon"})
    await submitted.response()
    assert submitted.callback_type == 7
    assert message.content == "b by Babylon"
    assert message.components == []


async def test_late_answers_and_unknown_resources_get_discord_errors() -> None:
    async with DiscordEmulator(answer_window=0.0) as emu:
        cast = await emu.populate()
        bot, task = await start_bot(emu)
        try:
            inter = await emu.slash(cast.alice, cast.channel, "amytis", subcommand="table")
            await emu.wait_for(lambda: emu.failures)
            assert [(f.status, f.code) for f in emu.failures] == [(404, 10062)]
            assert not inter.responded
            with pytest.raises(discord.NotFound) as error:
                await bot.fetch_channel(12345)
            assert error.value.code == 10003
            with pytest.raises(discord.NotFound) as error:
                await bot.get_partial_messageable(cast.channel.id).fetch_message(12345)
            assert error.value.code == 10008
        finally:
            await stop_bot(bot, task)


async def test_rest_calls_a_game_bot_makes(emu, running) -> None:
    cast, bot = running
    channel = bot.get_channel(cast.channel.id)
    assert isinstance(channel, discord.TextChannel)

    user = await bot.fetch_user(cast.alice.id)
    await user.send("your turn")
    assert [m.content for m in emu.direct_messages(cast.alice)] == ["your turn"]

    member = await channel.guild.fetch_member(cast.bob.id)
    thread = await channel.create_thread(name="private game")
    await thread.add_user(member)
    assert thread.type is discord.ChannelType.private_thread
    [stored] = emu.threads
    assert stored.thread_members == {emu.bot.id, cast.bob.id}

    sent = await thread.send("table", file=discord.File(io.BytesIO(table_png()), "t.png"))
    edited = await sent.edit(content="old table", attachments=[], view=None)
    assert edited.attachments == []
    [record] = emu.messages(stored)
    assert record.content == "old table" and record.attachments == []
    await sent.delete()
    assert emu.messages(stored) == []

    theirs = await emu.post_message(cast.alice, cast.channel, "hello")
    foreign = await channel.fetch_message(theirs.id)
    with pytest.raises(discord.Forbidden) as error:
        await foreign.edit(content="hijacked")
    assert error.value.code == 50005


async def test_component_limits_are_refused_with_50035(emu, running) -> None:
    cast, bot = running

    def button(custom_id: str, label: str = "go") -> dict[str, Any]:
        return {"type": 2, "style": 1, "label": label, "custom_id": custom_id}

    def row(*buttons: dict[str, Any]) -> dict[str, Any]:
        return {"type": 1, "components": list(buttons)}

    options = [{"label": str(i), "value": str(i)} for i in range(26)]
    bad_bodies = {
        "six rows": {"components": [row(button(f"b{i}")) for i in range(6)]},
        "six buttons": {"components": [row(*(button(f"b{i}") for i in range(6)))]},
        "long custom id": {"components": [row(button("x" * 101))]},
        "duplicate id": {"components": [row(button("same"), button("same"))]},
        "long label": {"components": [row(button("b", "L" * 81))]},
        "26 options": {"components": [row({"type": 3, "custom_id": "s", "options": options})]},
        "long content": {"content": "x" * 2001},
        "eleven embeds": {"embeds": [{"title": str(i)} for i in range(11)]},
    }
    route = discord.http.Route("POST", "/channels/{cid}/messages", cid=cast.channel.id)
    for name, body in bad_bodies.items():
        with pytest.raises(discord.HTTPException) as error:
            await bot.http.request(route, json=body)
        assert (error.value.status, error.value.code) == (400, 50035), name
    assert len(emu.failures) == len(bad_bodies)
    assert emu.messages(cast.channel) == []
    good = {"components": [row(*(button(f"r{r}b{i}") for i in range(5))) for r in range(5)]}
    assert check_message_body(good) == []


async def test_a_new_bot_client_connects_after_the_first_closed(emu) -> None:
    cast = await emu.populate()
    bot, task = await start_bot(emu)
    first = await emu.slash(cast.alice, cast.channel, "amytis", subcommand="table")
    message = await first.settled()
    await stop_bot(bot, task)
    await emu.wait_for(lambda: not emu.gateway.live)

    bot, task = await start_bot(emu)
    try:
        click = await emu.click(cast.alice, message, "emu:count:0")
        await click.response()
        assert message.content == "count 1"
        assert emu.gateway.identifies == 2
        assert len(emu.commands()) == 1
    finally:
        await stop_bot(bot, task)


async def test_a_dropped_gateway_connection_resumes(emu) -> None:
    cast = await emu.populate()
    bot = make_bot()
    await bot.login(emu.token)
    task = asyncio.create_task(bot.connect(reconnect=True))
    await asyncio.wait_for(bot.wait_until_ready(), 5)
    resumed = asyncio.Event()

    async def on_resumed() -> None:
        resumed.set()

    bot.add_listener(on_resumed)
    try:
        await emu.drop_connections()
        await asyncio.wait_for(resumed.wait(), 5)
        inter = await emu.slash(cast.alice, cast.channel, "amytis", subcommand="challenge",
                                options={"opponent": cast.bob})
        await inter.response()
        assert (emu.gateway.identifies, emu.gateway.connections) == (1, 2)
    finally:
        await stop_bot(bot, task)


async def test_a_privileged_intent_not_granted_is_refused_with_4014(emu) -> None:
    await emu.populate()
    intents = discord.Intents.default()
    intents.members = True
    client = discord.Client(intents=intents)
    await client.login(emu.token)
    try:
        # with reconnect=True discord.py turns this close into PrivilegedIntentsRequired
        with pytest.raises(discord.ConnectionClosed) as closed:
            await asyncio.wait_for(client.connect(reconnect=False), 5)
        assert closed.value.code == 4014
    finally:
        await client.close()


async def test_member_events_reach_only_bots_with_the_members_intent(emu) -> None:
    cast = await emu.populate()
    emu.grant_intents(GUILD_MEMBERS)
    intents = discord.Intents.default()
    intents.members = True
    watcher = commands.Bot(command_prefix="!", intents=intents, guild_ready_timeout=0.05)
    left: list[int] = []

    async def on_raw_member_remove(payload: discord.RawMemberRemoveEvent) -> None:
        left.append(payload.user.id)

    watcher.add_listener(on_raw_member_remove)
    await watcher.login(emu.token)
    task = asyncio.create_task(watcher.connect(reconnect=False))
    plain, plain_task = await start_bot(emu)
    plain_left: list[int] = []

    async def plain_remove(payload: discord.RawMemberRemoveEvent) -> None:
        plain_left.append(payload.user.id)

    plain.add_listener(plain_remove, "on_raw_member_remove")
    try:
        await asyncio.wait_for(watcher.wait_until_ready(), 5)
        await emu.remove_member(cast.guild, cast.bob)
        await emu.wait_for(lambda: left)
        assert left == [cast.bob.id] and plain_left == []
        assert cast.bob.id not in cast.guild.members
    finally:
        await stop_bot(plain, plain_task)
        await stop_bot(watcher, task)
