"""CPU work off the event loop: table images and the computer's search.

Threads share Python's global lock with the event loop, so a computer thinking for
a second in a thread slows every other click's answer. Worker processes do not:
the bot keeps one small pool for its whole life (``WORKERS`` processes) and sends it
module-level functions with picklable arguments (engine games, public views,
names), which come back as moves or PNG bytes.

With no worker processes (``WORKERS=0``) the same calls run in one thread of this
process, as before the pool existed: the test suite starts hundreds of bots and
would otherwise pay a process start-up for each.

The processes start with the bot (``start``), each importing the modules it will
draw with, so the first table is as quick as the others: started on first use, the
first image waited about two seconds for a process to start and import them.

A worker that dies (killed by the system for memory, say) breaks the whole pool;
the pool is then made again and the work sent once more. The work is pure (the
same arguments give the same answer), so running it twice changes nothing, and
nothing was stored yet, so a game never loses a move it has not made.

Stopping comes in order (``stop``, then ``close``): first the work still awaited is
cancelled and no new work is taken, so a computer thinking when the bot stops ends
quietly, its move not stored, and is played again after the restart; only then does
the pool shut down. Work sent after the pool had shut down used to fail with
"cannot schedule new futures after shutdown", logged as an error at every stop.
"""

from __future__ import annotations

import asyncio
import importlib
import logging
import multiprocessing
import os
import sys
import threading
import time
from collections.abc import Callable, Iterable
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


def _start_worker(parent: int, modules: tuple[str, ...], nice: int = 0) -> None:
    """In a new worker: end with the bot, yield the processor to the bot and the
    other workers by ``nice``, and import what its work will need."""
    _end_with_parent(parent)
    if nice:
        os.nice(nice)
    for name in modules:
        importlib.import_module(name)


def _import_all(modules: tuple[str, ...]) -> None:
    for name in modules:
        importlib.import_module(name)


def _started() -> int:
    return os.getpid()


def loaded(module: str) -> bool:
    """Whether ``module`` is imported in the process that runs this (run in a worker,
    it tells whether the worker was warmed up)."""
    return module in sys.modules


class WorkerCrashed(Exception):
    """A worker process died twice running the same work; nothing was stored."""


class Workers:
    """The bot's pool of worker processes (or its one worker thread, with size 0).

    ``nice`` lowers the processes' priority: the pool of long reviews runs niced, so
    the clicks and table images of the main pool keep the processor first.
    """

    def __init__(self, size: int = 0, *, nice: int = 0) -> None:
        if size < 0:
            raise ValueError(f"workers must be 0 or more, not {size}")
        self.size = size
        self.nice = nice
        self._modules: tuple[str, ...] = ()
        self._executor = self._make()
        self._retired: Executor | None = None
        self._callers: set[asyncio.Task[Any]] = set()
        """The tasks awaiting a work now: ``stop`` cancels them."""
        self._stopping = False

    async def start(self, modules: Iterable[str] = ()) -> None:
        """Start every worker process now, each importing ``modules`` (the drawing
        code of the games offered), rather than on the first work; before any work.
        With threads the modules are imported here, off the event loop."""
        self._modules = tuple(modules)
        loop = asyncio.get_running_loop()
        if self.size == 0:
            await loop.run_in_executor(self._executor, _import_all, self._modules)
            return
        if not self.pids():  # a pool made before the modules were known: made again
            self._executor.shutdown(wait=False)
            self._executor = self._make()
        # Each work sent to a pool with no idle process starts one more process.
        await asyncio.gather(*(loop.run_in_executor(self._executor, _started)
                               for _ in range(self.size)))
        log.info("%d worker processes started", len(self.pids()))

    def _make(self) -> Executor:
        if self.size == 0:
            # One thread: drawing and searching hold the global lock, so more
            # threads would only starve the event loop further.
            return ThreadPoolExecutor(max_workers=1, thread_name_prefix="worker")
        # "spawn", not fork: the bot's process has threads (the database driver's)
        # whose locks a forked child could inherit held.
        return ProcessPoolExecutor(max_workers=self.size,
                                   mp_context=multiprocessing.get_context("spawn"),
                                   initializer=_start_worker,
                                   initargs=(os.getpid(), self._modules, self.nice))

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        """``fn(*args)`` in a worker; once more in a new pool if a worker died.

        ``fn`` must be a module-level function and ``args`` picklable when the
        pool has processes. Once the pool is stopping, the caller is cancelled instead
        (``asyncio.CancelledError``): the bot is stopping, and so is that work.
        """
        if self._stopping:
            raise asyncio.CancelledError(f"workers stopping: {getattr(fn, '__qualname__', fn)} "
                                         "not started")
        caller = asyncio.current_task()
        if caller is not None:
            self._callers.add(caller)
        try:
            return await self._run(fn, *args)
        finally:
            self._callers.discard(caller)  # type: ignore[arg-type]

    async def _run(self, fn: Callable[..., T], *args: Any) -> T:
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

    async def stop(self, grace: float = 5.0) -> None:
        """Take no new work, cancel the tasks awaiting work (a computer thinking, a
        table being drawn: nothing of it is stored yet), and give them ``grace``
        seconds to end; before ``close``, while what they would use is still there."""
        self._stopping = True
        callers = self._callers - {asyncio.current_task()}
        for task in callers:
            task.cancel()
        if callers:
            await asyncio.wait(callers, timeout=grace)

    async def close(self) -> None:
        """Stop the workers once the work they hold is done; work still queued is
        dropped (the bot is stopping, and nothing of it was stored)."""
        await self.stop()
        try:
            await asyncio.to_thread(self._executor.shutdown, wait=True, cancel_futures=True)
        except OSError as error:
            # Python 3.11's pool can close its result pipe from its manager thread
            # while shutdown closes it too ("Bad file descriptor"): the workers have
            # ended either way, so stopping goes on.
            log.debug("worker pool already closed its pipes: %s", error)
