"""``python -m engine replay FILE``: replay a game record and print its scores.

The record's ``format`` picks the game (and whether it is a whole record or a
player's view of a game in progress). Any problem with the input is one line on
standard error and exit status 2, never a traceback. A reader that stops early
(``| head``) ends it quietly, as it ends any Unix tool.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Sequence
from importlib import import_module
from typing import Any

from . import GAMES
from .errors import EngineError
from .record_file import OneLineParser, RecordFileError, fail, read_record, record_format

EXIT_BROKEN_PIPE = 141
"""128 + SIGPIPE: the status a shell shows for a tool whose reader went away."""

REPLAYERS: dict[str, Callable[[Any], dict[str, Any]]] = {
    fmt: replayer for game in GAMES
    for fmt, replayer in import_module(f"{__package__}.{game}.replay").REPLAYERS.items()
}
"""Each record format the command knows, with the function that replays it: the union
of every game's ``replay.REPLAYERS``."""

TRACERS: dict[str, Callable[[Any], dict[str, Any]]] = {
    fmt: tracer for game in GAMES
    for fmt, tracer in getattr(import_module(f"{__package__}.{game}.replay"), "TRACERS",
                               {}).items()
}
"""The formats whose replay can also report the state after every turn (``--trace``),
for comparing two implementations of a game's rules turn by turn."""


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; answer the exit status."""
    parser = OneLineParser(prog="python -m engine", description="Replay game records.")
    commands = parser.add_subparsers(dest="command", required=True)
    replay = commands.add_parser("replay", help="replay a record and print its scores as JSON")
    replay.add_argument("file", help="the record file, or - for standard input")
    replay.add_argument("--trace", action="store_true",
                        help="add each turn's state (formats: "
                             f"{', '.join(sorted(TRACERS)) or 'none'})")
    args = parser.parse_args(argv)
    try:
        record = read_record(args.file)
        fmt = record_format(record, REPLAYERS)
        if args.trace and fmt not in TRACERS:
            raise RecordFileError(f"--trace is not offered for {fmt} "
                                  f"(only for {', '.join(sorted(TRACERS))})")
        report = (TRACERS if args.trace else REPLAYERS)[fmt](record)
    except (RecordFileError, EngineError) as error:
        return fail(error)
    try:
        json.dump(report, sys.stdout)
        sys.stdout.write("\n")
        sys.stdout.flush()
    except BrokenPipeError:
        # Python's advice: point standard output at devnull, or its last flush on the
        # way out fails again, with a traceback.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_BROKEN_PIPE
    return 0


if __name__ == "__main__":
    sys.exit(main())
