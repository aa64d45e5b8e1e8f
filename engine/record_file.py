"""Reading a game record file for the command lines, and their one-line errors.

``python -m engine replay`` and ``python -m render`` both read a record from a file
or standard input; whatever is wrong with it (missing, unreadable, not JSON, nested
or sized far beyond any real record, an unknown format) is said in the same words
by both, as one short line and exit status 2, never a traceback. This is the only
engine module that touches files: the rules themselves stay pure.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Collection
from typing import Any

MAX_BYTES = 1_000_000
"""A finished game's record is about 3 KB: anything over 1 MB is not one, and is
refused before it is parsed (a 50 MB string would otherwise be read and echoed)."""
MAX_MESSAGE = 160
"""An error line quotes the input; cut there so a huge field stays one short line."""
EXIT_STATUS = 2


class RecordFileError(Exception):
    """The record could not be read; the message is the line to print."""


class OneLineParser(argparse.ArgumentParser):
    """Argument errors as one line and exit status 2, like every other bad input."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(EXIT_STATUS, f"{self.prog}: {one_line(message)}\n")


def read_record(path: str) -> Any:
    """The JSON value in file ``path`` (``-``: standard input), or ``RecordFileError``."""
    name = "standard input" if path == "-" else path
    try:
        if path == "-":
            data = sys.stdin.buffer.read(MAX_BYTES + 1)
        else:
            with open(path, "rb") as file:
                data = file.read(MAX_BYTES + 1)
    except OSError as error:
        raise RecordFileError(f"cannot read {name}: {error.strerror or error}") from None
    if len(data) > MAX_BYTES:
        raise RecordFileError(f"{name} is over {MAX_BYTES // 1_000_000} MB: not a game record")
    try:
        return json.loads(data.decode("utf-8"))
    except UnicodeDecodeError:
        raise RecordFileError(f"{name} is not JSON: it is not UTF-8 text") from None
    except RecursionError:
        raise RecordFileError(f"{name} is not a game record: it nests too deeply") from None
    except json.JSONDecodeError as error:
        raise RecordFileError(f"{name} is not JSON: {error}") from None
    except ValueError:  # Python refuses to read an integer of more than 4300 digits
        raise RecordFileError(f"{name} is not a game record: a number is too long") from None


def record_format(record: Any, known: Collection[str]) -> str:
    """The record's ``format`` if it is one of ``known``, else ``RecordFileError``."""
    fmt = record.get("format") if isinstance(record, dict) else None
    if not isinstance(fmt, str) or fmt not in known:
        raise RecordFileError(f"record: unknown format {fmt!r} (known: {', '.join(sorted(known))})")
    return fmt


def one_line(message: str) -> str:
    """``message`` on one line of at most ``MAX_MESSAGE`` characters."""
    text = " ".join(str(message).split())
    return text if len(text) <= MAX_MESSAGE else text[:MAX_MESSAGE - 1] + "…"


def fail(message: object) -> int:
    """Print ``message`` as the one error line on standard error; the exit status."""
    print(one_line(str(message)), file=sys.stderr)
    return EXIT_STATUS
