-- The computer player's own randomness, drawn when the game is created and kept
-- with it, independent of the deal: a player who learns the deal seed (or the
-- deal itself, from a finished game's record) learns nothing of the computer's
-- choices, and a seed the computer used says nothing of the hidden tiles. Kept in
-- the row so that the computer's play replays the same after a restart. Never
-- shown to players. Games created before this migration get a fresh random one.
ALTER TABLE games ADD COLUMN computer_seed INTEGER;
UPDATE games SET computer_seed = random() & 4611686018427387903;
