-- Games of any number of seats, and a lobby that gathers them.
--
-- `challenges` named one opponent. `lobbies` holds both kinds of gathering: an
-- invitation (the host names the players, each accepts or declines) and an open
-- table (anyone in the channel joins, the host may add computer seats). Who is in
-- a lobby is a row each in `lobby_seats`. Existing challenges keep their ids, so
-- the buttons already posted under them keep working.
--
-- `game_seats` allowed a user once per game, which left room for one computer
-- seat only (the computer is the bot's own user). A human is still seated at most
-- once; computer seats may repeat. `computer_from_turn` is the turn from which the
-- computer played a seat that a person held before (the other players voted it in
-- when that person was absent): the record keeps who played which move.

CREATE TABLE lobbies (
    id                INTEGER PRIMARY KEY,
    game_kind         TEXT    NOT NULL,
    guild_id          INTEGER NOT NULL,
    channel_id        INTEGER NOT NULL,
    parent_channel_id INTEGER,
    host_id           INTEGER NOT NULL,
    -- 'invitation': only the invited may answer; 'open': anyone may join.
    mode              TEXT    NOT NULL CHECK (mode IN ('invitation', 'open')),
    -- The number of seats asked for, the host's included.
    seats             INTEGER NOT NULL CHECK (seats >= 1),
    options           TEXT    NOT NULL DEFAULT '{}',
    status            TEXT    NOT NULL DEFAULT 'pending'
                      CHECK (status IN ('pending', 'started', 'declined', 'cancelled',
                                        'expired')),
    message_id        INTEGER,
    game_id           INTEGER REFERENCES games(id),
    rematch_of        INTEGER REFERENCES games(id),
    created_at        REAL    NOT NULL,
    expires_at        REAL    NOT NULL,
    resolved_at       REAL
);
CREATE INDEX lobbies_pending_by_expiry ON lobbies(expires_at) WHERE status = 'pending';
CREATE INDEX lobbies_pending_by_channel ON lobbies(channel_id) WHERE status = 'pending';
CREATE INDEX lobbies_pending_by_host ON lobbies(guild_id, host_id) WHERE status = 'pending';

CREATE TABLE lobby_seats (
    lobby_id       INTEGER NOT NULL REFERENCES lobbies(id) ON DELETE CASCADE,
    -- The order people came in: the host is 0.
    position       INTEGER NOT NULL CHECK (position >= 0),
    user_id        INTEGER NOT NULL,
    -- NULL for a person; the computer player's level otherwise.
    computer_level INTEGER,
    answer         TEXT    NOT NULL
                   CHECK (answer IN ('host', 'invited', 'accepted', 'declined', 'joined')),
    PRIMARY KEY (lobby_id, position)
);
CREATE UNIQUE INDEX lobby_seats_one_per_person
    ON lobby_seats(lobby_id, user_id) WHERE computer_level IS NULL;
CREATE INDEX lobby_seats_by_user ON lobby_seats(user_id, lobby_id);

INSERT INTO lobbies (id, game_kind, guild_id, channel_id, parent_channel_id, host_id, mode,
                     seats, options, status, message_id, game_id, rematch_of, created_at,
                     expires_at, resolved_at)
SELECT id, game_kind, guild_id, channel_id, parent_channel_id, challenger_id, 'invitation', 2,
       options, CASE status WHEN 'accepted' THEN 'started' ELSE status END, message_id,
       game_id, rematch_of, created_at, expires_at, resolved_at
  FROM challenges;

INSERT INTO lobby_seats (lobby_id, position, user_id, computer_level, answer)
SELECT id, 0, challenger_id, NULL, 'host' FROM challenges;

INSERT INTO lobby_seats (lobby_id, position, user_id, computer_level, answer)
SELECT id, 1, opponent_id, NULL,
       CASE status WHEN 'accepted' THEN 'accepted' WHEN 'declined' THEN 'declined'
                   ELSE 'invited' END
  FROM challenges;

DROP TABLE challenges;

CREATE TABLE game_seats_many (
    game_id            INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat               INTEGER NOT NULL CHECK (seat >= 0),
    user_id            INTEGER NOT NULL,
    computer_level     INTEGER,
    rating_before      REAL,
    rating_after       REAL,
    computer_from_turn INTEGER,
    PRIMARY KEY (game_id, seat)
);
INSERT INTO game_seats_many (game_id, seat, user_id, computer_level, rating_before,
                             rating_after)
SELECT game_id, seat, user_id, computer_level, rating_before, rating_after FROM game_seats;
DROP TABLE game_seats;
ALTER TABLE game_seats_many RENAME TO game_seats;
CREATE UNIQUE INDEX game_seats_one_per_person
    ON game_seats(game_id, user_id) WHERE computer_level IS NULL OR computer_from_turn IS NOT NULL;
CREATE INDEX game_seats_by_user ON game_seats(user_id, game_id);
