"""A bot that dies between a stored move and its table leaves no game stuck.

Each test kills the click's work at one point between the move's commit and the
message that records its table (the handler stops there, as a killed process does:
nothing after it happens), restarts the bot on the same database, and checks that
the game has exactly one new table, with working controls, and can go on. On SQLite
and on PostgreSQL.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from importlib import import_module
from types import SimpleNamespace

import discord
import pytest
from akropolis_hands import AkropolisTable, two_players, with_computers
from bot_harness import (
    BotRunner,
    Table,
    answered,
    challenge_and_accept,
    ids_of,
    public_post,
    refusal,
)

from cogs.common.courier import GRACE
from service import Services
from service.games import GameService
from service.turns import Turns
from store.database import Database
from tests.discord_emulator import Message


class Killed(Exception):
    """The process died here: nothing after this point ran."""


class Death:
    """Where the click's work stops; ``reached`` is set when it got there."""

    def __init__(self) -> None:
        self.reached = asyncio.Event()

    def before(self, original: Callable) -> Callable:
        """Death before anything of ``original`` runs."""
        async def dying(*args, **kwargs):
            self.reached.set()
            raise Killed
        return dying

    def after_a_move(self, original: Callable) -> Callable:
        """``original``, then death if it played a move."""
        async def dying(*args, **kwargs):
            played = await original(*args, **kwargs)
            if played is None:
                return None
            self.reached.set()
            raise Killed
        return dying

    def after(self, original: Callable) -> Callable:
        """``original``, then death."""
        async def dying(*args, **kwargs):
            await original(*args, **kwargs)
            self.reached.set()
            raise Killed
        return dying


POINTS = {
    # The move is stored; nothing was shown yet (the clicked buttons are still live).
    "committed": lambda game: (Turns, "_commit", "after"),
    # The clicked message kept only the narration; the new table was not posted.
    # (The game's module as the running bot loaded it: each bot loads its extensions anew.)
    "narrated": lambda game: (
        (import_module("cogs.amytis.play").TurnFlow, "post_table", "before") if game == "amytis"
        else (import_module("cogs.akropolis.play").TurnFlow, "advance", "before")),
    # Discord posted the new table; the bot never recorded it.
    "posted": lambda game: (GameService, "set_messages", "before"),
    # The table is recorded; its older controls were not stripped.
    "recorded": lambda game: (GameService, "set_messages", "after"),
}


@pytest.fixture
def runner(runner_on_each_database: BotRunner) -> BotRunner:
    return runner_on_each_database


async def amytis_move(table: Table) -> Message:
    """Alice's first turn up to Confirm, then Confirm: the clicked message."""
    message = table.controls()
    player = table.to_move(message)
    await table.ready_turn(player, message)
    await answered(await table.emu.click(player, message,
                                         ids_of(message, "amytis:confirm:")[0]))
    return message


async def akropolis_move(table: AkropolisTable) -> Message:
    message = table.controls()
    player = table.to_move(message)
    await table.take(player, message)
    await table.choose_spot(player, message)
    await table.press(player, message, "akropolis:confirm:")
    return message


GAMES = {
    "amytis": (lambda emu, cast, runner: challenge_and_accept(emu, cast, runner=runner),
               amytis_move),
    "akropolis": (two_players, akropolis_move),
}


def live_controls(emu, table: Table, game: str) -> list[Message]:
    """The messages of the game's channel whose buttons still play a turn."""
    prefix = "amytis:stack:" if game == "amytis" else "akropolis:take:"
    return [m for m in emu.messages(table.channel) if ids_of(m, prefix)]


