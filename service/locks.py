"""One asyncio lock per key (a game id), alive only while someone uses it."""

from __future__ import annotations

import asyncio
import weakref
from collections.abc import Hashable


class KeyedLocks:
    """Serialise coroutines working on the same key inside one process.

    The locks live in a weak dictionary: a lock disappears once no coroutine holds
    or waits on it, so thousands of finished games leave nothing behind.
    """

    def __init__(self) -> None:
        self._locks: weakref.WeakValueDictionary[Hashable, asyncio.Lock] = (
            weakref.WeakValueDictionary()
        )

    def __call__(self, key: Hashable) -> asyncio.Lock:
        """The lock of `key`, shared by everyone asking while it is in use."""
        lock = self._locks.get(key)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[key] = lock
        return lock
