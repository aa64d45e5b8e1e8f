-- Tournaments (issue 45): an event run by the bot, its entrants, its rounds, and the
-- games of each round. Everything the service decides is written here before it is
-- acted on, and the unique keys make every step safe to run again after a restart:
-- a round is opened once (its number is a key), a table is paired once (its index
-- in the round is a key), and a table's game is created once (its game_id is set
-- only while it is NULL, and is unique).
CREATE TABLE tournaments (
    id              INTEGER PRIMARY KEY,
    guild_id        INTEGER NOT NULL,
    -- Where the sign-up message and the announcements go.
    channel_id      INTEGER NOT NULL,
    host_id         INTEGER NOT NULL,
    game_kind       TEXT    NOT NULL,
    -- The game's options (JSON), normalized for `seats`.
    options         TEXT    NOT NULL DEFAULT '{}',
    -- swiss, round_robin, knockout or tables.
    format          TEXT    NOT NULL,
    -- Rounds to play: chosen for Swiss and table rounds, set at the start for a round
    -- robin (the schedule's length) and a knockout (the bracket's depth).
    rounds          INTEGER NOT NULL,
    -- Seconds each round lasts before the deadline.
    round_seconds   REAL    NOT NULL,
    -- Seats per table (2 for Swiss, round robin and knockout).
    seats           INTEGER NOT NULL,
    -- Games per knockout match (1 or 3).
    best_of         INTEGER NOT NULL DEFAULT 1,
    -- 1 when its games move the players' ratings.
    rated           INTEGER NOT NULL DEFAULT 0,
    cap             INTEGER,
    minimum         INTEGER NOT NULL,
    -- Unix seconds: when the sweeper starts it (NULL: the host starts it).
    starts_at       REAL,
    -- signup, running, paused, finished or cancelled.
    status          TEXT    NOT NULL DEFAULT 'signup',
    current_round   INTEGER NOT NULL DEFAULT 0,
    -- A role whose members may manage it besides the host.
    manager_role_id INTEGER,
    -- The sign-up message (for the cog to edit).
    message_id      INTEGER,
    -- Seconds left in the current round when it was paused.
    paused_left     REAL,
    created_at      REAL    NOT NULL,
    started_at      REAL,
    finished_at     REAL,
    -- Bumped by every change of status or round, checked by every such change.
    version         INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX tournaments_by_status ON tournaments(status);
CREATE INDEX tournaments_by_guild ON tournaments(guild_id);

CREATE TABLE tournament_entrants (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    user_id       INTEGER NOT NULL,
    -- The leaderboard figure when they joined (or at the start): it seeds them.
    rating        REAL    NOT NULL DEFAULT 0,
    joined_at     REAL    NOT NULL,
    -- 1 once the host removed them: never paired again.
    removed       INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (tournament_id, user_id)
);

CREATE TABLE tournament_rounds (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    number        INTEGER NOT NULL,
    started_at    REAL    NOT NULL,
    deadline      REAL    NOT NULL,
    -- open, then done when its last game is over (or at the deadline).
    status        TEXT    NOT NULL DEFAULT 'open',
    -- Seconds the host added to the deadline.
    extended      REAL    NOT NULL DEFAULT 0,
    -- Reminders sent: 0 none, 1 at half time, 2 one hour before the end too.
    reminded      INTEGER NOT NULL DEFAULT 0,
    -- JSON: the players who sit this round out.
    byes          TEXT    NOT NULL DEFAULT '[]',
    -- JSON: a knockout round's bracket slots (user ids or null), NULL otherwise.
    slots         TEXT,
    PRIMARY KEY (tournament_id, number)
);

-- One game to play: a table of a round, or one game of a knockout match (`game_no`).
CREATE TABLE tournament_games (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    round_number  INTEGER NOT NULL,
    table_index   INTEGER NOT NULL,
    game_no       INTEGER NOT NULL DEFAULT 0,
    -- JSON: user ids in seat order.
    players       TEXT    NOT NULL,
    -- The thread its game is played in, chosen before the game is created.
    channel_id    INTEGER,
    parent_channel_id INTEGER,
    game_id       INTEGER UNIQUE REFERENCES games(id),
    -- JSON, once over: each player's place (1 first, ties equal) and game score.
    places        TEXT,
    scores        TEXT,
    -- JSON: players removed while it was unplayed or in progress (they lose it).
    forfeits      TEXT    NOT NULL DEFAULT '[]',
    finished_at   REAL,
    UNIQUE (tournament_id, round_number, table_index, game_no),
    FOREIGN KEY (tournament_id, round_number)
        REFERENCES tournament_rounds(tournament_id, number) ON DELETE CASCADE
);
CREATE INDEX tournament_games_unstarted ON tournament_games(tournament_id)
    WHERE game_id IS NULL AND places IS NULL;
