"""What the bot benchmarks share: the real bot on a fresh database against the
local Discord emulator, and the percentile their figures are read with.

The scripts put the repository and ``tests/bot`` on ``sys.path`` before importing
this file (it sits beside them).
"""

from __future__ import annotations

import tempfile
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from bot_harness import BotRunner

from service import ManualClock
from tests.discord_emulator import DiscordEmulator


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


@asynccontextmanager
async def emulated_bot(workers: int = 0) -> AsyncIterator[tuple[DiscordEmulator, Any, BotRunner]]:
    """The emulator, its populated cast and a started bot on a temporary database
    (with ``workers`` worker processes); the bot is stopped when the benchmark's
    block ends without an error."""
    async with DiscordEmulator() as emu:
        cast = await emu.populate()
        with tempfile.TemporaryDirectory() as folder:
            runner = BotRunner(emu, str(Path(folder) / "bench.db"), ManualClock(), workers=workers)
            await runner.start()
            yield emu, cast, runner
            await runner.stop()
