-- The first schema: games with their seats, challenges, and per-guild statistics.
-- Storage is game-agnostic: `game_kind` names the rules ('amytis'), and `record`
-- holds that game's own record format as JSON text, the whole truth of the game.
-- Times are unix seconds (REAL, UTC) so the sweeper can compare them in SQL.
-- `guild_id` is 0 for a game outside any guild (a DM), so that it can be part of keys.

CREATE TABLE games (
    id                  INTEGER PRIMARY KEY,
    game_kind           TEXT    NOT NULL,
    guild_id            INTEGER NOT NULL,
    -- The channel or thread the game is played in; `parent_channel_id` is the
    -- thread's parent channel, NULL when the game is not in a thread.
    channel_id          INTEGER NOT NULL,
    parent_channel_id   INTEGER,
    table_message_id    INTEGER,
    controls_message_id INTEGER,
    status              TEXT    NOT NULL DEFAULT 'active'
                        CHECK (status IN ('active', 'finished', 'aborted')),
    end_reason          TEXT
                        CHECK (end_reason IN ('completed', 'resigned', 'forfeit', 'aborted')),
    seed                INTEGER NOT NULL,
    -- Game-kind options the game was created with (Amytis: the building sides preset).
    options             TEXT    NOT NULL DEFAULT '{}',
    record              TEXT    NOT NULL,
    -- Selections of the player to move that are not executed yet (JSON list),
    -- kept so that a restart between two steps of a turn loses nothing confirmed.
    pending             TEXT    NOT NULL DEFAULT '[]',
    -- A cached summary of the record, so lists and the sweeper need no replay.
    turn                INTEGER NOT NULL DEFAULT 0,
    to_move             INTEGER,
    scores              TEXT    NOT NULL DEFAULT '[]',
    winners             TEXT,
    -- Optimistic concurrency: every write says `WHERE id = ? AND version = ?`.
    version             INTEGER NOT NULL DEFAULT 1,
    created_at          REAL    NOT NULL,
    updated_at          REAL    NOT NULL,
    last_move_at        REAL    NOT NULL,
    finished_at         REAL,
    -- When the sweeper last told the waiting player they may claim a forfeit.
    claim_notified_at   REAL,
    ended_by            INTEGER,
    rematch_of          INTEGER REFERENCES games(id),
    CHECK ((status = 'active') = (end_reason IS NULL))
);

-- At most one active game per channel or thread, whatever the code does.
CREATE UNIQUE INDEX games_one_active_per_channel ON games(channel_id) WHERE status = 'active';
-- The sweeper's question: which active games have waited longest for a move?
CREATE INDEX games_active_by_last_move ON games(last_move_at) WHERE status = 'active';

CREATE TABLE game_seats (
    game_id        INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    -- Seat 0 is the first player.
    seat           INTEGER NOT NULL CHECK (seat >= 0),
    user_id        INTEGER NOT NULL,
    -- NULL for a human; the computer opponent's strength otherwise.
    computer_level INTEGER,
    PRIMARY KEY (game_id, seat),
    UNIQUE (game_id, user_id)
);
CREATE INDEX game_seats_by_user ON game_seats(user_id, game_id);

CREATE TABLE challenges (
    id                INTEGER PRIMARY KEY,
    game_kind         TEXT    NOT NULL,
    guild_id          INTEGER NOT NULL,
    channel_id        INTEGER NOT NULL,
    parent_channel_id INTEGER,
    challenger_id     INTEGER NOT NULL,
    opponent_id       INTEGER NOT NULL,
    options           TEXT    NOT NULL DEFAULT '{}',
    status            TEXT    NOT NULL DEFAULT 'pending'
                      CHECK (status IN ('pending', 'accepted', 'declined', 'cancelled', 'expired')),
    message_id        INTEGER,
    game_id           INTEGER REFERENCES games(id),
    rematch_of        INTEGER REFERENCES games(id),
    created_at        REAL    NOT NULL,
    expires_at        REAL    NOT NULL,
    resolved_at       REAL,
    CHECK (challenger_id <> opponent_id)
);
-- One open challenge per challenger in a channel: a second one is a mistake.
CREATE UNIQUE INDEX challenges_one_pending_per_challenger
    ON challenges(channel_id, challenger_id) WHERE status = 'pending';
CREATE INDEX challenges_pending_by_expiry ON challenges(expires_at) WHERE status = 'pending';

-- One line per player, guild, game kind and pool: 'human' games are rated,
-- 'computer' games (against the bot) are counted apart and never touch the rating.
CREATE TABLE player_stats (
    guild_id     INTEGER NOT NULL,
    user_id      INTEGER NOT NULL,
    game_kind    TEXT    NOT NULL,
    pool         TEXT    NOT NULL CHECK (pool IN ('human', 'computer')),
    games_played INTEGER NOT NULL DEFAULT 0,
    wins         INTEGER NOT NULL DEFAULT 0,
    losses       INTEGER NOT NULL DEFAULT 0,
    ties         INTEGER NOT NULL DEFAULT 0,
    rating_mu    REAL,
    rating_sigma REAL,
    updated_at   REAL    NOT NULL,
    PRIMARY KEY (guild_id, user_id, game_kind, pool)
);
CREATE INDEX player_stats_leaderboard
    ON player_stats(guild_id, game_kind, pool, rating_mu);
