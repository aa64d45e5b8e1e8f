"""The bot's composition root: settings, logging, database, cogs, command sync, run.

``python bot.py`` (or the installed ``architects-bot``) runs it, and also backs up,
restores, migrates and copies its database: ``--help`` lists the commands. Everything the bot
holds is created in ``setup_hook`` (or handed to it) and closed in ``close``, so a
test can start and stop a bot as often as it likes.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import hashlib
import importlib.metadata
import importlib.util
import json
import logging
import os
import signal
import sys
import tomllib
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp
import discord
from discord import app_commands
from discord.ext import commands

from cogs.common.replies import report_unexpected
from cogs.common.translator import CatalogueTranslator
from service import Clock, Services
from service.registry import discover, offered
from service.workers import Workers, default_size
from store.backup import backup, describe, restore
from store.copy import copy_database
from store.database import Database, DatabaseUnavailable
from store.lock import exclusive_use
from store.meta import MetaRepository
from store.migrations import MigrationError
from store.settings import database_path, postgres_url, redacted

log = logging.getLogger("architects")

COMMAND_TREE_KEY = "command_tree_sha256"
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")
LOGIN_TIMEOUT = 60.0
"""Seconds to log in and sync commands before giving up on an unresponsive Discord."""
SHUTDOWN_GRACE = 10.0
"""Seconds a stopping bot gives the clicks it is handling to finish and answer."""
CLICK_TASKS = ("CommandTree-invoker", "discord-ui-")
"""How discord.py names the tasks that run a slash command or a component's callback."""

EXIT_DISCORD, EXIT_CONFIG, EXIT_DATABASE = 1, 2, 3
EXIT_INTERRUPTED = 130
"""Ctrl-C: 128 + SIGINT, the status a shell gives a command it interrupted."""
INTERRUPTED = {
    "backup": "backup interrupted: no partial copy is left behind",
    "restore": "restore interrupted: the database is as it was",
    "migrate": "migrate interrupted: each migration is applied whole or not at all; "
               "run it again",
    "copy-to": "copy-to interrupted: the copy is committed whole or not at all; run it "
               "again (it refuses a database that already holds rows)",
}
"""What each database command tells the operator it left behind when interrupted."""
MAX_WORKERS = 32
"""More worker processes than this is a typo, not a plan: each needs a core and about
170 MiB (README: What each process needs)."""
REVIEW_NICENESS = 10
"""How much the review workers yield the processor to the bot and its other workers."""
LOG_FORMAT = "{asctime} {levelname:<8} {name} {message}"
"""discord.py's coloured layout, without the colour."""


class ConfigError(Exception):
    """A setting or a command-line argument that is missing or wrong: one line for the
    operator, exit status 2."""


def project_dir() -> Path:
    """Where ``.env`` and a relative ``DATABASE_URL`` are found.

    From a clone, that is the clone (beside this file), wherever the bot is started
    from. An installed ``architects-bot`` has no project folder of its own, so it uses
    the directory it is started in (systemd's ``WorkingDirectory``).
    """
    here = Path(__file__).resolve().parent
    return here if (here / "pyproject.toml").is_file() else Path.cwd()


def database_file(environ: Mapping[str, str], base: Path) -> Path:
    """The absolute path of the SQLite file ``DATABASE_URL`` names (``ConfigError`` if
    bad, or if it names a PostgreSQL server, which has no file to back up)."""
    if postgres_url(environ.get("DATABASE_URL", "")):
        raise ConfigError("DATABASE_URL names a PostgreSQL database: back it up with "
                          "pg_dump and restore it with pg_restore (README: Running at scale)")
    try:
        return database_path(environ.get("DATABASE_URL", ""), base=base).absolute()
    except ValueError as error:
        raise ConfigError(str(error)) from None


