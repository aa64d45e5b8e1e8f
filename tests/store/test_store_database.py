"""The database handle: transactions under cancellation, and what closing leaves behind."""

from __future__ import annotations

import asyncio
from pathlib import Path

from store import Database


async def _write(db: Database, key: str) -> None:
    async with db.transaction() as conn:
        await conn.execute("INSERT INTO bot_meta (key, value) VALUES (?, 'v')", (key,))


async def test_a_write_cancelled_as_it_begins_leaves_no_transaction_open(tmp_path: Path) -> None:
    db = await Database.open(str(tmp_path / "amytis.db"))
    cancelled = asyncio.create_task(_write(db, "lost"))
    await asyncio.sleep(0)  # the task now waits for BEGIN on the connection's thread
    cancelled.cancel()
    await asyncio.gather(cancelled, return_exceptions=True)
    await _write(db, "kept")  # the next writer would fail inside a leftover transaction
    rows = await db.fetch_all("SELECT key FROM bot_meta")
    assert [row[0] for row in rows] == ["kept"]
    await db.close()


async def test_closing_folds_the_write_ahead_log_into_the_file(tmp_path: Path) -> None:
    db = await Database.open(str(tmp_path / "amytis.db"))
    await _write(db, "kept")
    assert (tmp_path / "amytis.db-wal").stat().st_size > 0
    await db.close()
    wal = tmp_path / "amytis.db-wal"
    assert not wal.exists() or wal.stat().st_size == 0
    await db.close()  # a second close (a bot stops from two places) is harmless
