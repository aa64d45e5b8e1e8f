"""The computer opponent at the table: it moves when a table shows its turn.

Its thinking (``engine.amytis.ai``, through the game kind's hook and
``Turns.play_computer``) is plain CPU work in a worker thread, so the bot keeps
answering everyone else meanwhile. It decides from the public view only, and its
seed comes from the game's own computer secret and the turn (never from the deal:
see ``service.computer_seed``), so a game replays the same way.
After a restart, games left waiting for it are picked up again.
"""

from __future__ import annotations

import logging

import discord
from discord.ext import commands

from cogs.common.servers import on_my_shards, server_translator
from engine.amytis import Game
from i18n import Translator
from service import Services
from service.amytis import GAME_KIND, LEVELS
from service.errors import ServiceError
from store.games import GameRow

from .play import TurnFlow

log = logging.getLogger("amytis.computer")

MAX_REMEMBERED = 4096


def level_number(name: str) -> int:
    """The stored number of a level name."""
    return LEVELS.index(name) + 1


class ComputerOpponent:
    """Plays the computer's turns in every game where it sits."""

    def __init__(self, bot: commands.Bot, services: Services, turns: TurnFlow) -> None:
        self.bot = bot
        self.services = services
        self.turns = turns
        self._thinking: set[int] = set()
        self._locales: dict[int, str] = {}

    def remember_locale(self, game_id: int, locale: str) -> None:
        """The language of the last person who acted in a game: the computer's posts
        answer them, so they speak it too."""
        self._locales.pop(game_id, None)
        self._locales[game_id] = locale
        if len(self._locales) > MAX_REMEMBERED:  # forget the game least recently played
            del self._locales[next(iter(self._locales))]

    async def _translator(self, row: GameRow) -> Translator:
        locale = self._locales.get(row.id)
        if locale is None:
            return await server_translator(self.bot, row.guild_id)
        return Translator(locale)

    async def maybe_play(self, row: GameRow, game: Game) -> None:
        """If the computer is to move in ``game``, think and play its turn."""
        if game.is_over or not row.is_active or row.id in self._thinking:
            return
        seat = row.seats[game.current_player]
        if not seat.is_computer:
            return
        self._thinking.add(row.id)
        try:
            await self._play(row)
        except ServiceError as error:  # the game ended or moved on meanwhile
            log.info("computer move in game %s not played: %s", row.id, error.message)
        except discord.HTTPException as error:
            log.warning("computer move in game %s not shown: %s", row.id, error)
        except Exception:
            log.exception("computer move in game %s failed", row.id)
        finally:
            self._thinking.discard(row.id)

    async def _play(self, row: GameRow) -> None:
        state = await self.services.turns.play_computer(row.id)
        if state is None:  # the game moved on meanwhile
            return
        channel = self.bot.get_channel(row.channel_id) or await self.bot.fetch_channel(
            row.channel_id)
        t = await self._translator(row)
        narration = await self.turns.narration(state.row, state.game, t, state.events)
        await self.turns.post_table(channel.send, state.row, state.game, t, narration)

    async def resume(self) -> None:
        """Play the games left waiting for the computer when the bot stopped, in the
        servers of this process's shards (each process plays its own)."""
        await self.bot.wait_until_ready()
        for row in await self.services.games.waiting_for_computer():
            if row.game_kind != GAME_KIND or not on_my_shards(self.bot, row.guild_id):
                continue  # another game's computer seats are its own cog's
            if await self.services.games.deliveries.get(row.id) is not None:
                continue  # the courier posts the table it owes, and the computer plays on
            game = (await self.services.turns.view(row.id)).game
            await self.maybe_play(row, game)
