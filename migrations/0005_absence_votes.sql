-- Votes about a player who has stopped playing a game of three or more seats (or
-- left the server): the other players choose between letting the computer take
-- the seat and ending the game. A vote is about one turn: a move voids it.
CREATE TABLE absence_votes (
    game_id  INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    turn     INTEGER NOT NULL,
    -- The seat the vote is about.
    seat     INTEGER NOT NULL,
    voter_id INTEGER NOT NULL,
    choice   TEXT    NOT NULL CHECK (choice IN ('computer', 'end')),
    voted_at REAL    NOT NULL,
    PRIMARY KEY (game_id, turn, seat, voter_id)
);