def database_location(environ: Mapping[str, str], base: Path) -> str:
    """The PostgreSQL URL ``DATABASE_URL`` names, else the SQLite file's absolute path."""
    return postgres_url(environ.get("DATABASE_URL", "")) or str(database_file(environ, base))


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
    max_pending_seats: int = 3
    """Seats a person may hold at others' tables waiting to start (``MAX_PENDING_SEATS``)."""
    members_intent: bool = False
    """Ask for the privileged Server Members intent (``MEMBERS_INTENT``): a player who
    leaves the server is then noticed at once, not when their time runs out."""
    shard_count: int | None = None
    """Discord's shards across every process (``SHARD_COUNT``); None: no sharding."""
    shard_ids: tuple[int, ...] = ()
    """The shards this process connects (``SHARD_IDS``; all of them when unset)."""
    workers: int = field(default_factory=default_size)
    """Processes drawing tables and running the computer's search (``WORKERS``);
    0 runs them in a thread of the bot's own process."""
    review_workers: int = 1
    """Processes judging game reviews (``REVIEW_WORKERS``), apart and niced, so a
    review never slows a table; with ``WORKERS=0`` reviews run in a thread too."""

    @classmethod
    def from_environ(cls, environ: Mapping[str, str], base: Path | None = None) -> Settings:
        """Read and check the settings; ``ConfigError`` names the first bad one.

        The database becomes an absolute path, relative ones taken from ``base``
        (the project folder by default).
        """
        token = environ.get("DISCORD_TOKEN", "").strip()
        if not token:
            raise ConfigError("DISCORD_TOKEN is not set: put the bot token in .env "
                              "(see .env.example)")
        guild = environ.get("DEV_GUILD_ID", "").strip()
        if guild and not (guild.isascii() and guild.isdigit()):
            raise ConfigError(f"DEV_GUILD_ID must be a server id (digits), not {guild!r}")
        level = environ.get("LOG_LEVEL", "INFO").strip().upper() or "INFO"
        if level not in LOG_LEVELS:
            raise ConfigError(f"LOG_LEVEL must be DEBUG, INFO, WARNING or ERROR, not {level!r}")
        database = database_location(environ, base or project_dir())
        limits = {name: _positive(environ, name, default)
                  for name, default in (("MAX_ACTIVE_GAMES", 5), ("MAX_PENDING_TABLES", 3),
                                        ("MAX_PENDING_SEATS", 3))}
        preview = frozenset(filter(None, (name.strip().lower() for name in
                                          environ.get("PREVIEW_GAMES", "").split(","))))
        unknown = sorted(preview - set(discover()))
        if unknown:
            raise ConfigError(f"PREVIEW_GAMES names a game this bot does not have: {unknown[0]}")
        return cls(token, database, int(guild) if guild else None, level, preview,
                   limits["MAX_ACTIVE_GAMES"], limits["MAX_PENDING_TABLES"],
                   limits["MAX_PENDING_SEATS"],
                   _switch(environ, "MEMBERS_INTENT"), *_shards(environ),
                   _positive(environ, "WORKERS", default_size(), least=0, most=MAX_WORKERS),
                   _positive(environ, "REVIEW_WORKERS", 1, most=MAX_WORKERS))


SWITCH_VALUES = {"1": True, "true": True, "yes": True, "on": True,
                 "0": False, "false": False, "no": False, "off": False, "": False}


def _switch(environ: Mapping[str, str], name: str) -> bool:
    """An on/off setting (off when unset); ``ConfigError`` for anything else."""
    text = environ.get(name, "").strip().lower()
    if text not in SWITCH_VALUES:
        raise ConfigError(f"{name} must be on or off (1/0, true/false, yes/no), not {text!r}")
    return SWITCH_VALUES[text]


def _shards(environ: Mapping[str, str]) -> tuple[int | None, tuple[int, ...]]:
    """``SHARD_COUNT`` and this process's ``SHARD_IDS`` (every shard when unset);
    ``ConfigError`` names the first bad one."""
    text = environ.get("SHARD_IDS", "").strip()
    if not environ.get("SHARD_COUNT", "").strip():
        if text:
            raise ConfigError("SHARD_IDS needs SHARD_COUNT, the same number in every process")
        return None, ()
    count = _positive(environ, "SHARD_COUNT", 1)
    if not text:
        return count, tuple(range(count))
    ids = []
    for part in (part.strip() for part in text.split(",")):
        if not (part.isascii() and part.isdigit()) or int(part) >= count:
            raise ConfigError(f"SHARD_IDS must be shard numbers from 0 to {count - 1} "
                              f"separated by commas, not {text!r}")
        if int(part) in ids:
            raise ConfigError(f"SHARD_IDS names shard {int(part)} twice")
        ids.append(int(part))
    return count, tuple(sorted(ids))


