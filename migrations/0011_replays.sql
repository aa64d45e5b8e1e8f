-- Replays: the animated image of a finished game as a spectator saw it (issue 46),
-- drawn once per game and language. Drawing one costs seconds of a worker's time,
-- so it is kept: asking again is instant and survives a restart. `drawing` names
-- the drawing code that made it; a replay drawn by another is drawn again.
CREATE TABLE replays (
    game_id   INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    -- The language of its captions (en, ru, fr).
    locale    TEXT    NOT NULL,
    drawing   TEXT    NOT NULL,
    -- The image's file extension (webp) and its bytes.
    extension TEXT    NOT NULL,
    image     BLOB    NOT NULL,
    -- How long it plays, in seconds.
    seconds   REAL    NOT NULL,
    -- Unix seconds: when it was drawn.
    made_at   REAL    NOT NULL,
    PRIMARY KEY (game_id, locale)
);
