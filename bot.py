"""The bot's composition root: settings, logging, database, cogs, command sync, run.

``python bot.py`` runs it; ``main()`` does the same for other code. Everything the
bot holds (database, services, the sweeper) is created in ``setup_hook`` and closed
in ``close``, so a test can start and stop a bot as often as it likes.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs.common.replies import report_unexpected
from cogs.common.translator import CatalogueTranslator
from service import Clock, Services
from service.registry import discover, offered
from store.database import Database
from store.meta import MetaRepository
from store.migrations import MigrationError
from store.settings import database_path

log = logging.getLogger("amytis")

COMMAND_TREE_KEY = "command_tree_sha256"


class ConfigError(Exception):
    """A setting that is missing or wrong: one line for the operator, exit status 2."""


@dataclass(frozen=True)
class Settings:
    """What the operator configures, from the environment or ``.env``."""

    token: str
    database_url: str | None = None
    dev_guild_id: int | None = None
    log_level: str = "INFO"
    preview_games: frozenset[str] = frozenset()
    """Games not yet public that the operator offers anyway (``PREVIEW_GAMES``)."""
    max_active_games: int = 5
    max_pending_tables: int = 3

    @classmethod
    def from_environ(cls, environ: Mapping[str, str]) -> Settings:
        """Read and check the settings; ``ConfigError`` names the first bad one."""
        token = environ.get("DISCORD_TOKEN", "").strip()
        if not token:
            raise ConfigError("DISCORD_TOKEN is not set: put the bot token in .env "
                              "(see .env.example)")
        guild = environ.get("DEV_GUILD_ID", "").strip()
        if guild and not guild.isdigit():
            raise ConfigError(f"DEV_GUILD_ID must be a server id (digits), not {guild!r}")
        level = environ.get("LOG_LEVEL", "INFO").strip().upper() or "INFO"
        if level not in logging.getLevelNamesMapping():
            raise ConfigError(f"LOG_LEVEL must be DEBUG, INFO, WARNING or ERROR, not {level!r}")
        url = environ.get("DATABASE_URL", "").strip() or None
        try:
            database_path(url)
        except ValueError as error:
            raise ConfigError(str(error)) from None
        limits = {name: _positive(environ, name, default)
                  for name, default in (("MAX_ACTIVE_GAMES", 5), ("MAX_PENDING_TABLES", 3))}
        preview = frozenset(filter(None, (name.strip().lower() for name in
                                          environ.get("PREVIEW_GAMES", "").split(","))))
        unknown = sorted(preview - set(discover()))
        if unknown:
            raise ConfigError(f"PREVIEW_GAMES names a game this bot does not have: {unknown[0]}")
        return cls(token, url, int(guild) if guild else None, level, preview,
                   limits["MAX_ACTIVE_GAMES"], limits["MAX_PENDING_TABLES"])


def _positive(environ: Mapping[str, str], name: str, default: int) -> int:
    """A whole number of at least 1 from the environment; ``ConfigError`` otherwise."""
    text = environ.get(name, "").strip()
    if not text:
        return default
    if not text.isascii() or not text.isdigit() or int(text) < 1:
        raise ConfigError(f"{name} must be a whole number of at least 1, not {text!r}")
    return int(text)


class AmytisBot(commands.Bot):
    """The bot: owns the database and the game services for its whole life."""

    def __init__(self, settings: Settings, *, clock: Clock | None = None,
                 sweep_interval: float = 60.0, **options: Any) -> None:
        intents = discord.Intents.default()  # no privileged intents: slash commands only
        discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False  # no voice here
        super().__init__(command_prefix=commands.when_mentioned, intents=intents,
                         help_command=None,
                         allowed_mentions=discord.AllowedMentions(everyone=False, roles=False,
                                                                  users=True), **options)
        self.settings = settings
        self._clock = clock
        self._sweep_interval = sweep_interval
        self.db: Database | None = None
        self.services: Services | None = None
        self.games_offered: dict = {}
        """The game kinds players are offered here, by name (see ``service.registry``)."""

    async def setup_hook(self) -> None:
        self.db = await Database.open(self.settings.database_url)
        self.services = Services.create(
            self.db, clock=self._clock, sweep_interval=self._sweep_interval,
            max_active_games=self.settings.max_active_games,
            max_pending=self.settings.max_pending_tables)
        self.games_offered = offered(self.services.games.kinds, self.settings.preview_games)
        await self.tree.set_translator(CatalogueTranslator())
        self.tree.on_error = self.on_app_command_error
        await self.load_extension("cogs.common")  # the lobby and /games, before any game
        for game in self.games_offered:  # each game offered brings its cog
            await self.load_extension(f"cogs.{game}")
        await self.sync_commands()
        self.services.sweeper.start()

    async def on_app_command_error(self, interaction: discord.Interaction,
                                   error: app_commands.AppCommandError) -> None:
        """What escapes a command (a failed option conversion, say): logged with its
        context, and the user hears that something went wrong rather than nothing."""
        name = interaction.command.qualified_name if interaction.command else "command"
        await report_unexpected(interaction, error, name)

    async def sync_commands(self) -> None:
        """Sync to the development guild at once; globally only when the tree changed.

        Discord limits command creation per day, and a global sync takes a while to
        reach every client, so an unchanged tree is not sent again.
        """
        if self.settings.dev_guild_id is not None:
            guild = discord.Object(id=self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
            log.info("commands synced to development guild %s", guild.id)
            return
        digest = await self._tree_digest()
        meta = MetaRepository(self.db)
        if await meta.get(COMMAND_TREE_KEY) == digest:
            log.info("command tree unchanged: no global sync")
            return
        await self.tree.sync()
        await meta.set(COMMAND_TREE_KEY, digest)
        log.info("commands synced globally")

    async def _tree_digest(self) -> str:
        translator = self.tree.translator
        payload = []
        for command in self.tree.get_commands():
            if isinstance(command, app_commands.Command | app_commands.Group):
                payload.append(await command.get_translated_payload(self.tree, translator))
            else:
                payload.append(command.to_dict(self.tree))
        text = json.dumps(payload, sort_keys=True, default=str)
        return hashlib.sha256(text.encode()).hexdigest()

    async def close(self) -> None:
        if self.services is not None:
            await self.services.sweeper.stop()
        await super().close()
        if self.db is not None:
            await self.db.close()
            self.db = None


def _load_dotenv() -> None:
    """Read ``.env`` beside the bot into the environment (real variables win)."""
    from dotenv import load_dotenv

    load_dotenv(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".env"))


def main(argv: Sequence[str] | None = None) -> int:
    """Run the bot until it is stopped; answer the process exit status."""
    del argv  # the bot takes no arguments: everything is in the environment
    _load_dotenv()
    try:
        settings = Settings.from_environ(os.environ)
    except ConfigError as error:
        print(f"amytis: {error}", file=sys.stderr)
        return 2
    discord.utils.setup_logging(level=logging.getLevelName(settings.log_level), root=True)
    bot = AmytisBot(settings)
    try:
        bot.run(settings.token, log_handler=None)
    except discord.LoginFailure:
        print("amytis: Discord rejected DISCORD_TOKEN: copy the bot token again from the "
              "developer portal (Bot > Reset Token)", file=sys.stderr)
        return 1
    except MigrationError as error:
        print(f"amytis: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
