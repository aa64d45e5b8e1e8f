"""``python -m render RECORD.json -o OUT.png [--locale ru] [--view VIEW] [--names A B ...]``:
replay a game record and write an image of its last position (by default the table,
or the final score once the game is over), for development, README screenshots and
tests. With ``--animate``, write the whole game as the animated WebP the bot posts
(``render.replay``): ``python -m render RECORD --animate -o game.webp``. The
record's ``format`` picks the game; each game's ``cli`` module lists the views it
draws. ``-`` reads the record from standard input; ``-o -`` writes the PNG
to standard output. Bad input is one line on standard error and exit status 2,
worded as ``python -m engine`` words it."""

from __future__ import annotations

import sys
from collections.abc import Callable
from importlib import import_module
from importlib.util import find_spec
from pathlib import Path
from typing import Any

from engine import GAMES
from engine.errors import EngineError
from engine.record_file import OneLineParser, RecordFileError, fail, read_record, record_format
from i18n import LOCALES, supported_locale

from .replay import animate, replays


def _drawn(game: str) -> bool:
    """Whether ``render/<game>/cli.py`` exists: a game's rules may come before its
    images, and its records are then replayed but not drawn."""
    return (find_spec(f"{__package__}.{game}") is not None
            and find_spec(f"{__package__}.{game}.cli") is not None)


DRAWN: tuple[str, ...] = tuple(game for game in GAMES if _drawn(game))
"""The games this command draws."""

RENDERERS: dict[str, Callable[..., bytes]] = {
    fmt: renderer for game in DRAWN
    for fmt, renderer in import_module(f"{__package__}.{game}.cli").RENDERERS.items()
}
"""Each record format the command draws, with the function that draws it: the union
of every game's ``cli.RENDERERS``."""

VIEW_HELP = "; ".join(
    f"{game}: {', '.join(import_module(f'{__package__}.{game}.cli').VIEWS)}" for game in DRAWN)


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    parser = OneLineParser(prog="python -m render", description=__doc__)
    parser.add_argument("record", help="a game record JSON file, or - for stdin")
    parser.add_argument("-o", "--output", required=True,
                        help="the PNG file to write, or - for standard output")
    parser.add_argument("--locale", default="en",
                        help=f"{', '.join(LOCALES)} (Discord codes such as en-GB work)")
    parser.add_argument("--view", default="game", help=f"which image ({VIEW_HELP})")
    parser.add_argument("--names", nargs="+", metavar="NAME",
                        help="display names of the players, in seat order")
    parser.add_argument("--table", action="store_true",
                        help="draw the table even when the game is over (--view table)")
    parser.add_argument("--animate", action="store_true",
                        help="write the whole game as an animated WebP replay")
    args = parser.parse_args(argv)
    locale = supported_locale(args.locale)
    if locale is None:
        parser.error(f"unknown locale {args.locale!r} (known: {', '.join(LOCALES)})")
    view = "table" if args.table else args.view
    try:
        record: Any = read_record(args.record)
        if args.animate:
            record_format(record, replays())
            png = animate(record, locale, args.names).data
        else:
            png = RENDERERS[record_format(record, RENDERERS)](record, view, locale, args.names)
    except (RecordFileError, EngineError, ValueError) as error:
        return fail(error)
    try:
        if args.output == "-":
            sys.stdout.buffer.write(png)
            sys.stdout.buffer.flush()
        else:
            Path(args.output).write_bytes(png)
    except OSError as error:
        return fail(f"cannot write {args.output}: {error.strerror or error}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
