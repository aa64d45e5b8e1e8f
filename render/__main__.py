"""``python -m render RECORD.json -o OUT.png [--locale ru] [--names A B]``: replay a
game record and write the image of its last position (the final score once the
game is over), for development, README screenshots and tests."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from engine.amytis import RecordError, from_record

from .amytis import render_game, render_table


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    parser = argparse.ArgumentParser(prog="python -m render", description=__doc__)
    parser.add_argument("record", help="an amytis-record/1 JSON file, or - for stdin")
    parser.add_argument("-o", "--output", required=True, help="the PNG file to write")
    parser.add_argument("--locale", default="en", help="en, ru or fr (Discord codes work)")
    parser.add_argument("--names", nargs=2, metavar=("FIRST", "SECOND"),
                        help="display names of the first and second player")
    parser.add_argument("--table", action="store_true",
                        help="draw the table even when the game is over")
    args = parser.parse_args(argv)
    try:
        text = sys.stdin.read() if args.record == "-" else Path(args.record).read_text("utf-8")
        game = from_record(json.loads(text))
    except (OSError, ValueError, RecordError) as error:
        print(f"cannot read the record: {error}", file=sys.stderr)
        return 2
    draw = render_table if args.table else render_game
    Path(args.output).write_bytes(draw(game, args.locale, args.names))
    return 0


if __name__ == "__main__":
    sys.exit(main())
