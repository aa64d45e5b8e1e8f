"""``python -m engine replay FILE``: replay a game record and print its scores.

The record's ``format`` picks the game. Any problem with the input is one line on
standard error and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from importlib import import_module
from typing import Any

from . import GAMES
from .errors import EngineError

REPLAYERS: dict[str, Callable[[Any], dict[str, Any]]] = {
    fmt: replayer for game in GAMES
    for fmt, replayer in import_module(f"{__package__}.{game}.replay").REPLAYERS.items()
}
"""Each record format the command knows, with the function that replays it: the union
of every game's ``replay.REPLAYERS``."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, exit 2, as for a bad record
        self.exit(2, f"{self.prog}: {message}\n")


def _read(path: str) -> Any:
    if path == "-":
        return json.load(sys.stdin)
    with open(path, encoding="utf-8") as file:
        return json.load(file)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; answer the exit status."""
    parser = _Parser(prog="python -m engine", description="Replay game records.")
    commands = parser.add_subparsers(dest="command", required=True)
    replay = commands.add_parser("replay", help="replay a record and print its scores as JSON")
    replay.add_argument("file", help="the record file, or - for standard input")
    args = parser.parse_args(argv)
    try:
        record = _read(args.file)
    except OSError as error:
        return _fail(f"cannot read {args.file}: {error.strerror or error}")
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        return _fail(f"{args.file} is not JSON: {error}")
    fmt = record.get("format") if isinstance(record, dict) else None
    replayer = REPLAYERS.get(fmt) if isinstance(fmt, str) else None
    if replayer is None:
        known = ", ".join(sorted(REPLAYERS))
        return _fail(f"record: unknown format {fmt!r} (known: {known})")
    try:
        report = replayer(record)
    except EngineError as error:
        return _fail(str(error))
    json.dump(report, sys.stdout)
    sys.stdout.write("\n")
    return 0


def _fail(message: str) -> int:
    print(message, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
