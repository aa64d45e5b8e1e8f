-- Reviews: every decision of one seat of a finished game, judged by the computer
-- player from what that seat could see then (issue 29). A review costs up to a
-- minute of a worker's time, so it is kept: asking again is instant and survives a
-- restart. `judge_version` names the judge that made it; a review made by another
-- judge is made again when next asked.
CREATE TABLE reviews (
    game_id       INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat          INTEGER NOT NULL,
    judge_version TEXT    NOT NULL,
    -- A JSON array of the judgements (engine.review.Judgement.to_json), in play order.
    judgements    TEXT    NOT NULL,
    -- Unix seconds: when the review was completed.
    made_at       REAL    NOT NULL,
    PRIMARY KEY (game_id, seat)
);
