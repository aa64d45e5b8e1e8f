"""One bot per database: a lock file beside it, held for as long as the bot runs.

Two bots on one file would both answer every click, and a restore under a running
bot would be overwritten by its next move. The lock is an advisory ``flock`` on
``<database>.lock``: the kernel releases it when the process ends, however it ends,
so a crash never leaves a stale lock behind.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from store.database import DatabaseUnavailable, prepare_folder

try:
    import fcntl
except ImportError:  # Windows: no flock; the bot then runs without this guard
    fcntl = None  # type: ignore[assignment]


class DatabaseInUse(DatabaseUnavailable):
    """Another process (a running bot, a restore) is using the database."""


@contextmanager
def exclusive_use(path: Path) -> Iterator[None]:
    """Hold the database's lock for the block; raise ``DatabaseInUse`` if it is taken."""
    prepare_folder(path)
    lock_path = path.with_name(path.name + ".lock")
    try:
        descriptor = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError as error:
        raise DatabaseUnavailable(f"cannot create {lock_path}: {error.strerror}") from None
    try:
        if fcntl is not None:
            try:
                fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                raise DatabaseInUse(f"{path} is in use by another architects-bot process: "
                                    "stop it first") from None
        yield
    finally:
        os.close(descriptor)