def _positive(environ: Mapping[str, str], name: str, default: int | None, *,
              least: int = 1, most: int | None = None) -> int:
    """A whole number from ``least`` (to ``most``) from the environment, ``default``
    when unset or blank (no default: blank is refused too); ``ConfigError`` otherwise."""
    text = environ.get(name, "").strip()
    if not text and default is not None:
        return default
    if (not text.isascii() or not text.isdigit() or int(text) < least
            or (most is not None and int(text) > most)):
        bounds = f"of at least {least}" if most is None else f"from {least} to {most}"
        raise ConfigError(f"{name} must be a whole number {bounds}, not {text!r}")
    return int(text)


class AmytisBot(commands.Bot):
    """The bot: owns the database and the game services for its whole life."""

    def __init__(self, settings: Settings, *, database: Database | None = None,
                 clock: Clock | None = None, sweep_interval: float = 60.0,
                 **options: Any) -> None:
        intents = discord.Intents.default()  # slash commands need no privileged intent
        intents.members = settings.members_intent  # only to notice a player leaving at once
        discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False  # no voice here
        super().__init__(command_prefix=commands.when_mentioned, intents=intents,
                         help_command=None,
                         allowed_mentions=discord.AllowedMentions(everyone=False, roles=False,
                                                                  users=True),
                         **self._shard_options(settings), **options)
        self.settings = settings
        self._clock = clock
        self._sweep_interval = sweep_interval
        self.db = database
        self._owns_db = database is None  # a database handed in is closed by its owner
        self.services: Services | None = None
        self.workers: Workers | None = None
        self.review_workers: Workers | None = None
        self._announced = False
        self.games_offered: dict = {}
        """The game kinds players are offered here, by name (see ``service.registry``)."""

    @staticmethod
    def _shard_options(settings: Settings) -> dict[str, Any]:
        """One shard of several: the plain client connects just that one."""
        if settings.shard_count is None:
            return {}
        return {"shard_id": settings.shard_ids[0], "shard_count": settings.shard_count}

    async def setup_hook(self) -> None:
        if self.db is None:
            self.db = await Database.open(self.settings.database_url)
        self.workers = Workers(self.settings.workers)
        # Started on the first review: most bots never pay for an idle process.
        self.review_workers = Workers(self.settings.workers and self.settings.review_workers,
                                      nice=REVIEW_NICENESS)
        self.services = Services.create(
            self.db, clock=self._clock, sweep_interval=self._sweep_interval,
            max_active_games=self.settings.max_active_games,
            max_pending=self.settings.max_pending_tables,
            max_pending_seats=self.settings.max_pending_seats, workers=self.workers,
            review_workers=self.review_workers)
        self.games_offered = offered(self.services.games.kinds, self.settings.preview_games)
        # The workers start now, not on the first table, which would wait for them.
        await self.workers.start(drawing_modules(self.games_offered))
        await self.tree.set_translator(CatalogueTranslator())
        self.tree.on_error = self.on_app_command_error
        await self.load_extension("cogs.common")  # the lobby and /games, before any game
        for game in self.games_offered:  # each game offered brings its cog
            await self.load_extension(f"cogs.{game}")
        await self.load_extension("cogs.tournament")  # of the games registered above
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
            try:
                await self.tree.sync(guild=guild)
            except (discord.Forbidden, discord.NotFound):
                raise ConfigError(f"DEV_GUILD_ID {guild.id}: the bot is not in that server; "
                                  "invite it there or unset DEV_GUILD_ID") from None
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

    async def on_ready(self) -> None:
        """Say once who the bot is, where it plays and where its games are kept."""
        if self._announced:  # on_ready comes again after each reconnection
            return
        self._announced = True
        log.info("logged in as %s (id %s); servers: %d; database: %s", self.user,
                 self.user.id if self.user else "?", len(self.guilds),
                 self.db.where if self.db else self.settings.database_url)

    async def close(self) -> None:
        if self.services is not None:
            await self.services.sweeper.stop()
            await self.services.reviews.close()
            await self.services.replays.close()
        # The work in the pools (a computer thinking, a table drawn) ends first, while
        # the cogs and the connection it would use are still there: after the pool has
        # shut down, a computer's move would fail and log an error at every stop.
        for pool in (self.workers, self.review_workers):
            if pool is not None:
                await pool.stop()
        await super().close()
        if self.workers is not None:  # stopped above: it takes no work now, only ends
            await self.workers.close()
            self.workers = None
        if self.review_workers is not None:
            await self.review_workers.close()
            self.review_workers = None
        if self._owns_db and self.db is not None:
            await self.db.close()
            self.db = None


