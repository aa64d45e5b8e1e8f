-- The daily game (issue 30): one shared deal a day per game for everyone on the bot,
-- played as an ordinary game row (so it survives restarts like any game), marked
-- here. One attempt per person, per game, per UTC day, on the whole bot: a second
-- attempt in another server would be a replay of a deal already seen. Results are
-- read from the game row and shown in the server where it was played; a daily game
-- counts toward no rating or statistics line.
CREATE TABLE daily_games (
    game_id   INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    game_kind TEXT    NOT NULL,
    -- The UTC day of the deal, as ISO text (2026-11-26).
    day       TEXT    NOT NULL,
    user_id   INTEGER NOT NULL,
    guild_id  INTEGER NOT NULL,
    UNIQUE (game_kind, day, user_id)
);
CREATE INDEX daily_games_by_server_day ON daily_games(guild_id, game_kind, day);
