"""A throwaway PostgreSQL server for a benchmark, as `.ci/run` starts one for the tests.

A cluster in a temporary folder, reachable on a Unix socket in that folder only (no
TCP port to collide with), stopped and deleted however the benchmark ends: the
``with`` block's exit, an exception, Ctrl-C, or the interpreter exiting (atexit).
Unlike CI's it keeps PostgreSQL's default ``fsync=on``: a benchmark figure must
count the flush that makes an acknowledged move survive a power cut, as SQLite's
``synchronous=FULL`` does on the other side of the table.
"""

from __future__ import annotations

import atexit
import os
import random
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

PG_BIN = Path(os.environ.get("PG_BIN", "/usr/lib/postgresql/15/bin"))


class ServerUnavailable(RuntimeError):
    """PostgreSQL could not be started here; the message is one line."""


def _as_postgres(command: list[str]) -> list[str]:
    # initdb and postgres refuse to run as root: run them as the postgres user then.
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        return ["runuser", "-u", "postgres", "--", *command]
    return command


def _run(command: list[str], what: str, log: Path | None = None) -> None:
    try:
        subprocess.run(_as_postgres(command), check=True, capture_output=True, text=True,
                       timeout=120)
    except FileNotFoundError as error:
        raise ServerUnavailable(f"cannot {what}: {error.filename} not found "
                                f"(PostgreSQL 15 binaries expected in {PG_BIN}, or set PG_BIN)"
                                ) from None
    except subprocess.TimeoutExpired:
        raise ServerUnavailable(f"cannot {what}: no answer in 120 s") from None
    except subprocess.CalledProcessError as error:
        text = error.stderr or error.stdout or ""
        if log is not None and log.exists():  # pg_ctl only says "examine the log"
            text = log.read_text(errors="replace")
        lines = text.strip().splitlines()
        raise ServerUnavailable(f"cannot {what}: {lines[-1] if lines else error}") from None


@contextmanager
def throwaway_server() -> Iterator[str]:
    """Start a fresh PostgreSQL cluster and yield the URL of its `postgres` database."""
    folder = Path(tempfile.mkdtemp(prefix="amytis-bench-pg-"))
    data = folder / "data"
    port = random.randint(40000, 59999)

    def stop() -> None:
        if (data / "postmaster.pid").exists():
            subprocess.run(_as_postgres([str(PG_BIN / "pg_ctl"), "-D", str(data), "-m",
                                         "immediate", "stop"]), capture_output=True, check=False)
        shutil.rmtree(folder, ignore_errors=True)

    atexit.register(stop)
    try:
        if hasattr(os, "geteuid") and os.geteuid() == 0:
            try:
                shutil.chown(folder, "postgres")
            except LookupError:
                raise ServerUnavailable("cannot start PostgreSQL as root: there is no "
                                        "'postgres' user to run it as") from None
        _run([str(PG_BIN / "initdb"), "-D", str(data), "-A", "trust", "-U", "postgres"],
             "create a PostgreSQL cluster")
        _run([str(PG_BIN / "pg_ctl"), "-D", str(data), "-l", str(folder / "server.log"), "-w",
              "-o", f"-k {folder} -p {port} -c listen_addresses=''", "start"],
             "start PostgreSQL", folder / "server.log")
        yield f"postgresql://postgres@/postgres?host={folder}&port={port}"
    finally:
        stop()
        atexit.unregister(stop)