class ShardedAmytisBot(AmytisBot, commands.AutoShardedBot):
    """The bot connecting several shards from one process (``SHARD_IDS`` naming more
    than one, or ``SHARD_COUNT`` alone): the same bot over discord.py's sharded client."""

    @staticmethod
    def _shard_options(settings: Settings) -> dict[str, Any]:
        return {"shard_ids": list(settings.shard_ids), "shard_count": settings.shard_count}


def drawing_modules(games: Iterable[str]) -> list[str]:
    """The drawing code of the games offered (``render.<game>``, for those that draw):
    what the worker processes import as they start."""
    return [f"render.{game}" for game in games
            if importlib.util.find_spec(f"render.{game}") is not None]


def make_bot(settings: Settings, **options: Any) -> AmytisBot:
    """The bot these settings ask for: sharded when this process connects several
    shards, else the plain client (on one shard when sharding)."""
    cls = ShardedAmytisBot if len(settings.shard_ids) > 1 else AmytisBot
    return cls(settings, **options)


def _load_dotenv() -> None:
    """Read ``.env`` from the project folder into the environment (real variables win).

    One that cannot be read is a ``ConfigError``: exit status 2, which the systemd unit
    does not restart, since only the owner can fix the file.
    """
    from dotenv import load_dotenv

    path = project_dir() / ".env"
    try:
        load_dotenv(path, encoding="utf-8-sig")  # a byte-order mark is no part of a name
    except OSError as error:
        raise ConfigError(f"cannot read {path}: {error.strerror or error} (the bot's user "
                          "must be able to read it)") from None
    except ValueError:  # not UTF-8, or UTF-16 without its mark: NUL in every name
        raise ConfigError(f"{path} is not UTF-8 text (saved as UTF-16?): save it again as "
                          "UTF-8") from None


def version() -> str:
    """The bot's name and version: from ``pyproject.toml`` in a clone (nothing need be
    installed), from the installed package's metadata otherwise."""
    pyproject = Path(__file__).resolve().with_name("pyproject.toml")
    if pyproject.is_file():
        with pyproject.open("rb") as file:
            project = tomllib.load(file)["project"]
        return f"{project['name']} {project['version']}"
    try:
        return f"architects-bot {importlib.metadata.version('architects-bot')}"
    except importlib.metadata.PackageNotFoundError:  # bot.py copied alone somewhere
        return "architects-bot (version unknown: neither pyproject.toml nor installed)"


async def serve(settings: Settings) -> None:
    """Run the bot until SIGTERM or SIGINT, then stop without losing a write.

    The database is opened (and checked, and migrated) before logging in, so a bad
    file is reported at once rather than after a round trip to Discord. On a stop
    signal the bot leaves the gateway, gives the clicks in progress a moment to
    commit, then checkpoints the write-ahead log into the file and closes it.
    """
    location = settings.database_url or str(database_path())
    # One bot per SQLite file; PostgreSQL is made for several (README: Running at scale).
    with (contextlib.nullcontext() if postgres_url(location)
          else exclusive_use(Path(location))):
        database = await Database.open(location)
        bot = make_bot(settings, database=database)
        stop = asyncio.Event()
        received: list[str] = []

        def request_stop(name: str) -> None:
            received.append(name)
            stop.set()

        _on_stop_signals(request_stop)
        running = asyncio.create_task(_log_in_and_connect(bot, settings.token))
        stopping = asyncio.create_task(stop.wait())
        try:
            await asyncio.wait({running, stopping}, return_when=asyncio.FIRST_COMPLETED)
            if running.done():
                running.result()  # a failed login or a lost connection: raise it
            else:
                log.info("%s received: stopping", received[0])
                await _finish_clicks()
        finally:
            stopping.cancel()
            await bot.close()
            await _settle(running)
            await database.close()
            log.info("stopped; database checkpointed and closed: %s", database.where)


