"""Whether every game can go on after the bot is killed at random moments (a check too).

    python bench/crash_recovery.py [--backend sqlite|postgres|both] [--games 10]
        [--rounds 8] [--seed 1] [--postgres-url URL] [--log FILE]

The repeatable version of a tester's run. The real bot runs in its own process
(``tests/bot/emulated_bot.py``) against the local Discord emulator, which runs in
this one. ``--games`` two-player games are started, half Amytis (a challenge,
accepted) and half Akropolis (a table of two, joined and started), each between two
people who play nothing else, so nobody reaches the limit of active games. All of
them are then played at once, with button clicks as fast as the bot answers. After
a random (seeded) 0.5-4 s the bot is SIGKILLed, with its worker processes, as the
kernel's OOM killer or systemd's last resort would, and started again on the same
database; ``--rounds`` times. A click made while the bot is down, or refused, is made
again once it is back, from the thread's newest controls, as people do.

A kill can fall anywhere between a stored move and the message that records its
table. A game whose last table is never posted is stuck: nobody holds the buttons
to play on, so the goal figure is "all games can go on". After the last restart the
bot has 10 s to post what it owes; then a game can go on if it ended in the
database with its final message posted, or if it is active, its thread holds exactly
one message with live turn controls, that message names the player the database has
to move, and a whole turn played with those controls brings the next table within
30 s. Games whose thread holds two or more messages with live controls (a table
posted twice) are counted apart, and the moves stored are shown beside the moves the
players saw acknowledged (their last click answered with the move's narration).

Prints, per backend, the rounds, the kills, the games, how many can go on, how many
have duplicate live controls, the moves stored and the wall time, with what each
stuck game's thread held and the bot's log lines about it. Exits with 1 unless every
game can go on and none has duplicate controls. PostgreSQL is the empty database
``--postgres-url`` names, or else a throwaway cluster (``bench/postgres_server.py``).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import math
import os
import random
import re
import signal
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "bot"))

from bot_harness import MENTION, answered, ids_of, public_post  # noqa: E402

from bench.postgres_server import ServerUnavailable, throwaway_server  # noqa: E402
from service import Services  # noqa: E402
from store.database import Database, DatabaseUnavailable  # noqa: E402
from tests.discord_emulator import (  # noqa: E402
    Cast,
    Channel,
    DiscordEmulator,
    Message,
    User,
    UserActionRefused,
)

LAUNCHER = ROOT / "tests" / "bot" / "emulated_bot.py"
KINDS = ("amytis", "akropolis")
PLAY = (0.5, 4.0)
"""Seconds the games are played between two kills (uniform, from the seed)."""
GRACE = 10.0
"""Seconds the last bot has to post what it owes before the games are judged."""
TURN_LIMIT = 30.0
"""Seconds a judged turn has to bring its next table."""
ANSWER = 10.0
"""Seconds a click, or the next controls, are waited for before looking again."""
PAUSE = 0.25
"""Seconds before looking again after a refusal or a timeout."""
START_UP = 60.0
"""Seconds a bot process has to log in."""
COLOUR = re.compile(r"\x1b\[[0-9;]*m")
"""The terminal colour codes of a log line."""

MOVES = {
    "amytis": ("favor", "confirm", "palace", "cell", "stack"),
    "akropolis": ("confirm", "spot", "take"),
}
"""The components that play a turn, by game, the latest step of a turn first: a
message shows one step, and its controls are those of the first action found."""
ENDS_TURN = frozenset({"confirm", "favor"})

RETRIED = (TimeoutError, RuntimeError, UserActionRefused)
"""What a click meets while the bot is down or has moved on: no answer in time, no
bot connected to the emulator (its RuntimeError), or a component gone meanwhile."""


def turn_controls(kind: str, message: Message) -> list[str]:
    """The enabled ids of ``message`` for the step of a turn it shows (none: not live)."""
    for action in MOVES[kind]:
        found = ids_of(message, f"{kind}:{action}:")
        if found:
            return found
    return []


@dataclass
class Game:
    """One game's thread, its two players, and the moves they saw acknowledged."""

    kind: str
    thread: Channel
    players: dict[int, User]
    rng: random.Random
    acknowledged: int = 0

    def live(self, emu: DiscordEmulator) -> list[Message]:
        """The thread's messages whose controls play a turn, oldest first."""
        return [m for m in emu.messages(self.thread) if turn_controls(self.kind, m)]

    def controls(self, emu: DiscordEmulator) -> Message | None:
        """The newest message with live controls, as a player would scroll to."""
        live = self.live(emu)
        return live[-1] if live else None

    def table_after(self, emu: DiscordEmulator, message_id: int) -> Message | None:
        """The first table image of this game posted after ``message_id``."""
        for message in emu.messages(self.thread):
            if message.id > message_id and any(
                    a.filename.startswith(f"{self.kind}-") for a in message.attachments):
                return message
        return None

    def mover(self, message: Message) -> User | None:
        """The player the controls are for: the message's last mention."""
        mentions = MENTION.findall(message.content)
        return self.players.get(int(mentions[-1])) if mentions else None


