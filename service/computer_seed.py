"""The computer player's randomness: its own secret, not the deal's.

The deal seed fixes the hidden tiles and the deck order; a computer seed derived
from it would let anyone who learns one of the computer's seeds (or its choices)
work back to the deal. So each game draws a separate secret from the operating
system when it is created, stores it with the game (never shown, never logged),
and the computer's seed for a turn is derived from that secret and the turn: the
same stored game replays the computer's moves identically, after a restart too.
"""

from __future__ import annotations

import hashlib
import secrets

SEED_BITS = 62


def new_computer_seed() -> int:
    """A fresh secret for a new game, from the operating system's CSPRNG."""
    return secrets.randbits(SEED_BITS)


def turn_seed(computer_seed: int, turn: int, seat: int | None = None) -> int:
    """The computer's seed for ``turn``: a hash of the game's secret and the turn, so
    that seeds of different turns are unrelated and none reveals the secret. Seats
    that decide at once on the same turn (a draft) each get their own (``seat``)."""
    text = f"{computer_seed}:{turn}" if seat is None else f"{computer_seed}:{turn}:{seat}"
    digest = hashlib.blake2b(text.encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> (64 - SEED_BITS)