@pytest.mark.parametrize("point", POINTS)
@pytest.mark.parametrize("game", GAMES)
async def test_a_bot_killed_after_a_stored_move_posts_its_table_once_at_restart(
        emu, cast, runner, monkeypatch, game, point):
    start, move = GAMES[game]
    table = await start(emu, cast, runner)
    mover = table.to_move()
    owner, name, when = POINTS[point](game)
    death = Death()
    with monkeypatch.context() as patch:
        patch.setattr(owner, name, getattr(death, when)(getattr(owner, name)))
        clicked = await move(table)
        await asyncio.wait_for(death.reached.wait(), 30)
    await runner.restart()
    await runner.bot.get_cog("Lobby").courier.caught_up.wait()

    tables = [m for m in emu.messages(table.channel)
              if m.id > clicked.id and any(a.filename.startswith(f"{game}-")
                                           for a in m.attachments)]
    assert len(tables) == 1, "one new table, never two"
    assert live_controls(emu, table, game) == tables
    assert table.to_move(tables[0]) != mover
    row = await runner.bot.services.games.latest_in_channel(table.channel.id)
    assert row.turn == 1 and row.table_message_id == tables[0].id
    assert await runner.bot.services.games.deliveries.get(row.id) is None

    await table.play_turn()  # the game goes on from the new table
    assert (await runner.bot.services.games.get(row.id)).turn == 2


@pytest.mark.parametrize("game", GAMES)
async def test_a_step_stored_but_never_shown_is_shown_when_the_mover_presses_an_old_button(
        emu, cast, runner, monkeypatch, game):
    """The first step of a turn (a stack, a tile) is stored, and the bot dies before
    it redraws the buttons: after the restart, the mover's press of those buttons
    redraws them at the step the turn is at, instead of refusing every press."""
    start, _ = GAMES[game]
    table = await start(emu, cast, runner)
    message = table.controls()
    player = table.to_move(message)
    first, redraw = (("amytis:stack:", "_show") if game == "amytis"
                     else ("akropolis:take:", "show_spots"))
    flow = import_module(f"cogs.{game}.play").TurnFlow
    death = Death()
    with monkeypatch.context() as patch:
        patch.setattr(flow, redraw, death.before(getattr(flow, redraw)))
        await table.click(player, message, ids_of(message, first)[0])
        await asyncio.wait_for(death.reached.wait(), 30)
    await runner.restart()

    pressed = await table.click(player, message, ids_of(message, first)[0])
    assert await refusal(pressed) == ("The turn had moved on since these buttons were "
                                      "drawn: here is where it stands now.")
    second = "amytis:cell:" if game == "amytis" else "akropolis:spot:"
    assert ids_of(message, second) and not ids_of(message, first)
    await FINISH[game](table, message)
    row = await runner.bot.services.games.latest_in_channel(table.channel.id)
    assert row.turn == 1


async def finish_amytis_turn(table: Table, message: Message) -> None:
    """The rest of a turn whose stack is taken: a cell, a Palace choice, Confirm."""
    player = table.to_move(message)
    await table.click(player, message, ids_of(message, "amytis:cell:")[0])
    if palace := ids_of(message, "amytis:palace:"):
        await table.click(player, message, palace[0])
    await table.click(player, message, ids_of(message, "amytis:confirm:")[0])
    await table.emu.wait_for_message(table.channel, lambda m: m.id > message.id
                                     and m.attachments, timeout=30)


async def finish_akropolis_turn(table: AkropolisTable, message: Message) -> None:
    """The rest of a turn whose tile is taken: a spot, Confirm."""
    player = table.to_move(message)
    await table.choose_spot(player, message)
    await table.press(player, message, "akropolis:confirm:")
    await table.emu.wait_for_message(table.channel, lambda m: m.id > message.id
                                     and m.attachments, timeout=30)


FINISH = {"amytis": finish_amytis_turn, "akropolis": finish_akropolis_turn}


async def amytis_against_the_computer(emu, cast, runner) -> Table:
    """Alice against the easy computer, her first table posted."""
    await public_post(await emu.slash(cast.alice, cast.channel, "amytis", subcommand="solo",
                                      options={"level": "easy"}))
    thread = await emu.wait_for(lambda: emu.threads[-1] if emu.threads else None)
    table = Table(emu, thread, {cast.alice.id: cast.alice}, runner)
    await table.noted(await emu.wait_for_message(thread, lambda m: ids_of(m, "amytis:stack:"),
                                                 timeout=30))
    return table


AGAINST_THE_COMPUTER = {
    "amytis": (amytis_against_the_computer, amytis_move),
    "akropolis": (lambda emu, cast, runner: with_computers(emu, cast, runner, 1),
                  akropolis_move),
}


