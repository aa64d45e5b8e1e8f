"""The time, injectable: the service asks a clock, tests move one by hand."""

from __future__ import annotations

import time
from typing import Protocol


class Clock(Protocol):
    """Anything that tells the current time in unix seconds."""

    def now(self) -> float:
        """Seconds since the epoch, UTC."""
        ...


class SystemClock:
    """The real wall clock; stored times must survive a restart, so no monotonic clock."""

    def now(self) -> float:
        """Seconds since the epoch, UTC."""
        return time.time()


class ManualClock:
    """A clock that moves only when told, for tests and the benchmark."""

    def __init__(self, start: float = 1_700_000_000.0):
        self._now = start

    def now(self) -> float:
        """The time last set."""
        return self._now

    def advance(self, seconds: float) -> None:
        """Move the clock forward by `seconds`."""
        if seconds < 0:
            raise ValueError("a clock does not go backwards")
        self._now += seconds
