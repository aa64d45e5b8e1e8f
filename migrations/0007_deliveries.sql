-- Deliveries: the table a game owes its players, written in the same transaction as
-- the move (or the start, or the end) that made it owed, and removed in the
-- transaction that records the Discord message showing it. A process that dies in
-- between leaves the row behind, and whichever process holds the server's shard
-- posts that table when it starts (a transactional outbox, one row per game: a
-- second move before the first table is out extends the same row).
CREATE TABLE deliveries (
    game_id     INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    guild_id    INTEGER NOT NULL,
    -- The game's version the next table must show at least; a table posted at that
    -- version or later settles the row.
    due_version INTEGER NOT NULL,
    -- The number of turns the last table shown had: the narration starts there.
    since_turn  INTEGER NOT NULL,
    -- Unix seconds: when it became owed, and when a failed post is tried again.
    created_at  REAL    NOT NULL,
    retry_at    REAL    NOT NULL,
    attempts    INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX deliveries_by_retry ON deliveries(retry_at);