async def play_step(emu: DiscordEmulator, game: Game, message: Message) -> None:
    """Use a control of the step ``message`` shows, as the player it names; count the
    move acknowledged when its turn-ending click leaves the message without controls."""
    player, controls = game.mover(message), turn_controls(game.kind, message)
    if player is None:  # named no player of this game: wait before looking again
        await asyncio.sleep(PAUSE)
        return
    custom_id = controls[game.rng.randrange(len(controls))]
    component = message.component(custom_id)
    if component["type"] == 2:
        interaction = await emu.click(player, message, custom_id)
    else:
        options = component["options"]
        value = options[game.rng.randrange(len(options))]["value"]
        interaction = await emu.select(player, message, custom_id, [value])
    await interaction.response(ANSWER)
    answer = await interaction.settled(ANSWER)
    if answer.ephemeral:  # refused (a stale step, a turn already played): look again
        await asyncio.sleep(PAUSE)
    elif custom_id.split(":")[1] in ENDS_TURN and not turn_controls(game.kind, message):
        game.acknowledged += 1


async def play_turn(emu: DiscordEmulator, game: Game, bot_up: asyncio.Event,
                    within: float = math.inf) -> Message:
    """Play a whole turn from the thread's live controls, looking again after every
    refusal or timeout; the next table once posted (``TimeoutError`` after ``within``)."""
    last = emu.messages(game.thread)[-1].id
    deadline = time.monotonic() + within
    while (table := game.table_after(emu, last)) is None:
        if time.monotonic() > deadline:
            raise TimeoutError(f"no table after message {last} in {within:.0f} s")
        try:
            message = await emu.wait_for(lambda: game.controls(emu), ANSWER)
            await play_step(emu, game, message)
        except RETRIED:
            await asyncio.sleep(PAUSE)
            await bot_up.wait()
    return table


async def drive(emu: DiscordEmulator, game: Game, bot_up: asyncio.Event) -> None:
    """Play the game turn after turn until cancelled (an ended game only waits)."""
    while True:
        await bot_up.wait()
        await play_turn(emu, game, bot_up)


