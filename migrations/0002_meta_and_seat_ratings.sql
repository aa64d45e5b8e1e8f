-- The bot's own small facts (e.g. the digest of the command tree it last synced, so
-- that an unchanged tree is not sent to Discord again), and each seat's rating before
-- and after a rated game (mu - 3 sigma), so the end of a game can show the change.
CREATE TABLE bot_meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);

ALTER TABLE game_seats ADD COLUMN rating_before REAL;
ALTER TABLE game_seats ADD COLUMN rating_after REAL;
