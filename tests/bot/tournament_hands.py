"""A tournament on Discord as its players run it: the host's ``/tournament create``,
the Join clicks on the sign-up message, Start, and each round's games played fast by
the computer for the emulated people (its easiest level, as the service tests do).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from bot_harness import BotRunner, answered, ids_of, public_post

from tests.discord_emulator import Cast, DiscordEmulator, Message, User

sys.path.append(str(Path(__file__).resolve().parents[1] / "service"))
from tournament_runs import computer_plays  # the service tests' own player

__all__ = ["computer_plays"]


async def people(emu: DiscordEmulator, cast: Cast, count: int) -> list[User]:
    """``count`` members: the cast's Alice (the host), Bob and the bystander first."""
    found = [cast.alice, cast.bob, cast.bystander][:count]
    while len(found) < count:
        found.append(await emu.create_user(f"player{len(found) + 1}", guild=cast.guild))
    return found


async def signed_up(emu: DiscordEmulator, cast: Cast, players: list[User],
                    **options: object) -> Message:
    """Alice creates a tournament in the cast's channel and ``players`` click Join;
    the sign-up message as it is then."""
    asked = await emu.slash(cast.alice, cast.channel, "tournament", subcommand="create",
                            options=options)
    message = await public_post(asked)
    for player in players:
        await answered(await emu.click(player, message, ids_of(message, "tournament:join:")[0]))
    return message


def number_of(message: Message) -> int:
    """The tournament a sign-up message shows."""
    return int(ids_of(message, "tournament:join:")[0].rsplit(":", 1)[1])


async def started(emu: DiscordEmulator, cast: Cast, message: Message) -> Message:
    """The host clicks Start; the announcement of round 1, once its games are seated
    and each thread shows its first table (posted after the announcement)."""
    number = number_of(message)
    await answered(await emu.click(cast.alice, message, ids_of(message, "tournament:start:")[0]))
    announced = await emu.wait_for_message(
        cast.channel, lambda m: m.content.startswith("🏁") and f"{number}, " in m.content,
        timeout=20)
    for thread in emu.threads:
        await emu.wait_for_message(thread, lambda m: bool(m.attachments), timeout=20)
    return announced


async def play_round(runner: BotRunner, number: int, only: int | None = None) -> int:
    """The computer plays the current round's games still going (the first ``only``
    of them), then the bot looks for what comes next; how many were played."""
    services = runner.bot.services
    games = [x.game_id for x in await services.tournaments.pairings(number)
             if x.game_id is not None and not x.is_over]
    for game_id in games[:only]:
        await computer_plays(services, game_id)
    await runner.bot.get_cog("Tournaments").rounds.catch_up()
    return len(games[:only])


def posts(emu: DiscordEmulator, cast: Cast, pattern: str) -> list[Message]:
    """The cast's channel's messages whose text matches ``pattern``."""
    return [m for m in emu.messages(cast.channel) if re.search(pattern, m.content)]


async def sweep(runner: BotRunner) -> None:
    """One pass of the sweeper, its report announced as the bot's loop would."""
    sweeper = runner.bot.services.sweeper
    await sweeper.on_report(await sweeper.sweep())