class BotProcess:
    """The real bot in its own process group, its stderr read line by line."""

    def __init__(self, process: asyncio.subprocess.Process, log: list[str]) -> None:
        self.process = process
        self.log = log
        self.logged_in = False
        self._read = asyncio.Event()
        self._reader = asyncio.create_task(self._read_stderr())

    @classmethod
    async def start(cls, emu: DiscordEmulator, database: str, log: list[str]) -> BotProcess:
        """Start a bot on ``database`` and return once it has logged in."""
        environ = {**os.environ, "DISCORD_TOKEN": emu.token, "DATABASE_URL": database,
                   "DEV_GUILD_ID": "", "LOG_LEVEL": "INFO", "NO_COLOR": "1"}
        process = await asyncio.create_subprocess_exec(
            sys.executable, str(LAUNCHER), str(emu.port), cwd=ROOT, env=environ,
            stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.PIPE,
            start_new_session=True, limit=2**20)
        log.append(f"--- bot process {process.pid} ---")
        bot = cls(process, log)
        try:
            await asyncio.wait_for(bot._read.wait(), START_UP)
            if not bot.logged_in:
                raise RuntimeError("the bot stopped before logging in:\n"
                                   + "\n".join(log[-10:]))
        except BaseException:  # cancelled too (Ctrl-C, SIGTERM): never leave it running
            await bot.kill()
            raise
        return bot

    async def _read_stderr(self) -> None:
        # Read to the end whatever happens, so the pipe never fills and blocks the bot.
        assert self.process.stderr is not None
        async for raw in self.process.stderr:
            # discord.py colours its log inside Docker even on a pipe: plain text here.
            self.log.append(COLOUR.sub("", raw.decode(errors="replace").rstrip("\n")))
            if "logged in as" in self.log[-1]:
                self.logged_in = True
                self._read.set()
        self._read.set()

    async def kill(self) -> bool:
        """SIGKILL the bot and its workers; False when it had already exited."""
        # The group is the session the bot was started in: only it and its workers.
        alive = self.process.returncode is None
        if alive:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.process.pid, signal.SIGKILL)
        await self.process.wait()
        await self._reader
        return alive


async def open_game(emu: DiscordEmulator, cast: Cast, kind: str, pair: list[User],
                    rng: random.Random) -> Game:
    """The first player invites the second; the game's thread once its first table is out."""
    first, second = pair
    before = len(emu.threads)
    if kind == "amytis":
        challenge = await public_post(await emu.slash(
            first, cast.channel, "amytis", subcommand="challenge", options={"opponent": second}))
        await answered(await emu.click(second, challenge, ids_of(challenge, "amytis:accept:")[0]))
    else:
        table = await public_post(await emu.slash(
            first, cast.channel, "akropolis", subcommand="open", options={"seats": 2}))
        await answered(await emu.click(second, table, ids_of(table, "lobby:join:")[0]))
        await answered(await emu.click(first, table, ids_of(table, "lobby:start:")[0]))
    thread = await emu.wait_for(lambda: len(emu.threads) > before and emu.threads[before], 30)
    game = Game(kind, thread, {first.id: first, second.id: second}, rng)
    await emu.wait_for(lambda: game.controls(emu), 30)
    return game


@dataclass
class Verdict:
    """Whether one game can go on, judged after the last restart."""

    game: Game
    game_id: int
    stored: int
    """Moves stored: the game's turn in the database before the judged turn."""
    ended: bool
    """Whether the game had ended in the database when judged."""
    live: int
    """Messages of the thread with live turn controls."""
    held: list[str]
    """The thread's messages when judged, one line each."""
    stuck: str | None
    """Why the game cannot go on; None when it can."""


def summary(kind: str, message: Message) -> str:
    """One message as a line: its id, images, live controls and last line of text."""
    images = ",".join(a.filename for a in message.attachments) or "-"
    controls = ",".join(turn_controls(kind, message)) or "-"
    text = message.content.splitlines()[-1][:80] if message.content else ""
    return f"message {message.id}: images {images}; live {controls}; {text!r}"


