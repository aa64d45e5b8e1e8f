"""The games this bot hosts, found rather than listed.

A game registers itself by being a package `service/<game>/` that exports `KIND`,
its `GameKind`; nothing shared names it. The bot loads `cogs/<game>/` for each kind
it finds (see `bot.py`), so adding a game is adding its folders.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Collection

import service
from service.kinds import GameKind


def discover() -> dict[str, GameKind]:
    """Every registered game kind by name, in the order of their package names."""
    kinds: dict[str, GameKind] = {}
    for info in sorted(pkgutil.iter_modules(service.__path__), key=lambda i: i.name):
        if not info.ispkg:
            continue
        kind = getattr(importlib.import_module(f"service.{info.name}"), "KIND", None)
        if kind is not None:
            kinds[kind.name] = kind
    return kinds


def offered(kinds: dict[str, GameKind], enabled: Collection[str] = ()) -> dict[str, GameKind]:
    """The kinds offered to players: the public ones, and those not yet public that
    the operator (or a test) enabled by name."""
    return {name: kind for name, kind in kinds.items() if kind.public or name in enabled}
