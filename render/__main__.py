"""``python -m render RECORD.json -o OUT.png [--locale ru] [--names A B]``: replay a
game record and write the image of its last position (the final score once the
game is over), for development, README screenshots and tests. ``-`` reads the
record from standard input; ``-o -`` writes the PNG to standard output. Bad input
is one line on standard error and exit status 2, worded as ``python -m engine``
words it."""

from __future__ import annotations

import sys
from pathlib import Path

from engine.amytis import FORMAT, EngineError, from_record
from engine.record_file import OneLineParser, RecordFileError, fail, read_record, record_format
from i18n import LOCALES, supported_locale

from .amytis import render_game, render_table


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    parser = OneLineParser(prog="python -m render", description=__doc__)
    parser.add_argument("record", help="an amytis-record/1 JSON file, or - for stdin")
    parser.add_argument("-o", "--output", required=True,
                        help="the PNG file to write, or - for standard output")
    parser.add_argument("--locale", default="en",
                        help=f"{', '.join(LOCALES)} (Discord codes such as en-GB work)")
    parser.add_argument("--names", nargs=2, metavar=("FIRST", "SECOND"),
                        help="display names of the first and second player")
    parser.add_argument("--table", action="store_true",
                        help="draw the table even when the game is over")
    args = parser.parse_args(argv)
    locale = supported_locale(args.locale)
    if locale is None:
        parser.error(f"unknown locale {args.locale!r} (known: {', '.join(LOCALES)})")
    try:
        record = read_record(args.record)
        record_format(record, (FORMAT,))
        game = from_record(record)
    except (RecordFileError, EngineError) as error:
        return fail(error)
    draw = render_table if args.table else render_game
    png = draw(game, locale, args.names)
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