async def judge(emu: DiscordEmulator, game: Game, services: Services,
                bot_up: asyncio.Event) -> Verdict:
    """Whether ``game`` can go on (see the module's docstring)."""
    row = await services.games.latest_in_channel(game.thread.id)
    live = game.live(emu)
    held = [summary(game.kind, m) for m in emu.messages(game.thread)]

    def verdict(stuck: str | None = None) -> Verdict:
        return Verdict(game, row.id, row.turn, not row.is_active, len(live), held, stuck)

    if not row.is_active:
        shown = any(m.id == row.table_message_id for m in emu.messages(game.thread))
        owed = await services.games.deliveries.get(row.id)
        if owed is not None or not shown:
            return verdict(f"{row.status}, its final message not posted (owed: {owed})")
        return verdict()
    if len(live) != 1:
        return verdict(f"{len(live)} messages with live controls")
    named, to_move = game.mover(live[0]), row.user_at(row.to_move)
    if named is None or named.id != to_move:
        return verdict(f"the controls name {named and named.id}, the database has "
                       f"{to_move} to move")
    try:
        await play_turn(emu, game, bot_up, TURN_LIMIT)
    except TimeoutError as error:
        return verdict(f"a turn played with its controls: {error}")
    after = await services.games.get(row.id)
    if after.is_active and after.turn <= row.turn:
        return verdict(f"a table came, but the database is still at turn {after.turn}")
    return verdict()


async def judge_all(emu: DiscordEmulator, games: list[Game], database: str,
                    bot_up: asyncio.Event) -> list[Verdict]:
    """Judge the games one after another, reading the database beside the bot."""
    db = await Database.open(database)
    services = Services.create(db)
    try:
        return [await judge(emu, game, services, bot_up) for game in games]
    finally:
        await services.workers.close()
        await db.close()


@dataclass
class Outcome:
    """What one backend's run saw."""

    backend: str
    rounds: int
    kills: int
    verdicts: list[Verdict]
    acknowledged: int
    seconds: float
    log: list[str]
    """Every bot process's stderr, one after another."""

    @property
    def passed(self) -> bool:
        """Every game can go on, and none has two messages with live controls."""
        return all(v.stuck is None and v.live < 2 for v in self.verdicts)


async def stop(tasks: list[asyncio.Task[None]]) -> None:
    """Cancel the tasks and wait until they have ended."""
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)


async def run(backend: str, database: str, args: argparse.Namespace) -> Outcome:
    """Start the games, kill and restart the bot ``args.rounds`` times, judge the games."""
    started = time.monotonic()
    rng = random.Random(args.seed)
    log: list[str] = []
    print(f"\n{backend}: {args.games} games, {args.rounds} rounds", flush=True)
    async with DiscordEmulator() as emu:
        cast = await emu.populate()
        people = [await emu.create_user(f"player{n}", guild=cast.guild)
                  for n in range(2 * args.games)]
        bot = await BotProcess.start(emu, database, log)
        bot_up, drivers, kills = asyncio.Event(), [], 0
        try:
            games = [await open_game(emu, cast, KINDS[n % 2], people[2 * n:2 * n + 2],
                                     random.Random(args.seed * 1000 + n))
                     for n in range(args.games)]
            bot_up.set()
            drivers = [asyncio.create_task(drive(emu, game, bot_up)) for game in games]
            for number in range(1, args.rounds + 1):
                played = rng.uniform(*PLAY)
                await asyncio.sleep(played)
                bot_up.clear()
                kills += await bot.kill()
                if number == args.rounds:  # the last bot is judged on what it owes alone
                    await stop(drivers)
                killed = time.monotonic()
                bot = await BotProcess.start(emu, database, log)
                bot_up.set()
                print(f"  round {number}: killed after {played:.1f} s of play, "
                      f"logged in again {time.monotonic() - killed:.1f} s later", flush=True)
            await asyncio.sleep(GRACE)
            acknowledged = sum(game.acknowledged for game in games)
            verdicts = await judge_all(emu, games, database, bot_up)
        finally:
            await stop(drivers)
            await bot.kill()
    return Outcome(backend, args.rounds, kills, verdicts, acknowledged,
                   time.monotonic() - started, log)


