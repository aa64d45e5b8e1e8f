"""CPU work off the event loop: table images and the computer's search.

Threads share Python's global lock with the event loop, so a computer thinking for
a second in a thread slows every other click's answer. Worker processes do not:
the bot keeps one small pool for its whole life (``WORKERS`` processes) and sends it
module-level functions with picklable arguments (engine games, public views,
names), which come back as moves or PNG bytes.

With no worker processes (``WORKERS=0``) the same calls run in one thread of this
process, as before the pool existed: the test suite starts hundreds of bots and
would otherwise pay a process start-up for each.

A worker that dies (killed by the system for memory, say) breaks the whole pool;
the pool is then made again and the work sent once more. The work is pure (the
same arguments give the same answer), so running it twice changes nothing, and
nothing was stored yet, so a game never loses a move it has not made.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import threading
import time
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

log = logging.getLogger(__name__)

T = TypeVar("T")


def default_size() -> int:
    """Two processes, or one on a single-core machine: the work is short and rare
    enough that more would only take memory from the machine."""
    return min(2, os.cpu_count() or 1)


def _end_with_parent(parent: int) -> None:
    """In a worker: exit once the bot's process is gone (killed with SIGKILL, say),
    rather than linger holding its output pipes and memory."""

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(0)

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


class WorkerCrashed(Exception):
    """A worker process died twice running the same work; nothing was stored."""


class Workers:
    """The bot's pool of worker processes (or its one worker thread, with size 0)."""

    def __init__(self, size: int = 0) -> None:
        if size < 0:
            raise ValueError(f"workers must be 0 or more, not {size}")
        self.size = size
        self._executor = self._make()
        self._retired: Executor | None = None

    def _make(self) -> Executor:
        if self.size == 0:
            # One thread: drawing and searching hold the global lock, so more
            # threads would only starve the event loop further.
            return ThreadPoolExecutor(max_workers=1, thread_name_prefix="worker")
        # "spawn", not fork: the bot's process has threads (the database driver's)
        # whose locks a forked child could inherit held.
        return ProcessPoolExecutor(max_workers=self.size,
                                   mp_context=multiprocessing.get_context("spawn"),
                                   initializer=_end_with_parent, initargs=(os.getpid(),))

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        """``fn(*args)`` in a worker; once more in a new pool if a worker died.

        ``fn`` must be a module-level function and ``args`` picklable when the
        pool has processes.
        """
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._executor, fn, *args)
        except BrokenProcessPool:
            log.warning("a worker process died running %s: pool restarted, work sent again",
                        getattr(fn, "__qualname__", fn))
            self._restart()
        try:
            return await loop.run_in_executor(self._executor, fn, *args)
        except BrokenProcessPool:
            self._restart()  # ready for the next work, which may well succeed
            raise WorkerCrashed(f"a worker process died twice running "
                                f"{getattr(fn, '__qualname__', fn)}") from None

    def _restart(self) -> None:
        broken = self._executor
        if isinstance(broken, ProcessPoolExecutor) and getattr(broken, "_broken", False):
            # Another caller may already have restarted it: only a broken one is replaced.
            broken.shutdown(wait=False, cancel_futures=True)
            # Kept until the next restart: collecting a pool while its manager thread
            # still closes its pipes makes Python 3.11 write to a closed pipe.
            self._retired = broken
            self._executor = self._make()

    def pids(self) -> list[int]:
        """The worker processes running now (none with threads or before the first work)."""
        processes = getattr(self._executor, "_processes", None) or {}
        return list(processes)

    async def close(self) -> None:
        """Stop the workers once the work they hold is done; work still queued is
        dropped (the bot is stopping, and nothing of it was stored)."""
        try:
            await asyncio.to_thread(self._executor.shutdown, wait=True, cancel_futures=True)
        except OSError as error:
            # Python 3.11's pool can close its result pipe from its manager thread
            # while shutdown closes it too ("Bad file descriptor"): the workers have
            # ended either way, so stopping goes on.
            log.debug("worker pool already closed its pipes: %s", error)