async def _finish_clicks() -> None:
    """Let the commands and clicks in progress finish, and answer, while Discord is
    still connected (a click arriving meanwhile is let through too, until the grace
    period is over)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + SHUTDOWN_GRACE
    while busy := {task for task in asyncio.all_tasks() if task.get_name().startswith(CLICK_TASKS)}:
        if loop.time() >= deadline:
            return
        await asyncio.wait(busy, timeout=deadline - loop.time())


async def _settle(running: asyncio.Task[None]) -> None:
    """Let the connection end, and what is still running finish its database writes."""
    others = asyncio.all_tasks() - {asyncio.current_task()}
    if others:
        await asyncio.wait(others, timeout=SHUTDOWN_GRACE)
    for task in others:
        if not task.done():
            task.cancel()
    if running.done() and not running.cancelled():
        running.exception()  # seen here or raised above: not "never retrieved"


async def _log_in_and_connect(bot: AmytisBot, token: str) -> None:
    # A Discord that accepts the connection but never answers must not hang start-up,
    # and the operator is told what happened: a bare TimeoutError's message is empty.
    try:
        await asyncio.wait_for(bot.login(token), LOGIN_TIMEOUT)
    except TimeoutError:
        raise TimeoutError(f"no answer within {LOGIN_TIMEOUT:g} s") from None
    await bot.connect(reconnect=True)


def _on_stop_signals(callback: Callable[[str], None]) -> None:
    """Call ``callback(signal name)`` on SIGTERM (systemd, Docker) and SIGINT (Ctrl-C)."""
    if sys.platform == "win32":  # asyncio has no signal handlers there
        return  # Ctrl-C still cancels asyncio.run, and serve's cleanup runs on the way out
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        try:
            loop.add_signal_handler(sig, callback, sig.name)
        except (RuntimeError, ValueError):
            return  # not the main thread (a test runs main in one): the same fallback


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        description="Play the architects board games on Discord. Settings come from the "
                    "environment or from .env: DISCORD_TOKEN, DATABASE_URL, DEV_GUILD_ID, "
                    "LOG_LEVEL, PREVIEW_GAMES, MAX_ACTIVE_GAMES, MAX_PENDING_TABLES, "
                    "MAX_PENDING_SEATS, MEMBERS_INTENT, WORKERS, REVIEW_WORKERS, SHARD_COUNT, "
                    "SHARD_IDS "
                    "(see README.md).",
        epilog="exit status: 0 stopped or done, 1 Discord refused or unreachable, "
               "2 a setting or argument is wrong, 3 the database cannot be used, "
               "130 a database command interrupted (Ctrl-C)")
    parser.add_argument("--version", action="version", version=version())
    subcommands = parser.add_subparsers(dest="command", metavar="COMMAND")
    subcommands.add_parser("run", help="run the bot until SIGTERM or Ctrl-C (the default)")
    saving = subcommands.add_parser("backup", help="copy the database, safe while the bot runs")
    saving.add_argument("path", help="the copy's file, or a folder to put a dated copy in "
                                     "(an existing one, or a path ending in /, made if need be)")
    saving.add_argument("--keep", metavar="N",
                        help="into a folder: then remove its dated backups but the newest N")
    putting = subcommands.add_parser(
        "restore", help="replace the database with a backup (stop the bot first)")
    putting.add_argument("path", type=Path, help="the backup file")
    subcommands.add_parser("migrate", help="check the database and apply new migrations")
    copying = subcommands.add_parser(
        "copy-to", help="copy the SQLite database into an empty PostgreSQL one (stop the bot "
                        "first)")
    copying.add_argument("url", help="the PostgreSQL database, postgresql://user@host/name")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """The command line: run the bot or manage its database; answer the exit status."""
    try:
        args = _parser().parse_args(argv)
    except SystemExit as done:  # --help (0) or a wrong argument (2)
        return int(done.code or 0)
    try:
        _load_dotenv()
        return _command(args)
    except ConfigError as error:
        return _fail(error, EXIT_CONFIG)
    except (DatabaseUnavailable, MigrationError) as error:
        return _fail(error, EXIT_DATABASE)
    except KeyboardInterrupt:  # the database commands: nothing is left half-written
        return _fail(INTERRUPTED.get(args.command, "interrupted"), EXIT_INTERRUPTED)


def _command(args: argparse.Namespace) -> int:
    """Run the command ``args`` name; answer the exit status."""
    if args.command in (None, "run"):
        return _run(Settings.from_environ(os.environ))
    if args.command == "migrate" and postgres_url(os.environ.get("DATABASE_URL", "")):
        database = asyncio.run(_migrate(os.environ["DATABASE_URL"]))
        print(f"migrated {database}")
        return 0
    path = database_file(os.environ, project_dir())
    if args.command == "backup":
        keep = (None if args.keep is None else  # an empty N is no number, not "keep none"
                _positive({"--keep": args.keep}, "--keep", None))
        try:
            snapshot = backup(path, Path(args.path).absolute(), keep=keep,
                              folder=args.path.endswith(("/", os.sep)))  # Path drops the "/"
        except ValueError as error:  # --keep with a file name
            raise ConfigError(str(error)) from None
        print(f"backed up to {snapshot}")
    elif args.command == "restore":
        if not args.path.is_file():  # a wrong argument (2), not an unusable database (3)
            raise ConfigError(f"{args.path.absolute()} does not exist or is not a file: "
                              "name a backup file")
        print(f"restored {restore(args.path.absolute(), path)}")
    elif args.command == "copy-to":
        if not postgres_url(args.url):
            raise ConfigError(f"copy-to needs a postgresql:// URL, not {redacted(args.url)!r}")
        with exclusive_use(path):  # no game may move while it is being copied
            print(asyncio.run(_copy(str(path), args.url)))
    else:
        with exclusive_use(path):
            asyncio.run(_migrate(str(path)))
        print(f"migrated {describe(path)}")
    return 0


async def _copy(source_path: str, target_url: str) -> str:
    """Copy the SQLite file into PostgreSQL; answer what was copied where."""
    source = await Database.open(source_path)
    try:
        target = await Database.open(target_url)
        try:
            report = await copy_database(source, target)
        finally:
            await target.close()
    finally:
        await source.close()
    return f"copied {report} from {source.where} to {target.where}"


async def _migrate(location: str) -> str:
    """Open (so migrate) the database and close it; answer where it is."""
    database = await Database.open(location)
    await database.close()
    return database.where


def _run(settings: Settings) -> int:
    _set_up_logging(settings.log_level)
    try:
        asyncio.run(serve(settings))
    except KeyboardInterrupt:
        pass  # Ctrl-C where signal handlers are unavailable; serve has cleaned up
    except discord.LoginFailure:
        return _fail("Discord rejected DISCORD_TOKEN: copy the bot token again from the "
                     "developer portal (Bot > Reset Token)", EXIT_DISCORD)
    except (aiohttp.ClientError, TimeoutError, discord.DiscordServerError) as error:
        return _fail(f"cannot reach Discord: {str(error) or type(error).__name__}; check the "
                     "network, then start the bot again", EXIT_DISCORD)
    except discord.PrivilegedIntentsRequired:
        return _fail("MEMBERS_INTENT is on, but Discord refused the Server Members intent: "
                     "enable it in the developer portal (Bot > Privileged Gateway Intents) "
                     "or set MEMBERS_INTENT=off", EXIT_CONFIG)
    except (discord.ConnectionClosed, discord.GatewayNotFound) as error:
        return _fail(f"Discord closed the connection: {error}", EXIT_DISCORD)
    return 0


def _set_up_logging(level: str) -> None:
    """Log to standard error, in colour only for a person at a terminal who has not set
    ``NO_COLOR`` (no-color.org). Left to itself, discord.py colours whatever runs in
    Docker, so journald and log files got escape codes."""
    handler = logging.StreamHandler()
    options: dict[str, Any] = {}
    if not handler.stream.isatty() or os.environ.get("NO_COLOR"):
        options["formatter"] = logging.Formatter(LOG_FORMAT, "%Y-%m-%d %H:%M:%S", style="{")
    discord.utils.setup_logging(handler=handler, level=logging.getLevelName(level), root=True,
                                **options)


def _fail(error: object, status: int) -> int:
    print(f"architects-bot: {error}", file=sys.stderr)
    return status


if __name__ == "__main__":
    sys.exit(main())
