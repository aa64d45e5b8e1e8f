-- Answers held for a decision several seats make at once (a draft round): each seat
-- answers when it likes, its answer is kept here (a JSON object, seat -> answer) and
-- the record takes all of them, in the order the rules write them, once the last
-- seat has answered. Kept in the row so a restart in the middle loses no answer.
ALTER TABLE games ADD COLUMN held TEXT NOT NULL DEFAULT '{}';