def report(outcome: Outcome) -> None:
    """The figures of one backend, then what each stuck game's thread held."""
    verdicts = outcome.verdicts
    able = sum(v.stuck is None for v in verdicts)
    kinds = ", ".join(f"{sum(v.game.kind == k for v in verdicts)} {k}" for k in KINDS)
    print(f"{outcome.backend}: {outcome.rounds} rounds, {outcome.kills} kills, "
          f"{len(verdicts)} games ({kinds})")
    print(f"  able to go on:            {able}/{len(verdicts)} "
          f"({sum(v.ended for v in verdicts)} had ended)")
    print(f"  duplicate live controls:  {sum(v.live >= 2 for v in verdicts)} games")
    print(f"  moves stored:             {sum(v.stored for v in verdicts)} "
          f"(acknowledged to the players: {outcome.acknowledged})")
    print(f"  wall time:                {outcome.seconds:.1f} s")
    for verdict in verdicts:
        if verdict.stuck is not None or verdict.live >= 2:
            print(f"  game {verdict.game_id} ({verdict.game.kind}, thread "
                  f"{verdict.game.thread.id}): {verdict.stuck or 'can go on'}")
            for line in verdict.held:
                print(f"    {line}")
            for line in outcome.log:
                if f"game {verdict.game_id}:" in line:
                    print(f"    log: {line}")


def quiet_cut_requests() -> None:
    """Keep the emulator from logging, as its own error, a request cut off half way:
    a bot killed while it sends one does that on purpose here."""
    def keep(record: logging.LogRecord) -> bool:
        return not (record.exc_info and isinstance(record.exc_info[1], ConnectionResetError))

    logging.getLogger("tests.discord_emulator.server").addFilter(keep)


@contextlib.contextmanager
def postgres(url: str | None) -> Iterator[str]:
    """The database ``url`` names, or else a throwaway server's."""
    if url:
        yield url
        return
    with throwaway_server() as started:
        yield started


async def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--backend", choices=["sqlite", "postgres", "both"], default="both")
    parser.add_argument("--games", type=int, default=10, help="two-player games played at once")
    parser.add_argument("--rounds", type=int, default=8, help="kills and restarts of the bot")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--postgres-url", help="an empty PostgreSQL database to use (default: "
                                               "a throwaway PostgreSQL 15 cluster)")
    parser.add_argument("--log", type=Path, help="write every bot process's stderr here")
    args = parser.parse_args()
    if args.games < 1 or args.rounds < 1:
        parser.error("--games and --rounds must be at least 1")
    quiet_cut_requests()

    outcomes = []
    with contextlib.ExitStack() as stack:
        # The server first: if it cannot start, say so before anything is played.
        url = (stack.enter_context(postgres(args.postgres_url))
               if args.backend in ("postgres", "both") else None)
        if args.backend in ("sqlite", "both"):
            folder = stack.enter_context(tempfile.TemporaryDirectory(prefix="amytis-crash-"))
            outcomes.append(await run("SQLite", str(Path(folder) / "amytis.db"), args))
        if url is not None:
            outcomes.append(await run("PostgreSQL", url, args))
    print()
    for outcome in outcomes:
        report(outcome)
    if args.log is not None:
        args.log.write_text("".join(f"[{o.backend}] {line}\n" for o in outcomes
                                    for line in o.log))
    return 0 if all(outcome.passed for outcome in outcomes) else 1


def _stop_on_sigterm() -> None:
    # SIGTERM ends the run through its finally blocks, which kill the bot's process
    # group (started in a session of its own, so no terminal signal reaches it).
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))


if __name__ == "__main__":
    _stop_on_sigterm()
    try:
        raise SystemExit(asyncio.run(main()))
    except ServerUnavailable as error:
        raise SystemExit(f"PostgreSQL could not be started: {error}") from None
    except DatabaseUnavailable as error:
        raise SystemExit(str(error)) from None
