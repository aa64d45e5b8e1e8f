"""Every refusal is private: every subcommand of every game, found in the bot's
command tree, used where no game is played and in someone else's game, and each
answer that turns the user away is seen by that user alone."""

from __future__ import annotations

import asyncio

import pytest
from refusal_paths import error_texts, every_subcommand, refusals_in, required_options

from engine import GAMES

SETTLE = 0.15
"""Seconds for the follow-ups that come after a command's first visible answer: waited
once, after the last command, so every command has had at least that long (waited
after each of the 57 subcommands, it cost 9 s a test)."""


async def refusals(emu, runner, cast, user, channel) -> dict[str, list[tuple[bool, str]]]:
    """Every subcommand used by ``user`` in ``channel`` (in a new channel each, when
    ``channel`` is None), naming Bob where a player must be named: by subcommand,
    each refusal it answered, and whether the channel saw it."""
    asked = {}
    for group, command in every_subcommand(runner.bot.tree):
        where = channel or await emu.create_channel(cast.guild, f"{group}-{command.name}")
        asked[f"/{group} {command.name}"] = await emu.slash(
            user, where, group, subcommand=command.name,
            options=required_options(command, cast.bob))
        await asked[f"/{group} {command.name}"].settled(timeout=10)
    await asyncio.sleep(SETTLE)
    patterns = error_texts()
    return {path: refusals_in(interaction, patterns) for path, interaction in asked.items()}


def seen_by_all(heard: dict[str, list[tuple[bool, str]]]) -> list[str]:
    """The refusals the whole channel saw, each after the subcommand that gave it."""
    return [f"{path}: {text}" for path, said in heard.items() for public, text in said if public]


async def alices_solo_game(emu, cast, group: str):
    """The thread of a game Alice plays alone, once its first table is up."""
    before = len(emu.threads)
    await (await emu.slash(cast.alice, cast.channel, group, subcommand="solo")).settled()
    thread = await emu.wait_for(lambda: len(emu.threads) > before and emu.threads[-1])
    await emu.wait_for_message(thread, lambda m: m.attachments, timeout=10)
    return thread


async def test_every_subcommand_used_where_no_game_is_played_refuses_privately(
        emu, cast, runner):
    heard = await refusals(emu, runner, cast, cast.alice, None)
    assert heard["/westkingdom player"] and heard["/akropolis city"]
    assert seen_by_all(heard) == []


@pytest.mark.parametrize("game", GAMES)
async def test_every_subcommand_used_in_someone_elses_game_refuses_privately(
        emu, cast, runner, game):
    # One run per game, in its thread; every command group is a game's or the
    # tournaments' (which every game shares), so none is missed.
    assert {group for group, _ in every_subcommand(runner.bot.tree)} == {*GAMES, "tournament"}
    thread = await alices_solo_game(emu, cast, game)
    heard = await refusals(emu, runner, cast, cast.bystander, thread)
    assert heard[f"/{game} resign"] and heard["/westkingdom player"]
    assert seen_by_all(heard) == []
