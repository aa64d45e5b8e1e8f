"""The logs that long benchmark runs keep: one JSON object a line, written as each game
ends, so a stopped run is finished by the same command and ``--report`` reprints its
table without playing.

A log whose name ends in ``.gz`` is kept gzip-compressed. A 200-game West Kingdom
table with every game's record is about 1.5 MB as text and a seventh of that
compressed, small enough to commit beside the figures it backs (``bench/results/``),
and a run longer than one sitting can be carried on from the committed log. Each game
rewrites a compressed log whole, through a temporary file, so a run stopped mid-write
leaves the log as it was before that game.
"""

from __future__ import annotations

import gzip
import json
import os
from pathlib import Path


def read_log(path: Path | None) -> list[dict]:
    """The records in the log at ``path``, in the order written (none if there is no
    log yet)."""
    if path is None or not path.exists():
        return []
    text = (gzip.decompress(path.read_bytes()).decode() if _compressed(path)
            else path.read_text())
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def append_log(path: Path, record: dict) -> None:
    """Add ``record`` at the end of the log at ``path`` (made if missing)."""
    line = json.dumps(record) + "\n"
    if not _compressed(path):
        with path.open("a") as out:
            out.write(line)
        return
    text = gzip.decompress(path.read_bytes()).decode() if path.exists() else ""
    partial = path.with_name(path.name + ".partial")
    # mtime=0: the same games compress to the same bytes, so a committed log changes
    # only where games were added.
    partial.write_bytes(gzip.compress((text + line).encode(), compresslevel=9, mtime=0))
    os.replace(partial, path)


def _compressed(path: Path) -> bool:
    return path.suffix == ".gz"