@pytest.mark.parametrize("game", AGAINST_THE_COMPUTER)
async def test_a_bot_killed_after_the_computer_s_stored_move_posts_its_table_at_restart(
        emu, cast, runner, monkeypatch, game):
    start, move = AGAINST_THE_COMPUTER[game]
    table = await start(emu, cast, runner)
    death = Death()
    with monkeypatch.context() as patch:
        patch.setattr(Turns, "play_computer", death.after_a_move(Turns.play_computer))
        clicked = await move(table)
        await asyncio.wait_for(death.reached.wait(), 30)
    await runner.restart()
    await runner.bot.get_cog("Lobby").courier.caught_up.wait()

    row = await runner.bot.services.games.latest_in_channel(table.channel.id)
    live = live_controls(emu, table, game)
    assert len(live) == 1 and live[0].id > clicked.id and row.table_message_id == live[0].id
    computer = emu.bot.name if game == "amytis" else "computer (easy)"
    assert table.to_move(live[0]) == cast.alice
    told = live[0].content.split("\n")
    assert any(line.startswith(f"{computer}: ") for line in told)  # its move is told
    assert await runner.bot.services.games.deliveries.get(row.id) is None
    await table.play_turn()


async def test_a_game_ended_while_its_result_was_never_posted_gets_its_final_table(
        emu, cast, runner, migrated_database_url, clock):
    table = await challenge_and_accept(emu, cast, runner=runner)
    await runner.stop()
    db = await Database.open(migrated_database_url)
    try:
        games = Services.create(db, clock=clock).games
        row = await games.latest_in_channel(table.channel.id)
        await games.resign(row.id, cast.alice.id)  # the bot died before saying so
    finally:
        await db.close()
    await runner.start()
    await runner.bot.get_cog("Lobby").courier.caught_up.wait()

    final = emu.messages(table.channel)[-1]
    assert final.attachments and "bob wins" in final.content
    assert ids_of(final, "amytis:rematch:") and not live_controls(emu, table, "amytis")


async def test_a_table_discord_refused_is_posted_again_until_it_is_out(
        emu, cast, runner, monkeypatch, clock):
    table = await challenge_and_accept(emu, cast, runner=runner)
    play = import_module("cogs.amytis.play")
    refused = []

    async def outage(*args, **kwargs):
        refused.append(kwargs)
        raise discord.DiscordServerError(SimpleNamespace(status=503, reason="down"), "down")
    with monkeypatch.context() as patch:
        patch.setattr(play, "publish", outage)
        clicked = await amytis_move(table)
        await emu.wait_for(lambda: refused)
    assert not [m for m in emu.messages(table.channel) if m.id > clicked.id]

    clock.advance(GRACE + 1)  # the click had its time; the courier's next look posts it
    posted = await table.noted(await emu.wait_for_message(
        table.channel, lambda m: m.id > clicked.id and m.attachments, timeout=10))
    assert live_controls(emu, table, "amytis") == [posted]
    row = await runner.bot.services.games.latest_in_channel(table.channel.id)
    assert await runner.bot.services.games.deliveries.get(row.id) is None


async def test_a_first_table_posted_but_never_recorded_is_adopted_not_posted_again(
        emu, cast, runner, monkeypatch):
    """The game's first table has no recorded table before it to search after: the
    courier knows it by its buttons, which name the game."""
    death = Death()
    with monkeypatch.context() as patch:
        patch.setattr(GameService, "set_messages", death.before(GameService.set_messages))
        asked = await emu.slash(cast.alice, cast.channel, "amytis", subcommand="challenge",
                                options={"opponent": cast.bob, "sides": "A"})
        challenge = await public_post(asked)
        await answered(await emu.click(cast.bob, challenge,
                                       ids_of(challenge, "amytis:accept:")[0]))
        await asyncio.wait_for(death.reached.wait(), 30)
    await runner.restart()
    await runner.bot.get_cog("Lobby").courier.caught_up.wait()

    thread = emu.threads[-1]
    table = Table(emu, thread, {cast.alice.id: cast.alice, cast.bob.id: cast.bob}, runner)
    tables = [m for m in emu.messages(thread) if m.attachments]
    assert len(tables) == 1 and live_controls(emu, table, "amytis") == tables
    row = await runner.bot.services.games.latest_in_channel(thread.id)
    assert row.table_message_id == tables[0].id
    assert await runner.bot.services.games.deliveries.get(row.id) is None
